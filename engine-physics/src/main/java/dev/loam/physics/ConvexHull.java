package dev.loam.physics;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The convex hull of a set of points, found by quickhull (Barber, Dobkin and Huhdanpaa, "The
 * quickhull algorithm for convex hulls", 1996): a tetrahedron of four extreme points, each point
 * left outside a face assigned to that face, then, while a face has points outside it, its
 * farthest point added: the faces it sees removed, the horizon they leave joined to it by new
 * faces, their points handed to the new faces or dropped as inside. A point within the tolerance
 * ({@link #toleranceMetres()}: a billionth of the points' extent, and never under 1e-12 m) of a
 * face counts as on it, so near-coplanar points do not split a face into slivers.
 *
 * <p>The hull is triangles, wound counter-clockwise seen from outside, each with its outward unit
 * normal and offset ({@code n·p = d} on its plane); its edges once each with their two faces, an
 * edge between two faces of one plane marked flat. Only the points that are corners of the hull
 * are kept, renumbered in the order first met among the input. Immutable; units are the points'.
 */
public final class ConvexHull {
    /** The most points a hull is made from. */
    public static final int MAX_POINTS = 1 << 22;

    private final double[] vertices;
    private final int[] triangles;
    private final double[] planes;
    private final int[] edges;
    private final boolean[] flat;
    private final double tolerance;
    /** The box round the corners: min x, y, z, max x, y, z. */
    private final double[] bounds = new double[6];

    private ConvexHull(double[] vertices, int[] triangles, double[] planes, int[] edges, boolean[] flat,
                       double tolerance) {
        this.vertices = vertices;
        this.triangles = triangles;
        this.planes = planes;
        this.edges = edges;
        this.flat = flat;
        this.tolerance = tolerance;
        Arrays.fill(bounds, 0, 3, Double.POSITIVE_INFINITY);
        Arrays.fill(bounds, 3, 6, Double.NEGATIVE_INFINITY);
        for (int i = 0; i < vertices.length; i += 3) {
            for (int a = 0; a < 3; a++) {
                bounds[a] = Math.min(bounds[a], vertices[i + a]);
                bounds[3 + a] = Math.max(bounds[3 + a], vertices[i + a]);
            }
        }
    }

    /**
     * The hull of the points {@code x, y, z} at a time in {@code xyz} (a model's positions).
     *
     * @param xyz points, three coordinates each, finite
     * @param what what the points are, for the refusal (such as {@code model "boulder"})
     * @return the hull
     * @throws IllegalArgumentException naming {@code what} when the points are fewer than four, more
     *                                  than {@link #MAX_POINTS}, not a whole number of triples, not
     *                                  finite, or all on one plane (no solid to hold)
     */
    public static ConvexHull of(float[] xyz, String what) {
        Objects.requireNonNull(xyz, "xyz");
        double[] d = new double[xyz.length];
        for (int i = 0; i < xyz.length; i++) {
            d[i] = xyz[i];
        }
        return of(d, what);
    }

    /**
     * The hull of the points {@code x, y, z} at a time in {@code xyz}.
     *
     * @see #of(float[], String)
     */
    public static ConvexHull of(double[] xyz, String what) {
        return of(xyz, what, Integer.MAX_VALUE);
    }

    /**
     * The hull of at most {@code maxCorners} of the points: quickhull adding, each time, the point
     * farthest outside the hull so far, and stopping once the hull has that many corners. The points
     * left out lie within the hull's reach of it ({@link #toleranceMetres()} aside, at most as far
     * outside as the last point added was): a collision shape of a model's many vertices that stays
     * cheap to query.
     *
     * @param maxCorners the most corners, 4 or more
     * @throws IllegalArgumentException as {@link #of(float[], String)}, or for fewer than 4 corners
     */
    public static ConvexHull of(float[] xyz, String what, int maxCorners) {
        Objects.requireNonNull(xyz, "xyz");
        double[] d = new double[xyz.length];
        for (int i = 0; i < xyz.length; i++) {
            d[i] = xyz[i];
        }
        return of(d, what, maxCorners);
    }

    /**
     * The hull of at most {@code maxCorners} of the points.
     *
     * @see #of(float[], String, int)
     */
    public static ConvexHull of(double[] xyz, String what, int maxCorners) {
        Objects.requireNonNull(xyz, "xyz");
        if (maxCorners < 4) {
            throw new IllegalArgumentException(what + ": a hull of at most " + maxCorners + " corners holds no solid");
        }
        Objects.requireNonNull(what, "what");
        if (xyz.length % 3 != 0) {
            throw new IllegalArgumentException(what + ": " + xyz.length + " coordinates are not whole points of three");
        }
        int n = xyz.length / 3;
        if (n > MAX_POINTS) {
            throw new IllegalArgumentException(what + ": " + n + " points, more than a hull takes (" + MAX_POINTS + ")");
        }
        if (n < 4) {
            throw new IllegalArgumentException(what + ": " + n + " points hold no solid; a hull needs four or more"
                    + " not on one plane");
        }
        for (int i = 0; i < xyz.length; i++) {
            if (!Double.isFinite(xyz[i])) {
                throw new IllegalArgumentException(what + ": point " + i / 3 + " is not finite");
            }
        }
        return new Builder(xyz, n, what, maxCorners).build();
    }

    /** How many corners the hull has. */
    public int vertexCount() {
        return vertices.length / 3;
    }

    /** How many triangles its surface is. */
    public int triangleCount() {
        return triangles.length / 3;
    }

    /** How many edges it has (each once). */
    public int edgeCount() {
        return edges.length / 4;
    }

    /** The tolerance within which a point counted as on a face while it was built, in the points' units. */
    public double toleranceMetres() {
        return tolerance;
    }

    /** The corners, x, y, z a corner, a copy. */
    public double[] vertices() {
        return vertices.clone();
    }

    /** The triangles, three corner indices each, counter-clockwise seen from outside, a copy. */
    public int[] triangles() {
        return triangles.clone();
    }

    /** The triangles' planes, outward unit normal x, y, z and offset d (n·p = d) each, a copy. */
    public double[] planes() {
        return planes.clone();
    }

    /** The edges: corner a, corner b, the triangle on one side, the triangle on the other, a copy. */
    public int[] edges() {
        return edges.clone();
    }

    /** Whether edge {@code k} lies between two triangles of one plane (inside a face). */
    public boolean isFlatEdge(int k) {
        return flat[k];
    }

    /** Whether the point lies inside or on the hull, within {@code slack} of its faces. */
    public boolean contains(double x, double y, double z, double slack) {
        for (int f = 0; f < planes.length; f += 4) {
            if (planes[f] * x + planes[f + 1] * y + planes[f + 2] * z - planes[f + 3] > slack) {
                return false;
            }
        }
        return true;
    }

    /** The hull's volume, in the points' units cubed. */
    public double volume() {
        double v = 0;
        for (int t = 0; t < triangles.length; t += 3) {
            int a = 3 * triangles[t], b = 3 * triangles[t + 1], c = 3 * triangles[t + 2];
            v += vertices[a] * (vertices[b + 1] * vertices[c + 2] - vertices[b + 2] * vertices[c + 1])
                    - vertices[a + 1] * (vertices[b] * vertices[c + 2] - vertices[b + 2] * vertices[c])
                    + vertices[a + 2] * (vertices[b] * vertices[c + 1] - vertices[b + 1] * vertices[c]);
        }
        return v / 6;
    }

    // Package views, not copied, for the prop collider.
    double[] vertexArray() {
        return vertices;
    }

    double[] boundsArray() {
        return bounds;
    }

    double[] planeArray() {
        return planes;
    }

    int[] triangleArray() {
        return triangles;
    }

    int[] edgeArray() {
        return edges;
    }

    boolean[] flatArray() {
        return flat;
    }

    @Override
    public String toString() {
        return "ConvexHull[" + vertexCount() + " corners, " + triangleCount() + " triangles]";
    }

    /** One build's state: the faces as they stand and the points still outside them. */
    private static final class Builder {
        private final double[] p;
        private final int n;
        private final String what;
        private final double eps;
        private final List<Face> faces = new ArrayList<>();
        /** The face on the far side of each directed edge a → b, keyed a·n + b. */
        private final Map<Long, Face> byEdge = new HashMap<>();

        private final int maxCorners;

        Builder(double[] p, int n, String what, int maxCorners) {
            this.maxCorners = maxCorners;
            this.p = p;
            this.n = n;
            this.what = what;
            double extent = 0;
            for (int a = 0; a < 3; a++) {
                double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < n; i++) {
                    lo = Math.min(lo, p[3 * i + a]);
                    hi = Math.max(hi, p[3 * i + a]);
                }
                extent = Math.max(extent, Math.max(Math.abs(lo), Math.abs(hi)));
                extent = Math.max(extent, hi - lo);
            }
            this.eps = Math.max(1e-12, extent * 1e-9);
        }

        private final class Face {
            final int a, b, c;
            final double nx, ny, nz, d;
            int[] outside = new int[4];
            int outsideCount;
            boolean alive = true;

            Face(int a, int b, int c) {
                this.a = a;
                this.b = b;
                this.c = c;
                double e1x = p[3 * b] - p[3 * a], e1y = p[3 * b + 1] - p[3 * a + 1], e1z = p[3 * b + 2] - p[3 * a + 2];
                double e2x = p[3 * c] - p[3 * a], e2y = p[3 * c + 1] - p[3 * a + 1], e2z = p[3 * c + 2] - p[3 * a + 2];
                double x = e1y * e2z - e1z * e2y, y = e1z * e2x - e1x * e2z, z = e1x * e2y - e1y * e2x;
                double len = Math.sqrt(x * x + y * y + z * z);
                nx = x / len;
                ny = y / len;
                nz = z / len;
                d = nx * p[3 * a] + ny * p[3 * a + 1] + nz * p[3 * a + 2];
            }

            double distance(int i) {
                return nx * p[3 * i] + ny * p[3 * i + 1] + nz * p[3 * i + 2] - d;
            }

            void addOutside(int i) {
                if (outsideCount == outside.length) {
                    outside = Arrays.copyOf(outside, 2 * outside.length);
                }
                outside[outsideCount++] = i;
            }

            int corner(int k) {
                return k == 0 ? a : k == 1 ? b : c;
            }
        }

        private long key(int from, int to) {
            return (long) from * n + to;
        }

        private Face addFace(int a, int b, int c) {
            Face f = new Face(a, b, c);
            faces.add(f);
            byEdge.put(key(a, b), f);
            byEdge.put(key(b, c), f);
            byEdge.put(key(c, a), f);
            return f;
        }

        private double dist2(int i, int j) {
            double dx = p[3 * i] - p[3 * j], dy = p[3 * i + 1] - p[3 * j + 1], dz = p[3 * i + 2] - p[3 * j + 2];
            return dx * dx + dy * dy + dz * dz;
        }

        ConvexHull build() {
            // The two extreme points farthest apart among the six extremes along the axes.
            int[] ext = new int[6];
            for (int i = 0; i < n; i++) {
                for (int a = 0; a < 3; a++) {
                    if (p[3 * i + a] < p[3 * ext[2 * a] + a]) {
                        ext[2 * a] = i;
                    }
                    if (p[3 * i + a] > p[3 * ext[2 * a + 1] + a]) {
                        ext[2 * a + 1] = i;
                    }
                }
            }
            int i0 = ext[0], i1 = ext[1];
            double best = -1;
            for (int s = 0; s < 6; s++) {
                for (int t = s + 1; t < 6; t++) {
                    double d = dist2(ext[s], ext[t]);
                    if (d > best) {
                        best = d;
                        i0 = ext[s];
                        i1 = ext[t];
                    }
                }
            }
            if (Math.sqrt(best) <= eps) {
                throw new IllegalArgumentException(what + ": the points all stand at one place; a hull needs a solid");
            }
            // The point farthest from the line, then the one farthest from the plane.
            int i2 = -1;
            best = eps * eps;
            double ux = p[3 * i1] - p[3 * i0], uy = p[3 * i1 + 1] - p[3 * i0 + 1], uz = p[3 * i1 + 2] - p[3 * i0 + 2];
            double ul = Math.sqrt(ux * ux + uy * uy + uz * uz);
            ux /= ul;
            uy /= ul;
            uz /= ul;
            for (int i = 0; i < n; i++) {
                double mx = p[3 * i] - p[3 * i0], my = p[3 * i + 1] - p[3 * i0 + 1], mz = p[3 * i + 2] - p[3 * i0 + 2];
                double cx = my * uz - mz * uy, cy = mz * ux - mx * uz, cz = mx * uy - my * ux;
                double d = cx * cx + cy * cy + cz * cz;
                if (d > best) {
                    best = d;
                    i2 = i;
                }
            }
            if (i2 < 0) {
                throw new IllegalArgumentException(what + ": the points all lie on one line; a hull needs a solid");
            }
            Face base = new Face(i0, i1, i2);
            int i3 = -1;
            best = eps;
            for (int i = 0; i < n; i++) {
                double d = Math.abs(base.distance(i));
                if (d > best) {
                    best = d;
                    i3 = i;
                }
            }
            if (i3 < 0) {
                throw new IllegalArgumentException(what + ": the points all lie on one plane; a hull needs a solid");
            }
            if (base.distance(i3) > 0) {
                int t = i1;
                i1 = i2;
                i2 = t;
            }
            // Wound so each face's normal points away from the fourth corner.
            addFace(i0, i1, i2);
            addFace(i0, i3, i1);
            addFace(i1, i3, i2);
            addFace(i2, i3, i0);
            for (int i = 0; i < n; i++) {
                if (i == i0 || i == i1 || i == i2 || i == i3) {
                    continue;
                }
                assign(i, faces);
            }
            ArrayDeque<Face> work = new ArrayDeque<>(faces);
            List<Face> visible = new ArrayList<>();
            List<int[]> horizon = new ArrayList<>();
            List<Face> made = new ArrayList<>();
            ArrayDeque<Face> stack = new ArrayDeque<>();
            int corners = 4;
            while (corners < maxCorners) {
                Face f = maxCorners == Integer.MAX_VALUE ? work.poll() : farthestFace();
                if (f == null) {
                    break;
                }
                if (!f.alive || f.outsideCount == 0) {
                    continue;
                }
                corners++;
                int eye = f.outside[0];
                double far = f.distance(eye);
                for (int k = 1; k < f.outsideCount; k++) {
                    double d = f.distance(f.outside[k]);
                    if (d > far) {
                        far = d;
                        eye = f.outside[k];
                    }
                }
                // The faces the eye sees, found across edges from f.
                visible.clear();
                horizon.clear();
                stack.clear();
                f.alive = false;
                visible.add(f);
                stack.push(f);
                while (!stack.isEmpty()) {
                    Face v = stack.pop();
                    for (int k = 0; k < 3; k++) {
                        int from = v.corner(k), to = v.corner((k + 1) % 3);
                        Face other = byEdge.get(key(to, from));
                        if (other == null) {
                            throw new IllegalStateException(what + ": the hull lost an edge while it was built");
                        }
                        if (!other.alive) {
                            continue;
                        }
                        if (other.distance(eye) > eps) {
                            other.alive = false;
                            visible.add(other);
                            stack.push(other);
                        }
                    }
                }
                for (Face v : visible) {
                    for (int k = 0; k < 3; k++) {
                        int from = v.corner(k), to = v.corner((k + 1) % 3);
                        Face other = byEdge.get(key(to, from));
                        if (other.alive) {
                            horizon.add(new int[] {from, to});
                        }
                    }
                }
                for (Face v : visible) {
                    for (int k = 0; k < 3; k++) {
                        int from = v.corner(k), to = v.corner((k + 1) % 3);
                        if (byEdge.get(key(from, to)) == v) {
                            byEdge.remove(key(from, to));
                        }
                    }
                }
                made.clear();
                for (int[] e : horizon) {
                    made.add(addFace(e[0], e[1], eye));
                }
                for (Face v : visible) {
                    for (int k = 0; k < v.outsideCount; k++) {
                        int i = v.outside[k];
                        if (i != eye) {
                            assign(i, made);
                        }
                    }
                    v.outside = null;
                }
                work.addAll(made);
            }
            return finish();
        }

        /** The live face with the point farthest outside it, or null when no point lies outside. */
        private Face farthestFace() {
            Face best = null;
            double far = 0;
            for (Face f : faces) {
                if (!f.alive) {
                    continue;
                }
                for (int k = 0; k < f.outsideCount; k++) {
                    double d = f.distance(f.outside[k]);
                    if (d > far) {
                        far = d;
                        best = f;
                    }
                }
            }
            return best;
        }

        /** Hands point i to the first of the faces it lies outside of, if any. */
        private void assign(int i, List<Face> candidates) {
            for (int k = 0; k < candidates.size(); k++) {
                Face f = candidates.get(k);
                if (f.alive && f.distance(i) > eps) {
                    f.addOutside(i);
                    return;
                }
            }
        }

        private ConvexHull finish() {
            int[] index = new int[n];
            Arrays.fill(index, -1);
            List<Face> live = new ArrayList<>();
            for (Face f : faces) {
                if (f.alive) {
                    live.add(f);
                }
            }
            // Corners numbered in the order first met among the input.
            boolean[] used = new boolean[n];
            for (Face f : live) {
                used[f.a] = used[f.b] = used[f.c] = true;
            }
            int count = 0;
            for (int i = 0; i < n; i++) {
                if (used[i]) {
                    index[i] = count++;
                }
            }
            double[] v = new double[3 * count];
            for (int i = 0; i < n; i++) {
                if (used[i]) {
                    System.arraycopy(p, 3 * i, v, 3 * index[i], 3);
                }
            }
            int[] tri = new int[3 * live.size()];
            double[] planes = new double[4 * live.size()];
            Map<Face, Integer> number = new HashMap<>();
            for (int t = 0; t < live.size(); t++) {
                Face f = live.get(t);
                number.put(f, t);
                tri[3 * t] = index[f.a];
                tri[3 * t + 1] = index[f.b];
                tri[3 * t + 2] = index[f.c];
                planes[4 * t] = f.nx;
                planes[4 * t + 1] = f.ny;
                planes[4 * t + 2] = f.nz;
                planes[4 * t + 3] = f.d;
            }
            int[] edges = new int[4 * (3 * live.size() / 2)];
            boolean[] flat = new boolean[3 * live.size() / 2];
            int e = 0;
            for (int t = 0; t < live.size(); t++) {
                Face f = live.get(t);
                for (int k = 0; k < 3; k++) {
                    int from = f.corner(k), to = f.corner((k + 1) % 3);
                    if (index[from] < index[to]) {
                        Face other = byEdge.get(key(to, from));
                        edges[4 * e] = index[from];
                        edges[4 * e + 1] = index[to];
                        edges[4 * e + 2] = t;
                        edges[4 * e + 3] = number.get(other);
                        flat[e] = f.nx * other.nx + f.ny * other.ny + f.nz * other.nz > 1 - 1e-12;
                        e++;
                    }
                }
            }
            return new ConvexHull(v, tri, planes, Arrays.copyOf(edges, 4 * e), Arrays.copyOf(flat, e), eps);
        }
    }
}
