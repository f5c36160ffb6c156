package dev.loam.render.mesh;

/**
 * The distances at which CDLOD's levels give way to one another, and the morph band of each
 * (Strugar 2010): a node of level {@code k} is drawn where the eye is within {@link #range(int)
 * range(k)} of it and not within {@code range(k - 1)}; its vertices morph toward the next coarser
 * grid from {@link #morphStart(int)} to {@link #morphEnd(int)} by their own distance, so that a
 * level has become the coarser one wherever it meets it (no crack) and changes smoothly, never at
 * once (no popping).
 *
 * <p><b>From a screen-space error.</b> A level's vertices lie {@code cellSize · 2^k} metres apart.
 * Seen from {@code d} metres through a vertical field of view {@code fovY} on a target
 * {@code heightPixels} tall, that spacing spans {@code spacing · heightPixels / (2 d tan(fovY / 2))}
 * pixels. {@link #forScreen} sets {@code range(k)} where that span falls to {@code pixelError}:
 * closer than it the level is finer than the target needs, farther it gives way. So past its
 * morph band no drawn vertex is more than {@code pixelError} pixels (in the view-facing worst case)
 * from its neighbour, and the geometric error of the dropped vertices, at most the spacing times
 * the ground's slope, stays under {@code pixelError × slope} pixels. Each range is then raised
 * where needed so the morph bands work: a node of level {@code k} reaches at most its
 * diagonal (with its height span) past {@code range(k)}, and the coarser level must not have
 * begun to morph there: {@code (MORPH_END · range(k+1) − range(k)) · MORPH_START > reach(k)}. The top level's
 * range is unbounded: everything left in view is drawn, however far.
 *
 * <p>Immutable once made.
 */
public final class TerrainLodRanges {
    /** The share of a level's band {@code [range(k-1), range(k)]} at whose start its morph begins. */
    public static final float MORPH_START = 0.6f;
    /** Morphing ends this share short of the range, so rounding can never leave a boundary vertex short of it. */
    public static final float MORPH_END = 0.99f;

    /**
     * The pixel error the terrain drawable uses unless told another: a level's vertex spacing may
     * span up to this many pixels before the coarser level takes over.
     */
    public static final float DEFAULT_PIXEL_ERROR = 4;

    private final float[] range, morphStart, morphEnd;

    private TerrainLodRanges(float[] range) {
        this.range = range;
        int n = range.length;
        morphStart = new float[n];
        morphEnd = new float[n];
        for (int k = 0; k < n; k++) {
            float previous = k == 0 ? 0 : range[k - 1];
            if (k == n - 1) {
                morphStart[k] = Float.MAX_VALUE;
                morphEnd[k] = Float.MAX_VALUE;
            } else {
                morphEnd[k] = range[k] * MORPH_END;
                morphStart[k] = previous + (morphEnd[k] - previous) * MORPH_START;
            }
        }
    }

    /**
     * Ranges for a tree seen on a screen.
     *
     * @param tree         the quadtree (its leaf size, cell size and height spans)
     * @param fovYDegrees  the camera's vertical field of view, 5 to 120
     * @param heightPixels the target's height in pixels, 1 or more
     * @param pixelError   the most pixels a level's vertex spacing may span before the next
     *                     coarser level takes over, finite and above 0 (2 to 8 is usual)
     * @throws IllegalArgumentException naming the value outside its range
     */
    public static TerrainLodRanges forScreen(TerrainLodTree tree, float fovYDegrees, int heightPixels, float pixelError) {
        if (!(fovYDegrees >= 5 && fovYDegrees <= 120)) {
            throw new IllegalArgumentException("field of view " + fovYDegrees + " must lie in 5..120 degrees");
        }
        if (heightPixels < 1) {
            throw new IllegalArgumentException("target height " + heightPixels + " must be 1 pixel or more");
        }
        if (!(pixelError > 0) || Float.isInfinite(pixelError)) {
            throw new IllegalArgumentException("pixel error " + pixelError + " must be finite and above 0");
        }
        double perMetre = heightPixels / (2 * Math.tan(Math.toRadians(fovYDegrees) / 2));
        int n = tree.levels();
        float[] r = new float[n];
        for (int k = 0; k < n; k++) {
            double spacing = tree.cellSize() * (1L << k);
            double screen = spacing * perMetre / pixelError;
            // The coarser level must not have begun to morph where the finer one's nodes reach.
            double floor = k == 0 ? 0 : (r[k - 1] + reach(tree, k - 1) / MORPH_START) / MORPH_END * 1.01;
            r[k] = (float) Math.max(screen, floor);
        }
        r[n - 1] = Float.POSITIVE_INFINITY;
        return new TerrainLodRanges(r);
    }

    /**
     * Ranges given outright, finest level first; the last is taken as unbounded.
     *
     * @throws IllegalArgumentException when a range is not finite and above the one before
     */
    public static TerrainLodRanges of(float... ranges) {
        if (ranges.length == 0 || ranges.length > TerrainLodTree.MAX_LEVELS) {
            throw new IllegalArgumentException("ranges need 1 to " + TerrainLodTree.MAX_LEVELS + " levels, got " + ranges.length);
        }
        float[] r = ranges.clone();
        for (int k = 0; k < r.length - 1; k++) {
            if (!(r[k] > (k == 0 ? 0 : r[k - 1])) || Float.isInfinite(r[k])) {
                throw new IllegalArgumentException("ranges[" + k + "] = " + r[k] + " must be finite and above the one before");
            }
        }
        r[r.length - 1] = Float.POSITIVE_INFINITY;
        return new TerrainLodRanges(r);
    }

    /** How far (metres) past a node's nearest point its farthest one can lie: its diagonal with its height span. */
    private static double reach(TerrainLodTree tree, int lod) {
        double side = tree.cellSize() * tree.nodeCells(lod);
        double h = tree.heightSpan(lod);
        return Math.sqrt(2 * side * side + h * h);
    }

    /** Levels. */
    public int levels() {
        return range.length;
    }

    /** The distance (metres from the eye) within which level {@code lod} is drawn; +∞ for the top level. */
    public float range(int lod) {
        check(lod);
        return range[lod];
    }

    /** Where level {@code lod}'s vertices begin to morph toward the coarser grid, metres. */
    public float morphStart(int lod) {
        check(lod);
        return morphStart[lod];
    }

    /** Where they have become the coarser grid, metres. */
    public float morphEnd(int lod) {
        check(lod);
        return morphEnd[lod];
    }

    /**
     * The morph of a vertex of level {@code lod} at {@code distance} metres from the eye: 0 on its
     * own grid, 1 on the coarser one.
     */
    public float morph(int lod, float distance) {
        check(lod);
        float s = morphStart[lod], e = morphEnd[lod];
        if (distance <= s) {
            return 0;
        }
        return distance >= e ? 1 : (distance - s) / (e - s);
    }

    private void check(int lod) {
        if (lod < 0 || lod >= range.length) {
            throw new IndexOutOfBoundsException("level " + lod + " is outside 0.." + (range.length - 1));
        }
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("TerrainLodRanges[");
        for (int k = 0; k < range.length; k++) {
            b.append(k == 0 ? "" : ", ").append(range[k]);
        }
        return b.append(']').toString();
    }
}
