package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * The machinery shared by {@link ProceduralChunks} and {@link World2D}: chunk slots on one or more
 * lanes (a lane is a square grid of chunks with its own size and distances), sources, the
 * nearest-first queue, the frame budget, the executor hand-over, releases, and regeneration when
 * zones or diffs change. What a chunk holds and how it is published is the {@link Maker}'s.
 *
 * <p>Used on the game's thread only (except that zones and diffs may change on any thread; the
 * change is taken up in the next {@link #update}). Not thread-safe otherwise.
 */
final class StreamCore {
    /** Where a frame over its budget is reported, at DEBUG only (it can happen every frame). */
    private static final System.Logger LOG = System.getLogger(StreamCore.class.getName());

    /** What a chunk is made of and how it is published. */
    interface Maker {
        /** The number of pieces of work of a chunk (at least 1). */
        int pieces(WorldPlan plan, int lane, int cx, int cz);

        /** The length of a chunk's grid, or 0 for none. */
        int gridLength(int lane);

        /**
         * Does one piece: appends placements (without diffs) to {@code raw}, in order, and fills
         * {@code grid}. Piece 0 must fill the whole grid. Pure; may run on any thread.
         */
        void work(WorldPlan plan, int lane, int cx, int cz, int piece, List<Placement> raw, short[] grid);

        /**
         * What a chunk shows of its raw placements (as {@link #work} appended them): the diffs laid
         * over them, unless the lane shows something made of them (far versions, thinned and
         * scaled). Pure: the same plan, diffs and placements give the same list.
         *
         * @param plan the plan of the update that publishes
         * @param diffs the world's diffs
         * @param lane the lane
         * @param raw the raw placements
         * @return what is published
         */
        default List<Placement> show(WorldPlan plan, PlacementDiffs diffs, int lane, List<Placement> raw) {
            return diffs.apply(raw);
        }

        /** How far from a zone's centre, world units, a chunk of the lane may change with it. */
        double margin(PlanModel model, int lane, Zone zone);

        /** Publishes a chunk; returns its disposer or null. */
        Runnable publish(int lane, int cx, int cz, int revision, boolean complete, List<Placement> shown, short[] grid);
    }

    /**
     * A grid of chunks.
     *
     * @param chunkSize the side, world units
     * @param drawDistance chunks within this distance of a source are wanted, world units
     * @param unloadRadius chunks farther than this from every source are released, world units
     */
    record Lane(double chunkSize, double drawDistance, double unloadRadius) {
    }

    private record Result(StreamSlot slot, int epoch, List<Placement> raw, short[] grid, RuntimeException error) {
    }

    private static final Comparator<StreamSlot> NEAREST_FIRST = Comparator.comparingDouble((StreamSlot s) -> s.order)
            .thenComparingInt(s -> s.lane).thenComparingInt(s -> s.cz).thenComparingInt(s -> s.cx);

    /** How much a piece's measured time moves its lane's estimate: about the last 4 pieces count. */
    private static final double ESTIMATE_WEIGHT = 0.25;
    /**
     * How many deviations above the mean a piece or a publish is expected to cost: a frame plans
     * for a dear one, not an average one, since the frame's p99 is what a player feels, and most
     * frames of a moving camera have little work anyway. With costs that never vary (a test's
     * clock) the estimates are the means. Three, not two: with two the streaming bench's p99 was
     * 4.40, 4.62 and 6.04 ms in three runs against a 5 ms target; with three 3.95, 4.54 and 4.01
     * ms, the stream keeping up all the same (benchmarks/RESULTS.md).
     */
    static final double DEVIATIONS = 3;

    private final WorldGen world;
    private final Lane[] lanes;
    /**
     * Per lane, the expected time of its next piece of inline work, nanoseconds by the stream's
     * clock (so tests with a made-up clock stay deterministic); 0 until a piece was measured.
     */
    private final double[] pieceEstimate;
    /** Per lane, the exponentially weighted variance of its pieces' times about {@link #pieceEstimate}. */
    private final double[] pieceVariance;
    private final boolean[] pieceMeasured;
    /** Per lane, what a publish call costs by its size: see {@link PublishCost}. */
    private final PublishCost[] publishCost;
    /**
     * Per lane, the expected number of placements of a finished chunk (an exponentially weighted
     * mean of the lane's finished chunks), for a piece that may finish a chunk not yet begun.
     */
    private final double[] finishedSize;
    private final boolean[] finishedMeasured;
    /**
     * All lanes' publishes in one fit, for a lane that has published nothing yet: what a publish
     * costs depends mostly on the publisher (its uploads), much less on the layer.
     */
    private final PublishCost anyPublishCost = new PublishCost();
    /** The clock's reading at the end of the last publish: see {@link #publishDue}. */
    private long lastPublishEnd;
    /** The clock's last reading this frame outside publishes (the start, a piece's end): the fill-ins' time so far, without reading it again. */
    private long frameNow;
    /** The chunk of this frame's first piece: in a frame of that piece alone, its publish runs whatever it costs, as the piece did. */
    private StreamSlot firstWorked;
    private final Maker maker;
    private final Executor executor;
    private final int maxInFlight;
    private final LongSupplier clock;
    private final double rescanStep;
    private final Map<Long, StreamSlot> slots = new HashMap<>();
    private final ArrayList<StreamSlot> pending = new ArrayList<>();
    private final ArrayList<StreamSlot> dirty = new ArrayList<>();
    private int cursor;
    private boolean rescanNeeded = true;
    private final ConcurrentLinkedQueue<Result> results = new ConcurrentLinkedQueue<>();
    private int inFlight;
    private final AtomicBoolean diffsChanged = new AtomicBoolean();
    private final Runnable unsubscribe;
    private long lastRevision = Long.MIN_VALUE;
    private WorldRules lastRules;
    private Zone[] lastZones = new Zone[0];
    private final StreamSources sources = new StreamSources();
    private final StreamStats stats = new StreamStats();
    private WorldStatus status = WorldStatus.OK;
    /** The plan of the update in progress (or the last one): what {@link Maker#show} reads. */
    private WorldPlan plan;
    private boolean closed;

    StreamCore(WorldGen world, Lane[] lanes, Maker maker, Executor executor, int maxInFlight, LongSupplier clock) {
        this.world = world;
        this.lanes = lanes.clone();
        this.pieceEstimate = new double[lanes.length];
        this.pieceVariance = new double[lanes.length];
        this.pieceMeasured = new boolean[lanes.length];
        this.publishCost = new PublishCost[lanes.length];
        for (int l = 0; l < lanes.length; l++) {
            publishCost[l] = new PublishCost();
        }
        this.finishedSize = new double[lanes.length];
        this.finishedMeasured = new boolean[lanes.length];
        this.maker = maker;
        this.executor = executor;
        this.maxInFlight = maxInFlight;
        this.clock = clock;
        double smallest = Double.POSITIVE_INFINITY;
        for (Lane l : lanes) {
            smallest = Math.min(smallest, l.chunkSize());
        }
        this.rescanStep = smallest / 4;
        this.unsubscribe = world.diffs().subscribe(d -> diffsChanged.set(true));
    }

    StreamStats stats() {
        return stats;
    }

    WorldStatus status() {
        return status;
    }

    void setSource(String name, double x, double z) {
        if (sources.set(name, x, z)) {
            rescanNeeded = true;
        }
    }

    boolean removeSource(String name) {
        boolean removed = sources.remove(name);
        rescanNeeded |= removed;
        return removed;
    }

    /** The published shown placements of a chunk, or null when it is not published. */
    List<Placement> shown(int lane, int cx, int cz) {
        StreamSlot s = slots.get(key(lane, cx, cz));
        return s == null || !s.published ? null : s.shown;
    }

    /** Whether a chunk is published and complete. */
    boolean isComplete(int lane, int cx, int cz) {
        StreamSlot s = slots.get(key(lane, cx, cz));
        return s != null && s.published && s.pubComplete;
    }

    /**
     * One frame of streaming. Without an executor, pieces of chunk work run here within the
     * budget: the first piece always (so every frame with a budget makes progress), each next one
     * only when the time spent so far plus what it is expected to cost (see {@link #workInline})
     * still fits the budget. The publishes due (chunks finished, chunks filling in) run at the
     * frame's end, each while it is expected to fit, or when it waited a frame already (see
     * {@link #publishDue}). A frame overruns its budget only by as much as its work costs
     * beyond the estimates, or by its first piece alone.
     *
     * @param budgetNanos the frame's budget for chunk work, nanoseconds; 0 or less does no work
     */
    void update(long budgetNanos) {
        if (closed) {
            throw new IllegalStateException("streaming was closed");
        }
        long start = clock.getAsLong();
        frameNow = start;
        firstWorked = null;
        stats.generatedThisFrame = 0;
        stats.piecesThisFrame = 0;
        stats.publishedThisFrame = 0;
        stats.releasedThisFrame = 0;
        stats.publishNanosThisFrame = 0;
        status = world.status();
        if (!status.ok()) {
            releaseAll();
            finish(start);
            return;
        }
        WorldPlan plan = world.plan();
        this.plan = plan;
        if (plan.zonesRevision() != lastRevision || plan.rules() != lastRules) {
            touchZones(plan);
        }
        if (diffsChanged.getAndSet(false)) {
            reapplyDiffs();
        }
        if (rescanNeeded || sources.movedSinceScan(rescanStep)) {
            rescan();
        }
        if (budgetNanos > 0) {
            handOver(start, budgetNanos);
            if (executor == null) {
                workInline(plan, start, budgetNanos);
            } else {
                submit(plan);
            }
        }
        publishDue(start, budgetNanos);
        finish(start);
        if (budgetNanos > 0 && stats.nanosThisFrame > budgetNanos && LOG.isLoggable(System.Logger.Level.DEBUG)) {
            logOverBudget(budgetNanos);
        }
    }

    /**
     * Publishes the chunks whose publish is due, finished ones and ones filling in, in the order
     * they became due: each while it is expected to fit the frame's budget, or when it was put off
     * once already (so a chunk shows at most a frame late), or when the frame did its first piece
     * alone (that piece's publish runs whatever it costs, as the piece did). A piece can bring a
     * publish no estimate saw coming (the first of a chunk's pieces to hold placements, a chunk
     * much denser than its layer's others); putting it off one frame lets the next frame's pieces
     * count it.
     */
    private void publishDue(long start, long budgetNanos) {
        int kept = 0;
        for (int k = 0; k < dirty.size(); k++) {
            StreamSlot s = dirty.get(k);
            if (s.removed || s.raw == null || !(s.finished || !s.pubComplete)) {
                s.dirty = false;
                s.deferred = false;
                continue;
            }
            // The clock's last reading: the end of the frame's last piece or publish.
            long now = Math.max(frameNow, lastPublishEnd);
            if (budgetNanos > 0 && !s.deferred && !(s == firstWorked && stats.piecesThisFrame == 1)
                    && now - start + publishExpected(s.lane, s.raw.size()) > budgetNanos) {
                s.deferred = true;
                dirty.set(kept++, s);
                continue;
            }
            s.dirty = false;
            s.deferred = false;
            if (s.finished) {
                List<Placement> raw = s.raw;
                short[] grid = s.grid;
                s.raw = null;
                s.grid = null;
                s.finished = false;
                publish(s, raw, grid, true, now);
            } else {
                publish(s, List.copyOf(s.raw), s.grid, false, now);
            }
        }
        // From the end, one by one: a subList would allocate each frame.
        for (int k = dirty.size() - 1; k >= kept; k--) {
            dirty.remove(k);
        }
    }

    /** One DEBUG line for a frame that went over its budget: by how much, and what it did. */
    private void logOverBudget(long budgetNanos) {
        LOG.log(System.Logger.Level.DEBUG, String.format(java.util.Locale.ROOT,
                "a streaming frame took %.3f ms, over its budget of %.3f ms by %.3f ms (%d pieces, %d chunks generated, "
                        + "%d published, %d queued)", stats.nanosThisFrame / 1e6, budgetNanos / 1e6,
                (stats.nanosThisFrame - budgetNanos) / 1e6, stats.piecesThisFrame, stats.generatedThisFrame,
                stats.publishedThisFrame, stats.queued));
    }

    void close() {
        if (!closed) {
            closed = true;
            unsubscribe.run();
            releaseAll();
        }
    }

    private void finish(long start) {
        int queued = inFlight;
        for (int k = 0; k < dirty.size(); k++) {
            StreamSlot s = dirty.get(k);
            if (s.finished && !s.removed && s.raw != null) {
                queued++;
            }
        }
        for (int k = cursor; k < pending.size(); k++) {
            StreamSlot s = pending.get(k);
            if (!s.removed && s.needsWork) {
                queued++;
            }
        }
        stats.queued = queued;
        stats.nanosThisFrame = clock.getAsLong() - start;
    }

    private static long key(int lane, int cx, int cz) {
        return ((long) lane << 56) | ((cx & 0xFFFFFFFL) << 28) | (cz & 0xFFFFFFFL);
    }

    /** Wants the chunks within draw distance of the sources, releases those beyond the unload radius, orders the queue. */
    private void rescan() {
        rescanNeeded = false;
        sources.markScanned();
        for (int k = 0; k < sources.count(); k++) {
            double sx = sources.x(k);
            double sz = sources.z(k);
            for (int l = 0; l < lanes.length; l++) {
                Lane lane = lanes[l];
                double size = lane.chunkSize();
                double d = lane.drawDistance();
                int cx0 = (int) Math.floor((sx - d) / size);
                int cx1 = (int) Math.floor((sx + d) / size);
                int cz0 = (int) Math.floor((sz - d) / size);
                int cz1 = (int) Math.floor((sz + d) / size);
                for (int cz = cz0; cz <= cz1; cz++) {
                    for (int cx = cx0; cx <= cx1; cx++) {
                        long key = key(l, cx, cz);
                        if (slots.containsKey(key)) {
                            continue;
                        }
                        StreamSlot s = new StreamSlot(l, cx, cz, size);
                        if (s.distance(sx, sz) <= d) {
                            slots.put(key, s);
                        }
                    }
                }
            }
        }
        pending.clear();
        cursor = 0;
        for (Iterator<StreamSlot> it = slots.values().iterator(); it.hasNext();) {
            StreamSlot s = it.next();
            double near = Double.POSITIVE_INFINITY;
            double order = Double.POSITIVE_INFINITY;
            double cx = (s.x0 + s.x1) / 2;
            double cz = (s.z0 + s.z1) / 2;
            for (int k = 0; k < sources.count(); k++) {
                near = Math.min(near, s.distance(sources.x(k), sources.z(k)));
                order = Math.min(order, Math.hypot(cx - sources.x(k), cz - sources.z(k)));
            }
            if (near > lanes[s.lane].unloadRadius()) {
                it.remove();
                release(s);
                continue;
            }
            s.order = order;
            if (s.needsWork) {
                pending.add(s);
            }
        }
        pending.sort(NEAREST_FIRST);
    }

    private StreamSlot nextPending() {
        while (cursor < pending.size()) {
            StreamSlot s = pending.get(cursor);
            if (!s.removed && s.needsWork) {
                return s;
            }
            cursor++;
        }
        return null;
    }

    /**
     * Does queued pieces, nearest first: the first whatever it costs, so that every frame with a
     * budget makes progress; then each next only while the frame's time so far is under the budget
     * and, with what the piece is expected to cost added, still within it. A piece expected not
     * to fit waits for the next frame rather than overrunning this one.
     *
     * <p>What a piece is expected to cost: its lane's piece estimate (a mean plus {@link
     * #DEVIATIONS} deviations), plus the publish it brings (the whole chunk when it is the chunk's
     * last piece, the chunk so far when a fill-in falls due), plus the publishes already due at the
     * end of the frame. Work and publishes are measured apart, since a dense chunk's publish can
     * cost many times its pieces.
     */
    private void workInline(WorldPlan plan, long start, long budgetNanos) {
        // Read before the first piece too, so that its measured time leaves out the frame's
        // bookkeeping (rescans, zone changes) that ran since the start.
        long now = clock.getAsLong();
        frameNow = now;
        for (boolean first = true;; first = false) {
            StreamSlot s = nextPending();
            if (s == null) {
                return;
            }
            begin(plan, s);
            long elapsed = now - start;
            if (!first && (elapsed >= budgetNanos || elapsed + expected(s) > budgetNanos)) {
                return;
            }
            if (first) {
                firstWorked = s;
            }
            doPiece(plan, s);
            long end = clock.getAsLong();
            measured(s.lane, end - now);
            now = end;
            frameNow = end;
        }
    }

    /**
     * The expected time of slot {@code s}'s next piece (begun) with the publishes it brings and
     * those already due; infinite while a publish it brings cannot be estimated yet (no publish
     * measured in any lane), so that such a piece runs only first in a frame, where it measures.
     */
    private double expected(StreamSlot s) {
        double t = pieceEstimate[s.lane] + DEVIATIONS * Math.sqrt(pieceVariance[s.lane]);
        int n = s.raw.size();
        // The placements after this piece: the chunk so far grown by a piece's share of it.
        double after = s.nextPiece == 0 ? finishedSize[s.lane] / s.pieces : n * (s.nextPiece + 1.0) / s.nextPiece;
        if (s.nextPiece + 1 >= s.pieces) {
            t += publishExpected(s.lane, s.nextPiece == 0 ? finishedSize[s.lane] : after);
        } else if (!s.pubComplete && (s.dirty || fillInDue(s, (int) Math.ceil(after)))) {
            t += publishExpected(s.lane, after);
        }
        for (int k = 0; k < dirty.size(); k++) {
            StreamSlot d = dirty.get(k);
            if (d != s && !d.removed && d.raw != null && (d.finished || !d.pubComplete)) {
                t += publishExpected(d.lane, d.raw.size());
            }
        }
        return t;
    }

    /**
     * A publish of {@code placements} in {@code lane}: by the lane's fit once its publishes differ
     * in size, else by all lanes' (the larger of the two, as the lane's few may all be small),
     * else unknown (infinite) until publishes of two sizes were measured: from one size alone no
     * fit can tell what a publish of thousands costs.
     */
    private double publishExpected(int lane, double placements) {
        PublishCost own = publishCost[lane];
        if (own.sized()) {
            return own.expected(placements) + DEVIATIONS * own.deviation();
        }
        if (!anyPublishCost.sized()) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.max(own.expected(placements), anyPublishCost.expected(placements))
                + DEVIATIONS * anyPublishCost.deviation();
    }

    /**
     * Whether a chunk being filled in is published again at the end of the frame with {@code
     * placements} so far: when nothing of it is published yet (it appears at once), and then each
     * time it has at least doubled since its last publish. Republishing after every piece would
     * upload a chunk of {@code p} pieces about {@code p / 2} times over; doubling uploads it at
     * most twice over in all, in a handful of steps, so a dense chunk still fills in over a few
     * frames without its publishes outgrowing its work.
     */
    private static boolean fillInDue(StreamSlot s, int placements) {
        return !s.published || placements >= 2 * Math.max(1, s.pubRaw == null ? 0 : s.pubRaw.size());
    }

    /**
     * Folds a piece's measured time into its lane's estimate: an exponentially weighted mean, so
     * it follows the lane's pieces as they get cheaper (warm caches) or dearer (a denser area)
     * while one odd piece (a pause, a cold cache) moves it only by {@link #ESTIMATE_WEIGHT}. The
     * lane's first piece sets it. Pieces of different lanes (layers) may differ by orders of
     * magnitude, hence one estimate per lane.
     */
    private void measured(int lane, long nanos) {
        double t = Math.max(0, nanos);
        double e = pieceEstimate[lane];
        if (pieceMeasured[lane]) {
            double d = t - e;
            pieceEstimate[lane] = e + d * ESTIMATE_WEIGHT;
            pieceVariance[lane] = (1 - ESTIMATE_WEIGHT) * (pieceVariance[lane] + ESTIMATE_WEIGHT * d * d);
        } else {
            pieceEstimate[lane] = t;
        }
        pieceMeasured[lane] = true;
    }

    /** Starts a slot's generation when it has none under way: an empty chunk so far, its number of pieces. */
    private void begin(WorldPlan plan, StreamSlot s) {
        if (s.raw == null) {
            s.raw = new ArrayList<>();
            int g = maker.gridLength(s.lane);
            s.grid = g > 0 ? new short[g] : null;
            s.pieces = maker.pieces(plan, s.lane, s.cx, s.cz);
            s.nextPiece = 0;
        }
    }

    private void doPiece(WorldPlan plan, StreamSlot s) {
        begin(plan, s);
        maker.work(plan, s.lane, s.cx, s.cz, s.nextPiece, s.raw, s.grid);
        s.nextPiece++;
        stats.piecesThisFrame++;
        if (s.nextPiece >= s.pieces) {
            s.needsWork = false;
            s.finished = true;
            double fs = finishedSize[s.lane];
            finishedSize[s.lane] = finishedMeasured[s.lane] ? fs + (s.raw.size() - fs) * ESTIMATE_WEIGHT : s.raw.size();
            finishedMeasured[s.lane] = true;
            stats.generatedThisFrame++;
            stats.generatedTotal++;
            if (!s.dirty) {
                s.dirty = true;
                dirty.add(s);
            }
        } else if (!s.pubComplete && !s.dirty && fillInDue(s, s.raw.size())) {
            s.dirty = true;
            dirty.add(s);
        }
    }

    private void submit(WorldPlan plan) {
        while (inFlight < maxInFlight) {
            StreamSlot s = nextPending();
            if (s == null) {
                return;
            }
            s.needsWork = false;
            s.raw = null;
            s.grid = null;
            inFlight++;
            int epoch = s.epoch;
            int gridLength = maker.gridLength(s.lane);
            executor.execute(() -> {
                try {
                    List<Placement> raw = new ArrayList<>();
                    short[] grid = gridLength > 0 ? new short[gridLength] : null;
                    int n = maker.pieces(plan, s.lane, s.cx, s.cz);
                    for (int p = 0; p < n; p++) {
                        maker.work(plan, s.lane, s.cx, s.cz, p, raw, grid);
                    }
                    results.add(new Result(s, epoch, raw, grid, null));
                } catch (RuntimeException e) {
                    results.add(new Result(s, epoch, null, null, e));
                }
            });
        }
    }

    /** Publishes the chunks the executor finished, nearest-queued order aside: in the order they finished. */
    private void handOver(long start, long budgetNanos) {
        boolean first = true;
        while (first || clock.getAsLong() - start < budgetNanos) {
            Result r = results.poll();
            if (r == null) {
                return;
            }
            first = false;
            inFlight--;
            if (r.error() != null) {
                throw r.error();
            }
            StreamSlot s = r.slot();
            if (s.removed || s.epoch != r.epoch()) {
                continue;
            }
            publish(s, r.raw(), r.grid(), true);
            stats.generatedThisFrame++;
            stats.generatedTotal++;
        }
    }

    /**
     * Publishes a slot's placements (replacing and disposing of what it published before), timed
     * by the stream's clock into {@link StreamStats#publishNanosThisFrame()} and its lane's {@link
     * PublishCost}.
     */
    private void publish(StreamSlot s, List<Placement> raw, short[] grid, boolean complete) {
        publish(s, raw, grid, complete, clock.getAsLong());
    }

    /** As {@link #publish(StreamSlot, List, short[], boolean)}, timed from {@code t0}, a reading just taken. */
    private void publish(StreamSlot s, List<Placement> raw, short[] grid, boolean complete, long t0) {
        int shownCount = replacePublished(s, raw, grid, complete);
        lastPublishEnd = clock.getAsLong();
        long t = lastPublishEnd - t0;
        stats.publishNanosThisFrame += t;
        if (shownCount >= 0) {
            publishCost[s.lane].measured(shownCount, t);
            anyPublishCost.measured(shownCount, t);
        }
    }

    /**
     * @return the number of placements published, or -1 when the chunk came out as already
     *     published (nothing reached the publisher, so the time says nothing of a publish's cost)
     */
    private int replacePublished(StreamSlot s, List<Placement> raw, short[] grid, boolean complete) {
        List<Placement> shown = List.copyOf(maker.show(plan, world.diffs(), s.lane, raw));
        if (complete && s.published && s.pubComplete && shown.equals(s.shown)
                && java.util.Arrays.equals(grid, s.pubGrid)) {
            // Regenerated to the same content: the published version stands, nothing to replace.
            s.pubRaw = raw;
            return -1;
        }
        Runnable old = s.disposer;
        boolean was = s.published;
        s.revision++;
        s.disposer = maker.publish(s.lane, s.cx, s.cz, s.revision, complete, shown, grid);
        s.published = true;
        s.pubComplete = complete;
        s.pubRaw = raw;
        s.pubGrid = grid;
        s.shown = shown;
        stats.publishedThisFrame++;
        if (!was) {
            stats.resident++;
        }
        if (old != null) {
            old.run();
        }
        return shown.size();
    }

    private void release(StreamSlot s) {
        s.removed = true;
        if (s.published) {
            s.published = false;
            stats.resident--;
            stats.releasedThisFrame++;
            stats.releasedTotal++;
            Runnable d = s.disposer;
            s.disposer = null;
            if (d != null) {
                d.run();
            }
        }
    }

    private void releaseAll() {
        for (StreamSlot s : slots.values()) {
            release(s);
        }
        slots.clear();
        pending.clear();
        cursor = 0;
        rescanNeeded = true;
        lastRevision = Long.MIN_VALUE;
        lastRules = null;
        lastZones = new Zone[0];
        plan = null;
    }

    /** Lays the diffs over every published chunk again and republishes those that came out different. */
    private void reapplyDiffs() {
        for (StreamSlot s : slots.values()) {
            if (s.published && !maker.show(plan, world.diffs(), s.lane, s.pubRaw).equals(s.shown)) {
                publish(s, s.pubRaw, s.pubGrid, s.pubComplete);
            }
        }
    }

    /** Marks for regeneration the chunks the zones changed since the last update can reach; all when the rules changed. */
    private void touchZones(WorldPlan plan) {
        PlanModel model = plan.model();
        Zone[] now = model.zones;
        boolean all = lastRules != null && plan.rules() != lastRules;
        List<Zone> changed = ZoneReach.changed(lastZones, now);
        lastZones = now;
        lastRevision = plan.zonesRevision();
        lastRules = plan.rules();
        double[][] margins = new double[changed.size()][lanes.length];
        for (int k = 0; k < changed.size(); k++) {
            for (int l = 0; l < lanes.length; l++) {
                margins[k][l] = maker.margin(model, l, changed.get(k));
            }
        }
        boolean any = false;
        for (StreamSlot s : slots.values()) {
            boolean touched = all;
            for (int k = 0; k < changed.size() && !touched; k++) {
                Zone z = changed.get(k);
                touched = s.distance(z.shape().x(), z.shape().z()) <= margins[k][s.lane];
            }
            if (touched) {
                s.epoch++;
                s.raw = null;
                s.grid = null;
                s.finished = false;
                s.needsWork = true;
                any = true;
            }
        }
        if (any) {
            rescanNeeded = true;
        }
    }
}
