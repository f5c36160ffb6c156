package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.testkit.RandomBlockMaps;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Pins the meshes' every byte: a SHA-256 over each chunk's meshes (kind, packed positions,
 * normals, colours, uvs and extra with their channels' origins and quanta, indices) and cover
 * cards (count, shadow flag, records and colours), in build order, for the example village and for random maps that
 * reach every writer (textures turned and mirrored, fringes of every rank, cover, water, stairs,
 * blocked cells and voids). The mesher's speed work (issue 22) must leave its output bit for bit
 * as it was; a change that means to move a vertex updates these digests on purpose, and says why.
 */
class BlockMeshDigestTest {
    @Test
    void theVillagesMeshesStayBitForBit() {
        assertEquals("a9f5f4c3aab6d9e2bf2c465ce1540d74072b67c76152ee2058cb53c24047abba",
                digest(BlockMapExportTest.village()));
    }

    @Test
    void randomMapsMeshesStayBitForBit() {
        StringBuilder all = new StringBuilder();
        for (long seed = 1; seed <= 4; seed++) {
            BlockSet set = RandomBlockMaps.set(seed);
            BlockMap map = RandomBlockMaps.map(set, 70, 45, seed, 600);
            all.append(digest(map).substring(0, 16)).append(' ');
        }
        assertEquals("adb19a7a9520c976 a56c845a0e995327 50ed9d92e0f1e560 785723611530b2c5", all.toString().trim());
    }

    /** The SHA-256 of a full build of the map's meshes under the diorama look, in hex. */
    static String digest(BlockMap map) {
        BlockMapMeshes built = BlockMapMeshes.build(map, BlockMeshLook.diorama(1));
        MessageDigest sha = sha256();
        for (BlockChunkMesh chunk : built.chunks()) {
            ints(sha, chunk.chunkColumn(), chunk.chunkRow(), chunk.meshes().size(), chunk.cover().size());
            for (BlockMesh m : chunk.meshes()) {
                sha.update(m.kind().name().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                shorts(sha, m.packedPositions());
                channels(sha, m.positionChannels());
                ints(sha, m.packedNormals());
                sha.update(m.packedColours());
                shorts(sha, m.packedUvs());
                channels(sha, m.uvChannels());
                if (m.packedExtra() != null) {
                    shorts(sha, m.packedExtra());
                    channels(sha, m.extraChannels());
                }
                ints(sha, m.indices());
            }
            for (BlockCards c : chunk.cover()) {
                ints(sha, c.count(), c.castsShadow() ? 1 : 0);
                float[] r = c.records();
                ByteBuffer b = ByteBuffer.allocate(4 * r.length).order(ByteOrder.LITTLE_ENDIAN);
                for (float f : r) {
                    b.putInt(Float.floatToRawIntBits(f));
                }
                sha.update(b.array());
                sha.update(c.packedColours());
            }
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    private static void channels(MessageDigest sha, QuantizedChannels q) {
        if (q == null) {
            return;
        }
        for (int c = 0; c < q.channels(); c++) {
            ints(sha, Float.floatToRawIntBits(q.origin(c)), Float.floatToRawIntBits(q.quantum(c)));
        }
    }

    private static void ints(MessageDigest sha, int... values) {
        ByteBuffer b = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int v : values) {
            b.putInt(v);
        }
        sha.update(b.array());
    }

    private static void shorts(MessageDigest sha, short[] values) {
        if (values == null) {
            return;
        }
        ByteBuffer b = ByteBuffer.allocate(2 * values.length).order(ByteOrder.LITTLE_ENDIAN);
        for (short v : values) {
            b.putShort(v);
        }
        sha.update(b.array());
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
