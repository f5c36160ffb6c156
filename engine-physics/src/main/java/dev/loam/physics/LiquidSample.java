package dev.loam.physics;

/**
 * One column of liquid under a point, as {@link LiquidVolumes#sample} writes it: the liquid's
 * kind, its surface height and the height of the bed under it (world metres, +y up). A caller
 * owns one and passes it to every query (JOML style), so sampling allocates nothing.
 */
public final class LiquidSample {
    private Liquid liquid;
    private double surfaceY = Double.NaN;
    private double bedY = Double.NaN;

    /** An empty sample, to pass to {@link LiquidVolumes#sample}. */
    public LiquidSample() {
    }

    /** Whether the last query found liquid. */
    public boolean hasLiquid() {
        return liquid != null;
    }

    /** The liquid found, or {@code null} where the last query found none. */
    public Liquid liquid() {
        return liquid;
    }

    /** The liquid's surface height in metres; NaN where none was found. */
    public double surfaceY() {
        return surfaceY;
    }

    /** The bed's height under the liquid in metres; NaN where none was found. */
    public double bedY() {
        return bedY;
    }

    /** The liquid's depth (surface minus bed) in metres; 0 where none was found. */
    public double depth() {
        return liquid == null ? 0 : surfaceY - bedY;
    }

    /**
     * Sets this sample, for {@link LiquidVolumes} implementations.
     *
     * @param liquid the kind, not null
     * @param surfaceY the surface height, metres, finite
     * @param bedY the bed's height, metres, finite and not above {@code surfaceY}
     * @return this
     * @throws IllegalArgumentException if a height is not finite or the bed stands over the surface
     */
    public LiquidSample set(Liquid liquid, double surfaceY, double bedY) {
        if (liquid == null) {
            throw new IllegalArgumentException("liquid: null (use clear() for no liquid)");
        }
        if (!Double.isFinite(surfaceY) || !Double.isFinite(bedY) || bedY > surfaceY) {
            throw new IllegalArgumentException(
                    "liquid column: surface " + surfaceY + " m, bed " + bedY + " m (both finite, bed not above surface)");
        }
        this.liquid = liquid;
        this.surfaceY = surfaceY;
        this.bedY = bedY;
        return this;
    }

    /**
     * Clears this sample to "no liquid".
     *
     * @return this
     */
    public LiquidSample clear() {
        liquid = null;
        surfaceY = Double.NaN;
        bedY = Double.NaN;
        return this;
    }

    @Override
    public String toString() {
        return liquid == null ? "no liquid" : liquid + " surface " + surfaceY + " m over bed " + bedY + " m";
    }
}
