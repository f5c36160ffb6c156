package dev.loam.testkit;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCover;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.TextureVariation;
import dev.loam.blockmap.WaterLook;
import dev.loam.core.StableHash;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Random block sets, maps and edits for the properties that hold for every set: fringe ranks,
 * ground cover, water beds, stairs and blocked blocks in random mixes, and edits aimed at chunk
 * seams. Everything is drawn from a seed, so a failure reproduces.
 *
 * <p>A map starts plain and grows its water and stairs through edits, which the map's own rules
 * refuse where they would break it (a refused edit changes nothing); so every map is one a game
 * could reach.
 */
public final class RandomBlockMaps {
    /** The symbols of every random set: plain blocks {@code a} to {@code d}, water {@code w}, stairs {@code s}, blocked {@code t}, void {@code .}. */
    public static final String SYMBOLS = "abcdwst.";

    private RandomBlockMaps() {
    }

    /**
     * A set of four plain blocks (random fringe ranks 0 to 3, some with cover, some textured), a
     * water bed, a stair and a blocked block.
     *
     * @param seed what draws it
     * @return the set, named {@code random-<seed>}
     */
    public static BlockSet set(long seed) {
        PixelTexture lawn = PixelTexture.builder("lawn-" + seed, 8, 8).variation(TextureVariation.ROTATE_AND_MIRROR)
                .paint(c -> {
                    for (int y = 0; y < 8; y++) {
                        for (int x = 0; x < 8; x++) {
                            c.setColour(x, y, ((x + y) & 1) == 0 ? 0x5f8f3e : 0x4f7a36);
                        }
                    }
                }).build();
        PixelTexture tufts = PixelTexture.builder("tufts-" + seed, 16, 8).variation(TextureVariation.NONE).paint(c -> {
            for (int y = 0; y < 8; y++) {
                for (int x = 0; x < 16; x++) {
                    c.setColour(x, y, 0x3f6f2e);
                    c.setAlpha(x, y, (x % 4) == 1 && y > 2 ? 1 : 0);
                }
            }
        }).build();
        BlockSet.Builder b = BlockSet.builder("random-" + Math.abs(seed));
        for (int k = 0; k < 4; k++) {
            long h = StableHash.hash(seed, k);
            int fringe = StableHash.bounded(h, 4);
            boolean textured = StableHash.bounded(StableHash.hash(h, 1), 2) == 0;
            boolean cover = StableHash.bounded(StableHash.hash(h, 2), 3) == 0;
            String colour = String.format("#%06x", 0x404040 + StableHash.bounded(StableHash.hash(h, 3), 0x808080));
            b.block("plain" + k, x -> {
                if (textured) {
                    x.top(lawn);
                } else {
                    x.top(colour);
                }
                x.side("#6e5a46").fringe(fringe);
                if (cover) {
                    x.cover(BlockCover.builder(tufts).columns(4).perCell(1, 3).build());
                }
            });
        }
        b.block("water", x -> x.top("#6b6250").water(WaterLook.builder().flowSpeed(1).build()));
        b.block("stairs", x -> x.top("#9a9384").riser("#4a463f").stairs());
        b.block("tree", x -> x.top("#2f5a2c").blocked());
        return b.build();
    }

    /** The legend of {@link #set(long)}'s blocks by {@link #SYMBOLS}. */
    public static BlockLegend legend() {
        Map<Character, String> names = new LinkedHashMap<>();
        for (int k = 0; k < 4; k++) {
            names.put((char) ('a' + k), "plain" + k);
        }
        names.put('w', "water");
        names.put('s', "stairs");
        names.put('t', "tree");
        return BlockLegend.ofNames(names);
    }

    /**
     * A map of {@code width} × {@code depth} cells of the set's plain blocks on gentle random
     * heights, then {@code grow} random edits (water, stairs, trees, voids among them) of which
     * those the map's rules allow are kept.
     */
    public static BlockMap map(BlockSet set, int width, int depth, long seed, int grow) {
        String[] cells = new String[depth];
        int[][] heights = new int[depth][width];
        for (int r = 0; r < depth; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < width; c++) {
                long h = StableHash.hash(seed, c / 3, r / 3);
                row.append((char) ('a' + StableHash.bounded(StableHash.hash(h, 7), 4)));
                heights[r][c] = 1 + StableHash.bounded(h, 3);
            }
            cells[r] = row.toString();
        }
        BlockMap map = BlockMap.builder("random", set).legend(legend()).cells(cells).heights(heights).build();
        Authority authority = Authority.create("grow");
        for (int e = 0; e < grow; e++) {
            map.setCell(authority, edit(map, StableHash.hash(seed, 1000 + e), 0, 0, width, depth));
        }
        return map;
    }

    /**
     * A random edit of a cell within {@code columns} × {@code rows} cells from ({@code column0},
     * {@code row0}) (clamped to the map): a new height a step either way, a new symbol, or both.
     */
    public static BlockCellEdit edit(BlockMap map, long seed, int column0, int row0, int columns, int rows) {
        int c = Math.min(map.width() - 1, Math.max(0, column0 + StableHash.bounded(seed, columns)));
        int r = Math.min(map.depth() - 1, Math.max(0, row0 + StableHash.bounded(StableHash.hash(seed, 1), rows)));
        int kind = StableHash.bounded(StableHash.hash(seed, 2), 3);
        int steps = Math.max(0, map.heightSteps(c, r) + StableHash.bounded(StableHash.hash(seed, 3), 3) - 1);
        char symbol = SYMBOLS.charAt(StableHash.bounded(StableHash.hash(seed, 4), SYMBOLS.length()));
        return switch (kind) {
            case 0 -> BlockCellEdit.height(c, r, steps);
            case 1 -> symbol == '.' ? BlockCellEdit.clear(c, r) : BlockCellEdit.symbol(c, r, symbol);
            default -> symbol == '.' ? BlockCellEdit.clear(c, r) : BlockCellEdit.of(c, r, symbol, steps);
        };
    }
}
