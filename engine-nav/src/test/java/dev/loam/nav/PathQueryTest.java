package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMap;
import dev.loam.core.AgentSettings;
import dev.loam.testkit.Allocation;
import org.junit.jupiter.api.Test;

/** Tests for {@link PathQuery}: shortest routes, string pulling, clearance, partial paths and buffer reuse. */
class PathQueryTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    private static final double CLEARANCE = AGENT.clearanceRadiusMetres();
    /** Coordinates computed from cell edges and the clearance. */
    private static final double METRES = 1e-9;

    @Test
    void anOpenFieldGivesOneStraightSegment() {
        NavMesh mesh = NavMesh.bake(NavMaps.of(2, "gggggggggg".repeat(1), "gggggggggg", "gggggggggg", "gggggggggg",
                "gggggggggg", "gggggggggg", "gggggggggg", "gggggggggg"), AGENT);
        NavPath path = new NavPath();
        assertEquals(NavPath.Status.COMPLETE, new PathQuery(mesh).find(0.5, 0, 0.5, 9.5, 0, 7.5, path));
        assertEquals(2, path.pointCount(), path.toString());
        assertEquals(9.5, path.x(1), METRES);
        assertEquals(7.5, path.z(1), METRES);
        assertEquals(1.0, path.y(1), METRES);
        assertEquals(Math.hypot(9, 7), path.lengthMetres(), METRES);
    }

    @Test
    void aPathRoundAWallBendsAClearanceOffItsEnd() {
        // A wall from the north edge down to row 3 at column 4; go round its south end.
        NavMesh mesh = NavMesh.bake(NavMaps.of(0,
                "ggggBgggg",
                "ggggBgggg",
                "ggggBgggg",
                "ggggBgggg",
                "ggggggggg",
                "ggggggggg"), AGENT);
        NavPath path = new NavPath();
        assertEquals(NavPath.Status.COMPLETE, new PathQuery(mesh).find(1.5, 0, 0.5, 7.5, 0, 0.5, path));
        assertTrue(path.pointCount() >= 3, path.toString());
        for (int i = 1; i < path.pointCount(); i++) {
            // The wall spans x 4..5, z 0..4: every segment keeps the clearance off its edges.
            double ax = path.x(i - 1), az = path.z(i - 1), bx = path.x(i), bz = path.z(i);
            double d = Math.min(Math.min(Clearance.segmentDistance(ax, az, bx, bz, 4, 0, 4, 4),
                    Clearance.segmentDistance(ax, az, bx, bz, 4, 4, 5, 4)), Clearance.segmentDistance(ax, az, bx, bz, 5, 4, 5, 0));
            assertTrue(d >= CLEARANCE - METRES, "segment " + i + " keeps the clearance: " + path);
        }
        assertEquals(6, path.pointCount(), "a chamfer round each of the wall's two corners: " + path);
        double bend = CLEARANCE * Math.sqrt(2);
        assertEquals(4 - bend, path.x(1), METRES, path.toString());
        assertEquals(4 + bend, path.z(2), METRES, path.toString());
        assertEquals(5 + bend, path.x(4), METRES, path.toString());
    }

    @Test
    void anUnreachableGoalGivesAPartialPathToTheNearestReachableCell() {
        NavMesh mesh = NavMesh.bake(NavMaps.of(0,
                "gggBggg",
                "gggBggg",
                "gggBggg"), AGENT);
        NavPath path = new NavPath();
        assertEquals(NavPath.Status.PARTIAL, new PathQuery(mesh).find(0.5, 0, 1.5, 6.5, 0, 1.5, path));
        assertEquals(2.5, path.x(path.pointCount() - 1), METRES);
        assertEquals(1.5, path.z(path.pointCount() - 1), METRES);
    }

    @Test
    void aStartFarFromAnyWalkableCellFindsNoPath() {
        NavMesh mesh = NavMesh.bake(NavMaps.of(0, "BBBBBBg"), AGENT);
        NavPath path = new NavPath();
        assertEquals(NavPath.Status.NO_START, new PathQuery(mesh).find(0.5, 0, 0.5, 6.5, 0, 0.5, path));
        assertEquals(0, path.pointCount());
    }

    @Test
    void wadingCostsMoreSoAShortDetourOnDryGroundIsTaken() {
        // Shallow water across the middle with a dry causeway at column 0.
        String[] cells = {"ggggggg", "gwwwwww", "ggggggg"};
        int[][] heights = {{0, 0, 0, 0, 0, 0, 0}, {0, -0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0}};
        BlockMap map = NavMaps.of(cells, heights);
        NavMesh mesh = NavMesh.bake(map, AGENT);
        NavPath path = new NavPath();
        new PathQuery(mesh).find(1.5, 0, 0.5, 1.5, 0, 2.5, path);
        for (int i = 0; i < path.pointCount(); i++) {
            assertTrue(path.x(i) <= 1.0 + METRES || path.z(i) != 1.5, path.toString());
        }
        NavMesh waders = NavMesh.bake(map, new AgentSettings(0.3, 1.8, 0.6, 0.15, 45, 0.02, 0.6, 0.7, 1));
        new PathQuery(waders).find(1.5, 0, 0.5, 1.5, 0, 2.5, path);
        assertEquals(2, path.pointCount(), "straight through when wading costs nothing more: " + path);
    }

    @Test
    void aQueryReusesItsBuffersAndTheCallersPath() {
        NavMesh mesh = NavMesh.bake(NavMaps.of(0, "ggggBgggg", "ggggBgggg", "ggggggggg"), AGENT);
        PathQuery query = new PathQuery(mesh);
        NavPath path = new NavPath();
        query.find(0.5, 0, 0.5, 8.5, 0, 0.5, path);
        String first = path.toString();
        NavPath again = path;
        for (int i = 0; i < 10; i++) {
            query.find(0.5, 0, 0.5, 8.5, 0, 0.5, again);
        }
        assertSame(path, again);
        assertEquals(first, again.toString());
    }

    @Test
    void aWarmQueryAllocatesNothing() {
        // Guards the buffer reuse: once a query has seen its longest path, it allocates nothing.
        NavMesh mesh = NavMesh.bake(NavMaps.of(0,
                "gggggBgggggggg",
                "gBBBgBgBBBBBBg",
                "gBgggggBgggggg",
                "gBgBBBBBgBBBBB",
                "gggBgggggBgggg"), AGENT);
        PathQuery query = new PathQuery(mesh);
        NavPath path = new NavPath();
        Allocation.assertAllocatesNothing(20_000, 100, () -> query.find(0.5, 0, 0.5, 13.5, 0, 0.5, path));
        assertEquals(NavPath.Status.COMPLETE, path.status());
    }

    @Test
    void aQueryAcrossAnOpenFieldExpandsOnlyCellsNearTheLine() {
        // Guards the heuristic and its tie-break: corner to corner over 30 x 30 open cells.
        String[] rows = new String[30];
        java.util.Arrays.fill(rows, "g".repeat(30));
        PathQuery query = new PathQuery(NavMesh.bake(NavMaps.of(0, rows), AGENT));
        NavPath path = new NavPath();
        assertEquals(NavPath.Status.COMPLETE, query.find(0.5, 0, 0.5, 29.5, 0, 29.5, path));
        assertEquals(2, path.pointCount());
        assertTrue(query.expanded <= 3 * 30, "expanded " + query.expanded + " cells");
    }
}
