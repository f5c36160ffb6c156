package dev.loam.tools;

import static dev.loam.tools.LoamCliTest.lines;
import static dev.loam.tools.LoamCliTest.loam;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.GlbWriter;
import dev.loam.assets.GltfReader;
import dev.loam.assets.Kit;
import dev.loam.model.Model;
import dev.loam.testkit.GltfValidator;
import dev.loam.tools.LoamCliTest.Run;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code loam model info} and {@code loam model kit}: what they print and write, and what they refuse. */
class ModelCliTest {
    @TempDir
    Path dir;

    @Test
    void infoOfAKitModelPrintsItsMeshesBoundsRadiiAndLevels() {
        Model conifer = Kit.model("conifer");
        Run r = loam("model", "info", "kit:conifer");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        List<String> out = lines(r.out());
        assertEquals("kit:conifer: " + ModelInfo.summary(conifer), out.get(0));
        assertTrue(out.get(0).contains(conifer.triangleCount() + " triangles"), out.get(0));
        assertTrue(out.get(1).startsWith("bounds: x "), out.get(1));
        assertEquals("footprint radius " + TerrainInfo.num(conifer.footprintRadius()) + " m, canopy radius "
                + TerrainInfo.num(conifer.canopyRadius()) + " m", out.get(2));
        assertEquals(conifer.meshes().size(), out.stream().filter(l -> l.startsWith("mesh ")).count(), r.out());
        assertEquals(conifer.materials().size(), out.stream().filter(l -> l.startsWith("material ")).count(), r.out());
        assertEquals(conifer.lods().size(), out.stream().filter(l -> l.startsWith("level ")).count(), r.out());
        assertFalse(conifer.lods().isEmpty(), "every kit model has a cheaper level");
    }

    @Test
    void infoAsJsonReadsBackToTheModelsFacts() throws Exception {
        Model hut = Kit.model("hut");
        Run r = loam("model", "info", "kit:hut", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode n = JsonMapper.builder().build().readTree(r.out());
        assertEquals("kit:hut", n.get("model").asString());
        assertEquals(hut.triangleCount(), n.get("triangles").asInt());
        assertEquals(hut.vertexCount(), n.get("vertices").asInt());
        assertEquals(hut.meshes().size(), n.get("meshes").size());
        assertEquals(hut.materials().size(), n.get("materials").size());
        assertEquals(hut.bounds().maxY(), (float) n.get("bounds").get("max").get(1).asDouble());
        assertEquals(hut.footprintRadius(), (float) n.get("footprintRadius").asDouble());
        assertEquals(hut.canopyRadius(), (float) n.get("canopyRadius").asDouble());
        assertEquals(hut.lods().size(), n.get("lods").size());
        assertEquals(hut.lods().get(0).distance(), n.get("lods").get(0).get("distance").asDouble());
        assertEquals(hut.lods().get(0).model().triangleCount(), n.get("lods").get(0).get("triangles").asInt());
    }

    @Test
    void infoReadsAGlbFileAsTheReaderDoes() throws Exception {
        Path glb = dir.resolve("rock.glb");
        GlbWriter.write(Kit.model("rock"), glb);
        Model read = GltfReader.read(glb);
        Run r = loam("model", "info", glb.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(glb + ": " + ModelInfo.summary(read), lines(r.out()).get(0));
    }

    @Test
    void infoReadsAnObjFile() throws Exception {
        Path obj = Files.writeString(dir.resolve("tri.obj"), "o tri\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n");
        Run r = loam("model", "info", obj.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(lines(r.out()).get(0).startsWith(obj + ": 1 mesh, 1 triangle, 3 vertices, 1 material"), r.out());
        assertEquals("bounds: x 0..1, y 0..1, z 0..0 (1 x 1 x 0 m)", lines(r.out()).get(1));
    }

    @Test
    void theSeedAndVariantPickTheKitModelsVersion() {
        Model other = Kit.model("boulder", 7, 2);
        Run r = loam("model", "info", "kit:boulder", "--seed", "7", "--variant", "2", "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"vertices\": " + other.vertexCount()), r.out());
    }

    @Test
    void anUnknownKitNameIsRefusedWithTheNearestNames() {
        Run r = loam("model", "info", "kit:conifr");
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(1, lines(r.err()).size(), r.err());
        assertTrue(r.err().startsWith("kit:conifr: no such kit model; did you mean kit:conifer"), r.err());
        assertTrue(r.err().contains("The kit has " + String.join(", ", Kit.names())), r.err());
        assertEquals("", r.out());
        Run far = loam("model", "info", "kit:zzz");
        assertEquals(List.of("kit:zzz: no such kit model; the kit has " + String.join(", ", Kit.names())), lines(far.err()));
    }

    @Test
    void aMissingFileAndAFileOfAnotherKindAreRefusedNamingThem() throws Exception {
        Path missing = dir.resolve("none.glb");
        Run r = loam("model", "info", missing.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of(missing + ": no such file"), lines(r.err()));
        Path fbx = Files.writeString(dir.resolve("tree.fbx"), "Kaydara FBX Binary");
        r = loam("model", "info", fbx.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of(fbx + ": not a model file Loam reads; give a .glb, .gltf or .obj file, or kit:NAME such as "
                + "kit:conifer"), lines(r.err()));
    }

    @Test
    void aTruncatedGlbIsRefusedInOneLineNamingTheFileAndThePlace() throws Exception {
        byte[] whole = GlbWriter.toBytes(Kit.model("stump"));
        Path cut = dir.resolve("stump.glb");
        Files.write(cut, java.util.Arrays.copyOf(whole, whole.length / 2));
        Run r = loam("model", "info", cut.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(1, lines(r.err()).size(), r.err());
        assertTrue(r.err().startsWith(cut + ": "), r.err());
        assertFalse(r.err().contains("unexpected failure"), r.err());
        assertEquals("", r.out());
    }

    // ---- render --------------------------------------------------------------------------------

    @Test
    @Tag("gl")
    void renderPicturesAKitModelFromThreeSidesSideBySide() throws Exception {
        Path png = dir.resolve("pics/hut.png");
        Run r = loam("model", "render", "kit:hut", "--out", png.toString(), "--view-width", "96", "--view-height", "80");
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("wrote " + png + ": 288x80 pixels, three sides of kit:hut"), lines(r.out()));
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(288, image.getWidth());
        assertEquals(80, image.getHeight());
        for (int view = 0; view < 3; view++) {
            // The model stands in the middle of each view: its middle column differs from the view's corner.
            int corner = image.getRGB(view * 96 + 1, 1);
            int drawn = 0;
            for (int y = 0; y < 80; y++) {
                drawn += image.getRGB(view * 96 + 48, y) != corner ? 1 : 0;
            }
            assertTrue(drawn > 20, "view " + view + " draws the hut down its middle: " + drawn);
        }
        try (Stream<Path> files = Files.list(png.getParent())) {
            assertEquals(List.of(png), files.toList(), "no temporary file is left beside the PNG");
        }
    }

    @Test
    void renderRefusesAViewSizeOutOfRangeAnUnknownLookAndAMissingFile() {
        Path png = dir.resolve("x.png");
        Run small = loam("model", "render", "kit:hut", "--out", png.toString(), "--view-width", "8");
        assertEquals(Loam.REFUSED, small.code());
        assertEquals(List.of("--view-width 8 must lie in 16..4096"), lines(small.err()));
        Run look = loam("model", "render", "kit:hut", "--out", png.toString(), "--look", "noir");
        assertEquals(List.of("--look noir is not one of diorama, plain"), lines(look.err()));
        Path missing = dir.resolve("none.glb");
        Run none = loam("model", "render", missing.toString(), "--out", png.toString());
        assertEquals(List.of(missing + ": no such file"), lines(none.err()));
        assertFalse(Files.exists(png));
    }

    // ---- kit -----------------------------------------------------------------------------------

    @Test
    void kitWritesEveryKitModelAsAGlbThatReadsBack() throws Exception {
        Path out = dir.resolve("out/kit");
        Run r = loam("model", "kit", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        List<String> names = Kit.names();
        assertEquals(names.size(), lines(r.out()).size(), r.out());
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(names.stream().map(n -> n + ".glb").sorted().toList(),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
        for (String name : names) {
            Path glb = out.resolve(name + ".glb");
            assertTrue(r.out().contains("wrote " + glb + ": "), r.out());
            Model read = GltfReader.read(glb);
            assertEquals(Kit.model(name).triangleCount(), read.triangleCount(), name);
        }
        GltfValidator.assertNoErrors(Files.readAllBytes(out.resolve("hut.glb")), "hut.glb");
    }

    @Test
    void kitIntoAFileIsRefusedBeforeAnythingIsWritten() throws Exception {
        Path file = Files.writeString(dir.resolve("taken"), "x");
        Run r = loam("model", "kit", "--out", file.toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of("--out " + file + ": model kit writes its files into a folder; give a folder, such as "
                + "out/model/"), lines(r.err()));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList());
        }
    }
}
