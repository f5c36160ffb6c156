package dev.loam.blockmap;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where a game keeps its block maps, each under a unique name, so code that holds only a name
 * (a dig tool, a script, a network message) finds the map. Not thread-safe, like the maps.
 */
public final class BlockScene {
    private final Map<String, BlockMap> maps = new LinkedHashMap<>();

    /** An empty scene. */
    public BlockScene() {
    }

    /**
     * Adds a map.
     *
     * @throws BlockMapException naming the map when the scene already holds a map of that name
     */
    public void add(BlockMap map) {
        if (maps.containsKey(map.name())) {
            String fix = "give each map its own name";
            throw new BlockMapException("name", "the scene already holds a block map named \"" + map.name()
                    + "\": two maps of one name are refused; " + fix, Optional.of(fix), null);
        }
        maps.put(map.name(), map);
    }

    /** Removes the map of that name; returns whether one was there. */
    public boolean remove(String name) {
        return maps.remove(name) != null;
    }

    /** The map of that name. */
    public Optional<BlockMap> findBlockMap(String name) {
        return Optional.ofNullable(maps.get(name));
    }

    /** Every map, in the order added. Unmodifiable view. */
    public Collection<BlockMap> maps() {
        return Collections.unmodifiableCollection(maps.values());
    }
}
