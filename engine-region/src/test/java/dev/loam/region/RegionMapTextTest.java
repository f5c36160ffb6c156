package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RegionMapTextTest {
    @Test
    void theTerrainExamplePrintsExactlyTheSpecsMap() {
        assertEquals(RegionExamples.TERRAIN_MAP, RegionExamples.build(RegionExamples.TERRAIN).mapText());
    }

    @Test
    void waterLavaAndLettersMarkTheirTiles() {
        String[] lines = RegionExamples.build(RegionExamples.SMALL).mapText().split("\n");
        // Row j = 6 is line 4 (header, then j = 9, 8, 7, 6); column of tile i is 5 + 2 * (9 - i).
        assertEquals('X', lines[4].charAt(5 + 2 * (9 - 7)), lines[4]);
        assertEquals('*', lines[4].charAt(5 + 2 * (9 - 6)), lines[4]);
        assertEquals('*', lines[5].charAt(5 + 2 * (9 - 7)), lines[5]);
        assertEquals('L', lines[5].charAt(5 + 2 * (9 - 2)), lines[5]);
        assertEquals('~', lines[5].charAt(5 + 2 * (9 - 1)), lines[5]);
        assertEquals('~', lines[6].charAt(5 + 2 * (9 - 4)), lines[6]);
        // The mountain and the ski run's top share tile [5, 8]: the feature listed first wins it.
        assertEquals('M', lines[2].charAt(5 + 2 * (9 - 5)), lines[2]);
        assertEquals("  0  0 0 0 0 S S 0 0 0 0", lines[10]);
    }

    @Test
    void aLevelOfTenPrintsAsA() {
        String json = "{\"template\": \"region\", \"name\": \"test-tall\", \"size\": [16, 16], \"features\": ["
                + "{\"kind\": \"mountain\", \"at\": [8, 9], \"level\": 10, \"radius\": 5}]}";
        Region r = RegionExamples.build(json);
        assertEquals(10, r.corners().level(8, 9));
        assertTrue(r.mapText().contains("A"), r.mapText());
        assertTrue(r.mapText().contains("M"), r.mapText());
    }

    @Test
    void aRegionWiderThanTenTilesPrintsTheTensOfIAbove() {
        String[] lines = RegionExamples.build(RegionExamples.ROADS).mapText().split("\n");
        assertEquals("     1 1", lines[0]);
        assertEquals("     1 0 9 8 7 6 5 4 3 2 1 0   (i, east to the right)", lines[1]);
        assertEquals(12, lines.length);
    }
}
