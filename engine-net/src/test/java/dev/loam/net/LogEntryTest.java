package dev.loam.net;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The shared log's values: requests, records, refusals and snapshots to bytes and back, bad bytes refused. */
class LogEntryTest {
    @Test
    void requestsRecordsRefusalsAndSnapshotsComeBackEqual() {
        WireBuffer scratch = new WireBuffer();
        Authority a = Authority.create("server");
        WorldServer server = new WorldServer(NetFixtures.world(a), a, 64);
        SplittableRandom rnd = new SplittableRandom(5);
        for (int k = 0; k < 200; k++) {
            NetRequest q = NetFixtures.randomRequest(rnd, 24);
            LogEntry.Request r = new LogEntry.Request(7, k % 3, k + 1, q);
            assertEquals(r, LogEntry.decodeRequest(LogEntry.encode(r, scratch)));
            WorldServer.Outcome o = server.decide(0, 0, q);
            LogEntry.Decided d = o.refused()
                    ? new LogEntry.Decided(9, 7, k % 3, k + 1, null, o.refusal().get().message())
                    : new LogEntry.Decided(9, 7, k % 3, k + 1, o.records().get(0).change(), null);
            assertEquals(d, LogEntry.decodeDecided(LogEntry.encode(d, scratch)));
        }
        LogEntry.Snapshot s = new LogEntry.Snapshot(new long[] {3, 0, 12}, server.world().snapshot());
        LogEntry.Snapshot back = LogEntry.decodeSnapshot(LogEntry.encode(s));
        assertArrayEquals(s.offsets(), back.offsets());
        assertEquals(s.world(), back.world());
    }

    @Test
    void badBytesAreRefusedNamingTheirOffset() {
        byte[] good = LogEntry.encode(new LogEntry.Request(1, 2, 3, new NetRequest.SetCell("v",
                BlockCellEdit.height(1, 1, 2))), new WireBuffer());
        byte[] kind = good.clone();
        kind[1] = LogEntry.RECORD;
        NetFormatException wrongKind = assertThrows(NetFormatException.class, () -> LogEntry.decodeRequest(kind));
        assertEquals("byte 1", wrongKind.place());
        NetFormatException cut = assertThrows(NetFormatException.class,
                () -> LogEntry.decodeRequest(Arrays.copyOf(good, good.length - 1)));
        assertTrue(cut.getMessage().startsWith("byte "), cut.getMessage());
        assertThrows(NetFormatException.class, () -> LogEntry.decodeDecided(good), "a request is not a record");
        byte[] snapshot = LogEntry.encode(new LogEntry.Snapshot(new long[] {1}, new NetWorld().snapshot()));
        snapshot[snapshot.length - 3] ^= 0x55;
        NetFormatException world = assertThrows(NetFormatException.class, () -> LogEntry.decodeSnapshot(snapshot));
        assertTrue(world.getMessage().contains("the world is refused") || world.getMessage().contains("byte"),
                world.getMessage());
        SplittableRandom rnd = new SplittableRandom(11);
        for (int k = 0; k < 2000; k++) {
            byte[] b = good.clone();
            b[rnd.nextInt(b.length)] = (byte) rnd.nextInt(256);
            try {
                LogEntry.decodeRequest(b);
            } catch (NetFormatException e) {
                assertTrue(e.getMessage().startsWith("byte "), e.getMessage());
            }
        }
    }
}
