package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.PlacementInstances.Part;
import dev.loam.assets.PlacementInstances.Placed;
import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.MeshBuilder;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
import dev.loam.model.ModelMesh;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import dev.loam.testkit.Tolerances;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.junit.jupiter.api.Test;

/** {@link PlacementInstances}: where a placement's matrix stands, turns and tilts its model. */
class PlacementInstancesTest {
    private static final List<Part> ROCK = List.of(Part.of("kit:rock", "items[0]"));

    /** The matrix applied to a point. */
    static double[] apply(float[] m, double x, double y, double z) {
        return new double[] {m[0] * x + m[4] * y + m[8] * z + m[12], m[1] * x + m[5] * y + m[9] * z + m[13],
            m[2] * x + m[6] * y + m[10] * z + m[14]};
    }

    @Test
    void anUprightPlacementStandsItsBaseAtItsPosition() {
        float[] m = Placed.upright("a", ROCK, 3, 4, -5, 1.1, 2).matrix();
        double[] base = apply(m, 0, 0, 0);
        assertEquals(3, base[0], Tolerances.FLOAT_MATRIX);
        assertEquals(4, base[1], Tolerances.FLOAT_MATRIX);
        assertEquals(-5, base[2], Tolerances.FLOAT_MATRIX);
        double[] top = apply(m, 0, 1, 0);
        assertEquals(6, top[1], Tolerances.FLOAT_MATRIX, "scaled by 2, still upright");
        assertEquals(3, top[0], Tolerances.FLOAT_MATRIX);
    }

    @Property
    void theYawTurnsFromPlusXTowardPlusZAsAWorldPlanDoes(@ForAll @DoubleRange(min = 0, max = 6.28) double yaw) {
        // A world plan samples a grounded base's model x axis at (cos yaw, sin yaw) in (x, z).
        float[] m = Placed.upright("a", ROCK, 0, 0, 0, yaw, 1).matrix();
        double[] x = apply(m, 1, 0, 0);
        assertEquals(StrictMath.cos(yaw), x[0], Tolerances.FLOAT_MATRIX);
        assertEquals(0, x[1], Tolerances.FLOAT_MATRIX);
        assertEquals(StrictMath.sin(yaw), x[2], Tolerances.FLOAT_MATRIX);
    }

    @Property
    void aTiltedPlacementPointsItsUpAlongTheGroundsNormal(@ForAll @DoubleRange(min = -2, max = 2) double nx,
            @ForAll @DoubleRange(min = 0.2, max = 2) double ny, @ForAll @DoubleRange(min = -2, max = 2) double nz,
            @ForAll @DoubleRange(min = 0, max = 6.28) double yaw) {
        float[] m = new Placed("a", ROCK, 10, 1, 2, yaw, 1.5, nx, ny, nz).matrix();
        Transforms.check(m);
        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
        double[] base = apply(m, 0, 0, 0);
        double[] up = apply(m, 0, 1, 0);
        for (int k = 0; k < 3; k++) {
            double n = (k == 0 ? nx : k == 1 ? ny : nz) / len;
            assertEquals(1.5 * n, up[k] - base[k], Tolerances.FLOAT_MATRIX);
        }
        assertEquals(10, base[0], Tolerances.FLOAT_MATRIX);
        assertEquals(1, base[1], Tolerances.FLOAT_MATRIX);
        assertEquals(2, base[2], Tolerances.FLOAT_MATRIX);
    }

    /** A one-triangle model of one material, {@code size} metres tall. */
    static Model triangle(String name, float size, Material material) {
        MeshBuilder b = ModelMesh.builder(name, 0);
        b.triangle(b.vertex(0, 0, 0, 0, 0, 1), b.vertex(size, 0, 0, 0, 0, 1), b.vertex(0, size, 0, 0, 0, 1));
        return Model.of(name, List.of(b.build()), List.of(material), List.of());
    }

    static final Material GREY = Material.of("grey", Rgba.ofSrgb(0x808080));
    static final Material BARK = Material.of("bark", Rgba.ofSrgb(0x5a3c28));

    static AssetResolver resolver() {
        Model trunk = triangle("trunk", 4, GREY).withLods(List.of(new ModelLod(50, triangle("trunk-far", 4, GREY))));
        return AssetResolver.builder().alias("models/trunk.esmesh", trunk)
                .alias("models/trunk-lod1.esmesh", triangle("trunk-lod1", 4, GREY))
                .alias("models/rock.esmesh", triangle("rock", 1, GREY))
                .alias("models/two.esmesh", Model.of("two", List.of(triangle("a", 1, GREY).meshes().get(0),
                        triangle("b", 1, GREY).meshes().get(0).withMaterial(1)), List.of(GREY, BARK), List.of()))
                .material("materials/bark.esmaterial", BARK).build();
    }

    @Test
    void eachDistinctPartIsOneSetInTheOrderItIsFirstDrawnAndItsInstancesKeepThePlacementsOrder() {
        Part trunk = new Part("models/trunk.esmesh", "plants.pine.parts[0].mesh", "", "", 0, "", "", Rgba.WHITE);
        Part rock = Part.of("models/rock.esmesh", "recipes[1].anchor.mesh");
        List<Placed> placed = List.of(Placed.upright("a", List.of(rock), 1, 0, 0, 0, 1),
                Placed.upright("b", List.of(trunk, rock), 2, 0, 0, 0, 1),
                Placed.upright("c", List.of(trunk), 3, 0, 0, 0, 1));
        List<InstanceSet> sets = PlacementInstances.of(placed, resolver());
        assertEquals(List.of("models/rock.esmesh", "models/trunk.esmesh"), sets.stream().map(InstanceSet::name).toList());
        assertEquals(List.of(1f, 2f), xs(sets.get(0)));
        assertEquals(List.of(2f, 3f), xs(sets.get(1)));
        assertEquals(sets, PlacementInstances.of(placed, resolver()), "the same placements give the same sets");
    }

    private static List<Float> xs(InstanceSet s) {
        List<Float> out = new java.util.ArrayList<>();
        for (int i = 0; i < s.count(); i++) {
            out.add(s.matrix(i)[12]);
        }
        return out;
    }

    @Test
    void aPartsTintIsItsInstancesTint() {
        Rgba warm = new Rgba(1.1f, 1, 0.8f, 1);
        Part tinted = new Part("models/rock.esmesh", "x", "", "", 0, "", "", warm);
        List<InstanceSet> sets = PlacementInstances.of(List.of(Placed.upright("a", List.of(tinted), 0, 0, 0, 0, 1),
                Placed.upright("b", List.of(Part.of("models/rock.esmesh", "y")), 0, 0, 0, 0, 1)), resolver());
        assertEquals(1, sets.size(), "a tint does not split a set");
        assertEquals(warm, sets.get(0).tint(0));
        assertEquals(Rgba.WHITE, sets.get(0).tint(1));
    }

    @Test
    void aCheaperMeshBecomesTheModelsOneLevelAtItsDistance() {
        Part withLod = new Part("models/trunk.esmesh", "m", "models/trunk-lod1.esmesh", "l", 300, "", "", Rgba.WHITE);
        Model m = PlacementInstances.of(List.of(Placed.upright("a", List.of(withLod), 0, 0, 0, 0, 1)), resolver()).get(0)
                .model();
        assertEquals(1, m.lods().size());
        assertEquals(300, m.lods().get(0).distance());
        assertEquals("trunk-lod1", m.lods().get(0).model().name());
        Model own = PlacementInstances.of(List.of(Placed.upright("a", List.of(Part.of("models/trunk.esmesh", "m")), 0, 0,
                0, 0, 1)), resolver()).get(0).model();
        assertEquals("trunk-far", own.lods().get(0).model().name(), "without one the model keeps its own levels");
    }

    @Test
    void aNamedMaterialReplacesASingleMaterialAndLeavesAModelOfSeveralAlone() {
        Part barked = new Part("models/rock.esmesh", "m", "", "", 0, "materials/bark.esmaterial", "mat", Rgba.WHITE);
        Part two = new Part("models/two.esmesh", "m", "", "", 0, "materials/bark.esmaterial", "mat", Rgba.WHITE);
        List<InstanceSet> sets = PlacementInstances.of(List.of(Placed.upright("a", List.of(barked, two), 0, 0, 0, 0, 1)),
                resolver());
        assertEquals(List.of(BARK), sets.get(0).model().materials());
        assertEquals("models/rock.esmesh [materials/bark.esmaterial]", sets.get(0).name());
        assertEquals(List.of(GREY, BARK), sets.get(1).model().materials());
    }

    @Test
    void aNameNothingResolvesIsRefusedAtWhoAskedForIt() {
        AssetException mesh = assertThrows(AssetException.class, () -> PlacementInstances.of(List.of(Placed.upright("a",
                List.of(Part.of("models/pine.esmesh", "recipes[0].members[1].mesh")), 0, 0, 0, 0, 1)), resolver()));
        assertEquals("recipes[0].members[1].mesh", mesh.place());
        Part badMaterial = new Part("models/rock.esmesh", "m", "", "", 0, "materials/moss.esmaterial",
                "plants.fern.parts[0].material", Rgba.WHITE);
        AssetException material = assertThrows(AssetException.class, () -> PlacementInstances.of(List.of(
                Placed.upright("a", List.of(badMaterial), 0, 0, 0, 0, 1)), resolver()));
        assertEquals("plants.fern.parts[0].material", material.place());
        Part badLod = new Part("models/rock.esmesh", "m", "models/rock-lod1.esmesh", "plants.x.parts[0].lod1Mesh", 10,
                "", "", Rgba.WHITE);
        assertEquals("plants.x.parts[0].lod1Mesh", assertThrows(AssetException.class, () -> PlacementInstances.of(
                List.of(Placed.upright("a", List.of(badLod), 0, 0, 0, 0, 1)), resolver())).place());
    }

    @Test
    void progressHearsOnePhaseCountedInPlacements() {
        dev.loam.testkit.ProgressRecorder recorder = new dev.loam.testkit.ProgressRecorder();
        PlacementInstances.of(List.of(Placed.upright("a", ROCK_RESOLVED, 0, 0, 0, 0, 1),
                Placed.upright("b", ROCK_RESOLVED, 0, 0, 0, 0, 1)), resolver(), recorder);
        assertEquals(List.of("instances"), recorder.phases());
        assertEquals(List.of(0L, 1L, 2L), recorder.counts("instances"));
        recorder.assertKeepsTheRules(true);
    }

    private static final List<Part> ROCK_RESOLVED = List.of(Part.of("models/rock.esmesh", "x"));

    @Test
    void straightUpIsUpright() {
        assertTrue(java.util.Arrays.equals(Placed.upright("a", ROCK, 1, 2, 3, 0.5, 1).matrix(),
                new Placed("a", ROCK, 1, 2, 3, 0.5, 1, 0, 3, 0).matrix()));
    }

    @Test
    void aPlacementOfNoPartABadScaleOrAnUpPointingDownIsRefusedNamingIt() {
        assertEquals("p: a placement draws at least one part",
                assertThrows(IllegalArgumentException.class, () -> Placed.upright("p", List.of(), 0, 0, 0, 0, 1))
                        .getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Placed.upright("p", ROCK, 0, 0, 0, 0, 0))
                .getMessage().startsWith("p: scale 0.0"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new Placed("p", ROCK, 0, 0, 0, 0, 1, 0, -1, 0))
                .getMessage().startsWith("p: the up vector"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> Placed.upright("p", ROCK, Double.NaN, 0, 0, 0, 1)).getMessage().startsWith("p: "));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new Part("kit:rock", "x", "kit:stump", "y", 0, "", "", Rgba.WHITE)).getMessage()
                .startsWith("y: "));
    }
}
