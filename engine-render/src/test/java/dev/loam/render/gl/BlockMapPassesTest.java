package dev.loam.render.gl;

import dev.loam.testkit.GoldenImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.TextureVariation;
import dev.loam.render.mesh.BlockChunkCoord;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import dev.loam.testkit.SpecFixtures;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.joml.Matrix4f;
import org.joml.Vector4f;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The passes' rules, each on a small frame: wall bounce, textures, water's flow, cover's sway, freeing chunks. */
@Tag("gl")
class BlockMapPassesTest {
    private static final int SIZE = 128;

    private static GlContext gl;
    private static BlockMapRenderer renderer;
    private static OffscreenTarget target;

    @BeforeAll
    static void open() {
        gl = GlContext.open(SIZE, SIZE, "passes test", true, Map.of());
        System.out.println("GL_RENDERER: " + gl.renderer());
        renderer = new BlockMapRenderer();
        target = new OffscreenTarget(SIZE, SIZE);
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

    private static BufferedImage frame(BlockMapMeshes meshes, DioramaCamera camera, RenderLook look, double time) {
        renderer.render(meshes, camera, look, target, time);
        return target.readImage();
    }

    private static int[] project(DioramaCamera camera, float x, float y, float z) {
        Vector4f p = camera.viewProjection(1, new Matrix4f()).transform(new Vector4f(x, y, z, 1));
        return new int[] {(int) ((p.x / p.w * 0.5f + 0.5f) * SIZE), (int) ((0.5f - p.y / p.w * 0.5f) * SIZE)};
    }

    private static int channel(int rgb, int shift) {
        return rgb >> shift & 0xff;
    }

    @Test
    void theWallBounceBrightensUprightFacesAndLeavesTopsAlone() {
        // A pillar three steps over a field, seen from the south-east and above.
        BlockMap map = GlFixtures.field("bounce", 5, 5, new int[][] {{2, 2, 4}});
        BlockMapMeshes none = BlockMapMeshes.build(map, new BlockMeshLook(0, 0));
        BlockMapMeshes bounce = BlockMapMeshes.build(map, BlockMeshLook.diorama(0));
        try {
            DioramaCamera camera = new DioramaCamera().lookAt(2.5f, 1, 2.5f, 0, 45, 9);
            BufferedImage without = frame(none, camera, RenderLook.diorama(), 0);
            BufferedImage with = frame(bounce, camera, RenderLook.diorama(), 0);
            // The pillar's south face, half-way up, and the field's top beside it.
            int[] wall = project(camera, 2.5f, 1.25f, 3.0f), top = project(camera, 0.7f, 0.5f, 0.7f);
            for (int shift = 0; shift < 24; shift += 8) {
                assertEquals(channel(without.getRGB(top[0], top[1]), shift), channel(with.getRGB(top[0], top[1]), shift),
                        "a top takes no wall bounce");
            }
            int red0 = channel(without.getRGB(wall[0], wall[1]), 16), red1 = channel(with.getRGB(wall[0], wall[1]), 16);
            // 0.44 of the sun's red 1.05 at 28 degrees over the horizon on the stone side's red 0x60.
            int expected = (int) (0.44 * 1.05 * Math.sin(Math.toRadians(28)) * 0x60 * 0.7);
            assertTrue(red1 - red0 >= expected, "the wall brightens by the bounce: " + red0 + " to " + red1);
        } finally {
            renderer.release(none);
            renderer.release(bounce);
        }
    }

    @Test
    void pixelTexturesAreSampledNearestAndLaidInWorldSpaceAcrossCells() {
        // Two colours in a check, 3 texels a metre: a texel is a third of a metre, so a 1 m cell
        // holds three, and the check runs on across cells rather than restarting in each.
        PixelTexture check = PixelTexture.builder("check", 2, 2).pixelsPerMetre(3).variation(TextureVariation.NONE)
                .paint(c -> {
                    c.setColour(0, 0, 0x2040e0);
                    c.setColour(1, 0, 0xe08020);
                    c.setColour(0, 1, 0xe08020);
                    c.setColour(1, 1, 0x2040e0);
                }).build();
        BlockSet set = BlockSet.builder("checked").block("floor", b -> b.top(check).side("#505050")).build();
        BlockMap map = BlockMap.builder("checked", set).legend(BlockLegend.ofNames(Map.of('f', "floor")))
                .cells("ffff", "ffff", "ffff", "ffff").heights(new int[][] {{1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1},
                        {1, 1, 1, 1}}).build();
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        try {
            DioramaCamera camera = new DioramaCamera().lookAt(2, 0.5f, 2, 0, 89, 7);
            BufferedImage image = frame(meshes, camera, RenderLook.plain(), 0);
            // Along the row of texels at z = 1/6 m: twelve texels across four cells, alternating.
            Boolean last = null;
            for (int i = 0; i < 12; i++) {
                for (float at : new float[] {0.12f, 0.5f, 0.88f}) {
                    int[] p = project(camera, (i + at) / 3f, 0.5f, 1 / 6f);
                    int rgb = image.getRGB(p[0], p[1]);
                    int r = channel(rgb, 16), b = channel(rgb, 0);
                    assertTrue(Math.abs(r - b) > 80, "texel " + i + " is one colour or the other, never a blend: "
                            + Integer.toHexString(rgb));
                    boolean blue = b > r;
                    if (at == 0.12f) {
                        if (last != null) {
                            assertNotEquals(last, blue, "texel " + i + " differs from the one before it");
                        }
                    } else {
                        assertEquals(last == null ? blue : !last, blue, "one colour across texel " + i);
                    }
                    if (at == 0.88f) {
                        last = blue;
                    }
                }
            }
        } finally {
            renderer.release(meshes);
        }
    }

    @Test
    void waterFlowsWithTimeWhileTheGroundStaysStill() {
        DioramaCamera camera = new DioramaCamera().lookAt(0, 0, 0, 10, 45, 9);
        int flowing = changedInTheRiver(camera, 1.5), still = changedInTheRiver(camera, 0);
        // Still water only twinkles its few glints; flowing water moves its whole pattern.
        assertTrue(flowing > 3 * still + 20, "flowing " + flowing + " pixels changed against still " + still);
    }

    /** Pixels changed between time 0 and 0.25 s, after checking that none lies outside the river. */
    private static int changedInTheRiver(DioramaCamera camera, double flowSpeed) {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.terraces(flowSpeed), BlockMeshLook.DEFAULT);
        try {
            BufferedImage t0 = frame(meshes, camera, RenderLook.plain(), 0);
            BufferedImage t1 = frame(meshes, camera, RenderLook.plain(), 0.25);
            // The river's box: cells of row 2, from its bed to its surface.
            int minX = SIZE, minY = SIZE, maxX = 0, maxY = 0;
            for (int c = 0; c < 8; c++) {
                int[] p = project(camera, (c & 1) == 0 ? -2.5f : 2.5f, (c & 2) == 0 ? -0.5f : 0.2f,
                        (c & 4) == 0 ? 0.5f : 1.5f);
                minX = Math.min(minX, p[0]);
                maxX = Math.max(maxX, p[0]);
                minY = Math.min(minY, p[1]);
                maxY = Math.max(maxY, p[1]);
            }
            int changed = 0;
            for (int y = 0; y < SIZE; y++) {
                for (int x = 0; x < SIZE; x++) {
                    if (t0.getRGB(x, y) != t1.getRGB(x, y)) {
                        changed++;
                        assertTrue(x >= minX - 1 && x <= maxX + 1 && y >= minY - 1 && y <= maxY + 1,
                                "only the water changes: " + x + ", " + y);
                    }
                }
            }
            return changed;
        } finally {
            renderer.release(meshes);
        }
    }

    @Test
    void coverSwaysUnderTheDioramasWindAndStandsStillWithout() {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.greenMap(), BlockMeshLook.DEFAULT);
        try {
            DioramaCamera camera = new DioramaCamera().lookAt(2, 1, 1.5f, 0, 35, 7);
            int swayed = differing(frame(meshes, camera, RenderLook.diorama(), 0),
                    frame(meshes, camera, RenderLook.diorama(), 0.4));
            int still = differing(frame(meshes, camera, RenderLook.plain(), 0),
                    frame(meshes, camera, RenderLook.plain(), 0.4));
            assertTrue(swayed > 20, "cards sway in the wind: " + swayed + " pixels moved");
            assertEquals(0, still, "no wind, no sway");
        } finally {
            renderer.release(meshes);
        }
    }

    /** One card in the middle of a grey floor of 3 × 3 cells: a strip of one 16 × 16 frame, white, of the given alpha in each half. */
    private static BlockMap oneCard(String name, double leftAlpha, double rightAlpha, boolean castShadow) {
        PixelTexture strip = PixelTexture.builder(name, 16, 16).variation(TextureVariation.NONE).paint(c -> {
            for (int y = 0; y < 16; y++) {
                for (int x = 0; x < 16; x++) {
                    c.setColour(x, y, 0xffffff);
                    c.setAlpha(x, y, x < 8 ? leftAlpha : rightAlpha);
                }
            }
        }).build();
        BlockSet set = BlockSet.builder(name).block("floor", b -> b.top("#303030").side("#303030"))
                .block("grown", b -> b.top("#303030").side("#303030")
                        .cover(dev.loam.blockmap.BlockCover.builder(strip).perCell(1, 1).scale(1).rootDarkening(0)
                                .castShadow(castShadow).windWeight(0).build())).build();
        return BlockMap.builder(name, set).legend(BlockLegend.ofNames(Map.of('f', "floor", 'g', "grown")))
                .cells("fff", "fgf", "fff").heights(new int[][] {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}).build();
    }

    /** Pixels bright enough to be a white card. */
    private static int cardPixels(BufferedImage image) {
        int n = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                if (channel(image.getRGB(x, y), 8) > 150) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void cardsTurnToFaceTheCameraAndCutAtHalfAlpha() {
        BlockMapMeshes whole = BlockMapMeshes.build(oneCard("opaque", 1, 1, false), BlockMeshLook.DEFAULT);
        BlockMapMeshes half = BlockMapMeshes.build(oneCard("halved", 0.45, 0.55, false), BlockMeshLook.DEFAULT);
        try {
            int[] seen = new int[4];
            for (int k = 0; k < 4; k++) {
                DioramaCamera camera = new DioramaCamera().lookAt(1.5f, 1, 1.5f, 90 * k, 20, 8);
                seen[k] = cardPixels(frame(whole, camera, RenderLook.plain(), 0));
            }
            // Laid facing +z, a card seen from the east or the west would be edge-on: turned, it
            // shows its face from every side.
            for (int k = 1; k < 4; k++) {
                assertTrue(Math.abs(seen[k] - seen[0]) < seen[0] / 3, "yaw " + 90 * k + ": " + seen[k]
                        + " card pixels against " + seen[0] + " from the south");
            }
            assertTrue(seen[0] > 200, "the card is seen: " + seen[0]);
            DioramaCamera camera = new DioramaCamera().lookAt(1.5f, 1, 1.5f, 0, 20, 8);
            int cut = cardPixels(frame(half, camera, RenderLook.plain(), 0));
            // Alpha 0.45 is cut, 0.55 is drawn: half of the card stays.
            assertTrue(Math.abs(cut - seen[0] / 2) < seen[0] / 8, cut + " pixels of " + seen[0]);
        } finally {
            renderer.release(whole);
            renderer.release(half);
        }
    }

    @Test
    void cardsCastIntoTheShadowMapOnlyWhereCastShadowIsSet() {
        BlockMapMeshes off = BlockMapMeshes.build(oneCard("noshadow", 1, 1, false), BlockMeshLook.DEFAULT);
        BlockMapMeshes on = BlockMapMeshes.build(oneCard("shadow", 1, 1, true), BlockMeshLook.DEFAULT);
        try {
            DioramaCamera camera = new DioramaCamera().lookAt(1.5f, 1, 1.5f, 0, 60, 6);
            BufferedImage without = frame(off, camera, RenderLook.plain(), 0);
            int calls = renderer.stats().drawCalls();
            BufferedImage with = frame(on, camera, RenderLook.plain(), 0);
            assertEquals(calls + 1, renderer.stats().drawCalls(), "the strip's one mesh is drawn into the shadow map");
            int darker = 0;
            for (int y = 0; y < SIZE; y++) {
                for (int x = 0; x < SIZE; x++) {
                    if (channel(with.getRGB(x, y), 8) < channel(without.getRGB(x, y), 8) - 5) {
                        darker++;
                    }
                }
            }
            assertTrue(darker > 50, "the cards' shadows darken the floor: " + darker + " pixels");
        } finally {
            renderer.release(off);
            renderer.release(on);
        }
    }

    @Test
    void theShadowPassSkipsChunksWhoseShadowsCannotReachTheViewAndTheFrameStaysTheSame() {
        // Three chunks across and two down; a close view of the north-west corner. A low sun in the
        // east throws a tall pillar's shadow, out of view in chunk (1, 0), west into the view.
        RenderLook lowEastSun = new RenderLook("low east sun", 90, 20, new float[] {0.9f, 0.9f, 0.9f},
                new float[] {0.3f, 0.3f, 0.3f}, 0, 0, 0, 0x808890);
        BlockMapMeshes meshes = BlockMapMeshes.build(GlFixtures.field("shadows", 70, 40, new int[][] {{33, 8, 40}}),
                BlockMeshLook.DEFAULT);
        BlockMapMeshes bare = BlockMapMeshes.build(GlFixtures.field("shadows", 70, 40, new int[0][]),
                BlockMeshLook.DEFAULT);
        DioramaCamera camera = new DioramaCamera().lookAt(8, 0.5f, 8, 0, 60, 8);
        try {
            renderer.cullShadows = false;
            FrameStats all = renderer.render(meshes, camera, lowEastSun, target);
            int allDraws = all.shadowDrawCalls(), allChunks = all.shadowChunks();
            BufferedImage everyCaster = target.readImage();
            renderer.cullShadows = true;
            FrameStats culled = renderer.render(meshes, camera, lowEastSun, target);
            BufferedImage someCasters = target.readImage();
            assertEquals(1, culled.chunksDrawn(), culled.toString());
            assertEquals(6, allChunks);
            assertTrue(culled.shadowChunks() < allChunks, culled.toString());
            assertTrue(culled.shadowDrawCalls() < allDraws, culled.toString());
            assertEquals(0, GoldenImages.diff(everyCaster, someCasters).largestChannelDelta(), "the frame is the same");
            // The pillar's chunk, out of view, still casts: its shadow darkens the view.
            renderer.render(bare, camera, lowEastSun, target);
            GoldenImages.Diff shadow = GoldenImages.diff(target.readImage(), someCasters);
            assertTrue(shadow.changedPixels() > 50, "the pillar's shadow falls in view: " + shadow);
        } finally {
            renderer.cullShadows = true;
            renderer.release(meshes);
            renderer.release(bare);
        }
    }

    @Test
    void chunksOutsideTheViewAreNotDrawn() {
        // Three chunks across and two down; a close view of the north-west corner sees one.
        BlockMapMeshes meshes = BlockMapMeshes.build(GlFixtures.field("culled", 70, 40, new int[0][]),
                BlockMeshLook.DEFAULT);
        try {
            FrameStats stats = renderer.render(meshes, new DioramaCamera().lookAt(8, 0.5f, 8, 0, 60, 8),
                    RenderLook.plain(), target);
            assertEquals(6, stats.chunksDrawn() + stats.chunksCulled());
            assertEquals(1, stats.chunksDrawn(), stats.toString());
            // The main pass draws each mesh of the chunk in view once; the shadow pass no more than
            // every wall mesh of the chunks whose shadows may fall in view.
            int walls = 0, visibleMeshes = meshes.chunk(0, 0).meshes().size();
            for (dev.loam.render.mesh.BlockChunkMesh chunk : meshes.chunks()) {
                walls += (int) chunk.meshes().stream().filter(m -> m.castsShadow()).count();
            }
            assertEquals(visibleMeshes, stats.drawCalls() - stats.shadowDrawCalls());
            assertTrue(stats.shadowDrawCalls() <= walls, stats.toString());
        } finally {
            renderer.release(meshes);
        }
    }

    @Test
    void aFreedChunkGivesBackItsMemoryAndSyncUploadsItAgain() {
        BlockMapMeshes meshes = BlockMapMeshes.build(GlFixtures.field("freed", 40, 8, new int[0][]),
                BlockMeshLook.DEFAULT);
        try {
            GpuBlockMap gpu = renderer.upload(meshes);
            long all = gpu.gpuBytes();
            int buffers = gpu.bufferCount();
            gpu.free(new BlockChunkCoord(1, 0));
            assertTrue(gpu.gpuBytes() < all && gpu.gpuBytes() > 0, "the other chunk stays");
            assertTrue(gpu.bufferCount() < buffers);
            assertEquals(1, gpu.sync());
            assertEquals(all, gpu.gpuBytes());
            assertEquals(buffers, gpu.bufferCount());
        } finally {
            renderer.release(meshes);
        }
    }

    @Test
    void theGpuHoldsAChunksPackedArraysAsTheHeapDoesButAPositionBlocksPadding() {
        BlockMapMeshes meshes = BlockMapMeshes.build(dev.loam.testkit.SpecFixtures.greenMap(), BlockMeshLook.DEFAULT);
        try {
            GpuBlockMap gpu = renderer.upload(meshes);
            long heap = 0, padding = 0;
            for (dev.loam.render.mesh.BlockChunkMesh chunk : meshes.chunks()) {
                heap += chunk.bytes();
                for (dev.loam.render.mesh.BlockMesh m : chunk.meshes()) {
                    // Positions are three shorts a vertex; the block after them starts on four bytes.
                    padding += (2L * m.packedPositions().length) % 4;
                }
            }
            assertTrue(meshes.chunks().stream().anyMatch(c -> !c.cover().isEmpty()), "cards too");
            assertEquals(heap + padding, gpu.gpuBytes());
        } finally {
            renderer.release(meshes);
        }
    }

    private static int differing(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    n++;
                }
            }
        }
        return n;
    }
}
