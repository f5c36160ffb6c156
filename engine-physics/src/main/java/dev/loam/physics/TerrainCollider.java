package dev.loam.physics;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainChange;
import dev.loam.terrain.TerrainChunk;
import dev.loam.terrain.TerrainCursor;
import dev.loam.terrain.TerrainRect;
import java.util.Arrays;
import java.util.function.Consumer;
import org.joml.Matrix4dc;
import org.joml.Vector3d;

/**
 * A terrain's collider: one {@link HeightfieldCollider} per {@link Terrain#chunk chunk} of
 * {@link Terrain#chunkCells()} cells a side, built from the terrain's heights and holes over the
 * terrain's own triangles (the diagonal a–d of {@link Terrain}), so rays, surface heights and
 * characters meet exactly the surface that {@link Terrain#heightAt} and {@link Terrain#raycast}
 * answer for and the mesh draws. Hole cells have no collider. A {@link CollisionWorld} holds this
 * terrain-level collider; a game streams the chunks in and out with {@link #loadChunk} and
 * {@link #freeChunk}, and a freed chunk's cells have no collider until it is loaded again.
 *
 * <p>Bodies meet the union of the loaded chunks' triangles: a sphere across a chunk seam rests on
 * the highest of the triangles of both chunks, so a sliding body meets no seam, and a swept capsule
 * meets the solid under the triangles of both chunks at its exact time of impact, as under one
 * heightfield. Casts and contacts report this collider and the terrain's cell (i, j) hit.
 *
 * <p>The collider stands where the terrain does (its origin, in map units taken as metres), or
 * where an instance of it puts it ({@link Terrain#instanceOrigin}: moved, never rotated). It follows
 * the terrain's change records: {@link #update()} rebuilds only the loaded chunks whose heights or
 * holes a change wrote (a chunk holding a cell that touches a written vertex, or a written hole
 * cell); splat changes rebuild nothing. Not thread-safe: update, stream and query from the game
 * loop's thread.
 */
public final class TerrainCollider extends Collider {
    private final Terrain terrain;
    private final int vertexColumns;
    private final int vertexRows;
    private final int chunkCells;
    /** log2 of {@link #chunkCells} where that is a power of two (the chunk of a cell a shift, not a division), else −1. */
    private final int chunkShift;
    private final int chunksX;
    private final int chunksZ;
    private final double cellSize;
    private final double originX;
    private final double originY;
    private final double originZ;
    /** The loaded chunks, {@code chunkZ * chunksX + chunkX}; null where freed. */
    private final HeightfieldCollider[] chunks;
    /** Chunks a change record reached since the last update, same indexing. */
    private final boolean[] dirty;
    private int loaded;
    private TerrainCursor cursor;
    private int lastRebuiltChunks;
    private int lastRebuiltCells;
    private final Consumer<TerrainChange> onChange = c -> {
        sawChange = true;
        markReached(c);
    };
    /** Whether the update under way read a change (a new cursor is taken only then). */
    private boolean sawChange;
    /** The raycasts' walk over the terrain's cells. */
    private final GridRay ray = new GridRay();

    /** Builds every chunk of a terrain as it stands now, at the terrain's origin. The terrain is read, not copied. */
    public TerrainCollider(Terrain terrain) {
        this(terrain, true);
    }

    /**
     * A terrain's collider at its origin with every chunk loaded, or none (to {@link #loadChunk}
     * them as a game streams them in). The terrain is read, not copied.
     */
    public TerrainCollider(Terrain terrain, boolean loadAll) {
        this(terrain, terrain.originX(), terrain.originY(), terrain.originZ(), loadAll);
    }

    /**
     * The collider of an instance of a terrain: vertex (0, 0) stands at
     * {@link Terrain#instanceOrigin(Matrix4dc, Vector3d)} (the terrain's centre moved by the whole
     * transform, the grid never rotated or scaled). The terrain is read, not copied.
     *
     * @param instance the instance's transform (world from the terrain's own space); read once
     */
    public TerrainCollider(Terrain terrain, Matrix4dc instance, boolean loadAll) {
        this(terrain, terrain.instanceOrigin(instance, new Vector3d()), loadAll);
    }

    private TerrainCollider(Terrain terrain, Vector3d origin, boolean loadAll) {
        this(terrain, origin.x, origin.y, origin.z, loadAll);
    }

    private TerrainCollider(Terrain terrain, double originX, double originY, double originZ, boolean loadAll) {
        if (!(Double.isFinite(originX) && Double.isFinite(originY) && Double.isFinite(originZ))) {
            throw new IllegalArgumentException("terrain collider: the origin (" + originX + ", " + originY + ", "
                    + originZ + ") must be finite");
        }
        this.terrain = terrain;
        this.vertexColumns = terrain.resolutionX();
        this.vertexRows = terrain.resolutionZ();
        this.chunkCells = terrain.chunkCells();
        this.chunkShift = Integer.bitCount(chunkCells) == 1 ? Integer.numberOfTrailingZeros(chunkCells) : -1;
        this.chunksX = terrain.chunksX();
        this.chunksZ = terrain.chunksZ();
        this.cellSize = terrain.cellSize();
        this.originX = originX;
        this.originY = originY;
        this.originZ = originZ;
        this.chunks = new HeightfieldCollider[chunksX * chunksZ];
        this.dirty = new boolean[chunks.length];
        this.cursor = terrain.cursor();
        if (loadAll) {
            for (int cz = 0; cz < chunksZ; cz++) {
                for (int cx = 0; cx < chunksX; cx++) {
                    loadChunk(cx, cz);
                }
            }
        }
    }

    /** The terrain this collider stands for. */
    public Terrain terrain() {
        return terrain;
    }

    /** World x of the terrain's vertex (0, 0) as this collider places it, metres. */
    public double originX() {
        return originX;
    }

    /** World y the terrain's heights stand over, metres. */
    public double originY() {
        return originY;
    }

    /** World z of the terrain's vertex (0, 0), metres. */
    public double originZ() {
        return originZ;
    }

    /** Chunks along x, {@link Terrain#chunksX()}. */
    public int chunksX() {
        return chunksX;
    }

    /** Chunks along z, {@link Terrain#chunksZ()}. */
    public int chunksZ() {
        return chunksZ;
    }

    /** How many chunks are loaded. */
    public int loadedChunks() {
        return loaded;
    }

    /**
     * The loaded chunk (cx, cz), or null when it is freed. This collider owns it; read it, do not
     * change it (the next rebuild would overwrite the change).
     *
     * @throws IndexOutOfBoundsException for a chunk off the terrain
     */
    public HeightfieldCollider chunk(int chunkX, int chunkZ) {
        return chunks[chunkIndex(chunkX, chunkZ)];
    }

    /**
     * Loads a chunk, building it from the terrain as it stands now; a loaded chunk stays as it is.
     * Returns the chunk, which this collider owns.
     *
     * @throws IndexOutOfBoundsException for a chunk off the terrain
     */
    public HeightfieldCollider loadChunk(int chunkX, int chunkZ) {
        int k = chunkIndex(chunkX, chunkZ);
        if (chunks[k] == null) {
            chunks[k] = build(terrain.chunk(chunkX, chunkZ));
            loaded++;
        }
        return chunks[k];
    }

    /**
     * Frees a chunk: its cells have no collider until it is loaded again, and its change records
     * are not followed meanwhile (loading reads the terrain afresh).
     *
     * @return whether the chunk was loaded
     * @throws IndexOutOfBoundsException for a chunk off the terrain
     */
    public boolean freeChunk(int chunkX, int chunkZ) {
        int k = chunkIndex(chunkX, chunkZ);
        if (chunks[k] == null) {
            return false;
        }
        chunks[k] = null;
        dirty[k] = false;
        loaded--;
        return true;
    }

    private int chunkIndex(int chunkX, int chunkZ) {
        if (chunkX < 0 || chunkZ < 0 || chunkX >= chunksX || chunkZ >= chunksZ) {
            throw new IndexOutOfBoundsException("chunk " + chunkX + ", " + chunkZ + " is off the terrain's " + chunksX
                    + " × " + chunksZ + " chunks");
        }
        return chunkZ * chunksX + chunkX;
    }

    private HeightfieldCollider build(TerrainChunk c) {
        int columns = c.cellsX() + 1, rows = c.cellsZ() + 1;
        double[] heights = new double[columns * rows];
        for (int b = 0; b < rows; b++) {
            for (int a = 0; a < columns; a++) {
                heights[b * columns + a] = terrain.height(c.firstI() + a, c.firstJ() + b);
            }
        }
        boolean[] holes = null;
        if (terrain.hasHoles()) {
            holes = new boolean[c.cellsX() * c.cellsZ()];
            for (int b = 0; b < c.cellsZ(); b++) {
                for (int a = 0; a < c.cellsX(); a++) {
                    holes[b * c.cellsX() + a] = terrain.isHole(c.firstI() + a, c.firstJ() + b);
                }
            }
        }
        return new HeightfieldCollider(columns, rows, cellSize, cellSize, originX + c.firstI() * cellSize, originY,
                originZ + c.firstJ() * cellSize, heights, holes, this, c.firstI(), c.firstJ());
    }

    /** Reads a loaded chunk's heights and holes afresh from the terrain, in place. */
    private void rebuild(int k) {
        HeightfieldCollider h = chunks[k];
        TerrainChunk c = terrain.chunk(k % chunksX, k / chunksX);
        for (int b = 0; b <= c.cellsZ(); b++) {
            for (int a = 0; a <= c.cellsX(); a++) {
                h.setHeight(a, b, terrain.height(c.firstI() + a, c.firstJ() + b));
            }
        }
        boolean holes = terrain.hasHoles();
        for (int b = 0; b < c.cellsZ(); b++) {
            for (int a = 0; a < c.cellsX(); a++) {
                h.setHole(a, b, holes && terrain.isHole(c.firstI() + a, c.firstJ() + b));
            }
        }
        lastRebuiltChunks++;
        lastRebuiltCells += c.cellsX() * c.cellsZ();
    }

    /**
     * Reads the terrain's change records since the last update and rebuilds, once each, the loaded
     * chunks whose heights or holes they wrote: for heights, every chunk holding a cell that
     * touches a written vertex (a vertex on a chunk seam belongs to the chunks on both sides); for
     * holes, the chunks holding the written cells; splat changes none. When the terrain's history
     * no longer reaches back, rebuilds every loaded chunk.
     *
     * @return the number of chunks rebuilt
     */
    public int update() {
        lastRebuiltChunks = 0;
        lastRebuiltCells = 0;
        sawChange = false;
        boolean reached = terrain.forEachChange(cursor, onChange);
        if (!reached) {
            Arrays.fill(dirty, true);
        }
        if (sawChange || !reached) {
            // Taken only when the history moved, so an update with nothing to read allocates nothing.
            cursor = terrain.cursor();
        }
        for (int k = 0; k < chunks.length; k++) {
            if (dirty[k]) {
                dirty[k] = false;
                if (chunks[k] != null) {
                    rebuild(k);
                }
            }
        }
        return lastRebuiltChunks;
    }

    private void markReached(TerrainChange change) {
        TerrainRect r = change.rect();
        if (r.area() == 0 || change instanceof TerrainChange.Splat) {
            return;
        }
        // The cells reached, inclusive: a written hole cell itself; a written vertex, the cells on
        // both sides of it (a vertex on a seam lies in the chunks on both sides).
        int before = change instanceof TerrainChange.Holes ? 0 : 1;
        int i0 = Math.max(r.i() - before, 0), j0 = Math.max(r.j() - before, 0);
        int i1 = Math.min(r.endI() - 1, vertexColumns - 2), j1 = Math.min(r.endJ() - 1, vertexRows - 2);
        for (int cz = j0 / chunkCells; cz <= j1 / chunkCells; cz++) {
            for (int cx = i0 / chunkCells; cx <= i1 / chunkCells; cx++) {
                dirty[cz * chunksX + cx] = true;
            }
        }
    }

    /** How many chunks the last {@link #update()} rebuilt. */
    public int lastRebuiltChunks() {
        return lastRebuiltChunks;
    }

    /** How many cells the chunks the last {@link #update()} rebuilt hold. */
    public int lastRebuiltCells() {
        return lastRebuiltCells;
    }

    // ---- queries ------------------------------------------------------------------------------

    /** The loaded chunk holding terrain cell (i, j), which must be on the terrain; null when freed. */
    private HeightfieldCollider chunkOfCell(int i, int j) {
        return chunkShift >= 0 ? chunks[(j >> chunkShift) * chunksX + (i >> chunkShift)]
                : chunks[(j / chunkCells) * chunksX + i / chunkCells];
    }

    /** Terrain cell column or row {@code i} (on the terrain) within its chunk. */
    private int inChunk(int i) {
        return chunkShift >= 0 ? i & (chunkCells - 1) : i % chunkCells;
    }

    /**
     * The surface's world y at (x, z) over the same triangle {@link Terrain#heightAt} picks (its far
     * edges included); −∞ off the terrain, over a hole or over a freed chunk.
     */
    @Override
    double surfaceHeight(double x, double z) {
        double fx = (x - originX) / cellSize, fz = (z - originZ) / cellSize;
        if (!(fx >= 0 && fz >= 0 && fx <= vertexColumns - 1 && fz <= vertexRows - 1)) {
            return Double.NEGATIVE_INFINITY;
        }
        int i = Math.min((int) fx, vertexColumns - 2), j = Math.min((int) fz, vertexRows - 2);
        HeightfieldCollider chunk = chunkOfCell(i, j);
        if (chunk == null) {
            return Double.NEGATIVE_INFINITY;
        }
        return chunk.heightInQuad(inChunk(i), inChunk(j), fx - i, fz - j);
    }

    @Override
    void support(double x, double z, double radius, double lowY, double highY, SupportProbe probe) {
        int i0 = Math.max(0, (int) Math.floor((x - radius - originX) / cellSize));
        int i1 = Math.min(vertexColumns - 2, (int) Math.floor((x + radius - originX) / cellSize));
        int j0 = Math.max(0, (int) Math.floor((z - radius - originZ) / cellSize));
        int j1 = Math.min(vertexRows - 2, (int) Math.floor((z + radius - originZ) / cellSize));
        if (i0 > i1 || j0 > j1) {
            return;
        }
        // The footprint meets one chunk, or two or four across a seam: the highest support over all
        // their triangles is the same whichever chunks hold them, so no seam.
        for (int cz = j0 / chunkCells; cz <= j1 / chunkCells; cz++) {
            for (int cx = i0 / chunkCells; cx <= i1 / chunkCells; cx++) {
                HeightfieldCollider chunk = chunks[cz * chunksX + cx];
                if (chunk != null) {
                    chunk.support(x, z, radius, lowY, highY, probe);
                }
            }
        }
    }

    /**
     * Tests the loaded chunks under the sweep's path grown by the radius, each its own quads'
     * prisms (exact time of impact, {@link CapsuleSweep#prism}): the union of their prisms is the
     * same whichever chunks hold them, so no seam.
     */
    @Override
    void sweep(CapsuleSweep sweep) {
        if (!sweep.rows(originZ, cellSize, vertexRows - 1)
                || !sweep.columns(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, originX, cellSize,
                vertexColumns - 1)) {
            return;
        }
        int cz0 = sweep.firstRow / chunkCells, cz1 = sweep.lastRow / chunkCells;
        int cx0 = sweep.firstColumn / chunkCells, cx1 = sweep.lastColumn / chunkCells;
        // Chunks along the path, so that a touch found early shortens the path the later ones walk.
        for (int kz = 0; kz <= cz1 - cz0; kz++) {
            int cz = sweep.dz >= 0 ? cz0 + kz : cz1 - kz;
            for (int kx = 0; kx <= cx1 - cx0; kx++) {
                int cx = sweep.dx >= 0 ? cx0 + kx : cx1 - kx;
                HeightfieldCollider chunk = chunks[cz * chunksX + cx];
                if (chunk != null) {
                    chunk.sweep(sweep);
                }
            }
        }
    }

    @Override
    boolean raycast(double ox, double oy, double oz, double dx, double dy, double dz, double maxDistance,
                    CollisionHit dest) {
        double maxT = Math.min(maxDistance, dest.distance());
        // A short ray (a wheel's down its suspension) often stays over one cell: that cell is the
        // whole walk, so it is tested without one.
        double fx0 = (ox - originX) / cellSize, fz0 = (oz - originZ) / cellSize;
        double fx1 = fx0 + dx * maxT / cellSize, fz1 = fz0 + dz * maxT / cellSize;
        if (fx0 >= 0 && fz0 >= 0 && fx1 >= 0 && fz1 >= 0 && maxT >= 0) {
            int i = (int) fx0, j = (int) fz0;
            if (i == (int) fx1 && j == (int) fz1 && i < vertexColumns - 1 && j < vertexRows - 1) {
                HeightfieldCollider chunk = chunkOfCell(i, j);
                return chunk != null && chunk.castQuad(inChunk(i), inChunk(j), ox, oy, oz, dx, dy, dz, maxT,
                        dest);
            }
        }
        // Walk the terrain's cells across chunks, testing each against its chunk's triangles.
        GridRay ray = this.ray;
        for (boolean in = ray.begin(ox, oz, dx, dz, Math.min(maxDistance, dest.distance()), originX, originZ, cellSize,
                cellSize, vertexColumns - 1, vertexRows - 1, true); in; in = ray.next()) {
            int i = ray.column, j = ray.row;
            HeightfieldCollider chunk = chunkOfCell(i, j);
            if (chunk != null
                    && chunk.castQuad(inChunk(i), inChunk(j), ox, oy, oz, dx, dy, dz, ray.tEnd, dest)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "TerrainCollider[" + vertexColumns + "x" + vertexRows + " vertices, " + loaded + "/" + chunks.length
                + " chunks]";
    }
}
