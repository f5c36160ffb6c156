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

    /** The narrowest a cell may be across, in metres: 5 cm. */
    public static final double MIN_ACROSS_METRES = 0.05;
    /** The widest a cell may be across, in metres. */
    public static final double MAX_ACROSS_METRES = 100;
    /** The least a height step may be, in metres: 1 cm. */
    public static final double MIN_STEP_METRES = 0.01;
    /** The most a height step may be, in metres. */
    public static final double MAX_STEP_METRES = 100;

    /**
     * Refuses a cell outside {@link #MIN_ACROSS_METRES}..{@link #MAX_ACROSS_METRES} across or
     * {@link #MIN_STEP_METRES}..{@link #MAX_STEP_METRES} a step: the light's and the meshes' reach
     * in cells, and so every chunk's window, grow as a cell shrinks.
     */
    void validate(String path) {
        if (!(x > 0 && step > 0 && z > 0) || !Double.isFinite(x) || !Double.isFinite(step) || !Double.isFinite(z)) {
            throw new BlockMapException(path, "cellSize [" + x + ", " + step + ", " + z
                    + "] must be three finite numbers above 0 (metres across, a step, metres deep)");
        }
        if (x < MIN_ACROSS_METRES || z < MIN_ACROSS_METRES || x > MAX_ACROSS_METRES || z > MAX_ACROSS_METRES
                || step < MIN_STEP_METRES || step > MAX_STEP_METRES) {
            throw new BlockMapException(path, "cellSize [" + x + ", " + step + ", " + z + "] is out of range",
                    "a cell is " + MIN_ACROSS_METRES + " to " + (int) MAX_ACROSS_METRES + " m across and deep, and a step "
                    + MIN_STEP_METRES + " to " + (int) MAX_STEP_METRES + " m");
        }
    }
}
