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
    /** A packed colour's error: half a level. */
    static final double TOL = BlockMeshFixtures.PACKED_COLOUR;

    static BlockChunkMesh build(BlockMap map) {
        return new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
    }

    /**
     * A linear darkening by hand, as the spec gives each: {@code 1 - darkening} at 0 m, rising to 1
     * at {@code reach} and beyond (a wall's foot: 0.58 over 1.15 m, 2.8 m on the cut; a top near
     * water: 0.25 over 0.35 m; a corner: 0.3 over 0.5 m; the water line: 0.3 over 0.35 m).
     */
    static double ramp(double metres, double reach, double darkening) {
        return metres >= reach ? 1 : 1 - darkening * (1 - Math.max(0, metres) / reach);
    }

    static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }

    /**
     * Checks a vertex's colour by hand against the light formula, for the light and occlusion the
     * test works out from the geometry: the shade turns toward blue (red loses a quarter of the
     * occlusion, green a tenth, blue gains a twentieth) and the warm and cool tint t, from -1 to 1,
     * takes 0.05 (1 - t) of red and 0.05 (1 + t) of blue. Green carries no tint, so it is exact;
     * red gives the tint, which must lie in -1..1, and blue must agree with it.
     *
     * @return the tint the vertex carries
     */
    static double assertLit(double light, double occlusion, Vertex v) {
        assertEquals(clamp(light * (1 - 0.1 * occlusion)), v.g(), TOL, "green at " + v);
        double red = light * (1 - 0.25 * occlusion);
        double tint = (v.r() / red - 0.95) / 0.05;
        // Red is packed within TOL, so the tint read from it within TOL / (0.05 red), and blue, which
        // carries the tint too, within its own TOL and the tint's share.
        double tintError = TOL / (0.05 * red);
        assertTrue(Math.abs(tint) <= 1 + tintError, "a tint of " + tint + " at " + v);
        assertEquals(clamp(light * (1 + 0.05 * occlusion) * (1 - 0.05 * (1 + tint))), v.b(),
                TOL + light * 0.05 * tintError, "blue at " + v);
        return Math.max(-1, Math.min(1, tint));
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
            if (distance >= 1.75 - 1e-9) {
                assertLit(1, 0, v);
            } else {
                // Green carries no tint: under 1 is shade.
                assertTrue(v.g() < 1 - 1e-4, "shaded at " + distance + " m: " + v);
                sawShade = true;
            }
        }
        assertTrue(sawShade);
        // A vertex 1.5 m out is shaded, one 1.75 m out is not: both exist on the lattice.
        assertTrue(groundTops(chunk).stream().anyMatch(v -> near(v.x(), 2.5)));
        assertTrue(groundTops(chunk).stream().anyMatch(v -> near(v.x(), 2.75)));
    }

    @Test
    void theWarmAndCoolTintRunsSlowlyBothWaysAcrossAMap() {
        // A flat, open field: every top vertex is fully lit, so its colour is the tint alone.
        BlockMap field = BlockMeshFixtures.plainMap("field", BlockMeshFixtures.rows(32, 32, 'g'),
                BlockMeshFixtures.heights(32, 32, 2), 0);
        java.util.Map<String, Double> tints = new java.util.HashMap<>();
        for (Vertex v : vertices(build(field), BlockMeshKind.TOP)) {
            tints.put(Math.round(v.x()) + "," + Math.round(v.z()), assertLit(1, 0, v));
        }
        double least = tints.values().stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double most = tints.values().stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        assertTrue(least < 0 && most > 0, "warm and cool both: " + least + " to " + most);
        assertTrue(most - least > 0.3, "the tint varies across 32 m: " + least + " to " + most);
        for (java.util.Map.Entry<String, Double> e : tints.entrySet()) {
            String[] xz = e.getKey().split(",");
            Double east = tints.get((Long.parseLong(xz[0]) + 1) + "," + xz[1]);
            if (east != null) {
                assertTrue(Math.abs(east - e.getValue()) < 0.15, "slowly, metre by metre, at " + e.getKey());
            }
        }
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
        List<Vertex> tops = groundTops(build(cliff()));
        for (Vertex v : tops) {
            if (near(v.x(), 1)) {
                // The open ground 2 m out at the same z, its tint all but the same (the tint is slow).
                Vertex open = tops.stream().filter(o -> near(o.x(), 3) && near(o.z(), v.z())).findFirst().orElseThrow();
                assertLit(1, 0, open);
                assertTrue(v.b() / v.r() > open.b() / open.r() + 0.05, "the foot's shade is bluer: " + v);
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
            assertLit(ramp(distance, 0.35, 0.25), 0, v);
            sawWet |= distance < 0.35;
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
            double light = ramp(v.y(), 1.15, 0.58);
            assertLit(light, 1 - light, v);
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
            double light = ramp(v.y() - foot, 2.8, 0.58);
            assertLit(light, 1 - light, v);
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
            double light = ramp(v.y(), 1.15, 0.58) * ramp(2 - v.x(), 0.5, 0.3);
            assertLit(light, 1 - light, v);
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
            double light = ramp(v.y(), 1.15, 0.58) * ramp(v.y() - 1, 0.35, 0.3);
            assertLit(light, 1 - light, v);
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
