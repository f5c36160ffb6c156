package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BlockMapFilesTest {

    /** The spec's "Read a map file" example, with the optional fields of the brief. */
    static final String TERRACES = """
            { "name": "terraces",
              "blockSet": "village",
              "cells": ["ggggT", "ccscc", "wwwww"],
              "heights": ["22222", "11111", "-1 -1 -1 -1 -1"],
              "legend": { "g": "grass", "c": "cobblestone", "s": {"block": "stairs", "facing": "north"},
                          "w": {"block": "riverbed", "waterLevel": 0.2}, "T": "tree" },
              "sea": 0.2,
              "position": [-2.5, 0, -1.5] }
            """;

    static BlockMapException refusal(String json) {
        return assertThrows(BlockMapException.class, () -> BlockMapFiles.read(json));
    }

    // ---- reading --------------------------------------------------------------------------------

    @Test
    void specExampleReadsToItsRowsHeightsAndLegend() {
        BlockMapFile f = BlockMapFiles.read(TERRACES);
        assertEquals(Optional.of("terraces"), f.name());
        assertEquals("village", f.blockSet());
        assertEquals(List.of("ggggT", "ccscc", "wwwww"), f.rows().cells());
        assertArrayEquals(new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, -1, -1, -1}}, f.rows().heights());
        assertEquals(LegendEntry.of("grass"), f.legend().entry('g').orElseThrow());
        assertEquals(LegendEntry.stairs("stairs", BlockFacing.NORTH), f.legend().entry('s').orElseThrow());
        assertEquals(LegendEntry.water("riverbed", 0.2), f.legend().entry('w').orElseThrow());
        assertEquals(List.of('g', 'c', 's', 'w', 'T'), new ArrayList<>(f.legend().entries().keySet()));
        assertEquals(OptionalDouble.of(0.2), f.sea());
        assertArrayEquals(new double[] {-2.5, 0, -1.5}, f.position().orElseThrow());
    }

    @Test
    void optionalFieldsLeftOutReadAsEmpty() {
        BlockMapFile f = BlockMapFiles.read("""
                {"blockSet": "greybox", "cells": ["g.g"], "heights": ["101"], "legend": {"g": "grass"}}""");
        assertTrue(f.name().isEmpty());
        assertTrue(f.sea().isEmpty());
        assertTrue(f.position().isEmpty());
        assertEquals('.', f.rows().symbol(1, 0));
    }

    @Test
    void heightsRowsReadInEitherFormOnAnyRow() {
        BlockMapFile f = BlockMapFiles.read("""
                {"blockSet": "greybox", "cells": ["ggg", "ggg", "ggg", "ggg"],
                 "heights": ["09z", "0 9 35", "-1 36 1000", "a0b"], "legend": {"g": "grass"}}""");
        assertArrayEquals(new int[][] {{0, 9, 35}, {0, 9, 35}, {-1, 36, 1000}, {10, 0, 11}}, f.rows().heights());
    }

    @Test
    void aOneCellRowReadsALoneNumberAsSpaced() {
        BlockMapFile f = BlockMapFiles.read("""
                {"blockSet": "greybox", "cells": ["g", "g", "g"], "heights": ["7", "36", "z"], "legend": {"g": "grass"}}""");
        assertArrayEquals(new int[][] {{7}, {36}, {35}}, f.rows().heights());
        assertEquals(f, BlockMapFiles.read(BlockMapFiles.write(f)));
    }

    @Test
    void readsFromAStreamAndAFile(@TempDir Path dir) throws Exception {
        Path p = dir.resolve("terraces.json");
        Files.writeString(p, TERRACES);
        BlockMapFile expected = BlockMapFiles.read(TERRACES);
        assertEquals(expected, BlockMapFiles.read(p));
        assertEquals(expected, BlockMapFiles.read(new ByteArrayInputStream(TERRACES.getBytes(StandardCharsets.UTF_8))));
    }

    // ---- writing --------------------------------------------------------------------------------

    @Test
    void specExampleWritesBackRowForRowWithTheThirdHeightsRowSpaced() {
        String out = BlockMapFiles.write(BlockMapFiles.read(TERRACES));
        assertTrue(out.contains("\"22222\""), out);
        assertTrue(out.contains("\"11111\""), out);
        assertTrue(out.contains("\"-1 -1 -1 -1 -1\""), out);
        assertTrue(out.contains("\"g\": \"grass\""), "a plain entry is a plain string: " + out);
        assertTrue(out.contains("\"s\": {\"block\": \"stairs\", \"facing\": \"north\"}"), out);
        assertTrue(out.contains("\"w\": {\"block\": \"riverbed\", \"waterLevel\": 0.2}"), out);
        assertTrue(out.endsWith("}\n"), "ends with a newline");
    }

    @Test
    void aRowWithAHeightUnder0OrPast35IsWrittenSpacedAndEveryOtherRowBase36() {
        int[][] h = {{0, 5, 35}, {-1, 0, 0}, {36, 1, 2}, {10, 11, 12}};
        BlockRows rows = BlockRows.of(List.of("ggg", "ggg", "ggg", "ggg"), h);
        BlockMapFile f = BlockMapFile.of("greybox", BlockLegend.ofNames(Map.of('g', "grass")), rows);
        String out = BlockMapFiles.write(f);
        assertTrue(out.contains("\"05z\""), out);
        assertTrue(out.contains("\"-1 0 0\""), out);
        assertTrue(out.contains("\"36 1 2\""), out);
        assertTrue(out.contains("\"abc\""), out);
        assertEquals(f, BlockMapFiles.read(out));
    }

    @Test
    void writeKeepsAStableFieldOrderAndTheSameTextForTheSameFile() {
        BlockMapFile f = BlockMapFiles.read(TERRACES);
        String out = BlockMapFiles.write(f);
        int last = -1;
        for (String field : List.of("name", "blockSet", "sea", "position", "cells", "heights", "legend")) {
            int at = out.indexOf("\"" + field + "\":");
            assertTrue(at > last, field + " comes after the field before it in\n" + out);
            last = at;
        }
        assertEquals(out, BlockMapFiles.write(BlockMapFiles.read(out)));
    }

    @Test
    void writeToAPathReplacesTheFileAndLeavesNoTemporaryFile(@TempDir Path dir) throws Exception {
        Path p = dir.resolve("map.json");
        Files.writeString(p, "old");
        BlockMapFile f = BlockMapFiles.read(TERRACES);
        BlockMapFiles.write(f, p);
        assertEquals(f, BlockMapFiles.read(p));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(p), files.toList());
        }
    }

    @Test
    void rewritingAFileKeepsItsPermissions(@TempDir Path dir) throws Exception {
        Path p = dir.resolve("map.json");
        Files.writeString(p, TERRACES);
        var perms = java.nio.file.attribute.PosixFilePermissions.fromString("rw-r-----");
        try {
            Files.setPosixFilePermissions(p, perms);
        } catch (UnsupportedOperationException e) {
            org.junit.jupiter.api.Assumptions.abort("not a POSIX file system");
        }
        BlockMapFiles.write(BlockMapFiles.read(p), p);
        assertEquals(perms, Files.getPosixFilePermissions(p));
    }

    @Test
    void writeRefusesACellTheLegendLacksSoItNeverWritesAnUnreadableFile(@TempDir Path dir) {
        BlockMapFile f = BlockMapFile.of("greybox", BlockLegend.ofNames(Map.of('g', "grass")),
                BlockRows.flat(List.of("gx"), 0));
        Path p = dir.resolve("map.json");
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockMapFiles.write(f, p));
        assertEquals("cells[0]", e.path());
        assertFalse(Files.exists(p));
    }

    // ---- refusals -------------------------------------------------------------------------------

    @Test
    void aRowOfAnotherWidthIsRefusedNamingItsRow() {
        BlockMapException e = refusal("""
                {"blockSet": "village", "cells": ["ggggT", "ccscc", "wwww"], "heights": ["22222", "11111", "0000"],
                 "legend": {"g": "grass", "c": "cobblestone", "s": "stairs", "w": "riverbed", "T": "tree"}}""");
        assertEquals("cells[2]", e.path());
        assertTrue(e.getMessage().contains("row 2 is 4 cells wide but row 0 is 5"), e.getMessage());
    }

    @Test
    void aCharacterTheLegendLacksIsRefusedNamingRowColumnAndCharacter() {
        BlockMapException e = refusal("""
                {"blockSet": "village", "cells": ["ggg", "gxg"], "heights": ["000", "000"], "legend": {"g": "grass"}}""");
        assertEquals("cells[1]", e.path());
        assertTrue(e.getMessage().contains("row 1, column 1"), e.getMessage());
        assertTrue(e.getMessage().contains("'x'"), e.getMessage());
    }

    @Test
    void aBadHeightsDigitIsRefusedNamingRowAndColumn() {
        BlockMapException e = refusal("""
                {"blockSet": "greybox", "cells": ["ggg", "ggg"], "heights": ["000", "0Z0"], "legend": {"g": "grass"}}""");
        assertEquals("heights[1]", e.path());
        assertTrue(e.getMessage().contains("column 1"), e.getMessage());
        assertTrue(e.getMessage().contains("'Z'"), e.getMessage());
    }

    @Test
    void aHeightsRowOfTheWrongCountIsRefused() {
        assertEquals("heights[1]", refusal("""
                {"blockSet": "greybox", "cells": ["ggg", "ggg"], "heights": ["000", "00"], "legend": {"g": "grass"}}""").path());
        BlockMapException e = refusal("""
                {"blockSet": "greybox", "cells": ["ggg", "ggg"], "heights": ["000", "-1 0 0 0"], "legend": {"g": "grass"}}""");
        assertEquals("heights[1]", e.path());
        assertTrue(e.getMessage().contains("more than 3 heights"), e.getMessage());
        assertEquals("heights", refusal("""
                {"blockSet": "greybox", "cells": ["ggg", "ggg"], "heights": ["000"], "legend": {"g": "grass"}}""").path());
    }

    @Test
    void aHeightThatIsNotAWholeNumberIsRefusedNamingItsColumn() {
        BlockMapException e = refusal("""
                {"blockSet": "greybox", "cells": ["ggg"], "heights": ["-1 1.5 2"], "legend": {"g": "grass"}}""");
        assertEquals("heights[0]", e.path());
        assertTrue(e.getMessage().contains("column 1"), e.getMessage());
        assertTrue(e.getMessage().contains("1.5"), e.getMessage());
        assertEquals("heights[0]", refusal("""
                {"blockSet": "greybox", "cells": ["ggg"], "heights": ["-1  2"], "legend": {"g": "grass"}}""").path());
        assertEquals("heights[0]", refusal("""
                {"blockSet": "greybox", "cells": ["ggg"], "heights": ["-1 2 99999999999"], "legend": {"g": "grass"}}""").path());
    }

    @Test
    void aBadLegendEntryIsRefusedNamingItsCharacterAndField() {
        BlockMapException facing = refusal("""
                {"blockSet": "village", "cells": ["s"], "heights": ["0"], "legend": {"s": {"block": "stairs", "facing": "up"}}}""");
        assertEquals("legend.s.facing", facing.path());
        assertTrue(facing.getMessage().contains("north, east, south or west"), facing.getMessage());
        assertEquals("legend.x", refusal("""
                {"blockSet": "village", "cells": ["x"], "heights": ["0"], "legend": {"x": 3}}""").path());
        assertEquals("legend.x.colour", refusal("""
                {"blockSet": "village", "cells": ["x"], "heights": ["0"], "legend": {"x": {"block": "grass", "colour": "red"}}}""")
                .path());
        assertEquals("legend.xy", refusal("""
                {"blockSet": "village", "cells": ["x"], "heights": ["0"], "legend": {"xy": "grass"}}""").path());
        assertEquals("legend.w.waterLevel", refusal("""
                {"blockSet": "village", "cells": ["w"], "heights": ["0"], "legend": {"w": {"block": "riverbed", "waterLevel": "high"}}}""")
                .path());
    }

    @Test
    void anUnknownTopLevelFieldIsRefusedNamingItAndTheKnownOnes() {
        BlockMapException e = refusal("""
                {"blockSet": "greybox", "cells": ["g"], "heights": ["0"], "legend": {"g": "grass"}, "decorations": []}""");
        assertEquals("decorations", e.path());
        assertTrue(e.getMessage().contains("known fields are name, blockSet"), e.getMessage());
    }

    @Test
    void wrongTypesAreRefusedNamingTheirJsonPath() {
        assertEquals("cells[1]", refusal("""
                {"blockSet": "greybox", "cells": ["g", 3], "heights": ["0", "0"], "legend": {"g": "grass"}}""").path());
        assertEquals("heights[0]", refusal("""
                {"blockSet": "greybox", "cells": ["g"], "heights": [[0]], "legend": {"g": "grass"}}""").path());
        assertEquals("position[2]", refusal("""
                {"blockSet": "greybox", "cells": ["g"], "heights": ["0"], "legend": {"g": "grass"}, "position": [0, 0, "x"]}""")
                .path());
        assertEquals("sea", refusal("""
                {"blockSet": "greybox", "cells": ["g"], "heights": ["0"], "legend": {"g": "grass"}, "sea": 1e400}""").path());
        assertEquals("$", refusal("[1, 2]").path());
        assertEquals("blockSet", refusal("""
                {"blockSet": 7, "cells": ["g"], "heights": ["0"], "legend": {"g": "grass"}}""").path());
    }

    @Test
    void aMissingBlockSetIsRefusedNamingTheField() {
        BlockMapException e = refusal("""
                {"cells": ["g"], "heights": ["0"], "legend": {"g": "grass"}}""");
        assertEquals("blockSet", e.path());
    }

    @Test
    void jsonThatDoesNotParseIsRefusedAtDollarWithItsLineAndColumn() {
        BlockMapException e = refusal("{\n  \"blockSet\": \"greybox\",\n  \"cells\" [\"g\"]\n}");
        assertEquals("$", e.path());
        assertTrue(e.getMessage().contains("line 3, column"), e.getMessage());
        assertEquals("$", refusal("").path());
        assertEquals("$", refusal("""
                {"blockSet": "greybox", "blockSet": "village", "cells": ["g"], "heights": ["0"], "legend": {"g": "grass"}}""").path(),
                "a duplicate key is refused, not silently overwritten");
    }

    @Test
    void aBadFileOnDiskNamesTheByteOffset(@TempDir Path dir) throws Exception {
        Path p = dir.resolve("bad.json");
        Files.writeString(p, "{\"blockSet\": }");
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockMapFiles.read(p));
        assertTrue(e.getMessage().contains("byte"), e.getMessage());
        assertEquals("$", assertThrows(BlockMapException.class, () -> BlockMapFiles.read(dir.resolve("none.json"))).path());
    }

    // ---- building -------------------------------------------------------------------------------

    @Test
    void toMapTakesTheFilesSeaAndPosition() {
        BlockMap map = BlockMapFiles.toMap(BlockMapFiles.read(TERRACES), null, BlockSetLookup.of(Fixtures.village()));
        assertEquals("terraces", map.name());
        assertEquals(0.2, map.seaMetres());
        assertEquals(-2.5, map.position().x());
        assertEquals(-1.5, map.position().z());
    }

    @Test
    void toMapCentresAFileWithoutAPositionOnTheOrigin() {
        BlockMapFile f = BlockMapFiles.read("""
                {"blockSet": "greybox", "cells": ["ggggg", "ggggg", "ggggg"], "heights": ["00000", "00000", "00000"],
                 "legend": {"g": "grass"}}""");
        BlockMap map = BlockMapFiles.toMap(f, "field", BlockSetLookup.DEFINED);
        assertEquals("field", map.name());
        assertEquals(-2.5, map.position().x());
        assertEquals(0, map.position().y());
        assertEquals(-1.5, map.position().z());
        assertEquals(0, map.seaMetres());
    }

    @Test
    void toMapRefusesAnUnknownSetNamingTheFix() {
        BlockMapFile f = BlockMapFiles.read(TERRACES);
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockMapFiles.toMap(f, null, BlockSetLookup.DEFINED));
        assertEquals("blockSet", e.path());
        assertTrue(e.getMessage().contains("BlockSet.define"), e.getMessage());
        assertTrue(e.getMessage().contains("--sets DIR"), e.getMessage());
    }

    @Test
    void readBlockRowsPreloadsSetLegendAndRowsForTheGameToFinish() {
        BlockMap map = BlockMapFiles.readBlockRows(BlockMapFiles.read(TERRACES), "mine", BlockSetLookup.of(Fixtures.village()))
                .sea(1).position(10, 0, 10).build();
        assertEquals("mine", map.name());
        assertEquals(1, map.seaMetres());
        assertEquals(10, map.position().x());
        assertEquals("ccscc", map.cellsRow(1));
        assertEquals(-1, map.heightSteps(4, 2));
    }

    @Test
    void requireBlockMapRowsNamesTheStairsColumnAndRow() {
        BlockSet set = Fixtures.village();
        BlockLegend legend = BlockLegend.ofNames(Map.of('g', "grass", 's', "stairs"));
        // The stair at column 2, row 1 has no neighbour a step higher.
        BlockRows rows = BlockRows.flat(List.of("ggggg", "ggsgg", "ggggg"), 1);
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockMapFiles.requireBlockMapRows(set, legend, rows));
        assertEquals("column 2, row 1", e.path());
        assertTrue(e.getMessage().contains("column 2, row 1"), e.getMessage());
        // Raising its north neighbour a step gives it its one step: the rows pass.
        int[][] h = rows.heights();
        h[0][2] = 2;
        BlockMapFiles.requireBlockMapRows(set, legend, BlockRows.of(rows.cells(), h));
    }

    @Test
    void requireBlockMapRowsNamesTheRowOfAnUnknownCharacter() {
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockMapFiles.requireBlockMapRows(Fixtures.village(),
                BlockLegend.ofNames(Map.of('g', "grass")), BlockRows.flat(List.of("ggg", "gqg"), 0)));
        assertEquals("cells[1]", e.path());
    }

    // ---- properties -----------------------------------------------------------------------------

    @Property(tries = 300)
    void writeThenReadGivesTheSameFile(@ForAll("files") BlockMapFile file) {
        String json = BlockMapFiles.write(file);
        assertEquals(file, BlockMapFiles.read(json));
        assertEquals(json, BlockMapFiles.write(BlockMapFiles.read(json)), "the same file writes the same text");
    }

    @Provide
    Arbitrary<BlockMapFile> files() {
        Arbitrary<Map<Character, LegendEntry>> legends = Arbitraries.maps(
                Arbitraries.of('g', 'c', 's', 'w', 'T', '#', '~', 'é', '"', '\\', 'Z', '0'),
                Combinators.combine(Arbitraries.of("grass", "stairs", "riverbed", "tree", "odd \"name\""),
                        Arbitraries.integers().between(0, 5),
                        Arbitraries.of(BlockFacing.values()),
                        Arbitraries.doubles().between(-10, 10)).as((block, kind, facing, level) -> switch (kind) {
                            case 0 -> LegendEntry.stairs(block, facing);
                            case 1 -> LegendEntry.water(block, level);
                            case 2 -> new LegendEntry(block, Optional.of(facing), OptionalDouble.of(level));
                            default -> LegendEntry.of(block);
                        })).ofMinSize(1).ofMaxSize(6).map(LinkedHashMap::new);
        return legends.flatMap(legend -> {
            List<Character> symbols = new ArrayList<>(legend.keySet());
            symbols.add('.');
            return Combinators.combine(
                    Arbitraries.integers().between(1, 8),
                    Arbitraries.integers().between(1, 8),
                    Arbitraries.of(symbols).list().ofSize(64),
                    Arbitraries.integers().between(-50, 50).list().ofSize(64),
                    Arbitraries.of("terraces", "a map", "ünïcode").optional(),
                    Arbitraries.doubles().between(-100, 100).optional(),
                    Arbitraries.doubles().between(-1000, 1000).list().ofSize(3).optional())
                    .as((width, depth, cellChars, heightList, name, sea, position) -> {
                        List<String> cells = new ArrayList<>();
                        int[][] h = new int[depth][width];
                        for (int r = 0; r < depth; r++) {
                            StringBuilder row = new StringBuilder();
                            for (int c = 0; c < width; c++) {
                                row.append(cellChars.get(r * width + c));
                                h[r][c] = heightList.get(r * width + c);
                            }
                            cells.add(row.toString());
                        }
                        return new BlockMapFile(name, "village", BlockLegend.of(legend), BlockRows.of(cells, h),
                                sea.map(OptionalDouble::of).orElse(OptionalDouble.empty()),
                                position.map(p -> new double[] {p.get(0), p.get(1), p.get(2)}));
                    });
        });
    }

    @Property(tries = 500)
    void randomTextIsOnlyEverRefusedAsABlockMapException(@ForAll String text) {
        assertOnlyRefused(text);
    }

    @Property(tries = 500)
    void aValidFileWithOneCharacterChangedIsReadOrRefusedButNothingElse(
            @ForAll @IntRange(min = 0, max = 10_000) int at, @ForAll char replacement) {
        int i = at % TERRACES.length();
        assertOnlyRefused(TERRACES.substring(0, i) + replacement + TERRACES.substring(i + 1));
    }

    @Property(tries = 300)
    void aValidFileWithJsonTokensSpliced(@ForAll("splices") String spliced) {
        assertOnlyRefused(spliced);
    }

    @Provide
    Arbitrary<String> splices() {
        return Combinators.combine(Arbitraries.integers().between(0, TERRACES.length()),
                Arbitraries.of("null", "1e999", "-", "[]", "{}", "\"\"", "\"x\"", "[[", "}", ",", "0", "-0", "true",
                        "\"-1 -1\"", "\"  \"", "123456789012345678901234567890", "\"\\u0000\"", "\"\\ud800\""))
                .as((i, token) -> TERRACES.substring(0, i) + token + TERRACES.substring(i));
    }

    @Property(tries = 1000)
    void randomJsonInEveryFieldIsReadOrRefusedButNothingElse(@ForAll("mapShapedJson") String json) {
        assertOnlyRefused(json);
    }

    /** Objects with the map file's fields (and a stray one), each holding a good value or random JSON. */
    @Provide
    Arbitrary<String> mapShapedJson() {
        List<String> fields = List.of("name", "blockSet", "sea", "position", "cells", "heights", "legend", "extra");
        List<String> good = List.of("\"terraces\"", "\"greybox\"", "0.2", "[-2.5, 0, -1.5]", "[\"gsg\", \"g.g\"]",
                "[\"121\", \"-1 0 36\"]", "{\"g\": \"grass\", \"s\": {\"block\": \"stairs\", \"facing\": \"east\"}}", "1");
        List<Arbitrary<String>> members = new ArrayList<>();
        for (int i = 0; i < fields.size(); i++) {
            String member = "\"" + fields.get(i) + "\": ";
            String goodValue = good.get(i);
            Arbitrary<String> value = Arbitraries.frequencyOf(
                    net.jqwik.api.Tuple.of(3, Arbitraries.just(goodValue)),
                    net.jqwik.api.Tuple.of(1, jsonValue(3)));
            members.add(Arbitraries.frequencyOf(
                    net.jqwik.api.Tuple.of(i == 7 ? 1 : 8, value.map(v -> member + v)),
                    net.jqwik.api.Tuple.of(1, Arbitraries.just(""))));
        }
        return Combinators.combine(members).as(list -> "{" + String.join(", ",
                list.stream().filter(m -> !m.isEmpty()).toList()) + "}");
    }

    static Arbitrary<String> jsonValue(int depth) {
        Arbitrary<String> leaf = Arbitraries.of("\"\"", "\"g\"", "\"gsg\"", "\"121\"", "\"-1 0 36\"", "\"1  2\"", "\"-\"",
                "\"north\"", "\"grass\"", "\"zZ\"", "0", "-1", "1.5", "1e308", "-1e400", "36", "99999999999", "true",
                "null", "\"\\u0000\"");
        if (depth == 0) {
            return leaf;
        }
        Arbitrary<String> array = jsonValue(depth - 1).list().ofMaxSize(4).map(l -> "[" + String.join(", ", l) + "]");
        Arbitrary<String> object = Combinators.combine(
                        Arbitraries.of("g", "s", ".", "block", "facing", "waterLevel", "x", "", "gg").list().ofMaxSize(3).uniqueElements(),
                        jsonValue(depth - 1).list().ofSize(3))
                .as((keys, values) -> {
                    List<String> m = new ArrayList<>();
                    for (int i = 0; i < keys.size(); i++) {
                        m.add("\"" + keys.get(i) + "\": " + values.get(i));
                    }
                    return "{" + String.join(", ", m) + "}";
                });
        return Arbitraries.oneOf(leaf, array, object);
    }

    @Test
    void everyTruncationOfAValidFileIsRefusedAsABlockMapException() {
        for (int len = 0; len < TERRACES.strip().length(); len++) {
            String cut = TERRACES.substring(0, len);
            BlockMapException e = assertThrows(BlockMapException.class, () -> BlockMapFiles.read(cut), "length " + len);
            assertFalse(e.getMessage().isBlank());
        }
        byte[] bytes = TERRACES.getBytes(StandardCharsets.UTF_8);
        for (int len = 0; len < bytes.length - 2; len++) {
            byte[] cut = java.util.Arrays.copyOf(bytes, len);
            assertThrows(BlockMapException.class, () -> BlockMapFiles.read(new ByteArrayInputStream(cut)), "length " + len);
        }
    }

    private static void assertOnlyRefused(String text) {
        try {
            BlockMapFile f = BlockMapFiles.read(text);
            // A mutation that still reads must write and read back to the same values.
            assertEquals(f, BlockMapFiles.read(BlockMapFiles.write(f)));
        } catch (BlockMapException expected) {
            assertTrue(expected.getMessage() != null && !expected.getMessage().isBlank());
        }
    }
}
