package dev.loam.assets.internal.gltf;

import de.javagl.jgltf.impl.v2.AccessorSparse;
import de.javagl.jgltf.impl.v2.BufferView;
import de.javagl.jgltf.model.AccessorModel;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.List;

/**
 * Reads a jgltf accessor's elements into plain arrays: floats for attributes, with glTF's rules
 * for normalized integers ({@code max(c / 127, −1)} for a byte, {@code c / 255} for an unsigned
 * byte, and likewise for shorts; an integer that is not normalized is its value), and unsigned
 * indices. Sparse substitutions are applied here from the values {@link GltfChecks} set apart.
 * Every range was checked by {@link GltfChecks} before jgltf built the accessor, so nothing here
 * reads outside its buffer view. A {@link DecodePasses} walker given with an accessor walks every
 * value once it is final: a tightly packed float or uint accessor with no sparse substitution is
 * copied out in bulk {@link DecodePasses#CHUNK} values at a time, each piece walked while it is
 * still in the nearest cache; any other is walked whole once decoded.
 */
final class AccessorReader {
    private AccessorReader() {
    }

    /**
     * The accessor's elements, {@code components} floats each.
     *
     * @param a      jgltf's accessor
     * @param sparse its sparse substitution, or null
     * @param checks the checked document (for the sparse values' buffer)
     * @param views  the document's buffer views
     * @param walk   walks the values once decoded, or null
     */
    static float[] floats(AccessorModel a, AccessorSparse sparse, GltfChecks checks, List<BufferView> views,
            DecodePasses.FloatWalk walk) {
        int c = a.getElementType().getNumComponents();
        int n = a.getCount();
        float[] out = new float[n * c];
        ByteBuffer data = a.getBufferViewModel().getBufferViewData().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        int type = a.getComponentType();
        boolean norm = a.isNormalized();
        int size = GltfChecks.componentBytes(type);
        int stride = a.getByteStride();
        int offset = a.getByteOffset();
        if (type == 5126 && stride == c * 4) {
            data.position(offset);
            FloatBuffer values = data.asFloatBuffer();
            if (walk == null || sparse != null) {
                values.get(out, 0, n * c);
            } else {
                for (int at = 0; at < out.length; at += DecodePasses.CHUNK) {
                    int m = Math.min(DecodePasses.CHUNK, out.length - at);
                    values.get(out, at, m);
                    walk.walk(out, at, at + m);
                }
                return out;
            }
        } else {
            for (int e = 0; e < n; e++) {
                int at = offset + e * stride;
                for (int k = 0; k < c; k++) {
                    out[e * c + k] = component(data, at + k * size, type, norm);
                }
            }
        }
        if (sparse != null) {
            substitute(out, c, sparse, type, norm, checks, views);
        }
        if (walk != null) {
            walk.walk(out, 0, out.length);
        }
        return out;
    }

    /**
     * The accessor's elements as unsigned indices (a uint past 2^31 − 1 comes out negative: no
     * vertex); {@code walk}, when not null, walks tightly packed uints piece by piece as they are
     * copied, any other indices whole once read.
     */
    static int[] indices(AccessorModel a, DecodePasses.IntWalk walk) {
        int n = a.getCount();
        int[] out = new int[n];
        ByteBuffer data = a.getBufferViewModel().getBufferViewData().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        int type = a.getComponentType();
        int stride = a.getByteStride();
        int offset = a.getByteOffset();
        if (type == 5125 && stride == 4) {
            data.position(offset);
            IntBuffer values = data.asIntBuffer();
            if (walk == null) {
                values.get(out);
            } else {
                for (int at = 0; at < n; at += DecodePasses.CHUNK) {
                    int m = Math.min(DecodePasses.CHUNK, n - at);
                    values.get(out, at, m);
                    walk.walk(out, at, at + m);
                }
            }
            return out;
        } else if (type == 5123 && stride == 2) {
            for (int e = 0; e < n; e++) {
                out[e] = data.getShort(offset + 2 * e) & 0xffff;
            }
        } else {
            for (int e = 0; e < n; e++) {
                int at = offset + e * stride;
                out[e] = type == 5121 ? data.get(at) & 0xff : type == 5123 ? data.getShort(at) & 0xffff : data.getInt(at);
            }
        }
        if (walk != null) {
            walk.walk(out, 0, n);
        }
        return out;
    }

    /** The accessor's elements as unsigned indices with a sparse substitution applied, then walked by {@code walk} (or null). */
    static int[] indices(AccessorModel a, AccessorSparse sparse, GltfChecks checks, List<BufferView> views, DecodePasses.IntWalk walk) {
        int[] out = indices(a, sparse == null ? walk : null);
        if (sparse != null) {
            ByteBuffer values = viewData(sparse.getValues().getBufferView(), checks, views);
            int vOffset = sparse.getValues().getByteOffset() == null ? 0 : sparse.getValues().getByteOffset();
            int size = GltfChecks.componentBytes(a.getComponentType());
            int[] where = sparseIndices(sparse, checks, views);
            for (int k = 0; k < where.length; k++) {
                int at = vOffset + k * size;
                int type = a.getComponentType();
                out[where[k]] = type == 5121 ? values.get(at) & 0xff : type == 5123 ? values.getShort(at) & 0xffff : values.getInt(at);
            }
            if (walk != null) {
                walk.walk(out, 0, out.length);
            }
        }
        return out;
    }

    private static void substitute(float[] out, int c, AccessorSparse sparse, int type, boolean norm, GltfChecks checks,
            List<BufferView> views) {
        ByteBuffer values = viewData(sparse.getValues().getBufferView(), checks, views);
        int vOffset = sparse.getValues().getByteOffset() == null ? 0 : sparse.getValues().getByteOffset();
        int size = GltfChecks.componentBytes(type);
        int[] where = sparseIndices(sparse, checks, views);
        for (int k = 0; k < where.length; k++) {
            for (int j = 0; j < c; j++) {
                out[where[k] * c + j] = component(values, vOffset + (k * c + j) * size, type, norm);
            }
        }
    }

    private static int[] sparseIndices(AccessorSparse sparse, GltfChecks checks, List<BufferView> views) {
        ByteBuffer ix = viewData(sparse.getIndices().getBufferView(), checks, views);
        int offset = sparse.getIndices().getByteOffset() == null ? 0 : sparse.getIndices().getByteOffset();
        int type = sparse.getIndices().getComponentType();
        int[] where = new int[sparse.getCount()];
        for (int k = 0; k < where.length; k++) {
            where[k] = type == 5121 ? ix.get(offset + k) & 0xff
                    : type == 5123 ? ix.getShort(offset + 2 * k) & 0xffff : ix.getInt(offset + 4 * k);
        }
        return where;
    }

    private static ByteBuffer viewData(int view, GltfChecks checks, List<BufferView> views) {
        BufferView v = views.get(view);
        int offset = v.getByteOffset() == null ? 0 : v.getByteOffset();
        ByteBuffer b = checks.buffer(v.getBuffer()).duplicate();
        b.limit(offset + v.getByteLength()).position(offset);
        return b.slice().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** One component as a float, by glTF's rules for its type and normalization. */
    static float component(ByteBuffer b, int at, int type, boolean normalized) {
        switch (type) {
            case 5126:
                return b.getFloat(at);
            case 5120: {
                byte v = b.get(at);
                return normalized ? Math.max(v / 127f, -1f) : v;
            }
            case 5121: {
                int v = b.get(at) & 0xff;
                return normalized ? v / 255f : v;
            }
            case 5122: {
                short v = b.getShort(at);
                return normalized ? Math.max(v / 32767f, -1f) : v;
            }
            case 5123: {
                int v = b.getShort(at) & 0xffff;
                return normalized ? v / 65535f : v;
            }
            default: {
                long v = b.getInt(at) & 0xffffffffL;
                return normalized ? (float) (v / 4294967295.0) : (float) v;
            }
        }
    }
}
