package dev.loam.worldgen;

import java.util.List;

/**
 * The decor of one chunk that shares a kind, to be merged into one static mesh: the placements of
 * one plant, or of one mesh with one material. Immutable.
 *
 * @param kind {@code plant:<plant id>} for plants, otherwise {@code mesh:<mesh>|<material>}
 * @param placements the placements, in the chunk's order
 */
public record DecorGroup(String kind, List<Placement> placements) {
    // Copies the list.
    public DecorGroup {
        placements = List.copyOf(placements);
    }

    /**
     * The kind a decor placement is grouped under.
     *
     * @param p a placement
     * @return {@code plant:<id>} or {@code mesh:<mesh>|<material>}
     */
    public static String kindOf(Placement p) {
        return p.plant().isEmpty() ? "mesh:" + p.mesh() + "|" + p.material() : "plant:" + p.plant();
    }
}
