package dev.loam.blockmap;

import static dev.loam.blockmap.BlockEditFixtures.SETS;
import static dev.loam.blockmap.BlockEditFixtures.cellRows;
import static dev.loam.blockmap.BlockEditFixtures.greybox;
import static dev.loam.blockmap.BlockEditFixtures.heightDigits;
import static dev.loam.blockmap.BlockEditFixtures.legend;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Tests for resizing rows and files about each of the nine anchors. */
class BlockResizeTest {

    /** A legend naming each letter a..y a plain greybox block, so every cell of a test grid is told apart. */
    private static Map<Character, LegendEntry> letters() {
        Map<Character, LegendEntry> m = new LinkedHashMap<>();
        String[] blocks = {"grass", "dirt", "stone"};
        for (char ch = 'a'; ch <= 'y'; ch++) {
            m.put(ch, LegendEntry.of(blocks[(ch - 'a') % 3]));
        }
        return m;
    }

    private static BlockMapFile threeByThree() {
        return greybox(letters(), List.of("abc", "def", "ghi"), List.of("123", "456", "789"));
    }

    private static BlockMapFile fiveByFive() {
        return greybox(letters(), List.of("abcde", "fghij", "klmno", "pqrst", "uvwxy"),
                List.of("11111", "22222", "33333", "44444", "55555"));
    }

    private static List<String> rows(String slashed) {
        return Arrays.asList(slashed.split("/"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "NORTH_WEST, abc../def../ghi../...../.....",
            "NORTH,      .abc./.def./.ghi./...../.....",
            "NORTH_EAST, ..abc/..def/..ghi/...../.....",
            "WEST,       ...../abc../def../ghi../.....",
            "CENTRE,     ...../.abc./.def./.ghi./.....",
            "EAST,       ...../..abc/..def/..ghi/.....",
            "SOUTH_WEST, ...../...../abc../def../ghi..",
            "SOUTH,      ...../...../.abc./.def./.ghi.",
            "SOUTH_EAST, ...../...../..abc/..def/..ghi",
    })
    void growingThreeByThreeToFiveByFiveKeepsTheCellsAtTheAnchor(ResizeAnchor anchor, String expected) {
        BlockMapFile out = BlockMapEdits.resizeFile(threeByThree(), SETS, 5, 5, anchor, '.', 0);
        List<String> want = rows(expected);
        assertEquals(want, out.rows().cells());
        int r0 = 0;
        while (want.get(r0).indexOf('a') < 0) {
            r0++;
        }
        int c0 = want.get(r0).indexOf('a');
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) {
                assertEquals(1 + r * 3 + c, out.rows().heightSteps(c0 + c, r0 + r), "heights move with their cells");
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "NORTH_WEST, abc/fgh/klm",
            "NORTH,      bcd/ghi/lmn",
            "NORTH_EAST, cde/hij/mno",
            "WEST,       fgh/klm/pqr",
            "CENTRE,     ghi/lmn/qrs",
            "EAST,       hij/mno/rst",
            "SOUTH_WEST, klm/pqr/uvw",
            "SOUTH,      lmn/qrs/vwx",
            "SOUTH_EAST, mno/rst/wxy",
    })
    void croppingFiveByFiveToThreeByThreeKeepsTheCellsAtTheAnchor(ResizeAnchor anchor, String expected) {
        BlockMapFile out = BlockMapEdits.resizeFile(fiveByFive(), SETS, 3, 3, anchor, '.', 0);
        assertEquals(rows(expected), out.rows().cells());
        String firstRow = rows(expected).get(0);
        int firstRowHeight = (firstRow.charAt(0) - 'a') / 5 + 1;
        assertEquals(List.of("" + firstRowHeight + firstRowHeight + firstRowHeight,
                "" + (firstRowHeight + 1) + (firstRowHeight + 1) + (firstRowHeight + 1),
                "" + (firstRowHeight + 2) + (firstRowHeight + 2) + (firstRowHeight + 2)), heightDigits(out.rows()));
    }

    @Test
    void oddDifferenceAboutTheCentrePutsTheOddCellEastAndSouthAndRoundTrips() {
        EditableBlockRows rows = EditableBlockRows.of(threeByThree(), SETS);
        BlockRows start = rows.snapshot();
        rows.resize(6, 4, ResizeAnchor.CENTRE);
        assertEquals(List.of(".abc..", ".def..", ".ghi..", "......"), cellRows(rows));
        rows.resize(3, 3, ResizeAnchor.CENTRE);
        assertEquals(start, rows.snapshot());
    }

    @Test
    void newCellsTakeTheFillCharacterAndHeight() {
        BlockMapFile out = BlockMapEdits.resizeFile(threeByThree(), SETS, 4, 3, ResizeAnchor.WEST, 'b', 2);
        assertEquals(List.of("abcb", "defb", "ghib"), out.rows().cells());
        assertEquals(List.of("1232", "4562", "7892"), heightDigits(out.rows()));
    }

    @Test
    void resizedFileKeepsItsNameSetLegendSeaAndPosition() {
        BlockMapFile file = new BlockMapFile(Optional.of("yard"), "greybox", BlockLegend.of(letters()),
                threeByThree().rows(), OptionalDouble.of(0.5), Optional.of(new double[] {1, 2, 3}));
        BlockMapFile out = BlockMapEdits.resizeFile(file, SETS, 2, 2, ResizeAnchor.NORTH_WEST, '.', 0);
        assertEquals(Optional.of("yard"), out.name());
        assertEquals(file.legend(), out.legend());
        assertEquals(OptionalDouble.of(0.5), out.sea());
        assertEquals(List.of("ab", "de"), out.rows().cells());
    }

    @Test
    void sizesUnderOneOrPastTheLargestAreRefused() {
        EditableBlockRows rows = EditableBlockRows.of(threeByThree(), SETS);
        assertEquals("size", assertThrows(BlockMapException.class, () -> rows.resize(0, 3, ResizeAnchor.CENTRE)).path());
        assertEquals("size", assertThrows(BlockMapException.class, () -> rows.resize(3, -1, ResizeAnchor.CENTRE)).path());
        assertEquals("size", assertThrows(BlockMapException.class, () -> rows.resize(5000, 5000, ResizeAnchor.CENTRE)).path());
        assertEquals(threeByThree().rows(), rows.snapshot());
    }

    @Test
    void fillCharacterOutsideTheLegendOrHeightPastTheRangeIsRefused() {
        EditableBlockRows rows = EditableBlockRows.of(threeByThree(), SETS);
        assertEquals("fillSymbol", assertThrows(BlockMapException.class,
                () -> rows.resize(4, 4, ResizeAnchor.CENTRE, 'Z', 0)).path());
        assertEquals("fillHeight", assertThrows(BlockMapException.class,
                () -> rows.resize(4, 4, ResizeAnchor.CENTRE, 'a', 5000)).path());
    }

    @Test
    void resizeThatCropsAStairsStepIsRefusedNamingTheStair() {
        BlockMapFile file = greybox(legend('g', "grass", 's', "stairs"), List.of("ggg", "gsg", "ggg"), List.of("010", "000", "000"));
        EditableBlockRows rows = EditableBlockRows.of(file, SETS);
        BlockMapException e = assertThrows(BlockMapException.class, () -> rows.resize(3, 2, ResizeAnchor.SOUTH));
        assertEquals("column 1, row 0", e.path());
        assertTrue(e.getMessage().contains("resizing to 3x2 about south breaks a rule at column 1, row 0 (column 1, row 1 "
                + "before the resize): the stair at column 1, row 0 has no neighbour a step higher"), e.getMessage());
        assertEquals(file.rows(), rows.snapshot(), "a refused resize changes nothing");
        rows.resize(3, 2, ResizeAnchor.NORTH);
        assertEquals(List.of("ggg", "gsg"), cellRows(rows));
    }
}
