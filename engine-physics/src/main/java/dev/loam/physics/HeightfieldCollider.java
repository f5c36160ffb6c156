package dev.loam.physics;

import java.util.Arrays;

/**
 * A collider over a regular grid of heights with holes: {@code sampleColumns × sampleRows}
 * heights, {@code spacingX} and {@code spacingZ} metres apart, sample (i, j) standing at world
 * {@code (originX + i·spacingX, originY + height, originZ + j·spacingZ)}. Each quad between four
 * samples is two triangles split along its north-west to south-east diagonal, unless it is a hole,
 * which has no collider. The ground is solid from its surface down.
 *
 * <p>The diagonal is a terrain's ({@link dev.loam.terrain.Terrain}): quad (i, j) with corners
 * a = (i, j), b = (i+1, j), c = (i, j+1), d = (i+1, j+1) is split along a–d into the triangles
 * (a, d, b) and (a, c, d), a point on the diagonal belonging to (a, d, b), so a heightfield built
 * from a terrain's heights collides with the very triangles its mesh draws and its queries use.
 *
 * <p>Bodies meet the surface as one piece: a sphere resting across two triangles or two quads
 * rests on the higher of them at every point, so a sliding body meets no seam. A swept capsule
 * meets the solid under each triangle (a prism from the triangle down, without end) at its exact
 * time of impact; the prisms' shared sides lie inside the ground and are never met.
 *
 * <p>The heights are copied; {@link #setHeight(int, int, double)} and {@link #setHole} change one
 * sample or quad in place. Not thread-safe.
 */
public final class HeightfieldCollider extends Collider {
    private final int sampleColumns;
    private final int sampleRows;
    private final double spacingX;
    private final double spacingZ;
    private final double originX;
    private final double originY;
    private final double originZ;
    /**
     * What the bound on a triangle's support adds for rounding, in metres: a triangle whose plane
     * holds the sphere this far under the support held is passed over. Its edges' arithmetic errs by
     * far less.
     */
    static final double SUPPORT_SLACK_METRES = 1e-9;
    private final double[] heights;
    private final boolean[] holes;
    private final double[] tri = new double[9];
    /** The raycasts' walk over the quads. */
    private final GridRay ray = new GridRay();
    /** The collider that casts and contacts report, this one unless a {@link TerrainCollider} owns it as a chunk. */
    private final Collider owner;
    /** Added to a quad's column and row in what casts and contacts report (a chunk's first terrain cell). */
    private final int reportColumn;
    private final int reportRow;

    /**
     * A heightfield.
     *
     * @param sampleColumns samples west to east, 2 or more
     * @param sampleRows    samples north to south, 2 or more
     * @param spacingX      metres between samples west to east, above 0
     * @param spacingZ      metres between samples north to south, above 0
     * @param originX       world x of sample (0, 0) in metres
     * @param originY       world y the heights stand over, in metres
     * @param originZ       world z of sample (0, 0) in metres
     * @param heights       each sample's height in metres over {@code originY}, row by row, {@code sampleColumns ×
     *                      sampleRows} of them; copied
     * @param holes         one flag a quad, row by row, {@code (sampleColumns − 1) × (sampleRows − 1)} of them, true
     *                      for a hole; null for none; copied
     * @throws IllegalArgumentException naming the argument when a size or length is wrong or a value
     *                                  is not finite
     */
    public HeightfieldCollider(int sampleColumns, int sampleRows, double spacingX, double spacingZ, double originX,
                               double originY, double originZ, double[] heights, boolean[] holes) {
        this(sampleColumns, sampleRows, spacingX, spacingZ, originX, originY, originZ, heights, holes, null, 0, 0);
    }

    /**
     * A heightfield owned by another collider (a terrain chunk), whose casts and contacts report the
     * owner and the quad's cell offset by (reportColumn, reportRow).
     */
    HeightfieldCollider(int sampleColumns, int sampleRows, double spacingX, double spacingZ, double originX,
                        double originY, double originZ, double[] heights, boolean[] holes, Collider owner,
                        int reportColumn, int reportRow) {
        if (sampleColumns < 2 || sampleRows < 2) {
            throw new IllegalArgumentException("heightfield: sampleColumns and sampleRows must be 2 or more, got "
                    + sampleColumns + "x" + sampleRows);
        }
        if (!(spacingX > 0 && spacingZ > 0 && Double.isFinite(spacingX) && Double.isFinite(spacingZ))) {
            throw new IllegalArgumentException("heightfield: spacing " + spacingX + ", " + spacingZ
                    + " must be finite metres above 0");
        }
        if (!(Double.isFinite(originX) && Double.isFinite(originY) && Double.isFinite(originZ))) {
            throw new IllegalArgumentException("heightfield: the origin must be finite");
        }
        if (heights == null || heights.length != sampleColumns * sampleRows) {
            throw new IllegalArgumentException("heightfield: heights must hold " + sampleColumns * sampleRows
                    + " samples, got " + (heights == null ? "none" : heights.length));
        }
        int quads = (sampleColumns - 1) * (sampleRows - 1);
        if (holes != null && holes.length != quads) {
            throw new IllegalArgumentException("heightfield: holes must hold " + quads + " flags, got " + holes.length);
        }
        for (int i = 0; i < heights.length; i++) {
            if (!Double.isFinite(heights[i])) {
                throw new IllegalArgumentException("heightfield: heights[" + i + "] is " + heights[i]
                        + ": a height must be a finite number of metres");
            }
        }
        this.sampleColumns = sampleColumns;
        this.sampleRows = sampleRows;
        this.spacingX = spacingX;
        this.spacingZ = spacingZ;
        this.originX = originX;
        this.originY = originY;
        this.originZ = originZ;
        this.heights = heights.clone();
        this.holes = holes == null ? new boolean[quads] : holes.clone();
        this.owner = owner == null ? this : owner;
        this.reportColumn = reportColumn;
        this.reportRow = reportRow;
    }

    /** Samples west to east. */
    public int sampleColumns() {
        return sampleColumns;
    }

    /** Samples north to south. */
    public int sampleRows() {
        return sampleRows;
    }

    /** Sets sample (i, j)'s height in metres over the origin. */
    public void setHeight(int i, int j, double metres) {
        if (!Double.isFinite(metres)) {
            throw new IllegalArgumentException("heightfield: height " + metres + " must be finite");
        }
        heights[j * sampleColumns + i] = metres;
    }

    /** Makes quad (column, row) a hole (no collider) or solid again. */
    public void setHole(int column, int row, boolean hole) {
        holes[row * (sampleColumns - 1) + column] = hole;
    }

    /** Whether quad (column, row) is a hole. */
    public boolean isHole(int column, int row) {
        return holes[row * (sampleColumns - 1) + column];
    }

    /** A copy of the heights, row by row, in metres over the origin. */
    public double[] heights() {
        return Arrays.copyOf(heights, heights.length);
    }

    private double sampleY(int i, int j) {
        return originY + heights[j * sampleColumns + i];
    }

    /** Writes quad (qc, qr)'s triangle t (0: A B D, 1: A D C) into {@link #tri}. */
    private void triangle(int qc, int qr, int t) {
        double x0 = originX + qc * spacingX, z0 = originZ + qr * spacingZ;
        double x1 = x0 + spacingX, z1 = z0 + spacingZ;
        put(0, x0, sampleY(qc, qr), z0);
        if (t == 0) {
            put(3, x1, sampleY(qc + 1, qr), z0);
            put(6, x1, sampleY(qc + 1, qr + 1), z1);
        } else {
            put(3, x1, sampleY(qc + 1, qr + 1), z1);
            put(6, x0, sampleY(qc, qr + 1), z1);
        }
    }

    private void put(int o, double x, double y, double z) {
        tri[o] = x;
        tri[o + 1] = y;
        tri[o + 2] = z;
    }

    @Override
    double surfaceHeight(double x, double z) {
        double u = (x - originX) / spacingX, v = (z - originZ) / spacingZ;
        // The far edges belong to the last quads, as a terrain's heightAt has them.
        if (!(u >= 0 && v >= 0 && u <= sampleColumns - 1 && v <= sampleRows - 1)) {
            return Double.NEGATIVE_INFINITY;
        }
        int qc = Math.min((int) u, sampleColumns - 2), qr = Math.min((int) v, sampleRows - 2);
        return heightInQuad(qc, qr, u - qc, v - qr);
    }

    /**
     * The world y of quad (qc, qr)'s surface at the fractions (fu, fv) across it, each 0 to 1, or −∞
     * over a hole.
     */
    double heightInQuad(int qc, int qr, double fu, double fv) {
        if (isHole(qc, qr)) {
            return Double.NEGATIVE_INFINITY;
        }
        double a = sampleY(qc, qr), b = sampleY(qc + 1, qr), c = sampleY(qc, qr + 1), d = sampleY(qc + 1, qr + 1);
        // Triangle A B D holds fu ≥ fv; triangle A D C the rest.
        return fu >= fv ? a + fu * (b - a) + fv * (d - b) : a + fv * (c - a) + fu * (d - c);
    }

    @Override
    void support(double x, double z, double radius, double lowY, double highY, SupportProbe probe) {
        support(x, z, radius, probe, true);
    }

    /** The support, passing over the triangles whose plane holds the sphere under the support held when {@code bounded}. */
    void support(double x, double z, double radius, SupportProbe probe, boolean bounded) {
        int c0 = Math.max(0, (int) Math.floor((x - radius - originX) / spacingX));
        int c1 = Math.min(sampleColumns - 2, (int) Math.floor((x + radius - originX) / spacingX));
        int r0 = Math.max(0, (int) Math.floor((z - radius - originZ) / spacingZ));
        int r1 = Math.min(sampleRows - 2, (int) Math.floor((z + radius - originZ) / spacingZ));
        for (int qr = r0; qr <= r1; qr++) {
            for (int qc = c0; qc <= c1; qc++) {
                if (holes[qr * (sampleColumns - 1) + qc]) {
                    continue;
                }
                if (bounded) {
                    // A sphere resting on the quad touches it at a point no higher than its highest
                    // corner, so its centre stands at most a radius over that corner: a quad whose
                    // corners all lie that far under the support held cannot raise it.
                    int at = qr * sampleColumns + qc;
                    double top = originY + Math.max(Math.max(heights[at], heights[at + 1]),
                            Math.max(heights[at + sampleColumns], heights[at + sampleColumns + 1]));
                    if (top + radius + SUPPORT_SLACK_METRES <= probe.height) {
                        continue;
                    }
                }
                for (int t = 0; t < 2; t++) {
                    triangle(qc, qr, t);
                    triangleSupport(qc, qr, x, z, radius, probe, bounded);
                }
            }
        }
    }

    /** The highest sphere centre over (x, z) resting on the triangle in {@link #tri}: its face, else its edges. */
    private void triangleSupport(int qc, int qr, double x, double z, double radius, SupportProbe probe,
                                 boolean bounded) {
        double ax = tri[0], ay = tri[1], az = tri[2];
        double e1x = tri[3] - ax, e1y = tri[4] - ay, e1z = tri[5] - az;
        double e2x = tri[6] - ax, e2y = tri[7] - ay, e2z = tri[8] - az;
        double nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (ny < 0) {
            len = -len;
        }
        nx /= len;
        ny /= len;
        nz /= len;
        // Face: the centre a radius off the plane; valid when its foot lies inside the triangle.
        double cy = ay + (radius - nx * (x - ax) - nz * (z - az)) / ny;
        if (bounded && cy + SUPPORT_SLACK_METRES <= probe.height) {
            // A sphere on the line touching the triangle's plane anywhere stands no higher than
            // one resting on the plane, so neither the face nor its edges can raise the support.
            return;
        }
        double qx = x - radius * nx, qz = z - radius * nz;
        if (cy > probe.height && insideXZ(qx, qz)) {
            set(probe, qc, qr, cy, qx, cy - radius * ny, qz, nx, ny, nz, false);
        }
        for (int e = 0; e < 3; e++) {
            int p0 = e * 3, p1 = ((e + 1) % 3) * 3;
            edgeSupport(qc, qr, tri[p0], tri[p0 + 1], tri[p0 + 2], tri[p1], tri[p1 + 1], tri[p1 + 2], x, z, radius,
                    nx, ny, nz, probe);
        }
    }

    private boolean insideXZ(double px, double pz) {
        double d0 = cross(tri[0], tri[2], tri[3], tri[5], px, pz);
        double d1 = cross(tri[3], tri[5], tri[6], tri[8], px, pz);
        double d2 = cross(tri[6], tri[8], tri[0], tri[2], px, pz);
        return (d0 >= 0 && d1 >= 0 && d2 >= 0) || (d0 <= 0 && d1 <= 0 && d2 <= 0);
    }

    private static double cross(double ax, double az, double bx, double bz, double px, double pz) {
        return (bx - ax) * (pz - az) - (bz - az) * (px - ax);
    }

    /** Maximises {@code Q(s).y + sqrt(R'² − s²)} along the edge, a concave problem in the along-edge offset s. */
    private void edgeSupport(int qc, int qr, double x0, double y0, double z0, double x1, double y1, double z1,
                             double x, double z, double radius, double nx, double ny, double nz, SupportProbe probe) {
        double dx = x1 - x0, dy = y1 - y0, dz = z1 - z0;
        double a = dx * dx + dz * dz;
        if (a == 0) {
            return;
        }
        double wx = x0 - x, wz = z0 - z;
        double wd = wx * dx + wz * dz;
        double tp = -wd / a;
        double e2 = Math.max(0, wx * wx + wz * wz - wd * wd / a);
        double rr = radius * radius - e2;
        if (rr < 0) {
            return;
        }
        double rp = Math.sqrt(rr), l = Math.sqrt(a), m = dy / l;
        double lo = Math.max(-l * tp, -rp), hi = Math.min(l * (1 - tp), rp);
        if (lo > hi) {
            return;
        }
        double s = VoxelCollider.clamp(m * rp / Math.sqrt(1 + m * m), lo, hi);
        double t = tp + s / l;
        double qy = y0 + dy * t;
        double h = qy + Math.sqrt(Math.max(0, rr - s * s));
        if (h > probe.height) {
            set(probe, qc, qr, h, x0 + dx * t, qy, z0 + dz * t, nx, ny, nz, true);
        }
    }

    private void set(SupportProbe probe, int qc, int qr, double h, double qx, double qy, double qz, double nx,
                     double ny, double nz, boolean edge) {
        probe.height = h;
        probe.collider = owner;
        probe.column = qc + reportColumn;
        probe.row = qr + reportRow;
        probe.contactX = qx;
        probe.contactY = qy;
        probe.contactZ = qz;
        probe.faceNormalX = nx;
        probe.faceNormalY = ny;
        probe.faceNormalZ = nz;
        probe.edge = edge;
    }

    /**
     * Tests the prisms under the triangles of every solid quad the sweep's capsule can reach: in
     * each row of quads, those under the path grown by the radius, skipping a quad whose highest
     * corner is under the path's reach (exact time of impact, {@link CapsuleSweep#prism}).
     */
    @Override
    void sweep(CapsuleSweep sweep) {
        if (!sweep.rows(originZ, spacingZ, sampleRows - 1)) {
            return;
        }
        // Rows along the path, so that a touch found early cuts the rest short.
        for (int k = 0, n = sweep.lastRow - sweep.firstRow + 1; k < n; k++) {
            int qr = sweep.rowAlongPath(k);
            double z0 = originZ + qr * spacingZ;
            if (!sweep.columns(z0, z0 + spacingZ, originX, spacingX, sampleColumns - 1)) {
                if (sweep.pastThePath()) {
                    return;
                }
                continue;
            }
            double lowest = sweep.bandLowestReach();
            for (int qc = sweep.firstColumn; qc <= sweep.lastColumn; qc++) {
                if (holes[qr * (sampleColumns - 1) + qc] || Math.max(Math.max(sampleY(qc, qr), sampleY(qc + 1, qr)),
                        Math.max(sampleY(qc, qr + 1), sampleY(qc + 1, qr + 1))) < lowest) {
                    continue;
                }
                for (int t = 0; t < 2; t++) {
                    triangle(qc, qr, t);
                    sweep.prism(owner, qc + reportColumn, qr + reportRow, tri[0], tri[1], tri[2], tri[3], tri[4],
                            tri[5], tri[6], tri[7], tri[8]);
                }
            }
        }
    }

    @Override
    boolean raycast(double ox, double oy, double oz, double dx, double dy, double dz, double maxDistance,
                    CollisionHit dest) {
        GridRay ray = this.ray;
        for (boolean in = ray.begin(ox, oz, dx, dz, Math.min(maxDistance, dest.distance()), originX, originZ, spacingX,
                spacingZ, sampleColumns - 1, sampleRows - 1, true); in; in = ray.next()) {
            if (castQuad(ray.column, ray.row, ox, oy, oz, dx, dy, dz, ray.tEnd, dest)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Casts a ray against quad (qc, qr)'s two triangles (none over a hole), writing the nearer hit
     * within {@code maxT} into {@code dest} when nearer than it holds.
     *
     * @return whether the quad wrote a hit
     */
    boolean castQuad(int qc, int qr, double ox, double oy, double oz, double dx, double dy, double dz, double maxT,
                     CollisionHit dest) {
        if (isHole(qc, qr)) {
            return false;
        }
        // Its corners read once: A (qc, qr), B east of it, C south, D south-east.
        double x0 = originX + qc * spacingX, z0 = originZ + qr * spacingZ;
        double x1 = x0 + spacingX, z1 = z0 + spacingZ;
        int k = qr * sampleColumns + qc;
        double ya = originY + heights[k], yb = originY + heights[k + 1];
        double yc = originY + heights[k + sampleColumns], yd = originY + heights[k + sampleColumns + 1];
        boolean hit = rayTriangle(qc, qr, x0, ya, z0, x1, yb, z0, x1, yd, z1, ox, oy, oz, dx, dy, dz, maxT, dest);
        hit |= rayTriangle(qc, qr, x0, ya, z0, x1, yd, z1, x0, yc, z1, ox, oy, oz, dx, dy, dz, maxT, dest);
        return hit;
    }

    /** Möller and Trumbore's ray and triangle test against triangle (a, b, c) of quad (qc, qr). */
    private boolean rayTriangle(int qc, int qr, double ax, double ay, double az, double bx, double by, double bz,
                                double cx, double cy, double cz, double ox, double oy, double oz, double dx, double dy,
                                double dz, double maxT, CollisionHit dest) {
        double e1x = bx - ax, e1y = by - ay, e1z = bz - az;
        double e2x = cx - ax, e2y = cy - ay, e2z = cz - az;
        double px = dy * e2z - dz * e2y, py = dz * e2x - dx * e2z, pz = dx * e2y - dy * e2x;
        double det = e1x * px + e1y * py + e1z * pz;
        if (det == 0) {
            return false;
        }
        double inv = 1 / det;
        double sx = ox - ax, sy = oy - ay, sz = oz - az;
        double u = (sx * px + sy * py + sz * pz) * inv;
        if (u < 0 || u > 1) {
            return false;
        }
        double qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
        double v = (dx * qx + dy * qy + dz * qz) * inv;
        if (v < 0 || u + v > 1) {
            return false;
        }
        double t = (e2x * qx + e2y * qy + e2z * qz) * inv;
        if (t < 0 || t > maxT || t >= dest.distance()) {
            return false;
        }
        double nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
        if (nx * dx + ny * dy + nz * dz > 0) {
            nx = -nx;
            ny = -ny;
            nz = -nz;
        }
        dest.set(owner, qc + reportColumn, qr + reportRow, t, ox + dx * t, oy + dy * t, oz + dz * t, nx, ny, nz);
        return true;
    }

    @Override
    public String toString() {
        return "HeightfieldCollider[" + sampleColumns + "x" + sampleRows + " samples]";
    }
}
