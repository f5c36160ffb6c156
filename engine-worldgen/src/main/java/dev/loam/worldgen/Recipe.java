package dev.loam.worldgen;

import java.util.List;

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
     * Two candidates of a layer conflict when their reaches overlap.
     *
     * @return the reach, world units
     */
    public double reach() {
        double r = footprintRadius(anchor, anchor.scale().max());
        for (Member m : members) {
            r = Math.max(r, m.ring().max() + footprintRadius(m, m.scale().max()));
        }
        return r;
    }

    /**
     * A member's ground radius at a scale: its footprint (scaled when its grounding says {@code
     * scaleFootprint}), and at least half the diagonal of its grounded base.
     *
     * @param m the member
     * @param scale the placement's scale
     * @return the radius, world units
     */
    static double footprintRadius(Member m, double scale) {
        double f = m.footprint();
        if (m.grounding().isPresent()) {
            Grounding g = m.grounding().get();
            if (g.scaleFootprint()) {
                f *= scale;
            }
            double halfDiagonal = 0.5 * scale * Math.sqrt(g.sizeX() * g.sizeX() + g.sizeZ() * g.sizeZ());
            f = Math.max(f, halfDiagonal);
        }
        return f;
    }
}
