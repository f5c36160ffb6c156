package dev.loam.render.mesh;

import java.util.Arrays;

/**
 * A growable run of card records for one cover material while a chunk is built, kept and cleared
 * between chunks so building allocates only the finished {@link BlockCards}. Not thread-safe.
 */
final class BlockCardBuffer {
    final BlockMaterial material;
    float[] records = new float[BlockCards.STRIDE * 256];
    /** Per card: the root row's colour r, g, b at {@link #ROOT_COLOUR}, the upper rows' at {@link #COLOUR}. */
    float[] colours = new float[6 * 256];
    static final int ROOT_COLOUR = 0, COLOUR = 3;
    int count;

    BlockCardBuffer(BlockMaterial material) {
        this.material = material;
    }

    void clear() {
        count = 0;
    }

    boolean isEmpty() {
        return count == 0;
    }

    /**
     * Adds a card; returns the offset of its colours in {@link #colours} (six a card), which the
     * caller writes. Grows as needed.
     */
    int card(double x, double y, double z, double width, double height, int frame, double sway) {
        int at = count * BlockCards.STRIDE;
        if (at + BlockCards.STRIDE > records.length) {
            records = Arrays.copyOf(records, records.length * 2);
            colours = Arrays.copyOf(colours, colours.length * 2);
        }
        count++;
        float[] r = records;
        r[at + BlockCards.ROOT] = (float) x;
        r[at + BlockCards.ROOT + 1] = (float) y;
        r[at + BlockCards.ROOT + 2] = (float) z;
        r[at + BlockCards.WIDTH] = (float) width;
        r[at + BlockCards.HEIGHT] = (float) height;
        r[at + BlockCards.FRAME] = frame;
        r[at + BlockCards.SWAY] = (float) sway;
        return 6 * (count - 1);
    }

    /** The finished cards: exact-length copies the caller owns, the colours packed as bytes. */
    BlockCards finish() {
        byte[] packed = new byte[count * BlockCards.COLOUR_BYTES];
        for (int card = 0; card < count; card++) {
            for (int ch = 0; ch < 3; ch++) {
                packed[card * BlockCards.COLOUR_BYTES + BlockCards.ROOT_COLOUR + ch] =
                        BlockMesh.unitByte(colours[6 * card + ROOT_COLOUR + ch]);
                packed[card * BlockCards.COLOUR_BYTES + BlockCards.COLOUR + ch] =
                        BlockMesh.unitByte(colours[6 * card + COLOUR + ch]);
            }
            packed[card * BlockCards.COLOUR_BYTES + BlockCards.ROOT_COLOUR + 3] = (byte) 255;
            packed[card * BlockCards.COLOUR_BYTES + BlockCards.COLOUR + 3] = (byte) 255;
        }
        return new BlockCards(material, Arrays.copyOf(records, count * BlockCards.STRIDE), packed);
    }
}
