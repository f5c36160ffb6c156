package dev.loam.bench;

import dev.loam.render.mesh.BlockCards;
import dev.loam.render.mesh.BlockChunkMesh;
import dev.loam.render.mesh.BlockMesh;
import java.util.ArrayList;
import java.util.List;

/**
 * The floor under a mesh build (issue 22): allocating and writing exactly the arrays a set of built
 * chunks holds, one array for each of theirs, of the same type and length, every element written.
 * No build can produce its output faster than this, so a build's time over the floor's, measured
 * in the same run, says how much of it is work beyond the bytes, whatever the machine.
 */
final class MeshFloor {
    /** The bytes of each array to write, in the order the chunks hold them. */
    private final int[] sizes;
    private final long bytes;

    private MeshFloor(int[] sizes) {
        this.sizes = sizes;
        long n = 0;
        for (int s : sizes) {
            n += s;
        }
        this.bytes = n;
    }

    /** The floor of these chunks' arrays: each mesh's ({@link BlockMesh#arrayBytes()}) and each strip's records. */
    static MeshFloor of(List<BlockChunkMesh> chunks) {
        List<Integer> sizes = new ArrayList<>();
        for (BlockChunkMesh c : chunks) {
            for (BlockMesh m : c.meshes()) {
                for (int b : m.arrayBytes()) {
                    sizes.add(b);
                }
            }
            for (BlockCards cards : c.cover()) {
                sizes.add(4 * cards.records().length);
            }
        }
        return new MeshFloor(sizes.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Bytes the arrays hold. */
    long bytes() {
        return bytes;
    }

    /**
     * Allocates every array (of ints where its bytes are a whole number of ints, else of bytes) and
     * writes each of its elements; returns them, so that none can be left out.
     */
    Object[] write() {
        Object[] out = new Object[sizes.length];
        for (int i = 0; i < out.length; i++) {
            int n = sizes[i];
            if ((n & 3) == 0) {
                int[] a = new int[n >> 2];
                for (int k = 0; k < a.length; k++) {
                    a[k] = k;
                }
                out[i] = a;
            } else {
                byte[] a = new byte[n];
                for (int k = 0; k < n; k++) {
                    a[k] = (byte) k;
                }
                out[i] = a;
            }
        }
        return out;
    }
}
