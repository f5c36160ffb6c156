package dev.loam.blockmap;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A map's legend: each character names a block (and for stairs and water, optionally a facing
 * or a level). The void character {@code '.'} is never in a legend. Immutable.
 */
public final class BlockLegend {
    private final Map<Character, LegendEntry> entries;

    private BlockLegend(Map<Character, LegendEntry> entries) {
        this.entries = entries;
    }

    /**
     * A legend of entries, in the given order.
     *
     * @throws BlockMapException naming {@code legend.<char>} when a key is the void character,
     *                           whitespace or a control character
     */
    public static BlockLegend of(Map<Character, LegendEntry> entries) {
        Map<Character, LegendEntry> copy = new LinkedHashMap<>();
        for (Map.Entry<Character, LegendEntry> e : entries.entrySet()) {
            char key = e.getKey();
            if (key == BlockRowsView.VOID) {
                throw new BlockMapException("legend.'.'", "'.' is the void cell and cannot name a block");
            }
            if (Character.isWhitespace(key) || Character.isISOControl(key) || Character.isSurrogate(key)) {
                throw new BlockMapException("legend", "legend key U+" + String.format("%04X", (int) key)
                        + " is not a printable character");
            }
            copy.put(key, e.getValue());
        }
        return new BlockLegend(Collections.unmodifiableMap(copy));
    }

    /**
     * A legend of plain block names, such as {@code Map.of('g', "grass")}, in the characters' order
     * (whatever order the map iterates in: {@code Map.of} changes its order from one run to the
     * next, and the legend's order is written to files and decides {@link #symbolOf}).
     *
     * @throws BlockMapException as {@link #of(Map)}
     */
    public static BlockLegend ofNames(Map<Character, String> names) {
        Map<Character, LegendEntry> m = new LinkedHashMap<>();
        new TreeMap<>(names).forEach((k, v) -> m.put(k, LegendEntry.of(v)));
        return of(m);
    }

    /** A legend with one more entry (or one replaced). */
    public BlockLegend with(char symbol, LegendEntry entry) {
        Map<Character, LegendEntry> m = new LinkedHashMap<>(entries);
        m.put(symbol, entry);
        return of(m);
    }

    /** The entry of a character. */
    public Optional<LegendEntry> entry(char symbol) {
        return Optional.ofNullable(entries.get(symbol));
    }

    /** Every entry, in order. Unmodifiable. */
    public Map<Character, LegendEntry> entries() {
        return entries;
    }

    /** The first character whose entry equals {@code entry}. */
    public Optional<Character> symbolOf(LegendEntry entry) {
        for (Map.Entry<Character, LegendEntry> e : entries.entrySet()) {
            if (e.getValue().equals(entry)) {
                return Optional.of(e.getKey());
            }
        }
        return Optional.empty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BlockLegend l && entries.equals(l.entries);
    }

    @Override
    public int hashCode() {
        return entries.hashCode();
    }

    @Override
    public String toString() {
        return "BlockLegend" + entries;
    }
}
