package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.Test;

/** Terrain JSON the streamed read does not suit is read as a full tree, and that fallback is logged at DEBUG. */
class TerrainJsonFallbackLogTest {
    @Test
    void jsonWhoseHeightsAreEscapedFallsBackToTheTreeReadAndSaysSo() {
        Terrain ramp = TerrainFixtures.ramp();
        String json = TerrainFiles.writeJson(ramp);
        int at = json.indexOf("\"heights\"");
        int quote = json.indexOf('"', json.indexOf(':', at)) + 1;
        // The same text to a JSON parser, but the bulk string is no longer its plain bytes.
        String escaped = json.substring(0, quote) + String.format("\\u%04x", (int) json.charAt(quote))
                + json.substring(quote + 1);
        try (LogCapture log = new LogCapture(TerrainJsonFast.class.getName())) {
            Terrain read = TerrainFiles.readTerrainJson(escaped.getBytes(StandardCharsets.UTF_8));
            assertTrue(ramp.contentEquals(read));
            List<String> debug = log.messages(Level.FINE);
            assertEquals(List.of("terrain JSON of " + escaped.length() + " bytes does not suit the streamed read: "
                    + "reading it as a full tree"), debug);
        }
        try (LogCapture log = new LogCapture(TerrainJsonFast.class.getName())) {
            TerrainFiles.readTerrainJson(json);
            assertEquals(0, log.count(), "the streamed read took it: nothing to say");
        }
    }
}
