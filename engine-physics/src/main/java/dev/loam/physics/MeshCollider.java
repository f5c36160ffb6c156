package dev.loam.physics;

import java.util.Arrays;
import java.util.Objects;

/**
 * A static collider of pieces a level's builder places: slabs (a triangle and the solid under it
 * down to the same triangle a depth lower, its sides upright: a bridge's deck, a tunnel's roof, a
 * railing's top, a prop's roof) and axis-aligned boxes (a pier, a crate, a wall), held in a
 * bounding volume hierarchy so a query visits only the pieces near it. Unlike the ground colliders
 * it has an underside: a body under a deck walks there untouched, and one whose head reaches the
 * deck's underside is stopped by it, as a map's base stops it ({@link CharacterController} rises
 * and steps up to it and no further).
 *
 * <p>A capsule stands on a piece when its lower sphere's centre is at or over the piece's bottom
 * (taken at the point of the piece's plan nearest the capsule's axis): it rests on the piece's top,
 * which then lifts it, or walls it when too high to step. Under it, a capsule within its radius of
 * the piece's bottom is blocked there. Capsule sweeps are exact ({@link CapsuleSweep#slab} and
 * {@link CapsuleSweep#column}), rays are clipped against each piece's faces. Hits name the piece's
 * index ({@link #pieceCount()}, slabs first in the order added, then boxes) as their column, and
 * row 0.
 *
 * <p>Immutable once built, but its queries reuse scratch: not thread-safe, as every collider here.
 * Queries allocate nothing. Units are metres, world coordinates.
 */
public final class MeshCollider extends Collider {
    /** A piece's plan must be at least this large, in square metres, or it is dropped as upright. */
    static final double MIN_PLAN_AREA = 1e-9;
    /** The most pieces one collider may hold. */
    public static final int MAX_PIECES = 1 << 22;
    private static final int LEAF_PIECES = 4;

    private final String name;
    private final int slabs;
    private final int pieces;
    /** Slab k: ax ay az bx by bz cx cy cz depth at 10k. Box k - slabs: x0 y0 z0 x1 y1 z1 at 10k. */
    private final double[] data;
    /** Each piece's box: minX minY minZ maxX maxY maxZ at 6k. */
    private final double[] box;
    /** The hierarchy's nodes: box at 6n; {@link #left} the first child (the second follows it) or -1 for a leaf. */
    private final double[] nodeBox;
    private final int[] left;
    private final int[] first;
    private final int[] count;
    private final int[] order;
    private final int[] stack;
    private final int[] hits;
    /** The highest bottom of any piece, world metres: a capsule wholly over it meets no underside. */
    private final double highestBottom;

    private MeshCollider(Builder b) {
        this.name = b.name;
        this.slabs = b.slabs;
        this.pieces = b.slabs + b.boxes;
        this.data = new double[10 * pieces];
        System.arraycopy(b.slabData, 0, data, 0, 10 * b.slabs);
        System.arraycopy(b.boxData, 0, data, 10 * b.slabs, 10 * b.boxes);
        this.box = new double[6 * pieces];
        double bottom = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < pieces; k++) {
            pieceBox(k);
            bottom = Math.max(bottom, highestBottomOf(k));
        }
        this.highestBottom = bottom;
        int maxNodes = Math.max(1, 2 * pieces);
        nodeBox = new double[6 * maxNodes];
        left = new int[maxNodes];
        first = new int[maxNodes];
        count = new int[maxNodes];
        order = new int[pieces];
        for (int k = 0; k < pieces; k++) {
            order[k] = k;
        }
        int[] nodes = {0};
        int depth = build(0, 0, pieces, nodes, new double[pieces], 1);
        stack = new int[2 * depth + 2];
        hits = new int[Math.max(1, pieces)];
    }

    /**
     * A builder of a collider's pieces.
     *
     * @param name what the collider is, for messages (such as {@code bridge decks})
     * @return an empty builder
     */
    public static Builder builder(String name) {
        return new Builder(Objects.requireNonNull(name, "name"));
    }

    /** What the collider is, as its builder was named. */
    public String name() {
        return name;
    }

    /** How many pieces it holds, slabs and boxes. */
    public int pieceCount() {
        return pieces;
    }

    /** How many of its pieces are slabs (the first ones). */
    public int slabCount() {
        return slabs;
    }

    /** How many of its pieces are boxes (after the slabs). */
    public int boxCount() {
        return pieces - slabs;
    }

    /** The highest bottom of its pieces in world metres, −∞ when it holds none. */
    public double highestBottomMetres() {
        return highestBottom;
    }

    /**
     * The box round every piece, min x, y, z, max x, y, z in metres, into {@code dest}; all zero for a
     * collider of no pieces.
     *
     * @param dest 6 floats or more
     * @return {@code dest}
     */
    public double[] bounds(double[] dest) {
        if (pieces == 0) {
            Arrays.fill(dest, 0, 6, 0);
        } else {
            System.arraycopy(nodeBox, 0, dest, 0, 6);
        }
        return dest;
    }

    private void pieceBox(int k) {
        int o = 10 * k, b = 6 * k;
        if (k < slabs) {
            double depth = data[o + 9];
            box[b] = Math.min(data[o], Math.min(data[o + 3], data[o + 6]));
            box[b + 1] = Math.min(data[o + 1], Math.min(data[o + 4], data[o + 7])) - depth;
            box[b + 2] = Math.min(data[o + 2], Math.min(data[o + 5], data[o + 8]));
            box[b + 3] = Math.max(data[o], Math.max(data[o + 3], data[o + 6]));
            box[b + 4] = Math.max(data[o + 1], Math.max(data[o + 4], data[o + 7]));
            box[b + 5] = Math.max(data[o + 2], Math.max(data[o + 5], data[o + 8]));
        } else {
            System.arraycopy(data, o, box, b, 6);
        }
    }

    private double highestBottomOf(int k) {
        int o = 10 * k;
        if (k < slabs) {
            return Math.max(data[o + 1], Math.max(data[o + 4], data[o + 7])) - data[o + 9];
        }
        return data[o + 1];
    }

    /** Builds node {@code n} over order[from, from + n) and its children; returns the depth below it. */
    private int build(int node, int from, int n, int[] nodes, double[] keys, int level) {
        double[] nb = nodeBox;
        int o = 6 * node;
        nb[o] = nb[o + 1] = nb[o + 2] = Double.POSITIVE_INFINITY;
        nb[o + 3] = nb[o + 4] = nb[o + 5] = Double.NEGATIVE_INFINITY;
        for (int q = from; q < from + n; q++) {
            int b = 6 * order[q];
            for (int a = 0; a < 3; a++) {
                nb[o + a] = Math.min(nb[o + a], box[b + a]);
                nb[o + 3 + a] = Math.max(nb[o + 3 + a], box[b + 3 + a]);
            }
        }
        first[node] = from;
        count[node] = n;
        if (n <= LEAF_PIECES) {
            left[node] = -1;
            return level;
        }
        // Split at the median of the centres along the box's longest side.
        int axis = 0;
        double longest = -1;
        for (int a = 0; a < 3; a++) {
            if (nb[o + 3 + a] - nb[o + a] > longest) {
                longest = nb[o + 3 + a] - nb[o + a];
                axis = a;
            }
        }
        for (int q = from; q < from + n; q++) {
            int b = 6 * order[q];
            keys[q] = box[b + axis] + box[b + 3 + axis];
        }
        int half = n / 2;
        select(from, from + n - 1, from + half, keys);
        int l = nodes[0] + 1;
        nodes[0] += 2;
        left[node] = l;
        int dl = build(l, from, half, nodes, keys, level + 1);
        int dr = build(l + 1, from + half, n - half, nodes, keys, level + 1);
        return Math.max(dl, dr);
    }

    /** Reorders order[lo..hi] (with their keys) so the k-th smallest key is at k, the smaller before it. */
    private void select(int lo, int hi, int k, double[] keys) {
        while (lo < hi) {
            double pivot = keys[(lo + hi) >>> 1];
            int i = lo, j = hi;
            while (i <= j) {
                while (keys[i] < pivot) {
                    i++;
                }
                while (keys[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    double t = keys[i];
                    keys[i] = keys[j];
                    keys[j] = t;
                    int u = order[i];
                    order[i] = order[j];
                    order[j] = u;
                    i++;
                    j--;
                }
            }
            if (k <= j) {
                hi = j;
            } else if (k >= i) {
                lo = i;
            } else {
                return;
            }
        }
    }

    // ---- the hierarchy's walks ------------------------------------------------------------------

    /** Whether node n's box overlaps [x0, x1] × [y0, y1] × [z0, z1]. */
    private boolean overlaps(double[] b, int o, double x0, double y0, double z0, double x1, double y1, double z1) {
        return b[o] <= x1 && b[o + 3] >= x0 && b[o + 1] <= y1 && b[o + 4] >= y0 && b[o + 2] <= z1 && b[o + 5] >= z0;
    }

    /**
     * The pieces whose boxes overlap the query box, into {@code out} from 0; returns how many. The
     * hierarchy, or every piece when {@code brute}.
     */
    int query(double x0, double y0, double z0, double x1, double y1, double z1, int[] out, boolean brute) {
        int n = 0;
        if (brute) {
            for (int k = 0; k < pieces; k++) {
                if (overlaps(box, 6 * k, x0, y0, z0, x1, y1, z1)) {
                    out[n++] = k;
                }
            }
            return n;
        }
        if (pieces == 0) {
            return 0;
        }
        int top = 0;
        stack[top++] = 0;
        while (top > 0) {
            int node = stack[--top];
            if (!overlaps(nodeBox, 6 * node, x0, y0, z0, x1, y1, z1)) {
                continue;
            }
            if (left[node] < 0) {
                for (int q = first[node], e = q + count[node]; q < e; q++) {
                    int k = order[q];
                    if (overlaps(box, 6 * k, x0, y0, z0, x1, y1, z1)) {
                        out[n++] = k;
                    }
                }
            } else {
                stack[top++] = left[node] + 1;
                stack[top++] = left[node];
            }
        }
        return n;
    }

    /** Scratch for the pieces a query finds: room for all of them. */
    private int[] hits() {
        return hits;
    }

    /**
     * The entry distance of a ray from (ox, oy, oz) along (dx, dy, dz) into a box grown by (gx, gy
     * low, gy high, gz), within [0, maxT]; +∞ when it misses.
     */
    private static double rayBox(double[] b, int o, double ox, double oy, double oz, double dx, double dy, double dz,
                                 double maxT, double grow, double growDown) {
        double lo = 0, hi = maxT;
        for (int a = 0; a < 3; a++) {
            double orig = a == 0 ? ox : a == 1 ? oy : oz, dir = a == 0 ? dx : a == 1 ? dy : dz;
            double mn = b[o + a] - (a == 1 ? growDown : grow), mx = b[o + 3 + a] + grow;
            if (dir == 0) {
                if (orig < mn || orig > mx) {
                    return Double.POSITIVE_INFINITY;
                }
                continue;
            }
            double t0 = (mn - orig) / dir, t1 = (mx - orig) / dir;
            if (t0 > t1) {
                double t = t0;
                t0 = t1;
                t1 = t;
            }
            lo = Math.max(lo, t0);
            hi = Math.min(hi, t1);
            if (lo > hi) {
                return Double.POSITIVE_INFINITY;
            }
        }
        return lo;
    }

    /** The pieces whose boxes, grown, a ray meets within maxT, into the scratch; returns how many. */
    int queryRay(double ox, double oy, double oz, double dx, double dy, double dz, double maxT, double grow,
                 double growDown, int[] out, boolean brute) {
        int n = 0;
        if (brute) {
            for (int k = 0; k < pieces; k++) {
                if (rayBox(box, 6 * k, ox, oy, oz, dx, dy, dz, maxT, grow, growDown) != Double.POSITIVE_INFINITY) {
                    out[n++] = k;
                }
            }
            return n;
        }
        if (pieces == 0) {
            return 0;
        }
        int top = 0;
        stack[top++] = 0;
        while (top > 0) {
            int node = stack[--top];
            if (rayBox(nodeBox, 6 * node, ox, oy, oz, dx, dy, dz, maxT, grow, growDown) == Double.POSITIVE_INFINITY) {
                continue;
            }
            if (left[node] < 0) {
                for (int q = first[node], e = q + count[node]; q < e; q++) {
                    int k = order[q];
                    if (rayBox(box, 6 * k, ox, oy, oz, dx, dy, dz, maxT, grow, growDown) != Double.POSITIVE_INFINITY) {
                        out[n++] = k;
                    }
                }
            } else {
                stack[top++] = left[node] + 1;
                stack[top++] = left[node];
            }
        }
        return n;
    }

    // ---- queries ------------------------------------------------------------------------------

    @Override
    double surfaceHeight(double x, double z) {
        return surfaceHeight(x, z, false);
    }

    double surfaceHeight(double x, double z, boolean brute) {
        int[] out = hits();
        int n = query(x, Double.NEGATIVE_INFINITY, z, x, Double.POSITIVE_INFINITY, z, out, brute);
        double h = Double.NEGATIVE_INFINITY;
        for (int q = 0; q < n; q++) {
            int k = out[q], o = 10 * k;
            if (k < slabs) {
                if (insidePlan(o, x, z)) {
                    h = Math.max(h, planeY(o, x, z));
                }
            } else if (x >= data[o] && x <= data[o + 3] && z >= data[o + 2] && z <= data[o + 5]) {
                h = Math.max(h, data[o + 4]);
            }
        }
        return h;
    }

    @Override
    void support(double x, double z, double radius, double lowY, double highY, SupportProbe probe) {
        support(x, z, radius, lowY, highY, probe, false);
    }

    void support(double x, double z, double radius, double lowY, double highY, SupportProbe probe, boolean brute) {
        int[] out = hits();
        int n = query(x - radius, Double.NEGATIVE_INFINITY, z - radius, x + radius, highY + radius, z + radius, out,
                brute);
        for (int q = 0; q < n; q++) {
            int k = out[q];
            if (k < slabs) {
                slabSupport(k, x, z, radius, lowY, highY, probe);
            } else {
                boxSupport(k, x, z, radius, lowY, highY, probe);
            }
        }
    }

    /** The slab's top plane's height at (x, z). */
    private double planeY(int o, double x, double z) {
        double ax = data[o], ay = data[o + 1], az = data[o + 2];
        double e1x = data[o + 3] - ax, e1y = data[o + 4] - ay, e1z = data[o + 5] - az;
        double e2x = data[o + 6] - ax, e2y = data[o + 7] - ay, e2z = data[o + 8] - az;
        double nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        return ay - (nx * (x - ax) + nz * (z - az)) / ny;
    }

    private static double cross(double ax, double az, double bx, double bz, double px, double pz) {
        return (bx - ax) * (pz - az) - (bz - az) * (px - ax);
    }

    private boolean insidePlan(int o, double x, double z) {
        double d0 = cross(data[o], data[o + 2], data[o + 3], data[o + 5], x, z);
        double d1 = cross(data[o + 3], data[o + 5], data[o + 6], data[o + 8], x, z);
        double d2 = cross(data[o + 6], data[o + 8], data[o], data[o + 2], x, z);
        return (d0 >= 0 && d1 >= 0 && d2 >= 0) || (d0 <= 0 && d1 <= 0 && d2 <= 0);
    }

    /** Scratch: the nearest point of a slab's plan to the axis, from {@link #nearestInPlan}. */
    private double nearX, nearZ;

    /** The point of slab o's plan nearest (x, z), into nearX, nearZ; returns its squared distance. */
    private double nearestInPlan(int o, double x, double z) {
        if (insidePlan(o, x, z)) {
            nearX = x;
            nearZ = z;
            return 0;
        }
        double best = Double.POSITIVE_INFINITY;
        for (int e = 0; e < 3; e++) {
            int p = o + 3 * e, q = o + 3 * ((e + 1) % 3);
            double px = data[p], pz = data[p + 2], ex = data[q] - px, ez = data[q + 2] - pz;
            double len2 = ex * ex + ez * ez;
            double t = len2 == 0 ? 0 : VoxelCollider.clamp(((x - px) * ex + (z - pz) * ez) / len2, 0, 1);
            double qx = px + ex * t, qz = pz + ez * t;
            double d2 = (x - qx) * (x - qx) + (z - qz) * (z - qz);
            if (d2 < best) {
                best = d2;
                nearX = qx;
                nearZ = qz;
            }
        }
        return best;
    }

    private void slabSupport(int k, double x, double z, double radius, double lowY, double highY, SupportProbe probe) {
        int o = 10 * k;
        double d2 = nearestInPlan(o, x, z);
        if (d2 >= radius * radius) {
            return;
        }
        double bottom = planeY(o, nearX, nearZ) - data[o + 9];
        if (lowY < bottom) {
            double gap = Math.max(0, bottom - highY);
            if (d2 + gap * gap < radius * radius) {
                probe.block(this, k, 0, nearX, bottom, nearZ);
            }
            return;
        }
        if (probe.height == Double.POSITIVE_INFINITY) {
            return;
        }
        double ax = data[o], ay = data[o + 1], az = data[o + 2];
        double e1x = data[o + 3] - ax, e1y = data[o + 4] - ay, e1z = data[o + 5] - az;
        double e2x = data[o + 6] - ax, e2y = data[o + 7] - ay, e2z = data[o + 8] - az;
        double nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (ny < 0) {
            len = -len;
        }
        nx /= len;
        ny /= len;
        nz /= len;
        // Resting on the top's face: the centre a radius off the plane, its foot inside the triangle.
        double fx = x - radius * nx, fz = z - radius * nz;
        if (insidePlan(o, fx, fz)) {
            double cy = ay + (radius - nx * (x - ax) - nz * (z - az)) / ny;
            if (cy > probe.height) {
                set(probe, k, cy, fx, cy - radius * ny, fz, nx, ny, nz, false);
            }
        }
        for (int e = 0; e < 3; e++) {
            int p = o + 3 * e, q = o + 3 * ((e + 1) % 3);
            rimSupport(k, data[p], data[p + 1], data[p + 2], data[q], data[q + 1], data[q + 2], x, z, radius, nx, ny,
                    nz, probe);
        }
    }

    /** Resting on a top edge from P to Q: maximises the edge's height plus the sphere's rise over it. */
    private void rimSupport(int k, double x0, double y0, double z0, double x1, double y1, double z1, double x, double z,
                            double radius, double nx, double ny, double nz, SupportProbe probe) {
        double ex = x1 - x0, ey = y1 - y0, ez = z1 - z0;
        double plan2 = ex * ex + ez * ez;
        if (plan2 == 0) {
            return;
        }
        double l = Math.sqrt(plan2);
        // Along the edge's plan from P: the axis's foot at s0, its distance across w.
        double s0 = ((x - x0) * ex + (z - z0) * ez) / l;
        double w2 = Math.max(0, (x - x0) * (x - x0) + (z - z0) * (z - z0) - s0 * s0);
        double rr = radius * radius - w2;
        if (rr < 0) {
            return;
        }
        double rp = Math.sqrt(rr), m = ey / l;
        double lo = Math.max(-s0, -rp), hi = Math.min(l - s0, rp);
        if (lo > hi) {
            return;
        }
        double u = VoxelCollider.clamp(m * rp / Math.sqrt(1 + m * m), lo, hi);
        double t = (s0 + u) / l;
        double qy = y0 + ey * t;
        double h = qy + Math.sqrt(Math.max(0, rr - u * u));
        if (h > probe.height) {
            set(probe, k, h, x0 + ex * t, qy, z0 + ez * t, nx, ny, nz, true);
        }
    }

    private void boxSupport(int k, double x, double z, double radius, double lowY, double highY, SupportProbe probe) {
        int o = 10 * k;
        double qx = VoxelCollider.clamp(x, data[o], data[o + 3]), qz = VoxelCollider.clamp(z, data[o + 2], data[o + 5]);
        double d2 = (x - qx) * (x - qx) + (z - qz) * (z - qz);
        if (d2 >= radius * radius) {
            return;
        }
        double bottom = data[o + 1];
        if (lowY < bottom) {
            double gap = Math.max(0, bottom - highY);
            if (d2 + gap * gap < radius * radius) {
                probe.block(this, k, 0, qx, bottom, qz);
            }
            return;
        }
        double top = data[o + 4];
        double h = top + Math.sqrt(radius * radius - d2);
        if (h > probe.height && probe.height != Double.POSITIVE_INFINITY) {
            set(probe, k, h, qx, top, qz, 0, 1, 0, d2 > 0);
        }
    }

    private void set(SupportProbe probe, int k, double h, double qx, double qy, double qz, double nx, double ny,
                     double nz, boolean edge) {
        probe.height = h;
        probe.collider = this;
        probe.column = k;
        probe.row = 0;
        probe.contactX = qx;
        probe.contactY = qy;
        probe.contactZ = qz;
        probe.faceNormalX = nx;
        probe.faceNormalY = ny;
        probe.faceNormalZ = nz;
        probe.edge = edge;
    }

    @Override
    void sweep(CapsuleSweep sweep) {
        sweep(sweep, false);
    }

    void sweep(CapsuleSweep s, boolean brute) {
        int[] out = hits();
        // The lower sphere's centre moves on a ray; a piece it can touch has its box grown by the
        // radius, and down by the span as well.
        double reach = Math.min(s.maxDistance, s.best);
        int n = queryRay(s.px, s.py, s.pz, s.dx, s.dy, s.dz, reach, s.radius, s.radius + s.span, out, brute);
        for (int q = 0; q < n; q++) {
            int k = out[q], o = 10 * k;
            if (k < slabs) {
                s.slab(this, k, 0, data[o], data[o + 1], data[o + 2], data[o + 3], data[o + 4], data[o + 5],
                        data[o + 6], data[o + 7], data[o + 8], data[o + 9]);
            } else {
                s.column(this, k, 0, data[o], data[o + 3], data[o + 2], data[o + 5], data[o + 1], data[o + 4], 0, 0);
            }
        }
    }

    @Override
    boolean raycast(double ox, double oy, double oz, double dx, double dy, double dz, double maxDistance,
                    CollisionHit dest) {
        return raycast(ox, oy, oz, dx, dy, dz, maxDistance, dest, false);
    }

    boolean raycast(double ox, double oy, double oz, double dx, double dy, double dz, double maxDistance,
                    CollisionHit dest, boolean brute) {
        int[] out = hits();
        int n = queryRay(ox, oy, oz, dx, dy, dz, Math.min(maxDistance, dest.distance()), 0, 0, out, brute);
        boolean hit = false;
        for (int q = 0; q < n; q++) {
            int k = out[q];
            hit |= k < slabs ? raySlab(k, ox, oy, oz, dx, dy, dz, maxDistance, dest)
                    : rayBoxPiece(k, ox, oy, oz, dx, dy, dz, maxDistance, dest);
        }
        return hit;
    }

    /** Scratch of a ray's clip: the entry so far, its face's normal. */
    private double clipLo, clipHi, clipNx, clipNy, clipNz;

    /** Clips the ray to the half-space n·(p − f) ≤ 0; returns false when nothing is left. */
    private boolean clip(double nx, double ny, double nz, double fx, double fy, double fz, double ox, double oy,
                         double oz, double dx, double dy, double dz) {
        double denom = nx * dx + ny * dy + nz * dz;
        double dist = nx * (ox - fx) + ny * (oy - fy) + nz * (oz - fz);
        if (denom == 0) {
            return dist <= 0;
        }
        double t = -dist / denom;
        if (denom < 0) {
            if (t > clipLo) {
                clipLo = t;
                clipNx = nx;
                clipNy = ny;
                clipNz = nz;
            }
        } else if (t < clipHi) {
            clipHi = t;
        }
        return clipLo <= clipHi;
    }

    private boolean raySlab(int k, double ox, double oy, double oz, double dx, double dy, double dz, double maxT,
                            CollisionHit dest) {
        int o = 10 * k;
        double ax = data[o], ay = data[o + 1], az = data[o + 2];
        double e1x = data[o + 3] - ax, e1y = data[o + 4] - ay, e1z = data[o + 5] - az;
        double e2x = data[o + 6] - ax, e2y = data[o + 7] - ay, e2z = data[o + 8] - az;
        double nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        if (ny < 0) {
            nx = -nx;
            ny = -ny;
            nz = -nz;
        }
        double turn = cross(ax, az, data[o + 3], data[o + 5], data[o + 6], data[o + 8]) > 0 ? 1 : -1;
        clipLo = Double.NEGATIVE_INFINITY;
        clipHi = Double.POSITIVE_INFINITY;
        clipNx = clipNy = clipNz = 0;
        if (!clip(nx, ny, nz, ax, ay, az, ox, oy, oz, dx, dy, dz)
                || !clip(-nx, -ny, -nz, ax, ay - data[o + 9], az, ox, oy, oz, dx, dy, dz)) {
            return false;
        }
        for (int e = 0; e < 3; e++) {
            int p = o + 3 * e, q = o + 3 * ((e + 1) % 3);
            double ex = data[q] - data[p], ez = data[q + 2] - data[p + 2];
            // Outward in plan: the side of the edge away from the triangle.
            double mx = turn * ez, mz = -turn * ex;
            if (!clip(mx, 0, mz, data[p], 0, data[p + 2], ox, oy, oz, dx, dy, dz)) {
                return false;
            }
        }
        return offerRay(k, ox, oy, oz, dx, dy, dz, maxT, dest);
    }

    private boolean rayBoxPiece(int k, double ox, double oy, double oz, double dx, double dy, double dz, double maxT,
                                CollisionHit dest) {
        int o = 10 * k;
        clipLo = Double.NEGATIVE_INFINITY;
        clipHi = Double.POSITIVE_INFINITY;
        clipNx = clipNy = clipNz = 0;
        for (int a = 0; a < 3; a++) {
            double ux = a == 0 ? 1 : 0, uy = a == 1 ? 1 : 0, uz = a == 2 ? 1 : 0;
            if (!clip(-ux, -uy, -uz, data[o], data[o + 1], data[o + 2], ox, oy, oz, dx, dy, dz)
                    || !clip(ux, uy, uz, data[o + 3], data[o + 4], data[o + 5], ox, oy, oz, dx, dy, dz)) {
                return false;
            }
        }
        return offerRay(k, ox, oy, oz, dx, dy, dz, maxT, dest);
    }

    /** Writes the clipped ray's entry into {@code dest} when it lies within [0, maxT] and nearer than its hit. */
    private boolean offerRay(int k, double ox, double oy, double oz, double dx, double dy, double dz, double maxT,
                             CollisionHit dest) {
        double t = Math.max(0, clipLo);
        if (t > clipHi || t > maxT || t >= dest.distance()) {
            return false;
        }
        double nx = clipNx, ny = clipNy, nz = clipNz;
        if (clipLo < 0 || nx * nx + ny * ny + nz * nz == 0) {
            nx = -dx; // started inside the piece
            ny = -dy;
            nz = -dz;
        }
        dest.set(this, k, 0, t, ox + dx * t, oy + dy * t, oz + dz * t, nx, ny, nz);
        return true;
    }

    @Override
    public String toString() {
        return "MeshCollider[" + name + ": " + slabs + " slabs, " + (pieces - slabs) + " boxes]";
    }

    /**
     * Gathers a {@link MeshCollider}'s pieces. Not thread-safe; {@link #build()} may be called more
     * than once.
     */
    public static final class Builder {
        private final String name;
        private double[] slabData = new double[160];
        private double[] boxData = new double[80];
        private int slabs;
        private int boxes;
        private int dropped;

        private Builder(String name) {
            this.name = name;
        }

        /**
         * Adds a slab: the triangle A B C (world metres, any winding) and the solid under it down to
         * the same triangle {@code depthMetres} lower, its sides upright. An upright triangle (no plan)
         * is dropped and counted ({@link #droppedUpright()}).
         *
         * @return this builder
         * @throws IllegalArgumentException naming the slab when a coordinate is not finite or the
         *                                  depth is not above 0, or past {@link #MAX_PIECES}
         */
        public Builder slab(double ax, double ay, double az, double bx, double by, double bz, double cx, double cy,
                            double cz, double depthMetres) {
            double[] v = {ax, ay, az, bx, by, bz, cx, cy, cz};
            for (double d : v) {
                if (!Double.isFinite(d)) {
                    throw new IllegalArgumentException(name + ": slab " + slabs + " has a corner that is not finite: "
                            + Arrays.toString(v));
                }
            }
            if (!(depthMetres > 0) || !Double.isFinite(depthMetres)) {
                throw new IllegalArgumentException(name + ": slab " + slabs + "'s depth " + depthMetres
                        + " m must be finite and above 0");
            }
            if (Math.abs(cross(ax, az, bx, bz, cx, cz)) < 2 * MIN_PLAN_AREA) {
                dropped++;
                return this;
            }
            room(slabs + boxes + 1);
            if (10 * slabs + 10 > slabData.length) {
                slabData = Arrays.copyOf(slabData, Math.max(10 * slabs + 10, 2 * slabData.length));
            }
            System.arraycopy(v, 0, slabData, 10 * slabs, 9);
            slabData[10 * slabs + 9] = depthMetres;
            slabs++;
            return this;
        }

        /**
         * Adds every triangle of an indexed mesh facing up (its normal, by its counter-clockwise winding,
         * has y above 0) as a slab {@code depthMetres} deep; those facing sideways or down are dropped
         * (the slabs under the ones facing up hold the solid).
         *
         * @param positions x, y, z a vertex, world metres
         * @param indices   three vertex indices a triangle, counter-clockwise seen from its front
         * @return this builder
         * @throws IllegalArgumentException naming the triangle whose index is past the vertices, a
         *                                  length that is not a multiple of three, or as {@link #slab}
         */
        public Builder triangles(float[] positions, int[] indices, double depthMetres) {
            Objects.requireNonNull(positions, "positions");
            Objects.requireNonNull(indices, "indices");
            if (positions.length % 3 != 0 || indices.length % 3 != 0) {
                throw new IllegalArgumentException(name + ": " + positions.length + " position floats and "
                        + indices.length + " indices must each be a multiple of three");
            }
            int vertices = positions.length / 3;
            for (int t = 0; t < indices.length; t += 3) {
                int a = indices[t], b = indices[t + 1], c = indices[t + 2];
                if (a < 0 || b < 0 || c < 0 || a >= vertices || b >= vertices || c >= vertices) {
                    throw new IllegalArgumentException(name + ": triangle " + t / 3 + " names a vertex past the "
                            + vertices + " given: " + a + ", " + b + ", " + c);
                }
                double ax = positions[3 * a], ay = positions[3 * a + 1], az = positions[3 * a + 2];
                double bx = positions[3 * b], by = positions[3 * b + 1], bz = positions[3 * b + 2];
                double cx = positions[3 * c], cy = positions[3 * c + 1], cz = positions[3 * c + 2];
                // The normal's y by the winding: (B − A) × (C − A), its y component.
                double ny = (bz - az) * (cx - ax) - (bx - ax) * (cz - az);
                if (ny > 0) {
                    slab(ax, ay, az, bx, by, bz, cx, cy, cz, depthMetres);
                } else {
                    dropped++;
                }
            }
            return this;
        }

        /**
         * Adds an axis-aligned box, solid from its min corner to its max, world metres.
         *
         * @return this builder
         * @throws IllegalArgumentException naming the box when a coordinate is not finite, a side is
         *                                  not above 0, or past {@link #MAX_PIECES}
         */
        public Builder box(double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {
            double[] v = {minX, minY, minZ, maxX, maxY, maxZ};
            for (double d : v) {
                if (!Double.isFinite(d)) {
                    throw new IllegalArgumentException(name + ": box " + boxes + " has a corner that is not finite: "
                            + Arrays.toString(v));
                }
            }
            if (!(maxX > minX && maxY > minY && maxZ > minZ)) {
                throw new IllegalArgumentException(name + ": box " + boxes + " must be larger than 0 along every"
                        + " axis: " + Arrays.toString(v));
            }
            room(slabs + boxes + 1);
            if (10 * boxes + 10 > boxData.length) {
                boxData = Arrays.copyOf(boxData, Math.max(10 * boxes + 10, 2 * boxData.length));
            }
            System.arraycopy(v, 0, boxData, 10 * boxes, 6);
            boxes++;
            return this;
        }

        private void room(int n) {
            if (n > MAX_PIECES) {
                throw new IllegalArgumentException(name + ": a mesh collider holds at most " + MAX_PIECES + " pieces");
            }
        }

        /** How many triangles were dropped as upright or facing down. */
        public int droppedUpright() {
            return dropped;
        }

        /** The collider of the pieces added so far. */
        public MeshCollider build() {
            return new MeshCollider(this);
        }
    }
}
