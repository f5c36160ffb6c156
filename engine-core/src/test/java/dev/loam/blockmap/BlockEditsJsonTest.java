package dev.loam.blockmap;

import static dev.loam.blockmap.BlockEditFixtures.cell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Tests for {@link BlockEdits}: the edit file format, its round trip, and what it refuses. */
class BlockEditsJsonTest {

    /** The spec's example, as the TypeScript writes it. */
    static final String PLATEAU_JSON = """
            [{"tool": "raise", "cells": [[3,3]], "brush": {"size": 3, "shape": "square"}, "steps": 2},
             {"tool": "rectangle", "from": [2,2], "to": [4,4], "block": "stone"},
             {"tool": "lower", "cells": [[3,4]]},
             {"tool": "stairs", "cell": [3,4], "facing": "north"}]
            """;

    static final List<BlockEdit> PLATEAU = List.of(
            new BlockEdit.Raise(List.of(cell(3, 3)), Brush.square(3), 2),
            new BlockEdit.Rectangle(cell(2, 2), cell(4, 4), "stone"),
            new BlockEdit.Lower(List.of(cell(3, 4)), Brush.ONE, 1),
            new BlockEdit.Stairs(cell(3, 4), Optional.of(BlockFacing.NORTH), Optional.empty()));

    /** One edit of every tool and form, defaults and not. */
    static final List<BlockEdit> EVERY_TOOL = List.of(
            new BlockEdit.Paint(List.of(cell(1, 2), cell(2, 2)), Brush.round(3), "dirt"),
            new BlockEdit.Paint(List.of(cell(0, 0)), Brush.ONE, "."),
            new BlockEdit.Fill(cell(0, 0), "water"),
            new BlockEdit.Rectangle(cell(2, 2), cell(4, 4), "stone"),
            new BlockEdit.Raise(List.of(cell(3, 3)), Brush.square(3), 2),
            new BlockEdit.Lower(List.of(cell(3, 4)), Brush.ONE, 1),
            new BlockEdit.Set(List.of(cell(5, 5)), Brush.square(2), 4),
            new BlockEdit.Set(List.of(cell(5, 5)), Brush.ONE, -1.5),
            new BlockEdit.Flatten(List.of(cell(5, 5), cell(6, 5)), Brush.ONE, OptionalDouble.of(2)),
            new BlockEdit.Flatten(List.of(cell(5, 5)), Brush.round(4), OptionalDouble.empty()),
            new BlockEdit.Smooth(List.of(cell(5, 5)), Brush.square(5)),
            new BlockEdit.Stairs(cell(3, 4), Optional.of(BlockFacing.WEST), Optional.of("stairs")),
            new BlockEdit.Stairs(cell(3, 4), Optional.empty(), Optional.empty()),
            new BlockEdit.StairsFlight(cell(3, 6), cell(3, 3), Optional.of("stairs")),
            new BlockEdit.StairsFlight(cell(3, 6), cell(0, 6), Optional.empty()));

    @Test
    void readsTheSpecsPlateauExample() {
        assertEquals(PLATEAU, BlockEdits.readJson(PLATEAU_JSON));
    }

    @Test
    void readsAnObjectWhoseEditsFieldHoldsTheList() {
        assertEquals(PLATEAU, BlockEdits.readJson("{\"edits\": " + PLATEAU_JSON + "}"));
    }

    @Test
    void readsToolShapeAndFacingNamesInAnyCase() {
        assertEquals(List.of(new BlockEdit.Raise(List.of(cell(1, 1)), Brush.round(2), 1),
                        new BlockEdit.Stairs(cell(0, 0), BlockFacing.EAST)),
                BlockEdits.readJson("[{\"tool\": \"Raise\", \"cells\": [[1, 1]], \"brush\": {\"size\": 2, \"shape\": \"ROUND\"}},"
                        + "{\"tool\": \"STAIRS\", \"cell\": [0, 0], \"facing\": \"East\"}]"));
    }

    @Test
    void leftOutBrushStepsAndShapeTakeTheirDefaults() {
        assertEquals(List.of(new BlockEdit.Raise(List.of(cell(3, 4)), Brush.ONE, 1),
                        new BlockEdit.Smooth(List.of(cell(1, 1)), Brush.square(4))),
                BlockEdits.readJson("[{\"tool\": \"raise\", \"cells\": [[3, 4]]}, "
                        + "{\"tool\": \"smooth\", \"cells\": [[1, 1]], \"brush\": {\"size\": 4}}]"));
    }

    @Test
    void writesOneEditALineLeavingDefaultsOut() {
        assertEquals("""
                [
                  {"tool": "raise", "cells": [[3, 3]], "brush": {"size": 3}, "steps": 2},
                  {"tool": "rectangle", "from": [2, 2], "to": [4, 4], "block": "stone"},
                  {"tool": "lower", "cells": [[3, 4]]},
                  {"tool": "stairs", "cell": [3, 4], "facing": "north"}
                ]""", BlockEdits.writeJson(PLATEAU));
        assertEquals("[]", BlockEdits.writeJson(List.of()));
    }

    @Test
    void everyToolRoundTripsThroughJson() {
        assertEquals(EVERY_TOOL, BlockEdits.readJson(BlockEdits.writeJson(EVERY_TOOL)));
    }

    @Test
    void nonFiniteHeightCannotBeWritten() {
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockEdits.writeJson(List.of(
                new BlockEdit.Raise(cell(0, 0)), new BlockEdit.Set(List.of(cell(0, 0)), Brush.ONE, Double.NaN))));
        assertEquals("edits[1].height", e.path());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "[{\"tool\": \"spray\", \"cells\": [[0, 0]]}]                                       | edits[0].tool",
            "[{\"cells\": [[0, 0]]}]                                                            | edits[0].tool",
            "[{\"tool\": 3}]                                                                    | edits[0].tool",
            "[{\"tool\": \"raise\", \"cells\": [[0, 0]]}, {\"tool\": \"paint\", \"cells\": [[0, 0]], \"block\": \"dirt\", \"colour\": 1}] | edits[1].colour",
            "[{\"tool\": \"raise\"}]                                                            | edits[0].cells",
            "[{\"tool\": \"raise\", \"cells\": []}]                                             | edits[0].cells",
            "[{\"tool\": \"raise\", \"cells\": [3, 3]}]                                         | edits[0].cells[0]",
            "[{\"tool\": \"raise\", \"cells\": [[3, 1.5]]}]                                     | edits[0].cells[0][1]",
            "[{\"tool\": \"raise\", \"cells\": [[3, \"4\"]]}]                                   | edits[0].cells[0][1]",
            "[{\"tool\": \"raise\", \"cells\": [[3, 99999999999]]}]                             | edits[0].cells[0][1]",
            "[{\"tool\": \"raise\", \"cells\": [[3, 3, 3]]}]                                    | edits[0].cells[0]",
            "[{\"tool\": \"raise\", \"cells\": [[3, 3]], \"steps\": 0}]                         | edits[0].steps",
            "[{\"tool\": \"raise\", \"cells\": [[3, 3]], \"steps\": 1.5}]                       | edits[0].steps",
            "[{\"tool\": \"raise\", \"cells\": [[3, 3]], \"brush\": 3}]                         | edits[0].brush",
            "[{\"tool\": \"raise\", \"cells\": [[3, 3]], \"brush\": {\"size\": 0}}]             | edits[0].brush.size",
            "[{\"tool\": \"raise\", \"cells\": [[3, 3]], \"brush\": {\"size\": 65}}]            | edits[0].brush.size",
            "[{\"tool\": \"raise\", \"cells\": [[3, 3]], \"brush\": {\"shape\": \"star\"}}]     | edits[0].brush.shape",
            "[{\"tool\": \"raise\", \"cells\": [[3, 3]], \"brush\": {\"sides\": 4}}]            | edits[0].brush.sides",
            "[{\"tool\": \"set\", \"cells\": [[3, 3]]}]                                         | edits[0].height",
            "[{\"tool\": \"set\", \"cells\": [[3, 3]], \"height\": \"2\"}]                      | edits[0].height",
            "[{\"tool\": \"set\", \"cells\": [[3, 3]], \"height\": 1e999}]                      | edits[0].height",
            "[{\"tool\": \"paint\", \"cells\": [[3, 3]]}]                                       | edits[0].block",
            "[{\"tool\": \"paint\", \"cells\": [[3, 3]], \"block\": null}]                      | edits[0].block",
            "[{\"tool\": \"fill\", \"block\": \"dirt\"}]                                        | edits[0].cell",
            "[{\"tool\": \"rectangle\", \"from\": [0, 0], \"block\": \"dirt\"}]                 | edits[0].to",
            "[{\"tool\": \"stairs\", \"cell\": [3, 4], \"facing\": \"up\"}]                     | edits[0].facing",
            "[{\"tool\": \"stairs\", \"cell\": [3, 4], \"from\": [3, 5], \"to\": [3, 2]}]      | edits[0].cell",
            "[{\"tool\": \"stairs\", \"from\": [3, 5]}]                                         | edits[0].to",
            "[{\"tool\": \"stairs\", \"from\": [3, 5], \"to\": [3, 2], \"facing\": \"north\"}] | edits[0].facing",
            "[{\"tool\": \"stairs\"}]                                                           | edits[0].cell",
            "[3]                                                                                | edits[0]",
            "{\"edits\": [], \"map\": \"x\"}                                                    | map",
            "{\"edits\": 3}                                                                     | edits",
            "{}                                                                                 | edits",
            "\"raise\"                                                                          | $",
            "[{\"tool\": \"raise\", \"tool\": \"lower\", \"cells\": [[0, 0]]}]                  | $",
            "[] []                                                                              | $",
            "[{\"tool\": \"raise\",                                                             | $",
            "''                                                                                 | $",
    })
    void refusalNamesTheFieldsPath(String json, String path) {
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockEdits.readJson(json));
        assertEquals(path, e.path(), e.getMessage());
        assertTrue(e.getMessage().startsWith(path + ": "), e.getMessage());
    }

    @Test
    void deeplyNestedTextIsRefusedAsABlockMapException() {
        assertEquals("$", assertThrows(BlockMapException.class, () -> BlockEdits.readJson("[".repeat(100_000))).path());
        assertEquals("edits[0]", assertThrows(BlockMapException.class,
                () -> BlockEdits.readJson("[".repeat(500) + "]".repeat(500))).path());
    }

    @Test
    void missingFieldIsRefusedNamingTheToolThatNeedsIt() {
        BlockMapException e = assertThrows(BlockMapException.class,
                () -> BlockEdits.readJson("{\"edits\": [{\"tool\": \"RECTANGLE\", \"from\": [0, 0], \"to\": [1, 1]}]}"));
        assertEquals("edits[0].block: missing: a rectangle edit needs block", e.getMessage());
    }

    @Test
    void unknownToolIsRefusedListingTheTools() {
        BlockMapException e = assertThrows(BlockMapException.class,
                () -> BlockEdits.readJson("[{\"tool\": \"spray\", \"cells\": [[0, 0]]}]"));
        assertEquals("edits[0].tool: unknown tool \"spray\": use one of paint, fill, rectangle, raise, lower, set, "
                + "flatten, smooth, stairs", e.getMessage());
    }

    @Test
    void unknownFieldIsRefusedListingTheToolsFields() {
        BlockMapException e = assertThrows(BlockMapException.class,
                () -> BlockEdits.readJson("[{\"tool\": \"lower\", \"cells\": [[0, 0]], \"block\": \"dirt\"}]"));
        assertEquals("edits[0].block: unknown field: a lower edit takes tool, cells, brush, steps", e.getMessage());
    }

    // ---- properties ----------------------------------------------------------------------------

    @Provide
    Arbitrary<List<BlockEdit>> editLists() {
        return BlockEditFixtures.edits(8, 8).list().ofMaxSize(8);
    }

    /** Whatever a list holds, writing it and reading it back gives an equal list. */
    @Property(tries = 300)
    void anyEditListRoundTrips(@ForAll("editLists") List<BlockEdit> edits) {
        assertEquals(edits, BlockEdits.readJson(BlockEdits.writeJson(edits)));
    }

    private static void onlyBlockMapException(String json) {
        try {
            BlockEdits.readJson(json);
        } catch (BlockMapException e) {
            assertTrue(e.path() != null && !e.getMessage().isBlank());
        }
        // Any other throwable fails the property.
    }

    /** Every prefix of a valid file either reads or is refused with a BlockMapException, never anything else. */
    @Property(tries = 300)
    void truncatedJsonIsOnlyEverABlockMapException(@ForAll("editLists") List<BlockEdit> edits,
                                                   @ForAll @IntRange(min = 0, max = 10_000) int cut) {
        String json = BlockEdits.writeJson(edits);
        onlyBlockMapException(json.substring(0, Math.min(cut, json.length())));
    }

    @Provide
    Arbitrary<String> jsonish() {
        return Arbitraries.strings().withChars("[]{}\":,0123456789.-e tolsrupaintcebkfdh\\").ofMaxLength(80);
    }

    /** Random text made of JSON's own characters is only ever refused with a BlockMapException. */
    @Property(tries = 1000)
    void randomTextIsOnlyEverABlockMapException(@ForAll("jsonish") String text) {
        onlyBlockMapException(text);
    }

    /** A valid file with one character replaced is only ever read or refused with a BlockMapException. */
    @Property(tries = 1000)
    void mutatedJsonIsOnlyEverABlockMapException(@ForAll("editLists") List<BlockEdit> edits,
                                                 @ForAll @IntRange(min = 0, max = 10_000) int at,
                                                 @ForAll("jsonish") String with) {
        String json = BlockEdits.writeJson(edits);
        int i = Math.min(at, json.length() - 1);
        onlyBlockMapException(json.substring(0, i) + with + json.substring(i + 1));
    }
}
