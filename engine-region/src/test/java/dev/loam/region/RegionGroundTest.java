package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Scatter;
import dev.loam.terrain.Terrain;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RegionGroundTest {
    @Test
    void aLakesWaterSpansItsBedAndShoreOneMetreUnderTheShore() {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        Sheet water = r.sheets().get(0);
        assertEquals(new Sheet(Sheet.Kind.WATER, "lake_1", 1, 4, 4, 7, 3.0), water);
        assertTrue(r.isWet(1, 4) && r.isWet(4, 7) && !r.isWet(5, 7) && !r.isWet(1, 8));
        // 3 m deep over the bed, and the shore's outer edge stands over the water.
        assertEquals(0.0, r.surface().heightAt(3 * 64.0, 6 * 64.0), 1e-9);
        assertTrue(r.surface().heightAt(64.0, 6 * 64.0) >= water.heightMetres() + 1.0);
    }

    @Test
    void aVolcanosLavaSpansTheFourTilesRoundItsCraterTwoMetresUnderTheRim() {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        Sheet lava = r.sheets().get(1);
        assertEquals(new Sheet(Sheet.Kind.LAVA, "volcano_1", 6, 5, 7, 6, 14.0), lava);
        assertTrue(r.surface().heightAt(7 * 64.0, 6 * 64.0) < lava.heightMetres(), "the lava fills the crater");
        assertTrue(r.surface().heightAt(6 * 64.0, 6 * 64.0) > lava.heightMetres(), "the rim stands over it");
    }

    @Test
    void steepGroundIsRockWhateverItsHeight() {
        Region r = RegionExamples.build(RegionExamples.TERRAIN);
        // The mountain's flank falls 8 m over 64 m, steeper than 11 cm a metre, at a low height.
        int vi = 8 * 16 + 8;
        int vj = 8 * 16 + 1;
        assertTrue(r.surface().vertexHeight(vi, vj) < 6 * 4.0);
        assertEquals(GroundLayer.ROCK, r.ground().vertexLayer(vi, vj));
        assertEquals(GroundLayer.GROUND, r.ground().vertexLayer(3 * 16, 3 * 16));
    }

    @Test
    void snowLiesFromTheBiomesSnowLevelAndDownASkiRun() {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        // Alpine snow from level 6 never reaches a level-4 mountain; the ski run paints it.
        assertEquals(GroundLayer.SNOW, r.ground().vertexLayer(5 * 16, 7 * 16));
        assertEquals(GroundLayer.SNOW, r.ground().vertexLayer(5 * 16 + 3, 6 * 16));
        String tall = "{\"template\": \"region\", \"name\": \"test-snow\", \"size\": [14, 14], \"biome\": \"alpine\","
                + " \"features\": [{\"kind\": \"mountain\", \"at\": [7, 8], \"level\": 8, \"radius\": 5}]}";
        Region t = RegionExamples.build(tall);
        assertEquals(GroundLayer.SNOW, t.ground().vertexLayer(7 * 16, 8 * 16));
    }

    @Test
    void aLavaFlowIsPaintedWithBanksOfAsh() {
        Region r = RegionExamples.build(RegionExamples.withFeatures(
                "{\"kind\": \"volcano\", \"at\": [5, 6], \"level\": 4, \"flow\": \"north\", \"name\": \"fuji\"}"));
        LavaFlow flow = r.flows().get(0);
        int vi = 5 * 16;
        int vj = (int) ((flow.startZ() + flow.endZ()) / 2.0 / 4.0);
        assertEquals(GroundLayer.LAVA_ROCK, r.ground().vertexLayer(vi, vj));
        assertEquals(GroundLayer.ASH, r.ground().vertexLayer(vi + 2, vj));
        assertEquals(GroundLayer.ASH, r.ground().vertexLayer(vi - 2, vj));
    }

    @Test
    void treesGrowBelowTheRockLineAndNeverOnTheApronOrAWetTile() {
        String json = "{\"template\": \"region\", \"name\": \"test-trees\", \"size\": [14, 14], \"biome\": \"forest\","
                + " \"features\": [{\"kind\": \"lake\", \"at\": [3, 5], \"size\": [2, 2]},"
                + " {\"kind\": \"hill\", \"at\": [10, 8], \"level\": 4}]}";
        Region r = RegionExamples.build(json);
        int trees = 0;
        int rocks = 0;
        Scatter props = r.props();
        Terrain ground = r.terrain();
        for (int k = 0; k < props.size(); k++) {
            String s = "instance " + k + " at (" + props.x(k) + ", " + props.z(k) + ")";
            int ti = (int) (props.x(k) / 64.0);
            int tj = (int) (props.z(k) / 64.0);
            assertFalse(RegionGrid.isApronTile(14, ti, tj), "nothing on the apron: " + s);
            assertFalse(r.isWet(ti, tj), "nothing on a wet tile: " + s);
            if (props.item(k) < 2) {
                trees++;
                assertTrue(props.y(k) < Biome.FOREST.rockLevel() * 4.0);
            } else {
                rocks++;
            }
            // On the terrain's drawn triangles, to the 0.01 the set stores; rocks sunk 0.1 m into it.
            assertEquals(ground.heightAt(props.x(k), props.z(k)), props.y(k) + (props.item(k) < 2 ? 0.0 : 0.1),
                    0.005 + 1e-9, s);
        }
        assertTrue(trees > 50, "a forest has many trees: " + trees);
        assertTrue(rocks > 0);
    }

    @Test
    void thePropsSwitchesTurnTreesAndRocksOff() {
        assertEquals(0, RegionExamples.build(RegionExamples.TERRAIN).props().size());
        String noTrees = RegionExamples.ROADS.replace("\"base\": 3,", "\"base\": 3, \"props\": {\"trees\": false},");
        Region r = RegionExamples.build(noTrees);
        Scatter props = r.props();
        assertTrue(props.size() > 0);
        assertTrue(IntStream.range(0, props.size()).allMatch(k -> props.item(k) >= 2), "only rocks");
    }

    @Test
    void aHillWithALighthouseGetsItOnItsPeakWithATelescopeBesideAndNothingElseRoundIt() {
        Region r = RegionExamples.build(RegionExamples.withFeatures(
                "{\"kind\": \"hill\", \"at\": [5, 6], \"level\": 3, \"lighthouse\": true, \"name\": \"cape\"}"));
        Scatter props = r.props();
        assertEquals("res://props/buildings/lighthouse.tscn", props.items().get(RegionProps.LIGHTHOUSE_ITEM).source());
        assertEquals("res://props/details/telescope.tscn", props.items().get(RegionProps.TELESCOPE_ITEM).source());
        double px = 5 * RegionGrid.TILE_METRES, pz = 6 * RegionGrid.TILE_METRES;
        int lighthouses = 0, telescopes = 0;
        for (int k = 0; k < props.size(); k++) {
            double d = Math.hypot(props.x(k) - px, props.z(k) - pz);
            if (props.item(k) == RegionProps.LIGHTHOUSE_ITEM) {
                lighthouses++;
                assertEquals(0, d, 1e-9, "on the peak");
                assertEquals(r.terrain().heightAt(px, pz), props.y(k), 1e-9, "standing on the ground");
            } else if (props.item(k) == RegionProps.TELESCOPE_ITEM) {
                telescopes++;
                assertEquals(RegionProps.TELESCOPE_METRES, d, 1e-9, "beside it");
            } else {
                assertTrue(d >= RegionProps.LIGHTHOUSE_CLEAR_METRES, "a tree or rock " + d + " m from the lighthouse");
            }
        }
        assertEquals(1, lighthouses);
        assertEquals(1, telescopes);
        assertTrue(r.places().stream().anyMatch(p -> p.name().equals("cape_lighthouse")));
        // Without a lighthouse the set keeps the biome's four items.
        assertEquals(4, RegionExamples.build(RegionExamples.withFeatures(
                "{\"kind\": \"hill\", \"at\": [5, 6], \"level\": 3}")).props().items().size());
    }
}
