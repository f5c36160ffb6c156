package dev.loam.render.mesh;

import static dev.loam.render.mesh.BlockMeshFixtures.near;
import static dev.loam.render.mesh.BlockMeshFixtures.vertices;
import static dev.loam.testkit.SpecFixtures.GRASS_TOP;
import static dev.loam.testkit.SpecFixtures.STAIRS_TOP;
import static dev.loam.testkit.SpecFixtures.TREE_TOP;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.WaterLook;
import dev.loam.render.mesh.BlockMeshFixtures.Vertex;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BlockFringeTest {
    /** Steps of 0.2 m so drops of 0.2 m (no brim) and 0.4 m (a brim) both occur. */
    static BlockSet set() {
        return BlockSet.builder("fringed").cellSize(1, 0.2, 1)
                .block("dark", b -> b.top(TREE_TOP).fringe(3))
                .block("grass", b -> b.top(GRASS_TOP).fringe(2))
                .block("flowers", b -> b.top("#6a9a48").fringe(1))
                .block("path", b -> b.top("#a08a6a"))
                .block("stairs", b -> b.top(STAIRS_TOP).stairs())
                .block("water", b -> b.top("#404040").water(WaterLook.DEFAULT))
                .build();
    }

    static BlockMap map(String[] cells, int[][] heights) {
        return BlockMap.builder("fringes", set()).legend(BlockLegend.ofNames(Map.of('d', "dark", 'g', "grass",
                'f', "flowers", 'p', "path", 's', "stairs", 'w', "water"))).cells(cells).heights(heights).build();
    }

    static List<Vertex> fringe(BlockMap map) {
        return vertices(new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0), BlockMeshKind.FRINGE);
    }

    @Test
    void aBrimHangsOverADropOfPointTwoFourMetresOrMoreAndNotLess() {
        // Grass at 0.6 m in the middle: 0.2 m over the path to its west, 0.4 m over the path to its east.
        BlockMap map = map(new String[] {"pppp", "pgpp", "pppp"}, new int[][] {{2, 2, 1, 1}, {2, 3, 1, 1}, {2, 2, 1, 1}});
        List<Vertex> vs = fringe(map);
        assertTrue(vs.stream().anyMatch(v -> near(v.x(), 2 + 3 / 16.0) && v.ny() > 0.5), "a brim 3/16 m out east");
        assertTrue(vs.stream().anyMatch(v -> near(v.x(), 2 - 1 / 16.0) && v.ny() > 0.5), "from 1/16 m inside");
        assertTrue(vs.stream().noneMatch(v -> v.x() < 1 - 1e-6), "no brim over the 0.2 m drop west");
        // The skirt hangs 0.72 of the 0.4 m drop from the brim's outer edge, facing east.
        double bottom = vs.stream().filter(v -> near(v.nx(), 1)).mapToDouble(Vertex::y).min().orElseThrow();
        assertEquals(0.6 + 2 * BlockFringeWriter.LIFT_METRES - 0.72 * 0.4, bottom, 1e-5);
    }

    @Test
    void aBrimStartsAtADropOfExactlyPointTwoFourMetres() {
        // Steps of 1 cm: grass over a path to its west 0.23 m lower (no brim) and to its east 0.24 m
        // lower (a brim); the path north and south stands level with it.
        BlockSet fine = BlockSet.builder("fine").cellSize(1, 0.01, 1)
                .block("grass", b -> b.top(GRASS_TOP).fringe(2))
                .block("path", b -> b.top("#a08a6a"))
                .build();
        BlockMap map = BlockMap.builder("threshold", fine).legend(BlockLegend.ofNames(Map.of('g', "grass", 'p', "path")))
                .cells("ppp", "pgp", "ppp").heights(new int[][] {{100, 100, 100}, {77, 100, 76}, {100, 100, 100}})
                .build();
        List<Vertex> vs = fringe(map);
        assertTrue(vs.stream().anyMatch(v -> near(v.x(), 2 + 3 / 16.0) && v.ny() > 0.5), "a brim over the 0.24 m drop");
        assertTrue(vs.stream().noneMatch(v -> near(v.x(), 1 - 3 / 16.0)), "no brim over the 0.23 m drop");
    }

    @Test
    void aSkirtIsNeverLongerThanSevenSixteenthsOfAMetre() {
        // Grass 2 m over the path, and the map's cut all round.
        BlockMap map = map(new String[] {"gp"}, new int[][] {{10, 0}});
        List<Vertex> vs = fringe(map);
        double top = 2 + 2 * BlockFringeWriter.LIFT_METRES;
        for (Vertex v : vs) {
            if (v.ny() < 0.5) {
                assertTrue(v.y() >= top - 7 / 16.0 - 1e-5, "skirt to " + v.y());
            }
        }
        assertTrue(vs.stream().anyMatch(v -> near(v.y(), top - 7 / 16.0)));
        // The cut: a brim at the map's west edge too.
        assertTrue(vs.stream().anyMatch(v -> near(v.x(), -3 / 16.0)));
    }

    @Test
    void aFringeSpillsPointThreeSevenFiveMetresOntoALowerRankAtItsHeight() {
        BlockMap map = map(new String[] {"gp"}, new int[][] {{1, 1}});
        List<Vertex> spill = fringe(map).stream().filter(v -> v.ny() > 0.5 && v.x() > 1 - 1e-6).toList();
        assertEquals(1.375, spill.stream().mapToDouble(Vertex::x).max().orElseThrow(), 1e-5);
        assertEquals(0.2 + 2 * BlockFringeWriter.LIFT_METRES, spill.get(0).y(), BlockMeshFixtures.PACKED);
    }

    @Test
    void aFringeNeverSpillsOntoAStairAWaterBedAHigherRankOrAnotherHeight() {
        // Grass (rank 2) beside dark grass (rank 3), a path a step lower (no spill, no brim: 0.2 m), and
        // a stair and water beside at its height.
        BlockMap map = map(new String[] {"pdp", "wgp", "psp"}, new int[][] {{2, 2, 1}, {2, 2, 1}, {2, 2, 3}});
        for (Vertex v : fringe(map)) {
            if (near(v.y(), 0.4 + 2 * BlockFringeWriter.LIFT_METRES) && v.ny() > 0.5) {
                assertTrue(v.x() >= 1 - 1e-6 && v.x() <= 2 + 1e-6 && v.z() >= 1 - 1e-6 && v.z() <= 2 + 1e-6,
                        "the grass spilled to " + v);
            }
        }
    }

    @Test
    void whereTwoRanksSpillOntoOneCellTheHigherLiesOnTop() {
        BlockMap map = map(new String[] {"dfg"}, new int[][] {{1, 1, 1}});
        List<Vertex> onFlowers = fringe(map).stream().filter(v -> v.x() > 1 + 1e-6 && v.x() < 2 - 1e-6).toList();
        double dark = onFlowers.stream().filter(v -> v.x() < 1.5).mapToDouble(Vertex::y).max().orElseThrow();
        double grass = onFlowers.stream().filter(v -> v.x() > 1.5).mapToDouble(Vertex::y).max().orElseThrow();
        assertTrue(dark > grass, "rank 3 at " + dark + " over rank 2 at " + grass);
    }

    @Test
    void anOuterCornerGetsARoundedPieceOverTheDiagonalNeighbour() {
        BlockMap map = map(new String[] {"gp", "pp"}, new int[][] {{1, 1}, {1, 1}});
        List<Vertex> onDiagonal = fringe(map).stream().filter(v -> v.x() > 1 + 1e-6 && v.z() > 1 + 1e-6).toList();
        assertFalse(onDiagonal.isEmpty());
        for (Vertex v : onDiagonal) {
            double r = Math.hypot(v.x() - 1, v.z() - 1);
            assertTrue(r <= BlockFringeWriter.SPILL_METRES + 1e-5, "outside the rounded piece: " + v);
        }
        assertTrue(onDiagonal.stream().anyMatch(v -> near(Math.hypot(v.x() - 1, v.z() - 1), 0.375)));
    }

    @Test
    void theMaskIsOneDeterministicRaggedCutWithASolidRoot() {
        PixelTexture a = BlockFringeMask.paint(4), b = BlockFringeMask.paint(4), c = BlockFringeMask.paint(5);
        assertArrayEquals(a.texels(), b.texels());
        assertFalse(java.util.Arrays.equals(a.texels(), c.texels()));
        int cut = 0;
        for (int u = 0; u < BlockFringeMask.WIDTH; u++) {
            assertEquals(0xff, a.argb(u, 0) >>> 24, "the root is solid");
            cut += (a.argb(u, BlockFringeMask.HEIGHT * 3 / 4) >>> 24) == 0 ? 1 : 0;
            double depth = BlockFringeMask.depth(4, u);
            assertTrue(depth >= BlockFringeMask.MIN_DEPTH && depth <= 1);
        }
        assertTrue(cut > 0 && cut < BlockFringeMask.WIDTH, cut + " columns cut three quarters out");
    }
}
