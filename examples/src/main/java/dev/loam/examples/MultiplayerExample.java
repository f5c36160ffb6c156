package dev.loam.examples;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCellRefusal;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.core.NumberText;
import dev.loam.net.NetClient;
import dev.loam.net.NetOptions;
import dev.loam.net.NetServer;
import dev.loam.net.NetWorld;
import dev.loam.net.WorldServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A server and two headless clients digging the village over TCP on loopback: the server's
 * authority decides every dig (and the quarter turns and cell data a digger gives a cell now and
 * then), each client shows its own digs at once and takes the other's from
 * the server, a dig the rules refuse is rolled back on its digger alone, and at the end every map's
 * hash is the same. Run: {@code java -cp examples/target/examples.jar dev.loam.examples.MultiplayerExample}.
 */
public final class MultiplayerExample {
    private MultiplayerExample() {
    }

    /** Runs the example, printing to standard output. */
    public static void main(String[] args) {
        run(System.out, 300);
    }

    /**
     * Serves the village, lets two clients dig it, and prints each map's hash.
     *
     * @param out  where to print
     * @param digs how many digs each client tries
     * @return whether every map's hash came out equal to the server's
     */
    static boolean run(PrintStream out, int digs) {
        BlockSetLookup sets = BlockSetLookup.of(VillageExample.villageSet());
        BlockMapFile file = BlockMapFiles.read(resource("village.json"));
        // The server's map is owned by the server's authority: no other code may set its cells.
        Authority authority = Authority.create("server");
        BlockMap village = BlockMapFiles.readBlockRows(file, "village", sets).authority(authority).build();
        NetWorld world = new NetWorld().addMap(village);
        NetServer server = NetServer.start(new WorldServer(world, authority, WorldServer.DEFAULT_LOG_RECORDS),
                "127.0.0.1", 0, NetOptions.DEFAULTS, 1);
        NetClient west = null;
        NetClient east = null;
        try {
            out.printf(Locale.ROOT, "server on 127.0.0.1:%d, the village %dx%d, base %s m%n", server.port(),
                    village.width(), village.depth(), NumberText.fixed(village.baseMetres(), 2));
            west = NetClient.connect("127.0.0.1", server.port(), "west", sets, NetOptions.DEFAULTS);
            east = NetClient.connect("127.0.0.1", server.port(), "east", sets, NetOptions.DEFAULTS);
            List<NetClient> clients = List.of(west, east);
            awaitCaughtUp(clients, server);
            SplittableRandom rnd = new SplittableRandom(19);
            int[] shown = new int[2];
            int[] refusedHere = new int[2];
            int[] marked = new int[2];
            for (int k = 0; k < digs; k++) {
                for (int i = 0; i < 2; i++) {
                    NetClient c = clients.get(i);
                    c.update();
                    BlockMap map = c.replica().world().map("village").orElseThrow();
                    // West digs the west half, east the east half; both dig the middle columns.
                    int half = map.width() / 2;
                    int column = i == 0 ? rnd.nextInt(half + 2) : half - 2 + rnd.nextInt(map.width() - half + 2);
                    int row = rnd.nextInt(map.depth());
                    if (map.symbol(column, row) == '.') {
                        continue;
                    }
                    Optional<BlockCellRefusal> x = c.setCell("village",
                            BlockCellEdit.height(column, row, map.heightSteps(column, row) - 1));
                    if (x.isPresent()) {
                        refusedHere[i]++;
                    } else {
                        shown[i]++;
                    }
                    if (k % 8 == i) {
                        // Now and then the digger turns the cell's block and marks the cell as its own.
                        c.turnCell("village", column, row, k / 8);
                        c.setCellData("village", column, row, "dug-by", i == 0 ? "west" : "east");
                        marked[i]++;
                    }
                }
            }
            awaitCaughtUp(clients, server);
            int[] refusedThere = {west.takeRefusals().size(), east.takeRefusals().size()};
            long want = server.call(s -> s.world().hash()).join();
            long seq = server.call(WorldServer::seq).join();
            out.printf(Locale.ROOT, "%d records written by the server's authority%n", seq);
            out.printf(Locale.ROOT, "server  hash %016x  base %s m%n", want,
                    NumberText.fixed(server.call(s -> s.world().map("village").orElseThrow().baseMetres()).join(), 2));
            boolean same = true;
            for (int i = 0; i < 2; i++) {
                NetClient c = clients.get(i);
                long h = c.replica().world().hash();
                same &= h == want;
                out.printf(Locale.ROOT, "%-7s hash %016x  base %s m  (%d digs shown at once, %d cells turned and marked, "
                        + "%d refused by its own rules, %d refused by the server and rolled back)%n",
                        i == 0 ? "west" : "east", h,
                        NumberText.fixed(c.replica().world().map("village").orElseThrow().baseMetres(), 2), shown[i],
                        marked[i], refusedHere[i], refusedThere[i]);
            }
            out.println(same ? "every map is the server's" : "the maps differ");
            return same;
        } finally {
            if (west != null) {
                west.close();
            }
            if (east != null) {
                east.close();
            }
            server.close();
        }
    }

    private static void awaitCaughtUp(List<NetClient> clients, NetServer server) {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (true) {
            long seq = server.call(WorldServer::seq).join();
            boolean done = true;
            for (NetClient c : clients) {
                c.update();
                done &= c.caughtUp() && c.replica().seq() == seq && c.outstandingRequests() == 0;
            }
            if (done) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the clients did not catch up in 30 s: " + clients);
            }
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }
    }

    private static String resource(String name) {
        try (InputStream in = MultiplayerExample.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the example's resource " + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
