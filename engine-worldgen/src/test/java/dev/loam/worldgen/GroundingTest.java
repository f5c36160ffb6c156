package dev.loam.worldgen;

import static dev.loam.testkit.Tolerances.ROUNDING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GroundingTest {

    /**
     * A hut plant modelled in metres ({@code unit}) with an 8 x 6 grounded base, one per site,
     * before a layer of dense pebbles that keeps off earlier footprints.
     */
    static WorldRules rules(double unit, double scale, String mode, double offset, String footprint) {
        return WorldRules.fromJson("""
                { "id": "t:grounded", "versions": [1],
                  "plants": { "hut": { "parts": [ { "mesh": "hut.esmesh" } ], "unit": %s } },
                  "layers": [ { "id": "sites", "spacing": 60, "drawDistance": 600, "chunkSize": 256 },
                              { "id": "pebbles", "spacing": 3, "drawDistance": 600, "chunkSize": 256 } ],
                  "recipes": [ { "id": "hut", "version": 1,
                      "anchor": { "id": "hut", "plant": "hut", "scale": [%s, %s], %s,
                                  "grounding": { "size": [8, 6], "samples": 5, "mode": "%s", "maxRelief": 100,
                                                 "offset": %s } } },
                    { "id": "pebble", "version": 1, "anchor": { "id": "pebble", "mesh": "pebble.esmesh",
                                                                "footprint": 0.2 } } ],
                  "biomes": [ { "id": "all", "recipes": [ { "recipe": "hut", "layer": "sites", "density": 1 },
                                                          { "recipe": "pebble", "layer": "pebbles", "density": 1 } ] } ] }
                """.formatted(unit, scale, scale, footprint, mode, offset));
    }

    static WorldPlan plan(WorldRules rules, HeightSource surface) {
        return WorldGen.builder(rules).seed(3).surface(surface).build().plan();
    }

    /** Where a point lies in a placement's own frame: {along its x, along its z}, world units. */
    static double[] local(Placement p, double x, double z) {
        double c = StrictMath.cos(p.yaw());
        double s = StrictMath.sin(p.yaw());
        double dx = x - p.x();
        double dz = z - p.z();
        return new double[] {dx * c + dz * s, -dx * s + dz * c};
    }

    @Test
    void aPlantsUnitScalesTheBaseItKeepsClear() {
        // unit 100 at scale 0.02: the 8 x 6 base is 16 x 12 world units, its half-diagonal 10.
        WorldRules rules = rules(100, 0.02, "highest", 0, "\"footprint\": 1");
        Recipe hut = rules.recipes().get(0);
        assertEquals(10, hut.reach(rules.plants()), ROUNDING, "the reach covers the base scaled by the plant's unit");
        assertEquals(1, hut.reach(), ROUNDING, "without the plants every unit reads as 1");
        WorldRules metres = rules(1, 0.02, "highest", 0, "\"footprint\": 0.2");
        assertEquals(0.2, metres.recipes().get(0).reach(metres.plants()), ROUNDING,
                "at unit 1 the same base is 0.16 x 0.12: the footprint decides");

        WorldPlan plan = plan(rules, HeightSource.FLAT);
        List<Placement> huts = plan.placementsIn(-300, -300, 300, 300, "sites");
        List<Placement> pebbles = plan.placementsIn(-320, -320, 320, 320, "pebbles");
        assertFalse(huts.isEmpty());
        int near = 0;
        for (Placement h : huts) {
            assertEquals(10, h.footprint(), ROUNDING, h.id());
            for (Placement p : pebbles) {
                double[] uv = local(h, p.x(), p.z());
                assertFalse(Math.abs(uv[0]) <= 8 && Math.abs(uv[1]) <= 6, p.id() + " stands on the base of " + h.id());
                if (Math.hypot(p.x() - h.x(), p.z() - h.z()) < 13) {
                    near++;
                }
            }
            LayerExplanation e = plan.explain(h.x(), h.z()).layers().get(1);
            assertEquals(Optional.of(Reason.OCCUPIED), e.refused(), e.toString());
            assertTrue(e.why().startsWith("footprint 0.200 overlaps " + h.id()), e.why());
        }
        assertTrue(near > 0, "pebbles grow right up to the bases");
        assertTrue(plan.stats("pebbles", -300, -300, 300, 300).refused().get(Reason.OCCUPIED) > huts.size() * 20);
    }

    @Test
    void aPlantsUnitWidensTheReachTwoSitesKeepApart() {
        // A reach of 10 at unit 100: of two sites nearer than 20, the one of lower priority gives way.
        WorldRules rules = rules(100, 0.02, "highest", 0, "\"footprint\": 1");
        WorldPlan plan = plan(rules, HeightSource.FLAT);
        List<Placement> huts = plan.placementsIn(-1000, -1000, 1000, 1000, "sites");
        for (Placement a : huts) {
            for (Placement b : huts) {
                if (a != b) {
                    assertTrue(Math.hypot(a.x() - b.x(), a.z() - b.z()) >= 20, a.id() + " and " + b.id());
                }
            }
        }
        assertTrue(plan.stats("sites", -1000, -1000, 1000, 1000).refused().get(Reason.CONFLICT) > 0);
    }

    @Test
    void scaleFootprintReadsTheRadiiInTheModelsUnitsTimesThePlantsUnit() {
        WorldRules rules = rules(100, 0.02, "highest", 0, "\"footprint\": 7, \"canopy\": 9");
        WorldRules scaled = WorldRules.fromJson(rulesJsonWithScaleFootprint());
        Recipe hut = scaled.recipes().get(0);
        assertEquals(14, hut.reach(scaled.plants()), ROUNDING, "footprint 7 model units at scale 0.02, unit 100");
        Placement p = plan(scaled, HeightSource.FLAT).placementsIn(-300, -300, 300, 300, "sites").get(0);
        assertEquals(14, p.footprint(), ROUNDING);
        assertEquals(18, p.canopy(), ROUNDING);
        Placement world = plan(rules, HeightSource.FLAT).placementsIn(-300, -300, 300, 300, "sites").get(0);
        assertEquals(10, world.footprint(), ROUNDING, "world units: the base's half-diagonal is larger");
        assertEquals(9, world.canopy(), ROUNDING, "world units: the canopy is as given");
    }

    static String rulesJsonWithScaleFootprint() {
        return """
                { "id": "t:grounded", "versions": [1],
                  "plants": { "hut": { "parts": [ { "mesh": "hut.esmesh" } ], "unit": 100 } },
                  "layers": [ { "id": "sites", "spacing": 60, "drawDistance": 600, "chunkSize": 256 } ],
                  "recipes": [ { "id": "hut", "version": 1,
                      "anchor": { "id": "hut", "plant": "hut", "scale": [0.02, 0.02], "footprint": 7, "canopy": 9,
                                  "grounding": { "size": [8, 6], "samples": 5, "maxRelief": 100,
                                                 "scaleFootprint": true } } } ],
                  "biomes": [ { "id": "all", "recipes": [ { "recipe": "hut", "layer": "sites", "density": 1 } ] } ] }
                """;
    }

    /** Bumps of a few units: the samples of a base differ, and their mean is not the centre's height. */
    static final HeightSource BUMPS = (x, z) -> 5 + 2 * Math.sin(x / 7) + 1.5 * Math.cos(z / 5);

    /** The heights of the spec's grid: {@code n x n} points over the corners, edges and interior of the base. */
    static double[] samples(Placement p, double sizeX, double sizeZ, int n) {
        double c = StrictMath.cos(p.yaw());
        double s = StrictMath.sin(p.yaw());
        double[] h = new double[n * n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                double u = ((double) a / (n - 1) - 0.5) * sizeX;
                double v = ((double) b / (n - 1) - 0.5) * sizeZ;
                h[a * n + b] = BUMPS.height(p.x() + u * c - v * s, p.z() + u * s + v * c);
            }
        }
        return h;
    }

    @Test
    void lowestMeanAndCenterStandTheBaseAtTheirHeightPlusAnOffsetThatScalesWithTheModel() {
        for (double scale : new double[] {0.02, 0.03}) {
            double lift = 0.5 * scale * 100;
            for (String mode : List.of("highest", "lowest", "mean", "center")) {
                WorldPlan plan = plan(rules(100, scale, mode, 0.5, "\"footprint\": 1"), BUMPS);
                List<Placement> huts = plan.placementsIn(-400, -400, 400, 400, "sites");
                assertTrue(huts.size() > 20, mode + " " + huts.size());
                for (Placement h : huts) {
                    double[] s = samples(h, 8 * scale * 100, 6 * scale * 100, 5);
                    double lo = Double.POSITIVE_INFINITY;
                    double hi = Double.NEGATIVE_INFINITY;
                    double sum = 0;
                    for (double v : s) {
                        lo = Math.min(lo, v);
                        hi = Math.max(hi, v);
                        sum += v;
                    }
                    double at = switch (mode) {
                        case "highest" -> hi;
                        case "lowest" -> lo;
                        case "mean" -> sum / s.length;
                        default -> BUMPS.height(h.x(), h.z());
                    };
                    GroundingResult g = h.grounding().orElseThrow();
                    String what = mode + " at scale " + scale + ": " + h.id();
                    assertEquals(lo, g.minHeight(), 1e-9, what);
                    assertEquals(hi, g.maxHeight(), 1e-9, what);
                    assertEquals(at + lift, h.y(), 1e-9, what);
                    assertEquals(at + lift - lo, g.supportDepth(), 1e-9, what);
                    assertEquals(Math.max(0, hi - at - lift), g.embedDepth(), 1e-9, what);
                }
            }
        }
    }
}
