package dev.loam.worldgen;

import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;

/**
 * The streaming options that {@link ProceduralChunks.Builder} and {@link World2D.Builder} both
 * take: the executor and how many chunks may be on it, the unload margin, the most cells a piece
 * of work plans, and the clock. They are kept and checked here once, so the two builders accept
 * and refuse the same values with the same messages, and make their {@link StreamCore} the same
 * way; each builder keeps its own public methods (and its own default piece size), which only
 * hand over to this.
 *
 * <p>Read once, when the stream is built: nothing here is used per frame.
 */
final class StreamOptions {
    private Executor executor;
    private int maxInFlight = 4;
    /** World units; below 0 means the default, one chunk size. */
    private double unloadMargin = -1;
    private int maxCellsPerPiece;
    private LongSupplier clock = System::nanoTime;

    /** @param maxCellsPerPiece the builder's default for {@link #maxCellsPerPiece(int)} */
    StreamOptions(int maxCellsPerPiece) {
        this.maxCellsPerPiece = maxCellsPerPiece;
    }

    /**
     * Checks a distance option: finite and 0 or more.
     *
     * @param name the option's name, for the message
     * @param units world units
     * @return {@code units}
     * @throws IllegalArgumentException for a negative, NaN or infinite distance
     */
    static double distance(String name, double units) {
        if (!(units >= 0) || !Double.isFinite(units)) {
            throw new IllegalArgumentException(name + " must be 0 or more world units, got " + units);
        }
        return units;
    }

    /** @see ProceduralChunks.Builder#executor(Executor, int) */
    void executor(Executor e, int maxInFlight) {
        if (maxInFlight < 1) {
            throw new IllegalArgumentException("maxInFlight must be at least 1, got " + maxInFlight);
        }
        this.executor = Objects.requireNonNull(e, "executor");
        this.maxInFlight = maxInFlight;
    }

    /** @see ProceduralChunks.Builder#unloadMargin(double) */
    void unloadMargin(double units) {
        this.unloadMargin = distance("unloadMargin", units);
    }

    /** @see ProceduralChunks.Builder#maxCellsPerPiece(int) */
    void maxCellsPerPiece(int cells) {
        if (cells < 1) {
            throw new IllegalArgumentException("maxCellsPerPiece must be at least 1, got " + cells);
        }
        this.maxCellsPerPiece = cells;
    }

    /** Replaces the frame clock (tests make time step on their own terms). */
    void clock(LongSupplier c) {
        this.clock = c;
    }

    /** @return the most layer cells one piece of work plans */
    int maxCellsPerPiece() {
        return maxCellsPerPiece;
    }

    /**
     * A lane whose chunks are wanted out to {@code drawDistance} and released beyond it plus the
     * unload margin (one {@code chunkSize} when none was given).
     *
     * @param chunkSize the chunk side, world units
     * @param drawDistance world units
     * @return the lane
     */
    StreamCore.Lane lane(double chunkSize, double drawDistance) {
        double margin = unloadMargin < 0 ? chunkSize : unloadMargin;
        return new StreamCore.Lane(chunkSize, drawDistance, drawDistance + margin);
    }

    /**
     * The stream's machinery with these options.
     *
     * @param world the world streamed
     * @param lanes its lanes, from {@link #lane}
     * @param maker what a chunk holds and where it is published
     * @return the core
     */
    StreamCore core(WorldGen world, StreamCore.Lane[] lanes, StreamCore.Maker maker) {
        return new StreamCore(world, lanes, maker, executor, maxInFlight, clock);
    }
}
