package dev.loam.blockmap;

import static dev.loam.blockmap.BlockEditFixtures.SETS;
import static dev.loam.blockmap.BlockEditFixtures.cell;
import static dev.loam.blockmap.BlockEditFixtures.cellRows;
import static dev.loam.blockmap.BlockEditFixtures.flatGrass;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A stroke begun with a guard: a state the guard refuses is never shown, and the stroke keeps the last one allowed. */
class BlockStrokeGuardTest {
    /** Refuses any state that writes column 3, row 0, as a build mode refuses the cell a prop stands on. */
    private static final BlockStroke.Guard KEEP_3_0 = state -> state.rect().contains(3, 0)
            && state.after().symbol(3 - state.rect().column(), -state.rect().row()) != state.before()
            .symbol(3 - state.rect().column(), -state.rect().row())
            ? Optional.of(new BlockCellRefusal(BlockCellRefusal.Reason.PROP_ON_STAIR, 3, 0, "column 3, row 0: a prop stands there"))
            : Optional.empty();

    @Test
    void aBrushStrokeStopsAtTheCellTheGuardRefusesAndEndsWithTheCellsBefore() {
        EditableBlockRows rows = EditableBlockRows.of(flatGrass(5, 1), SETS);
        BlockStroke stroke = BlockMapEdits.beginStroke(rows, new BlockEdit.Paint("stone", cell(0, 0)), KEEP_3_0);
        assertTrue(stroke.extend(cell(1, 0)).change().isPresent());
        assertTrue(stroke.extend(cell(2, 0)).change().isPresent());
        BlockRowsEditResult refused = stroke.extend(cell(3, 0));
        assertTrue(refused.isRefused());
        assertEquals("paint at column 0, row 0 and 3 more cells: column 3, row 0: a prop stands there",
                refused.refusal().get().message());
        assertEquals(3, refused.refusal().get().cell().orElseThrow().column());
        assertEquals(List.of("sssgg"), cellRows(rows));
        BlockChange kept = stroke.end().change().orElseThrow();
        assertEquals(new BlockRect(0, 0, 3, 1), kept.rect());
    }

    @Test
    void aFirstStateTheGuardRefusesLeavesTheRowsAndLegendAsTheyWere() {
        EditableBlockRows rows = EditableBlockRows.of(flatGrass(5, 1), SETS);
        BlockLegend legend = rows.legend();
        BlockStroke stroke = BlockMapEdits.beginStroke(rows, new BlockEdit.Paint("stone", cell(3, 0)), KEEP_3_0);
        assertTrue(stroke.refusal().isPresent());
        assertEquals(List.of("ggggg"), cellRows(rows));
        assertEquals(legend, rows.legend(), "the entry the refused state added is taken back");
        assertTrue(stroke.end().isRefused());
    }
}
