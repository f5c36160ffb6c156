package dev.loam.assets;

import static dev.loam.assets.GltfTestFile.obj;
import static dev.loam.assets.GltfTestFile.primitive;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.Transforms;
import dev.loam.testkit.Tolerances;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Node transforms flattened by {@code read}, the node tree and instance sets kept by {@code readScene}. */
class GltfSceneTest {
    private static final float EPS = (float) Tolerances.STORED_AS_FLOAT;

    /** A file with one triangle mesh drawn by a parent node (translated) and its child (rotated and scaled). */
    private static GltfTestFile tree() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        f.doc.remove("scenes");
        f.doc.remove("nodes");
        // child: quarter turn about +z, scale 2
        float s = (float) Math.sqrt(0.5);
        int child = f.node(obj("name", "child", "mesh", 0, "rotation", List.of(0, 0, s, s), "scale", List.of(2, 2, 2)));
        // parent: a column-major matrix moving by (10, 0, 0)
        List<Object> matrix = new ArrayList<>(List.of(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 0, 0, 1));
        int parent = f.node(obj("name", "parent", "mesh", 0, "matrix", matrix, "children", List.of(child)));
        f.scene(parent);
        return f;
    }

    @Test
    void readMovesEveryMeshByItsNodesWorldTransform() {
        Model m = GltfReader.readGlb(tree().glb(), "t");
        assertEquals(2, m.meshes().size());
        // parent: translated by 10
        assertArrayEquals(new float[] {10, 0, 0, 11, 0, 0, 10, 1, 0}, m.meshes().get(0).positionArray(), EPS);
        // child: (x, y) → 2 · (−y, x), then translated by 10
        assertArrayEquals(new float[] {10, 0, 0, 10, 2, 0, 8, 0, 0}, m.meshes().get(1).positionArray(), EPS);
        assertArrayEquals(new float[] {0, 0, 1, 0, 0, 1, 0, 0, 1}, m.meshes().get(1).normalArray(), EPS);
        assertEquals(1, m.materials().size());
    }

    @Test
    void readSceneKeepsTheTreeWithLocalTransformsAndOneModelAMesh() {
        ModelScene s = GltfReader.readGlbScene(tree().glb(), "t");
        assertEquals(1, s.roots().size());
        ModelNode parent = s.roots().get(0);
        assertEquals("parent", parent.name());
        assertEquals(10f, parent.matrix()[12]);
        ModelNode child = parent.children().get(0);
        assertEquals("child", child.name());
        assertArrayEquals(Transforms.trs(0, 0, 0, 0, 0, (float) Math.sqrt(0.5), (float) Math.sqrt(0.5), 2, 2, 2), child.matrix(), EPS);
        assertTrue(parent.model().get() == child.model().get(), "both nodes draw the one model of mesh 0");
        assertArrayEquals(GltfTestFile.triangle(), child.model().get().meshes().get(0).positionArray());
    }

    @Test
    void aFlattenedSceneEqualsTheReadModelsGeometry() {
        Model read = GltfReader.readGlb(tree().glb(), "t");
        Model flat = GltfReader.readGlbScene(tree().glb(), "t").flatten();
        assertEquals(read.meshes().size(), flat.meshes().size());
        for (int i = 0; i < read.meshes().size(); i++) {
            assertArrayEquals(read.meshes().get(i).positionArray(), flat.meshes().get(i).positionArray(), EPS);
        }
    }

    private static GltfTestFile instanced() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        f.requireExtension("EXT_mesh_gpu_instancing");
        int t = f.floats("VEC3", 0, 0, 0, 5, 0, 0, 0, 0, 7);
        int r = f.floats("VEC4", 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0);
        int sc = f.floats("VEC3", 1, 1, 1, 3, 3, 3, 1, 1, 1);
        @SuppressWarnings("unchecked")
        Map<String, Object> node = (Map<String, Object>) f.list("nodes").get(0);
        node.put("translation", List.of(0, 1, 0));
        node.put("extensions", obj("EXT_mesh_gpu_instancing", obj("attributes", obj("TRANSLATION", t, "ROTATION", r, "SCALE", sc))));
        return f;
    }

    @Test
    void anInstancedNodeBecomesAnInstanceSetInTheScene() {
        ModelScene s = GltfReader.readGlbScene(instanced().glb(), "t");
        ModelNode n = s.roots().get(0);
        assertTrue(n.model().isEmpty());
        InstanceSet set = n.instances().orElseThrow();
        assertEquals(3, set.count());
        assertArrayEquals(Transforms.trs(5, 0, 0, 0, 0, 0, 1, 3, 3, 3), set.matrix(1), EPS);
        assertArrayEquals(Transforms.trs(0, 0, 7, 0, 1, 0, 0, 1, 1, 1), set.matrix(2), EPS);
        // in world space the node's translation comes first
        assertEquals(1f, s.instanceSets().get(0).matrix(0)[13], EPS);
    }

    @Test
    void readExpandsEveryInstanceUnderItsNode() {
        Model m = GltfReader.readGlb(instanced().glb(), "t");
        assertEquals(3, m.meshes().size());
        assertArrayEquals(new float[] {0, 1, 0, 1, 1, 0, 0, 2, 0}, m.meshes().get(0).positionArray(), EPS);
        assertArrayEquals(new float[] {5, 1, 0, 8, 1, 0, 5, 4, 0}, m.meshes().get(1).positionArray(), EPS);
        // half a turn about +y: x → −x, z → −z
        assertArrayEquals(new float[] {0, 1, 7, -1, 1, 7, 0, 2, 7}, m.meshes().get(2).positionArray(), EPS);
    }

    @Test
    void aFileWithNoScenesDrawsEveryRootNode() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        f.doc.remove("scenes");
        f.doc.remove("scene");
        f.node(obj("mesh", 0, "translation", List.of(0, 0, 3)));
        Model m = GltfReader.readGlb(f.glb(), "t");
        assertEquals(2, m.meshes().size());
        assertEquals(3f, m.bounds().maxZ());
    }

    @Test
    void theFilesChosenSceneIsTheOneRead() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        int other = f.node(obj("mesh", 0, "translation", List.of(0, 0, 3)));
        f.scene(other);
        Model m = GltfReader.readGlb(f.glb(), "t");
        assertEquals(1, m.meshes().size());
        assertEquals(3f, m.bounds().minZ());
    }

    @Test
    void aMeshUnderAScaleOfZeroIsLeftOutOfTheFlattenedModel() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        f.scene(f.node(obj("mesh", 0, "scale", List.of(0, 0, 0))), 0);
        @SuppressWarnings("unchecked")
        List<Object> roots = (List<Object>) ((Map<String, Object>) f.list("scenes").get(1)).get("nodes");
        assertEquals(2, roots.size());
        assertEquals(1, GltfReader.readGlb(f.glb(), "t").meshes().size());
    }

    @Test
    void aMirroringTransformKeepsTrianglesFacingOut() {
        GltfTestFile f = GltfTestFile.oneTriangle();
        f.doc.remove("scenes");
        f.doc.remove("nodes");
        f.scene(f.node(obj("mesh", 0, "scale", List.of(1, 1, -1))));
        Model m = GltfReader.readGlb(f.glb(), "t");
        assertArrayEquals(new int[] {0, 2, 1}, m.meshes().get(0).indexArray());
        assertArrayEquals(new float[] {0, 0, -1, 0, 0, -1, 0, 0, -1}, m.meshes().get(0).normalArray(), EPS);
    }
}
