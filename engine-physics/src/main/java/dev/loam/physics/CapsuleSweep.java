package dev.loam.physics;

/**
 * The exact time of impact of an upright capsule moving along a straight line against convex
 * columns: a box, or a box under a stair's sloped top (a wedge), and a heightfield triangle's
 * prism, the solid under the triangle (its top the triangle, three upright sides, no bottom).
 * Scratch owned by a {@link CollisionWorld}, reused for each sweep; not thread-safe.
 *
 * <p>The capsule touches a column when its axis segment comes within its radius of the column.
 * With the column stretched down by the capsule's span (its Minkowski sum with the axis), that is
 * when the lower sphere's centre, a point moving on a ray, comes within the radius of the stretched
 * column: the first time the ray meets the column rounded by the radius. That rounded solid's
 * surface is made of the faces pushed out by the radius, a cylinder round each edge and a sphere
 * round each corner; each of those pieces lies inside the rounded solid, so the earliest hit over
 * all of them is the exact first touch, with no sampling. A path that only grazes an edge or a
 * corner, passing it less than {@link #GRAZE_METRES} nearer than the radius, is no touch.
 *
 * <p>A heightfield's solid goes down without end, so stretching a prism down changes nothing: its
 * rounded solid is the top pushed out along its normal, the sides pushed out sideways, a cylinder
 * round each top edge and each upright edge (down without end), and a sphere round each top
 * corner. Where two prisms share a side, that side is inside their union and is never met first from
 * outside it, so the union of a heightfield's prisms is swept as one piece.
 *
 * <p>A collider walks the cells the path can reach with {@link #rows} and {@link #columns}: the
 * rows of its grid that the path's footprint, grown by the radius, crosses, then in each row the
 * cells under the part of the path within the radius of that row.
 */
final class CapsuleSweep {
    /** A hit this far before the start (rounding of a touch that begins there) counts as at the start, in metres. */
    static final double START_TOLERANCE_METRES = 1e-12;
    /**
     * A path that passes an edge or a corner no nearer than the radius less this is no touch, in
     * metres: a capsule resting on a surface and sliding along it only grazes the edges and corners
     * in the surface (the seams between cells and triangles), and a graze of no depth is no overlap.
     */
    static final double GRAZE_METRES = 1e-9;

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
    /** How many touches have been recorded, so a test can tell whether it found the best one. */
    private int records;

    /** The grid cells the path can reach, as {@link #rows} and {@link #columns} found them (inclusive). */
    int firstRow, lastRow, firstColumn, lastColumn;
    /** The length of the path {@link #rows} walks: the sweep's length, or less once a touch is found. */
    private double pathLength;
    /**
     * The part of the path, from {@link #bandFrom} to {@link #bandTo} along it, over which the
     * capsule is within its radius of the band {@link #columns} last looked at; {@code bandFrom >
     * bandTo} when it never is within the path.
     */
    private double bandFrom, bandTo;

    /** The column being tested: its footprint, its stretched bottom and its top plane y = a + gx·x + gz·z. */
    private double x0, x1, z0, z1, yb, a, gx, gz;
    /** The prism being tested: the sign of its top corners' turn in plan (x, z). */
    private double turn;
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

    /**
     * Finds the rows of a grid, {@code rows} of them {@code cellZ} deep from {@code originZ}, that
     * the path grown by the radius crosses, into {@link #firstRow} to {@link #lastRow}, and fixes the
     * path's length for {@link #columns}.
     *
     * @return whether any row is crossed
     */
    boolean rows(double originZ, double cellZ, int rows) {
        pathLength = Math.min(maxDistance, best);
        double bz = along(pz, dz, pathLength);
        firstRow = Math.max(0, (int) Math.floor((Math.min(pz, bz) - radius - originZ) / cellZ));
        lastRow = Math.min(rows - 1, (int) Math.floor((Math.max(pz, bz) + radius - originZ) / cellZ));
        return firstRow <= lastRow;
    }

    /**
     * Finds the columns of a grid, {@code columns} of them {@code cellX} wide from {@code originX},
     * under the part of the path (as long as {@link #rows} fixed it) whose z lies within the radius
     * of the band [rowZ0, rowZ1] (a row, or −∞ to +∞ for the whole path), into
     * {@link #firstColumn} to {@link #lastColumn}.
     *
     * @return whether any column is under it
     */
    boolean columns(double rowZ0, double rowZ1, double originX, double cellX, int columns) {
        // A touch found since rows() shortens the path: nothing past it matters any more.
        pathLength = Math.min(pathLength, best);
        double zLo = rowZ0 - radius, zHi = rowZ1 + radius;
        double tLo = 0, tHi = pathLength;
        if (dz != 0) {
            double ta = (zLo - pz) / dz, tb = (zHi - pz) / dz;
            tLo = Math.max(tLo, Math.min(ta, tb));
            tHi = Math.min(tHi, Math.max(ta, tb));
        } else if (pz < zLo || pz > zHi) {
            tLo = Double.POSITIVE_INFINITY;
        }
        bandFrom = tLo;
        bandTo = tHi;
        if (tLo > tHi) {
            return false;
        }
        double xa = along(px, dx, tLo), xb = along(px, dx, tHi);
        firstColumn = Math.max(0, (int) Math.floor((Math.min(xa, xb) - radius - originX) / cellX));
        lastColumn = Math.min(columns - 1, (int) Math.floor((Math.max(xa, xb) + radius - originX) / cellX));
        return firstColumn <= lastColumn;
    }

    /**
     * The {@code k}th of the rows {@link #rows} found, counted along the path: from its start's side
     * toward its end's, so that once a row lies past the path (see {@link #pastThePath}) every later
     * one does too.
     */
    int rowAlongPath(int k) {
        return dz >= 0 ? firstRow + k : lastRow - k;
    }

    /**
     * Whether the band {@link #columns} last looked at lies wholly past the path's end (a touch
     * found since included): walking rows {@link #rowAlongPath along the path}, no later row can be
     * touched either.
     */
    boolean pastThePath() {
        return dz != 0 && bandFrom > pathLength;
    }

    /**
     * The lowest world y a point of the capsule's lower sphere reaches while it is over the band
     * {@link #columns} last looked at: a solid of that band wholly under it cannot be touched.
     */
    double bandLowestReach() {
        return Math.min(along(py, dy, bandFrom), along(py, dy, bandTo)) - radius;
    }

    /**
     * The lowest world y a point of the capsule's lower sphere reaches on the path (as long as
     * {@link #rows} fixed it): a solid wholly under it cannot be touched.
     */
    double lowestReach() {
        return Math.min(py, along(py, dy, pathLength)) - radius;
    }

    /** The highest world y a point of the capsule reaches on the path (as long as {@link #rows} fixed it). */
    double highestReach() {
        return Math.max(py, along(py, dy, pathLength)) + span + radius;
    }

    /** A coordinate p + d·t of the path, p itself where it does not move along it (an endless path too). */
    private static double along(double p, double d, double t) {
        return d == 0 ? p : p + d * t;
    }

    /**
     * Tests the prism under a heightfield triangle with top corners A, B and C (not upright): solid
     * from the triangle down without end.
     */
    void prism(Collider owner, int c, int r, double ax, double ay, double az, double bx, double by, double bz,
               double cx, double cy, double cz) {
        // The top plane: its upward normal, and y = a + gx·x + gz·z for the contact's height.
        double e1x = bx - ax, e1y = by - ay, e1z = bz - az, e2x = cx - ax, e2y = cy - ay, e2z = cz - az;
        double nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        if (ny == 0) {
            return; // upright: no triangle in plan
        }
        this.owner = owner;
        this.c = c;
        this.r = r;
        // The plan's turn A → B → C is the opposite sign of the normal's y.
        turn = ny > 0 ? -1 : 1;
        gx = -nx / ny;
        gz = -nz / ny;
        a = ay - gx * ax - gz * az;
        double tn = Math.sqrt(1 + gx * gx + gz * gz);
        // The top, pushed out along its normal: the sphere's foot must stand over the triangle.
        double t = faceTime(-gx / tn, 1 / tn, -gz / tn, ax, ay, az);
        if (t >= 0) {
            double hx = px + dx * t + gx / tn * radius, hz = pz + dz * t + gz / tn * radius;
            if (side(ax, az, bx, bz, hx, hz) >= 0 && side(bx, bz, cx, cz, hx, hz) >= 0
                    && side(cx, cz, ax, az, hx, hz) >= 0) {
                record(t, hx, py + dy * t - radius / tn, hz, -gx / tn, 1 / tn, -gz / tn);
            }
        }
        wall(ax, ay, az, bx, bz);
        wall(bx, by, bz, cx, cz);
        wall(cx, cy, cz, ax, az);
        edge(ax, ay, az, bx, by, bz);
        edge(bx, by, bz, cx, cy, cz);
        edge(cx, cy, cz, ax, ay, az);
        corner(ax, ay, az);
        corner(bx, by, bz);
        corner(cx, cy, cz);
    }

    /**
     * Tests a slab: the solid under a triangle with top corners A, B and C (not upright) down to the
     * same triangle {@code depth} metres lower, its three sides upright ({@link MeshCollider}). Stretched
     * down by the span it is the same prism {@code depth + span} deep, a convex solid: its faces
     * pushed out by the radius, a cylinder round each of its nine edges and a sphere round each of
     * its six corners.
     */
    void slab(Collider owner, int c, int r, double ax, double ay, double az, double bx, double by, double bz,
              double cx, double cy, double cz, double depth) {
        double e1x = bx - ax, e1y = by - ay, e1z = bz - az, e2x = cx - ax, e2y = cy - ay, e2z = cz - az;
        double nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        if (ny == 0) {
            return;
        }
        this.owner = owner;
        this.c = c;
        this.r = r;
        turn = ny > 0 ? -1 : 1;
        gx = -nx / ny;
        gz = -nz / ny;
        a = ay - gx * ax - gz * az;
        double drop = depth + span;
        double tn = Math.sqrt(1 + gx * gx + gz * gz);
        // The top pushed out along its normal, the bottom along its own: each met inside the triangle.
        slabFace(-gx / tn, 1 / tn, -gz / tn, ax, ay, az, ax, az, bx, bz, cx, cz);
        slabFace(gx / tn, -1 / tn, gz / tn, ax, ay - drop, az, ax, az, bx, bz, cx, cz);
        slabWall(ax, az, bx, bz, drop);
        slabWall(bx, bz, cx, cz, drop);
        slabWall(cx, cz, ax, az, drop);
        edge(ax, ay, az, bx, by, bz);
        edge(bx, by, bz, cx, cy, cz);
        edge(cx, cy, cz, ax, ay, az);
        edge(ax, ay - drop, az, bx, by - drop, bz);
        edge(bx, by - drop, bz, cx, cy - drop, cz);
        edge(cx, cy - drop, cz, ax, ay - drop, az);
        edge(ax, ay - drop, az, ax, ay, az);
        edge(bx, by - drop, bz, bx, by, bz);
        edge(cx, cy - drop, cz, cx, cy, cz);
        vertex(ax, ay, az);
        vertex(bx, by, bz);
        vertex(cx, cy, cz);
        vertex(ax, ay - drop, az);
        vertex(bx, by - drop, bz);
        vertex(cx, cy - drop, cz);
    }

    /**
     * Tests a convex hull ({@link PropCollider}): corners {@code v}, triangles {@code tri} with
     * outward planes {@code pl} (n·p = d), edges {@code ed} (two corners, two triangles; those
     * marked {@code flat} lie inside a face and are skipped). Stretched down by the span, the hull
     * is the union of itself, itself a span lower and each edge swept down the span; so the rounded
     * solid is met exactly by the least time over: each triangle pushed out along its normal (those
     * facing up where they are, those facing down a span lower), each edge's swept quad pushed out
     * to either side, a cylinder round each edge where it is and a span lower and round each
     * corner's upright drop, and a sphere round each corner where it is and a span lower. Each of
     * those is inside the rounded solid and together they hold its surface.
     */
    void convex(Collider owner, int cell, double[] v, double[] pl, int[] tri, int[] ed, boolean[] flat) {
        int recordsBefore = records;
        this.owner = owner;
        this.c = cell;
        this.r = 0;
        double s = span;
        for (int f = 0, t = 0; f < pl.length; f += 4, t += 3) {
            double ny = pl[f + 1];
            if (ny > -1e-12) {
                hullFace(v, tri, t, pl[f], ny, pl[f + 2], 0);
            }
            if (ny < 1e-12 && s > 0) {
                hullFace(v, tri, t, pl[f], ny, pl[f + 2], s);
            }
        }
        for (int e = 0, q = 0; q < ed.length; e++, q += 4) {
            if (flat[e]) {
                continue;
            }
            int ia = 3 * ed[q], ib = 3 * ed[q + 1];
            double ax = v[ia], ay = v[ia + 1], az = v[ia + 2], bx = v[ib], by = v[ib + 1], bz = v[ib + 2];
            double ux = bx - ax, uy = by - ay, uz = bz - az, plan2 = ux * ux + uz * uz;
            edge(ax, ay, az, bx, by, bz);
            if (s > 0) {
                edge(ax, ay - s, az, bx, by - s, bz);
                if (plan2 > 0) {
                    double pl1 = Math.sqrt(plan2);
                    sweptSide(ax, ay, az, ux, uy, uz, plan2, uz / pl1, -ux / pl1);
                    sweptSide(ax, ay, az, ux, uy, uz, plan2, -uz / pl1, ux / pl1);
                }
            }
        }
        for (int i = 0; i < v.length; i += 3) {
            vertex(v[i], v[i + 1], v[i + 2]);
            if (s > 0) {
                vertex(v[i], v[i + 1] - s, v[i + 2]);
                edge(v[i], v[i + 1] - s, v[i + 2], v[i], v[i + 1], v[i + 2]);
            }
        }
        if (records != recordsBefore) {
            // The touch on the hull itself: up the capsule's axis from the touch, as far as the
            // hull's top over that point of its plan.
            bestTop = hullTop(pl, qx, qz);
        }
    }

    /** The hull's top over (x, z): the lowest of its up-facing planes there. */
    private static double hullTop(double[] pl, double x, double z) {
        double top = Double.POSITIVE_INFINITY;
        for (int f = 0; f < pl.length; f += 4) {
            if (pl[f + 1] > 1e-12) {
                top = Math.min(top, (pl[f + 3] - pl[f] * x - pl[f + 2] * z) / pl[f + 1]);
            }
        }
        return top;
    }

    /**
     * A hull's triangle t, {@code shift} lower, pushed out by the radius along its outward normal n:
     * met where the sphere's foot lies on the triangle.
     */
    private void hullFace(double[] v, int[] tri, int t, double fnx, double fny, double fnz, double shift) {
        int ia = 3 * tri[t], ib = 3 * tri[t + 1], ic = 3 * tri[t + 2];
        double time = faceTime(fnx, fny, fnz, v[ia], v[ia + 1] - shift, v[ia + 2]);
        if (time < 0) {
            return;
        }
        double hx = px + dx * time - fnx * radius, hy = py + dy * time - fny * radius, hz = pz + dz * time - fnz * radius;
        double oy = hy + shift;
        if (!onTriangle(v, ia, ib, fnx, fny, fnz, hx, oy, hz) || !onTriangle(v, ib, ic, fnx, fny, fnz, hx, oy, hz)
                || !onTriangle(v, ic, ia, fnx, fny, fnz, hx, oy, hz)) {
            return;
        }
        record(time, hx, hy, hz, fnx, fny, fnz);
    }

    /** Whether (x, y, z), on a triangle's plane of normal n, lies on the inner side of its edge from P to Q. */
    private static boolean onTriangle(double[] v, int ip, int iq, double nx, double ny, double nz, double x, double y,
                                      double z) {
        double ex = v[iq] - v[ip], ey = v[iq + 1] - v[ip + 1], ez = v[iq + 2] - v[ip + 2];
        double hx = x - v[ip], hy = y - v[ip + 1], hz = z - v[ip + 2];
        return (ey * hz - ez * hy) * nx + (ez * hx - ex * hz) * ny + (ex * hy - ey * hx) * nz >= 0;
    }

    /**
     * The upright quad an edge from A (along u) sweeps down the span, pushed out by the radius to
     * the side of the horizontal normal m: met where the point lies between the edge and the edge a
     * span lower.
     */
    private void sweptSide(double ax, double ay, double az, double ux, double uy, double uz, double plan2, double mx,
                           double mz) {
        double time = faceTime(mx, 0, mz, ax, ay, az);
        if (time < 0) {
            return;
        }
        double hx = px + dx * time - mx * radius, hy = py + dy * time, hz = pz + dz * time - mz * radius;
        double along = ((hx - ax) * ux + (hz - az) * uz) / plan2;
        double ye = ay + along * uy;
        if (along < 0 || along > 1 || hy > ye || hy < ye - span) {
            return;
        }
        record(time, hx, hy, hz, mx, 0, mz);
    }

    /** A slab's top or bottom, the plane through F with outward unit normal n pushed out by the radius, met over the triangle. */
    private void slabFace(double fnx, double fny, double fnz, double fx, double fy, double fz, double ax, double az,
                          double bx, double bz, double cx, double cz) {
        double t = faceTime(fnx, fny, fnz, fx, fy, fz);
        if (t < 0) {
            return;
        }
        double hx = px + dx * t - fnx * radius, hy = py + dy * t - fny * radius, hz = pz + dz * t - fnz * radius;
        if (side(ax, az, bx, bz, hx, hz) >= 0 && side(bx, bz, cx, cz, hx, hz) >= 0 && side(cx, cz, ax, az, hx, hz) >= 0) {
            record(t, hx, hy, hz, fnx, fny, fnz);
        }
    }

    /** A slab's upright side under its top edge from P to Q, {@code drop} deep, pushed out sideways by the radius. */
    private void slabWall(double px, double pz, double qx, double qz, double drop) {
        double ex = qx - px, ez = qz - pz, len = Math.sqrt(ex * ex + ez * ez);
        double mx = turn * ez / len, mz = -turn * ex / len;
        double t = faceTime(mx, 0, mz, px, top(px, pz), pz);
        if (t < 0) {
            return;
        }
        double hx = this.px + dx * t - mx * radius, hy = this.py + dy * t, hz = this.pz + dz * t - mz * radius;
        double s = ((hx - px) * ex + (hz - pz) * ez) / (len * len);
        double topHere = top(hx, hz);
        if (s >= 0 && s <= 1 && hy <= topHere && hy >= topHere - drop) {
            record(t, hx, hy, hz, mx, 0, mz);
        }
    }

    /** Where (x, z) lies from the prism's edge P → Q in plan: 0 or more on the prism's side of it. */
    private double side(double px, double pz, double qx, double qz, double x, double z) {
        return turn * ((qx - px) * (z - pz) - (qz - pz) * (x - px));
    }

    /** The prism's upright side under its edge from P to Q, pushed out sideways by the radius. */
    private void wall(double px, double py, double pz, double qx, double qz) {
        double ex = qx - px, ez = qz - pz, len = Math.sqrt(ex * ex + ez * ez);
        // Outward: the side of the edge away from the prism.
        double mx = turn * ez / len, mz = -turn * ex / len;
        double t = faceTime(mx, 0, mz, px, py, pz);
        if (t < 0) {
            return;
        }
        double hx = this.px + dx * t - mx * radius, hy = this.py + dy * t, hz = this.pz + dz * t - mz * radius;
        double s = ((hx - px) * ex + (hz - pz) * ez) / (len * len);
        if (s >= 0 && s <= 1 && hy <= top(hx, hz)) {
            record(t, hx, hy, hz, mx, 0, mz);
        }
    }

    private double top(double x, double z) {
        return a + gx * x + gz * z;
    }

    /**
     * The face through (fx, fy, fz) with outward unit normal n, pushed out by the radius: kind 0 the
     * top, 1 the bottom, 2 a side across x, 3 a side across z (each with its own bounds).
     */
    private void face(double fnx, double fny, double fnz, double fx, double fy, double fz, int kind) {
        double t = faceTime(fnx, fny, fnz, fx, fy, fz);
        if (t < 0) {
            return;
        }
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

    /**
     * When the centre meets the plane through (fx, fy, fz) with outward unit normal n pushed out by
     * the radius, moving toward it: an acceptable distance (0 or more), else −1.
     */
    private double faceTime(double fnx, double fny, double fnz, double fx, double fy, double fz) {
        double toward = fnx * dx + fny * dy + fnz * dz;
        if (!(toward < 0)) {
            return -1;
        }
        double t = (fnx * (fx - px) + fny * (fy - py) + fnz * (fz - pz) + radius) / toward;
        return acceptable(t) ? Math.max(0, t) : -1;
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
        double t = entry(qa, mpx * dpx + mpy * dpy + mpz * dpz, mpx * mpx + mpy * mpy + mpz * mpz);
        if (t < 0) {
            return;
        }
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

    /** A prism's top corner: the sphere round it, and the cylinder round its upright edge down without end. */
    private void corner(double vx, double vy, double vz) {
        vertex(vx, vy, vz);
        upright(vx, vy, vz);
    }

    /** The cylinder of the radius round the upright edge from the top corner V down without end. */
    private void upright(double vx, double vy, double vz) {
        double mx = px - vx, mz = pz - vz;
        double qa = dx * dx + dz * dz;
        if (!(qa > 0)) {
            return; // moving upright: the top corner's sphere and the sides meet it
        }
        double t = entry(qa, mx * dx + mz * dz, mx * mx + mz * mz);
        if (t < 0) {
            return;
        }
        double hy = py + dy * t;
        if (hy > vy) {
            return;
        }
        double cx = mx + dx * t, cz = mz + dz * t;
        double n = Math.sqrt(cx * cx + cz * cz);
        if (n > 0) {
            record(t, vx, hy, vz, cx / n, 0, cz / n);
        }
    }

    /** The sphere of the radius round a corner. */
    private void vertex(double vx, double vy, double vz) {
        double mx = px - vx, my = py - vy, mz = pz - vz;
        double t = entry(1, mx * dx + my * dy + mz * dz, mx * mx + my * my + mz * mz);
        if (t < 0) {
            return;
        }
        double cx = px + dx * t - vx, cy = py + dy * t - vy, cz = pz + dz * t - vz;
        double n = Math.sqrt(cx * cx + cy * cy + cz * cz);
        if (n > 0) {
            record(t, vx, vy, vz, cx / n, cy / n, cz / n);
        }
    }

    /**
     * When the centre enters a round piece (a sphere, or a cylinder seen across its axis): the
     * squared distance from the piece's axis is qa·t² + 2·qb·t + m2. An acceptable distance (0 or
     * more), else −1, and −1 for a path that only grazes it ({@link #GRAZE_METRES}).
     */
    private double entry(double qa, double qb, double m2) {
        // disc / qa is R² less the square of the nearest the path passes the axis.
        double disc = qb * qb - qa * (m2 - radius * radius);
        if (disc < 2 * radius * GRAZE_METRES * qa) {
            return -1;
        }
        double t = (-qb - Math.sqrt(disc)) / qa;
        return acceptable(t) ? Math.max(0, t) : -1;
    }

    private boolean acceptable(double t) {
        return t >= -START_TOLERANCE_METRES && t <= maxDistance && (t < best || t == best && firstCellOfTie());
    }

    /**
     * Whether the cell being tested wins a tie with the best touch's, so that which cell a touch at
     * a shared edge or corner names does not hang on the order the cells were tested in: of one
     * collider's cells, the one first by row, then by column.
     */
    private boolean firstCellOfTie() {
        return owner == collider && (r < row || r == row && c < column);
    }

    private void record(double t, double hx, double hy, double hz, double fnx, double fny, double fnz) {
        records++;
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
