package dev.loam.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.FloatBuffer;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.joml.Matrix4f;

class ModelMeshPropertiesTest {
    @Property(tries = 300)
    void anyArraysGiveAMeshOrAModelExceptionAndNothingElse(@ForAll @Size(max = 14) float[] positions,
            @ForAll @Size(max = 14) float[] normals, @ForAll @Size(max = 8) float[] uvs,
            @ForAll @Size(max = 9) int[] indices, @ForAll @IntRange(min = -1, max = 2) int material) {
        try {
            ModelMesh m = new ModelMesh("m", positions, normals, uvs, null, null, indices, material);
            assertEquals(positions.length / 3, m.vertexCount());
            for (int i = 0; i < m.indexCount(); i++) {
                assertTrue(m.indices().get(i) < m.vertexCount());
            }
        } catch (ModelException e) {
            assertTrue(e.getMessage() != null && !e.detail().isEmpty());
        }
    }

    @Property(tries = 200)
    void movingAMeshAndMovingItBackGivesItsPositionsAndNormalsAgain(@ForAll @FloatRange(min = -3, max = 3) float ax,
            @ForAll @FloatRange(min = -3, max = 3) float ay, @ForAll @FloatRange(min = 0.2f, max = 4) float sx,
            @ForAll @FloatRange(min = 0.2f, max = 4) float sz, @ForAll @FloatRange(min = -50, max = 50) float tx) {
        ModelMesh box = ModelDataTest.box(1, 2, 0.5f);
        Matrix4f m = new Matrix4f().translate(tx, 1, -tx).rotateY(ay).rotateX(ax).scale(sx, 1, sz);
        ModelMesh back = box.transformed(m.get(new float[16])).transformed(new Matrix4f(m).invert().get(new float[16]));
        FloatBuffer p0 = box.positions(), p1 = back.positions(), n0 = box.normals(), n1 = back.normals();
        for (int i = 0; i < p0.limit(); i++) {
            assertEquals(p0.get(i), p1.get(i), 2e-3 * (1 + Math.abs(tx)));
            assertEquals(n0.get(i), n1.get(i), 2e-3);
        }
        assertEquals(box.indices(), back.indices());
    }

    @Property(tries = 300)
    void aMeshsBoundsAreThoseMathMinAndMaxGiveSignedZerosIncluded(
            @ForAll @Size(min = 1, max = 8) java.util.List<@net.jqwik.api.constraints.FloatRange(min = -2, max = 2) Float> xs,
            @ForAll @IntRange(min = 0, max = 7) int zeros) {
        float[] p = new float[3 * xs.size()];
        for (int i = 0; i < xs.size(); i++) {
            // some coordinates set to +0 or -0, so that ties between zeros of both signs come up
            float v = xs.get(i);
            p[3 * i] = (zeros & 1) != 0 && i % 2 == 0 ? 0f : v;
            p[3 * i + 1] = (zeros & 2) != 0 ? (i % 2 == 0 ? -0f : 0f) : -v;
            p[3 * i + 2] = (zeros & 4) != 0 && i % 3 == 1 ? -0f : v * 0.5f;
        }
        float[] lo = {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY};
        float[] hi = {Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY};
        for (int i = 0; i < p.length; i++) {
            lo[i % 3] = Math.min(lo[i % 3], p[i]);
            hi[i % 3] = Math.max(hi[i % 3], p[i]);
        }
        Bounds b = new ModelMesh("m", p, null, null, null, null, new int[0], 0).bounds();
        assertEquals(new Bounds(lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]), b);
        assertEquals(Float.floatToRawIntBits(lo[1]), Float.floatToRawIntBits(b.minY()));
        assertEquals(Float.floatToRawIntBits(hi[1]), Float.floatToRawIntBits(b.maxY()));
    }
}
