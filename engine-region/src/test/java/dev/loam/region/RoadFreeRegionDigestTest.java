package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Guards that a region whose spec names no roads is written byte for byte as it was before roads
 * were built: the SHA-256 of each example's written files (terrain, scatter, sheets, places) and
 * of its map text, pinned from the build before roads came in.
 */
class RoadFreeRegionDigestTest {
    @TempDir
    Path dir;

    private String digest(String json) throws IOException, NoSuchAlgorithmException {
        Region r = RegionExamples.build(json);
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        for (Path p : RegionFiles.write(r, dir.resolve(r.spec().name()))) {
            md.update(Files.readAllBytes(p));
        }
        md.update(r.mapText().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(md.digest());
    }

    @Test
    void theSpecsExamplesWithoutRoadsAreWrittenAsBefore() throws Exception {
        assertEquals("71b411d7b981348bfd33ff2e55cefca4f16cd671bf37f454b3b34507fdb433f7", digest(RegionExamples.TERRAIN), "test-tiles-terrain");
        assertEquals("886e02cc9ce71f6d5440c5fc19c2e334a71e11d7635b0dbac48b25faa1c74d5e", digest(RegionExamples.ROADS), "test-tiles-roads without its roads");
        assertEquals("bf3b4e7d90a76d30745d66e971df21bc716a88c8c8adf00285fab8749d24db6c", digest(RegionExamples.SMALL), "test-small-region without its roads");
    }
}
