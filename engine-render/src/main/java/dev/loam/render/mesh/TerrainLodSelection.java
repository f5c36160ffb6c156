package dev.loam.render.mesh;

import java.util.Objects;
import org.joml.FrustumIntersection;

/**
 * One view's CDLOD selection over a {@link TerrainLodTree}: the patches to draw, each a square of
 * {@link #patchCells()} × {@link #patchCells()} grid steps of its level (half a node's side, so a
 * node is four patches and a parent can draw one quarter of itself where a child gave way), and
 * the shared morph that keeps them crack-free.
 *
 * <p><b>Why CDLOD rather than chunked LOD with skirts.</b> Both draw a quadtree of patches by
 * distance. Chunked LOD (Ulrich 2002) builds a mesh per chunk and level, hides the cracks
 * between levels with skirts hanging down each chunk's edge, and swaps a level at once (or blends
 * it in over time); each edit rebuilds the chunk meshes of every level. CDLOD draws one shared
 * grid patch per node with the heights read from a texture in the vertex shader, and morphs
 * each vertex toward the coarser grid by its own distance from the eye, so two levels meet on
 * the same vertices (no crack, no skirt to show through a hole or shade oddly at a grazing view),
 * a level never changes at once (no popping), the GPU keeps the height grid once for every level
 * (a few bytes a vertex instead of a mesh per level), and an edit re-uploads only the texels it
 * wrote. The cost is a height fetch per vertex, which every GPU of the last fifteen years does.
 *
 * <p><b>The walk</b> (Strugar 2010, section 2.3): a node out of the frustum is dropped; a node the
 * eye is not within its level's range of is left to its parent; a leaf, or a node none of whose
 * area is within the finer level's range, is drawn whole; otherwise each child is walked and the
 * quarters the children leave are drawn at this level. Every point of the grid inside the
 * frustum is thus covered by exactly one patch.
 *
 * <p><b>The morph</b> ({@link #morphVertex}): a patch vertex at grid step {@code (a, b)} of a level
 * {@code k} patch sits at cell {@code origin + (a, b) · 2^k}; its distance {@code d} from the eye
 * (its height read there) gives {@code m = ranges.morph(k, d)}; an odd step slides {@code m · 2^k}
 * cells back onto the even one, and the height is read bilinearly where it lands. Where a level
 * meets the coarser one every vertex is past the morph's end (the coarser node is out of the
 * finer range), so the odd vertices sit on the coarser level's vertices and the seam closes.
 * The vertex shader of {@code dev.loam.render.gl.GpuTerrain} runs the same arithmetic.
 *
 * <p>The output arrays are allocated once, sized for the most patches the tree can give; a
 * selection allocates nothing. Not thread-safe: one selection per view and thread.
 */
public final class TerrainLodSelection {
    private final TerrainLodTree tree;
    private final int capacity;
    private final int[] cellX, cellZ;
    private final byte[] lod;
    private final float[] box = new float[6];
    private int count;
    private TerrainLodRanges ranges;
    private FrustumIntersection frustum, view;
    private float ex, ey, ez, sunX, sunY, sunZ, floorY;

    /** A selection over a tree, its arrays sized for every leaf's four patches. */
    public TerrainLodSelection(TerrainLodTree tree) {
        this.tree = Objects.requireNonNull(tree, "tree");
        int side = tree.nodesAlong(0);
        capacity = 4 * side * side;
        cellX = new int[capacity];
        cellZ = new int[capacity];
        lod = new byte[capacity];
    }

    /** The tree it selects over. */
    public TerrainLodTree tree() {
        return tree;
    }

    /** The most patches a selection can hold (every leaf's four). */
    public int capacity() {
        return capacity;
    }

    /** Grid steps along a patch's side: half a leaf's cells. */
    public int patchCells() {
        return tree.leafCells() / 2;
    }

    /** Triangles a patch draws: two a grid step. */
    public int trianglesPerPatch() {
        return 2 * patchCells() * patchCells();
    }

    /**
     * Selects the patches to draw from an eye (world metres) through a frustum.
     *
     * @param ranges  the levels' ranges, as many levels as the tree has
     * @param eyeX    the eye's X, world metres
     * @param eyeY    its Y
     * @param eyeZ    its Z
     * @param frustum the view's frustum (nodes wholly outside are dropped), or null for none
     * @return the number of patches selected
     * @throws IllegalArgumentException when the ranges have another number of levels than the tree, or the eye is not finite
     */
    public int select(TerrainLodRanges ranges, float eyeX, float eyeY, float eyeZ, FrustumIntersection frustum) {
        return run(ranges, eyeX, eyeY, eyeZ, frustum, null, 0, 1, 0, 0);
    }

    /**
     * Selects the patches that cast shadows into a shadow map's volume and can darken what a
     * camera sees: a node must meet {@code light} (the cascade's light volume) and its box, swept
     * away from the sun down to {@code floorY}, must meet {@code view}. Levels follow the camera's
     * eye, so the shadow's ground is the ground drawn.
     *
     * @param ranges the levels' ranges, as many levels as the tree has
     * @param eyeX   the camera's eye, world metres
     * @param eyeY   its Y
     * @param eyeZ   its Z
     * @param light  the light's volume (nodes wholly outside are dropped)
     * @param view   the camera's frustum
     * @param sunX   the unit vector toward the sun, X
     * @param sunY   its Y
     * @param sunZ   its Z
     * @param floorY the lowest Y anything is drawn at, where every shadow has landed
     * @return the number of patches selected
     * @throws IllegalArgumentException when the ranges have another number of levels than the tree, or a value is not finite
     */
    public int selectCasters(TerrainLodRanges ranges, float eyeX, float eyeY, float eyeZ, FrustumIntersection light,
                             FrustumIntersection view, float sunX, float sunY, float sunZ, float floorY) {
        Objects.requireNonNull(light, "light");
        Objects.requireNonNull(view, "view");
        if (!Float.isFinite(sunX) || !Float.isFinite(sunY) || !Float.isFinite(sunZ) || !Float.isFinite(floorY)) {
            throw new IllegalArgumentException("the sun and the floor must be finite");
        }
        return run(ranges, eyeX, eyeY, eyeZ, light, view, sunX, sunY, sunZ, floorY);
    }

    private int run(TerrainLodRanges ranges, float eyeX, float eyeY, float eyeZ, FrustumIntersection frustum,
                    FrustumIntersection view, float sunX, float sunY, float sunZ, float floorY) {
        if (ranges.levels() != tree.levels()) {
            throw new IllegalArgumentException("the ranges have " + ranges.levels() + " levels, the tree " + tree.levels());
        }
        if (!Float.isFinite(eyeX) || !Float.isFinite(eyeY) || !Float.isFinite(eyeZ)) {
            throw new IllegalArgumentException("the eye must be finite");
        }
        this.ranges = ranges;
        this.frustum = frustum;
        this.view = view;
        this.sunX = sunX;
        this.sunY = sunY;
        this.sunZ = sunZ;
        this.floorY = floorY;
        ex = eyeX;
        ey = eyeY;
        ez = eyeZ;
        count = 0;
        int top = tree.levels() - 1;
        for (int iz = 0; iz < tree.nodesAlong(top); iz++) {
            for (int ix = 0; ix < tree.nodesAlong(top); ix++) {
                walk(top, ix, iz);
            }
        }
        this.frustum = null;
        this.view = null;
        return count;
    }

    /** Whether a box's shadow, swept away from the sun to the floor, can reach the camera's view. */
    private boolean shadowReachesView(float[] b) {
        if (sunY < 1e-3f) {
            return true;
        }
        float t = Math.max(0, b[4] - floorY) / sunY;
        float dx = -sunX * t, dz = -sunZ * t;
        return view.testAab(b[0] + Math.min(0, dx), Math.min(floorY, b[1]), b[2] + Math.min(0, dz),
                b[3] + Math.max(0, dx), b[4], b[5] + Math.max(0, dz));
    }

    /** Returns true when the node's area is handled (drawn, culled or empty), false when the parent must draw it. */
    private boolean walk(int k, int ix, int iz) {
        float[] b = box;
        if (!tree.inLevel(k, ix, iz) || !tree.boxOf(k, ix, iz, b)) {
            return true;
        }
        if (frustum != null && !frustum.testAab(b[0], b[1], b[2], b[3], b[4], b[5])) {
            return true;
        }
        if (view != null && !shadowReachesView(b)) {
            return true;
        }
        if (k < tree.levels() - 1 && !within(ranges.range(k), b)) {
            return false;
        }
        if (k == 0 || !within(ranges.range(k - 1), b)) {
            for (int q = 0; q < 4; q++) {
                addQuarter(k, ix, iz, q);
            }
            return true;
        }
        for (int q = 0; q < 4; q++) {
            int cx = 2 * ix + (q & 1), cz = 2 * iz + (q >> 1);
            if (!walk(k - 1, cx, cz)) {
                addQuarter(k, ix, iz, q);
            }
        }
        return true;
    }

    /** Whether a sphere round the eye of that radius meets a box. */
    private boolean within(float radius, float[] b) {
        float dx = Math.max(Math.max(b[0] - ex, 0), ex - b[3]);
        float dy = Math.max(Math.max(b[1] - ey, 0), ey - b[4]);
        float dz = Math.max(Math.max(b[2] - ez, 0), ez - b[5]);
        return dx * dx + dy * dy + dz * dz <= radius * radius;
    }

    private void addQuarter(int k, int ix, int iz, int q) {
        int size = tree.nodeCells(k), half = size / 2;
        int x = ix * size + (q & 1) * half, z = iz * size + (q >> 1) * half;
        if (x >= tree.resolutionX() - 1 || z >= tree.resolutionZ() - 1) {
            return;
        }
        cellX[count] = x;
        cellZ[count] = z;
        lod[count] = (byte) k;
        count++;
    }

    /** Patches selected by the last {@link #select}. */
    public int count() {
        return count;
    }

    /** Triangles the last selection draws: {@link #count()} × {@link #trianglesPerPatch()}. */
    public long triangles() {
        return (long) count * trianglesPerPatch();
    }

    /** Patch {@code n}'s first cell along X. */
    public int cellX(int n) {
        check(n);
        return cellX[n];
    }

    /** Patch {@code n}'s first cell along Z. */
    public int cellZ(int n) {
        check(n);
        return cellZ[n];
    }

    /** Patch {@code n}'s level: its grid steps are {@code 2^lod} cells. */
    public int lod(int n) {
        check(n);
        return lod[n];
    }

    /** Cells along patch {@code n}'s side: {@code patchCells() << lod(n)}. */
    public int patchSideCells(int n) {
        return patchCells() << lod(n);
    }

    private void check(int n) {
        if (n < 0 || n >= count) {
            throw new IndexOutOfBoundsException("patch " + n + " is outside the " + count + " selected");
        }
    }

    /**
     * Where vertex {@code (a, b)} of a patch lands once morphed, as the GPU draws it: world metres
     * into {@code dest[0..2]}, and the morph (0..1) returned.
     *
     * @param ranges the ranges the patch was selected with
     * @param lod    the patch's level
     * @param cellX  its first cell along X
     * @param cellZ  its first cell along Z
     * @param a      the vertex's grid step along X, 0..{@link #patchCells()}
     * @param b      its step along Z
     * @param eyeX   the eye, world metres
     * @param eyeY   the eye's Y
     * @param eyeZ   the eye's Z
     * @param dest   receives x, y, z
     * @return the morph
     * @throws IllegalArgumentException when a step lies outside the patch
     */
    public float morphVertex(TerrainLodRanges ranges, int lod, int cellX, int cellZ, int a, int b, float eyeX,
                             float eyeY, float eyeZ, float[] dest) {
        int p = patchCells();
        if (a < 0 || b < 0 || a > p || b > p) {
            throw new IllegalArgumentException("step (" + a + ", " + b + ") is outside a patch's 0.." + p);
        }
        int step = 1 << lod;
        int lastX = tree.resolutionX() - 1, lastZ = tree.resolutionZ() - 1;
        float cs = (float) tree.cellSize(), ox = (float) tree.originX(), oy = (float) tree.originY(), oz = (float) tree.originZ();
        float gx = Math.min(cellX + a * step, lastX), gz = Math.min(cellZ + b * step, lastZ);
        float wx = ox + gx * cs, wy = oy + heightAt(gx, gz), wz = oz + gz * cs;
        float dx = wx - eyeX, dy = wy - eyeY, dz = wz - eyeZ;
        float m = ranges.morph(lod, (float) Math.sqrt(dx * dx + dy * dy + dz * dz));
        float mx = Math.min(cellX + a * step - (a & 1) * step * m, lastX);
        float mz = Math.min(cellZ + b * step - (b & 1) * step * m, lastZ);
        dest[0] = ox + mx * cs;
        dest[1] = oy + heightAt(mx, mz);
        dest[2] = oz + mz * cs;
        return m;
    }

    /** The grid's height (above origin Y) at a fractional cell position, bilinear as the shader reads it. */
    public float heightAt(float cellX, float cellZ) {
        int lastX = tree.resolutionX() - 1, lastZ = tree.resolutionZ() - 1;
        float x = Math.max(0, Math.min(cellX, lastX)), z = Math.max(0, Math.min(cellZ, lastZ));
        int i = Math.min((int) x, lastX - 1), j = Math.min((int) z, lastZ - 1);
        float fx = x - i, fz = z - j;
        TerrainLodTree.Heights h = tree.heights();
        float h00 = h.at(i, j), h10 = h.at(i + 1, j), h01 = h.at(i, j + 1), h11 = h.at(i + 1, j + 1);
        float top = h00 + (h10 - h00) * fx, bottom = h01 + (h11 - h01) * fx;
        return top + (bottom - top) * fz;
    }
}
