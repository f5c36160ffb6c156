package dev.loam.render.gl;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.render.mesh.BlockMeshFixtures;
import java.util.Map;

/** The spec's example maps (kept in {@link BlockMeshFixtures}) and small maps for GL tests. */
final class GlFixtures {
    private GlFixtures() {
    }

    /** The spec's terraces: a stair down to a cobbled path and a river. */
    static BlockMap terraces() {
        return BlockMeshFixtures.terraces();
    }

    /** The spec's terraces with the river flowing at another speed, in metres a second. */
    static BlockMap terraces(double flowSpeed) {
        return BlockMeshFixtures.terraces(flowSpeed);
    }

    /** The spec's village green: grass over a path a step below. */
    static BlockMap greenMap() {
        return BlockMeshFixtures.greenMap();
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
