package dev.loam.region;

import java.util.List;

/**
 * A stone face across one end of a tunnel (built as a mesh sized to its mouth and face by
 * {@code RoadMeshes}, not a kit model), its mouth
 * the road's width plus {@value RoadTunnel#MOUTH_MARGIN_METRES} m wide and
 * {@value RoadTunnel#MOUTH_HEIGHT_METRES} m high over the road, a lamp either side of it. A
 * structure: it collides.
 *
 * @param x the middle of its mouth at the road, metres along x (westward)
 * @param y the road's height at the mouth, metres over level 0
 * @param z metres along z (northward)
 * @param yawDegrees the way its face looks, out of the tunnel along the road, degrees anticlockwise
 *     from north (+z) seen from above, 0 to 360
 * @param metres how far along its road the mouth stands, metres
 * @param mouthWidthMetres the mouth's width: the road's plus {@value RoadTunnel#MOUTH_MARGIN_METRES} m
 * @param mouthHeightMetres the mouth's height over the road: {@value RoadTunnel#MOUTH_HEIGHT_METRES} m
 * @param faceWidthMetres the face's width: across the cutting, the bed and both walls
 * @param faceHeightMetres the face's height over the road: the land's highest over the road across
 *     the cutting at the mouth, at least the mouth's height and a metre over it
 * @param lamps the two lamps either side of its mouth, the left one (looking out) first
 */
public record RoadTunnelPortal(double x, double y, double z, double yawDegrees, double metres, double mouthWidthMetres,
        double mouthHeightMetres, double faceWidthMetres, double faceHeightMetres, List<RoadTunnelLamp> lamps) {
    /** Copies the lamps. */
    public RoadTunnelPortal {
        lamps = List.copyOf(lamps);
    }
}
