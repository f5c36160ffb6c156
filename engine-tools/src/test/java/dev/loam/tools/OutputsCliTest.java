package dev.loam.tools;

import static dev.loam.tools.LoamCliTest.FIELD;
import static dev.loam.tools.LoamCliTest.lines;
import static dev.loam.tools.LoamCliTest.loam;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import dev.loam.tools.LoamCliTest.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Outputs: a name that does not end in what is written is refused before anything is written; failed writes name the user's path. */
class OutputsCliTest {
    @TempDir
    Path dir;

    /** Each output's command with the output named {@code <OUT>}, the rest of its arguments real enough to parse. */
    private Map<String, List<String>> runs() throws Exception {
        Path map = Files.writeString(dir.resolve("field.json"), FIELD);
        Path edits = Files.writeString(dir.resolve("edits.json"), "[{\"tool\": \"raise\", \"cells\": [[1, 1]]}]");
        Path spec = Files.writeString(dir.resolve("region.json"), RegionCommandTest.TERRAIN);
        Path terrain = dir.resolve("flat.json");
        TerrainFiles.write(TerrainFile.of(Terrain.builder(3, 3, 1).build()), terrain);
        Path rules = dir.resolve("rules.json");
        Map<String, List<String>> runs = new TreeMap<>();
        runs.put("loam map edit --out", List.of("map", "edit", map.toString(), edits.toString(), "--out", "<OUT>"));
        runs.put("loam map render --out", List.of("map", "render", map.toString(), "--out", "<OUT>"));
        runs.put("loam map export --obj", List.of("map", "export", map.toString(), "--obj", "<OUT>"));
        runs.put("loam map export --gltf", List.of("map", "export", map.toString(), "--gltf", "<OUT>"));
        runs.put("loam model render --out", List.of("model", "render", "kit:rock", "--out", "<OUT>"));
        runs.put("loam model kit --out", List.of("model", "kit", "--out", "<OUT>"));
        runs.put("loam region export --gltf", List.of("region", "export", spec.toString(), "--gltf", "<OUT>"));
        runs.put("loam world export --gltf", List.of("world", "export", rules.toString(), "--rect", "0,0,1,1", "--gltf",
                "<OUT>"));
        runs.put("loam region build --out", List.of("region", "build", spec.toString(), "--out", "<OUT>"));
        runs.put("loam region preview --out", List.of("region", "preview", spec.toString(), "--out", "<OUT>"));
        runs.put("loam region render --out", List.of("region", "render", spec.toString(), "--out", "<OUT>"));
        runs.put("loam terrain convert OUT", List.of("terrain", "convert", terrain.toString(), "<OUT>"));
        runs.put("loam terrain import --out", List.of("terrain", "import", dir.resolve("h.png").toString(),
                "--cell-size", "1", "--height-scale", "1", "--out", "<OUT>"));
        runs.put("loam terrain preview --out", List.of("terrain", "preview", terrain.toString(), "--out", "<OUT>"));
        runs.put("loam terrain render --out", List.of("terrain", "render", terrain.toString(), "--out", "<OUT>"));
        runs.put("loam world map --out", List.of("world", "map", rules.toString(), "--rect", "0,0,1,1", "--out", "<OUT>"));
        runs.put("loam world render --out", List.of("world", "render", rules.toString(), "--at", "0,0", "--out", "<OUT>"));
        return runs;
    }

    private static String[] with(List<String> args, Path out) {
        return args.stream().map(a -> a.equals("<OUT>") ? out.toString() : a).toArray(String[]::new);
    }

    private List<Path> files() throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void everyOutputWithTheWrongExtensionIsRefusedInOneLineNamingTheFlagAndTheFileAndNothingIsWritten()
            throws Exception {
        Map<String, List<String>> runs = runs();
        List<String> covered = new ArrayList<>();
        for (Outputs.Output o : Outputs.ALL) {
            String key = o.command() + " " + o.arg();
            List<String> args = runs.get(key);
            assertTrue(args != null, "no run for " + key + ": add one");
            covered.add(key);
            Path wrong = dir.resolve("out").resolve(o.isFolder() ? "region.json" : "picture.jpg");
            List<Path> before = files();
            Run r = loam(with(args, wrong));
            assertEquals(Loam.REFUSED, r.code(), key + ": " + r.err());
            assertEquals(1, lines(r.err()).size(), r.err());
            assertTrue(r.err().startsWith(o.arg() + " " + wrong + ": "), key + ": " + r.err());
            assertTrue(r.err().contains(o.isFolder() ? "give a folder" : "the extension must be " + o.extensions().get(0)
                    .suffix()), key + ": " + r.err());
            assertEquals(before, files(), key + ": nothing is written, not even the folder");
            assertEquals("", r.out());
        }
        assertEquals(runs.keySet().stream().sorted().toList(), covered.stream().sorted().toList(),
                "every run checks an output of Outputs.ALL");
    }

    @Test
    void renderToAJpgAndExportToAGltfAreRefusedBeforeAnythingIsWritten() throws Exception {
        Path map = Files.writeString(dir.resolve("village.json"), FIELD);
        Run render = loam("map", "render", map.toString(), "--out", dir.resolve("village.jpg").toString());
        assertEquals(List.of("--out " + dir.resolve("village.jpg") + ": map render writes a PNG picture; the extension "
                + "must be .png"), lines(render.err()));
        Run export = loam("map", "export", map.toString(), "--obj", dir.resolve("village.gltf").toString());
        assertEquals(List.of("--obj " + dir.resolve("village.gltf") + ": map export writes a Wavefront OBJ; the "
                + "extension must be .obj"), lines(export.err()));
        assertEquals(List.of(dir, map), files());
    }

    @Test
    void theExtensionIsReadInAnyCase() throws Exception {
        Path terrain = dir.resolve("flat.json");
        TerrainFiles.write(TerrainFile.of(Terrain.builder(3, 3, 1).build()), terrain);
        Run r = loam("terrain", "convert", terrain.toString(), dir.resolve("FLAT.LOAMTERRAIN").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.isRegularFile(dir.resolve("FLAT.LOAMTERRAIN")));
    }

    @Test
    void helpIsShownWhateverTheOutputIsNamed() {
        Run r = loam("map", "render", "v.json", "--out", "v.jpg", "--help");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Usage: loam map render"), r.out());
    }

    @Test
    void anOutputFolderIsMadeWhenMissing() throws Exception {
        Path map = Files.writeString(dir.resolve("field.json"), FIELD);
        Path obj = dir.resolve("out/meshes/field.obj");
        Run r = loam("map", "export", map.toString(), "--obj", obj.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.size(obj) > 0);
    }

    // ---- failed writes name the user's path, never the temporary file beside it ------------------------

    @Test
    void writingOntoAFolderSaysSoNamingTheUsersPathNotTheTemporaryFile() throws Exception {
        Path terrain = dir.resolve("flat.json");
        TerrainFiles.write(TerrainFile.of(Terrain.builder(3, 3, 1).build()), terrain);
        Path png = dir.resolve("taken.png");
        Files.createDirectories(png.resolve("inside"));
        Run r = loam("terrain", "preview", terrain.toString(), "--out", png.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of("--out " + png + ": cannot write it: it is a folder"), lines(r.err()));
        assertNoTemporaryFile(r);
    }

    @Test
    void aFileWhereTheFolderShouldBeIsNamedNotTheTemporaryFile() throws Exception {
        Path terrain = dir.resolve("flat.json");
        TerrainFiles.write(TerrainFile.of(Terrain.builder(3, 3, 1).build()), terrain);
        Path out = terrain.resolve("copy.loamterrain");
        Run r = loam("terrain", "convert", terrain.toString(), out.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of("OUT " + out + ": cannot write it: " + terrain + " is not a folder"), lines(r.err()));
        assertNoTemporaryFile(r);
    }

    @Test
    void anEditWrittenOntoAFolderNamesTheUsersPathAndLeavesTheMapAlone() throws Exception {
        Path map = Files.writeString(dir.resolve("field.json"), FIELD);
        byte[] before = Files.readAllBytes(map);
        Path edits = Files.writeString(dir.resolve("edits.json"), "[{\"tool\": \"raise\", \"cells\": [[1, 1]]}]");
        Path out = dir.resolve("edited.json");
        Files.createDirectories(out.resolve("inside"));
        Run r = loam("map", "edit", map.toString(), edits.toString(), "--out", out.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of("--out " + out + ": cannot write it: it is a folder"), lines(r.err()));
        assertNoTemporaryFile(r);
        assertArrayEquals(before, Files.readAllBytes(map));
        try (Stream<Path> s = Files.list(dir)) {
            assertFalse(s.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary file is left");
        }
    }

    private static void assertNoTemporaryFile(Run r) {
        assertFalse(r.err().contains(".tmp"), "a temporary file's name leaked: " + r.err());
    }
}
