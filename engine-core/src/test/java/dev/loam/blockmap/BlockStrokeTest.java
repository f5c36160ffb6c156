package dev.loam.blockmap;

import static dev.loam.blockmap.BlockEditFixtures.SETS;
import static dev.loam.blockmap.BlockEditFixtures.cell;
import static dev.loam.blockmap.BlockEditFixtures.cellRows;
import static dev.loam.blockmap.BlockEditFixtures.flatGrass;
import static dev.loam.blockmap.BlockEditFixtures.greybox;
import static dev.loam.blockmap.BlockEditFixtures.heightDigits;
import static dev.loam.blockmap.BlockEditFixtures.legend;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** Tests for {@link BlockStroke}: gestures run a drag at a time, kept as one change, undone exactly. */
class BlockStrokeTest {

    private static EditableBlockRows grass(int width, int depth) {
        return EditableBlockRows.of(flatGrass(width, depth), SETS);
    }

    @Test
    void rectangleDraggedOutAndBackShrinksAndEndsAsOneChange() {
        EditableBlockRows rows = grass(6, 6);
        BlockRows start = rows.snapshot();
        BlockStroke stroke = BlockMapEdits.beginStroke(rows, new BlockEdit.Rectangle(cell(1, 1), cell(1, 1), "stone"));
        assertEquals(List.of("gggggg", "gsgggg", "gggggg", "gggggg", "gggggg", "gggggg"), cellRows(rows));

        stroke.extend(cell(4, 4));
        assertEquals(List.of("gggggg", "gssssg", "gssssg", "gssssg", "gssssg", "gggggg"), cellRows(rows));

        stroke.extend(cell(2, 2));
        assertEquals(List.of("gggggg", "gssggg", "gssggg", "gggggg", "gggggg", "gggggg"), cellRows(rows));
        assertEquals(new BlockEdit.Rectangle(cell(1, 1), cell(2, 2), "stone"), stroke.edit());

        BlockChange change = stroke.end().change().orElseThrow();
        assertEquals(new BlockRect(1, 1, 2, 2), change.rect());
        assertEquals(BlockRows.filled(2, 2, 'g', 0), change.before());
        assertEquals(BlockRows.filled(2, 2, 's', 0), change.after());
        assertFalse(stroke.isOpen());

        rows.restore(change);
        assertTrue(rows.sameCells(start));
    }

    @Test
    void brushStrokeJoinsItsCellsAndRaisesEachCellOnceHoweverOftenTheBrushPasses() {
        EditableBlockRows rows = grass(6, 4);
        BlockStroke stroke = BlockMapEdits.beginStroke(rows, new BlockEdit.Raise(List.of(cell(1, 1)), Brush.square(3), 1));
        stroke.extend(cell(2, 1));
        stroke.extend(cell(2, 1));
        stroke.extend(cell(3, 1));
        assertEquals(List.of(cell(1, 1), cell(2, 1), cell(3, 1)), ((BlockEdit.Brushed) stroke.edit()).cells());
        assertEquals(List.of("111110", "111110", "111110", "000000"), heightDigits(rows));

        BlockChange change = stroke.end().change().orElseThrow();
        assertEquals(new BlockRect(0, 0, 5, 3), change.rect());
        assertEquals(BlockRows.filled(5, 3, 'g', 0), change.before());
        assertEquals(BlockRows.filled(5, 3, 'g', 1), change.after());
    }

    @Test
    void eachExtendReturnsTheStepFromWhatTheRowsShowedToWhatTheyShow() {
        EditableBlockRows rows = grass(6, 6);
        EditableBlockRows follower = rows.copy();
        BlockStroke stroke = BlockMapEdits.beginStroke(rows, new BlockEdit.Rectangle(cell(0, 0), cell(0, 0), "dirt"));
        // The first state is what the stroke began with; a view follows it from the edit the stroke applied.
        follower.extendLegend(rows.legend());
        follower.apply(new BlockChange(new BlockRect(0, 0, 1, 1), BlockRows.filled(1, 1, 'g', 0), rows.snapshot(new BlockRect(0, 0, 1, 1))));
        for (Cell c : List.of(cell(3, 3), cell(5, 1), cell(1, 5), cell(0, 0), cell(4, 4))) {
            BlockRowsEditResult step = stroke.extend(c);
            follower.extendLegend(rows.legend());
            step.change().ifPresent(follower::apply);
            assertTrue(follower.sameCells(rows), "after moving to " + c);
        }
    }

    @Test
    void refusedMoveKeepsTheLastAllowedStateAndEndKeepsIt() {
        // A stair at column 2, row 1 climbs north; lowering its step would take it away.
        EditableBlockRows rows = EditableBlockRows.of(greybox(legend('g', "grass", 's', "stairs"),
                List.of("ggggg", "ggsgg", "ggggg"), List.of("11211", "11111", "11111")), SETS);
        BlockStroke stroke = BlockMapEdits.beginStroke(rows, new BlockEdit.Lower(cell(0, 0)));
        stroke.extend(cell(1, 0));
        BlockRowsEditResult refused = stroke.extend(cell(2, 0));
        assertTrue(refused.isRefused());
        assertEquals(BlockCellRefusal.Reason.STAIR_LOSES_STEP, refused.refusal().get().cell().orElseThrow().reason());
        assertEquals(List.of("00211", "11111", "11111"), heightDigits(rows), "the refused cell did not join");
        assertEquals(refused.refusal(), stroke.refusal());

        stroke.extend(cell(3, 0)).refusal().ifPresent(x -> {
            throw new AssertionError("the stroke goes on past the stair: " + x);
        });
        assertEquals(List.of("00201", "11111", "11111"), heightDigits(rows));
        assertEquals(Optional.empty(), stroke.refusal());
        BlockChange change = stroke.end().change().orElseThrow();
        assertEquals(new BlockRect(0, 0, 4, 1), change.rect());
    }

    @Test
    void strokeWhoseFirstStateIsRefusedEndsRefusedWithTheRowsAsBefore() {
        EditableBlockRows rows = grass(3, 3);
        BlockRows start = rows.snapshot();
        BlockLegend legend = rows.legend();
        BlockStroke stroke = BlockMapEdits.beginStroke(rows, new BlockEdit.Paint("stairs", cell(1, 1)));
        assertTrue(stroke.refusal().isPresent());
        stroke.extend(cell(2, 1));
        BlockRowsEditResult end = stroke.end();
        assertTrue(end.isRefused());
        assertEquals(Optional.empty(), end.change());
        assertTrue(rows.sameCells(start));
        assertEquals(legend, rows.legend());
    }

    @Test
    void cancelPutsTheRowsAndLegendBackAsTheyStoodWhenTheStrokeBegan() {
        EditableBlockRows rows = grass(5, 5);
        BlockRows start = rows.snapshot();
        BlockLegend legend = rows.legend();
        BlockStroke stroke = BlockMapEdits.beginStroke(rows, new BlockEdit.Paint(List.of(cell(0, 0)), Brush.round(3), "dirt"));
        stroke.extend(cell(4, 4));
        assertFalse(rows.sameCells(start));
        Optional<BlockChange> undo = stroke.cancel();
        assertTrue(rows.sameCells(start));
        assertEquals(legend, rows.legend());
        assertTrue(undo.isPresent());
        assertThrows(IllegalStateException.class, () -> stroke.extend(cell(1, 1)));
        assertThrows(IllegalStateException.class, stroke::end);
    }

    @Test
    void flightStrokeMovesItsEnd() {
        EditableBlockRows rows = EditableBlockRows.of(greybox(legend('g', "grass"),
                List.of("g", "g", "g", "g", "g"), List.of("2", "2", "0", "0", "0")), SETS);
        BlockStroke stroke = BlockMapEdits.beginStroke(rows, new BlockEdit.StairsFlight(cell(0, 4), cell(0, 4)));
        assertTrue(stroke.refusal().isPresent(), "a flight of one cell is refused");
        stroke.extend(cell(0, 2));
        assertTrue(stroke.refusal().isPresent(), "level ends are refused");
        stroke.extend(cell(0, 1));
        assertEquals(Optional.empty(), stroke.refusal());
        assertEquals(List.of("g", "g", "^", "^", "g"), cellRows(rows));
        assertEquals(List.of("2", "2", "1", "0", "0"), heightDigits(rows));
        assertTrue(stroke.end().change().isPresent());
    }

    // ---- properties ----------------------------------------------------------------------------

    record Drag(BlockMapFile file, BlockEdit first, List<Cell> moves, boolean cancel) {
    }

    @Provide
    Arbitrary<Drag> drags() {
        return BlockEditFixtures.smallMaps().flatMap(f -> {
            int w = f.rows().width(), d = f.rows().depth();
            return Combinators.combine(BlockEditFixtures.edits(w, d), BlockEditFixtures.cells(w, d).list().ofMaxSize(6),
                    Arbitraries.of(false, false, true)).as((e, moves, cancel) -> new Drag(f, e, moves, cancel));
        });
    }

    /**
     * After any stroke, restoring its one change (or cancelling it) gives back the exact rows it
     * began on, and every step the stroke reported, replayed on a copy, follows the rows.
     */
    @Property(tries = 400)
    void restoringAfterAnyStrokeGivesBackTheExactRows(@ForAll("drags") Drag drag) {
        EditableBlockRows rows = EditableBlockRows.of(drag.file(), SETS);
        BlockRows start = rows.snapshot();
        EditableBlockRows follower = EditableBlockRows.of(drag.file(), SETS);
        BlockStroke stroke = BlockMapEdits.beginStroke(rows, drag.first());
        BlockMapEdits.editBlockRows(follower, drag.first());
        assertTrue(follower.sameCells(rows));
        for (Cell c : drag.moves()) {
            BlockRowsEditResult step = stroke.extend(c);
            follower.extendLegend(rows.legend());
            step.change().ifPresent(ch -> {
                follower.restore(new BlockChange(ch.rect(), follower.snapshot(ch.rect()), ch.before()));
                follower.apply(ch);
            });
            assertTrue(follower.sameCells(rows), "the step after moving to " + c + " follows the rows");
        }
        if (drag.cancel()) {
            stroke.cancel();
            assertEquals(start, rows.snapshot());
            return;
        }
        BlockRowsEditResult end = stroke.end();
        BlockMapFiles.requireBlockMapRows(rows.blockSet(), rows.legend(), rows);
        end.change().ifPresent(change -> {
            assertEquals(change.after(), rows.snapshot(change.rect()));
            rows.restore(change);
        });
        assertEquals(start, rows.snapshot());
    }
}
