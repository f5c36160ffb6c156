package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.Kit;
import dev.loam.model.AlphaMode;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.render.gl.RenderLook;
import dev.loam.worldgen.Attach;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.PlantPart;
import dev.loam.worldgen.Tint;
import dev.loam.worldgen.WorldRules;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How a placement's instance is stood and a plant part's model shaped, without a GL context. */
class WorldKindsTest {
    static final WorldRules RULES = WorldRules.fromJson(json());

    static String json() {
        try (var in = WorldKindsTest.class.getResourceAsStream("/worlds/test-forest-edge.json")) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                    .replace("\"sink\": 0.05", "\"sink\": 0.25, \"unit\": 2");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Placement placement(String plant, Attach attach, double nx, double ny, double nz) {
        return new Placement("detail@1:0,0/ferns@1/fern", "detail", "ferns", "fern", "wood", 10, 5, -3, 0, 1.5, 0.5, 0,
                attach, nx, ny, nz, "", plant.isEmpty() ? "assets/models/stone.esmesh" : "", "", plant, -1,
                Optional.empty());
    }

    @Test
    void aPlantIsSunkByItsSinkAndScaledByItsUnit() {
        WorldKinds k = new WorldKinds(RULES, AssetResolver.defaults(), null, RenderLook.diorama());
        float[] m = k.matrix(placement("fern", Attach.UPRIGHT, 0, 1, 0));
        assertEquals(5 - 0.25, m[13], 1e-5, "sunk");
        assertEquals(10, m[12], 1e-5);
        float sx = (float) Math.sqrt(m[0] * m[0] + m[1] * m[1] + m[2] * m[2]);
        assertEquals(1.5 * 2, sx, 1e-4, "scale times unit");
    }

    @Test
    void aMemberAttachedToTheGroundTiltsItsUpToTheGroundsNormal() {
        WorldKinds k = new WorldKinds(RULES, AssetResolver.defaults(), null, RenderLook.diorama());
        double len = Math.sqrt(0.3 * 0.3 + 0.9 * 0.9);
        float[] m = k.matrix(placement("", Attach.GROUND, 0.3 / len, 0.9 / len, 0));
        float ux = m[4], uy = m[5], uz = m[6];
        float ul = (float) Math.sqrt(ux * ux + uy * uy + uz * uz);
        assertEquals(0.3 / len, ux / ul, 1e-4);
        assertEquals(0.9 / len, uy / ul, 1e-4);
        float[] upright = k.matrix(placement("", Attach.UPRIGHT, 0.3 / len, 0.9 / len, 0));
        assertEquals(0, upright[4], 1e-6, "upright ignores the normal");
    }

    @Test
    void aPartThatIsNotOpaqueIsCutAtAlphaAndSoftBendsItsNormalsUp() {
        Model fern = Kit.model("fern");
        PlantPart part = new PlantPart("fern", "", "", "", Tint.WHITE, false, 0.5, false);
        Model shaped = WorldKinds.shaped(fern, part, null);
        shaped.materials().forEach(m -> {
            assertEquals(AlphaMode.MASK, m.alphaMode());
            assertTrue(m.doubleSided());
        });
        ModelMesh before = fern.meshes().get(0), after = shaped.meshes().get(0);
        float[] nb = before.normalArray(), na = after.normalArray();
        double upBefore = 0, upAfter = 0;
        for (int i = 1; i < nb.length; i += 3) {
            upBefore += nb[i];
            upAfter += na[i];
            float l = (float) Math.sqrt(na[i - 1] * na[i - 1] + na[i] * na[i] + na[i + 1] * na[i + 1]);
            assertEquals(1, l, 1e-4, "normalised");
        }
        assertTrue(upAfter > upBefore + 0.1 * nb.length / 3, "bent toward up: " + upBefore + " -> " + upAfter);
    }

    @Test
    void aNegativeTintIsRefusedNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> WorldKinds.rgba(new Tint(1, -0.5, 1), "plants.pine.tints[2]"));
        assertTrue(e.getMessage().contains("plants.pine.tints[2]"), e.getMessage());
    }
}
