package dev.loam.worldgen;

/**
 * Why a candidate, or a member of its group, did not stand. {@link #jsonName()} is the name used
 * in {@code explain}, {@code stats} and JSON output.
 */
public enum Reason {
    /** No biome holds at the candidate: every biome's weight is 0. */
    NO_BIOME("noBiome"),
    /** The biome picked has no recipe in this layer, so the candidate stays empty. */
    NO_RECIPE("noRecipe"),
    /** The density draw fell above the recipe's density. */
    DENSITY("density"),
    /** The member's {@code chance} draw failed. */
    CHANCE("chance"),
    /** There is no ground at the spot. */
    NO_GROUND("noGround"),
    /** The ground is steeper than the member's {@code minUp} allows. */
    SLOPE("slope"),
    /** The water is deeper than the member's {@code waterDepth} allows. */
    WATER("water"),
    /** A zone excludes it. */
    ZONE("zone"),
    /** It would stand on the footprint of something placed earlier. */
    OCCUPIED("occupied"),
    /** A candidate of higher priority in the same layer overlaps its group. */
    CONFLICT("conflict"),
    /** The ground under a building's base varies more than its {@code maxRelief}. */
    RELIEF("relief");

    private final String jsonName;

    Reason(String jsonName) {
        this.jsonName = jsonName;
    }

    /** @return the name in the spec's spelling, such as {@code noBiome} */
    public String jsonName() {
        return jsonName;
    }
}
