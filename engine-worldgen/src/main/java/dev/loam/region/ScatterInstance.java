package dev.loam.region;

/**
 * One placed model of a scatter set: {@code [item, x, y, z, pitch, yaw, roll, scale]} in the
 * terrain-and-scatter format, positions in metres from the region's south-east corner, angles
 * in degrees (YXZ order).
 *
 * @param item the index of its {@link ScatterItem}
 * @param x metres along x
 * @param y metres up, on the ground
 * @param z metres along z
 * @param pitchDegrees the lean about x
 * @param yawDegrees the turn about y
 * @param rollDegrees the lean about z
 * @param scale the uniform scale
 */
public record ScatterInstance(int item, double x, double y, double z, double pitchDegrees, double yawDegrees,
        double rollDegrees, double scale) {
}
