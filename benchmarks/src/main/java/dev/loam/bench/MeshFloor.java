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
    /** The element types of the arrays a chunk holds. */
    private static final int BYTES = 1, SHORTS = 2, INTS = 4, FLOATS = 5;

    /** Per array to write, in the order the chunks hold them: its element type and its length. */
    private final int[] types;
    private final int[] lengths;
    private final long bytes;

    private MeshFloor(int[] types, int[] lengths) {
        this.types = types;
        this.lengths = lengths;
        long n = 0;
        for (int i = 0; i < types.length; i++) {
            n += (long) lengths[i] * (types[i] == FLOATS ? 4 : types[i]);
        }
        this.bytes = n;
    }

    /**
     * The floor of these chunks' arrays: each mesh's packed arrays (positions, normals, colours,
     * uvs, extra and indices, as {@link BlockMesh#arrayBytes()} counts them) and each strip's records
     * and colours.
     */
    static MeshFloor of(List<BlockChunkMesh> chunks) {
        List<int[]> arrays = new ArrayList<>();
        for (BlockChunkMesh c : chunks) {
            for (BlockMesh m : c.meshes()) {
                arrays.add(new int[] {SHORTS, m.packedPositions().length});
                arrays.add(new int[] {INTS, m.packedNormals().length});
                arrays.add(new int[] {BYTES, m.packedColours().length});
                arrays.add(new int[] {SHORTS, m.packedUvs().length});
                arrays.add(new int[] {SHORTS, m.packedExtra().length});
                arrays.add(m.intIndices() != null ? new int[] {INTS, m.intIndices().length}
                        : new int[] {SHORTS, m.shortIndices().length});
            }
            for (BlockCards cards : c.cover()) {
                arrays.add(new int[] {FLOATS, cards.records().length});
                arrays.add(new int[] {BYTES, cards.packedColours().length});
            }
        }
        return new MeshFloor(arrays.stream().mapToInt(a -> a[0]).toArray(), arrays.stream().mapToInt(a -> a[1]).toArray());
    }

    /** Bytes the arrays hold. */
    long bytes() {
        return bytes;
    }

    /** Allocates every array, of its own element type and length, and writes each of its elements; returns them. */
    Object[] write() {
        Object[] out = new Object[types.length];
        for (int i = 0; i < out.length; i++) {
            int n = lengths[i];
            switch (types[i]) {
                case BYTES -> {
                    byte[] a = new byte[n];
                    for (int k = 0; k < n; k++) {
                        a[k] = (byte) k;
                    }
                    out[i] = a;
                }
                case SHORTS -> {
                    short[] a = new short[n];
                    for (int k = 0; k < n; k++) {
                        a[k] = (short) k;
                    }
                    out[i] = a;
                }
                case INTS -> {
                    int[] a = new int[n];
                    for (int k = 0; k < n; k++) {
                        a[k] = k;
                    }
                    out[i] = a;
                }
                default -> {
                    float[] a = new float[n];
                    for (int k = 0; k < n; k++) {
                        a[k] = k;
                    }
                    out[i] = a;
                }
            }
        }
        return out;
    }
}
