package dev.loam.region;

import dev.loam.model.MeshBuilder;
import dev.loam.model.ModelMesh;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleBinaryOperator;

/**
 * Where a road that may tunnel runs in a tunnel, and each tunnel's pieces once the ground is
 * graded ({@link RoadTunnel}): the roof rebuilt from the land over the cut vertices, the portals at
 * its mouths, the lamps along its walls.
 */
final class RoadTunnels {
    /** The step a portal's face's height is sampled at across the cutting, in metres. */
    private static final double FACE_STEP_METRES = 1.0;
    /** The step a wall's lamp is sought at outward from the bed's edge, in metres. */
    private static final double WALL_STEP_METRES = 0.25;

    private RoadTunnels() {
    }

    /**
     * Which points a tunnel carries: runs of {@value RoadTunnel#MIN_LENGTH_METRES} m and more where
     * the land stands {@value RoadTunnel#COVER_METRES} m and more over the road at its middle and
     * {@value RoadTunnel#SIDE_COVER_METRES} m beyond either edge, none of them held to another
     * road's height.
     *
     * @param land the land's height before grading at a point (x, z), metres
     * @param xz the centre line's points, {x, z}
     * @param landY the land's height at each point, metres
     * @param h the road's height at each point, metres
     * @param metres each point's distance along the road
     * @param width the road's width, metres
     * @param held the points held level with another road (never in a tunnel)
     * @return one flag a point
     */
    static boolean[] carried(DoubleBinaryOperator land, List<double[]> xz, double[] landY, double[] h, double[] metres,
            double width, boolean[] held) {
        int n = h.length;
        boolean[] covered = new boolean[n];
        double side = width / 2.0 + RoadTunnel.SIDE_COVER_METRES;
        for (int k = 0; k < n; k++) {
            if (held[k] || landY[k] - h[k] < RoadTunnel.COVER_METRES) {
                continue;
            }
            double[] t = tangent(xz, k);
            double[] c = xz.get(k);
            double left = land.applyAsDouble(c[0] + t[1] * side, c[1] - t[0] * side);
            double right = land.applyAsDouble(c[0] - t[1] * side, c[1] + t[0] * side);
            covered[k] = Math.min(left, right) - h[k] >= RoadTunnel.COVER_METRES;
        }
        boolean[] out = new boolean[n];
        int k = 0;
        while (k < n) {
            if (!covered[k]) {
                k++;
                continue;
            }
            int a = k;
            while (k < n && covered[k]) {
                k++;
            }
            if (metres[k - 1] - metres[a] >= RoadTunnel.MIN_LENGTH_METRES) {
                for (int q = a; q < k; q++) {
                    out[q] = true;
                }
            }
        }
        return out;
    }

    /** The unit direction of travel at point {@code k}, {x, z}: from its neighbour before to its neighbour after. */
    private static double[] tangent(List<double[]> xz, int k) {
        double[] a = xz.get(Math.max(0, k - 1));
        double[] b = xz.get(Math.min(xz.size() - 1, k + 1));
        double dx = b[0] - a[0];
        double dz = b[1] - a[1];
        double len = Math.hypot(dx, dz);
        return len == 0 ? new double[] {0.0, 1.0} : new double[] {dx / len, dz / len};
    }

    private static double[] tangentOf(List<RoadPoint> pts, int k) {
        RoadPoint a = pts.get(Math.max(0, k - 1));
        RoadPoint b = pts.get(Math.min(pts.size() - 1, k + 1));
        double dx = b.x() - a.x();
        double dz = b.z() - a.z();
        double len = Math.hypot(dx, dz);
        return len == 0 ? new double[] {0.0, 1.0} : new double[] {dx / len, dz / len};
    }

    /** Runs of tunnel points of a road: {first, last} point indices, in order. */
    static List<int[]> runs(List<RoadPoint> pts) {
        List<int[]> out = new ArrayList<>();
        int k = 0;
        while (k < pts.size()) {
            if (!pts.get(k).tunnel()) {
                k++;
                continue;
            }
            int a = k;
            while (k < pts.size() && pts.get(k).tunnel()) {
                k++;
            }
            out.add(new int[] {a, k - 1});
        }
        return out;
    }

    /**
     * Each road's tunnels, built over the graded ground.
     *
     * @param roads the roads, their points marked
     * @param graded the graded ground, each vertex's tunnel ({@link RoadGrading.Graded#tunnel()})
     * @param land the land before grading
     * @param ground the land's ground, for the roof's colours
     * @param biome the region's biome
     * @return per road, its tunnels in order along it
     */
    static List<List<RoadTunnel>> build(List<Road> roads, RoadGrading.Graded graded, RegionSurface land,
            RegionGround ground, Biome biome) {
        List<List<RoadTunnel>> out = new ArrayList<>();
        int id = 0;
        for (Road r : roads) {
            List<RoadTunnel> mine = new ArrayList<>();
            List<int[]> runs = runs(r.points());
            for (int n = 0; n < runs.size(); n++) {
                id++;
                mine.add(tunnel(r, n + 1, runs.get(n), id, graded, land, ground, biome));
            }
            out.add(mine);
        }
        return out;
    }

    private static RoadTunnel tunnel(Road r, int n, int[] run, int id, RoadGrading.Graded graded, RegionSurface land,
            RegionGround ground, Biome biome) {
        List<RoadPoint> pts = r.points();
        RoadPoint a = pts.get(run[0]);
        RoadPoint b = pts.get(run[1]);
        double w = r.roadClass().widthMetres();
        String stem = "tunnel-" + r.name() + "-" + n;
        ModelMesh roof = roof(stem + "-roof", graded, id, land, ground, biome);
        List<RoadTunnelPortal> portals = List.of(portal(pts, run[0], -1, w, land), portal(pts, run[1], 1, w, land));
        List<RoadTunnelLamp> lights = new ArrayList<>();
        double spacing = RoadTunnel.LIGHT_SPACING_METRES;
        for (double s = a.metres() + spacing / 2.0; s < b.metres(); s += spacing) {
            int q = run[0];
            while (q + 1 <= run[1] && pts.get(q + 1).metres() <= s) {
                q++;
            }
            RoadPoint p0 = pts.get(q);
            RoadPoint p1 = pts.get(Math.min(q + 1, run[1]));
            double span = p1.metres() - p0.metres();
            double t = span == 0 ? 0 : (s - p0.metres()) / span;
            double x = p0.x() + (p1.x() - p0.x()) * t;
            double z = p0.z() + (p1.z() - p0.z()) * t;
            double y = p0.y() + (p1.y() - p0.y()) * t;
            double[] dir = tangentOf(pts, q);
            for (int side : new int[] {1, -1}) {
                // The left wall (+1, looking along the road) first: its outward normal is (dz, -dx).
                double nx = side * dir[1];
                double nz = -side * dir[0];
                double lift = y + RoadTunnel.LAMP_HEIGHT_METRES;
                double bed = w / 2.0 + RoadTunnel.BED_MARGIN_METRES;
                double d = bed;
                double far = bed + RoadTunnel.WALL_METRES + RegionGrid.CELL_METRES;
                while (d < far && gradedAt(graded.heights(), land.vertsX(), land.vertsZ(), x + nx * d, z + nz * d) < lift) {
                    d += WALL_STEP_METRES;
                }
                lights.add(new RoadTunnelLamp(x + nx * d, lift, z + nz * d, yaw(-nx, -nz), s));
            }
        }
        return new RoadTunnel(r.name(), n, a.metres(), b.metres(), w, a, b, roof, portals, lights);
    }

    /** A portal at point {@code k}, its face looking {@code out} (-1 back along the road, +1 on). */
    private static RoadTunnelPortal portal(List<RoadPoint> pts, int k, int out, double w, RegionSurface land) {
        RoadPoint p = pts.get(k);
        double[] t = tangentOf(pts, k);
        double ox = out * t[0];
        double oz = out * t[1];
        // Left, looking out: (oz, -ox).
        double lx = oz;
        double lz = -ox;
        double mouth = w + RoadTunnel.MOUTH_MARGIN_METRES;
        double half = w / 2.0 + RoadTunnel.BED_MARGIN_METRES + RoadTunnel.WALL_METRES;
        double top = RoadTunnel.MOUTH_HEIGHT_METRES + 1.0;
        for (double d = -half; d <= half + 1e-9; d += FACE_STEP_METRES) {
            top = Math.max(top, land.heightAt(p.x() + lx * d, p.z() + lz * d) - p.y());
        }
        double yaw = yaw(ox, oz);
        double off = mouth / 2.0 + RoadTunnel.PORTAL_LAMP_OFFSET_METRES;
        double ly = p.y() + RoadTunnel.LAMP_HEIGHT_METRES;
        List<RoadTunnelLamp> lamps = List.of(new RoadTunnelLamp(p.x() + lx * off, ly, p.z() + lz * off, yaw, p.metres()),
                new RoadTunnelLamp(p.x() - lx * off, ly, p.z() - lz * off, yaw, p.metres()));
        return new RoadTunnelPortal(p.x(), p.y(), p.z(), yaw, p.metres(), mouth, RoadTunnel.MOUTH_HEIGHT_METRES, 2.0 * half,
                top, lamps);
    }

    /** The yaw of a direction {x, z}: degrees anticlockwise from north seen from above, 0 to 360. */
    static double yaw(double dx, double dz) {
        double y = Math.toDegrees(StrictMath.atan2(dx, dz));
        y = y < 0 ? y + 360.0 : y;
        return y >= 360.0 ? 0.0 : y;
    }

    /** The graded ground's height at a point, read as the terrain reads it (two triangles a cell). */
    static double gradedAt(float[] heights, int vx, int vz, double x, double z) {
        double cx = Math.max(0.0, Math.min(x / RegionGrid.CELL_METRES, vx - 1));
        double cz = Math.max(0.0, Math.min(z / RegionGrid.CELL_METRES, vz - 1));
        int ci = Math.min((int) cx, vx - 2);
        int cj = Math.min((int) cz, vz - 2);
        double u = cx - ci;
        double v = cz - cj;
        int a = cj * vx + ci;
        double ha = heights[a];
        double hd = heights[a + vx + 1];
        return u >= v ? ha + u * (heights[a + 1] - ha) + v * (hd - heights[a + 1])
                : ha + v * (heights[a + vx] - ha) + u * (hd - heights[a + vx]);
    }

    /**
     * The roof over tunnel {@code id}'s cut vertices: every cell with one of them, its top the land
     * {@value RoadTunnel#ROOF_LIFT_METRES} m up, its underside {@value RoadTunnel#ROOF_THICKNESS_METRES}
     * m under that, its sides round the cells' outline going down into the hill.
     */
    private static ModelMesh roof(String name, RoadGrading.Graded graded, int id, RegionSurface land, RegionGround ground,
            Biome biome) {
        int vx = land.vertsX();
        int vz = land.vertsZ();
        int cx = vx - 1;
        int cz = vz - 1;
        int[] tunnel = graded.tunnel();
        int lo = Integer.MAX_VALUE;
        int hi = -1;
        for (int v = 0; v < tunnel.length; v++) {
            if (tunnel[v] == id) {
                lo = Math.min(lo, v);
                hi = v;
            }
        }
        if (hi < 0) {
            throw new IllegalStateException(name + " cuts no vertex");
        }
        MeshBuilder mb = ModelMesh.builder(name, 0);
        int cj0 = Math.max(0, lo / vx - 1);
        int cj1 = Math.min(cz - 1, hi / vx);
        boolean[] cell = new boolean[cx * cz];
        for (int v = lo; v <= hi; v++) {
            if (tunnel[v] != id) {
                continue;
            }
            int vi = v % vx;
            int vj = v / vx;
            for (int dj = -1; dj <= 0; dj++) {
                for (int di = -1; di <= 0; di++) {
                    int ci = vi + di;
                    int cj = vj + dj;
                    if (ci >= 0 && cj >= 0 && ci < cx && cj < cz) {
                        cell[cj * cx + ci] = true;
                    }
                }
            }
        }
        int[] top = new int[vx * vz];
        int[] bottom = new int[vx * vz];
        java.util.Arrays.fill(top, -1);
        double lift = RoadTunnel.ROOF_LIFT_METRES;
        double thick = RoadTunnel.ROOF_THICKNESS_METRES;
        double c = RegionGrid.CELL_METRES;
        for (int cj = cj0; cj <= cj1; cj++) {
            for (int ci = 0; ci < cx; ci++) {
                if (!cell[cj * cx + ci]) {
                    continue;
                }
                int[] corner = new int[4];
                int[] under = new int[4];
                int[][] at = {{ci, cj}, {ci + 1, cj}, {ci + 1, cj + 1}, {ci, cj + 1}};
                for (int q = 0; q < 4; q++) {
                    int vi = at[q][0];
                    int vj = at[q][1];
                    int v = vj * vx + vi;
                    if (top[v] < 0) {
                        float[] rgb = colour(ground, biome, vi, vj);
                        double y = land.vertexHeight(vi, vj) + lift;
                        double gx = (land.vertexHeight(Math.min(vi + 1, vx - 1), vj) - land.vertexHeight(Math.max(vi - 1, 0), vj))
                                / ((Math.min(vi + 1, vx - 1) - Math.max(vi - 1, 0)) * c);
                        double gz = (land.vertexHeight(vi, Math.min(vj + 1, vz - 1)) - land.vertexHeight(vi, Math.max(vj - 1, 0)))
                                / ((Math.min(vj + 1, vz - 1) - Math.max(vj - 1, 0)) * c);
                        double len = Math.sqrt(gx * gx + 1.0 + gz * gz);
                        top[v] = mb.vertex((float) (vi * c), (float) y, (float) (vj * c), (float) (-gx / len),
                                (float) (1.0 / len), (float) (-gz / len), rgb[0], rgb[1], rgb[2], 1f);
                        bottom[v] = mb.vertex((float) (vi * c), (float) (y - thick), (float) (vj * c), 0f, -1f, 0f, rgb[0],
                                rgb[1], rgb[2], 1f);
                    }
                    corner[q] = top[v];
                    under[q] = bottom[v];
                }
                // Corners: 0 south-east, 1 south-west, 2 north-west, 3 north-east; split south-east to north-west.
                mb.triangle(corner[0], corner[2], corner[1]).triangle(corner[0], corner[3], corner[2]);
                mb.triangle(under[0], under[1], under[2]).triangle(under[0], under[2], under[3]);
            }
        }
        // The sides: every edge of the outline, a quad from the top down to the underside, facing out.
        for (int cj = cj0; cj <= cj1; cj++) {
            for (int ci = 0; ci < cx; ci++) {
                if (!cell[cj * cx + ci]) {
                    continue;
                }
                if (cj == 0 || !cell[(cj - 1) * cx + ci]) {
                    side(mb, land, ground, biome, ci, cj, ci + 1, cj, 0, -1);
                }
                if (cj == cz - 1 || !cell[(cj + 1) * cx + ci]) {
                    side(mb, land, ground, biome, ci + 1, cj + 1, ci, cj + 1, 0, 1);
                }
                if (ci == 0 || !cell[cj * cx + ci - 1]) {
                    side(mb, land, ground, biome, ci, cj + 1, ci, cj, -1, 0);
                }
                if (ci == cx - 1 || !cell[cj * cx + ci + 1]) {
                    side(mb, land, ground, biome, ci + 1, cj, ci + 1, cj + 1, 1, 0);
                }
            }
        }
        return mb.build();
    }

    /**
     * A side quad under the roof's edge from vertex (ai, aj) to (bi, bj), facing (nx, nz), the
     * edge given so that, seen from outside, it runs right to left along the top.
     */
    private static void side(MeshBuilder mb, RegionSurface land, RegionGround ground, Biome biome, int ai, int aj, int bi,
            int bj, int nx, int nz) {
        double c = RegionGrid.CELL_METRES;
        double lift = RoadTunnel.ROOF_LIFT_METRES;
        double thick = RoadTunnel.ROOF_THICKNESS_METRES;
        float[] ca = colour(ground, biome, ai, aj);
        float[] cb = colour(ground, biome, bi, bj);
        double ya = land.vertexHeight(ai, aj) + lift;
        double yb = land.vertexHeight(bi, bj) + lift;
        int ta = mb.vertex((float) (ai * c), (float) ya, (float) (aj * c), nx, 0f, nz, ca[0], ca[1], ca[2], 1f);
        int tb = mb.vertex((float) (bi * c), (float) yb, (float) (bj * c), nx, 0f, nz, cb[0], cb[1], cb[2], 1f);
        int ub = mb.vertex((float) (bi * c), (float) (yb - thick), (float) (bj * c), nx, 0f, nz, cb[0], cb[1], cb[2], 1f);
        int ua = mb.vertex((float) (ai * c), (float) (ya - thick), (float) (aj * c), nx, 0f, nz, ca[0], ca[1], ca[2], 1f);
        // Seen from (nx, nz), a is on the right and b on the left: a, b, b under, a under runs counter-clockwise.
        mb.quad(ta, tb, ub, ua);
    }

    private static float[] colour(RegionGround ground, Biome biome, int vi, int vj) {
        int rgb = ground.vertexLayer(vi, vj).colour(biome);
        return new float[] {((rgb >> 16) & 0xFF) / 255f, ((rgb >> 8) & 0xFF) / 255f, (rgb & 0xFF) / 255f};
    }
}
