package dev.loam.physics;

/**
 * How water acts on a character ({@link CharacterController#setLiquidSettings}): the depths at
 * which it wades and swims, its pace wading, its speed swimming and how high a bank it climbs out
 * onto. Depths are metres of water over the feet (wading) or over the bed (swimming); the defaults
 * are the spec's (tiles.md, "Water and lava").
 *
 * @param kneeDepthMetres       water over the feet from which the character wades, above 0
 * @param chestDepthMetres      water over the bed beyond which it swims, afloat with its feet this
 *                              deep under the surface; above the knee depth
 * @param wadePace              the share of the walk's speed kept wading, in (0, 1]; under the knee
 *                              the pace falls from 1 in dry ground to this at the knee
 * @param swimSpeedMetresPerSecond the fastest a swimmer moves across, metres per second, above 0
 * @param climbOutMetres        how far over a swimmer's feet the bed or a bank may rise for it to
 *                              climb out there, metres, 0 or more
 */
public record LiquidSettings(double kneeDepthMetres, double chestDepthMetres, double wadePace,
                             double swimSpeedMetresPerSecond, double climbOutMetres) {
    /** The spec's: wading over 0.45 m at half pace, swimming over 1.3 m at 1.6 m/s, climbing out within 0.6 m. */
    public static final LiquidSettings DEFAULT = new LiquidSettings(0.45, 1.3, 0.5, 1.6, 0.6);

    /**
     * Checks the settings.
     *
     * @throws IllegalArgumentException naming the value out of range
     */
    public LiquidSettings {
        if (!(kneeDepthMetres > 0) || !Double.isFinite(kneeDepthMetres)) {
            throw new IllegalArgumentException("kneeDepthMetres " + kneeDepthMetres + " must be finite and above 0");
        }
        if (!(chestDepthMetres > kneeDepthMetres) || !Double.isFinite(chestDepthMetres)) {
            throw new IllegalArgumentException("chestDepthMetres " + chestDepthMetres
                    + " must be finite and above the knee depth " + kneeDepthMetres);
        }
        if (!(wadePace > 0 && wadePace <= 1)) {
            throw new IllegalArgumentException("wadePace " + wadePace + " must lie in (0, 1]");
        }
        if (!(swimSpeedMetresPerSecond > 0) || !Double.isFinite(swimSpeedMetresPerSecond)) {
            throw new IllegalArgumentException("swimSpeedMetresPerSecond " + swimSpeedMetresPerSecond
                    + " must be finite and above 0");
        }
        if (!(climbOutMetres >= 0) || !Double.isFinite(climbOutMetres)) {
            throw new IllegalArgumentException("climbOutMetres " + climbOutMetres + " must be finite, 0 or more");
        }
    }
}
