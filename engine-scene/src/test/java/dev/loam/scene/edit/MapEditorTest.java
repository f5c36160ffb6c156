package dev.loam.scene.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockProp;
import dev.loam.blockmap.BlockRect;
import dev.loam.blockmap.BlockRows;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.blockmap.BrushShape;
import dev.loam.blockmap.Cell;
import dev.loam.scene.Landscape;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The map builder's model driven headless over the scene tests' wooded map, as a player's clicks and drags would. */
class MapEditorTest {
    /** The wooded map's set (engine-scene's test map {@code test-woods} names it). */
    static final BlockSet WOODS = BlockSet.builder("scene-woods")
            .block("grass", b -> b.top("#5f8f3e").side("#6e5a46").fringe(1))
            .block("dirt", b -> b.top("#8a6e4e").side("#6e5a46"))
            .block("stairs", b -> b.top("#a0a0a0").riser("#707070").stairs())
            .block("water", b -> b.top("#6b6250").side("#5a5244").water())
            .block("tree", b -> b.top("#4f7a36").side("#6e5a46").blocked().model("broadleaf", "conifer").modelScale(0.3))
            .build();
    private static final Authority GAME = Authority.create("editor-test");

    @TempDir
    Path dir;

    private Landscape woods() {
        return Landscape.builder("test-woods").sets(BlockSetLookup.of(WOODS)).drawn(false).build();
    }

    private MapEditor editor(Landscape land) {
        return MapEditor.over(land, GAME, dir.resolve("test-woods.json"));
    }

    private static int paletteIndex(MapEditor e, String block) {
        for (int i = 0; i < e.palette().size(); i++) {
            if (e.palette().get(i).block().equals(block)) {
                return i;
            }
        }
        throw new AssertionError("no " + block + " in the palette " + e.palette());
    }

    private static BlockRows all(BlockMap map) {
        return map.snapshot(new BlockRect(0, 0, map.width(), map.depth()));
    }

    @Test
    void thePaletteHoldsEachPlainBlockOfTheLegendWithItsSwatch() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            assertEquals(5, e.palette().size(), e.palette().toString());
            PaletteBlock grass = e.palette().get(paletteIndex(e, "grass"));
            assertEquals('g', grass.symbol());
            assertEquals(0x5f8f3e, grass.swatchRgb());
            assertFalse(grass.model());
            assertTrue(e.palette().get(paletteIndex(e, "tree")).model());
        }
    }

    @Test
    void aPaintStrokeDraggedThroughCellsShowsAsItGoesAndIsOneStepUndoneAndRedoneExactly() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            BlockRows start = all(land.map());
            e.selectTool(EditorTool.PAINT);
            assertTrue(e.selectBlock(paletteIndex(e, "grass")));
            assertTrue(e.press(Cell.of(0, 6)));
            assertEquals('g', land.map().symbol(0, 6), "the map shows the stroke at once");
            assertTrue(e.drag(Cell.of(1, 6)));
            assertTrue(e.drag(Cell.of(2, 6)));
            assertEquals("ggg", "" + land.map().symbol(0, 6) + land.map().symbol(1, 6) + land.map().symbol(2, 6));
            assertTrue(e.release());
            assertEquals("paint at column 0, row 6 and 2 more cells", e.status());
            land.update();
            assertTrue(land.lastUpdate().changes() > 0, "the landscape's views follow the stroke's records");

            assertTrue(e.undo());
            assertEquals(start, all(land.map()));
            assertTrue(e.canRedo());
            assertTrue(e.redo());
            assertEquals('g', land.map().symbol(2, 6));
            assertFalse(e.redo());
            assertEquals("nothing to redo", e.refusal().orElseThrow());
        }
    }

    @Test
    void aRaiseWithASquareBrushLiftsItsCellsAndTheHighlightShowsTheBrush() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            e.selectTool(EditorTool.RAISE);
            assertTrue(e.brushSize(3));
            assertTrue(e.steps(2));
            e.hover(Optional.of(Cell.of(10, 6)));
            assertEquals(9, e.highlighted().size());
            e.hover(Optional.of(Cell.of(5, 6)));
            e.brushShape(BrushShape.ROUND);
            assertTrue(e.brushSize(5));
            assertEquals(21, e.highlighted().size(), "a round 5 brush leaves out the four corners");
            e.hover(Optional.of(Cell.of(11, 6)));
            assertEquals(13, e.highlighted().size(), "clipped at the map's east edge");
            e.brushShape(BrushShape.SQUARE);
            assertTrue(e.brushSize(3));
            assertTrue(e.press(Cell.of(10, 5)));
            assertTrue(e.release());
            for (int r = 4; r <= 6; r++) {
                for (int c = 9; c <= 11; c++) {
                    assertEquals(3, land.map().heightSteps(c, r), "column " + c + ", row " + r);
                }
            }
            assertEquals(1, land.map().heightSteps(8, 5));
        }
    }

    @Test
    void aRectangleDraggedOutAndBackIsHighlightedAndKeptAsTheLastShape() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            e.selectTool(EditorTool.RECTANGLE);
            e.selectBlock(paletteIndex(e, "grass"));
            e.press(Cell.of(0, 5));
            e.drag(Cell.of(3, 6));
            assertEquals(8, e.highlighted().size());
            assertEquals('g', land.map().symbol(3, 6));
            e.drag(Cell.of(1, 5));
            assertEquals(2, e.highlighted().size());
            assertEquals('d', land.map().symbol(3, 6), "dragging back takes the cells back");
            assertTrue(e.release());
            assertEquals("rectangle from column 0, row 5 to column 1, row 5", e.status());
        }
    }

    @Test
    void aStairsClickLaysOneStairAndADragPlansAFlightThatTheFixedLegendRefusesEastward() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            e.selectTool(EditorTool.STAIRS);
            assertFalse(e.press(Cell.of(6, 4)), "a press alone shows nothing yet");
            assertTrue(e.release());
            assertEquals('s', land.map().symbol(6, 4));
            assertEquals("NORTH", land.map().stairFacing(6, 4).orElseThrow().name());

            e.selectTool(EditorTool.RAISE);
            e.brushSize(3);
            e.steps(2);
            e.press(Cell.of(10, 5));
            e.release();
            e.selectTool(EditorTool.STAIRS);
            BlockRows before = all(land.map());
            e.press(Cell.of(6, 6));
            assertFalse(e.drag(Cell.of(9, 6)));
            String why = e.refusal().orElseThrow();
            assertTrue(why.contains("column 7, row 6: the map's legend has no character for a stairs facing east"), why);
            assertFalse(e.release());
            assertEquals(before, all(land.map()), "nothing of the refused flight reached the map");
        }
    }

    @Test
    void aStrokeStopsAtACellAPropStandsOnAndSaysSoNamingTheCell() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            e.selectTool(EditorTool.PAINT);
            e.selectBlock(paletteIndex(e, "tree"));
            assertTrue(e.press(Cell.of(2, 2)));
            assertTrue(e.drag(Cell.of(3, 2)));
            assertTrue(e.drag(Cell.of(4, 2)));
            assertFalse(e.drag(Cell.of(4, 1)), "a fence stands on column 4, row 1");
            String why = e.refusal().orElseThrow();
            assertTrue(why.contains("column 4, row 1"), why);
            assertTrue(why.contains("fence"), why);
            assertEquals('g', land.map().symbol(4, 1));
            assertTrue(e.release());
            assertEquals('T', land.map().symbol(4, 2));
        }
    }

    @Test
    void aTreePaintedOnWaterIsRefusedNamingTheCellOnTheScreenNotInTheMap() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            e.selectTool(EditorTool.PAINT);
            e.selectBlock(paletteIndex(e, "tree"));
            assertFalse(e.press(Cell.of(8, 7)));
            String why = e.refusal().orElseThrow();
            assertTrue(why.contains("column 8, row 7 holds water (water)"), why);
            assertEquals("refused: " + why, e.status());
            assertEquals('w', land.map().symbol(8, 7));
            assertFalse(e.release());
        }
    }

    @Test
    void aLowerUnderTheMapsBaseIsRefusedNamingTheCell() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            e.selectTool(EditorTool.LOWER);
            assertTrue(e.steps(5));
            assertFalse(e.press(Cell.of(0, 5)));
            assertTrue(e.refusal().orElseThrow().contains("column 0, row 5: height -4 steps stands at or under the map's base"),
                    e.refusal().get());
            assertEquals(1, land.map().heightSteps(0, 5));
        }
    }

    @Test
    void propsArePlacedTurnedAndRemovedEachAnUndoStepAndRefusedOnAStairOrATree() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            e.selectTool(EditorTool.PROP);
            assertTrue(e.selectPropModel(e.propModels().indexOf("bench")));
            e.propYaw(-90);
            assertEquals(270, e.propYaw());
            int before = land.props().size();
            assertTrue(e.press(Cell.of(8, 2)));
            assertEquals(before + 1, land.props().size());
            BlockProp placed = land.props().props().get(before);
            assertEquals(BlockProp.of("bench", 8, 2).withYaw(270), placed);
            assertTrue(e.press(Cell.of(8, 2)), "a press on a prop turns it");
            assertEquals(0, land.props().props().get(before).yawDegrees());
            assertTrue(e.undo());
            assertEquals(270, land.props().props().get(before).yawDegrees());
            assertTrue(e.removeProp(Cell.of(8, 2)));
            assertEquals(before, land.props().size());
            assertTrue(e.undo());
            assertEquals(before + 1, land.props().size());

            assertFalse(e.press(Cell.of(3, 4)));
            assertTrue(e.refusal().orElseThrow().startsWith("column 3, row 4: the bench cannot stand on a stair's tread"),
                    e.refusal().get());
            assertFalse(e.press(Cell.of(1, 1)));
            assertTrue(e.refusal().orElseThrow().contains("drawn there as a model"), e.refusal().get());
            assertFalse(e.removeProp(Cell.of(0, 0)));
            assertEquals("column 0, row 0: no prop stands there to remove", e.refusal().orElseThrow());
        }
    }

    @Test
    void aCellsTurnAndDataAreStepsTheMapRecordsAndUndoPutsBack() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            assertTrue(e.turnCell(Cell.of(1, 1)));
            assertEquals(1, land.map().quarterTurns(1, 1));
            assertTrue(e.setCellData(Cell.of(5, 5), "door", "open"));
            assertEquals(Map.of("door", "open"), land.map().cellData(5, 5));
            assertFalse(e.setCellData(Cell.of(5, 5), "", "x"));
            assertTrue(e.refusal().orElseThrow().startsWith("column 5, row 5: "), e.refusal().get());
            assertTrue(e.undo());
            assertTrue(land.map().cellData(5, 5).isEmpty());
            assertTrue(e.undo());
            assertEquals(0, land.map().quarterTurns(1, 1));
            assertTrue(e.redo());
            assertEquals(1, land.map().quarterTurns(1, 1));
        }
    }

    @Test
    void anUndoOfCellsAnotherWriterChangedSinceIsRefusedAndWritesNothing() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            e.selectTool(EditorTool.PAINT);
            e.selectBlock(paletteIndex(e, "grass"));
            e.press(Cell.of(0, 6));
            e.release();
            assertTrue(land.setCell(GAME, BlockCellEdit.height(0, 6, 2)).isEmpty());
            BlockRows now = all(land.map());
            assertFalse(e.undo());
            assertTrue(e.refusal().orElseThrow().startsWith("cannot undo paint at column 0, row 6: "), e.refusal().get());
            assertEquals(now, all(land.map()));
        }
    }

    @Test
    void saveWritesTheMapAsItStandsAndAFolderThatCannotBeWrittenIsRefusedInWords() throws Exception {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            e.selectTool(EditorTool.RAISE);
            e.press(Cell.of(0, 0));
            e.release();
            e.turnCell(Cell.of(1, 1));
            e.selectTool(EditorTool.PROP);
            e.press(Cell.of(8, 2));
            assertTrue(e.save());
            assertEquals("saved " + e.saveTo(), e.status());
            BlockMapFile saved = BlockMapFiles.read(e.saveTo());
            assertEquals(3, saved.rows().heightSteps(0, 0));
            assertEquals(1, saved.layers().quarterTurns(1, 1));
            assertEquals(land.props().props(), saved.props());

            Path blocker = Files.writeString(dir.resolve("a-file"), "not a folder");
            MapEditor stuck = MapEditor.over(land, GAME, blocker.resolve("map.json"));
            assertFalse(stuck.save());
            assertTrue(stuck.refusal().orElseThrow().startsWith("cannot save " + blocker.resolve("map.json")),
                    stuck.refusal().get());
        }
    }

    @Test
    void selectionsOffTheirRangeAreRefusedInWordsAndChangeNothing() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            assertFalse(e.selectBlock(99));
            assertEquals("there is no block 99 in the palette: pick one of 0..4", e.refusal().orElseThrow());
            assertFalse(e.brushSize(0));
            assertFalse(e.brushSize(65));
            assertEquals(1, e.brush().size());
            assertFalse(e.steps(0));
            assertFalse(e.setHeight(5000));
            assertFalse(e.selectPropModel(-1));
            assertFalse(e.press(Cell.of(40, 0)));
            assertTrue(e.refusal().orElseThrow().startsWith("column 40, row 0 is off the map"), e.refusal().get());
            assertTrue(e.selectBlock(0));
            assertTrue(e.refusal().isEmpty(), "a command that succeeds clears the refusal");
            e.hover(Optional.of(Cell.of(-1, 3)));
            assertTrue(e.hovered().isEmpty());
            assertTrue(e.highlighted().isEmpty());
        }
    }

    @Test
    void theOtherToolsFillSetFlattenAndSmoothThroughTheirStrokes() {
        try (Landscape land = woods()) {
            MapEditor e = editor(land);
            e.selectTool(EditorTool.FILL);
            e.selectBlock(paletteIndex(e, "dirt"));
            assertTrue(e.press(Cell.of(7, 7)));
            e.release();
            assertEquals('d', land.map().symbol(9, 8), "the pond's six water cells filled");
            e.selectTool(EditorTool.SET);
            e.setHeight(4);
            e.press(Cell.of(0, 7));
            e.release();
            assertEquals(4, land.map().heightSteps(0, 7));
            e.selectTool(EditorTool.FLATTEN);
            e.press(Cell.of(0, 7));
            e.drag(Cell.of(1, 7));
            e.release();
            assertEquals(4, land.map().heightSteps(1, 7));
            e.selectTool(EditorTool.SMOOTH);
            e.press(Cell.of(1, 7));
            e.release();
            assertEquals(2, land.map().heightSteps(1, 7), "the mean of 4, 4 and seven 1s rounds to 2");
            List<String> undone = new java.util.ArrayList<>();
            while (e.canUndo()) {
                e.undo();
                undone.add(e.status());
            }
            assertEquals(4, undone.size(), undone.toString());
            assertEquals('w', land.map().symbol(9, 8));
        }
    }
}
