package dev.loam.physics;

/**
 * A ray's walk over the cells of a grid laid on the xz plane, in the order the ray crosses them
 * (Amanatides and Woo): the one cell walk that every grid collider's raycast takes, the
 * {@link HeightfieldCollider}'s over its quads, the {@link TerrainCollider}'s over the terrain's
 * cells across its chunks and the {@link BlockMapCollider}'s over the map's columns. Each collider
 * tests the cell the walk stands in against the ray itself; only the walk is shared.
 *
 * <p>The grid is {@code columns × rows} cells, {@code cellX} by {@code cellZ} metres, cell (0, 0)'s
 * north-west corner at (originX, originZ). A walk {@link #begin begins} by clipping the ray to the
 * grid's footprint and finding the cell it enters first, then {@link #next() steps} to the cell
 * next along the ray until the ray leaves the grid or passes its end:
 *
 * <pre>{@code
 * for (boolean in = ray.begin(...); in; in = ray.next()) {
 *     // test cell (ray.column, ray.row), entered at ray.tEnter, against the ray up to ray.tEnd
 * }
 * }</pre>
 *
 * <p>Scratch that a collider owns and reuses for every cast, so that a cast allocates nothing and
 * the walk's steps are plain field updates the compiler inlines; not thread-safe, like the
 * colliders.
 */
final class GridRay {
    /** {@link #enterAxis}: the walk entered the cell through one of its x faces (west or east). */
    static final int X_FACE = 0;
    /** {@link #enterAxis}: the walk entered the cell through one of its z faces (north or south). */
    static final int Z_FACE = 2;
    /** {@link #enterAxis}: the ray starts inside the cell, so it entered through no face. */
    static final int STARTED_INSIDE = -1;

    /** The cell the walk stands in: its column (along x) and row (along z) on the grid. */
    int column;
    int row;
    /** The ray's distance where it enters the cell (where it enters the footprint, for the first). */
    double tEnter;
    /** The ray's distance where the walk ends: the nearer of its limit and where it leaves the footprint. */
    double tEnd;
    /** How the ray entered the cell: {@link #X_FACE}, {@link #Z_FACE} or {@link #STARTED_INSIDE}. */
    int enterAxis;
    /** The step the walk takes in column when it crosses an x face, and in row across a z face: 1 or −1. */
    int stepColumn;
    int stepRow;

    private int columns;
    private int rows;
    /** The ray's distance to the next x face and the next z face it crosses. */
    private double tMaxX;
    private double tMaxZ;
    /** The ray's distance between two x faces, and between two z faces (+∞ parallel to them). */
    private double tDeltaX;
    private double tDeltaZ;

    /**
     * Begins a walk of the ray from (ox, oz) along (dx, dz), its direction's x and z, over the
     * grid, at most {@code maxT} along the ray.
     *
     * <p>The footprint is closed, [originX, originX + columns·cellX] by [originZ, originZ + rows·cellZ],
     * when {@code farEdgesInside}: a heightfield's surface reaches its far edges, and a ray straight
     * down on one meets the last quads. Otherwise its far edges are outside, as a block map's
     * columns are boxes [x0, x0 + cellX) wide.
     *
     * @return whether the ray meets a cell of the grid within {@code maxT}; if so, the walk stands
     *         in the first
     */
    boolean begin(double ox, double oz, double dx, double dz, double maxT, double originX, double originZ,
                  double cellX, double cellZ, int columns, int rows, boolean farEdgesInside) {
        tEnter = 0;
        tEnd = maxT;
        enterAxis = STARTED_INSIDE;
        if (!clip(ox, dx, originX, originX + columns * cellX, X_FACE, farEdgesInside)
                || !clip(oz, dz, originZ, originZ + rows * cellZ, Z_FACE, farEdgesInside)
                || tEnter > tEnd) {
            return false;
        }
        this.columns = columns;
        this.rows = rows;
        column = (int) VoxelCollider.clamp(Math.floor((ox + dx * tEnter - originX) / cellX), 0, columns - 1);
        row = (int) VoxelCollider.clamp(Math.floor((oz + dz * tEnter - originZ) / cellZ), 0, rows - 1);
        stepColumn = dx > 0 ? 1 : -1;
        stepRow = dz > 0 ? 1 : -1;
        tDeltaX = dx != 0 ? cellX / Math.abs(dx) : Double.POSITIVE_INFINITY;
        tDeltaZ = dz != 0 ? cellZ / Math.abs(dz) : Double.POSITIVE_INFINITY;
        tMaxX = dx != 0 ? (originX + (column + (dx > 0 ? 1 : 0)) * cellX - ox) / dx : Double.POSITIVE_INFINITY;
        tMaxZ = dz != 0 ? (originZ + (row + (dz > 0 ? 1 : 0)) * cellZ - oz) / dz : Double.POSITIVE_INFINITY;
        return inGrid();
    }

    /**
     * Narrows [tEnter, tEnd] to where the ray's coordinate {@code o + d·t} on one axis lies within
     * [min, max], noting the axis when the ray enters the footprint across it.
     *
     * @return false when the ray runs parallel to the axis outside the footprint; whether [tEnter,
     *         tEnd] is left empty is for the caller to ask
     */
    private boolean clip(double o, double d, double min, double max, int axis, boolean farEdgesInside) {
        if (d != 0) {
            double ta = (min - o) / d, tb = (max - o) / d;
            double tNear = Math.min(ta, tb);
            // Not Math.max: the axis that moves tEnter last is the face the ray enters through.
            if (tNear > tEnter) {
                tEnter = tNear;
                enterAxis = axis;
            }
            tEnd = Math.min(tEnd, Math.max(ta, tb));
            return true;
        }
        // The negation of "outside" rather than "inside", so that a NaN coordinate is not turned away here.
        return !(o < min || (farEdgesInside ? o > max : o >= max));
    }

    /** The ray's distance where it leaves the cell the walk stands in, at most {@link #tEnd}. */
    double tExit() {
        return Math.min(Math.min(tMaxX, tMaxZ), tEnd);
    }

    /**
     * Steps to the cell the ray enters next, across the nearer of the cell's next x face and next z
     * face (the z face where both are as near, through a corner).
     *
     * @return whether that cell is on the grid and entered no further than {@link #tEnd}
     */
    boolean next() {
        if (tMaxX < tMaxZ) {
            tEnter = tMaxX;
            tMaxX += tDeltaX;
            column += stepColumn;
            enterAxis = X_FACE;
        } else {
            tEnter = tMaxZ;
            tMaxZ += tDeltaZ;
            row += stepRow;
            enterAxis = Z_FACE;
        }
        return inGrid();
    }

    private boolean inGrid() {
        return column >= 0 && row >= 0 && column < columns && row < rows && tEnter <= tEnd;
    }
}
