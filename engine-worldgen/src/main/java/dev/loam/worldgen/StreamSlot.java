package dev.loam.worldgen;

import java.util.List;

/**
 * One chunk's place in a {@link StreamCore}: its square, its place in the queue, the generation
 * under way (pieces done, placements so far) and what is published (raw placements, the diffs laid
 * over them, the disposer). The game's thread only.
 */
final class StreamSlot {
    final int lane;
    final int cx;
    final int cz;
    final double x0;
    final double z0;
    final double x1;
    final double z1;
    double order;
    boolean needsWork = true;
    boolean removed;
    int epoch;
    int pieces;
    int nextPiece;
    List<Placement> raw;
    short[] grid;
    boolean dirty;
    /** Whether its due fill-in publish was put off to this frame by the last one's budget: it waits no longer. */
    boolean deferred;
    /** Whether {@link #raw} is the whole chunk, generated and waiting for its publish at the frame's end. */
    boolean finished;
    Runnable disposer;
    boolean published;
    boolean pubComplete;
    List<Placement> pubRaw;
    short[] pubGrid;
    List<Placement> shown;
    int revision;

    StreamSlot(int lane, int cx, int cz, double size) {
        this.lane = lane;
        this.cx = cx;
        this.cz = cz;
        this.x0 = cx * size;
        this.z0 = cz * size;
        this.x1 = (cx + 1) * size;
        this.z1 = (cz + 1) * size;
    }

    /** The distance from a point to the chunk's square, world units; 0 inside it. */
    double distance(double px, double pz) {
        double dx = Math.max(0, Math.max(x0 - px, px - x1));
        double dz = Math.max(0, Math.max(z0 - pz, pz - z1));
        return Math.sqrt(dx * dx + dz * dz);
    }
}
