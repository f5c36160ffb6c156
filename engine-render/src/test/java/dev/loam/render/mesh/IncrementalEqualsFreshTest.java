package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetFiles;
import dev.loam.core.StableHash;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A map's meshes kept by {@link BlockMapMeshes#update()} after each edit equal a build from
 * scratch, array for array, for every block set the project ships: the rebuild's reach follows
 * from the set (its fringes, its cover, the light), not from one fixed number of cells.
 */
class IncrementalEqualsFreshTest {
    private static final Path SETS = Path.of("../examples/src/main/resources/dev/loam/examples/sets");

    /** A map of the set's plain blocks (no water, no stairs), hilly, 70 by 40 cells across two chunk seams. */
    static BlockMap randomMap(BlockSet set, long seed) {
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, Block> e : set.blocks().entrySet()) {
            if (e.getValue().water().isEmpty() && !e.getValue().stairs()) {
                names.add(e.getKey());
            }
        }
        Map<Character, String> legend = new LinkedHashMap<>();
        for (int k = 0; k < names.size(); k++) {
            legend.put((char) ('a' + k), names.get(k));
        }
        int w = 70, d = 40;
        String[] cells = new String[d];
        int[][] heights = new int[d][w];
        for (int r = 0; r < d; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < w; c++) {
                long h = StableHash.hash(seed, c / 3, r / 3);
                row.append((char) ('a' + StableHash.bounded(StableHash.hash(h, 7), names.size())));
                heights[r][c] = StableHash.bounded(h, 3);
            }
            cells[r] = row.toString();
        }
        return BlockMap.builder("random", set).legend(BlockLegend.ofNames(legend)).cells(cells).heights(heights).build();
    }

    static void editsNearTheSeamsKeepTheMeshesFresh(BlockMap map, long seed, int edits) {
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(3));
        Authority authority = Authority.create("test");
        int symbols = map.legend().entries().size();
        for (int e = 0; e < edits; e++) {
            long h = StableHash.hash(seed, e);
            // Columns 26..37 and rows 26..37: within a few cells of the seams at 32.
            int c = 26 + StableHash.bounded(h, 12), r = 26 + StableHash.bounded(StableHash.hash(h, 1), 12);
            r = Math.min(r, map.depth() - 1);
            BlockCellEdit edit;
            if (StableHash.bounded(StableHash.hash(h, 2), 2) == 0) {
                edit = BlockCellEdit.height(c, r, Math.max(0, map.heightSteps(c, r) + StableHash.bounded(StableHash.hash(h, 3), 3) - 1));
            } else {
                edit = BlockCellEdit.symbol(c, r, (char) ('a' + StableHash.bounded(StableHash.hash(h, 4), symbols)));
            }
            map.setCell(authority, edit);
            meshes.update();
            BlockMapMeshesTest.assertSameAsFromScratch(meshes, "after edit " + e + " (" + edit + ") of set " + map.blockSet().name());
        }
    }

    @Test
    void theVillageSetsMeshesStayFreshAfterEditsBesideItsRankThreeFringe() {
        BlockSet village = BlockSetFiles.read(SETS.resolve("village.json"));
        editsNearTheSeamsKeepTheMeshesFresh(randomMap(village, 5), 11, 300);
    }

    @Test
    void everyShippedSetsMeshesStayFresh() {
        for (BlockSet set : BlockSetFiles.readAll(SETS)) {
            editsNearTheSeamsKeepTheMeshesFresh(randomMap(set, 21), 31, 120);
        }
    }
}
