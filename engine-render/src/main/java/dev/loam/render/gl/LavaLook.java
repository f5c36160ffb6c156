package dev.loam.render.gl;

import java.util.Locale;

/**
 * How lava draws: a dark crust broken into plates, glowing through the cracks between them, the
 * plates moving down a flow and churning slowly in a pool. The glow is emissive: no shadow dims
 * it; the crust takes the sun and the sky light. Immutable.
 *
 * @param crustRgb     the crust's colour, {@code 0xRRGGBB} (display terms, as a block's colours)
 * @param glowRgb      the cracks' colour at their edges, {@code 0xRRGGBB}
 * @param hotRgb       the cracks' colour at their hottest, {@code 0xRRGGBB}
 * @param plateMetres  how far apart the crust's plates lie, metres, above 0
 * @param flowSpeed    metres a second the plates move down a flow, 0 or more
 * @param churnSpeed   how fast the plates of a pool (and a flow) wobble and its glow pulses, a
 *                     second's share of a turn, 0 or more
 */
public record LavaLook(int crustRgb, int glowRgb, int hotRgb, double plateMetres, double flowSpeed, double churnSpeed) {
    /** A dark basalt crust over orange and yellow glow, plates 2.5 m apart, flowing 0.6 m a second. */
    public static final LavaLook DEFAULT = new LavaLook(0x2b1a14, 0xd2400c, 0xffc447, 2.5, 0.6, 0.15);

    /**
     * Checks the numbers.
     *
     * @throws IllegalArgumentException naming the field when one is out of range
     */
    public LavaLook {
        if (!(plateMetres > 0) || Double.isInfinite(plateMetres)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "lava plateMetres %s must be a finite number of metres above 0", plateMetres));
        }
        if (!(flowSpeed >= 0) || Double.isInfinite(flowSpeed)) {
            throw new IllegalArgumentException("lava flowSpeed " + flowSpeed + " must be finite and 0 or more");
        }
        if (!(churnSpeed >= 0) || Double.isInfinite(churnSpeed)) {
            throw new IllegalArgumentException("lava churnSpeed " + churnSpeed + " must be finite and 0 or more");
        }
    }
}
