package dev.loam.bench;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockRect;
import dev.loam.blockmap.BlockRows;
import dev.loam.net.NetChange;
import dev.loam.net.NetCodec;
import dev.loam.net.NetMessage;
import dev.loam.net.WireBuffer;
import java.util.concurrent.TimeUnit;
import org.objenesis.strategy.StdInstantiatorStrategy;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Encode + decode of one cell-rectangle record (what a server sends for each edit), by Loam's
 * wire codec and by Kryo 5 on the same records in the same run: Kryo as a game would first set
 * it up (classes registered, its own serializers for records and fields) and Kryo with a
 * hand-written serializer of the record (variable-length integers, as Loam's codec writes). Each
 * call encodes into a reused buffer and decodes to a new record, so both sides build the same
 * objects. The bytes a record takes are printed at setup, beside Kryo's.
 * Target: Loam under 200 ns, and faster than Kryo.
 *
 * <p>{@code cells}: 1 (a {@code setCell}'s record) or 16 (a 4 × 4 brush's rectangle).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class NetCodecBench {
    @Param({"1", "16"})
    public int cells;

    private NetMessage.Record record;
    private final WireBuffer buffer = new WireBuffer(1024);
    private Kryo kryo;
    private Kryo kryoHand;
    private final Output output = new Output(1024, -1);
    private final Input input = new Input();

    @Setup
    public void setUp() {
        int side = cells == 1 ? 1 : 4;
        char[] before = new char[side * side];
        char[] after = new char[side * side];
        int[] hb = new int[side * side];
        int[] ha = new int[side * side];
        for (int i = 0; i < before.length; i++) {
            before[i] = 'g';
            after[i] = i % 3 == 0 ? 'd' : 'g';
            hb[i] = 4 + i % 2;
            ha[i] = 3 + i % 2;
        }
        BlockChange change = new BlockChange(new BlockRect(37, 52, side, side),
                BlockRows.copyOf(side, side, before, hb), BlockRows.copyOf(side, side, after, ha));
        record = new NetMessage.Record(123_456, 0x5DEECE66DL, 4711, new NetChange.BlockCells("village", change));

        kryo = new Kryo();
        kryo.setInstantiatorStrategy(new StdInstantiatorStrategy());
        kryo.register(NetMessage.Record.class);
        kryo.register(NetChange.BlockCells.class);
        kryo.register(BlockChange.class);
        kryo.register(BlockRect.class);
        kryo.register(BlockRows.class);
        kryo.register(char[].class);
        kryo.register(int[].class);
        kryo.register(java.util.Optional.class);

        kryoHand = new Kryo();
        kryoHand.register(NetMessage.Record.class, new RecordSerializer());

        NetMessage.Record a = loam(), b = kryoDefault(), c = kryoHandWritten();
        if (!record.equals(a) || !record.equals(b) || !record.equals(c)) {
            throw new IllegalStateException("a codec changed the record: " + a + " / " + b + " / " + c);
        }
        buffer.clear();
        NetCodec.encode(record, buffer);
        int loamBytes = buffer.size();
        output.reset();
        kryo.writeObject(output, record);
        int kryoBytes = output.position();
        output.reset();
        kryoHand.writeObject(output, record);
        System.out.printf("%n%d cell(s): Loam %d bytes a record, Kryo %d bytes, Kryo hand-written %d bytes%n", cells,
                loamBytes, kryoBytes, output.position());
    }

    @Benchmark
    public NetMessage.Record loam() {
        buffer.clear();
        NetCodec.encode(record, buffer);
        return (NetMessage.Record) NetCodec.decode(buffer.array(), 0, buffer.size());
    }

    @Benchmark
    public NetMessage.Record kryoDefault() {
        output.reset();
        kryo.writeObject(output, record);
        input.setBuffer(output.getBuffer(), 0, output.position());
        return kryo.readObject(input, NetMessage.Record.class);
    }

    @Benchmark
    public NetMessage.Record kryoHandWritten() {
        output.reset();
        kryoHand.writeObject(output, record);
        input.setBuffer(output.getBuffer(), 0, output.position());
        return kryoHand.readObject(input, NetMessage.Record.class);
    }

    /** The record field by field with Kryo's variable-length integers, as a game tuning Kryo would write it. */
    static final class RecordSerializer extends Serializer<NetMessage.Record> {
        @Override
        public void write(Kryo k, Output out, NetMessage.Record r) {
            out.writeVarLong(r.seq(), true);
            out.writeVarLong(r.session(), true);
            out.writeVarLong(r.requestId(), true);
            NetChange.BlockCells b = (NetChange.BlockCells) r.change();
            out.writeString(b.map());
            BlockRect rect = b.change().rect();
            out.writeVarInt(rect.column(), false);
            out.writeVarInt(rect.row(), false);
            out.writeVarInt(rect.width(), true);
            out.writeVarInt(rect.depth(), true);
            rows(out, b.change().before());
            rows(out, b.change().after());
        }

        private static void rows(Output out, BlockRows rows) {
            for (int r = 0; r < rows.depth(); r++) {
                for (int c = 0; c < rows.width(); c++) {
                    out.writeVarInt(rows.symbol(c, r), true);
                    out.writeVarInt(rows.heightSteps(c, r), false);
                }
            }
        }

        @Override
        public NetMessage.Record read(Kryo k, Input in, Class<? extends NetMessage.Record> type) {
            long seq = in.readVarLong(true), session = in.readVarLong(true), request = in.readVarLong(true);
            String map = in.readString();
            int column = in.readVarInt(false), row = in.readVarInt(false);
            int w = in.readVarInt(true), d = in.readVarInt(true);
            BlockRows before = rows(in, w, d), after = rows(in, w, d);
            return new NetMessage.Record(seq, session, request,
                    new NetChange.BlockCells(map, new BlockChange(new BlockRect(column, row, w, d), before, after)));
        }

        private static BlockRows rows(Input in, int w, int d) {
            char[] s = new char[w * d];
            int[] h = new int[w * d];
            for (int i = 0; i < s.length; i++) {
                s[i] = (char) in.readVarInt(true);
                h[i] = in.readVarInt(false);
            }
            return BlockRows.copyOf(w, d, s, h);
        }
    }
}
