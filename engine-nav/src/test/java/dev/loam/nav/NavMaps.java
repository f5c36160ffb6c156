package dev.loam.nav;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSets;
import java.util.Map;

/** Block maps the navigation tests walk, in the greybox set: g grass, o stone, w water, s stairs, B blocked. */
final class NavMaps {
    static final BlockLegend LEGEND = BlockLegend.ofNames(Map.of('g', "grass", 'o', "stone", 'w', "water",
            's', "stairs", 'B', "blocked"));

    private NavMaps() {
    }

    /** A map at the origin from rows, every cell at a height in steps. */
    static BlockMap of(int heightSteps, String... cells) {
        int[][] h = new int[cells.length][];
        for (int r = 0; r < cells.length; r++) {
            h[r] = new int[cells[r].length()];
            java.util.Arrays.fill(h[r], heightSteps);
        }
        return of(cells, h);
    }

    /** A map at the origin from rows and heights. */
    static BlockMap of(String[] cells, int[][] heights) {
        return BlockMap.builder("nav-test", BlockSets.greybox()).legend(LEGEND).cells(cells).heights(heights).sea(0)
                .build();
    }
}
