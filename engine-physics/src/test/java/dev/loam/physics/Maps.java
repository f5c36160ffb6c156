package dev.loam.physics;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSets;
import java.util.Map;

/** Block maps the physics tests stand on, in the greybox set: g grass, o stone, w water, s stairs, B blocked. */
final class Maps {
    static final BlockLegend LEGEND = BlockLegend.ofNames(Map.of('g', "grass", 'o', "stone", 'w', "water",
            's', "stairs", 'B', "blocked"));

    private Maps() {
    }

    /** A map at the origin from rows and heights in steps. */
    static BlockMap of(String[] cells, int[][] heights) {
        return of(BlockSets.greybox(), cells, heights);
    }

    /** A map of a set at the origin. */
    static BlockMap of(BlockSet set, String[] cells, int[][] heights) {
        return BlockMap.builder("test", set).legend(LEGEND).cells(cells).heights(heights).build();
    }

    /** A map of {@code depth} equal rows. */
    static BlockMap strip(String row, int[] heights, int depth) {
        String[] cells = new String[depth];
        int[][] h = new int[depth][];
        for (int r = 0; r < depth; r++) {
            cells[r] = row;
            h[r] = heights.clone();
        }
        return of(cells, h);
    }

    /** A flat grass map, {@code width × depth} cells at a height in steps. */
    static BlockMap flat(int width, int depth, int heightSteps) {
        int[] h = new int[width];
        java.util.Arrays.fill(h, heightSteps);
        return strip("g".repeat(width), h, depth);
    }

    /** A world holding one map's collider. */
    static CollisionWorld world(BlockMap map) {
        return new CollisionWorld().add(new BlockMapCollider(map));
    }
}
