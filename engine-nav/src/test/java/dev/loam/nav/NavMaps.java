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

    /**
     * A pseudo-random map for path tests, {@code width × depth} cells: terraces a step higher every
     * eight columns with stairs up some of their risers, blocked cells, wading and deep ponds, and
     * void holes, the same map for the same seed.
     */
    static BlockMap terraces(int width, int depth, long seed) {
        String[] cells = new String[depth];
        int[][] heights = new int[depth][width];
        long s = seed;
        for (int r = 0; r < depth; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < width; c++) {
                s = s * 6364136223846793005L + 1442695040888963407L;
                int roll = (int) ((s >>> 33) % 100);
                int h = c / 8 + ((r / 16) % 2);
                char sym = 'g';
                boolean pond = ((c / 6) * 7 + (r / 6) * 5) % 9 == 0 && c % 8 != 7 && c % 8 != 0;
                if (pond) {
                    sym = 'w';
                    h = ((c + r) % 3 == 0) ? -3 : -1;
                } else if (c % 8 == 7 && c + 1 < width && r % 5 == 2 && r % 16 != 0 && r % 16 != 15) {
                    sym = 's';
                } else if (roll < 12) {
                    sym = 'B';
                } else if (roll < 14) {
                    sym = '.';
                } else if (roll < 30) {
                    sym = 'o';
                }
                row.append(sym);
                heights[r][c] = h;
            }
            cells[r] = row.toString();
        }
        for (int r = 0; r < depth; r++) {
            for (int c = 0; c < width; c++) {
                if (cells[r].charAt(c) == 's' && cells[r].charAt(c + 1) != 'g' && cells[r].charAt(c + 1) != 'o') {
                    cells[r] = cells[r].substring(0, c) + 'g' + cells[r].substring(c + 1);
                }
            }
        }
        return of(cells, heights);
    }
}
