package dev.loam.blockmap;

import dev.loam.core.internal.ImageBytes;
import static dev.loam.core.internal.JsonReads.at;

import dev.loam.core.internal.JsonReads;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import tools.jackson.databind.JsonNode;

/**
 * A block-set file's textures: {@code {"png": "lawn.png", "pixelsPerMetre": 16, "variation": "none"}},
 * read into {@link PixelTexture}s. The PNG's magic and size are checked before it is decoded.
 */
final class PngTextures {
    private static final JsonReads<BlockMapException> JSON = BlockMapFiles.JSON;
    private static final List<String> TEXTURE_FIELDS = List.of("png", "pixelsPerMetre", "variation");
    private static final List<String> VARIATIONS = List.of("none", "mirror", "rotate-and-mirror");
    /** The largest PNG read, in bytes (64 MiB). */
    static final long MAX_PNG_BYTES = 64L * 1024 * 1024;
    private static final byte[] PNG_MAGIC = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private PngTextures() {
    }

    /**
     * The texture {@code name} of a set file's {@code textures}: its PNG read (relative to
     * {@code baseDir}), its header checked before it is decoded.
     *
     * @throws BlockMapException naming {@code textures.<name>.<field>}
     */
    static PixelTexture read(String name, JsonNode spec, Path baseDir) {
        String path = at("textures", name);
        if (name.isBlank()) {
            throw new BlockMapException(path, "a texture needs a name");
        }
        JSON.object(spec, path, "an object such as {\"png\": \"lawn.png\", \"variation\": \"none\"}");
        JSON.onlyKnown(spec, path, TEXTURE_FIELDS);
        double ppm = PixelTexture.DEFAULT_PIXELS_PER_METRE;
        if (spec.has("pixelsPerMetre")) {
            String pp = at(path, "pixelsPerMetre");
            ppm = JSON.number(spec.get("pixelsPerMetre"), pp, "a number of texels a metre");
            if (!(ppm > 0)) {
                throw new BlockMapException(pp, ppm + " must be a number of texels a metre above 0");
            }
        }
        TextureVariation variation = TextureVariation.DEFAULT;
        if (spec.has("variation")) {
            String vp = at(path, "variation");
            String v = JSON.string(spec.get("variation"), vp, "one of " + String.join(", ", VARIATIONS));
            int i = VARIATIONS.indexOf(v);
            if (i < 0) {
                throw new BlockMapException(vp, "\"" + BlockMapFiles.printable(v) + "\" is not a variation",
                        "use " + String.join(", ", VARIATIONS));
            }
            variation = new TextureVariation[] {TextureVariation.NONE, TextureVariation.MIRROR,
                    TextureVariation.ROTATE_AND_MIRROR}[i];
        }
        String pngPath = at(path, "png");
        if (!spec.has("png")) {
            throw new BlockMapException(pngPath, "a texture needs png, the path of its PNG file relative to the set file");
        }
        String png = JSON.string(spec.get("png"), pngPath, "a string, the PNG file's path");
        byte[] bytes = readPng(png, pngPath, baseDir);
        try {
            return PixelTexture.fromPng(name, new ByteArrayInputStream(bytes), ppm, variation);
        } catch (BlockMapException e) {
            throw new BlockMapException(pngPath, e.detail(), e.fix(), e);
        } catch (RuntimeException e) {
            // A decoder's own failure on a corrupt file.
            throw new BlockMapException(pngPath, png + " is not a readable PNG: " + e, e);
        }
    }

    private static byte[] readPng(String png, String path, Path baseDir) {
        if (png.isEmpty()) {
            throw new BlockMapException(path, "the PNG's path is empty");
        }
        if (baseDir == null) {
            throw new BlockMapException(path, "a set read from text has no folder to find " + BlockMapFiles.printable(png)
                    + " in", "read it from its file, or pass the folder");
        }
        Path file;
        try {
            file = baseDir.resolve(png);
        } catch (RuntimeException e) {
            throw new BlockMapException(path, "\"" + BlockMapFiles.printable(png) + "\" is not a file path: " + e.getMessage(), e);
        }
        byte[] bytes;
        try {
            if (!Files.isRegularFile(file)) {
                throw new BlockMapException(path, "no PNG at " + file + ": the path is relative to the set file's folder");
            }
            long size = Files.size(file);
            if (size > MAX_PNG_BYTES) {
                throw new BlockMapException(path, file + " is " + size + " bytes, past the largest PNG read, " + MAX_PNG_BYTES);
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new BlockMapException(path, "cannot read " + file + ": " + e, e);
        }
        if (bytes.length < PNG_MAGIC.length || !java.util.Arrays.equals(bytes, 0, PNG_MAGIC.length, PNG_MAGIC, 0, PNG_MAGIC.length)) {
            throw new BlockMapException(path, file + " is not a PNG file");
        }
        checkPngSize(bytes, path, file);
        return bytes;
    }

    /** Reads the PNG's size from its header, so a huge image is refused before it is decoded. */
    private static void checkPngSize(byte[] bytes, String path, Path file) {
        String short_ = ImageBytes.problem(bytes);
        if (short_ != null) {
            throw new BlockMapException(path, file + ": " + short_);
        }
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes))) {
            Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
            if (!readers.hasNext()) {
                throw new BlockMapException(path, file + " is not a readable PNG");
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(in);
                int w = reader.getWidth(0), h = reader.getHeight(0);
                if (w < 1 || h < 1 || w > PixelTexture.MAX_SIZE || h > PixelTexture.MAX_SIZE) {
                    throw new BlockMapException(path, file + " is " + w + "x" + h + " texels; a texture's size must lie in 1.."
                            + PixelTexture.MAX_SIZE + " each way");
                }
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            if (e instanceof BlockMapException b) {
                throw b;
            }
            throw new BlockMapException(path, file + " is not a readable PNG: " + e, e);
        }
    }
}
