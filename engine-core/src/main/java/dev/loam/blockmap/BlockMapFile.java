package dev.loam.blockmap;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A block map file's values: the name of its block set, its legend and its rows, with an optional
 * name, sea and position. Immutable. {@link BlockMapFiles} reads and writes the JSON;
 * {@link BlockMapEdits} edits the values.
 *
 * @param name     the map's name, if the file gives one
 * @param blockSet the block set's name, found through a {@link BlockSetLookup}
 * @param legend   each character's block
 * @param rows     the cells and heights
 * @param sea      the sea in metres above the map's position, if the file gives one (0 otherwise)
 * @param position cell [0, 0]'s north-west corner as {x, y, z}, if the file gives one (otherwise
 *                 the map stands centred on the origin)
 */
public record BlockMapFile(Optional<String> name, String blockSet, BlockLegend legend, BlockRows rows, OptionalDouble sea,
                           Optional<double[]> position) {
    public BlockMapFile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(blockSet, "blockSet");
        Objects.requireNonNull(legend, "legend");
        Objects.requireNonNull(rows, "rows");
        Objects.requireNonNull(sea, "sea");
        position = position.map(double[]::clone);
    }

    /** A file of a set's name, a legend and rows, with no name, sea or position. */
    public static BlockMapFile of(String blockSet, BlockLegend legend, BlockRows rows) {
        return new BlockMapFile(Optional.empty(), blockSet, legend, rows, OptionalDouble.empty(), Optional.empty());
    }

    /** The same file with other rows (and legend). */
    public BlockMapFile withRows(BlockLegend newLegend, BlockRows newRows) {
        return new BlockMapFile(name, blockSet, newLegend, newRows, sea, position);
    }

    /** The same file under another name. */
    public BlockMapFile withName(String newName) {
        return new BlockMapFile(Optional.of(newName), blockSet, legend, rows, sea, position);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BlockMapFile f && name.equals(f.name) && blockSet.equals(f.blockSet) && legend.equals(f.legend)
                && rows.equals(f.rows) && sea.equals(f.sea) && position.isPresent() == f.position.isPresent()
                && (position.isEmpty() || java.util.Arrays.equals(position.get(), f.position.get()));
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, blockSet, legend, rows, sea);
    }
}
