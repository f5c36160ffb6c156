package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.Rgba;
import dev.loam.model.Sampler;
import dev.loam.model.TextureRef;
import dev.loam.testkit.Tolerances;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ObjReaderTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    private static final float E = (float) Tolerances.STORED_AS_FLOAT;

    @Test
    void aQuadWithEveryAttributeBecomesTwoTrianglesWithUvsFlippedToVDown() throws IOException {
        Path obj = write("quad.obj", """
                v 0 0 0
                v 1 0 0
                v 1 0 -1
                v 0 0 -1
                vt 0 0
                vt 1 0
                vt 1 1
                vt 0 0.25
                vn 0 1 0
                f 1/1/1 2/2/1 3/3/1 4/4/1
                """);
        Model m = ObjReader.read(obj);
        assertEquals("quad", m.name());
        assertEquals(1, m.meshes().size());
        ModelMesh mesh = m.meshes().get(0);
        assertEquals("default", mesh.name());
        assertArrayEquals(new float[] {0, 0, 0, 1, 0, 0, 1, 0, -1, 0, 0, -1}, mesh.positionArray());
        assertArrayEquals(new float[] {0, 1, 1, 1, 1, 0, 0, 0.75f}, mesh.uvArray());
        assertArrayEquals(new float[] {0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0}, mesh.normalArray());
        assertArrayEquals(new int[] {0, 1, 2, 0, 2, 3}, mesh.indexArray());
        assertEquals(Material.of("default", Rgba.WHITE), m.materials().get(0));
    }

    @Test
    void negativeIndicesCountBackFromTheLastReadSoFar() throws IOException {
        Path obj = write("neg.obj", """
                v 5 5 5
                v 0 0 0
                v 1 0 0
                v 0 1 0
                vn 0 0 1
                f -3//-1 -2//-1 -1//-1
                v 9 9 9
                """);
        ModelMesh mesh = ObjReader.read(obj).meshes().get(0);
        assertArrayEquals(new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}, mesh.positionArray());
        assertArrayEquals(new int[] {0, 1, 2}, mesh.indexArray());
        assertFalse(mesh.hasUvs());
    }

    @Test
    void missingNormalsAreTheFaceNormalOutsideSmoothingGroups() throws IOException {
        // two faces of a roof meeting at a ridge along z, no smoothing: each keeps its own normal
        Path obj = write("roof.obj", """
                v -1 0 0
                v 0 1 0
                v 0 1 -1
                v -1 0 -1
                v 1 0 0
                v 1 0 -1
                f 1 2 3 4
                f 2 5 6 3
                """);
        ModelMesh mesh = ObjReader.read(obj).meshes().get(0);
        assertEquals(8, mesh.vertexCount());
        float h = (float) Math.sqrt(0.5);
        float[] n = mesh.normalArray();
        for (int i = 0; i < 4; i++) {
            assertEquals(-h, n[3 * i], E);
            assertEquals(h, n[3 * i + 1], E);
            assertEquals(0, n[3 * i + 2], E);
        }
        for (int i = 4; i < 8; i++) {
            assertEquals(h, n[3 * i], E);
            assertEquals(h, n[3 * i + 1], E);
        }
    }

    @Test
    void missingNormalsAreSmoothedAcrossFacesOfOneSmoothingGroup() throws IOException {
        Path obj = write("ridge.obj", """
                s 1
                v -1 0 0
                v 0 1 0
                v 0 1 -1
                v -1 0 -1
                v 1 0 0
                v 1 0 -1
                f 1 2 3 4
                f 2 5 6 3
                """);
        ModelMesh mesh = ObjReader.read(obj).meshes().get(0);
        assertEquals(6, mesh.vertexCount());
        float[] n = mesh.normalArray();
        // vertices 2 and 3 lie on the ridge: the mean of both faces points straight up
        assertArrayEquals(new float[] {0, 1, 0}, new float[] {n[3], n[4], n[5]}, E);
        assertArrayEquals(new float[] {0, 1, 0}, new float[] {n[6], n[7], n[8]}, E);
        assertEquals(-(float) Math.sqrt(0.5), n[0], E);
    }

    @Test
    void aConcavePolygonIsCutIntoTrianglesThatCoverItOnceAndFaceTheSameWay() throws IOException {
        // an L of area 3 in the xz plane, wound counter-clockwise seen from above (+y)
        Path obj = write("ell.obj", """
                v 0 0 0
                v 2 0 0
                v 2 0 -1
                v 1 0 -1
                v 1 0 -2
                v 0 0 -2
                f 1 2 3 4 5 6
                """);
        ModelMesh mesh = ObjReader.read(obj).meshes().get(0);
        assertEquals(4, mesh.triangleCount());
        float[] p = mesh.positionArray();
        int[] ix = mesh.indexArray();
        double area = 0;
        for (int t = 0; t < ix.length; t += 3) {
            double ax = p[3 * ix[t]], az = p[3 * ix[t] + 2];
            double bx = p[3 * ix[t + 1]], bz = p[3 * ix[t + 1] + 2];
            double cx = p[3 * ix[t + 2]], cz = p[3 * ix[t + 2] + 2];
            // the y component of (b - a) × (c - a): positive for a triangle facing +y
            double up = (bz - az) * (cx - ax) - (bx - ax) * (cz - az);
            assertTrue(up > 0, "triangle " + t / 3 + " faces down");
            area += up / 2;
        }
        assertEquals(3, area, Tolerances.ROUNDING);
    }

    @Test
    void eachMaterialIsOneMeshInTheOrderFirstUsedWhateverTheGroups() throws IOException {
        write("two.mtl", """
                newmtl red
                Kd 1 0 0
                newmtl glass
                Kd 0.5 0.5 0.5
                d 0.25
                Ke 2 1 0
                illum 0
                """);
        Path obj = write("two.obj", """
                mtllib two.mtl
                v 0 0 0
                v 1 0 0
                v 0 1 0
                g a
                usemtl red
                f 1 2 3
                g b
                usemtl glass
                f 3 2 1
                g c
                usemtl red
                f 1 3 2
                """);
        Model m = ObjReader.read(obj);
        assertEquals(2, m.meshes().size());
        assertEquals("red", m.meshes().get(0).name());
        assertEquals(2, m.meshes().get(0).triangleCount());
        assertEquals(0, m.meshes().get(0).material());
        assertEquals(1, m.meshes().get(1).material());
        assertEquals(Material.of("red", new Rgba(1, 0, 0, 1)), m.materials().get(0));
        Material glass = m.materials().get(1);
        assertEquals(new Rgba(0.5f, 0.5f, 0.5f, 0.25f), glass.baseColor());
        assertEquals(AlphaMode.BLEND, glass.alphaMode());
        assertEquals(new Rgba(2, 1, 0, 1), glass.emissive());
        assertTrue(glass.unlit());
    }

    @Test
    void trIsOneMinusDissolveAndNsGivesTheRoughness() throws IOException {
        write("m.mtl", "newmtl a\nTr 0.75\nNs 98\nillum 2\n");
        Path obj = write("m.obj", "mtllib m.mtl\nusemtl a\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n");
        Material a = ObjReader.read(obj).materials().get(0);
        assertEquals(0.25f, a.baseColor().a(), E);
        assertEquals((float) Math.sqrt(2 / 100.0), a.roughness(), E);
        assertEquals(0, a.metallic());
    }

    @Test
    void mapKdReadsThePngWithItsTransformInTheFlippedConventionAndMasksTransparentPixels() throws IOException {
        Files.write(dir.resolve("leaf.png"), TestPictures.png(2, 1, 0xff102030, 0x00ffffff));
        write("leaf.mtl", "newmtl leaf\nKd 0.5 1 1\nmap_Kd -s 2 4 1 -o 0.5 0.25 -clamp on leaf.png\n");
        Path obj = write("leaf.obj", "mtllib leaf.mtl\nusemtl leaf\nv 0 0 0\nv 1 0 0\nv 0 1 0\nvt 0 0\nf 1/1 2/1 3/1\n");
        Model m = ObjReader.read(obj);
        assertEquals(1, m.textures().size());
        assertEquals(0x102030ff, m.textures().get(0).pixel(0, 0));
        assertEquals(0xffffff00, m.textures().get(0).pixel(1, 0));
        assertEquals(Sampler.Wrap.CLAMP_TO_EDGE, m.textures().get(0).sampler().wrapU());
        Material leaf = m.materials().get(0);
        assertEquals(new TextureRef(0, 0.5f, 1 - 4 - 0.25f, 0, 2, 4, 1), leaf.baseColorTexture().orElseThrow());
        assertEquals(AlphaMode.MASK, leaf.alphaMode());
        assertEquals(new Rgba(0.5f, 1, 1, 1), leaf.baseColor());
    }

    @Test
    void aJpegTextureIsReadAndTwoMaterialsShareOneFile() throws IOException {
        Files.write(dir.resolve("bark.jpg"), TestPictures.jpeg(8, 8, 128));
        write("t.mtl", "newmtl a\nmap_Kd bark.jpg\nnewmtl b\nmap_Kd bark.jpg\n");
        Path obj = write("t.obj", "mtllib t.mtl\nv 0 0 0\nv 1 0 0\nv 0 1 0\nusemtl a\nf 1 2 3\nusemtl b\nf 1 3 2\n");
        Model m = ObjReader.read(obj);
        assertEquals(1, m.textures().size());
        assertEquals(8, m.textures().get(0).width());
        int grey = m.textures().get(0).pixel(3, 3) >>> 24;
        assertTrue(Math.abs(grey - 128) <= 2, "grey " + grey);
        assertEquals(AlphaMode.OPAQUE, m.materials().get(1).alphaMode());
        assertEquals(0, m.materials().get(1).baseColorTexture().orElseThrow().texture());
    }

    @Test
    void vertexColoursAreKeptAndLinesContinueAfterABackslash() throws IOException {
        Path obj = write("c.obj", "v 0 0 0 1 0 0\nv 1 0 0 0 1 0\nv 0 1 \\\n 0 0 0 1\nf 1 2 \\\n3 # a comment\n");
        ModelMesh mesh = ObjReader.read(obj).meshes().get(0);
        assertArrayEquals(new float[] {1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1}, mesh.colourArray());
        assertArrayEquals(new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}, mesh.positionArray());
    }

    @Test
    void aModelReadsFromTheClassPathWithItsLibraryBeside() {
        Model m = ObjReader.read(getClass().getClassLoader(), "dev/loam/assets/obj/crate.obj");
        assertEquals("crate", m.name());
        assertEquals(12, m.triangleCount());
        assertEquals("wood", m.materials().get(0).name());
        assertEquals(new Rgba(0.6f, 0.4f, 0.2f, 1), m.materials().get(0).baseColor());
    }

    // --- refusals ---------------------------------------------------------------------------

    private AssetException refused(String name, String text) throws IOException {
        Path obj = write(name, text);
        return assertThrows(AssetException.class, () -> ObjReader.read(obj));
    }

    @Test
    void anIndexPastTheListIsRefusedNamingItsLine() throws IOException {
        AssetException e = refused("past.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\n\nf 1 2 4\n");
        assertTrue(e.place().endsWith("past.obj: line 5"), e.getMessage());
        assertTrue(e.detail().contains("vertex 4 is past the 3 vertices"), e.getMessage());
        e = refused("pastvt.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nvt 0 0\nf 1/1 2/2 3/1\n");
        assertTrue(e.place().endsWith("pastvt.obj: line 5"), e.getMessage());
        e = refused("before.obj", "v 0 0 0\nf -1 -2 -3\n");
        assertTrue(e.place().endsWith("before.obj: line 2"), e.getMessage());
        e = refused("zero.obj", "v 0 0 0\nf 0 1 1\n");
        assertTrue(e.detail().contains("index 0"), e.getMessage());
    }

    @Test
    void aNumberThatIsNotFiniteIsRefusedNamingItsLine() throws IOException {
        for (String bad : new String[] {"nan", "NaN", "Infinity", "-Infinity", "1e39", "1e400"}) {
            AssetException e = refused("nan.obj", "v 0 0 0\nv 1 " + bad + " 0\n");
            assertTrue(e.place().endsWith("nan.obj: line 2"), bad + ": " + e.getMessage());
            assertTrue(e.detail().contains("not a finite number"), e.getMessage());
        }
        AssetException e = refused("word.obj", "vt 0.5 half\n");
        assertTrue(e.detail().contains("\"half\" is not a number"), e.getMessage());
    }

    @Test
    void aFaceOfFewerThanThreeCornersIsRefused() throws IOException {
        AssetException e = refused("two.obj", "v 0 0 0\nv 1 0 0\nf 1 2\n");
        assertTrue(e.place().endsWith("two.obj: line 3"), e.getMessage());
        assertTrue(e.detail().contains("at least 3 corners"), e.getMessage());
    }

    @Test
    void aMissingLibraryOrTextureIsRefusedNamingTheLineThatNamedIt() throws IOException {
        AssetException e = refused("lib.obj", "# no library\nmtllib nowhere.mtl\n");
        assertTrue(e.place().endsWith("lib.obj: line 2"), e.getMessage());
        assertTrue(e.detail().contains("nowhere.mtl"), e.getMessage());
        write("tex.mtl", "newmtl a\n\nmap_Kd missing.png\n");
        e = refused("tex.obj", "mtllib tex.mtl\nusemtl a\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n");
        assertTrue(e.place().endsWith("tex.mtl: line 3"), e.getMessage());
        assertTrue(e.detail().contains("missing.png"), e.getMessage());
        AssetException none = assertThrows(AssetException.class, () -> ObjReader.read(dir.resolve("absent.obj")));
        assertTrue(none.place().endsWith("absent.obj"), none.getMessage());
    }

    @Test
    void aTextureDeclaringTooManyPixelsIsRefusedBeforeDecoding() throws IOException {
        Files.write(dir.resolve("huge.png"), TestPictures.pngDeclaring(1 << 16, 1 << 16));
        write("huge.mtl", "newmtl a\nmap_Kd huge.png\n");
        AssetException e = refused("huge.obj", "mtllib huge.mtl\nusemtl a\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n");
        assertTrue(e.place().endsWith("huge.mtl: line 2"), e.getMessage());
        assertTrue(e.detail().contains("declares 65536 × 65536 pixels"), e.getMessage());
        Files.write(dir.resolve("text.png"), "not a picture".getBytes(StandardCharsets.UTF_8));
        write("text.mtl", "newmtl a\nmap_Kd text.png\n");
        e = refused("text.obj", "mtllib text.mtl\nusemtl a\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n");
        assertTrue(e.detail().contains("neither a PNG nor a JPEG"), e.getMessage());
    }

    @Test
    void aZeroNormalAndAShortVertexAreRefused() throws IOException {
        assertTrue(refused("n.obj", "vn 0 0 0\n").detail().contains("normal cannot be zero"));
        assertTrue(refused("v.obj", "v 1 2\n").detail().contains("x, y and z"));
        assertTrue(refused("c.obj", "v 0 0 0\nf 1/1/1/1 1 1\n").place().endsWith("c.obj: line 2"));
    }
}
