package dev.loam.render.gl;

import dev.loam.testkit.GoldenImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL11C.GL_NO_ERROR;
import static org.lwjgl.opengl.GL11C.glGetError;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.render.mesh.BlockChunkCoord;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshKind;
import dev.loam.render.mesh.BlockMeshLook;
import dev.loam.testkit.Allocation;
import dev.loam.testkit.SpecFixtures;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Real frames of block maps from a headless context, compared with committed goldens
 * ({@link GoldenImages}). Small frames: llvmpipe on two cores is slow.
 */
@Tag("gl")
class BlockMapRendererTest {
    private static final int WIDTH = 320, HEIGHT = 200;

    private static GlContext gl;
    private static BlockMapRenderer renderer;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlContext.open(WIDTH, HEIGHT, "renderer test", true, Map.of());
        System.out.println("GL_RENDERER: " + gl.renderer() + ", " + gl.version() + ", " + gl.kind());
        renderer = new BlockMapRenderer();
        target = new OffscreenTarget(WIDTH, HEIGHT);
    }

    @AfterAll
    static void close() {
        if (target != null) {
            target.close();
        }
        if (renderer != null) {
            renderer.close();
        }
        if (gl != null) {
            gl.close();
        }
    }

    /** Frames the whole map from a yaw and pitch, as {@code loam map render} does. */
    private static DioramaCamera framed(GpuBlockMap gpu, float yaw, float pitch) {
        return new DioramaCamera().frame(gpu.bounds(new float[6]), yaw, pitch, (float) WIDTH / HEIGHT);
    }

    private static BufferedImage draw(BlockMapMeshes meshes, RenderLook look, float yaw, float pitch) {
        GpuBlockMap gpu = renderer.upload(meshes);
        FrameStats stats = renderer.render(meshes, framed(gpu, yaw, pitch), look, target);
        assertEquals(GL_NO_ERROR, glGetError());
        System.out.println(meshes.map().name() + " (" + look.name() + "): " + stats);
        return target.readImage();
    }

    private static void assertGolden(String name, BufferedImage actual) throws Exception {
        GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite(name, actual), actual);
        if (!diff.matches()) {
            Path out = Path.of("target", "golden-actual", name + ".png");
            Files.createDirectories(out.getParent());
            ImageIO.write(actual, "png", out.toFile());
        }
        assertTrue(diff.matches(), name + ": " + diff + "; the frame drawn is in target/golden-actual/ (if the meshing "
                + "changed on purpose, delete the golden, rerun with -Dloam.golden.write=true and look at it)");
    }

    @Test
    void theSpecsTerracesMatchTheirGolden() throws Exception {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.terraces(), BlockMeshLook.diorama(0));
        try {
            BufferedImage frame = draw(meshes, RenderLook.diorama(), 20, 38);
            FrameStats stats = renderer.stats();
            // One draw per chunk and material: the terraces' one chunk draws each of its meshes once
            // in view, and each wall mesh once more into the shadow map.
            int meshesInChunk = meshes.chunk(0, 0).meshes().size();
            long walls = meshes.chunk(0, 0).meshes().stream().filter(m -> m.castsShadow()).count();
            assertEquals(meshesInChunk + walls, stats.drawCalls());
            assertEquals(1, stats.chunksDrawn());
            assertGolden("terraces-diorama", frame);
        } finally {
            renderer.release(meshes);
        }
    }

    @Test
    void theSpecsGreenMatchesItsGolden() throws Exception {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.greenMap(), BlockMeshLook.diorama(0));
        try {
            BufferedImage frame = draw(meshes, RenderLook.diorama(), 25, 40);
            assertEquals(meshes.chunk(0, 0).cards(), renderer.stats().cards());
            assertTrue(renderer.stats().cards() > 0, "the green grows tufts");
            assertGolden("green-diorama", frame);
        } finally {
            renderer.release(meshes);
        }
    }

    @Test
    void theComparisonFailsWhenAFaceIsMissing() throws Exception {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.terraces(), BlockMeshLook.diorama(0));
        try {
            GpuBlockMap gpu = renderer.upload(meshes);
            BufferedImage whole = draw(meshes, RenderLook.diorama(), 20, 38);
            assertTrue(GoldenImages.diff(GoldenImages.golden("terraces-diorama"), whole).matches(),
                    "the whole frame matches its golden");
            // The largest wall mesh: the cobbles' face down to the river and the terraces' cut.
            int wall = -1;
            List<dev.loam.render.mesh.BlockMesh> list = meshes.chunk(0, 0).meshes();
            for (int i = 0; i < list.size(); i++) {
                if (list.get(i).kind() == BlockMeshKind.WALL
                        && (wall < 0 || list.get(i).triangleCount() > list.get(wall).triangleCount())) {
                    wall = i;
                }
            }
            assertTrue(wall >= 0, "the terraces have walls");
            gpu.discard(0, wall);
            renderer.render(meshes, framed(gpu, 20, 38), RenderLook.diorama(), target);
            BufferedImage missing = target.readImage();
            GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.golden("terraces-diorama"), missing);
            assertFalse(diff.matches(), "a frame with a wall face missing must not match: " + diff);
        } finally {
            renderer.release(meshes);
        }
    }

    @Test
    void anEditReuploadsOnlyTheChunksItRebuiltAndMatchesAFreshUpload() {
        // Three chunks across and two down; an edit in the north-west corner reaches one chunk.
        BlockMap map = GlFixtures.field("edited", 70, 40, new int[][] {{2, 2, 3}});
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        GpuBlockMap gpu = renderer.upload(meshes);
        assertEquals(6, gpu.chunkColumns() * gpu.chunkRows());
        DioramaCamera camera = framed(gpu, 30, 45);
        renderer.render(meshes, camera, RenderLook.plain(), target);
        assertEquals(0, renderer.render(meshes, camera, RenderLook.plain(), target).chunksUploaded(),
                "nothing changed: nothing uploads");
        long before = gpu.gpuBytes();
        assertTrue(before > 0 && gpu.bufferCount() > 0);

        assertTrue(map.setCell(Authority.create("test"), BlockCellEdit.height(2, 2, 6)).isEmpty());
        List<BlockChunkCoord> rebuilt = meshes.update();
        assertEquals(List.of(new BlockChunkCoord(0, 0)), rebuilt);
        assertEquals(rebuilt.size(), renderer.render(meshes, camera, RenderLook.plain(), target).chunksUploaded());
        BufferedImage edited = target.readImage();

        BlockMapMeshes fresh = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        renderer.render(fresh, camera, RenderLook.plain(), target);
        GoldenImages.Diff diff = GoldenImages.diff(target.readImage(), edited);
        assertEquals(0, diff.changedPixels(), "an incremental upload draws as a fresh one: " + diff);

        renderer.release(fresh);
        renderer.release(meshes);
        assertEquals(0, gpu.gpuBytes(), "a released map holds no GPU memory");
        assertEquals(0, gpu.bufferCount());
    }

    @Test
    void wallsCastShadowsAwayFromTheSunOntoTheGround() {
        // A stone pillar 3 m tall in a field, the plain sun in the south-south-east: its shadow
        // falls north-north-west of it.
        BlockMap map = GlFixtures.field("pillar", 9, 9, new int[][] {{4, 4, 7}});
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        try {
            GpuBlockMap gpu = renderer.upload(meshes);
            DioramaCamera camera = new DioramaCamera().lookAt(4.5f, 0.5f, 4.5f, 0, 89, 12);
            renderer.render(meshes, camera, RenderLook.plain(), target);
            BufferedImage frame = target.readImage();
            // Looking straight down, north up. The pillar stands 3 m over the ground; at 55 degrees its
            // top's shadow lies 2.1 m away from the sun (bearing 330): sample there, and as far
            // toward the sun.
            int[] north = project(camera, 3.6f, 0.5f, 2.9f), south = project(camera, 5.4f, 0.5f, 6.1f);
            int shaded = luminance(frame.getRGB(north[0], north[1]));
            int lit = luminance(frame.getRGB(south[0], south[1]));
            assertTrue(shaded < lit - 20, "shadow north of the pillar: " + shaded + " against " + lit + " in the sun");
            assertTrue(gpu.bufferCount() > 0);
        } finally {
            renderer.release(meshes);
        }
    }

    @Test
    void thePixelArtModeScalesUpBlocksOfOnePixel() {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.terraces(), BlockMeshLook.diorama(0));
        try {
            GpuBlockMap gpu = renderer.upload(meshes);
            renderer.pixelScale(4).render(meshes, framed(gpu, 20, 38), RenderLook.diorama(), target);
            BufferedImage frame = target.readImage();
            int distinct = 0;
            for (int y = 0; y < HEIGHT; y += 4) {
                for (int x = 0; x < WIDTH; x += 4) {
                    int c = frame.getRGB(x, y);
                    for (int dy = 0; dy < 4; dy++) {
                        for (int dx = 0; dx < 4; dx++) {
                            assertEquals(c, frame.getRGB(x + dx, y + dy), "block at " + x + ", " + y);
                        }
                    }
                    if (c != frame.getRGB(0, 0)) {
                        distinct++;
                    }
                }
            }
            assertTrue(distinct > 100, "the map is drawn, not only the backdrop");
        } finally {
            renderer.pixelScale(1);
            renderer.release(meshes);
        }
    }

    @Test
    void theDrawLoopAllocatesNothingOnceTheMapIsUploaded() {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.greenMap(), BlockMeshLook.diorama(0));
        // A frame of 32 by 20 pixels runs the same Java as a large one, at a fraction of
        // llvmpipe's cost, so the warm-up can carry the draw loop through C2: until then the
        // interpreter allocates what escape analysis later removes.
        try (OffscreenTarget small = new OffscreenTarget(32, 20)) {
            DioramaCamera camera = framed(renderer.upload(meshes), 25, 40);
            RenderLook look = RenderLook.diorama();
            int[] frame = {0};
            Allocation.assertAllocatesNothing(20_000, 100,
                    () -> renderer.render(meshes, camera, look, small, frame[0]++ / 60.0));
        } finally {
            renderer.release(meshes);
        }
    }

    /** The pixel a world point projects to, top row first. */
    private static int[] project(DioramaCamera camera, float x, float y, float z) {
        org.joml.Vector4f p = camera.viewProjection((float) WIDTH / HEIGHT, new org.joml.Matrix4f())
                .transform(new org.joml.Vector4f(x, y, z, 1));
        return new int[] {(int) ((p.x / p.w * 0.5f + 0.5f) * WIDTH), (int) ((0.5f - p.y / p.w * 0.5f) * HEIGHT)};
    }

    private static int luminance(int rgb) {
        return ((rgb >> 16 & 0xff) * 3 + (rgb >> 8 & 0xff) * 6 + (rgb & 0xff)) / 10;
    }
}
