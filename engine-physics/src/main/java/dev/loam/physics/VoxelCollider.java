package dev.loam.physics;

import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockMap;

/**
 * One chunk's voxel collider: the columns of a block map's {@link BlockMap#CHUNK_CELLS} ×
 * {@link BlockMap#CHUNK_CELLS} cells (fewer at the map's east and south edges), each a column of
 * boxes a cell across and a step tall from the map's base up to its top, as one solid per column.
 * A stair adds a convex wedge over its column, rising one step toward its facing; a blocked block
 * stands a wall of its {@code colliderHeight} over its top; water is never solid (its bed is); a
 * void cell has no collider.
 *
 * <p>A {@link BlockMapCollider} owns a map's chunks, loads and frees them, keeps them up to the
 * map's change records and answers queries against their union, so a body meets no seam between
 * two cells or two chunks. This class holds a chunk's columns; it is read through its owner and
 * created only by it. Cells are named by their map column and row throughout. Not thread-safe.
 */
public final class VoxelCollider {
    static final byte VOID = 0;
    static final byte FLAT = 1;
    /** Stair kinds: {@code STAIR + facing.ordinal()}. */
    static final byte STAIR = 2;
    /** Cells along a chunk's side. */
    static final int CHUNK = BlockMap.CHUNK_CELLS;

    private final BlockMapCollider owner;
    private final BlockMap map;
    private final int chunkColumn;
    private final int chunkRow;
    private final int column0;
    private final int row0;
    private final int columns;
    private final int rows;
    private final double originX;
    private final double originZ;
    private final double cellX;
    private final double cellZ;
    private final double step;
    private final double base;
    /** Each column's solid top at its lowest, world metres, indexed {@code localRow * CHUNK + localColumn}. */
    final double[] top = new double[CHUNK * CHUNK];
    /** Each column's kind: {@link #VOID}, {@link #FLAT} or a stair's {@link #STAIR} + facing. */
    final byte[] kind = new byte[CHUNK * CHUNK];

    /** Builds the chunk's columns as the map stands now. */
    VoxelCollider(BlockMapCollider owner, int chunkColumn, int chunkRow) {
        this.owner = owner;
        this.map = owner.map();
        this.chunkColumn = chunkColumn;
        this.chunkRow = chunkRow;
        this.column0 = chunkColumn * CHUNK;
        this.row0 = chunkRow * CHUNK;
        this.columns = Math.min(CHUNK, map.width() - column0);
        this.rows = Math.min(CHUNK, map.depth() - row0);
        this.originX = map.position().x();
        this.originZ = map.position().z();
        this.cellX = map.cellSize().x();
        this.cellZ = map.cellSize().z();
        this.step = map.cellSize().step();
        this.base = map.baseMetres();
        for (int r = row0; r < row0 + rows; r++) {
            for (int c = column0; c < column0 + columns; c++) {
                rebuildColumn(c, r);
            }
        }
    }

    /** The map-level collider that owns this chunk. */
    public BlockMapCollider owner() {
        return owner;
    }

    /** The map this chunk is part of. */
    public BlockMap map() {
        return map;
    }

    /** The chunk's column among the map's chunks (its first cell's column over {@link BlockMap#CHUNK_CELLS}). */
    public int chunkColumn() {
        return chunkColumn;
    }

    /** The chunk's row among the map's chunks. */
    public int chunkRow() {
        return chunkRow;
    }

    /** The map column of the chunk's west-most cells. */
    public int firstColumn() {
        return column0;
    }

    /** The map row of the chunk's north-most cells. */
    public int firstRow() {
        return row0;
    }

    /** How many map columns the chunk spans: {@link BlockMap#CHUNK_CELLS}, fewer at the map's east edge. */
    public int columns() {
        return columns;
    }

    /** How many map rows the chunk spans: {@link BlockMap#CHUNK_CELLS}, fewer at the map's south edge. */
    public int rows() {
        return rows;
    }

    /** Whether the map cell lies in this chunk. */
    public boolean contains(int column, int row) {
        return column >= column0 && row >= row0 && column < column0 + columns && row < row0 + rows;
    }

    /** Whether the map cell is in this chunk and has a collider (false for a void cell). */
    public boolean isSolid(int column, int row) {
        return contains(column, row) && kind[index(column, row)] != VOID;
    }

    /**
     * The world y of a column's solid top at its lowest in metres: the cell's top, a blocked wall's
     * top, a stair's foot; −∞ for a void cell or a cell outside this chunk.
     */
    public double columnTopMetres(int column, int row) {
        return isSolid(column, row) ? top[index(column, row)] : Double.NEGATIVE_INFINITY;
    }

    /** The stair facing of a column with a wedge, or null for a column without one or outside this chunk. */
    public BlockFacing wedgeFacing(int column, int row) {
        if (!isSolid(column, row)) {
            return null;
        }
        int k = kind[index(column, row)];
        return k >= STAIR ? BlockFacing.values()[k - STAIR] : null;
    }

    /** The local index of a map cell inside this chunk. */
    int index(int column, int row) {
        return (row - row0) * CHUNK + (column - column0);
    }

    /** Rebuilds one column, a map cell inside this chunk, from the map as it stands now. */
    void rebuildColumn(int c, int r) {
        int i = index(c, r);
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

    // ---- queries on the chunk's columns -------------------------------------------------------

    /** The world y of column (c, r)'s surface over (x, z), or −∞ for a void cell. */
    double surfaceHeight(int c, int r, double x, double z) {
        int i = index(c, r);
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

    static double clamp(double v, double lo, double hi) {
        return v < lo ? lo : (v > hi ? hi : v);
    }

    // A column's top as a plane, s(x, z) = s0 + gx·x + gz·z over its cell: flat (gx = gz = 0), or
    // a wedge one step high across the cell, rising toward its facing. Sweeps and casts meet the
    // plane in world coordinates, so they take it in this form.

    /** The rise per metre east of the top of a column of kind {@code k}: a wedge facing east or west has one. */
    private double slopeX(int k) {
        return k == STAIR + 1 ? step / cellX : k == STAIR + 3 ? -step / cellX : 0;
    }

    /** The rise per metre south of the top of a column of kind {@code k}: a wedge facing north or south has one. */
    private double slopeZ(int k) {
        return k == STAIR ? -step / cellZ : k == STAIR + 2 ? step / cellZ : 0;
    }

    /**
     * The s0 of column {@code i}'s top plane, its height extended to world x = 0, z = 0, given the
     * cell's north-west corner (x0, z0) and the plane's slopes from {@link #slopeX} and
     * {@link #slopeZ}. The plane stands at the column's top (a wedge's foot) on the cell's north
     * and west sides, except a wedge facing north or west, whose high side, a step over its foot,
     * is there.
     */
    private double planeHeight(int i, double x0, double z0, double gx, double gz) {
        double foot = top[i];
        return switch (kind[i] - STAIR) {
            case 0 -> foot + (step - gz * z0);
            case 1 -> foot - gx * x0;
            case 2 -> foot - gz * z0;
            case 3 -> foot + (step - gx * x0);
            default -> foot;
        };
    }

    /** Tests column (c, r) against a capsule sweep exactly (see {@link CapsuleSweep}); a void cell has nothing. */
    void sweepColumn(int c, int r, CapsuleSweep sweep) {
        int i = index(c, r);
        if (kind[i] == VOID) {
            return;
        }
        double x0 = originX + c * cellX, z0 = originZ + r * cellZ;
        int k = kind[i];
        double gx = slopeX(k), gz = slopeZ(k);
        sweep.column(owner, c, r, x0, x0 + cellX, z0, z0 + cellZ, base, planeHeight(i, x0, z0, gx, gz), gx, gz);
    }

    /**
     * The first point of [tEnter, tExit] where the ray lies inside column (c, r), base ≤ y ≤ top
     * surface, written into {@code dest} when nearer than its distance. {@code enterAxis},
     * {@code stepC} and {@code stepR} are the {@link GridRay} walk's, for the normal of a side hit.
     */
    boolean castColumn(int c, int r, double ox, double oy, double oz, double dx, double dy, double dz,
                       double tEnter, double tExit, int enterAxis, int stepC, int stepR, CollisionHit dest) {
        int i = index(c, r);
        if (kind[i] == VOID) {
            return false;
        }
        double x0 = originX + c * cellX, z0 = originZ + r * cellZ;
        // The surface over the ray, s(t) = sA + sB·t, and the ray's height y(t) = oy + dy·t.
        int k = kind[i];
        double gx = slopeX(k), gz = slopeZ(k), s0 = planeHeight(i, x0, z0, gx, gz);
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
        } else if (enterAxis == GridRay.X_FACE) {
            nx = -stepC;
        } else if (enterAxis == GridRay.Z_FACE) {
            nz = -stepR;
        } else {
            nx = -dx; // started inside the column
            ny = -dy;
            nz = -dz;
        }
        dest.set(owner, c, r, lo, ox + dx * lo, oy + dy * lo, oz + dz * lo, nx, ny, nz);
        return true;
    }

    @Override
    public String toString() {
        return "VoxelCollider[" + map.name() + " chunk " + chunkColumn + "," + chunkRow + ": columns " + column0 + "–"
                + (column0 + columns - 1) + ", rows " + row0 + "–" + (row0 + rows - 1) + "]";
    }
}
