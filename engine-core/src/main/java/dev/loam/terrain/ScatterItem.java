package dev.loam.terrain;

import dev.loam.core.internal.JsonReads;
import java.util.Objects;
import java.util.Optional;

/**
 * One model a scatter set places. Immutable.
 *
 * @param source     the {@code res://} model or scene; not blank
 * @param weight     relative chance of being picked, finite, 0 or more (default 1)
 * @param scaleMin   smallest random uniform scale, finite, above 0 (default 0.8)
 * @param scaleMax   largest random uniform scale, at least {@code scaleMin} (default 1.2)
 * @param spacing    least distance to every other instance, map units, 0 or more (default 48)
 * @param align      0 upright to 1 aligned to the surface normal (default 0)
 * @param randomYaw  whether each instance turns by a random yaw (default true)
 * @param tilt       largest random lean, degrees, 0..180 (default 0)
 * @param sink       map units pushed into the surface along the instance's up, finite (default 0)
 * @param material   a material override for this item, winning over the set's (default none)
 * @param enabled    whether the brush paints this item (default true)
 */
public record ScatterItem(String source, double weight, double scaleMin, double scaleMax, double spacing, double align,
        boolean randomYaw, double tilt, double sink, Optional<String> material, boolean enabled) {
    /** The default weight, 1. */
    public static final double DEFAULT_WEIGHT = 1;
    /** The default smallest scale, 0.8. */
    public static final double DEFAULT_SCALE_MIN = 0.8;
    /** The default largest scale, 1.2. */
    public static final double DEFAULT_SCALE_MAX = 1.2;
    /** The default spacing, 48 map units. */
    public static final double DEFAULT_SPACING = 48;

    /**
     * @throws TerrainFormatException naming the key ({@code source}, {@code weight}, {@code scale},
     *                                {@code spacing}, {@code align}, {@code tilt}, {@code sink},
     *                                {@code material}) of a value outside its range
     */
    public ScatterItem {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(material, "material");
        if (source.isBlank()) {
            throw new TerrainFormatException("source", "an item's source cannot be empty", "give a res:// model or scene");
        }
        wellFormed("source", source);
        material.ifPresent(m -> wellFormed("material", m));
        if (!(weight >= 0) || !Double.isFinite(weight)) {
            throw new TerrainFormatException("weight", weight + " must be a finite number, 0 or more");
        }
        if (!(scaleMin > 0) || !Double.isFinite(scaleMax) || !(scaleMax >= scaleMin)) {
            throw new TerrainFormatException("scale", "[" + scaleMin + ", " + scaleMax
                    + "] must be two finite numbers above 0, the first not above the second");
        }
        if (!(spacing >= 0) || !Double.isFinite(spacing)) {
            throw new TerrainFormatException("spacing", spacing + " must be a finite number of map units, 0 or more");
        }
        if (!(align >= 0 && align <= 1)) {
            throw new TerrainFormatException("align", align + " must lie in 0..1");
        }
        if (!(tilt >= 0 && tilt <= 180)) {
            throw new TerrainFormatException("tilt", tilt + " must lie in 0..180 degrees");
        }
        if (!Double.isFinite(sink)) {
            throw new TerrainFormatException("sink", sink + " is not a finite number");
        }
        if (material.isPresent() && material.get().isBlank()) {
            throw new TerrainFormatException("material", "an override cannot be empty", "leave the key out instead");
        }
    }

    /** An item with every default: weight 1, scale 0.8..1.2, spacing 48, upright, random yaw, enabled. */
    public static ScatterItem of(String source) {
        return new ScatterItem(source, DEFAULT_WEIGHT, DEFAULT_SCALE_MIN, DEFAULT_SCALE_MAX, DEFAULT_SPACING, 0, true, 0, 0,
                Optional.empty(), true);
    }

    /** This item with another spacing, map units. */
    public ScatterItem withSpacing(double spacing) {
        return new ScatterItem(source, weight, scaleMin, scaleMax, spacing, align, randomYaw, tilt, sink, material, enabled);
    }

    /** This item with another weight. */
    public ScatterItem withWeight(double weight) {
        return new ScatterItem(source, weight, scaleMin, scaleMax, spacing, align, randomYaw, tilt, sink, material, enabled);
    }

    /** This item with another scale range. */
    public ScatterItem withScale(double min, double max) {
        return new ScatterItem(source, weight, min, max, spacing, align, randomYaw, tilt, sink, material, enabled);
    }

    /** This item with other orientation settings: align 0..1, random yaw, tilt in degrees, sink in map units. */
    public ScatterItem withPose(double align, boolean randomYaw, double tilt, double sink) {
        return new ScatterItem(source, weight, scaleMin, scaleMax, spacing, align, randomYaw, tilt, sink, material, enabled);
    }

    /** This item enabled or not for the brush. */
    public ScatterItem withEnabled(boolean enabled) {
        return new ScatterItem(source, weight, scaleMin, scaleMax, spacing, align, randomYaw, tilt, sink, material, enabled);
    }

    /**
     * Refuses text holding a lone UTF-16 surrogate, which the binary container's UTF-8 could not
     * carry back, at {@code place}.
     */
    static void wellFormed(String place, String text) {
        int lone = JsonReads.loneSurrogateAt(text);
        if (lone >= 0) {
            throw new TerrainFormatException(place, JsonReads.loneSurrogate(lone), "write the character whole, or leave it out");
        }
    }
}
