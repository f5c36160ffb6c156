package dev.loam.terrain;

/**
 * Where a ray meets a terrain's surface. Immutable.
 *
 * @param distance how far along the ray, in units of the ray direction's length
 * @param x        hit position X, map units
 * @param y        hit position Y, map units
 * @param z        hit position Z, map units
 * @param normalX  the hit triangle's unit normal, X
 * @param normalY  the hit triangle's unit normal, Y (above 0: the surface faces up)
 * @param normalZ  the hit triangle's unit normal, Z
 * @param cellI    the hit cell's column
 * @param cellJ    the hit cell's row
 */
public record TerrainHit(double distance, double x, double y, double z, double normalX, double normalY, double normalZ,
        int cellI, int cellJ) {
}
