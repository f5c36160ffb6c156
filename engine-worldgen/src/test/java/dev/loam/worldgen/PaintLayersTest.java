package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code paint.<layer>} for any layer the surface paints, not only the four defaults. */
class PaintLayersTest {
    private static final List<TerrainLayer> GRASS_SAND_ROCK = List.of(TerrainLayer.of("res://layers/grass.esterrainlayer"),
            TerrainLayer.of("ground/Sand.tres"), TerrainLayer.of("rock"));

    private static Terrain terrain(int grass, int sand, int rock) {
        return TerrainSurfaceTest.slope(GRASS_SAND_ROCK, TerrainSurfaceTest.everywhere(grass, sand, rock, 0));
    }

    private static WorldRules beachAndField() {
        return WorldRules.builder("t:sand").versions(1).layer(Layer.of("l", 20)).recipe(FieldsTest.stone())
                .biome(FieldsTest.biome("field", FieldsTest.min("paint.grass", 0.5, 0)))
                .biome(FieldsTest.biome("beach", FieldsTest.min("height", -1000, 0), FieldsTest.min("paint.sand", 0.5, 0)))
                .build();
    }

    @Test
    void aTerrainWithLayersGrassSandAndRockDrivesABiomeConditionedOnPaintSand() {
        TerrainSurface sandy = TerrainSurface.of(terrain(0, 204, 51));
        assertEquals(List.of("grass", "sand", "rock"), sandy.paintLayers());
        WorldPlan plan = WorldGen.builder(beachAndField()).surface(sandy).build().plan();
        assertEquals(Optional.of("beach"), plan.biomeAt(112, -13));
        Map<String, Double> f = plan.explain(112, -13).fields();
        assertEquals(0.8, f.get("paint.sand"), 1e-6, "explain lists the sand it read: " + f);
        assertEquals(0.2, f.get("paint.rock"), 1e-6);
        assertEquals(0.0, f.get("paint.grass"), 1e-6);
        assertEquals(List.of(0.0, 1.0), plan.biomeWeights(112, -13).stream().map(BiomeWeight::weight).toList());

        WorldPlan grassy = WorldGen.builder(beachAndField()).surface(TerrainSurface.of(terrain(204, 51, 0))).build()
                .plan();
        assertEquals(Optional.of("field"), grassy.biomeAt(112, -13));
        assertEquals(0.2, grassy.explain(112, -13).fields().get("paint.sand"), 1e-6);
    }

    @Test
    void aLayerMappedToADefaultFieldIsStillReadableByItsOwnName() {
        TerrainSurface s = TerrainSurface.of(terrain(0, 204, 51), Map.of("sand", "dirt"));
        WorldRules rules = WorldRules.builder("t:mapped").versions(1).layer(Layer.of("l", 20)).recipe(FieldsTest.stone())
                .biome(FieldsTest.biome("b", FieldsTest.min("paint.sand", 0.5, 0))).build();
        Map<String, Double> f = WorldGen.builder(rules).surface(s).build().plan().explain(112, -13).fields();
        assertEquals(0.8, f.get("paint.dirt"), 1e-6);
        assertEquals(0.8, f.get("paint.sand"), 1e-6);
    }

    @Test
    void anUnknownPaintFieldIsRefusedNamingTheConditionsField() {
        WorldRules rules = beachAndField();
        assertTrue(rules.warnings().stream().anyMatch(w -> w.startsWith("biomes[1].conditions[1].field: paint.sand")),
                "the rules alone cannot know the surface, so they warn: " + rules.warnings());
        WorldGen flat = WorldGen.builder(rules).build();
        assertFalse(flat.status().ok());
        assertTrue(flat.status().reason().startsWith("biomes[1].conditions[1].field: "), flat.status().reason());
        WorldRulesException e = assertThrows(WorldRulesException.class, flat::plan);
        assertEquals("biomes[1].conditions[1].field", e.path());
        assertTrue(e.getMessage().contains("no paint layer \"sand\"") && e.getMessage().contains("grass, dirt, snow, rock")
                && e.getMessage().contains("paintLayers()"), e.getMessage());

        TerrainSurface noSand = TerrainSurface.of(TerrainSurfaceTest.slope(List.of(TerrainLayer.of("grass"),
                TerrainLayer.of("rock")), null));
        e = assertThrows(WorldRulesException.class, () -> WorldGen.builder(rules).surface(noSand).build().plan());
        assertEquals("biomes[1].conditions[1].field", e.path());
        assertTrue(e.getMessage().contains("grass, rock"), e.getMessage());
    }

    @Test
    void aPaintFieldWithoutALayerNameIsRefusedByTheRules() {
        WorldRulesException e = assertThrows(WorldRulesException.class, () -> WorldRules.builder("t:bad").versions(1)
                .layer(Layer.of("l", 20)).recipe(FieldsTest.stone())
                .biome(FieldsTest.biome("b", FieldsTest.min("paint.", 0.5, 0))).build());
        assertEquals("biomes[0].conditions[0].field", e.path());
    }

    @Test
    void theDefaultFourPaintFieldsAreUnchanged() {
        assertEquals(List.of("grass", "dirt", "snow", "rock"), HeightSource.FLAT.paintLayers());
        assertEquals(List.of("grass", "dirt", "snow", "rock"), HeightSource.rolling(1, 0, 10, 100).paintLayers());
        assertEquals(List.of("grass", "dirt", "snow", "rock"),
                TerrainSurface.of(TerrainSurfaceTest.slope(List.of(), null)).paintLayers());
        WorldRules rules = WorldRules.builder("t:four").versions(1).layer(Layer.of("l", 20)).recipe(FieldsTest.stone())
                .biome(FieldsTest.biome("b", FieldsTest.min("paint.grass", 0.5, 0))).build();
        assertTrue(rules.warnings().isEmpty(), rules.warnings().toString());
        for (HeightSource s : new HeightSource[] {HeightSource.FLAT, HeightSource.rolling(1, 0, 10, 100)}) {
            Map<String, Double> f = WorldGen.builder(rules).surface(s).build().plan().explain(3, 4).fields();
            assertEquals(List.copyOf(FieldTable.BUILT_IN), List.copyOf(f.keySet()));
            assertEquals(1.0, f.get("paint.grass"));
            assertEquals(0.0, f.get("paint.rock"));
        }
    }
}
