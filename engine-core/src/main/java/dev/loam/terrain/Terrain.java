package dev.loam.terrain;

import dev.loam.core.internal.ChangeHistory;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.joml.Matrix4dc;
import org.joml.Vector3d;
import org.joml.Vector3f;

/**
 * A heightmap terrain on a regular, axis-aligned grid: {@code resolution} vertices along X and Z,
 * {@code cell_size} map units apart, vertex (i, j) at
 * {@code origin + (i * cellSize, height(i, j), j * cellSize)}. Up to four texture layers blended
 * by splat weights (four bytes a vertex, normalised to sum 255), holes one byte a cell, and chunks
 * of {@code chunk_cells} cells a side for rendering and collision.
 *
 * <p><b>Triangles.</b> Cell (i, j) has corners a = (i, j), b = (i+1, j), c = (i, j+1),
 * d = (i+1, j+1) and is split along the diagonal a–d into the triangles (a, d, b) and (a, c, d),
 * both wound counter-clockwise seen from above (+Y). Every query here ({@link #heightAt},
 * {@link #normalAt}, {@link #splatAt}, {@link #raycast}) interpolates over these same triangles, so
 * it agrees exactly with the mesh and the colliders built from them. A point on the diagonal
 * belongs to (a, d, b).
 *
 * <p><b>Instances.</b> Terrains stay axis aligned. An instance transform moves the terrain's centre
 * by the whole transform, rotation and scale included, but never rotates or scales the grid: see
 * {@link #instanceOrigin}.
 *
 * <p><b>Edits</b> ({@link #setHeights}, {@link #setSplat}, {@link #setHoles}) write a rectangle,
 * record a {@link TerrainChange}, and are read back through {@link #cursor()} and
 * {@link #forEachChange} so views rebuild only the chunks a change reaches. A refused edit is a
 * value and changes nothing.
 *
 * <p>Not thread-safe for writing: queries may run on many threads while nobody edits.
 */
public final class Terrain implements ScatterSurface {
    /** The most vertices along either axis, 16385. */
    public static final int MAX_RESOLUTION = 16385;
    /** The most layers, 4. */
    public static final int MAX_LAYERS = 4;
    /** The default {@code chunk_cells}, 32. */
    public static final int DEFAULT_CHUNK_CELLS = 32;
    /** The largest {@code chunk_cells}, 4096. */
    public static final int MAX_CHUNK_CELLS = 4096;

    private final double originX;
    private final double originY;
    private final double originZ;
    private final int nx;
    private final int nz;
    private final double cellSize;
    private final List<TerrainLayer> layers;
    private final int chunkCells;
    private final float[] heights;
    private byte[] splat;
    private byte[] holes;
    private final ChangeHistory<TerrainChange> history;

    Terrain(TerrainBuilder b, float[] heights, byte[] splat, byte[] holes) {
        this.originX = b.originX;
        this.originY = b.originY;
        this.originZ = b.originZ;
        this.nx = b.nx;
        this.nz = b.nz;
        this.cellSize = b.cellSize;
        this.layers = List.copyOf(b.layers);
        this.chunkCells = b.chunkCells;
        this.heights = heights;
        this.splat = splat;
        this.holes = holes;
        this.history = new ChangeHistory<>(b.historyCapacity);
    }

    /**
     * Starts a terrain of {@code nx × nz} vertices {@code cellSize} map units apart, every height 0,
     * origin (0, 0, 0), no layers, no splat, no holes, chunks of 32 cells.
     */
    public static TerrainBuilder builder(int nx, int nz, double cellSize) {
        return new TerrainBuilder(nx, nz, cellSize);
    }

    // ---- the model ----------------------------------------------------------------------------

    /** World X of vertex (0, 0), map units. */
    public double originX() {
        return originX;
    }

    /** World Y that heights are measured from, map units. */
    public double originY() {
        return originY;
    }

    /** World Z of vertex (0, 0), map units. */
    public double originZ() {
        return originZ;
    }

    /** Vertices along X (at least 2). */
    public int resolutionX() {
        return nx;
    }

    /** Vertices along Z (at least 2). */
    public int resolutionZ() {
        return nz;
    }

    /** Cells along X, {@code resolutionX() - 1}. */
    public int cellsX() {
        return nx - 1;
    }

    /** Cells along Z, {@code resolutionZ() - 1}. */
    public int cellsZ() {
        return nz - 1;
    }

    /** Map units between neighbouring vertices. */
    public double cellSize() {
        return cellSize;
    }

    /** The texture layers, 0 to 4, immutable. */
    public List<TerrainLayer> layers() {
        return layers;
    }

    /** Cells per chunk side. */
    public int chunkCells() {
        return chunkCells;
    }

    /** Whether splat weights are stored; without them every vertex is layer 0 alone. */
    public boolean hasSplat() {
        return splat != null;
    }

    /** Whether a hole array is stored (it may still hold no hole). */
    public boolean hasHoles() {
        return holes != null;
    }

    /** Vertex (i, j)'s height above {@link #originY()}, map units. */
    public float height(int i, int j) {
        checkVertex(i, j);
        return heights[j * nx + i];
    }

    /** Vertex (i, j)'s splat weight of {@code layer} (0..3), 0..255, the four summing 255. */
    public int splatWeight(int i, int j, int layer) {
        checkVertex(i, j);
        if (layer < 0 || layer > 3) {
            throw new IndexOutOfBoundsException("layer " + layer + " is outside 0..3");
        }
        return splat == null ? (layer == 0 ? TerrainSplat.FULL : 0) : splat[4 * (j * nx + i) + layer] & 0xff;
    }

    /** Whether cell (i, j) is a hole. */
    public boolean isHole(int i, int j) {
        if (i < 0 || j < 0 || i >= nx - 1 || j >= nz - 1) {
            throw new IndexOutOfBoundsException("cell (" + i + ", " + j + ") is outside " + (nx - 1) + "x" + (nz - 1));
        }
        return holes != null && holes[j * (nx - 1) + i] != 0;
    }

    /** A copy of every height, row-major ({@code j * resolutionX() + i}), map units above origin Y. */
    public float[] heights() {
        return heights.clone();
    }

    /** A copy of the splat bytes (four a vertex), or empty when none are stored. */
    public Optional<byte[]> splat() {
        return Optional.ofNullable(splat).map(byte[]::clone);
    }

    /** A copy of the hole bytes (one a cell), or empty when none are stored. */
    public Optional<byte[]> holes() {
        return Optional.ofNullable(holes).map(byte[]::clone);
    }

    /** The live height array, for readers in this package that must not copy it. */
    float[] heightArray() {
        return heights;
    }

    /** The live splat array or null. */
    byte[] splatArray() {
        return splat;
    }

    /** The live hole array or null. */
    byte[] holeArray() {
        return holes;
    }

    /** The live splat array, started with every vertex layer 0 alone when none was stored. */
    byte[] splatForEditing() {
        if (splat == null) {
            splat = new byte[4 * nx * nz];
            for (int k = 0; k < splat.length; k += 4) {
                splat[k] = (byte) TerrainSplat.FULL;
            }
        }
        return splat;
    }

    /** The live hole array, started empty when none was stored. */
    byte[] holesForEditing() {
        if (holes == null) {
            holes = new byte[(nx - 1) * (nz - 1)];
        }
        return holes;
    }

    /** Records an applied change. */
    void record(TerrainChange change) {
        history.record(change);
    }

    /** A deep copy with the same content and an empty change history. */
    public Terrain copy() {
        return toBuilder().build();
    }

    /** A builder holding a copy of this terrain's content, to change before {@link TerrainBuilder#build()}. */
    public TerrainBuilder toBuilder() {
        TerrainBuilder b = new TerrainBuilder(nx, nz, cellSize).origin(originX, originY, originZ).layers(layers)
                .chunkCells(chunkCells).historyCapacity(history.capacity()).heights(heights);
        if (splat != null) {
            b.splat(splat);
        }
        if (holes != null) {
            b.holes(holes);
        }
        return b;
    }

    /**
     * Whether another terrain holds the same content: origin, resolution, cell size, layers, chunk
     * cells, heights (bit for bit), and splat and holes (present or absent alike).
     */
    public boolean contentEquals(Terrain o) {
        return o != null && Double.compare(originX, o.originX) == 0 && Double.compare(originY, o.originY) == 0
                && Double.compare(originZ, o.originZ) == 0 && nx == o.nx && nz == o.nz
                && Double.compare(cellSize, o.cellSize) == 0 && layers.equals(o.layers) && chunkCells == o.chunkCells
                && java.util.Arrays.equals(heights, o.heights) && java.util.Arrays.equals(splat, o.splat)
                && java.util.Arrays.equals(holes, o.holes);
    }

    // ---- instances ----------------------------------------------------------------------------

    /**
     * Where an instance of this terrain puts its vertex (0, 0): the terrain's centre (the middle of
     * the grid at origin Y) is moved by the whole {@code instance} transform, rotation and scale
     * included, and the grid keeps its axis-aligned extent around the moved centre. The grid is never
     * rotated or scaled, so heights, cell size and layout stay as they are.
     *
     * @param instance the instance's transform (world from local)
     * @param dest     receives the instance's origin, map units
     * @return {@code dest}
     */
    public Vector3d instanceOrigin(Matrix4dc instance, Vector3d dest) {
        double halfX = 0.5 * (nx - 1) * cellSize;
        double halfZ = 0.5 * (nz - 1) * cellSize;
        dest.set(originX + halfX, originY, originZ + halfZ);
        instance.transformPosition(dest);
        return dest.sub(halfX, 0, halfZ);
    }

    // ---- queries ------------------------------------------------------------------------------

    /** Whether (x, z) lies over the grid, edges included. */
    public boolean contains(double x, double z) {
        double fx = (x - originX) / cellSize;
        double fz = (z - originZ) / cellSize;
        return fx >= 0 && fx <= nx - 1 && fz >= 0 && fz <= nz - 1;
    }

    /**
     * The surface's world height at (x, z), map units, interpolated over the triangle holding the
     * point (see the class comment for the diagonal); {@link Double#NaN} off the grid or over a hole.
     * Allocates nothing.
     */
    @Override
    public double heightAt(double x, double z) {
        double fx = (x - originX) / cellSize;
        double fz = (z - originZ) / cellSize;
        if (!(fx >= 0 && fx <= nx - 1 && fz >= 0 && fz <= nz - 1)) {
            return Double.NaN;
        }
        int i = Math.min((int) fx, nx - 2);
        int j = Math.min((int) fz, nz - 2);
        if (holes != null && holes[j * (nx - 1) + i] != 0) {
            return Double.NaN;
        }
        double u = fx - i;
        double v = fz - j;
        int a = j * nx + i;
        double ha = heights[a];
        double hd = heights[a + nx + 1];
        double h;
        if (u >= v) {
            double hb = heights[a + 1];
            h = ha + u * (hb - ha) + v * (hd - hb);
        } else {
            double hc = heights[a + nx];
            h = ha + v * (hc - ha) + u * (hd - hc);
        }
        return originY + h;
    }

    /**
     * The unit normal of the triangle holding (x, z), written into {@code dest}; (0, 1, 0) off the
     * grid. Over a hole it is the normal the triangle would have.
     *
     * @return {@code dest}
     */
    @Override
    public Vector3d normalAt(double x, double z, Vector3d dest) {
        double fx = (x - originX) / cellSize;
        double fz = (z - originZ) / cellSize;
        if (!(fx >= 0 && fx <= nx - 1 && fz >= 0 && fz <= nz - 1)) {
            return dest.set(0, 1, 0);
        }
        int i = Math.min((int) fx, nx - 2);
        int j = Math.min((int) fz, nz - 2);
        double u = fx - i;
        double v = fz - j;
        int a = j * nx + i;
        double ha = heights[a];
        double hb = heights[a + 1];
        double hc = heights[a + nx];
        double hd = heights[a + nx + 1];
        double dx;
        double dz;
        if (u >= v) {
            dx = hb - ha;
            dz = hd - hb;
        } else {
            dx = hd - hc;
            dz = hc - ha;
        }
        return dest.set(-dx, cellSize, -dz).normalize();
    }

    /**
     * The slope at (x, z): the angle between the triangle's normal and straight up, in degrees
     * (0 flat, towards 90 a cliff); 0 off the grid.
     */
    public double slopeDegreesAt(double x, double z) {
        double fx = (x - originX) / cellSize;
        double fz = (z - originZ) / cellSize;
        if (!(fx >= 0 && fx <= nx - 1 && fz >= 0 && fz <= nz - 1)) {
            return 0;
        }
        int i = Math.min((int) fx, nx - 2);
        int j = Math.min((int) fz, nz - 2);
        int a = j * nx + i;
        double dx;
        double dz;
        if (fx - i >= fz - j) {
            dx = (double) heights[a + 1] - heights[a];
            dz = (double) heights[a + nx + 1] - heights[a + 1];
        } else {
            dx = (double) heights[a + nx + 1] - heights[a + nx];
            dz = (double) heights[a + nx] - heights[a];
        }
        double ny = cellSize / Math.sqrt(dx * dx + cellSize * cellSize + dz * dz);
        return StrictMath.toDegrees(StrictMath.acos(Math.min(1.0, ny)));
    }

    /**
     * The four layers' weights at (x, z), 0..1 summing 1, interpolated over the triangle holding the
     * point, written into {@code dest[0..3]}; off the grid, layer 0 alone.
     *
     * @param dest at least four entries
     * @return {@code dest}
     */
    public double[] splatAt(double x, double z, double[] dest) {
        dest[0] = 1;
        dest[1] = 0;
        dest[2] = 0;
        dest[3] = 0;
        double fx = (x - originX) / cellSize;
        double fz = (z - originZ) / cellSize;
        if (splat == null || !(fx >= 0 && fx <= nx - 1 && fz >= 0 && fz <= nz - 1)) {
            return dest;
        }
        int i = Math.min((int) fx, nx - 2);
        int j = Math.min((int) fz, nz - 2);
        double u = fx - i;
        double v = fz - j;
        int a = j * nx + i;
        int second;
        double wa;
        double w2;
        double wd;
        if (u >= v) {
            second = a + 1;
            wa = 1 - u;
            w2 = u - v;
            wd = v;
        } else {
            second = a + nx;
            wa = 1 - v;
            w2 = v - u;
            wd = u;
        }
        int d = a + nx + 1;
        for (int k = 0; k < 4; k++) {
            dest[k] = (wa * (splat[4 * a + k] & 0xff) + w2 * (splat[4 * second + k] & 0xff)
                    + wd * (splat[4 * d + k] & 0xff)) / TerrainSplat.FULL;
        }
        return dest;
    }

    /**
     * The layer with the largest weight at (x, z), the lowest on a tie; 0 off the grid.
     *
     * @param scratch at least four entries, overwritten (so the query allocates nothing)
     */
    public int dominantLayerAt(double x, double z, double[] scratch) {
        double[] w = splatAt(x, z, scratch);
        int best = 0;
        for (int k = 1; k < 4; k++) {
            if (w[k] > w[best]) {
                best = k;
            }
        }
        return best;
    }

    /** As {@link #dominantLayerAt(double, double, double[])}, with its own scratch array. */
    public int dominantLayerAt(double x, double z) {
        return dominantLayerAt(x, z, new double[4]);
    }

    /** Whether (x, z) lies over a hole cell; false off the grid. */
    public boolean isHoleAt(double x, double z) {
        double fx = (x - originX) / cellSize;
        double fz = (z - originZ) / cellSize;
        if (holes == null || !(fx >= 0 && fx <= nx - 1 && fz >= 0 && fz <= nz - 1)) {
            return false;
        }
        int i = Math.min((int) fx, nx - 2);
        int j = Math.min((int) fz, nz - 2);
        return holes[j * (nx - 1) + i] != 0;
    }

    /**
     * The first place a ray meets the surface, over the same triangles the mesh draws, holes left
     * out. Walks only the cells under the ray.
     *
     * @param ox          ray start X, map units
     * @param oy          ray start Y
     * @param oz          ray start Z
     * @param dx          ray direction X (any length but not all zero)
     * @param dy          ray direction Y
     * @param dz          ray direction Z
     * @param maxDistance the farthest hit, in units of the direction's length
     * @return the hit, or empty when the ray misses within {@code maxDistance}
     */
    public Optional<TerrainHit> raycast(double ox, double oy, double oz, double dx, double dy, double dz,
            double maxDistance) {
        return TerrainRaycast.cast(this, ox, oy, oz, dx, dy, dz, maxDistance);
    }

    /**
     * Vertex (i, j)'s smooth normal for shading, from central differences of its neighbours'
     * heights (one-sided at the edges), written into {@code dest}. Depends on the vertices at
     * i ± 1 and j ± 1, which {@link #chunksReachedBy} accounts for.
     *
     * @return {@code dest}
     */
    public Vector3f vertexNormal(int i, int j, Vector3f dest) {
        int i0 = Math.max(i - 1, 0);
        int i1 = Math.min(i + 1, nx - 1);
        int j0 = Math.max(j - 1, 0);
        int j1 = Math.min(j + 1, nz - 1);
        float sx = (heights[j * nx + i1] - heights[j * nx + i0]) / (float) ((i1 - i0) * cellSize);
        float sz = (heights[j1 * nx + i] - heights[j0 * nx + i]) / (float) ((j1 - j0) * cellSize);
        return dest.set(-sx, 1f, -sz).normalize();
    }

    // ---- chunks -------------------------------------------------------------------------------

    /** Chunks along X, {@code ceil(cellsX / chunkCells)}. */
    public int chunksX() {
        return (nx - 2) / chunkCells + 1;
    }

    /** Chunks along Z, {@code ceil(cellsZ / chunkCells)}. */
    public int chunksZ() {
        return (nz - 2) / chunkCells + 1;
    }

    /** Chunk (cx, cz): its cells, the last along an axis possibly smaller. */
    public TerrainChunk chunk(int cx, int cz) {
        if (cx < 0 || cz < 0 || cx >= chunksX() || cz >= chunksZ()) {
            throw new IndexOutOfBoundsException("chunk (" + cx + ", " + cz + ") is outside " + chunksX() + "x" + chunksZ());
        }
        int i = cx * chunkCells;
        int j = cz * chunkCells;
        return new TerrainChunk(cx, cz, i, j, Math.min(chunkCells, nx - 1 - i), Math.min(chunkCells, nz - 1 - j));
    }

    /**
     * The chunks whose mesh or collider a change reaches, row by row: for heights, every cell
     * touching a written vertex or a vertex whose {@link #vertexNormal smooth normal} it changes; for
     * splat, every cell touching a written vertex; for holes, the written cells.
     */
    public List<TerrainChunk> chunksReachedBy(TerrainChange change) {
        TerrainRect r = change.rect();
        List<TerrainChunk> out = new ArrayList<>();
        if (r.area() == 0) {
            return out;
        }
        int ci0;
        int cj0;
        int ci1;
        int cj1; // cells, inclusive
        if (change instanceof TerrainChange.Holes) {
            ci0 = r.i();
            cj0 = r.j();
            ci1 = r.endI() - 1;
            cj1 = r.endJ() - 1;
        } else {
            int reach = change instanceof TerrainChange.Heights ? 1 : 0;
            ci0 = r.i() - 1 - reach;
            cj0 = r.j() - 1 - reach;
            ci1 = r.endI() - 1 + reach;
            cj1 = r.endJ() - 1 + reach;
        }
        ci0 = Math.max(ci0, 0);
        cj0 = Math.max(cj0, 0);
        ci1 = Math.min(ci1, nx - 2);
        cj1 = Math.min(cj1, nz - 2);
        for (int cz = cj0 / chunkCells; cz <= cj1 / chunkCells; cz++) {
            for (int cx = ci0 / chunkCells; cx <= ci1 / chunkCells; cx++) {
                out.add(chunk(cx, cz));
            }
        }
        return out;
    }

    // ---- editing ------------------------------------------------------------------------------

    /**
     * Sets the heights of a rectangle of vertices and records the change.
     *
     * @param rect   vertices to write, inside the grid
     * @param values {@code rect.area()} heights above origin Y, row-major, map units, all finite
     * @return the refusal (naming {@code rect} or {@code values[k]}) when nothing was written
     */
    public Optional<TerrainRefusal> setHeights(TerrainRect rect, float[] values) {
        return TerrainEdits.setHeights(this, rect, values);
    }

    /**
     * Sets the splat weights of a rectangle of vertices (stored normalised, so each vertex's four
     * sum 255; all zero means layer 0) and records the change. Starts a splat array, every vertex
     * layer 0 alone, when none was stored.
     *
     * @param rect    vertices to write, inside the grid
     * @param weights {@code 4 * rect.area()} bytes, layers 0..3 per vertex, row-major
     * @return the refusal (naming {@code rect} or {@code weights}) when nothing was written
     */
    public Optional<TerrainRefusal> setSplat(TerrainRect rect, byte[] weights) {
        return TerrainEdits.setSplat(this, rect, weights);
    }

    /**
     * Sets the holes of a rectangle of cells (non-zero a hole, stored as 1) and records the change.
     * Starts a hole array when none was stored.
     *
     * @param rect  cells to write, inside the {@code cellsX × cellsZ} cells
     * @param cells {@code rect.area()} bytes, row-major
     * @return the refusal (naming {@code rect} or {@code cells}) when nothing was written
     */
    public Optional<TerrainRefusal> setHoles(TerrainRect rect, byte[] cells) {
        return TerrainEdits.setHoles(this, rect, cells);
    }

    /**
     * Applies a change record (one from another terrain of the same size, or an
     * {@link TerrainChange#inverse() inverse} to undo) and records it in turn.
     *
     * @return the refusal when the change does not fit this terrain; nothing is written then
     */
    public Optional<TerrainRefusal> apply(TerrainChange change) {
        if (change instanceof TerrainChange.Heights h) {
            return setHeights(h.rect(), h.after());
        }
        if (change instanceof TerrainChange.Splat s) {
            return setSplat(s.rect(), s.after());
        }
        TerrainChange.Holes h = (TerrainChange.Holes) change;
        return setHoles(h.rect(), h.after());
    }

    /** Marks the terrain as it stands now. */
    public TerrainCursor cursor() {
        return new TerrainCursor(this, history.position());
    }

    /**
     * Calls back with each change recorded since the cursor, oldest first, once each.
     *
     * @param cursor a cursor this terrain made ({@link #cursor()})
     * @param consumer called with each change
     * @return false (calling back with nothing) when the bounded history no longer reaches back to
     *         the cursor: rebuild every view from scratch, then take a new cursor
     * @throws IllegalArgumentException naming both terrains when another terrain made the cursor
     *                                  (its position means nothing in this terrain's history)
     */
    public boolean forEachChange(TerrainCursor cursor, Consumer<TerrainChange> consumer) {
        if (cursor.terrain() != this) {
            throw new IllegalArgumentException("the cursor was taken from another terrain, " + cursor.terrain()
                    + ", not from this one, " + this + ": take a cursor from this terrain's cursor()");
        }
        return history.forEachSince(cursor.position(), consumer);
    }

    private void checkVertex(int i, int j) {
        if (i < 0 || j < 0 || i >= nx || j >= nz) {
            throw new IndexOutOfBoundsException("vertex (" + i + ", " + j + ") is outside " + nx + "x" + nz);
        }
    }

    @Override
    public String toString() {
        return "Terrain[" + nx + "x" + nz + " vertices, cell " + cellSize + ", " + layers.size() + " layers]";
    }
}
