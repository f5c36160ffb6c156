package dev.loam.render.mesh;

import java.util.Arrays;

/**
 * One merged mesh of a chunk and a material, in compact arrays a renderer uploads as they are.
 * World space, metres; y up; row 0 of the map toward −z. Triangles wind counter-clockwise seen
 * from the side their normal points to.
 *
 * <p>What it holds a vertex (the packed arrays, which a renderer reads with the attribute formats
 * named):
 * <ul>
 *   <li>position: three unsigned 16-bit offsets ({@link #packedPositions()}, unsigned shorts) from
 *       {@link #positionChannels()}: exact for every value on the quantum's grid (cell corners,
 *       height steps and their 1/16 m fractions on the usual maps), else within half a quantum,
 *       half a millimetre in a chunk of 1 m cells;
 *   <li>normal: one int of three signed 10-bit components, x in bits 0–9, y in 10–19, z in 20–29,
 *       each −511 to 511 for −1 to 1 ({@link #packedNormals()}, {@code GL_INT_2_10_10_10_REV} read as
 *       integers and divided by 511): exact for the axis normals every block-map face has;
 *   <li>colour: r, g, b, a as unsigned bytes, 0 to 255 for 0 to 1 ({@link #packedColours()},
 *       unsigned normalized bytes), each within half a level of the light worked out;
 *   <li>uv and extra: unsigned 16-bit offsets as the position's, from {@link #uvChannels()} and
 *       {@link #extraChannels()}: a chunk's uvs span up to twice its metres in repeats (a wall
 *       mesh's u runs along +x, −x, +z and −z), so a repeat a metre over 1 m cells gives a quantum
 *       of 1/512 or finer and an error under 1/1024 of a repeat, a sixty-fourth of a texel of a
 *       16-texel texture, where a value is off the grid at all;
 *   <li>and the triangles' vertex indices as unsigned shorts when the mesh has at most 65,536
 *       vertices ({@link #shortIndices()}), else as ints ({@link #intIndices()}).
 * </ul>
 * The float getters ({@link #positions()} and the rest) decode into new arrays for readers that
 * want plain values.
 *
 * <p>The packed arrays belong to the mesh and are never written after it is built; their getters
 * hand them out without a copy, so do not write them either.
 */
public final class BlockMesh {
    /** The most vertices whose indices fit in unsigned shorts. */
    public static final int SHORT_INDEX_VERTICES = 1 << 16;
    /** A normal component's value for 1: the packed normals hold −511 to 511 for −1 to 1. */
    public static final int NORMAL_ONE = 511;

    private final BlockMaterial material;
    private final int vertices;
    private final short[] positions;
    private final QuantizedChannels positionChannels;
    private final int[] normals;
    private final byte[] colours;
    private final short[] uvs;
    private final QuantizedChannels uvChannels;
    private final short[] extra;
    private final QuantizedChannels extraChannels;
    private final short[] shortIndices;
    private final int[] intIndices;

    private BlockMesh(BlockMaterial material, int vertices, short[] positions, QuantizedChannels positionChannels,
                      int[] normals, byte[] colours, short[] uvs, QuantizedChannels uvChannels, short[] extra,
                      QuantizedChannels extraChannels, short[] shortIndices, int[] intIndices) {
        this.material = material;
        this.vertices = vertices;
        this.positions = positions;
        this.positionChannels = positionChannels;
        this.normals = normals;
        this.colours = colours;
        this.uvs = uvs;
        this.uvChannels = uvChannels;
        this.extra = extra;
        this.extraChannels = extraChannels;
        this.shortIndices = shortIndices;
        this.intIndices = intIndices;
    }

    /**
     * Packs a mesh from plain arrays of {@code vertices} vertices (each array's first so many
     * vertices' worth read) and {@code indexCount} indices.
     *
     * @param positions x, y, z a vertex, world metres
     * @param normals   unit x, y, z a vertex
     * @param colours   r, g, b, a a vertex, 0 to 1 (clamped)
     * @param uvs       u, v a vertex
     * @param extra     the kind's {@link BlockMeshKind#extraStride()} values a vertex
     */
    static BlockMesh pack(BlockMaterial material, int vertices, float[] positions, float[] normals, float[] colours,
                          float[] uvs, float[] extra, int[] indices, int indexCount) {
        int[] n = new int[vertices];
        for (int v = 0; v < vertices; v++) {
            n[v] = packNormal(normals[3 * v], normals[3 * v + 1], normals[3 * v + 2]);
        }
        byte[] c = new byte[4 * vertices];
        for (int i = 0; i < c.length; i++) {
            c[i] = unitByte(colours[i]);
        }
        return packed(material, vertices, positions, n, c, uvs, extra, indices, indexCount, null, null);
    }

    /**
     * As {@link #pack}, from normals and colours already packed ({@link #packNormal},
     * {@link #unitByte}), copied.
     *
     * @param lo the least position x, y, z and uv u, v of the vertices, or null to find them
     * @param hi the greatest, or null
     */
    static BlockMesh packed(BlockMaterial material, int vertices, float[] positions, int[] normals, byte[] colours,
                            float[] uvs, float[] extra, int[] indices, int indexCount, float[] lo, float[] hi) {
        int stride = material.kind().extraStride();
        QuantizedChannels pc = lo == null ? QuantizedChannels.fit(positions, vertices, 3)
                : QuantizedChannels.fit(lo, hi, 0, 3);
        short[] p = new short[3 * vertices];
        pc.encode(positions, vertices, p);
        int[] n = Arrays.copyOf(normals, vertices);
        byte[] c = Arrays.copyOf(colours, 4 * vertices);
        QuantizedChannels uc = lo == null ? QuantizedChannels.fit(uvs, vertices, 2) : QuantizedChannels.fit(lo, hi, 3, 2);
        short[] uv = new short[2 * vertices];
        uc.encode(uvs, vertices, uv);
        QuantizedChannels xc = QuantizedChannels.fit(extra, vertices, stride);
        short[] x = new short[stride * vertices];
        xc.encode(extra, vertices, x);
        short[] si = null;
        int[] ii = null;
        if (vertices <= SHORT_INDEX_VERTICES) {
            si = new short[indexCount];
            for (int i = 0; i < indexCount; i++) {
                si[i] = (short) indices[i];
            }
        } else {
            ii = Arrays.copyOf(indices, indexCount);
        }
        return new BlockMesh(material, vertices, p, pc, n, c, uv, uc, x, xc, si, ii);
    }

    /** A normal's packed int: each component times {@link #NORMAL_ONE}, rounded, in 10 signed bits. */
    static int packNormal(float x, float y, float z) {
        return component(x) | component(y) << 10 | component(z) << 20;
    }

    private static int component(float f) {
        int k = f <= -1 ? -NORMAL_ONE : f >= 1 ? NORMAL_ONE : (int) Math.floor(f * NORMAL_ONE + 0.5f);
        return k & 0x3ff;
    }

    /** Component {@code axis} (0 x, 1 y, 2 z) of a packed normal, −511 to 511. */
    static int normalComponent(int packed, int axis) {
        return packed << (22 - 10 * axis) >> 22;
    }

    /** A 0-to-1 value's unsigned byte, rounded to the nearest of 255 levels (half up); clamped, and 0 for NaN. */
    static byte unitByte(float f) {
        // Over 0, adding a half and truncating rounds to the nearest (cheaper than Math.round's bit work).
        return (byte) (f >= 1 ? 255 : f > 0 ? (int) (f * 255f + 0.5f) : 0);
    }

    /** What the mesh is drawn with, its kind and its shadow flag. */
    public BlockMaterial material() {
        return material;
    }

    /** What the mesh draws. */
    public BlockMeshKind kind() {
        return material.kind();
    }

    /** Whether the mesh casts into the sun's shadow map: walls do, tops do not. */
    public boolean castsShadow() {
        return material.castsShadow();
    }

    /** Three offsets a vertex, x, y, z, from {@link #positionChannels()}. Not a copy. */
    public short[] packedPositions() {
        return positions;
    }

    /** How {@link #packedPositions()} stand for world metres. */
    public QuantizedChannels positionChannels() {
        return positionChannels;
    }

    /** One packed normal a vertex (see the class's description). Not a copy. */
    public int[] packedNormals() {
        return normals;
    }

    /** r, g, b, a a vertex as unsigned bytes, 255 for 1. Not a copy. */
    public byte[] packedColours() {
        return colours;
    }

    /** Two offsets a vertex, u, v, from {@link #uvChannels()}. Not a copy. */
    public short[] packedUvs() {
        return uvs;
    }

    /** How {@link #packedUvs()} stand for texture repeats. */
    public QuantizedChannels uvChannels() {
        return uvChannels;
    }

    /** {@link BlockMeshKind#extraStride()} offsets a vertex (empty for none), from {@link #extraChannels()}. Not a copy. */
    public short[] packedExtra() {
        return extra;
    }

    /** How {@link #packedExtra()} stand for the kind's extra values. */
    public QuantizedChannels extraChannels() {
        return extraChannels;
    }

    /** Three vertex indices a triangle as unsigned shorts; null when the mesh has more than 65,536 vertices. Not a copy. */
    public short[] shortIndices() {
        return shortIndices;
    }

    /** Three vertex indices a triangle as ints; null when they are held as {@link #shortIndices()}. Not a copy. */
    public int[] intIndices() {
        return intIndices;
    }

    /** x, y, z of each vertex in world metres, decoded into a new array. */
    public float[] positions() {
        return positionChannels.decode(positions);
    }

    /** Unit normal x, y, z of each vertex, decoded into a new array. */
    public float[] normals() {
        float[] out = new float[3 * vertices];
        for (int v = 0; v < vertices; v++) {
            for (int a = 0; a < 3; a++) {
                out[3 * v + a] = normalComponent(normals[v], a) / (float) NORMAL_ONE;
            }
        }
        return out;
    }

    /**
     * Baked light r, g, b, a of each vertex, 0 to 1, decoded into a new array: the colour the face's
     * own colour or texture is multiplied by. Water carries its shallow-to-deep colour and opacity;
     * cards their root darkening.
     */
    public float[] colours() {
        float[] out = new float[colours.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = (colours[i] & 0xff) / 255f;
        }
        return out;
    }

    /**
     * u, v of each vertex in texture repeats, decoded into a new array: (0, 0) is the texture's
     * top-left texel's corner, (1, 1) its bottom-right; sample with wrapping. Tops, walls and
     * fringes are laid in world space at their texture's texels a metre, each repeat turned or
     * mirrored as its variation picks (a colour face's at one repeat a metre); water's are world x
     * and z in metres, for its pattern and flow; a card's span its frame of the strip, v 0 at the
     * card's top.
     */
    public float[] uvs() {
        return uvChannels.decode(uvs);
    }

    /** The kind's extra attribute, {@link BlockMeshKind#extraStride()} values a vertex (empty for none), decoded into a new array. */
    public float[] extra() {
        return extraChannels.decode(extra);
    }

    /** Three vertex indices a triangle, into a new array. */
    public int[] indices() {
        if (intIndices != null) {
            return intIndices.clone();
        }
        int[] out = new int[shortIndices.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = shortIndices[i] & 0xffff;
        }
        return out;
    }

    /**
     * Widens a box (min x, y, z, max x, y, z in world metres) to hold every vertex, read from the
     * packed offsets without decoding them all.
     *
     * @return {@code box}
     */
    public float[] widen(float[] box) {
        for (int a = 0; a < 3; a++) {
            int lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
            for (int i = a; i < positions.length; i += 3) {
                int k = positions[i] & 0xffff;
                lo = Math.min(lo, k);
                hi = Math.max(hi, k);
            }
            if (lo <= hi) {
                box[a] = Math.min(box[a], positionChannels.decode(a, (short) lo));
                box[a + 3] = Math.max(box[a + 3], positionChannels.decode(a, (short) hi));
            }
        }
        return box;
    }

    /** The mesh decoded into new float arrays ({@link #positions()} and the rest). */
    BlockMeshArrays arrays() {
        return new BlockMeshArrays(material, positions(), normals(), colours(), uvs(), extra(), indices());
    }

    /** Vertices in the mesh. */
    public int vertexCount() {
        return vertices;
    }

    /** Indices in the mesh, three a triangle. */
    public int indexCount() {
        return intIndices != null ? intIndices.length : shortIndices.length;
    }

    /** Triangles in the mesh. */
    public int triangleCount() {
        return indexCount() / 3;
    }

    /**
     * The bytes of each array the mesh holds, in the order positions, normals, colours, uvs, extra,
     * indices: what it keeps in the heap and a renderer uploads, array for array.
     */
    public int[] arrayBytes() {
        return new int[] {2 * positions.length, 4 * normals.length, colours.length, 2 * uvs.length, 2 * extra.length,
                intIndices != null ? 4 * intIndices.length : 2 * shortIndices.length};
    }

    /** Whether the other mesh has the same material, channels and every array equal, element for element. */
    public boolean sameAs(BlockMesh o) {
        return material.equals(o.material) && vertices == o.vertices && Arrays.equals(positions, o.positions)
                && positionChannels.equals(o.positionChannels) && Arrays.equals(normals, o.normals)
                && Arrays.equals(colours, o.colours) && Arrays.equals(uvs, o.uvs) && uvChannels.equals(o.uvChannels)
                && Arrays.equals(extra, o.extra) && extraChannels.equals(o.extraChannels)
                && Arrays.equals(shortIndices, o.shortIndices) && Arrays.equals(intIndices, o.intIndices);
    }

    @Override
    public String toString() {
        return "BlockMesh[" + material.kind() + ", " + vertexCount() + " vertices, " + triangleCount() + " triangles]";
    }
}
