package dev.loam.testkit;

/**
 * Named tolerances shared by every module's tests, so that two tests comparing the same kind of
 * value allow the same error. Each names what it compares and why it is as wide as it is; a test
 * that needs another width adds it here with its reason rather than defining its own.
 */
public final class Tolerances {
    /**
     * Exact arithmetic on doubles, up to rounding: sums and products of a few terms on values of
     * at most a few thousand (metres, weights, field values).
     */
    public static final double ROUNDING = 1e-9;
    /** Exact arithmetic on metres, up to double rounding; the same width as {@link #ROUNDING}. */
    public static final double ROUNDING_METRES = ROUNDING;
    /**
     * A value the code computes in doubles and stores as a float (a mesh's positions, normals,
     * colours and texture coordinates, a look's sun direction), read back and compared with the
     * double it should be: a float holds about 7 significant digits, so values of up to a few
     * hundred keep 1e-5.
     */
    public static final double STORED_AS_FLOAT = 1e-5;
    /**
     * A float computed through a chain of float matrix products (a camera's view and projection
     * applied to a point some metres away), compared with its exact value.
     */
    public static final double FLOAT_MATRIX = 1e-4;
    /**
     * How far the sampled capsule sweep places a touch, after bisection (a little over its
     * contact tolerance), in metres.
     */
    public static final double BISECTED_METRES = 1e-6;
    /** Where bisection places a contact, in metres (a little over the contact tolerance). */
    public static final double CONTACT_METRES = 1e-5;
    /** How far the same walk may end apart at two step rates, in metres. */
    public static final double FRAME_RATE_METRES = 1e-4;
    /** Rounding summed over a few hundred steps of a walk or a jump, in metres. */
    public static final double ACCUMULATED_METRES = 1e-6;
    /**
     * A terrain's own queries ({@code Terrain.heightAt}, {@code Terrain.raycast}) against its
     * collider's: the same triangles, computed from a chunk's origin rather than the terrain's, so
     * they differ by rounding alone, in metres.
     */
    public static final double TERRAIN_AGREEMENT_METRES = 1e-7;
    /** Unit vectors compared component by component. */
    public static final double NORMAL = 1e-6;

    private Tolerances() {
    }
}
