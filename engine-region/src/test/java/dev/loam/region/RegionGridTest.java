package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RegionGridTest {
    @Test
    void theGridsNumbersAreTheSpecs() {
        assertEquals(64.0, RegionGrid.TILE_METRES);
        assertEquals(4.0, RegionGrid.LEVEL_METRES);
        assertEquals(10, RegionGrid.MAX_LEVEL);
        assertEquals(4.0, RegionGrid.CELL_METRES);
        assertEquals(RegionGrid.TILE_METRES, RegionGrid.CELLS_PER_TILE * RegionGrid.CELL_METRES);
        assertEquals(12, RegionGrid.MAX_FEATURES);
    }

    @Test
    void theSpawnApronIsTheTwoTilesInTheMiddleOfTheSouthernEdge() {
        assertEquals(4, RegionGrid.apronFirstTile(10));
        assertTrue(RegionGrid.isApronTile(10, 4, 0) && RegionGrid.isApronTile(10, 5, 0));
        assertFalse(RegionGrid.isApronTile(10, 3, 0) || RegionGrid.isApronTile(10, 6, 0) || RegionGrid.isApronTile(10, 4, 1));
        assertEquals(5, RegionGrid.apronFirstTile(12));
        assertEquals(0, RegionGrid.apronFirstTile(3), "a 3-wide region's apron starts at its eastern tile");
        assertTrue(RegionGrid.isApronCorner(10, 6, 1) && !RegionGrid.isApronCorner(10, 7, 1) && !RegionGrid.isApronCorner(10, 5, 2));
    }

    @Test
    void northIsPlusZAndEastIsMinusX() {
        assertEquals(1, Direction.NORTH.dj());
        assertEquals(-1, Direction.EAST.di());
        assertEquals(-1, Direction.SOUTH.dj());
        assertEquals(1, Direction.WEST.di());
    }

    @Test
    void theRimIsTheOutermostCorners() {
        assertTrue(RegionGrid.isRim(10, 8, 0, 4) && RegionGrid.isRim(10, 8, 10, 4) && RegionGrid.isRim(10, 8, 3, 8));
        assertFalse(RegionGrid.isRim(10, 8, 1, 1) || RegionGrid.isRim(10, 8, 9, 7));
    }
}
