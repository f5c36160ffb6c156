package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loam.assets.PlacementInstances.Part;
import dev.loam.assets.PlacementInstances.Placed;
import dev.loam.model.Rgba;
import dev.loam.worldgen.Attach;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.WorldRules;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link WorldInstances}: how a world plan's placements become the plain description models are placed from. */
class WorldInstancesTest {
    static final String RULES = """
            { "id": "t:parts", "versions": [1],
              "noise": { "moisture": { "scale": 100 } },
              "plants": {
                "pine": { "parts": [
                    { "mesh": "assets/models/pine-trunk.esmesh", "lod1Mesh": "assets/models/pine-trunk-lod1.esmesh",
                      "material": "assets/materials/bark.esmaterial", "tint": [0.5, 1, 1] },
                    { "mesh": "assets/models/pine-crown.esmesh" } ],
                  "lodDistance": 300, "tints": [[1, 1, 1], [2, 1, 0.5]], "tintScale": 100, "unit": 2, "sink": 0.25 } },
              "layers": [ { "id": "groups", "spacing": 100 }, { "id": "detail", "spacing": 20 } ],
              "recipes": [
                { "id": "lone", "anchor": { "id": "tree", "plant": "pine" } },
                { "id": "rocks", "anchor": { "id": "boulder", "mesh": "assets/models/boulder.esmesh",
                    "material": "assets/materials/rock.esmaterial", "attach": "ground" },
                  "members": [ { "id": "stone", "mesh": "assets/models/stone.esmesh", "count": [1, 2], "ring": [2, 4] } ] } ],
              "biomes": [ { "id": "any", "conditions": [ { "field": "moisture", "min": 0, "blend": 0.1 } ],
                            "recipes": [ { "recipe": "lone", "layer": "groups", "density": 0.5 },
                                         { "recipe": "rocks", "layer": "detail", "density": 0.5 } ] } ] }
            """;

    static Placement placement(String recipe, String member, String mesh, String material, String plant, int tint,
            Attach attach) {
        return new Placement("groups@1:0,0/" + recipe + "@1/" + member, "groups", recipe, member, "any", 10, 5, -3, 1.25,
                1.5, 1, 0, attach, 0.6, 0.8, 0, "", mesh, material, plant, tint, Optional.empty());
    }

    @Test
    void aPlantDrawsEachPartWithItsCheaperLevelTintedScaledByItsUnitAndSunk() {
        WorldRules rules = WorldRules.fromJson(RULES);
        Placed p = WorldInstances.describe("rules.json", rules, List.of(placement("lone", "tree", "", "", "pine", 1,
                Attach.UPRIGHT))).get(0);
        assertEquals(List.of(
                new Part("assets/models/pine-trunk.esmesh", "plants.pine.parts[0].mesh",
                        "assets/models/pine-trunk-lod1.esmesh", "plants.pine.parts[0].lod1Mesh", 300,
                        "assets/materials/bark.esmaterial", "plants.pine.parts[0].material", new Rgba(1, 1, 0.5f, 1)),
                new Part("assets/models/pine-crown.esmesh", "plants.pine.parts[1].mesh", "", "plants.pine.parts[1].lod1Mesh",
                        300, "", "plants.pine.parts[1].material", new Rgba(2, 1, 0.5f, 1))), p.parts());
        assertEquals(10, p.x());
        assertEquals(4.75, p.y(), "sunk by the plant's sink");
        assertEquals(-3, p.z());
        assertEquals(1.25, p.yawRadians());
        assertEquals(3, p.scale(), "the placement's scale times the plant's unit");
        assertEquals(List.of(0.0, 1.0, 0.0), List.of(p.upX(), p.upY(), p.upZ()), "upright");
    }

    @Test
    void aMeshMemberIsNamedByItsPlaceInTheRecipesAndTiltsWhenAttachedToTheGround() {
        WorldRules rules = WorldRules.fromJson(RULES);
        List<Placed> ps = WorldInstances.describe("rules.json", rules, List.of(
                placement("rocks", "boulder", "assets/models/boulder.esmesh", "assets/materials/rock.esmaterial", "", -1,
                        Attach.GROUND),
                placement("rocks", "stone", "assets/models/stone.esmesh", "", "", -1, Attach.UPRIGHT)));
        assertEquals(List.of(new Part("assets/models/boulder.esmesh", "recipes[1].anchor.mesh", "", "", 0,
                "assets/materials/rock.esmaterial", "recipes[1].anchor.material", Rgba.WHITE)), ps.get(0).parts());
        assertEquals(List.of(0.6, 0.8, 0.0), List.of(ps.get(0).upX(), ps.get(0).upY(), ps.get(0).upZ()),
                "along the ground's normal");
        assertEquals(1.5, ps.get(0).scale());
        assertEquals(5, ps.get(0).y());
        assertEquals("recipes[1].members[0].mesh", ps.get(1).parts().get(0).meshAskedBy());
        assertEquals(List.of(0.0, 1.0, 0.0), List.of(ps.get(1).upX(), ps.get(1).upY(), ps.get(1).upZ()));
    }

    @Test
    void aNegativeTintIsRefusedNamingTheFileAndThePlace() {
        WorldRules rules = WorldRules.fromJson(RULES.replace("\"tint\": [0.5, 1, 1]", "\"tint\": [-0.5, 1, 1]"));
        Refused r = assertThrows(Refused.class, () -> WorldInstances.describe("rules.json", rules, List.of(
                placement("lone", "tree", "", "", "pine", 0, Attach.UPRIGHT))));
        assertEquals("rules.json: plants.pine.parts[0].tint: a tint's factors must be finite and 0 or more, not -0.5",
                r.getMessage());
    }
}
