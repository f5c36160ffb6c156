package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainChange;
import dev.loam.terrain.TerrainChunk;
import dev.loam.terrain.TerrainCursor;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The world's flattening and biome paint written into a real terrain through its change records. */
class TerrainGroundTest {
    /** A 257 × 257 vertex slope, 2 m a cell from (-256, -256), rising 0.25 m a metre along x; all grass. */
    static Terrain slope() {
        int n = 257;
        float[] h = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                h[j * n + i] = (float) (40 + 0.25 * (i * 2.0 - 256) + 3 * Math.sin(j * 0.05));
            }
        }
        return Terrain.builder(n, n, 2).origin(-256, 0, -256).heights(h).build();
    }

    /** Rules with one biome, "heath", painting dirt at strength 0.8 wherever a zone forces it, and "field" everywhere else. */
    static WorldRules rules() {
        return WorldRules.builder("t:ground").versions(1).layer(Layer.of("l", 20)).recipe(FieldsTest.stone())
                .biome(new Biome("field", List.of(), 0, Optional.empty(), 0, List.of(new BiomeRecipe("stone", "l", 0.2))))
                .biome(new Biome("heath", List.of(new Condition("moisture", 5, 6, 0)), 0,
                        Optional.of(new Paint(0, 1, 0, 0)), 0.8, List.of(new BiomeRecipe("stone", "l", 0.2))))
                .build();
    }

    static Zone pad(double x, double z) {
        return new Zone("pad", "building", new ZoneShape.Circle(x, z, 10), 12, 5, Set.of("*"), Optional.empty(),
                Optional.of(Zone.Flatten.GROUND), Map.of());
    }

    @Test
    void aFlattenZoneLevelsTheTerrainUnderItAndEasesBackWithinItsFalloff() {
        Terrain terrain = slope();
        Terrain original = terrain.copy();
        WorldGen world = WorldGen.builder(rules()).surface(TerrainSurface.of(terrain)).build();
        world.zones().set(pad(20, 30));
        TerrainGround ground = TerrainGround.of(world, terrain);
        TerrainCursor cursor = terrain.cursor();
        assertTrue(ground.cover(-256, -256, 256, 256) > 0);
        double target = original.heightAt(20, 30);
        for (int j = 0; j < 257; j++) {
            for (int i = 0; i < 257; i++) {
                double x = -256 + 2 * i, z = -256 + 2 * j;
                double d = Math.hypot(x - 20, z - 30);
                double h = terrain.height(i, j);
                if (d <= 10) {
                    assertEquals(target, h, 1e-4, "inside the outline at " + x + ", " + z);
                } else if (d >= 22) {
                    assertEquals(original.height(i, j), h, "beyond the falloff at " + x + ", " + z);
                } else {
                    double lo = Math.min(target, original.height(i, j)), hi = Math.max(target, original.height(i, j));
                    assertTrue(h >= lo - 1e-4 && h <= hi + 1e-4, "eased between at " + x + ", " + z);
                }
            }
        }
        // The records reach only the terrain chunks under the pad and its falloff.
        Set<TerrainChunk> reached = new HashSet<>();
        List<TerrainChange> changes = new ArrayList<>();
        assertTrue(terrain.forEachChange(cursor, c -> {
            changes.add(c);
            reached.addAll(terrain.chunksReachedBy(c));
        }));
        assertTrue(changes.stream().allMatch(c -> c instanceof TerrainChange.Heights), "no paint: the world paints nothing");
        assertTrue(reached.size() <= 6, "chunks reached: " + reached);
        // Each chunk reached touches the pad's reach (x -2..42, z 8..52), a cell of shared edge allowed.
        assertTrue(reached.stream().allMatch(c -> -256 + 2 * c.firstI() <= 44 && -256 + 2 * (c.firstI() + c.cellsX()) >= -4
                && -256 + 2 * c.firstJ() <= 54 && -256 + 2 * (c.firstJ() + c.cellsZ()) >= 6), reached.toString());
    }

    @Test
    void thePlansGroundHeightIsTheEditedTerrainsHeightEverywhereSoPlacementsStandOnIt() {
        Terrain terrain = slope();
        WorldGen world = WorldGen.builder(rules()).surface(TerrainSurface.of(terrain)).build();
        world.zones().set(pad(20, 30));
        TerrainGround ground = TerrainGround.of(world, terrain);
        ground.cover(-256, -256, 256, 256);
        WorldPlan plan = world.plan();
        for (double z = 0; z <= 60; z += 0.7) {
            for (double x = -10; x <= 50; x += 0.9) {
                assertEquals(terrain.heightAt(x, z), plan.groundHeight(x, z), 1e-4, "at " + x + ", " + z);
                assertEquals(plan.groundHeight(x, z), ground.groundHeight(x, z));
            }
        }
        // Placements stand on it: each one's height is the terrain's there (no grounding in these rules).
        for (Placement p : plan.placementsIn(-100, -100, 100, 100)) {
            assertEquals(terrain.heightAt(p.x(), p.z()), p.y(), 1e-4, p.id());
        }
    }

    @Test
    void aZoneRemovedGivesItsGroundBackAndReleaseRestoresTheOriginal() {
        Terrain terrain = slope();
        Terrain original = terrain.copy();
        WorldGen world = WorldGen.builder(rules()).surface(TerrainSurface.of(terrain)).build();
        world.zones().set(pad(-100, 0));
        TerrainGround ground = TerrainGround.of(world, terrain);
        ground.cover(-256, -256, 256, 256);
        assertFalse(terrain.contentEquals(original));
        world.zones().remove("pad");
        ground.cover(-256, -256, 256, 256);
        assertTrue(terrain.contentEquals(original), "the pad's ground given back");
        world.zones().set(pad(-100, 0));
        ground.cover(-256, -256, 256, 256);
        assertTrue(ground.release() > 0);
        assertTrue(terrain.contentEquals(original), "released");
        assertEquals(0, ground.chunksCovered());
    }

    @Test
    void aBiomesPaintPullsTheSplatWhereItHoldsAndNowhereElse() {
        Terrain terrain = slope();
        Terrain original = terrain.copy();
        WorldGen world = WorldGen.builder(rules()).surface(TerrainSurface.of(terrain)).build();
        world.zones().set(new Zone("heath", "reserve", new ZoneShape.Rect(-60, 60, 30, 20, 0), 10, 1, Set.of(),
                Optional.of("heath"), Optional.empty(), Map.of()));
        TerrainGround ground = TerrainGround.of(world, terrain);
        TerrainCursor cursor = terrain.cursor();
        ground.cover(-256, -256, 256, 256);
        WorldPlan plan = world.plan();
        int painted = 0;
        for (int j = 0; j < 257; j++) {
            for (int i = 0; i < 257; i++) {
                double x = -256 + 2 * i, z = -256 + 2 * j;
                double heath = plan.biomeWeights(x, z).stream().filter(b -> b.biome().equals("heath"))
                        .mapToDouble(BiomeWeight::weight).sum();
                int dirt = terrain.splatWeight(i, j, 1);
                if (heath > 0) {
                    // The plan's paint there, in bytes.
                    assertEquals(plan.paintAt(x, z).dirt() * 255, dirt, 1.0, "at " + x + ", " + z);
                    painted += dirt > 0 ? 1 : 0;
                } else {
                    for (int k = 0; k < 4; k++) {
                        assertEquals(original.splatWeight(i, j, k), terrain.splatWeight(i, j, k), "at " + x + ", " + z);
                    }
                }
            }
        }
        assertTrue(painted > 150, "vertices painted: " + painted);
        assertEquals(204, terrain.splatWeight(100, 158, 1), "inside the zone: 0.8 of the way to dirt");
        List<TerrainChange> changes = new ArrayList<>();
        terrain.forEachChange(cursor, changes::add);
        assertTrue(changes.stream().allMatch(c -> c instanceof TerrainChange.Splat), "no flattening: heights untouched");
        // Only where covered: a world covering a box leaves the terrain beyond its chunks alone.
        Terrain other = slope();
        TerrainGround part = TerrainGround.of(WorldGen.builder(rules()).surface(TerrainSurface.of(other)).sharing(world)
                .build(), other);
        part.cover(-256, -256, -200, -200);
        assertTrue(other.contentEquals(original), "the zone lies beyond the box covered");
        part.cover(-80, 40, -40, 80);
        assertFalse(other.contentEquals(original));
    }

    @Test
    void followingTheZonesWritesASetZonesGroundAndGivesARemovedOnesBackInTheChunksCoveredAlone() {
        Terrain terrain = slope();
        Terrain original = terrain.copy();
        WorldGen world = WorldGen.builder(rules()).surface(TerrainSurface.of(terrain)).build();
        TerrainGround ground = TerrainGround.of(world, terrain);
        // Covered: the west half only; the zone straddles x = 0, so its east part lies on ground not covered.
        ground.cover(-256, -256, -1, 256);
        assertTrue(terrain.contentEquals(original), "no zone yet: nothing written");
        assertEquals(0, ground.follow(), "the chunks covered already stand on this plan");
        world.zones().set(new Zone("heath", "reserve", new ZoneShape.Circle(0, 0, 30), 6, 1, Set.of(),
                Optional.of("heath"), Optional.empty(), Map.of()));
        world.zones().set(pad(-100, -120));
        TerrainCursor cursor = terrain.cursor();
        assertTrue(ground.follow() > 0);
        WorldPlan plan = world.plan();
        int cc = terrain.chunkCells();
        int coveredTo = (((256 - 2) / 2) / cc + 1) * cc; // the last vertex column of the chunks reaching x = -1
        for (int j = 0; j < 257; j++) {
            for (int i = 0; i < 257; i++) {
                double x = -256 + 2 * i, z = -256 + 2 * j;
                if (i <= coveredTo) {
                    assertEquals(plan.groundHeight(x, z), terrain.height(i, j), 1e-4, "flattened at " + x + ", " + z);
                    assertEquals(plan.paintAt(x, z).dirt() * 255, terrain.splatWeight(i, j, 1), 1.0, "painted at " + x
                            + ", " + z);
                } else {
                    assertEquals(original.height(i, j), terrain.height(i, j), "not covered at " + x + ", " + z);
                    assertEquals(original.splatWeight(i, j, 1), terrain.splatWeight(i, j, 1));
                }
            }
        }
        assertEquals(204, terrain.splatWeight(120, 128, 1), "inside the heath, west of x = 0: 0.8 of the way to dirt");
        assertEquals(0, terrain.splatWeight(140, 128, 1), "inside it, east of the cover: left alone");
        // Only the chunks the zones reach are written.
        Set<TerrainChunk> reached = new HashSet<>();
        terrain.forEachChange(cursor, c -> reached.addAll(terrain.chunksReachedBy(c)));
        assertTrue(reached.size() < ground.chunksCovered() / 2, reached.size() + " of " + ground.chunksCovered());
        assertEquals(0, ground.follow(), "followed already");
        world.zones().remove("heath");
        world.zones().remove("pad");
        assertTrue(ground.follow() > 0);
        // The terrain now stores a splat of its own (the slope had none), so its vertices are compared.
        for (int j = 0; j < 257; j++) {
            for (int i = 0; i < 257; i++) {
                assertEquals(original.height(i, j), terrain.height(i, j), "the zones removed give the height back");
                for (int k = 0; k < 4; k++) {
                    assertEquals(original.splatWeight(i, j, k), terrain.splatWeight(i, j, k), "and the splat");
                }
            }
        }
        assertEquals(0, ground.follow());
    }

    @Test
    void aWorldWithPaintGroundOffWritesNoPaint() {
        Terrain terrain = slope();
        Terrain original = terrain.copy();
        WorldGen world = WorldGen.builder(rules()).paintGround(false).surface(TerrainSurface.of(terrain)).build();
        world.zones().set(new Zone("heath", "reserve", new ZoneShape.Circle(0, 0, 40), 10, 1, Set.of(),
                Optional.of("heath"), Optional.empty(), Map.of()));
        assertEquals(0, TerrainGround.of(world, terrain).cover(-256, -256, 256, 256));
        assertTrue(terrain.contentEquals(original));
    }

    @Test
    void aWorldNotLaidOverTheTerrainIsRefusedNamingTheSurface() {
        Terrain terrain = slope();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TerrainGround.of(WorldGen.builder(rules()).build(), terrain));
        assertTrue(e.getMessage().startsWith("surface: "), e.getMessage());
        Terrain smaller = Terrain.builder(9, 9, 2).build();
        e = assertThrows(IllegalArgumentException.class,
                () -> TerrainGround.of(WorldGen.builder(rules()).surface(TerrainSurface.of(smaller)).build(), terrain));
        assertTrue(e.getMessage().startsWith("surface: "), e.getMessage());
    }
}
