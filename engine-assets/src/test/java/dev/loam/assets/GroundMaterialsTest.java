package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.Material;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * The procedural ground materials: every name terrain layers and regions use resolves through the
 * default resolver to a material whose base colour texture is the texture of its name, seamless at
 * the wrap, the same bytes each time, each ground its own.
 */
class GroundMaterialsTest {
    /**
     * The names engine-region's GroundLayer and Biome.groundMaterial() use (engine-assets does not
     * depend on engine-region; RegionTerrain's layers are checked against the resolver in its own tests),
     * and the plain grounds.
     */
    static final List<String> NAMES = List.of("ground/rock", "ground/snow", "ground/sand", "ground/ash",
            "ground/lava-rock", "ground/meadow-grass", "ground/forest-grass", "ground/alpine-grass",
            "ground/farmland-grass", "ground/steppe-grass", "ground/desert-sand", "ground/autumn-leaves",
            "ground/coast-grass", "ground/grass", "ground/dirt", "ground/gravel", "ground/mud");

    @Test
    void everyGroundNameResolvesToAMaterialWithItsTexture() {
        AssetResolver r = AssetResolver.defaults();
        for (String name : NAMES) {
            Material m = r.material(name, "layers[0].material");
            assertEquals(name, m.name());
            assertEquals(0, m.baseColorTexture().orElseThrow().texture(), name);
            assertEquals(Rgba.WHITE, m.baseColor(), name);
            ModelTexture t = r.texture(name, "layers[0].material");
            assertEquals(256, t.width());
            assertSame(t, r.texture("res://" + name, ""), "made once a resolver");
        }
        assertEquals("rock", r.material("assets/materials/rock.esmaterial", "").name(), "the kit's rock stays the kit's");
        AssetException e = assertThrows(AssetException.class, () -> r.material("ground/lava-rok", "layers[2].material"));
        assertTrue(e.getMessage().contains("layers[2].material"), e.getMessage());
        assertTrue(e.getMessage().contains("ground/lava-rock"), "a near name: " + e.getMessage());
    }

    @Test
    void texturesTileSeamlesslyAtTheWrap() {
        AssetResolver r = AssetResolver.defaults();
        for (String name : NAMES) {
            ModelTexture t = r.texture(name, "");
            double inside = 0, across = 0, down = 0;
            for (int y = 0; y < 256; y++) {
                inside += step(t, 127, y, 128, y) + step(t, 254, y, 255, y);
                across += 2 * step(t, 255, y, 0, y);
                down += 2 * step(t, y, 255, y, 0);
            }
            assertTrue(across < 1.6 * inside + 256, name + ": the wrap across (" + across + ") stands out from inside (" + inside + ")");
            assertTrue(down < 1.6 * inside + 256, name + ": the wrap down (" + down + ") stands out from inside (" + inside + ")");
        }
    }

    private static double step(ModelTexture t, int x0, int y0, int x1, int y1) {
        int a = t.pixel(x0, y0), b = t.pixel(x1, y1);
        double d = 0;
        for (int s = 8; s < 32; s += 8) {
            d += Math.abs((a >>> s & 0xff) - (b >>> s & 0xff));
        }
        return d;
    }

    @Test
    void texturesAreTheSameEachTimeAndEachGroundItsOwn() throws Exception {
        AssetResolver a = AssetResolver.defaults(), b = AssetResolver.defaults();
        BufferedImage sheet = new BufferedImage(6 * 128, 3 * 128, BufferedImage.TYPE_INT_RGB);
        for (int n = 0; n < NAMES.size(); n++) {
            ModelTexture t = a.texture(NAMES.get(n), "");
            assertEquals(t, b.texture(NAMES.get(n), ""), NAMES.get(n) + " is deterministic");
            for (int m = 0; m < n; m++) {
                assertNotEquals(t, a.texture(NAMES.get(m), ""), NAMES.get(n) + " differs from " + NAMES.get(m));
            }
            for (int y = 0; y < 128; y++) {
                for (int x = 0; x < 128; x++) {
                    sheet.setRGB(n % 6 * 128 + x, n / 6 * 128 + y, t.pixel(2 * x % 256, 2 * y % 256) >>> 8);
                }
            }
        }
        Path out = Path.of("target", "ground-textures.png");
        Files.createDirectories(out.getParent());
        ImageIO.write(sheet, "png", out.toFile());
    }
}
