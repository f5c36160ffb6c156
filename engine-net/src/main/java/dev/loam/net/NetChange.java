package dev.loam.net;

import dev.loam.blockmap.BlockChange;
import dev.loam.terrain.TerrainChange;
import dev.loam.worldgen.PlacementChange;
import dev.loam.worldgen.Zone;
import java.util.Objects;

/**
 * A change record as the wire carries it: what the server's authority wrote, which every replica
 * applies in the server's order. Each names the part of the world it changed. Immutable.
 */
public sealed interface NetChange permits NetChange.BlockCells, NetChange.TerrainCells, NetChange.PlacementRemoved,
        NetChange.PlacementChanged, NetChange.ZoneSet, NetChange.ZoneRemoved {

    /**
     * A block map's cell rectangle before and after an edit.
     *
     * @param map    the map's name in the world
     * @param change the record {@link dev.loam.blockmap.BlockMap#setCell} made
     */
    record BlockCells(String map, BlockChange change) implements NetChange {
        /** @throws NullPointerException for a null part */
        public BlockCells {
            Objects.requireNonNull(map, "map");
            Objects.requireNonNull(change, "change");
        }
    }

    /**
     * A terrain's heights, splat weights or holes in a rectangle, before and after.
     *
     * @param terrain the terrain's name in the world
     * @param change  the record the terrain made
     */
    record TerrainCells(String terrain, TerrainChange change) implements NetChange {
        /** @throws NullPointerException for a null part */
        public TerrainCells {
            Objects.requireNonNull(terrain, "terrain");
            Objects.requireNonNull(change, "change");
        }
    }

    /**
     * A generated placement removed for good (a felled tree).
     *
     * @param id the placement's id
     */
    record PlacementRemoved(String id) implements NetChange {
        /** @throws NullPointerException for a null id */
        public PlacementRemoved {
            Objects.requireNonNull(id, "id");
        }
    }

    /**
     * A generated placement moved, turned or scaled.
     *
     * @param id     the placement's id
     * @param change the values it takes
     */
    record PlacementChanged(String id, PlacementChange change) implements NetChange {
        /** @throws NullPointerException for a null part */
        public PlacementChanged {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(change, "change");
        }
    }

    /**
     * A world zone set (added, or replaced under its id): a reserve, a flattened yard.
     *
     * @param zone the zone
     */
    record ZoneSet(Zone zone) implements NetChange {
        /** @throws NullPointerException for a null zone */
        public ZoneSet {
            Objects.requireNonNull(zone, "zone");
        }
    }

    /**
     * A world zone removed.
     *
     * @param id the zone's id
     */
    record ZoneRemoved(String id) implements NetChange {
        /** @throws NullPointerException for a null id */
        public ZoneRemoved {
            Objects.requireNonNull(id, "id");
        }
    }
}
