package dev.loam.render.mesh;

import java.util.Arrays;

/**
 * How one attribute of a {@link BlockMesh} (its positions, its uvs or its extra) is held: each
 * vertex's value of each channel as an unsigned 16-bit offset from the channel's origin, in steps of
 * the channel's quantum, so a value is {@code origin + (offset & 0xffff) · quantum}. A renderer
 * reads the offsets as they are (unsigned shorts, not normalized) and decodes them in its vertex
 * shader with the same sum.
 *
 * <p>Each channel's quantum is the finest power of two whose 65,535 steps span the channel's values
 * in the mesh, and its origin a multiple of it that a float holds exactly. So a value that is a
 * multiple of the quantum comes back bit for bit (as its float: on the CPU by {@link #decode}, on
 * the GPU by {@code origin + offset · quantum} in float, whose product is exact and whose sum rounds
 * once), and any other comes back within half a quantum, which is under the channel's span over
 * 131,070 in the mesh. For a 32-cell chunk of 1 m cells that is 1/1024 m across (half a millimetre
 * at worst), and the cells' corners, height steps of 1/1024 m multiples and texture repeats laid a
 * whole number of times a metre all come back exact. Immutable.
 */
public final class QuantizedChannels {
    /** The largest offset, an unsigned 16-bit value's. */
    public static final int MAX_OFFSET = 0xffff;
    /** The finest quantum a channel is given, where its values all but agree: 2⁻³⁰. */
    static final double FINEST_QUANTUM = 0x1p-30;

    private final float[] origin;
    private final float[] quantum;

    private QuantizedChannels(float[] origin, float[] quantum) {
        this.origin = origin;
        this.quantum = quantum;
    }

    /**
     * The channels for {@code count} vertices' values, {@code channels} a vertex, interleaved in
     * {@code values} (vertex {@code v}'s channel {@code c} at {@code v·channels + c}).
     *
     * @throws IllegalArgumentException when a value is not finite
     */
    static QuantizedChannels fit(float[] values, int count, int channels) {
        float[] lo = new float[channels], hi = new float[channels];
        for (int c = 0; c < channels; c++) {
            // Plain comparisons skip a NaN, so it is looked for apart, to refuse it below.
            float l = count == 0 ? 0 : Float.POSITIVE_INFINITY, h = count == 0 ? 0 : Float.NEGATIVE_INFINITY;
            boolean nan = false;
            for (int i = c, end = count * channels; i < end; i += channels) {
                float x = values[i];
                l = x < l ? x : l;
                h = x > h ? x : h;
                nan |= x != x;
            }
            lo[c] = nan ? Float.NaN : l;
            hi[c] = h;
        }
        return fit(lo, hi, 0, channels);
    }

    /**
     * The channels for values whose least and greatest are known: channel {@code c}'s at
     * {@code lo[from + c]} and {@code hi[from + c]} (both infinite, none written, reads as 0).
     *
     * @throws IllegalArgumentException when a bound is NaN or only one is infinite
     */
    static QuantizedChannels fit(float[] lo, float[] hi, int from, int channels) {
        float[] origin = new float[channels], quantum = new float[channels];
        for (int c = 0; c < channels; c++) {
            float l = lo[from + c], h = hi[from + c];
            if (l == Float.POSITIVE_INFINITY && h == Float.NEGATIVE_INFINITY) {
                l = h = 0;
            }
            if (!Float.isFinite(l) || !Float.isFinite(h)) {
                throw new IllegalArgumentException("a mesh's channel " + c + " holds a value that is not finite");
            }
            double q = FINEST_QUANTUM;
            while (true) {
                double o = Math.floor(l / q) * q;
                if ((double) (float) o != o) {
                    // A multiple of q that big lies between floats, which are spaced wider than q there
                    // and so are multiples of q themselves: take the float under it.
                    float f = (float) o;
                    o = f > o ? Math.nextDown(f) : f;
                }
                if (h - o <= MAX_OFFSET * q) {
                    origin[c] = (float) o;
                    quantum[c] = (float) q;
                    break;
                }
                q *= 2;
            }
        }
        return new QuantizedChannels(origin, quantum);
    }

    /** Writes the offsets of {@code count} vertices' values (as {@link #fit} read them) into {@code out}. */
    void encode(float[] values, int count, short[] out) {
        int channels = origin.length;
        double[] o = new double[channels], step = new double[channels];
        for (int c = 0; c < channels; c++) {
            o[c] = origin[c];
            step[c] = 1.0 / quantum[c];
        }
        // Each offset: exact in double (a float less a float near it, times a power of two); every
        // value lies at or over the origin, so adding a half and truncating rounds to the nearest.
        if (channels == 3) {
            // Positions: the three side by side in one pass.
            double o0 = o[0], o1 = o[1], o2 = o[2], s0 = step[0], s1 = step[1], s2 = step[2];
            for (int i = 0, end = 3 * count; i < end; i += 3) {
                out[i] = offset((values[i] - o0) * s0);
                out[i + 1] = offset((values[i + 1] - o1) * s1);
                out[i + 2] = offset((values[i + 2] - o2) * s2);
            }
            return;
        }
        for (int c = 0; c < channels; c++) {
            double oc = o[c], sc = step[c];
            for (int i = c, end = count * channels; i < end; i += channels) {
                out[i] = offset((values[i] - oc) * sc);
            }
        }
    }

    private static short offset(double steps) {
        return (short) Math.min((int) (steps + 0.5), MAX_OFFSET);
    }

    /** Channels a vertex. */
    public int channels() {
        return origin.length;
    }

    /** Channel {@code c}'s origin: the value an offset of 0 stands for. */
    public float origin(int c) {
        return origin[c];
    }

    /** Channel {@code c}'s quantum: the value one offset step stands for, a power of two. */
    public float quantum(int c) {
        return quantum[c];
    }

    /** The value an offset of channel {@code c} stands for, as a float (the GPU's sum, rounded once). */
    public float decode(int c, short offset) {
        return (float) ((double) origin[c] + (offset & 0xffff) * (double) quantum[c]);
    }

    /** Decodes interleaved offsets ({@link #channels()} a vertex) into a new array of their values. */
    public float[] decode(short[] offsets) {
        float[] out = new float[offsets.length];
        decode(offsets, out, 0);
        return out;
    }

    /** Decodes interleaved offsets into {@code dest} from {@code at} on; returns {@code dest}. */
    public float[] decode(short[] offsets, float[] dest, int at) {
        int channels = origin.length;
        for (int i = 0; i < offsets.length; i++) {
            dest[at + i] = decode(i % channels, offsets[i]);
        }
        return dest;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof QuantizedChannels q && Arrays.equals(origin, q.origin) && Arrays.equals(quantum, q.quantum);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(origin) + Arrays.hashCode(quantum);
    }

    @Override
    public String toString() {
        return "QuantizedChannels[origin " + Arrays.toString(origin) + ", quantum " + Arrays.toString(quantum) + "]";
    }
}
