package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.Face;
import dev.loam.testkit.SpecFixtures;
import org.junit.jupiter.api.Test;

/** How a built block mesh holds its vertices: packed, and exact where the values lie on the grid. */
class BlockMeshPackingTest {
    private static BlockMapMeshes hills() {
        return BlockMapMeshes.build(BlockMapMeshesTest.hills(), BlockMeshLook.diorama(3));
    }

    /** The spec's green map, which grows grass cards. */
    private static BlockMapMeshes green() {
        return BlockMapMeshes.build(SpecFixtures.greenMap(), BlockMeshLook.DEFAULT);
    }

    @Test
    void aChunkOfMetreCellsIsPackedToAThousandthOfAMetreOrFinerOnEveryAxisAndItsUvsToAFiveHundredthOfARepeat() {
        for (BlockChunkMesh chunk : hills().chunks()) {
            for (BlockMesh m : chunk.meshes()) {
                for (int a = 0; a < 3; a++) {
                    assertTrue(m.positionChannels().quantum(a) <= 0x1p-10f, m + " axis " + a + ": " + m.positionChannels());
                }
                for (int a = 0; a < 2; a++) {
                    // A wall mesh's u runs along +x, −x, +z and −z: twice the chunk's span.
                    assertTrue(m.uvChannels().quantum(a) <= 0x1p-9f, m + " uv " + a + ": " + m.uvChannels());
                }
            }
        }
    }

    @Test
    void theBoundsKeptAsVerticesAreWrittenAreTheVerticesOwn() {
        // The packing takes its quanta from them, so a bound that missed a vertex would clamp it.
        for (BlockMap map : new BlockMap[] {BlockMapMeshesTest.hills(), SpecFixtures.greenMap(), SpecFixtures.terraces()}) {
            BlockMesher mesher = new BlockMesher(map, BlockMeshLook.diorama(1));
            for (int r = 0; r < BlockMesher.chunkRows(map); r++) {
                for (int c = 0; c < BlockMesher.chunkColumns(map); c++) {
                    mesher.build(c, r);
                    for (BlockMeshBuffer b : mesher.buffers) {
                        if (b == null || b.isEmpty()) {
                            continue;
                        }
                        float[] lo = new float[5], hi = new float[5];
                        java.util.Arrays.fill(lo, Float.POSITIVE_INFINITY);
                        java.util.Arrays.fill(hi, Float.NEGATIVE_INFINITY);
                        for (int v = 0; v < b.vertices; v++) {
                            for (int a = 0; a < 5; a++) {
                                float x = a < 3 ? b.positions[3 * v + a] : b.uvs[2 * v + a - 3];
                                lo[a] = Math.min(lo[a], x);
                                hi[a] = Math.max(hi[a], x);
                            }
                        }
                        assertArrayEquals(lo, b.lo, 0, map.name() + " " + b.material);
                        assertArrayEquals(hi, b.hi, 0, map.name() + " " + b.material);
                    }
                }
            }
        }
    }

    @Test
    void everyFaceKeepsItsAxisNormalExactly() {
        for (BlockChunkMesh chunk : hills().chunks()) {
            for (BlockMesh m : chunk.meshes()) {
                float[] n = m.normals();
                for (int v = 0; v < m.vertexCount(); v++) {
                    int ones = 0;
                    for (int a = 0; a < 3; a++) {
                        float c = n[3 * v + a];
                        assertTrue(c == 0 || c == 1 || c == -1, m + " vertex " + v + " normal " + c);
                        ones += c != 0 ? 1 : 0;
                    }
                    assertEquals(1, ones, m + " vertex " + v);
                }
            }
        }
    }

    @Test
    void topsAtCellCornersAndHeightStepsComeBackBitForBit() {
        // The hills' tops stand on whole half-metre steps over 1 m cells, their lattices at quarters.
        int seen = 0;
        for (BlockChunkMesh chunk : hills().chunks()) {
            for (BlockMesh m : chunk.meshes(BlockMeshKind.TOP)) {
                float[] p = m.positions();
                for (int v = 0; v < m.vertexCount(); v++) {
                    float x = p[3 * v], y = p[3 * v + 1], z = p[3 * v + 2];
                    assertEquals(Math.rint(4 * x), 4 * x, 0, m + " x " + x);
                    assertEquals(Math.rint(2 * y), 2 * y, 0, m + " y " + y);
                    assertEquals(Math.rint(4 * z), 4 * z, 0, m + " z " + z);
                    seen++;
                }
            }
        }
        assertTrue(seen > 1000, seen + " top vertices");
    }

    @Test
    void aVertexHoldsEighteenBytesAndTwoAChannelOfItsKindsExtraAndAnIndexTwo() {
        for (BlockChunkMesh chunk : hills().chunks()) {
            for (BlockMesh m : chunk.meshes()) {
                int n = m.vertexCount(), stride = m.kind().extraStride();
                assertArrayEquals(new int[] {6 * n, 4 * n, 4 * n, 4 * n, 2 * stride * n, 2 * m.indexCount()},
                        m.arrayBytes(), m.toString());
                assertNotNull(m.shortIndices());
                assertNull(m.intIndices());
            }
        }
    }

    @Test
    void aMeshOfMoreThanSixtyFiveThousandVerticesKeepsIntIndices() {
        BlockMaterial material = BlockMaterial.top(new Face.Colour(0x808080));
        for (int vertices : new int[] {BlockMesh.SHORT_INDEX_VERTICES, BlockMesh.SHORT_INDEX_VERTICES + 1}) {
            float[] positions = new float[3 * vertices], normals = new float[3 * vertices];
            float[] colours = new float[4 * vertices], uvs = new float[2 * vertices];
            int[] indices = new int[3 * (vertices - 2)];
            for (int v = 0; v < vertices; v++) {
                positions[3 * v] = v % 256;
                positions[3 * v + 2] = v / 256;
                normals[3 * v + 1] = 1;
            }
            for (int t = 0; t < vertices - 2; t++) {
                indices[3 * t] = t;
                indices[3 * t + 1] = t + 2;
                indices[3 * t + 2] = t + 1;
            }
            BlockMesh m = BlockMesh.pack(material, vertices, positions, normals, colours, uvs, new float[0], indices,
                    indices.length);
            boolean wide = vertices > BlockMesh.SHORT_INDEX_VERTICES;
            assertEquals(wide, m.intIndices() != null, vertices + " vertices");
            assertEquals(wide, m.shortIndices() == null, vertices + " vertices");
            assertArrayEquals(indices, m.indices());
            assertEquals((wide ? 4 : 2) * indices.length, m.arrayBytes()[5]);
            assertArrayEquals(positions, m.positions(), 0);
        }
    }

    @Test
    void aCardHoldsSevenFloatsAndEightColourBytes() {
        int cards = 0;
        for (BlockChunkMesh chunk : green().chunks()) {
            for (BlockCards c : chunk.cover()) {
                assertEquals(BlockCards.STRIDE * c.count(), c.records().length);
                assertEquals(BlockCards.COLOUR_BYTES * c.count(), c.packedColours().length);
                assertEquals(36L * c.count(), c.bytes());
                for (int k = 0; k < c.count(); k++) {
                    assertEquals(-1, c.packedColours()[k * BlockCards.COLOUR_BYTES + BlockCards.ROOT_COLOUR + 3]);
                    assertEquals(-1, c.packedColours()[k * BlockCards.COLOUR_BYTES + BlockCards.COLOUR + 3]);
                }
                cards += c.count();
            }
        }
        assertTrue(cards >= 30, cards + " cards");
    }

    @Test
    void cardsWhoseColoursDoNotMatchTheirRecordsAreRefused() {
        BlockCards some = green().chunks().stream().flatMap(c -> c.cover().stream()).findFirst().orElseThrow();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new BlockCards(some.material(), some.records(), new byte[3]));
        assertTrue(e.getMessage().contains("colour bytes"), e.getMessage());
    }

    @Test
    void colourBytesRoundToTheNearestLevel() {
        assertEquals(0, BlockMesh.unitByte(0.5f / 255 - 1e-4f));
        assertEquals(1, BlockMesh.unitByte(0.5f / 255 + 1e-4f) & 0xff);
        assertEquals(255, BlockMesh.unitByte(1f) & 0xff);
        assertEquals(255, BlockMesh.unitByte(1.2f) & 0xff, "clamped");
        assertEquals(0, BlockMesh.unitByte(-0.1f), "clamped");
    }

    @Test
    void aPackedNormalHoldsEachComponentInTenSignedBits() {
        int p = BlockMesh.packNormal(-1, 0.5f, 1);
        assertEquals(-511, BlockMesh.normalComponent(p, 0));
        assertEquals(256, BlockMesh.normalComponent(p, 1));
        assertEquals(511, BlockMesh.normalComponent(p, 2));
    }

    @Test
    void theBoxOfAMeshHoldsEveryDecodedVertex() {
        BlockMap map = BlockMapMeshesTest.hills();
        BlockChunkMesh chunk = new BlockMesher(map, BlockMeshLook.DEFAULT).build(1, 1);
        for (BlockMesh m : chunk.meshes()) {
            float[] box = m.widen(new float[] {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY,
                    Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY});
            float[] p = m.positions();
            float[] want = {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY,
                    Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY};
            for (int v = 0; v < p.length; v += 3) {
                for (int a = 0; a < 3; a++) {
                    want[a] = Math.min(want[a], p[v + a]);
                    want[a + 3] = Math.max(want[a + 3], p[v + a]);
                }
            }
            assertArrayEquals(want, box, 0, m.toString());
        }
    }
}
