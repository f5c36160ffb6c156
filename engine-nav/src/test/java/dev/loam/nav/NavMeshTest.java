package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockMap;
import dev.loam.core.AgentSettings;
import org.junit.jupiter.api.Test;

/** Tests for baking a {@link NavMesh} and re-baking it from change records. */
class NavMeshTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    private static final Authority AUTHORITY = Authority.create("test");
    private static final double EXACT = 0;

    @Test
    void blockedVoidAndDeepWaterAreNotWalkableAndWadingCostsMore() {
        // Water beds at 0 under a sea at 0 stand 0.35 m deep (wading); a bed 2 steps lower is 1.35 m (deep).
        String[] cells = {"gBw.w"};
        int[][] heights = {{0, 0, 0, 0, -2}};
        NavMesh mesh = NavMesh.bake(NavMaps.of(cells, heights), AGENT);
        assertTrue(mesh.isWalkable(0, 0));
        assertFalse(mesh.isWalkable(1, 0), "blocked");
        assertTrue(mesh.isWalkable(2, 0), "wading water");
        assertFalse(mesh.isWalkable(3, 0), "void");
        assertFalse(mesh.isWalkable(4, 0), "deep water");
        assertEquals(1, mesh.costFactor(0, 0), EXACT);
        assertEquals(AGENT.wadeCostFactor(), mesh.costFactor(2, 0), EXACT);
    }

    @Test
    void cellsLinkWhereTheAgentStepsAHalfMetreButNotOneMetre() {
        String[] cells = {"ggggg"};
        int[][] heights = {{0, 1, 3, 3, 2}};
        NavMesh mesh = NavMesh.bake(NavMaps.of(cells, heights), AGENT);
        assertTrue(mesh.isLinked(0, 0, BlockFacing.EAST));
        assertTrue(mesh.isLinked(1, 0, BlockFacing.WEST));
        assertFalse(mesh.isLinked(1, 0, BlockFacing.EAST), "two steps up");
        assertFalse(mesh.isLinked(2, 0, BlockFacing.WEST), "two steps down");
        assertTrue(mesh.isLinked(3, 0, BlockFacing.EAST));
        NavMesh low = NavMesh.bake(NavMaps.of(cells, heights), AGENT.withStepHeight(0.4));
        assertFalse(low.isLinked(0, 0, BlockFacing.EAST), "the same settings as the controller: 0.4 m steps no 0.5 m ledge");
    }

    @Test
    void aStairLinksItsFootItsHeadAndItsSides() {
        String[] cells = {"ggg", "gso", "ggg"};
        int[][] heights = {{0, 0, 0}, {0, 0, 1}, {0, 0, 0}};
        NavMesh mesh = NavMesh.bake(NavMaps.of(cells, heights), AGENT);
        for (BlockFacing side : BlockFacing.values()) {
            assertTrue(mesh.isLinked(1, 1, side), side.toString());
        }
        assertEquals(0.25, mesh.surfaceHeight(1.5, 1.5), 1e-12);
        NavMesh flat = NavMesh.bake(NavMaps.of(cells, heights), AGENT.withMaxSlope(20));
        assertFalse(flat.isWalkable(1, 1), "a 26.6 degree wedge is over a 20 degree limit");
    }

    @Test
    void anEditReBakesOnlyItsCellAndTheLinksAround() {
        BlockMap map = NavMaps.of(2, "gggggggggg", "gggggggggg", "gggggggggg", "gggggggggg", "gggggggggg");
        NavMesh mesh = NavMesh.bake(map, AGENT);
        assertTrue(map.setCell(AUTHORITY, BlockCellEdit.height(4, 2, 6)).isEmpty());
        assertEquals(1, mesh.update());
        assertFalse(mesh.isLinked(3, 2, BlockFacing.EAST));
        assertFalse(mesh.isLinked(4, 2, BlockFacing.NORTH));
        assertTrue(mesh.sameAs(NavMesh.bake(map, AGENT)));
    }

    @Test
    void anIncrementalReBakeEqualsAFreshBakeAfterManyEdits() {
        String[] cells = new String[12];
        int[][] heights = new int[12][];
        for (int r = 0; r < 12; r++) {
            cells[r] = "gggsoooggggg";
            heights[r] = new int[] {2, 2, 2, 2, 3, 3, 3, 2, 2, 2, 2, 2};
        }
        BlockMap map = NavMaps.of(cells, heights);
        NavMesh mesh = NavMesh.bake(map, AGENT);
        long s = 11;
        for (int i = 0; i < 400; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            int c = (int) ((s >>> 33) % 12), r = (int) ((s >>> 45) % 12);
            int h = 1 + (int) ((s >>> 20) % 4);
            char sym = "gowB.".charAt((int) ((s >>> 13) % 5));
            map.setCell(AUTHORITY, BlockCellEdit.of(c, r, sym, h));
            if (i % 5 == 0) {
                mesh.update();
            }
        }
        mesh.update();
        assertTrue(mesh.sameAs(NavMesh.bake(map, AGENT)));
    }
}
