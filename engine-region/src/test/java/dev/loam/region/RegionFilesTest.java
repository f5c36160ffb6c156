package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.internal.LoamJson;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

class RegionFilesTest {
    @Test
    void theTerrainIsWrittenInTheTerrainFormat(@TempDir Path dir) throws Exception {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        Path file = RegionFiles.write(r, dir).get(0);
        JsonNode t = LoamJson.parse(Files.readString(file));
        assertEquals(List.of(0.0, 0.0, 0.0), List.of(t.get("origin").get(0).doubleValue(), t.get("origin").get(1).doubleValue(),
                t.get("origin").get(2).doubleValue()));
        assertEquals("[161,161]", t.get("resolution").toString().replace(" ", ""));
        assertEquals(4.0, t.get("cell_size").doubleValue());
        assertEquals(32, t.get("chunk_cells").intValue());
        byte[] heights = Base64.getDecoder().decode(t.get("heights").stringValue());
        assertEquals(161 * 161 * 4, heights.length);
        ByteBuffer hb = ByteBuffer.wrap(heights).order(ByteOrder.LITTLE_ENDIAN);
        int v = (6 * 16) * 161 + 7 * 16;
        assertEquals(r.surface().vertexHeight(7 * 16, 6 * 16), hb.getFloat(v * 4));
        assertTrue(t.get("layers").size() <= 4);
        assertEquals("ground/alpine-grass", t.get("layers").get(0).get("material").stringValue());
        assertEquals("ground/rock", t.get("layers").get(1).get("material").stringValue());
        byte[] splat = Base64.getDecoder().decode(t.get("splat").stringValue());
        assertEquals(161 * 161 * 4, splat.length);
        for (int k = 0; k < splat.length; k += 4) {
            assertEquals(255, (splat[k] & 255) + (splat[k + 1] & 255) + (splat[k + 2] & 255) + (splat[k + 3] & 255));
        }
    }

    @Test
    void thePropsAreWrittenAsAScatterSetWithEveryKeyButTargetsAndMaterial(@TempDir Path dir) throws Exception {
        Region r = RegionExamples.build(RegionExamples.ROADS);
        JsonNode s = LoamJson.parse(Files.readString(RegionFiles.write(r, dir).get(1)));
        for (String key : List.of("name", "kind", "items", "collision", "cast_shadows", "visibility_range", "chunk_size",
                "static_props_multimesh", "instances")) {
            assertTrue(s.has(key), key);
        }
        assertFalse(s.has("targets") || s.has("material"));
        assertEquals("test-tiles-roads-props", s.get("name").stringValue());
        assertEquals("props", s.get("kind").stringValue());
        JsonNode first = s.get("instances").get(0);
        assertEquals(8, first.size());
        double x = first.get(1).doubleValue();
        assertEquals(Math.round(x * 100) / 100.0, x);
    }

    @Test
    void theFourFilesAreWrittenIntoTheFolder(@TempDir Path dir) throws Exception {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        List<Path> files = RegionFiles.write(r, dir.resolve("out"));
        assertEquals(List.of("test-small-region.terrain.json", "test-small-region.scatter.json",
                        "test-small-region.sheets.json", "test-small-region.places.json"),
                files.stream().map(p -> p.getFileName().toString()).toList());
        JsonNode sheets = LoamJson.parse(Files.readString(files.get(2)));
        assertEquals("water", sheets.get("sheets").get(0).get("kind").stringValue());
        assertEquals("[[1,4],[4,7]]", sheets.get("sheets").get(0).get("tiles").toString());
        assertEquals(14.0, sheets.get("sheets").get(1).get("height").doubleValue());
        JsonNode places = LoamJson.parse(Files.readString(files.get(3)));
        assertEquals(r.places().size(), places.get("places").size());
        assertEquals("tile_0_0", places.get("places").get(0).get("name").stringValue());
    }

    @Test
    void theBinaryFormatWritesOneContainerWithTheTerrainAndTheProps(@TempDir Path dir) throws Exception {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        List<Path> files = RegionFiles.write(r, dir, RegionFiles.Format.BINARY);
        assertEquals(List.of("test-small-region.loamterrain", "test-small-region.sheets.json",
                        "test-small-region.places.json"),
                files.stream().map(p -> p.getFileName().toString()).toList());
        TerrainFile back = TerrainFiles.read(files.get(0));
        assertTrue(back.terrain().orElseThrow().contentEquals(r.terrain()));
        assertEquals(1, back.scatters().size());
        assertTrue(back.scatters().get(0).contentEquals(r.props()));
        assertFalse(Files.exists(dir.resolve("test-small-region.terrain.json")));
    }

    @Test
    void aFolderThatCannotBeMadeIsRefusedNamingItsPath(@TempDir Path dir) throws Exception {
        Path blocker = dir.resolve("taken");
        Files.writeString(blocker, "a file, not a folder");
        Region r = RegionExamples.build(RegionExamples.TERRAIN);
        java.io.IOException e = assertThrows(java.io.IOException.class, () -> RegionFiles.write(r, blocker.resolve("out")));
        assertTrue(e.getMessage().contains(blocker.toString()), e.getMessage());
    }
}
