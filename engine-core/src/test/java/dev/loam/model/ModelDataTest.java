package dev.loam.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.LoamInputException;
import java.nio.FloatBuffer;
import java.util.List;
import java.util.Optional;
import org.joml.Matrix3f;
import org.joml.Matrix4f;
import org.joml.Quaternionf;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;

class ModelDataTest {
    /** A unit box, base at y = 0, 2 m across and 1 m tall, flat normals, one material. */
    static ModelMesh box(float halfX, float height, float halfZ) {
        MeshBuilder b = ModelMesh.builder("box", 0);
        float[][] n = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
        for (float[] f : n) {
            // the face's centre, two axes across it
            float cx = f[0] * halfX, cy = height / 2 + f[1] * height / 2, cz = f[2] * halfZ;
            float[] u = f[0] != 0 ? new float[] {0, 0, -f[0]} : f[1] != 0 ? new float[] {1, 0, 0} : new float[] {f[2], 0, 0};
            float[] v = {f[1] * u[2] - f[2] * u[1], f[2] * u[0] - f[0] * u[2], f[0] * u[1] - f[1] * u[0]};
            float su = Math.abs(u[0]) * halfX + Math.abs(u[2]) * halfZ, sv = Math.abs(v[0]) * halfX + Math.abs(v[1]) * height / 2
                    + Math.abs(v[2]) * halfZ;
            int a = b.vertex(cx - u[0] * su - v[0] * sv, cy - u[1] * su - v[1] * sv, cz - u[2] * su - v[2] * sv, f[0], f[1], f[2]);
            int c = b.vertex(cx + u[0] * su - v[0] * sv, cy + u[1] * su - v[1] * sv, cz + u[2] * su - v[2] * sv, f[0], f[1], f[2]);
            int d = b.vertex(cx + u[0] * su + v[0] * sv, cy + u[1] * su + v[1] * sv, cz + u[2] * su + v[2] * sv, f[0], f[1], f[2]);
            int e = b.vertex(cx - u[0] * su + v[0] * sv, cy - u[1] * su + v[1] * sv, cz - u[2] * su + v[2] * sv, f[0], f[1], f[2]);
            b.quad(a, c, d, e);
        }
        return b.build();
    }

    static Model boxModel(String name) {
        Model.Builder m = Model.builder(name);
        m.material(Material.of("grey", new Rgba(0.5f, 0.5f, 0.5f, 1)));
        return m.mesh(box(1, 1, 1)).build();
    }

    @Test
    void aBoxsTrianglesFaceTheWayTheirNormalsPoint() {
        ModelMesh box = box(1, 1, 1);
        FloatBuffer p = box.positions(), n = box.normals();
        int[] ix = box.indexArray();
        for (int t = 0; t < ix.length; t += 3) {
            Vector3f a = v(p, ix[t]), b = v(p, ix[t + 1]), c = v(p, ix[t + 2]);
            Vector3f face = new Vector3f(b).sub(a).cross(new Vector3f(c).sub(a)).normalize();
            assertEquals(1, face.dot(v(n, ix[t])), 1e-5, "triangle " + t / 3);
        }
    }

    @Test
    void aMeshRefusesAnIndexPastItsVerticesNamingTheIndex() {
        ModelException e = assertThrows(ModelException.class, () -> new ModelMesh("m", new float[9], new float[0],
                new float[0], new float[0], new float[0], new int[] {0, 1, 3}, 0));
        assertEquals("indices[2]", e.place());
        assertTrue(e.getMessage().contains("3 is not one of the 3 vertices"), e.getMessage());
        assertTrue(e instanceof LoamInputException);
    }

    @Test
    void aMeshRefusesANonFinitePositionNamingTheVertex() {
        float[] p = {0, 0, 0, 1, 0, 0, 0, Float.NaN, 1};
        ModelException e = assertThrows(ModelException.class,
                () -> new ModelMesh("m", p, null, null, null, null, new int[] {0, 1, 2}, 0));
        assertEquals("positions[2]", e.place());
    }

    @Test
    void aMeshRefusesAttributesOfAnotherVertexCount() {
        assertEquals("normals", assertThrows(ModelException.class, () -> new ModelMesh("m", new float[9], new float[6], null,
                null, null, new int[] {0, 1, 2}, 0)).place());
        assertEquals("uvs", assertThrows(ModelException.class, () -> new ModelMesh("m", new float[9], null, new float[4],
                null, null, new int[] {0, 1, 2}, 0)).place());
        assertEquals("colours", assertThrows(ModelException.class, () -> new ModelMesh("m", new float[9], null, null,
                new float[9], null, new int[] {0, 1, 2}, 0)).place());
        assertEquals("indices", assertThrows(ModelException.class, () -> new ModelMesh("m", new float[9], null, null,
                null, null, new int[] {0, 1}, 0)).place());
        assertEquals("normals[1]", assertThrows(ModelException.class, () -> new ModelMesh("m", new float[9],
                new float[] {0, 1, 0, 0, 0, 0, 0, 1, 0}, null, null, null, new int[] {0, 1, 2}, 0)).place());
    }

    @Test
    void aMeshIsNotChangedByTheArraysItWasBuiltFromOrHandsOut() {
        float[] p = {0, 0, 0, 1, 0, 0, 0, 0, 1};
        int[] ix = {0, 2, 1};
        ModelMesh m = new ModelMesh("m", p, null, null, null, null, ix, 0);
        p[0] = 9;
        ix[0] = 1;
        m.positionArray()[1] = 9;
        assertEquals(0, m.positions().get(0));
        assertEquals(0, m.positions().get(1));
        assertEquals(0, m.indices().get(0));
        assertTrue(m.positions().isReadOnly());
    }

    @Test
    void trsMatchesJomlsTranslationRotationScale() {
        Quaternionf q = new Quaternionf().rotateXYZ(0.3f, -1.1f, 2.0f);
        float[] ours = Transforms.trs(1, 2, 3, q.x, q.y, q.z, q.w, 2, 0.5f, 3);
        float[] joml = new Matrix4f().translationRotateScale(1, 2, 3, q.x, q.y, q.z, q.w, 2, 0.5f, 3).get(new float[16]);
        assertArrayEquals(joml, ours, 1e-6f);
    }

    @Test
    void multiplyAppliesTheRightMatrixFirstAsJomlDoes() {
        Matrix4f a = new Matrix4f().rotateY(0.7f).translate(3, 0, 1);
        Matrix4f b = new Matrix4f().scale(2).rotateX(0.2f);
        assertArrayEquals(new Matrix4f(a).mul(b).get(new float[16]),
                Transforms.multiply(a.get(new float[16]), b.get(new float[16])), 1e-5f);
    }

    @Test
    void theNormalMatrixIsTheInverseTransposeOfTheUpperThreeByThree() {
        Matrix4f m = new Matrix4f().rotateXYZ(0.4f, 1.3f, -0.2f).scale(2, 0.5f, 3).translate(4, 5, 6);
        float[] expected = new Matrix3f(m).invert().transpose().get(new float[9]);
        assertArrayEquals(expected, Transforms.normalMatrix(m.get(new float[16])), 1e-5f);
    }

    @Test
    void aTransformedMeshKeepsItsNormalsPerpendicularToItsFacesUnderNonUniformScale() {
        ModelMesh box = box(1, 1, 1);
        float[] m = new Matrix4f().rotateY(0.6f).rotateX(0.3f).scale(3, 1, 0.5f).get(new float[16]);
        ModelMesh moved = box.transformed(m);
        FloatBuffer p = moved.positions(), n = moved.normals();
        int[] ix = moved.indexArray();
        for (int t = 0; t < ix.length; t += 3) {
            Vector3f a = v(p, ix[t]), b = v(p, ix[t + 1]), c = v(p, ix[t + 2]);
            Vector3f face = new Vector3f(b).sub(a).cross(new Vector3f(c).sub(a)).normalize();
            assertEquals(1, face.dot(v(n, ix[t])), 1e-4, "triangle " + t / 3);
        }
    }

    @Test
    void aMirroringTransformReversesTheWindingSoFacesStillFaceOut() {
        ModelMesh mirrored = box(1, 1, 1).transformed(new Matrix4f().scale(-1, 1, 1).get(new float[16]));
        FloatBuffer p = mirrored.positions(), n = mirrored.normals();
        int[] ix = mirrored.indexArray();
        for (int t = 0; t < ix.length; t += 3) {
            Vector3f a = v(p, ix[t]), b = v(p, ix[t + 1]), c = v(p, ix[t + 2]);
            Vector3f face = new Vector3f(b).sub(a).cross(new Vector3f(c).sub(a)).normalize();
            assertEquals(1, face.dot(v(n, ix[t])), 1e-5, "triangle " + t / 3);
            Vector3f centre = new Vector3f(a).add(b).add(c).div(3).sub(0, 0.5f, 0);
            assertTrue(centre.dot(face) > 0, "triangle " + t / 3 + " faces out");
        }
    }

    @Test
    void boundsFootprintAndCanopyOfABoxAreItsCornersReach() {
        Model m = boxModel("box");
        assertEquals(new Bounds(-1, 0, -1, 1, 1, 1), m.bounds());
        assertEquals(Math.sqrt(2), m.footprintRadius(), 1e-6);
        assertEquals(Math.sqrt(2), m.canopyRadius(), 1e-6);
    }

    @Test
    void theFootprintCountsOnlyTheLowestBandOfATreeShape() {
        // a thin trunk (0.2 m) and a wide crown (3 m) starting 2 m up
        Model trunk = Model.of("t", List.of(box(0.2f, 2, 0.2f)), b0(), List.of());
        Model crown = Model.of("c", List.of(box(3, 4, 3)), b0(), List.of()).transformed(Transforms.trs(0, 2, 0, 0, 0, 0, 1, 1, 1, 1));
        Model tree = Model.merged("tree", List.of(trunk, crown), null);
        assertEquals(0.2 * Math.sqrt(2), tree.footprintRadius(), 1e-6);
        assertEquals(3 * Math.sqrt(2), tree.canopyRadius(), 1e-6);
        assertEquals(6, tree.bounds().maxY(), 1e-6);
    }

    @Test
    void theFootprintClipsTrianglesThatLeanOutAboveTheBand() {
        // one triangle from the axis at the ground up and out to 10 m at 10 m height: its foot
        // within the 0.25 m band reaches 0.25 m
        ModelMesh cone = new ModelMesh("lean", new float[] {0, 0, 0, 10, 10, 0, 10, 10, 0.01f}, null, null, null, null,
                new int[] {0, 1, 2}, 0);
        Model m = Model.of("lean", List.of(cone), List.of(Material.vertexColoured("w")), List.of());
        assertEquals(0.25, m.footprintRadius(), 1e-3);
        assertEquals(10, m.canopyRadius(), 1e-3);
    }

    @Test
    void aModelRefusesAMaterialOrTextureIndexPastItsList() {
        ModelException e = assertThrows(ModelException.class, () -> Model.of("m", List.of(box(1, 1, 1).withMaterial(2)),
                List.of(Material.vertexColoured("a")), List.of()));
        assertEquals("meshes[0].material", e.place());
        ModelException t = assertThrows(ModelException.class, () -> Model.of("m", List.of(),
                List.of(Material.vertexColoured("a"), Material.vertexColoured("b").withBaseColorTexture(TextureRef.of(0))),
                List.of()));
        assertEquals("materials[1]", t.place());
    }

    @Test
    void levelsOfDetailTakeOverFromTheirDistanceAndMustRise() {
        Model far = boxModel("far"), mid = boxModel("mid");
        Model m = boxModel("near").withLods(List.of(new ModelLod(40, mid), new ModelLod(120, far)));
        assertSame(m, m.forDistance(39.9));
        assertSame(mid, m.forDistance(40));
        assertSame(far, m.forDistance(500));
        assertEquals("lods[1].distance", assertThrows(ModelException.class,
                () -> boxModel("x").withLods(List.of(new ModelLod(40, mid), new ModelLod(40, far)))).place());
        assertEquals("model", assertThrows(ModelException.class, () -> new ModelLod(10, m)).place());
        assertEquals("distance", assertThrows(ModelException.class, () -> new ModelLod(Double.NaN, mid)).place());
    }

    @Test
    void mergingShiftsMaterialAndTextureIndices() {
        ModelTexture tex = ModelTexture.solid("t", 10, 20, 30, 255);
        Model a = boxModel("a");
        Model b = Model.of("b", List.of(box(1, 1, 1)), List.of(Material.of("tex", Rgba.WHITE).withBaseColorTexture(TextureRef.of(0))),
                List.of(tex));
        Model c = Model.of("c", List.of(box(1, 1, 1)), List.of(Material.of("tex2", Rgba.WHITE).withBaseColorTexture(TextureRef.of(0))),
                List.of(tex));
        Model m = Model.merged("abc", List.of(a, b, c), null);
        assertEquals(List.of(0, 1, 2), m.meshes().stream().map(ModelMesh::material).toList());
        assertEquals(Optional.of(TextureRef.of(1)), m.materials().get(2).baseColorTexture());
        assertEquals(2, m.textures().size());
        assertEquals(36, m.triangleCount());
    }

    @Test
    void aTextureRefusesASizeBeforeAllocatingIt() {
        ModelException e = assertThrows(ModelException.class, () -> ModelTexture.checkSize(1L << 16, 1L << 15));
        assertEquals("width", e.place());
        assertEquals("", assertThrows(ModelException.class, () -> ModelTexture.checkSize(16384, 16384)).place());
        assertEquals("pixels", assertThrows(ModelException.class, () -> new ModelTexture("t", 2, 2, new byte[15],
                Sampler.DEFAULT)).place());
        ModelTexture t = new ModelTexture("t", 2, 1, new byte[] {1, 2, 3, (byte) 255, 4, 5, 6, 7}, Sampler.PIXEL);
        assertEquals(0x04050607, t.pixel(1, 0));
        assertTrue(t.hasAlpha());
        assertFalse(ModelTexture.solid("s", 1, 2, 3, 255).hasAlpha());
    }

    @Test
    void coloursAndMaterialsRefuseValuesOutsideTheirRanges() {
        assertEquals("g", assertThrows(ModelException.class, () -> new Rgba(0, -1, 0, 1)).place());
        assertEquals("a", assertThrows(ModelException.class, () -> new Rgba(0, 0, 0, 1.5f)).place());
        assertEquals("roughness", assertThrows(ModelException.class,
                () -> Material.of("m", Rgba.WHITE).withMetallicRoughness(0, 2)).place());
        assertEquals("alphaCutoff", assertThrows(ModelException.class,
                () -> Material.of("m", Rgba.WHITE).withAlpha(AlphaMode.MASK, -0.1f)).place());
        assertEquals(0.21586, Rgba.srgbToLinear(128), 1e-4);
        assertEquals(128, Rgba.linearToSrgb(Rgba.srgbToLinear(128)));
    }

    @Test
    void anInstanceSetHoldsItsMatricesAndTintsAndRefusesAProjection() {
        Model box = boxModel("box");
        InstanceSet s = InstanceSet.builder("boxes", box).add(5, 0, 0, 0, 1, Rgba.WHITE)
                .add(0, 0, 10, (float) Math.PI / 2, 2, new Rgba(1, 0.5f, 0.5f, 1)).build();
        assertEquals(2, s.count());
        assertEquals(new Rgba(1, 0.5f, 0.5f, 1), s.tint(1));
        assertEquals(10, s.matrix(1)[14], 0);
        Bounds b = s.bounds();
        assertEquals(-2, b.minX(), 1e-5);
        assertEquals(6, b.maxX(), 1e-5);
        assertEquals(12, b.maxZ(), 1e-5);
        float[] bad = Transforms.identity();
        bad[3] = 1;
        float[] two = new float[32];
        System.arraycopy(Transforms.identity(), 0, two, 0, 16);
        System.arraycopy(bad, 0, two, 16, 16);
        assertEquals("matrices[1].matrix", assertThrows(ModelException.class, () -> new InstanceSet("x", box, two, null)).place());
        assertEquals("tints[0]", assertThrows(ModelException.class,
                () -> new InstanceSet("x", box, Transforms.identity(), new float[] {1, Float.NaN, 1, 1})).place());
    }

    @Test
    void aSceneFlattensNodesAndInstancesIntoWorldSpace() {
        Model box = boxModel("box");
        InstanceSet s = InstanceSet.builder("boxes", box).add(Transforms.trs(0, 0, 5, 0, 0, 0, 1, 1, 1, 1)).build();
        ModelNode child = ModelNode.of(s);
        ModelNode root = new ModelNode("root", Transforms.trs(100, 0, 0, 0, 0, 0, 1, 1, 1, 1), Optional.of(box),
                Optional.empty(), List.of(child));
        ModelScene scene = new ModelScene("scene", List.of(root));
        Model flat = scene.flatten();
        assertEquals(2, flat.meshes().size());
        assertEquals(new Bounds(99, 0, -1, 101, 1, 6), flat.bounds());
        List<InstanceSet> sets = scene.instanceSets();
        assertEquals(1, sets.size());
        assertEquals(100, sets.get(0).matrix(0)[12], 0);
        assertEquals(5, sets.get(0).matrix(0)[14], 0);
        assertEquals(1, scene.placedModels().size());
        assertEquals(2, root.depth());
    }

    @Test
    void aNodeTreeDeeperThanTheLimitIsRefused() {
        ModelNode n = ModelNode.group("leaf", Transforms.identity(), List.of());
        for (int i = 1; i < ModelNode.MAX_DEPTH; i++) {
            n = ModelNode.group("n" + i, Transforms.identity(), List.of(n));
        }
        ModelNode deepest = n;
        assertEquals(ModelNode.MAX_DEPTH, deepest.depth());
        assertEquals("children", assertThrows(ModelException.class,
                () -> ModelNode.group("over", Transforms.identity(), List.of(deepest))).place());
    }

    @Test
    void equalModelsAreEqualAndDifferentOnesAreNot() {
        assertEquals(boxModel("a"), boxModel("a"));
        assertEquals(boxModel("a").hashCode(), boxModel("a").hashCode());
        assertNotEquals(boxModel("a"), boxModel("b"));
        assertNotEquals(boxModel("a"), boxModel("a").transformed(Transforms.trs(0, 1, 0, 0, 0, 0, 1, 1, 1, 1)));
    }

    private static List<Material> b0() {
        return List.of(Material.vertexColoured("w"));
    }

    private static Vector3f v(FloatBuffer b, int i) {
        return new Vector3f(b.get(3 * i), b.get(3 * i + 1), b.get(3 * i + 2));
    }
}
