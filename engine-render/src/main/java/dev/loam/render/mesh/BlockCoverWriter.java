package dev.loam.render.mesh;

import dev.loam.render.mesh.internal.BlockLight;
import dev.loam.blockmap.BlockCover;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.CoverCount;
import dev.loam.blockmap.CoverPatch;
import dev.loam.blockmap.CoverZones;
import dev.loam.core.JitteredGrid;
import dev.loam.core.StableHash;
import dev.loam.core.ValueNoise2D;
import java.util.List;

/**
 * Grows a chunk's ground cover as "Grow ground cover" says: for each cell and each of its block's
 * covers, a count from {@code perCell} (or the patch's, where the map's patch field passes its
 * {@code above}), each card a frame drawn evenly from the cover's frames (or the patch's, or the
 * zone's list), a scale drawn evenly, a root somewhere on the cell keeping half the card's width in
 * from a drop. Every draw hashes the texture seed, the strip's name, the cell and the card, so an
 * edit moves no card outside its cell and its four neighbours.
 *
 * <p>A card is one {@link BlockCards} record: its root at its bottom middle, its size, frame and
 * sway weight, and two colours: the light of the top at its root under the map's warm and cool
 * tint, and that light darkened by the cover's {@code rootDarkening} for the root row, which the
 * card fades out of over its lower {@value BlockCards#ROOT_SHARE}.
 */
final class BlockCoverWriter {
    private static final int[] DC = {0, 1, 0, -1}, DR = {-1, 0, 1, 0};

    private final BlockMesher m;
    private final BlockChunkWindow w;
    private final ValueNoise2D patches;
    private final long zoneSeed;
    private final JitteredGrid[][] zones;
    private final double[] shade = new double[2];

    BlockCoverWriter(BlockMesher mesher) {
        this.m = mesher;
        this.w = mesher.window;
        long seed = mesher.look.textureSeed();
        BlockMap map = mesher.map;
        this.patches = ValueNoise2D.of(StableHash.mix(StableHash.mix(seed, "loam.block.patches"), map.name()),
                map.blockSet().patchSizeMetres());
        this.zoneSeed = StableHash.mix(StableHash.mix(seed, "loam.block.zones"), map.name());
        BlockMaterials.Info[] infos = mesher.materials.infoList;
        this.zones = new JitteredGrid[infos.length][];
        for (int b = 0; b < infos.length; b++) {
            List<BlockCover> covers = infos[b].block.cover();
            zones[b] = new JitteredGrid[covers.size()];
            for (int k = 0; k < covers.size(); k++) {
                CoverZones z = covers.get(k).zones().orElse(null);
                if (z != null) {
                    zones[b][k] = JitteredGrid.of(StableHash.mix(zoneSeed, covers.get(k).texture().name()), z.sizeMetres());
                }
            }
        }
    }

    /** The patch field, 0 to 1, at a cell's middle. */
    double patchField(int column, int row) {
        return patches.sample((column + 0.5) * m.cellX, (row + 0.5) * m.cellZ);
    }

    /** The frame list index the zone of a cell's middle picks, for a cover with zones. */
    static int zoneList(JitteredGrid grid, int lists, double x, double z) {
        JitteredGrid.Cell cell = grid.nearestCell(x, z);
        return StableHash.bounded(grid.cellHash(cell.i(), cell.j()), lists);
    }

    /** Grows every card of the chunk; returns how many. */
    int write() {
        int cards = 0;
        for (int lr = 0; lr < m.cellsZ; lr++) {
            for (int lc = 0; lc < m.cellsX; lc++) {
                int i = m.cell(lc, lr);
                BlockMaterials.Info info = w.info[i];
                if (info == null || info.cover.length == 0 || info.block.stairs() || info.water >= 0) {
                    continue;
                }
                int infoIndex = indexOf(info);
                for (int k = 0; k < info.cover.length; k++) {
                    cards += cover(i, m.column(lc), m.row(lr), info, infoIndex, k);
                }
            }
        }
        return cards;
    }

    private int indexOf(BlockMaterials.Info info) {
        BlockMaterials.Info[] infos = m.materials.infoList;
        for (int b = 0; b < infos.length; b++) {
            if (infos[b] == info) {
                return b;
            }
        }
        throw new IllegalStateException("a block outside the map's set");
    }

    private boolean besideWater(int i) {
        for (int d = 0; d < 4; d++) {
            int j = i + DR[d] * w.size + DC[d];
            if (w.water(j) && Math.abs(w.surface[j] - w.top[i]) <= BlockCover.BESIDE_WATER_METRES + BlockMesher.EPS) {
                return true;
            }
        }
        return false;
    }

    private boolean drop(int i, int d) {
        int j = i + DR[d] * w.size + DC[d];
        return !w.solid(j) || w.top[j] < w.top[i] - BlockMesher.EPS;
    }

    private int cover(int i, int col, int row, BlockMaterials.Info info, int infoIndex, int k) {
        BlockCover cover = info.block.cover().get(k);
        if (cover.besideWater() && !besideWater(i)) {
            return 0;
        }
        CoverCount count = cover.perCell();
        List<Integer> frames = cover.frames().orElse(null);
        if (!cover.patches().isEmpty()) {
            double field = patchField(col, row);
            CoverPatch best = null;
            for (CoverPatch p : cover.patches()) {
                if (field > p.above() && (best == null || p.above() > best.above())) {
                    best = p;
                }
            }
            if (best != null) {
                count = best.perCell().orElse(count);
                frames = best.frames().orElse(frames);
            }
        }
        if (cover.zones().isPresent()) {
            List<List<Integer>> lists = cover.zones().get().lists();
            frames = lists.get(zoneList(zones[infoIndex][k], lists.size(), (col + 0.5) * m.cellX, (row + 0.5) * m.cellZ));
        }
        long cell = StableHash.mix(StableHash.mix(info.coverSeed[k], col), row);
        int n = count.draw(StableHash.unit(StableHash.finish(StableHash.mix(cell, -1))));
        if (n == 0) {
            return 0;
        }
        boolean west = drop(i, 3), east = drop(i, 1), north = drop(i, 0), south = drop(i, 2);
        BlockCardBuffer buf = m.cardBuffers[info.cover[k]];
        int grown = 0;
        // The same for every card of the cover: worked out once.
        double cardWidth = cover.cardWidthMetres(), cardHeight = cover.cardHeightMetres();
        double scaleMin = cover.scaleMin(), scaleRange = cover.scaleMax() - cover.scaleMin();
        for (int card = 0; card < n; card++) {
            long h = StableHash.mix(cell, card);
            int frame = frames == null ? StableHash.bounded(StableHash.finish(StableHash.mix(h, 0)), cover.columns())
                    : frames.get(StableHash.bounded(StableHash.finish(StableHash.mix(h, 0)), frames.size()));
            double scale = scaleMin + scaleRange * StableHash.unit(StableHash.finish(StableHash.mix(h, 1)));
            double width = cardWidth * scale, height = cardHeight * scale;
            double x0 = west ? width / 2 : 0, x1 = m.cellX - (east ? width / 2 : 0);
            double z0 = north ? width / 2 : 0, z1 = m.cellZ - (south ? width / 2 : 0);
            if (x1 < x0 || z1 < z0) {
                continue;
            }
            double x = m.worldX(col) + x0 + (x1 - x0) * StableHash.unit(StableHash.finish(StableHash.mix(h, 2)));
            double z = m.worldZ(row) + z0 + (z1 - z0) * StableHash.unit(StableHash.finish(StableHash.mix(h, 3)));
            card(buf, cover, frame, x, w.top[i], z, width, height);
            grown++;
        }
        return grown;
    }

    private void card(BlockCardBuffer buf, BlockCover cover, int frame, double x, double y, double z, double width,
                      double height) {
        double column = (x - m.originX) / m.cellX, row = (z - m.originZ) / m.cellZ;
        double tint = m.tint.at(column, row);
        m.shadeAt(column, row, y, shade);
        int at = buf.card(x, y, z, width, height, frame, cover.windWeight());
        BlockLight.colour(shade[0] * (1 - cover.rootDarkening()), shade[1], tint, buf.colours,
                at + BlockCardBuffer.ROOT_COLOUR);
        BlockLight.colour(shade[0], shade[1], tint, buf.colours, at + BlockCardBuffer.COLOUR);
    }
}
