package dev.loam.render.mesh;

import java.util.Arrays;
import java.util.Objects;

/**
 * The ground-cover cards of one strip in one chunk, one record of {@value #STRIDE} floats and
 * {@value #COLOUR_BYTES} colour bytes a card, which a renderer expands on the GPU (one instance a
 * card) instead of uploading six vertices a card: a tenth of the bytes to build, keep and upload,
 * for the same picture. {@link #toMesh()}
 * expands them into the triangles a card draws, for an exporter or a renderer without instancing.
 *
 * <p>A card is six vertices and four triangles: a root row, a row at {@value #ROOT_SHARE} of its
 * height and a tip row, two vertices each (left and right), laid facing +z about its root at its
 * bottom middle, normals up (a card is lit as the ground it grows from). The root row takes the
 * root colour, the two upper rows the light colour, so the root's darkening fades over the lower
 * {@value #ROOT_SHARE} of the card. Its frame spans u from {@code frame / columns} (left) to
 * {@code (frame + 1) / columns} (right) of the strip, v from 1 at the root to 0 at the tip. Its
 * sway weight at a vertex is {@link #SWAY} times the vertex's share of the card's height.
 *
 * <p>The arrays belong to the cards and are never written after they are built; {@link #records()}
 * and {@link #packedColours()} hand them out without a copy, so do not write them either.
 */
public final class BlockCards {
    /** Floats a card in {@link #records()}. */
    public static final int STRIDE = 7;
    /** Offset of the root's world x, y and z (metres): the card's bottom middle. */
    public static final int ROOT = 0;
    /** Offset of the card's width in metres. */
    public static final int WIDTH = 3;
    /** Offset of the card's height in metres. */
    public static final int HEIGHT = 4;
    /** Offset of the frame of the strip the card shows, a whole number from 0. */
    public static final int FRAME = 5;
    /** Offset of the cover's wind weight: how far the tip sways, the root not at all. */
    public static final int SWAY = 6;
    /** Bytes a card in {@link #packedColours()}. */
    public static final int COLOUR_BYTES = 8;
    /**
     * Offset in a card's {@link #packedColours()} of the root row's colour r, g, b (and 255): the
     * light at the root, darkened by the cover's root darkening.
     */
    public static final int ROOT_COLOUR = 0;
    /** Offset in a card's {@link #packedColours()} of the upper rows' colour r, g, b (and 255): the light of the top at the root. */
    public static final int COLOUR = 4;
    /** Share of a card's height over which its root darkening fades. */
    public static final double ROOT_SHARE = 0.6;
    /** Vertices a card draws as. */
    public static final int VERTICES_PER_CARD = 6;
    /** Triangles a card draws as. */
    public static final int TRIANGLES_PER_CARD = 4;
    /**
     * The corners of a card's triangles, three a triangle (4 triangles), each the corner's row
     * (0 root, 1 at {@link #ROOT_SHARE}, 2 tip) times two plus its side (0 left, 1 right); they
     * wind counter-clockwise seen from +z.
     */
    private static final int[] CORNERS = {0, 1, 3, 0, 3, 2, 2, 3, 5, 2, 5, 4};

    private final BlockMaterial material;
    private final float[] records;
    private final byte[] colours;

    BlockCards(BlockMaterial material, float[] records, byte[] colours) {
        this.material = Objects.requireNonNull(material, "material");
        if (material.kind() != BlockMeshKind.COVER) {
            throw new IllegalArgumentException("cards are drawn with a COVER material, not " + material.kind());
        }
        if (records.length % STRIDE != 0) {
            throw new IllegalArgumentException(records.length + " floats is not a whole number of " + STRIDE + "-float cards");
        }
        if (colours.length != records.length / STRIDE * COLOUR_BYTES) {
            throw new IllegalArgumentException(colours.length + " colour bytes for " + records.length / STRIDE
                    + " cards: " + COLOUR_BYTES + " a card");
        }
        this.records = records;
        this.colours = colours;
    }

    /** The strip the cards show, its frame count and whether they cast shadow. */
    public BlockMaterial material() {
        return material;
    }

    /** Whether the cards cast into the sun's shadow map: as the cover's {@code castShadow}. */
    public boolean castsShadow() {
        return material.castsShadow();
    }

    /** The records, {@value #STRIDE} floats a card, laid out as the offsets above say. Not a copy. */
    public float[] records() {
        return records;
    }

    /**
     * The cards' two colours as unsigned bytes, {@value #COLOUR_BYTES} a card: r, g, b, 255 of the
     * root row at {@link #ROOT_COLOUR}, of the upper rows at {@link #COLOUR}; 255 for 1, each within
     * half a level of the light worked out. Not a copy.
     */
    public byte[] packedColours() {
        return colours;
    }

    /**
     * The cards' colours decoded into a new array, 6 floats a card, 0 to 1: the root row's r, g, b,
     * then the upper rows'.
     */
    public float[] colours() {
        int n = count();
        float[] out = new float[6 * n];
        for (int card = 0; card < n; card++) {
            for (int ch = 0; ch < 3; ch++) {
                out[6 * card + ch] = (colours[card * COLOUR_BYTES + ROOT_COLOUR + ch] & 0xff) / 255f;
                out[6 * card + 3 + ch] = (colours[card * COLOUR_BYTES + COLOUR + ch] & 0xff) / 255f;
            }
        }
        return out;
    }

    /** Bytes the cards hold: their records' and their colours'. */
    public long bytes() {
        return 4L * records.length + colours.length;
    }

    /** Cards held. */
    public int count() {
        return records.length / STRIDE;
    }

    /** Vertices the cards draw as: six a card. */
    public int vertexCount() {
        return VERTICES_PER_CARD * count();
    }

    /** Triangles the cards draw as: four a card. */
    public int triangleCount() {
        return TRIANGLES_PER_CARD * count();
    }

    /**
     * Widens a box (min x, y, z, max x, y, z in world metres) to hold every card's root and the
     * point its height over it, as the cards stand before they turn to the camera or sway.
     *
     * @return {@code box}
     */
    public float[] widen(float[] box) {
        float[] r = records;
        for (int at = 0; at < r.length; at += STRIDE) {
            for (int a = 0; a < 3; a++) {
                box[a] = Math.min(box[a], r[at + ROOT + a]);
                box[a + 3] = Math.max(box[a + 3], r[at + ROOT + a]);
            }
            box[4] = Math.max(box[4], r[at + ROOT + 1] + r[at + HEIGHT]);
        }
        return box;
    }

    /** The corner (row · 2 + side) of a card's {@code i}th triangle vertex, 0 ≤ i &lt; 12, as a renderer draws it. */
    public static int corner(int i) {
        return CORNERS[i];
    }

    /**
     * The cards as one {@link BlockMeshKind#COVER} mesh of six vertices and four triangles a card,
     * laid facing +z, with the extra attribute that kind describes (offset from the root sideways
     * and up, sway weight), packed as {@link BlockMesh} holds every mesh. Builds new arrays on each call.
     */
    public BlockMesh toMesh() {
        return arrays().pack();
    }

    /** The cards expanded as {@link #toMesh()} expands them, into new float arrays, before they are packed. */
    BlockMeshArrays arrays() {
        int n = count(), columns = material.columns();
        float[] positions = new float[3 * VERTICES_PER_CARD * n], normals = new float[3 * VERTICES_PER_CARD * n];
        float[] colours = new float[4 * VERTICES_PER_CARD * n], uvs = new float[2 * VERTICES_PER_CARD * n];
        float[] extra = new float[3 * VERTICES_PER_CARD * n];
        int[] indices = new int[3 * TRIANGLES_PER_CARD * n];
        for (int card = 0; card < n; card++) {
            int r = card * STRIDE, first = card * VERTICES_PER_CARD;
            float width = records[r + WIDTH], height = records[r + HEIGHT];
            float frame = records[r + FRAME];
            float u0 = frame / columns, u1 = (frame + 1) / columns;
            for (int corner = 0; corner < VERTICES_PER_CARD; corner++) {
                int row = corner >> 1, side = corner & 1, v = first + corner;
                float up = (float) (row == 0 ? 0 : row == 1 ? ROOT_SHARE * height : height);
                float ox = side == 0 ? -width / 2 : width / 2;
                positions[3 * v] = records[r + ROOT] + ox;
                positions[3 * v + 1] = records[r + ROOT + 1] + up;
                positions[3 * v + 2] = records[r + ROOT + 2];
                normals[3 * v + 1] = 1;
                int c = card * COLOUR_BYTES + (row == 0 ? ROOT_COLOUR : COLOUR);
                colours[4 * v] = (this.colours[c] & 0xff) / 255f;
                colours[4 * v + 1] = (this.colours[c + 1] & 0xff) / 255f;
                colours[4 * v + 2] = (this.colours[c + 2] & 0xff) / 255f;
                colours[4 * v + 3] = 1;
                uvs[2 * v] = side == 0 ? u0 : u1;
                uvs[2 * v + 1] = 1 - up / height;
                extra[3 * v] = ox;
                extra[3 * v + 1] = up;
                extra[3 * v + 2] = records[r + SWAY] * up / height;
            }
            for (int i = 0; i < CORNERS.length; i++) {
                indices[card * CORNERS.length + i] = first + CORNERS[i];
            }
        }
        return new BlockMeshArrays(material, positions, normals, colours, uvs, extra, indices);
    }

    /** Whether the other cards have the same material, records and colours, element for element. */
    public boolean sameAs(BlockCards o) {
        return material.equals(o.material) && Arrays.equals(records, o.records) && Arrays.equals(colours, o.colours);
    }

    @Override
    public String toString() {
        return "BlockCards[" + material.strip().name() + ", " + count() + " cards]";
    }
}
