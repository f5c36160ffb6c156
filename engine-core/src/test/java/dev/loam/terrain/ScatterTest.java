package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The scatter model: defaults, rounding, copies that retarget, and culling cells. */
class ScatterTest {
    @Test
    void itemDefaultsAreTheSpecs() {
        ScatterItem i = ScatterItem.of("res://tree.glb");
        assertEquals(1, i.weight());
        assertEquals(0.8, i.scaleMin());
        assertEquals(1.2, i.scaleMax());
        assertEquals(48, i.spacing());
        assertEquals(0, i.align());
        assertTrue(i.randomYaw());
        assertEquals(0, i.tilt());
        assertEquals(0, i.sink());
        assertTrue(i.material().isEmpty());
        assertTrue(i.enabled());
    }

    @Test
    void anItemOutOfRangeIsRefusedNamingTheKey() {
        assertEquals("align", assertThrows(TerrainFormatException.class,
                () -> ScatterItem.of("res://a.glb").withPose(1.5, true, 0, 0)).path());
        assertEquals("weight", assertThrows(TerrainFormatException.class,
                () -> ScatterItem.of("res://a.glb").withWeight(-1)).path());
        assertEquals("source", assertThrows(TerrainFormatException.class, () -> ScatterItem.of(" ")).path());
    }

    @Test
    void addingRoundsToTheStoredPrecisionHalfAwayFromZero() {
        Scatter s = Scatter.builder("s").items(List.of(ScatterItem.of("res://a.glb"))).build();
        s.add(0, 0.125, -0.125, 2.004, 0.05, -0.05, 10.04, 0.0005);
        assertArrayEquals(new double[] {0, 0.13, -0.13, 2, 0.1, -0.1, 10, 0.001}, s.instance(0, new double[8]), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> s.add(1, 0, 0, 0, 0, 0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> s.add(0, Double.NaN, 0, 0, 0, 0, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> s.add(0, 3e7, 0, 0, 0, 0, 0, 1));
    }

    @Test
    void copyingASetWithItsSurfaceMakesTheCopyTargetTheCopiedSurface() {
        Scatter s = TerrainFixtures.pines().toBuilder().targets(List.of("terrain-1", "cliffs")).build();
        Scatter c = s.copy("pines-2", Map.of("terrain-1", "terrain-1-copy"));
        assertEquals(List.of("terrain-1-copy", "cliffs"), c.targets());
        assertEquals(List.of("terrain-1", "cliffs"), s.targets());
        Scatter full = TerrainFixtures.pines();
        Scatter same = full.copy("pines", Map.of());
        assertTrue(same.contentEquals(full));
    }

    @Test
    void partitionSplitsByChunkSizeRowByRowAndZeroIsOneCell() {
        Scatter s = TerrainFixtures.pines(); // chunk size 64; x 1.25, -100.07, 130; z -4.5, 65.3, 10
        List<ScatterCell> cells = s.partition();
        assertEquals(3, cells.size());
        assertEquals(0, cells.get(0).cellX());
        assertEquals(-1, cells.get(0).cellZ());
        assertArrayEquals(new int[] {0}, cells.get(0).instances());
        assertEquals(2, cells.get(1).cellX());
        assertEquals(0, cells.get(1).cellZ());
        assertEquals(-2, cells.get(2).cellX());
        assertEquals(1, cells.get(2).cellZ());
        Scatter one = s.toBuilder().chunkSize(0).build();
        one.add(0, 5000, 0, 5000, 0, 0, 0, 1);
        one.add(0, -5000, 0, 5000, 0, 0, 0, 1);
        List<ScatterCell> single = one.partition();
        assertEquals(1, single.size());
        assertArrayEquals(new int[] {0, 1}, single.get(0).instances());
    }

    @Test
    void removeIfKeepsTheOthersInOrder() {
        Scatter s = TerrainFixtures.pines();
        assertEquals(1, s.removeIf(k -> k == 1));
        assertEquals(2, s.size());
        assertEquals(130, s.x(1));
    }

    @Test
    void theVersionGrowsWithEveryChangeToTheInstancesAndOnlyThen() {
        Scatter s = TerrainFixtures.pines();
        long before = s.version();
        s.add(0, 1, 2, 3, 0, 0, 0, 1);
        assertEquals(before + 1, s.version());
        assertEquals(0, s.removeIf(k -> false));
        assertEquals(before + 1, s.version(), "removing nothing changes nothing");
        s.removeIf(k -> k == 0);
        assertEquals(before + 2, s.version());
        s.ensureCapacity(1000);
        assertEquals(before + 2, s.version(), "room is not a change");
    }
}
