package dev.loam.net;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapException;
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
 */
public record BlockMapSnapshot(String name, String blockSet, BlockLegend legend, double seaMetres, double x, double y,
        double z, double baseMetres, BlockRows rows) {
    /** @throws NullPointerException for a null part */
    public BlockMapSnapshot {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(blockSet, "blockSet");
        Objects.requireNonNull(legend, "legend");
        Objects.requireNonNull(rows, "rows");
    }

    /** The map as it stands now. */
    public static BlockMapSnapshot of(BlockMap map) {
        return new BlockMapSnapshot(map.name(), map.blockSet().name(), map.legend(), map.seaMetres(), map.position().x(),
                map.position().y(), map.position().z(), map.baseMetres(), map.snapshot());
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
                .authority(owner).build();
    }
}
