package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.DoubleBinaryOperator;
import org.junit.jupiter.api.Test;

/** Sheets and flows meshed from plain data over a ground height function, without GL. */
class SheetMeshesTest {
    /** A round hill 20 m high with ripples across it: a flank that bends both ways. */
    static final DoubleBinaryOperator HILL = (x, z) -> 20 * Math.exp(-(x * x + z * z) / (2 * 30.0 * 30.0))
            + 1.5 * Math.sin(x / 7) * Math.cos(z / 9);

    /** A basin 3 m under y = 0 in its middle, its rim 1 m over it past 30 m, and a bank rising at (22, −4). */
    static final DoubleBinaryOperator BASIN = (x, z) -> {
        double r = Math.max(Math.abs(x), Math.abs(z));
        double t = Math.min(1, Math.max(0, (r - 12) / 18));
        double bank = Math.max(0, 1 - Math.hypot(x - 22, z + 4) / 13);
        return -3 + 4 * t * t * (3 - 2 * t) + 4.5 * bank * bank;
    };

    private static SheetMesh ribbon(FlowRibbon f, DoubleBinaryOperator ground) {
        return SheetMeshes.build(List.of(), List.of(f), ground).lava();
    }

    @Test
    void aRibbonFollowsTheGroundWithinATenthOfAMetreEverywhereOnIt() {
        FlowRibbon f = new FlowRibbon(new double[] {0, 0, 10, 25, 5, 60, 30, 80}, 12);
        SheetMesh m = ribbon(f, HILL);
        float[] p = m.positions();
        int[] ix = m.indices();
        double lift = SheetMeshes.RIBBON_LIFT_METRES, worst = 0;
        for (int v = 0; v < m.vertexCount(); v++) {
            assertEquals(HILL.applyAsDouble(p[3 * v], p[3 * v + 2]) + lift, p[3 * v + 1], 1e-4, "vertex " + v);
        }
        // Inside every triangle, on a lattice of barycentric points.
        for (int t = 0; t < ix.length; t += 3) {
            for (int a = 0; a <= 4; a++) {
                for (int b = 0; a + b <= 4; b++) {
                    double u = a / 4.0, w = b / 4.0, s = 1 - u - w;
                    double x = s * p[3 * ix[t]] + u * p[3 * ix[t + 1]] + w * p[3 * ix[t + 2]];
                    double y = s * p[3 * ix[t] + 1] + u * p[3 * ix[t + 1] + 1] + w * p[3 * ix[t + 2] + 1];
                    double z = s * p[3 * ix[t] + 2] + u * p[3 * ix[t + 1] + 2] + w * p[3 * ix[t + 2] + 2];
                    worst = Math.max(worst, Math.abs(y - HILL.applyAsDouble(x, z) - lift));
                }
            }
        }
        assertTrue(worst < 0.1, "the ribbon strays " + worst + " m from the ground's lift");
    }

    @Test
    void aRibbonsRowsRunAtMostTwoMetresApartAlongItsPathWithItsFlowAlongIt() {
        FlowRibbon f = FlowRibbon.straight(0, 0, 0, 70, 12);
        SheetMesh m = ribbon(f, HILL);
        assertEquals(1, m.partCount());
        assertEquals(f, m.source(0));
        int across = m.gridX(0), rows = m.gridZ(0) + 1;
        assertEquals(6, across);
        assertEquals(36, rows);
        assertEquals(rows * (across + 1), m.vertexCount(0));
        assertEquals(2 * (rows - 1) * across, m.triangleCount());
        float[] p = m.positions(), fl = m.flows();
        for (int r = 0; r < rows; r++) {
            int left = r * (across + 1) + across, right = r * (across + 1);
            assertEquals(70.0 * r / (rows - 1), fl[4 * right + 2], 1e-4, "row " + r + " along");
            assertEquals(-1, fl[4 * right + 3], 1e-6);
            assertEquals(1, fl[4 * left + 3], 1e-6);
            assertEquals(0, fl[4 * left], 1e-6, "the flow runs north");
            assertEquals(1, fl[4 * left + 1], 1e-6);
            double wide = Math.hypot(p[3 * left] - p[3 * right], p[3 * left + 2] - p[3 * right + 2]);
            if (70.0 * r / (rows - 1) <= 70 - 6) {
                assertEquals(12, wide, 1e-4, "row " + r + " is the flow's width");
            } else {
                assertTrue(wide < 12 && wide > 0, "the tip rounds off: row " + r + " is " + wide + " m");
            }
        }
        float[] n = m.normals();
        for (int v = 0; v < m.vertexCount(); v++) {
            assertEquals(1, Math.sqrt(n[3 * v] * n[3 * v] + n[3 * v + 1] * n[3 * v + 1] + n[3 * v + 2] * n[3 * v + 2]),
                    1e-5);
            assertTrue(n[3 * v + 1] > 0, "normals face up");
        }
    }

    @Test
    void aBendKeepsTheRibbonsSidesParallelToBothLegs() {
        FlowRibbon f = new FlowRibbon(new double[] {0, 0, 0, 20, 20, 20}, 10);
        SheetMesh m = ribbon(f, (x, z) -> 0);
        float[] p = m.positions();
        int across = m.gridX(0);
        // The joint is the row at the bend: 10 rows up the first leg.
        int joint = 10 * (across + 1);
        double dx = p[3 * (joint + across)] - p[3 * joint], dz = p[3 * (joint + across) + 2] - p[3 * joint + 2];
        assertEquals(10 * Math.sqrt(2), Math.hypot(dx, dz), 1e-4, "the mitre widens the joint by 1 / cos 45°");
        assertEquals(-1, dx / dz, 1e-5, "across the bend along its bisector");
    }

    @Test
    void aWaterSheetsDepthIsItsHeightOverTheGroundAndItsBuriedCellsAreLeftOut() {
        SheetRect lake = new SheetRect(SheetKind.WATER, -32, -32, 32, 32, 0);
        SheetMeshes meshes = SheetMeshes.build(List.of(lake), List.of(), BASIN);
        SheetMesh w = meshes.water();
        assertTrue(meshes.lava().isEmpty());
        assertEquals(16, w.gridX(0));
        assertEquals(16, w.gridZ(0));
        float[] p = w.positions(), d = w.depths();
        for (int v = 0; v < 17 * 17; v++) {
            assertEquals(0, p[3 * v + 1]);
            assertEquals(-BASIN.applyAsDouble(p[3 * v], p[3 * v + 2]), d[v], 1e-5, "vertex " + v);
        }
        assertEquals(-32, p[0]);
        assertEquals(32, p[3 * 16]);
        int[] ix = w.indices();
        int top = 0;
        // Each cell is two triangles in a row: its four corners are never all buried.
        for (int t = 0; t < ix.length; t += 6) {
            if (ix[t] >= 17 * 17) {
                continue;
            }
            top += 2;
            boolean buried = true;
            for (int k = 0; k < 6; k++) {
                buried &= d[ix[t + k]] < -SheetMeshes.BURIED_METRES;
            }
            assertTrue(!buried, "cell " + t / 6 + " lies wholly under the bank");
        }
        assertTrue(top < 2 * 16 * 16, "the bank's cells are left out: " + top + " triangles on top");
        assertTrue(top > 2 * 16 * 16 * 3 / 4, "most of the lake is drawn: " + top);
        // The rim stands over the water all round: no side.
        assertEquals(top, w.triangleCount());
        float[] flow = w.flows();
        assertEquals(0, flow[0] * flow[0] + flow[1] * flow[1], "a square lake is still");
    }

    @Test
    void aSheetHasASideOnlyWhereTheGroundBeyondItsEdgeLiesLower() {
        // A crater's floor under the lava at 18 m, its rim at 20 m but breached to 14 m on the north (+z) edge.
        DoubleBinaryOperator crater = (x, z) -> z > 15 && Math.abs(x) <= 12 ? 14
                : Math.max(Math.abs(x), Math.abs(z)) > 15 ? 20 : 12;
        SheetMesh m = SheetMeshes.build(List.of(new SheetRect(SheetKind.LAVA, -16, -16, 16, 16, 18)), List.of(), crater)
                .lava();
        float[] p = m.positions(), n = m.normals(), fl = m.flows();
        int[] ix = m.indices();
        int sides = 0;
        for (int t = 0; t < ix.length; t += 3) {
            int a = ix[t];
            if (Math.abs(n[3 * a + 1]) < 0.5) {
                sides++;
                for (int k = 0; k < 3; k++) {
                    int v = ix[t + k];
                    assertEquals(1, n[3 * v + 2], "a side faces north, where the rim is breached");
                    assertEquals(16, p[3 * v + 2]);
                    double y = p[3 * v + 1], sunk = SheetMeshes.SIDE_SINK_METRES;
                    assertTrue(y == 18 || Math.abs(y - (14 - sunk)) < 1e-5 || Math.abs(y - (18 - sunk)) < 1e-5,
                            "a side runs from the sheet into the ground beside it: " + y);
                    assertEquals(-1, fl[4 * v + 1], "its flow runs down it");
                }
            }
        }
        assertEquals(2 * 8, sides, "one quad a cell along the northern edge");
    }

    @Test
    void aLongWaterSheetFlowsAlongItsLongerSide() {
        SheetMesh w = SheetMeshes.build(List.of(new SheetRect(SheetKind.WATER, 0, 0, 40, 8, 1)), List.of(), (x, z) -> 0)
                .water();
        float[] f = w.flows();
        assertEquals(1, f[0]);
        assertEquals(0, f[1]);
        assertEquals(10, w.gridX(0));
        assertEquals(2, w.gridZ(0));
        assertEquals(40, f[4 * 10 + 2], 1e-6, "metres along the flow");
    }

    @Test
    void badSheetsFlowsAndGroundsAreRefusedNamingWhatIsWrong() {
        assertEquals("a sheet's rectangle 2.0..1.0 by 0.0..1.0 must not be empty: max above min on both axes",
                assertThrows(IllegalArgumentException.class, () -> new SheetRect(SheetKind.WATER, 2, 0, 1, 1, 0))
                        .getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new SheetRect(SheetKind.LAVA, 0, 0, 1, 1, Double.NaN)).getMessage().contains("finite"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new SheetRect(SheetKind.LAVA, 0, 0, 20000, 1, 0)).getMessage().contains("at most 16384"));
        assertThrows(NullPointerException.class, () -> new SheetRect(null, 0, 0, 1, 1, 0));
        assertEquals("a flow takes 2 to 4096 points as x, z pairs, not 2 numbers",
                assertThrows(IllegalArgumentException.class, () -> new FlowRibbon(new double[] {0, 0}, 4)).getMessage());
        assertEquals("flow point 1 lies on point 0: (3.0, 4.0)", assertThrows(IllegalArgumentException.class,
                () -> new FlowRibbon(new double[] {3, 4, 3, 4}, 4)).getMessage());
        assertEquals("flow point 1 is not finite: Infinity", assertThrows(IllegalArgumentException.class,
                () -> new FlowRibbon(new double[] {0, 0, 0, Double.POSITIVE_INFINITY}, 4)).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> FlowRibbon.straight(0, 0, 1, 1, 0)).getMessage()
                .contains("width 0.0"));
        assertEquals("the ground's height at (0.0, 0.0) is not finite: NaN", assertThrows(IllegalArgumentException.class,
                () -> SheetMeshes.build(List.of(new SheetRect(SheetKind.WATER, 0, 0, 1, 1, 0)), List.of(),
                        (x, z) -> Double.NaN)).getMessage());
        // Sized before anything is allocated: 16384 m at 4 m cells is 4097² vertices, past a mesh's 2^24.
        assertTrue(assertThrows(IllegalArgumentException.class, () -> SheetMeshes.build(
                List.of(new SheetRect(SheetKind.WATER, 0, 0, 16384, 16384, 0)), List.of(), (x, z) -> 0)).getMessage()
                .contains("more than the 16777216 a mesh holds"));
        assertThrows(NullPointerException.class, () -> SheetMeshes.build(List.of(), List.of(), null));
    }

    @Test
    void theMeshesArraysAreCopiesTheCallerOwns() {
        SheetMesh m = ribbon(FlowRibbon.straight(0, 0, 10, 0, 4), HILL);
        float[] p = m.positions();
        p[0] = 1e6f;
        assertTrue(m.positions()[0] != 1e6f);
        float[] b = m.bounds();
        assertTrue(b[0] <= b[3] && b[1] <= b[4] && b[2] <= b[5]);
        assertEquals(-2, b[2], 1e-5);
        assertEquals(2, b[5], 1e-5);
        double[] xz = {0, 0, 5, 5};
        FlowRibbon f = new FlowRibbon(xz, 3);
        xz[0] = 9;
        assertEquals(0, f.x(0));
        assertEquals(Math.hypot(5, 5), f.length(), 1e-12);
    }
}
