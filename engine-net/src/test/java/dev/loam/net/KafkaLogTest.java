package dev.loam.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockSetLookup;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Transport 2 against a real Kafka broker in this JVM (KRaft, loopback), started once for the class:
 * servers sharing one world through the log, their clients, a server joining late from the
 * compacted snapshot and the tail, and a server leaving its partitions to the group.
 */
class KafkaLogTest {
    private static final int EDITS = Integer.getInteger("loam.net.kafkaEdits", 400);
    private static KafkaTestBroker broker;

    @BeforeAll
    static void startBroker() {
        broker = KafkaTestBroker.start();
    }

    @AfterAll
    static void stopBroker() {
        if (broker != null) {
            broker.close();
        }
    }

    private static KafkaLog server(KafkaLog.Options options) {
        Authority a = Authority.create("server");
        return KafkaLog.serve(options, new WorldServer(NetFixtures.world(a), a, WorldServer.DEFAULT_LOG_RECORDS),
                BlockSetLookup.DEFINED, "127.0.0.1", 0, NetOptions.DEFAULTS, 1);
    }

    private static NetClient client(KafkaLog server, String name) {
        return NetClient.connect("127.0.0.1", server.server().port(), name, BlockSetLookup.DEFINED, NetOptions.DEFAULTS);
    }

    private static void await(String what, List<NetClient> clients, BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (true) {
            clients.forEach(NetClient::update);
            if (done.getAsBoolean()) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what);
            }
            Thread.sleep(5);
        }
    }

    /** Random edits from random clients: predicted cell, turn and datum requests, and the others unpredicted. */
    private static void edit(SplittableRandom rnd, List<NetClient> clients, int edits) {
        for (int k = 0; k < edits; k++) {
            NetClient c = clients.get(rnd.nextInt(clients.size()));
            c.update();
            NetRequest q = NetFixtures.randomRequest(rnd, 24);
            if (q instanceof NetRequest.SetCell s) {
                c.setCell(s.map(), s.edit());
            } else if (q instanceof NetRequest.TurnCell t) {
                c.turnCell(t.map(), t.column(), t.row(), t.quarterTurns());
            } else if (q instanceof NetRequest.SetCellData d) {
                c.setCellData(d.map(), d.column(), d.row(), d.key(), d.value().orElse(null));
            } else {
                c.request(q);
            }
        }
    }

    private static boolean settled(List<KafkaLog> servers, List<NetClient> clients) {
        for (NetClient c : clients) {
            if (!c.caughtUp() || c.outstandingRequests() > 0 || c.replica().pendingPredictions() > 0) {
                return false;
            }
        }
        Set<Long> hashes = new HashSet<>();
        for (KafkaLog s : servers) {
            hashes.add(s.hash().join());
        }
        for (NetClient c : clients) {
            hashes.add(c.replica().world().hash());
        }
        return hashes.size() == 1;
    }

    @Test
    void twoServersAndTheirClientsConvergeOnOneWorldAndALateServerJoinsFromTheSnapshotAndTheTail()
            throws InterruptedException {
        KafkaLog.Options options = KafkaLog.Options.of(broker.bootstrapServers(), "converge").withSnapshotEvery(50);
        List<KafkaLog> servers = new ArrayList<>();
        List<NetClient> clients = new ArrayList<>();
        try {
            servers.add(server(options));
            servers.add(server(options));
            assertFalse(servers.get(0).joinedFromSnapshot(), "the first server starts the log");
            assertTrue(servers.get(1).joinedFromSnapshot(), "the second reads the first's snapshot");
            for (int i = 0; i < 4; i++) {
                clients.add(client(servers.get(i % 2), "player-" + i));
            }
            await("the clients to join", clients, () -> clients.stream().allMatch(NetClient::caughtUp));
            await("the group to share the partitions", clients, () -> servers.get(0).decidingPartitions().size()
                    + servers.get(1).decidingPartitions().size() == 3 && !servers.get(1).decidingPartitions().isEmpty());
            SplittableRandom rnd = new SplittableRandom(19);
            edit(rnd, clients, EDITS);
            servers.get(0).edit(new NetRequest.TurnCell("village", 1, 1, 2));
            // Requests past the map's east edge, in chunks the two servers decide: each refusal reaches its asker.
            List<List<Long>> offMap = new ArrayList<>();
            for (NetClient c : clients) {
                List<Long> ids = new ArrayList<>();
                for (int row = 0; row < 24; row += 8) {
                    ids.add(c.request(new NetRequest.SetCell("village", BlockCellEdit.height(40, row, 3))));
                }
                offMap.add(ids);
            }
            List<List<Long>> refused = new ArrayList<>();
            clients.forEach(c -> refused.add(new ArrayList<>()));
            await("every request answered and every world equal", clients, () -> {
                for (int i = 0; i < clients.size(); i++) {
                    for (NetMessage.Refusal f : clients.get(i).takeRefusals()) {
                        refused.get(i).add(f.requestId());
                    }
                }
                return settled(servers, clients);
            });
            for (int i = 0; i < clients.size(); i++) {
                assertTrue(refused.get(i).containsAll(offMap.get(i)), "player-" + i + " was refused " + refused.get(i)
                        + ", asked " + offMap.get(i));
            }
            assertEquals(2, clients.get(0).replica().world().map("village").orElseThrow().quarterTurns(1, 1));
            for (KafkaLog s : servers) {
                assertEquals(0, s.outOfStep(), s.toString());
            }
            long total = servers.get(0).recordsApplied();
            assertTrue(total > EDITS / 2, total + " records");
            assertTrue(servers.get(0).snapshotsWritten() + servers.get(1).snapshotsWritten() > 0);

            // A third server joins late: the snapshot and the records after it, not the whole log.
            KafkaLog late = server(options);
            servers.add(late);
            assertTrue(late.joinedFromSnapshot());
            assertTrue(late.tailAtJoin() < total, late.tailAtJoin() + " of " + total + " records read to catch up");
            assertEquals(servers.get(0).hash().join(), late.hash().join());
            NetClient lateClient = client(late, "late player");
            clients.add(lateClient);
            await("the late client to join", clients, lateClient::caughtUp);
            edit(rnd, clients, EDITS / 4);
            await("the late server's client in step too", clients, () -> settled(servers, clients));
        } finally {
            clients.forEach(NetClient::close);
            servers.forEach(KafkaLog::close);
        }
    }

    @Test
    void aServerThatLeavesHandsItsPartitionsToTheOthersWhichDecideTheirRequests() throws InterruptedException {
        KafkaLog.Options options = KafkaLog.Options.of(broker.bootstrapServers(), "handover");
        List<KafkaLog> servers = new ArrayList<>();
        List<NetClient> clients = new ArrayList<>();
        try {
            servers.add(server(options));
            servers.add(server(options));
            clients.add(client(servers.get(0), "stays"));
            await("the split", clients, () -> clients.get(0).caughtUp() && servers.get(1).decidingPartitions().size() > 0
                    && servers.get(0).decidingPartitions().size() + servers.get(1).decidingPartitions().size() == 3);
            KafkaLog leaving = servers.remove(1);
            leaving.close();
            await("the partitions to come back", clients, () -> servers.get(0).decidingPartitions().size() == 3);
            // Every chunk's requests are decided again: one edit in each 16-cell chunk of the 24-cell village.
            NetClient c = clients.get(0);
            for (int r = 0; r < 24; r += 16) {
                for (int col = 0; col < 24; col += 16) {
                    assertEquals(Optional.empty(), c.setCell("village", BlockCellEdit.height(col, r, 4)));
                }
            }
            await("the edits decided", clients, () -> settled(servers, clients));
            assertEquals(4, c.replica().world().map("village").orElseThrow().heightSteps(16, 16));
        } finally {
            clients.forEach(NetClient::close);
            servers.forEach(KafkaLog::close);
        }
    }
}
