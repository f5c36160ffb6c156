package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Regression: the terrain and scatter JSON wrote their numbers with {@code Double.toString}, whose
 * text changed in Java 19 ({@code 1.0E23} came out as {@code 9.999999999999999E22} on Java 17), so
 * the same terrain gave different files on Java 17 and 25. Guards that the written numbers are one
 * text on every Java and read back to the same values.
 */
class TerrainNumberTextTest {
    @TempDir
    Path dir;

    @Test
    void aTerrainsNumbersAreWrittenAsTheSameTextOnEveryJavaAndReadBackTheSame() throws Exception {
        Terrain t = Terrain.builder(2, 2, 123456789.123).origin(1.0E23, 8.41E21, -2e-3)
                .layers(java.util.List.of(new TerrainLayer("ground/rock", 1e7, 0.001, 0.3))).build();
        Path file = dir.resolve("far" + TerrainFiles.JSON_EXTENSION);
        TerrainFiles.write(TerrainFile.of(t), file);
        String text = Files.readString(file);
        assertTrue(text.contains("\"origin\": [1.0E23, 8.41E21, -0.002]"), text);
        assertTrue(text.contains("\"cell_size\": 1.23456789123E8"), text);
        assertTrue(text.contains("\"tile\": 10000000"), text);
        Terrain back = TerrainFiles.read(file).terrain().orElseThrow();
        assertEquals(1.0E23, back.originX());
        assertEquals(8.41E21, back.originY());
        assertEquals(-2e-3, back.originZ());
        assertEquals(123456789.123, back.cellSize());
    }
}
