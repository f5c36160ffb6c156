package dev.loam.net;

import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCellLayers;
import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.BlockRect;
import dev.loam.blockmap.BlockRows;
import dev.loam.blockmap.LegendEntry;
import dev.loam.core.LoamInputException;
import dev.loam.terrain.TerrainChange;
import dev.loam.terrain.TerrainLayer;
import dev.loam.terrain.TerrainRect;
import dev.loam.worldgen.PlacementChange;
import dev.loam.worldgen.Zone;
import dev.loam.worldgen.ZoneShape;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;

/**
 * The wire codec: every {@link NetMessage} to bytes and back. The format is versioned (its first
 * byte is {@link #VERSION}), compact (whole numbers as variable-length integers, zig-zagged where
 * they may be negative; a snapshot's cells as runs) and the same on every JVM (big-endian IEEE
 * bits for the few real numbers; names and maps in a defined order).
 *
 * <p>Decoding refuses bad bytes with a {@link NetFormatException} whose place names the byte
 * offset: a message cut short or followed by stray bytes, an unknown version or tag, a count past
 * what is left or past its bound (checked before anything is allocated for it), a value its type
 * forbids (a NaN where a height belongs, a rectangle of no cells). Nothing else escapes it.
 *
 * <p>Stateless and thread-safe; a {@link WireBuffer} is one writer's.
 */
public final class NetCodec {
    /** The format's version, the first byte of every message. */
    public static final int VERSION = 2;
    /** The most bytes a name (of a map, a terrain, a placement, a client) may take. */
    public static final int MAX_NAME_BYTES = 1024;
    /** The most bytes a refusal's text may take. */
    public static final int MAX_TEXT_BYTES = 64 * 1024;
    /** The most bytes a cell's data key may take (UTF-8 of {@link BlockCellLayers#MAX_KEY_CHARS} characters). */
    public static final int MAX_KEY_BYTES = BlockCellLayers.MAX_KEY_CHARS * 3;
    /** The most bytes a cell's data value may take (UTF-8 of {@link BlockCellLayers#MAX_VALUE_CHARS} characters). */
    public static final int MAX_VALUE_BYTES = BlockCellLayers.MAX_VALUE_CHARS * 3;
    /** The most maps, terrains, legend entries or placement diffs of each kind a snapshot may hold. */
    public static final int MAX_ENTRIES = 1 << 20;

    static final int RECORD = 1, SNAPSHOT = 2, REQUEST = 3, REFUSAL = 4, HELLO = 5, WELCOME = 6, HEARTBEAT = 7,
            RESYNC = 8;
    static final int BLOCK_CELLS = 1, TERRAIN_HEIGHTS = 2, TERRAIN_SPLAT = 3, TERRAIN_HOLES = 4,
            PLACEMENT_REMOVED = 5, PLACEMENT_CHANGED = 6, ZONE_SET = 7, ZONE_REMOVED = 8, BLOCK_CELLS_LAYERS = 9;
    static final int SET_CELL = 1, SET_HEIGHTS = 2, SET_SPLAT = 3, SET_HOLES = 4, REMOVE_PLACEMENT = 5,
            CHANGE_PLACEMENT = 6, SET_ZONE = 7, REMOVE_ZONE = 8, TURN_CELL = 9, SET_CELL_DATA = 10;

    private NetCodec() {
    }

    // ---- encoding -----------------------------------------------------------------------------

    /** The message's bytes; the caller owns the array. */
    public static byte[] encode(NetMessage message) {
        WireBuffer out = new WireBuffer();
        encode(message, out);
        return out.toByteArray();
    }

    /**
     * Appends the message's bytes to {@code out} (clear it first for a message of its own).
     *
     * @return {@code out}
     */
    public static WireBuffer encode(NetMessage message, WireBuffer out) {
        out.put(VERSION);
        if (message instanceof NetMessage.Record r) {
            record(r, out);
        } else {
            other(message, out);
        }
        return out;
    }

    private static void record(NetMessage.Record r, WireBuffer out) {
        out.put(RECORD);
        out.putVarLong(r.seq());
        out.putVarLong(r.session());
        out.putVarLong(r.requestId());
        change(r.change(), out);
    }

    private static void other(NetMessage message, WireBuffer out) {
        if (message instanceof NetMessage.Snapshot s) {
            out.put(SNAPSHOT);
            out.putVarLong(s.seq());
            world(s.world(), out);
        } else if (message instanceof NetMessage.Request q) {
            out.put(REQUEST);
            out.putVarLong(q.requestId());
            request(q.request(), out);
        } else if (message instanceof NetMessage.Refusal f) {
            out.put(REFUSAL);
            out.putVarLong(f.requestId());
            out.putString(f.message());
        } else if (message instanceof NetMessage.Hello h) {
            out.put(HELLO);
            out.putString(h.client());
            out.putVarLong(h.session());
            out.putVarLong(h.epoch());
            out.putSignedLong(h.resumeAfter());
        } else if (message instanceof NetMessage.Welcome w) {
            out.put(WELCOME);
            out.putVarLong(w.session());
            out.putVarLong(w.epoch());
            out.putVarLong(w.seq());
            out.putVarLong(w.lastRequestSeen());
        } else if (message instanceof NetMessage.Heartbeat b) {
            out.put(HEARTBEAT);
            out.putLong(b.nanos());
        } else {
            out.put(RESYNC);
        }
    }

    /** Appends a change record alone (no version, no tag of a message): the shared log's value. */
    static void change(NetChange change, WireBuffer out) {
        if (change instanceof NetChange.BlockCells b) {
            blockCells(b, out);
        } else {
            otherChange(change, out);
        }
    }

    private static void blockCells(NetChange.BlockCells b, WireBuffer out) {
        BlockChange change = b.change();
        out.put(change.carriesLayers() ? BLOCK_CELLS_LAYERS : BLOCK_CELLS);
        out.putString(b.map());
        BlockRect r = b.change().rect();
        out.putSigned(r.column());
        out.putSigned(r.row());
        out.putVarInt(r.width());
        out.putVarInt(r.depth());
        cells(change.before(), out);
        cells(change.after(), out);
        if (change.carriesLayers()) {
            // Every cell of the rectangle, before and after: its turn, then its data, sorted by key.
            cellLayers(change.layersBefore().get(), out);
            cellLayers(change.layersAfter().get(), out);
        }
    }

    private static void cellLayers(BlockCellLayers layers, WireBuffer out) {
        for (int r = 0; r < layers.depth(); r++) {
            for (int c = 0; c < layers.width(); c++) {
                cellLayer(layers, c, r, out);
            }
        }
    }

    private static void cellLayer(BlockCellLayers layers, int c, int r, WireBuffer out) {
        out.put(layers.quarterTurns(c, r));
        Map<String, String> data = layers.data(c, r);
        out.putVarInt(data.size());
        for (Map.Entry<String, String> e : data.entrySet()) {
            out.putString(e.getKey());
            out.putString(e.getValue());
        }
    }

    private static void otherChange(NetChange change, WireBuffer out) {
        if (change instanceof NetChange.TerrainCells t) {
            TerrainChange c = t.change();
            if (c instanceof TerrainChange.Heights h) {
                out.put(TERRAIN_HEIGHTS);
                out.putString(t.terrain());
                rect(h.rect(), out);
                floats(h.before(), out);
                floats(h.after(), out);
            } else if (c instanceof TerrainChange.Splat s) {
                out.put(TERRAIN_SPLAT);
                out.putString(t.terrain());
                rect(s.rect(), out);
                out.putBytes(s.before());
                out.putBytes(s.after());
            } else {
                TerrainChange.Holes h = (TerrainChange.Holes) c;
                out.put(TERRAIN_HOLES);
                out.putString(t.terrain());
                rect(h.rect(), out);
                out.putBytes(h.before());
                out.putBytes(h.after());
            }
        } else if (change instanceof NetChange.PlacementRemoved p) {
            out.put(PLACEMENT_REMOVED);
            out.putString(p.id());
        } else if (change instanceof NetChange.ZoneSet z) {
            out.put(ZONE_SET);
            zone(z.zone(), out);
        } else if (change instanceof NetChange.ZoneRemoved z) {
            out.put(ZONE_REMOVED);
            out.putString(z.id());
        } else {
            NetChange.PlacementChanged p = (NetChange.PlacementChanged) change;
            out.put(PLACEMENT_CHANGED);
            out.putString(p.id());
            placement(p.change(), out);
        }
    }

    static void request(NetRequest request, WireBuffer out) {
        if (request instanceof NetRequest.SetCell s) {
            out.put(SET_CELL);
            out.putString(s.map());
            BlockCellEdit e = s.edit();
            out.putSigned(e.column());
            out.putSigned(e.row());
            out.putVarInt(e.symbol());
            double h = e.heightSteps();
            if (Double.isNaN(h)) {
                out.put(0);
            } else if (h == Math.rint(h) && Math.abs(h) < 1 << 30) {
                out.put(1);
                out.putSigned((int) h);
            } else {
                out.put(2);
                out.putDouble(h);
            }
        } else if (request instanceof NetRequest.SetTerrainHeights s) {
            out.put(SET_HEIGHTS);
            out.putString(s.terrain());
            rect(s.rect(), out);
            floats(s.heights(), out);
        } else if (request instanceof NetRequest.SetTerrainSplat s) {
            out.put(SET_SPLAT);
            out.putString(s.terrain());
            rect(s.rect(), out);
            out.putBytes(s.weights());
        } else if (request instanceof NetRequest.SetTerrainHoles s) {
            out.put(SET_HOLES);
            out.putString(s.terrain());
            rect(s.rect(), out);
            out.putBytes(s.cells());
        } else if (request instanceof NetRequest.RemovePlacement p) {
            out.put(REMOVE_PLACEMENT);
            out.putString(p.id());
        } else if (request instanceof NetRequest.SetZone z) {
            out.put(SET_ZONE);
            zone(z.zone(), out);
        } else if (request instanceof NetRequest.RemoveZone z) {
            out.put(REMOVE_ZONE);
            out.putString(z.id());
        } else if (request instanceof NetRequest.TurnCell t) {
            out.put(TURN_CELL);
            out.putString(t.map());
            out.putSigned(t.column());
            out.putSigned(t.row());
            out.put(t.quarterTurns());
        } else if (request instanceof NetRequest.SetCellData d) {
            out.put(SET_CELL_DATA);
            out.putString(d.map());
            out.putSigned(d.column());
            out.putSigned(d.row());
            out.putString(d.key());
            out.put(d.value().isPresent() ? 1 : 0);
            d.value().ifPresent(out::putString);
        } else {
            NetRequest.ChangePlacement p = (NetRequest.ChangePlacement) request;
            out.put(CHANGE_PLACEMENT);
            out.putString(p.id());
            placement(p.change(), out);
        }
    }

    private static void cells(BlockRows rows, WireBuffer out) {
        for (int r = 0; r < rows.depth(); r++) {
            for (int c = 0; c < rows.width(); c++) {
                out.putVarInt(rows.symbol(c, r));
                out.putSigned(rows.heightSteps(c, r));
            }
        }
    }

    private static void rect(TerrainRect r, WireBuffer out) {
        out.putSigned(r.i());
        out.putSigned(r.j());
        out.putVarInt(r.width());
        out.putVarInt(r.depth());
    }

    private static void floats(float[] values, WireBuffer out) {
        out.putVarInt(values.length);
        for (float v : values) {
            out.putFloat(v);
        }
    }

    private static void placement(PlacementChange c, WireBuffer out) {
        OptionalDouble[] v = {c.x(), c.y(), c.z(), c.yaw(), c.scale()};
        int mask = 0;
        for (int k = 0; k < v.length; k++) {
            mask |= v[k].isPresent() ? 1 << k : 0;
        }
        out.put(mask);
        for (OptionalDouble d : v) {
            if (d.isPresent()) {
                out.putDouble(d.getAsDouble());
            }
        }
    }

    private static void world(WorldSnapshot w, WireBuffer out) {
        out.putVarInt(w.maps().size());
        for (BlockMapSnapshot m : w.maps()) {
            out.putString(m.name());
            out.putString(m.blockSet());
            Map<Character, LegendEntry> entries = new TreeMap<>(m.legend().entries());
            out.putVarInt(entries.size());
            for (Map.Entry<Character, LegendEntry> e : entries.entrySet()) {
                out.putVarInt(e.getKey());
                LegendEntry le = e.getValue();
                out.putString(le.block());
                out.put(le.facing().map(f -> f.ordinal() + 1).orElse(0));
                out.put(le.waterLevelMetres().isPresent() ? 1 : 0);
                if (le.waterLevelMetres().isPresent()) {
                    out.putDouble(le.waterLevelMetres().getAsDouble());
                }
            }
            out.putDouble(m.seaMetres());
            out.putDouble(m.x());
            out.putDouble(m.y());
            out.putDouble(m.z());
            out.putDouble(m.baseMetres());
            BlockRows rows = m.rows();
            out.putVarInt(rows.width());
            out.putVarInt(rows.depth());
            // Runs of one character at one height, in row-major order.
            int n = rows.width() * rows.depth();
            int runs = 0;
            for (int i = 0; i < n; i++) {
                if (i == 0 || !sameCell(rows, i - 1, i)) {
                    runs++;
                }
            }
            out.putVarInt(runs);
            int i = 0;
            while (i < n) {
                int j = i + 1;
                while (j < n && sameCell(rows, i, j)) {
                    j++;
                }
                out.putVarInt(j - i);
                out.putVarInt(rows.symbol(i % rows.width(), i / rows.width()));
                out.putSigned(rows.heightSteps(i % rows.width(), i / rows.width()));
                i = j;
            }
            // The cells turned or holding data, in row-major order: the gap from the last, then the cell's layer.
            BlockCellLayers layers = m.layers();
            int marked = 0;
            for (int k = 0; k < n; k++) {
                if (marked(layers, k % rows.width(), k / rows.width())) {
                    marked++;
                }
            }
            out.putVarInt(marked);
            int last = -1;
            for (int k = 0; k < n; k++) {
                int c = k % rows.width(), r = k / rows.width();
                if (marked(layers, c, r)) {
                    out.putVarInt(k - last - 1);
                    cellLayer(layers, c, r, out);
                    last = k;
                }
            }
        }
        out.putVarInt(w.terrains().size());
        for (TerrainSnapshot t : w.terrains()) {
            out.putString(t.name());
            out.putVarInt(t.nx());
            out.putVarInt(t.nz());
            out.putDouble(t.cellSize());
            out.putDouble(t.originX());
            out.putDouble(t.originY());
            out.putDouble(t.originZ());
            out.putVarInt(t.chunkCells());
            out.putVarInt(t.layers().size());
            for (TerrainLayer l : t.layers()) {
                out.putString(l.material());
                out.putDouble(l.tile());
                out.putDouble(l.detile());
                out.putDouble(l.detileSharpen());
            }
            floats(t.heights(), out);
            out.put(t.splat().isPresent() ? 1 : 0);
            t.splat().ifPresent(out::putBytes);
            out.put(t.holes().isPresent() ? 1 : 0);
            t.holes().ifPresent(out::putBytes);
        }
        out.putVarInt(w.removed().size());
        for (String id : w.removed()) {
            out.putString(id);
        }
        out.putVarInt(w.changed().size());
        for (Map.Entry<String, PlacementChange> e : w.changed().entrySet()) {
            out.putString(e.getKey());
            placement(e.getValue(), out);
        }
        out.putVarInt(w.zones().size());
        for (Zone z : w.zones()) {
            zone(z, out);
        }
    }

    private static void zone(Zone z, WireBuffer out) {
        out.putString(z.id());
        out.putString(z.kind());
        if (z.shape() instanceof ZoneShape.Circle c) {
            out.put(1);
            out.putDouble(c.x());
            out.putDouble(c.z());
            out.putDouble(c.radius());
        } else {
            ZoneShape.Rect r = (ZoneShape.Rect) z.shape();
            out.put(2);
            out.putDouble(r.x());
            out.putDouble(r.z());
            out.putDouble(r.halfX());
            out.putDouble(r.halfZ());
            out.putDouble(r.yaw());
        }
        out.putDouble(z.falloff());
        out.putSigned(z.priority());
        out.putVarInt(z.excludes().size());
        for (String e : z.excludes()) {
            out.putString(e);
        }
        out.put(z.biome().isPresent() ? 1 : 0);
        z.biome().ifPresent(out::putString);
        if (z.flatten().isEmpty()) {
            out.put(0);
        } else if (z.flatten().get().toGround()) {
            out.put(1);
        } else {
            out.put(2);
            out.putDouble(z.flatten().get().height());
        }
        out.putVarInt(z.fields().size());
        for (Map.Entry<String, Double> e : z.fields().entrySet()) {
            out.putString(e.getKey());
            out.putDouble(e.getValue());
        }
    }

    private static Zone zone(WireReader in) {
        int start = in.offset();
        String id = in.string("the zone's id", MAX_NAME_BYTES);
        String kind = in.string("the zone's kind", MAX_NAME_BYTES);
        int shapeAt = in.offset();
        int shapeTag = in.u8("the zone's shape");
        ZoneShape shape = switch (shapeTag) {
            case 1 -> new ZoneShape.Circle(in.finiteDouble("the circle's x"), in.finiteDouble("the circle's z"),
                    in.finiteDouble("the circle's radius"));
            case 2 -> new ZoneShape.Rect(in.finiteDouble("the rectangle's x"), in.finiteDouble("the rectangle's z"),
                    in.finiteDouble("the rectangle's half x"), in.finiteDouble("the rectangle's half z"),
                    in.finiteDouble("the rectangle's yaw"));
            default -> throw new NetFormatException(shapeAt, "shape " + shapeTag + " is not 1 (a circle) or 2 (a rectangle)");
        };
        double falloff = in.finiteDouble("the zone's falloff");
        int priority = in.signed("the zone's priority");
        int excludeCount = in.count("the zone's excludes", 1, MAX_ENTRIES);
        java.util.Set<String> excludes = new java.util.TreeSet<>();
        for (int k = 0; k < excludeCount; k++) {
            excludes.add(in.string("an exclude", MAX_NAME_BYTES));
        }
        Optional<String> biome = in.u8("the zone's biome flag") == 0 ? Optional.empty()
                : Optional.of(in.string("the zone's biome", MAX_NAME_BYTES));
        int flattenAt = in.offset();
        int flattenTag = in.u8("the zone's flattening");
        Optional<Zone.Flatten> flatten = switch (flattenTag) {
            case 0 -> Optional.empty();
            case 1 -> Optional.of(Zone.Flatten.GROUND);
            case 2 -> Optional.of(Zone.Flatten.to(in.finiteDouble("the zone's flattening height")));
            default -> throw new NetFormatException(flattenAt, "flattening " + flattenTag
                    + " is not 0 (none), 1 (to the ground) or 2 (to a height)");
        };
        int fieldCount = in.count("the zone's fields", 9, MAX_ENTRIES);
        Map<String, Double> fields = new TreeMap<>();
        for (int k = 0; k < fieldCount; k++) {
            fields.put(in.string("a field's name", MAX_NAME_BYTES), in.finiteDouble("a field's value"));
        }
        try {
            return new Zone(id, kind, shape, falloff, priority, excludes, biome, flatten, fields);
        } catch (LoamInputException e) {
            throw new NetFormatException(start, "the zone \"" + id + "\" is refused: " + e.getMessage(), e);
        }
    }

    private static boolean marked(BlockCellLayers layers, int c, int r) {
        return layers.quarterTurns(c, r) != 0 || !layers.data(c, r).isEmpty();
    }

    private static boolean sameCell(BlockRows rows, int a, int b) {
        int w = rows.width();
        return rows.symbol(a % w, a / w) == rows.symbol(b % w, b / w)
                && rows.heightSteps(a % w, a / w) == rows.heightSteps(b % w, b / w);
    }

    // ---- decoding -----------------------------------------------------------------------------

    /**
     * The message in {@code bytes}.
     *
     * @throws NetFormatException naming the byte offset of the first value refused
     */
    public static NetMessage decode(byte[] bytes) {
        return decode(bytes, 0, bytes.length);
    }

    /**
     * The message in {@code length} bytes from {@code offset}; offsets in a refusal count from
     * {@code offset}.
     *
     * @throws NetFormatException naming the byte offset of the first value refused
     * @throws IllegalArgumentException when the range lies outside the array
     */
    public static NetMessage decode(byte[] bytes, int offset, int length) {
        WireReader in = new WireReader(bytes, offset, length);
        int version = in.u8("the version");
        if (version != VERSION) {
            throw new NetFormatException(0, "version " + version + " is not known here: this build reads version "
                    + VERSION);
        }
        int tagAt = in.offset();
        int tag = in.u8("the message's tag");
        NetMessage m = switch (tag) {
            case RECORD -> {
                int at = in.offset();
                long seq = in.varLong("the record's seq");
                if (seq < 1) {
                    throw new NetFormatException(at, "a record's seq is 1 or more, got " + seq);
                }
                long session = in.varLong("the record's session");
                long requestId = in.varLong("the record's request id");
                yield new NetMessage.Record(seq, session, requestId, change(in));
            }
            case SNAPSHOT -> {
                int at = in.offset();
                long seq = in.varLong("the snapshot's seq");
                if (seq < 0) {
                    throw new NetFormatException(at, "a snapshot's seq is 0 or more, got " + Long.toUnsignedString(seq));
                }
                yield new NetMessage.Snapshot(seq, world(in));
            }
            case REQUEST -> {
                int at = in.offset();
                long id = in.varLong("the request's id");
                if (id < 1) {
                    throw new NetFormatException(at, "a request's id is 1 or more, got " + Long.toUnsignedString(id));
                }
                yield new NetMessage.Request(id, request(in));
            }
            case REFUSAL -> new NetMessage.Refusal(in.varLong("the refusal's request id"),
                    in.string("the refusal's message", MAX_TEXT_BYTES));
            case HELLO -> new NetMessage.Hello(in.string("the client's name", MAX_NAME_BYTES), in.varLong("the session"),
                    in.varLong("the epoch"), in.signedLong("the record to resume after"));
            case WELCOME -> new NetMessage.Welcome(in.varLong("the session"), in.varLong("the epoch"),
                    in.varLong("the seq"), in.varLong("the last request seen"));
            case HEARTBEAT -> new NetMessage.Heartbeat(in.i64("the heartbeat's time"));
            case RESYNC -> new NetMessage.Resync();
            default -> throw new NetFormatException(tagAt, "tag " + tag + " names no message: 1 to 8 do");
        };
        in.expectEnd("the message");
        return m;
    }

    /** A change record alone, as {@link #change(NetChange, WireBuffer)} wrote it. */
    static NetChange decodeChange(byte[] bytes, int offset, int length) {
        WireReader in = new WireReader(bytes, offset, length);
        NetChange c = change(in);
        in.expectEnd("the change");
        return c;
    }

    static NetChange change(WireReader in) {
        int tagAt = in.offset();
        int tag = in.u8("the change's tag");
        return tag == BLOCK_CELLS || tag == BLOCK_CELLS_LAYERS ? blockCells(in, tag == BLOCK_CELLS_LAYERS)
                : otherChange(in, tag, tagAt);
    }

    private static NetChange blockCells(WireReader in, boolean withLayers) {
        {
            {
                String map = in.string("the map's name", MAX_NAME_BYTES);
                int at = in.offset();
                int column = in.signed("the rectangle's column");
                int row = in.signed("the rectangle's row");
                int width = in.varInt("the rectangle's width");
                int depth = in.varInt("the rectangle's depth");
                if (width < 1 || depth < 1 || (long) width * depth > BlockRows.MAX_CELLS) {
                    throw new NetFormatException(at, "a change's rectangle of " + Integer.toUnsignedString(width) + "x"
                            + Integer.toUnsignedString(depth) + " cells is not 1 to " + BlockRows.MAX_CELLS + " cells");
                }
                int n = width * depth;
                if ((long) n * 4 > in.remaining()) {
                    throw new NetFormatException(in.offset(), "a change of " + n + " cells needs at least " + 4L * n
                            + " bytes but " + in.remaining() + " are left");
                }
                BlockRows before = rows(in, width, depth, "a height before");
                BlockRows after = rows(in, width, depth, "a height after");
                BlockRect rect = new BlockRect(column, row, width, depth);
                if (!withLayers) {
                    return new NetChange.BlockCells(map, new BlockChange(rect, before, after));
                }
                // Each cell's layer takes at least two bytes (its turn, its data's count), before and after.
                if ((long) n * 4 > in.remaining()) {
                    throw new NetFormatException(in.offset(), "the turns and data of " + n + " cells need at least "
                            + 4L * n + " bytes but " + in.remaining() + " are left");
                }
                BlockCellLayers layersBefore = denseLayers(in, width, depth);
                BlockCellLayers layersAfter = denseLayers(in, width, depth);
                return new NetChange.BlockCells(map, new BlockChange(rect, before, after, Optional.of(layersBefore),
                        Optional.of(layersAfter)));
            }
        }
    }

    private static NetChange otherChange(WireReader in, int tag, int tagAt) {
        switch (tag) {
            case TERRAIN_HEIGHTS, TERRAIN_SPLAT, TERRAIN_HOLES -> {
                String terrain = in.string("the terrain's name", MAX_NAME_BYTES);
                int at = in.offset();
                TerrainRect rect = terrainRect(in);
                TerrainChange c;
                if (tag == TERRAIN_HEIGHTS) {
                    float[] before = floats(in, "the heights before", rect.area());
                    float[] after = floats(in, "the heights after", rect.area());
                    c = new TerrainChange.Heights(rect, before, after);
                } else {
                    int per = tag == TERRAIN_SPLAT ? 4 : 1;
                    byte[] before = exactBytes(in, "the values before", (long) per * rect.area());
                    byte[] after = exactBytes(in, "the values after", (long) per * rect.area());
                    c = tag == TERRAIN_SPLAT ? new TerrainChange.Splat(rect, before, after)
                            : new TerrainChange.Holes(rect, before, after);
                }
                if (rect.area() == 0) {
                    throw new NetFormatException(at, "a terrain change covers at least one vertex or cell");
                }
                return new NetChange.TerrainCells(terrain, c);
            }
            case PLACEMENT_REMOVED -> {
                return new NetChange.PlacementRemoved(in.string("the placement's id", MAX_NAME_BYTES));
            }
            case PLACEMENT_CHANGED -> {
                return new NetChange.PlacementChanged(in.string("the placement's id", MAX_NAME_BYTES), placement(in));
            }
            case ZONE_SET -> {
                return new NetChange.ZoneSet(zone(in));
            }
            case ZONE_REMOVED -> {
                return new NetChange.ZoneRemoved(in.string("the zone's id", MAX_NAME_BYTES));
            }
            default -> throw new NetFormatException(tagAt, "tag " + tag + " names no change record: 1 to 9 do");
        }
    }

    static NetRequest request(WireReader in) {
        int tagAt = in.offset();
        int tag = in.u8("the request's tag");
        switch (tag) {
            case SET_CELL -> {
                String map = in.string("the map's name", MAX_NAME_BYTES);
                int column = in.signed("the cell's column");
                int row = in.signed("the cell's row");
                char symbol = symbol(in);
                int at = in.offset();
                int kind = in.u8("the height's kind");
                double h = switch (kind) {
                    case 0 -> Double.NaN;
                    case 1 -> in.signed("the height");
                    case 2 -> in.finiteDouble("the height");
                    default -> throw new NetFormatException(at, "height kind " + kind + " is not 0 (kept), 1 (whole) or 2");
                };
                return new NetRequest.SetCell(map, new BlockCellEdit(column, row, symbol, h));
            }
            case SET_HEIGHTS -> {
                String terrain = in.string("the terrain's name", MAX_NAME_BYTES);
                TerrainRect rect = terrainRect(in);
                return new NetRequest.SetTerrainHeights(terrain, rect, floats(in, "the heights", rect.area()));
            }
            case SET_SPLAT -> {
                String terrain = in.string("the terrain's name", MAX_NAME_BYTES);
                TerrainRect rect = terrainRect(in);
                return new NetRequest.SetTerrainSplat(terrain, rect, exactBytes(in, "the weights", 4L * rect.area()));
            }
            case SET_HOLES -> {
                String terrain = in.string("the terrain's name", MAX_NAME_BYTES);
                TerrainRect rect = terrainRect(in);
                return new NetRequest.SetTerrainHoles(terrain, rect, exactBytes(in, "the holes", rect.area()));
            }
            case REMOVE_PLACEMENT -> {
                return new NetRequest.RemovePlacement(in.string("the placement's id", MAX_NAME_BYTES));
            }
            case CHANGE_PLACEMENT -> {
                return new NetRequest.ChangePlacement(in.string("the placement's id", MAX_NAME_BYTES), placement(in));
            }
            case SET_ZONE -> {
                return new NetRequest.SetZone(zone(in));
            }
            case REMOVE_ZONE -> {
                return new NetRequest.RemoveZone(in.string("the zone's id", MAX_NAME_BYTES));
            }
            case TURN_CELL -> {
                String map = in.string("the map's name", MAX_NAME_BYTES);
                int column = in.signed("the cell's column");
                int row = in.signed("the cell's row");
                return new NetRequest.TurnCell(map, column, row, turn(in));
            }
            case SET_CELL_DATA -> {
                String map = in.string("the map's name", MAX_NAME_BYTES);
                int column = in.signed("the cell's column");
                int row = in.signed("the cell's row");
                String key = in.string("the data key", MAX_KEY_BYTES);
                int at = in.offset();
                int has = in.u8("the value's flag");
                if (has > 1) {
                    throw new NetFormatException(at, "value flag " + has + " is not 0 (remove the key) or 1");
                }
                Optional<String> value = has == 0 ? Optional.empty() : Optional.of(in.string("the data value",
                        MAX_VALUE_BYTES));
                return new NetRequest.SetCellData(map, column, row, key, value);
            }
            default -> throw new NetFormatException(tagAt, "tag " + tag + " names no request: 1 to 10 do");
        }
    }

    private static BlockCellLayers denseLayers(WireReader in, int width, int depth) {
        int n = width * depth;
        int[] turns = new int[n];
        List<Map<String, String>> data = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            turns[i] = turn(in);
            data.add(cellData(in));
        }
        return BlockCellLayers.of(width, depth, turns, data);
    }

    private static int turn(WireReader in) {
        int at = in.offset();
        int t = in.u8("a cell's quarter turns");
        if (t > 3) {
            throw new NetFormatException(at, "quarter turns " + t + " are not 0 to 3");
        }
        return t;
    }

    /** A cell's data: its count, then keys in ascending order, each with its value. */
    private static Map<String, String> cellData(WireReader in) {
        int at = in.offset();
        int count = in.count("a cell's data", " count", 2, BlockCellLayers.MAX_ENTRIES);
        if (count == 0) {
            return Map.of();
        }
        TreeMap<String, String> data = new TreeMap<>();
        String last = null;
        for (int k = 0; k < count; k++) {
            int keyAt = in.offset();
            String key = in.string("a data key", MAX_KEY_BYTES);
            if (last != null && key.compareTo(last) <= 0) {
                throw new NetFormatException(keyAt, "data key \"" + key + "\" does not follow \"" + last
                        + "\": a cell's keys come once each, in ascending order");
            }
            last = key;
            data.put(key, in.string("a data value", MAX_VALUE_BYTES));
        }
        String problem = BlockCellLayers.dataProblem(data);
        if (problem != null) {
            throw new NetFormatException(at, "a cell's data is refused: " + problem);
        }
        return data;
    }

    private static char symbol(WireReader in) {
        int at = in.offset();
        int s = in.varInt("a cell's character");
        if (s < 0 || s > Character.MAX_VALUE) {
            throw new NetFormatException(at, "character " + Integer.toUnsignedString(s) + " is past U+FFFF");
        }
        return (char) s;
    }

    private static BlockRows rows(WireReader in, int width, int depth, String what) {
        int n = width * depth;
        if (n == 1) {
            // A setCell's record: one cell, built without the arrays a copy takes.
            char symbol = symbol(in);
            return BlockRows.ofCell(symbol, in.signed(what));
        }
        char[] symbols = new char[n];
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) {
            symbols[i] = symbol(in);
            heights[i] = in.signed(what);
        }
        return BlockRows.copyOf(width, depth, symbols, heights);
    }

    private static TerrainRect terrainRect(WireReader in) {
        int at = in.offset();
        int i = in.signed("the rectangle's first column");
        int j = in.signed("the rectangle's first row");
        int w = in.varInt("the rectangle's width");
        int d = in.varInt("the rectangle's depth");
        if (w < 0 || d < 0 || (long) w * d > Integer.MAX_VALUE / 4) {
            throw new NetFormatException(at, "a rectangle of " + Integer.toUnsignedString(w) + "x"
                    + Integer.toUnsignedString(d) + " is past the largest");
        }
        return new TerrainRect(i, j, w, d);
    }

    private static float[] floats(WireReader in, String what, long expected) {
        int at = in.offset();
        int n = in.count(what, "' count", 4, Integer.MAX_VALUE / 4);
        if (n != expected) {
            throw new NetFormatException(at, what + " hold " + n + " values but the rectangle has " + expected);
        }
        float[] v = new float[n];
        for (int k = 0; k < n; k++) {
            v[k] = in.finiteFloat(what);
        }
        return v;
    }

    private static byte[] exactBytes(WireReader in, String what, long expected) {
        int at = in.offset();
        byte[] b = in.bytes(what, Integer.MAX_VALUE / 4);
        if (b.length != expected) {
            throw new NetFormatException(at, what + " hold " + b.length + " bytes but the rectangle needs " + expected);
        }
        return b;
    }

    private static PlacementChange placement(WireReader in) {
        int at = in.offset();
        int mask = in.u8("the placement change's fields");
        if ((mask & ~0x1F) != 0) {
            throw new NetFormatException(at, "field mask " + mask + " names fields past the five (x, y, z, yaw, scale)");
        }
        OptionalDouble[] v = new OptionalDouble[5];
        for (int k = 0; k < 5; k++) {
            v[k] = (mask & 1 << k) != 0 ? OptionalDouble.of(in.finiteDouble("a placement value")) : OptionalDouble.empty();
        }
        return new PlacementChange(v[0], v[1], v[2], v[3], v[4]);
    }

    private static WorldSnapshot world(WireReader in) {
        int mapCount = in.count("the map count", 1, MAX_ENTRIES);
        List<BlockMapSnapshot> maps = new ArrayList<>(mapCount);
        for (int k = 0; k < mapCount; k++) {
            maps.add(mapSnapshot(in));
        }
        int terrainCount = in.count("the terrain count", 1, MAX_ENTRIES);
        List<TerrainSnapshot> terrains = new ArrayList<>(terrainCount);
        for (int k = 0; k < terrainCount; k++) {
            terrains.add(terrainSnapshot(in));
        }
        int removedCount = in.count("the removed placements' count", 1, MAX_ENTRIES);
        List<String> removed = new ArrayList<>(removedCount);
        for (int k = 0; k < removedCount; k++) {
            removed.add(in.string("a removed placement's id", MAX_NAME_BYTES));
        }
        int changedCount = in.count("the changed placements' count", 2, MAX_ENTRIES);
        TreeMap<String, PlacementChange> changed = new TreeMap<>();
        for (int k = 0; k < changedCount; k++) {
            changed.put(in.string("a changed placement's id", MAX_NAME_BYTES), placement(in));
        }
        int zoneCount = in.count("the zone count", 20, MAX_ENTRIES);
        List<Zone> zones = new ArrayList<>(zoneCount);
        for (int k = 0; k < zoneCount; k++) {
            zones.add(zone(in));
        }
        return new WorldSnapshot(maps, terrains, removed, changed, zones);
    }

    private static BlockMapSnapshot mapSnapshot(WireReader in) {
        int start = in.offset();
        String name = in.string("the map's name", MAX_NAME_BYTES);
        String set = in.string("the map's block set", MAX_NAME_BYTES);
        int entries = in.count("the legend's size", 4, MAX_ENTRIES);
        Map<Character, LegendEntry> legend = new LinkedHashMap<>();
        for (int k = 0; k < entries; k++) {
            int at = in.offset();
            char symbol = symbol(in);
            String block = in.string("a legend entry's block", MAX_NAME_BYTES);
            int facingAt = in.offset();
            int facing = in.u8("a legend entry's facing");
            if (facing > BlockFacing.values().length) {
                throw new NetFormatException(facingAt, "facing " + facing + " is not 0 (none) or 1 to 4");
            }
            int hasLevel = in.u8("a legend entry's water level flag");
            OptionalDouble level = hasLevel == 0 ? OptionalDouble.empty()
                    : OptionalDouble.of(in.finiteDouble("a legend entry's water level"));
            if (legend.put(symbol, new LegendEntry(block, facing == 0 ? Optional.empty()
                    : Optional.of(BlockFacing.values()[facing - 1]), level)) != null) {
                throw new NetFormatException(at, "character '" + symbol + "' is in the legend twice");
            }
        }
        double sea = in.finiteDouble("the map's sea");
        double x = in.finiteDouble("the map's x");
        double y = in.finiteDouble("the map's y");
        double z = in.finiteDouble("the map's z");
        double base = in.finiteDouble("the map's base");
        int at = in.offset();
        int width = in.varInt("the map's width");
        int depth = in.varInt("the map's depth");
        if (width < 1 || depth < 1 || (long) width * depth > BlockRows.MAX_CELLS) {
            throw new NetFormatException(at, "a map of " + Integer.toUnsignedString(width) + "x"
                    + Integer.toUnsignedString(depth) + " cells is not 1 to " + BlockRows.MAX_CELLS + " cells");
        }
        int n = width * depth;
        int runs = in.count("the map's runs", 3, n);
        int[] lengths = new int[runs];
        char[] runSymbols = new char[runs];
        int[] runHeights = new int[runs];
        long total = 0;
        for (int k = 0; k < runs; k++) {
            int runAt = in.offset();
            lengths[k] = in.varInt("a run's length");
            if (lengths[k] < 1 || lengths[k] > n - total) {
                throw new NetFormatException(runAt, "a run of " + Integer.toUnsignedString(lengths[k])
                        + " cells does not fit the " + (n - total) + " cells left of the map");
            }
            total += lengths[k];
            runSymbols[k] = symbol(in);
            runHeights[k] = in.signed("a run's height");
        }
        if (total != n) {
            throw new NetFormatException(in.offset(), "the runs cover " + total + " cells of the map's " + n);
        }
        BlockCellLayers layers = sparseLayers(in, width, depth);
        char[] symbols = new char[n];
        int[] heights = new int[n];
        int i = 0;
        for (int k = 0; k < runs; k++) {
            java.util.Arrays.fill(symbols, i, i + lengths[k], runSymbols[k]);
            java.util.Arrays.fill(heights, i, i + lengths[k], runHeights[k]);
            i += lengths[k];
        }
        try {
            return new BlockMapSnapshot(name, set, BlockLegend.of(legend), sea, x, y, z, base,
                    BlockRows.copyOf(width, depth, symbols, heights), layers);
        } catch (BlockMapException e) {
            throw new NetFormatException(start, "the map \"" + name + "\" is refused: " + e.getMessage(), e);
        }
    }

    /** A map's turned cells and cells holding data: their count, then each as its gap from the last and its layer. */
    private static BlockCellLayers sparseLayers(WireReader in, int width, int depth) {
        int n = width * depth;
        int marked = in.count("the turned or marked cells' count", 3, n);
        if (marked == 0) {
            return BlockCellLayers.empty(width, depth);
        }
        int[] turns = new int[n];
        List<Map<String, String>> data = new ArrayList<>(java.util.Collections.nCopies(n, Map.of()));
        long cell = -1;
        for (int k = 0; k < marked; k++) {
            int at = in.offset();
            int gap = in.varInt("a marked cell's gap");
            if (gap < 0 || gap >= n - cell - 1) {
                throw new NetFormatException(at, "a gap of " + Integer.toUnsignedString(gap)
                        + " cells leads past the map's " + n);
            }
            cell += gap + 1;
            turns[(int) cell] = turn(in);
            data.set((int) cell, cellData(in));
            if (turns[(int) cell] == 0 && data.get((int) cell).isEmpty()) {
                throw new NetFormatException(at, "cell " + cell + " is listed with no turn and no data");
            }
        }
        return BlockCellLayers.of(width, depth, turns, data);
    }

    private static TerrainSnapshot terrainSnapshot(WireReader in) {
        int start = in.offset();
        String name = in.string("the terrain's name", MAX_NAME_BYTES);
        int at = in.offset();
        int nx = in.varInt("the terrain's vertices along x");
        int nz = in.varInt("the terrain's vertices along z");
        if (nx < 2 || nz < 2 || (long) nx * nz > Integer.MAX_VALUE / 4) {
            throw new NetFormatException(at, "a terrain of " + Integer.toUnsignedString(nx) + "x"
                    + Integer.toUnsignedString(nz) + " vertices is not 2x2 or more and under 2^29");
        }
        double cellSize = in.finiteDouble("the terrain's cell size");
        double ox = in.finiteDouble("the terrain's origin x");
        double oy = in.finiteDouble("the terrain's origin y");
        double oz = in.finiteDouble("the terrain's origin z");
        int chunkCells = in.varInt("the terrain's chunk size");
        int layerCount = in.count("the terrain's layers", 25, MAX_ENTRIES);
        List<TerrainLayer> layers = new ArrayList<>(layerCount);
        for (int k = 0; k < layerCount; k++) {
            int layerAt = in.offset();
            String material = in.string("a layer's material", MAX_NAME_BYTES);
            double tile = in.anyDouble("a layer's tile");
            double detile = in.anyDouble("a layer's detile");
            double sharpen = in.anyDouble("a layer's sharpening");
            try {
                layers.add(new TerrainLayer(material, tile, detile, sharpen));
            } catch (RuntimeException e) {
                throw new NetFormatException(layerAt, "layer " + k + " is refused: " + e.getMessage(), e);
            }
        }
        long vertices = (long) nx * nz;
        float[] heights = floats(in, "the terrain's heights", vertices);
        Optional<byte[]> splat = in.u8("the splat flag") == 0 ? Optional.empty()
                : Optional.of(exactBytes(in, "the splat weights", 4 * vertices));
        Optional<byte[]> holes = in.u8("the holes flag") == 0 ? Optional.empty()
                : Optional.of(exactBytes(in, "the holes", (long) (nx - 1) * (nz - 1)));
        TerrainSnapshot t = new TerrainSnapshot(name, nx, nz, cellSize, ox, oy, oz, chunkCells, layers, heights, splat,
                holes);
        try {
            t.build();
        } catch (LoamInputException | IllegalArgumentException e) {
            throw new NetFormatException(start, "the terrain \"" + name + "\" is refused: " + e.getMessage(), e);
        }
        return t;
    }
}
