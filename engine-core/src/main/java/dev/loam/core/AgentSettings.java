package dev.loam.core;

/**
 * What a walking agent is, given once and shared by the character controller ({@code engine-physics})
 * and the navigation ({@code engine-nav}), so that the two can never disagree on where a character
 * can climb, stand or fit. Immutable; every length is in metres.
 *
 * <p>The defaults ({@link #DEFAULT}) are the spec's character: a capsule 0.3 m in radius and 1.8 m
 * tall that steps up 0.6 m, so it walks up a one-step 0.5 m ledge of a block map and stops at a
 * ledge of two steps.
 *
 * @param radiusMetres           the capsule's radius, above 0
 * @param heightMetres           the capsule's height from its lowest to its highest point, at least
 *                               twice the radius
 * @param stepHeightMetres       the highest ledge the agent steps up onto while walking, 0 or more
 * @param minLandingWidthMetres  how far past a ledge's edge its top must reach, along the walk, for
 *                               the agent to step onto it, 0 or more
 * @param maxSlopeDegrees        the steepest ground the agent stands and walks on, in degrees from
 *                               level, above 0 and under 90
 * @param skinMetres             the gap the agent keeps from every collider, 0 or more and under
 *                               the radius
 * @param snapDistanceMetres     how far a grounded agent walking down a drop stays on the ground
 *                               rather than falling, 0 or more
 * @param maxWadeDepthMetres     the deepest water the agent wades through; deeper water is not
 *                               walkable, 0 or more
 * @param wadeCostFactor         how much more a metre through wading water costs than a metre on dry
 *                               ground, 1 or more
 */
public record AgentSettings(double radiusMetres, double heightMetres, double stepHeightMetres,
                            double minLandingWidthMetres, double maxSlopeDegrees, double skinMetres,
                            double snapDistanceMetres, double maxWadeDepthMetres, double wadeCostFactor) {

    /** The default radius: 0.3 m. */
    public static final double DEFAULT_RADIUS_METRES = 0.3;
    /** The default height: 1.8 m. */
    public static final double DEFAULT_HEIGHT_METRES = 1.8;
    /** The default step height: 0.6 m, over one 0.5 m step and under two. */
    public static final double DEFAULT_STEP_HEIGHT_METRES = 0.6;
    /** The default least landing past a ledge: 0.15 m. */
    public static final double DEFAULT_MIN_LANDING_WIDTH_METRES = 0.15;
    /** The default steepest walkable slope: 45 degrees. */
    public static final double DEFAULT_MAX_SLOPE_DEGREES = 45;
    /** The default skin: 0.02 m. */
    public static final double DEFAULT_SKIN_METRES = 0.02;
    /** The default snap distance: 0.6 m, so a walk down one step stays on the ground. */
    public static final double DEFAULT_SNAP_DISTANCE_METRES = 0.6;
    /** The default deepest wading water: 0.7 m. */
    public static final double DEFAULT_MAX_WADE_DEPTH_METRES = 0.7;
    /** The default cost of a metre waded: 3 metres of dry ground. */
    public static final double DEFAULT_WADE_COST_FACTOR = 3;

    /** The spec's default character. */
    public static final AgentSettings DEFAULT = new AgentSettings(DEFAULT_RADIUS_METRES, DEFAULT_HEIGHT_METRES,
            DEFAULT_STEP_HEIGHT_METRES, DEFAULT_MIN_LANDING_WIDTH_METRES, DEFAULT_MAX_SLOPE_DEGREES,
            DEFAULT_SKIN_METRES, DEFAULT_SNAP_DISTANCE_METRES, DEFAULT_MAX_WADE_DEPTH_METRES, DEFAULT_WADE_COST_FACTOR);

    /**
     * Checks every value.
     *
     * @throws IllegalArgumentException naming the field and its allowed range when a value is not
     *                                  finite or out of range
     */
    public AgentSettings {
        require("radiusMetres", radiusMetres, radiusMetres > 0, "above 0");
        require("heightMetres", heightMetres, heightMetres >= 2 * radiusMetres, "at least twice radiusMetres ("
                + 2 * radiusMetres + ")");
        require("stepHeightMetres", stepHeightMetres, stepHeightMetres >= 0, "0 or more");
        require("minLandingWidthMetres", minLandingWidthMetres, minLandingWidthMetres >= 0, "0 or more");
        require("maxSlopeDegrees", maxSlopeDegrees, maxSlopeDegrees > 0 && maxSlopeDegrees < 90, "above 0 and under 90");
        require("skinMetres", skinMetres, skinMetres >= 0 && skinMetres < radiusMetres, "0 or more and under radiusMetres");
        require("snapDistanceMetres", snapDistanceMetres, snapDistanceMetres >= 0, "0 or more");
        require("maxWadeDepthMetres", maxWadeDepthMetres, maxWadeDepthMetres >= 0, "0 or more");
        require("wadeCostFactor", wadeCostFactor, wadeCostFactor >= 1, "1 or more");
    }

    private static void require(String field, double value, boolean ok, String range) {
        if (!Double.isFinite(value) || !ok) {
            throw new IllegalArgumentException("agent settings: " + field + " " + value + " must be a finite number, "
                    + range);
        }
    }

    /** The same settings with another radius in metres. */
    public AgentSettings withRadius(double metres) {
        return new AgentSettings(metres, heightMetres, stepHeightMetres, minLandingWidthMetres, maxSlopeDegrees,
                skinMetres, snapDistanceMetres, maxWadeDepthMetres, wadeCostFactor);
    }

    /** The same settings with another height in metres. */
    public AgentSettings withHeight(double metres) {
        return new AgentSettings(radiusMetres, metres, stepHeightMetres, minLandingWidthMetres, maxSlopeDegrees,
                skinMetres, snapDistanceMetres, maxWadeDepthMetres, wadeCostFactor);
    }

    /** The same settings with another step height in metres. */
    public AgentSettings withStepHeight(double metres) {
        return new AgentSettings(radiusMetres, heightMetres, metres, minLandingWidthMetres, maxSlopeDegrees,
                skinMetres, snapDistanceMetres, maxWadeDepthMetres, wadeCostFactor);
    }

    /** The same settings with another steepest walkable slope in degrees. */
    public AgentSettings withMaxSlope(double degrees) {
        return new AgentSettings(radiusMetres, heightMetres, stepHeightMetres, minLandingWidthMetres, degrees,
                skinMetres, snapDistanceMetres, maxWadeDepthMetres, wadeCostFactor);
    }

    /** The same settings with another snap distance in metres (0 turns snapping off). */
    public AgentSettings withSnapDistance(double metres) {
        return new AgentSettings(radiusMetres, heightMetres, stepHeightMetres, minLandingWidthMetres, maxSlopeDegrees,
                skinMetres, metres, maxWadeDepthMetres, wadeCostFactor);
    }

    /** The same settings with another least landing width in metres. */
    public AgentSettings withMinLandingWidth(double metres) {
        return new AgentSettings(radiusMetres, heightMetres, stepHeightMetres, metres, maxSlopeDegrees,
                skinMetres, snapDistanceMetres, maxWadeDepthMetres, wadeCostFactor);
    }

    /** The radius the agent keeps from every collider's surface: radius plus skin, in metres. */
    public double clearanceRadiusMetres() {
        return radiusMetres + skinMetres;
    }

    /** The cosine of the steepest walkable slope: a ground normal's y at least this is walkable. */
    public double minWalkableNormalY() {
        return StrictMath.cos(StrictMath.toRadians(maxSlopeDegrees));
    }
}
