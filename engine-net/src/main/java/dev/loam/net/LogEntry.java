package dev.loam.net;

/**
 * What the shared log's topics carry (see {@link KafkaLog}): a request on its way to the server
 * that decides its key, a record or a refusal on its way from that server to every server, and a
 * snapshot with the log offsets it covers. Each encodes with {@link NetCodec}'s version byte first
 * and decodes refusing bad bytes with a {@link NetFormatException} naming the offset.
 */
final class LogEntry {
    static final int REQUEST = 1, RECORD = 2, REFUSAL = 3, SNAPSHOT = 4;
    /** The most partitions a snapshot names offsets for. */
    static final int MAX_PARTITIONS = 1 << 16;

    private LogEntry() {
    }

    /**
     * A request: who asked (the asking server's run, the session of its client, the request's id
     * there, 0 and {@link NetMessage#NO_REQUEST} for the server's own edit) and what.
     */
    record Request(long asker, long session, long requestId, NetRequest request) {
    }

    /** A record decided by {@code decider}'s run, of a request {@code asker}'s client made, or a refusal of it. */
    record Decided(long decider, long asker, long session, long requestId, NetChange change, String refusal) {
        boolean refused() {
            return refusal != null;
        }
    }

    /** A world as it stood after the records before {@code offsets[p]} of each records partition p. */
    record Snapshot(long[] offsets, WorldSnapshot world) {
    }

    static byte[] encode(Request r, WireBuffer out) {
        out.clear();
        out.put(NetCodec.VERSION);
        out.put(REQUEST);
        out.putVarLong(r.asker());
        out.putVarLong(r.session());
        out.putVarLong(r.requestId());
        NetCodec.request(r.request(), out);
        return out.toByteArray();
    }

    static byte[] encode(Decided d, WireBuffer out) {
        out.clear();
        out.put(NetCodec.VERSION);
        out.put(d.refused() ? REFUSAL : RECORD);
        out.putVarLong(d.decider());
        out.putVarLong(d.asker());
        out.putVarLong(d.session());
        out.putVarLong(d.requestId());
        if (d.refused()) {
            out.putString(d.refusal());
        } else {
            NetCodec.change(d.change(), out);
        }
        return out.toByteArray();
    }

    static byte[] encode(Snapshot s) {
        WireBuffer out = new WireBuffer();
        out.put(NetCodec.VERSION);
        out.put(SNAPSHOT);
        out.putVarInt(s.offsets().length);
        for (long o : s.offsets()) {
            out.putVarLong(o);
        }
        byte[] world = NetCodec.encode(new NetMessage.Snapshot(0, s.world()));
        out.putBytes(world);
        return out.toByteArray();
    }

    /** A request entry. */
    static Request decodeRequest(byte[] bytes) {
        WireReader in = header(bytes, REQUEST);
        Request r = new Request(in.varLong("the asking server"), in.varLong("the session"), in.varLong("the request's id"),
                NetCodec.request(in));
        in.expectEnd("the request entry");
        return r;
    }

    /** A record or refusal entry. */
    static Decided decodeDecided(byte[] bytes) {
        WireReader in = new WireReader(bytes, 0, bytes.length);
        version(in);
        int at = in.offset();
        int kind = in.u8("the entry's kind");
        if (kind != RECORD && kind != REFUSAL) {
            throw new NetFormatException(at, "kind " + kind + " is not a record (2) or a refusal (3)");
        }
        long decider = in.varLong("the deciding server");
        long asker = in.varLong("the asking server");
        long session = in.varLong("the session");
        long requestId = in.varLong("the request's id");
        Decided d = kind == RECORD ? new Decided(decider, asker, session, requestId, NetCodec.change(in), null)
                : new Decided(decider, asker, session, requestId, null, in.string("the refusal",
                        NetCodec.MAX_TEXT_BYTES));
        in.expectEnd("the record entry");
        return d;
    }

    /** A snapshot entry. */
    static Snapshot decodeSnapshot(byte[] bytes) {
        WireReader in = header(bytes, SNAPSHOT);
        int n = in.count("the partition count", 1, MAX_PARTITIONS);
        long[] offsets = new long[n];
        for (int p = 0; p < n; p++) {
            offsets[p] = in.varLong("a partition's offset");
        }
        int at = in.offset();
        byte[] world = in.bytes("the world", Integer.MAX_VALUE);
        in.expectEnd("the snapshot entry");
        NetMessage m;
        try {
            m = NetCodec.decode(world);
        } catch (NetFormatException e) {
            throw new NetFormatException(at, "the world is refused: " + e.getMessage(), e);
        }
        if (!(m instanceof NetMessage.Snapshot s)) {
            throw new NetFormatException(at, "the world holds a " + m.getClass().getSimpleName() + ", not a snapshot");
        }
        return new Snapshot(offsets, s.world());
    }

    private static WireReader header(byte[] bytes, int kind) {
        WireReader in = new WireReader(bytes, 0, bytes.length);
        version(in);
        int at = in.offset();
        int k = in.u8("the entry's kind");
        if (k != kind) {
            throw new NetFormatException(at, "kind " + k + " is not the " + kind + " this topic carries");
        }
        return in;
    }

    private static void version(WireReader in) {
        int v = in.u8("the version");
        if (v != NetCodec.VERSION) {
            throw new NetFormatException(0, "version " + v + " is not known here: this build reads version "
                    + NetCodec.VERSION);
        }
    }
}
