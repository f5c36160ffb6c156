package dev.loam.blockmap;

import java.util.HashMap;
import java.util.Map;

/**
 * A legend resolved against a block set: a fast lookup from a character to its block and entry.
 * Built once per map (and per edit list), so every check and query afterwards is an array read.
 */
final class Palette {
    /** One resolved legend entry. */
    static final class Entry {
        final char symbol;
        final Block block;
        final LegendEntry legend;
        /** The legend's facing ordinal, or −1 when the stair finds its own. */
        final int facing;
        final boolean hasLevel;
        final double levelMetres;

        Entry(char symbol, Block block, LegendEntry legend) {
            this.symbol = symbol;
            this.block = block;
            this.legend = legend;
            this.facing = legend.facing().map(Enum::ordinal).orElse(-1);
            this.hasLevel = legend.waterLevelMetres().isPresent();
            this.levelMetres = hasLevel ? legend.waterLevelMetres().getAsDouble() : Double.NaN;
        }
    }

    private final BlockSet set;
    private final BlockLegend legend;
    private final Entry[] ascii = new Entry[128];
    private final Map<Character, Entry> others = new HashMap<>();

    /**
     * @throws BlockMapException naming {@code legend.<char>} for a block the set lacks, a facing on
     *                           a block that is not a stair, or a level on one that is not water
     */
    Palette(BlockSet set, BlockLegend legend) {
        this.set = set;
        this.legend = legend;
        for (Map.Entry<Character, LegendEntry> e : legend.entries().entrySet()) {
            char key = e.getKey();
            LegendEntry le = e.getValue();
            String path = "legend." + key;
            Block block = set.block(le.block()).orElseThrow(() -> new BlockMapException(path,
                    "block \"" + le.block() + "\" is not in block set \"" + set.name() + "\", whose blocks are "
                            + String.join(", ", set.blocks().keySet())));
            if (le.facing().isPresent() && !block.stairs()) {
                throw new BlockMapException(path + ".facing", "block \"" + le.block()
                        + "\" is not a stair, so it takes no facing");
            }
            if (le.waterLevelMetres().isPresent()) {
                if (!block.isWater()) {
                    throw new BlockMapException(path + ".waterLevel", "block \"" + le.block()
                            + "\" is not water, so it takes no waterLevel");
                }
                double level = le.waterLevelMetres().getAsDouble();
                if (!Double.isFinite(level) || Math.abs(level) > 1e6) {
                    throw new BlockMapException(path + ".waterLevel", "waterLevel " + level + " must be a finite number of metres");
                }
            }
            Entry entry = new Entry(key, block, le);
            if (key < 128) {
                ascii[key] = entry;
            } else {
                others.put(key, entry);
            }
        }
    }

    BlockSet set() {
        return set;
    }

    BlockLegend legend() {
        return legend;
    }

    /** The entry of a character, or null for the void character and for characters the legend lacks. */
    Entry get(char symbol) {
        return symbol < 128 ? ascii[symbol] : others.get(symbol);
    }

    /** Whether the character is the void or in the legend. */
    boolean knows(char symbol) {
        return symbol == BlockRowsView.VOID || get(symbol) != null;
    }
}
