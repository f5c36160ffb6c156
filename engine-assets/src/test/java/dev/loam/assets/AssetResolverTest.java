package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AssetResolverTest {
    @TempDir
    Path dir;

    private static final String TRIANGLE = "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n";

    private Path obj(String relative, String text) throws IOException {
        Path p = dir.resolve(relative);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    @Test
    void anEsmeshNameIsLookedForUnderTheExtensionItMapsTo() throws IOException {
        obj("assets/models/crate.obj", TRIANGLE);
        AssetResolver r = AssetResolver.builder().folder(dir).build();
        Model m = r.model("assets/models/crate.esmesh", "recipes[0].anchor.mesh");
        assertEquals("crate", m.name());
        assertEquals(1, m.triangleCount());
        AssetResolver onlyGlb = AssetResolver.builder().folder(dir).extension(".esmesh", ".glb").build();
        AssetException e = assertThrows(AssetException.class, () -> onlyGlb.model("assets/models/crate.esmesh", "x"));
        assertTrue(e.detail().contains("assets/models/crate.glb"), e.getMessage());
        AssetResolver none = AssetResolver.builder().folder(dir).extension(".esmesh").build();
        assertThrows(AssetException.class, () -> none.model("assets/models/crate.esmesh", "x"));
    }

    @Test
    void aGlbFileStandsForItsEsmeshNameAndLoadsThroughTheGltfReader() throws IOException {
        Path glb = dir.resolve("assets/models/pine.glb");
        Files.createDirectories(glb.getParent());
        Files.write(glb, GltfTestFile.oneTriangle().glb());
        obj("assets/models/pine.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 1 1 0\nf 1 2 4 3\n");
        AssetResolver r = AssetResolver.builder().folder(dir).build();
        Model m = r.model("assets/models/pine.esmesh", "");
        assertEquals(1, m.triangleCount(), "the .glb comes before the .obj");
        assertEquals(2, r.model("assets/models/pine.obj", "").triangleCount());
        Files.write(glb, java.util.Arrays.copyOf(GltfTestFile.oneTriangle().glb(), 30));
        AssetException e = assertThrows(AssetException.class,
                () -> AssetResolver.builder().folder(dir).build().model("res://assets/models/pine.tscn", "items[0].source"));
        assertTrue(e.place().startsWith("pine.glb"), e.getMessage());
        assertTrue(e.detail().contains("for items[0].source"), e.getMessage());
    }

    @Test
    void aModelInsideAJarReadsFromItsBytes() throws Exception {
        Path jar = dir.resolve("assets.jar");
        try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new java.util.jar.JarEntry("game/props/tree.glb"));
            out.write(GltfTestFile.oneTriangle().glb());
            out.closeEntry();
            out.putNextEntry(new java.util.jar.JarEntry("game/props/box.obj"));
            out.write(TRIANGLE.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            out.closeEntry();
        }
        try (var loader = new java.net.URLClassLoader(new java.net.URL[] {jar.toUri().toURL()}, null)) {
            AssetResolver r = AssetResolver.builder().classpath(loader, "game").build();
            Model tree = r.model("res://props/tree.tscn", "");
            assertEquals("tree", tree.name());
            assertEquals(1, tree.triangleCount());
            assertEquals(1, r.model("props/box.obj", "").triangleCount());
        }
    }

    @Test
    void resPrefixesAndTscnScenesResolveLikePlainPaths() throws IOException {
        obj("props/rocks/boulder.obj", TRIANGLE);
        AssetResolver r = AssetResolver.builder().folder(dir).build();
        Model a = r.model("res://props/rocks/boulder.tscn", "items[2].source");
        assertSame(a, r.model("props\\rocks\\boulder.obj", ""));
        assertSame(a, r.model("/props/rocks/boulder.tscn", ""));
        assertEquals("props/rocks/boulder.tscn", AssetResolver.canonical("res://props//rocks/boulder.tscn"));
    }

    @Test
    void aClasspathPrefixHoldsModelsWithTheFilesBesideThem() {
        AssetResolver r = AssetResolver.builder().classpath(getClass().getClassLoader(), "/dev/loam/assets").build();
        Model m = r.model("res://obj/crate.obj", "");
        assertEquals(12, m.triangleCount());
        assertEquals("wood", m.materials().get(0).name());
        assertSame(m, r.model("obj/crate", ""));
    }

    @Test
    void theFirstRootThatHoldsANameWins() throws IOException {
        obj("rock.obj", TRIANGLE);
        CountingSource source = new CountingSource(List.of("rock"), List.of());
        AssetResolver fileFirst = AssetResolver.builder().folder(dir).source(source).build();
        assertEquals("default", fileFirst.model("res://rock.obj", "").materials().get(0).name());
        assertEquals(0, source.made.get());
        // a .glb name looks for rock.glb only, which the folder lacks: the source answers
        assertEquals("rock", fileFirst.model("res://rock.glb", "").materials().get(0).name());
        assertEquals(1, source.made.get());
        AssetResolver sourceFirst = AssetResolver.builder().source(source).folder(dir).build();
        Model m = sourceFirst.model("res://rock.obj", "");
        assertEquals(2, source.made.get());
        assertEquals("rock", m.materials().get(0).name());
    }

    @Test
    void aliasesStandForOtherNamesForModelsAndForBareStems() throws IOException {
        obj("trees/pine.obj", TRIANGLE);
        Model made = new CountingSource(List.of("x"), List.of()).model("x").orElseThrow();
        AssetResolver r = AssetResolver.builder()
                .alias("assets/models/pine-trunk.esmesh", "trees/pine.obj")
                .alias("lighthouse", made)
                .alias("oak", "res://trees/pine.tscn")
                .folder(dir).build();
        Model pine = r.model("trees/pine.obj", "");
        assertSame(pine, r.model("assets/models/pine-trunk.esmesh", ""));
        assertSame(made, r.model("res://props/buildings/lighthouse.tscn", ""));
        assertSame(pine, r.model("res://props/trees/oak.tscn", ""));
        assertSame(pine, r.model("res://OAK.glb", ""));
    }

    @Test
    void anAliasLoopIsRefusedNamingTheChain() {
        AssetResolver r = AssetResolver.builder().alias("a", "b.glb").alias("b", "a.glb").build();
        AssetException e = assertThrows(AssetException.class, () -> r.model("a", "items[0].source"));
        assertEquals("items[0].source", e.place());
        assertTrue(e.detail().contains("loop: a → b.glb → a.glb"), e.getMessage());
    }

    @Test
    void aModelMadeInCodeIsMadeOnceWhateverTheThreadsAndNames() throws Exception {
        CountingSource source = new CountingSource(List.of("boulder", "stump"), List.of());
        AtomicInteger supplied = new AtomicInteger();
        AssetResolver r = AssetResolver.builder().source(source)
                .alias("hut", () -> {
                    supplied.incrementAndGet();
                    return source.model("stump").orElseThrow().withName("hut");
                }).build();
        int before = source.made.get();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Model[]>> asks = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int k = t;
                asks.add(pool.submit(() -> {
                    start.await();
                    return new Model[] {r.model(k % 2 == 0 ? "res://boulder.glb" : "props/boulder.tscn", ""),
                        r.model("res://hut.tscn", "")};
                }));
            }
            start.countDown();
            Model first = asks.get(0).get()[0];
            Model hut = asks.get(0).get()[1];
            for (Future<Model[]> f : asks) {
                assertSame(first, f.get()[0]);
                assertSame(hut, f.get()[1]);
            }
        } finally {
            pool.shutdown();
        }
        assertEquals(1, source.made.get() - before - 1); // boulder once, plus the stump the alias asked for once
        assertEquals(1, supplied.get());
    }

    @Test
    void aFailedLoadIsRefusedAtTheFileAndNotKept() throws IOException {
        Path hut = obj("hut.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n");
        AssetResolver r = AssetResolver.builder().folder(dir).build();
        AssetException e = assertThrows(AssetException.class, () -> r.model("res://hut.tscn", "recipes[0].anchor.mesh"));
        assertTrue(e.place().endsWith("hut.obj: line 4"), e.getMessage());
        assertTrue(e.detail().contains("for recipes[0].anchor.mesh"), e.getMessage());
        Files.writeString(hut, TRIANGLE);
        assertEquals(1, r.model("res://hut.tscn", "").triangleCount());
    }

    @Test
    void anUnresolvedNameIsRefusedAtWhoAskedWithTheRootsTriedAndANearName() {
        CountingSource source = new CountingSource(List.of("pine-crown", "pine-trunk"), List.of());
        AssetResolver r = AssetResolver.builder().folder(dir).alias("hut", "pine-trunk").source(source).build();
        AssetException e = assertThrows(AssetException.class,
                () -> r.model("assets/models/pine-crwn.esmesh", "recipes[0].members[1].mesh"));
        assertEquals("recipes[0].members[1].mesh", e.place());
        assertTrue(e.detail().contains("\"assets/models/pine-crwn.esmesh\""), e.getMessage());
        assertTrue(e.detail().contains("folder " + dir.toAbsolutePath().normalize()), e.getMessage());
        assertTrue(e.detail().contains("assets/models/pine-crwn.glb"), e.getMessage());
        assertTrue(e.detail().contains("aliases (1)"), e.getMessage());
        assertTrue(e.detail().contains("test source (2 models)"), e.getMessage());
        assertEquals("did you mean \"pine-crown\"?", e.fix().orElseThrow());
        AssetException far = assertThrows(AssetException.class, () -> r.model("res://lighthouse.glb", "items[2].source"));
        assertTrue(far.fix().orElseThrow().startsWith("register"), far.getMessage());
        assertEquals("items[2].source", far.place());
    }

    @Test
    void aNameNeverReachesOutsideItsFolder() throws IOException {
        obj("secret.obj", TRIANGLE);
        Path inner = dir.resolve("inner");
        Files.createDirectories(inner);
        AssetResolver r = AssetResolver.builder().folder(inner).build();
        assertThrows(AssetException.class, () -> r.model("../secret.obj", ""));
    }

    @Test
    void materialsResolveByAliasAndByASourcesStem() {
        CountingSource source = new CountingSource(List.of(), List.of("bark", "needles"));
        Material gold = Material.of("gold", new Rgba(1, 0.8f, 0, 1));
        AssetResolver r = AssetResolver.builder().materialAlias("oak", "bark").material("assets/materials/gold.esmaterial", gold)
                .source(source).build();
        assertEquals("bark", r.material("assets/materials/bark.esmaterial", "").name());
        assertEquals("bark", r.material("assets/materials/oak.esmaterial", "").name());
        assertSame(gold, r.material("res://assets/materials/gold.esmaterial", ""));
        AssetException e = assertThrows(AssetException.class,
                () -> r.material("assets/materials/needle.esmaterial", "plants.pine.parts[1].material"));
        assertEquals("plants.pine.parts[1].material", e.place());
        assertEquals("did you mean \"needles\"?", e.fix().orElseThrow());
    }

    @Test
    void texturesResolveFromPicturesInFoldersAndFromAliases() throws IOException {
        Files.createDirectories(dir.resolve("assets/textures"));
        Files.write(dir.resolve("assets/textures/needles.png"), TestPictures.png(1, 2, 0xff00ff00, 0x80000000));
        ModelTexture far = ModelTexture.solid("far", 1, 2, 3, 4);
        AssetResolver r = AssetResolver.builder().texture("pine-far", far).folder(dir).build();
        ModelTexture needles = r.texture("assets/textures/needles.png", "");
        assertEquals(0x00ff00ff, needles.pixel(0, 0));
        assertEquals(0x00000080, needles.pixel(0, 1));
        assertSame(needles, r.texture("res://assets/textures/needles.png", ""));
        assertSame(far, r.texture("assets/textures/pine-far.png", ""));
        assertNotSame(needles, AssetResolver.builder().folder(dir).build().texture("assets/textures/needles.png", ""));
        Files.write(dir.resolve("assets/textures/bad.png"), TestPictures.pngDeclaring(100000, 2));
        AssetException e = assertThrows(AssetException.class, () -> r.texture("assets/textures/bad.png", "x"));
        assertTrue(e.place().endsWith("bad.png"), e.getMessage());
    }

    @Test
    void anExtensionMapTakesOnlyExtensionsLoamReads() {
        assertThrows(IllegalArgumentException.class, () -> AssetResolver.builder().extension(".esmesh", ".fbx"));
        assertThrows(IllegalArgumentException.class, () -> AssetResolver.builder().extension("esmesh", ".glb"));
    }
}
