package dev.loam.tools.loaders;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockEdits;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockSetFiles;
import dev.loam.core.LoamInputException;
import dev.loam.region.RegionSpecReader;
import dev.loam.terrain.TerrainFiles;
import dev.loam.testkit.JsonMutations;
import dev.loam.worldgen.PlacementDiffs;
import dev.loam.worldgen.WorldRules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * An empty JSON key is refused with a place that names it ({@code $[""]}, {@code blocks[""]},
 * {@code layers[0][""]}), in every object of a valid input of every JSON loader: block maps,
 * block sets, edit files, terrains, scatter sets, world rules, placement diffs and region specs.
 * Never "unknown field" at an empty path.
 */
class EmptyKeyRefusalTest {
    private static final Path EXAMPLES = Path.of("../examples/src/main/resources/dev/loam/examples");

    @Test
    void blockMapFilesNameTheEmptyKeyInEveryObject() throws IOException {
        everyObjectRefusesTheEmptyKey(text("village.json"), BlockMapFiles::read);
    }

    @Test
    void blockSetFilesNameTheEmptyKeyInEveryObject() throws IOException {
        Path sets = EXAMPLES.resolve("sets");
        everyObjectRefusesTheEmptyKey(text("sets/village.json"), json -> BlockSetFiles.read(json, sets));
    }

    @Test
    void editFilesNameTheEmptyKeyInEveryObject() throws IOException {
        everyObjectRefusesTheEmptyKey("{\"edits\": " + text("plateau-edits.json") + "}", BlockEdits::readJson);
    }

    @Test
    void terrainFilesNameTheEmptyKeyInEveryObject() throws IOException {
        everyObjectRefusesTheEmptyKey(text("terrain/hills.json"),
                json -> TerrainFiles.read(json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void scatterFilesNameTheEmptyKeyInEveryObject() throws IOException {
        String scatter = Files.readString(Path.of("../engine-core/src/test/resources/terrain/corpus/small-scatter.json"));
        everyObjectRefusesTheEmptyKey(scatter, json -> TerrainFiles.read(json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void worldRulesNameTheEmptyKeyInEveryObject() throws IOException {
        everyObjectRefusesTheEmptyKey(text("worlds/wilds.json"), WorldRules::fromJson);
    }

    @Test
    void placementDiffsNameTheEmptyKeyInEveryObject() {
        everyObjectRefusesTheEmptyKey("{\"removed\": [\"groups@1:0,0/grove@1/pine.0\"], "
                + "\"changed\": {\"groups@1:0,1/grove@1/pine.2\": {\"yaw\": 1.5}}}", json -> new PlacementDiffs().load(json));
    }

    @Test
    void regionSpecsNameTheEmptyKeyInEveryObject() throws IOException {
        for (String name : List.of("test-tiles-terrain", "test-tiles-roads", "test-tiles-tunnel", "test-water-and-fire", "test-highlands")) {
            everyObjectRefusesTheEmptyKey(text("regions/" + name + ".json"), RegionSpecReader::read);
        }
    }

    /** Adds {@code "": []} to each object of a valid document in turn; each must be refused naming it. */
    private static void everyObjectRefusesTheEmptyKey(String valid, Consumer<String> load) {
        load.accept(valid);
        List<String> variants = JsonMutations.withMemberInEachObject(valid, "", "[]");
        assertFalse(variants.isEmpty());
        for (int k = 0; k < variants.size(); k++) {
            String json = variants.get(k);
            String which = "the empty key in object " + k + " of the document";
            LoamInputException e = assertThrows(LoamInputException.class, () -> load.accept(json), which);
            assertFalse(e.place().isEmpty(), which + " was refused with no place: " + e.getMessage());
            assertTrue(e.place().contains("[\"\"]"), which + " was refused at " + e.place() + ": " + e.getMessage());
        }
    }

    private static String text(String name) throws IOException {
        return Files.readString(EXAMPLES.resolve(name));
    }
}
