package dev.loam.blockmap;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The sets a game has defined, by name, and the built-in {@code greybox}: plain colours to lay a
 * level out before its blocks are painted (grass, dirt, stone, water, stairs, blocked). Safe to
 * use from any thread.
 */
public final class BlockSets {
    /** The built-in set's name. */
    public static final String GREYBOX_NAME = "greybox";

    private static final BlockSet GREYBOX = BlockSet.builder(GREYBOX_NAME)
            .block("grass", b -> b.top("#6a9a4a").side("#7a6a56").fringe(1))
            .block("dirt", b -> b.top("#8a6e4e").side("#6e5a46"))
            .block("stone", b -> b.top("#8c8c8c").side("#6e6e6e"))
            .block("water", b -> b.top("#6b6250").side("#5a5244").water())
            .block("stairs", b -> b.top("#a0a0a0").riser("#707070").stairs())
            .block("blocked", b -> b.top("#c04040").side("#902e2e").blocked())
            .build();

    private static final ConcurrentMap<String, BlockSet> DEFINED = new ConcurrentHashMap<>();

    static {
        DEFINED.put(GREYBOX_NAME, GREYBOX);
    }

    private BlockSets() {
    }

    /** The set of that name, defined by the game or built in ({@code greybox}). */
    public static Optional<BlockSet> find(String name) {
        return name == null ? Optional.empty() : Optional.ofNullable(DEFINED.get(name));
    }

    /** The built-in {@code greybox} set. */
    public static BlockSet greybox() {
        return GREYBOX;
    }

    /**
     * Registers a set built with {@link BlockSet#builder(String)}; {@link BlockSet#define} calls it.
     *
     * @throws BlockMapException when a set of that name is already defined
     */
    public static void register(BlockSet set) {
        BlockSet before = DEFINED.putIfAbsent(set.name(), set);
        if (before != null) {
            throw new BlockMapException("name", "a block set named \"" + set.name()
                    + "\" is already defined: define each set once, at start-up, or pick another name");
        }
    }
}
