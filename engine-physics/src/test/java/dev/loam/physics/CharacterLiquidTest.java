package dev.loam.physics;

import static dev.loam.testkit.Tolerances.CONTACT_METRES;
import static dev.loam.testkit.Tolerances.FRAME_RATE_METRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.AgentSettings;
import dev.loam.terrain.Terrain;
import dev.loam.testkit.Allocation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A {@link CharacterController} in water and lava: wading, swimming, climbing out, dying. */
class CharacterLiquidTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    private static final LiquidSettings WATER = LiquidSettings.DEFAULT;

    /** A beach: the ground falls 0.2 m a metre along x from 1 m at x = −5; still water at y = 0 from x = 0 on. */
    private static CollisionWorld beach() {
        int n = 61;
        float[] h = new float[n * n];
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                h[j * n + i] = (float) (-0.2 * i);
            }
        }
        Terrain t = Terrain.builder(n, n, 1).origin(-5, 1, -30).chunkCells(16).heights(h).build();
        return new CollisionWorld().add(new TerrainCollider(t));
    }

    /** Water standing at y = {@code surface} over x at or past {@code fromX}, the bed the world's ground. */
    private static LiquidVolumes pool(CollisionWorld world, Liquid kind, double fromX, double surface) {
        return (x, z, dest) -> {
            dest.clear();
            double bed = world.surfaceHeight(x, z);
            if (x < fromX || !(bed < surface)) {
                return false;
            }
            dest.set(kind, surface, bed);
            return true;
        };
    }

    private static CharacterController spawn(CollisionWorld world, double x, double y, double z) {
        SpawnResult r = CharacterController.spawn(world, AGENT, x, y, z);
        assertTrue(r.isSpawned(), () -> String.valueOf(r.refusal()));
        return r.controller();
    }

    @Test
    void aCharacterWalkingIntoTheLakeWadesThenSwimsAfloatWithItsHeadOut() {
        CollisionWorld world = beach();
        CharacterController c = spawn(world, -3, 5, 0);
        c.setLiquids(pool(world, Liquid.WATER, 0, 0));
        List<String> changes = new ArrayList<>();
        c.setMediumListener((who, from, to) -> changes.add(from + ">" + to + "@" + Math.round(who.footX() * 10) / 10.0));
        double lastX = c.footX();
        CharacterMedium before = c.medium();
        for (int k = 0; k < 60 * 20; k++) {
            CharacterMedium was = before;
            c.step(1.0 / 60, 3, 0);
            before = c.medium();
            double depth = -c.footY();
            double moved = (c.footX() - lastX) * 60;
            lastX = c.footX();
            switch (c.medium()) {
                case GROUND -> assertTrue(depth < WATER.kneeDepthMetres() + 0.05, "dry or under the knee at " + c);
                case WADING -> {
                    assertTrue(depth >= WATER.kneeDepthMetres() - 1e-9, "over the knee at " + c);
                    if (was == CharacterMedium.WADING) {
                        assertEquals(3 * WATER.wadePace(), moved, 1e-6, "wades at half pace at " + c);
                    }
                }
                case SWIMMING -> {
                    assertEquals(-WATER.chestDepthMetres(), c.footY(), CONTACT_METRES, "afloat, feet chest deep: " + c);
                    if (was == CharacterMedium.SWIMMING) {
                        assertEquals(WATER.swimSpeedMetresPerSecond(), moved, 1e-6, "swims at 1.6 m/s: " + moved);
                    }
                    assertTrue(c.footY() + AGENT.heightMetres() > 0.4, "head out of the water");
                    assertFalse(c.jump(4), "a swimmer cannot jump");
                }
            }
        }
        assertEquals(CharacterMedium.SWIMMING, c.medium());
        assertEquals(2, changes.size(), changes.toString());
        assertTrue(changes.get(0).startsWith("GROUND>WADING"), changes.toString());
        assertTrue(changes.get(1).startsWith("WADING>SWIMMING"), changes.toString());
        // Over the knee where the ground is 0.45 m under the surface (x = 2.25 less the capsule's
        // rounding on the slope), afloat where the bed is 1.3 m under it (x = 6.5).
        double wadeAt = Double.parseDouble(changes.get(0).substring(changes.get(0).indexOf('@') + 1));
        double swimAt = Double.parseDouble(changes.get(1).substring(changes.get(1).indexOf('@') + 1));
        assertEquals(2.25, wadeAt, 0.25, changes.toString());
        assertEquals(6.5, swimAt, 0.25, changes.toString());
    }

    @Test
    void waterUnderTheKneeSlowsTheWalkByItsDepth() {
        CollisionWorld world = beach();
        CharacterController c = spawn(world, 1, 5, 0);
        c.setLiquids(pool(world, Liquid.WATER, 0, 0));
        c.step(1.0 / 60, 0, 0);
        double over = -c.footY();
        assertTrue(over > 0 && over < WATER.kneeDepthMetres(), "ankle deep: " + over);
        assertEquals(CharacterMedium.GROUND, c.medium());
        assertEquals(1 - (1 - WATER.wadePace()) * over / WATER.kneeDepthMetres(), c.pace(), 1e-12);
        CharacterController dry = spawn(world, -3, 5, 0);
        dry.setLiquids(pool(world, Liquid.WATER, 0, 0));
        dry.step(1.0 / 60, 0, 0);
        assertEquals(1, dry.pace());
    }

    @Test
    void aSwimmerCannotStandOnTheBedUnderDeepWaterAndSwimsBackToWade() {
        CollisionWorld world = beach();
        CharacterController c = spawn(world, 9, 5, 0);
        c.setLiquids(pool(world, Liquid.WATER, 0, 0));
        c.step(1.0 / 60, 0, 0);
        assertEquals(CharacterMedium.SWIMMING, c.medium());
        assertTrue(c.footY() > world.surfaceHeight(c.footX(), c.footZ()) + 0.4, "floats well over the bed: " + c);
        for (int k = 0; k < 60 * 10; k++) {
            c.step(1.0 / 60, -3, 0);
        }
        assertEquals(CharacterMedium.GROUND, c.medium(), "back out on the beach");
        assertTrue(c.footX() < 0, "walked out of the water: " + c);
    }

    @Test
    void aFallIntoDeepWaterEndsAfloat() {
        CollisionWorld world = beach();
        CharacterController c = spawn(world, 12, 5, 0);
        c.teleport(12, 6, 0);
        c.setLiquids(pool(world, Liquid.WATER, 0, 0));
        List<CharacterMedium> media = new ArrayList<>();
        c.setMediumListener((who, from, to) -> media.add(to));
        for (int k = 0; k < 120; k++) {
            c.step(1.0 / 60, 0, 0);
        }
        assertEquals(List.of(CharacterMedium.SWIMMING), media);
        assertEquals(-WATER.chestDepthMetres(), c.footY(), CONTACT_METRES);
        assertEquals(0, c.verticalSpeed());
    }

    /** Deep water over a flat bed at −3 up to a bank (a box) from x = 10 whose top is at {@code bankY}. */
    private static CharacterController swimmerBefore(double bankY, LiquidSettings settings) {
        Terrain t = Terrain.builder(41, 41, 1).origin(-10, -3, -20).chunkCells(16).heights(new float[41 * 41]).build();
        CollisionWorld world = new CollisionWorld().add(new TerrainCollider(t))
                .add(MeshCollider.builder("bank").box(10, -3.5, -20, 30, bankY, 20).build());
        CharacterController c = spawn(world, 6, -2, 0);
        c.setLiquids((x, z, dest) -> {
            dest.clear();
            if (x >= 10) {
                return false;
            }
            dest.set(Liquid.WATER, 0, -3);
            return true;
        });
        c.setLiquidSettings(settings);
        return c;
    }

    @Test
    void aSwimmerClimbsOutOnlyWhereTheBankIsWithinTheClimbOutHeightOfItsFeet() {
        // Feet afloat at −1.3: a bank at −0.8 is 0.5 m over them, one at −0.5 is 0.8 m.
        CharacterController low = swimmerBefore(-0.8, WATER);
        CharacterController high = swimmerBefore(-0.5, WATER);
        LiquidSettings stiff = new LiquidSettings(0.45, 1.3, 0.5, 1.6, 0.3);
        CharacterController weak = swimmerBefore(-0.8, stiff);
        for (CharacterController c : new CharacterController[] {low, high, weak}) {
            for (int k = 0; k < 60 * 8; k++) {
                c.step(1.0 / 60, 1.5, 0);
            }
        }
        assertTrue(low.footX() > 12, "climbed out onto the low bank: " + low);
        assertEquals(-0.8 + AGENT.clearanceRadiusMetres() - AGENT.radiusMetres(), low.footY(), CONTACT_METRES);
        assertEquals(CharacterMedium.GROUND, low.medium());
        assertTrue(high.footX() < 10, "the high bank is a wall: " + high);
        assertEquals(CharacterMedium.SWIMMING, high.medium());
        assertTrue(weak.footX() < 10, "a climb-out height of 0.3 m keeps it in the water: " + weak);
    }

    @Test
    void aSwimAcrossTheLakeEndsInTheSamePlaceAt30_60And240Hertz() {
        double[] ends = new double[3];
        int[] rates = {30, 60, 240};
        for (int r = 0; r < rates.length; r++) {
            CollisionWorld world = beach();
            CharacterController c = spawn(world, 1, 5, 0.5);
            c.setLiquids(pool(world, Liquid.WATER, 0, 0));
            for (int k = 0; k < rates[r] * 6; k++) {
                c.step(1.0 / rates[r], 2.4, 0);
            }
            ends[r] = c.footX();
        }
        // The medium is found once a step, so the pace changes at the first step past each depth:
        // the rates agree within a step's walk at the slowest of them.
        assertEquals(ends[1], ends[0], 2.4 / 30);
        assertEquals(ends[1], ends[2], 2.4 / 60);
        assertTrue(ends[1] > 8, "swam out: " + ends[1]);
    }

    @Test
    void lavaKillsTheCharacterOnceAndItMovesNoMoreUntilTeleported() {
        Terrain t = Terrain.builder(41, 41, 1).origin(-20, 0, -20).chunkCells(16).heights(new float[41 * 41]).build();
        CollisionWorld world = new CollisionWorld().add(new TerrainCollider(t));
        CharacterController c = spawn(world, 0, 1, 0);
        c.setLiquids((x, z, dest) -> {
            dest.clear();
            if (x < 3) {
                return false;
            }
            dest.set(Liquid.LAVA, 0.12, 0);
            return true;
        });
        int[] deaths = {0};
        double[] at = new double[2];
        c.setMediumListener(new CharacterMediumListener() {
            @Override
            public void mediumChanged(CharacterController who, CharacterMedium from, CharacterMedium to) {
            }

            @Override
            public void killedByLava(CharacterController who, double surfaceY) {
                deaths[0]++;
                at[0] = who.footX();
                at[1] = surfaceY;
            }
        });
        for (int k = 0; k < 300; k++) {
            c.step(1.0 / 60, 3, 0);
        }
        assertEquals(1, deaths[0]);
        assertTrue(c.isKilled());
        assertEquals(3, at[0], 3.0 / 60 + 1e-9, "died at the lava's edge");
        assertEquals(0.12, at[1]);
        double x = c.footX();
        c.step(1.0 / 60, 3, 0);
        assertEquals(x, c.footX(), "the dead stay put");
        assertEquals(0, c.pace());
        assertFalse(c.jump(3));
        c.teleport(0, 0.5, 0);
        assertFalse(c.isKilled());
        c.step(1.0 / 60, 0, 0);
        assertFalse(c.isKilled());
    }

    @Test
    void liquidSettingsOutOfRangeAreRefusedNamingTheValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new LiquidSettings(0.45, 0.3, 0.5, 1.6, 0.6));
        assertTrue(e.getMessage().contains("chestDepthMetres 0.3"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new LiquidSettings(0.45, 1.3, 0, 1.6, 0.6));
        assertThrows(IllegalArgumentException.class, () -> new LiquidSettings(0.45, 1.3, 0.5, Double.NaN, 0.6));
        assertThrows(IllegalArgumentException.class, () -> new LiquidSettings(0.45, 1.3, 0.5, 1.6, -1));
        assertThrows(NullPointerException.class, () -> spawn(beach(), 0, 5, 0).setLiquids(null));
    }

    @Test
    void aSwimmingStepAllocatesNothingOnceWarm() {
        CollisionWorld world = beach();
        CharacterController c = spawn(world, 1, 5, 0);
        LiquidVolumes water = pool(world, Liquid.WATER, 0, 0);
        c.setLiquids(water);
        int[] changes = {0};
        c.setMediumListener((who, from, to) -> changes[0]++);
        int[] steps = {0};
        Allocation.assertAllocatesNothing(20_000, 600, () -> {
            if (steps[0]++ % 400 == 0) {
                c.teleport(1, 0.5, 0);
            }
            c.step(1.0 / 60, 2, 0);
        });
        assertTrue(changes[0] > 0);
    }
}
