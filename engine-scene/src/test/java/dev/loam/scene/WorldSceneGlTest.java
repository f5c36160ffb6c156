package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.Model;
import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.FrameStats;
import dev.loam.render.gl.GpuWorldDecor;
import dev.loam.render.gl.OffscreenTarget;
import dev.loam.render.gl.RenderLook;
import dev.loam.testkit.Allocation;
import dev.loam.worldgen.Placement;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Test;

/** The test world drawn: a forest edge with its levels of detail and far cards, objects felled, chunks freed. */
@Tag("gl")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class WorldSceneGlTest {
    private static final int WIDTH = 480, HEIGHT = 300;
    /** An afternoon sun in the south-west under a hazy blue sky, fogged into it by 1.1 km. */
    static final RenderLook LOOK = new RenderLook("world test", 235, 34, new float[] {1.05f, 0.92f, 0.78f},
            new float[] {0.46f, 0.52f, 0.62f}, 60, 0.08, 0.45, 0xa9bfd4, 250, 1100);
    private static GlRig gl;
    private static FrameRenderer frame;
    private static OffscreenTarget target;
    /** The test world streamed round the forest edge once, shared by the tests in their order. */
    private static WorldScene scene;

    @BeforeAll
    static void open() {
        gl = GlRig.open(WIDTH, HEIGHT, "world scene test");
        frame = gl.frame();
        target = gl.target();
        WorldFixtures.World w = WorldFixtures.world(3);
        scene = WorldScene.builder(w.gen(), w.terrain()).look(LOOK).build();
        scene.setSource("camera", -70, 10);
        settle(scene);
    }

    @AfterAll
    static void close() {
        if (scene != null) {
            scene.close();
        }
        if (gl != null) {
            gl.close();
        }
    }

    /** Streams until nothing is queued (every chunk and far cell around the source published whole). */
    static void settle(WorldScene scene) {
        for (int i = 0; i < 10_000; i++) {
            scene.update(50_000_000L);
            if (scene.chunks().stats().queued() == 0 && scene.chunks().stats().publishedThisFrame() == 0) {
                return;
            }
        }
        throw new AssertionError("streaming did not settle: " + scene.chunks().stats());
    }

    static FlyCamera eyeAt(WorldScene scene, double x, double z, double yaw, double pitch, double above) {
        return new FlyCamera().set((float) x, (float) (scene.heightAt(x, z) + above), (float) z, (float) yaw,
                (float) pitch).lens(55, 0.3f, 2000);
    }

    @Test
    @Order(1)
    void aForestEdgeIsDrawnNearAsMeshesFartherAsCheaperMeshesAndBeyondAsBakedCards() throws Exception {
        {
            GpuWorldDecor decor = scene.decor().orElseThrow();
            assertEquals(1, scene.atlasesBaked(), "one atlas: the pine's");
            assertTrue(decor.batchCount() > 20, "batches: " + decor.batchCount());
            // From the field 40 m east of the wood's edge, looking west into it.
            FlyCamera camera = eyeAt(scene, -70, 10, 270, 4, 5);
            FrameStats stats = scene.draw(frame.begin(camera, LOOK, target, 1.0)).end();
            BufferedImage image = target.readImage();
            SceneGl.save("world-forest-edge", image);
            assertTrue(stats.drawCalls() > 10, "draws: " + stats.drawCalls());
            SceneGl.assertGolden("world-forest-edge", image);
        }
    }

    @Test
    @Order(5)
    void aChunkDisposedOfFreesItsBuffersSoMemoryFollowsTheChunksResident() {
        WorldFixtures.World w = WorldFixtures.world(3);
        try (WorldScene scene = WorldScene.builder(w.gen(), w.terrain()).look(LOOK).farVersions(false).build()) {
            scene.setSource("camera", -70, 10);
            settle(scene);
            GpuWorldDecor decor = scene.decor().orElseThrow();
            long bytes = decor.instanceBytes();
            int batches = decor.batchCount();
            assertTrue(bytes > 0 && batches > 0);
            // The same number of chunks resident at another place of the same world: similar memory, not the sum.
            scene.setSource("camera", 300, 300);
            settle(scene);
            assertTrue(decor.instanceBytes() < 2 * bytes, decor.instanceBytes() + " after moving, " + bytes + " before");
            scene.chunks().removeSource("camera");
            settle(scene);
            assertEquals(0, decor.batchCount(), "every chunk released, every batch freed");
            assertEquals(0, decor.instanceBytes());
        }
    }

    @Test
    @Order(3)
    void aTreeRemovedByADiffLeavesThePictureInTheSameFrame() throws Exception {
        {
            Placement tree = nearestTree(scene, -70, 10);
            assertTrue(scene.objectOf(tree.id()).isPresent());
            // Stand 14 m south of it, looking at it.
            double ex = tree.x(), ez = tree.z() + 14;
            FlyCamera camera = eyeAt(scene, ex, ez, 0, 8, 1.7);
            BufferedImage before = draw(scene, camera);
            scene.world().diffs().remove(tree.id());
            // No budget: nothing is generated or published again, yet the tree is gone from this frame.
            scene.update(0);
            BufferedImage after = draw(scene, camera);
            SceneGl.save("world-tree-felled-before", before);
            SceneGl.save("world-tree-felled-after", after);
            int changed = changed(before, after);
            assertTrue(changed > 2000, "pixels changed by felling: " + changed);
            settle(scene);
            assertFalse(scene.objectOf(tree.id()).isPresent(), "republished without it");
            assertEquals(0, changed(after, draw(scene, camera)), "the chunk republished without the tree looks the same");
        }
    }

    @Test
    @Order(2)
    void aHiddenTreeCanBeShownAgainAndReplacedByAnotherModel() {
        {
            Placement tree = nearestTree(scene, -70, 10);
            FlyCamera camera = eyeAt(scene, tree.x(), tree.z() + 14, 0, 8, 1.7);
            BufferedImage shown = draw(scene, camera);
            assertTrue(scene.hide(tree.id()));
            BufferedImage hidden = draw(scene, camera);
            assertTrue(changed(shown, hidden) > 2000);
            assertTrue(scene.show(tree.id()));
            assertEquals(0, changed(shown, draw(scene, camera)), "shown again as it was");
            Model stump = dev.loam.assets.Kit.model("rock");
            scene.replace(tree.id(), stump);
            BufferedImage replaced = draw(scene, camera);
            assertTrue(changed(shown, replaced) > 2000 && changed(hidden, replaced) > 50, "a rock in its place");
            scene.show(tree.id());
            assertEquals(0, changed(shown, draw(scene, camera)), "the rock gone, the tree back");
        }
    }

    @Test
    @Order(4)
    void aFrameOfUpdateAndDrawAllocatesNothingOnceStreamed() {
        {
            FlyCamera camera = eyeAt(scene, -70, 10, 270, 4, 5);
            OffscreenTarget small = new OffscreenTarget(64, 40);
            try {
                Allocation.assertAllocatesNothing(300, 20, () -> {
                    scene.update();
                    scene.draw(frame.begin(camera, LOOK, small, 1.0)).end();
                });
            } finally {
                small.close();
            }
        }
    }

    static BufferedImage draw(WorldScene scene, FlyCamera camera) {
        scene.draw(frame.begin(camera, LOOK, target, 1.0)).end();
        return target.readImage();
    }

    static int changed(BufferedImage a, BufferedImage b) {
        int n = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    n++;
                }
            }
        }
        return n;
    }

    /** The interactive pine nearest a point with the most ground south of it free of other trees. */
    static Placement nearestTree(WorldScene scene, double x, double z) {
        List<Placement> all = scene.world().plan().placementsIn(x - 200, z - 200, x + 200, z + 200);
        Placement best = null;
        double bestD = Double.POSITIVE_INFINITY;
        for (Placement p : all) {
            if (!p.isInteractive()) {
                continue;
            }
            boolean clear = true;
            for (Placement q : all) {
                if (q != p && !q.plant().isEmpty() && q.plant().equals("pine") && Math.abs(q.x() - p.x()) < 5
                        && q.z() > p.z() && q.z() < p.z() + 16) {
                    clear = false;
                    break;
                }
            }
            double d = Math.hypot(p.x() - x, p.z() - z);
            if (clear && d < bestD) {
                bestD = d;
                best = p;
            }
        }
        if (best == null) {
            throw new AssertionError("no tree with a clear view near " + x + ", " + z);
        }
        return best;
    }
}
