package dev.loam.render.mesh;

import static dev.loam.render.mesh.BlockMeshFixtures.near;
import static dev.loam.render.mesh.BlockMeshFixtures.vertices;
import static dev.loam.testkit.SpecFixtures.STAIRS_TOP;
import static dev.loam.testkit.SpecFixtures.rgb;
import static dev.loam.testkit.Tolerances.STORED_AS_FLOAT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.Face;
import dev.loam.render.mesh.BlockMeshFixtures.Vertex;
import dev.loam.testkit.SpecFixtures;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class BlockMeshGeometryTest {
    static final Face GRASS_SIDE = Face.rgb(rgb(SpecFixtures.GRASS_SIDE)), GRASS_LIP = Face.rgb(rgb(SpecFixtures.GRASS_LIP)),
            RISER = Face.rgb(rgb(SpecFixtures.STAIRS_RISER));

    static BlockChunkMesh terraces() {
        return new BlockMesher(SpecFixtures.terraces(), BlockMeshLook.DEFAULT).build(0, 0);
    }

    static List<Vertex> wallsFacing(BlockChunkMesh chunk, double nx, double nz) {
        return vertices(chunk, BlockMeshKind.WALL).stream().filter(v -> near(v.nx(), nx) && near(v.nz(), nz)).toList();
    }

    static Set<Double> ys(List<Vertex> vs) {
        return vs.stream().map(v -> Math.round(v.y() * 1e4) / 1e4).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void faceDropsToTheLowerNeighboursTop() {
        // Grass (1.0 m) over the cobbles (0.5 m): its south faces run from 1.0 down to 0.5 and no lower.
        List<Vertex> south = wallsFacing(terraces(), 0, 1).stream().filter(v -> near(v.z(), -0.5)).toList();
        assertFalse(south.isEmpty());
        assertEquals(Set.of(0.5, 1.0), ys(south));
    }

    @Test
    void faceAtTheMapsEdgeDropsToTheBaseTwoMetresUnderTheLowestTop() {
        // The lowest top is the riverbed at -0.5 m, so the base stands at -2.5 m.
        BlockChunkMesh chunk = terraces();
        List<Vertex> north = wallsFacing(chunk, 0, -1);
        double lowest = north.stream().mapToDouble(Vertex::y).min().orElseThrow();
        assertEquals(-2.5, lowest, STORED_AS_FLOAT);
        List<Vertex> east = wallsFacing(chunk, 1, 0);
        assertEquals(-2.5, east.stream().mapToDouble(Vertex::y).min().orElseThrow(), STORED_AS_FLOAT);
    }

    @Test
    void noFaceTowardANeighbourAsHighOrHigher() {
        // The flat green's cells of one height draw no face between them.
        BlockMap map = BlockMeshFixtures.plainMap("flat", BlockMeshFixtures.rows(3, 1, 'g'), BlockMeshFixtures.heights(3, 1, 1), 0);
        BlockChunkMesh chunk = new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
        for (Vertex v : vertices(chunk, BlockMeshKind.WALL)) {
            if (v.nx() != 0) {
                assertTrue(near(v.x(), 0) || near(v.x(), 3), "an east or west face inside the row at x " + v.x());
            }
        }
    }

    @Test
    void lipBandIsTheTopMetreOfAFaceAndItsTextureStartsAtTheFacesTop() {
        // The grass's north face at the cut runs 1.0 m down to -2.5 m: lip 1.0 to 0.0, side under it.
        BlockChunkMesh chunk = terraces();
        for (BlockMesh m : chunk.meshes(BlockMeshKind.WALL)) {
            List<Vertex> north = vertices(m).stream().filter(v -> near(v.nz(), -1) && near(v.z(), -1.5)).toList();
            if (m.material().face().equals(GRASS_LIP)) {
                assertEquals(0.0, north.stream().mapToDouble(Vertex::y).min().orElseThrow(), STORED_AS_FLOAT);
                assertEquals(1.0, north.stream().mapToDouble(Vertex::y).max().orElseThrow(), STORED_AS_FLOAT);
                for (Vertex v : north) {
                    // A colour face is laid at one repeat a metre: v is 0 at the face's top, 1 a metre down
                    // (v as worked out, y packed within half its quantum).
                    assertEquals(1.0 - v.y(), v.v(), BlockMeshFixtures.PACKED);
                }
            } else if (m.material().face().equals(GRASS_SIDE)) {
                assertEquals(0.0, north.stream().mapToDouble(Vertex::y).max().orElseThrow(), STORED_AS_FLOAT);
            }
        }
    }

    @Test
    void stairClimbsOneStepInFourTreadsEachWithARiser() {
        // The stair at column 2, row 1 (x -0.5..0.5, z -0.5..0.5) faces north, up to the grass.
        BlockChunkMesh chunk = terraces();
        List<Vertex> treads = chunk.meshes(BlockMeshKind.TOP).stream()
                .filter(m -> m.material().face().equals(Face.rgb(rgb(STAIRS_TOP)))).flatMap(m -> vertices(m).stream()).toList();
        assertEquals(Set.of(0.625, 0.75, 0.875, 1.0), ys(treads));
        // The head tread lies at the north end, the foot at the south.
        for (Vertex v : vertices(chunk, BlockMeshKind.TOP)) {
            if (v.x() > -0.5 && v.x() < 0.5 && near(v.y(), 0.625)) {
                assertTrue(v.z() >= 0.25 - 1e-6, "the foot tread at z " + v.z());
            }
        }
        List<Vertex> risers = chunk.meshes(BlockMeshKind.WALL).stream().filter(m -> m.material().face().equals(RISER))
                .flatMap(m -> vertices(m).stream()).toList();
        assertEquals(16, risers.size());
        Set<Double> fronts = risers.stream().map(v -> Math.round(v.z() * 1e4) / 1e4).collect(Collectors.toSet());
        assertEquals(Set.of(0.5, 0.25, 0.0, -0.25), fronts);
        assertTrue(risers.stream().allMatch(v -> near(v.nz(), 1)), "risers face the stair's foot");
    }

    @Test
    void waterStandsAtTheSeaWithItsSidesWhereTheGroundBesideStandsLower() {
        // The river's bed is at -0.5 m; the sea at 0.2 m stands more than 0.35 m over it.
        BlockChunkMesh chunk = terraces();
        List<BlockMesh> water = chunk.meshes(BlockMeshKind.WATER);
        assertEquals(1, water.size());
        List<Vertex> vs = vertices(water.get(0));
        assertTrue(vs.stream().filter(v -> near(v.ny(), 1)).allMatch(v -> near(v.y(), 0.2)));
        // Sides at the map's south, west and east edges, down to the bed; none toward the cobbles.
        assertTrue(vs.stream().anyMatch(v -> near(v.nz(), 1) && near(v.y(), -0.5)));
        assertTrue(vs.stream().noneMatch(v -> near(v.nz(), -1)));
        assertFalse(water.get(0).castsShadow());
    }

    @Test
    void pondOnAPlateauStandsPointThreeFiveOverItsBed() {
        BlockMap map = BlockMeshFixtures.plainMap("pond", new String[] {"ggg", "gwg", "ggg"},
                new int[][] {{4, 4, 4}, {4, 3, 4}, {4, 4, 4}}, 0);
        BlockChunkMesh chunk = new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
        List<Vertex> vs = vertices(chunk.meshes(BlockMeshKind.WATER).get(0));
        assertTrue(vs.stream().allMatch(v -> near(v.y(), 1.5 + 0.35)));
    }

    @Test
    void waterCarriesFlowTowardLowerWaterAtItsLooksSpeed() {
        // Two ponds side by side, the east one a step lower: the west one flows east at 1 m/s.
        BlockMap map = BlockMap.builder("flow", BlockMeshFixtures.plain())
                .legend(dev.loam.blockmap.BlockLegend.of(java.util.Map.of(
                        'w', dev.loam.blockmap.LegendEntry.water("water", 1.0),
                        'v', dev.loam.blockmap.LegendEntry.water("water", 0.6),
                        'g', dev.loam.blockmap.LegendEntry.of("grass"))))
                .cells("ggg", "wvg", "ggg").heights(new int[][] {{4, 4, 4}, {0, 0, 4}, {4, 4, 4}}).build();
        BlockMesh water = new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0).meshes(BlockMeshKind.WATER).get(0);
        float[] e = water.extra();
        boolean sawWest = false;
        for (int i = 0; i < water.vertexCount(); i++) {
            if (near(water.positions()[3 * i + 1], 1.0) && water.normals()[3 * i + 1] == 1) {
                assertEquals(1f, e[4 * i], 1e-6);
                assertEquals(0f, e[4 * i + 1], 1e-6);
                assertEquals(1f, e[4 * i + 2], 1e-6);
                assertEquals(1f, e[4 * i + 3], 1e-6);
                sawWest = true;
            }
        }
        assertTrue(sawWest);
    }

    @Test
    void topsCastNoShadowAndFacesDo() {
        for (BlockMesh m : terraces().meshes()) {
            switch (m.kind()) {
                case TOP, WATER, FRINGE -> assertFalse(m.castsShadow(), m.toString());
                case WALL -> assertTrue(m.castsShadow(), m.toString());
                default -> { }
            }
        }
    }

    @Test
    void oneMeshForEachFaceWithTopsApartFromVerticalFaces() {
        BlockChunkMesh chunk = terraces();
        Set<BlockMaterial> seen = new java.util.HashSet<>();
        for (BlockMesh m : chunk.meshes()) {
            assertTrue(seen.add(m.material()), "two meshes of " + m.material());
        }
    }

    @Test
    void flatGroundDrawsOneSquareForEachTintSquare() {
        // 16 x 16 cells of one height and no water: the tint's node squares are 8 cells, so four squares.
        BlockMap map = BlockMeshFixtures.plainMap("flat", BlockMeshFixtures.rows(16, 16, 'g'), BlockMeshFixtures.heights(16, 16, 2), 0);
        BlockChunkMesh chunk = new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
        BlockMesh tops = chunk.meshes(BlockMeshKind.TOP).get(0);
        assertEquals(16, tops.vertexCount());
        assertEquals(8, tops.triangleCount());
    }

    @Test
    void cellsOfAnotherSizeDrawAtTheirOwnSizeAndStep() {
        // Cells 2 m across and 0.25 m a step: a cell 4 steps high beside one at 0 draws a 1 m face.
        BlockSet set = BlockSet.builder("wide").cellSize(2, 0.25, 2).block("stone", b -> b.top("#909090")).build();
        BlockMap map = BlockMap.builder("wide", set).legend(BlockLegend.ofNames(Map.of('s', "stone")))
                .cells("ss").heights(new int[][] {{4, 0}}).build();
        BlockChunkMesh chunk = new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
        List<Vertex> east = wallsFacing(chunk, 1, 0).stream().filter(v -> near(v.x(), 2)).toList();
        assertEquals(Set.of(0.0, 1.0), ys(east).stream().filter(y -> y >= 0).collect(Collectors.toSet()));
        double maxX = vertices(chunk, BlockMeshKind.TOP).stream().mapToDouble(Vertex::x).max().orElseThrow();
        assertEquals(4, maxX, STORED_AS_FLOAT);
    }

    @Test
    void aTexturedMapAtTheEdgeOfItsReachMeshesAsOneAtTheOrigin() {
        // A map as far from the origin as a map may be meshes the same pieces as one at the origin:
        // texture repeats are counted from the origin, and there the count still fits (it once ran
        // past int range and never finished).
        dev.loam.blockmap.PixelTexture brick = dev.loam.blockmap.PixelTexture.builder("brick", 8, 8).pixelsPerMetre(16)
                .variation(dev.loam.blockmap.TextureVariation.ROTATE_AND_MIRROR).build();
        BlockSet set = BlockSet.builder("far").block("stone", b -> b.top(brick).side(brick)).build();
        double far = -BlockMap.MAX_REACH_METRES;
        int[] counts = new int[4];
        for (int k = 0; k < 2; k++) {
            BlockMap map = BlockMap.builder("far", set).legend(BlockLegend.ofNames(Map.of('s', "stone")))
                    .cells("sss", "sss").heights(new int[][] {{4, 0, 2}, {1, 3, 0}})
                    .position(k == 0 ? 0 : far, 0, k == 0 ? 0 : far).build();
            BlockChunkMesh chunk = new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
            for (BlockMesh m : chunk.meshes()) {
                counts[2 * k] += m.vertexCount();
                counts[2 * k + 1] += m.triangleCount();
            }
        }
        assertTrue(counts[0] > 0);
        assertEquals(counts[0], counts[2]);
        assertEquals(counts[1], counts[3]);
    }

    @Test
    void anAllVoidMapDrawsNothing() {
        BlockMap map = BlockMeshFixtures.plainMap("void", new String[] {"...", ".g."}, new int[][] {{0, 0, 0}, {0, 1, 0}}, 0);
        map.setCell(dev.loam.blockmap.Authority.create("t"), dev.loam.blockmap.BlockCellEdit.clear(1, 1));
        BlockChunkMesh chunk = new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
        assertTrue(chunk.meshes().isEmpty());
        assertEquals(0, chunk.cards());
    }

    @Test
    void trianglesWindCounterClockwiseSeenFromTheirNormal() {
        for (BlockMesh m : terraces().meshes()) {
            float[] p = m.positions(), n = m.normals();
            int[] ix = m.indices();
            for (int t = 0; t < ix.length; t += 3) {
                int a = ix[t], b = ix[t + 1], c = ix[t + 2];
                double ux = p[3 * b] - p[3 * a], uy = p[3 * b + 1] - p[3 * a + 1], uz = p[3 * b + 2] - p[3 * a + 2];
                double vx = p[3 * c] - p[3 * a], vy = p[3 * c + 1] - p[3 * a + 1], vz = p[3 * c + 2] - p[3 * a + 2];
                double cx = uy * vz - uz * vy, cy = uz * vx - ux * vz, cz = ux * vy - uy * vx;
                double dot = cx * n[3 * a] + cy * n[3 * a + 1] + cz * n[3 * a + 2];
                assertTrue(dot > 0, m + " triangle " + t / 3 + " winds the wrong way");
            }
        }
    }
}
