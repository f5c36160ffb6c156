package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loam.core.LoamInputException;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A caller that catches only {@link LoamInputException} gets the terrain readers' place and fix. */
class TerrainInputRefusalTest {
    @Test
    void aScatterFilesRefusalIsCaughtAsALoamInputExceptionWithItsPlaceAndFix() {
        LoamInputException e = assertThrows(LoamInputException.class,
                () -> TerrainFiles.readScatterJson("{\"name\": \"grass\", \"kind\": \"shrubs\", \"items\": []}"));
        assertInstanceOf(TerrainFormatException.class, e);
        assertEquals("kind", e.place());
        assertEquals(Optional.of("use \"props\" or \"foliage\""), e.fix());
        assertEquals("kind: \"shrubs\" is not a kind; use \"props\" or \"foliage\"", e.getMessage());
        assertEquals(e.place(), ((TerrainFormatException) e).path());
    }

    @Test
    void anItemsFixSurvivesBeingMovedUnderTheItemsPath() {
        LoamInputException e = assertThrows(LoamInputException.class,
                () -> TerrainFiles.readScatterJson("{\"name\": \"grass\", \"items\": [{\"source\": \" \"}]}"));
        assertEquals("items[0].source", e.place());
        assertEquals(Optional.of("give a res:// model or scene"), e.fix());
        assertEquals("items[0].source: an item's source cannot be empty: give a res:// model or scene", e.getMessage());
    }

    @Test
    void aContainersRefusalNamesItsByteAndHasNoFix() {
        byte[] notAContainer = "LOAMTERX and more bytes".getBytes(StandardCharsets.US_ASCII);
        LoamInputException e = assertThrows(LoamInputException.class, () -> TerrainFiles.readBinary(notAContainer));
        assertEquals("byte 0", e.place());
        assertEquals(Optional.empty(), e.fix());
    }

    @Test
    void aRawHeightmapsRefusalCarriesItsFix() {
        LoamInputException e = assertThrows(LoamInputException.class,
                () -> TerrainHeightmaps.importRaw16(new byte[2 * 6], ByteOrder.LITTLE_ENDIAN, 0, 1, 1));
        assertEquals("raw", e.place());
        assertEquals(Optional.of("give the width"), e.fix());
    }
}
