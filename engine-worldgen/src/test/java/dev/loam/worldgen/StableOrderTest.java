package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Regression: {@code Zone} and {@code LayerStats} kept their collections as {@code Set.copyOf} and
 * {@code Map.copyOf}, whose iteration order changes from one JVM run to the next, so
 * {@code Explanation.toText()} printed a zone's excludes in a different order each run. Guards that
 * everything those records show comes out in one defined order, whatever order it went in.
 */
class StableOrderTest {
    private static final List<String> TAGS = List.of("tree", "cover", "rock", "building", "decor", "interactive",
            "groups", "sites", "plant", "water", "grass", "clutter");

    private static Zone zone(List<String> excludes, Map<String, Double> fields) {
        return new Zone("yard", "building", ZoneShape.circle(0, 0), 12, 5, new LinkedHashSet<>(excludes),
                Optional.empty(), Optional.empty(), fields);
    }

    private static String explainText(List<String> excludes) {
        WorldGen w = Wilds.world(42);
        w.zones().set(zone(excludes, Map.of()));
        return w.plan().explain(3, 4).toText();
    }

    @Test
    void explanationTextListsAZonesExcludesSortedWhateverOrderTheyWereGivenIn() {
        List<String> reversed = new ArrayList<>(TAGS);
        Collections.reverse(reversed);
        List<String> shuffled = new ArrayList<>(TAGS);
        Collections.shuffle(shuffled, new java.util.Random(7));
        String text = explainText(TAGS);
        assertEquals(text, explainText(reversed));
        assertEquals(text, explainText(shuffled));
        List<String> sorted = new ArrayList<>(TAGS);
        Collections.sort(sorted);
        assertTrue(text.contains("excludes " + String.join(",", sorted) + "\n"), text);
    }

    @Test
    void aZonesExcludesAndFieldsIterateSorted() {
        Map<String, Double> fields = new LinkedHashMap<>();
        fields.put("moisture", 0.5);
        fields.put("height", 3.0);
        fields.put("turf", 0.1);
        fields.put("doubleHeight", 6.0);
        Zone z = zone(TAGS, fields);
        List<String> sorted = new ArrayList<>(TAGS);
        Collections.sort(sorted);
        assertEquals(sorted, new ArrayList<>(z.excludes()));
        assertEquals(List.of("doubleHeight", "height", "moisture", "turf"), new ArrayList<>(z.fields().keySet()));
        assertEquals(z.toString(), zone(sorted, new java.util.TreeMap<>(fields)).toString());
    }

    @Test
    void aRoadsExcludesIterateSorted() {
        RoadSpec road = new RoadSpec("lane", List.<double[]>of(new double[] {0, 0}, new double[] {10, 0}), 4, 1, 2,
                new LinkedHashSet<>(List.of("sites", "cover", "groups")));
        assertEquals(List.of("cover", "groups", "sites"), new ArrayList<>(road.excludes()));
    }

    @Test
    void layerStatsListEveryReasonInTheReasonsOrder() {
        LayerStats s = Wilds.world(42).plan().stats("groups", -300, -300, 300, 300);
        assertEquals(Arrays.asList(Reason.values()), new ArrayList<>(s.refused().keySet()));
        assertEquals(Arrays.asList(Reason.values()), new ArrayList<>(s.leftOut().keySet()));
        Map<Reason, Integer> backwards = new LinkedHashMap<>();
        List<Reason> reasons = new ArrayList<>(Arrays.asList(Reason.values()));
        Collections.reverse(reasons);
        for (Reason r : reasons) {
            backwards.put(r, r.ordinal());
        }
        LayerStats a = new LayerStats("groups", 1, 1, backwards, 1, backwards, List.of());
        LayerStats b = new LayerStats("groups", 1, 1, new java.util.EnumMap<>(backwards), 1,
                new java.util.EnumMap<>(backwards), List.of());
        assertEquals(b.toString(), a.toString());
        assertEquals(Arrays.asList(Reason.values()), new ArrayList<>(a.refused().keySet()));
        assertEquals(Map.of(), new LayerStats("x", 0, 0, Map.of(), 0, Map.of(), List.of()).refused(),
                "empty counts stay empty");
    }
}
