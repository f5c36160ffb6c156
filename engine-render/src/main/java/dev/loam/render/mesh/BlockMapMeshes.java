package dev.loam.render.mesh;

import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockCursor;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockRect;
import dev.loam.core.Progress;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;

/**
 * The meshes of every chunk of one block map, kept in step with the map through its change
 * records: an edit rebuilds exactly the chunks its rectangle reaches, its own and those within the
 * light's and the fringe's reach, and the result equals a build from scratch, array for array.
 *
 * <p>Not thread-safe: call from the game loop's thread. {@link #update(Executor)} reads the map on
 * the executor's threads, so edit the map only once its future has completed.
 */
public final class BlockMapMeshes {
    private final BlockMap map;
    private final BlockMeshLook look;
    private final BlockMaterials materials;
    private final BlockTintField tint;
    private final BlockMesher mesher;
    private final int columns, rows;
    private final BlockChunkMesh[] chunks;
    private BlockCursor cursor;
    /** A budgeted update's batch: the chunks still to build, and those built and waiting to be put in place. */
    private final TreeSet<BlockChunkCoord> batchTodo = new TreeSet<>();
    private final java.util.TreeMap<BlockChunkCoord, BlockChunkMesh> batchBuilt = new java.util.TreeMap<>();
    /** The longest one chunk has taken to build in a budgeted update, nanoseconds. */
    private long slowestChunkNanos;
    /** Meshers an executor's tasks have finished with, for the next tasks to take (a mesher's buffers are its cost). */
    private final java.util.concurrent.ConcurrentLinkedQueue<BlockMesher> idleMeshers =
            new java.util.concurrent.ConcurrentLinkedQueue<>();

    private BlockMapMeshes(BlockMap map, BlockMeshLook look) {
        this.map = Objects.requireNonNull(map, "map");
        this.look = Objects.requireNonNull(look, "look");
        this.materials = new BlockMaterials(map.blockSet(), look.textureSeed());
        this.tint = new BlockTintField(map, look.textureSeed());
        this.mesher = newMesher();
        this.columns = BlockMesher.chunkColumns(map);
        this.rows = BlockMesher.chunkRows(map);
        this.chunks = new BlockChunkMesh[columns * rows];
        this.cursor = map.cursor();
    }

    /** Builds every chunk of the map on the calling thread. */
    public static BlockMapMeshes build(BlockMap map, BlockMeshLook look) {
        return build(map, look, Progress.NONE);
    }

    /**
     * Builds every chunk of the map on the calling thread, reporting the phase {@code "mesh"} to
     * {@code progress}, counted in chunks ({@link #chunkColumns()} × {@link #chunkRows()}), row by
     * row from the north-west.
     *
     * @param map      the map, read and never changed
     * @param look     the look the meshes are built under
     * @param progress the listener; {@link Progress#NONE} for none
     * @return the meshes, owned by the caller
     * @throws Progress.Cancelled when the listener cancels; no meshes are returned
     */
    public static BlockMapMeshes build(BlockMap map, BlockMeshLook look, Progress progress) {
        Objects.requireNonNull(progress, "progress");
        BlockMapMeshes meshes = new BlockMapMeshes(map, look);
        Progress.Phase phase = Progress.Phase.begin(progress, "mesh", (long) meshes.columns * meshes.rows);
        for (int r = 0; r < meshes.rows; r++) {
            for (int c = 0; c < meshes.columns; c++) {
                meshes.chunks[r * meshes.columns + c] = meshes.mesher.build(c, r);
                phase.step();
            }
        }
        return meshes;
    }

    /**
     * Builds every chunk of the map on the executor, one task a chunk; the future completes with
     * the meshes once all are built. Edit the map only after it completes.
     */
    public static CompletableFuture<BlockMapMeshes> build(BlockMap map, BlockMeshLook look, Executor executor) {
        BlockMapMeshes meshes = new BlockMapMeshes(map, look);
        List<BlockChunkCoord> all = new ArrayList<>();
        for (int r = 0; r < meshes.rows; r++) {
            for (int c = 0; c < meshes.columns; c++) {
                all.add(new BlockChunkCoord(c, r));
            }
        }
        return meshes.rebuild(all, executor).thenApply(done -> meshes);
    }

    /**
     * Builds every chunk of the map on the executor, one task a chunk, reporting the phase
     * {@code "mesh"} to {@code progress} counted in chunks as each task finishes (from the thread
     * that ran it; the first report, 0, from the calling thread). A task that starts after the
     * listener cancelled builds nothing, and the future then completes exceptionally with
     * {@link Progress.Cancelled} as its cause and no meshes. Edit the map only after it completes.
     *
     * @param map      the map, read and never changed
     * @param look     the look the meshes are built under
     * @param executor where the chunks are built
     * @param progress the listener; {@link Progress#NONE} for none
     * @return the meshes once all are built, owned by the caller
     */
    public static CompletableFuture<BlockMapMeshes> build(BlockMap map, BlockMeshLook look, Executor executor,
            Progress progress) {
        Objects.requireNonNull(executor, "executor");
        Objects.requireNonNull(progress, "progress");
        BlockMapMeshes meshes = new BlockMapMeshes(map, look);
        Progress.Phase phase;
        try {
            phase = Progress.Phase.begin(progress, "mesh", (long) meshes.columns * meshes.rows);
        } catch (Progress.Cancelled c) {
            // Failed as a task's cancel fails it, so that join() says the same either way.
            CompletableFuture<BlockMapMeshes> failed = new CompletableFuture<>();
            failed.completeExceptionally(new CompletionException(c));
            return failed;
        }
        @SuppressWarnings({"unchecked", "rawtypes"}) // an array of a generic type is made raw
        CompletableFuture<BlockChunkMesh>[] tasks = new CompletableFuture[meshes.columns * meshes.rows];
        for (int k = 0; k < tasks.length; k++) {
            int column = k % meshes.columns, row = k / meshes.columns;
            tasks[k] = CompletableFuture.supplyAsync(() -> {
                phase.checkCancelled();
                BlockChunkMesh built = meshes.newMesher().build(column, row);
                phase.step();
                return built;
            }, executor);
        }
        return CompletableFuture.allOf(tasks).thenApply(done -> {
            for (CompletableFuture<BlockChunkMesh> t : tasks) {
                BlockChunkMesh built = t.join();
                meshes.chunks[built.chunkRow() * meshes.columns + built.chunkColumn()] = built;
            }
            return meshes;
        });
    }

    BlockMesher newMesher() {
        return new BlockMesher(map, look, materials, tint);
    }

    /** The map. */
    public BlockMap map() {
        return map;
    }

    /** The look the meshes are built under. */
    public BlockMeshLook look() {
        return look;
    }

    /** Chunks across the map. */
    public int chunkColumns() {
        return columns;
    }

    /** Chunks down the map. */
    public int chunkRows() {
        return rows;
    }

    /** The meshes of a chunk as last built. */
    public BlockChunkMesh chunk(int chunkColumn, int chunkRow) {
        Objects.checkIndex(chunkColumn, columns);
        Objects.checkIndex(chunkRow, rows);
        return chunks[chunkRow * columns + chunkColumn];
    }

    /** Every chunk's meshes, north-west first, row by row. */
    public List<BlockChunkMesh> chunks() {
        return List.of(chunks);
    }

    /**
     * The chunks a change to a rectangle of cells reaches: those holding a cell within
     * {@link #reachCells(BlockMap)} of it, in row-major order.
     */
    public static List<BlockChunkCoord> chunksReachedBy(BlockMap map, BlockRect rect) {
        TreeSet<BlockChunkCoord> set = new TreeSet<>();
        addReached(map, rect, set);
        return List.copyOf(set);
    }

    /** The chunks a change record reaches; see {@link #chunksReachedBy(BlockMap, BlockRect)}. */
    public List<BlockChunkCoord> chunksReachedBy(BlockChange change) {
        return chunksReachedBy(map, change.rect());
    }

    /**
     * How many cells around an edited cell its change reaches, as the map's set makes it: the top
     * occlusion's 1.75 m in cells, plus the fringe's 0.375 m spill where any block of the set has
     * a fringe (a spilled piece is lit where it lies), and at least two for the rules read from
     * neighbours (faces, corners, stairs' facings, fringes, the water's flow, cover's drops and
     * banks). Three cells for the village set at 1 m cells, two for a set without fringes.
     */
    public static int reachCells(BlockMap map) {
        return BlockChunkWindow.reachCells(map);
    }

    private static void addReached(BlockMap map, BlockRect rect, TreeSet<BlockChunkCoord> set) {
        if (rect.isEmpty()) {
            return;
        }
        int n = BlockMap.CHUNK_CELLS, reach = reachCells(map);
        BlockRect grown = rect.grow(reach).intersect(new BlockRect(0, 0, map.width(), map.depth()));
        if (grown.isEmpty()) {
            return;
        }
        for (int r = grown.row() / n; r <= (grown.endRow() - 1) / n; r++) {
            for (int c = grown.column() / n; c <= (grown.endColumn() - 1) / n; c++) {
                set.add(new BlockChunkCoord(c, r));
            }
        }
    }

    /** The chunks the map's changes since the last update reach; every chunk when the history no longer reaches back. */
    private List<BlockChunkCoord> pending() {
        TreeSet<BlockChunkCoord> set = new TreeSet<>();
        boolean reached = map.forEachChange(cursor, change -> addReached(map, change.rect(), set));
        cursor = map.cursor();
        if (!reached) {
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < columns; c++) {
                    set.add(new BlockChunkCoord(c, r));
                }
            }
        }
        return List.copyOf(set);
    }

    /**
     * Rebuilds, on the calling thread, the chunks the map's changes since the last update reach
     * (and finishes a batch a {@link #update(long)} left unfinished).
     *
     * @return the chunks rebuilt, row-major
     */
    public List<BlockChunkCoord> update() {
        foldPending();
        for (BlockChunkCoord k : batchTodo) {
            batchBuilt.put(k, mesher.build(k.column(), k.row()));
        }
        batchTodo.clear();
        return publishBatch();
    }

    /**
     * Rebuilds the chunks the map's changes reach a few at a time, within a frame's budget: for a
     * game loop that must not stall on an edit's nine chunks. Each call folds in the changes made
     * since the last, builds chunks on the calling thread while the time spent plus the slowest
     * chunk so far fits the budget (always at least one, so a batch finishes), and puts the whole
     * batch in place at once when its last chunk is built, so a frame never shows an edit half
     * drawn. A change that reaches a chunk already built in the batch builds it again. Once the
     * map stops changing and the batch is done, every chunk equals a fresh build.
     *
     * @param budgetNanos the time this call may spend building, nanoseconds; 0 or less builds one chunk
     * @return the chunks put in place by this call, row-major; empty while a batch is still being built
     */
    public List<BlockChunkCoord> update(long budgetNanos) {
        foldPending();
        long start = System.nanoTime();
        boolean first = true;
        while (!batchTodo.isEmpty()) {
            long spent = System.nanoTime() - start;
            if (!first && spent + slowestChunkNanos > budgetNanos) {
                break;
            }
            BlockChunkCoord k = batchTodo.pollFirst();
            long t = System.nanoTime();
            batchBuilt.put(k, mesher.build(k.column(), k.row()));
            slowestChunkNanos = Math.max(slowestChunkNanos, System.nanoTime() - t);
            first = false;
        }
        return batchTodo.isEmpty() ? publishBatch() : List.of();
    }

    /**
     * Whether a budgeted {@link #update(long)} left a batch unfinished: chunks still to build or
     * built and not yet put in place. Changes no update has read yet are not counted (an update
     * reads them). Allocates nothing.
     */
    public boolean updating() {
        return !batchTodo.isEmpty() || !batchBuilt.isEmpty();
    }

    /** Adds the chunks the changes since the last read reach to the batch, dropping their stale builds. */
    private void foldPending() {
        for (BlockChunkCoord k : pending()) {
            batchBuilt.remove(k);
            batchTodo.add(k);
        }
    }

    private List<BlockChunkCoord> publishBatch() {
        if (batchBuilt.isEmpty()) {
            return List.of();
        }
        List<BlockChunkCoord> done = new ArrayList<>(batchBuilt.size());
        for (var e : batchBuilt.entrySet()) {
            BlockChunkCoord k = e.getKey();
            chunks[k.row() * columns + k.column()] = e.getValue();
            done.add(k);
        }
        batchBuilt.clear();
        return List.copyOf(done);
    }

    /**
     * Rebuilds the chunks the map's changes since the last update reach (and those a budgeted
     * {@link #update(long)} left unfinished), one task a chunk on the executor, each with a mesher
     * of its own. The changes are read on the calling thread; the new meshes are put in place once
     * every task has finished, on the thread that finished last, and the future then completes
     * with the chunks rebuilt. Read the chunks and edit the map only after it completes.
     */
    public CompletableFuture<List<BlockChunkCoord>> update(Executor executor) {
        foldPending();
        List<BlockChunkCoord> todo = new ArrayList<>(batchTodo);
        todo.addAll(batchBuilt.keySet());
        batchTodo.clear();
        batchBuilt.clear();
        java.util.Collections.sort(todo);
        return rebuild(List.copyOf(todo), executor);
    }

    /** Rebuilds the given chunks on the calling thread (such as the nine around an edit, to measure). */
    public void rebuild(List<BlockChunkCoord> which) {
        for (BlockChunkCoord k : which) {
            chunks[k.row() * columns + k.column()] = mesher.build(k.column(), k.row());
        }
    }

    /**
     * Rebuilds the given chunks on the executor, one task a chunk, each with a mesher of its own
     * (kept for the next rebuild once its task is done); the new meshes are put in place once every
     * task has finished, and the future then completes with the chunks. Read the chunks and edit the
     * map only after it completes.
     *
     * @param which    the chunks, each on the map
     * @param executor where the chunks are built
     * @return the chunks rebuilt, as given
     */
    public CompletableFuture<List<BlockChunkCoord>> rebuild(List<BlockChunkCoord> which, Executor executor) {
        Objects.requireNonNull(executor, "executor");
        List<BlockChunkCoord> todo = List.copyOf(which);
        for (BlockChunkCoord at : todo) {
            Objects.checkIndex(at.column(), columns);
            Objects.checkIndex(at.row(), rows);
        }
        List<CompletableFuture<BlockChunkMesh>> tasks = new ArrayList<>(todo.size());
        for (BlockChunkCoord at : todo) {
            tasks.add(CompletableFuture.supplyAsync(() -> {
                BlockMesher own = idleMeshers.poll();
                if (own == null) {
                    own = newMesher();
                }
                try {
                    return own.build(at.column(), at.row());
                } finally {
                    idleMeshers.add(own);
                }
            }, executor));
        }
        return CompletableFuture.allOf(tasks.toArray(new CompletableFuture<?>[0])).thenApply(done -> {
            for (CompletableFuture<BlockChunkMesh> t : tasks) {
                BlockChunkMesh built = t.join();
                chunks[built.chunkRow() * columns + built.chunkColumn()] = built;
            }
            return todo;
        });
    }
}
