package dev.loam.render.mesh;

import java.util.Objects;

/**
 * A flat sheet of water or lava over a rectangle, at one height: the plain data a sheet drawer
 * takes (a region's lake or crater turns into one). The ground higher than the sheet shows
 * through it. Immutable.
 *
 * @param kind    water or lava
 * @param minX    the rectangle's smaller x, world metres
 * @param minZ    its smaller z, world metres
 * @param maxX    its larger x, world metres
 * @param maxZ    its larger z, world metres
 * @param heightY the surface's height, world metres
 */
public record SheetRect(SheetKind kind, double minX, double minZ, double maxX, double maxZ, double heightY) {
    /** The longest side a sheet may have, in metres. */
    public static final double MAX_SIDE_METRES = 16384;

    /**
     * Checks the rectangle.
     *
     * @throws IllegalArgumentException naming the value when a value is not finite, the rectangle is
     *     empty, or a side is longer than {@link #MAX_SIDE_METRES}
     * @throws NullPointerException when {@code kind} is null
     */
    public SheetRect {
        Objects.requireNonNull(kind, "kind");
        if (!Double.isFinite(minX) || !Double.isFinite(minZ) || !Double.isFinite(maxX) || !Double.isFinite(maxZ)
                || !Double.isFinite(heightY)) {
            throw new IllegalArgumentException("a sheet's extent and height must be finite: " + minX + ".." + maxX
                    + " by " + minZ + ".." + maxZ + " at " + heightY);
        }
        if (!(maxX > minX) || !(maxZ > minZ)) {
            throw new IllegalArgumentException("a sheet's rectangle " + minX + ".." + maxX + " by " + minZ + ".." + maxZ
                    + " must not be empty: max above min on both axes");
        }
        if (maxX - minX > MAX_SIDE_METRES || maxZ - minZ > MAX_SIDE_METRES) {
            throw new IllegalArgumentException("a sheet's side is at most " + MAX_SIDE_METRES + " m, not "
                    + Math.max(maxX - minX, maxZ - minZ));
        }
    }
}
