package dev.loam.worldgen;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A recipe's anchor or one of its members: what it places (a mesh and material, or a plant), how
 * many, where around the anchor, how large, and where it may stand.
 *
 * @param id the member's id, unique within its recipe
 * @param version part of this member's placement IDs when above 1 ({@code pine@2.0})
 * @param mesh the mesh asset, or "" when it is a plant
 * @param material the material asset, or ""
 * @param plant the id of an entry of the rules' {@code plants}, if it is a plant
 * @param count how many are tried (whole numbers; the anchor is always 1)
 * @param ring how far from the anchor, in world units (the anchor's is 0)
 * @param arc at what angle, in degrees turning from +x toward +z
 * @param scale the scale factor range
 * @param footprint the ground it takes, a radius in world units (model units when the grounding
 *     says {@code scaleFootprint})
 * @param canopy how far it spreads overhead, a radius in the same unit; recorded for the renderer,
 *     not avoided
 * @param attach upright or along the ground
 * @param minUp the least {@code up} (the ground normal's vertical part) it stands on, 0..1
 * @param waterDepth the deepest water it stands in, in world units (0: dry ground only)
 * @param chance the probability it is placed, 0..1
 * @param far its far version, if any
 * @param interactive the interactive type ({@code "tree"}, {@code "ore"}), or "" for decor
 * @param tags its tags, matched by zones' {@code excludes}
 * @param grounding how a building's base meets the ground, if it is one
 */
public record Member(String id, int version, String mesh, String material, Optional<String> plant, Range count,
        Range ring, Range arc, Range scale, double footprint, double canopy, Attach attach, double minUp,
        double waterDepth, double chance, Optional<MemberFar> far, String interactive, List<String> tags,
        Optional<Grounding> grounding) {

    // Copies the tags.
    public Member {
        tags = List.copyOf(tags);
    }

    /**
     * Whether it is placed as an interactive object rather than decor.
     *
     * @return whether {@link #interactive()} is set
     */
    public boolean isInteractive() {
        return !interactive.isEmpty();
    }

    /**
     * A builder with the defaults: version 1, count 1, ring 0, arc 0..360, scale 1, footprint 1,
     * canopy 0, upright, minUp 0, waterDepth 0, chance 1, decor, no tags.
     *
     * @param id the member's id
     * @return the builder
     */
    public static Builder builder(String id) {
        return new Builder(id);
    }

    /** Builds a {@link Member} from code; every setter returns the builder. */
    public static final class Builder {
        private final String id;
        private int version = 1;
        private String mesh = "";
        private String material = "";
        private Optional<String> plant = Optional.empty();
        private Range count = Range.of(1);
        private Range ring = Range.of(0);
        private Range arc = Range.of(0, 360);
        private Range scale = Range.of(1);
        private double footprint = 1;
        private double canopy;
        private Attach attach = Attach.UPRIGHT;
        private double minUp;
        private double waterDepth;
        private double chance = 1;
        private Optional<MemberFar> far = Optional.empty();
        private String interactive = "";
        private List<String> tags = List.of();
        private Optional<Grounding> grounding = Optional.empty();

        private Builder(String id) {
            this.id = Objects.requireNonNull(id, "id");
        }

        /**
         * @param v the member version, 1 or more
         * @return this
         */
        public Builder version(int v) { version = v; return this; }
        /**
         * @param m the mesh asset path
         * @return this
         */
        public Builder mesh(String m) { mesh = m; return this; }
        /**
         * @param m the material asset path
         * @return this
         */
        public Builder material(String m) { material = m; return this; }
        /**
         * @param p the plant's id in the rules' plants
         * @return this
         */
        public Builder plant(String p) { plant = Optional.of(p); return this; }
        /**
         * @param min least count
         * @param max most count
         * @return this
         */
        public Builder count(int min, int max) { count = Range.of(min, max); return this; }
        /**
         * @param min nearest, world units
         * @param max farthest, world units
         * @return this
         */
        public Builder ring(double min, double max) { ring = Range.of(min, max); return this; }
        /**
         * @param fromDegrees start angle
         * @param toDegrees end angle
         * @return this
         */
        public Builder arc(double fromDegrees, double toDegrees) { arc = Range.of(fromDegrees, toDegrees); return this; }
        /**
         * @param min least scale
         * @param max most scale
         * @return this
         */
        public Builder scale(double min, double max) { scale = Range.of(min, max); return this; }
        /**
         * @param radius the ground taken, world units
         * @return this
         */
        public Builder footprint(double radius) { footprint = radius; return this; }
        /**
         * @param radius the overhead spread, world units
         * @return this
         */
        public Builder canopy(double radius) { canopy = radius; return this; }
        /**
         * @param a upright or along the ground
         * @return this
         */
        public Builder attach(Attach a) { attach = a; return this; }
        /**
         * @param up the least ground {@code up}, 0..1
         * @return this
         */
        public Builder minUp(double up) { minUp = up; return this; }
        /**
         * @param depth the deepest water, world units
         * @return this
         */
        public Builder waterDepth(double depth) { waterDepth = depth; return this; }
        /**
         * @param p the placement probability, 0..1
         * @return this
         */
        public Builder chance(double p) { chance = p; return this; }
        /**
         * @param f the far version
         * @return this
         */
        public Builder far(MemberFar f) { far = Optional.of(f); return this; }
        /**
         * @param type the interactive type, "" for decor
         * @return this
         */
        public Builder interactive(String type) { interactive = type; return this; }
        /**
         * @param t the tags
         * @return this
         */
        public Builder tags(String... t) { tags = List.of(t); return this; }
        /**
         * @param g the base's grounding
         * @return this
         */
        public Builder grounding(Grounding g) { grounding = Optional.of(g); return this; }

        /** @return the member (checked when the rules are built) */
        public Member build() {
            return new Member(id, version, mesh, material, plant, count, ring, arc, scale, footprint, canopy, attach,
                    minUp, waterDepth, chance, far, interactive, tags, grounding);
        }
    }
}
