package dev.loam.physics;

import static dev.loam.testkit.Tolerances.ROUNDING_METRES;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tests for {@link GridRay}, the cell walk the grid colliders' raycasts share, on a grid of 4 × 3
 * cells a metre square from the origin: the cells in the ray's order and the faces it enters them
 * through, where the walk ends, and the footprint's far edges, closed for heightfields and open for
 * block maps.
 */
class GridRayTest {
    private static final int COLUMNS = 4;
    private static final int ROWS = 3;

    /** Walks the grid, returning each cell visited as {column, row, enterAxis}. */
    private static List<int[]> walk(GridRay ray, double ox, double oz, double dx, double dz, double maxT,
                                    boolean farEdgesInside) {
        List<int[]> cells = new ArrayList<>();
        for (boolean in = ray.begin(ox, oz, dx, dz, maxT, 0, 0, 1, 1, COLUMNS, ROWS, farEdgesInside); in;
             in = ray.next()) {
            cells.add(new int[] {ray.column, ray.row, ray.enterAxis});
        }
        return cells;
    }

    @Test
    void aDiagonalRayVisitsEveryCellItCrossesInOrderThroughTheFacesItCrosses() {
        GridRay ray = new GridRay();
        List<int[]> cells = walk(ray, 0.5, 0.25, 0.8, 0.6, 100, true);
        int x = GridRay.X_FACE, z = GridRay.Z_FACE;
        assertArrayEquals(new int[][] {
            {0, 0, GridRay.STARTED_INSIDE}, {1, 0, x}, {1, 1, z}, {2, 1, x}, {2, 2, z}, {3, 2, x}},
                cells.toArray(new int[0][]));
    }

    @Test
    void aRayFromOutsideEntersAtTheFootprintAndEachCellLeavesWhereTheNextEnters() {
        GridRay ray = new GridRay();
        assertTrue(ray.begin(-1, 0.5, 1, 0, 100, 0, 0, 1, 1, COLUMNS, ROWS, true));
        assertEquals(GridRay.X_FACE, ray.enterAxis);
        for (int c = 0; c < COLUMNS; c++) {
            assertEquals(c, ray.column);
            assertEquals(0, ray.row);
            assertEquals(c + 1, ray.tEnter, ROUNDING_METRES);
            assertEquals(c + 2, ray.tExit(), ROUNDING_METRES);
            assertEquals(c < COLUMNS - 1, ray.next());
        }
        assertEquals(5, ray.tEnd, ROUNDING_METRES, "the ray leaves the footprint at x = 4");
    }

    @Test
    void theWalkEndsAtTheRaysLimit() {
        GridRay ray = new GridRay();
        List<int[]> cells = walk(ray, -1, 0.5, 1, 0, 2.5, true);
        assertEquals(2, cells.size(), "columns 0 and 1, entered at 1 m and 2 m");
        assertEquals(2.5, ray.tExit(), ROUNDING_METRES);
    }

    @Test
    void throughACornerTheWalkStepsAlongZFirst() {
        double d = Math.sqrt(0.5);
        List<int[]> cells = walk(new GridRay(), 0.5, 0.5, d, d, 100, true);
        assertArrayEquals(new int[] {0, 1, GridRay.Z_FACE}, cells.get(1));
        assertArrayEquals(new int[] {1, 1, GridRay.X_FACE}, cells.get(2));
    }

    @Test
    void raysOutsideTheFootprintOrPointingAwayMeetNoCell() {
        GridRay ray = new GridRay();
        assertFalse(ray.begin(-1, 5, 1, 0, 100, 0, 0, 1, 1, COLUMNS, ROWS, true), "parallel to x, north of it");
        assertFalse(ray.begin(-1, 1.5, -1, 0, 100, 0, 0, 1, 1, COLUMNS, ROWS, true), "pointing away");
        assertFalse(ray.begin(-1, 1.5, 1, 0, 0.5, 0, 0, 1, 1, COLUMNS, ROWS, true), "too short to reach it");
    }

    @Test
    void aVerticalRayOnTheFarEdgeMeetsTheLastCellOnlyWhenTheFarEdgesAreInside() {
        GridRay ray = new GridRay();
        assertTrue(ray.begin(COLUMNS, 1.5, 0, 0, 100, 0, 0, 1, 1, COLUMNS, ROWS, true));
        assertEquals(COLUMNS - 1, ray.column);
        assertFalse(ray.next(), "a ray parallel to both axes stays in one cell");
        assertFalse(ray.begin(COLUMNS, 1.5, 0, 0, 100, 0, 0, 1, 1, COLUMNS, ROWS, false));
        assertTrue(ray.begin(0, 0, 0, 0, 100, 0, 0, 1, 1, COLUMNS, ROWS, false), "the near edges are inside");
    }
}
