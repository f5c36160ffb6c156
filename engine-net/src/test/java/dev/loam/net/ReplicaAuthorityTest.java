package dev.loam.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSetLookup;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The server decides; replicas follow its records in order, recover from gaps, and roll back refused predictions. */
class ReplicaAuthorityTest {
    private final Authority authority = Authority.create("server");

    private WorldReplica joined(WorldServer server, int window) {
        WorldReplica r = new WorldReplica(BlockSetLookup.DEFINED, window);
        r.accept((NetMessage.Snapshot) NetCodec.decode(NetCodec.encode(server.snapshot())));
        return r;
    }

    private static NetMessage.Record wire(NetMessage.Record r) {
        return (NetMessage.Record) NetCodec.decode(NetCodec.encode(r));
    }

    @Test
    void aReplicasMapRefusesAnAuthorityItsCodeMints() {
        WorldServer server = new WorldServer(NetFixtures.world(authority), authority, 16);
        WorldReplica replica = joined(server, 0);
        BlockMap map = replica.world().map("village").orElseThrow();
        Authority forged = Authority.create("replica");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> map.setCell(forged, BlockCellEdit.height(0, 0, 5)));
        assertTrue(e.getMessage().contains("does not own the map \"village\""), e.getMessage());
        assertEquals(2, map.heightSteps(0, 0));
        // The server's own map refuses it as well.
        assertThrows(IllegalArgumentException.class, () -> server.world().map("village").orElseThrow()
                .setCell(forged, BlockCellEdit.height(0, 0, 5)));
    }

    @Test
    void aRefusalGoesToTheAskerAndWritesNothing() {
        WorldServer server = new WorldServer(NetFixtures.world(authority), authority, 16);
        long before = server.world().hash();
        WorldServer.Outcome o = server.decide(7, 1, new NetRequest.SetCell("village", BlockCellEdit.height(99, 0, 1)));
        assertTrue(o.refused());
        assertTrue(o.records().isEmpty());
        assertTrue(o.refusal().orElseThrow().message().contains("column 99, row 0 is off the map"));
        assertEquals(before, server.world().hash());
        assertEquals(0, server.seq());
    }

    @Test
    void replicasConvergeThroughShuffledDuplicatedAndLostRecords() {
        WorldServer server = new WorldServer(NetFixtures.world(authority), authority, 100_000);
        WorldReplica inOrder = joined(server, 0);
        WorldReplica shuffled = joined(server, 64);
        WorldReplica lossy = joined(server, 8);
        SplittableRandom rnd = new SplittableRandom(19);
        List<NetMessage.Record> batch = new ArrayList<>();
        int refused = 0;
        for (int k = 0; k < 4000; k++) {
            WorldServer.Outcome o = server.decide(0, 0, NetFixtures.randomRequest(rnd, 24));
            refused += o.refused() ? 1 : 0;
            for (NetMessage.Record r : o.records()) {
                assertEquals(WorldReplica.Applied.APPLIED, inOrder.accept(wire(r)));
                batch.add(wire(r));
            }
            if (batch.size() >= 20) {
                List<NetMessage.Record> mixed = new ArrayList<>(batch);
                Collections.shuffle(mixed, new java.util.Random(k));
                mixed.add(mixed.get(0)); // a duplicate
                for (NetMessage.Record r : mixed) {
                    shuffled.accept(r);
                }
                for (NetMessage.Record r : batch) {
                    if (rnd.nextInt(10) != 0 && lossy.accept(r) == WorldReplica.Applied.RESYNC) {
                        // What a transport does: ask for a snapshot, which comes before the next records.
                        lossy.accept(server.snapshot());
                    }
                }
                batch.clear();
            }
        }
        for (NetMessage.Record r : batch) {
            shuffled.accept(r);
            lossy.accept(r);
        }
        if (lossy.needsResync() || lossy.seq() != server.seq()) {
            lossy.accept(server.snapshot());
        }
        assertTrue(refused > 100 && server.seq() > 2000, refused + " refused, " + server.seq() + " written");
        long want = server.world().hash();
        assertEquals(want, inOrder.world().hash());
        assertEquals(want, shuffled.world().hash());
        assertEquals(want, lossy.world().hash());
        assertEquals(server.seq(), shuffled.seq());
        // Zones and placement diffs came over too, not only cells.
        assertEquals(server.world().zones().snapshot(), lossy.world().zones().snapshot());
        assertTrue(!lossy.world().zones().snapshot().isEmpty());
        assertEquals(server.world().placementDiffs().toJson(), lossy.world().placementDiffs().toJson());
        assertTrue(lossy.world().placementDiffs().toJson().contains("tree."), lossy.world().placementDiffs().toJson());
        assertTrue(lossy.resyncs() > 0, "the lossy replica recovered from snapshots");
        assertEquals(0, shuffled.resyncs(), "a window of 64 closes every gap of a shuffled batch of 20");
    }

    @Test
    void aReplicaThatLosesStepAsksForASnapshotAndKeepsItsMapObjects() {
        WorldServer server = new WorldServer(NetFixtures.world(authority), authority, 16);
        WorldReplica replica = joined(server, 0);
        BlockMap map = replica.world().map("village").orElseThrow();
        NetMessage.Record first = server.decide(0, 0, new NetRequest.SetCell("village", BlockCellEdit.height(1, 1, 4)))
                .records().get(0);
        NetMessage.Record second = server.decide(0, 0, new NetRequest.SetCell("village", BlockCellEdit.height(2, 1, 4)))
                .records().get(0);
        assertEquals(WorldReplica.Applied.RESYNC, replica.accept(second), "a gap with no window");
        assertTrue(replica.needsResync());
        assertEquals(WorldReplica.Applied.RESYNC, replica.accept(first), "waits for the snapshot now");
        replica.accept(server.snapshot());
        assertFalse(replica.needsResync());
        assertEquals(server.world().hash(), replica.world().hash());
        assertTrue(map == replica.world().map("village").orElseThrow(), "the same map object, brought up to date");
        assertEquals(4, map.heightSteps(2, 1));
    }

    @Test
    void aRefusedPredictionIsRolledBackAndAConfirmedOneKept() {
        WorldServer server = new WorldServer(NetFixtures.world(authority), authority, 16);
        WorldReplica replica = joined(server, 0);
        replica.session(5);
        BlockMap map = replica.world().map("village").orElseThrow();
        // Request 1 is shown at once.
        assertTrue(replica.predict(1, "village", BlockCellEdit.height(3, 3, 5)).isEmpty());
        assertEquals(5, map.heightSteps(3, 3));
        // Meanwhile another player's edit of the same map arrives: the prediction stays on top.
        for (NetMessage.Record r : server.decide(9, 1, new NetRequest.SetCell("village", BlockCellEdit.height(3, 4, 0)))
                .records()) {
            replica.accept(wire(r));
        }
        assertEquals(5, map.heightSteps(3, 3));
        assertEquals(0, map.heightSteps(3, 4));
        // The server refuses request 1 (another player raised the cell first, say): rolled back.
        assertTrue(replica.refused(1));
        assertEquals(2, map.heightSteps(3, 3));
        assertEquals(0, replica.pendingPredictions());
        // Request 2 is confirmed by its record and kept.
        assertTrue(replica.predict(2, "village", BlockCellEdit.symbol(6, 6, 'o')).isEmpty());
        WorldServer.Outcome o = server.decide(5, 2, new NetRequest.SetCell("village", BlockCellEdit.symbol(6, 6, 'o')));
        replica.accept(wire(o.records().get(0)));
        assertEquals('o', map.symbol(6, 6));
        assertEquals(0, replica.pendingPredictions());
        assertEquals(server.world().hash(), replica.world().hash());
    }

    @Test
    void aPredictedTurnAndDatumShowAtOnceAreRolledBackWhenRefusedAndKeptWhenConfirmed() {
        WorldServer server = new WorldServer(NetFixtures.world(authority), authority, 16);
        WorldReplica replica = joined(server, 0);
        replica.session(5);
        BlockMap map = replica.world().map("village").orElseThrow();
        NetRequest turn = new NetRequest.TurnCell("village", 2, 3, 1);
        NetRequest door = new NetRequest.SetCellData("village", 2, 3, "door", Optional.of("open"));
        assertTrue(replica.predict(1, turn).isEmpty());
        assertTrue(replica.predict(2, door).isEmpty());
        assertEquals(1, map.quarterTurns(2, 3));
        assertEquals(Map.of("door", "open"), map.cellData(2, 3));
        // Another player turns the same cell first: the server refuses request 1, and confirms request 2.
        replica.accept(wire(server.decide(9, 1, new NetRequest.TurnCell("village", 2, 3, 3)).records().get(0)));
        assertEquals(1, map.quarterTurns(2, 3), "the prediction stays on top of the record");
        WorldServer.Outcome refused = server.decide(5, 1, new NetRequest.TurnCell("village", 2, 3, 3));
        assertTrue(refused.refused(), "the cell holds that turn already");
        assertTrue(replica.refused(1));
        assertEquals(3, map.quarterTurns(2, 3), "rolled back to the server's turn");
        assertEquals(Map.of("door", "open"), map.cellData(2, 3), "the later prediction played again");
        WorldServer.Outcome o = server.decide(5, 2, door);
        replica.accept(wire(o.records().get(0)));
        assertEquals(0, replica.pendingPredictions());
        assertEquals(Map.of("door", "open"), map.cellData(2, 3));
        assertEquals(server.world().hash(), replica.world().hash());
        // A key the rules refuse is refused by the replica at once and never shown.
        Optional<dev.loam.blockmap.BlockCellRefusal> bad = replica.predict(3,
                new NetRequest.SetCellData("village", 2, 3, "", Optional.of("x")));
        assertTrue(bad.isPresent());
        assertTrue(bad.get().message().contains("column 2, row 3"), bad.get().message());
        assertThrows(IllegalArgumentException.class, () -> replica.predict(4, new NetRequest.RemoveZone("z")));
    }

    @Test
    void predictionsStayOnTopOfManyServerRecordsAndTheConfirmedStateMatchesTheServer() {
        WorldServer server = new WorldServer(NetFixtures.world(authority), authority, 16);
        WorldReplica replica = joined(server, 0);
        replica.session(3);
        SplittableRandom rnd = new SplittableRandom(3);
        List<long[]> inFlight = new ArrayList<>();
        long id = 0;
        for (int k = 0; k < 600; k++) {
            NetRequest q = NetFixtures.randomRequest(rnd, 24);
            boolean predictable = q instanceof NetRequest.SetCell || q instanceof NetRequest.TurnCell
                    || q instanceof NetRequest.SetCellData;
            if (predictable && rnd.nextBoolean()) {
                long mine = ++id;
                if (replica.predict(mine, q).isEmpty()) {
                    inFlight.add(new long[] {mine});
                    // Other players' edits reach the server first; it answers this one after them.
                    for (int j = 0; j < 2; j++) {
                        for (NetMessage.Record r : server.decide(8, k * 2L + j + 1, NetFixtures.randomRequest(rnd, 24))
                                .records()) {
                            replica.accept(wire(r));
                        }
                    }
                    WorldServer.Outcome o = server.decide(3, mine, q);
                    o.records().forEach(r -> replica.accept(wire(r)));
                    o.refusal().ifPresent(f -> replica.refused(f.requestId()));
                }
            } else {
                server.decide(8, 10_000 + k, q).records().forEach(r -> replica.accept(wire(r)));
            }
            assertEquals(server.world().hash(), replica.confirmedHash(), "after edit " + k);
        }
        assertTrue(inFlight.size() > 100);
        assertEquals(0, replica.pendingPredictions());
        assertEquals(server.world().hash(), replica.world().hash());
    }
}
