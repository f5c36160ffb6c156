package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.internal.DefaultAssets;
import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.TerrainFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The default resolver against the names Loam ships: every name the example world rules, the
 * example and corpus scatter sets, the examples' and benchmarks' code and every biome's region
 * props hold resolves to a kit model, material or texture. A name added to any of them without a
 * kit model (or an alias onto one) fails here, naming where it was found.
 */
class DefaultAssetsTest {
    private static final AssetResolver DEFAULTS = AssetResolver.defaults();

    private static List<ShippedNames.Name> shipped() {
        Path root = ShippedNames.repo();
        List<ShippedNames.Name> all = new ArrayList<>();
        for (Path f : ShippedNames.jsonFiles(root.resolve("examples/src/main/resources"))) {
            all.addAll(ShippedNames.worldRules(f));
            all.addAll(ShippedNames.scatterSets(f));
        }
        for (Path f : ShippedNames.jsonFiles(root.resolve("engine-core/src/test/resources/terrain/corpus"))) {
            all.addAll(ShippedNames.scatterSets(f));
        }
        all.addAll(ShippedNames.javaLiterals(root.resolve("examples/src")));
        all.addAll(ShippedNames.javaLiterals(root.resolve("benchmarks/src")));
        all.addAll(ShippedNames.regionFiles(root.resolve("examples/src/main/resources")));
        all.addAll(ShippedNames.regionProps());
        return all;
    }

    @Test
    void everyAssetNameTheShippedDataHoldsResolves() {
        List<ShippedNames.Name> names = shipped();
        assertTrue(names.size() > 60, names.size() + " names found: the readers of the shipped data broke");
        List<String> failures = new ArrayList<>();
        for (ShippedNames.Name n : names) {
            try {
                switch (n.kind()) {
                    case MODEL -> assertTrue(DEFAULTS.model(n.name(), n.askedBy()).triangleCount() > 0, n.toString());
                    case MATERIAL -> DEFAULTS.material(n.name(), n.askedBy());
                    case TEXTURE -> DEFAULTS.texture(n.name(), n.askedBy());
                }
            } catch (AssetException e) {
                failures.add(e.getMessage());
            }
        }
        assertEquals(List.of(), failures);
    }

    @Test
    void theWorldRulesPartsMapOntoTheKitsTwoPartTreeAndItsCheaperLevels() {
        Model trunk = DEFAULTS.model("assets/models/pine-trunk.esmesh", "");
        Model kitTrunk = Kit.model("conifer-trunk");
        assertEquals(kitTrunk.meshes(), trunk.meshes());
        assertEquals(kitTrunk.lods().get(0).model().meshes(), DEFAULTS.model("assets/models/pine-trunk-lod1.esmesh", "").meshes());
        assertEquals(Kit.model("conifer-crown").meshes(), DEFAULTS.model("assets/models/pine-crown.esmesh", "").meshes());
        assertEquals(Kit.model("broadleaf").meshes(), DEFAULTS.model("assets/models/oak.esmesh", "").meshes());
        assertEquals(Kit.model("grass-tuft").lods().get(0).model().meshes(),
                DEFAULTS.model("assets/models/grass-tuft-lod1.esmesh", "").meshes());
        assertEquals(Kit.model("hut").meshes(), DEFAULTS.model("assets/models/hut.esmesh", "").meshes());
        assertEquals("bark", DEFAULTS.material("assets/materials/bark.esmaterial", "").name());
        assertEquals("leaves", DEFAULTS.material("assets/materials/oak.esmaterial", "").name());
        assertEquals("wood", DEFAULTS.material("assets/materials/hut.esmaterial", "").name());
    }

    @Test
    void regionTreesOfOneKitGeneratorDifferByVariant() {
        Model pine = DEFAULTS.model("res://props/trees/pine.tscn", "");
        Model larch = DEFAULTS.model("res://props/trees/larch.tscn", "");
        Model coast = DEFAULTS.model("res://props/trees/coast-pine.tscn", "");
        assertEquals(Kit.model("conifer").meshes(), pine.meshes());
        assertEquals(Kit.model("conifer", 0, 2).meshes(), larch.meshes());
        assertNotEquals(pine.meshes(), larch.meshes());
        assertNotEquals(larch.meshes(), coast.meshes());
        assertEquals(Kit.model("broadleaf", 0, 3).meshes(), DEFAULTS.model("res://props/trees/autumn-oak.tscn", "").meshes());
        assertEquals(Kit.model("lighthouse").meshes(), DEFAULTS.model("res://props/buildings/lighthouse.tscn", "").meshes());
        assertEquals("larch", larch.name());
        assertFalse(larch.lods().isEmpty(), "a variant keeps the kit's cheaper level");
    }

    @Test
    void eachNameIsMadeOnceAndSharedByEveryNameForIt() {
        AssetResolver r = AssetResolver.defaults();
        assertSame(r.model("res://props/trees/pine.tscn", ""), r.model("res://pine.glb", ""));
        assertSame(r.model("res://props/rocks/boulder.tscn", ""), r.model("assets/models/boulder.esmesh", ""));
    }

    @Test
    void aNameTheKitLacksIsRefusedWithANearKitName() {
        AssetException e = assertThrows(AssetException.class,
                () -> DEFAULTS.model("res://props/trees/cactis.tscn", "items[0].source"));
        assertEquals("items[0].source", e.place());
        assertEquals("did you mean \"cactus\"?", e.fix().orElseThrow());
    }

    @Test
    void theCorpusScatterSetBecomesInstanceSetsOfKitModelsOnceItsFixtureMaterialsAreNamed() throws Exception {
        Path corpus = ShippedNames.repo().resolve("engine-core/src/test/resources/terrain/corpus/small-scatter.json");
        Scatter set = TerrainFiles.readScatterJson(Files.readString(corpus));
        // the corpus's material overrides (res://moss.tres, res://set.tres) are fixtures with no kit material
        AssetException e = assertThrows(AssetException.class, () -> ScatterInstances.of(set, DEFAULTS));
        assertEquals("material", e.place());
        AssetResolver named = DefaultAssets.addTo(AssetResolver.builder().materialAlias("moss", "grass")
                .materialAlias("set", "rock")).build();
        List<InstanceSet> sets = ScatterInstances.of(set, named);
        assertEquals(2, sets.size());
        assertEquals(1, sets.get(0).count());
        assertEquals(Kit.model("conifer").meshes().size(), sets.get(0).model().meshes().size());
        assertEquals(List.of("rock"), sets.get(0).model().materials().stream().map(m -> m.name()).distinct().toList());
        assertEquals("grass", sets.get(1).model().materials().get(0).name());
    }
}
