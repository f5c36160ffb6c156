package dev.loam.blockmap;

/**
 * A block set's cell: {@code x} by {@code z} metres across and {@code step} metres a height step.
 *
 * @param x    metres a cell spans west to east, above 0
 * @param step metres a height step, above 0
 * @param z    metres a cell spans north to south, above 0
 */
public record CellSize(double x, double step, double z) {
    /** The default cell, 1 by 1 m with 0.5 m steps: the spec's {@code [1, 0.5, 1]}. */
    public static final CellSize DEFAULT = new CellSize(1, 0.5, 1);

    void validate(String path) {
        if (!(x > 0 && step > 0 && z > 0) || !Double.isFinite(x) || !Double.isFinite(step) || !Double.isFinite(z)) {
            throw new BlockMapException(path, "cellSize [" + x + ", " + step + ", " + z
                    + "] must be three finite numbers above 0 (metres across, a step, metres deep)");
        }
    }
}
