package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMap;
import dev.loam.core.AgentSettings;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Guards the path query's results against its own speed-ups: a sample of queries on three
 * pseudo-random maps ({@link NavMaps#terraces}) gives, bit for bit, the paths recorded in
 * {@code recorded-paths.txt} from the query before its search was rewritten (an indexed heap with
 * decrease-key, generation-stamped sets) — the same status, corners, heights and length.
 */
class PathQueryRecordedPathsTest {
    static final int QUERIES = 300;
    static final long[] SEEDS = {5, 17, 2026};

    /** One line per query: the map's seed, the query's number, status, corners, length and a hash of the coordinates. */
    static List<String> describe() {
        List<String> lines = new ArrayList<>();
        for (long seed : SEEDS) {
            BlockMap map = NavMaps.terraces(64, 48, seed);
            NavMesh mesh = NavMesh.bake(map, AgentSettings.DEFAULT);
            PathQuery query = new PathQuery(mesh);
            NavPath path = new NavPath();
            long s = seed * 31 + 7;
            for (int q = 0; q < QUERIES; q++) {
                double[] p = new double[4];
                for (int k = 0; k < 4; k++) {
                    s = s * 6364136223846793005L + 1442695040888963407L;
                    p[k] = (s >>> 11) * 0x1.0p-53 * (k % 2 == 0 ? map.width() : map.depth());
                }
                query.find(p[0], 0, p[1], p[2], 0, p[3], path);
                long hash = 17;
                for (int i = 0; i < path.pointCount(); i++) {
                    hash = hash * 1_000_003 + Double.doubleToLongBits(path.x(i));
                    hash = hash * 1_000_003 + Double.doubleToLongBits(path.y(i));
                    hash = hash * 1_000_003 + Double.doubleToLongBits(path.z(i));
                }
                lines.add(seed + " " + q + " " + path.status() + " " + path.pointCount() + " "
                        + Double.toHexString(path.lengthMetres()) + " " + Long.toHexString(hash));
            }
        }
        return lines;
    }

    @Test
    void aSampleOfQueriesGivesTheRecordedPathsBitForBit() throws IOException {
        List<String> recorded = new ArrayList<>();
        try (InputStream in = PathQueryRecordedPathsTest.class.getResourceAsStream("recorded-paths.txt")) {
            assertTrue(in != null, "recorded-paths.txt is missing");
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                recorded.add(line);
            }
        }
        List<String> now = describe();
        assertEquals(SEEDS.length * QUERIES, recorded.size());
        List<String> differ = new ArrayList<>();
        for (int i = 0; i < recorded.size(); i++) {
            if (!recorded.get(i).equals(now.get(i))) {
                differ.add("recorded " + recorded.get(i) + ", now " + now.get(i));
            }
        }
        assertEquals(List.of(), differ);
        long complete = now.stream().filter(l -> l.contains("COMPLETE")).count();
        long partial = now.stream().filter(l -> l.contains("PARTIAL")).count();
        assertTrue(complete > 300 && partial > 30, complete + " complete, " + partial + " partial");
    }
}
