package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.MeshBuilder;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class InstanceCellsTest {
    /** A 1 m cube standing on y = 0 (12 triangles). */
    static Model cube() {
        MeshBuilder m = ModelMesh.builder("cube", 0);
        int[] v = new int[8];
        for (int k = 0; k < 8; k++) {
            v[k] = m.vertex((k & 1) - 0.5f, k >> 1 & 1, (k >> 2) - 0.5f, 0, 1, 0);
        }
        m.quad(v[0], v[1], v[3], v[2]).quad(v[4], v[6], v[7], v[5]).quad(v[0], v[4], v[5], v[1])
                .quad(v[2], v[3], v[7], v[6]).quad(v[0], v[2], v[6], v[4]).quad(v[1], v[5], v[7], v[3]);
        return Model.of("cube", List.of(m.build()), List.of(Material.of("white", Rgba.WHITE)), List.of());
    }

    private static InstanceSet at(Model model, float[][] xyz) {
        InstanceSet.Builder b = InstanceSet.builder("set", model);
        for (float[] p : xyz) {
            b.add(Transforms.placed(p[0], p[1], p[2], 0, p.length > 3 ? p[3] : 1));
        }
        return b.build();
    }

    @Test
    void instancesAreGroupedByTheCellTheirOriginStandsInAndEachCellsBoxHoldsItsSpheres() {
        float[][] xyz = {{1, 0, 1}, {15, 0, 3}, {-3, 0, 2}, {2, 4, 9, 2}, {12, 0, 12}, {-0.5f, 0, -0.5f}};
        InstanceSet set = at(cube(), xyz);
        InstanceCells cells = InstanceCells.of(set, 10);
        // Cells (0,0): 0, 3; (1,0): 1; (-1,0): 2; (1,1): 4; (-1,-1): 5.
        assertEquals(5, cells.cellCount());
        Set<Integer> seen = new HashSet<>();
        float[] box = new float[6], sphere = new float[4];
        for (int c = 0; c < cells.cellCount(); c++) {
            cells.bounds(c, box, 0);
            for (int k = cells.first(c); k < cells.first(c) + cells.count(c); k++) {
                int i = cells.instance(k);
                assertTrue(seen.add(i), "instance " + i + " in one cell only");
                assertEquals(Math.floorDiv((int) Math.floor(xyz[i][0]), 10), cells.cellX(c));
                assertEquals(Math.floorDiv((int) Math.floor(xyz[i][2]), 10), cells.cellZ(c));
                cells.sphere(i, sphere, 0);
                for (int a = 0; a < 3; a++) {
                    assertTrue(box[a] <= sphere[a] - sphere[3] + 1e-5f && box[a + 3] >= sphere[a] + sphere[3] - 1e-5f,
                            "cell " + c + " holds instance " + i + "'s sphere on axis " + a);
                }
            }
        }
        assertEquals(xyz.length, seen.size());
        // The doubled cube's sphere: its middle 2 m up, radius the doubled half-diagonal.
        cells.sphere(3, sphere, 0);
        assertEquals(4 + 1, sphere[1], 1e-5f);
        assertEquals((float) Math.sqrt(3), sphere[3], 1e-5f);
    }

    @Test
    void aCellSizeOfZeroPutsEveryInstanceInOneCell() {
        InstanceCells cells = InstanceCells.of(at(cube(), new float[][] {{-500, 0, 3}, {700, 0, -900}}), 0);
        assertEquals(1, cells.cellCount());
        assertEquals(2, cells.count(0));
        float[] box = cells.bounds(0, new float[6], 0);
        assertTrue(box[0] < -500 && box[3] > 700 && box[2] < -900 && box[5] > 3);
    }

    @Test
    void mirroringInstancesComeAfterTheOthersInTheirCell() {
        float[] mirror = Transforms.placed(1, 0, 1, 0, 1);
        mirror[0] = -1;
        InstanceSet set = InstanceSet.builder("m", cube()).add(mirror).add(Transforms.placed(2, 0, 2, 0, 1))
                .add(Transforms.placed(3, 0, 3, 0, 1)).build();
        InstanceCells cells = InstanceCells.of(set, 100);
        assertEquals(1, cells.cellCount());
        assertEquals(2, cells.plain(0));
        assertEquals(1, cells.instance(0));
        assertEquals(2, cells.instance(1));
        assertEquals(0, cells.instance(2), "the mirrored one last");
    }

    @Test
    void aModelOfNoMeshesHasNoCells() {
        Model empty = Model.of("empty", List.of(), List.of(), List.of());
        InstanceCells cells = InstanceCells.of(at(empty, new float[][] {{0, 0, 0}}), 10);
        assertEquals(0, cells.cellCount());
        assertEquals(1, cells.instanceCount());
    }

    @Test
    void badCellSizesAndFarInstancesAreRefused() {
        InstanceSet set = at(cube(), new float[][] {{0, 0, 0}});
        assertThrows(IllegalArgumentException.class, () -> InstanceCells.of(set, -1));
        assertThrows(IllegalArgumentException.class, () -> InstanceCells.of(set, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> InstanceCells.of(set, Double.POSITIVE_INFINITY));
        InstanceSet far = at(cube(), new float[][] {{3e30f, 0, 0}});
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> InstanceCells.of(far, 1));
        assertTrue(e.getMessage().startsWith("instance 0: x"), e.getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> InstanceCells.of(set, 1).count(1));
        assertThrows(IllegalArgumentException.class, () -> new InstanceLayer(set, -2, 0, true, Optional.empty()));
        assertThrows(IllegalArgumentException.class, () -> new InstanceLayer(set, 2, Double.NaN, true, Optional.empty()));
    }
}
