package dev.loam.physics;

/**
 * The exact time of impact of an upright capsule moving along a straight line against convex
 * columns: a box, or a box under a stair's sloped top (a wedge). Scratch owned by a
 * {@link CollisionWorld}, reused for each sweep; not thread-safe.
 *
 * <p>The capsule touches a column when its axis segment comes within its radius of the column.
 * With the column stretched down by the capsule's span (its Minkowski sum with the axis), that is
 * when the lower sphere's centre, a point moving on a ray, comes within the radius of the stretched
 * column: the first time the ray meets the column rounded by the radius. That rounded solid's
 * surface is made of the faces pushed out by the radius, a cylinder round each edge and a sphere
 * round each corner; each of those pieces lies inside the rounded solid, so the earliest hit over
 * all of them is the exact first touch, with no sampling.
 */
final class CapsuleSweep {
    /** A hit this far before the start (rounding of a touch that begins there) counts as at the start, in metres. */
    static final double START_TOLERANCE_METRES = 1e-12;

    /** The lower sphere's centre at the start, world metres. */
    double px, py, pz;
    /** The unit direction. */
    double dx, dy, dz;
    double radius;
    double span;
    double maxDistance;

    /** The earliest touch so far: the distance, or +∞ for none. */
    double best;
    /** The touch's point on the stretched column and the unit normal from it toward the lower centre. */
    double qx, qy, qz, nx, ny, nz;
    /** The column's owner and cell, and its top over the touch, for the contact on the column itself. */
    Collider collider;
    int column, row;
    double bestTop;

    /** The column being tested: its footprint, its stretched bottom and its top plane y = a + gx·x + gz·z. */
    private double x0, x1, z0, z1, yb, a, gx, gz;
    private Collider owner;
    private int c, r;

    void begin(double px, double py, double pz, double dx, double dy, double dz, double radius, double span,
               double maxDistance) {
        this.px = px;
        this.py = py;
        this.pz = pz;
        this.dx = dx;
        this.dy = dy;
        this.dz = dz;
        this.radius = radius;
        this.span = span;
        this.maxDistance = maxDistance;
        this.best = Double.POSITIVE_INFINITY;
        this.collider = null;
    }

    /**
     * Tests one column: footprint [x0, x1] × [z0, z1], solid from {@code base} up to the plane
     * y = a + gx·x + gz·z (gx = gz = 0 for a flat top).
     */
    void column(Collider owner, int c, int r, double x0, double x1, double z0, double z1, double base, double a,
                double gx, double gz) {
        this.owner = owner;
        this.c = c;
        this.r = r;
        this.x0 = x0;
        this.x1 = x1;
        this.z0 = z0;
        this.z1 = z1;
        this.yb = base - span;
        this.a = a;
        this.gx = gx;
        this.gz = gz;
        // Faces pushed out by the radius.
        double tn = Math.sqrt(1 + gx * gx + gz * gz);
        face(-gx / tn, 1 / tn, -gz / tn, x0, top(x0, z0), z0, 0);
        face(0, -1, 0, x0, yb, z0, 1);
        face(-1, 0, 0, x0, yb, z0, 2);
        face(1, 0, 0, x1, yb, z0, 2);
        face(0, 0, -1, x0, yb, z0, 3);
        face(0, 0, 1, x0, yb, z1, 3);
        // Edges: four upright, four round the bottom, four round the top.
        for (int i = 0; i < 4; i++) {
            double ex = (i & 1) == 0 ? x0 : x1, ez = (i & 2) == 0 ? z0 : z1;
            edge(ex, yb, ez, ex, top(ex, ez), ez);
            vertex(ex, yb, ez);
            vertex(ex, top(ex, ez), ez);
        }
        edge(x0, yb, z0, x1, yb, z0);
        edge(x0, yb, z1, x1, yb, z1);
        edge(x0, yb, z0, x0, yb, z1);
        edge(x1, yb, z0, x1, yb, z1);
        edge(x0, top(x0, z0), z0, x1, top(x1, z0), z0);
        edge(x0, top(x0, z1), z1, x1, top(x1, z1), z1);
        edge(x0, top(x0, z0), z0, x0, top(x0, z1), z1);
        edge(x1, top(x1, z0), z0, x1, top(x1, z1), z1);
    }

    private double top(double x, double z) {
        return a + gx * x + gz * z;
    }

    /**
     * The face through (fx, fy, fz) with outward unit normal n, pushed out by the radius: kind 0 the
     * top, 1 the bottom, 2 a side across x, 3 a side across z (each with its own bounds).
     */
    private void face(double fnx, double fny, double fnz, double fx, double fy, double fz, int kind) {
        double toward = fnx * dx + fny * dy + fnz * dz;
        if (!(toward < 0)) {
            return;
        }
        double t = (fnx * (fx - px) + fny * (fy - py) + fnz * (fz - pz) + radius) / toward;
        if (!acceptable(t)) {
            return;
        }
        t = Math.max(0, t);
        double hx = px + dx * t - fnx * radius, hy = py + dy * t - fny * radius, hz = pz + dz * t - fnz * radius;
        boolean inside = switch (kind) {
            case 0, 1 -> hx >= x0 && hx <= x1 && hz >= z0 && hz <= z1;
            case 2 -> hz >= z0 && hz <= z1 && hy >= yb && hy <= top(fx, hz);
            default -> hx >= x0 && hx <= x1 && hy >= yb && hy <= top(hx, fz);
        };
        if (inside) {
            record(t, hx, hy, hz, fnx, fny, fnz);
        }
    }

    /** The cylinder of the radius round the edge from A to B. */
    private void edge(double ax, double ay, double az, double bx, double by, double bz) {
        double ux = bx - ax, uy = by - ay, uz = bz - az;
        double len = Math.sqrt(ux * ux + uy * uy + uz * uz);
        if (!(len > 0)) {
            return;
        }
        ux /= len;
        uy /= len;
        uz /= len;
        double mx = px - ax, my = py - ay, mz = pz - az;
        double mu = mx * ux + my * uy + mz * uz, du = dx * ux + dy * uy + dz * uz;
        double mpx = mx - mu * ux, mpy = my - mu * uy, mpz = mz - mu * uz;
        double dpx = dx - du * ux, dpy = dy - du * uy, dpz = dz - du * uz;
        double qa = dpx * dpx + dpy * dpy + dpz * dpz;
        if (!(qa > 0)) {
            return; // moving along the edge: its ends' spheres and the faces meet it
        }
        double qb = mpx * dpx + mpy * dpy + mpz * dpz;
        double qc = mpx * mpx + mpy * mpy + mpz * mpz - radius * radius;
        double disc = qb * qb - qa * qc;
        if (disc < 0) {
            return;
        }
        double t = (-qb - Math.sqrt(disc)) / qa;
        if (!acceptable(t)) {
            return;
        }
        t = Math.max(0, t);
        double s = mu + du * t;
        if (s < 0 || s > len) {
            return;
        }
        double hx = ax + ux * s, hy = ay + uy * s, hz = az + uz * s;
        double cx = px + dx * t - hx, cy = py + dy * t - hy, cz = pz + dz * t - hz;
        double n = Math.sqrt(cx * cx + cy * cy + cz * cz);
        if (n > 0) {
            record(t, hx, hy, hz, cx / n, cy / n, cz / n);
        }
    }

    /** The sphere of the radius round a corner. */
    private void vertex(double vx, double vy, double vz) {
        double mx = px - vx, my = py - vy, mz = pz - vz;
        double qb = mx * dx + my * dy + mz * dz;
        double qc = mx * mx + my * my + mz * mz - radius * radius;
        double disc = qb * qb - qc;
        if (disc < 0) {
            return;
        }
        double t = -qb - Math.sqrt(disc);
        if (!acceptable(t)) {
            return;
        }
        t = Math.max(0, t);
        double cx = px + dx * t - vx, cy = py + dy * t - vy, cz = pz + dz * t - vz;
        double n = Math.sqrt(cx * cx + cy * cy + cz * cz);
        if (n > 0) {
            record(t, vx, vy, vz, cx / n, cy / n, cz / n);
        }
    }

    private boolean acceptable(double t) {
        return t >= -START_TOLERANCE_METRES && t <= maxDistance && t < best;
    }

    private void record(double t, double hx, double hy, double hz, double fnx, double fny, double fnz) {
        best = t;
        qx = hx;
        qy = hy;
        qz = hz;
        nx = fnx;
        ny = fny;
        nz = fnz;
        collider = owner;
        column = c;
        row = r;
        bestTop = top(hx, hz);
    }

    /**
     * The height of the contact on the column itself for the best touch: the stretched column's
     * point raised by as much of the span as keeps it on the column (none on the top, the whole
     * span on the bottom, up to the upper sphere's centre or the top on a side).
     */
    double contactY() {
        return Math.min(qy + span, bestTop);
    }
}
