package dev.loam.render.mesh;

import java.util.Arrays;

/**
 * A growable run of card records for one cover material while a chunk is built, kept and cleared
 * between chunks so building allocates only the finished {@link BlockCards}. Not thread-safe.
 */
final class BlockCardBuffer {
    final BlockMaterial material;
    float[] records = new float[BlockCards.STRIDE * 256];
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
     * Adds a card; returns the offset of its record, whose colours the caller writes. Grows as
     * needed.
     */
    int card(double x, double y, double z, double width, double height, int frame, double sway) {
        int at = count * BlockCards.STRIDE;
        if (at + BlockCards.STRIDE > records.length) {
            records = Arrays.copyOf(records, records.length * 2);
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
        return at;
    }

    /** The finished cards: an exact-length copy the caller owns. */
    BlockCards finish() {
        return new BlockCards(material, Arrays.copyOf(records, count * BlockCards.STRIDE));
    }
}
