package dev.loam.physics;

import java.util.Arrays;
import java.util.Objects;

/**
 * A collider of props that come and go: each a {@link PropShape} stood at its own transform (its
 * hull's corners and planes carried into the world, or its triangles as a {@link MeshCollider}),
 * added and removed by a handle as a region's props stand, a scatter set is painted or a generated
 * world's chunks stream in and out. The props are held in a grid of {@value #CELL_METRES} m cells
 * over the ground plan, so a query visits only the props near it.
 *
 * <p>Against a convex prop everything is exact: a ray is clipped by the hull's planes, a capsule
 * sweep solved in closed form against the hull stretched down by the capsule's span and rounded by
 * its radius ({@link CapsuleSweep}), and a character's support is where the vertical line through
 * its axis leaves the hull rounded by its radius: the hull's faces pushed out, a cylinder round each
 * edge, a sphere round each corner. A capsule whose lower sphere's centre stands under the middle of
 * that line's reach through the prop is under it (blocked where it overlaps it, as under a deck);
 * one over the middle rests on its top, which lifts it or walls it as a ledge does. Props and the
 * ground colliders meet with no seam: a support is the highest of them all. Hits and contacts
 * name this collider and the prop's handle as their column (row 0), whatever its shape.
 *
 * <p>Not thread-safe. Queries allocate nothing; adding a prop allocates its world copy.
 */
public final class PropCollider extends Collider {
    /** The side of the grid's cells over the ground plan, in metres. */
    public static final double CELL_METRES = 8;
    /** The most props one collider holds at once. */
    public static final int MAX_PROPS = 1 << 22;
    /** A transform's axes may differ in length or squareness by this share and count as a uniform scale. */
    static final double UNIFORM_TOLERANCE = 1e-4;

    private final String name;
    private int capacity = 64;
    private int used;
    private int live;
    private int[] freeHandles = new int[16];
    private int freeCount;
    private PropShape[] shapes = new PropShape[capacity];
    private double[][] worldVertices = new double[capacity][];
    private double[][] worldPlanes = new double[capacity][];
    private MeshCollider[] meshes = new MeshCollider[capacity];
    /** A convex prop's rotation (row-major), move and scale; its world corners and planes, once carried. */
    private double[][] poses = new double[capacity][];
    private boolean[] carried = new boolean[capacity];
    /** A carried convex prop's plan circle: its corners' plan centre (x, z) and the farthest corner's plan distance from it. */
    private double[] planCircles = new double[3 * capacity];
    private double[] boxes = new double[6 * capacity];
    private double highestBottom = Double.NEGATIVE_INFINITY;
    private boolean bottomStale;

    // The grid: an open-addressed table of cells, each the head of a list of entries.
    private long[] cellKeys = new long[256];
    private int[] cellHeads = new int[256];
    private int cellCount;
    private int[] entryProp = new int[256];
    private int[] entryNext = new int[256];
    private int entryUsed;
    private int freeEntry = -1;

    // The near list: the props the grid's cells under the last support gathered gave, in the order
    // the cells and their lists give them (a prop in two cells twice), kept where their box meets
    // the square about that support grown by its radius; a later support over the same cells, from
    // within the square and no wider, walks only these, with the same box test as the cells'.
    /** The near list's square's half side about the support that gathered it, metres. */
    static final double NEAR_METRES = 0.25;
    private int[] near = new int[256];
    private int nearCount;
    private boolean nearKept;
    private int nearC0, nearC1, nearR0, nearR1;
    private double nearX0, nearX1, nearZ0, nearZ1, nearRadius;

    private final SupportScratch top = new SupportScratch();
    private final SupportScratch low = new SupportScratch();

    // The support's focus: for a few convex props, the faces, edges and corners a support query
    // centred in a small square about the last one can touch, so the queries of one move (the
    // controller's checks and bisection, 20 to 80 a step against a prop it slides along) test only
    // those, in the order the full loops take, with the same result. Two squares: a wide one
    // gathered from the whole hull, and within it a narrow one gathered from the wide one's lists,
    // which the bisection's queries, close together, keep. The slots are held in sets of two, a
    // prop's set picked by a hash of its handle, the one used longer ago given up for a new prop:
    // two props a character stands between never push each other out.
    /** The wide focus square's half side about the query that set it, metres. */
    static final double FOCUS_METRES = 0.1;
    /** The narrow focus square's half side, metres. */
    static final double NARROW_FOCUS_METRES = 0.005;
    /** How many props hold a focus at once: {@value #FOCUS_WAYS} slots in each of {@code FOCUS_SLOTS / FOCUS_WAYS} sets. */
    static final int FOCUS_SLOTS = 64;
    /** How many slots a prop's set offers it. */
    static final int FOCUS_WAYS = 2;
    private final int[] focusProp = new int[FOCUS_SLOTS];
    /** When each slot was last used, in focus calls. */
    private final long[] focusUsed = new long[FOCUS_SLOTS];
    private long focusClock;
    // The lists: slot s's wide ones at s, its narrow ones at FOCUS_SLOTS + s; each square as
    // x0, x1, z0, z1 and the radius it was gathered for.
    private final double[] focusBox = new double[5 * 2 * FOCUS_SLOTS];
    private int[][] focusFaces = new int[2 * FOCUS_SLOTS][0];
    private int[][] focusEdges = new int[2 * FOCUS_SLOTS][0];
    private int[][] focusCorners = new int[2 * FOCUS_SLOTS][0];
    private final int[] focusFaceCount = new int[2 * FOCUS_SLOTS];
    private final int[] focusEdgeCount = new int[2 * FOCUS_SLOTS];
    private final int[] focusCornerCount = new int[2 * FOCUS_SLOTS];

    /**
     * An empty collider.
     *
     * @param name what it holds, for messages (such as {@code region "tarn" props})
     */
    public PropCollider(String name) {
        this.name = Objects.requireNonNull(name, "name");
        Arrays.fill(cellKeys, Long.MIN_VALUE);
        Arrays.fill(focusProp, -1);
    }

    /** What it holds, as it was named. */
    public String name() {
        return name;
    }

    /** How many props stand in it now. */
    public int propCount() {
        return live;
    }

    /** Whether a handle names a prop standing now. */
    public boolean contains(int handle) {
        return handle >= 0 && handle < used && shapes[handle] != null;
    }

    /** The shape of the prop of that handle, or null when none stands under it. */
    public PropShape shape(int handle) {
        return contains(handle) ? shapes[handle] : null;
    }

    /**
     * Stands a prop upright: turned {@code yawRadians} about +y (turning +x toward −z, as a scatter
     * instance's yaw), scaled, its model's origin at (x, y, z).
     *
     * @return its handle, for {@link #remove}
     * @throws IllegalArgumentException naming the shape for a position, turn or scale that is not
     *                                  finite (the scale above 0), or past {@link #MAX_PROPS}
     */
    public int add(PropShape shape, double x, double y, double z, double yawRadians, double scale) {
        Objects.requireNonNull(shape, "shape");
        if (!(Double.isFinite(x) && Double.isFinite(y) && Double.isFinite(z) && Double.isFinite(yawRadians))
                || !(scale > 0) || !Double.isFinite(scale)) {
            throw new IllegalArgumentException(name + ": prop " + shape.name() + " at (" + x + ", " + y + ", " + z
                    + ") turned " + yawRadians + " rad, scaled " + scale + ": each finite, the scale above 0");
        }
        double c = Math.cos(yawRadians), s = Math.sin(yawRadians);
        return stand(shape, c * scale, 0, -s * scale, 0, scale, 0, s * scale, 0, c * scale, x, y, z, scale);
    }

    /**
     * Stands a prop at a transform: a column-major 4 × 4 matrix from {@code offset}, a rotation times
     * a uniform scale and then a move (as a scatter instance's or a placement's matrix).
     *
     * @return its handle, for {@link #remove}
     * @throws IllegalArgumentException naming the shape when the matrix is not finite, is not a
     *                                  rotation times one scale above 0 (within
     *                                  {@value #UNIFORM_TOLERANCE}), or past {@link #MAX_PROPS}
     * @throws IndexOutOfBoundsException when the array holds no 16 floats from {@code offset}
     */
    public int add(PropShape shape, float[] matrix, int offset) {
        Objects.requireNonNull(shape, "shape");
        Objects.checkFromIndexSize(offset, 16, matrix.length);
        double[] m = new double[16];
        for (int i = 0; i < 16; i++) {
            m[i] = matrix[offset + i];
            if (!Double.isFinite(m[i])) {
                throw new IllegalArgumentException(name + ": prop " + shape.name() + "'s matrix is not finite");
            }
        }
        double sx = Math.sqrt(m[0] * m[0] + m[1] * m[1] + m[2] * m[2]);
        double sy = Math.sqrt(m[4] * m[4] + m[5] * m[5] + m[6] * m[6]);
        double sz = Math.sqrt(m[8] * m[8] + m[9] * m[9] + m[10] * m[10]);
        double dxy = (m[0] * m[4] + m[1] * m[5] + m[2] * m[6]) / (sx * sy);
        double dxz = (m[0] * m[8] + m[1] * m[9] + m[2] * m[10]) / (sx * sz);
        double dyz = (m[4] * m[8] + m[5] * m[9] + m[6] * m[10]) / (sy * sz);
        double det = m[0] * (m[5] * m[10] - m[6] * m[9]) - m[4] * (m[1] * m[10] - m[2] * m[9])
                + m[8] * (m[1] * m[6] - m[2] * m[5]);
        if (!(sx > 0) || Math.abs(sy - sx) > UNIFORM_TOLERANCE * sx || Math.abs(sz - sx) > UNIFORM_TOLERANCE * sx
                || Math.abs(dxy) > UNIFORM_TOLERANCE || Math.abs(dxz) > UNIFORM_TOLERANCE
                || Math.abs(dyz) > UNIFORM_TOLERANCE || !(det > 0)) {
            throw new IllegalArgumentException(name + ": prop " + shape.name() + "'s matrix is not a rotation times"
                    + " one scale (axes " + sx + ", " + sy + ", " + sz + " long)");
        }
        return stand(shape, m[0], m[4], m[8], m[1], m[5], m[9], m[2], m[6], m[10], m[12], m[13], m[14], sx);
    }

    /** Stands a prop at p' = R·p + t, R row-major (r00 r01 r02 / r10 …), its scale s. */
    private int stand(PropShape shape, double r00, double r01, double r02, double r10, double r11, double r12,
                      double r20, double r21, double r22, double tx, double ty, double tz, double scale) {
        if (live >= MAX_PROPS) {
            throw new IllegalArgumentException(name + ": a prop collider holds at most " + MAX_PROPS + " props");
        }
        int k = freeCount > 0 ? freeHandles[--freeCount] : used++;
        if (k >= capacity) {
            grow();
        }
        double minX = Double.POSITIVE_INFINITY, minY = minX, minZ = minX;
        double maxX = Double.NEGATIVE_INFINITY, maxY = maxX, maxZ = maxX;
        if (shape.isConvex()) {
            // The corners and planes are carried into the world at the first query that reaches
            // the prop (their room taken now, so no query allocates); the box is the hull's own
            // box carried over, which holds the carried hull.
            ConvexHull h = shape.hull();
            double[] lb = h.boundsArray();
            for (int corner = 0; corner < 8; corner++) {
                double x = lb[(corner & 1) == 0 ? 0 : 3], y = lb[(corner & 2) == 0 ? 1 : 4], z = lb[(corner & 4) == 0 ? 2 : 5];
                double wx = r00 * x + r01 * y + r02 * z + tx, wy = r10 * x + r11 * y + r12 * z + ty;
                double wz = r20 * x + r21 * y + r22 * z + tz;
                minX = Math.min(minX, wx);
                maxX = Math.max(maxX, wx);
                minY = Math.min(minY, wy);
                maxY = Math.max(maxY, wy);
                minZ = Math.min(minZ, wz);
                maxZ = Math.max(maxZ, wz);
            }
            // The height range exactly (a capsule over the highest bottom meets no underside).
            double[] hv = h.vertexArray();
            minY = Double.POSITIVE_INFINITY;
            maxY = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < hv.length; i += 3) {
                double wy = r10 * hv[i] + r11 * hv[i + 1] + r12 * hv[i + 2] + ty;
                minY = Math.min(minY, wy);
                maxY = Math.max(maxY, wy);
            }
            double[] pose = poses[k] != null ? poses[k] : new double[13];
            pose[0] = r00;
            pose[1] = r01;
            pose[2] = r02;
            pose[3] = r10;
            pose[4] = r11;
            pose[5] = r12;
            pose[6] = r20;
            pose[7] = r21;
            pose[8] = r22;
            pose[9] = tx;
            pose[10] = ty;
            pose[11] = tz;
            pose[12] = scale;
            poses[k] = pose;
            worldVertices[k] = new double[h.vertexArray().length];
            worldPlanes[k] = new double[h.planeArray().length];
            carried[k] = false;
            roomToFocus(h);
            meshes[k] = null;
        } else {
            float[] p = shape.positionArray();
            float[] w = new float[p.length];
            for (int i = 0; i < p.length; i += 3) {
                double x = p[i], y = p[i + 1], z = p[i + 2];
                w[i] = (float) (r00 * x + r01 * y + r02 * z + tx);
                w[i + 1] = (float) (r10 * x + r11 * y + r12 * z + ty);
                w[i + 2] = (float) (r20 * x + r21 * y + r22 * z + tz);
            }
            MeshCollider mesh = MeshCollider.builder(shape.name()).triangles(w, shape.indexArray(),
                    shape.slabDepth() * scale).build();
            double[] b = mesh.bounds(new double[6]);
            minX = b[0];
            minY = b[1];
            minZ = b[2];
            maxX = b[3];
            maxY = b[4];
            maxZ = b[5];
            meshes[k] = mesh;
            worldVertices[k] = null;
            worldPlanes[k] = null;
        }
        shapes[k] = shape;
        unfocus(k);
        int o = 6 * k;
        boxes[o] = minX;
        boxes[o + 1] = minY;
        boxes[o + 2] = minZ;
        boxes[o + 3] = maxX;
        boxes[o + 4] = maxY;
        boxes[o + 5] = maxZ;
        live++;
        highestBottom = Math.max(highestBottom, minY);
        int c0 = cell(minX), c1 = cell(maxX), r0 = cell(minZ), r1 = cell(maxZ);
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                link(c, r, k);
            }
        }
        return k;
    }

    /** Carries convex prop k's corners and planes into the world, once, at the first query that reaches it. */
    private void carry(int k) {
        carried[k] = true;
        double[] pose = poses[k];
        double r00 = pose[0], r01 = pose[1], r02 = pose[2], r10 = pose[3], r11 = pose[4], r12 = pose[5];
        double r20 = pose[6], r21 = pose[7], r22 = pose[8], tx = pose[9], ty = pose[10], tz = pose[11];
        double inv = 1 / pose[12];
        ConvexHull h = shapes[k].hull();
        double[] v = h.vertexArray(), w = worldVertices[k];
        for (int i = 0; i < v.length; i += 3) {
            double x = v[i], y = v[i + 1], z = v[i + 2];
            w[i] = r00 * x + r01 * y + r02 * z + tx;
            w[i + 1] = r10 * x + r11 * y + r12 * z + ty;
            w[i + 2] = r20 * x + r21 * y + r22 * z + tz;
        }
        double minX = Double.POSITIVE_INFINITY, maxX = Double.NEGATIVE_INFINITY, minZ = minX, maxZ = maxX;
        for (int i = 0; i < w.length; i += 3) {
            minX = Math.min(minX, w[i]);
            maxX = Math.max(maxX, w[i]);
            minZ = Math.min(minZ, w[i + 2]);
            maxZ = Math.max(maxZ, w[i + 2]);
        }
        double cx = 0.5 * (minX + maxX), cz = 0.5 * (minZ + maxZ), far = 0;
        for (int i = 0; i < w.length; i += 3) {
            far = Math.max(far, (w[i] - cx) * (w[i] - cx) + (w[i + 2] - cz) * (w[i + 2] - cz));
        }
        planCircles[3 * k] = cx;
        planCircles[3 * k + 1] = cz;
        planCircles[3 * k + 2] = Math.sqrt(far);
        int[] tri = h.triangleArray();
        double[] src = h.planeArray(), planes = worldPlanes[k];
        for (int f = 0, t = 0; t < tri.length; f += 4, t += 3) {
            double nx = src[f], ny = src[f + 1], nz = src[f + 2];
            double wx = (r00 * nx + r01 * ny + r02 * nz) * inv, wy = (r10 * nx + r11 * ny + r12 * nz) * inv;
            double wz = (r20 * nx + r21 * ny + r22 * nz) * inv;
            double len = Math.sqrt(wx * wx + wy * wy + wz * wz);
            wx /= len;
            wy /= len;
            wz /= len;
            int a = 3 * tri[t];
            planes[f] = wx;
            planes[f + 1] = wy;
            planes[f + 2] = wz;
            planes[f + 3] = wx * w[a] + wy * w[a + 1] + wz * w[a + 2];
        }
    }

    /**
     * Takes a prop away.
     *
     * @return whether a prop stood under the handle
     */
    public boolean remove(int handle) {
        if (!contains(handle)) {
            return false;
        }
        int o = 6 * handle;
        int c0 = cell(boxes[o]), c1 = cell(boxes[o + 3]), r0 = cell(boxes[o + 2]), r1 = cell(boxes[o + 5]);
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                unlink(c, r, handle);
            }
        }
        shapes[handle] = null;
        unfocus(handle);
        worldVertices[handle] = null;
        worldPlanes[handle] = null;
        meshes[handle] = null;
        if (freeCount == freeHandles.length) {
            freeHandles = Arrays.copyOf(freeHandles, 2 * freeHandles.length);
        }
        freeHandles[freeCount++] = handle;
        live--;
        bottomStale = true;
        return true;
    }

    /** Takes every prop away. */
    public void clear() {
        Arrays.fill(focusProp, -1);
        Arrays.fill(shapes, null);
        Arrays.fill(worldVertices, null);
        Arrays.fill(worldPlanes, null);
        Arrays.fill(meshes, null);
        Arrays.fill(cellKeys, Long.MIN_VALUE);
        cellCount = 0;
        entryUsed = 0;
        nearKept = false;
        freeEntry = -1;
        used = 0;
        live = 0;
        freeCount = 0;
        highestBottom = Double.NEGATIVE_INFINITY;
        bottomStale = false;
    }

    /** The highest bottom of the props' boxes in world metres, −∞ with none: a capsule over it meets no underside. */
    public double highestBottomMetres() {
        if (bottomStale) {
            bottomStale = false;
            highestBottom = Double.NEGATIVE_INFINITY;
            for (int k = 0; k < used; k++) {
                if (shapes[k] != null) {
                    highestBottom = Math.max(highestBottom, boxes[6 * k + 1]);
                }
            }
        }
        return highestBottom;
    }

    private void grow() {
        int next = capacity * 2;
        shapes = Arrays.copyOf(shapes, next);
        worldVertices = Arrays.copyOf(worldVertices, next);
        worldPlanes = Arrays.copyOf(worldPlanes, next);
        meshes = Arrays.copyOf(meshes, next);
        poses = Arrays.copyOf(poses, next);
        carried = Arrays.copyOf(carried, next);
        planCircles = Arrays.copyOf(planCircles, 3 * next);
        boxes = Arrays.copyOf(boxes, 6 * next);
        capacity = next;
    }

    // ---- the grid -------------------------------------------------------------------------------

    private static int cell(double v) {
        return (int) Math.floor(v / CELL_METRES);
    }

    private static long key(int c, int r) {
        return ((long) c << 32) ^ (r & 0xffffffffL);
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & (cellKeys.length - 1);
    }

    /** The table slot of a cell, or −1 when it has none. */
    private int find(int c, int r) {
        long k = key(c, r);
        int mask = cellKeys.length - 1;
        for (int s = slot(k); ; s = (s + 1) & mask) {
            if (cellKeys[s] == k) {
                return s;
            }
            if (cellKeys[s] == Long.MIN_VALUE) {
                return -1;
            }
        }
    }

    private void link(int c, int r, int prop) {
        nearKept = false;
        if (2 * (cellCount + 1) > cellKeys.length) {
            rehash();
        }
        long k = key(c, r);
        int mask = cellKeys.length - 1;
        int s = slot(k);
        while (cellKeys[s] != k && cellKeys[s] != Long.MIN_VALUE) {
            s = (s + 1) & mask;
        }
        if (cellKeys[s] == Long.MIN_VALUE) {
            cellKeys[s] = k;
            cellHeads[s] = -1;
            cellCount++;
        }
        int e;
        if (freeEntry >= 0) {
            e = freeEntry;
            freeEntry = entryNext[e];
        } else {
            if (entryUsed == entryProp.length) {
                entryProp = Arrays.copyOf(entryProp, 2 * entryUsed);
                entryNext = Arrays.copyOf(entryNext, 2 * entryUsed);
                near = new int[entryProp.length]; // room for every entry, so no query allocates
            }
            e = entryUsed++;
        }
        entryProp[e] = prop;
        entryNext[e] = cellHeads[s];
        cellHeads[s] = e;
    }

    private void unlink(int c, int r, int prop) {
        nearKept = false;
        int s = find(c, r);
        if (s < 0) {
            return;
        }
        int prev = -1;
        for (int e = cellHeads[s]; e >= 0; prev = e, e = entryNext[e]) {
            if (entryProp[e] == prop) {
                if (prev < 0) {
                    cellHeads[s] = entryNext[e];
                } else {
                    entryNext[prev] = entryNext[e];
                }
                entryNext[e] = freeEntry;
                freeEntry = e;
                return;
            }
        }
    }

    private void rehash() {
        long[] keys = cellKeys;
        int[] heads = cellHeads;
        cellKeys = new long[2 * keys.length];
        cellHeads = new int[2 * keys.length];
        Arrays.fill(cellKeys, Long.MIN_VALUE);
        int mask = cellKeys.length - 1;
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != Long.MIN_VALUE) {
                int s = slot(keys[i]);
                while (cellKeys[s] != Long.MIN_VALUE) {
                    s = (s + 1) & mask;
                }
                cellKeys[s] = keys[i];
                cellHeads[s] = heads[i];
            }
        }
    }

    /** Whether the number of cells over [x0, x1] × [z0, z1] is more than the props: walk them all then. */
    private boolean wide(double x0, double z0, double x1, double z1) {
        double cells = (Math.floor(x1 / CELL_METRES) - Math.floor(x0 / CELL_METRES) + 1)
                * (Math.floor(z1 / CELL_METRES) - Math.floor(z0 / CELL_METRES) + 1);
        return !(cells <= live);
    }

    // ---- queries --------------------------------------------------------------------------------

    @Override
    double surfaceHeight(double x, double z) {
        int s = find(cell(x), cell(z));
        double h = Double.NEGATIVE_INFINITY;
        if (s < 0) {
            return h;
        }
        for (int e = cellHeads[s]; e >= 0; e = entryNext[e]) {
            int k = entryProp[e], o = 6 * k;
            if (x < boxes[o] || x > boxes[o + 3] || z < boxes[o + 2] || z > boxes[o + 5]) {
                continue;
            }
            if (meshes[k] != null) {
                h = Math.max(h, meshes[k].surfaceHeight(x, z));
            } else {
                h = Math.max(h, convexTop(k, x, z));
            }
        }
        return h;
    }

    /** The top of convex prop k over (x, z): its lowest up-facing plane there, −∞ off its plan. */
    private double convexTop(int k, double x, double z) {
        if (!carried[k]) {
            carry(k);
        }
        double[] pl = worldPlanes[k];
        double up = Double.POSITIVE_INFINITY, down = Double.NEGATIVE_INFINITY;
        for (int f = 0; f < pl.length; f += 4) {
            double ny = pl[f + 1], rest = pl[f + 3] - pl[f] * x - pl[f + 2] * z;
            if (ny > 1e-12) {
                up = Math.min(up, rest / ny);
            } else if (ny < -1e-12) {
                down = Math.max(down, rest / ny);
            } else if (rest < 0) {
                return Double.NEGATIVE_INFINITY;
            }
        }
        return up >= down ? up : Double.NEGATIVE_INFINITY;
    }

    @Override
    void support(double x, double z, double radius, double lowY, double highY, SupportProbe probe) {
        int c0 = cell(x - radius), c1 = cell(x + radius), r0 = cell(z - radius), r1 = cell(z + radius);
        if (!(nearKept && c0 == nearC0 && c1 == nearC1 && r0 == nearR0 && r1 == nearR1 && x >= nearX0
                && x <= nearX1 && z >= nearZ0 && z <= nearZ1 && radius <= nearRadius)) {
            gatherNear(x, z, radius, c0, c1, r0, r1);
        }
        for (int i = 0, n = nearCount; i < n; i++) {
                    int k = near[i], o = 6 * k;
                    if (x + radius <= boxes[o] || x - radius >= boxes[o + 3] || z + radius <= boxes[o + 2]
                            || z - radius >= boxes[o + 5] || highY + radius <= boxes[o + 1]) {
                        continue;
                    }
                    if (meshes[k] != null) {
                        meshes[k].support(x, z, radius, lowY, highY, probe);
                        if (probe.collider == meshes[k]) {
                            probe.collider = this; // the prop's own handle, not its mesh's piece
                            probe.column = k;
                            probe.row = 0;
                        }
                    } else {
                        convexSupport(k, x, z, radius, lowY, highY, probe);
                    }
        }
    }

    /**
     * Gathers the near list for supports of radius {@code radius} or less from the square
     * {@value #NEAR_METRES} m about (x, z) whose reach covers cells [c0, c1] × [r0, r1]: the cells'
     * props in the order the cells give them, less those whose box no such support's box test can
     * pass (a sum only grows with its terms, so the test's bounds hold in floating point too).
     */
    private void gatherNear(double x, double z, double radius, int c0, int c1, int r0, int r1) {
        nearKept = true;
        nearC0 = c0;
        nearC1 = c1;
        nearR0 = r0;
        nearR1 = r1;
        nearX0 = x - NEAR_METRES;
        nearX1 = x + NEAR_METRES;
        nearZ0 = z - NEAR_METRES;
        nearZ1 = z + NEAR_METRES;
        nearRadius = radius;
        int n = 0;
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int s = find(c, r);
                if (s < 0) {
                    continue;
                }
                for (int e = cellHeads[s]; e >= 0; e = entryNext[e]) {
                    int k = entryProp[e], o = 6 * k;
                    if (nearX1 + radius <= boxes[o] || nearX0 - radius >= boxes[o + 3]
                            || nearZ1 + radius <= boxes[o + 2] || nearZ0 - radius >= boxes[o + 5]) {
                        continue;
                    }
                    near[n++] = k;
                }
            }
        }
        nearCount = n;
    }

    /** Scratch: the highest or lowest a sphere's centre touches a hull on a vertical line, with its contact. */
    private static final class SupportScratch {
        double y, qx, qy, qz, nx, ny, nz;
        boolean edge;

        void take(double y, double qx, double qy, double qz, double nx, double ny, double nz, boolean edge) {
            this.y = y;
            this.qx = qx;
            this.qy = qy;
            this.qz = qz;
            this.nx = nx;
            this.ny = ny;
            this.nz = nz;
            this.edge = edge;
        }
    }

    /**
     * The vertical line through (x, z) against convex prop k rounded by the radius: the highest and
     * lowest centre heights at which a sphere on it touches the hull, from the faces pushed out, the
     * cylinders round the edges and the spheres round the corners.
     */
    private void convexSupport(int k, double x, double z, double r, double lowY, double highY, SupportProbe probe) {
        if (!carried[k]) {
            carry(k);
        }
        // A line whose sphere cannot reach the corners' plan circle touches nothing of the hull.
        double pcx = x - planCircles[3 * k], pcz = z - planCircles[3 * k + 1];
        double reach = planCircles[3 * k + 2] + r + 1e-6 * (1 + r);
        if (pcx * pcx + pcz * pcz > reach * reach) {
            return;
        }
        double[] v = worldVertices[k], pl = worldPlanes[k];
        ConvexHull h = shapes[k].hull();
        int[] tri = h.triangleArray(), ed = h.edgeArray();
        double r2 = r * r;
        top.y = Double.NEGATIVE_INFINITY;
        low.y = Double.POSITIVE_INFINITY;
        int slot = focus(k, x, z, r);
        int[] faces = focusFaces[slot], edges = focusEdges[slot], corners = focusCorners[slot];
        for (int fi = 0, fn = focusFaceCount[slot]; fi < fn; fi++) {
            int j = faces[fi], f = 4 * j, t = 3 * j;
            double nx = pl[f], ny = pl[f + 1], nz = pl[f + 2];
            if (ny > -1e-12 && ny < 1e-12) {
                continue; // an upright face: its edges and corners hold what a vertical line meets of it
            }
            double qx = x - r * nx, qz = z - r * nz;
            if (!insidePlan(v, tri, t, qx, qz)) {
                continue;
            }
            double cy = (pl[f + 3] + r - nx * x - nz * z) / ny;
            if (ny > 0 && cy > top.y) {
                top.take(cy, qx, cy - r * ny, qz, nx, ny, nz, false);
            } else if (ny < 0 && cy < low.y) {
                low.take(cy, qx, cy - r * ny, qz, nx, ny, nz, false);
            }
        }
        for (int ei = 0, en = focusEdgeCount[slot]; ei < en; ei++) {
            int q = 4 * edges[ei];
            int a = 3 * ed[q], b = 3 * ed[q + 1];
            double ax = v[a], az = v[a + 2], ex = v[b] - ax, ez = v[b + 2] - az;
            // Only an edge whose plan passes within the radius of the line can be touched.
            double mx = x - ax, mz = z - az, plan2 = ex * ex + ez * ez;
            double along = plan2 > 0 ? Math.max(0, Math.min(1, (mx * ex + mz * ez) / plan2)) : 0;
            double gx = mx - ex * along, gz = mz - ez * along;
            if (gx * gx + gz * gz >= r2) {
                continue;
            }
            double ay = v[a + 1], ey = v[b + 1] - ay;
            double len = Math.sqrt(plan2 + ey * ey);
            double ux = ex / len, uy = ey / len, uz = ez / len;
            double qa = 1 - uy * uy;
            if (qa < 1e-12) {
                continue; // upright: its corners' spheres hold its ends
            }
            double kk = mx * ux + mz * uz;
            double qc = mx * mx + mz * mz - kk * kk - r2;
            double disc = kk * kk * uy * uy - qa * qc;
            if (disc < 0) {
                continue;
            }
            double sq = Math.sqrt(disc);
            int fa = 4 * ed[q + 2], fb = 4 * ed[q + 3];
            int up = pl[fa + 1] >= pl[fb + 1] ? fa : fb;
            for (int root = 0; root < 2; root++) {
                double tt = (kk * uy + (root == 0 ? sq : -sq)) / qa;
                double sAlong = kk + tt * uy;
                if (sAlong < 0 || sAlong > len) {
                    continue;
                }
                double cy = ay + tt;
                if (root == 0 ? cy > top.y : cy < low.y) {
                    double px = ax + ux * sAlong, py = ay + uy * sAlong, pz = az + uz * sAlong;
                    (root == 0 ? top : low).take(cy, px, py, pz, pl[up], pl[up + 1], pl[up + 2], true);
                }
            }
        }
        for (int ci = 0, cn = focusCornerCount[slot]; ci < cn; ci++) {
            int i = 3 * corners[ci];
            double dx = x - v[i], dz = z - v[i + 2], d2 = dx * dx + dz * dz;
            if (d2 >= r2) {
                continue;
            }
            double sv = Math.sqrt(r2 - d2);
            if (v[i + 1] + sv > top.y) {
                top.take(v[i + 1] + sv, v[i], v[i + 1], v[i + 2], dx / r, sv / r, dz / r, true);
            }
            if (v[i + 1] - sv < low.y) {
                low.take(v[i + 1] - sv, v[i], v[i + 1], v[i + 2], dx / r, -sv / r, dz / r, true);
            }
        }
        if (top.y == Double.NEGATIVE_INFINITY) {
            return;
        }
        if (lowY < 0.5 * (top.y + low.y)) {
            // Under the prop's middle: it blocks a capsule reaching into it from below.
            if (highY > low.y) {
                probe.block(this, k, 0, low.qx, low.qy, low.qz);
            }
            return;
        }
        if (top.y > probe.height && probe.height != Double.POSITIVE_INFINITY) {
            probe.height = top.y;
            probe.collider = this;
            probe.column = k;
            probe.row = 0;
            probe.contactX = top.qx;
            probe.contactY = top.qy;
            probe.contactZ = top.qz;
            probe.faceNormalX = top.nx;
            probe.faceNormalY = top.ny;
            probe.faceNormalZ = top.nz;
            probe.edge = top.edge;
            probe.floating = false;
        }
    }

    /** Forgets every prop's focus and the near list, so that the next support gathers them afresh (for tests). */
    void forgetFocus() {
        Arrays.fill(focusProp, -1);
        nearKept = false;
    }

    /** Makes the focus's lists long enough for a hull's faces, edges and corners (when a prop is added, so no query allocates). */
    private void roomToFocus(ConvexHull h) {
        int faces = h.planeArray().length / 4, edges = h.edgeArray().length / 4, corners = h.vertexArray().length / 3;
        if (faces > focusFaces[0].length || edges > focusEdges[0].length || corners > focusCorners[0].length) {
            for (int s = 0; s < 2 * FOCUS_SLOTS; s++) {
                focusFaces[s] = new int[Math.max(faces, focusFaces[s].length)];
                focusEdges[s] = new int[Math.max(edges, focusEdges[s].length)];
                focusCorners[s] = new int[Math.max(corners, focusCorners[s].length)];
            }
            Arrays.fill(focusProp, -1);
        }
    }

    /** Forgets prop k's focus (it was moved, removed or its handle taken again). */
    private void unfocus(int k) {
        for (int s = focusSet(k), end = s + FOCUS_WAYS; s < end; s++) {
            if (focusProp[s] == k) {
                focusProp[s] = -1;
            }
        }
    }

    /** The first slot of the set prop k's focus may be held in. */
    private static int focusSet(int k) {
        return ((k * 0x9E3779B9) >>> 24) % (FOCUS_SLOTS / FOCUS_WAYS) * FOCUS_WAYS;
    }

    /**
     * The focus lists of carried convex prop k holding its faces, edges and corners that a support
     * query of radius {@code r} centred at (x, z) can touch: its narrow lists, kept from an earlier
     * query when (x, z) lies in their square and r is no wider, else gathered afresh for the square
     * {@value #NARROW_FOCUS_METRES} m about (x, z) (cut to the wide square) from the wide lists,
     * themselves kept or gathered afresh from the whole hull for the square {@value #FOCUS_METRES} m
     * about (x, z).
     */
    private int focus(int k, double x, double z, double r) {
        // Prop k's slot in its set, else the slot of the set used longest ago.
        int first = focusSet(k), s = first;
        for (int w = first; w < first + FOCUS_WAYS; w++) {
            if (focusProp[w] == k) {
                s = w;
                break;
            }
            if (focusUsed[w] < focusUsed[s]) {
                s = w;
            }
        }
        focusUsed[s] = ++focusClock;
        int narrow = FOCUS_SLOTS + s;
        if (focusProp[s] == k && holds(narrow, x, z, r)) {
            return narrow;
        }
        if (focusProp[s] != k || !holds(s, x, z, r)) {
            focusProp[s] = k;
            gather(k, -1, s, x - FOCUS_METRES, x + FOCUS_METRES, z - FOCUS_METRES, z + FOCUS_METRES, r);
        }
        // The narrow square, cut to the wide one so that the wide lists hold all it can touch.
        int b = 5 * s;
        gather(k, s, narrow, Math.max(x - NARROW_FOCUS_METRES, focusBox[b]),
                Math.min(x + NARROW_FOCUS_METRES, focusBox[b + 1]), Math.max(z - NARROW_FOCUS_METRES, focusBox[b + 2]),
                Math.min(z + NARROW_FOCUS_METRES, focusBox[b + 3]), r);
        return narrow;
    }

    /** Whether focus list l's square holds (x, z), gathered for a radius of r or more. */
    private boolean holds(int l, double x, double z, double r) {
        int b = 5 * l;
        return x >= focusBox[b] && x <= focusBox[b + 1] && z >= focusBox[b + 2] && z <= focusBox[b + 3]
                && r <= focusBox[b + 4];
    }

    /**
     * Gathers into focus list {@code to} those of prop k's faces, edges and corners (all of them for
     * {@code from} −1, else those of list {@code from}) that a query of radius r or less from the
     * box [x0, x1] × [z0, z1] can touch, in their order, with a hair to spare for rounding: a face
     * when its plan's box meets the box moved by up to r against the face's plan normal (a face is
     * touched where the point pushed out that way from the query lies in its plan), an edge or a
     * corner when its plan passes within r of the box (within r plus the box's half diagonal of its
     * middle). So every element the full loops would take is kept.
     */
    private void gather(int k, int from, int to, double x0, double x1, double z0, double z1, double r) {
        int b = 5 * to;
        focusBox[b] = x0;
        focusBox[b + 1] = x1;
        focusBox[b + 2] = z0;
        focusBox[b + 3] = z1;
        focusBox[b + 4] = r;
        double hair = 1e-6 * (1 + r);
        double x = 0.5 * (x0 + x1), z = 0.5 * (z0 + z1), hx = 0.5 * (x1 - x0), hz = 0.5 * (z1 - z0);
        double reach = r + Math.sqrt(hx * hx + hz * hz) + hair, reach2 = reach * reach;
        double[] v = worldVertices[k], pl = worldPlanes[k];
        ConvexHull h = shapes[k].hull();
        int[] tri = h.triangleArray(), ed = h.edgeArray();
        boolean[] flat = h.flatArray();
        int[] faces = focusFaces[to], edges = focusEdges[to], corners = focusCorners[to];
        int n = 0;
        int[] src = from < 0 ? null : focusFaces[from];
        for (int i = 0, end = from < 0 ? pl.length / 4 : focusFaceCount[from]; i < end; i++) {
            int j = src == null ? i : src[i], f = 4 * j, t = 3 * j;
            double ny = pl[f + 1];
            if (ny > -1e-12 && ny < 1e-12) {
                continue;
            }
            // The points pushed out from the square: the square swept by up to −r times the plan normal.
            double px = -r * pl[f], pz = -r * pl[f + 2];
            double sx0 = x0 - hair + Math.min(0, px), sx1 = x1 + hair + Math.max(0, px);
            double sz0 = z0 - hair + Math.min(0, pz), sz1 = z1 + hair + Math.max(0, pz);
            int a = 3 * tri[t], c = 3 * tri[t + 1], d = 3 * tri[t + 2];
            if (Math.max(Math.max(v[a], v[c]), v[d]) >= sx0 && Math.min(Math.min(v[a], v[c]), v[d]) <= sx1
                    && Math.max(Math.max(v[a + 2], v[c + 2]), v[d + 2]) >= sz0
                    && Math.min(Math.min(v[a + 2], v[c + 2]), v[d + 2]) <= sz1) {
                faces[n++] = j;
            }
        }
        focusFaceCount[to] = n;
        n = 0;
        src = from < 0 ? null : focusEdges[from];
        for (int i = 0, end = from < 0 ? ed.length / 4 : focusEdgeCount[from]; i < end; i++) {
            int e = src == null ? i : src[i], q = 4 * e;
            if (flat[e]) {
                continue;
            }
            int a = 3 * ed[q], c = 3 * ed[q + 1];
            double ax = v[a], az = v[a + 2], ex = v[c] - ax, ez = v[c + 2] - az;
            double mx = x - ax, mz = z - az, plan2 = ex * ex + ez * ez;
            double along = plan2 > 0 ? Math.max(0, Math.min(1, (mx * ex + mz * ez) / plan2)) : 0;
            double gx = mx - ex * along, gz = mz - ez * along;
            if (gx * gx + gz * gz < reach2) {
                edges[n++] = e;
            }
        }
        focusEdgeCount[to] = n;
        n = 0;
        src = from < 0 ? null : focusCorners[from];
        for (int i = 0, end = from < 0 ? v.length / 3 : focusCornerCount[from]; i < end; i++) {
            int j = src == null ? i : src[i];
            double dx = x - v[3 * j], dz = z - v[3 * j + 2];
            if (dx * dx + dz * dz < reach2) {
                corners[n++] = j;
            }
        }
        focusCornerCount[to] = n;
    }

    /** Whether (x, z) lies in the plan of triangle t (its corners' indices at tri[t..t+2]). */
    private static boolean insidePlan(double[] v, int[] tri, int t, double x, double z) {
        int a = 3 * tri[t], b = 3 * tri[t + 1], c = 3 * tri[t + 2];
        double d0 = (v[b] - v[a]) * (z - v[a + 2]) - (v[b + 2] - v[a + 2]) * (x - v[a]);
        double d1 = (v[c] - v[b]) * (z - v[b + 2]) - (v[c + 2] - v[b + 2]) * (x - v[b]);
        double d2 = (v[a] - v[c]) * (z - v[c + 2]) - (v[a + 2] - v[c + 2]) * (x - v[c]);
        return (d0 >= 0 && d1 >= 0 && d2 >= 0) || (d0 <= 0 && d1 <= 0 && d2 <= 0);
    }

    @Override
    void sweep(CapsuleSweep s) {
        double reach = Math.min(s.maxDistance, s.best);
        double ex = s.px + s.dx * reach, ez = s.pz + s.dz * reach;
        double x0 = Math.min(s.px, ex) - s.radius, x1 = Math.max(s.px, ex) + s.radius;
        double z0 = Math.min(s.pz, ez) - s.radius, z1 = Math.max(s.pz, ez) + s.radius;
        if (!(reach < Double.POSITIVE_INFINITY) || wide(x0, z0, x1, z1)) {
            for (int k = 0; k < used; k++) {
                if (shapes[k] != null) {
                    sweepProp(k, s);
                }
            }
            return;
        }
        for (int r = cell(z0); r <= cell(z1); r++) {
            for (int c = cell(x0); c <= cell(x1); c++) {
                int slot = find(c, r);
                if (slot < 0) {
                    continue;
                }
                for (int e = cellHeads[slot]; e >= 0; e = entryNext[e]) {
                    sweepProp(entryProp[e], s);
                }
            }
        }
    }

    private void sweepProp(int k, CapsuleSweep s) {
        if (meshes[k] != null) {
            meshes[k].sweep(s);
            if (s.collider == meshes[k]) {
                s.collider = this;
                s.column = k;
                s.row = 0;
            }
            return;
        }
        int o = 6 * k;
        double reach = Math.min(s.maxDistance, s.best);
        // The lower centre moves on a ray; the box grown by the radius, and down by the span too.
        if (rayBox(o, s.px, s.py, s.pz, s.dx, s.dy, s.dz, reach, s.radius, s.radius + s.span) < 0) {
            return;
        }
        if (!carried[k]) {
            carry(k);
        }
        ConvexHull h = shapes[k].hull();
        s.convex(this, k, worldVertices[k], worldPlanes[k], h.triangleArray(), h.edgeArray(), h.flatArray());
    }

    /** The entry of a ray into prop box o grown by {@code grow} (down by {@code growDown}) within [0, maxT]; −1 when it misses. */
    private double rayBox(int o, double ox, double oy, double oz, double dx, double dy, double dz, double maxT,
                          double grow, double growDown) {
        double lo = 0, hi = maxT;
        for (int a = 0; a < 3; a++) {
            double orig = a == 0 ? ox : a == 1 ? oy : oz, dir = a == 0 ? dx : a == 1 ? dy : dz;
            double mn = boxes[o + a] - (a == 1 ? growDown : grow), mx = boxes[o + 3 + a] + grow;
            if (dir == 0) {
                if (orig < mn || orig > mx) {
                    return -1;
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
                return -1;
            }
        }
        return lo;
    }

    @Override
    boolean raycast(double ox, double oy, double oz, double dx, double dy, double dz, double maxDistance,
                    CollisionHit dest) {
        double reach = Math.min(maxDistance, dest.distance());
        boolean hit = false;
        double ex = ox + dx * reach, ez = oz + dz * reach;
        double x0 = Math.min(ox, ex), x1 = Math.max(ox, ex), z0 = Math.min(oz, ez), z1 = Math.max(oz, ez);
        if (!(reach < Double.POSITIVE_INFINITY) || wide(x0, z0, x1, z1)) {
            for (int k = 0; k < used; k++) {
                if (shapes[k] != null) {
                    hit |= rayProp(k, ox, oy, oz, dx, dy, dz, maxDistance, dest);
                }
            }
            return hit;
        }
        for (int r = cell(z0); r <= cell(z1); r++) {
            for (int c = cell(x0); c <= cell(x1); c++) {
                int slot = find(c, r);
                if (slot < 0) {
                    continue;
                }
                for (int e = cellHeads[slot]; e >= 0; e = entryNext[e]) {
                    hit |= rayProp(entryProp[e], ox, oy, oz, dx, dy, dz, maxDistance, dest);
                }
            }
        }
        return hit;
    }

    private boolean rayProp(int k, double ox, double oy, double oz, double dx, double dy, double dz, double maxT,
                            CollisionHit dest) {
        if (meshes[k] != null) {
            if (!meshes[k].raycast(ox, oy, oz, dx, dy, dz, maxT, dest)) {
                return false;
            }
            var q = dest.point();
            var n = dest.normal();
            dest.set(this, k, 0, dest.distance(), q.x(), q.y(), q.z(), n.x(), n.y(), n.z());
            return true;
        }
        if (rayBox(6 * k, ox, oy, oz, dx, dy, dz, Math.min(maxT, dest.distance()), 0, 0) < 0) {
            return false;
        }
        if (!carried[k]) {
            carry(k);
        }
        double[] pl = worldPlanes[k];
        double lo = Double.NEGATIVE_INFINITY, hi = Double.POSITIVE_INFINITY;
        int enter = -1;
        for (int f = 0; f < pl.length; f += 4) {
            double denom = pl[f] * dx + pl[f + 1] * dy + pl[f + 2] * dz;
            double dist = pl[f] * ox + pl[f + 1] * oy + pl[f + 2] * oz - pl[f + 3];
            if (denom == 0) {
                if (dist > 0) {
                    return false;
                }
                continue;
            }
            double t = -dist / denom;
            if (denom < 0) {
                if (t > lo) {
                    lo = t;
                    enter = f;
                }
            } else if (t < hi) {
                hi = t;
            }
            if (lo > hi) {
                return false;
            }
        }
        double t = Math.max(0, lo);
        if (t > hi || t > maxT || t >= dest.distance()) {
            return false;
        }
        if (lo < 0 || enter < 0) {
            dest.set(this, k, 0, t, ox, oy, oz, -dx, -dy, -dz); // started inside the prop
        } else {
            dest.set(this, k, 0, t, ox + dx * t, oy + dy * t, oz + dz * t, pl[enter], pl[enter + 1], pl[enter + 2]);
        }
        return true;
    }

    @Override
    public String toString() {
        return "PropCollider[" + name + ": " + live + " props]";
    }
}
