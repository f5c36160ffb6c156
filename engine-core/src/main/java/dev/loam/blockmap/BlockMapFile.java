package dev.loam.blockmap;

import java.util.List;
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
 * @param props       the models standing on cells, in the file's order (an unmodifiable copy)
 * @param propsOnVoid what becomes of a prop whose cell is or goes void
 * @param layers      each cell's quarter turns and game data, the rows' size (the file's
 *                    {@code turns} and {@code data}; none turned and no data when it gives neither)
 */
public record BlockMapFile(Optional<String> name, String blockSet, BlockLegend legend, BlockRows rows, OptionalDouble sea,
                           Optional<double[]> position, List<BlockProp> props, PropsOnVoid propsOnVoid,
                           BlockCellLayers layers) {
    public BlockMapFile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(blockSet, "blockSet");
        Objects.requireNonNull(legend, "legend");
        Objects.requireNonNull(rows, "rows");
        Objects.requireNonNull(sea, "sea");
        Objects.requireNonNull(propsOnVoid, "propsOnVoid");
        position = position.map(double[]::clone);
        props = List.copyOf(props);
        Objects.requireNonNull(layers, "layers");
        if (layers.width() != rows.width() || layers.depth() != rows.depth()) {
            throw new IllegalArgumentException("a file's turns and data must be its rows' size");
        }
    }

    /** A file of props, its cells unturned and holding no data. */
    public BlockMapFile(Optional<String> name, String blockSet, BlockLegend legend, BlockRows rows, OptionalDouble sea,
                        Optional<double[]> position, List<BlockProp> props, PropsOnVoid propsOnVoid) {
        this(name, blockSet, legend, rows, sea, position, props, propsOnVoid, BlockCellLayers.empty(rows.width(), rows.depth()));
    }

    /** A file of no props (and props on void cells refused). */
    public BlockMapFile(Optional<String> name, String blockSet, BlockLegend legend, BlockRows rows, OptionalDouble sea,
                        Optional<double[]> position) {
        this(name, blockSet, legend, rows, sea, position, List.of(), PropsOnVoid.REFUSE);
    }

    /** A file of a set's name, a legend and rows, with no name, sea or position. */
    public static BlockMapFile of(String blockSet, BlockLegend legend, BlockRows rows) {
        return new BlockMapFile(Optional.empty(), blockSet, legend, rows, OptionalDouble.empty(), Optional.empty());
    }

    /**
     * The same file with other rows (and legend), its props, turns and data kept as they are.
     *
     * @throws BlockMapException at {@code turns} when the rows change size and a cell is turned or
     *                           holds data (resize a map before turning its cells)
     */
    public BlockMapFile withRows(BlockLegend newLegend, BlockRows newRows) {
        BlockCellLayers l = layers;
        if (newRows.width() != rows.width() || newRows.depth() != rows.depth()) {
            if (!layers.isEmpty()) {
                throw new BlockMapException("turns", "a map whose cells are turned or hold data cannot change its size",
                        "resize the map before turning its cells or giving them data");
            }
            l = BlockCellLayers.empty(newRows.width(), newRows.depth());
        }
        return new BlockMapFile(name, blockSet, newLegend, newRows, sea, position, props, propsOnVoid, l);
    }

    /** The same file with other turns and data (its rows' size). */
    public BlockMapFile withLayers(BlockCellLayers newLayers) {
        return new BlockMapFile(name, blockSet, legend, rows, sea, position, props, propsOnVoid, newLayers);
    }

    /** The same file under another name. */
    public BlockMapFile withName(String newName) {
        return new BlockMapFile(Optional.of(newName), blockSet, legend, rows, sea, position, props, propsOnVoid, layers);
    }

    /** The same file with other props (not checked here: reading the file written, or standing it, checks them). */
    public BlockMapFile withProps(List<BlockProp> newProps) {
        return new BlockMapFile(name, blockSet, legend, rows, sea, position, newProps, propsOnVoid, layers);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BlockMapFile f && name.equals(f.name) && blockSet.equals(f.blockSet) && legend.equals(f.legend)
                && rows.equals(f.rows) && sea.equals(f.sea) && props.equals(f.props) && propsOnVoid == f.propsOnVoid
                && layers.equals(f.layers)
                && position.isPresent() == f.position.isPresent()
                && (position.isEmpty() || java.util.Arrays.equals(position.get(), f.position.get()));
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, blockSet, legend, rows, sea, props, propsOnVoid, layers);
    }
}
