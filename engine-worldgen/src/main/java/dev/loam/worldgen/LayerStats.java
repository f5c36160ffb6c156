package dev.loam.worldgen;

import java.util.Map;
import java.util.List;

/**
 * How a layer fared over a rectangle: its candidates (those whose cell point lies inside), how
 * many stood, and why the rest did not.
 *
 * @param layer the layer's id
 * @param candidates the candidates counted
 * @param stood how many stood
 * @param refused the refused candidates by reason, every reason listed (zeros included)
 * @param placements how many placements the standing groups hold
 * @param leftOut the members left out of standing groups, by reason, every reason listed
 * @param notes warnings that bear on the layer, such as a biome with no recipe in it
 */
public record LayerStats(String layer, int candidates, int stood, Map<Reason, Integer> refused, int placements,
        Map<Reason, Integer> leftOut, List<String> notes) {
    // Copies the maps and list.
    public LayerStats {
        refused = Map.copyOf(refused);
        leftOut = Map.copyOf(leftOut);
        notes = List.copyOf(notes);
    }
}
