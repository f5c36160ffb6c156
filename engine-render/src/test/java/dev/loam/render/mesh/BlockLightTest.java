package dev.loam.render.mesh;

import dev.loam.render.mesh.internal.BlockLight;
import static dev.loam.render.mesh.BlockMeshFixtures.near;
import static dev.loam.render.mesh.BlockMeshFixtures.vertices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMap;
import dev.loam.render.mesh.BlockMeshFixtures.Vertex;
import java.util.List;
import org.junit.jupiter.api.Test;

class BlockLightTest {
    static final double TOL = 2e-6;

    static BlockChunkMesh build(BlockMap map) {
        return new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
    }

    /** The colour a point takes at a light, an occlusion and the map's tint there. */
    static float[] expected(BlockMap map, double light, double occlusion, double x, double z) {
        float[] c = new float[3];
        BlockLight.colour(light, occlusion, new BlockTintField(map, 0).at(x - map.position().x(), z - map.position().z()), c, 0);
        return c;
    }

    static void assertColour(float[] want, Vertex v) {
        assertEquals(want[0], v.r(), TOL, "red at " + v);
        assertEquals(want[1], v.g(), TOL, "green at " + v);
        assertEquals(want[2], v.b(), TOL, "blue at " + v);
    }

    /** A wall of stone 5 m high at column 0 over ground at 0 m running east. */
    static BlockMap cliff() {
        return BlockMeshFixtures.plainMap("cliff", new String[] {"sgggggggg", "sgggggggg", "sgggggggg"},
                new int[][] {{10, 0, 0, 0, 0, 0, 0, 0, 0}, {10, 0, 0, 0, 0, 0, 0, 0, 0}, {10, 0, 0, 0, 0, 0, 0, 0, 0}}, -5);
    }

    static List<Vertex> groundTops(BlockChunkMesh chunk) {
        return vertices(chunk, BlockMeshKind.TOP).stream().filter(v -> near(v.y(), 0) && near(v.z(), 1.5 - 0.0)
                || near(v.y(), 0) && v.z() > 1 - 1e-6 && v.z() < 2 + 1e-6).toList();
    }

    @Test
    void topIsShadedOnlyByGroundWithinOnePointSevenFiveMetres() {
        BlockMap map = cliff();
        BlockChunkMesh chunk = build(map);
        boolean sawShade = false;
        for (Vertex v : groundTops(chunk)) {
            double distance = v.x() - 1;
            float[] open = expected(map, 1, 0, v.x(), v.z());
            if (distance >= BlockLight.OCCLUSION_REACH_METRES - 1e-9) {
                assertColour(open, v);
            } else {
                assertTrue(v.light() < open[0] + open[1] + open[2] - 1e-4, "shaded at " + distance + " m");
                sawShade = true;
            }
        }
        assertTrue(sawShade);
        // A vertex 1.5 m out is shaded, one 1.75 m out is not: both exist on the lattice.
        assertTrue(groundTops(chunk).stream().anyMatch(v -> near(v.x(), 2.5)));
        assertTrue(groundTops(chunk).stream().anyMatch(v -> near(v.x(), 2.75)));
    }

    @Test
    void topLatticeIsFourByFourSquares() {
        // The cell beside the cliff draws as 16 squares, each a quad of 4 vertices.
        BlockChunkMesh chunk = build(cliff());
        long inCell = vertices(chunk, BlockMeshKind.TOP).stream()
                .filter(v -> near(v.y(), 0) && v.x() > 1 - 1e-6 && v.x() < 2 + 1e-6 && v.z() > 1 - 1e-6 && v.z() < 2 + 1e-6)
                .map(v -> Math.round(v.x() * 4) + "," + Math.round(v.z() * 4)).distinct().count();
        assertEquals(25, inCell);
    }

    @Test
    void shadeTurnsTowardBlue() {
        BlockMap map = cliff();
        for (Vertex v : groundTops(build(map))) {
            if (near(v.x(), 1)) {
                float[] open = expected(map, 1, 0, v.x(), v.z());
                assertTrue(v.b() / v.r() > open[2] / open[0] + 0.05, "the foot's shade is bluer: " + v);
            }
        }
    }

    @Test
    void topDarkensWithinPointThreeFiveMetresOfWater() {
        // Grass at 2 m beside a pond at 0.35 m: the pond hides no sky, only its nearness darkens.
        BlockMap map = BlockMeshFixtures.plainMap("bank", new String[] {"ggggw", "ggggw", "ggggw"},
                new int[][] {{4, 4, 4, 4, 0}, {4, 4, 4, 4, 0}, {4, 4, 4, 4, 0}}, 0);
        BlockChunkMesh chunk = build(map);
        boolean sawWet = false;
        for (Vertex v : vertices(chunk, BlockMeshKind.TOP)) {
            if (!near(v.y(), 2) || v.z() < 1 - 1e-6 || v.z() > 2 + 1e-6) {
                continue;
            }
            double distance = 4 - v.x();
            float[] want = expected(map, BlockLight.nearWater(distance), 0, v.x(), v.z());
            assertColour(want, v);
            sawWet |= distance < BlockLight.WATER_DARKENING_METRES;
        }
        assertTrue(sawWet);
        assertEquals(0.75, BlockLight.nearWater(0), 1e-12);
        assertEquals(1, BlockLight.nearWater(0.35), 1e-12);
    }

    @Test
    void wallFootDarkensOverOnePointOneFiveMetres() {
        // Stone 2 m high beside grass at 0 m: its east face darkens by 0.58 at its foot, not at all from 1.15 m up.
        BlockMap map = BlockMeshFixtures.plainMap("step", new String[] {"gggg", "gsgg", "gggg"},
                new int[][] {{0, 0, 0, 0}, {0, 4, 0, 0}, {0, 0, 0, 0}}, -5);
        List<Vertex> east = vertices(build(map), BlockMeshKind.WALL).stream()
                .filter(v -> near(v.nx(), 1) && near(v.x(), 2)).toList();
        assertTrue(east.stream().anyMatch(v -> near(v.y(), 1.15)));
        for (Vertex v : east) {
            double light = BlockLight.wallFoot(v.y(), BlockLight.WALL_FOOT_METRES);
            assertColour(expected(map, light, 1 - light, v.x(), v.z()), v);
        }
        assertEquals(1 - 0.58, BlockLight.wallFoot(0, 1.15), 1e-12);
        assertEquals(1, BlockLight.wallFoot(1.15, 1.15), 1e-12);
    }

    @Test
    void wallOnTheMapsCutDarkensOverTwoPointEightMetres() {
        // The north face of a one-row map drops 2 m under the lowest top to the cut.
        BlockMap map = BlockMeshFixtures.plainMap("row", new String[] {"ggg"}, new int[][] {{2, 2, 2}}, -5);
        List<Vertex> north = vertices(build(map), BlockMeshKind.WALL).stream().filter(v -> near(v.nz(), -1)).toList();
        double foot = map.baseMetres();
        assertEquals(-1, foot, 1e-12);
        // A vertex a metre over the foot (the lip line) tells 2.8 m from 1.15 m.
        assertTrue(north.stream().anyMatch(v -> near(v.y(), foot + 1)));
        for (Vertex v : north) {
            double light = BlockLight.wallFoot(v.y() - foot, BlockLight.CUT_FOOT_METRES);
            assertColour(expected(map, light, 1 - light, v.x(), v.z()), v);
        }
    }

    @Test
    void wallDarkensAtACornerWhereANeighbourStandsInFrontOfIt() {
        // Row 0 stands 2 m high; below it, the cell at column 2 stands high too: the south face of
        // column 1 meets it at its east end.
        BlockMap map = BlockMeshFixtures.plainMap("corner", new String[] {"ssss", "ggsg"},
                new int[][] {{4, 4, 4, 4}, {0, 0, 4, 0}}, -5);
        List<Vertex> face = vertices(build(map), BlockMeshKind.WALL).stream()
                .filter(v -> near(v.nz(), 1) && near(v.z(), 1) && v.x() > 1 - 1e-6 && v.x() < 2 + 1e-6).toList();
        assertTrue(face.stream().anyMatch(v -> near(v.x(), 2 - BlockLight.CORNER_METRES)));
        for (Vertex v : face) {
            double light = BlockLight.wallFoot(v.y(), BlockLight.WALL_FOOT_METRES) * BlockLight.corner(2 - v.x());
            assertColour(expected(map, light, 1 - light, v.x(), v.z()), v);
        }
        assertEquals(0.7, BlockLight.corner(0), 1e-12);
    }

    @Test
    void wallDarkensAtTheWaterLine() {
        // Stone 2 m high beside a pond whose surface stands at 1 m over a bed at 0 m.
        BlockMap map = BlockMap.builder("shore", BlockMeshFixtures.plain())
                .legend(dev.loam.blockmap.BlockLegend.of(java.util.Map.of(
                        's', dev.loam.blockmap.LegendEntry.of("stone"),
                        'w', dev.loam.blockmap.LegendEntry.water("water", 1.0))))
                .cells("swww", "swww", "swww").heights(new int[][] {{4, 0, 0, 0}, {4, 0, 0, 0}, {4, 0, 0, 0}}).build();
        List<Vertex> east = vertices(build(map), BlockMeshKind.WALL).stream()
                .filter(v -> near(v.nx(), 1) && near(v.x(), 1)).toList();
        assertTrue(east.stream().anyMatch(v -> near(v.y(), 1)));
        assertTrue(east.stream().anyMatch(v -> near(v.y(), 1.35)));
        for (Vertex v : east) {
            double light = BlockLight.wallFoot(v.y(), BlockLight.WALL_FOOT_METRES) * BlockLight.waterLine(v.y() - 1);
            assertColour(expected(map, light, 1 - light, v.x(), v.z()), v);
        }
    }

    @Test
    void quadSplitsAlongTheDiagonalThatKeepsADarkCornerSymmetric() {
        BlockMeshBuffer buf = new BlockMeshBuffer(BlockMaterial.top(dev.loam.blockmap.Face.rgb(0)));
        buf.ensure(4, 6);
        for (int i = 0; i < 4; i++) {
            buf.vertex(i & 1, 0, i >> 1, 0, 1, 0, 1, 1, 1, 1, 0, 0);
        }
        float[] dark00 = {0.2f, 0.2f, 0.2f, 1, 1, 1, 1, 1, 1, 1, 1, 1};
        BlockQuadWriter.triangulate(buf, true, 0, 1, 2, 3, dark00);
        for (int t = 0; t < 6; t += 3) {
            boolean has00 = false, has11 = false;
            for (int k = 0; k < 3; k++) {
                has00 |= buf.indices[t + k] == 0;
                has11 |= buf.indices[t + k] == 3;
            }
            assertFalse(has00 && has11, "the dark corner's diagonal would smear it");
        }
        // The other way round: a dark corner at (1, 0) keeps the diagonal from (0, 0) to (1, 1).
        buf.clear();
        buf.ensure(4, 6);
        for (int i = 0; i < 4; i++) {
            buf.vertex(i & 1, 0, i >> 1, 0, 1, 0, 1, 1, 1, 1, 0, 0);
        }
        float[] dark10 = {1, 1, 1, 0.2f, 0.2f, 0.2f, 1, 1, 1, 1, 1, 1};
        BlockQuadWriter.triangulate(buf, true, 0, 1, 2, 3, dark10);
        int shared = 0;
        for (int t = 0; t < 6; t += 3) {
            boolean has00 = false, has11 = false;
            for (int k = 0; k < 3; k++) {
                has00 |= buf.indices[t + k] == 0;
                has11 |= buf.indices[t + k] == 3;
            }
            shared += has00 && has11 ? 1 : 0;
        }
        assertEquals(2, shared);
    }

    @Test
    void wallBounceIsTheLooksAndTheDioramasIsPointFourFour() {
        assertEquals(0.44, BlockMeshLook.diorama(7).wallBounce(), 0);
        assertEquals(0, BlockMeshLook.DEFAULT.wallBounce(), 0);
        assertEquals(7, BlockMeshLook.diorama(7).textureSeed());
    }
}
