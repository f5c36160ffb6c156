package dev.loam.region;

/**
 * A lamp of a tunnel: one of a portal's two beside its mouth, or one of its lights on either wall
 * inside. Drawn only (the kit's {@value RoadTunnel#LAMP_MODEL}); it glows at night like a street
 * lamp's head.
 *
 * @param x metres along x (westward)
 * @param y the lamp's height, metres over level 0
 * @param z metres along z (northward)
 * @param yawDegrees the way it faces, degrees anticlockwise from north (+z) seen from above, 0 to
 *     360: into the tunnel for a wall's lamp, out of it for a portal's
 * @param metres how far along its road it stands, metres
 */
public record RoadTunnelLamp(double x, double y, double z, double yawDegrees, double metres) {
}
