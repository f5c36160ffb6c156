package dev.loam.terrain;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one terrain file holds: at most one terrain and any number of scatter sets. A JSON file
 * holds exactly one of them (a terrain node or a scatter node); the binary container may hold
 * several. The terrain and sets are the caller's, live and mutable.
 *
 * @param terrain  the terrain, if any
 * @param scatters the scatter sets, in file order; immutable list
 */
public record TerrainFile(Optional<Terrain> terrain, List<Scatter> scatters) {
    /** Copies the list of sets; the terrain and sets themselves stay shared with the caller. */
    public TerrainFile {
        Objects.requireNonNull(terrain, "terrain");
        scatters = List.copyOf(scatters);
    }

    /** A file holding one terrain. */
    public static TerrainFile of(Terrain terrain) {
        return new TerrainFile(Optional.of(terrain), List.of());
    }

    /** A file holding one scatter set. */
    public static TerrainFile of(Scatter scatter) {
        return new TerrainFile(Optional.empty(), List.of(scatter));
    }

    /** How many nodes it holds: the terrain (if any) plus the sets. */
    public int nodeCount() {
        return (terrain.isPresent() ? 1 : 0) + scatters.size();
    }

    /**
     * Whether another file holds the same content: terrains alike by {@link Terrain#contentEquals},
     * sets alike by {@link Scatter#contentEquals}, in the same order.
     */
    public boolean contentEquals(TerrainFile o) {
        if (o == null || terrain.isPresent() != o.terrain.isPresent() || scatters.size() != o.scatters.size()) {
            return false;
        }
        if (terrain.isPresent() && !terrain.get().contentEquals(o.terrain.get())) {
            return false;
        }
        for (int k = 0; k < scatters.size(); k++) {
            if (!scatters.get(k).contentEquals(o.scatters.get(k))) {
                return false;
            }
        }
        return true;
    }
}
