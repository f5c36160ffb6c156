package dev.loam.assets.internal.gltf;

import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.model.GltfModel;
import de.javagl.jgltf.model.io.GltfReference;
import de.javagl.jgltf.model.io.v2.GltfAssetV2;
import de.javagl.jgltf.model.v2.GltfModelCreatorV2;
import dev.loam.assets.AssetException;
import dev.loam.model.ModelException;
import java.nio.ByteBuffer;

/**
 * One read of a glTF or GLB file's bytes, from the container to Loam's model: the GLB chunks
 * split and checked, the JSON parsed by jgltf, the document checked ({@link GltfChecks}), jgltf's
 * model built with the buffers resolved here, then converted ({@link GltfConverter}). Whatever
 * jgltf or the JDK might still throw is turned into an {@link AssetException} naming the file, so
 * that nothing else leaves a read.
 */
public final class GltfLoad {
    private GltfLoad() {
    }

    /**
     * The converter for a file's bytes; its {@code model()} and {@code scene()} run the conversion.
     *
     * @param bytes the whole file, GLB (by its magic) or glTF JSON
     * @param src   the file's name and folder
     * @param name  the model's or scene's name
     * @throws AssetException naming the place for anything wrong
     */
    public static GltfConverter open(byte[] bytes, GltfSource src, String name) {
        return guarded(src, () -> {
            GlTF gltf;
            ByteBuffer binary = null;
            if (GlbContainer.isGlb(bytes)) {
                GlbContainer glb = GlbContainer.split(bytes, src);
                gltf = GltfJson.parse(bytes, glb.jsonOffset(), glb.jsonLength(), true, src);
                binary = glb.binary();
            } else {
                gltf = GltfJson.parse(bytes, 0, bytes.length, false, src);
            }
            GltfChecks checks = GltfChecks.check(gltf, binary, src);
            GltfAssetV2 asset = new GltfAssetV2(gltf, null);
            for (GltfReference ref : asset.getBufferReferences()) {
                String uri = ref.getUri();
                for (int i = 0; i < gltf.getBuffers().size(); i++) {
                    if (uri.equals(GltfChecks.bufferKey(i))) {
                        ref.getTarget().accept(checks.buffer(i));
                    }
                }
            }
            GltfModel model = GltfModelCreatorV2.create(asset);
            return new GltfConverter(gltf, model, checks, src, name);
        });
    }

    /** Work that may throw, the way {@link #guarded} runs it. */
    public interface Work<T> {
        /** Runs the work. */
        T run();
    }

    /**
     * Runs {@code work}, letting refusals through and turning anything else it throws into one
     * naming the file: a bug there is still reported as this file failing to read, with the cause kept.
     */
    public static <T> T guarded(GltfSource src, Work<T> work) {
        try {
            return work.run();
        } catch (AssetException e) {
            throw e;
        } catch (ModelException e) {
            throw src.fail("", e);
        } catch (RuntimeException | StackOverflowError e) {
            throw src.fail("", "could not be read as glTF 2.0: " + e, e);
        }
    }
}
