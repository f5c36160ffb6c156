package dev.loam.blockmap;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Finds a block set by name, for map files that name their set. {@link #DEFINED} looks in
 * {@link BlockSets} (the sets the game defined, and {@code greybox}); tools that read set files
 * build their own with {@link #of(BlockSet...)}.
 */
@FunctionalInterface
public interface BlockSetLookup {
    /** The sets defined in {@link BlockSets}, with the built-in {@code greybox}. */
    BlockSetLookup DEFINED = BlockSets::find;

    /** The set of that name, if known. */
    Optional<BlockSet> find(String name);

    /** A lookup over these sets first, then {@code greybox}. */
    static BlockSetLookup of(BlockSet... sets) {
        Map<String, BlockSet> byName = new LinkedHashMap<>();
        for (BlockSet s : sets) {
            byName.put(s.name(), s);
        }
        return name -> {
            BlockSet s = byName.get(name);
            if (s != null) {
                return Optional.of(s);
            }
            return BlockSets.GREYBOX_NAME.equals(name) ? Optional.of(BlockSets.greybox()) : Optional.empty();
        };
    }

    /** This lookup, then {@code other} for names this one lacks. */
    default BlockSetLookup orElse(BlockSetLookup other) {
        return name -> {
            Optional<BlockSet> s = find(name);
            return s.isPresent() ? s : other.find(name);
        };
    }
}
