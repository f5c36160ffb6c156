package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterBrush;
import dev.loam.terrain.ScatterItem;
import dev.loam.terrain.ScatterStroke;
import dev.loam.terrain.ScatterSurface;
import dev.loam.testkit.Tolerances;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.joml.Matrix4d;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

class ScatterInstancesTest {
    private static final float E = (float) Tolerances.STORED_AS_FLOAT;

    private static AssetResolver resolver() {
        return AssetResolver.builder().source(new CountingSource(List.of("pine", "rock"), List.of("moss"))).build();
    }

    @Test
    void aQuarterYawTurnsThePlusXAxisToMinusZAndTheTranslationIsTheStoredPosition() {
        float[] m = ScatterInstances.matrix(1.25, 0.5, 2, 0, 90, 0, 2);
        assertArrayEquals(new float[] {0, 0, -2, 0, 0, 2, 0, 0, 2, 0, 0, 0, 1.25f, 0.5f, 2, 1}, m, E);
    }

    @Test
    void aQuarterPitchTurnsUpToPlusZAndAQuarterRollTurnsPlusXToUp() {
        float[] pitch = ScatterInstances.matrix(0, 0, 0, 90, 0, 0, 1);
        assertArrayEquals(new float[] {0, 0, 1}, new float[] {pitch[4], pitch[5], pitch[6]}, E); // +y → +z
        float[] roll = ScatterInstances.matrix(0, 0, 0, 0, 0, 90, 1);
        assertArrayEquals(new float[] {0, 1, 0}, new float[] {roll[0], roll[1], roll[2]}, E); // +x → +y
    }

    @Property(tries = 200)
    void theMatrixIsYawThenPitchThenRollThenScale(@ForAll @DoubleRange(min = -180, max = 180) double pitch,
            @ForAll @DoubleRange(min = -180, max = 180) double yaw, @ForAll @DoubleRange(min = -180, max = 180) double roll,
            @ForAll @DoubleRange(min = 0.01, max = 10) double scale) {
        Matrix4d expected = new Matrix4d().translation(3, -2, 7).rotateY(Math.toRadians(yaw))
                .rotateX(Math.toRadians(pitch)).rotateZ(Math.toRadians(roll)).scale(scale);
        float[] want = new float[16];
        expected.get(want);
        assertArrayEquals(want, ScatterInstances.matrix(3, -2, 7, pitch, yaw, roll, scale), (float) (1e-5 * Math.max(1, scale * 2)));
    }

    @Test
    void eachItemBecomesOneSetInItemOrderHoldingItsInstancesInTheSetsOrder() {
        Scatter s = Scatter.builder("pines").items(List.of(ScatterItem.of("res://pine.glb"), ScatterItem.of("res://rock.glb"),
                ScatterItem.of("res://pine.tscn"))).build();
        s.add(1, 1, 2, 3, 0, 0, 0, 1);
        s.add(0, 4, 5, 6, 0, 90, 0, 0.5);
        s.add(1, 7, 8, 9, 10, 20, 30, 1.5);
        AssetResolver r = resolver();
        List<InstanceSet> sets = ScatterInstances.of(s, r);
        assertEquals(3, sets.size());
        assertEquals("pines.items[0]", sets.get(0).name());
        assertEquals(1, sets.get(0).count());
        assertEquals(2, sets.get(1).count());
        assertEquals(0, sets.get(2).count());
        assertSame(sets.get(0).model(), sets.get(2).model());
        assertSame(r.model("rock", ""), sets.get(1).model());
        assertArrayEquals(ScatterInstances.matrix(4, 5, 6, 0, 90, 0, 0.5), sets.get(0).matrix(0));
        assertArrayEquals(ScatterInstances.matrix(1, 2, 3, 0, 0, 0, 1), sets.get(1).matrix(0));
        assertArrayEquals(ScatterInstances.matrix(7, 8, 9, 10, 20, 30, 1.5), sets.get(1).matrix(1));
        assertTrue(!sets.get(1).hasTints());
    }

    @Test
    void modelsInMetresAreScaledIntoTheSetsMapUnits() {
        Scatter s = Scatter.builder("cm").items(List.of(ScatterItem.of("res://rock.glb"))).build();
        s.add(0, 100, 0, 250, 0, 0, 0, 1.2);
        float[] m = ScatterInstances.of(s, resolver(), 100).get(0).matrix(0);
        assertArrayEquals(new float[] {120, 0, 0, 0, 0, 120, 0, 0, 0, 0, 120, 0, 100, 0, 250, 1}, m, 1e-3f);
        assertThrows(IllegalArgumentException.class, () -> ScatterInstances.of(s, resolver(), 0));
    }

    /** A plane through the origin with one normal, for the brush. */
    private record Slope(double nx, double ny, double nz) implements ScatterSurface {
        @Override
        public double heightAt(double x, double z) {
            return -(nx * x + nz * z) / ny;
        }

        @Override
        public Vector3d normalAt(double x, double z, Vector3d dest) {
            return dest.set(nx, ny, nz).normalize();
        }
    }

    @Test
    void aPaintedInstanceAlignedToASlopeStandsAlongItsNormalSunkByItsSinkOnce() {
        Vector3d n = new Vector3d(0.3, 1, -0.2).normalize();
        Slope slope = new Slope(n.x, n.y, n.z);
        Scatter s = Scatter.builder("slope").items(List.of(new ScatterItem("res://pine.glb", 1, 0.8, 1.2, 0.5, 1, true, 0,
                0.5, Optional.empty(), true))).build();
        int placed = ScatterBrush.paint(s, slope, new ScatterStroke(0, 0, 6, 20, 7));
        assertTrue(placed > 5, placed + " placed");
        InstanceSet set = ScatterInstances.of(s, resolver()).get(0);
        for (int k = 0; k < set.count(); k++) {
            float[] m = set.matrix(k);
            Vector3d up = new Vector3d(m[4], m[5], m[6]);
            double scale = up.length();
            assertEquals(s.scale(k), scale, 1e-5);
            up.div(scale);
            // the stored angles keep 0.1°: the up axis is the normal within that
            assertTrue(up.angle(n) < Math.toRadians(0.2), "instance " + k + " leans " + Math.toDegrees(up.angle(n)) + "°");
            // the model's base plus the sink along its up lies on the surface (positions kept to 0.01)
            double bx = m[12] + 0.5 * up.x, by = m[13] + 0.5 * up.y, bz = m[14] + 0.5 * up.z;
            assertEquals(slope.heightAt(bx, bz), by, 0.02);
        }
    }

    @Test
    void aMaterialOverrideReplacesEveryMaterialAndTheItemsWinsOverTheSets() {
        Material mud = Material.of("mud", new Rgba(0.2f, 0.1f, 0, 1));
        AssetResolver r = AssetResolver.builder().material("set-mat", mud)
                .source(new CountingSource(List.of("pine", "rock"), List.of("moss"))).build();
        Scatter s = Scatter.builder("o").items(List.of(ScatterItem.of("res://pine.glb"),
                new ScatterItem("res://rock.glb", 1, 1, 1, 1, 0, false, 0, 0, Optional.of("res://moss.tres"), false)))
                .material("res://set-mat.tres").build();
        s.add(1, 0, 0, 0, 0, 0, 0, 1);
        List<InstanceSet> sets = ScatterInstances.of(s, r);
        assertEquals(List.of(mud), sets.get(0).model().materials());
        assertEquals("moss", sets.get(1).model().materials().get(0).name());
        assertEquals(1, sets.get(1).count(), "a disabled item keeps its instances");
        Model plain = r.model("pine", "");
        assertEquals(plain.meshes().get(0).positionArray().length, sets.get(0).model().meshes().get(0).positionArray().length);
    }

    @Test
    void itemsKeepTheModelsOwnMaterialsAndHandTheOverrideResolvedTheItemsWinning() {
        Material mud = Material.of("mud", new Rgba(0.2f, 0.1f, 0, 1));
        AssetResolver r = AssetResolver.builder().material("set-mat", mud)
                .source(new CountingSource(List.of("pine", "rock"), List.of("moss"))).build();
        Scatter s = Scatter.builder("o").items(List.of(ScatterItem.of("res://pine.glb"),
                new ScatterItem("res://rock.glb", 1, 1, 1, 1, 0, false, 0, 0, Optional.of("res://moss.tres"), true)))
                .material("res://set-mat.tres").build();
        s.add(1, 1, 2, 3, 10, 20, 30, 1.5);
        s.add(0, 4, 5, 6, 0, 90, 0, 0.5);
        List<ScatterInstances.ItemInstances> items = ScatterInstances.items(s, r);
        assertEquals(2, items.size());
        assertEquals(0, items.get(0).item());
        assertSame(r.model("pine", ""), items.get(0).set().model(), "the model as it resolves, not rebuilt");
        assertEquals(Optional.of(mud), items.get(0).material(), "the set's override where the item has none");
        assertEquals("moss", items.get(1).material().orElseThrow().name(), "the item's override wins");
        // The same matrices as the baked sets: the poses as the set stores them.
        List<InstanceSet> baked = ScatterInstances.of(s, r);
        assertArrayEquals(baked.get(1).matrix(0), items.get(1).set().matrix(0));
        assertArrayEquals(ScatterInstances.matrix(4, 5, 6, 0, 90, 0, 0.5), items.get(0).set().matrix(0));
        Scatter none = Scatter.builder("n").items(List.of(ScatterItem.of("res://rock.glb"))).build();
        assertEquals(Optional.empty(), ScatterInstances.items(none, r).get(0).material());
        assertThrows(IllegalArgumentException.class, () -> ScatterInstances.items(none, r, Double.NaN));
    }

    @Test
    void anItemWhoseSourceDoesNotResolveIsRefusedAtItsPlace() {
        Scatter s = Scatter.builder("x").items(List.of(ScatterItem.of("res://pine.glb"), ScatterItem.of("res://tre.glb")))
                .build();
        AssetException e = assertThrows(AssetException.class, () -> ScatterInstances.of(s, resolver()));
        assertEquals("items[1].source", e.place());
        Scatter m = Scatter.builder("y").items(List.of(ScatterItem.of("res://pine.glb"))).material("res://mos.tres").build();
        AssetException me = assertThrows(AssetException.class, () -> ScatterInstances.of(m, resolver()));
        assertEquals("material", me.place());
        assertEquals("did you mean \"moss\"?", me.fix().orElseThrow());
    }
}
