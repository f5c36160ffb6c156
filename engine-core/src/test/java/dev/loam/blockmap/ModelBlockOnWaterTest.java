package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A block drawn as a model laid on water is refused, naming the cell, by the tools and by {@code setCell}. */
class ModelBlockOnWaterTest {
    private static final BlockSet SET = BlockSet.builder("model-on-water")
            .block("grass", b -> b.top("#5f8f3e"))
            .block("water", b -> b.top("#6b6250").water())
            .block("tree", b -> b.top("#4f7a36").blocked().model("broadleaf"))
            .build();
    private static final BlockSetLookup SETS = BlockSetLookup.of(SET);
    private static final BlockLegend LEGEND = BlockLegend.ofNames(Map.of('g', "grass", 'w', "water", 'T', "tree"));

    private static BlockMapFile pond() {
        return BlockMapFile.of(SET.name(), LEGEND, BlockRows.of(List.of("gggg", "gwwg", "gggg"),
                new int[][] {{1, 1, 1, 1}, {1, 0, 0, 1}, {1, 1, 1, 1}}));
    }

    @Test
    void paintingATreeOnAWaterCellIsRefusedNamingTheCellAndWritesNothing() {
        EditableBlockRows rows = EditableBlockRows.of(pond(), SETS);
        BlockRows before = rows.snapshot();
        BlockRowsEditResult r = BlockMapEdits.editBlockRows(rows,
                new BlockEdit.Paint(List.of(Cell.of(0, 1), Cell.of(1, 1)), Brush.ONE, "tree"));
        assertTrue(r.isRefused());
        BlockCellRefusal cell = r.refusal().get().cell().orElseThrow();
        assertEquals(BlockCellRefusal.Reason.MODEL_ON_WATER, cell.reason());
        assertEquals(1, cell.column());
        assertEquals(1, cell.row());
        assertTrue(r.refusal().get().message().contains("column 1, row 1 holds water"), r.refusal().get().message());
        assertEquals(before, rows.snapshot());
    }

    @Test
    void aFillAndARectangleOverWaterAreRefusedAndATreeOnGrassIsLaid() {
        EditableBlockRows rows = EditableBlockRows.of(pond(), SETS);
        assertEquals(BlockCellRefusal.Reason.MODEL_ON_WATER, BlockMapEdits.editBlockRows(rows,
                new BlockEdit.Fill(Cell.of(2, 1), "tree")).refusal().orElseThrow().cell().orElseThrow().reason());
        assertEquals(BlockCellRefusal.Reason.MODEL_ON_WATER, BlockMapEdits.editBlockRows(rows,
                new BlockEdit.Rectangle(Cell.of(0, 0), Cell.of(3, 2), "tree")).refusal().orElseThrow().cell()
                .orElseThrow().reason());
        assertTrue(BlockMapEdits.editBlockRows(rows, new BlockEdit.Paint("tree", Cell.of(0, 0))).change().isPresent());
        assertEquals('T', rows.symbol(0, 0));
    }

    @Test
    void waterPaintedOverByAPlainBlockFirstThenTakesATree() {
        EditableBlockRows rows = EditableBlockRows.of(pond(), SETS);
        BlockEditResult r = BlockMapEdits.apply(pond(), List.of(new BlockEdit.Paint("grass", Cell.of(1, 1)),
                new BlockEdit.Paint("tree", Cell.of(1, 1))), SETS);
        assertTrue(r.refusal().isEmpty(), r.refusal().map(BlockEditRefusal::message).orElse(""));
        assertEquals('T', r.file().rows().symbol(1, 1));
        assertEquals('w', rows.symbol(1, 1));
    }

    @Test
    void setCellRefusesATreeOnWaterNamingTheCell() {
        BlockMap map = BlockMapFiles.toMap(pond(), "pond", SETS);
        Authority game = Authority.create("test");
        Optional<BlockCellRefusal> r = map.setCell(game, BlockCellEdit.symbol(2, 1, 'T'));
        assertEquals(BlockCellRefusal.Reason.MODEL_ON_WATER, r.orElseThrow().reason());
        assertTrue(r.get().message().startsWith("column 2, row 1 holds water"), r.get().message());
        assertEquals('w', map.symbol(2, 1));
        assertTrue(map.setCell(game, BlockCellEdit.symbol(2, 1, 'g')).isEmpty());
        assertTrue(map.setCell(game, BlockCellEdit.symbol(2, 1, 'T')).isEmpty());
    }
}
