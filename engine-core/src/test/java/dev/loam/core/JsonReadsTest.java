package dev.loam.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class JsonReadsTest {
    /** A module's refusal, as BlockMapException or TerrainFormatException would be. */
    static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String path, String message) {
            super(path + ": " + message);
        }
    }

    private static final JsonReads READS = new JsonReads(Refused::new);

    @Test
    void aWrongTypeIsRefusedWithTheModulesExceptionNamingThePathAndWhatItWas() {
        JsonNode n = LoamJson.parse("{\"columns\": \"four\", \"scale\": 1e400, \"size\": 4.5, \"count\": 40}");
        assertEquals("cover.columns: must be a whole number, but is a string",
                assertThrows(Refused.class, () -> READS.whole(n.get("columns"), "cover.columns", "a whole number", 1, 64))
                        .getMessage());
        assertEquals("cover.scale: must be a number, but " + n.get("scale") + " is past the largest number",
                assertThrows(Refused.class, () -> READS.number(n.get("scale"), "cover.scale", "a number")).getMessage());
        assertEquals("cover.size: must be a whole number, but 4.5 is not a whole number",
                assertThrows(Refused.class, () -> READS.whole(n.get("size"), "cover.size", "a whole number", 1, 64))
                        .getMessage());
        assertEquals("cover.count: 40 must lie in 1..32",
                assertThrows(Refused.class, () -> READS.whole(n.get("count"), "cover.count", "a whole number", 1, 32))
                        .getMessage());
        assertEquals("cover.frames: must be an array, but is missing",
                assertThrows(Refused.class, () -> READS.array(n.get("frames"), "cover.frames", "an array")).getMessage());
    }

    @Test
    void aValueOfTheRightTypeIsRead() {
        JsonNode n = LoamJson.parse("{\"a\": true, \"b\": \"x\", \"c\": 4.0}");
        assertEquals(true, READS.bool(n.get("a"), "a"));
        assertEquals("x", READS.string(n.get("b"), "b", "a string"));
        assertEquals(4L, READS.whole(n.get("c"), "c", "a whole number", 0, 10), "4.0 counts as whole");
        assertEquals("null", JsonReads.kind(LoamJson.parse("{\"n\": null}").get("n")));
    }
}
