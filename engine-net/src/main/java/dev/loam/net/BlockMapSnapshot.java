package dev.loam.net;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellLayers;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.BlockRect;
import dev.loam.blockmap.BlockRows;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetLookup;
import java.util.Objects;

/**
 * A block map's whole state as the server holds it: its rows, legend, sea, position and its base,
 * so a replica built from it stands on exactly the server's ground (a map rebuilt from the rows
 * alone puts its base 2 m under the lowest top as it stands now, not where the server's map spawned).
 * Immutable.
 *
 * @param name       the map's name
 * @param blockSet   its block set's name, found by the replica's {@link BlockSetLookup}
 * @param legend     its legend
 * @param seaMetres  its sea, metres above its position
 * @param x          cell [0, 0]'s north-west corner, world metres
 * @param y          the position's height, world metres
 * @param z          the corner's z, world metres
 * @param baseMetres its base, world metres
 * @param rows       its cells and heights
 * @param layers     its cells' quarter turns and game data, the rows' size
 */
public record BlockMapSnapshot(String name, String blockSet, BlockLegend legend, double seaMetres, double x, double y,
        double z, double baseMetres, BlockRows rows, BlockCellLayers layers) {
    /**
     * @throws NullPointerException for a null part
     * @throws IllegalArgumentException when the layers are not the rows' size
     */
    public BlockMapSnapshot {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(blockSet, "blockSet");
        Objects.requireNonNull(legend, "legend");
        Objects.requireNonNull(rows, "rows");
        Objects.requireNonNull(layers, "layers");
        if (layers.width() != rows.width() || layers.depth() != rows.depth()) {
            throw new IllegalArgumentException("the map \"" + name + "\" has " + rows.width() + "x" + rows.depth()
                    + " cells but its turns and data are " + layers.width() + "x" + layers.depth());
        }
    }

    /** A map's state whose cells are unturned and hold no data. */
    public BlockMapSnapshot(String name, String blockSet, BlockLegend legend, double seaMetres, double x, double y,
            double z, double baseMetres, BlockRows rows) {
        this(name, blockSet, legend, seaMetres, x, y, z, baseMetres, rows, BlockCellLayers.empty(rows.width(),
                rows.depth()));
    }

    /** The map as it stands now, turns and data included. */
    public static BlockMapSnapshot of(BlockMap map) {
        return new BlockMapSnapshot(map.name(), map.blockSet().name(), map.legend(), map.seaMetres(), map.position().x(),
                map.position().y(), map.position().z(), map.baseMetres(), map.snapshot(),
                map.layers(new BlockRect(0, 0, map.width(), map.depth())));
    }

    /**
     * A new map of this state.
     *
     * @param sets  finds the block set by name
     * @param owner the only authority that may set its cells
     * @throws BlockMapException naming the set when the lookup lacks it, or the place the map's
     *                           rules refuse
     */
    public BlockMap build(BlockSetLookup sets, Authority owner) {
        BlockSet set = sets.find(blockSet).orElseThrow(() -> new BlockMapException("blockSet",
                "the block set \"" + blockSet + "\" of the map \"" + name + "\" is not known here",
                "define it before joining, or give its lookup"));
        return BlockMap.builder(name, set).legend(legend).rows(rows).sea(seaMetres).position(x, y, z).base(baseMetres)
                .layers(layers).authority(owner).build();
    }
}
