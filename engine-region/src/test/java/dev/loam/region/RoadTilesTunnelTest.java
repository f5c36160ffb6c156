package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.ModelMesh;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The spec's test-tiles-tunnel, as the examples bundle it: a highway east to west holding its grade
 * under a mountain in one tunnel of about 200 m, a country road through two hills in two short
 * ones, a track joining them into one road graph.
 */
class RoadTilesTunnelTest {
    private static final Path FILE = Path.of("../examples/src/main/resources/dev/loam/examples/regions/test-tiles-tunnel.json");
    private static final String JSON = read();
    private static final Region REGION = RegionExamples.build(JSON);
    /** The same land without its roads: the land before grading. */
    private static final Region LAND = landOf(REGION.spec());

    private static String read() {
        try {
            return Files.readString(FILE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Region landOf(RegionSpec s) {
        return RegionSolver.solve(new RegionSpec(s.name(), s.seed(), s.tilesX(), s.tilesZ(), s.base(), s.biome(), s.features(),
                s.trees(), s.rocks(), List.of()));
    }

    private static Road road(String name) {
        return REGION.roads().road(name).orElseThrow();
    }

    private static double featureX(String name) {
        for (Feature f : REGION.spec().features()) {
            if (f.name().equals(name)) {
                return f.at().i() * RegionGrid.TILE_METRES;
            }
        }
        throw new AssertionError(name);
    }

    private static RoadPoint at(Road r, double metres) {
        RoadPoint best = r.points().get(0);
        for (RoadPoint p : r.points()) {
            if (Math.abs(p.metres() - metres) < Math.abs(best.metres() - metres)) {
                best = p;
            }
        }
        return best;
    }

    /** The unit direction of travel at a point of a road, {x, z}. */
    private static double[] along(Road r, RoadPoint p) {
        int k = r.points().indexOf(p);
        RoadPoint a = r.points().get(Math.max(0, k - 1));
        RoadPoint b = r.points().get(Math.min(r.points().size() - 1, k + 1));
        double len = Math.hypot(b.x() - a.x(), b.z() - a.z());
        return new double[] {(b.x() - a.x()) / len, (b.z() - a.z()) / len};
    }

    @Test
    void allItsRoadsLieOnWhatCarriesThemAndHoldTogether() {
        assertEquals(List.of(), RoadChecks.wrong(REGION));
        assertEquals(1, REGION.roads().connectedParts());
    }

    @Test
    void theHighwayHoldsItsGradeUnderTheMountainInOneTunnelOfAbout200Metres() {
        Road h = road("highway");
        for (GridPoint t : h.tiles()) {
            assertEquals(8, t.j(), "straight east to west, through the mountain rather than round it: " + h.tiles());
        }
        assertEquals(16, h.tiles().size());
        assertEquals(1, h.tunnels().size());
        RoadTunnel t = h.tunnels().get(0);
        assertTrue(t.lengthMetres() > 180 && t.lengthMetres() < 220, "about 200 m: " + t.lengthMetres());
        double middle = at(h, (t.startMetres() + t.endMetres()) / 2).x();
        assertEquals(featureX("mountain"), middle, 64.0, "under the mountain");
        assertEquals("tunnel-highway-1", t.name());
        assertTrue(at(h, (t.startMetres() + t.endMetres()) / 2).landY() - at(h, (t.startMetres() + t.endMetres()) / 2).y() > 8.0,
                "the mountain stands well over it");
    }

    @Test
    void theCountryRoadGoesThroughTwoHillsInTwoShortTunnels() {
        Road c = road("country_road");
        List<RoadTunnel> ts = c.tunnels();
        assertEquals(2, ts.size());
        String[] hills = {"east_hill", "west_hill"};
        for (int k = 0; k < 2; k++) {
            RoadTunnel t = ts.get(k);
            assertEquals(k + 1, t.n());
            assertEquals("tunnel-country_road-" + (k + 1), t.name());
            assertTrue(t.lengthMetres() >= RoadTunnel.MIN_LENGTH_METRES && t.lengthMetres() < 64.0, "short: " + t.lengthMetres());
            assertEquals(featureX(hills[k]), at(c, (t.startMetres() + t.endMetres()) / 2).x(), 32.0, "under " + hills[k]);
        }
        assertEquals(List.of(), road("track").tunnels(), "a road that names no tunnels has none");
    }

    @Test
    void withoutTunnelsTheHighwayGoesRoundTheMountain() {
        Region never = RegionExamples.build(JSON.replace("\"auto\"", "\"never\""));
        Road h = never.roads().road("highway").orElseThrow();
        assertTrue(h.tiles().size() > 16, "round it: " + h.tiles());
        assertEquals(List.of(), never.roads().tunnels());
        for (RoadPoint p : h.points()) {
            assertFalse(p.tunnel());
        }
    }

    @Test
    void itNeverClimbsFasterThanItsClassThroughItsTunnels() {
        for (Road r : REGION.roads().roads()) {
            double g = r.roadClass().grade();
            for (int k = 1; k < r.points().size(); k++) {
                RoadPoint a = r.points().get(k - 1);
                RoadPoint b = r.points().get(k);
                if (a.tunnel() || b.tunnel()) {
                    assertTrue(Math.abs(b.y() - a.y()) <= g * (b.metres() - a.metres()) + 1e-6, r.name() + " at " + a.metres());
                }
            }
        }
    }

    @Test
    void aTunnelRunsWhereTheLandStandsHighOverTheRoadAndItsSides() {
        for (Road r : REGION.roads().roads()) {
            double side = r.roadClass().widthMetres() / 2 + RoadTunnel.SIDE_COVER_METRES;
            for (RoadPoint p : r.points()) {
                assertFalse(p.tunnel() && p.bridge());
                if (!p.tunnel()) {
                    continue;
                }
                double[] d = along(r, p);
                double left = LAND.surface().heightAt(p.x() + d[1] * side, p.z() - d[0] * side);
                double right = LAND.surface().heightAt(p.x() - d[1] * side, p.z() + d[0] * side);
                assertTrue(Math.min(p.landY(), Math.min(left, right)) - p.y() >= RoadTunnel.COVER_METRES - 1e-9,
                        r.name() + " at " + p.metres());
            }
            for (RoadTunnel t : r.tunnels()) {
                assertTrue(t.start().tunnel() && t.end().tunnel());
                int a = r.points().indexOf(t.start());
                int b = r.points().indexOf(t.end());
                assertTrue(a > 0 && !r.points().get(a - 1).tunnel(), "its first mouth opens on a cutting");
                assertTrue(b < r.points().size() - 1 && !r.points().get(b + 1).tunnel());
                for (int k = a; k <= b; k++) {
                    assertTrue(r.points().get(k).tunnel());
                }
            }
        }
    }

    @Test
    void theGroundUnderATunnelIsTheRoadsHeightOneVertexWiderThanElsewhereThenAWall() {
        float[] graded = REGION.surface().heights();
        float[] land = LAND.surface().heights();
        int vx = REGION.surface().vertsX();
        double cell = RegionGrid.CELL_METRES;
        int bed = 0;
        int wall = 0;
        for (Road r : REGION.roads().roads()) {
            double w = r.roadClass().widthMetres();
            for (RoadTunnel t : r.tunnels()) {
                double x0 = Math.min(t.start().x(), t.end().x()) - 40;
                double x1 = Math.max(t.start().x(), t.end().x()) + 40;
                double z0 = Math.min(t.start().z(), t.end().z()) - 40;
                double z1 = Math.max(t.start().z(), t.end().z()) + 40;
                for (int v = 0; v < graded.length; v++) {
                    double x = (v % vx) * cell;
                    double z = (v / vx) * cell;
                    if (x < x0 || x > x1 || z < z0 || z > z1) {
                        continue;
                    }
                    RoadPoint near = null;
                    double best = Double.POSITIVE_INFINITY;
                    for (RoadPoint p : r.points()) {
                        double d = Math.hypot(p.x() - x, p.z() - z);
                        if (d < best) {
                            best = d;
                            near = p;
                        }
                    }
                    // Well inside the tunnel, where no mouth's cutting reaches.
                    if (near.metres() < t.startMetres() + 20 || near.metres() > t.endMetres() - 20) {
                        continue;
                    }
                    if (best <= w / 2 + RoadTunnel.BED_MARGIN_METRES - 0.5) {
                        assertEquals(near.y(), graded[v], 2.0 * r.roadClass().grade() + 1e-3, "the bed at " + x + ", " + z);
                        if (best > RoadGrading.bedHalfWidth(r.roadClass()) + 0.5) {
                            bed++;
                        }
                    } else if (best > w / 2 + RoadTunnel.BED_MARGIN_METRES + 0.5
                            && best < w / 2 + RoadTunnel.BED_MARGIN_METRES + RoadTunnel.WALL_METRES - 0.5) {
                        assertTrue(graded[v] > near.y() + 0.1 && graded[v] < land[v], "the wall at " + x + ", " + z);
                        wall++;
                    } else if (best > w / 2 + RoadTunnel.BED_MARGIN_METRES + RoadTunnel.WALL_METRES + 0.5 && best < 40.0) {
                        assertEquals(land[v], graded[v], "the land over it is kept at " + x + ", " + z);
                    }
                }
            }
        }
        assertTrue(bed > 50, "vertices past the ordinary bed, in the tunnel's: " + bed);
        assertTrue(wall > 20, "vertices on the walls: " + wall);
        for (Road r : REGION.roads().roads()) {
            for (RoadPoint p : r.points()) {
                if (p.tunnel()) {
                    assertEquals(p.y(), REGION.terrain().heightAt(p.x(), p.z()), RoadChecks.GROUND_TOLERANCE_METRES,
                            r.name() + " at " + p.metres());
                }
            }
        }
    }

    @Test
    void theRoofRebuildsTheHillOverTheCuttingAMetreThickInTheBiomesColours() {
        Set<Integer> colours = new HashSet<>();
        for (GroundLayer g : GroundLayer.values()) {
            colours.add(g.colour(REGION.spec().biome()));
        }
        int vx = LAND.surface().vertsX();
        for (RoadTunnel t : REGION.roads().tunnels()) {
            ModelMesh roof = t.roof();
            assertEquals(t.name() + "-roof", roof.name());
            assertEquals(roof.name(), t.roofName());
            float[] p = roof.positionArray();
            float[] n = roof.normalArray();
            float[] c = roof.colourArray();
            int[] ix = roof.indexArray();
            assertTrue(ix.length >= 3 * 8);
            for (int k = 0; k < roof.vertexCount(); k++) {
                int vi = Math.round(p[3 * k] / (float) RegionGrid.CELL_METRES);
                int vj = Math.round(p[3 * k + 2] / (float) RegionGrid.CELL_METRES);
                double top = LAND.surface().vertexHeight(vi, vj) + RoadTunnel.ROOF_LIFT_METRES;
                double y = p[3 * k + 1];
                assertTrue(Math.abs(y - top) < 1e-3 || Math.abs(y - (top - RoadTunnel.ROOF_THICKNESS_METRES)) < 1e-3,
                        "on the land or a metre under it: " + y + " vs " + top);
                int rgb = Math.round(c[4 * k] * 255) << 16 | Math.round(c[4 * k + 1] * 255) << 8 | Math.round(c[4 * k + 2] * 255);
                assertTrue(colours.contains(rgb), "a colour of the biome's ground: " + Integer.toHexString(rgb));
                assertTrue(vi >= 0 && vi < vx);
            }
            // Every triangle faces the way its normals say (counter-clockwise from the front), and the
            // roof is closed: every edge, by its ends' places, is shared by two triangles.
            Map<String, Integer> edges = new HashMap<>();
            for (int k = 0; k < ix.length; k += 3) {
                int a = ix[k];
                int b = ix[k + 1];
                int d = ix[k + 2];
                double[] u = {p[3 * b] - p[3 * a], p[3 * b + 1] - p[3 * a + 1], p[3 * b + 2] - p[3 * a + 2]};
                double[] v = {p[3 * d] - p[3 * a], p[3 * d + 1] - p[3 * a + 1], p[3 * d + 2] - p[3 * a + 2]};
                double cx = u[1] * v[2] - u[2] * v[1];
                double cy = u[2] * v[0] - u[0] * v[2];
                double cz = u[0] * v[1] - u[1] * v[0];
                assertTrue(cx * n[3 * a] + cy * n[3 * a + 1] + cz * n[3 * a + 2] > 0, "triangle " + k / 3 + " faces its normal");
                int[] tri = {a, b, d};
                for (int e = 0; e < 3; e++) {
                    String from = key(p, tri[e]);
                    String to = key(p, tri[(e + 1) % 3]);
                    edges.merge(from + ">" + to, 1, Integer::sum);
                }
            }
            for (Map.Entry<String, Integer> e : edges.entrySet()) {
                String[] ends = e.getKey().split(">");
                assertEquals(1, e.getValue(), "each directed edge once: " + e.getKey());
                assertEquals(1, edges.getOrDefault(ends[1] + ">" + ends[0], 0), "a closed roof: " + e.getKey());
            }
            // A player walking over it stands on the hill: the roof's top over every point of the
            // road inside the tunnel is the land's height there.
            Road r = REGION.roads().road(t.road()).orElseThrow();
            for (RoadPoint q : r.points()) {
                if (q.metres() >= t.startMetres() && q.metres() <= t.endMetres()) {
                    double top = topAt(roof, q.x(), q.z());
                    double hill = RoadTunnels.gradedAt(LAND.surface().heights(), vx, LAND.surface().vertsZ(), q.x(), q.z());
                    assertEquals(hill + RoadTunnel.ROOF_LIFT_METRES, top, 1e-3,
                            t.name() + " over " + q.metres());
                    assertTrue(top - q.y() >= RoadTunnel.COVER_METRES);
                }
            }
        }
    }

    private static String key(float[] p, int v) {
        return p[3 * v] + "," + p[3 * v + 1] + "," + p[3 * v + 2];
    }

    /** The highest point of the roof's upward triangles over (x, z), or NaN when none is over it. */
    private static double topAt(ModelMesh m, double x, double z) {
        float[] p = m.positionArray();
        float[] n = m.normalArray();
        int[] ix = m.indexArray();
        double best = Double.NaN;
        for (int k = 0; k < ix.length; k += 3) {
            int a = ix[k];
            int b = ix[k + 1];
            int c = ix[k + 2];
            if (n[3 * a + 1] <= 0.1) {
                continue;
            }
            double ax = p[3 * a];
            double az = p[3 * a + 2];
            double bx = p[3 * b];
            double bz = p[3 * b + 2];
            double cx = p[3 * c];
            double cz = p[3 * c + 2];
            double det = (bz - cz) * (ax - cx) + (cx - bx) * (az - cz);
            if (det == 0) {
                continue;
            }
            double l1 = ((bz - cz) * (x - cx) + (cx - bx) * (z - cz)) / det;
            double l2 = ((cz - az) * (x - cx) + (ax - cx) * (z - cz)) / det;
            double l3 = 1 - l1 - l2;
            if (l1 >= -1e-9 && l2 >= -1e-9 && l3 >= -1e-9) {
                double y = l1 * p[3 * a + 1] + l2 * p[3 * b + 1] + l3 * p[3 * c + 1];
                best = Double.isNaN(best) ? y : Math.max(best, y);
            }
        }
        return best;
    }

    @Test
    void eachTunnelHasTwoPortalsFacingOutWithAMouthTheRoadsWidthAndAMetreAndALampEitherSide() {
        for (RoadTunnel t : REGION.roads().tunnels()) {
            Road r = REGION.roads().road(t.road()).orElseThrow();
            double w = r.roadClass().widthMetres();
            assertEquals(t.name() + "-portals", t.portalsName());
            assertEquals(2, t.portals().size());
            RoadPoint[] mouths = {t.start(), t.end()};
            for (int k = 0; k < 2; k++) {
                RoadTunnelPortal p = t.portals().get(k);
                RoadPoint m = mouths[k];
                assertEquals(m.x(), p.x(), 1e-9);
                assertEquals(m.y(), p.y(), 1e-9);
                assertEquals(m.z(), p.z(), 1e-9);
                assertEquals(m.metres(), p.metres(), 1e-9);
                assertEquals(w + 1.0, p.mouthWidthMetres(), 1e-9);
                assertEquals(t.mouthWidthMetres(), p.mouthWidthMetres(), 1e-9);
                assertEquals(5.0, p.mouthHeightMetres(), 1e-9);
                assertTrue(p.faceHeightMetres() >= p.mouthHeightMetres() + 1.0);
                assertTrue(p.faceWidthMetres() > p.mouthWidthMetres());
                double[] d = along(r, m);
                double out = k == 0 ? -1 : 1;
                double yaw = Math.toRadians(p.yawDegrees());
                assertEquals(1.0, out * (Math.sin(yaw) * d[0] + Math.cos(yaw) * d[1]), 1e-6, "facing out of the tunnel");
                assertEquals(2, p.lamps().size());
                for (RoadTunnelLamp l : p.lamps()) {
                    assertEquals(p.mouthWidthMetres() / 2 + RoadTunnel.PORTAL_LAMP_OFFSET_METRES, Math.hypot(l.x() - p.x(), l.z() - p.z()),
                            1e-6, "beside the mouth");
                    assertEquals(p.y() + RoadTunnel.LAMP_HEIGHT_METRES, l.y(), 1e-9);
                }
                RoadTunnelLamp a = p.lamps().get(0);
                RoadTunnelLamp b = p.lamps().get(1);
                assertEquals(0.0, (a.x() - b.x()) * d[0] + (a.z() - b.z()) * d[1], 1e-6, "across the road");
            }
        }
    }

    @Test
    void theLightsAreALampOnBothWallsEvery24Metres() {
        for (RoadTunnel t : REGION.roads().tunnels()) {
            Road r = REGION.roads().road(t.road()).orElseThrow();
            double w = r.roadClass().widthMetres();
            assertEquals(t.name() + "-lights", t.lightsName());
            List<RoadTunnelLamp> ls = t.lights();
            assertEquals(2 * (int) Math.ceil((t.lengthMetres() - 12.0) / 24.0), ls.size(), t.name());
            List<Double> at = new ArrayList<>();
            for (int k = 0; k < ls.size(); k += 2) {
                RoadTunnelLamp left = ls.get(k);
                RoadTunnelLamp right = ls.get(k + 1);
                assertEquals(left.metres(), right.metres(), 1e-9);
                at.add(left.metres());
                RoadPoint p = at(r, left.metres());
                for (RoadTunnelLamp l : List.of(left, right)) {
                    double off = Math.hypot(l.x() - p.x(), l.z() - p.z());
                    assertTrue(off >= w / 2 + RoadTunnel.BED_MARGIN_METRES - 1.0
                            && off <= w / 2 + RoadTunnel.BED_MARGIN_METRES + RoadTunnel.WALL_METRES + 1.0, "on a wall: " + off);
                    assertEquals(p.y() + RoadTunnel.LAMP_HEIGHT_METRES, l.y(), 0.1);
                    assertEquals(l.y(), REGION.terrain().heightAt(l.x(), l.z()), 0.5, "against the wall's face");
                    double yaw = Math.toRadians(l.yawDegrees());
                    double inward = (Math.sin(yaw) * (p.x() - l.x()) + Math.cos(yaw) * (p.z() - l.z())) / off;
                    assertEquals(1.0, inward, 0.01, "facing the road");
                }
                double[] d = along(r, p);
                double cross = (left.x() - p.x()) * d[1] - (left.z() - p.z()) * d[0];
                assertTrue(cross > 0, "the left wall's first: +x when heading north");
            }
            assertEquals(t.startMetres() + 12.0, at.get(0), 1e-9);
            for (int k = 1; k < at.size(); k++) {
                assertEquals(24.0, at.get(k) - at.get(k - 1), 1e-9);
            }
            assertTrue(at.get(at.size() - 1) < t.endMetres());
        }
    }

    @Test
    void theGraphHasNodesAtTheTunnelsMouthsAndEdgesMarkedThroughThem() {
        RoadGraph g = REGION.roads();
        assertEquals(3, g.tunnels().size());
        assertEquals(List.of("tunnel-highway-1", "tunnel-country_road-1", "tunnel-country_road-2"),
                g.tunnels().stream().map(RoadTunnel::name).toList());
        List<RoadNode> mouths = g.nodes().stream().filter(n -> n.kind() == RoadNode.Kind.TUNNEL_MOUTH).toList();
        assertEquals(6, mouths.size());
        for (RoadTunnel t : g.tunnels()) {
            for (RoadPoint m : List.of(t.start(), t.end())) {
                assertTrue(mouths.stream().anyMatch(n -> Math.hypot(n.x() - m.x(), n.z() - m.z()) < 0.01 && n.y() == m.y()
                        && n.roads().equals(List.of(t.road()))), t.name() + " has a node at its mouth");
            }
        }
        List<RoadEdge> through = g.edges().stream().filter(RoadEdge::tunnelled).toList();
        assertEquals(3, through.size());
        for (int k = 0; k < 3; k++) {
            RoadTunnel t = g.tunnels().get(k);
            RoadEdge e = through.get(k);
            assertEquals(t.road(), e.road());
            assertEquals(t.startMetres(), e.points().get(0).metres(), 1e-9);
            assertEquals(t.endMetres(), e.points().get(e.points().size() - 1).metres(), 1e-9);
            assertEquals(t.lengthMetres(), e.lengthMetres(), 1e-9);
        }
        for (RoadEdge e : g.edges()) {
            if (!e.tunnelled()) {
                for (int k = 1; k < e.points().size() - 1; k++) {
                    assertFalse(e.points().get(k).tunnel(), "an edge is in a tunnel or out of one, but for its mouths");
                }
            }
        }
        assertEquals(4, g.nodes().stream().filter(n -> n.kind() == RoadNode.Kind.END).count(),
                "the highway's and the country road's ends; the track's are junctions: " + g.nodes());
    }

    @Test
    void everyRoadHasItsStartAndEndPlaces() {
        assertEquals("test-tiles-tunnel", REGION.spec().name());
        for (String r : List.of("highway", "country_road", "track")) {
            for (String end : List.of("_start", "_end")) {
                assertTrue(REGION.places().stream().anyMatch(p -> p.name().equals(r + end)), r + end);
            }
        }
    }

    @Test
    void aRegionNamingNoTunnelsHasNone() {
        Region roads = RegionExamples.build(RegionExamples.ROADS_LAID);
        assertEquals(List.of(), roads.roads().tunnels());
        assertTrue(roads.roads().nodes().stream().noneMatch(n -> n.kind() == RoadNode.Kind.TUNNEL_MOUTH));
        for (Road r : roads.roads().roads()) {
            assertFalse(r.spec().tunnels());
            assertTrue(r.points().stream().noneMatch(RoadPoint::tunnel), r.name());
        }
    }

    @Test
    void whereTheLandStandsTooLowOverItARoadThatMayTunnelRunsInAnOpenCutting() {
        // Hills of radius 3 are broader: the country road levelled under them has at most 6 m of land over it.
        Region wide = RegionExamples.build(JSON.replace("\"radius\": 1", "\"radius\": 3"));
        Road c = wide.roads().road("country_road").orElseThrow();
        assertEquals(List.of(), c.tunnels());
        assertEquals(List.of(), RoadChecks.wrong(wide));
        double deepest = 0;
        for (RoadPoint p : c.points()) {
            assertFalse(p.tunnel());
            deepest = Math.max(deepest, p.landY() - p.y());
        }
        assertTrue(deepest > 4.0 && deepest < RoadTunnel.COVER_METRES, "a cutting " + deepest + " m deep");
    }
}
