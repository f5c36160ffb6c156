package dev.loam.region;

/**
 * A band of paint on the ground: every point within {@code halfWidthMetres} of the segment from
 * (x0, z0) to (x1, z1) takes {@code layer}. A ski run is a 28 m band of snow; a lava flow a 12 m
 * band of lava rock inside a 24 m band of ash.
 *
 * @param layer the layer painted
 * @param x0 the start, metres along x
 * @param z0 the start, metres along z
 * @param x1 the end, metres along x
 * @param z1 the end, metres along z
 * @param halfWidthMetres half the band's width, in metres
 */
public record PaintStroke(GroundLayer layer, double x0, double z0, double x1, double z1, double halfWidthMetres) {
    /**
     * Whether the band covers the point (x, z).
     *
     * @param x metres along x
     * @param z metres along z
     * @return whether it is within half the width of the segment
     */
    public boolean covers(double x, double z) {
        double dx = x1 - x0;
        double dz = z1 - z0;
        double len2 = dx * dx + dz * dz;
        double t = len2 == 0.0 ? 0.0 : Math.max(0.0, Math.min(1.0, ((x - x0) * dx + (z - z0) * dz) / len2));
        double px = x0 + dx * t - x;
        double pz = z0 + dz * t - z;
        return px * px + pz * pz <= halfWidthMetres * halfWidthMetres;
    }
}
