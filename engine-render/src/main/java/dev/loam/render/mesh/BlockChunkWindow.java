package dev.loam.render.mesh;

import dev.loam.render.mesh.internal.BlockLight;
import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockMap;

/**
 * The cells of one chunk and a margin around it, read from the map once per chunk into primitive
 * arrays the mesher reads many times. Cells off the map and void cells have no block. Reused from
 * chunk to chunk; not thread-safe.
 */
final class BlockChunkWindow {
    /** Cells read around a chunk: the light's reach and the fringe's, and one more. */
    final int margin;
    /** Cells along a side of the window. */
    final int size;
    /** Cells within the occlusion's reach of a cell's vertices, each way. */
    final int reach;
    static final byte NO_FACING = -1;

    final BlockMap map;
    final BlockMaterials materials;
    /** The map column and row of window cell (0, 0). */
    int column0, row0;
    /** Per cell: the block's info, null for a void cell or off the map. */
    final BlockMaterials.Info[] info;
    /** Per cell: whether it lies on the map. */
    final boolean[] onMap;
    /** Per cell: the top in world metres (a stair's foot, a water cell's bed); the base for none. */
    final double[] top;
    /** Per cell: the height in steps (0 for none). */
    final int[] steps;
    /** Per cell: the ground that hides the sky, world metres (a stair's half way up, a water cell's bed); negative infinity for none. */
    final double[] ground;
    /** Per cell: the water surface in world metres, NaN for none. */
    final double[] surface;
    /** Per cell: a stair's facing ordinal, or {@link #NO_FACING}. */
    final byte[] facing;
    /** Per cell: whether it is a water bed, and whether a stair (read once, as {@link #water} and {@link #stair} say). */
    private final boolean[] waterBed, stairCell;
    /** Per cell: the highest ground within {@link #reach} cells, for skipping the lattice. */
    final double[] groundMax;
    private final double[] rowMax;

    BlockChunkWindow(BlockMap map, BlockMaterials materials) {
        this.map = map;
        this.materials = materials;
        double cell = Math.min(map.cellSize().x(), map.cellSize().z());
        this.reach = Math.max(1, (int) Math.ceil(BlockLight.OCCLUSION_REACH_METRES / cell));
        this.margin = Math.max(3, reach + spillCells(map) + 1);
        this.size = BlockMap.CHUNK_CELLS + 2 * margin;
        int n = size * size;
        info = new BlockMaterials.Info[n];
        onMap = new boolean[n];
        top = new double[n];
        steps = new int[n];
        ground = new double[n];
        surface = new double[n];
        facing = new byte[n];
        groundMax = new double[n];
        waterBed = new boolean[n];
        stairCell = new boolean[n];
        rowMax = new double[n];
    }

    /**
     * The cells a change reaches around it, as the set makes them: the light's reach (1.75 m of
     * occlusion), and where any block of the set has a fringe, the fringe's spill on top of it
     * (a piece spilled 0.375 m onto a neighbour is lit by the cells within the light's reach of
     * that neighbour, so a change reaches the chunk of the cell the fringe comes from); at least
     * two cells for the rules read from neighbours (faces, corners, stairs' facings, fringes, the
     * water's flow, cover's drops and banks).
     */
    static int reachCells(BlockMap map) {
        double cell = Math.min(map.cellSize().x(), map.cellSize().z());
        int light = Math.max(1, (int) Math.ceil(BlockLight.OCCLUSION_REACH_METRES / cell));
        return Math.max(2, light + spillCells(map));
    }

    /** The cells a fringe spills across: none for a set without fringes. */
    static int spillCells(BlockMap map) {
        for (Block b : map.blockSet().blocks().values()) {
            if (b.fringe() > 0) {
                double cell = Math.min(map.cellSize().x(), map.cellSize().z());
                return (int) Math.ceil(BlockFringeWriter.SPILL_METRES / cell);
            }
        }
        return 0;
    }

    int index(int wc, int wr) {
        return wr * size + wc;
    }

    /** Reads the window of chunk (chunkColumn, chunkRow). */
    void read(int chunkColumn, int chunkRow) {
        column0 = chunkColumn * BlockMap.CHUNK_CELLS - margin;
        row0 = chunkRow * BlockMap.CHUNK_CELLS - margin;
        double base = map.baseMetres(), step = map.cellSize().step();
        for (int wr = 0; wr < size; wr++) {
            for (int wc = 0; wc < size; wc++) {
                int i = wr * size + wc, c = column0 + wc, r = row0 + wr;
                boolean on = c >= 0 && r >= 0 && c < map.width() && r < map.depth();
                onMap[i] = on;
                Block b = on ? map.blockOrNull(c, r) : null;
                facing[i] = NO_FACING;
                if (b == null) {
                    info[i] = null;
                    waterBed[i] = false;
                    stairCell[i] = false;
                    top[i] = base;
                    steps[i] = 0;
                    ground[i] = Double.NEGATIVE_INFINITY;
                    surface[i] = Double.NaN;
                    continue;
                }
                BlockMaterials.Info bi = materials.info(b);
                info[i] = bi;
                waterBed[i] = bi != null && bi.water >= 0;
                stairCell[i] = bi != null && bi.block.stairs();
                steps[i] = map.heightSteps(c, r);
                double t = map.topMetres(c, r);
                top[i] = t;
                double s = b.isWater() ? map.waterSurfaceMetres(c, r) : Double.NaN;
                surface[i] = s;
                double g = t;
                if (b.stairs()) {
                    BlockFacing f = map.stairFacing(c, r).orElse(null);
                    facing[i] = f == null ? NO_FACING : (byte) f.ordinal();
                    g = t + step / 2;
                }
                ground[i] = g;
            }
        }
        // The highest ground within the reach, as a row pass then a column pass (ground is never NaN,
        // and the maximum is only compared with, so a plain comparison serves for Math.max).
        for (int wr = 0; wr < size; wr++) {
            for (int wc = 0; wc < size; wc++) {
                double m = Double.NEGATIVE_INFINITY;
                for (int k = Math.max(0, wc - reach); k <= Math.min(size - 1, wc + reach); k++) {
                    double g = ground[wr * size + k];
                    if (g > m) {
                        m = g;
                    }
                }
                rowMax[wr * size + wc] = m;
            }
        }
        for (int wr = 0; wr < size; wr++) {
            for (int wc = 0; wc < size; wc++) {
                double m = Double.NEGATIVE_INFINITY;
                for (int k = Math.max(0, wr - reach); k <= Math.min(size - 1, wr + reach); k++) {
                    double g = rowMax[k * size + wc];
                    if (g > m) {
                        m = g;
                    }
                }
                groundMax[wr * size + wc] = m;
            }
        }
    }

    /** Whether the cell holds a block. */
    boolean solid(int i) {
        return info[i] != null;
    }

    /** Whether the cell is a water bed. */
    boolean water(int i) {
        return waterBed[i];
    }

    /** Whether the cell is a stair. */
    boolean stair(int i) {
        return stairCell[i];
    }
}
