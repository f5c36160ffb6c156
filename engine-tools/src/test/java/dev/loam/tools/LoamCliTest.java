package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.testkit.SpecFixtures;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LoamCliTest {

    /** The spec's village set file. */
    static final String VILLAGE_SET = SpecFixtures.VILLAGE_SET_JSON;

    /** The spec's terraces map file. */
    static final String TERRACES = SpecFixtures.TERRACES_JSON;

    /** A flat greybox field, which needs no --sets. */
    static final String FIELD = """
            {"blockSet": "greybox", "cells": ["gggg", "gggg", "gggg"], "heights": ["1111", "1111", "1111"],
             "legend": {"g": "grass"}}
            """;

    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
    }

    static Run loam(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Loam.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    Path file(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    static List<String> lines(String text) {
        return text.lines().toList();
    }

    // ---- check ----------------------------------------------------------------------------------

    @Test
    void checkPrintsOneSummaryLineAndExits0() throws Exception {
        file("sets/village.json", VILLAGE_SET);
        Path map = file("terraces.json", TERRACES);
        Run r = loam("map", "check", map.toString(), "--sets", dir.resolve("sets").toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("terraces: 5x3 cells, block set village, heights -1..2 steps"), lines(r.out()));
        assertEquals("", r.err());
    }

    @Test
    void checkNamesAMapWithoutANameAfterItsFile() throws Exception {
        Path map = file("meadow.json", FIELD);
        Run r = loam("map", "check", map.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("meadow: 4x3 cells, block set greybox, heights 1..1 steps", r.out().strip());
    }

    @Test
    void checkOfARowOfAnotherWidthExits1WithOneLineNamingTheFileAndRow() throws Exception {
        Path map = file("village.json", TERRACES.replace("\"wwwww\"", "\"wwww\""));
        Run r = loam("map", "check", map.toString());
        assertEquals(1, r.code());
        assertEquals(1, lines(r.err()).size(), r.err());
        assertTrue(r.err().startsWith(map + ": cells[2]: row 2 is 4 cells wide but row 0 is 5"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void checkOfAStairWithoutItsStepNamesTheColumnAndRow() throws Exception {
        file("sets/village.json", VILLAGE_SET);
        Path map = file("terraces.json", TERRACES.replace("\"22222\"", "\"11111\""));
        Run r = loam("map", "check", map.toString(), "--sets", dir.resolve("sets").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("column 2, row 1"), r.err());
    }

    @Test
    void checkOfAnUnknownSetNamesTheFix() throws Exception {
        Path map = file("terraces.json", TERRACES);
        Run r = loam("map", "check", map.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("blockSet") && r.err().contains("--sets DIR"), r.err());
    }

    @Test
    void aMissingFileIsRefusedInOneLineNamingIt() {
        Path missing = dir.resolve("nowhere.json");
        Run r = loam("map", "check", missing.toString());
        assertEquals(1, r.code());
        assertEquals(List.of(missing + ": no such file"), lines(r.err()));
    }

    @Test
    void aBadSetFileIsNamedWithItsFolder() throws Exception {
        file("sets/village.json", VILLAGE_SET.replace("#5f8f3e", "#5f8f3g"));
        Path map = file("terraces.json", TERRACES);
        Run r = loam("map", "check", map.toString(), "--sets", dir.resolve("sets").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("village.json: blocks.grass.top"), r.err());
        assertEquals(1, lines(r.err()).size(), r.err());
    }

    @Test
    void verbosePrintsTheStackTraceAfterTheLine() throws Exception {
        Path map = file("village.json", TERRACES.replace("\"wwwww\"", "\"wwww\""));
        Run r = loam("map", "check", map.toString(), "--verbose");
        assertEquals(1, r.code());
        assertTrue(lines(r.err()).get(0).startsWith(map + ": cells[2]"), r.err());
        assertTrue(r.err().contains("BlockMapException"), r.err());
        assertTrue(lines(r.err()).size() > 2, r.err());
    }

    @Test
    void aMissingArgumentIsAUsageErrorExiting2() {
        Run r = loam("map", "check");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("FILE"), r.err());
    }

    // ---- print ----------------------------------------------------------------------------------

    @Test
    void printShowsTheRowsTheHeightsGridAndTheLegend() throws Exception {
        file("sets/village.json", VILLAGE_SET);
        Path map = file("terraces.json", TERRACES);
        Run r = loam("map", "print", map.toString(), "--sets", dir.resolve("sets").toString());
        assertEquals(0, r.code(), r.err());
        List<String> out = lines(r.out());
        assertTrue(out.contains("  ggggT"), r.out());
        assertTrue(out.contains("  ccscc"), r.out());
        assertTrue(out.contains("  wwwww"), r.out());
        assertTrue(out.contains("   2  2  2  2  2"), "heights right-aligned to the widest:\n" + r.out());
        assertTrue(out.contains("  -1 -1 -1 -1 -1"), r.out());
        assertTrue(out.contains("  s  stairs (stair)"), r.out());
        assertTrue(out.contains("  w  riverbed (water)"), r.out());
    }

    // ---- edit -----------------------------------------------------------------------------------

    @Test
    void editWritesTheEditedMapBackAndSumsItUp() throws Exception {
        Path map = file("field.json", FIELD);
        Path edits = file("edits.json", "[{\"tool\": \"raise\", \"cells\": [[1, 1]], \"steps\": 2}]");
        Run r = loam("map", "edit", map.toString(), edits.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("field: 1 edit applied, 1 cell changed, wrote " + map), lines(r.out()));
        BlockMapFile after = BlockMapFiles.read(map);
        assertEquals(3, after.rows().heightSteps(1, 1));
        assertEquals(1, after.rows().heightSteps(0, 0));
    }

    @Test
    void editWithOutWritesThereAndLeavesTheMapAlone() throws Exception {
        Path map = file("field.json", FIELD);
        byte[] before = Files.readAllBytes(map);
        Path edits = file("edits.json", "{\"edits\": [{\"tool\": \"lower\", \"cells\": [[0, 0]]}]}");
        Path out = dir.resolve("field-2.json");
        Run r = loam("map", "edit", map.toString(), edits.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertArrayEquals(before, Files.readAllBytes(map));
        assertEquals(0, BlockMapFiles.read(out).rows().heightSteps(0, 0));
    }

    @Test
    void aRefusedEditExits1AndLeavesTheFileByteIdentical() throws Exception {
        Path map = file("field.json", FIELD);
        byte[] before = Files.readAllBytes(map);
        // The raise applies; the stair on a flat field has no neighbour a step higher.
        Path edits = file("edits.json", "[{\"tool\": \"raise\", \"cells\": [[3, 0]]}, {\"tool\": \"stairs\", \"cell\": [1, 1]}]");
        Run r = loam("map", "edit", map.toString(), edits.toString());
        assertEquals(1, r.code());
        assertEquals(1, lines(r.err()).size(), r.err());
        // The second edit, numbered from 0 as the edit file's JSON path numbers it.
        assertTrue(r.err().startsWith(edits + ": edits[1] (stairs at column 1, row 1) refused: "), r.err());
        assertFalse(r.err().contains("edit 1"), r.err());
        assertArrayEquals(before, Files.readAllBytes(map));
        try (var files = Files.list(dir)) {
            assertEquals(2, files.count(), "no temporary file left behind");
        }
        assertEquals("", r.out());
    }

    @Test
    void anEditOfAMapWhoseSetIsUnknownNamesTheFixAndWritesNothing() throws Exception {
        Path map = file("terraces.json", TERRACES);
        byte[] before = Files.readAllBytes(map);
        Path edits = file("edits.json", "[{\"tool\": \"raise\", \"cells\": [[0, 0]]}]");
        Run r = loam("map", "edit", map.toString(), edits.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith(map + ": blockSet: ") && r.err().contains("--sets DIR"), r.err());
        assertArrayEquals(before, Files.readAllBytes(map));
    }

    @Test
    void aMalformedEditFileIsRefusedNamingItAndThePlace() throws Exception {
        Path map = file("field.json", FIELD);
        byte[] before = Files.readAllBytes(map);
        Path edits = file("edits.json", "[{\"tool\": \"dig\", \"cells\": [[1, 1]]}]");
        Run r = loam("map", "edit", map.toString(), edits.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith(edits + ": edits[0].tool"), r.err());
        assertArrayEquals(before, Files.readAllBytes(map));
    }

    // ---- help -----------------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"", "map", "map check", "map print", "map edit"})
    void everyCommandsHelpShowsAnExample(String command) {
        List<String> args = new java.util.ArrayList<>(command.isEmpty() ? List.of() : List.of(command.split(" ")));
        args.add("--help");
        Run r = loam(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Example"), r.out());
        assertTrue(r.out().contains("Usage: loam"), r.out());
        assertFalse(r.out().isBlank());
    }
}
