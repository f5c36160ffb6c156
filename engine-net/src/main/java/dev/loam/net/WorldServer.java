package dev.loam.net;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellRefusal;
import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockCursor;
import dev.loam.core.LoamInputException;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainChange;
import dev.loam.terrain.TerrainCursor;
import dev.loam.terrain.TerrainRefusal;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The server's side of replication, apart from any transport: the one place edits are decided.
 * It checks each request with the rules a single-player game uses ({@link BlockMap#setCell},
 * {@link BlockMap#turnCell}, {@link BlockMap#setCellData},
 * {@link Terrain#setHeights}, the placement diffs' own checks) under the server's
 * {@link Authority}, appends what was written to its log as a {@link NetMessage.Record} with the
 * next seq, and keeps the last records so a client that reconnects takes the tail instead of a
 * snapshot. A request refused writes nothing and gives a {@link NetMessage.Refusal} meant for its
 * asker alone.
 *
 * <p>Not thread-safe: one thread (the server's world loop) calls it and edits its world.
 */
public final class WorldServer {
    /** The records kept for a reconnecting client when none is given. */
    public static final int DEFAULT_LOG_RECORDS = 65_536;

    private final NetWorld world;
    private final Authority authority;
    private final int logCapacity;
    private final ArrayDeque<NetMessage.Record> log;
    private long seq;

    /**
     * A server over a world whose maps its authority owns.
     *
     * @param world       the world, edited from here on only through this server
     * @param authority   the server's authority, which the world's maps were built with
     * @param logRecords  how many of the last records it keeps for resuming clients, 1 or more
     */
    public WorldServer(NetWorld world, Authority authority, int logRecords) {
        if (logRecords < 1) {
            throw new IllegalArgumentException("a server keeps 1 record or more, got " + logRecords);
        }
        this.world = Objects.requireNonNull(world, "world");
        this.authority = Objects.requireNonNull(authority, "authority");
        this.logCapacity = logRecords;
        this.log = new ArrayDeque<>(Math.min(logRecords, 4096));
    }

    /** The world it decides for; read it on the server's world loop. */
    public NetWorld world() {
        return world;
    }

    /** The seq of the last record, 0 before any. */
    public long seq() {
        return seq;
    }

    /** The world as it stands, with the seq of the last record it holds. */
    public NetMessage.Snapshot snapshot() {
        return new NetMessage.Snapshot(seq, world.snapshot());
    }

    /**
     * The records after {@code seq}, oldest first, when the log still holds them all.
     *
     * @return empty when the log no longer reaches back (send a snapshot), or when {@code seq} is
     *         past the server's own (the client belongs to another run)
     */
    public Optional<List<NetMessage.Record>> recordsAfter(long seq) {
        if (seq > this.seq || seq < 0) {
            return Optional.empty();
        }
        if (seq == this.seq) {
            return Optional.of(List.of());
        }
        if (log.isEmpty() || log.peekFirst().seq() > seq + 1) {
            return Optional.empty();
        }
        List<NetMessage.Record> out = new ArrayList<>((int) (this.seq - seq));
        for (NetMessage.Record r : log) {
            if (r.seq() > seq) {
                out.add(r);
            }
        }
        return Optional.of(out);
    }

    /**
     * Decides the server's own edit (a non-player's, a script's).
     *
     * @return the record written, or the refusal
     */
    public Outcome edit(NetRequest request) {
        return decide(0, NetMessage.NO_REQUEST, request);
    }

    /**
     * Decides a client's request.
     *
     * @param session   the asker's session, 0 for the server's own
     * @param requestId the asker's id for it
     * @return the records written (kept in the log, to be sent to every client), or the refusal
     *         (to be sent to the asker alone)
     */
    public Outcome decide(long session, long requestId, NetRequest request) {
        List<NetChange> changes = new ArrayList<>(1);
        String refusal = write(request, changes);
        if (refusal != null) {
            return new Outcome(List.of(), Optional.of(new NetMessage.Refusal(requestId, refusal)));
        }
        List<NetMessage.Record> records = new ArrayList<>(changes.size());
        for (NetChange c : changes) {
            records.add(keep(new NetMessage.Record(seq + 1, session, requestId, c)));
        }
        return new Outcome(List.copyOf(records), Optional.empty());
    }

    /**
     * Writes a record another server decided (taken from a shared log) and keeps it in this
     * server's log under the next seq, for this server's clients.
     *
     * @throws LoamInputException or IllegalArgumentException naming the place when it does not fit
     *     this world; nothing is kept then
     */
    NetMessage.Record append(long session, long requestId, NetChange change) {
        world.write(change);
        return keep(new NetMessage.Record(seq + 1, session, requestId, change));
    }

    private NetMessage.Record keep(NetMessage.Record r) {
        seq = r.seq();
        if (log.size() == logCapacity) {
            log.pollFirst();
        }
        log.addLast(r);
        return r;
    }

    /**
     * Brings the world to a snapshot's state (the shared log's, read by a server joining late) and
     * starts its log over after it at seq 0: clients that join take the world as it stands.
     */
    void restore(WorldSnapshot snapshot, dev.loam.blockmap.BlockSetLookup sets) {
        world.restore(snapshot, sets, authority);
        log.clear();
        seq = 0;
    }

    private String write(NetRequest request, List<NetChange> changes) {
        if (request instanceof NetRequest.SetCell s) {
            BlockMap map = world.map(s.map()).orElse(null);
            if (map == null) {
                return "the world holds no map named \"" + s.map() + "\"";
            }
            BlockCursor before = map.cursor();
            Optional<BlockCellRefusal> x = map.setCell(authority, s.edit());
            if (x.isPresent()) {
                return x.get().message();
            }
            map.forEachChange(before, (BlockChange c) -> changes.add(new NetChange.BlockCells(s.map(), c)));
            return changes.isEmpty() ? unchanged(s.map(), s.edit().column(), s.edit().row()) : null;
        }
        if (request instanceof NetRequest.TurnCell t) {
            return cell(t.map(), t.column(), t.row(), changes, m -> m.turnCell(authority, t.column(), t.row(),
                    t.quarterTurns()));
        }
        if (request instanceof NetRequest.SetCellData d) {
            return cell(d.map(), d.column(), d.row(), changes, m -> m.setCellData(authority, d.column(), d.row(), d.key(),
                    d.value().orElse(null)));
        }
        if (request instanceof NetRequest.SetTerrainHeights s) {
            return terrain(s.terrain(), changes, t -> t.setHeights(s.rect(), s.heights()));
        }
        if (request instanceof NetRequest.SetTerrainSplat s) {
            return terrain(s.terrain(), changes, t -> t.setSplat(s.rect(), s.weights()));
        }
        if (request instanceof NetRequest.SetTerrainHoles s) {
            return terrain(s.terrain(), changes, t -> t.setHoles(s.rect(), s.cells()));
        }
        if (request instanceof NetRequest.SetZone z) {
            world.setZone(z.zone());
            changes.add(new NetChange.ZoneSet(z.zone()));
            return null;
        }
        if (request instanceof NetRequest.RemoveZone z) {
            if (!world.removeZone(z.id())) {
                return "zones." + z.id() + ": the world has no zone of that id";
            }
            changes.add(new NetChange.ZoneRemoved(z.id()));
            return null;
        }
        try {
            if (request instanceof NetRequest.RemovePlacement p) {
                world.removePlacement(p.id());
                changes.add(new NetChange.PlacementRemoved(p.id()));
            } else {
                NetRequest.ChangePlacement p = (NetRequest.ChangePlacement) request;
                world.changePlacement(p.id(), p.change());
                changes.add(new NetChange.PlacementChanged(p.id(), p.change()));
            }
            return null;
        } catch (LoamInputException e) {
            return e.getMessage();
        }
    }

    /** A turn or a datum of one cell, through the map's own check. */
    private String cell(String name, int column, int row, List<NetChange> changes,
            java.util.function.Function<BlockMap, Optional<BlockCellRefusal>> edit) {
        BlockMap map = world.map(name).orElse(null);
        if (map == null) {
            return "the world holds no map named \"" + name + "\"";
        }
        BlockCursor before = map.cursor();
        Optional<BlockCellRefusal> x = edit.apply(map);
        if (x.isPresent()) {
            return x.get().message();
        }
        map.forEachChange(before, (BlockChange c) -> changes.add(new NetChange.BlockCells(name, c)));
        return changes.isEmpty() ? unchanged(name, column, row) : null;
    }

    private static String unchanged(String map, int column, int row) {
        return "column " + column + ", row " + row + " of the map \"" + map + "\" holds that already: the edit changes nothing";
    }

    private String terrain(String name, List<NetChange> changes,
            java.util.function.Function<Terrain, Optional<TerrainRefusal>> edit) {
        Terrain t = world.terrain(name).orElse(null);
        if (t == null) {
            return "the world holds no terrain named \"" + name + "\"";
        }
        TerrainCursor before = t.cursor();
        Optional<TerrainRefusal> x = edit.apply(t);
        if (x.isPresent()) {
            return "terrain \"" + name + "\": " + x.get();
        }
        t.forEachChange(before, (TerrainChange c) -> changes.add(new NetChange.TerrainCells(name, c)));
        return null;
    }

    /**
     * What a request came to: the records written (none when refused) or the refusal.
     *
     * @param records the records, in seq order, each already in the log
     * @param refusal the refusal, for the asker alone
     */
    public record Outcome(List<NetMessage.Record> records, Optional<NetMessage.Refusal> refusal) {
        /** Whether the request was refused. */
        public boolean refused() {
            return refusal.isPresent();
        }
    }
}
