package dev.loam.render.mesh.internal;

/**
 * The baked light of a block map, as the spec fixes it: the numbers every mesh's vertex colours
 * are made with, and the pure functions that make them. Distances in metres; factors multiply the
 * light, 1 leaving it as it is.
 *
 * <p>A top is a lattice of {@value #LATTICE} by {@value #LATTICE} squares; each lattice vertex is
 * shaded by how much of the sky the ground within {@value #OCCLUSION_REACH_METRES} m of it hides,
 * the shade turning toward blue; a slow warm and cool tint runs across the map; and a top darkens
 * within {@value #WATER_DARKENING_METRES} m of water. A wall darkens toward its foot over
 * {@value #WALL_FOOT_METRES} m ({@value #CUT_FOOT_METRES} m on the map's cut), by
 * {@value #WALL_FOOT_DARKENING} at the foot, at a corner where a neighbour stands in front of it,
 * and at the water line.
 */
public final class BlockLight {
    /** Squares a top's lattice has along each side. */
    public static final int LATTICE = 4;
    /** How far from a lattice vertex the ground can hide its sky, in metres. */
    public static final double OCCLUSION_REACH_METRES = 1.75;
    /** How much of the light the darkest occlusion takes. */
    public static final double OCCLUSION_DARKENING = 0.55;
    /** How far the shade turns toward blue at full occlusion: red loses this share, blue gains a fifth of it. */
    public static final double BLUE_SHIFT = 0.25;
    /**
     * The warm and cool tint's amplitude: at full warmth blue loses twice this share, at full
     * coolness red does; in between both lose some, so no channel ever passes the light.
     */
    public static final double TINT_AMPLITUDE = 0.05;
    /** The tint's noise lattice spacing, in metres: a slow tint across the map. */
    public static final double TINT_SPACING_METRES = 24;
    /** Cells between the tint's nodes, between which it is bilinear. */
    public static final int TINT_NODE_CELLS = 8;
    /** How near water a top darkens, in metres. */
    public static final double WATER_DARKENING_METRES = 0.35;
    /** How much light a top loses at the water's edge. */
    public static final double WATER_DARKENING = 0.25;
    /** How far up from its foot a wall darkens, in metres. */
    public static final double WALL_FOOT_METRES = 1.15;
    /** How far up from its foot a wall on the map's cut darkens, in metres. */
    public static final double CUT_FOOT_METRES = 2.8;
    /** How much light a wall loses at its foot. */
    public static final double WALL_FOOT_DARKENING = 0.58;
    /** How far along a wall from a corner in front of it the corner darkens it, in metres. */
    public static final double CORNER_METRES = 0.5;
    /** How much light a wall loses at a corner in front of it. */
    public static final double CORNER_DARKENING = 0.3;
    /** How far over the water line a wall darkens, in metres. */
    public static final double WATER_LINE_METRES = 0.35;
    /** How much light a wall loses at and under the water line. */
    public static final double WATER_LINE_DARKENING = 0.3;
    /** Scales the summed occlusion of the ground around a vertex into 0..1. */
    public static final double OCCLUSION_NORM = 3.0;
    /** Softens the occlusion of ground right beside a vertex, in metres. */
    public static final double OCCLUSION_SOFTEN_METRES = 0.25;

    private BlockLight() {
    }

    /**
     * The darkening of a wall at a height over its foot: {@code 1 − 0.58} at the foot, rising
     * linearly to 1 at {@code reach} and over.
     *
     * @param aboveFoot metres over the wall's foot, 0 or more
     * @param reach     {@link #WALL_FOOT_METRES}, or {@link #CUT_FOOT_METRES} on the map's cut
     */
    public static double wallFoot(double aboveFoot, double reach) {
        if (aboveFoot >= reach) {
            return 1;
        }
        return 1 - WALL_FOOT_DARKENING * (1 - Math.max(0, aboveFoot) / reach);
    }

    /** The darkening of a top at a distance from water: {@code 1 − 0.25} at the edge, 1 from 0.35 m. */
    public static double nearWater(double metres) {
        if (metres >= WATER_DARKENING_METRES) {
            return 1;
        }
        return 1 - WATER_DARKENING * (1 - Math.max(0, metres) / WATER_DARKENING_METRES);
    }

    /** The darkening of a wall at a height over the water line (negative under it). */
    public static double waterLine(double aboveLine) {
        if (aboveLine >= WATER_LINE_METRES) {
            return 1;
        }
        return 1 - WATER_LINE_DARKENING * (1 - Math.max(0, aboveLine) / WATER_LINE_METRES);
    }

    /** The darkening of a wall at a distance along it from a corner in front of it. */
    public static double corner(double metres) {
        if (metres >= CORNER_METRES) {
            return 1;
        }
        return 1 - CORNER_DARKENING * (1 - Math.max(0, metres) / CORNER_METRES);
    }

    /**
     * How much one piece of ground hides of a vertex's sky: the sine of its elevation seen from the
     * vertex, weighted down linearly to 0 at {@link #OCCLUSION_REACH_METRES}.
     *
     * @param rise     metres the ground stands over the vertex, above 0
     * @param distance metres from the vertex to the nearest point of the ground, under the reach
     */
    public static double occluder(double rise, double distance) {
        double run = distance + OCCLUSION_SOFTEN_METRES;
        return rise / Math.sqrt(rise * rise + run * run) * (1 - distance / OCCLUSION_REACH_METRES);
    }

    /**
     * Writes the light colour r, g, b into {@code dest[at..at+2]}: the brightness {@code light}
     * turned toward blue by {@code occlusion} and warmed (tint above 0) or cooled (below 0).
     *
     * @param light     brightness, 0 to 1
     * @param occlusion how much sky is hidden, 0 to 1; the shade turns toward blue with it
     * @param tint      the warm and cool tint, −1 (cool) to 1 (warm)
     */
    public static void colour(double light, double occlusion, double tint, float[] dest, int at) {
        dest[at] = (float) clamp(light * (1 - BLUE_SHIFT * occlusion) * (1 - TINT_AMPLITUDE * (1 - tint)));
        dest[at + 1] = (float) clamp(light * (1 - BLUE_SHIFT * 0.4 * occlusion));
        dest[at + 2] = (float) clamp(light * (1 + BLUE_SHIFT * 0.2 * occlusion) * (1 - TINT_AMPLITUDE * (1 + tint)));
    }

    private static double clamp(double v) {
        return v < 0 ? 0 : v > 1 ? 1 : v;
    }
}
