package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterKind;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import dev.loam.terrain.TerrainRect;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The region's terrain and props as the shared model, written with its writers and read back. */
class RegionTerrainTest {
    /** A forest with a lake and a hill: many trees, some rocks. */
    static final String FOREST = "{\"template\": \"region\", \"name\": \"test-trees\", \"size\": [14, 14], \"biome\": \"forest\","
            + " \"features\": [{\"kind\": \"lake\", \"at\": [3, 5], \"size\": [2, 2]},"
            + " {\"kind\": \"hill\", \"at\": [10, 8], \"level\": 4}]}";

    /** Every layer painted: a lake's sand, a ski run's snow, a lava flow's rock and ash, and rock. */
    static final String SIX_LAYERS = """
            {"template": "region", "name": "test-six-layers", "seed": 5, "size": [12, 12], "biome": "meadow",
             "features": [{"kind": "lake", "at": [2, 7], "size": [2, 2]},
               {"kind": "volcano", "at": [8, 7], "level": 4, "flow": "north"},
               {"kind": "hill", "at": [6, 4], "level": 3},
               {"kind": "ski", "at": [6, 4], "to": [4, 2], "name": "piste"}]}
            """;

    @TempDir
    Path dir;

    @Test
    void theWrittenTerrainReadsBackWithEveryVertexAtTheSurfacesHeightInBothFormats() throws Exception {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        for (RegionFiles.Format format : RegionFiles.Format.values()) {
            Path file = RegionFiles.write(r, dir.resolve(format.name()), format).get(0);
            Terrain t = TerrainFiles.read(file).terrain().orElseThrow();
            assertEquals(161, t.resolutionX(), format.name());
            assertEquals(161, t.resolutionZ(), format.name());
            assertEquals(4.0, t.cellSize(), format.name());
            assertEquals(List.of(0.0, 0.0, 0.0), List.of(t.originX(), t.originY(), t.originZ()), format.name());
            for (int vj = 0; vj < 161; vj++) {
                for (int vi = 0; vi < 161; vi++) {
                    assertEquals(r.surface().vertexHeight(vi, vj), t.height(vi, vj), format + " vertex " + vi + ", " + vj);
                }
            }
            for (int cj = 0; cj < 160; cj++) {
                for (int ci = 0; ci < 160; ci++) {
                    assertFalse(t.isHole(ci, cj), format + " cell " + ci + ", " + cj);
                }
            }
            // Every tile corner stands at its level, 4 m a level, on the triangles the game draws.
            for (int j = 0; j <= 10; j++) {
                for (int i = 0; i <= 10; i++) {
                    assertEquals(r.corners().level(i, j) * 4.0, t.heightAt(i * 64.0, j * 64.0), 1e-6,
                            format + " corner " + i + ", " + j);
                }
            }
        }
    }

    @Test
    void everyVertexIsPaintedWithItsGroundLayerAlone() {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        Terrain t = r.terrain();
        List<GroundLayer> layers = r.terrainLayers();
        assertEquals(layers.size(), t.layers().size());
        for (int k = 0; k < layers.size(); k++) {
            assertEquals(layers.get(k).material(Biome.ALPINE), t.layers().get(k).material(), "layer " + k);
            assertEquals(16.0, t.layers().get(k).tile(), "layer " + k);
        }
        assertTrue(layers.containsAll(List.of(GroundLayer.SAND, GroundLayer.SNOW)), layers.toString());
        for (int vj = 0; vj < 161; vj++) {
            for (int vi = 0; vi < 161; vi++) {
                int slot = layers.indexOf(r.ground().vertexLayer(vi, vj));
                assertTrue(slot >= 0, "vertex " + vi + ", " + vj + " is " + r.ground().vertexLayer(vi, vj));
                assertEquals(255, t.splatWeight(vi, vj, slot), "vertex " + vi + ", " + vj);
            }
        }
    }

    /**
     * Regression: a ground needing five or six layers had its least used ones painted as rock or
     * ground, silently; then it was refused whole. Guards that such a region builds, keeps every
     * layer in its ground weights, and is refused only as a terrain file, naming the feature that
     * brings the fifth layer and where each layer comes from.
     */
    @Test
    void aGroundOfSixLayersBuildsAndIsRefusedOnlyAsATerrainFile() {
        Region r = RegionSolver.solve(RegionSpecReader.read(SIX_LAYERS));
        assertEquals(List.of(GroundLayer.GROUND, GroundLayer.ROCK, GroundLayer.SNOW, GroundLayer.SAND, GroundLayer.ASH,
                GroundLayer.LAVA_ROCK), r.groundLayers());
        assertEquals(r.groundLayers().subList(0, 4), r.terrainLayers());
        RegionSpecException e = org.junit.jupiter.api.Assertions.assertThrows(RegionSpecException.class,
                () -> RegionFiles.write(r, dir));
        assertEquals(List.of("features[1].flow: the ground needs 6 layers (ground, rock, snow, sand, ash and lava rock)"
                + " but a terrain file holds 4: snow from the ski run \"piste\" (features[3]), sand from the lake \"lake_1\""
                + " (features[0]), ash and lava rock from the volcano \"volcano_1\"'s flow (features[1].flow); draw it"
                + " from Region.groundWeights(), leave one of them out, or build them as regions of their own"),
                e.problems().stream().map(RegionProblem::message).toList());
        assertFalse(java.nio.file.Files.exists(dir.resolve("test-six-layers.sheets.json")), "nothing is written");
    }

    @Test
    void theWrittenPropsReadBackAsTheRegionsPropsStandingOnTheWrittenTerrain() throws Exception {
        Region r = RegionExamples.build(FOREST);
        List<Path> files = RegionFiles.write(r, dir);
        Terrain t = TerrainFiles.read(files.get(0)).terrain().orElseThrow();
        TerrainFile scatterFile = TerrainFiles.read(files.get(1));
        assertTrue(scatterFile.terrain().isEmpty());
        Scatter s = scatterFile.scatters().get(0);
        Scatter props = r.props();
        assertTrue(s.contentEquals(props), s + " against " + props);
        assertEquals("test-trees-props", s.name());
        assertEquals(ScatterKind.PROPS, s.kind());
        assertEquals(List.of("res://props/trees/pine.tscn", "res://props/trees/pine.tscn", "res://props/rocks/boulder.tscn",
                "res://props/rocks/stones.tscn"), s.items().stream().map(i -> i.source()).toList());
        assertTrue(s.size() > 50, "a forest's props: " + s.size());
        for (int k = 0; k < s.size(); k++) {
            double sunk = s.item(k) < 2 ? 0.0 : 0.1;
            assertEquals(t.heightAt(s.x(k), s.z(k)), s.y(k) + sunk, 0.005 + 1e-9, "instance " + k);
            assertEquals(props.x(k), s.x(k));
            assertEquals(props.yaw(k), s.yaw(k));
            assertEquals(props.scale(k), s.scale(k));
        }
    }

    @Test
    void theTerrainAndPropsAreNewCopiesTheCallerOwns() {
        Region r = RegionExamples.build(FOREST);
        Terrain mine = r.terrain();
        float before = mine.height(20, 20);
        assertTrue(mine.setHeights(new TerrainRect(20, 20, 1, 1), new float[] {before + 50f}).isEmpty());
        assertEquals(before, r.terrain().height(20, 20));
        Scatter props = r.props();
        int size = props.size();
        props.add(0, 10.0, 0.0, 10.0, 0.0, 0.0, 0.0, 1.0);
        assertEquals(size, r.props().size());
    }
}
