package dev.loam.render.gl;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import java.util.Map;

/** Small maps for GL tests; the spec's examples are in {@link dev.loam.testkit.SpecFixtures}. */
final class GlFixtures {
    private GlFixtures() {
    }

    /** Plain colours: g grass, s stone. */
    static BlockSet plain() {
        return BlockSet.builder("plain")
                .block("grass", b -> b.top("#80a060").side("#706050"))
                .block("stone", b -> b.top("#909090").side("#606060"))
                .build();
    }

    /** A flat field of {@code width} × {@code depth} grass at one step, with stone where {@code stone} says. */
    static BlockMap field(String name, int width, int depth, int[][] pillars) {
        String[] cells = new String[depth];
        int[][] heights = new int[depth][width];
        for (int r = 0; r < depth; r++) {
            cells[r] = "g".repeat(width);
            java.util.Arrays.fill(heights[r], 1);
        }
        for (int[] p : pillars) {
            char[] row = cells[p[1]].toCharArray();
            row[p[0]] = 's';
            cells[p[1]] = new String(row);
            heights[p[1]][p[0]] = p[2];
        }
        return BlockMap.builder(name, plain()).legend(BlockLegend.ofNames(Map.of('g', "grass", 's', "stone")))
                .cells(cells).heights(heights).build();
    }
}
