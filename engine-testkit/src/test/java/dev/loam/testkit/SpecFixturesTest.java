package dev.loam.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockSetFiles;
import dev.loam.blockmap.BlockSetLookup;
import org.junit.jupiter.api.Test;

class SpecFixturesTest {

    @Test
    void theVillageSetFileReadsToTheBuiltVillageSet() {
        assertEquals(SpecFixtures.village(), BlockSetFiles.read(SpecFixtures.VILLAGE_SET_JSON, null));
    }

    @Test
    void theTerracesFileReadsToTheBuiltTerracesCellForCell() {
        BlockMap built = SpecFixtures.terraces();
        BlockMap read = BlockMapFiles.toMap(BlockMapFiles.read(SpecFixtures.TERRACES_JSON), null,
                BlockSetLookup.of(SpecFixtures.village()));
        assertEquals(built.name(), read.name());
        assertEquals(built.blockSet(), read.blockSet());
        assertEquals(built.legend(), read.legend());
        assertEquals(built.seaMetres(), read.seaMetres());
        assertEquals(built.position(), read.position());
        assertEquals(5, read.width());
        assertEquals(3, read.depth());
        for (int row = 0; row < built.depth(); row++) {
            for (int column = 0; column < built.width(); column++) {
                assertEquals(built.heightSteps(column, row), read.heightSteps(column, row), column + ", " + row);
                assertEquals(built.topMetres(column, row), read.topMetres(column, row), column + ", " + row);
            }
        }
    }

    @Test
    void eachCallBuildsANewMapSoATestMayEditIt() {
        assertNotSame(SpecFixtures.terraces(), SpecFixtures.terraces());
    }

    @Test
    void aColourReadsAsItsRgbInt() {
        assertEquals(0x5f8f3e, SpecFixtures.rgb(SpecFixtures.GRASS_TOP));
        assertThrows(NumberFormatException.class, () -> SpecFixtures.rgb("5f8f3e"));
    }
}
