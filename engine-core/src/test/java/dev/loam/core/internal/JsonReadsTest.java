package dev.loam.core.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.LoamInputException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

class JsonReadsTest {
    /** A module's refusal, as BlockMapException or TerrainFormatException is. */
    static final class Refused extends LoamInputException {
        private static final long serialVersionUID = 1L;

        Refused(String place, String problem, String fix, Throwable cause) {
            super(place, problem, fix, cause);
        }
    }

    private static final JsonReads<Refused> READS = new JsonReads<>(Refused::new, "field", "is missing");
    private static final JsonReads<Refused> KEYS = new JsonReads<>(Refused::new, "key", "is required");

    @Test
    void aKeyADottedPathCannotSpellIsWrittenQuotedInBrackets() {
        assertEquals("$[\"\"]", JsonReads.at("", ""));
        assertEquals("$[\"\"]", JsonReads.at("$", ""));
        assertEquals("blocks[\"\"]", JsonReads.at("blocks", ""));
        assertEquals("legend[\"a.b\"]", JsonReads.at("legend", "a.b"));
        assertEquals("legend[\" x\"]", JsonReads.at("legend", " x"));
        assertEquals("legend[\"\\ud800\"]", JsonReads.at("legend", "\ud800"));
        assertEquals("legend.#", JsonReads.at("legend", "#"));
        assertEquals("names.\ud83c\udf32", JsonReads.at("names", "\ud83c\udf32"));
        assertEquals("layers[2].tile", JsonReads.at(JsonReads.at("layers", 2), "tile"));
    }

    @Test
    void anEmptyKeyIsRefusedAsAnUnknownFieldNamingIt() {
        JsonNode n = LoamJson.parse("{\"\": []}");
        Refused e = assertThrows(Refused.class, () -> READS.onlyKnown(n, "", List.of("name")));
        assertEquals("$[\"\"]", e.place());
        assertEquals("$[\"\"]: unknown field; known fields are name", e.getMessage());
    }

    @Test
    void aWrongTypeIsRefusedWithTheModulesExceptionNamingThePathAndWhatItWas() {
        JsonNode n = LoamJson.parse("{\"columns\": \"four\", \"scale\": 1e400, \"size\": 4.5, \"count\": 40}");
        Refused columns = assertThrows(Refused.class,
                () -> READS.whole(n.get("columns"), "cover.columns", "a whole number", 1, 64));
        assertEquals("cover.columns: must be a whole number, but is a string", columns.getMessage());
        assertEquals("cover.columns", columns.place());
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
        assertEquals("origin: must be [x, y, z], but holds 2 entries", assertThrows(Refused.class,
                () -> READS.array(LoamJson.parse("[1, 2]"), "origin", "[x, y, z]", 3)).getMessage());
        assertEquals("perCell[1]: must be a whole number, but is a string", assertThrows(Refused.class,
                () -> READS.wholeList(LoamJson.parse("[3, \"5\"]"), "perCell", "an array", 0, 9)).getMessage());
    }

    @Test
    void aValueOfTheRightTypeIsRead() {
        JsonNode n = LoamJson.parse("{\"a\": true, \"b\": \"x\", \"c\": 4.0, \"d\": [1, 2]}");
        assertEquals(true, READS.bool(n.get("a"), "a"));
        assertEquals("x", READS.string(n.get("b"), "b", "a string"));
        assertEquals(4L, READS.whole(n.get("c"), "c", "a whole number", 0, 10), "4.0 counts as whole");
        assertEquals(List.of(1, 2), READS.wholeList(n.get("d"), "d", "an array", 0, 9));
        assertEquals("null", JsonReads.kind(LoamJson.parse("{\"n\": null}").get("n")));
    }

    @Test
    void theRootIsNamedDollarAndAMemberOfTheRootIsNamedWithoutIt() {
        assertEquals("layers", JsonReads.at(JsonReads.ROOT, "layers"));
        assertEquals("layers", JsonReads.at("", "layers"));
        assertEquals("layers.tile", JsonReads.at("layers", "tile"));
        assertEquals("layers[2]", JsonReads.at("layers", 2));
        Refused unknown = assertThrows(Refused.class,
                () -> READS.onlyKnown(LoamJson.parse("{\"colour\": 1}"), JsonReads.ROOT, List.of("name", "blocks")));
        assertEquals("colour: unknown field; known fields are name, blocks", unknown.getMessage());
        assertEquals("colour", unknown.place());
    }

    @Test
    void eachFormatNamesItsMembersInItsOwnWords() {
        JsonNode root = LoamJson.parse("{\"tiel\": 1}");
        assertEquals("layers[0].tiel: unknown key; known keys are tile", assertThrows(Refused.class,
                () -> KEYS.onlyKnown(root, "layers[0]", List.of("tile"))).getMessage());
        assertEquals("origin: is required: [x, y, z] of the first vertex", assertThrows(Refused.class,
                () -> KEYS.required(root, "", "origin", "[x, y, z] of the first vertex")).getMessage());
        assertEquals("recipes[0].id: is missing: name the recipe", assertThrows(Refused.class,
                () -> READS.required(root, "recipes[0]", "id", "name the recipe")).getMessage());
        assertEquals(1, KEYS.required(root, "", "tiel", "anything").intValue());
    }

    @Test
    void anOptionalMemberIsReadAtItsPathOrGivesTheDefault() {
        JsonNode layer = LoamJson.parse("{\"spacing\": 90, \"chunkSize\": \"big\"}");
        assertEquals(90.0, READS.optional(layer, "layers[0]", "spacing", 1.0, (n, p) -> READS.number(n, p, "a number")));
        assertEquals(2000.0, READS.optional(layer, "layers[0]", "drawDistance", 2000.0,
                (n, p) -> READS.number(n, p, "a number")));
        assertEquals("layers[0].chunkSize: must be a number, but is a string", assertThrows(Refused.class,
                () -> READS.optional(layer, "layers[0]", "chunkSize", 512.0, (n, p) -> READS.number(n, p, "a number")))
                .getMessage());
    }

    @Test
    void badTextIsRefusedAtTheRootWithItsLineAndColumn() {
        Refused notJson = assertThrows(Refused.class, () -> READS.parse("{\"a\": }", "empty"));
        assertEquals("$", notJson.place());
        assertTrue(notJson.getMessage().startsWith("$: not valid JSON at line 1, column 7"), notJson.getMessage());
        assertInstanceOf(JacksonException.class, notJson.getCause());
        Refused bytes = assertThrows(Refused.class,
                () -> READS.parse("[1,\n 2,,]".getBytes(StandardCharsets.UTF_8), "empty"));
        assertTrue(bytes.getMessage().startsWith("$: not valid JSON at line 2, column 4 (byte 7)"), bytes.getMessage());
        assertEquals("$: the file is empty: it needs one JSON object",
                assertThrows(Refused.class, () -> READS.parse("  ", "the file is empty: it needs one JSON object"))
                        .getMessage());
        assertEquals("$: no JSON text was given",
                assertThrows(Refused.class, () -> READS.parse((String) null, "empty")).getMessage());
        assertEquals(Optional.empty(), notJson.fix());
    }

    @Test
    void aFileIsReadWholeOrRefusedAtTheRoot(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("a.json"), "{\"a\": 1}");
        assertArrayEquals(Files.readAllBytes(file), READS.readBytes(file, 100));
        assertEquals("$: " + file + " is 8 bytes, past the largest file read, 7 bytes",
                assertThrows(Refused.class, () -> READS.readBytes(file, 7)).getMessage());
        Path none = dir.resolve("none.json");
        assertEquals("$: no such file: " + none, assertThrows(Refused.class, () -> READS.readBytes(none, 100)).getMessage());
        assertEquals("$: cannot read " + dir + ": ", assertThrows(Refused.class, () -> READS.readBytes(dir, 1L << 40))
                .getMessage().substring(0, ("$: cannot read " + dir + ": ").length()));
        assertEquals("$: the input is past the largest file read, 3 bytes", assertThrows(Refused.class,
                () -> READS.readBytes(new ByteArrayInputStream(new byte[4]), 3)).getMessage());
        assertEquals(3, READS.readBytes(new ByteArrayInputStream(new byte[3]), 3).length);
    }

    @Test
    void aRefusalMadeWithAFixCarriesItApart() {
        Refused r = READS.refuse("layers[0].spacing", "2 is too small", "raise it to 90");
        assertEquals("layers[0].spacing: 2 is too small: raise it to 90", r.getMessage());
        assertEquals(Optional.of("raise it to 90"), r.fix());
        assertEquals(Optional.empty(), READS.refuse("id", "is taken").fix());
    }
}
