package dev.loam.blockmap;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A map file as text for a terminal or a log: the rows of characters, the heights as a grid of
 * right-aligned steps ({@code .} for a void cell), the legend, the sea and the position. The
 * {@code loam map print} command and the examples print this.
 */
public final class BlockMapText {
    private BlockMapText() {
    }

    /**
     * The text, lines ending in {@code \n}.
     *
     * @param name the map's name for the first line
     * @param set  the map's block set where it is known, so the legend says what each block is
     */
    public static String format(String name, BlockMapFile map, Optional<BlockSet> set) {
        StringBuilder out = new StringBuilder();
        BlockRows rows = map.rows();
        line(out, name + ": " + rows.width() + "x" + rows.depth() + " cells, block set " + map.blockSet()
                + (set.isPresent() ? "" : " (not found: pass --sets DIR to describe its blocks)"));
        line(out, "cells:");
        for (int r = 0; r < rows.depth(); r++) {
            line(out, "  " + rows.cellsRow(r));
        }
        line(out, "heights (steps):");
        int w = 1;
        for (int r = 0; r < rows.depth(); r++) {
            for (int c = 0; c < rows.width(); c++) {
                if (!rows.isVoid(c, r)) {
                    w = Math.max(w, Integer.toString(rows.heightSteps(c, r)).length());
                }
            }
        }
        StringBuilder row = new StringBuilder();
        for (int r = 0; r < rows.depth(); r++) {
            row.setLength(0);
            row.append(' ');
            for (int c = 0; c < rows.width(); c++) {
                String v = rows.isVoid(c, r) ? "." : Integer.toString(rows.heightSteps(c, r));
                row.append(" ".repeat(w + 1 - v.length())).append(v);
            }
            line(out, row.toString());
        }
        line(out, "legend:");
        for (Map.Entry<Character, LegendEntry> e : map.legend().entries().entrySet()) {
            line(out, "  " + e.getKey() + "  " + describe(e.getValue(), set));
        }
        line(out, "sea: " + (map.sea().isPresent() ? metres(map.sea().getAsDouble()) + " m" : "0 m (not set)"));
        line(out, "position: " + map.position().map(p -> "[" + metres(p[0]) + ", " + metres(p[1]) + ", " + metres(p[2]) + "]")
                .orElse("centred on the origin (not set)"));
        return out.toString();
    }

    private static void line(StringBuilder out, String s) {
        out.append(s).append('\n');
    }

    private static String describe(LegendEntry e, Optional<BlockSet> set) {
        StringBuilder sb = new StringBuilder(e.block());
        if (set.isPresent()) {
            Optional<Block> b = set.get().block(e.block());
            if (b.isEmpty()) {
                sb.append(" (not in block set ").append(set.get().name()).append(')');
            } else if (b.get().stairs()) {
                sb.append(" (stair)");
            } else if (b.get().isWater()) {
                sb.append(" (water)");
            } else if (b.get().blocked()) {
                sb.append(" (blocked)");
            }
        }
        e.facing().ifPresent(f -> sb.append(", facing ").append(f.fileName()));
        if (e.waterLevelMetres().isPresent()) {
            sb.append(", water level ").append(metres(e.waterLevelMetres().getAsDouble())).append(" m");
        }
        return sb.toString();
    }

    private static String metres(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(Locale.ROOT, "%s", v);
    }
}
