package dev.loam.blockmap;

import dev.loam.core.internal.JsonReads;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * A named set of blocks: what each block looks like and is, the cell size and the patch field's
 * spacing. Declare each set once, under a name of lower-case words between hyphens; a map file
 * finds it by that name. Immutable.
 *
 * <pre>{@code
 * BlockSet village = BlockSet.define("village", set -> set
 *     .block("grass", b -> b.top("#5f8f3e").side("#6e5a46").lip("#4f7a36").fringe(2))
 *     .block("riverbed", b -> b.top("#6b6250").water(WaterLook.builder().flowSpeed(1.5).build()))
 *     .block("stairs", b -> b.top("#9a9384").riser("#4a463f").stairs())
 *     .block("tree", b -> b.top("#2f5a2c").blocked()));
 * }</pre>
 */
public final class BlockSet {
    /** The patch field's lattice spacing when none is given, in metres. */
    public static final double DEFAULT_PATCH_SIZE_METRES = 4.35;
    /** The least spacing of the patch field, in metres. */
    public static final double MIN_PATCH_METRES = 0.1;
    /** The most spacing of the patch field, in metres. */
    public static final double MAX_PATCH_METRES = 10_000;

    private static final Pattern SET_NAME = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    private static final Pattern BLOCK_NAME = Pattern.compile("[A-Za-z0-9_]+(-[A-Za-z0-9_]+)*");

    private final String name;
    private final Map<String, Block> blocks;
    private final CellSize cellSize;
    private final double patchSizeMetres;

    private BlockSet(String name, Map<String, Block> blocks, CellSize cellSize, double patchSizeMetres) {
        this.name = name;
        this.blocks = blocks;
        this.cellSize = cellSize;
        this.patchSizeMetres = patchSizeMetres;
    }

    /**
     * Defines a set and registers it under its name in {@link BlockSets}, so map files find it.
     *
     * @throws BlockMapException when the name is not lower-case words between hyphens, a set of
     *                           that name is already defined, or a block breaks a rule (naming the
     *                           block and field)
     */
    public static BlockSet define(String name, Consumer<Builder> spec) {
        Builder builder = builder(name);
        spec.accept(builder);
        BlockSet set = builder.build();
        BlockSets.register(set);
        return set;
    }

    /** A builder for a set that is not registered (for tools and tests); {@link #define} registers. */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** Whether {@code name} is lower-case words between hyphens, such as {@code village} or {@code dark-forest}. */
    public static boolean isValidName(String name) {
        return name != null && SET_NAME.matcher(name).matches();
    }

    /** The set's name. */
    public String name() {
        return name;
    }

    /** Every block by name, in definition order. Unmodifiable. */
    public Map<String, Block> blocks() {
        return blocks;
    }

    /** The block of that name. */
    public Optional<Block> block(String blockName) {
        return Optional.ofNullable(blocks.get(blockName));
    }

    /** A cell's size and step, {@code [1, 0.5, 1]} unless set. */
    public CellSize cellSize() {
        return cellSize;
    }

    /** The patch field's lattice spacing in metres, 4.35 unless set. */
    public double patchSizeMetres() {
        return patchSizeMetres;
    }

    @Override
    public String toString() {
        return "BlockSet[" + name + ", " + blocks.size() + " blocks]";
    }

    /** Builds a {@link BlockSet}; blocks keep the order they are added in. */
    public static final class Builder {
        private final String name;
        private final Map<String, Block.Builder> blocks = new LinkedHashMap<>();
        private CellSize cellSize = CellSize.DEFAULT;
        private double patchSizeMetres = DEFAULT_PATCH_SIZE_METRES;

        private Builder(String name) {
            if (!isValidName(name)) {
                throw new BlockMapException("name", "block set name " + (name == null ? "null" : "\"" + name + "\"")
                        + " must be lower-case words between hyphens, such as \"village\" or \"dark-forest\"");
            }
            this.name = name;
        }

        /**
         * Adds a block.
         *
         * @throws BlockMapException when the name is empty or not letters, digits, underscores and
         *                           hyphens, or the set already has a block of that name
         */
        public Builder block(String blockName, Consumer<Block.Builder> spec) {
            String path = "blocks." + blockName;
            if (blockName == null || !BLOCK_NAME.matcher(blockName).matches()) {
                throw new BlockMapException(path, "a block name must be letters, digits and underscores between hyphens");
            }
            if (blocks.containsKey(blockName)) {
                throw new BlockMapException(path, "the set already has a block named \"" + blockName + "\"");
            }
            Block.Builder b = new Block.Builder(blockName);
            spec.accept(b);
            blocks.put(blockName, b);
            return this;
        }

        /** A cell's size: metres across west to east, metres a step, metres north to south. */
        public Builder cellSize(double x, double step, double z) {
            this.cellSize = new CellSize(x, step, z);
            return this;
        }

        /** The patch field's lattice spacing in metres. */
        public Builder patchSize(double metres) {
            this.patchSizeMetres = metres;
            return this;
        }

        /** The set, every block checked; refused with {@link BlockMapException} naming the block and field. */
        public BlockSet build() {
            cellSize.validate("cellSize");
            if (!(patchSizeMetres > 0) || !Double.isFinite(patchSizeMetres)) {
                throw new BlockMapException("patchSize", "patchSize " + patchSizeMetres + " must be a number of metres above 0");
            }
            if (patchSizeMetres < MIN_PATCH_METRES || patchSizeMetres > MAX_PATCH_METRES) {
                throw new BlockMapException("patchSize", "patchSize " + patchSizeMetres + " is out of range",
                        "the patch field's spacing is " + MIN_PATCH_METRES + " to " + (int) MAX_PATCH_METRES + " m");
            }
            if (blocks.isEmpty()) {
                throw new BlockMapException("blocks", "a block set needs at least one block");
            }
            Map<String, Block> built = new LinkedHashMap<>();
            for (Map.Entry<String, Block.Builder> e : blocks.entrySet()) {
                built.put(e.getKey(), e.getValue().build(JsonReads.at("blocks", e.getKey()), cellSize));
            }
            return new BlockSet(name, Collections.unmodifiableMap(built), cellSize, patchSizeMetres);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BlockSet s && name.equals(s.name) && blocks.equals(s.blocks) && cellSize.equals(s.cellSize)
                && patchSizeMetres == s.patchSizeMetres;
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, blocks, cellSize);
    }
}
