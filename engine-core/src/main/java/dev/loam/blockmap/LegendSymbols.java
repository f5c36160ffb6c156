package dev.loam.blockmap;

import java.util.Optional;

/**
 * How an edit picks the character of a legend entry it adds: the block's first letter (for a
 * stair with a facing, {@code '^'}, {@code '>'}, {@code 'v'} or {@code '<'}) when it is free,
 * else the first free character of {@link #FREE_SYMBOLS}, in order. Deterministic, so the same
 * edits on the same file always pick the same characters.
 */
final class LegendSymbols {
    /** The characters a new legend entry may take, in the order they are tried. */
    static final String FREE_SYMBOLS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
            + "#$%&*+-=?@~!/|:;,_()[]{}<>^";

    /** The preferred character of a stair entry with a facing, by facing ordinal (north, east, south, west). */
    private static final char[] FACING_SYMBOLS = {'^', '>', 'v', '<'};

    private LegendSymbols() {
    }

    /** The character a stair entry with this facing prefers. */
    static char preferred(BlockFacing facing) {
        return FACING_SYMBOLS[facing.ordinal()];
    }

    /**
     * {@code preferred} when it is one of {@link #FREE_SYMBOLS} and the legend lacks it, else the
     * first of those the legend lacks; empty when it holds them all.
     */
    static Optional<Character> free(BlockLegend legend, char preferred) {
        if (FREE_SYMBOLS.indexOf(preferred) >= 0 && legend.entry(preferred).isEmpty()) {
            return Optional.of(preferred);
        }
        for (int k = 0; k < FREE_SYMBOLS.length(); k++) {
            char c = FREE_SYMBOLS.charAt(k);
            if (legend.entry(c).isEmpty()) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
