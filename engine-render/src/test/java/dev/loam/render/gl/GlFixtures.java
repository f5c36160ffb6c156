package dev.loam.render.gl;

import dev.loam.blockmap.BlockCover;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.TextureVariation;
import dev.loam.blockmap.WaterLook;
import java.util.Map;

/** The spec's example maps ("Declare a block set", "Grow ground cover") and small maps for GL tests. */
final class GlFixtures {
    private GlFixtures() {
    }

    /** The spec's village set. */
    static BlockSet village() {
        return village(1.5);
    }

    /** The spec's village set with its river flowing at another speed, in metres a second. */
    static BlockSet village(double flowSpeed) {
        return BlockSet.builder("village")
                .block("grass", b -> b.top("#5f8f3e").side("#6e5a46").lip("#4f7a36"))
                .block("cobblestone", b -> b.top("#8a8478").side("#5a5650"))
                .block("riverbed", b -> b.top("#6b6250").water(WaterLook.builder().flowSpeed(flowSpeed).build()))
                .block("stairs", b -> b.top("#9a9384").riser("#4a463f").stairs())
                .block("tree", b -> b.top("#2f5a2c").blocked())
                .build();
    }

    /** The spec's terraces: a stair down to a cobbled path and a river. */
    static BlockMap terraces() {
        return terraces(1.5);
    }

    /** The spec's terraces with the river flowing at another speed, in metres a second. */
    static BlockMap terraces(double flowSpeed) {
        return BlockMap.builder("terraces", village(flowSpeed))
                .legend(BlockLegend.ofNames(Map.of('g', "grass", 'c', "cobblestone", 'w', "riverbed", 's', "stairs",
                        'T', "tree")))
                .cells("ggggT", "ccscc", "wwwww")
                .heights(new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, -1, -1, -1}})
                .sea(0.2).position(-2.5, 0, -1.5).build();
    }

    /** The spec's lawn: two greens in a fine check. */
    static final PixelTexture LAWN = PixelTexture.define("lawn", 64, 64, canvas -> {
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 64; x++) {
                canvas.setColour(x, y, (x * 3 + y * 5) % 7 != 0 ? 0x4a7d3a : 0x77a345);
            }
        }
    });

    /** The spec's tufts: four frames of 16 texels, a card a metre square. */
    static final PixelTexture TUFTS = PixelTexture.builder("tufts", 64, 16).variation(TextureVariation.NONE)
            .paint(canvas -> {
                for (int y = 0; y < 16; y++) {
                    for (int x = 0; x < 64; x++) {
                        double fromMiddle = Math.abs((x % 16) - 7.5);
                        double tall = x % 2 == 0 ? 12 - fromMiddle : 0;
                        int up = 15 - y;
                        canvas.setAlpha(x, y, up < tall ? 1 : 0);
                        canvas.setColour(x, y, up >= tall - 1 ? 0xb5cc52 : 0x3f7030);
                    }
                }
            }).build();

    /** The spec's green set. */
    static BlockSet green() {
        return BlockSet.builder("green")
                .block("grass", b -> b.top(LAWN).side("#6e5a46").lip("#4f7a36").fringe(2)
                        .cover(BlockCover.builder(TUFTS).columns(4).perCell(3, 5).build()))
                .block("path", b -> b.top("#a08a6a").side("#6e5a46")
                        .cover(BlockCover.builder(TUFTS).columns(4).perCell(0.12).build()))
                .build();
    }

    /** The spec's village green: grass over a path a step below. */
    static BlockMap greenMap() {
        return BlockMap.builder("green", green()).legend(BlockLegend.ofNames(Map.of('g', "grass", 'p', "path")))
                .cells("gggg", "pppp", "gggg")
                .heights(new int[][] {{2, 2, 2, 2}, {1, 1, 1, 1}, {1, 1, 1, 1}}).build();
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
