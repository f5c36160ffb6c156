package dev.loam.render.gl;

import dev.loam.testkit.GoldenImages;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.GlbWriter;
import dev.loam.assets.GltfReader;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetFiles;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.blockmap.BlockSets;
import dev.loam.model.Model;
import dev.loam.model.Transforms;
import dev.loam.render.mesh.BlockMapExport;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import dev.loam.testkit.GltfValidator;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The example village exported to GLB, read back through GltfReader and drawn by ModelRenderer
 * beside BlockMapRenderer's own frame of the map from the same camera: each export has a golden,
 * and each must look like the renderer's frame (mean colour difference over the frame within a
 * bound; the cards stand crossed rather than turned to the camera, and the export has no shadows
 * when its light is baked, so the frames are near, not equal).
 */
@Tag("gl")
class BlockMapExportPictureTest {
    private static final int WIDTH = 320, HEIGHT = 200;

    private static GlContext gl;
    private static BlockMapRenderer blocks;
    private static ModelRenderer models;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlContext.open(WIDTH, HEIGHT, "export picture test", true, Map.of());
        blocks = new BlockMapRenderer();
        models = new ModelRenderer();
        target = new OffscreenTarget(WIDTH, HEIGHT);
    }

    @AfterAll
    static void close() {
        for (AutoCloseable c : new AutoCloseable[] {target, models, blocks, gl}) {
            if (c != null) {
                try {
                    c.close();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
        }
    }

    static BlockMap village() {
        Path dir = GltfValidator.repositoryRoot().resolve("examples/src/main/resources/dev/loam/examples");
        BlockSet set = BlockSetFiles.read(dir.resolve("sets/village.json"));
        return BlockMapFiles.toMap(BlockMapFiles.read(dir.resolve("village.json")), "village",
                BlockSetLookup.of(set).orElse(BlockSets::find));
    }

    static BlockMapExport.Sun sun(RenderLook look) {
        return new BlockMapExport.Sun(look.sunDirection(new float[3]), new float[] {look.sun(0), look.sun(1), look.sun(2)},
                new float[] {look.ambient(0), look.ambient(1), look.ambient(2)});
    }

    /** Mean absolute difference of the r, g, b channels over the frame, 0..255. */
    static double meanDifference(BufferedImage a, BufferedImage b) {
        long sum = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y), q = b.getRGB(x, y);
                for (int s = 0; s < 24; s += 8) {
                    sum += Math.abs((p >>> s & 0xff) - (q >>> s & 0xff));
                }
            }
        }
        return sum / (3.0 * a.getWidth() * a.getHeight());
    }

    static void save(String name, BufferedImage img) throws Exception {
        Path out = Path.of("target", "export-pictures", name + ".png");
        Files.createDirectories(out.getParent());
        ImageIO.write(img, "png", out.toFile());
    }

    static void assertGolden(String name, BufferedImage actual) throws Exception {
        GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite(name, actual), actual);
        if (!diff.matches()) {
            save(name + "-actual", actual);
        }
        assertTrue(diff.matches(), name + ": " + diff + "; the frame drawn is in target/export-pictures/");
    }

    @Test
    void aTerrainExportShowsItsSplatAndItsHole() throws Exception {
        int n = 33;
        float[] h = new float[n * n];
        byte[] splat = new byte[4 * n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int k = j * n + i;
                h[k] = (float) (4 * Math.sin(i * 0.25) * Math.cos(j * 0.2) + 0.1 * j);
                double rock = Math.max(0, Math.min(1, (h[k] - 1) / 2)), sand = Math.max(0, Math.min(1, (-h[k] - 1) / 2));
                splat[4 * k] = (byte) (255 * (1 - rock - sand));
                splat[4 * k + 1] = (byte) (255 * rock);
                splat[4 * k + 2] = (byte) (255 * sand);
            }
        }
        byte[] holes = new byte[(n - 1) * (n - 1)];
        for (int j = 19; j < 26; j++) {
            for (int i = 10; i < 17; i++) {
                holes[j * (n - 1) + i] = 1;
            }
        }
        dev.loam.terrain.Terrain t = dev.loam.terrain.Terrain.builder(n, n, 1).origin(-16, 0, -16).heights(h).splat(splat)
                .holes(holes).layers(java.util.List.of(dev.loam.terrain.TerrainLayer.of("grass"),
                        dev.loam.terrain.TerrainLayer.of("rock"), dev.loam.terrain.TerrainLayer.of("sand")))
                .chunkCells(16).build();
        Model m = GltfReader.readGlb(GlbWriter.toBytes(dev.loam.render.mesh.TerrainExport.scene(t, "hills")), "hills");
        dev.loam.model.Bounds b = m.bounds();
        DioramaCamera camera = new DioramaCamera().frame(new float[] {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(),
                b.maxZ()}, 30, 45, (float) WIDTH / HEIGHT);
        models.render(m, Transforms.identity(), camera, RenderLook.plain(), target);
        BufferedImage frame = target.readImage();
        models.release(m);
        save("terrain-export", frame);
        assertGolden("terrain-export", frame);
    }

    @Test
    void theVillagesExportsLookLikeTheRenderersFrame() throws Exception {
        BlockMapMeshes meshes = BlockMapMeshes.build(village(), BlockMeshLook.diorama(7));
        RenderLook look = RenderLook.diorama();
        GpuBlockMap gpu = blocks.upload(meshes);
        DioramaCamera camera = new DioramaCamera().frame(gpu.bounds(new float[6]), 30, 40, (float) WIDTH / HEIGHT);
        blocks.render(meshes, camera, look, target);
        BufferedImage reference = target.readImage();
        blocks.release(meshes);
        save("village-renderer", reference);

        Model sunlit = GltfReader.readGlb(GlbWriter.toBytes(BlockMapExport.scene(meshes, sun(look))), "village-sunlit");
        models.render(sunlit, Transforms.identity(), camera, look, target);
        BufferedImage baked = target.readImage();
        models.release(sunlit);
        save("village-export-sunlit", baked);

        Model lit = GltfReader.readGlb(GlbWriter.toBytes(BlockMapExport.scene(meshes)), "village-lit");
        models.render(lit, Transforms.identity(), camera, look, target);
        BufferedImage viewerLit = target.readImage();
        models.release(lit);
        save("village-export-lit", viewerLit);

        double dBaked = meanDifference(reference, baked), dLit = meanDifference(reference, viewerLit);
        System.out.printf("village export: mean difference from the renderer's frame %.2f (sun baked), %.2f (lit)%n",
                dBaked, dLit);
        assertGolden("village-export-sunlit", baked);
        assertGolden("village-export-lit", viewerLit);
        assertTrue(dBaked < 12, "the baked export strays " + dBaked + " from the renderer's frame");
        assertTrue(dLit < 12, "the lit export strays " + dLit + " from the renderer's frame");
    }
}
