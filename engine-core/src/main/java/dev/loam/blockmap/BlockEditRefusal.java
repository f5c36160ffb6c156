package dev.loam.blockmap;

import java.util.Objects;
import java.util.Optional;

/**
 * Why an edit list (or one edit of a build mode) was refused: a value, since a tool or a player
 * tries edits the rules forbid. Nothing was written.
 *
 * @param index   the refused edit's index in its list (0 for a single edit or a stroke)
 * @param tool    its tool
 * @param message one line for a person, naming the edit as its list's JSON path does (0-based:
 *                {@code edits[3]} is the fourth edit), its cells, what is wrong and the fix, such
 *                as {@code edits[3] (stairs at column 3, row 4): the stair at column 3, row 4 has 3
 *                neighbours a step higher (north and east and west): ...}; a single edit (of
 *                {@link BlockMapEdits#editBlockRows} or a {@link BlockStroke}) is named by what it
 *                does alone, {@code stairs at column 3, row 4: ...}
 * @param cell    the cell rule broken, with its reason, column and row, where the refusal is one
 *                (a cell off the map, a height, a stair, a pond); empty for a refusal of the edit
 *                as a whole (a block the set lacks, a flight that is not straight)
 */
public record BlockEditRefusal(int index, BlockTool tool, String message, Optional<BlockCellRefusal> cell) {
    public BlockEditRefusal {
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(cell, "cell");
    }

    @Override
    public String toString() {
        return message;
    }
}
