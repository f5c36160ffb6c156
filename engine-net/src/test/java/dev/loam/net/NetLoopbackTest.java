package dev.loam.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A server and clients on loopback: every client's map converges to the server's, whatever befalls it. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class NetLoopbackTest {
    private final Authority authority = Authority.create("server");
    private final List<NetClient> clients = new ArrayList<>();
    private NetServer server;

    @AfterEach
    void close() {
        clients.forEach(NetClient::close);
        if (server != null) {
            server.close();
        }
    }

    private NetServer serve(NetWorld world, NetOptions options) {
        server = NetServer.start(new WorldServer(world, authority, 100_000), "127.0.0.1", 0, options, 2);
        return server;
    }

    private NetClient join(String name, NetOptions options) {
        NetClient c = NetClient.connect("127.0.0.1", server.port(), name, BlockSetLookup.DEFINED, options);
        clients.add(c);
        return c;
    }

    private void pump() {
        for (NetClient c : clients) {
            c.update();
        }
    }

    private void waitFor(String what, BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            pump();
            if (done.getAsBoolean()) {
                return;
            }
            assertTrue(System.nanoTime() < deadline, "timed out waiting until " + what + ": " + clients);
            Thread.sleep(1);
        }
    }

    private long serverSeq() {
        return server.call(WorldServer::seq).join();
    }

    private void assertConverged() throws InterruptedException {
        waitFor("every client holds the server's last record", () -> {
            long seq = serverSeq();
            return clients.stream().allMatch(c -> c.caughtUp() && c.replica().seq() == seq && c.outstandingRequests() == 0);
        });
        long want = server.call(s -> s.world().hash()).join();
        for (NetClient c : clients) {
            assertEquals(want, c.replica().world().hash(), c + "'s world");
            assertEquals(0, c.replica().pendingPredictions(), c + "'s predictions");
        }
    }

    @Test
    void linuxOnX86RunsOnEpollAndEitherEndCanBeAskedForNio() {
        boolean epollHere = System.getProperty("os.name").startsWith("Linux")
                && System.getProperty("os.arch").matches("amd64|x86_64");
        serve(NetFixtures.world(authority), NetOptions.DEFAULTS);
        NetClient c = join("native", NetOptions.DEFAULTS);
        NetClient nio = join("nio", NetOptions.DEFAULTS.withNativeTransport(false));
        assertEquals(epollHere, server.nativeTransport(), "the server's transport");
        assertEquals(epollHere, c.nativeTransport(), "the client's transport");
        assertEquals(false, nio.nativeTransport(), "a client asked for NIO");
    }

    @ParameterizedTest(name = "native transport allowed: {0}")
    @ValueSource(booleans = {true, false})
    void clientsJoiningLateDisconnectingAndResumingConvergeOnTheServersMap(boolean nativeTransport)
            throws InterruptedException {
        NetOptions options = NetOptions.DEFAULTS.withNativeTransport(nativeTransport);
        serve(NetFixtures.world(authority), options);
        NetClient a = join("a", options);
        NetClient b = join("b", options);
        NetClient c = join("c", options);
        waitFor("the first clients caught up", () -> a.caughtUp() && b.caughtUp() && c.caughtUp());
        SplittableRandom rnd = new SplittableRandom(2026);
        int refusals = 0;
        for (int k = 0; k < 3000; k++) {
            NetClient who = clients.get(rnd.nextInt(clients.size()));
            NetRequest q = NetFixtures.randomRequest(rnd, 24);
            if (!who.replica().ready()) {
                server.edit(q);
            } else if (q instanceof NetRequest.SetCell s && rnd.nextBoolean()) {
                who.setCell(s.map(), s.edit());
            } else if (rnd.nextInt(10) == 0) {
                server.edit(q);
            } else {
                who.request(q);
            }
            if (k == 500) {
                join("late", options);
            } else if (k == 1000) {
                a.breakConnection();
            } else if (k == 1500) {
                b.breakConnection();
                c.breakConnection();
            } else if (k == 2000) {
                join("later", options);
                clients.get(3).breakConnection();
            }
            if (k % 3 == 0) {
                pump();
            }
            for (NetClient x : clients) {
                refusals += x.takeRefusals().size();
            }
        }
        assertConverged();
        // Refusals still on their way when the edits stopped arrive while the clients catch up.
        for (NetClient x : clients) {
            refusals += x.takeRefusals().size();
        }
        assertTrue(serverSeq() > 1500, serverSeq() + " records");
        assertTrue(refusals > 50, refusals + " refusals, each to its asker");
        assertTrue(a.connections() >= 2 && b.connections() >= 2, "a and b reconnected");
        assertEquals(5, clients.size());
    }

    @Test
    void aSlowClientIsDroppedWithoutStallingTheOthersAndResyncs() throws InterruptedException {
        NetOptions options = NetOptions.DEFAULTS.withSendBufferBytes(64 * 1024);
        NetWorld world = new NetWorld().addTerrain("wide", Terrain.builder(65, 65, 1).build());
        serve(world, options);
        NetClient fast = join("fast", options);
        NetClient slow = join("slow", options);
        waitFor("both caught up", () -> fast.caughtUp() && slow.caughtUp());
        slow.pauseReading(true);
        SplittableRandom rnd = new SplittableRandom(5);
        // Records of 16x16 heights, about 2 KB each: the slow client's socket buffers fill, then the server's bound.
        for (int k = 0; k < 6000 && server.joinedNames().join().contains("slow"); k++) {
            float[] h = new float[256];
            for (int i = 0; i < h.length; i++) {
                h[i] = rnd.nextInt(100) * 0.5f;
            }
            server.edit(new NetRequest.SetTerrainHeights("wide", new TerrainRect(rnd.nextInt(49), rnd.nextInt(49), 16,
                    16), h)).join();
            fast.update();
        }
        assertTrue(!server.joinedNames().join().contains("slow") && server.dropped() > 0, "the slow client was dropped");
        long seq = serverSeq();
        waitFor("the fast client kept up", () -> fast.replica().seq() == seq);
        slow.pauseReading(false);
        assertConverged();
        assertTrue(slow.connections() >= 2, "the slow client reconnected");
    }

    @ParameterizedTest(name = "native transport allowed: {0}")
    @ValueSource(booleans = {true, false})
    void heartbeatsKeepAQuietConnectionAndSilenceClosesItToReconnect(boolean nativeTransport)
            throws InterruptedException {
        NetOptions options = NetOptions.DEFAULTS.withHeartbeat(40, 300).withNativeTransport(nativeTransport);
        serve(NetFixtures.world(authority), options);
        NetClient c = join("quiet", options);
        waitFor("caught up", c::caughtUp);
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(1200);
        while (System.nanoTime() < until) {
            pump();
            Thread.sleep(5);
        }
        assertEquals(1, c.connections(), "four timeouts of quiet, kept alive by heartbeats");
        c.pauseReading(true);
        waitFor("silence closed the connection and the client reconnected", () -> c.connections() >= 2 && c.caughtUp());
        server.edit(new NetRequest.SetCell("village", BlockCellEdit.height(0, 0, 4))).join();
        assertConverged();
    }

    @Test
    void aPeerSendingBadBytesIsClosedAndTheOthersAreServed() throws Exception {
        serve(NetFixtures.world(authority), NetOptions.DEFAULTS);
        NetClient c = join("good", NetOptions.DEFAULTS);
        waitFor("caught up", c::caughtUp);
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            OutputStream out = s.getOutputStream();
            out.write(new byte[] {0, 0, 0, 3, 9, 9, 9});
            out.flush();
            s.setSoTimeout(5000);
            InputStream in = s.getInputStream();
            assertEquals(-1, in.read(), "the server closed the connection");
        }
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            // A frame claiming 2 GiB is refused before it is read.
            s.getOutputStream().write(new byte[] {0x7F, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 1});
            s.setSoTimeout(5000);
            assertEquals(-1, s.getInputStream().read());
        }
        c.setCell("village", BlockCellEdit.height(1, 1, 3));
        assertConverged();
        assertEquals(3, c.replica().world().map("village").orElseThrow().heightSteps(1, 1));
    }
}
