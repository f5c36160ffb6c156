package dev.loam.physics;

import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockCursor;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockRect;
import java.util.function.Consumer;

/**
 * A block map's collider: one {@link VoxelCollider} per {@link BlockMap#CHUNK_CELLS} ×
 * {@link BlockMap#CHUNK_CELLS} chunk, each a column of boxes per cell, a wedge per stair and a wall
 * per blocked block. A {@link CollisionWorld} holds this map-level collider; a game streams the
 * chunks in and out with {@link #loadChunk} and {@link #freeChunk}, and a freed chunk's cells have
 * no collider until it is loaded again.
 *
 * <p>Bodies meet the union of the loaded columns, never a single box or a single chunk: where two
 * columns meet, in one chunk or across two, their shared faces and edges are inside the ground and
 * produce no contact, so a sliding body meets no seam. Casts report this collider and the map's
 * column and row of the cell hit.
 *
 * <p>The collider follows the map's change records: {@link #update()} rebuilds only the columns a
 * change touched (and a stair beside them, whose facing the change may turn, in whichever chunk it
 * stands). Not thread-safe: update, stream and query from the game loop's thread.
 */
public final class BlockMapCollider extends Collider {
    private static final int CHUNK = VoxelCollider.CHUNK;

    private final BlockMap map;
    private final int width;
    private final int depth;
    private final int chunkColumns;
    private final int chunkRows;
    private final double originX;
    private final double originZ;
    private final double cellX;
    private final double cellZ;
    private final double base;
    private final double step;
    /** The loaded chunks, {@code chunkRow * chunkColumns + chunkColumn}; null where freed. */
    private final VoxelCollider[] chunks;
    private int loaded;
    private BlockCursor cursor;
    private int lastRebuilt;
    private final Consumer<BlockChange> onChange = this::rebuild;
    /** The raycasts' walk over the map's cells. */
    private final GridRay ray = new GridRay();

    /** Builds every chunk of a map as it stands now. The map is read, not copied. */
    public BlockMapCollider(BlockMap map) {
        this(map, true);
    }

    /**
     * A map's collider with every chunk loaded, or none (to {@link #loadChunk} them as a game
     * streams them in). The map is read, not copied.
     */
    public BlockMapCollider(BlockMap map, boolean loadAll) {
        this.map = map;
        this.width = map.width();
        this.depth = map.depth();
        this.chunkColumns = (width + CHUNK - 1) / CHUNK;
        this.chunkRows = (depth + CHUNK - 1) / CHUNK;
        this.originX = map.position().x();
        this.originZ = map.position().z();
        this.cellX = map.cellSize().x();
        this.cellZ = map.cellSize().z();
        this.base = map.baseMetres();
        this.step = map.cellSize().step();
        this.chunks = new VoxelCollider[chunkColumns * chunkRows];
        this.cursor = map.cursor();
        if (loadAll) {
            for (int cr = 0; cr < chunkRows; cr++) {
                for (int cc = 0; cc < chunkColumns; cc++) {
                    loadChunk(cc, cr);
                }
            }
        }
    }

    /** The map this collider stands for. */
    public BlockMap map() {
        return map;
    }

    /** The world y of the columns' bottom, the map's base, in metres. */
    public double baseMetres() {
        return base;
    }

    /** How many chunks span the map west to east. */
    public int chunkColumns() {
        return chunkColumns;
    }

    /** How many chunks span the map north to south. */
    public int chunkRows() {
        return chunkRows;
    }

    /** How many chunks are loaded. */
    public int loadedChunks() {
        return loaded;
    }

    /**
     * The loaded chunk at a chunk column and row, or null when it is freed.
     *
     * @throws IndexOutOfBoundsException for a chunk off the map
     */
    public VoxelCollider chunk(int chunkColumn, int chunkRow) {
        return chunks[chunkIndex(chunkColumn, chunkRow)];
    }

    /** The loaded chunk holding a map cell, or null when the cell is off the map or its chunk is freed. */
    public VoxelCollider chunkAt(int column, int row) {
        if (column < 0 || row < 0 || column >= width || row >= depth) {
            return null;
        }
        return chunks[(row / CHUNK) * chunkColumns + column / CHUNK];
    }

    /**
     * Loads a chunk, building its columns from the map as it stands now; a loaded chunk stays as it
     * is. Returns the chunk, which this collider owns.
     *
     * @throws IndexOutOfBoundsException for a chunk off the map
     */
    public VoxelCollider loadChunk(int chunkColumn, int chunkRow) {
        int k = chunkIndex(chunkColumn, chunkRow);
        if (chunks[k] == null) {
            chunks[k] = new VoxelCollider(this, chunkColumn, chunkRow);
            loaded++;
        }
        return chunks[k];
    }

    /**
     * Frees a chunk: its cells have no collider until it is loaded again, and its change records are
     * not followed meanwhile (loading reads the map afresh).
     *
     * @return whether the chunk was loaded
     * @throws IndexOutOfBoundsException for a chunk off the map
     */
    public boolean freeChunk(int chunkColumn, int chunkRow) {
        int k = chunkIndex(chunkColumn, chunkRow);
        if (chunks[k] == null) {
            return false;
        }
        chunks[k] = null;
        loaded--;
        return true;
    }

    private int chunkIndex(int chunkColumn, int chunkRow) {
        if (chunkColumn < 0 || chunkRow < 0 || chunkColumn >= chunkColumns || chunkRow >= chunkRows) {
            throw new IndexOutOfBoundsException("chunk " + chunkColumn + ", " + chunkRow + " is off " + map.name()
                    + "'s " + chunkColumns + " × " + chunkRows + " chunks");
        }
        return chunkRow * chunkColumns + chunkColumn;
    }

    /**
     * Reads the map's change records since the last update and rebuilds only the columns they
     * touched in loaded chunks, and each stair sharing an edge with them (whose facing the change
     * may turn), across a chunk border too. When the map's history no longer reaches back, rebuilds
     * every loaded chunk.
     *
     * @return the number of columns rebuilt
     */
    public int update() {
        lastRebuilt = 0;
        if (!map.forEachChange(cursor, onChange)) {
            for (int k = 0; k < chunks.length; k++) {
                if (chunks[k] != null) {
                    chunks[k] = new VoxelCollider(this, k % chunkColumns, k / chunkColumns);
                    lastRebuilt += chunks[k].columns() * chunks[k].rows();
                }
            }
        }
        cursor = map.cursor();
        return lastRebuilt;
    }

    private void rebuild(BlockChange change) {
        BlockRect rect = change.rect();
        for (int r = rect.row() - 1; r <= rect.endRow(); r++) {
            for (int c = rect.column() - 1; c <= rect.endColumn(); c++) {
                VoxelCollider chunk = chunkAt(c, r);
                if (chunk == null) {
                    continue;
                }
                boolean inside = rect.contains(c, r);
                boolean besideColumns = c >= rect.column() && c < rect.endColumn();
                boolean besideRows = r >= rect.row() && r < rect.endRow();
                if (!inside && !besideColumns && !besideRows) {
                    continue; // a diagonal neighbour: its stair faces along edges only
                }
                boolean stair = chunk.kind[chunk.index(c, r)] >= VoxelCollider.STAIR;
                if (inside || stair || map.stairFacing(c, r).isPresent()) {
                    chunk.rebuildColumn(c, r);
                    lastRebuilt++;
                }
            }
        }
    }

    /** How many columns the last {@link #update()} rebuilt. */
    public int lastRebuiltColumns() {
        return lastRebuilt;
    }

    /** Whether the cell has a collider (false for a void cell, a freed chunk's cell or off the map). */
    public boolean isSolid(int column, int row) {
        VoxelCollider chunk = chunkAt(column, row);
        return chunk != null && chunk.isSolid(column, row);
    }

    /**
     * The world y of a column's solid top at its lowest in metres: the cell's top, a blocked wall's
     * top, a stair's foot; −∞ for a void cell, a freed chunk's cell or off the map.
     */
    public double columnTopMetres(int column, int row) {
        VoxelCollider chunk = chunkAt(column, row);
        return chunk != null ? chunk.columnTopMetres(column, row) : Double.NEGATIVE_INFINITY;
    }

    /** The stair facing of a column with a wedge, or null for a column without one (or not loaded). */
    public BlockFacing wedgeFacing(int column, int row) {
        VoxelCollider chunk = chunkAt(column, row);
        return chunk != null ? chunk.wedgeFacing(column, row) : null;
    }

    // ---- queries ------------------------------------------------------------------------------

    @Override
    double surfaceHeight(double x, double z) {
        double fc = Math.floor((x - originX) / cellX), fr = Math.floor((z - originZ) / cellZ);
        if (!(fc >= 0 && fr >= 0 && fc < width && fr < depth)) {
            return Double.NEGATIVE_INFINITY;
        }
        int c = (int) fc, r = (int) fr;
        VoxelCollider chunk = chunks[(r / CHUNK) * chunkColumns + c / CHUNK];
        return chunk == null ? Double.NEGATIVE_INFINITY : chunk.surfaceHeight(c, r, x, z);
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
        if (c0 > c1 || r0 > r1) {
            return;
        }
        double gap = above ? 0 : Math.max(0, base - highY);
        // The footprint meets one chunk, or two or four across a chunk border: the union of the
        // columns under it is the same whichever chunks hold them, so no seam.
        for (int r = r0; r <= r1; r++) {
            int chunkRow = (r / CHUNK) * chunkColumns, localRow = (r % CHUNK) * CHUNK;
            for (int c = c0; c <= c1; c++) {
                VoxelCollider chunk = chunks[chunkRow + c / CHUNK];
                if (chunk == null) {
                    continue;
                }
                int i = localRow + c % CHUNK;
                int k = chunk.kind[i];
                if (k == VoxelCollider.VOID) {
                    continue;
                }
                if (above) {
                    columnSupport(c, r, k, chunk.top[i], x, z, radius, probe);
                } else {
                    double x0 = originX + c * cellX, z0 = originZ + r * cellZ;
                    double qx = VoxelCollider.clamp(x, x0, x0 + cellX), qz = VoxelCollider.clamp(z, z0, z0 + cellZ);
                    double d2 = (x - qx) * (x - qx) + (z - qz) * (z - qz) + gap * gap;
                    if (d2 < radius * radius) {
                        probe.block(this, c, r, qx, base, qz);
                    }
                }
            }
        }
    }

    /**
     * The highest centre of a sphere over (x, z) resting on a column: maximises
     * {@code s(q) + sqrt(R² − |q − p|²)} over the column's top, which is concave in q. Across the
     * wedge's slope the problem is one-dimensional and clamping its optimum is exact; along the
     * other axis the nearest offset to 0 is optimal.
     */
    private void columnSupport(int c, int r, int k, double columnTop, double x, double z, double radius,
                               SupportProbe probe) {
        double x0 = originX + c * cellX, z0 = originZ + r * cellZ;
        boolean alongX = k == VoxelCollider.FLAT || k == VoxelCollider.STAIR + 1 || k == VoxelCollider.STAIR + 3;
        double pa = alongX ? x : z, pb = alongX ? z : x;
        double a0 = alongX ? x0 : z0, a1 = a0 + (alongX ? cellX : cellZ);
        double b0 = alongX ? z0 : x0, b1 = b0 + (alongX ? cellZ : cellX);
        double g = 0, s0 = columnTop;
        switch (k - VoxelCollider.STAIR) {
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
        double ub = VoxelCollider.clamp(0, b0 - pb, b1 - pb);
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
        double ua = VoxelCollider.clamp(opt, lo, hi);
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

    /**
     * Tests every loaded column the sweep's capsule can reach: in each row, the columns under the
     * path grown by the radius (exact time of impact, {@link CapsuleSweep}).
     */
    @Override
    void sweep(CapsuleSweep sweep) {
        if (!sweep.rows(originZ, cellZ, depth)) {
            return;
        }
        // Vertically: the lower centre's range along the path, grown by the radius and the span.
        double lowest = sweep.lowestReach();
        if (sweep.highestReach() < base) {
            return;
        }
        // Rows along the path, so that a touch found early cuts the rest short.
        for (int k = 0, n = sweep.lastRow - sweep.firstRow + 1; k < n; k++) {
            int r = sweep.rowAlongPath(k);
            double z0 = originZ + r * cellZ;
            if (!sweep.columns(z0, z0 + cellZ, originX, cellX, width)) {
                if (sweep.pastThePath()) {
                    return;
                }
                continue;
            }
            double lowestHere = Math.max(lowest, sweep.bandLowestReach());
            for (int c = sweep.firstColumn; c <= sweep.lastColumn; c++) {
                VoxelCollider chunk = chunks[(r / CHUNK) * chunkColumns + c / CHUNK];
                // A column whose top (a wedge's high side included) is under the path's reach is skipped.
                if (chunk != null && chunk.columnTopMetres(c, r) + step >= lowestHere) {
                    chunk.sweepColumn(c, r, sweep);
                }
            }
        }
    }

    @Override
    boolean raycast(double ox, double oy, double oz, double dx, double dy, double dz, double maxDistance,
                    CollisionHit dest) {
        // Walk the map's cells across chunks, testing each loaded column between where the ray
        // enters and leaves its cell. The footprint is half-open, as the columns are.
        GridRay ray = this.ray;
        for (boolean in = ray.begin(ox, oz, dx, dz, Math.min(maxDistance, dest.distance()), originX, originZ, cellX,
                cellZ, width, depth, false); in; in = ray.next()) {
            int c = ray.column, r = ray.row;
            VoxelCollider chunk = chunks[(r / CHUNK) * chunkColumns + c / CHUNK];
            if (chunk != null && chunk.castColumn(c, r, ox, oy, oz, dx, dy, dz, ray.tEnter, ray.tExit(), ray.enterAxis,
                    ray.stepColumn, ray.stepRow, dest)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "BlockMapCollider[" + map.name() + " " + width + "x" + depth + ", " + loaded + "/" + chunks.length
                + " chunks]";
    }
}
