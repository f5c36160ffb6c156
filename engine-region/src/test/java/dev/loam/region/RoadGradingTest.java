package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import org.junit.jupiter.api.Test;

/** The ground graded to the roads, vertex by vertex: the flat bed, the blend back to the land, the wider bed winning. */
class RoadGradingTest {
    /** Float heights of the terrain against the road's double heights, in metres. */
    private static final double FLOAT_METRES = 1e-4;

    private static final Region REGION = RegionExamples.build(RegionExamples.ROADS_LAID);
    private static final Region LAND = RegionExamples.build(RegionExamples.ROADS);

    /** The nearest point of a road's centre line to (x, z): {distance, height, on a bridge (1) or not (0)}. */
    private static double[] nearest(Road r, double x, double z) {
        double[] best = {Double.POSITIVE_INFINITY, 0, 0};
        for (int p = 0; p + 1 < r.points().size(); p++) {
            RoadPoint a = r.points().get(p);
            RoadPoint b = r.points().get(p + 1);
            double sx = b.x() - a.x();
            double sz = b.z() - a.z();
            double t = Math.max(0, Math.min(1, ((x - a.x()) * sx + (z - a.z()) * sz) / (sx * sx + sz * sz)));
            double d = Math.hypot(x - a.x() - t * sx, z - a.z() - t * sz);
            if (d < best[0]) {
                best = new double[] {d, a.y() + (b.y() - a.y()) * t, (t < 0.5 ? a.bridge() : b.bridge()) ? 1 : 0};
            }
        }
        return best;
    }

    /** Whether a point of the road off its bridges lies within {@link RoadGrading#ABUTMENT_METRES} of (x, z): a bridge's abutment. */
    private static boolean nearOffTheDeck(Road r, double x, double z) {
        for (RoadPoint p : r.points()) {
            if (!p.bridge() && Math.hypot(p.x() - x, p.z() - z) <= RoadGrading.ABUTMENT_METRES + 1e-6) {
                return true;
            }
        }
        return false;
    }

    @Test
    void withinAMetreOfAnEdgeTheGroundIsTheRoadsHeight() {
        Terrain t = REGION.terrain();
        int checked = 0;
        Road highway = REGION.roads().road("highway").orElseThrow();
        for (Road r : REGION.roads().roads()) {
            double bed = RoadGrading.bedHalfWidth(r.roadClass());
            for (int vj = 1; vj < t.resolutionZ() - 1; vj++) {
                for (int vi = 1; vi < t.resolutionX() - 1; vi++) {
                    double x = vi * RegionGrid.CELL_METRES;
                    double z = vj * RegionGrid.CELL_METRES;
                    double[] n = nearest(r, x, z);
                    boolean highwayWins = r != highway && nearest(highway, x, z)[0] <= RoadGrading.bedHalfWidth(RoadClass.HIGHWAY);
                    if (n[0] <= bed && n[2] == 0 && !highwayWins) {
                        assertEquals(n[1], t.heightAt(x, z), FLOAT_METRES, r.name() + " at vertex " + vi + ", " + vj);
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 1000, checked + " vertices checked");
    }

    @Test
    void beyondTheBlendAndUnderABridgeButForItsAbutmentsTheLandIsKept() {
        Terrain graded = REGION.terrain();
        Terrain land = LAND.terrain();
        for (int vj = 0; vj < graded.resolutionZ(); vj++) {
            for (int vi = 0; vi < graded.resolutionX(); vi++) {
                double x = vi * RegionGrid.CELL_METRES;
                double z = vj * RegionGrid.CELL_METRES;
                boolean near = false;
                boolean bridged = true;
                for (Road r : REGION.roads().roads()) {
                    double[] n = nearest(r, x, z);
                    if (n[0] < RoadGrading.bedHalfWidth(r.roadClass()) + RoadGrading.MAX_BLEND_METRES) {
                        near = true;
                        bridged &= n[2] == 1 && !nearOffTheDeck(r, x, z);
                    }
                }
                boolean border = vi == 0 || vj == 0 || vi == graded.resolutionX() - 1 || vj == graded.resolutionZ() - 1;
                if (!near || bridged || border) {
                    assertEquals(land.heightAt(x, z), graded.heightAt(x, z), 0.0, "vertex " + vi + ", " + vj);
                }
            }
        }
    }

    @Test
    void whereTheBedsMeetTheWiderRoadWins() {
        // The country road crosses the highway at tile [6, 5]'s middle: in both beds, and in the
        // highway's bed but only the country road's blend, the ground is the highway's.
        Road highway = REGION.roads().road("highway").orElseThrow();
        for (double off : new double[] {4.0, 8.0}) {
            double x = 6.5 * RegionGrid.TILE_METRES + off;
            double z = 5.5 * RegionGrid.TILE_METRES + off;
            assertEquals(nearest(highway, x, z)[1], REGION.terrain().heightAt(x, z), FLOAT_METRES, "off " + off);
        }
    }
}
