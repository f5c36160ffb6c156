package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Regression: a cursor another terrain made was taken by {@code forEachChange}, which answered
 * true with that terrain's position read in this one's history. Guards that it is refused, naming
 * both terrains.
 */
class TerrainCursorTest {
    @Test
    void aCursorFromAnotherTerrainIsRefusedNamingBoth() {
        Terrain mine = Terrain.builder(3, 3, 1.0).build();
        Terrain other = Terrain.builder(5, 5, 2.0).build();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> mine.forEachChange(other.cursor(), c -> { }));
        assertTrue(e.getMessage().contains(other.toString()) && e.getMessage().contains(mine.toString()),
                e.getMessage());
        assertTrue(mine.forEachChange(mine.cursor(), c -> { }));
        assertEquals(mine.cursor(), mine.cursor());
    }
}
