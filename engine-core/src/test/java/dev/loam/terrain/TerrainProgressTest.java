package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.Progress;
import dev.loam.core.ProgressRecorder;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Terrain reads, writes and heightmap imports report their progress and stop, changing nothing, on a cancel. */
class TerrainProgressTest {
    @TempDir
    Path dir;

    /** 700² vertices: 1.9 MiB of heights, so reads and writes take several chunks. */
    private static Terrain big() {
        return TerrainFixtures.wavy(700, 3, 32);
    }

    private static List<String> filesIn(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writingAContainerReportsEncodeThenEveryMebibyteWritten() {
        Path out = dir.resolve("big.loamterrain");
        ProgressRecorder r = new ProgressRecorder();
        TerrainFiles.write(TerrainFile.of(big()), out, r);
        assertEquals(List.of("encode", "write"), r.phases());
        r.assertKeepsTheRules(true);
        List<Long> written = r.counts("write");
        assertTrue(written.size() >= 3, "a report a MiB: " + written);
        assertEquals(out.toFile().length(), written.get(written.size() - 1));
    }

    @Test
    void readingAContainerReportsItsBytesAndEndsAtTheFileSize() throws Exception {
        Path file = dir.resolve("big.loamterrain");
        TerrainFiles.write(TerrainFile.of(big()), file);
        ProgressRecorder r = new ProgressRecorder();
        TerrainFile read = TerrainFiles.read(file, r);
        assertTrue(big().contentEquals(read.terrain().orElseThrow()));
        assertEquals(List.of("read"), r.phases());
        r.assertKeepsTheRules(true);
        assertTrue(r.counts("read").size() > 3, "the heights come in chunks: " + r.counts("read"));
        assertEquals(Files.size(file), r.updates().get(0).total());
    }

    @Test
    void readingJsonReportsItsBytesThenItsDecoding() throws Exception {
        Path file = dir.resolve("big.json");
        TerrainFiles.write(TerrainFile.of(big()), file);
        ProgressRecorder r = new ProgressRecorder();
        assertTrue(big().contentEquals(TerrainFiles.read(file, r).terrain().orElseThrow()));
        assertEquals(List.of("read", "decode"), r.phases());
        r.assertKeepsTheRules(true);
        assertEquals(Files.size(file), r.counts("read").get(r.counts("read").size() - 1));
    }

    @Test
    void aCancelledReadStopsPartWayThrough() throws Exception {
        Path file = dir.resolve("big.loamterrain");
        TerrainFiles.write(TerrainFile.of(big()), file);
        ProgressRecorder r = new ProgressRecorder(3);
        assertThrows(Progress.Cancelled.class, () -> TerrainFiles.read(file, r));
        assertEquals(3, r.updates().size());
        r.assertKeepsTheRules(false);
    }

    @Test
    void aCancelledWriteLeavesTheOldFileAndNoTemporaryOne() throws Exception {
        Path out = dir.resolve("big.loamterrain");
        TerrainFiles.write(TerrainFile.of(TerrainFixtures.ramp()), out);
        byte[] before = Files.readAllBytes(out);
        // Cancelled after encode's two reports and the write's first two: part of the file is written.
        ProgressRecorder r = new ProgressRecorder(4);
        assertThrows(Progress.Cancelled.class, () -> TerrainFiles.write(TerrainFile.of(big()), out, r));
        assertEquals("write", r.updates().get(3).phase());
        assertTrue(r.updates().get(3).done() < r.updates().get(3).total());
        assertArrayEquals(before, Files.readAllBytes(out));
        assertEquals(List.of("big.loamterrain"), filesIn(dir));
    }

    @Test
    void aCancelledWriteOfANewFileLeavesNoFile() throws Exception {
        Path out = dir.resolve("new.json");
        ProgressRecorder r = new ProgressRecorder(1);
        assertThrows(Progress.Cancelled.class, () -> TerrainFiles.write(TerrainFile.of(big()), out, r));
        assertEquals(List.of(), filesIn(dir));
    }

    @Test
    void anAsyncReadCompletesWithTheCancel() throws Exception {
        Path file = dir.resolve("big.loamterrain");
        TerrainFiles.write(TerrainFile.of(big()), file);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            CompletionException e = assertThrows(CompletionException.class,
                    () -> TerrainFiles.readAsync(file, pool, new ProgressRecorder(2)).join());
            assertTrue(e.getCause() instanceof Progress.Cancelled, e.toString());
            ProgressRecorder r = new ProgressRecorder();
            assertTrue(big().contentEquals(TerrainFiles.readAsync(file, pool, r).join().terrain().orElseThrow()));
            r.assertKeepsTheRules(true);
        } finally {
            pool.shutdownNow();
        }
    }

    private static byte[] png16(int w, int h) throws Exception {
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_USHORT_GRAY);
        int[] samples = new int[w * h];
        for (int k = 0; k < samples.length; k++) {
            samples[k] = (k * 4099) % 65536;
        }
        img.getRaster().setSamples(0, 0, w, h, 0, samples);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(img, "png", out);
        return out.toByteArray();
    }

    @Test
    void aPngImportReportsItsDecodingInPercentThenItsRows() throws Exception {
        byte[] png = png16(64, 40);
        ProgressRecorder r = new ProgressRecorder();
        Terrain t = TerrainHeightmaps.importPng(png, 2, 600, r);
        assertTrue(TerrainHeightmaps.importPng(png, 2, 600).contentEquals(t));
        assertEquals(List.of("decode", "heights"), r.phases());
        r.assertKeepsTheRules(true);
        assertEquals(100, r.updates().get(0).total());
        assertEquals(41, r.counts("heights").size());
        assertEquals(40, r.counts("heights").get(40));
    }

    @Test
    void aPngImportCancelledWhileDecodingStopsTheDecoder() throws Exception {
        byte[] png = png16(64, 400);
        ProgressRecorder r = new ProgressRecorder(3);
        assertThrows(Progress.Cancelled.class, () -> TerrainHeightmaps.importPng(png, 2, 600, r));
        assertEquals(3, r.updates().size());
        assertEquals(List.of("decode"), r.phases());
    }

    @Test
    void aListenerThatThrowsWhileDecodingStopsTheImportWithItsOwnFailure() throws Exception {
        byte[] png = png16(64, 400);
        IllegalStateException mine = new IllegalStateException("listener failed");
        Progress failing = (phase, done, total) -> {
            if (done > 0) {
                throw mine;
            }
        };
        assertEquals(mine, assertThrows(IllegalStateException.class,
                () -> TerrainHeightmaps.importPng(png, 2, 600, failing)));
    }

    @Test
    void aRawImportReportsEachRowAndACancelStopsIt() {
        int nx = 50, nz = 30;
        byte[] raw = new byte[nx * nz * 2];
        for (int k = 0; k < raw.length; k++) {
            raw[k] = (byte) (k * 7);
        }
        ProgressRecorder r = new ProgressRecorder();
        Terrain t = TerrainHeightmaps.importRaw16(raw, ByteOrder.BIG_ENDIAN, nx, 1, 100, r);
        assertTrue(TerrainHeightmaps.importRaw16(raw, ByteOrder.BIG_ENDIAN, nx, 1, 100).contentEquals(t));
        assertEquals(List.of("heights"), r.phases());
        assertEquals(nz + 1, r.updates().size());
        r.assertKeepsTheRules(true);
        ProgressRecorder cancel = new ProgressRecorder(10);
        assertThrows(Progress.Cancelled.class,
                () -> TerrainHeightmaps.importRaw16(raw, ByteOrder.BIG_ENDIAN, nx, 1, 100, cancel));
        assertEquals(10, cancel.updates().size());
        assertFalse(cancel.updates().get(9).done() == nz);
    }
}
