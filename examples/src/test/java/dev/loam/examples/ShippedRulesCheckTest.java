package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.loam.worldgen.WorldRules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Regression: the shipped example rules ({@code worlds/wilds.json}) gave 7 warnings in
 * {@code loam world check}, each a biome with no recipe in a layer. Guards that every rules file
 * shipped in the examples checks with no warning.
 */
class ShippedRulesCheckTest {
    private static final Path WORLDS = Path.of("src/main/resources/dev/loam/examples/worlds");

    @Test
    void everyShippedRulesFileChecksWithNoWarning() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(WORLDS)) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "rules are shipped in " + WORLDS);
        for (Path file : files) {
            WorldRules rules = WorldRules.fromJson(Files.readString(file));
            assertEquals(List.of(), rules.warnings(), file.toString());
        }
    }
}
