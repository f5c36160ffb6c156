package dev.loam.physics;

import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockCursor;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockRect;
import java.util.function.Consumer;

/**
 * A block map's collider: each cell a column of boxes a cell across and a step tall, from the
 * map's base up to its top, as one solid per column. A stair adds a convex wedge over its column,
 * rising one step toward its facing; a blocked block stands a wall of its {@code colliderHeight}
 * over its top; water is never solid (its bed is); a void cell has no collider.
 *
 * <p>Bodies meet the union of the columns, never a single box: where two columns meet, their
 * shared faces and edges are inside the ground and produce no contact, across cells and across the
 * map's 32 × 32 chunks alike, so a sliding body meets no seam.
 *
 * <p>The collider follows the map's change records: {@link #update()} rebuilds only the columns a
 * change touched (and a stair beside them, whose facing the change may turn). Not thread-safe:
 * update and query from the game loop's thread.
 */
public final class VoxelCollider extends Collider {
    static final byte VOID = 0;
    static final byte FLAT = 1;
    /** Stair kinds: {@code STAIR + facing.ordinal()}. */
    static final byte STAIR = 2;

    private final BlockMap map;
    private final int width;
    private final int depth;
    private final double originX;
    private final double originZ;
    private final double cellX;
    private final double cellZ;
    private final double step;
    private final double base;
    private final double[] top;
    private final byte[] kind;
    private BlockCursor cursor;
    private int lastRebuilt;
    private final Consumer<BlockChange> onChange = this::rebuild;

    /** Builds the collider of every column of a map as it stands now. The map is read, not copied. */
    public VoxelCollider(BlockMap map) {
        this.map = map;
        this.width = map.width();
        this.depth = map.depth();
        this.originX = map.position().x();
        this.originZ = map.position().z();
        this.cellX = map.cellSize().x();
        this.cellZ = map.cellSize().z();
        this.step = map.cellSize().step();
        this.base = map.baseMetres();
        this.top = new double[width * depth];
        this.kind = new byte[width * depth];
        this.cursor = map.cursor();
        rebuildAll();
    }

    /** The map this collider stands for. */
    public BlockMap map() {
        return map;
    }

    /** The world y of the columns' bottom, the map's base, in metres. */
    public double baseMetres() {
        return base;
    }

    /**
     * Reads the map's change records since the last update and rebuilds only the columns they
     * touched, and each stair sharing an edge with them (whose facing the change may turn). When the map's history no longer reaches back, rebuilds
     * every column.
     *
     * @return the number of columns rebuilt
     */
    public int update() {
        lastRebuilt = 0;
        if (!map.forEachChange(cursor, onChange)) {
            rebuildAll();
            lastRebuilt = width * depth;
        }
        cursor = map.cursor();
        return lastRebuilt;
    }

    private void rebuild(BlockChange change) {
        BlockRect rect = change.rect();
        for (int r = rect.row() - 1; r <= rect.endRow(); r++) {
            for (int c = rect.column() - 1; c <= rect.endColumn(); c++) {
                if (c < 0 || r < 0 || c >= width || r >= depth) {
                    continue;
                }
                boolean inside = rect.contains(c, r);
                boolean besideColumns = c >= rect.column() && c < rect.endColumn();
                boolean besideRows = r >= rect.row() && r < rect.endRow();
                if (!inside && !besideColumns && !besideRows) {
                    continue; // a diagonal neighbour: its stair faces along edges only
                }
                if (inside || kind[r * width + c] >= STAIR || map.stairFacing(c, r).isPresent()) {
                    rebuildColumn(c, r);
                    lastRebuilt++;
                }
            }
        }
    }

    private void rebuildAll() {
        for (int r = 0; r < depth; r++) {
            for (int c = 0; c < width; c++) {
                rebuildColumn(c, r);
            }
        }
    }

    private void rebuildColumn(int c, int r) {
        int i = r * width + c;
        Block b = map.blockOrNull(c, r);
        if (b == null) {
            kind[i] = VOID;
            top[i] = Double.NEGATIVE_INFINITY;
            return;
        }
        double t = map.topMetres(c, r);
        if (b.blocked()) {
            t += b.colliderHeightMetres(map.cellSize());
        }
        top[i] = t;
        kind[i] = b.stairs() ? (byte) (STAIR + map.stairFacing(c, r).map(BlockFacing::ordinal).orElse(0)) : FLAT;
    }

    /** Whether the cell has a collider (false for a void cell or off the map). */
    public boolean isSolid(int column, int row) {
        return column >= 0 && row >= 0 && column < width && row < depth && kind[row * width + column] != VOID;
    }

    /**
     * The world y of a column's solid top at its lowest in metres: the cell's top, a blocked wall's
     * top, a stair's foot; −∞ for a void cell or off the map.
     */
    public double columnTopMetres(int column, int row) {
        return isSolid(column, row) ? top[row * width + column] : Double.NEGATIVE_INFINITY;
    }

    /** The stair facing of a column with a wedge, or null for a column without one. */
    public BlockFacing wedgeFacing(int column, int row) {
        if (!isSolid(column, row)) {
            return null;
        }
        int k = kind[row * width + column];
        return k >= STAIR ? BlockFacing.values()[k - STAIR] : null;
    }

    /** How many columns the last {@link #update()} rebuilt. */
    public int lastRebuiltColumns() {
        return lastRebuilt;
    }

    // ---- queries ------------------------------------------------------------------------------

    @Override
    double surfaceHeight(double x, double z) {
        double fc = Math.floor((x - originX) / cellX), fr = Math.floor((z - originZ) / cellZ);
        if (!(fc >= 0 && fr >= 0 && fc < width && fr < depth)) {
            return Double.NEGATIVE_INFINITY;
        }
        int c = (int) fc, r = (int) fr, i = r * width + c;
        int k = kind[i];
        if (k == VOID) {
            return Double.NEGATIVE_INFINITY;
        }
        if (k == FLAT) {
            return top[i];
        }
        double x0 = originX + c * cellX, z0 = originZ + r * cellZ;
        return top[i] + step * switch (k - STAIR) {
            case 0 -> (z0 + cellZ - z) / cellZ; // north: rises toward −z
            case 1 -> (x - x0) / cellX; // east
            case 2 -> (z - z0) / cellZ; // south
            default -> (x0 + cellX - x) / cellX; // west
        };
    }

    @Override
    void support(double x, double z, double radius, double lowY, double highY, SupportProbe probe) {
        boolean above = lowY >= base;
        if (!above && highY + radius <= base) {
            return; // wholly under the map: the map's columns are none of its business
        }
        int c0 = Math.max(0, (int) Math.floor((x - radius - originX) / cellX));
        int c1 = Math.min(width - 1, (int) Math.floor((x + radius - originX) / cellX));
        int r0 = Math.max(0, (int) Math.floor((z - radius - originZ) / cellZ));
        int r1 = Math.min(depth - 1, (int) Math.floor((z + radius - originZ) / cellZ));
        double gap = above ? 0 : Math.max(0, base - highY);
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int i = r * width + c;
                if (kind[i] == VOID) {
                    continue;
                }
                if (above) {
                    columnSupport(c, r, i, x, z, radius, probe);
                } else {
                    double x0 = originX + c * cellX, z0 = originZ + r * cellZ;
                    double qx = clamp(x, x0, x0 + cellX), qz = clamp(z, z0, z0 + cellZ);
                    double d2 = (x - qx) * (x - qx) + (z - qz) * (z - qz) + gap * gap;
                    if (d2 < radius * radius) {
                        probe.block(this, c, r, qx, base, qz);
                    }
                }
            }
        }
    }

    /**
     * The highest centre of a sphere over (x, z) resting on column i: maximises
     * {@code s(q) + sqrt(R² − |q − p|²)} over the column's top, which is concave in q. Across the
     * wedge's slope the problem is one-dimensional and clamping its optimum is exact; along the
     * other axis the nearest offset to 0 is optimal.
     */
    private void columnSupport(int c, int r, int i, double x, double z, double radius, SupportProbe probe) {
        double x0 = originX + c * cellX, z0 = originZ + r * cellZ;
        int k = kind[i];
        boolean alongX = k == FLAT || k == STAIR + 1 || k == STAIR + 3;
        double pa = alongX ? x : z, pb = alongX ? z : x;
        double a0 = alongX ? x0 : z0, a1 = a0 + (alongX ? cellX : cellZ);
        double b0 = alongX ? z0 : x0, b1 = b0 + (alongX ? cellZ : cellX);
        double g = 0, s0 = top[i];
        switch (k - STAIR) {
            case 0 -> { // north: the high side at z0
                g = -step / cellZ;
                s0 += step;
            }
            case 1 -> g = step / cellX;
            case 2 -> g = step / cellZ;
            case 3 -> {
                g = -step / cellX;
                s0 += step;
            }
            default -> {
            }
        }
        double ub = clamp(0, b0 - pb, b1 - pb);
        double rr = radius * radius - ub * ub;
        if (rr < 0) {
            return;
        }
        double rp = Math.sqrt(rr);
        double lo = Math.max(a0 - pa, -rp), hi = Math.min(a1 - pa, rp);
        if (lo > hi) {
            return;
        }
        double opt = g * rp / Math.sqrt(1 + g * g);
        double ua = clamp(opt, lo, hi);
        double sy = s0 + g * (pa + ua - a0);
        double h = sy + Math.sqrt(Math.max(0, rr - ua * ua));
        if (h <= probe.height) {
            return;
        }
        probe.height = h;
        probe.collider = this;
        probe.column = c;
        probe.row = r;
        probe.contactY = sy;
        probe.edge = ub != 0 || ua != opt;
        double n = Math.sqrt(1 + g * g);
        if (alongX) {
            probe.contactX = pa + ua;
            probe.contactZ = pb + ub;
            probe.faceNormalX = -g / n;
            probe.faceNormalZ = 0;
        } else {
            probe.contactZ = pa + ua;
            probe.contactX = pb + ub;
            probe.faceNormalZ = -g / n;
            probe.faceNormalX = 0;
        }
        probe.faceNormalY = 1 / n;
    }

    static double clamp(double v, double lo, double hi) {
        return v < lo ? lo : (v > hi ? hi : v);
    }

    @Override
    boolean raycast(double ox, double oy, double oz, double dx, double dy, double dz, double maxDistance,
                    CollisionHit dest) {
        // Clip the ray to the map's footprint, then walk its cells (Amanatides and Woo).
        double minX = originX, maxX = originX + width * cellX, minZ = originZ, maxZ = originZ + depth * cellZ;
        double t0 = 0, t1 = Math.min(maxDistance, dest.distance());
        int enterAxis = -1; // 0: crossed an x face, 2: a z face, −1: started inside
        if (dx != 0) {
            double ta = (minX - ox) / dx, tb = (maxX - ox) / dx;
            double tn = Math.min(ta, tb), tf = Math.max(ta, tb);
            if (tn > t0) {
                t0 = tn;
                enterAxis = 0;
            }
            t1 = Math.min(t1, tf);
        } else if (ox < minX || ox >= maxX) {
            return false;
        }
        if (dz != 0) {
            double ta = (minZ - oz) / dz, tb = (maxZ - oz) / dz;
            double tn = Math.min(ta, tb), tf = Math.max(ta, tb);
            if (tn > t0) {
                t0 = tn;
                enterAxis = 2;
            }
            t1 = Math.min(t1, tf);
        } else if (oz < minZ || oz >= maxZ) {
            return false;
        }
        if (t0 > t1) {
            return false;
        }
        double ex = ox + dx * t0, ez = oz + dz * t0;
        int c = (int) clamp(Math.floor((ex - originX) / cellX), 0, width - 1);
        int r = (int) clamp(Math.floor((ez - originZ) / cellZ), 0, depth - 1);
        int stepC = dx > 0 ? 1 : -1, stepR = dz > 0 ? 1 : -1;
        double tDeltaX = dx != 0 ? cellX / Math.abs(dx) : Double.POSITIVE_INFINITY;
        double tDeltaZ = dz != 0 ? cellZ / Math.abs(dz) : Double.POSITIVE_INFINITY;
        double tMaxX = dx != 0 ? (originX + (c + (dx > 0 ? 1 : 0)) * cellX - ox) / dx : Double.POSITIVE_INFINITY;
        double tMaxZ = dz != 0 ? (originZ + (r + (dz > 0 ? 1 : 0)) * cellZ - oz) / dz : Double.POSITIVE_INFINITY;
        double tEnter = t0;
        while (c >= 0 && r >= 0 && c < width && r < depth && tEnter <= t1) {
            double tExit = Math.min(Math.min(tMaxX, tMaxZ), t1);
            if (kind[r * width + c] != VOID && castColumn(c, r, ox, oy, oz, dx, dy, dz, tEnter, tExit, enterAxis, stepC,
                    stepR, dest)) {
                return true;
            }
            if (tMaxX < tMaxZ) {
                tEnter = tMaxX;
                tMaxX += tDeltaX;
                c += stepC;
                enterAxis = 0;
            } else {
                tEnter = tMaxZ;
                tMaxZ += tDeltaZ;
                r += stepR;
                enterAxis = 2;
            }
        }
        return false;
    }

    /** The first point of [tEnter, tExit] where the ray lies inside column (c, r): base ≤ y ≤ top surface. */
    private boolean castColumn(int c, int r, double ox, double oy, double oz, double dx, double dy, double dz,
                               double tEnter, double tExit, int enterAxis, int stepC, int stepR, CollisionHit dest) {
        int i = r * width + c;
        double x0 = originX + c * cellX, z0 = originZ + r * cellZ;
        // The surface over the ray, s(t) = sA + sB·t, and the ray's height y(t) = oy + dy·t.
        double gx = 0, gz = 0, s0 = top[i];
        switch (kind[i] - STAIR) {
            case 0 -> {
                gz = -step / cellZ;
                s0 += step - gz * z0;
            }
            case 1 -> {
                gx = step / cellX;
                s0 -= gx * x0;
            }
            case 2 -> {
                gz = step / cellZ;
                s0 -= gz * z0;
            }
            case 3 -> {
                gx = -step / cellX;
                s0 += step - gx * x0;
            }
            default -> {
            }
        }
        double sA = s0 + gx * ox + gz * oz, sB = gx * dx + gz * dz;
        double lo = tEnter, hi = tExit;
        int bound = 0; // 0: entered through a side, 1: through the top, 2: through the base
        // under the top: (sA − oy) + (sB − dy)·t ≥ 0
        double a0 = sA - oy, a1 = sB - dy;
        if (a1 > 0) {
            double t = -a0 / a1;
            if (t > lo) {
                lo = t;
                bound = 1;
            }
        } else if (a1 < 0) {
            hi = Math.min(hi, -a0 / a1);
        } else if (a0 < 0) {
            return false;
        }
        // over the base: (oy − base) + dy·t ≥ 0
        double b0 = oy - base;
        if (dy > 0) {
            double t = -b0 / dy;
            if (t > lo) {
                lo = t;
                bound = 2;
            }
        } else if (dy < 0) {
            hi = Math.min(hi, -b0 / dy);
        } else if (b0 < 0) {
            return false;
        }
        if (lo > hi || lo >= dest.distance()) {
            return false;
        }
        double nx = 0, ny = 0, nz = 0;
        if (bound == 1) {
            nx = -gx;
            ny = 1;
            nz = -gz;
        } else if (bound == 2) {
            ny = -1;
        } else if (enterAxis == 0) {
            nx = -stepC;
        } else if (enterAxis == 2) {
            nz = -stepR;
        } else {
            nx = -dx; // started inside the column
            ny = -dy;
            nz = -dz;
        }
        dest.set(this, c, r, lo, ox + dx * lo, oy + dy * lo, oz + dz * lo, nx, ny, nz);
        return true;
    }

    @Override
    public String toString() {
        return "VoxelCollider[" + map.name() + " " + width + "x" + depth + "]";
    }
}
