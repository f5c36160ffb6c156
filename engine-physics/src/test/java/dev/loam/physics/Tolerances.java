package dev.loam.physics;

/** Named tolerances shared by the physics tests. */
final class Tolerances {
    /** Exact arithmetic on metres, up to double rounding. */
    static final double ROUNDING_METRES = 1e-9;
    /**
     * How far the sampled capsule sweep places a touch, after bisection (a little over its
     * contact tolerance), in metres.
     */
    static final double BISECTED_METRES = 1e-6;
    /** Where bisection places a contact, in metres (a little over the contact tolerance). */
    static final double CONTACT_METRES = 1e-5;
    /** How far the same walk may end apart at two step rates, in metres. */
    static final double FRAME_RATE_METRES = 1e-4;
    /** Rounding summed over a few hundred steps of a walk or a jump, in metres. */
    static final double ACCUMULATED_METRES = 1e-6;
    /**
     * A terrain's own queries ({@code Terrain.heightAt}, {@code Terrain.raycast}) against its
     * collider's: the same triangles, computed from a chunk's origin rather than the terrain's, so
     * they differ by rounding alone, in metres.
     */
    static final double TERRAIN_AGREEMENT_METRES = 1e-7;
    /** Unit vectors compared component by component. */
    static final double NORMAL = 1e-6;

    private Tolerances() {
    }
}
