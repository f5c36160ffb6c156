package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.statistics.Statistics;

/**
 * Fuzzes both readers from the small corpus in {@code src/test/resources/terrain/corpus} (a terrain
 * and a scatter set as JSON, and the same as the binary container): random bytes, truncations,
 * bit flips and byte overwrites. Whatever the input, a read either succeeds or throws a
 * {@link TerrainFormatException}; nothing else escapes.
 */
class TerrainReadersFuzzTest {
    private static final List<byte[]> CORPUS = corpus();

    private static List<byte[]> corpus() {
        byte[] terrain = resource("small-terrain.json");
        byte[] scatter = resource("small-scatter.json");
        TerrainFile both = new TerrainFile(TerrainFiles.read(terrain).terrain(), TerrainFiles.read(scatter).scatters());
        return List.of(terrain, scatter, TerrainFiles.writeBinary(both), TerrainFiles.writeBinary(TerrainFiles.read(scatter)));
    }

    private static byte[] resource(String name) {
        try (InputStream in = TerrainReadersFuzzTest.class.getResourceAsStream("/terrain/corpus/" + name)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads as a user's file would be read, and again by the format-specific entry points. */
    private static void readOnlyRefusing(byte[] bytes) {
        try {
            TerrainFile f = TerrainFiles.read(bytes);
            // Whatever was read writes and reads back.
            assertTrue(TerrainFiles.readBinary(TerrainFiles.writeBinary(f)).contentEquals(f));
        } catch (TerrainFormatException expected) {
            assertTrue(expected.getMessage() != null && !expected.path().isEmpty());
        } catch (RuntimeException | Error e) {
            fail("a " + e.getClass().getSimpleName() + " escaped for " + Arrays.toString(Arrays.copyOf(bytes, 64)), e);
        }
        for (Runnable r : List.<Runnable>of(() -> TerrainFiles.readBinary(bytes), () -> TerrainFiles.readTerrainJson(bytes),
                () -> TerrainFiles.readScatterJson(bytes))) {
            try {
                r.run();
            } catch (TerrainFormatException expected) {
                // The one documented refusal.
            } catch (RuntimeException | Error e) {
                fail("a " + e.getClass().getSimpleName() + " escaped", e);
            }
        }
    }

    @Property(tries = 300)
    void randomBytesAreReadOrRefused(@ForAll @Size(max = 300) byte[] bytes) {
        readOnlyRefusing(bytes);
    }

    @Property(tries = 200)
    void randomBytesAfterTheMagicAreReadOrRefused(@ForAll @Size(max = 300) byte[] tail) {
        byte[] bytes = Arrays.copyOf(TerrainContainer.MAGIC, 8 + tail.length);
        System.arraycopy(tail, 0, bytes, 8, tail.length);
        if (bytes.length > 9) {
            bytes[8] = 1;
            bytes[9] = 0;
        }
        readOnlyRefusing(bytes);
    }

    @Provide
    Arbitrary<byte[]> seed() {
        return Arbitraries.of(CORPUS);
    }

    @Property(tries = 300)
    void everyTruncationIsRefused(@ForAll("seed") byte[] seed, @ForAll @IntRange(min = 0, max = 100_000) int cut) {
        int at = cut % seed.length;
        byte[] truncated = Arrays.copyOf(seed, at);
        // A JSON file cut only in its trailing white space is the whole file still.
        boolean json = seed[0] == '{';
        if (json && new String(seed, at, seed.length - at, StandardCharsets.UTF_8).isBlank()) {
            Statistics.label("cut").collect("white space only");
            assertTrue(TerrainFiles.read(truncated).contentEquals(TerrainFiles.read(seed)));
            return;
        }
        Statistics.label("cut").collect(json ? "json" : "binary");
        TerrainFormatException refused = assertThrows(TerrainFormatException.class, () -> TerrainFiles.read(truncated),
                "a file cut to " + at + " of its " + seed.length + " bytes is refused");
        assertFalse(refused.path().isEmpty(), refused.getMessage());
        readOnlyRefusing(truncated);
    }

    @Property(tries = 600)
    void bitFlipsAreReadOrRefused(@ForAll("seed") byte[] seed, @ForAll @IntRange(min = 0, max = 1_000_000) int where,
            @ForAll @IntRange(min = 0, max = 7) int bit, @ForAll @IntRange(min = 1, max = 4) int flips) {
        byte[] bytes = seed.clone();
        for (int f = 0; f < flips; f++) {
            int at = (int) (((long) where * (f + 1) * 7919) % bytes.length);
            bytes[at] ^= (byte) (1 << ((bit + f) & 7));
        }
        readOnlyRefusing(bytes);
    }

    @Property(tries = 300)
    void overwrittenWordsAreReadOrRefused(@ForAll("seed") byte[] seed, @ForAll @IntRange(min = 0, max = 1_000_000) int where,
            @ForAll int value) {
        byte[] bytes = seed.clone();
        int at = where % Math.max(1, bytes.length - 4);
        for (int k = 0; k < 4 && at + k < bytes.length; k++) {
            bytes[at + k] = (byte) (value >>> (8 * k));
        }
        readOnlyRefusing(bytes);
    }

    @Property(tries = 100)
    void randomTextInsideTheJsonIsReadOrRefused(@ForAll("seed") byte[] seed, @ForAll @IntRange(min = 0, max = 100_000) int where,
            @ForAll @Size(max = 12) String text) {
        byte[] insert = text.getBytes(StandardCharsets.UTF_8);
        int at = where % seed.length;
        byte[] bytes = new byte[seed.length + insert.length];
        System.arraycopy(seed, 0, bytes, 0, at);
        System.arraycopy(insert, 0, bytes, at, insert.length);
        System.arraycopy(seed, at, bytes, at + insert.length, seed.length - at);
        readOnlyRefusing(bytes);
    }
}
