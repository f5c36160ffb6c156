package dev.loam.worldgen;

/**
 * What a debugging overlay shows about streaming, updated in place at the end of every {@code
 * update}: the same object every frame, so reading it allocates nothing. Read it on the game's
 * thread.
 */
public final class StreamStats {
    int resident;
    int queued;
    int generatedThisFrame;
    int piecesThisFrame;
    int publishedThisFrame;
    int releasedThisFrame;
    long nanosThisFrame;
    long publishNanosThisFrame;
    long generatedTotal;
    long releasedTotal;

    StreamStats() {
    }

    /** @return chunks published and not yet released */
    public int resident() {
        return resident;
    }

    /** @return chunks wanted whose work is not finished (queued, partly done or on the executor) */
    public int queued() {
        return queued;
    }

    /** @return chunks whose work finished in the last update */
    public int generatedThisFrame() {
        return generatedThisFrame;
    }

    /** @return pieces of chunk work done inline in the last update (a chunk is one or more pieces) */
    public int piecesThisFrame() {
        return piecesThisFrame;
    }

    /** @return publish calls made in the last update (new, filled-in, regenerated or re-diffed chunks) */
    public int publishedThisFrame() {
        return publishedThisFrame;
    }

    /** @return chunks released in the last update */
    public int releasedThisFrame() {
        return releasedThisFrame;
    }

    /** @return the time the last update took, nanoseconds */
    public long nanosThisFrame() {
        return nanosThisFrame;
    }

    /**
     * @return the part of the last update spent publishing (the publisher's calls, the disposers
     *     of what they replaced, and laying the diffs over the placements), nanoseconds by the
     *     stream's clock
     */
    public long publishNanosThisFrame() {
        return publishNanosThisFrame;
    }

    /** @return chunks whose work finished since streaming began */
    public long generatedTotal() {
        return generatedTotal;
    }

    /** @return chunks released since streaming began */
    public long releasedTotal() {
        return releasedTotal;
    }

    @Override
    public String toString() {
        return "resident " + resident + ", queued " + queued + ", generated " + generatedThisFrame + " ("
                + piecesThisFrame + " pieces), published " + publishedThisFrame + ", released " + releasedThisFrame
                + ", " + dev.loam.core.NumberText.fixed(nanosThisFrame / 1e6, 3) + " ms";
    }
}
