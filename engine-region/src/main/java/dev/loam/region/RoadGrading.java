package dev.loam.region;

import java.util.Arrays;
import java.util.List;

/**
 * Grades the ground to the roads, vertex by vertex of the 4 m surface. Each vertex takes, from
 * each road, the nearest point of its centre line: within {@link #bedHalfWidth} of it (a metre past
 * the road's edge, and never less than one vertex either side) the ground is the road's height there,
 * a flat bed; beyond, an embankment or a cutting blends back to the land over
 * {@value #MIN_BLEND_METRES} to {@value #MAX_BLEND_METRES} m (twice the height it makes up, a
 * smooth step). Where two roads' beds meet, the wider road's bed wins (the one laid first between
 * equals); a bed wins over another road's blend; between blends, the one nearer its road wins.
 * Under a bridge the land is left as it is, but for its abutments: a vertex within
 * {@link #ABUTMENT_METRES} of a point of the road that is not a bridge is graded even where its
 * nearest point is one, so the triangles under every point off the deck are the road's bed right up
 * to the deck's end. Under a tunnel ({@link RoadTunnel}: a vertex whose nearest point is in one)
 * the ground is cut to the road: its flat bed reaches {@value RoadTunnel#BED_MARGIN_METRES} m past
 * the road's edge (a vertex further than elsewhere), then rises in a steep wall, straight back to
 * the land over {@value RoadTunnel#WALL_METRES} m, and nothing beyond; the hill over it is the
 * tunnel's roof. The region's outermost ring of vertices, where the world's flat ground goes on, is
 * left as it is.
 */
final class RoadGrading {
    /** The flat bed's reach past a road's edge, in metres. */
    static final double BED_MARGIN_METRES = 1.0;
    /** The shortest blend back to the land, in metres. */
    static final double MIN_BLEND_METRES = 4.0;
    /** The longest blend back to the land, in metres. */
    static final double MAX_BLEND_METRES = 16.0;
    /**
     * How far from a point of a road off its bridges the ground is graded even under the bridge: a
     * cell's diagonal, the farthest a vertex of a triangle holding that point lies from it.
     */
    static final double ABUTMENT_METRES = RegionGrid.CELL_METRES * Math.sqrt(2.0);

    private RoadGrading() {
    }

    /**
     * The graded heights, which vertices a road's bed or blend reaches (1 a blend, 2 a bed), and
     * which a tunnel's cut took: 0 none, else the tunnel's number over all roads, from 1, in the
     * roads' order and then along each.
     */
    record Graded(float[] heights, byte[] mask, int[] tunnel) {
    }

    /**
     * How far from a road's centre line its flat bed reaches: a metre past its edge, and at least
     * one vertex (4 m), so the triangles under a straight stretch's centre line are all bed.
     */
    static double bedHalfWidth(RoadClass c) {
        return Math.max(c.widthMetres() / 2.0 + BED_MARGIN_METRES, RegionGrid.CELL_METRES);
    }

    static Graded grade(RegionSurface surface, List<Road> roads) {
        int vx = surface.vertsX();
        int vz = surface.vertsZ();
        float[] land = surface.heights();
        float[] out = land.clone();
        byte[] mask = new byte[vx * vz];
        int n = vx * vz;
        // Per vertex: what wins so far (0 none, 1 a blend, 2 a bed), its road's width, height and weight.
        byte[] kind = new byte[n];
        double[] width = new double[n];
        double[] height = new double[n];
        double[] weight = new double[n];
        double[] best = new double[n];
        double[] bestH = new double[n];
        boolean[] bestBridge = new boolean[n];
        boolean[] abutment = new boolean[n];
        int[] tunnelOf = new int[n];
        int[] bestTunnel = new int[n];
        int tunnels = 0;
        double cell = RegionGrid.CELL_METRES;
        for (Road r : roads) {
            // Each point's tunnel, numbered over all roads from 1; 0 for none.
            int[] pointTunnel = new int[r.points().size()];
            for (int[] run : RoadTunnels.runs(r.points())) {
                tunnels++;
                for (int q = run[0]; q <= run[1]; q++) {
                    pointTunnel[q] = tunnels;
                }
            }
            double tunnelBed = r.roadClass().widthMetres() / 2.0 + RoadTunnel.BED_MARGIN_METRES;
            double bed = bedHalfWidth(r.roadClass());
            double reach = bed + MAX_BLEND_METRES;
            Arrays.fill(best, Double.POSITIVE_INFINITY);
            List<RoadPoint> pts = r.points();
            int lo = Integer.MAX_VALUE;
            int hi = -1;
            for (int p = 0; p + 1 < pts.size(); p++) {
                RoadPoint a = pts.get(p);
                RoadPoint b = pts.get(p + 1);
                int vi0 = Math.max(1, (int) Math.floor((Math.min(a.x(), b.x()) - reach) / cell));
                int vi1 = Math.min(vx - 2, (int) Math.ceil((Math.max(a.x(), b.x()) + reach) / cell));
                int vj0 = Math.max(1, (int) Math.floor((Math.min(a.z(), b.z()) - reach) / cell));
                int vj1 = Math.min(vz - 2, (int) Math.ceil((Math.max(a.z(), b.z()) + reach) / cell));
                double sx = b.x() - a.x();
                double sz = b.z() - a.z();
                double len2 = sx * sx + sz * sz;
                double inv = len2 == 0 ? 0 : 1.0 / len2;
                double reach2 = reach * reach;
                for (int vj = vj0; vj <= vj1; vj++) {
                    double pz = vj * cell - a.z();
                    int row = vj * vx;
                    for (int vi = vi0; vi <= vi1; vi++) {
                        double px = vi * cell - a.x();
                        double t = (px * sx + pz * sz) * inv;
                        t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
                        double dx = px - t * sx;
                        double dz = pz - t * sz;
                        double d2 = dx * dx + dz * dz;
                        int v = row + vi;
                        // best[] holds squared distances until the road is done.
                        if (d2 < best[v] && d2 <= reach2) {
                            best[v] = d2;
                            bestH[v] = a.y() + (b.y() - a.y()) * t;
                            bestBridge[v] = t < 0.5 ? a.bridge() : b.bridge();
                            bestTunnel[v] = t < 0.5 ? pointTunnel[p] : pointTunnel[p + 1];
                            lo = v < lo ? v : lo;
                            hi = v > hi ? v : hi;
                        }
                    }
                }
            }
            boolean bridged = false;
            for (RoadPoint p : pts) {
                bridged |= p.bridge();
            }
            if (bridged) {
                markAbutments(pts, vx, vz, abutment);
            }
            double w = r.roadClass().widthMetres();
            for (int v = lo; v <= hi; v++) {
                if (best[v] == Double.POSITIVE_INFINITY || bestBridge[v] && !abutment[v]) {
                    continue;
                }
                double d = Math.sqrt(best[v]);
                int tun = bestTunnel[v];
                double flat = tun != 0 ? tunnelBed : bed;
                if (d <= flat) {
                    if (kind[v] < 2 || w > width[v]) {
                        kind[v] = 2;
                        width[v] = w;
                        height[v] = bestH[v];
                        weight[v] = 1.0;
                        tunnelOf[v] = tun;
                    }
                    continue;
                }
                double alpha;
                if (tun != 0) {
                    // A tunnel's wall: straight back to the land over its width, nothing beyond.
                    double t = (d - flat) / RoadTunnel.WALL_METRES;
                    if (t >= 1.0 || kind[v] == 2) {
                        continue;
                    }
                    alpha = 1.0 - t;
                } else {
                    double blend = Math.max(MIN_BLEND_METRES, Math.min(MAX_BLEND_METRES, 2.0 * Math.abs(bestH[v] - land[v])));
                    double t = (d - bed) / blend;
                    if (t >= 1.0 || kind[v] == 2) {
                        continue;
                    }
                    alpha = 1.0 - t * t * (3.0 - 2.0 * t);
                }
                if (kind[v] == 0 || alpha > weight[v]) {
                    kind[v] = 1;
                    width[v] = w;
                    height[v] = bestH[v];
                    weight[v] = alpha;
                    tunnelOf[v] = tun;
                }
            }
        }
        for (int v = 0; v < n; v++) {
            if (kind[v] != 0) {
                out[v] = (float) (land[v] + (height[v] - land[v]) * weight[v]);
                mask[v] = kind[v];
            }
        }
        return new Graded(out, mask, tunnelOf);
    }

    /**
     * Clears {@code abutment}, then marks every vertex within {@link #ABUTMENT_METRES} of a point
     * of the road that is not on a bridge (the outermost ring aside).
     */
    private static void markAbutments(List<RoadPoint> pts, int vx, int vz, boolean[] abutment) {
        Arrays.fill(abutment, false);
        double cell = RegionGrid.CELL_METRES;
        double reach2 = ABUTMENT_METRES * ABUTMENT_METRES + 1e-9;
        for (RoadPoint p : pts) {
            if (p.bridge()) {
                continue;
            }
            int vi0 = Math.max(1, (int) Math.floor((p.x() - ABUTMENT_METRES) / cell));
            int vi1 = Math.min(vx - 2, (int) Math.ceil((p.x() + ABUTMENT_METRES) / cell));
            int vj0 = Math.max(1, (int) Math.floor((p.z() - ABUTMENT_METRES) / cell));
            int vj1 = Math.min(vz - 2, (int) Math.ceil((p.z() + ABUTMENT_METRES) / cell));
            for (int vj = vj0; vj <= vj1; vj++) {
                double dz = vj * cell - p.z();
                for (int vi = vi0; vi <= vi1; vi++) {
                    double dx = vi * cell - p.x();
                    if (dx * dx + dz * dz <= reach2) {
                        abutment[vj * vx + vi] = true;
                    }
                }
            }
        }
    }
}
