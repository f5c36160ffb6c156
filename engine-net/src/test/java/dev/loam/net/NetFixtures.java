package dev.loam.net;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSets;
import dev.loam.terrain.Terrain;
import java.util.Map;
import java.util.SplittableRandom;

/** Worlds and random edits the engine-net tests share. */
final class NetFixtures {
    static final BlockLegend LEGEND = BlockLegend.ofNames(Map.of('g', "grass", 'd', "dirt", 'o', "stone", 'w', "water"));

    private NetFixtures() {
    }

    /** A greybox map of {@code size} x {@code size} cells of grass at 2 steps, owned by {@code owner}. */
    static BlockMap field(String name, int size, Authority owner) {
        String[] cells = new String[size];
        int[][] heights = new int[size][size];
        for (int r = 0; r < size; r++) {
            cells[r] = "g".repeat(size);
            java.util.Arrays.fill(heights[r], 2);
        }
        return BlockMap.builder(name, BlockSets.greybox()).legend(LEGEND).cells(cells).heights(heights)
                .authority(owner).build();
    }

    /** A world of two maps and a small terrain, as a server holds it. */
    static NetWorld world(Authority owner) {
        return new NetWorld().addMap(field("village", 24, owner)).addMap(field("mine", 8, owner))
                .addTerrain("hills", Terrain.builder(9, 9, 2).build());
    }

    /** A random edit a player might try: a dig, a raise, a repaint, a turn, a cell's datum, or one off the map now and then. */
    static NetRequest randomRequest(SplittableRandom rnd, int size) {
        int kind = rnd.nextInt(20);
        if (kind == 0) {
            return new NetRequest.SetCell("village", BlockCellEdit.height(size + rnd.nextInt(3), 0, 1));
        }
        if (kind == 3) {
            int n = rnd.nextInt(4);
            return rnd.nextBoolean() ? new NetRequest.SetZone(dev.loam.worldgen.Zone.reserve("house " + n,
                    new dev.loam.worldgen.ZoneShape.Circle(rnd.nextInt(20), rnd.nextInt(20), 1 + rnd.nextInt(5))))
                    : new NetRequest.RemoveZone("house " + n);
        }
        if (kind == 4) {
            return rnd.nextBoolean() ? new NetRequest.RemovePlacement("groups@1:" + rnd.nextInt(3) + ",0/g@1/tree."
                    + rnd.nextInt(3)) : new NetRequest.ChangePlacement("groups@1:" + rnd.nextInt(3) + ",0/g@1/tree."
                    + rnd.nextInt(3), dev.loam.worldgen.PlacementChange.NONE.withYaw(rnd.nextInt(8)));
        }
        if (kind == 1) {
            float[] h = new float[4];
            for (int k = 0; k < 4; k++) {
                h[k] = rnd.nextInt(-8, 9) * 0.25f;
            }
            return new NetRequest.SetTerrainHeights("hills", new dev.loam.terrain.TerrainRect(rnd.nextInt(8),
                    rnd.nextInt(8), 2, 2), h);
        }
        String map = kind == 2 ? "mine" : "village";
        int span = kind == 2 ? 8 : size;
        int c = rnd.nextInt(span), r = rnd.nextInt(span);
        if (kind == 5 || kind == 6) {
            return new NetRequest.TurnCell(map, c, r, rnd.nextInt(-1, 4));
        }
        if (kind == 7) {
            // A door opened or shut, or its state removed; now and then a key the map refuses.
            String key = rnd.nextInt(12) == 0 ? "" : rnd.nextBoolean() ? "door" : "loot";
            return new NetRequest.SetCellData(map, c, r, key, rnd.nextInt(3) == 0 ? java.util.Optional.empty()
                    : java.util.Optional.of(rnd.nextBoolean() ? "open" : "shut"));
        }
        char s = "gdow".charAt(rnd.nextInt(4));
        return switch (rnd.nextInt(3)) {
            case 0 -> new NetRequest.SetCell(map, BlockCellEdit.height(c, r, rnd.nextInt(-3, 6)));
            case 1 -> new NetRequest.SetCell(map, BlockCellEdit.symbol(c, r, s));
            default -> new NetRequest.SetCell(map, BlockCellEdit.of(c, r, s, rnd.nextInt(-3, 6)));
        };
    }
}
