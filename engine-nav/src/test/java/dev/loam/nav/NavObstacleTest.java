package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockMap;
import dev.loam.core.AgentSettings;
import org.junit.jupiter.api.Test;

/** Cells the game keeps the agent off (a prop standing there), through edits and paths. */
class NavObstacleTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;

    @Test
    void anObstacleCellIsNoNodeAndItsNeighboursLoseTheirLinksToIt() {
        BlockMap map = NavMaps.of(0, "ggg", "ggg", "ggg");
        NavMesh mesh = NavMesh.bake(map, AGENT);
        assertTrue(mesh.setObstacle(1, 1, true));
        assertFalse(mesh.setObstacle(1, 1, true), "already marked");
        assertFalse(mesh.isWalkable(1, 1));
        assertTrue(mesh.isObstacle(1, 1));
        assertFalse(mesh.isLinked(1, 0, BlockFacing.SOUTH));
        assertFalse(mesh.isLinked(0, 1, BlockFacing.EAST));
        assertTrue(mesh.setObstacle(1, 1, false));
        assertTrue(mesh.sameAs(NavMesh.bake(map, AGENT)), "clearing the mark gives back the mesh baked without it");
    }

    @Test
    void theMarkStaysThroughAnEditOfItsCell() {
        BlockMap map = NavMaps.of(0, "ggg");
        NavMesh mesh = NavMesh.bake(map, AGENT);
        mesh.setObstacle(1, 0, true);
        assertTrue(map.setCell(Authority.create("test"), BlockCellEdit.height(1, 0, 1)).isEmpty());
        mesh.update();
        assertFalse(mesh.isWalkable(1, 0));
    }

    @Test
    void aPathGoesRoundAnObstacle() {
        BlockMap map = NavMaps.of(0, "ggggg", "ggggg", "ggggg");
        NavMesh mesh = NavMesh.bake(map, AGENT);
        for (int r = 0; r < 2; r++) {
            mesh.setObstacle(2, r, true);
        }
        PathQuery query = new PathQuery(mesh);
        NavPath path = new NavPath();
        double y = map.topMetres(0, 0);
        double x0 = map.position().x(), z0 = map.position().z();
        assertEquals(NavPath.Status.COMPLETE, query.find(x0 + 0.5, y, z0 + 0.5, x0 + 4.5, y, z0 + 0.5, path));
        double deepest = 0;
        for (int i = 0; i < path.pointCount(); i++) {
            deepest = Math.max(deepest, path.z(i) - z0);
        }
        assertTrue(deepest > 2, "the path goes round by the third row, reaching z " + deepest);
    }

    @Test
    void aCellOffTheMeshIsRefused() {
        NavMesh mesh = NavMesh.bake(NavMaps.of(0, "gg"), AGENT);
        assertThrows(IndexOutOfBoundsException.class, () -> mesh.setObstacle(2, 0, true));
    }
}
