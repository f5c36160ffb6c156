package dev.loam.blockmap;

import java.util.Objects;

/**
 * A prop of a map file: a model named by its kit or asset name, standing on a cell's top, turned,
 * scaled and nudged. Its foot stands at the middle of the cell's top plus {@code offset}; a height
 * edit of the cell moves it with the top. Immutable. A map file's {@code props} list them; the
 * scene resolves the names ({@code dev.loam.assets.AssetResolver}).
 *
 * @param model       the model's name, such as {@code "bench"} or {@code "broadleaf"}
 * @param column      the cell's column, 0 at the west edge
 * @param row         the cell's row, 0 at the north edge
 * @param yawDegrees  the turn about +y in degrees, anticlockwise seen from above; 0 stands the
 *                    model as it was made
 * @param scale       the uniform scale, above 0 (1 for the model's own size)
 * @param offsetX     metres east of the cell's middle
 * @param offsetY     metres above the cell's top
 * @param offsetZ     metres south of the cell's middle
 */
public record BlockProp(String model, int column, int row, double yawDegrees, double scale, double offsetX,
                        double offsetY, double offsetZ) {
    /** The least and greatest scale a prop takes. */
    public static final double MIN_SCALE = 1e-3, MAX_SCALE = 1000;
    /** The farthest a prop's offset reaches from its cell's middle, in metres on each axis. */
    public static final double MAX_OFFSET_METRES = 1000;

    /**
     * @throws IllegalArgumentException for a blank model name, a scale outside
     *                                  {@link #MIN_SCALE}..{@link #MAX_SCALE}, a yaw or offset that
     *                                  is not finite or past {@link #MAX_OFFSET_METRES} (a map file's
     *                                  reader refuses these first, naming {@code props[i]})
     */
    public BlockProp {
        Objects.requireNonNull(model, "model");
        if (model.isBlank()) {
            throw new IllegalArgumentException("a prop's model needs a name");
        }
        if (!(scale >= MIN_SCALE && scale <= MAX_SCALE)) {
            throw new IllegalArgumentException("a prop's scale " + scale + " must lie in " + MIN_SCALE + ".." + MAX_SCALE);
        }
        if (!Double.isFinite(yawDegrees)) {
            throw new IllegalArgumentException("a prop's yaw must be finite degrees");
        }
        for (double o : new double[] {offsetX, offsetY, offsetZ}) {
            if (!(Math.abs(o) <= MAX_OFFSET_METRES)) {
                throw new IllegalArgumentException("a prop's offset " + o + " must be finite metres within "
                        + MAX_OFFSET_METRES);
            }
        }
    }

    /** A prop of its model's own size and facing on the middle of a cell's top. */
    public static BlockProp of(String model, int column, int row) {
        return new BlockProp(model, column, row, 0, 1, 0, 0, 0);
    }

    /** The same prop turned to another yaw, in degrees. */
    public BlockProp withYaw(double degrees) {
        return new BlockProp(model, column, row, degrees, scale, offsetX, offsetY, offsetZ);
    }

    /** The same prop at another scale. */
    public BlockProp withScale(double newScale) {
        return new BlockProp(model, column, row, yawDegrees, newScale, offsetX, offsetY, offsetZ);
    }

    /** The same prop nudged from its cell's middle, in metres (east, up, south). */
    public BlockProp withOffset(double x, double y, double z) {
        return new BlockProp(model, column, row, yawDegrees, scale, x, y, z);
    }

    /** The same prop on another cell. */
    public BlockProp at(int newColumn, int newRow) {
        return new BlockProp(model, newColumn, newRow, yawDegrees, scale, offsetX, offsetY, offsetZ);
    }

    /** "bench at column 3, row 4", as messages name a prop. */
    public String describe() {
        return model + " at column " + column + ", row " + row;
    }
}
