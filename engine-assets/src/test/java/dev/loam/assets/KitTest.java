package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.StableHash;
import dev.loam.model.Bounds;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
import dev.loam.model.ModelMesh;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The kit's API: its ids, models, levels, sizes, materials and refusals. */
class KitTest {
    static List<String> names() {
        return Kit.names();
    }

    private static final long[] SEEDS = {0, 1, 42, -7, 123456789L};
    private static final int VARIANTS = 8;

    /** The documented footprint and canopy range of each model, metres: {foot min, foot max, canopy min, canopy max}. */
    private static final Map<String, double[]> RANGES = new TreeMap<>(Map.ofEntries(
            Map.entry("conifer", new double[] {0.25, 0.55, 1.6, 3.3}),
            Map.entry("conifer-trunk", new double[] {0.25, 0.55, 0.25, 0.55}),
            Map.entry("conifer-crown", new double[] {1.5, 3.3, 1.6, 3.3}),
            Map.entry("broadleaf", new double[] {0.3, 0.65, 2.8, 4.8}),
            Map.entry("broadleaf-trunk", new double[] {0.3, 0.65, 0.5, 3.5}),
            Map.entry("broadleaf-crown", new double[] {0.3, 4.0, 2.8, 4.8}),
            Map.entry("sapling", new double[] {0.02, 0.08, 0.25, 0.9}),
            Map.entry("dead-tree", new double[] {0.2, 0.5, 1.2, 3.6}),
            Map.entry("palm", new double[] {0.2, 0.4, 2.3, 4.6}),
            Map.entry("cactus", new double[] {0.15, 0.35, 0.6, 1.6}),
            Map.entry("bush", new double[] {0.4, 1.2, 0.6, 1.2}),
            Map.entry("fern", new double[] {0.01, 0.15, 0.4, 0.9}),
            Map.entry("reeds", new double[] {0.02, 0.22, 0.1, 0.6}),
            Map.entry("grass-tuft", new double[] {0.01, 0.1, 0.05, 0.25}),
            Map.entry("flowers", new double[] {0.01, 0.25, 0.1, 0.3}),
            Map.entry("rock", new double[] {0.25, 0.75, 0.25, 0.75}),
            Map.entry("boulder", new double[] {0.7, 1.55, 0.7, 1.6}),
            Map.entry("stump", new double[] {0.35, 1.0, 0.35, 1.0}),
            Map.entry("log", new double[] {1.1, 2.0, 1.1, 2.0}),
            Map.entry("hut", new double[] {2.6, 3.3, 2.9, 3.8}),
            Map.entry("lighthouse", new double[] {2.0, 2.4, 2.0, 2.4}),
            Map.entry("jetty", new double[] {3.0, 4.7, 3.0, 4.7}),
            Map.entry("tent", new double[] {1.8, 2.3, 1.8, 2.3}),
            Map.entry("woodpile", new double[] {0.5, 1.0, 0.5, 1.0}),
            Map.entry("telescope", new double[] {0.35, 0.5, 0.4, 0.7}),
            Map.entry("bench", new double[] {0.6, 0.95, 0.7, 1.0}),
            Map.entry("fence", new double[] {3.0, 4.5, 3.0, 4.5}),
            Map.entry("campfire", new double[] {0.4, 0.7, 0.4, 0.7}),
            Map.entry("signpost", new double[] {0.05, 0.35, 0.5, 0.8}),
            Map.entry("wrecked-car", new double[] {2.0, 2.5, 2.0, 2.5}),
            Map.entry("tunnel-lamp", new double[] {0.3, 0.5, 0.3, 0.5})));

    /** Heights, metres: {min, max} of the top of each model. */
    private static final Map<String, double[]> HEIGHTS = Map.ofEntries(Map.entry("conifer", new double[] {8, 14}),
            Map.entry("broadleaf", new double[] {6.5, 12}), Map.entry("sapling", new double[] {1, 2}),
            Map.entry("dead-tree", new double[] {5, 9}), Map.entry("palm", new double[] {6, 10}),
            Map.entry("cactus", new double[] {2.5, 4.5}), Map.entry("lighthouse", new double[] {11.5, 13.5}),
            Map.entry("hut", new double[] {3.6, 4.9}), Map.entry("grass-tuft", new double[] {0.15, 0.45}),
            Map.entry("reeds", new double[] {1.1, 1.9}), Map.entry("wrecked-car", new double[] {1.3, 1.7}));

    @Test
    void namesAreSortedAndHoldEveryModelAndTreePart() {
        List<String> expected = new ArrayList<>(List.of("conifer", "broadleaf", "sapling", "dead-tree", "cactus", "palm", "bush",
                "fern", "reeds", "grass-tuft", "flowers", "rock", "boulder", "stump", "log", "hut", "woodpile", "lighthouse",
                "telescope", "jetty", "bench", "fence", "tent", "campfire", "signpost", "wrecked-car", "tunnel-lamp", "conifer-trunk",
                "conifer-crown", "broadleaf-trunk", "broadleaf-crown"));
        expected.sort(null);
        assertEquals(expected, Kit.names());
        assertEquals(RANGES.keySet(), new java.util.TreeSet<>(Kit.names()));
        for (String n : expected) {
            assertTrue(Kit.has(n), n);
        }
        assertFalse(Kit.has("Conifer"));
        assertFalse(Kit.has(null));
    }

    @ParameterizedTest
    @MethodSource("names")
    void everyModelBuildsWithOneCheaperLevelOfFewerTriangles(String name) {
        for (long seed : SEEDS) {
            for (int v = 0; v < VARIANTS; v++) {
                Model m = Kit.model(name, seed, v);
                assertEquals(name, m.name());
                assertEquals(1, m.lods().size(), name);
                ModelLod lod = m.lods().get(0);
                assertTrue(lod.model().triangleCount() < m.triangleCount(),
                        () -> name + ": level of " + lod.model().triangleCount() + " triangles, model of " + m.triangleCount());
                assertTrue(lod.distance() >= 15 && lod.distance() <= 150, () -> name + " lod at " + lod.distance());
                assertTrue(m.triangleCount() <= 1500, () -> name + " has " + m.triangleCount() + " triangles");
                Bounds full = m.bounds(), cheap = lod.model().bounds();
                double size = Math.max(full.sizeX(), Math.max(full.sizeY(), full.sizeZ()));
                assertTrue(Math.abs(full.maxY() - cheap.maxY()) <= 0.25 * size && cheap.maxY() >= 0.5 * full.maxY(),
                        () -> name + ": the cheaper level's top " + cheap.maxY() + " strays from " + full.maxY());
                assertTrue(lod.model().canopyRadius() >= 0.5 * m.canopyRadius(), name);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("names")
    void sameSeedAndVariantGiveEqualModelsAndOtherVariantsDiffer(String name) {
        assertEquals(Kit.model(name, 5, 3), Kit.model(name, 5, 3));
        assertEquals(Kit.model(name), Kit.model(name, 0, 0));
        assertNotEquals(Kit.model(name, 5, 3), Kit.model(name, 5, 4), name + ": variants 3 and 4");
        assertNotEquals(Kit.model(name, 5, 3), Kit.model(name, 6, 3), name + ": seeds 5 and 6");
    }

    @ParameterizedTest
    @MethodSource("names")
    void footprintAndCanopyStayInTheDocumentedRanges(String name) {
        double[] range = RANGES.get(name);
        for (long seed : SEEDS) {
            for (int v = 0; v < VARIANTS; v++) {
                Model m = Kit.model(name, seed, v);
                String at = name + " seed " + seed + " variant " + v;
                float foot = m.footprintRadius(), canopy = m.canopyRadius();
                assertTrue(foot >= range[0] && foot <= range[1], () -> at + ": footprint " + foot);
                assertTrue(canopy >= range[2] && canopy <= range[3], () -> at + ": canopy " + canopy);
                double[] h = HEIGHTS.get(name);
                if (h != null) {
                    float top = m.bounds().maxY();
                    assertTrue(top >= h[0] && top <= h[1], () -> at + ": " + top + " m tall");
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("names")
    void modelsStandOnTheGroundRoundTheYAxis(String name) {
        for (long seed : SEEDS) {
            for (int v = 0; v < VARIANTS; v++) {
                Model m = Kit.model(name, seed, v);
                for (Model level : List.of(m, m.lods().get(0).model())) {
                    Bounds b = level.bounds();
                    String at = name + " seed " + seed + " variant " + v;
                    if (name.endsWith("-crown")) {
                        assertTrue(b.minY() > 0.5, at);
                    } else {
                        assertEquals(0, b.minY(), 1e-6, at);
                    }
                    assertTrue(b.minX() < 0 && b.maxX() > 0 && b.minZ() < 0 && b.maxZ() > 0, () -> at + ": " + b);
                    double cx = (b.minX() + b.maxX()) / 2, cz = (b.minZ() + b.maxZ()) / 2;
                    assertTrue(Math.abs(cx) < 0.35 * b.sizeX() + 0.05 && Math.abs(cz) < 0.35 * b.sizeZ() + 0.05, () -> at + ": " + b);
                }
            }
        }
    }

    @Test
    void aTreesTrunkAndCrownAreTheWholeTreesMeshes() {
        for (String tree : List.of("conifer", "broadleaf")) {
            for (int v = 0; v < 4; v++) {
                Model whole = Kit.model(tree, 9, v), trunk = Kit.model(tree + "-trunk", 9, v), crown = Kit.model(tree + "-crown", 9, v);
                List<ModelMesh> parts = new ArrayList<>();
                trunk.meshes().forEach(parts::add);
                crown.meshes().forEach(parts::add);
                assertEquals(whole.meshes().size(), parts.size());
                for (int i = 0; i < parts.size(); i++) {
                    ModelMesh a = whole.meshes().get(i), b = parts.get(i);
                    assertEquals(a.name(), b.name());
                    assertTrue(java.util.Arrays.equals(a.positionArray(), b.positionArray()), tree + " " + a.name());
                }
                assertEquals(List.of("bark"), trunk.materials().stream().map(Material::name).toList());
                assertEquals(List.of(tree.equals("conifer") ? "needles" : "leaves"), crown.materials().stream().map(Material::name).toList());
            }
        }
    }

    @ParameterizedTest
    @MethodSource("names")
    void modelsUseTheKitsOwnMaterialsAndColoursWithinOneAndZero(String name) {
        Model m = Kit.model(name, 3, 2);
        for (Model level : List.of(m, m.lods().get(0).model())) {
            for (Material mat : level.materials()) {
                assertEquals(Kit.material(mat.name()).orElseThrow(), mat, name + " " + mat.name());
            }
            for (ModelMesh mesh : level.meshes()) {
                float[] c = mesh.colourArray();
                assertEquals(4 * mesh.vertexCount(), c.length, name + " " + mesh.name() + " has vertex colours");
                for (float f : c) {
                    assertTrue(f >= 0 && f <= 1, name + " " + mesh.name() + " colour " + f);
                }
            }
        }
    }

    @Test
    void materialsHoldEveryAgreedIdSortedAndThinOnesAreDoubleSided() {
        List<String> names = Kit.materialNames();
        for (String id : List.of("bark", "needles", "leaves", "grass", "fern", "reed", "rock", "wood", "thatch", "stone", "sand",
                "metal", "canvas")) {
            assertTrue(names.contains(id), id);
        }
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(null);
        assertEquals(sorted, names);
        for (String thin : List.of("grass", "fern", "reed", "petal", "frond", "flame")) {
            assertTrue(Kit.material(thin).orElseThrow().doubleSided(), thin);
        }
        assertFalse(Kit.material("bark").orElseThrow().doubleSided());
        assertTrue(Kit.material("lamp").orElseThrow().emissive().r() > 0.5);
        assertTrue(Kit.material("nothing").isEmpty());
        assertTrue(Kit.material(null).isEmpty());
    }

    @Test
    void anUnknownNameIsRefusedNamingItAndTheNearestIds() {
        AssetException e = assertThrows(AssetException.class, () -> Kit.model("conifr"));
        assertTrue(e.place().contains("conifr"), e.getMessage());
        assertTrue(e.getMessage().contains("conifer"), e.getMessage());
        assertTrue(e.fix().orElseThrow().startsWith("did you mean conifer"), e.getMessage());
        AssetException far = assertThrows(AssetException.class, () -> Kit.model("spaceship", 1, 2));
        assertTrue(far.getMessage().contains("spaceship") && far.getMessage().contains("wrecked-car"), far.getMessage());
        AssetException part = assertThrows(AssetException.class, () -> Kit.model("trunk"));
        assertTrue(part.getMessage().contains("conifer-trunk") && part.getMessage().contains("broadleaf-trunk"), part.getMessage());
        assertThrows(NullPointerException.class, () -> Kit.model(null));
    }

    /**
     * Pins the bits of every model (seed 2024, variant 3, both levels), so that a run on another
     * JVM (the build checks Java 17 and 25) or a change to the generators shows here. Geometry
     * changes on purpose update the value.
     */
    @Test
    void everyModelsBitsArePinned() {
        long h = 17;
        for (String name : Kit.names()) {
            Model m = Kit.model(name, 2024, 3);
            for (Model level : List.of(m, m.lods().get(0).model())) {
                for (ModelMesh mesh : level.meshes()) {
                    for (float[] a : List.of(mesh.positionArray(), mesh.normalArray(), mesh.colourArray())) {
                        for (float f : a) {
                            h = StableHash.mix(h, Float.floatToIntBits(f));
                        }
                    }
                    for (int i : mesh.indexArray()) {
                        h = StableHash.mix(h, i);
                    }
                }
            }
        }
        assertEquals(PINNED, StableHash.finish(h), "the kit's models changed");
    }

    private static final long PINNED = -6207497246765264844L;
}
