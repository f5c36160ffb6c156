package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class RegionPaintTest {
    private static final String FLAT_MEADOW_WITH_A_RUN = RegionExamples.withFeatures(
            "{\"kind\": \"ski\", \"at\": [5, 8], \"to\": [5, 3], \"name\": \"run\"}");

    @Test
    void aSkiRunIsPaintedTwentyEightMetresWide() {
        Region r = RegionExamples.build(FLAT_MEADOW_WITH_A_RUN);
        int vj = 5 * 16;
        // The run's line is x = 320 m: snow 12 m off it (inside 14 m), not 16 m off it.
        assertEquals(GroundLayer.SNOW, r.ground().vertexLayer(80 + 3, vj));
        assertEquals(GroundLayer.SNOW, r.ground().vertexLayer(80 - 3, vj));
        assertEquals(GroundLayer.GROUND, r.ground().vertexLayer(80 + 4, vj));
        assertEquals(GroundLayer.GROUND, r.ground().vertexLayer(80 - 4, vj));
        assertEquals(28.0, RegionBuilder.SKI_WIDTH_METRES);
    }

    @Test
    void aVolcanosConeIsBareRockTwoPointFourTilesRoundItsCrater() {
        // On a base at the rim's level the flanks are flat, so only the cone's rule makes rock.
        Region r = RegionExamples.build("{\"template\": \"region\", \"name\": \"test-cone\", \"size\": [12, 12],"
                + " \"base\": 3, \"features\": [{\"kind\": \"volcano\", \"at\": [5, 6], \"level\": 3, \"radius\": 1}]}");
        // The crater's middle is vertex (80, 96); 152 m off is still the cone, 156 m off is not.
        assertEquals(GroundLayer.ROCK, r.ground().vertexLayer(80 + 38, 96));
        assertNotEquals(GroundLayer.ROCK, r.ground().vertexLayer(80 + 39, 96));
        assertEquals(2.4 * 64.0, RegionGround.CONE_METRES);
    }

    @Test
    void aLavaFlowIsTwelveMetresWideWithBanksOfAshSixMetresEachSide() {
        Region r = RegionExamples.build(RegionExamples.withFeatures(
                "{\"kind\": \"volcano\", \"at\": [5, 6], \"level\": 4, \"flow\": \"north\", \"name\": \"fuji\"}"));
        int vj = (int) ((r.flows().get(0).startZ() + r.flows().get(0).endZ()) / 8.0);
        assertEquals(GroundLayer.LAVA_ROCK, r.ground().vertexLayer(80 + 1, vj), "4 m off the flow's line");
        assertEquals(GroundLayer.ASH, r.ground().vertexLayer(80 + 2, vj), "8 m off");
        assertEquals(GroundLayer.ASH, r.ground().vertexLayer(80 + 3, vj), "12 m off");
        assertNotEquals(GroundLayer.ASH, r.ground().vertexLayer(80 + 4, vj), "16 m off");
    }

    @Test
    void theGroundIsRockFromTheBiomesRockLevel() {
        String json = "{\"template\": \"region\", \"name\": \"test-rock\", \"size\": [12, 12], \"biome\": \"desert\","
                + " \"features\": [{\"kind\": \"plateau\", \"at\": [4, 5], \"size\": [3, 3], \"level\": 4}]}";
        Region r = RegionExamples.build(json);
        // The plateau's flat top at level 4 is a desert's rock; its flat foot is sand-coloured ground.
        assertEquals(GroundLayer.ROCK, r.ground().vertexLayer(5 * 16 + 8, 6 * 16 + 8));
        assertEquals(GroundLayer.GROUND, r.ground().vertexLayer(16 + 8, 16 + 8));
        assertEquals(GroundLayer.ROCK, r.ground().triangleLayer(5 * 16 + 8, 6 * 16 + 8, 0));
    }
}
