package dev.loam.worldgen;

import java.util.List;
import java.util.Map;

/**
 * A group composed by an artist: an anchor and the members placed around it.
 *
 * @param id the recipe's id, unique in the rules
 * @param version part of every placement ID ({@code grove@1}); raise it when what it places changes
 * @param tags its tags, matched by zones' {@code excludes}
 * @param anchor the anchor, placed at the candidate's position
 * @param members the members, tried in order around the anchor
 */
public record Recipe(String id, int version, List<String> tags, Member anchor, List<Member> members) {
    // Copies the lists.
    public Recipe {
        tags = List.copyOf(tags);
        members = List.copyOf(members);
    }

    /**
     * How far from the anchor's position any part of the group's ground can reach, in world
     * units: the largest {@code ring.max + footprint × scale.max} over the anchor and members.
     * Two candidates of a layer conflict when their reaches overlap. Reads every plant's {@code
     * unit} as 1: the reach of rules whose plants say otherwise is {@link #reach(Map)}.
     *
     * @return the reach, world units
     */
    public double reach() {
        return reach(Map.of());
    }

    /**
     * How far from the anchor's position any part of the group's ground can reach, in world
     * units, with the plants the members name: a grounded plant's base, and its footprint when
     * the grounding says {@code scaleFootprint}, grow with the plant's {@code unit}.
     *
     * @param plants the rules' plants by id; a member's plant missing here counts as unit 1
     * @return the reach, world units
     */
    public double reach(Map<String, Plant> plants) {
        double r = footprintRadius(anchor, anchor.scale().max(), unit(anchor, plants));
        for (Member m : members) {
            r = Math.max(r, m.ring().max() + footprintRadius(m, m.scale().max(), unit(m, plants)));
        }
        return r;
    }

    /**
     * World units per model unit of a member: its plant's {@code unit}, or 1 when it is no plant
     * (or its plant is not among {@code plants}).
     *
     * @param m the member
     * @param plants the rules' plants by id
     * @return world units per model unit
     */
    static double unit(Member m, Map<String, Plant> plants) {
        if (m.plant().isEmpty()) {
            return 1;
        }
        Plant p = plants.get(m.plant().get());
        return p == null ? 1 : p.unit();
    }

    /**
     * A member's ground radius at a scale: its footprint (model units, scaled by {@code scale ×
     * unit}, when its grounding says {@code scaleFootprint}), and at least half the diagonal of
     * its grounded base, scaled the same way.
     *
     * @param m the member
     * @param scale the placement's scale
     * @param unit world units per model unit (the member's plant's {@code unit}, else 1)
     * @return the radius, world units
     */
    static double footprintRadius(Member m, double scale, double unit) {
        double f = m.footprint();
        if (m.grounding().isPresent()) {
            Grounding g = m.grounding().get();
            double modelToWorld = scale * unit;
            if (g.scaleFootprint()) {
                f *= modelToWorld;
            }
            double halfDiagonal = 0.5 * modelToWorld * Math.sqrt(g.sizeX() * g.sizeX() + g.sizeZ() * g.sizeZ());
            f = Math.max(f, halfDiagonal);
        }
        return f;
    }
}
