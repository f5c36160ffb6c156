package dev.loam.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.JitteredGrid.Cell;
import dev.loam.core.JitteredGrid.Point;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Tests for {@link JitteredGrid}. The pinned values are part of the saved-world format: if one of
 * those tests fails, the grid has changed and every saved world's zones would change with it.
 */
class JitteredGridTest {

    private static final JitteredGrid GRID = JitteredGrid.of(42L, 16.0);

    private static final int MAX = JitteredGrid.MAX_CELL_INDEX;

    // ------------------------------------------------------------------------------------------
    // Pinned outputs

    @Test
    void pointsOfSeed42CellSize16ArePinned() {
        assertEquals(new Point(12.19790506362915, 2.170947551727295), GRID.pointInCell(0, 0));
        assertEquals(new Point(63.641019344329834, -109.05021715164185), GRID.pointInCell(3, -7));
        assertEquals(new Point(-15.692324161529541, -6.562628269195557), GRID.pointInCell(-1, -1));
    }

    @Test
    void cellHashOfSeed42AndCell3Minus7IsPinned() {
        assertEquals(7132724550342207069L, GRID.cellHash(3, -7));
    }

    @Test
    void nearestCellsOfSeed42CellSize16ArePinned() {
        assertEquals(new Cell(0, -1), GRID.nearestCell(0.0, 0.0));
        assertEquals(new Cell(2, -7), GRID.nearestCell(50.5, -100.25));
        assertEquals(new Cell(-1, 0), GRID.nearestCell(-7.5, 3.25));
    }

    @Test
    void halfJitteredGridOfSeed7CellSize4point35IsPinned() {
        JitteredGrid grid = JitteredGrid.of(7L, 4.35, 0.5);
        assertEquals(new Point(10.033718769997357, 23.770755567401647), grid.pointInCell(2, 5));
        assertEquals(new Cell(2, 4), grid.nearestCell(10.0, 20.0));
    }

    // ------------------------------------------------------------------------------------------
    // Points

    @Property
    void pointAlwaysLiesInsideItsCell(
            @ForAll long seed,
            @ForAll @IntRange(min = -MAX, max = MAX) int i,
            @ForAll @IntRange(min = -MAX, max = MAX) int j,
            @ForAll @DoubleRange(min = 0.01, max = 1000.0) double cellSize,
            @ForAll @DoubleRange(min = 0.0, max = 1.0) double jitter) {
        JitteredGrid grid = JitteredGrid.of(seed, cellSize, jitter);
        Point p = grid.pointInCell(i, j);
        assertTrue(i * cellSize <= p.x() && p.x() < (i + 1) * cellSize, "x " + p);
        assertTrue(j * cellSize <= p.z() && p.z() < (j + 1) * cellSize, "z " + p);
        assertEquals(new Cell(i, j), grid.cellContaining(p.x(), p.z()));
    }

    @Test
    void pointsAtTheIndexLimitsLieInsideTheirCells() {
        JitteredGrid grid = JitteredGrid.of(1L, 4.35);
        for (int i : new int[] {-MAX, MAX}) {
            for (int j : new int[] {-MAX, MAX}) {
                Point p = grid.pointInCell(i, j);
                assertTrue(i * 4.35 <= p.x() && p.x() < (i + 1) * 4.35, "x " + p);
                assertTrue(j * 4.35 <= p.z() && p.z() < (j + 1) * 4.35, "z " + p);
            }
        }
    }

    @Property
    void pointIntoArrayMatchesThePointRecord(
            @ForAll @IntRange(min = -100_000, max = 100_000) int i,
            @ForAll @IntRange(min = -100_000, max = 100_000) int j) {
        double[] dest = {Double.NaN, Double.NaN, 7.0};
        GRID.pointInCell(i, j, dest);
        Point p = GRID.pointInCell(i, j);
        assertArrayEquals(new double[] {p.x(), p.z(), 7.0}, dest);
    }

    @Property
    void zeroJitterPutsEveryPointAtItsCellsMiddle(
            @ForAll long seed,
            @ForAll @IntRange(min = -1000, max = 1000) int i,
            @ForAll @IntRange(min = -1000, max = 1000) int j) {
        JitteredGrid grid = JitteredGrid.of(seed, 2.0, 0.0);
        assertEquals(new Point(2.0 * i + 1.0, 2.0 * j + 1.0), grid.pointInCell(i, j));
    }

    @Test
    void pointsSpreadOverTheWholeCell() {
        int[] quadrants = new int[4];
        for (int i = 0; i < 40; i++) {
            for (int j = 0; j < 100; j++) {
                Point p = GRID.pointInCell(i, j);
                double fx = p.x() / 16.0 - i;
                double fz = p.z() / 16.0 - j;
                quadrants[(fx < 0.5 ? 0 : 1) + (fz < 0.5 ? 0 : 2)]++;
            }
        }
        for (int q = 0; q < 4; q++) {
            // Expected 1000 each, standard deviation about 27.
            assertTrue(quadrants[q] > 880 && quadrants[q] < 1120, "quadrant " + q + ": "
                    + quadrants[q]);
        }
    }

    // ------------------------------------------------------------------------------------------
    // Nearest cell

    @Property
    void nearestCellIsNearestAmongTheFiveByFiveNeighbourhood(
            @ForAll long seed,
            @ForAll @DoubleRange(min = -1e6, max = 1e6) double x,
            @ForAll @DoubleRange(min = -1e6, max = 1e6) double z,
            @ForAll @DoubleRange(min = 0.0, max = 1.0) double jitter) {
        JitteredGrid grid = JitteredGrid.of(seed, 4.35, jitter);
        Cell nearest = grid.nearestCell(x, z);
        double best = distanceSquared(grid.pointInCell(nearest.i(), nearest.j()), x, z);
        Cell containing = grid.cellContaining(x, z);
        for (int j = containing.j() - 2; j <= containing.j() + 2; j++) {
            for (int i = containing.i() - 2; i <= containing.i() + 2; i++) {
                double d = distanceSquared(grid.pointInCell(i, j), x, z);
                assertTrue(d > best || (d == best && (j > nearest.j()
                                || (j == nearest.j() && i >= nearest.i()))),
                        "cell (" + i + ", " + j + ") at " + d + " beats " + nearest + " at "
                                + best);
            }
        }
    }

    @Property
    void aCellsOwnPointIsNearestToItself(
            @ForAll long seed,
            @ForAll @IntRange(min = -100_000, max = 100_000) int i,
            @ForAll @IntRange(min = -100_000, max = 100_000) int j) {
        JitteredGrid grid = JitteredGrid.of(seed, 4.35);
        Point p = grid.pointInCell(i, j);
        assertEquals(new Cell(i, j), grid.nearestCell(p.x(), p.z()));
    }

    @Test
    void tiesGoToTheLowerJThenTheLowerI() {
        JitteredGrid regular = JitteredGrid.of(0L, 2.0, 0.0);
        // Midway between the middles of cells (-1, 0) and (0, 0).
        assertEquals(new Cell(-1, 0), regular.nearestCell(0.0, 1.0));
        // Midway between the middles of cells (0, -1) and (0, 0).
        assertEquals(new Cell(0, -1), regular.nearestCell(1.0, 0.0));
        // The corner shared by cells (-1, -1), (0, -1), (-1, 0) and (0, 0).
        assertEquals(new Cell(-1, -1), regular.nearestCell(0.0, 0.0));
        assertEquals(new Cell(4, 6), regular.nearestCell(10.0, 14.0));
    }

    @Property
    void cellContainingIsTheFloorOfTheCoordinatesOverTheCellSize(
            @ForAll @DoubleRange(min = -1e6, max = 1e6) double x,
            @ForAll @DoubleRange(min = -1e6, max = 1e6) double z) {
        assertEquals(new Cell((int) Math.floor(x / 16.0), (int) Math.floor(z / 16.0)),
                GRID.cellContaining(x, z));
    }

    // ------------------------------------------------------------------------------------------
    // Cell hashes

    @Test
    void cellHashesPickChoicesRoughlyUniformly() {
        int[] counts = new int[5];
        for (int i = -50; i < 50; i++) {
            for (int j = -25; j < 25; j++) {
                counts[StableHash.bounded(GRID.cellHash(i, j), 5)]++;
            }
        }
        for (int c = 0; c < counts.length; c++) {
            // Expected 1000 each, standard deviation about 28.
            assertTrue(counts[c] > 880 && counts[c] < 1120, "choice " + c + ": " + counts[c]);
        }
    }

    @Test
    void cellHashesDependOnSeedAndCellOrder() {
        assertNotEquals(GRID.cellHash(3, -7), GRID.cellHash(-7, 3));
        assertNotEquals(GRID.cellHash(3, -7), JitteredGrid.of(43L, 16.0).cellHash(3, -7));
        // Independent of the cell size and jitter: only the seed and cell matter.
        assertEquals(GRID.cellHash(3, -7), JitteredGrid.of(42L, 1.0, 0.25).cellHash(3, -7));
    }

    @Test
    void cellHashAcceptsAnyIndices() {
        assertNotEquals(GRID.cellHash(Integer.MIN_VALUE, Integer.MAX_VALUE),
                GRID.cellHash(Integer.MAX_VALUE, Integer.MIN_VALUE));
    }

    @Test
    void sameSettingsGiveEqualGrids() {
        JitteredGrid again = JitteredGrid.of(42L, 16.0, 1.0);
        assertEquals(GRID, again);
        assertEquals(GRID.hashCode(), again.hashCode());
        assertNotEquals(GRID, JitteredGrid.of(42L, 16.0, 0.5));
        assertEquals("JitteredGrid[seed=42, cellSize=16.0, jitter=1.0]", GRID.toString());
        assertEquals(42L, GRID.seed());
        assertEquals(16.0, GRID.cellSize());
        assertEquals(1.0, GRID.jitter());
    }

    // ------------------------------------------------------------------------------------------
    // Refusals

    @Test
    void badCellSizeIsRefusedNamingIt() {
        for (double size : new double[] {
            0.0, -1.0, Double.NaN, Double.POSITIVE_INFINITY, Double.MAX_VALUE}) {
            assertRefused("cellSize", () -> JitteredGrid.of(1L, size));
        }
    }

    @Test
    void badJitterIsRefusedNamingIt() {
        for (double jitter : new double[] {-0.01, 1.01, Double.NaN}) {
            assertRefused("jitter", () -> JitteredGrid.of(1L, 4.35, jitter));
        }
    }

    @Test
    void cellIndicesOutsideTheLimitsAreRefusedNamingThem() {
        assertRefused("i must be", () -> GRID.pointInCell(MAX + 1, 0));
        assertRefused("j must be", () -> GRID.pointInCell(0, -MAX - 1));
        assertRefused("x", () -> GRID.cellContaining(16.0 * (MAX + 1.0), 0.0));
        assertRefused("too near the edge", () -> GRID.nearestCell(16.0 * MAX, 0.0));
    }

    @Test
    void nonFiniteCoordinatesAreRefusedNamingThem() {
        assertRefused("x", () -> GRID.nearestCell(Double.NaN, 0.0));
        assertRefused("z", () -> GRID.nearestCell(0.0, Double.NEGATIVE_INFINITY));
        assertRefused("z", () -> GRID.cellContaining(0.0, Double.NaN));
    }

    @Test
    void shortDestinationArrayIsRefusedNamingIt() {
        assertRefused("dest", () -> GRID.pointInCell(0, 0, new double[1]));
        assertThrows(NullPointerException.class, () -> GRID.pointInCell(0, 0, null));
    }

    private static double distanceSquared(Point p, double x, double z) {
        double dx = p.x() - x;
        double dz = p.z() - z;
        return dx * dx + dz * dz;
    }

    private static void assertRefused(String text, Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().contains(text),
                "message should mention " + text + ": " + e.getMessage());
    }
}
