package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterItem;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code loam world plan --terrain FILE}: the world laid over a terrain file's ground. */
class WorldPlanTerrainCliTest {
    @TempDir
    Path dir;

    /** A flat terrain at height 0, 16 m cells from (-1024, -1024), {@code nx × 145} vertices. */
    Path flatTerrain(String name, int nx) {
        Path file = dir.resolve(name);
        TerrainFiles.write(TerrainFile.of(Terrain.builder(nx, 145, 16).origin(-1024, 0, -1024).build()), file);
        return file;
    }

    static LoamCliTest.Run plan(String... extra) {
        String[] base = {"world", "plan", WorldCliTest.WILDS, "--seed", "42", "--rect", "0,0,256,256"};
        String[] args = new String[base.length + extra.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(extra, 0, args, base.length, extra.length);
        return LoamCliTest.loam(args);
    }

    @Test
    void aFlatTerrainFileLaysOutTheWorldAsTheFlatSurfaceDoes() {
        LoamCliTest.Run flat = plan();
        assertEquals(0, flat.code(), flat.err());
        for (String name : List.of("flat.terrain.json", "flat.loamterrain")) {
            LoamCliTest.Run terrain = plan("--terrain", flatTerrain(name, 145).toString());
            assertEquals(0, terrain.code(), terrain.err());
            assertEquals(flat.out(), terrain.out(), name);
        }
        assertTrue(flat.out().lines().count() > 10, flat.out());
    }

    @Test
    void nothingStandsWhereTheTerrainHasNoGround() {
        // The terrain ends at x = 128: half the box has no ground.
        LoamCliTest.Run half = plan("--terrain", flatTerrain("half.terrain.json", 73).toString(), "--json");
        assertEquals(0, half.code(), half.err());
        List<String> xs = half.out().lines().filter(l -> l.contains("\"x\": ")).map(l -> l.replaceAll(".*\"x\": ([-0-9.]+),.*", "$1"))
                .toList();
        assertTrue(xs.size() > 5, half.out());
        for (String x : xs) {
            assertTrue(Double.parseDouble(x) <= 128.0, "x " + x + " stands off the terrain");
        }
        LoamCliTest.Run flat = plan("--json");
        assertTrue(flat.out().split("\"id\": ").length > half.out().split("\"id\": ").length);
    }

    @Test
    void aTerrainFileThatCannotBeUsedIsRefusedInOneLineNamingIt() {
        Path missing = dir.resolve("none.terrain.json");
        LoamCliTest.Run r = plan("--terrain", missing.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of(missing + ": no such file"), r.err().lines().toList());

        Path scatter = dir.resolve("trees.scatter.json");
        TerrainFiles.write(TerrainFile.of(Scatter.builder("trees").items(List.of(ScatterItem.of("res://t.glb"))).build()),
                scatter);
        r = plan("--terrain", scatter.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of("--terrain " + scatter + ": holds no terrain, only the scatter set trees; give a terrain file"),
                r.err().lines().toList());

        r = plan("--terrain", flatTerrain("flat.terrain.json", 145).toString(), "--surface", "hills");
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of("--terrain: the terrain is the ground; leave out --surface hills"), r.err().lines().toList());
    }
}
