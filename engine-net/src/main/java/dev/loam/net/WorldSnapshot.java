package dev.loam.net;

import dev.loam.worldgen.PlacementChange;
import dev.loam.worldgen.Zone;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A replicated world's whole state: its block maps, its terrains, the player's placement diffs
 * over its generated world and its zones, in a defined order (maps and terrains as the world lists
 * them, ids sorted), so equal worlds give equal bytes. Immutable.
 *
 * @param maps      the block maps
 * @param terrains  the terrains
 * @param removed   the placements removed, ids sorted
 * @param changed   the placements changed, by id, sorted
 * @param zones     the world's zones, ids sorted
 */
public record WorldSnapshot(List<BlockMapSnapshot> maps, List<TerrainSnapshot> terrains, List<String> removed,
        SortedMap<String, PlacementChange> changed, List<Zone> zones) {
    /** @throws NullPointerException for a null part */
    public WorldSnapshot {
        maps = List.copyOf(maps);
        terrains = List.copyOf(terrains);
        removed = List.copyOf(removed.stream().sorted().toList());
        TreeMap<String, PlacementChange> sorted = new TreeMap<>();
        sorted.putAll(Objects.requireNonNull(changed, "changed"));
        changed = java.util.Collections.unmodifiableSortedMap(sorted);
        zones = List.copyOf(zones.stream().sorted(java.util.Comparator.comparing(Zone::id)).toList());
    }

    /** A world of these maps and terrains, no placement diffs and no zones. */
    public static WorldSnapshot of(List<BlockMapSnapshot> maps, List<TerrainSnapshot> terrains) {
        return new WorldSnapshot(maps, terrains, List.of(), new TreeMap<>(Map.of()), List.of());
    }
}
