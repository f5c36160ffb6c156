package dev.loam.tools.loaders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loam.assets.GlbWriter;
import dev.loam.assets.GltfReader;
import dev.loam.assets.Kit;
import dev.loam.blockmap.BlockEdits;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapEdits;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetFiles;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.core.AgentSettings;
import dev.loam.core.LoamInputException;
import dev.loam.core.StableHash;
import dev.loam.model.Model;
import dev.loam.nav.NavMesh;
import dev.loam.physics.BlockMapCollider;
import dev.loam.physics.TerrainCollider;
import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpecReader;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import dev.loam.terrain.TerrainHeightmaps;
import dev.loam.worldgen.PlacementDiffs;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRules;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Every loader the project has, fed mutated copies of valid inputs (bytes flipped, overwritten and
 * cut; JSON numbers, strings and arrays swapped for extremes), each on a guarded thread with a
 * time limit and an allocation limit, and then <b>using</b> what loaded: meshed, collided,
 * navigated, planned, solved, written back and read again (the net codec's messages included). An escape is any exception other than
 * the error root ({@link LoamInputException}), an {@code Error}, a hang past the limit, an
 * allocation out of proportion to the input, a refusal with an empty place, or a round trip that
 * loses data.
 *
 * <p>Seeds are fixed, so a failure names the loader, the input and the mutation that reproduce
 * it. {@code -Dloam.fuzz.count=N} raises the mutations per input (the CI runs a few dozen).
 */
class LoaderFuzzTest {
    private static final Path EXAMPLES = Path.of("../examples/src/main/resources/dev/loam/examples");
    private static final int COUNT = Integer.getInteger("loam.fuzz.count", 40);
    private static final long SEED = Long.getLong("loam.fuzz.seed", 20261202L);
    /** How long one input may take, loading and using it together. */
    private static final long LIMIT_SECONDS = 20;
    /** The most one input may allocate beyond a thousand times its own bytes. */
    private static final long ALLOCATION_FLOOR = 384L << 20;
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final ExecutorService GUARD = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "loader-fuzz");
        t.setDaemon(true);
        return t;
    });

    @AfterAll
    static void stop() {
        GUARD.shutdownNow();
    }

    /** A loader: reads bytes and uses what it read, throwing only the error root for bad input. */
    @FunctionalInterface
    interface Loader {
        void loadAndUse(byte[] input) throws Exception;
    }

    private static BlockSet village() throws Exception {
        return BlockSetFiles.read(EXAMPLES.resolve("sets/village.json"));
    }

    private static byte[] file(String name) throws Exception {
        return Files.readAllBytes(EXAMPLES.resolve(name));
    }

    private static String text(byte[] b) {
        return new String(b, StandardCharsets.UTF_8);
    }

    // --- the loaders and their uses ---------------------------------------------------------

    private static void useMap(BlockMap map) {
        BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        new BlockMapCollider(map).update();
        NavMesh.bake(map, AgentSettings.DEFAULT);
    }

    private static Loader blockMaps(BlockSet set) {
        return input -> {
            BlockMapFile file = BlockMapFiles.read(text(input));
            BlockMap map = BlockMapFiles.toMap(file, null, BlockSetLookup.of(set));
            useMap(map);
            String written = BlockMapFiles.write(file);
            assertEquals(written, BlockMapFiles.write(BlockMapFiles.read(written)), "the map file round-trips");
        };
    }

    private static Loader blockSets() {
        Path dir = EXAMPLES.resolve("sets");
        return input -> {
            BlockSet set = BlockSetFiles.read(text(input), dir);
            useMap(BlockMapFiles.toMap(BlockMapFiles.read(text(file("village.json"))), null, BlockSetLookup.of(set)));
        };
    }

    private static Loader edits(BlockSet set) throws Exception {
        BlockMapFile village = BlockMapFiles.read(text(file("village.json")));
        return input -> {
            var result = BlockMapEdits.apply(village, BlockEdits.readJson(text(input)), BlockSetLookup.of(set));
            useMap(BlockMapFiles.toMap(result.file(), null, BlockSetLookup.of(set)));
        };
    }

    private static Loader terrains() {
        return input -> {
            TerrainFile f = TerrainFiles.read(input);
            assertTrue(TerrainFiles.readBinary(TerrainFiles.writeBinary(f)).contentEquals(f), "the binary container round-trips");
            if (f.nodeCount() == 1) {
                assertTrue(TerrainFiles.read(TerrainFiles.writeJson(f).getBytes(StandardCharsets.UTF_8)).contentEquals(f),
                        "the JSON form round-trips");
            }
            f.terrain().ifPresent(LoaderFuzzTest::useTerrain);
        };
    }

    private static void useTerrain(Terrain t) {
        new TerrainCollider(t, true);
        t.heightAt(t.originX() + 0.5, t.originZ() + 0.5);
    }

    private static Loader heightmaps() {
        return input -> useTerrain(TerrainHeightmaps.importPng(input, 1, 100));
    }

    private static Loader worldRules() {
        return input -> {
            WorldRules rules = WorldRules.fromJson(text(input));
            WorldPlan plan = WorldGen.builder(rules).seed(7).build().plan();
            plan.placementsIn(-96, -96, 96, 96);
            plan.explain(10, 10);
        };
    }

    private static Loader placementDiffs() {
        return input -> {
            PlacementDiffs d = new PlacementDiffs();
            d.load(text(input));
            PlacementDiffs again = new PlacementDiffs();
            again.load(d.toJson());
            assertEquals(d.toJson(), again.toJson(), "the diffs round-trip");
        };
    }

    private static Loader regions() {
        return input -> {
            Region region = RegionSolver.solve(RegionSpecReader.read(text(input)));
            region.mapText();
            region.terrain();
            region.roads();
        };
    }

    private static Loader models() {
        return input -> {
            Model m = GltfReader.readGlb(input, "fuzzed");
            Model again = GltfReader.readGlb(GlbWriter.toBytes(m), "again");
            assertEquals(m.meshes().size(), again.meshes().size(), "the model round-trips through GLB");
        };
    }

    private static Loader wireMessages(BlockSet set) {
        return input -> {
            dev.loam.net.NetMessage m = dev.loam.net.NetCodec.decode(input);
            byte[] again = dev.loam.net.NetCodec.encode(m);
            assertEquals(m, dev.loam.net.NetCodec.decode(again), "the message round-trips");
            if (m instanceof dev.loam.net.NetMessage.Snapshot snap) {
                for (dev.loam.net.BlockMapSnapshot map : snap.world().maps()) {
                    useMap(map.build(BlockSetLookup.of(set), dev.loam.blockmap.Authority.create("fuzz")));
                }
            }
        };
    }

    // --- the suite ---------------------------------------------------------------------------

    @Test
    void blockMapFilesRefuseOrWorkWhateverTheirBytes() throws Exception {
        // The village as shipped, and placed with its every number field written out.
        byte[] placed = text(file("village.json")).replaceFirst("\"sea\": 0.2,", "\"sea\": 0.2, \"position\": [-12, 0.5, -9],")
                .getBytes(StandardCharsets.UTF_8);
        fuzz("block map", blockMaps(village()), true, file("village.json"), placed);
    }

    @Test
    void blockSetFilesRefuseOrWorkWhateverTheirBytes() throws Exception {
        byte[] sized = text(file("sets/village.json")).replaceFirst("\"name\": \"village\",",
                "\"name\": \"village\", \"cellSize\": [1, 0.5, 1], \"patchSize\": 4.35,").getBytes(StandardCharsets.UTF_8);
        fuzz("block set", blockSets(), true, file("sets/village.json"), sized);
    }

    @Test
    void editFilesRefuseOrWorkWhateverTheirBytes() throws Exception {
        fuzz("edits", edits(village()), true, file("plateau-edits.json"));
    }

    @Test
    void terrainAndScatterFilesRefuseOrWorkWhateverTheirBytes() throws Exception {
        byte[] terrain = Files.readAllBytes(Path.of("../engine-core/src/test/resources/terrain/corpus/small-terrain.json"));
        byte[] scatter = Files.readAllBytes(Path.of("../engine-core/src/test/resources/terrain/corpus/small-scatter.json"));
        TerrainFile both = new TerrainFile(TerrainFiles.read(terrain).terrain(), TerrainFiles.read(scatter).scatters());
        fuzz("terrain", terrains(), true, terrain, scatter);
        fuzz("terrain container", terrains(), false, TerrainFiles.writeBinary(both));
    }

    @Test
    void heightmapPngsRefuseOrWorkWhateverTheirBytes() throws Exception {
        fuzz("heightmap", heightmaps(), false, file("terrain/hills.png"));
        // Pictures re-encoded whole: other sizes, depths and channels, so that some load and are used.
        List<byte[]> pictures = new ArrayList<>();
        for (int k = 0; k < Math.max(8, COUNT / 4); k++) {
            pictures.add(picture(StableHash.hash(SEED, 77, k)));
        }
        fuzzAsIs("heightmap picture", heightmaps(), pictures);
    }

    /** A PNG of a random size (1 to 300 a side), mostly 16-bit grey, sometimes 8-bit or colour. */
    private static byte[] picture(long seed) throws Exception {
        int w = 1 + StableHash.bounded(seed, 300), h = 1 + StableHash.bounded(StableHash.hash(seed, 1), 300);
        int kind = StableHash.bounded(StableHash.hash(seed, 2), 4);
        int type = kind == 0 ? java.awt.image.BufferedImage.TYPE_BYTE_GRAY : kind == 1
                ? java.awt.image.BufferedImage.TYPE_INT_RGB : java.awt.image.BufferedImage.TYPE_USHORT_GRAY;
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(w, h, type);
        java.awt.image.WritableRaster r = img.getRaster();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                for (int band = 0; band < r.getNumBands(); band++) {
                    r.setSample(x, y, band, StableHash.bounded(StableHash.hash(seed, x, y), kind >= 2 ? 65536 : 256));
                }
            }
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        javax.imageio.ImageIO.write(img, "png", out);
        return out.toByteArray();
    }

    /** Inputs run as they are: each must load and be used or be refused well. */
    private static void fuzzAsIs(String name, Loader loader, List<byte[]> inputs) {
        List<String> escapes = new ArrayList<>();
        int refused = 0, loaded = 0;
        for (int k = 0; k < inputs.size(); k++) {
            String escape = guarded(loader, inputs.get(k));
            if (escape == null) {
                loaded++;
            } else if (escape.startsWith(REFUSED)) {
                refused++;
            } else {
                escapes.add(name + " input " + k + ": " + escape);
            }
        }
        System.out.println(name + ": " + inputs.size() + " inputs, " + refused + " refused well, " + loaded
                + " loaded and used, " + escapes.size() + " escaped");
        assertTrue(escapes.isEmpty(), String.join("\n", escapes));
        assertTrue(loaded > 0 && refused > 0, name + ": the inputs must both load and be refused, or they test nothing");
    }

    @Test
    void worldRulesRefuseOrWorkWhateverTheirBytes() throws Exception {
        fuzz("world rules", worldRules(), true, file("worlds/wilds.json"));
    }

    @Test
    void placementDiffsRefuseOrWorkWhateverTheirBytes() throws Exception {
        fuzz("placement diffs", placementDiffs(), true, ("{\"removed\": [\"groups@1:0,0/grove@1/pine.0\"], "
                + "\"changed\": {\"groups@1:0,1/grove@1/pine.2\": {\"yaw\": 1.5, \"x\": 3}}}").getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void regionSpecsRefuseOrWorkWhateverTheirBytes() throws Exception {
        fuzz("region spec", regions(), true, file("regions/test-tiles-terrain.json"), file("regions/test-tiles-roads.json"),
                file("regions/test-water-and-fire.json"), file("regions/test-tiles-tunnel.json"));
    }

    @Test
    void wireMessagesRefuseOrWorkWhateverTheirBytes() throws Exception {
        BlockSet set = village();
        BlockMap map = BlockMapFiles.toMap(BlockMapFiles.read(text(file("village.json"))), null, BlockSetLookup.of(set));
        dev.loam.blockmap.BlockCursor cursor = map.cursor();
        map.setCell(dev.loam.blockmap.Authority.create("fuzz"), dev.loam.blockmap.BlockCellEdit.height(5, 6, 3));
        List<dev.loam.blockmap.BlockChange> changes = new ArrayList<>();
        map.forEachChange(cursor, changes::add);
        byte[] record = dev.loam.net.NetCodec.encode(new dev.loam.net.NetMessage.Record(7, 1, 2,
                new dev.loam.net.NetChange.BlockCells(map.name(), changes.get(0))));
        byte[] snapshot = dev.loam.net.NetCodec.encode(new dev.loam.net.NetMessage.Snapshot(7,
                dev.loam.net.WorldSnapshot.of(List.of(dev.loam.net.BlockMapSnapshot.of(map)), List.of())));
        fuzz("wire message", wireMessages(set), false, record, snapshot);
    }

    @Test
    void glbModelsRefuseOrWorkWhateverTheirBytes() throws Exception {
        fuzz("glb", models(), false, GlbWriter.toBytes(Kit.model("rock")), GlbWriter.toBytes(Kit.model("hut")));
    }

    /** Each valid input once as it is (it must load and be used), then {@link #COUNT} mutants of it. */
    private static void fuzz(String name, Loader loader, boolean json, byte[]... corpus) {
        List<String> escapes = new ArrayList<>();
        int refused = 0, loaded = 0;
        for (int k = 0; k < corpus.length; k++) {
            String valid = guarded(loader, corpus[k]);
            if (valid != null) {
                fail(name + " corpus input " + k + " does not load and work: " + valid);
            }
            for (int m = 0; m < COUNT; m++) {
                long seed = StableHash.hash(SEED, name.hashCode(), k, m);
                Mutant mutant = json && (m & 1) == 0 ? jsonMutant(corpus[k], seed) : byteMutant(corpus[k], seed);
                String escape = guarded(loader, mutant.bytes());
                if (escape == null) {
                    loaded++;
                } else if (escape.startsWith(REFUSED)) {
                    refused++;
                } else {
                    escapes.add(name + " input " + k + ", mutant " + m + " (" + mutant.what() + "): " + escape);
                }
            }
        }
        System.out.println(name + ": " + (corpus.length * COUNT) + " mutants, " + refused + " refused well, " + loaded
                + " loaded and used, " + escapes.size() + " escaped");
        assertTrue(escapes.isEmpty(), escapes.size() + " escape(s) of " + (corpus.length * COUNT) + " mutants ("
                + refused + " refused well, " + loaded + " loaded):\n" + String.join("\n", escapes));
        assertTrue(refused > 0 && (loaded > 0 || name.equals("heightmap")),
                name + ": the mutants must both load and be refused, or they test nothing");
    }

    private static final String REFUSED = "refused:";

    /**
     * Runs one input on the guard thread: null when it loaded and was used, {@value #REFUSED} and
     * the place when it was refused well, or what escaped.
     */
    private static String guarded(Loader loader, byte[] input) {
        long limit = ALLOCATION_FLOOR + 1000L * input.length;
        Future<String> f = GUARD.submit(() -> {
            com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            long before = mx.getCurrentThreadAllocatedBytes();
            String outcome;
            try {
                loader.loadAndUse(input);
                outcome = null;
            } catch (LoamInputException e) {
                outcome = e.place().isEmpty() ? "a refusal with no place: " + e.getMessage() : REFUSED + e.place();
            } catch (AssertionError e) {
                outcome = "lost in a round trip: " + e.getMessage();
            } catch (Throwable e) {
                outcome = "a " + e.getClass().getName() + " escaped: " + e.getMessage() + " at " + top(e);
            }
            long used = mx.getCurrentThreadAllocatedBytes() - before;
            if (used > limit) {
                return "allocated " + (used >> 20) + " MiB for " + input.length + " bytes of input (outcome: "
                        + (outcome == null ? "loaded" : outcome) + ")";
            }
            return outcome;
        });
        try {
            return f.get(LIMIT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            return "still running after " + LIMIT_SECONDS + " s: a hang";
        } catch (ExecutionException e) {
            return "the guard failed: " + e.getCause();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    private static String top(Throwable e) {
        StackTraceElement[] st = e.getStackTrace();
        return st.length == 0 ? "?" : st[0].toString();
    }

    record Mutant(byte[] bytes, String what) {
    }

    /** A byte flipped, overwritten, cut off or doubled. */
    static Mutant byteMutant(byte[] valid, long seed) {
        byte[] b = valid.clone();
        int at = StableHash.bounded(seed, b.length);
        switch (StableHash.bounded(StableHash.hash(seed, 1), 4)) {
            case 0 -> {
                b[at] ^= (byte) (1 << StableHash.bounded(StableHash.hash(seed, 2), 8));
                return new Mutant(b, "bit flipped at byte " + at);
            }
            case 1 -> {
                int n = 1 + StableHash.bounded(StableHash.hash(seed, 3), 8);
                for (int i = at; i < Math.min(b.length, at + n); i++) {
                    b[i] = (byte) StableHash.hash(seed, 4, i);
                }
                return new Mutant(b, n + " bytes overwritten at byte " + at);
            }
            case 2 -> {
                return new Mutant(java.util.Arrays.copyOf(b, at), "cut at byte " + at);
            }
            default -> {
                int n = Math.min(64, b.length - at);
                byte[] out = new byte[b.length + n];
                System.arraycopy(b, 0, out, 0, at + n);
                System.arraycopy(b, at, out, at + n, b.length - at);
                return new Mutant(out, n + " bytes doubled at byte " + at);
            }
        }
    }

    private static final String[] EXTREME_NUMBERS = {"0", "-1", "1e-9", "1e9", "2147483648", "-2e9", "1e300", "0.0001",
        "100000", "65536", "-0.0", "4097", "16385"};

    /** One number, string or array of the document swapped for an extreme. */
    static Mutant jsonMutant(byte[] valid, long seed) {
        JsonNode doc = JSON.readTree(valid);
        List<JsonNode[]> slots = new ArrayList<>();
        collect(doc, slots);
        if (slots.isEmpty()) {
            return byteMutant(valid, seed);
        }
        JsonNode[] slot = slots.get(StableHash.bounded(seed, slots.size()));
        JsonNode parent = slot[0], old = slot[1];
        String key = slot[2] == null ? null : slot[2].stringValue();
        int index = slot[3] == null ? -1 : slot[3].intValue();
        JsonNodeFactory nf = JsonNodeFactory.instance;
        JsonNode replacement;
        String what;
        long pick = StableHash.hash(seed, 5);
        if (old.isNumber() && StableHash.bounded(StableHash.hash(seed, 6), 2) == 0) {
            // A mild change, so that much of what is mutated still loads and is used.
            double v = old.doubleValue();
            double[] near = {v + 1, v - 1, v * 2, v / 2, -v, Math.floor(v / 2)};
            double n = near[StableHash.bounded(pick, near.length)];
            replacement = old.isIntegralNumber() && n == Math.rint(n) ? nf.numberNode((long) n) : nf.numberNode(n);
            what = "a number " + old + " changed to " + replacement;
        } else if (old.isNumber()) {
            String n = EXTREME_NUMBERS[StableHash.bounded(pick, EXTREME_NUMBERS.length)];
            replacement = JSON.readTree(n);
            what = "a number set to " + n;
        } else if (old.isString()) {
            int k = StableHash.bounded(pick, 4);
            replacement = switch (k) {
                case 0 -> nf.stringNode("");
                case 1 -> nf.stringNode("x".repeat(100_000));
                case 2 -> nf.stringNode(old.stringValue() + "\ud800");
                default -> nf.stringNode(old.stringValue() + old.stringValue());
            };
            what = "a string set to " + (k == 0 ? "empty" : k == 1 ? "100,000 characters" : k == 2 ? "a lone surrogate" : "twice itself");
        } else {
            ArrayNode a = (ArrayNode) old;
            if (StableHash.bounded(pick, 2) == 0) {
                replacement = nf.arrayNode();
                what = "an array emptied";
            } else {
                ArrayNode more = a.deepCopy();
                for (int i = 0; i < Math.min(64, 1 + a.size() * 8); i++) {
                    more.add(a.size() == 0 ? nf.numberNode(0) : a.get(i % a.size()).deepCopy());
                }
                replacement = more;
                what = "an array grown";
            }
        }
        if (parent == null) {
            return new Mutant(JSON.writeValueAsBytes(replacement), what + " (the whole document)");
        }
        if (parent instanceof ObjectNode o) {
            o.set(key, replacement);
            what += " at " + key;
        } else {
            ((ArrayNode) parent).set(index, replacement);
            what += " at [" + index + "]";
        }
        return new Mutant(JSON.writeValueAsBytes(doc), what);
    }

    /** Every number, string and array of the tree, as {parent, node, key, index}. */
    private static void collect(JsonNode n, List<JsonNode[]> out) {
        JsonNodeFactory nf = JsonNodeFactory.instance;
        if (n instanceof ObjectNode o) {
            for (String name : o.propertyNames()) {
                JsonNode c = o.get(name);
                if (c.isNumber() || c.isString() || c.isArray()) {
                    out.add(new JsonNode[] {o, c, nf.stringNode(name), null});
                }
                collect(c, out);
            }
        } else if (n instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                JsonNode c = a.get(i);
                if (c.isNumber() || c.isString() || c.isArray()) {
                    out.add(new JsonNode[] {a, c, null, nf.numberNode(i)});
                }
                collect(c, out);
            }
        }
    }
}
