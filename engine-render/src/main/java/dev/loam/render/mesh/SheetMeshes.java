package dev.loam.render.mesh;

import java.util.List;
import java.util.Objects;
import java.util.function.DoubleBinaryOperator;

/**
 * Water and lava sheets meshed from plain data: flat {@link SheetRect}s (a lake's water, a crater's
 * lava) and {@link FlowRibbon}s (a lava flow down a flank) draped over the ground. The ground is
 * the caller's height function {@code (x, z) -> y} in world metres (a terrain's or a region's
 * surface); it gives each rectangle's vertices their depth (so the water shades from shallow to
 * deep, and cells wholly under the ground are left out) and each ribbon's vertices their height,
 * {@link #RIBBON_LIFT_METRES} above it, every {@link #RIBBON_STEP_METRES} along and across so that
 * it follows the flank. No GL call: the GL side uploads the two meshes.
 */
public final class SheetMeshes {
    /** The largest cell of a rectangle's grid, metres: a region's terrain has a vertex every 4 m. */
    public static final double RECT_CELL_METRES = 4;
    /** The largest step between a ribbon's rows and columns, metres. */
    public static final double RIBBON_STEP_METRES = 2;
    /** How far a ribbon lies above the ground, metres. */
    public static final double RIBBON_LIFT_METRES = 0.12;
    /**
     * How far under the ground every corner of a rectangle's cell must lie for the cell to be
     * left out, metres (the ground between its vertices may dip lower than at them).
     */
    public static final double BURIED_METRES = 1;
    /** How far a sheet's side reaches under the ground beside it, metres, so no gap opens at its foot. */
    public static final double SIDE_SINK_METRES = 0.25;
    /** The most vertices either mesh may hold. */
    public static final int MAX_VERTICES = 1 << 24;
    /** The step, metres, of the central difference a ribbon's normals are taken by. */
    static final double NORMAL_STEP_METRES = 0.5;

    private final SheetMesh water, lava;

    private SheetMeshes(SheetMesh water, SheetMesh lava) {
        this.water = water;
        this.lava = lava;
    }

    /** The water sheets' mesh (possibly empty). */
    public SheetMesh water() {
        return water;
    }

    /** The lava sheets' and flows' mesh (possibly empty): the rectangles first, then the ribbons. */
    public SheetMesh lava() {
        return lava;
    }

    /**
     * Meshes sheets and flows over a ground.
     *
     * @param rects  the flat sheets, water or lava
     * @param flows  the lava flows
     * @param ground the ground's height at (x, z), world metres; called from this thread only
     * @return the meshes, owned by the caller
     * @throws IllegalArgumentException when the ground's height is not finite somewhere it is
     *     asked (naming the point), or the meshes would pass {@link #MAX_VERTICES} vertices
     */
    public static SheetMeshes build(List<SheetRect> rects, List<FlowRibbon> flows, DoubleBinaryOperator ground) {
        Objects.requireNonNull(ground, "ground");
        List<SheetRect> r = List.copyOf(rects);
        List<FlowRibbon> f = List.copyOf(flows);
        return new SheetMeshes(mesh(SheetKind.WATER, r, List.of(), ground), mesh(SheetKind.LAVA, r, f, ground));
    }

    private static SheetMesh mesh(SheetKind kind, List<SheetRect> rects, List<FlowRibbon> flows, DoubleBinaryOperator ground) {
        long vertices = 0, indices = 0;
        int parts = 0;
        for (SheetRect s : rects) {
            if (s.kind() == kind) {
                long nx = cells(s.maxX() - s.minX(), RECT_CELL_METRES), nz = cells(s.maxZ() - s.minZ(), RECT_CELL_METRES);
                vertices += (nx + 1) * (nz + 1) + 4 * (nx + nz + 2);
                indices += 6 * nx * nz + 12 * (nx + nz);
                parts++;
            }
        }
        for (FlowRibbon f : flows) {
            long rows = rows(f), across = cells(f.width(), RIBBON_STEP_METRES);
            vertices += rows * (across + 1);
            indices += 6 * (rows - 1) * across;
            parts++;
        }
        if (vertices > MAX_VERTICES) {
            throw new IllegalArgumentException("the " + kind.name().toLowerCase(java.util.Locale.ROOT) + " sheets need "
                    + vertices + " vertices, more than the " + MAX_VERTICES + " a mesh holds");
        }
        SheetMesh m = new SheetMesh(kind, (int) vertices, (int) indices, parts);
        int v = 0, at = 0, part = 0;
        for (SheetRect s : rects) {
            if (s.kind() != kind) {
                continue;
            }
            int nx = cells(s.maxX() - s.minX(), RECT_CELL_METRES), nz = cells(s.maxZ() - s.minZ(), RECT_CELL_METRES);
            int count = (nx + 1) * (nz + 1) + 4 * (nx + nz + 2);
            m.part(part++, s, v, count, nx, nz);
            at = rect(m, s, nx, nz, v, at, ground);
            v += count;
        }
        for (FlowRibbon f : flows) {
            int rows = rows(f), across = cells(f.width(), RIBBON_STEP_METRES);
            m.part(part++, f, v, rows * (across + 1), across, rows - 1);
            at = ribbon(m, f, rows, across, v, at, ground);
            v += rows * (across + 1);
        }
        return m.trimmed(at);
    }

    /** Cells of at most {@code step} over {@code extent}. */
    private static int cells(double extent, double step) {
        return (int) Math.max(1, Math.ceil(extent / step - 1e-9));
    }

    /** A ribbon's rows: one at each point and at most {@link #RIBBON_STEP_METRES} apart between. */
    private static int rows(FlowRibbon f) {
        int rows = 1;
        for (int i = 1; i < f.pointCount(); i++) {
            rows += cells(Math.hypot(f.x(i) - f.x(i - 1), f.z(i) - f.z(i - 1)), RIBBON_STEP_METRES);
        }
        return rows;
    }

    private static double height(DoubleBinaryOperator ground, double x, double z) {
        double y = ground.applyAsDouble(x, z);
        if (!Double.isFinite(y)) {
            throw new IllegalArgumentException("the ground's height at (" + x + ", " + z + ") is not finite: " + y);
        }
        return y;
    }

    private static int rect(SheetMesh m, SheetRect s, int nx, int nz, int first, int at, DoubleBinaryOperator ground) {
        double dx = (s.maxX() - s.minX()) / nx, dz = (s.maxZ() - s.minZ()) / nz;
        float y = (float) s.heightY();
        // Water flows along its longer side, as a block's water runs the longer way; still when square.
        double w = s.maxX() - s.minX(), d = s.maxZ() - s.minZ();
        float fx = s.kind() == SheetKind.WATER && w > d ? 1 : 0, fz = s.kind() == SheetKind.WATER && d > w ? 1 : 0;
        for (int j = 0; j <= nz; j++) {
            for (int i = 0; i <= nx; i++) {
                int v = first + j * (nx + 1) + i;
                double x = i == nx ? s.maxX() : s.minX() + i * dx, z = j == nz ? s.maxZ() : s.minZ() + j * dz;
                put(m, v, x, y, z, 0, 1, 0);
                m.flows[4 * v] = fx;
                m.flows[4 * v + 1] = fz;
                m.flows[4 * v + 2] = (float) (fx * (x - s.minX()) + fz * (z - s.minZ()));
                m.depths[v] = (float) (s.heightY() - height(ground, x, z));
            }
        }
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                int a = first + j * (nx + 1) + i, b = a + 1, c = a + nx + 1, e = c + 1;
                if (m.depths[a] < -BURIED_METRES && m.depths[b] < -BURIED_METRES && m.depths[c] < -BURIED_METRES
                        && m.depths[e] < -BURIED_METRES) {
                    continue;
                }
                at = quad(m, at, a, b, e, c);
            }
        }
        // The sides: along each edge (south, north, east, west), two vertices a grid vertex.
        int v = first + (nx + 1) * (nz + 1);
        for (int side = 0; side < 4; side++) {
            boolean alongX = side < 2;
            int n = alongX ? nx : nz;
            double ox = side == 2 ? -1 : side == 3 ? 1 : 0, oz = side == 0 ? -1 : side == 1 ? 1 : 0;
            int start = v;
            for (int k = 0; k <= n; k++) {
                int g = alongX ? first + (side == 0 ? 0 : nz * (nx + 1)) + k : first + k * (nx + 1) + (side == 2 ? 0 : nx);
                double x = m.positions[3 * g], z = m.positions[3 * g + 2];
                double depth = m.depths[g];
                double bottom = s.heightY() - Math.max(0, depth) - SIDE_SINK_METRES;
                float along = (float) (alongX ? x : z);
                for (int top = 0; top < 2; top++) {
                    put(m, v, x, top == 1 ? s.heightY() : bottom, z, ox, 0, oz);
                    m.flows[4 * v] = 0;
                    m.flows[4 * v + 1] = -1;
                    m.flows[4 * v + 2] = along;
                    m.depths[v] = top == 1 ? (float) Math.max(0, depth) : 0;
                    v++;
                }
            }
            for (int k = 0; k < n; k++) {
                int a = start + 2 * k;
                if (m.depths[a + 1] > 0 || m.depths[a + 3] > 0) {
                    at = quad(m, at, a, a + 2, a + 3, a + 1);
                }
            }
        }
        return at;
    }

    /** Two triangles a, b, c and a, c, d, counter-clockwise seen from above when a → b runs +x and b → c runs +z. */
    private static int quad(SheetMesh m, int at, int a, int b, int c, int d) {
        m.indices[at] = a;
        m.indices[at + 1] = c;
        m.indices[at + 2] = b;
        m.indices[at + 3] = a;
        m.indices[at + 4] = d;
        m.indices[at + 5] = c;
        return at + 6;
    }

    private static void put(SheetMesh m, int v, double x, double y, double z, double nx, double ny, double nz) {
        m.positions[3 * v] = (float) x;
        m.positions[3 * v + 1] = (float) y;
        m.positions[3 * v + 2] = (float) z;
        m.normals[3 * v] = (float) nx;
        m.normals[3 * v + 1] = (float) ny;
        m.normals[3 * v + 2] = (float) nz;
        m.grow((float) x, (float) y, (float) z);
    }

    private static int ribbon(SheetMesh m, FlowRibbon f, int rows, int across, int first, int at,
                              DoubleBinaryOperator ground) {
        double half = f.width() / 2, total = f.length();
        int row = 0;
        double along = 0;
        for (int i = 0; i < f.pointCount() - 1; i++) {
            double x0 = f.x(i), z0 = f.z(i), x1 = f.x(i + 1), z1 = f.z(i + 1);
            double len = Math.hypot(x1 - x0, z1 - z0), tx = (x1 - x0) / len, tz = (z1 - z0) / len;
            int steps = cells(len, RIBBON_STEP_METRES);
            boolean last = i == f.pointCount() - 2;
            for (int k = 0; k <= (last ? steps : steps - 1); k++) {
                double t = (double) k / steps, px = x0 + (x1 - x0) * t, pz = z0 + (z1 - z0) * t;
                double ax = tx, az = tz, mitre = 1;
                if (k == 0 && i > 0) {
                    // A joint: across along the bisector, widened so the sides stay parallel to both segments.
                    double plen = Math.hypot(x0 - f.x(i - 1), z0 - f.z(i - 1));
                    double ptx = (x0 - f.x(i - 1)) / plen, ptz = (z0 - f.z(i - 1)) / plen;
                    double bx = ptx + tx, bz = ptz + tz, bl = Math.hypot(bx, bz);
                    if (bl > 1e-6) {
                        ax = bx / bl;
                        az = bz / bl;
                        mitre = Math.min(2, 1 / Math.max(1e-3, ax * tx + az * tz));
                    }
                }
                double s = along + len * t;
                // The ends round off over half the width: the flow's tip is blunt, not cut square.
                double fromEnd = Math.min(s, total - s), round = fromEnd >= half ? 1
                        : Math.max(0.15, Math.sqrt(1 - (1 - fromEnd / half) * (1 - fromEnd / half)));
                double w = half * mitre * (s < half ? 1 : round);
                // Across runs to the flow's left: (−z, x) of its direction.
                double cx = -az, cz = ax;
                for (int c = 0; c <= across; c++) {
                    double off = -w + 2 * w * c / across, x = px + cx * off, z = pz + cz * off;
                    double y = height(ground, x, z) + RIBBON_LIFT_METRES;
                    double gx = (height(ground, x + NORMAL_STEP_METRES, z) - height(ground, x - NORMAL_STEP_METRES, z))
                            / (2 * NORMAL_STEP_METRES);
                    double gz = (height(ground, x, z + NORMAL_STEP_METRES) - height(ground, x, z - NORMAL_STEP_METRES))
                            / (2 * NORMAL_STEP_METRES);
                    double nl = Math.sqrt(gx * gx + 1 + gz * gz);
                    int v = first + row * (across + 1) + c;
                    put(m, v, x, y, z, -gx / nl, 1 / nl, -gz / nl);
                    m.flows[4 * v] = (float) ax;
                    m.flows[4 * v + 1] = (float) az;
                    m.flows[4 * v + 2] = (float) s;
                    m.flows[4 * v + 3] = (float) (off / w);
                    m.depths[v] = (float) RIBBON_LIFT_METRES;
                }
                row++;
            }
            along += len;
        }
        for (int rr = 0; rr < rows - 1; rr++) {
            for (int c = 0; c < across; c++) {
                int a = first + rr * (across + 1) + c;
                at = quad(m, at, a + 1, a, a + across + 1, a + across + 2);
            }
        }
        return at;
    }
}
