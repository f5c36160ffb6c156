package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.Rgba;
import dev.loam.terrain.Terrain;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The road meshes of the spec's test-tiles-roads (a highway bridging the gorge, a country road
 * crossing it, a track teeing onto it) and of an avenue: over the graded ground without fighting
 * it, one layer wherever a road runs (junctions too), each class's colour and paint, decks, railings
 * and piers where the bridges are.
 */
class RoadMeshesTest {
    private static final Region REGION = RegionExamples.build(RegionExamples.ROADS_LAID);
    private static final RoadMeshes MESHES = RoadMeshes.of(REGION);
    private static final Terrain TERRAIN = REGION.terrain();

    /** The upward faces of a model's meshes: per triangle its three corners' x, y, z and its first corner's colour. */
    private static List<double[]> upward(Model model) {
        List<double[]> out = new ArrayList<>();
        for (ModelMesh m : model.meshes()) {
            float[] p = m.positionArray();
            float[] c = m.colourArray();
            int[] ix = m.indexArray();
            for (int t = 0; t < ix.length; t += 3) {
                double[] tri = new double[13];
                for (int q = 0; q < 3; q++) {
                    for (int a = 0; a < 3; a++) {
                        tri[3 * q + a] = p[3 * ix[t + q] + a];
                    }
                }
                double e1x = tri[3] - tri[0], e1y = tri[4] - tri[1], e1z = tri[5] - tri[2];
                double e2x = tri[6] - tri[0], e2y = tri[7] - tri[1], e2z = tri[8] - tri[2];
                double ny = e1z * e2x - e1x * e2z;
                double nx = e1y * e2z - e1z * e2y, nz = e1x * e2y - e1y * e2x;
                if (ny > 0.9 * Math.sqrt(nx * nx + ny * ny + nz * nz)) {
                    for (int a = 0; a < 4; a++) {
                        tri[9 + a] = c[4 * ix[t] + a];
                    }
                    out.add(tri);
                }
            }
        }
        return out;
    }

    /** The height of a face over (x, z), or NaN when (x, z) is outside its plan. */
    private static double over(double[] t, double x, double z) {
        double d = (t[5] - t[8]) * (t[0] - t[6]) + (t[6] - t[3]) * (t[2] - t[8]);
        double u = ((t[5] - t[8]) * (x - t[6]) + (t[6] - t[3]) * (z - t[8])) / d;
        double v = ((t[8] - t[2]) * (x - t[6]) + (t[0] - t[6]) * (z - t[8])) / d;
        double w = 1 - u - v;
        double e = -1e-9;
        if (u < e || v < e || w < e) {
            return Double.NaN;
        }
        return u * t[1] + v * t[4] + w * t[7];
    }

    /** The faces over (x, z): each as {height, r, g, b}. */
    private static List<double[]> layers(List<double[]> faces, double x, double z) {
        List<double[]> out = new ArrayList<>();
        for (double[] t : faces) {
            if (Math.min(t[0], Math.min(t[3], t[6])) > x || Math.max(t[0], Math.max(t[3], t[6])) < x
                    || Math.min(t[2], Math.min(t[5], t[8])) > z || Math.max(t[2], Math.max(t[5], t[8])) < z) {
                continue;
            }
            double h = over(t, x, z);
            if (!Double.isNaN(h)) {
                out.add(new double[] {h, t[9], t[10], t[11]});
            }
        }
        out.sort((a, b) -> Double.compare(a[0], b[0]));
        return out;
    }

    private static boolean is(double[] layer, Rgba c) {
        return Math.abs(layer[1] - c.r()) < 1e-4 && Math.abs(layer[2] - c.g()) < 1e-4 && Math.abs(layer[3] - c.b()) < 1e-4;
    }

    /** Whether (x, z) lies under a deck's plan (its slabs), or within a metre of one. */
    private static boolean nearADeck(RoadMeshes meshes, double x, double z) {
        for (RoadMeshes.Slabs s : meshes.slabs()) {
            float[] p = s.positions();
            int[] ix = s.indices();
            for (int t = 0; t < ix.length; t += 3) {
                double minX = Double.POSITIVE_INFINITY, maxX = Double.NEGATIVE_INFINITY, minZ = minX, maxZ = maxX;
                for (int q = 0; q < 3; q++) {
                    minX = Math.min(minX, p[3 * ix[t + q]]);
                    maxX = Math.max(maxX, p[3 * ix[t + q]]);
                    minZ = Math.min(minZ, p[3 * ix[t + q] + 2]);
                    maxZ = Math.max(maxZ, p[3 * ix[t + q] + 2]);
                }
                if (x >= minX - 1 && x <= maxX + 1 && z >= minZ - 1 && z <= maxZ + 1) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void everySurfaceLiesJustOverTheGradedGroundOffTheBridges() {
        assertTrue(surfaceFacesOverTheGround(MESHES, TERRAIN) > 1000);
    }

    /**
     * Checks every upward face of the surfaces off the decks lies 2 cm or more over the ground and
     * within its skirt's reach of it; returns how many it checked.
     */
    static int surfaceFacesOverTheGround(RoadMeshes meshes, Terrain terrain) {
        int checked = 0;
        for (double[] t : upward(meshes.surfaces())) {
            double cx = (t[0] + t[3] + t[6]) / 3, cy = (t[1] + t[4] + t[7]) / 3, cz = (t[2] + t[5] + t[8]) / 3;
            if (!terrain.contains(cx, cz) || nearADeck(meshes, cx, cz)) {
                continue;
            }
            double gap = cy - terrain.heightAt(cx, cz);
            // Never under the ground, never fighting it, and never so high its skirt leaves a gap under its edge.
            double most = RoadMeshes.SKIRT_METRES - 0.05;
            assertTrue(gap >= 0.02 && gap <= most, "the surface at " + cx + ", " + cz + " lies " + gap
                    + " m over the ground: it must lie 2 cm to " + most + " m over it, never under it nor floating");
            checked++;
        }
        return checked;
    }

    @Test
    void noTwoFacesOfTheSurfacesLieWithinACentimetreOfEachOtherAndEveryRoadIsCoveredJunctionsToo() {
        List<double[]> faces = upward(MESHES.surfaces());
        RoadMeshes.Line[] lines = REGION.roads().roads().stream().map(RoadMeshes.Line::new)
                .toArray(RoadMeshes.Line[]::new);
        double[] at = new double[5];
        int samples = 0;
        for (RoadMeshes.Line l : lines) {
            double half = l.road.roadClass().widthMetres() / 2;
            for (double s = 0.3119; s < l.length() - 0.3; s += 1.7311) {
                l.at(s, at);
                for (double o = -half + 0.0531; o < half - 0.05; o += 0.3717) {
                    double x = at[0] - at[4] * o, z = at[2] + at[3] * o;
                    List<double[]> here = layers(faces, x, z);
                    assertFalse(here.isEmpty(), l.road.name() + " at " + s + " m, " + o + " m across has no surface");
                    for (int k = 1; k < here.size(); k++) {
                        double[] lo = here.get(k - 1), hi = here.get(k);
                        assertTrue(hi[0] - lo[0] > 0.01, l.road.name() + " at " + s + " m, " + o + " m across ("
                                + x + ", " + z + "): two faces " + (hi[0] - lo[0]) + " m apart fight: "
                                + java.util.Arrays.deepToString(here.toArray()));
                    }
                    samples++;
                }
            }
        }
        assertTrue(samples > 5000, samples + " samples");
        assertEquals(2, MESHES.junctions());
    }

    @Test
    void theTrackIsDirtTheOthersAsphaltAndTheHighwayHasPalerShoulders() {
        List<double[]> faces = upward(MESHES.surfaces());
        double[] at = new double[5];
        for (Road r : REGION.roads().roads()) {
            RoadMeshes.Line l = new RoadMeshes.Line(r);
            l.at(l.length() * 0.3, at);
            // A metre off the centre line: clear of any paint.
            List<double[]> here = layers(faces, at[0] - at[4] * 1.1, at[2] + at[3] * 1.1);
            Rgba expected = r.roadClass().paved() ? RoadMeshes.ASPHALT : RoadMeshes.DIRT;
            assertTrue(is(here.get(0), expected), r.name() + " is drawn in its class's colour");
            if (r.roadClass().shoulders()) {
                List<double[]> shoulder = layers(faces, at[0] - at[4] * 8, at[2] + at[3] * 8);
                assertTrue(is(shoulder.get(0), RoadMeshes.SHOULDER), "the highway's hard shoulder");
            }
        }
    }

    /** The share of stations along a road, away from its junctions and ends, with paint at an offset. */
    private static double painted(Region region, RoadMeshes meshes, String road, double offset) {
        List<double[]> faces = upward(meshes.surfaces());
        Road r = region.roads().road(road).orElseThrow();
        RoadMeshes.Line l = new RoadMeshes.Line(r);
        double[] at = new double[5];
        int n = 0, paint = 0;
        for (double s = 12; s < l.length() - 12; s += 0.5) {
            l.at(s, at);
            boolean nearJunction = false;
            for (RoadNode node : region.roads().nodes()) {
                nearJunction |= node.kind() == RoadNode.Kind.JUNCTION && Math.hypot(node.x() - at[0], node.z() - at[2]) < 12;
            }
            if (nearJunction) {
                continue;
            }
            List<double[]> here = layers(faces, at[0] - at[4] * offset, at[2] + at[3] * offset);
            n++;
            if (is(here.get(here.size() - 1), RoadMeshes.PAINT)) {
                paint++;
            }
        }
        return paint / (double) n;
    }

    @Test
    void aCountryRoadHasADashedCentreLineAndNoOtherPaint() {
        double centre = painted(REGION, MESHES, "country_road", 0);
        assertEquals(1.0 / 3, centre, 0.06, "a dash of 3 m every 9 m");
        assertEquals(0, painted(REGION, MESHES, "country_road", 1.5));
        assertEquals(0, painted(REGION, MESHES, "track", 0), "a track has no paint");
    }

    @Test
    void aHighwayHasSolidEdgeLinesBeforeItsShouldersASolidCentreAndDashedLanes() {
        double inner = RoadClass.HIGHWAY.widthMetres() / 2 - RoadMeshes.SHOULDER_METRES;
        assertEquals(1, painted(REGION, MESHES, "highway", inner), 1e-9);
        assertEquals(1, painted(REGION, MESHES, "highway", -inner), 1e-9);
        assertEquals(1, painted(REGION, MESHES, "highway", RoadMeshes.LINE_METRES * 0.75), 1e-9);
        assertEquals(1.0 / 3, painted(REGION, MESHES, "highway", inner / 2), 0.06);
        assertEquals(0, painted(REGION, MESHES, "highway", inner + 1));
    }

    @Test
    void anAvenueHasASolidLineBetweenItsCarriagewaysAndDashedLanes() {
        Region avenue = RegionExamples.build("""
                {
                  "template": "region", "name": "test-avenue", "size": [6, 6],
                  "roads": [ { "class": "avenue", "from": "spawn", "to": "north", "name": "main" } ]
                }
                """);
        RoadMeshes m = RoadMeshes.of(avenue);
        assertEquals(1, painted(avenue, m, "main", RoadMeshes.LINE_METRES * 0.75), 1e-9);
        assertEquals(1, painted(avenue, m, "main", -RoadMeshes.LINE_METRES * 0.75), 1e-9);
        assertEquals(1.0 / 3, painted(avenue, m, "main", RoadClass.AVENUE.widthMetres() / 4), 0.06);
        assertEquals(0, painted(avenue, m, "main", 1.2));
        assertTrue(m.bridges().meshes().isEmpty() && m.slabs().isEmpty() && m.pierBoxes().length == 0,
                "no bridge, no deck");
    }

    @Test
    void theGorgesBridgeHasADeckAtTheRoadsHeightRailingsAndPiersDownToTheLand() {
        Road highway = REGION.roads().road("highway").orElseThrow();
        assertFalse(highway.bridges().isEmpty());
        assertFalse(MESHES.bridges().meshes().isEmpty());
        RoadMeshes.Slabs deck = MESHES.slabs().get(0);
        assertEquals("bridge decks", deck.name());
        assertEquals(RoadBridge.DECK_DROP_METRES + RoadBridge.DECK_DEPTH_METRES, deck.depthMetres(), 1e-12);
        RoadMeshes.Line l = new RoadMeshes.Line(highway);
        double[] at = new double[5];
        RoadBridge b = highway.bridges().get(0);
        l.at((b.startMetres() + b.endMetres()) / 2, at);
        float[] p = deck.positions();
        double nearest = Double.POSITIVE_INFINITY, y = Double.NaN;
        for (int v = 0; v < p.length; v += 3) {
            double d = Math.hypot(p[v] - at[0], p[v + 2] - at[2]);
            if (d < nearest) {
                nearest = d;
                y = p[v + 1];
            }
        }
        assertTrue(nearest < RoadClass.HIGHWAY.widthMetres(), "the deck runs under the bridge's middle");
        assertEquals(at[1], y, 0.05, "the deck's walking top is the road's height");
        assertTrue(at[1] - TERRAIN.heightAt(at[0], at[2]) > RoadBridge.CLEARANCE_METRES, "the land under it is left low");
        RoadMeshes.Slabs rails = MESHES.slabs().get(1);
        assertEquals("bridge railings", rails.name());
        int piers = 0;
        for (RoadBridge br : highway.bridges()) {
            piers += br.piers().size();
        }
        double[] boxes = MESHES.pierBoxes();
        assertEquals(2 * piers, boxes.length / 6, "two columns a pier under a highway");
        for (int k = 0; k < boxes.length; k += 6) {
            double cx = (boxes[k] + boxes[k + 3]) / 2, cz = (boxes[k + 2] + boxes[k + 5]) / 2;
            for (int q = 0; q < 4; q++) {
                double x = boxes[k + ((q & 1) == 0 ? 0 : 3)], z = boxes[k + ((q & 2) == 0 ? 2 : 5)];
                assertTrue(boxes[k + 1] < TERRAIN.heightAt(x, z) - 0.5, "a pier's every corner stands in the land");
            }
            // Its top is the deck's underside over it.
            double deckUnder = Double.NaN, nearestPier = Double.POSITIVE_INFINITY;
            for (RoadBridge br : highway.bridges()) {
                for (RoadPier pier : br.piers()) {
                    double d = Math.hypot(pier.x() - cx, pier.z() - cz);
                    if (d < nearestPier) {
                        nearestPier = d;
                        deckUnder = pier.topY();
                    }
                }
            }
            assertEquals(deckUnder, boxes[k + 4], 1e-9, "a pier reaches up to the deck");
        }
    }

    @Test
    void aRegionWithNoRoadsHasNoMeshes() {
        RoadMeshes m = RoadMeshes.of(RegionExamples.build(RegionExamples.ROADS));
        assertTrue(m.surfaces().meshes().isEmpty() && m.bridges().meshes().isEmpty());
        assertEquals(0, m.junctions());
    }
}
