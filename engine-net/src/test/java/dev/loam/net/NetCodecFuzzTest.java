package dev.loam.net;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockRect;
import dev.loam.blockmap.BlockRows;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** The decoder takes any bytes: it returns a message or refuses with a NetFormatException, nothing else. */
class NetCodecFuzzTest {
    private static final List<byte[]> SEEDS = seeds();

    private static List<byte[]> seeds() {
        Authority a = Authority.create("server");
        WorldServer server = new WorldServer(NetFixtures.world(a), a, 64);
        SplittableRandom rnd = new SplittableRandom(1);
        java.util.ArrayList<byte[]> out = new java.util.ArrayList<>();
        for (int k = 0; k < 40; k++) {
            NetRequest q = NetFixtures.randomRequest(rnd, 24);
            out.add(NetCodec.encode(new NetMessage.Request(k + 1, q)));
            server.decide(1, k + 1, q).records().forEach(r -> out.add(NetCodec.encode(r)));
        }
        server.edit(new NetRequest.RemovePlacement("groups@1:3,4/grove@1/pine.2"));
        out.add(NetCodec.encode(server.snapshot()));
        out.add(NetCodec.encode(new NetMessage.Hello("c", 1, 2, 3)));
        return out;
    }

    private static void decodeOrRefuse(byte[] bytes) {
        try {
            NetMessage m = NetCodec.decode(bytes);
            // What decodes re-encodes to a message that decodes equal.
            assertEquals(m.getClass(), NetCodec.decode(NetCodec.encode(m)).getClass());
        } catch (NetFormatException e) {
            assertTrue(e.place().startsWith("byte "), e.getMessage());
            int offset = Integer.parseInt(e.place().substring(5));
            assertTrue(offset >= 0 && offset <= bytes.length, e.getMessage());
        }
    }

    @Property(tries = 2000)
    void anyBytesDecodeOrAreRefused(@ForAll @Size(max = 64) byte[] bytes) {
        decodeOrRefuse(bytes);
    }

    @Property(tries = 3000)
    void aValidMessageWithBytesChangedDecodesOrIsRefused(@ForAll @IntRange(min = 0, max = 1 << 20) int seed,
            @ForAll @IntRange(min = 1, max = 4) int flips) {
        SplittableRandom rnd = new SplittableRandom(seed);
        byte[] bytes = SEEDS.get(rnd.nextInt(SEEDS.size())).clone();
        for (int k = 0; k < flips; k++) {
            bytes[rnd.nextInt(bytes.length)] = (byte) rnd.nextInt(256);
        }
        decodeOrRefuse(bytes);
        decodeOrRefuse(java.util.Arrays.copyOf(bytes, rnd.nextInt(bytes.length)));
    }

    @Provide
    Arbitrary<BlockChange> changes() {
        return Arbitraries.integers().between(1, 6).flatMap(w -> Arbitraries.integers().between(1, 6).flatMap(d ->
                Arbitraries.chars().list().ofSize(2 * w * d).flatMap(chars -> Arbitraries.integers()
                        .between(-1000, 1000).list().ofSize(2 * w * d).map(hs -> {
                            char[] s = new char[2 * w * d];
                            int[] h = new int[2 * w * d];
                            for (int i = 0; i < s.length; i++) {
                                s[i] = chars.get(i);
                                h[i] = hs.get(i);
                            }
                            int n = w * d;
                            return new BlockChange(new BlockRect(hs.get(0), hs.get(1), w, d),
                                    BlockRows.copyOf(w, d, java.util.Arrays.copyOf(s, n), java.util.Arrays.copyOf(h, n)),
                                    BlockRows.copyOf(w, d, java.util.Arrays.copyOfRange(s, n, 2 * n),
                                            java.util.Arrays.copyOfRange(h, n, 2 * n)));
                        }))));
    }

    @Property(tries = 500)
    void anyCellRectangleComesBackEqual(@ForAll("changes") BlockChange change,
            @ForAll @IntRange(min = 1, max = Integer.MAX_VALUE) int seq) {
        NetMessage.Record r = new NetMessage.Record(seq, 3, 4, new NetChange.BlockCells("map", change));
        byte[] bytes = NetCodec.encode(r);
        assertEquals(r, NetCodec.decode(bytes));
        assertArrayEquals(bytes, NetCodec.encode(NetCodec.decode(bytes)));
    }
}
