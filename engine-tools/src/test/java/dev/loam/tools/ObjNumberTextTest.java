package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.NumberText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Regression: {@code map export} wrote the OBJ's numbers with {@code Float.toString}, whose text
 * changed in Java 19 ({@code 1.2345679E7} came out as {@code 1.23456792E7} on Java 17), so the
 * same map gave different OBJ bytes on Java 17 and 25. Guards that every number in the OBJ is the
 * one text {@link NumberText} gives, far from the origin too.
 */
class ObjNumberTextTest {
    @TempDir
    Path dir;

    @Test
    void everyNumberInAnExportedObjIsTheSameTextOnEveryJavaEvenAtTheEdgeOfAMapsReach() throws Exception {
        Files.createDirectories(dir.resolve("sets"));
        Files.writeString(dir.resolve("sets/village.json"), MapMeshCliTest.VILLAGE_SET);
        Path map = dir.resolve("far.json");
        Files.writeString(map, MapMeshCliTest.TERRACES.replace("\"position\": [-2.5, 0, -1.5]",
                "\"position\": [-99987.654321, 4321.0625, 99876.5]"));
        Path obj = dir.resolve("far.obj");
        LoamCliTest.Run r = LoamCliTest.loam("map", "export", map.toString(), "--sets", dir.resolve("sets").toString(),
                "--obj", obj.toString());
        assertEquals(0, r.code(), r.err());
        int numbers = 0;
        List<String> lines = Files.readAllLines(obj);
        for (String line : lines) {
            if (line.startsWith("v ") || line.startsWith("vt ") || line.startsWith("vn ")) {
                String[] parts = line.split(" ");
                for (int k = 1; k < parts.length; k++) {
                    float f = Float.parseFloat(parts[k]);
                    assertEquals(NumberText.of(f), parts[k], line);
                    numbers++;
                }
            }
        }
        assertTrue(numbers > 100, "the OBJ holds numbers: " + numbers);
    }
}
