package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A lone UTF-16 surrogate in a scatter set's name, material, source or target once survived JSON
 * and came back from the binary container as {@code ?}. No UTF-8 file can carry one, so every
 * reader and builder refuses it, naming the place; what is accepted round-trips exactly.
 */
class LoneSurrogateRefusalTest {
    private static String scatter() throws IOException {
        try (InputStream in = LoneSurrogateRefusalTest.class.getResourceAsStream("/terrain/corpus/small-scatter.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void aLoneSurrogateInAScatterFileIsRefusedAtItsPlace() throws IOException {
        String valid = scatter();
        record Case(String from, String to, String place) { }
        for (Case c : List.of(new Case("\"pines\"", "\"pi\\ud800nes\"", "name"),
                new Case("\"res://set.tres\"", "\"res://set\\udc00.tres\"", "material"),
                new Case("\"res://pine.glb\"", "\"res://pine\\ud83c.glb\"", "items[0].source"),
                new Case("\"res://moss.tres\"", "\"\\udfff\"", "items[1].material"),
                new Case("[\"terrain\"]", "[\"ter\\ud800rain\"]", "targets[0]"))) {
            String json = valid.replace(c.from(), c.to());
            TerrainFormatException e = assertThrows(TerrainFormatException.class,
                    () -> TerrainFiles.read(json.getBytes(StandardCharsets.UTF_8)), c.to());
            assertEquals(c.place(), e.path());
            assertTrue(e.getMessage().contains("lone UTF-16 surrogate"), e.getMessage());
        }
    }

    @Test
    void aLoneSurrogateIsRefusedByTheBuildersSoNothingReachesTheContainer() {
        assertEquals("source", assertThrows(TerrainFormatException.class, () -> new ScatterItem("res://\ud800.glb", 1, 1, 1,
                0, 0, false, 0, 0, Optional.empty(), true)).path());
        assertEquals("name", assertThrows(TerrainFormatException.class,
                () -> Scatter.builder("pi\udc00nes").build()).path());
        assertEquals("material", assertThrows(TerrainFormatException.class,
                () -> new TerrainLayer("\ud800", 256, 0, 0.5)).path());
    }

    @Test
    void aWholeCharacterOutsideTheBasicPlaneRoundTripsThroughBothFormats() throws IOException {
        String json = scatter().replace("\"pines\"", "\"pines \\ud83c\\udf32\"");
        TerrainFile f = TerrainFiles.read(json.getBytes(StandardCharsets.UTF_8));
        assertEquals("pines \ud83c\udf32", f.scatters().get(0).name());
        TerrainFile back = TerrainFiles.readBinary(TerrainFiles.writeBinary(f));
        assertTrue(back.contentEquals(f));
        assertEquals("pines \ud83c\udf32", back.scatters().get(0).name());
    }
}
