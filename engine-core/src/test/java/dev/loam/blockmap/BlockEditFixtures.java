package dev.loam.blockmap;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/** Maps and edits shared by the edit tests: small greybox maps, and jqwik arbitraries of maps and edits. */
final class BlockEditFixtures {
    static final BlockSetLookup SETS = BlockSetLookup.of();

    private BlockEditFixtures() {
    }

    /** A greybox map file of these rows; heights one digit a cell ('0'..'9'). */
    static BlockMapFile greybox(Map<Character, LegendEntry> legend, List<String> cells, List<String> heights) {
        return BlockMapFile.of(BlockSets.GREYBOX_NAME, BlockLegend.of(legend), BlockRows.of(cells, digits(heights)));
    }

    /** A legend of plain greybox names, in order: pairs of character and block. */
    static Map<Character, LegendEntry> legend(Object... pairs) {
        Map<Character, LegendEntry> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            Object v = pairs[i + 1];
            m.put((Character) pairs[i], v instanceof LegendEntry e ? e : LegendEntry.of((String) v));
        }
        return m;
    }

    /** A flat map of grass ('g') at height 0. */
    static BlockMapFile flatGrass(int width, int depth) {
        return BlockMapFile.of(BlockSets.GREYBOX_NAME, BlockLegend.ofNames(Map.of('g', "grass")),
                BlockRows.filled(width, depth, 'g', 0));
    }

    static int[][] digits(List<String> heights) {
        int[][] out = new int[heights.size()][];
        for (int r = 0; r < out.length; r++) {
            out[r] = heights.get(r).chars().map(ch -> ch - '0').toArray();
        }
        return out;
    }

    /** Heights as one digit a cell (all must be 0..9). */
    static List<String> heightDigits(BlockRowsView rows) {
        List<String> out = new ArrayList<>();
        for (int r = 0; r < rows.depth(); r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < rows.width(); c++) {
                int h = rows.heightSteps(c, r);
                sb.append(h >= 0 && h <= 9 ? (char) ('0' + h) : '?');
            }
            out.add(sb.toString());
        }
        return out;
    }

    static List<String> cellRows(BlockRowsView rows) {
        List<String> out = new ArrayList<>();
        for (int r = 0; r < rows.depth(); r++) {
            out.add(rows.cellsRow(r));
        }
        return out;
    }

    static Cell cell(int column, int row) {
        return new Cell(column, row);
    }

    // ---- arbitraries ---------------------------------------------------------------------------

    /** Small valid greybox maps: 2..6 by 2..6 cells of grass, dirt and stone at heights 0..3, some void. */
    static Arbitrary<BlockMapFile> smallMaps() {
        return Combinators.combine(Arbitraries.integers().between(2, 6), Arbitraries.integers().between(2, 6))
                .flatAs((w, d) -> Combinators.combine(
                        Arbitraries.strings().withChars("gggdds.").ofLength(w).list().ofSize(d),
                        Arbitraries.integers().between(0, 3).list().ofSize(w * d))
                        .as((cells, hs) -> {
                            int[][] h = new int[d][w];
                            for (int i = 0; i < w * d; i++) {
                                h[i / w][i % w] = hs.get(i);
                            }
                            return BlockMapFile.of(BlockSets.GREYBOX_NAME,
                                    BlockLegend.ofNames(Map.of('g', "grass", 'd', "dirt", 's', "stone")), BlockRows.of(cells, h));
                        }));
    }

    /** Cells of a w x d map, now and then one just off it. */
    @SuppressWarnings("unchecked")
    static Arbitrary<Cell> cells(int w, int d) {
        Arbitrary<Cell> on = Combinators.combine(Arbitraries.integers().between(0, w - 1),
                Arbitraries.integers().between(0, d - 1)).as(Cell::new);
        Arbitrary<Cell> around = Combinators.combine(Arbitraries.integers().between(-1, w),
                Arbitraries.integers().between(-1, d)).as(Cell::new);
        return Arbitraries.frequencyOf(Tuple.of(30, on), Tuple.of(1, around));
    }

    static Arbitrary<Brush> brushes() {
        return Combinators.combine(Arbitraries.integers().between(1, 4), Arbitraries.of(BrushShape.class)).as(Brush::new);
    }

    /** Block names, mostly plain blocks of greybox, now and then a stair, the void, or a block it lacks. */
    static Arbitrary<String> blocks() {
        return Arbitraries.frequency(Tuple.of(5, "grass"), Tuple.of(5, "dirt"), Tuple.of(5, "stone"), Tuple.of(2, "water"),
                Tuple.of(2, "blocked"), Tuple.of(2, "."), Tuple.of(1, "stairs"), Tuple.of(1, "lava"));
    }

    /** Edits of every tool over a w x d map, some refused (cells off the map, an unknown block, a height not whole). */
    static Arbitrary<BlockEdit> edits(int w, int d) {
        Arbitrary<Cell> cell = cells(w, d);
        Arbitrary<List<Cell>> cellList = cell.list().ofMinSize(1).ofMaxSize(4);
        Arbitrary<Integer> steps = Arbitraries.integers().between(1, 3);
        Arbitrary<Double> height = Arbitraries.frequency(Tuple.of(40, 0), Tuple.of(1, 1)).flatMap(odd -> odd == 1
                ? Arbitraries.just(1.5) : Arbitraries.integers().between(-1, 5).map(Integer::doubleValue));
        Arbitrary<Optional<BlockFacing>> facing = Arbitraries.of(BlockFacing.class).optional(0.5);
        Arbitrary<Optional<String>> stairBlock = Arbitraries.frequency(Tuple.of(8, "stairs"), Tuple.of(1, "stone"))
                .optional(0.3);
        return Arbitraries.oneOf(List.of(
                Combinators.combine(cellList, brushes(), blocks()).as(BlockEdit.Paint::new),
                Combinators.combine(cell, blocks()).as(BlockEdit.Fill::new),
                Combinators.combine(cell, cell, blocks()).as(BlockEdit.Rectangle::new),
                Combinators.combine(cellList, brushes(), steps).as(BlockEdit.Raise::new),
                Combinators.combine(cellList, brushes(), steps).as(BlockEdit.Lower::new),
                Combinators.combine(cellList, brushes(), height).as(BlockEdit.Set::new),
                Combinators.combine(cellList, brushes(), height.optional(0.5))
                        .as((c, b, h) -> new BlockEdit.Flatten(c, b, h.map(OptionalDouble::of).orElse(OptionalDouble.empty()))),
                Combinators.combine(cellList, brushes()).as(BlockEdit.Smooth::new),
                Combinators.combine(cell, facing, stairBlock).as(BlockEdit.Stairs::new),
                Combinators.combine(cell, cell, stairBlock).as(BlockEdit.StairsFlight::new)));
    }

    /** A small map and a list of 0..6 edits over it. */
    record Scenario(BlockMapFile file, List<BlockEdit> edits) {
    }

    static Arbitrary<Scenario> scenarios() {
        return smallMaps().flatMap(f -> edits(f.rows().width(), f.rows().depth()).list().ofMaxSize(5)
                .map(e -> new Scenario(f, e)));
    }
}
