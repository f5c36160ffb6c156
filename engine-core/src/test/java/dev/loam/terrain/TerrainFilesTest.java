package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Terrain JSON with base64 bulk data and the binary container: round trips, defaults and refusals. */
class TerrainFilesTest {
    private static String b64Floats(float... values) {
        ByteBuffer b = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(values);
        return Base64.getEncoder().encodeToString(b.array());
    }

    private static String terrainJson(String resolution, String heights, String extra) {
        return "{\"origin\": [1, 2, 3], \"resolution\": " + resolution + ", \"cell_size\": 0.5, \"heights\": \"" + heights
                + "\", \"layers\": [{\"material\": \"grass\"}]" + extra + "}";
    }

    @Test
    void aMinimalTerrainReadsWithTheSpecsDefaults() {
        Terrain t = TerrainFiles.readTerrainJson(terrainJson("[2, 2]", b64Floats(0, 1, 2, 3), ""));
        assertEquals(32, t.chunkCells());
        assertEquals(TerrainLayer.of("grass"), t.layers().get(0));
        assertFalse(t.hasSplat());
        assertFalse(t.hasHoles());
        assertEquals(2 + 3, t.heightAt(1.5, 3.5), TerrainFixtures.EPS);
        String written = TerrainFiles.writeJson(t);
        assertTrue(written.contains("\"chunk_cells\": 32"), written);
        assertTrue(written.contains("\"tile\": 256, \"detile\": 0, \"detile_sharpen\": 0.5"), written);
        assertFalse(written.contains("splat"));
    }

    @Test
    void jsonWritesAndReadsEveryKeyBackUnchanged() {
        Terrain t = TerrainFixtures.wavy(9, 4, 4);
        byte[] splat = new byte[4 * 81];
        for (int k = 0; k < splat.length; k++) {
            splat[k] = (byte) (k * 37);
        }
        byte[] holes = new byte[64];
        holes[10] = 1;
        t = t.toBuilder().splat(splat).holes(holes).build();
        String json = TerrainFiles.writeJson(t);
        Terrain back = TerrainFiles.readTerrainJson(json);
        assertTrue(back.contentEquals(t));
        assertEquals(json, TerrainFiles.writeJson(back));
    }

    @Test
    void jsonToBinaryToJsonIsLosslessForTerrainAndScatter() {
        Terrain t = TerrainFixtures.wavy(7, 9, 3).toBuilder().splat(new byte[4 * 49]).holes(new byte[36]).build();
        String tj = TerrainFiles.writeJson(t);
        TerrainFile viaBinary = TerrainFiles.readBinary(TerrainFiles.writeBinary(TerrainFiles.read(tj.getBytes())));
        assertEquals(tj, TerrainFiles.writeJson(viaBinary));

        String sj = TerrainFiles.writeJson(TerrainFixtures.pines());
        TerrainFile sBack = TerrainFiles.readBinary(TerrainFiles.writeBinary(TerrainFiles.read(sj.getBytes())));
        assertEquals(sj, TerrainFiles.writeJson(sBack));
    }

    @Test
    void oneContainerHoldsATerrainAndSeveralScatterSets() {
        TerrainFile file = new TerrainFile(java.util.Optional.of(TerrainFixtures.ramp()),
                List.of(TerrainFixtures.pines(), TerrainFixtures.pines().copy("more", java.util.Map.of())));
        TerrainFile back = TerrainFiles.readBinary(TerrainFiles.writeBinary(file));
        assertTrue(back.contentEquals(file));
        assertThrows(IllegalArgumentException.class, () -> TerrainFiles.writeJson(file));
    }

    @Test
    void filesAreWrittenByExtensionAndReadByContent(@TempDir Path dir) throws Exception {
        TerrainFile file = TerrainFile.of(TerrainFixtures.ramp());
        Path json = dir.resolve("ramp.json");
        Path bin = dir.resolve("ramp.loamterrain");
        TerrainFiles.write(file, json);
        TerrainFiles.write(file, bin);
        assertTrue(Files.readString(json).startsWith("{"));
        assertTrue(TerrainFiles.read(json).contentEquals(TerrainFiles.read(bin)));
        assertThrows(IllegalArgumentException.class, () -> TerrainFiles.write(file, dir.resolve("ramp.txt")));
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            assertTrue(TerrainFiles.readAsync(bin, pool).get().contentEquals(file));
            java.util.concurrent.ExecutionException failed = assertThrows(java.util.concurrent.ExecutionException.class,
                    () -> TerrainFiles.readAsync(dir.resolve("none.json"), pool).get());
            assertTrue(failed.getCause() instanceof TerrainFormatException);
        } finally {
            pool.shutdown();
        }
        assertEquals("$", assertThrows(TerrainFormatException.class, () -> TerrainFiles.read(dir.resolve("none.json"))).path());
    }

    @Test
    void heightsOfTheWrongLengthAreRefusedNamingHeightsBeforeDecoding() {
        TerrainFormatException e = assertThrows(TerrainFormatException.class,
                () -> TerrainFiles.readTerrainJson(terrainJson("[3, 3]", b64Floats(1, 2, 3, 4), "")));
        assertEquals("heights", e.path());
        assertTrue(e.getMessage().contains("resolution 3x3 needs 9"), e.getMessage());
    }

    @Test
    void aNanHeightInBase64IsRefusedNamingTheVertex() {
        TerrainFormatException e = assertThrows(TerrainFormatException.class,
                () -> TerrainFiles.readTerrainJson(terrainJson("[2, 2]", b64Floats(0, 0, Float.NaN, 0), "")));
        assertEquals("heights[2]", e.path());
    }

    @Test
    void jsonRefusalsNameTheirKey() {
        String h4 = b64Floats(0, 0, 0, 0);
        assertEquals("resolution[0]", refusal(terrainJson("[1, 4]", h4, "")));
        assertEquals("resolution", refusal(terrainJson("[2]", h4, "")));
        assertEquals("heights", refusal(terrainJson("[2, 2]", "!!!!" + h4.substring(4), "")));
        assertEquals("splat", refusal(terrainJson("[2, 2]", h4, ", \"splat\": \"AAAA\"")));
        assertEquals("holes", refusal(terrainJson("[2, 2]", h4, ", \"holes\": \"AAAA\"")));
        assertEquals("chunk_cells", refusal(terrainJson("[2, 2]", h4, ", \"chunk_cells\": 0.5")));
        assertEquals("colour", refusal(terrainJson("[2, 2]", h4, ", \"colour\": 1")));
        assertEquals("layers[4]", refusal("{\"origin\": [0, 0, 0], \"resolution\": [2, 2], \"cell_size\": 1, \"heights\": \""
                + h4 + "\", \"layers\": [{\"material\": \"a\"}, {\"material\": \"b\"}, {\"material\": \"c\"}, "
                + "{\"material\": \"d\"}, {\"material\": \"e\"}]}"));
        assertEquals("layers[0].detile", refusal("{\"origin\": [0, 0, 0], \"resolution\": [2, 2], \"cell_size\": 1, "
                + "\"heights\": \"" + h4 + "\", \"layers\": [{\"material\": \"a\", \"detile\": 2}]}"));
        assertEquals("$", refusal("{\"origin\": "));
        assertEquals("cell_size", refusal("{\"origin\": [0, 0, 0], \"resolution\": [2, 2], \"heights\": \"" + h4
                + "\", \"layers\": []}"));
    }

    private static String refusal(String json) {
        return assertThrows(TerrainFormatException.class, () -> TerrainFiles.read(json.getBytes())).path();
    }

    @Test
    void scatterDefaultsFollowTheSpecAndCollisionFollowsTheKind() {
        Scatter s = TerrainFiles.readScatterJson("{\"name\": \"grass\", \"kind\": \"foliage\", \"items\": [{\"source\": \"res://g.glb\"}]}");
        assertEquals(ScatterCollision.NONE, s.collision());
        assertTrue(s.castShadows());
        assertEquals(0, s.visibilityRange());
        assertEquals(0, s.chunkSize());
        assertFalse(s.staticPropsMultimesh());
        assertEquals(ScatterItem.of("res://g.glb"), s.items().get(0));
        Scatter props = TerrainFiles.readScatterJson("{\"name\": \"rocks\", \"items\": []}");
        assertEquals(ScatterKind.PROPS, props.kind());
        assertEquals(ScatterCollision.CONVEX, props.collision());
        assertEquals(2048, Scatter.builder("new").build().chunkSize());
    }

    @Test
    void everyScatterKeyButTargetsAndMaterialIsAlwaysWritten() {
        Scatter s = TerrainFiles.readScatterJson("{\"name\": \"grass\", \"items\": [{\"source\": \"res://g.glb\"}]}");
        String json = TerrainFiles.writeJson(s);
        for (String key : List.of("name", "kind", "items", "collision", "cast_shadows", "visibility_range", "chunk_size",
                "static_props_multimesh", "instances", "source", "weight", "scale", "spacing", "align", "random_yaw", "tilt",
                "sink")) {
            assertTrue(json.contains("\"" + key + "\""), key + " missing from " + json);
        }
        assertFalse(json.contains("\"targets\""));
        assertFalse(json.contains("\"material\""));
        assertFalse(json.contains("\"enabled\""));
        String pines = TerrainFiles.writeJson(TerrainFixtures.pines());
        assertTrue(pines.contains("\"targets\": [\"terrain-1\"]"));
        assertTrue(pines.contains("\"enabled\": false"));
    }

    @Test
    void onSaveInstancesAreRoundedToHundredthsTenthsAndThousandths() {
        Scatter s = Scatter.builder("r").items(List.of(ScatterItem.of("res://a.glb"))).build();
        s.add(0, 1.23456, -0.005, 7, 12.345, -0.04, 359.96, 1.23456);
        String json = TerrainFiles.writeJson(s);
        assertTrue(json.contains("[0, 1.23, -0.01, 7, 12.3, 0, 360, 1.235]"), json);
        Scatter back = TerrainFiles.readScatterJson(json);
        assertArrayEquals(new double[] {0, 1.23, -0.01, 7, 12.3, 0, 360, 1.235}, back.instance(0, new double[8]), 1e-12);
    }

    @Test
    void anInstanceOfAnItemPastItemsIsRefusedNamingIt() {
        TerrainFormatException e = assertThrows(TerrainFormatException.class, () -> TerrainFiles.readScatterJson(
                "{\"name\": \"g\", \"items\": [{\"source\": \"res://g.glb\"}], \"instances\": [[0, 0, 0, 0, 0, 0, 0, 1], "
                        + "[1, 0, 0, 0, 0, 0, 0, 1]]}"));
        assertEquals("instances[1][0]", e.path());
        assertEquals("instances[0]", assertThrows(TerrainFormatException.class, () -> TerrainFiles.readScatterJson(
                "{\"name\": \"g\", \"items\": [{\"source\": \"res://g.glb\"}], \"instances\": [[0, 0, 0]]}")).path());
        assertEquals("items[0].scale", assertThrows(TerrainFormatException.class, () -> TerrainFiles.readScatterJson(
                "{\"name\": \"g\", \"items\": [{\"source\": \"res://g.glb\", \"scale\": [2, 1]}]}")).path());
        assertEquals("kind", assertThrows(TerrainFormatException.class, () -> TerrainFiles.readScatterJson(
                "{\"name\": \"g\", \"kind\": \"trees\", \"items\": []}")).path());
    }

    @Test
    void theContainerChecksMagicThenVersionThenEveryLength() {
        byte[] good = TerrainFiles.writeBinary(TerrainFile.of(TerrainFixtures.ramp()));
        byte[] magic = good.clone();
        magic[0] = 'X';
        assertEquals("byte 0", binaryRefusal(magic));
        byte[] version = good.clone();
        version[8] = 2;
        assertEquals("byte 8", binaryRefusal(version));
        byte[] huge = good.clone();
        // The first section's length: claim far more than the file holds.
        ByteBuffer.wrap(huge).order(ByteOrder.LITTLE_ENDIAN).putLong(20, 1L << 40);
        assertEquals("byte 20", binaryRefusal(huge));
        byte[] count = good.clone();
        ByteBuffer.wrap(count).order(ByteOrder.LITTLE_ENDIAN).putInt(12, -1);
        assertEquals("byte 12", binaryRefusal(count));
        for (int cut = 0; cut < good.length; cut += 7) {
            byte[] part = java.util.Arrays.copyOf(good, cut);
            assertThrows(TerrainFormatException.class, () -> TerrainFiles.readBinary(part));
        }
    }

    @Test
    void aNanHeightInTheContainerIsRefusedAtItsByte() {
        Terrain t = TerrainFixtures.ramp();
        byte[] bytes = TerrainFiles.writeBinary(TerrainFile.of(t));
        int heightsAt = indexOf(bytes, "HGHT") + 12;
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putFloat(heightsAt + 4 * 3, Float.NaN);
        assertEquals("byte " + (heightsAt + 12), binaryRefusal(bytes));
    }

    @Test
    void aContainerInstanceOfAnItemPastItemsIsRefusedAtItsByte() {
        Scatter s = Scatter.builder("one").items(List.of(ScatterItem.of("res://a.glb"))).build();
        s.add(0, 1, 2, 3, 0, 0, 0, 1);
        byte[] bytes = TerrainFiles.writeBinary(TerrainFile.of(s));
        int itemAt = bytes.length - 32;
        bytes[itemAt] = 1;
        assertEquals("byte " + itemAt, binaryRefusal(bytes));
    }

    private static int indexOf(byte[] bytes, String tag) {
        byte[] t = tag.getBytes();
        for (int k = 0; k + 4 <= bytes.length; k++) {
            if (bytes[k] == t[0] && bytes[k + 1] == t[1] && bytes[k + 2] == t[2] && bytes[k + 3] == t[3]) {
                return k;
            }
        }
        throw new AssertionError(tag + " not found");
    }

    private static String binaryRefusal(byte[] bytes) {
        return assertThrows(TerrainFormatException.class, () -> TerrainFiles.readBinary(bytes)).path();
    }

    @Test
    void theStreamingRoadAndTheFullTreeReadTheSameTerrain() {
        Terrain t = TerrainFixtures.wavy(9, 2, 4).toBuilder().splat(new byte[4 * 81]).holes(new byte[64]).build();
        String json = TerrainFiles.writeJson(t);
        Terrain fast = TerrainJsonFast.read(json.getBytes());
        assertTrue(fast != null && fast.contentEquals(t));
        assertTrue(TerrainJson.read(TerrainJson.parse(json.getBytes())).contentEquals(t));
    }

    @Test
    void bulkDataWrittenWithEscapesOrBeforeTheResolutionStillReads() {
        String h = b64Floats(1, 2, 3, 4);
        // "\u0041" is "A": valid JSON the streaming road leaves to the full reading.
        String escaped = "\\u00" + Integer.toHexString(h.charAt(0)) + h.substring(1);
        Terrain a = TerrainFiles.readTerrainJson(terrainJson("[2, 2]", escaped, ""));
        assertEquals(4 + 2, a.heightAt(1.5, 3.5), TerrainFixtures.EPS);
        Terrain b = TerrainFiles.readTerrainJson("{\"heights\": \"" + h + "\", \"origin\": [1, 2, 3], \"resolution\": [2, 2], "
                + "\"cell_size\": 0.5, \"layers\": []}");
        assertEquals(4 + 2, b.heightAt(1.5, 3.5), TerrainFixtures.EPS);
    }

    @Test
    void aContainerFileIsRefusedAtTheSameByteAsTheSameBytesInMemory(@TempDir Path dir) throws Exception {
        byte[] good = TerrainFiles.writeBinary(new TerrainFile(java.util.Optional.of(TerrainFixtures.ramp()),
                List.of(TerrainFixtures.pines())));
        int heightsAt = indexOf(good, "HGHT") + 12;
        List<byte[]> bad = new java.util.ArrayList<>();
        bad.add(java.util.Arrays.copyOf(good, good.length - 5));
        bad.add(java.util.Arrays.copyOf(good, 20));
        byte[] nan = good.clone();
        ByteBuffer.wrap(nan).order(ByteOrder.LITTLE_ENDIAN).putFloat(heightsAt + 8, Float.NaN);
        bad.add(nan);
        byte[] longer = java.util.Arrays.copyOf(good, good.length + 3);
        bad.add(longer);
        Path file = dir.resolve("t.loamterrain");
        for (byte[] bytes : bad) {
            Files.write(file, bytes);
            String inMemory = binaryRefusal(bytes);
            String onDisk = assertThrows(TerrainFormatException.class, () -> TerrainFiles.read(file)).path();
            assertEquals(inMemory, onDisk);
        }
        Files.write(file, good);
        assertTrue(TerrainFiles.read(file).contentEquals(TerrainFiles.readBinary(good)));
    }

    /** Guards the dispatch: a scatter set whose text mentions "resolution" is still read as a scatter set. */
    @Test
    void aScatterSetNamedLikeATerrainKeyIsReadAsAScatterSet() {
        TerrainFile f = TerrainFiles.read("{\"name\": \"resolution\", \"items\": []}".getBytes());
        assertEquals("resolution", f.scatters().get(0).name());
    }
}
