package dev.loam.blockmap;

import dev.loam.core.NumberText;
import java.util.Locale;

/**
 * The rules a grid of cells keeps, checked where they can break: one cell at a time for edits,
 * every cell for a load. Each check returns a refusal naming the cell, or null when the rule holds.
 */
final class BlockRules {
    private BlockRules() {
    }

    /** The facing of the stair at (c, r): its legend's, else its one neighbour a step higher; −1 for none or several. */
    static int facing(Palette palette, BlockRowsView rows, int c, int r) {
        Palette.Entry e = palette.get(rows.symbol(c, r));
        if (e == null || !e.block.stairs()) {
            return -1;
        }
        if (e.facing >= 0) {
            return e.facing;
        }
        int h = rows.heightSteps(c, r);
        int found = -1;
        for (BlockFacing f : FACINGS) {
            if (isStepUp(rows, c + f.dColumn(), r + f.dRow(), h)) {
                if (found >= 0) {
                    return -1;
                }
                found = f.ordinal();
            }
        }
        return found;
    }

    private static final BlockFacing[] FACINGS = BlockFacing.values();

    private static boolean isStepUp(BlockRowsView rows, int c, int r, int h) {
        return rows.contains(c, r) && rows.symbol(c, r) != BlockRowsView.VOID && rows.heightSteps(c, r) == h + 1;
    }

    /**
     * The stair rule for the cell at (c, r), or null when it is no stair or keeps the rule.
     *
     * @param beside the reason to give when the stair was fine before an edit of a neighbour
     *               ({@link BlockCellRefusal.Reason#STAIR_LOSES_STEP}), or null to name the rule itself
     */
    static BlockCellRefusal stair(Palette palette, BlockRowsView rows, int c, int r, BlockCellRefusal.Reason beside,
                                  int editedColumn, int editedRow) {
        Palette.Entry e = palette.get(rows.symbol(c, r));
        if (e == null || !e.block.stairs()) {
            return null;
        }
        int h = rows.heightSteps(c, r);
        if (e.facing >= 0) {
            BlockFacing f = FACINGS[e.facing];
            if (isStepUp(rows, c + f.dColumn(), r + f.dRow(), h)) {
                return null;
            }
            String what = "the stair at column " + c + ", row " + r + " faces " + f.fileName()
                    + " but its " + f.fileName() + " neighbour does not stand one step higher (at " + (h + 1) + ")";
            return refusal(beside, BlockCellRefusal.Reason.STAIR_WITHOUT_STEP, c, r, what, editedColumn, editedRow,
                    "raise its " + f.fileName() + " neighbour to " + (h + 1) + " steps or lower the stair");
        }
        int count = 0;
        StringBuilder sides = new StringBuilder();
        for (BlockFacing f : FACINGS) {
            if (isStepUp(rows, c + f.dColumn(), r + f.dRow(), h)) {
                if (count++ > 0) {
                    sides.append(" and ");
                }
                sides.append(f.fileName());
            }
        }
        if (count == 1) {
            return null;
        }
        if (count == 0) {
            String what = "the stair at column " + c + ", row " + r + " has no neighbour a step higher (at " + (h + 1) + ")";
            return refusal(beside, BlockCellRefusal.Reason.STAIR_WITHOUT_STEP, c, r, what, editedColumn, editedRow,
                    "raise the neighbour it climbs to, to " + (h + 1) + " steps");
        }
        String what = "the stair at column " + c + ", row " + r + " has " + count + " neighbours a step higher ("
                + sides + ")";
        return refusal(beside, BlockCellRefusal.Reason.STAIR_WITH_TWO_STEPS, c, r, what, editedColumn, editedRow,
                "give its legend entry a facing, such as {\"block\": \"" + e.block.name() + "\", \"facing\": \"north\"}");
    }

    private static BlockCellRefusal refusal(BlockCellRefusal.Reason beside, BlockCellRefusal.Reason own, int c, int r,
                                            String what, int ec, int er, String fix) {
        if (beside != null) {
            // A second step up is as bad as none: the stair no longer has the one step it climbs.
            String does = own == BlockCellRefusal.Reason.STAIR_WITH_TWO_STEPS ? " gives a stair beside it a second step up: "
                    : " takes the step from a stair beside it: ";
            return new BlockCellRefusal(beside, c, r, "the edit of column " + ec + ", row " + er + does + what);
        }
        return new BlockCellRefusal(own, c, r, what + ": " + fix);
    }

    /** The pond rule for the cell at (c, r): a legend level must not stand under the bed. */
    static BlockCellRefusal pond(Palette palette, BlockRowsView rows, int c, int r, double stepMetres) {
        Palette.Entry e = palette.get(rows.symbol(c, r));
        if (e == null || !e.hasLevel) {
            return null;
        }
        double bed = rows.heightSteps(c, r) * stepMetres;
        if (e.levelMetres >= bed) {
            return null;
        }
        return new BlockCellRefusal(BlockCellRefusal.Reason.POND_UNDER_BED, c, r, String.format(Locale.ROOT,
                "the pond at column %d, row %d has its water level %s m under its bed at %s m: "
                        + "lower the bed to %d steps or raise the legend's waterLevel",
                c, r, fmt(e.levelMetres), fmt(bed), (int) Math.floor(e.levelMetres / stepMetres)));
    }

    /** The height range rule. */
    static BlockCellRefusal range(int c, int r, long heightSteps) {
        if (heightSteps >= BlockMap.MIN_HEIGHT_STEPS && heightSteps <= BlockMap.MAX_HEIGHT_STEPS) {
            return null;
        }
        return new BlockCellRefusal(BlockCellRefusal.Reason.HEIGHT_OUT_OF_RANGE, c, r, "column " + c + ", row " + r
                + ": height " + heightSteps + " steps is past the range " + BlockMap.MIN_HEIGHT_STEPS + ".."
                + BlockMap.MAX_HEIGHT_STEPS);
    }

    /**
     * The height rules for a height given as a number of steps: a number (not NaN), finite, in
     * {@link BlockMap#MIN_HEIGHT_STEPS}..{@link BlockMap#MAX_HEIGHT_STEPS}, and whole. Each
     * refusal names the cell and the fix; a value past the range is printed as given, never as
     * the long it would be cast to.
     *
     * @return the refusal, or null when the height is one a cell can take
     */
    static BlockCellRefusal height(int c, int r, double heightSteps) {
        String at = "column " + c + ", row " + r + ": height ";
        String range = BlockMap.MIN_HEIGHT_STEPS + ".." + BlockMap.MAX_HEIGHT_STEPS;
        if (Double.isNaN(heightSteps)) {
            return new BlockCellRefusal(BlockCellRefusal.Reason.HEIGHT_NOT_WHOLE, c, r, at
                    + "NaN is not a number: give a whole number of steps in the range " + range);
        }
        if (Double.isInfinite(heightSteps)) {
            return new BlockCellRefusal(BlockCellRefusal.Reason.HEIGHT_OUT_OF_RANGE, c, r, at
                    + (heightSteps > 0 ? "+" : "-") + "infinity is not a finite number: give a whole number of steps"
                    + " in the range " + range);
        }
        if (heightSteps < BlockMap.MIN_HEIGHT_STEPS || heightSteps > BlockMap.MAX_HEIGHT_STEPS) {
            return new BlockCellRefusal(BlockCellRefusal.Reason.HEIGHT_OUT_OF_RANGE, c, r, at + steps(heightSteps)
                    + " steps is past the range " + range + ": give a height in the range");
        }
        if (heightSteps != Math.rint(heightSteps)) {
            return new BlockCellRefusal(BlockCellRefusal.Reason.HEIGHT_NOT_WHOLE, c, r, at + NumberText.of(heightSteps)
                    + " is not a whole number of steps: round it to " + (long) Math.floor(heightSteps) + " or "
                    + (long) Math.ceil(heightSteps));
        }
        return null;
    }

    /** A height in steps as given: a whole one without a fraction ({@code 2000}), else {@link NumberText}'s. */
    private static String steps(double heightSteps) {
        return heightSteps == Math.rint(heightSteps) && Math.abs(heightSteps) < 1e15
                ? Long.toString((long) heightSteps) : NumberText.of(heightSteps);
    }

    /**
     * A refusal's message without the place it starts with ({@code column 2, row 0: } or
     * {@code row 0, column 2: }, its own cell), for an exception whose path already names the cell.
     */
    static String detail(BlockCellRefusal x) {
        String m = x.message();
        for (String place : new String[] {"column " + x.column() + ", row " + x.row() + ": ",
                "row " + x.row() + ", column " + x.column() + ": "}) {
            if (m.startsWith(place)) {
                return m.substring(place.length());
            }
        }
        return m;
    }

    /** The legend rule. */
    static BlockCellRefusal symbol(Palette palette, int c, int r, char symbol) {
        if (palette.knows(symbol)) {
            return null;
        }
        return new BlockCellRefusal(BlockCellRefusal.Reason.UNKNOWN_SYMBOL, c, r, "row " + r + ", column " + c
                + ": character '" + symbol + "' is not in the legend, whose characters are "
                + legendKeys(palette.legend()) + " (and '.' for void)");
    }

    static String legendKeys(BlockLegend legend) {
        StringBuilder sb = new StringBuilder();
        for (char k : legend.entries().keySet()) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(k);
        }
        return sb.toString();
    }

    /** Every rule over every cell, row by row; the first refusal, or null. */
    static BlockCellRefusal checkAll(Palette palette, BlockRowsView rows, double stepMetres) {
        for (int r = 0; r < rows.depth(); r++) {
            for (int c = 0; c < rows.width(); c++) {
                char s = rows.symbol(c, r);
                BlockCellRefusal x = symbol(palette, c, r, s);
                if (x == null && s != BlockRowsView.VOID) {
                    x = range(c, r, rows.heightSteps(c, r));
                }
                if (x != null) {
                    return x;
                }
            }
        }
        for (int r = 0; r < rows.depth(); r++) {
            for (int c = 0; c < rows.width(); c++) {
                BlockCellRefusal x = stair(palette, rows, c, r, null, c, r);
                if (x == null) {
                    x = pond(palette, rows, c, r, stepMetres);
                }
                if (x != null) {
                    return x;
                }
            }
        }
        return null;
    }

    static String fmt(double metres) {
        return metres == Math.rint(metres) && Math.abs(metres) < 1e15 ? String.valueOf((long) metres)
                : NumberText.of(Math.round(metres * 1000) / 1000.0);
    }

    /**
     * Resolves the legend and checks every rule over every cell, throwing for the first break:
     * the one check behind building a map, reading rows for editing and {@code requireBlockMapRows}.
     *
     * @throws BlockMapException naming {@code legend.<char>} for an entry the set lacks,
     *                           {@code cells[row]} for a character the legend lacks, else the
     *                           column and row
     */
    static Palette require(BlockSet set, BlockLegend legend, BlockRowsView rows) {
        Palette palette = new Palette(set, legend);
        BlockCellRefusal x = checkAll(palette, rows, set.cellSize().step());
        if (x != null) {
            throw new BlockMapException(x.reason() == BlockCellRefusal.Reason.UNKNOWN_SYMBOL
                    ? "cells[" + x.row() + "]" : "column " + x.column() + ", row " + x.row(), x.reason()
                    == BlockCellRefusal.Reason.UNKNOWN_SYMBOL ? x.message() : detail(x));
        }
        return palette;
    }
}
