package dev.loam.region;

/**
 * A point of a road's centre line: where it is, the road's height there, the land's under it, how
 * far along the road it lies, and whether a bridge or a tunnel carries it there.
 *
 * @param x metres along x (westward) from the region's south-east corner
 * @param y the road's height, metres over level 0
 * @param z metres along z (northward)
 * @param landY the land's height under it before any road was graded, metres
 * @param metres how far along the road from its start, metres
 * @param bridge whether it runs on a bridge here (more than {@link RoadBridge#CLEARANCE_METRES}
 *     over the land)
 * @param tunnel whether it runs in a tunnel here ({@link RoadTunnel}: the land stands at least
 *     {@value RoadTunnel#COVER_METRES} m over it at its middle and beyond either edge); never both a
 *     bridge and a tunnel
 */
public record RoadPoint(double x, double y, double z, double landY, double metres, boolean bridge, boolean tunnel) {
    /**
     * A point in no tunnel.
     *
     * @param x metres along x (westward)
     * @param y the road's height, metres
     * @param z metres along z (northward)
     * @param landY the land's height under it, metres
     * @param metres how far along the road, metres
     * @param bridge whether it runs on a bridge here
     */
    public RoadPoint(double x, double y, double z, double landY, double metres, boolean bridge) {
        this(x, y, z, landY, metres, bridge, false);
    }
}
