package dev.loam.core;

import java.util.Objects;

/**
 * A seeded jittered grid on the horizontal plane {@code (x, z)}: the plane is divided into
 * square cells of side {@code cellSize} world units, and each cell holds one point at a hashed
 * position inside it.
 *
 * <p>Cell {@code (i, j)} covers {@code i * cellSize <= x < (i + 1) * cellSize} and {@code j *
 * cellSize <= z < (j + 1) * cellSize}. Its point sits at {@code ((i + fx) * cellSize, (j + fz) *
 * cellSize)}, where the fractions {@code fx, fz} are {@code 0.5 + (r - 0.5) * jitter} for seeded
 * values {@code r = (n + 0.5) / 2^24}, {@code n} a 24-bit integer from the cell's hash, so {@code
 * r} is strictly between 0 and 1. With jitter 1 the point can be anywhere in the cell (but never
 * exactly on its edge); with jitter 0 it is the cell's middle.
 *
 * <p>The nearest-point query {@link #nearestCell(double, double)} splits the plane into
 * Voronoi-like regions: this is how Loam forms "zones". A zone is the region whose points are
 * nearer to one grid point than to any other, and {@link #cellHash(int, int)} of that point's
 * cell picks the zone's contents.
 *
 * <p>Results are part of the saved-world format: they are identical on every JVM because only
 * {@code +}, {@code -}, {@code *}, {@code /} and {@link Math#floor} are used on doubles, and
 * changing any output is a breaking change.
 *
 * <p>Cell indices are limited to {@code [-MAX_CELL_INDEX, MAX_CELL_INDEX]} for the geometric
 * methods, which keeps every point strictly inside its cell despite rounding; {@link
 * #cellHash(int, int)} accepts any {@code int}s.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class JitteredGrid {

    /**
     * The largest cell index magnitude {@link #pointInCell(int, int)}, {@link
     * #nearestCell(double, double)} and {@link #cellContaining(double, double)} accept:
     * 2<sup>24</sup> = 16,777,216 cells either side of the origin in each axis.
     */
    public static final int MAX_CELL_INDEX = 1 << 24;

    /** Domain-separation labels, so other users of the same seed get unrelated hashes. */
    private static final String POINT_DOMAIN = "loam.JitteredGrid.point";

    private static final String CELL_DOMAIN = "loam.JitteredGrid.cell";

    /** 2<sup>-24</sup>, the quantum of the point fractions. */
    private static final double FRACTION_QUANTUM = 0x1.0p-24;

    /**
     * A cell of a jittered grid, by its integer indices.
     *
     * @param i the cell's index along x: the cell starts at {@code x = i * cellSize}
     * @param j the cell's index along z: the cell starts at {@code z = j * cellSize}
     */
    public record Cell(int i, int j) {
    }

    /**
     * A position on the horizontal plane, in world units.
     *
     * @param x the x coordinate
     * @param z the z coordinate
     */
    public record Point(double x, double z) {
    }

    private final long seed;
    private final double cellSize;
    private final double jitter;
    private final long pointSeed;
    private final long cellSeed;

    private JitteredGrid(long seed, double cellSize, double jitter) {
        if (!(cellSize > 0.0) || !Double.isFinite(cellSize)) {
            throw new IllegalArgumentException(
                    "cellSize must be a finite number greater than 0 (world units), got "
                            + cellSize);
        }
        if (!(jitter >= 0.0 && jitter <= 1.0)) {
            throw new IllegalArgumentException(
                    "jitter must be from 0 to 1 (fraction of the cell the point may roam), got "
                            + jitter);
        }
        if (!Double.isFinite((MAX_CELL_INDEX + 2.0) * cellSize)) {
            throw new IllegalArgumentException(
                    "cellSize is too large: the grid's extent overflows, got " + cellSize);
        }
        this.seed = seed;
        this.cellSize = cellSize;
        this.jitter = jitter;
        this.pointSeed = StableHash.mix(seed, POINT_DOMAIN);
        this.cellSeed = StableHash.mix(seed, CELL_DOMAIN);
    }

    /**
     * Creates a fully jittered grid (jitter 1: each point anywhere in its cell).
     *
     * @param seed the seed; any value. Different seeds give unrelated points and hashes.
     * @param cellSize the side of each square cell, in world units; finite and greater than 0
     * @return the grid
     * @throws IllegalArgumentException if {@code cellSize} is NaN, infinite, zero, negative or so
     *     large that the grid's extent overflows
     */
    public static JitteredGrid of(long seed, double cellSize) {
        return new JitteredGrid(seed, cellSize, 1.0);
    }

    /**
     * Creates a jittered grid with the given amount of jitter.
     *
     * @param seed the seed; any value. Different seeds give unrelated points and hashes.
     * @param cellSize the side of each square cell, in world units; finite and greater than 0
     * @param jitter how far the points roam: 0 puts every point at its cell's middle, 1 lets it
     *     lie anywhere in the cell, and values between scale the roaming square about the
     *     middle. Must be from 0 to 1.
     * @return the grid
     * @throws IllegalArgumentException if {@code cellSize} is NaN, infinite, zero, negative or too
     *     large, or {@code jitter} is NaN or outside {@code [0, 1]}
     */
    public static JitteredGrid of(long seed, double cellSize, double jitter) {
        return new JitteredGrid(seed, cellSize, jitter);
    }

    /**
     * Returns the seed this grid was created with.
     *
     * @return the seed
     */
    public long seed() {
        return seed;
    }

    /**
     * Returns the side of each cell, in world units.
     *
     * @return the cell size; always finite and positive
     */
    public double cellSize() {
        return cellSize;
    }

    /**
     * Returns the jitter, the fraction of the cell within which the points roam.
     *
     * @return the jitter, from 0 to 1
     */
    public double jitter() {
        return jitter;
    }

    /**
     * Returns a seeded hash of cell {@code (i, j)}, for picking per-cell values (for example
     * with {@link StableHash#bounded(long, int)} or {@link StableHash#unit(long)}). It is
     * independent of the hash that places the cell's point, so the pick does not correlate with
     * where the point lies.
     *
     * @param i the cell's index along x; any value
     * @param j the cell's index along z; any value
     * @return the cell's 64-bit hash
     */
    public long cellHash(int i, int j) {
        return StableHash.hash(cellSeed, i, j);
    }

    /**
     * Returns the point of cell {@code (i, j)}. The point lies inside the cell: {@code i *
     * cellSize <= x < (i + 1) * cellSize}, and likewise for {@code z} and {@code j}, as computed
     * in doubles.
     *
     * @param i the cell's index along x, in {@code [-MAX_CELL_INDEX, MAX_CELL_INDEX]}
     * @param j the cell's index along z, in {@code [-MAX_CELL_INDEX, MAX_CELL_INDEX]}
     * @return the point, in world units
     * @throws IllegalArgumentException if {@code i} or {@code j} is out of range
     */
    public Point pointInCell(int i, int j) {
        requireIndex(i, "i");
        requireIndex(j, "j");
        long h = StableHash.hash(pointSeed, i, j);
        return new Point(pointX(i, h), pointZ(j, h));
    }

    /**
     * Writes the point of cell {@code (i, j)} into {@code dest} without allocating: {@code
     * dest[0]} gets x and {@code dest[1]} gets z, the same values {@link #pointInCell(int, int)}
     * returns.
     *
     * @param i the cell's index along x, in {@code [-MAX_CELL_INDEX, MAX_CELL_INDEX]}
     * @param j the cell's index along z, in {@code [-MAX_CELL_INDEX, MAX_CELL_INDEX]}
     * @param dest an array of length at least 2
     * @throws IllegalArgumentException if {@code i} or {@code j} is out of range, or {@code dest}
     *     is shorter than 2
     * @throws NullPointerException if {@code dest} is null
     */
    public void pointInCell(int i, int j, double[] dest) {
        Objects.requireNonNull(dest, "dest must not be null");
        if (dest.length < 2) {
            throw new IllegalArgumentException(
                    "dest must have length at least 2, got " + dest.length);
        }
        requireIndex(i, "i");
        requireIndex(j, "j");
        long h = StableHash.hash(pointSeed, i, j);
        dest[0] = pointX(i, h);
        dest[1] = pointZ(j, h);
    }

    /**
     * Returns the cell that contains a position: {@code (floor(x / cellSize), floor(z /
     * cellSize))}.
     *
     * @param x the x coordinate, in world units; must be finite
     * @param z the z coordinate, in world units; must be finite
     * @return the containing cell
     * @throws IllegalArgumentException if a coordinate is not finite or lies outside the cells
     *     with indices in {@code [-MAX_CELL_INDEX, MAX_CELL_INDEX]}
     */
    public Cell cellContaining(double x, double z) {
        return new Cell(cellIndex(x, "x"), cellIndex(z, "z"));
    }

    /**
     * Returns the cell whose point lies nearest to a position (Euclidean distance).
     *
     * <p>The search is exact: it checks the 3 &times; 3 cells around the containing cell and
     * then any cell of the surrounding 5 &times; 5 block that could hold a nearer point (no cell
     * further out can, because the containing cell's own point is always nearer than {@code 2 *
     * cellSize}). Ties, equal squared distances as computed in doubles, go to the cell with the
     * lower {@code j}, then the lower {@code i}.
     *
     * @param x the x coordinate, in world units; must be finite
     * @param z the z coordinate, in world units; must be finite
     * @return the cell whose point is nearest
     * @throws IllegalArgumentException if a coordinate is not finite, or the search would reach a
     *     cell index outside {@code [-MAX_CELL_INDEX, MAX_CELL_INDEX]}
     */
    public Cell nearestCell(double x, double z) {
        int ci = cellIndex(x, "x");
        int cj = cellIndex(z, "z");
        if (Math.abs(ci) > MAX_CELL_INDEX - 2 || Math.abs(cj) > MAX_CELL_INDEX - 2) {
            throw new IllegalArgumentException(
                    "(x, z) = (" + x + ", " + z + ") is too near the edge of the grid's range:"
                            + " the search would leave cell indices ±" + MAX_CELL_INDEX);
        }
        // Pass 1: the 3 x 3 block around the containing cell. Cells are compared by (squared
        // distance, j, i), so the visiting order does not affect the result.
        long best = NONE;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int j = cj - 1; j <= cj + 1; j++) {
            for (int i = ci - 1; i <= ci + 1; i++) {
                double d = distanceSquared(i, j, x, z);
                if (isBetter(d, i, j, bestDistance, best)) {
                    bestDistance = d;
                    best = pack(i, j);
                }
            }
        }
        // Pass 2: the ring that completes the 5 x 5 block, skipping any cell whose nearest edge
        // is already farther than the best point. The lower bound is computed with the same
        // operations as the real distance, so it never exceeds it; ties are kept, not skipped.
        for (int j = cj - 2; j <= cj + 2; j++) {
            for (int i = ci - 2; i <= ci + 2; i++) {
                if (Math.abs(i - ci) < 2 && Math.abs(j - cj) < 2) {
                    continue;
                }
                double gx = i > ci ? i * cellSize - x : i < ci ? x - (i + 1) * cellSize : 0.0;
                double gz = j > cj ? j * cellSize - z : j < cj ? z - (j + 1) * cellSize : 0.0;
                gx = Math.max(gx, 0.0);
                gz = Math.max(gz, 0.0);
                if (gx * gx + gz * gz > bestDistance) {
                    continue;
                }
                double d = distanceSquared(i, j, x, z);
                if (isBetter(d, i, j, bestDistance, best)) {
                    bestDistance = d;
                    best = pack(i, j);
                }
            }
        }
        return new Cell(unpackI(best), unpackJ(best));
    }

    /**
     * Two grids are equal when they have the same seed, cell size and jitter (and so the same
     * points and hashes everywhere).
     *
     * @param other the object to compare with
     * @return whether {@code other} is an equal {@code JitteredGrid}
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof JitteredGrid that
                && seed == that.seed
                && Double.compare(cellSize, that.cellSize) == 0
                && Double.compare(jitter, that.jitter) == 0;
    }

    /**
     * Returns a hash code consistent with {@link #equals(Object)}.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return (Long.hashCode(seed) * 31 + Double.hashCode(cellSize)) * 31
                + Double.hashCode(jitter);
    }

    /**
     * Returns a description such as {@code JitteredGrid[seed=42, cellSize=4.35, jitter=1.0]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "JitteredGrid[seed=" + seed + ", cellSize=" + cellSize + ", jitter=" + jitter + "]";
    }

    // ------------------------------------------------------------------------------------------

    /** Marks "no cell yet"; never compared, since the first distance always beats infinity. */
    private static final long NONE = Long.MIN_VALUE;

    /** Whether cell (i, j) at squared distance d beats the current best, ties to lower j, i. */
    private static boolean isBetter(double d, int i, int j, double bestDistance, long best) {
        if (d != bestDistance) {
            return d < bestDistance;
        }
        int bestI = unpackI(best);
        int bestJ = unpackJ(best);
        return j < bestJ || (j == bestJ && i < bestI);
    }

    private static long pack(int i, int j) {
        return ((long) j << 32) | (i & 0xFFFFFFFFL);
    }

    private static int unpackI(long packed) {
        return (int) packed;
    }

    private static int unpackJ(long packed) {
        return (int) (packed >> 32);
    }

    private double distanceSquared(int i, int j, double x, double z) {
        long h = StableHash.hash(pointSeed, i, j);
        double dx = pointX(i, h) - x;
        double dz = pointZ(j, h) - z;
        return dx * dx + dz * dz;
    }

    /** x of cell i's point; the fraction comes from the hash's top 24 bits. */
    private double pointX(int i, long h) {
        return (i + fraction(h >>> 40)) * cellSize;
    }

    /** z of cell j's point; the fraction comes from the hash's next 24 bits. */
    private double pointZ(int j, long h) {
        return (j + fraction((h >>> 16) & 0xFFFFFFL)) * cellSize;
    }

    /** Maps a 24-bit value n to {@code 0.5 + (r - 0.5) * jitter}, r = (n + 0.5) 2^-24 exactly. */
    private double fraction(long bits24) {
        double r = (bits24 + 0.5) * FRACTION_QUANTUM;
        return 0.5 + (r - 0.5) * jitter;
    }

    private int cellIndex(double coordinate, String name) {
        if (!Double.isFinite(coordinate)) {
            throw new IllegalArgumentException(name + " must be finite, got " + coordinate);
        }
        double index = Math.floor(coordinate / cellSize);
        if (!(index >= -MAX_CELL_INDEX && index <= MAX_CELL_INDEX)) {
            throw new IllegalArgumentException(
                    name + " = " + coordinate + " lies outside the grid's range of cell indices ±"
                            + MAX_CELL_INDEX + " (cell size " + cellSize + ")");
        }
        return (int) index;
    }

    private static void requireIndex(int index, String name) {
        if (index < -MAX_CELL_INDEX || index > MAX_CELL_INDEX) {
            throw new IllegalArgumentException(
                    name + " must be from " + -MAX_CELL_INDEX + " to " + MAX_CELL_INDEX
                            + ", got " + index);
        }
    }
}
