package dev.loam.worldgen;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * How a layer fared over a rectangle: its candidates (those whose cell point lies inside), how
 * many stood, and why the rest did not.
 *
 * @param layer the layer's id
 * @param candidates the candidates counted
 * @param stood how many stood
 * @param refused the refused candidates by reason, every reason listed (zeros included), in
 *     {@link Reason}'s order
 * @param placements how many placements the standing groups hold
 * @param leftOut the members left out of standing groups, by reason, every reason listed, in
 *     {@link Reason}'s order
 * @param notes warnings that bear on the layer, such as a biome with no recipe in it
 */
public record LayerStats(String layer, int candidates, int stood, Map<Reason, Integer> refused, int placements,
        Map<Reason, Integer> leftOut, List<String> notes) {
    // Copies the maps in the reasons' order (Map.copyOf's order changes from one JVM run to the
    // next, and the record's text shows them) and the list.
    public LayerStats {
        refused = ordered(refused);
        leftOut = ordered(leftOut);
        notes = List.copyOf(notes);
    }

    private static Map<Reason, Integer> ordered(Map<Reason, Integer> counts) {
        Map<Reason, Integer> m = new EnumMap<>(Reason.class);
        m.putAll(counts);
        return Collections.unmodifiableMap(m);
    }
}
