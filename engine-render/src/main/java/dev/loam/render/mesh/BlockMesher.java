package dev.loam.render.mesh;

import dev.loam.render.mesh.internal.BlockLight;
import dev.loam.blockmap.BlockMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Builds the meshes of one chunk of a block map at a time, as "What a map draws" and "Dress the
 * edges and the light" and "Grow ground cover" say: tops as lattices of baked light or, where the
 * light needs none, as merged squares; walls down to the lower neighbour or the base with their lip
 * bands; stairs; water surfaces with their sides; fringes and brims; and ground cover cards.
 *
 * <p>A mesher keeps its buffers from chunk to chunk, so building allocates only the finished
 * arrays. Ground cover comes out as {@link BlockCards}, a record a card that the renderer expands. It reads the map and writes nothing to it. Not thread-safe: give each thread its own
 * mesher (they are cheap), and edit the map only while no mesher reads it. The result of a chunk
 * depends only on the map, the look and the chunk, never on which chunks were built before.
 */
public final class BlockMesher {
    static final double EPS = 1e-9;

    final BlockMap map;
    final BlockMeshLook look;
    final BlockMaterials materials;
    final BlockChunkWindow window;
    final BlockQuadWriter quads;
    final BlockTintField tint;
    /** Per material: its vertex buffer, or null for a cover strip's. */
    final BlockMeshBuffer[] buffers;
    /** Per material: a cover strip's card buffer, or null for every other kind's. */
    final BlockCardBuffer[] cardBuffers;
    final double cellX, cellZ, step, originX, originZ;
    final BlockWallWriter walls;
    private final BlockWaterWriter water;
    private final BlockCoverWriter cover;
    private final BlockFringeWriter fringes;
    private final BlockTopWriter tops;
    int chunkColumn, chunkRow, cellsX, cellsZ;

    /**
     * A mesher for a map under a look.
     *
     * @param map  the map, read as it stands at each {@link #build}
     * @param look the game's texture seed and wall bounce
     */
    public BlockMesher(BlockMap map, BlockMeshLook look) {
        this(map, look, new BlockMaterials(map.blockSet(), look.textureSeed()), new BlockTintField(map, look.textureSeed()));
    }

    BlockMesher(BlockMap map, BlockMeshLook look, BlockMaterials materials, BlockTintField tint) {
        this.map = Objects.requireNonNull(map, "map");
        this.look = Objects.requireNonNull(look, "look");
        this.materials = materials;
        this.tint = tint;
        this.window = new BlockChunkWindow(map, materials);
        this.quads = new BlockQuadWriter(materials);
        this.buffers = new BlockMeshBuffer[materials.materials.size()];
        this.cardBuffers = new BlockCardBuffer[buffers.length];
        for (int i = 0; i < buffers.length; i++) {
            BlockMaterial material = materials.materials.get(i);
            if (material.kind() == BlockMeshKind.COVER) {
                cardBuffers[i] = new BlockCardBuffer(material);
            } else {
                buffers[i] = new BlockMeshBuffer(material);
            }
        }
        this.cellX = map.cellSize().x();
        this.cellZ = map.cellSize().z();
        this.step = map.cellSize().step();
        this.originX = map.position().x();
        this.originZ = map.position().z();
        this.tops = new BlockTopWriter(this);
        this.walls = new BlockWallWriter(this);
        this.water = new BlockWaterWriter(this);
        this.cover = new BlockCoverWriter(this);
        this.fringes = new BlockFringeWriter(this);
    }

    /** The map this mesher reads. */
    public BlockMap map() {
        return map;
    }

    /** Chunks across the map west to east. */
    public static int chunkColumns(BlockMap map) {
        return (map.width() + BlockMap.CHUNK_CELLS - 1) / BlockMap.CHUNK_CELLS;
    }

    /** Chunks down the map north to south. */
    public static int chunkRows(BlockMap map) {
        return (map.depth() + BlockMap.CHUNK_CELLS - 1) / BlockMap.CHUNK_CELLS;
    }

    /**
     * Builds one chunk's meshes from the map as it stands.
     *
     * @return the chunk's meshes; the caller owns them
     * @throws IndexOutOfBoundsException when the chunk is not on the map
     */
    public BlockChunkMesh build(int chunkColumn, int chunkRow) {
        Objects.checkIndex(chunkColumn, chunkColumns(map));
        Objects.checkIndex(chunkRow, chunkRows(map));
        this.chunkColumn = chunkColumn;
        this.chunkRow = chunkRow;
        this.cellsX = Math.min(BlockMap.CHUNK_CELLS, map.width() - chunkColumn * BlockMap.CHUNK_CELLS);
        this.cellsZ = Math.min(BlockMap.CHUNK_CELLS, map.depth() - chunkRow * BlockMap.CHUNK_CELLS);
        for (int i = 0; i < buffers.length; i++) {
            if (buffers[i] != null) {
                buffers[i].clear();
            } else {
                cardBuffers[i].clear();
            }
        }
        window.read(chunkColumn, chunkRow);
        tops.write();
        walls.write();
        water.write();
        fringes.write();
        cover.write();
        List<BlockMesh> meshes = new ArrayList<>();
        List<BlockCards> cards = new ArrayList<>();
        for (int i = 0; i < buffers.length; i++) {
            if (buffers[i] != null && !buffers[i].isEmpty()) {
                meshes.add(buffers[i].finish());
            } else if (cardBuffers[i] != null && !cardBuffers[i].isEmpty()) {
                cards.add(cardBuffers[i].finish());
            }
        }
        return new BlockChunkMesh(chunkColumn, chunkRow, meshes, cards);
    }

    // ---- places -------------------------------------------------------------------------------

    /** The window index of chunk-local cell (lc, lr). */
    int cell(int lc, int lr) {
        return window.index(lc + window.margin, lr + window.margin);
    }

    /** The map column of chunk-local column lc. */
    int column(int lc) {
        return chunkColumn * BlockMap.CHUNK_CELLS + lc;
    }

    /** The map row of chunk-local row lr. */
    int row(int lr) {
        return chunkRow * BlockMap.CHUNK_CELLS + lr;
    }

    double worldX(double column) {
        return originX + column * cellX;
    }

    double worldZ(double row) {
        return originZ + row * cellZ;
    }

    // ---- light --------------------------------------------------------------------------------

    /**
     * How much of the sky the ground around hides from a point at height y, 0 to 1.
     *
     * @param column the point's place in map columns (fractional)
     * @param row    the point's place in map rows (fractional)
     */
    double occlusion(double column, double row, double y) {
        int reach = window.reach;
        int fc = (int) Math.floor(column), fr = (int) Math.floor(row);
        int wc0 = fc - window.column0, wr0 = fr - window.row0;
        if (wc0 >= 0 && wr0 >= 0 && wc0 < window.size && wr0 < window.size
                && !(window.groundMax[wr0 * window.size + wc0] > y + EPS)) {
            // The highest ground over the same cells stands no higher: the sum below would stay 0.
            return 0;
        }
        double sum = 0;
        for (int r = fr - reach; r <= fr + reach; r++) {
            int wr = r - window.row0;
            if (wr < 0 || wr >= window.size) {
                continue;
            }
            double dz = Math.max(0, Math.max(r - row, row - (r + 1))) * cellZ;
            for (int c = fc - reach; c <= fc + reach; c++) {
                int wc = c - window.column0;
                if (wc < 0 || wc >= window.size) {
                    continue;
                }
                double g = window.ground[wr * window.size + wc];
                if (!(g > y + EPS)) {
                    continue;
                }
                double dx = Math.max(0, Math.max(c - column, column - (c + 1))) * cellX;
                double d = Math.sqrt(dx * dx + dz * dz);
                if (d < BlockLight.OCCLUSION_REACH_METRES) {
                    sum += BlockLight.occluder(g - y, d);
                }
            }
        }
        return Math.min(1, sum / BlockLight.OCCLUSION_NORM);
    }

    /** Writes a top point's light colour into {@code dest[at..]}. */
    void topColour(double column, double row, double occlusion, double wetness, float[] dest, int at) {
        double light = (1 - BlockLight.OCCLUSION_DARKENING * occlusion) * wetness;
        BlockLight.colour(light, occlusion, tint.at(column, row), dest, at);
    }

    /**
     * How a point of a top at height y is lit, 0 to 1, and how much sky it has lost, written as
     * {@code shade[0]} (light) and {@code shade[1]} (occlusion), for the fringes and cards that lie on
     * the tops: on a top of this chunk as it was lit (call after the tops are written), elsewhere
     * by the lattice's rules at that point.
     *
     * @param column the point's place in map columns (fractional), on the chunk or its margin
     * @param row    the point's place in map rows (fractional)
     */
    void shadeAt(double column, double row, double y, double[] shade) {
        if (tops.shadeOnTop(column, row, y, shade)) {
            return;
        }
        int fc = (int) Math.floor(column), fr = (int) Math.floor(row);
        int wc = fc - window.column0, wr = fr - window.row0;
        wc = Math.max(1, Math.min(window.size - 2, wc));
        wr = Math.max(1, Math.min(window.size - 2, wr));
        int i = wr * window.size + wc;
        double occlusion = window.groundMax[i] > y + EPS ? occlusion(column, row, y) : 0;
        double nearest = Double.POSITIVE_INFINITY;
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                if (!window.water(i + dr * window.size + dc)) {
                    continue;
                }
                int c = window.column0 + wc + dc, r = window.row0 + wr + dr;
                double dx = Math.max(0, Math.max(c - column, column - (c + 1))) * cellX;
                double dz = Math.max(0, Math.max(r - row, row - (r + 1))) * cellZ;
                nearest = Math.min(nearest, Math.sqrt(dx * dx + dz * dz));
            }
        }
        shade[0] = (1 - BlockLight.OCCLUSION_DARKENING * occlusion) * BlockLight.nearWater(nearest);
        shade[1] = occlusion;
    }
}
