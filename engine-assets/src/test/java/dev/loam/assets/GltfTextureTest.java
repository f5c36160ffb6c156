package dev.loam.assets;

import static dev.loam.assets.GltfTestFile.obj;
import static dev.loam.assets.GltfTestFile.primitive;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.Model;
import dev.loam.model.ModelTexture;
import dev.loam.model.Sampler;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** PNG and JPEG textures from buffer views, data URIs and outside files, decoded to RGBA8 under their samplers. */
class GltfTextureTest {
    /** A 2 × 2 PNG: red, green / blue, half-transparent white. */
    static byte[] png() {
        BufferedImage img = new BufferedImage(2, 2, BufferedImage.TYPE_INT_ARGB);
        img.setRGB(0, 0, 0xffff0000);
        img.setRGB(1, 0, 0xff00ff00);
        img.setRGB(0, 1, 0xff0000ff);
        img.setRGB(1, 1, 0x80ffffff);
        return encode(img, "png");
    }

    /** A 16 × 8 JPEG of one grey-blue colour, which JPEG keeps within a step or two. */
    static byte[] jpeg() {
        BufferedImage img = new BufferedImage(16, 8, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 16; x++) {
                img.setRGB(x, y, 0x406080);
            }
        }
        return encode(img, "jpeg");
    }

    static byte[] encode(BufferedImage img, String format) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            assertTrue(ImageIO.write(img, format, out));
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Adds the PNG as image and texture 0 (in a buffer view) to a file; returns the texture. */
    static int addPngTexture(GltfTestFile f) {
        int view = f.view(png(), null);
        int image = f.add("images", obj("bufferView", view, "mimeType", "image/png"));
        return f.add("textures", obj("source", image));
    }

    private static GltfTestFile textured(Map<String, Object> image, Map<String, Object> sampler) {
        GltfTestFile f = GltfTestFile.oneTriangle();
        int im = f.add("images", image);
        Map<String, Object> tex = obj("source", im);
        if (sampler != null) {
            tex.put("sampler", f.add("samplers", sampler));
        }
        int t = f.add("textures", tex);
        int mat = f.add("materials", obj("pbrMetallicRoughness", obj("baseColorTexture", obj("index", t))));
        primitiveOf(f).put("material", mat);
        return f;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> primitiveOf(GltfTestFile f) {
        return (Map<String, Object>) ((java.util.List<Object>) ((Map<String, Object>) f.list("meshes").get(0)).get("primitives")).get(0);
    }

    private static void assertPngPixels(ModelTexture t) {
        assertEquals(2, t.width());
        assertEquals(2, t.height());
        assertEquals(0xff0000ff, t.pixel(0, 0));
        assertEquals(0x00ff00ff, t.pixel(1, 0));
        assertEquals(0x0000ffff, t.pixel(0, 1));
        assertEquals(0xffffff80, t.pixel(1, 1));
    }

    @Test
    void aPngInABufferViewDecodesToItsExactRgbaPixels() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        int t = addPngTexture(f);
        primitiveOf(f).put("material", f.add("materials", obj("pbrMetallicRoughness", obj("baseColorTexture", obj("index", t)))));
        Model m = GltfReader.readGlb(f.glb(), "t");
        assertEquals(1, m.textures().size());
        assertPngPixels(m.textures().get(0));
        assertEquals(0, m.materials().get(0).baseColorTexture().orElseThrow().texture());
        assertEquals(Sampler.DEFAULT, m.textures().get(0).sampler());
    }

    @Test
    void aPngInADataUriDecodes() {
        GltfTestFile f = textured(obj("uri", "data:image/png;base64," + Base64.getEncoder().encodeToString(png())), null);
        assertPngPixels(GltfReader.readGlb(f.glb(), "t").textures().get(0));
    }

    @Test
    void aPngBesideTheFileDecodes(@TempDir Path dir) throws IOException {
        GltfTestFile f = textured(obj("uri", "tex/bark.png"), null);
        Files.createDirectories(dir.resolve("tex"));
        Files.write(dir.resolve("tex/bark.png"), png());
        Files.write(dir.resolve("t.gltf"), f.external("t.bin"));
        Files.write(dir.resolve("t.bin"), f.binary());
        assertPngPixels(GltfReader.read(dir.resolve("t.gltf")).textures().get(0));
    }

    @Test
    void aJpegDecodesToNearlyItsColourOpaque() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        int im = f.add("images", obj("bufferView", f.view(jpeg(), null), "mimeType", "image/jpeg"));
        int t = f.add("textures", obj("source", im));
        primitiveOf(f).put("material", f.add("materials", obj("pbrMetallicRoughness", obj("baseColorTexture", obj("index", t)))));
        ModelTexture tex = GltfReader.readGlb(f.glb(), "t").textures().get(0);
        assertEquals(16, tex.width());
        assertEquals(8, tex.height());
        int p = tex.pixel(5, 3);
        assertEquals(0x40, p >>> 24, 3);
        assertEquals(0x60, (p >> 16) & 0xff, 3);
        assertEquals(0x80, (p >> 8) & 0xff, 3);
        assertEquals(0xff, p & 0xff);
    }

    @Test
    void aGreyPngKeepsItsStoredValues() {
        BufferedImage img = new BufferedImage(1, 1, BufferedImage.TYPE_BYTE_GRAY);
        img.getRaster().setSample(0, 0, 0, 128);
        GltfTestFile f = GltfTestFile.oneTriangle();
        int im = f.add("images", obj("bufferView", f.view(encode(img, "png"), null), "mimeType", "image/png"));
        int t = f.add("textures", obj("source", im));
        primitiveOf(f).put("material", f.add("materials", obj("pbrMetallicRoughness", obj("baseColorTexture", obj("index", t)))));
        assertEquals(0x808080ff, GltfReader.readGlb(f.glb(), "t").textures().get(0).pixel(0, 0));
    }

    @Test
    void samplerWrapAndFiltersMapToLoams() {
        GltfTestFile f = textured(obj("uri", "data:image/png;base64," + Base64.getEncoder().encodeToString(png())),
                obj("magFilter", 9728, "minFilter", 9986, "wrapS", 33071, "wrapT", 33648));
        Sampler s = GltfReader.readGlb(f.glb(), "t").textures().get(0).sampler();
        assertEquals(new Sampler(Sampler.Wrap.CLAMP_TO_EDGE, Sampler.Wrap.MIRRORED_REPEAT, Sampler.Filter.NEAREST,
                Sampler.Filter.NEAREST, true), s);
        GltfTestFile g = textured(obj("uri", "data:image/png;base64," + Base64.getEncoder().encodeToString(png())),
                obj("magFilter", 9729, "minFilter", 9729));
        assertEquals(new Sampler(Sampler.Wrap.REPEAT, Sampler.Wrap.REPEAT, Sampler.Filter.LINEAR, Sampler.Filter.LINEAR, false),
                GltfReader.readGlb(g.glb(), "t").textures().get(0).sampler());
    }

    @Test
    void texturesNoMaterialUsesAreNeitherDecodedNorKept() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        // a picture that does not decode, used by no material: the file still reads
        int im = f.add("images", obj("bufferView", f.view(new byte[] {1, 2, 3, 4}, null), "mimeType", "image/png"));
        f.add("textures", obj("source", im));
        assertEquals(0, GltfReader.readGlb(f.glb(), "t").textures().size());
    }

    @Test
    void twoTexturesOfOneImageShareItsPixelsUnderTheirOwnSamplers() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        int im = f.add("images", obj("bufferView", f.view(png(), null), "mimeType", "image/png"));
        int t0 = f.add("textures", obj("source", im));
        int t1 = f.add("textures", obj("source", im, "sampler", f.add("samplers", obj("wrapS", 33071, "wrapT", 33071))));
        primitiveOf(f).put("material", f.add("materials", obj("pbrMetallicRoughness",
                obj("baseColorTexture", obj("index", t0), "metallicRoughnessTexture", obj("index", t1)))));
        Model m = GltfReader.readGlb(f.glb(), "t");
        assertEquals(2, m.textures().size());
        assertPngPixels(m.textures().get(1));
        assertEquals(Sampler.Wrap.CLAMP_TO_EDGE, m.textures().get(1).sampler().wrapU());
        assertEquals(1, m.materials().get(0).metallicRoughnessTexture().orElseThrow().texture());
    }
}
