package dev.loam.blockmap;

import java.util.Locale;

/**
 * How a water block's surface draws as pixel water: its colours, its glints and its flow.
 * Flow runs at {@code flowSpeed} metres a second; its direction is derived from the map (toward
 * lower water beside it) by the meshing module. Immutable.
 *
 * @param shallowRgb   colour where the water is shallow, {@code 0xRRGGBB}
 * @param deepRgb      colour where it is deep, {@code 0xRRGGBB}
 * @param glintRgb     colour of the sparkles, {@code 0xRRGGBB}
 * @param glintDensity share of surface texels that glint, 0 to 1
 * @param flowSpeed    metres a second the surface pattern moves; 0 for still water
 * @param opacity      0 (clear) to 1 (opaque)
 */
public record WaterLook(int shallowRgb, int deepRgb, int glintRgb, double glintDensity, double flowSpeed,
                        double opacity) {

    /** Still, clear blue water: the look of a water block that sets nothing. */
    public static final WaterLook DEFAULT = new WaterLook(0x4f9fbf, 0x1f4f7f, 0xe8f4ff, 0.02, 0.0, 0.8);

    /** Checks every field; the path prefix names the block, such as {@code blocks.riverbed.water}. */
    WaterLook validate(String path) {
        check(path + ".glintDensity", glintDensity, 0, 1);
        check(path + ".opacity", opacity, 0, 1);
        if (!Double.isFinite(flowSpeed) || flowSpeed < 0) {
            throw new BlockMapException(path + ".flowSpeed",
                    "flowSpeed " + flowSpeed + " must be a finite number of metres a second, 0 or more");
        }
        return this;
    }

    private static void check(String path, double value, double min, double max) {
        if (!(value >= min && value <= max)) {
            throw new BlockMapException(path, String.format(Locale.ROOT, "%s must lie in %s..%s", value, min, max));
        }
    }

    /** A builder starting from {@link #DEFAULT}. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link WaterLook}; every field starts at {@link #DEFAULT}'s. */
    public static final class Builder {
        private int shallow = DEFAULT.shallowRgb, deep = DEFAULT.deepRgb, glint = DEFAULT.glintRgb;
        private double glintDensity = DEFAULT.glintDensity, flowSpeed = DEFAULT.flowSpeed, opacity = DEFAULT.opacity;

        private Builder() {
        }

        /** Shallow colour as {@code #rrggbb}. */
        public Builder shallow(String hex) {
            this.shallow = Colours.parse(hex, "water.shallow");
            return this;
        }

        /** Deep colour as {@code #rrggbb}. */
        public Builder deep(String hex) {
            this.deep = Colours.parse(hex, "water.deep");
            return this;
        }

        /** Glint colour as {@code #rrggbb}. */
        public Builder glint(String hex) {
            this.glint = Colours.parse(hex, "water.glint");
            return this;
        }

        /** Share of surface texels that glint, 0 to 1. */
        public Builder glintDensity(double share) {
            this.glintDensity = share;
            return this;
        }

        /** Metres a second the surface moves; 0 for still water. */
        public Builder flowSpeed(double metresPerSecond) {
            this.flowSpeed = metresPerSecond;
            return this;
        }

        /** 0 (clear) to 1 (opaque). */
        public Builder opacity(double opacity) {
            this.opacity = opacity;
            return this;
        }

        /** The look; refused with {@link BlockMapException} when a field is out of range. */
        public WaterLook build() {
            return new WaterLook(shallow, deep, glint, glintDensity, flowSpeed, opacity).validate("water");
        }
    }
}
