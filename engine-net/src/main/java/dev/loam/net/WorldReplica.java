package dev.loam.net;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCellRefusal;
import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockCursor;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.core.LoamInputException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A client's copy of the server's world, apart from any transport. It is built from the server's
 * {@link NetMessage.Snapshot snapshot} (bases included, so it stands on the server's ground) and
 * then applies the server's {@link NetMessage.Record records} in seq order: a record that comes
 * early waits in a bounded window for the ones before it, a duplicate is dropped, and a gap the
 * window cannot close, or a record that does not fit the replica, sets {@link #needsResync()}:
 * the transport then asks for a snapshot, which brings the replica back in place (the maps keep
 * their objects where their shape is unchanged) before the records after it.
 *
 * <p>Its maps are owned by an authority only the replica holds, so no other code can set their
 * cells. A game shows an edit before the server answers with {@link #predict}: the replica sets
 * the cell (its block and height, its quarter turns or an entry of its data) under its own rules at once, and keeps the prediction on top of the server's state
 * (rolled back under each server record of that map and played again after it) until the
 * server's record of the request confirms it or its refusal {@link #refused rolls it back}.
 *
 * <p>Not thread-safe: the game loop calls it (a transport queues what arrives for it).
 */
public final class WorldReplica {
    /** What became of a record handed to {@link #accept(NetMessage.Record)}. */
    public enum Applied {
        /** Applied, with any records it let through from the window. */
        APPLIED,
        /** Already held: dropped. */
        DUPLICATE,
        /** Early: kept in the window until the records before it arrive. */
        WAITING,
        /** The replica lost step (a gap past the window, or a record that does not fit): ask for a snapshot. */
        RESYNC
    }

    private final BlockSetLookup sets;
    private final Authority own = Authority.create("replica");
    private final int window;
    private final TreeMap<Long, NetMessage.Record> ahead = new TreeMap<>();
    private final LinkedHashMap<Long, Prediction> predictions = new LinkedHashMap<>();
    private NetWorld world;
    private long seq = -1;
    private long session;
    private boolean needsResync;
    private long recordsApplied;
    private long resyncs;

    /**
     * An empty replica; it holds a world once it takes a snapshot.
     *
     * @param sets   finds the block sets the server's maps name
     * @param window how many early records it keeps while it waits for a missing one (0 for a
     *               transport that never reorders, such as TCP, where a gap means a loss)
     */
    public WorldReplica(BlockSetLookup sets, int window) {
        if (window < 0) {
            throw new IllegalArgumentException("a reorder window is 0 records or more, got " + window);
        }
        this.sets = Objects.requireNonNull(sets, "sets");
        this.window = window;
    }

    /** Whether it holds a world (it has taken a snapshot). */
    public boolean ready() {
        return world != null;
    }

    /**
     * The world, as the server's records leave it with this client's predictions on top.
     *
     * @throws IllegalStateException before the first snapshot
     */
    public NetWorld world() {
        if (world == null) {
            throw new IllegalStateException("the replica has taken no snapshot yet");
        }
        return world;
    }

    /** The seq of the last record applied, -1 before the first snapshot. */
    public long seq() {
        return seq;
    }

    /** Whether it lost step and waits for a snapshot. */
    public boolean needsResync() {
        return needsResync;
    }

    /** The records applied since it was made. */
    public long recordsApplied() {
        return recordsApplied;
    }

    /** The snapshots it took after its first. */
    public long resyncs() {
        return resyncs;
    }

    /** The predictions the server has not answered yet. */
    public int pendingPredictions() {
        return predictions.size();
    }

    /** The ids of the predictions the server has not answered, oldest first. */
    public List<Long> pendingRequestIds() {
        return List.copyOf(predictions.keySet());
    }

    /** The session whose requests this replica made (records of it confirm predictions); the transport sets it. */
    public void session(long session) {
        this.session = session;
    }

    // ---- the server's messages ------------------------------------------------------------------

    /**
     * Takes a snapshot: the first builds the world; a later one brings it to the snapshot's state
     * in place, predictions kept on top. A snapshot older than the replica, while it is in step, is dropped.
     *
     * @throws dev.loam.blockmap.BlockMapException naming the set when a map's block set is not known here
     */
    public void accept(NetMessage.Snapshot snapshot) {
        if (world != null && !needsResync && snapshot.seq() <= seq) {
            return;
        }
        if (world == null) {
            NetWorld w = new NetWorld();
            w.restore(snapshot.world(), sets, own);
            world = w;
        } else {
            rollBack();
            world.restore(snapshot.world(), sets, own);
            replay();
            resyncs++;
        }
        seq = snapshot.seq();
        needsResync = false;
        ahead.headMap(seq, true).clear();
        drain();
    }

    /** Applies a record, or keeps it, or drops it; see {@link Applied}. */
    public Applied accept(NetMessage.Record record) {
        if (world == null || needsResync) {
            keepAhead(record);
            return needsResync ? Applied.RESYNC : Applied.WAITING;
        }
        if (record.seq() <= seq) {
            return Applied.DUPLICATE;
        }
        if (record.seq() > seq + 1) {
            keepAhead(record);
            if (ahead.size() > window) {
                needsResync = true;
                return Applied.RESYNC;
            }
            return Applied.WAITING;
        }
        if (!applyOne(record)) {
            return Applied.RESYNC;
        }
        drain();
        return needsResync ? Applied.RESYNC : Applied.APPLIED;
    }

    private void keepAhead(NetMessage.Record record) {
        if (record.seq() > seq) {
            ahead.put(record.seq(), record);
            // Past a bound the window is of no use: the snapshot that follows covers it.
            if (ahead.size() > Math.max(window, 1) + 65_536) {
                ahead.pollFirstEntry();
            }
        }
    }

    private void drain() {
        while (!needsResync && !ahead.isEmpty() && ahead.firstKey() <= seq + 1) {
            NetMessage.Record r = ahead.pollFirstEntry().getValue();
            if (r.seq() == seq + 1 && !applyOne(r)) {
                return;
            }
        }
    }

    private boolean applyOne(NetMessage.Record r) {
        NetChange change = r.change();
        boolean mine = session != 0 && r.session() == session && predictions.containsKey(r.requestId());
        boolean touchesPredictions = change instanceof NetChange.BlockCells b && predictsOn(b.map());
        if (touchesPredictions || mine) {
            rollBack();
        }
        try {
            world.write(change);
        } catch (LoamInputException | IllegalArgumentException e) {
            needsResync = true;
            if (touchesPredictions || mine) {
                replay();
            }
            return false;
        }
        if (mine) {
            predictions.remove(r.requestId());
        }
        if (touchesPredictions || mine) {
            replay();
        }
        seq = r.seq();
        recordsApplied++;
        return true;
    }

    // ---- predictions ------------------------------------------------------------------------

    /**
     * Shows a cell edit before the server answers: sets it on the replica's map under the same
     * rules, to be confirmed by the server's record of {@code requestId} or rolled back by its refusal.
     *
     * @param requestId the id the request is sent under, rising within the session
     * @return the refusal when the replica's rules refuse it (nothing is shown then; sending it is
     *         pointless unless the replica is behind), else empty; an edit that changes nothing
     *         here is shown as nothing and still awaits its answer
     * @throws IllegalStateException before the first snapshot
     * @throws IllegalArgumentException when the world holds no map of that name, or the id is taken
     */
    public Optional<BlockCellRefusal> predict(long requestId, String map, BlockCellEdit edit) {
        return predict(requestId, new NetRequest.SetCell(map, edit));
    }

    /**
     * Shows a block-map cell request before the server answers, as {@link #predict(long, String,
     * BlockCellEdit)} does: a {@link NetRequest.SetCell}, a {@link NetRequest.TurnCell} (the cell's
     * quarter turns) or a {@link NetRequest.SetCellData} (an entry of its game data).
     *
     * @param requestId the id the request is sent under, rising within the session
     * @return the refusal when the replica's rules refuse it (nothing is shown then), else empty
     * @throws IllegalStateException before the first snapshot
     * @throws IllegalArgumentException for another kind of request, when the world holds no map of
     *                                  that name, or when the id is taken
     */
    public Optional<BlockCellRefusal> predict(long requestId, NetRequest request) {
        String map = predictedMap(request);
        BlockMap m = world().requireMap(map);
        if (predictions.containsKey(requestId)) {
            throw new IllegalArgumentException("request " + requestId + " is predicted already");
        }
        Prediction p = new Prediction(map, request);
        Optional<BlockCellRefusal> x = p.show(m, own);
        if (x.isEmpty()) {
            predictions.put(requestId, p);
        }
        return x;
    }

    /**
     * The server refused a request: its prediction, if any, is rolled back (the predictions after
     * it are played again over the result).
     *
     * @return whether a prediction was rolled back
     */
    public boolean refused(long requestId) {
        if (!predictions.containsKey(requestId)) {
            return false;
        }
        rollBack();
        predictions.remove(requestId);
        replay();
        return true;
    }

    /**
     * After a reconnection: the server has answered every request up to {@code lastSeen}, so any
     * of those still predicted lost its answer with the connection: each is rolled back (the
     * snapshot or the tail holds what the server did with it).
     *
     * @return how many were rolled back
     */
    public int answeredUpTo(long lastSeen) {
        List<Long> gone = new ArrayList<>();
        for (Long id : predictions.keySet()) {
            if (id <= lastSeen) {
                gone.add(id);
            }
        }
        if (gone.isEmpty()) {
            return 0;
        }
        rollBack();
        gone.forEach(predictions::remove);
        replay();
        return gone.size();
    }

    /** The requests still predicted, oldest first, by id: what to send again after a reconnection. */
    public Map<Long, NetRequest> pendingRequests() {
        Map<Long, NetRequest> out = new LinkedHashMap<>();
        for (Map.Entry<Long, Prediction> e : predictions.entrySet()) {
            out.put(e.getKey(), e.getValue().request);
        }
        return out;
    }

    /** The map a predicted request edits. */
    private static String predictedMap(NetRequest request) {
        if (request instanceof NetRequest.SetCell s) {
            return s.map();
        }
        if (request instanceof NetRequest.TurnCell t) {
            return t.map();
        }
        if (request instanceof NetRequest.SetCellData d) {
            return d.map();
        }
        throw new IllegalArgumentException("only a block map's cell, turn and data requests are predicted, not "
                + Objects.requireNonNull(request, "request").getClass().getSimpleName());
    }

    private boolean predictsOn(String map) {
        for (Prediction p : predictions.values()) {
            if (p.map.equals(map)) {
                return true;
            }
        }
        return false;
    }

    private void rollBack() {
        List<Prediction> list = new ArrayList<>(predictions.values());
        for (int k = list.size() - 1; k >= 0; k--) {
            list.get(k).hide(world);
        }
    }

    private void replay() {
        for (Iterator<Prediction> it = predictions.values().iterator(); it.hasNext();) {
            Prediction p = it.next();
            BlockMap m = world.map(p.map).orElse(null);
            if (m != null) {
                p.show(m, own);
            }
        }
    }

    /**
     * A 64-bit hash of the world as the server's records left it, without this client's
     * predictions: equal to the server's {@link NetWorld#hash()} once the replica has caught up.
     */
    public long confirmedHash() {
        if (predictions.isEmpty()) {
            return world().hash();
        }
        rollBack();
        long h = world.hash();
        replay();
        return h;
    }

    /** An edit shown on the replica ahead of the server's answer. */
    private static final class Prediction {
        final String map;
        final NetRequest request;
        /** The change it made where it is shown, or null while it shows nothing. */
        BlockChange shown;

        Prediction(String map, NetRequest request) {
            this.map = map;
            this.request = request;
        }

        Optional<BlockCellRefusal> show(BlockMap m, Authority own) {
            BlockCursor before = m.cursor();
            Optional<BlockCellRefusal> x;
            if (request instanceof NetRequest.SetCell s) {
                x = m.setCell(own, s.edit());
            } else if (request instanceof NetRequest.TurnCell t) {
                x = m.turnCell(own, t.column(), t.row(), t.quarterTurns());
            } else {
                NetRequest.SetCellData d = (NetRequest.SetCellData) request;
                x = m.setCellData(own, d.column(), d.row(), d.key(), d.value().orElse(null));
            }
            shown = null;
            if (x.isEmpty()) {
                m.forEachChange(before, c -> shown = c);
            }
            return x;
        }

        void hide(NetWorld world) {
            if (shown != null) {
                BlockChange undo = shown.inverse();
                world.map(map).ifPresent(m -> m.apply(undo));
                shown = null;
            }
        }
    }
}
