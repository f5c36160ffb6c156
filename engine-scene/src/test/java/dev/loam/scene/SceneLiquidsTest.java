package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.core.AgentSettings;
import dev.loam.physics.CharacterController;
import dev.loam.physics.CharacterMedium;
import dev.loam.physics.Liquid;
import dev.loam.physics.LiquidSample;
import dev.loam.physics.LiquidVolumes;
import dev.loam.physics.SpawnResult;
import dev.loam.region.LavaFlow;
import dev.loam.region.Place;
import dev.loam.region.Region;
import dev.loam.region.Sheet;
import dev.loam.render.mesh.SheetMeshes;
import dev.loam.terrain.TerrainRect;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The scenes' water and lava as volumes: a region's sheets and flows, a block map's water cells. */
class SceneLiquidsTest {
    private static final Region REGION = SceneFixtures.region();

    private static Sheet sheet(Sheet.Kind kind) {
        return REGION.sheets().stream().filter(s -> s.kind() == kind).findFirst().orElseThrow();
    }

    @Test
    void aLakeHoldsWaterAtItsSheetsHeightWhereTheGroundLiesLowerAndNoneElsewhere() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            LiquidVolumes liquids = scene.liquids();
            LiquidSample s = new LiquidSample();
            Sheet lake = sheet(Sheet.Kind.WATER);
            double mx = (lake.minX() + lake.maxX()) / 2, mz = (lake.minZ() + lake.maxZ()) / 2;
            assertTrue(liquids.sample(mx, mz, s));
            assertEquals(Liquid.WATER, s.liquid());
            assertEquals(lake.heightMetres(), s.surfaceY(), 0);
            assertEquals(scene.terrain().heightAt(mx, mz), s.bedY(), 0);
            assertEquals(3, s.depth(), 0.25, "3 m deep over the bed");
            int wet = 0, dry = 0;
            for (double x = lake.minX(); x <= lake.maxX(); x += 4) {
                for (double z = lake.minZ(); z <= lake.maxZ(); z += 4) {
                    boolean water = liquids.sample(x, z, s);
                    assertEquals(scene.terrain().heightAt(x, z) < lake.heightMetres(), water, "at " + x + ", " + z);
                    if (water) {
                        wet++;
                    } else {
                        dry++;
                    }
                }
            }
            assertTrue(wet > 0 && dry > 0, "the shore shows through the sheet: " + wet + " wet, " + dry + " dry");
            assertFalse(liquids.sample(lake.minX() - 70, lake.minZ() - 70, s));
            assertFalse(s.hasLiquid());
            assertFalse(liquids.sample(-1, 5, s), "off the region");
            assertFalse(liquids.sample(Double.NaN, 5, s));
        }
    }

    @Test
    void aCraterHoldsLavaAndItsFlowRunsThinDownTheFlank() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            LiquidSample s = new LiquidSample();
            Sheet crater = sheet(Sheet.Kind.LAVA);
            LavaFlow flow = REGION.flows().get(0);
            assertTrue(scene.liquids().sample(flow.startX(), flow.startZ(), s));
            assertEquals(Liquid.LAVA, s.liquid());
            assertEquals(crater.heightMetres(), s.surfaceY(), 0, "the crater's pool, over the flow's start");
            // Down the flank, past the crater's sheet: the flow lies on the ground as drawn.
            double x = flow.startX() + 0.8 * (flow.endX() - flow.startX());
            double z = flow.startZ() + 0.8 * (flow.endZ() - flow.startZ());
            assertFalse(crater.covers(x, z));
            assertTrue(scene.liquids().sample(x, z, s));
            assertEquals(Liquid.LAVA, s.liquid());
            assertEquals(scene.terrain().heightAt(x, z) + SheetMeshes.RIBBON_LIFT_METRES, s.surfaceY(), 1e-9);
            double across = LavaFlow.WIDTH_METRES / 2 + 0.5;
            assertFalse(scene.liquids().sample(x + across, z, s), "beside the flow");
            assertTrue(scene.liquids().sample(x + across - 1, z, s), "at its edge");
        }
    }

    @Test
    void aCraterDugDeeperHoldsDeeperLava() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            Sheet crater = sheet(Sheet.Kind.LAVA);
            double mx = (crater.minX() + crater.maxX()) / 2, mz = (crater.minZ() + crater.maxZ()) / 2;
            LiquidSample s = new LiquidSample();
            var t = scene.terrain();
            int i = (int) Math.round((mx - t.originX()) / t.cellSize()), j = (int) Math.round((mz - t.originZ()) / t.cellSize());
            double vx = t.originX() + i * t.cellSize(), vz = t.originZ() + j * t.cellSize();
            assertTrue(scene.liquids().sample(vx, vz, s));
            double before = s.depth();
            float[] h = {(float) (t.heightAt(vx, vz) - 2 - t.originY())};
            assertTrue(t.setHeights(new TerrainRect(i, j, 1, 1), h).isEmpty());
            assertTrue(scene.liquids().sample(vx, vz, s));
            assertEquals(before + 2, s.depth(), 1e-3);
        }
    }

    @Test
    void aCharacterWalkingFromTheShoreIntoTheLakeWadesThenSwims() {
        try (RegionScene scene = RegionScene.builder(REGION).drawn(false).build()) {
            Sheet lake = sheet(Sheet.Kind.WATER);
            Place shore = scene.place("mere").orElseThrow();
            SpawnResult r = CharacterController.spawn(scene.collisions(), AgentSettings.DEFAULT, shore.x(), shore.y() + 1,
                    shore.z());
            assertTrue(r.isSpawned(), () -> String.valueOf(r.refusal()));
            CharacterController c = r.controller();
            c.setLiquids(scene.liquids());
            List<CharacterMedium> media = new ArrayList<>();
            c.setMediumListener((who, from, to) -> media.add(to));
            double towardX = (lake.minX() + lake.maxX()) / 2 - shore.x(), towardZ = (lake.minZ() + lake.maxZ()) / 2 - shore.z();
            double len = Math.hypot(towardX, towardZ);
            for (int k = 0; k < 60 * 40 && c.medium() != CharacterMedium.SWIMMING; k++) {
                c.step(1.0 / 60, 3 * towardX / len, 3 * towardZ / len);
            }
            assertEquals(List.of(CharacterMedium.WADING, CharacterMedium.SWIMMING), media);
            assertEquals(lake.heightMetres() - c.liquidSettings().chestDepthMetres(), c.footY(), 1e-5, "afloat");
        }
    }

    @Test
    void aBlockMapsWaterCellsHoldWaterFromTheirBedToTheirSurfaceAndAFloodedCellIsSeenAtOnce() {
        try (Landscape land = LandscapeTest.village().build()) {
            LiquidSample s = new LiquidSample();
            var map = land.map();
            double cx = map.position().x() + 8.5 * map.cellSize().x(), cz = map.position().z() + 7.5 * map.cellSize().z();
            assertTrue(land.liquids().sample(cx, cz, s));
            assertEquals(Liquid.WATER, s.liquid());
            assertEquals(map.waterSurfaceMetres(8, 7), s.surfaceY(), 0);
            assertEquals(map.topMetres(8, 7), s.bedY(), 0);
            double dx = map.position().x() + 2.5 * map.cellSize().x(), dz = map.position().z() + 2.5 * map.cellSize().z();
            assertFalse(land.liquids().sample(dx, dz, s), "a grass cell holds none");
            assertFalse(land.liquids().sample(map.position().x() - 1, cz, s), "off the map");
            assertTrue(land.setCell(Authority.create("test"), BlockCellEdit.of(2, 2, 'w', 0)).isEmpty());
            assertTrue(land.liquids().sample(dx, dz, s), "flooded before the update");
        }
    }
}
