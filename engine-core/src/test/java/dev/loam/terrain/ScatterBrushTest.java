package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** The scatter brush: spacing, weights, poses, seeds, erase and fill. */
class ScatterBrushTest {
    private static final double ANGLE_EPS = 0.05 + 1e-9; // angles are stored to 0.1 degree

    private static Terrain flat(int n) {
        return Terrain.builder(n, n, 1).build();
    }

    private static Scatter set(ScatterItem... items) {
        return Scatter.builder("s").items(List.of(items)).build();
    }

    private static void assertSpacingHolds(Scatter s) {
        for (int a = 0; a < s.size(); a++) {
            for (int b = a + 1; b < s.size(); b++) {
                double need = Math.max(s.items().get(s.item(a)).spacing(), s.items().get(s.item(b)).spacing());
                double dx = s.x(a) - s.x(b);
                double dz = s.z(a) - s.z(b);
                assertTrue(dx * dx + dz * dz >= need * need - 1e-9, "instances " + a + " and " + b + " are "
                        + Math.sqrt(dx * dx + dz * dz) + " apart, under " + need);
            }
        }
    }

    @Test
    void everyInstanceKeepsItsItemsSpacingFromEveryOther() {
        Scatter s = set(ScatterItem.of("res://a.glb").withSpacing(2), ScatterItem.of("res://b.glb").withSpacing(5));
        Terrain t = flat(41);
        ScatterBrush.paint(s, t, new ScatterStroke(20, 20, 15, 200, 7));
        ScatterBrush.paint(s, t, new ScatterStroke(25, 18, 10, 200, 8));
        assertTrue(s.size() > 20, "placed " + s.size());
        assertSpacingHolds(s);
    }

    @Test
    void instancesLandInsideTheCircleOnTheSurface() {
        Terrain t = TerrainFixtures.wavy(30, 1, 8);
        Scatter s = set(ScatterItem.of("res://a.glb").withSpacing(1));
        ScatterBrush.paint(s, t, new ScatterStroke(15, 25, 6, 50, 3));
        assertTrue(s.size() > 10);
        for (int k = 0; k < s.size(); k++) {
            double dx = s.x(k) - 15;
            double dz = s.z(k) - 25;
            assertTrue(dx * dx + dz * dz <= 6.01 * 6.01);
            assertEquals(t.heightAt(s.x(k), s.z(k)), s.y(k), 0.02);
        }
    }

    @Test
    void theSameSeedPaintsTheSameStrokeAndZeroANewOne() {
        Terrain t = flat(33);
        Scatter a = set(ScatterItem.of("res://a.glb").withSpacing(1.5).withPose(0, true, 20, 0));
        Scatter b = a.copy("s", java.util.Map.of());
        ScatterBrush.paint(a, t, new ScatterStroke(16, 16, 10, 60, 42));
        ScatterBrush.paint(b, t, new ScatterStroke(16, 16, 10, 60, 42));
        assertTrue(a.contentEquals(b));
        Scatter c = set(ScatterItem.of("res://a.glb").withSpacing(1.5));
        Scatter d = set(ScatterItem.of("res://a.glb").withSpacing(1.5));
        ScatterBrush.paint(c, t, new ScatterStroke(16, 16, 10, 60, 0));
        ScatterBrush.paint(d, t, new ScatterStroke(16, 16, 10, 60, 0));
        assertFalse(c.contentEquals(d));
    }

    @Test
    void onlyEnabledItemsArePickedAndRoughlyByWeight() {
        Scatter s = set(ScatterItem.of("res://a.glb").withSpacing(0.5).withWeight(3),
                ScatterItem.of("res://b.glb").withSpacing(0.5).withWeight(1),
                ScatterItem.of("res://off.glb").withSpacing(0.5).withWeight(50).withEnabled(false));
        ScatterBrush.paint(s, flat(101), new ScatterStroke(50, 50, 45, 2000, 11));
        int[] count = new int[3];
        for (int k = 0; k < s.size(); k++) {
            count[s.item(k)]++;
        }
        assertEquals(0, count[2]);
        double share = count[0] / (double) (count[0] + count[1]);
        assertEquals(0.75, share, 0.05);
    }

    @Test
    void uprightItemsStayUprightAndAlignedOnesFollowTheNormal() {
        float[] h = new float[11 * 11];
        for (int k = 0; k < h.length; k++) {
            h[k] = k % 11; // a 45 degree slope rising along X
        }
        Terrain ramp = Terrain.builder(11, 11, 1).heights(h).build();
        Scatter upright = set(ScatterItem.of("res://a.glb").withSpacing(1).withPose(0, false, 0, 0));
        ScatterBrush.paint(upright, ramp, new ScatterStroke(5, 5, 4, 20, 5));
        for (int k = 0; k < upright.size(); k++) {
            assertArrayEquals(new double[] {0, 0, 0}, new double[] {upright.pitch(k), upright.yaw(k), upright.roll(k)}, 1e-12);
        }
        Scatter aligned = set(ScatterItem.of("res://a.glb").withSpacing(1).withPose(1, true, 0, 0));
        ScatterBrush.paint(aligned, ramp, new ScatterStroke(5, 5, 4, 20, 5));
        assertTrue(aligned.size() > 3);
        for (int k = 0; k < aligned.size(); k++) {
            double[] m = ScatterPose.matrixYxz(aligned.pitch(k), aligned.yaw(k), aligned.roll(k));
            Vector3d n = ramp.normalAt(aligned.x(k), aligned.z(k), new Vector3d());
            // The instance's up (the matrix's second column) is the normal.
            assertEquals(n.x, m[1], 0.01);
            assertEquals(n.y, m[4], 0.01);
            assertEquals(n.z, m[7], 0.01);
        }
    }

    @Test
    void theLeanStaysWithinTiltAndSinkPushesAlongTheInstancesUp() {
        Scatter s = set(new ScatterItem("res://a.glb", 1, 1, 1, 1, 0, true, 15, 0.5, Optional.empty(), true));
        Terrain t = flat(21);
        ScatterBrush.paint(s, t, new ScatterStroke(10, 10, 8, 40, 9));
        assertTrue(s.size() > 10);
        boolean leaned = false;
        for (int k = 0; k < s.size(); k++) {
            double[] m = ScatterPose.matrixYxz(s.pitch(k), s.yaw(k), s.roll(k));
            double lean = Math.toDegrees(Math.acos(Math.min(1, m[4])));
            assertTrue(lean <= 15 + ANGLE_EPS * 2, "lean " + lean);
            leaned |= lean > 1;
            assertEquals(-0.5 * m[4], s.y(k), 0.006);
            assertEquals(1, s.scale(k));
        }
        assertTrue(leaned);
    }

    @Test
    void theEulerAnglesAreYxzAndReproduceThePose() {
        double[] angles = new double[3];
        double[] up = new double[3];
        ScatterPose.pose(0.3, 0.9, -0.2, 0.7, 40, 10, 200, angles, up);
        double[] m = ScatterPose.matrixYxz(angles[0], angles[1], angles[2]);
        assertEquals(up[0], m[1], 1e-12);
        assertEquals(up[1], m[4], 1e-12);
        assertEquals(up[2], m[7], 1e-12);
    }

    @Test
    void eraseRemovesTheCircleAndKeepsTheRest() {
        Scatter s = set(ScatterItem.of("res://a.glb").withSpacing(1));
        ScatterBrush.paint(s, flat(41), new ScatterStroke(20, 20, 18, 300, 4));
        int before = s.size();
        int removed = ScatterBrush.erase(s, 20, 20, 5);
        assertTrue(removed > 0);
        assertEquals(before - removed, s.size());
        for (int k = 0; k < s.size(); k++) {
            double dx = s.x(k) - 20;
            double dz = s.z(k) - 20;
            assertTrue(dx * dx + dz * dz > 25);
        }
    }

    @Test
    void fillCoversAWholeTerrainSkippingHolesAndKeepingSpacing() {
        byte[] holes = new byte[20 * 20];
        for (int k = 0; k < 200; k++) {
            holes[k] = 1; // the low-Z half is a hole
        }
        Terrain t = Terrain.builder(21, 21, 1).holes(holes).build();
        Scatter s = set(ScatterItem.of("res://a.glb").withSpacing(2));
        int placed = ScatterBrush.fill(s, t, 3);
        assertEquals(s.size(), placed);
        assertTrue(placed > 25, "placed " + placed);
        for (int k = 0; k < s.size(); k++) {
            assertTrue(s.z(k) >= 10);
        }
        assertSpacingHolds(s);
        // A second fill finds no room left anywhere near.
        assertTrue(ScatterBrush.fill(s, t, 4) < placed / 4);
    }

    @Test
    void aStrokeIntoALargeSetStillKeepsSpacingAgainstTheOldInstances() {
        Scatter s = set(ScatterItem.of("res://a.glb").withSpacing(1));
        for (int k = 0; k < 20_000; k++) {
            s.add(0, (k % 200) * 1.0, 0, (k / 200) * 1.0, 0, 0, 0, 1);
        }
        int placed = ScatterBrush.paint(s, flat(300), new ScatterStroke(50, 50, 20, 200, 5));
        assertEquals(0, placed); // the grid already holds every spot a metre apart
        int elsewhere = ScatterBrush.paint(s, flat(300), new ScatterStroke(250, 250, 20, 200, 5));
        assertEquals(200, elsewhere);
    }

    /** Guards the exact placement of a seeded stroke: hashes and StrictMath make it the same on every machine. */
    @Test
    void aSeededStrokePlacesExactlyTheRecordedInstances() {
        Terrain t = flat(21);
        Scatter s = set(new ScatterItem("res://a.glb", 1, 0.8, 1.2, 1, 0.5, true, 10, 0.1, Optional.empty(), true));
        ScatterBrush.paint(s, t, new ScatterStroke(10, 10, 5, 3, 2024));
        assertEquals(3, s.size());
        assertArrayEquals(new double[] {0, 12.97, -0.1, 10.7, -6.4, 79.8, 7.1, 0.921}, s.instance(0, new double[8]), 1e-12);
        assertArrayEquals(new double[] {0, 13.79, -0.1, 7.08, 1.2, 131.3, 0.9, 0.84}, s.instance(1, new double[8]), 1e-12);
        assertArrayEquals(new double[] {0, 12.63, -0.1, 8.15, -1.4, 88.2, 7.5, 0.954}, s.instance(2, new double[8]), 1e-12);
    }

    @Test
    void instancesFollowAHeightEditByAsMuchAsTheGroundMovedUnderThem() {
        // A flat 9 x 9 terrain of 1 m cells; the vertices 3..5 x 3..5 raised by 2 m.
        Terrain t = Terrain.builder(9, 9, 1).build();
        Scatter s = Scatter.builder("props").items(List.of(ScatterItem.of("rock"))).build();
        int middle = s.add(0, 4, -0.1, 4, 0, 0, 0, 1);      // on a raised vertex, sunk 0.1
        int edge = s.add(0, 5.5, 0, 4, 0, 0, 0, 1);         // halfway to the first unmoved vertex
        int far = s.add(0, 8, 0, 8, 0, 0, 0, 1);            // off the edit
        float[] raised = new float[9];
        java.util.Arrays.fill(raised, 2);
        TerrainCursor cursor = t.cursor();
        assertTrue(t.setHeights(new TerrainRect(3, 3, 3, 3), raised).isEmpty());
        TerrainChange.Heights[] change = new TerrainChange.Heights[1];
        t.forEachChange(cursor, c -> change[0] = (TerrainChange.Heights) c);
        long version = s.version();
        assertEquals(2, ScatterBrush.followHeights(s, t, change[0]));
        assertEquals(1.9, s.y(middle), 1e-9, "risen with the ground, its sink kept");
        assertEquals(1, s.y(edge), 1e-9, "half the rise halfway to the unmoved vertex");
        assertEquals(0, s.y(far), 0, "off the edit nothing moves");
        assertEquals(version + 2, s.version());
        assertEquals(2, ScatterBrush.followHeights(s, t, change[0].inverse()));
        assertEquals(-0.1, s.y(middle), 1e-9, "the inverse record puts it back");
    }
}

