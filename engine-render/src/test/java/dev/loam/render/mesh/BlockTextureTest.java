package dev.loam.render.mesh;

import static dev.loam.render.mesh.BlockMeshFixtures.PACKED;
import static dev.loam.render.mesh.BlockMeshFixtures.PACKED_UV;
import static dev.loam.render.mesh.BlockMeshFixtures.vertices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.TextureVariation;
import dev.loam.render.mesh.BlockMeshFixtures.Vertex;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BlockTextureTest {
    static PixelTexture texture(String name, TextureVariation variation) {
        return PixelTexture.builder(name, 32, 16).pixelsPerMetre(8).variation(variation).build();
    }

    /** A map 40 cells wide (two chunks), a high row over a low one so walls show, of one textured block. */
    static BlockMap map(TextureVariation variation) {
        PixelTexture t = texture("bricks-" + variation.name().toLowerCase(java.util.Locale.ROOT), variation);
        BlockSet set = BlockSet.builder("textured").block("wall", b -> b.top(t).side(t)).build();
        int[][] heights = new int[2][40];
        java.util.Arrays.fill(heights[0], 6);
        return BlockMap.builder("bricks", set).legend(BlockLegend.ofNames(Map.of('w', "wall")))
                .cells(BlockMeshFixtures.rows(40, 2, 'w')).heights(heights).position(0.3, 0, -0.2).build();
    }

    /** Repeats a metre: 8 texels a metre over a texture 32 wide and 16 high. */
    static final double RU = 8 / 32.0, RV = 8 / 16.0;

    @Test
    void textureRunsOnAcrossCellsAndChunksInWorldSpace() {
        BlockMapMeshes meshes = BlockMapMeshes.build(map(TextureVariation.NONE), BlockMeshLook.DEFAULT);
        assertEquals(2, meshes.chunkColumns());
        for (BlockChunkMesh chunk : meshes.chunks()) {
            for (Vertex v : vertices(chunk, BlockMeshKind.TOP)) {
                assertEquals(v.x() * RU, v.u(), PACKED_UV + PACKED);
                assertEquals(v.z() * RV, v.v(), PACKED_UV + PACKED);
            }
            for (BlockMesh m : chunk.meshes(BlockMeshKind.WALL)) {
                float[] p = m.positions(), n = m.normals(), uv = m.uvs();
                int[] ix = m.indices();
                for (int t = 0; t < ix.length; t += 3) {
                    if (n[3 * ix[t] + 2] < 0.5) {
                        continue;
                    }
                    // The south faces, 3 m high: u runs east; v runs down from y = 0 under the lip band
                    // (a side's rows stay world rows) and from the face's top in it.
                    boolean lip = Math.min(p[3 * ix[t] + 1], Math.min(p[3 * ix[t + 1] + 1], p[3 * ix[t + 2] + 1])) > 2 - 1e-6;
                    for (int k = t; k < t + 3; k++) {
                        int v = ix[k];
                        assertEquals(p[3 * v] * RU, uv[2 * v], PACKED_UV + PACKED);
                        assertEquals((lip ? 3 - p[3 * v + 1] : -p[3 * v + 1]) * RV, uv[2 * v + 1], PACKED_UV + PACKED);
                    }
                }
            }
        }
    }

    @Test
    void mirrorKeepsRowsAsRowsAndFlipsWholeRepeats() {
        BlockMapMeshes meshes = BlockMapMeshes.build(map(TextureVariation.MIRROR), BlockMeshLook.DEFAULT);
        int mirrored = 0, plain = 0;
        for (BlockChunkMesh chunk : meshes.chunks()) {
            for (BlockMesh m : chunk.meshes(BlockMeshKind.WALL)) {
                float[] p = m.positions(), n = m.normals(), uv = m.uvs();
                int[] ix = m.indices();
                for (int t = 0; t < ix.length; t += 3) {
                    if (n[3 * ix[t] + 2] < 0.5) {
                        continue;
                    }
                    boolean lip = Math.min(p[3 * ix[t] + 1], Math.min(p[3 * ix[t + 1] + 1], p[3 * ix[t + 2] + 1])) > 2 - 1e-6;
                    double cx = (p[3 * ix[t]] + p[3 * ix[t + 1]] + p[3 * ix[t + 2]]) / 3;
                    int repeat = (int) Math.floor(cx * RU);
                    boolean flipped = false;
                    for (int k = t; k < t + 3; k++) {
                        int v = ix[k];
                        double u = p[3 * v] * RU;
                        assertEquals((lip ? 3 - p[3 * v + 1] : -p[3 * v + 1]) * RV, uv[2 * v + 1], PACKED_UV + PACKED, "rows stay rows");
                        assertTrue(uv[2 * v] >= repeat - PACKED_UV && uv[2 * v] <= repeat + 1 + PACKED_UV, "one repeat a triangle");
                        flipped |= Math.abs(uv[2 * v] - u) > 4 * PACKED_UV;
                    }
                    for (int k = t; k < t + 3 && flipped; k++) {
                        assertEquals(2 * repeat + 1 - p[3 * ix[k]] * RU, uv[2 * ix[k]], PACKED_UV + PACKED, "a mirrored repeat");
                    }
                    if (flipped) {
                        mirrored++;
                    } else {
                        plain++;
                    }
                }
            }
        }
        assertTrue(mirrored > 0 && plain > 0, mirrored + " mirrored, " + plain + " as painted");
    }

    @Test
    void rotateAndMirrorTurnsEachRepeatOfATopWithinItself() {
        BlockMapMeshes meshes = BlockMapMeshes.build(map(TextureVariation.ROTATE_AND_MIRROR), BlockMeshLook.DEFAULT);
        Set<String> variants = new HashSet<>();
        for (BlockChunkMesh chunk : meshes.chunks()) {
            for (BlockMesh m : chunk.meshes(BlockMeshKind.TOP)) {
                float[] p = m.positions(), uv = m.uvs();
                int[] ix = m.indices();
                for (int t = 0; t < ix.length; t += 3) {
                    double cx = (p[3 * ix[t]] + p[3 * ix[t + 1]] + p[3 * ix[t + 2]]) / 3;
                    double cz = (p[3 * ix[t] + 2] + p[3 * ix[t + 1] + 2] + p[3 * ix[t + 2] + 2]) / 3;
                    int i = (int) Math.floor(cx * RU), j = (int) Math.floor(cz * RV);
                    for (int k = t; k < t + 3; k++) {
                        int v = ix[k];
                        assertTrue(uv[2 * v] >= i - PACKED_UV && uv[2 * v] <= i + 1 + PACKED_UV, "u stays in its repeat");
                        assertTrue(uv[2 * v + 1] >= j - PACKED_UV && uv[2 * v + 1] <= j + 1 + PACKED_UV, "v stays in its repeat");
                    }
                    // Which way u runs along x between two corners of one z: the variant's fingerprint.
                    for (int k = t; k < t + 3; k++) {
                        int a0 = ix[k], a1 = ix[t + (k - t + 1) % 3];
                        if (Math.abs(p[3 * a0 + 2] - p[3 * a1 + 2]) < 1e-6 && Math.abs(p[3 * a0] - p[3 * a1]) > 1e-6) {
                            double dx = p[3 * a1] - p[3 * a0];
                            double du = (uv[2 * a1] - uv[2 * a0]) / dx, dv = (uv[2 * a1 + 1] - uv[2 * a0 + 1]) / dx;
                            variants.add(Math.round(Math.signum(du)) + "," + Math.round(Math.signum(dv)));
                        }
                    }
                }
            }
        }
        assertTrue(variants.size() >= 3, "turns seen: " + variants);
    }
}
