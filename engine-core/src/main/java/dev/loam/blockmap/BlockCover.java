package dev.loam.blockmap;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One kind of ground cover a block's top grows: upright cards, each a frame of a sprite strip,
 * yawed to the camera, rooted at their bottom middle, darkened toward the root and swayed by the
 * look's wind. Immutable; build with {@link #builder(PixelTexture)}.
 *
 * @param texture        a strip of {@code columns} frames side by side
 * @param columns        frames in the strip, 1 or more; the strip's width divides evenly
 * @param perCell        how many cards a cell grows
 * @param castShadow     whether the cards cast into the sun's shadow map
 * @param windWeight     share of the look's sway, 0 or more (1 unless set)
 * @param besideWater    grows only beside water whose surface is within 0.4 m of the top
 * @param frames         frames drawn from, each evenly; empty means every frame once
 * @param scaleMin       smallest card scale, above 0 (0.7 unless set)
 * @param scaleMax       largest card scale, at least {@code scaleMin} (1.05 unless set)
 * @param rootDarkening  how dark the root is, 0 to 1 (0.35 unless set)
 * @param patches        where the patch field passes a threshold, another count and frames
 * @param zones          zones of frame lists, or empty
 */
public record BlockCover(PixelTexture texture, int columns, CoverCount perCell, boolean castShadow,
                         double windWeight, boolean besideWater, Optional<List<Integer>> frames,
                         double scaleMin, double scaleMax, double rootDarkening, List<CoverPatch> patches,
                         Optional<CoverZones> zones) {

    /** A cover's scale range when none is given. */
    public static final double DEFAULT_SCALE_MIN = 0.7, DEFAULT_SCALE_MAX = 1.05;
    /** A cover's root darkening when none is given. */
    public static final double DEFAULT_ROOT_DARKENING = 0.35;
    /** How near, in metres above or below the top, a neighbour's water surface must be for {@code besideWater}. */
    public static final double BESIDE_WATER_METRES = 0.4;

    public BlockCover {
        Objects.requireNonNull(texture, "texture");
        Objects.requireNonNull(perCell, "perCell");
        frames = frames.map(List::copyOf);
        patches = List.copyOf(patches);
    }

    /** A builder for a cover drawn from {@code texture}, one frame and one card a cell unless set. */
    public static Builder builder(PixelTexture texture) {
        return new Builder(texture);
    }

    /** A card's width in metres before its scale: its frame's texels at the texture's density. */
    public double cardWidthMetres() {
        return texture.width() / (double) columns / texture.pixelsPerMetre();
    }

    /** A card's height in metres before its scale. */
    public double cardHeightMetres() {
        return texture.height() / texture.pixelsPerMetre();
    }

    /**
     * Checks every field and every rule of the spec.
     *
     * @param path where the cover stands, such as {@code blocks.grass.cover[0]}
     * @throws BlockMapException naming the field
     */
    void validate(String path) {
        if (columns < 1 || texture.width() % columns != 0) {
            throw new BlockMapException(path + ".columns", "columns " + columns + " must be 1 or more and divide the strip's width "
                    + texture.width() + " evenly");
        }
        perCell.validate(path + ".perCell");
        if (!Double.isFinite(windWeight) || windWeight < 0) {
            throw new BlockMapException(path + ".windWeight", "windWeight " + windWeight + " must be 0 or more");
        }
        frames.ifPresent(f -> checkFrames(path + ".frames", f));
        if (!(scaleMin > 0) || !Double.isFinite(scaleMax) || scaleMax < scaleMin) {
            throw new BlockMapException(path + ".scale", "scale [" + scaleMin + ", " + scaleMax
                    + "] must be two numbers above 0, the first no larger");
        }
        if (!(rootDarkening >= 0 && rootDarkening <= 1)) {
            throw new BlockMapException(path + ".rootDarkening", "rootDarkening " + rootDarkening + " must lie in 0..1");
        }
        for (int i = 0; i < patches.size(); i++) {
            CoverPatch p = patches.get(i);
            String pp = path + ".patches[" + i + "]";
            if (!(p.above() >= 0 && p.above() <= 1)) {
                throw new BlockMapException(pp + ".above", "above " + p.above() + " must lie in 0..1");
            }
            p.perCell().ifPresent(c -> c.validate(pp + ".perCell"));
            p.frames().ifPresent(f -> checkFrames(pp + ".frames", f));
        }
        if (zones.isPresent()) {
            CoverZones z = zones.get();
            if (frames.isPresent()) {
                throw new BlockMapException(path + ".zones",
                        "zones replace frames", "set one of zones and frames, not both");
            }
            for (int i = 0; i < patches.size(); i++) {
                if (patches.get(i).frames().isPresent()) {
                    throw new BlockMapException(path + ".zones", "zones replace a patch's frames",
                            "remove patches[" + i + "].frames or the zones");
                }
            }
            if (!(z.sizeMetres() > 0) || !Double.isFinite(z.sizeMetres())) {
                throw new BlockMapException(path + ".zones.size", "size " + z.sizeMetres() + " must be a number of metres above 0");
            }
            if (z.lists().size() < 2) {
                throw new BlockMapException(path + ".zones.lists", "zones need two or more frame lists, got " + z.lists().size());
            }
            for (int i = 0; i < z.lists().size(); i++) {
                checkFrames(path + ".zones.lists[" + i + "]", z.lists().get(i));
            }
        }
    }

    private void checkFrames(String path, List<Integer> list) {
        if (list.isEmpty()) {
            throw new BlockMapException(path, "a frame list needs at least one frame");
        }
        for (int i = 0; i < list.size(); i++) {
            Integer f = list.get(i);
            if (f == null || f < 0 || f >= columns) {
                throw new BlockMapException(path + "[" + i + "]", "frame " + f + " is not in the strip's 0.." + (columns - 1));
            }
        }
    }

    /** Builds a {@link BlockCover}; every field starts at the spec's default. */
    public static final class Builder {
        private final PixelTexture texture;
        private int columns = 1;
        private CoverCount perCell = CoverCount.mean(1);
        private boolean castShadow;
        private double windWeight = 1;
        private boolean besideWater;
        private List<Integer> frames;
        private double scaleMin = DEFAULT_SCALE_MIN, scaleMax = DEFAULT_SCALE_MAX;
        private double rootDarkening = DEFAULT_ROOT_DARKENING;
        private final List<CoverPatch> patches = new ArrayList<>();
        private CoverZones zones;

        private Builder(PixelTexture texture) {
            this.texture = Objects.requireNonNull(texture, "texture");
        }

        /** Frames in the strip side by side. */
        public Builder columns(int columns) {
            this.columns = columns;
            return this;
        }

        /** A mean count a cell, such as 0.12 or 2.5. */
        public Builder perCell(double mean) {
            this.perCell = CoverCount.mean(mean);
            return this;
        }

        /** A whole count a cell, drawn evenly from min to max inclusive. */
        public Builder perCell(int min, int max) {
            this.perCell = CoverCount.range(min, max);
            return this;
        }

        /** Whether the cards cast into the shadow map. */
        public Builder castShadow(boolean castShadow) {
            this.castShadow = castShadow;
            return this;
        }

        /** Share of the look's sway, 0 holds still. */
        public Builder windWeight(double windWeight) {
            this.windWeight = windWeight;
            return this;
        }

        /** Grow only beside near water, as reeds do. */
        public Builder besideWater(boolean besideWater) {
            this.besideWater = besideWater;
            return this;
        }

        /** The frames drawn from, each evenly; a frame listed twice draws twice as often. */
        public Builder frames(Integer... frames) {
            this.frames = List.of(frames);
            return this;
        }

        /** The frames drawn from, each evenly. */
        public Builder frames(List<Integer> frames) {
            this.frames = List.copyOf(frames);
            return this;
        }

        /** Card scale drawn evenly between two numbers above 0. */
        public Builder scale(double min, double max) {
            this.scaleMin = min;
            this.scaleMax = max;
            return this;
        }

        /** One scale for every card. */
        public Builder scale(double scale) {
            return scale(scale, scale);
        }

        /** Root darkness, 0 to 1. */
        public Builder rootDarkening(double rootDarkening) {
            this.rootDarkening = rootDarkening;
            return this;
        }

        /** Adds a patch. */
        public Builder patch(CoverPatch patch) {
            this.patches.add(Objects.requireNonNull(patch, "patch"));
            return this;
        }

        /** Zones of frame lists. */
        public Builder zones(CoverZones zones) {
            this.zones = Objects.requireNonNull(zones, "zones");
            return this;
        }

        /**
         * The cover. Its fields are checked when a block set is defined with it, so the refusal can
         * name the block: {@code blocks.grass.cover[0].columns}.
         */
        public BlockCover build() {
            return new BlockCover(texture, columns, perCell, castShadow, windWeight, besideWater,
                    Optional.ofNullable(frames), scaleMin, scaleMax, rootDarkening, patches, Optional.ofNullable(zones));
        }
    }
}
