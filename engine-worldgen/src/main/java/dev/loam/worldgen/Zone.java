package dev.loam.worldgen;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A place planned by hand: a home, a road, a landing spot, a sightline kept clear. Inside its
 * outline its weight is 1; it fades to 0 over {@code falloff} world units outside, where what it
 * excludes thins out instead of stopping at a line.
 *
 * @param id a stable id (a zone's id seeds the thinning in its falloff, so keep it across reloads)
 * @param kind what it is for, in the game's own words ({@code reserve} by default)
 * @param shape the outline
 * @param falloff the fade width outside the outline, world units, 0 or more
 * @param priority where zones overlap, the higher one decides the biome and the flattening
 * @param excludes the tags it keeps out: layer ids, recipe ids, recipe or member tags, member
 *     ids, {@code decor}, {@code interactive}, or {@code *} for everything; empty for nothing.
 *     Kept sorted (by {@link String#compareTo}), so it reads the same in every run

 * @param biome the biome it forces inside, if any
 * @param flatten how it flattens the ground under it, if it does
 * @param fields field values it sets inside (blended by its weight in the falloff), kept sorted
 *     by name
 */
public record Zone(String id, String kind, ZoneShape shape, double falloff, int priority, Set<String> excludes,
        Optional<String> biome, Optional<Flatten> flatten, Map<String, Double> fields) {

    /** Everything: the default of {@code excludes}. */
    public static final Set<String> EVERYTHING = Set.of("*");

    /** The default falloff, world units: 4. */
    public static final double DEFAULT_FALLOFF = 4;

    // Copies the collections in a stable order and checks the numbers; a null excludes means
    // everything (the default), a null biome, flatten or fields none.
    // @throws WorldRulesException (path {@code zones.<id>...}) for a blank id, a negative falloff,
    // a non-positive size or a non-finite field value
    public Zone {
        if (id == null || id.isBlank()) {
            throw new WorldRulesException("zones.id", "a zone needs a stable id, such as \"house 1\"");
        }
        String at = "zones." + id;
        if (shape == null) {
            throw new WorldRulesException(at + ".shape", "a zone needs a shape: a circle or a rectangle");
        }
        excludes = excludes == null ? EVERYTHING : excludes;
        biome = biome == null ? Optional.empty() : biome;
        flatten = flatten == null ? Optional.empty() : flatten;
        fields = fields == null ? Map.of() : fields;
        if (!(falloff >= 0) || !Double.isFinite(falloff)) {
            throw new WorldRulesException(at + ".falloff", falloff + " must be 0 or more");
        }
        if (shape instanceof ZoneShape.Circle c && !(c.radius() > 0 && Double.isFinite(c.radius()))) {
            throw new WorldRulesException(at + ".shape.radius", c.radius() + " must be greater than 0");
        }
        if (shape instanceof ZoneShape.Rect r && !(r.halfX() > 0 && r.halfZ() > 0 && Double.isFinite(r.yaw()))) {
            throw new WorldRulesException(at + ".shape", "halfX and halfZ must be greater than 0 and yaw finite");
        }
        if (!Double.isFinite(shape.x()) || !Double.isFinite(shape.z())) {
            throw new WorldRulesException(at + ".shape", "the centre must be finite");
        }
        for (Map.Entry<String, Double> e : fields.entrySet()) {
            if (e.getValue() == null || !Double.isFinite(e.getValue())) {
                throw new WorldRulesException(at + ".fields." + e.getKey(), "must be a finite number");
            }
        }
        if (flatten.isPresent() && !flatten.get().toGround() && !Double.isFinite(flatten.get().height())) {
            throw new WorldRulesException(at + ".flatten", "the height must be finite");
        }
        kind = kind == null || kind.isEmpty() ? "reserve" : kind;
        // Sorted copies: Set.copyOf and Map.copyOf iterate in an order that changes from one JVM run
        // to the next, and the excludes and fields reach text (Explanation.toText, toString).
        excludes = Collections.unmodifiableSortedSet(new TreeSet<>(excludes));
        fields = Collections.unmodifiableSortedMap(new TreeMap<>(fields));
    }

    /**
     * A reserve zone with the spec's defaults: kind {@code reserve}, falloff {@value
     * #DEFAULT_FALLOFF}, priority 0, excluding everything, no biome, no flattening, no fields.
     *
     * @param id the stable id
     * @param shape the outline
     * @return the zone
     */
    public static Zone reserve(String id, ZoneShape shape) {
        return new Zone(id, "reserve", shape, DEFAULT_FALLOFF, 0, EVERYTHING, Optional.empty(), Optional.empty(),
                Map.of());
    }

    /**
     * A reserve zone with every default: {@link #reserve(String, ZoneShape)} on the default shape,
     * a circle of radius {@value ZoneShape#DEFAULT_RADIUS} ({@link ZoneShape#circle(double,
     * double)}).
     *
     * @param id the stable id
     * @param x the centre's x, world units
     * @param z the centre's z, world units
     * @return the zone
     */
    public static Zone reserve(String id, double x, double z) {
        return reserve(id, ZoneShape.circle(x, z));
    }

    /**
     * Its weight at a point: 1 inside the outline, falling smoothly to 0 over the falloff.
     *
     * @param x the x coordinate, world units
     * @param z the z coordinate, world units
     * @return the weight, 0..1
     */
    public double weight(double x, double z) {
        double d = shape.outside(x, z);
        if (d <= 0) {
            return 1.0;
        }
        if (d >= falloff) {
            return 0.0;
        }
        double t = 1.0 - d / falloff;
        return t * t * (3.0 - 2.0 * t);
    }

    /**
     * The radius about the centre beyond which the zone has no effect, world units.
     *
     * @return the outline's bounding radius plus the falloff
     */
    public double reach() {
        return shape.boundingRadius() + falloff;
    }

    /**
     * Whether the zone keeps out something with these tags.
     *
     * @param tags the thing's tags (its layer, recipe, recipe tags, member, member tags, decor or interactive)
     * @return whether any tag, or {@code *}, is excluded
     */
    public boolean excludesAny(Iterable<String> tags) {
        if (excludes.isEmpty()) {
            return false;
        }
        if (excludes.contains("*")) {
            return true;
        }
        for (String t : tags) {
            if (excludes.contains(t)) {
                return true;
            }
        }
        return false;
    }

    /**
     * How a zone flattens the ground: to a world height, or to the original ground at its centre.
     * The ground eases back to its own height over the zone's falloff.
     *
     * @param toGround whether the target is the ground at the zone's centre
     * @param height the target height, world units, when not {@code toGround}
     */
    public record Flatten(boolean toGround, double height) {
        /** To the ground at the zone's centre. */
        public static final Flatten GROUND = new Flatten(true, 0);

        /**
         * To a world height.
         *
         * @param height world units
         * @return the flattening
         */
        public static Flatten to(double height) {
            return new Flatten(false, height);
        }
    }
}
