package dev.loam.net;

import dev.loam.blockmap.BlockCellEdit;
import dev.loam.terrain.TerrainRect;
import dev.loam.worldgen.PlacementChange;
import dev.loam.worldgen.Zone;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * An edit a client asks the server for. The server checks it with the same rules a single-player
 * game does and answers with a {@link NetChange record} every replica applies, or a refusal to the
 * asker alone. Immutable: array parts are copied in and out.
 */
public sealed interface NetRequest permits NetRequest.SetCell, NetRequest.SetTerrainHeights,
        NetRequest.SetTerrainSplat, NetRequest.SetTerrainHoles, NetRequest.RemovePlacement,
        NetRequest.ChangePlacement, NetRequest.SetZone, NetRequest.RemoveZone, NetRequest.TurnCell,
        NetRequest.SetCellData {

    /**
     * One block-map cell: a new character, height, or both.
     *
     * @param map  the map's name in the world
     * @param edit the edit, as {@link dev.loam.blockmap.BlockMap#setCell} takes it
     */
    record SetCell(String map, BlockCellEdit edit) implements NetRequest {
        /** @throws NullPointerException for a null part */
        public SetCell {
            Objects.requireNonNull(map, "map");
            Objects.requireNonNull(edit, "edit");
        }
    }

    /**
     * A rectangle of a terrain's heights.
     *
     * @param terrain the terrain's name
     * @param rect    the vertices
     * @param heights {@code rect.area()} heights, row-major, map units
     */
    record SetTerrainHeights(String terrain, TerrainRect rect, float[] heights) implements NetRequest {
        /** @throws NullPointerException for a null part */
        public SetTerrainHeights {
            Objects.requireNonNull(terrain, "terrain");
            Objects.requireNonNull(rect, "rect");
            heights = heights.clone();
        }

        @Override
        public float[] heights() {
            return heights.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof SetTerrainHeights s && terrain.equals(s.terrain) && rect.equals(s.rect)
                    && Arrays.equals(heights, s.heights);
        }

        @Override
        public int hashCode() {
            return Objects.hash(terrain, rect, Arrays.hashCode(heights));
        }
    }

    /**
     * A rectangle of a terrain's splat weights.
     *
     * @param terrain the terrain's name
     * @param rect    the vertices
     * @param weights four bytes a vertex, row-major
     */
    record SetTerrainSplat(String terrain, TerrainRect rect, byte[] weights) implements NetRequest {
        /** @throws NullPointerException for a null part */
        public SetTerrainSplat {
            Objects.requireNonNull(terrain, "terrain");
            Objects.requireNonNull(rect, "rect");
            weights = weights.clone();
        }

        @Override
        public byte[] weights() {
            return weights.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof SetTerrainSplat s && terrain.equals(s.terrain) && rect.equals(s.rect)
                    && Arrays.equals(weights, s.weights);
        }

        @Override
        public int hashCode() {
            return Objects.hash(terrain, rect, Arrays.hashCode(weights));
        }
    }

    /**
     * A rectangle of a terrain's holes.
     *
     * @param terrain the terrain's name
     * @param rect    the cells
     * @param cells   a byte a cell, non-zero a hole, row-major
     */
    record SetTerrainHoles(String terrain, TerrainRect rect, byte[] cells) implements NetRequest {
        /** @throws NullPointerException for a null part */
        public SetTerrainHoles {
            Objects.requireNonNull(terrain, "terrain");
            Objects.requireNonNull(rect, "rect");
            cells = cells.clone();
        }

        @Override
        public byte[] cells() {
            return cells.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof SetTerrainHoles s && terrain.equals(s.terrain) && rect.equals(s.rect)
                    && Arrays.equals(cells, s.cells);
        }

        @Override
        public int hashCode() {
            return Objects.hash(terrain, rect, Arrays.hashCode(cells));
        }
    }

    /**
     * Removes a generated placement for good.
     *
     * @param id the placement's id
     */
    record RemovePlacement(String id) implements NetRequest {
        /** @throws NullPointerException for a null id */
        public RemovePlacement {
            Objects.requireNonNull(id, "id");
        }
    }

    /**
     * Moves, turns or scales a generated placement.
     *
     * @param id     the placement's id
     * @param change the values it takes
     */
    record ChangePlacement(String id, PlacementChange change) implements NetRequest {
        /** @throws NullPointerException for a null part */
        public ChangePlacement {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(change, "change");
        }
    }

    /**
     * Sets a world zone (adds it, or replaces the zone of its id).
     *
     * @param zone the zone
     */
    record SetZone(Zone zone) implements NetRequest {
        /** @throws NullPointerException for a null zone */
        public SetZone {
            Objects.requireNonNull(zone, "zone");
        }
    }

    /**
     * Removes a world zone; refused when the world has none of that id.
     *
     * @param id the zone's id
     */
    record RemoveZone(String id) implements NetRequest {
        /** @throws NullPointerException for a null id */
        public RemoveZone {
            Objects.requireNonNull(id, "id");
        }
    }

    /**
     * Turns one block-map cell's block by quarter turns, as {@link dev.loam.blockmap.BlockMap#turnCell} does.
     *
     * @param map          the map's name in the world
     * @param column       the cell's column
     * @param row          the cell's row
     * @param quarterTurns the cell's new turn, anticlockwise seen from above, taken modulo 4 (−1 is 3)
     */
    record TurnCell(String map, int column, int row, int quarterTurns) implements NetRequest {
        /** @throws NullPointerException for a null map */
        public TurnCell {
            Objects.requireNonNull(map, "map");
            quarterTurns = Math.floorMod(quarterTurns, 4);
        }
    }

    /**
     * Sets or removes one entry of a block-map cell's game data, as
     * {@link dev.loam.blockmap.BlockMap#setCellData} does (a door's state, a chest's loot table).
     *
     * @param map    the map's name in the world
     * @param column the cell's column
     * @param row    the cell's row
     * @param key    the data key; the server refuses what {@link dev.loam.blockmap.BlockCellLayers#dataProblem} refuses
     * @param value  the value, or empty to remove the key
     */
    record SetCellData(String map, int column, int row, String key, Optional<String> value) implements NetRequest {
        /** @throws NullPointerException for a null part */
        public SetCellData {
            Objects.requireNonNull(map, "map");
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(value, "value");
        }
    }
}
