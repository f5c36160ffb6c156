package dev.loam.blockmap;

import static dev.loam.core.internal.JsonReads.at;

import dev.loam.core.internal.LoamJson;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * A map file's {@code props} and {@code propsOnVoid}, read and written for {@link BlockMapFiles}:
 *
 * <pre>{@code
 * "propsOnVoid": "remove",
 * "props": [ {"model": "bench", "cell": [4, 7], "yaw": 90, "scale": 1.2, "offset": [0.2, 0, -0.1]} ]
 * }</pre>
 *
 * {@code model} and {@code cell} are required; {@code yaw} (degrees, 0), {@code scale} (1) and
 * {@code offset} (metres east, up, south of the cell's top middle, {@code [0, 0, 0]}) are optional.
 */
final class BlockPropFiles {
    /** The most props a file holds. */
    static final int MAX_PROPS = 1 << 20;
    private static final List<String> PROP_FIELDS = List.of("model", "cell", "yaw", "scale", "offset");

    private BlockPropFiles() {
    }

    static PropsOnVoid readRule(JsonNode n) {
        if (n == null) {
            return PropsOnVoid.REFUSE;
        }
        String text = BlockMapFiles.JSON.string(n, "propsOnVoid", "\"refuse\" or \"remove\"");
        return PropsOnVoid.parse(text).orElseThrow(() -> new BlockMapException("propsOnVoid", "\""
                + BlockMapFiles.printable(text) + "\" is not a rule", "use \"refuse\" or \"remove\""));
    }

    /**
     * The props, each checked on its own and against the rows: a cell off the map is refused at
     * {@code props[i].cell}; a prop on a void cell is refused at {@code props[i]} under
     * {@link PropsOnVoid#REFUSE} and dropped under {@link PropsOnVoid#REMOVE}.
     */
    static List<BlockProp> read(JsonNode n, BlockRowsView rows, PropsOnVoid rule) {
        if (n == null) {
            return List.of();
        }
        BlockMapFiles.JSON.array(n, "props", "an array of props, such as [{\"model\": \"bench\", \"cell\": [4, 7]}]");
        if (n.size() > MAX_PROPS) {
            throw new BlockMapException("props", n.size() + " props is more than the " + MAX_PROPS + " a map holds");
        }
        List<BlockProp> out = new ArrayList<>(n.size());
        for (int i = 0; i < n.size(); i++) {
            BlockProp p = readProp(n.get(i), at("props", i), rows);
            if (rows.isVoid(p.column(), p.row())) {
                if (rule == PropsOnVoid.REMOVE) {
                    continue;
                }
                throw new BlockMapException(at("props", i), p.describe() + ": column " + p.column() + ", row " + p.row()
                        + " is void, and a prop stands on a cell's top",
                        "move the prop, give the cell a block, or set \"propsOnVoid\": \"remove\"");
            }
            out.add(p);
        }
        return out;
    }

    private static BlockProp readProp(JsonNode v, String path, BlockRowsView rows) {
        BlockMapFiles.JSON.object(v, path, "a prop, such as {\"model\": \"bench\", \"cell\": [4, 7], \"yaw\": 90}");
        BlockMapFiles.JSON.onlyKnown(v, path, PROP_FIELDS);
        if (!v.has("model")) {
            throw new BlockMapException(at(path, "model"), "a prop needs model, the name of what stands there, such as \"bench\"");
        }
        String model = BlockMapFiles.JSON.string(v.get("model"), at(path, "model"), "a string, the model's name");
        if (model.isBlank()) {
            throw new BlockMapException(at(path, "model"), "a prop's model cannot be empty");
        }
        if (!v.has("cell")) {
            throw new BlockMapException(at(path, "cell"), "a prop needs cell, its [column, row]");
        }
        String cp = at(path, "cell");
        JsonNode cell = BlockMapFiles.JSON.array(v.get("cell"), cp, "two whole numbers [column, row]", 2);
        int column = (int) BlockMapFiles.JSON.whole(cell.get(0), at(cp, 0), "a column", Integer.MIN_VALUE, Integer.MAX_VALUE);
        int row = (int) BlockMapFiles.JSON.whole(cell.get(1), at(cp, 1), "a row", Integer.MIN_VALUE, Integer.MAX_VALUE);
        if (column < 0 || row < 0 || column >= rows.width() || row >= rows.depth()) {
            throw new BlockMapException(cp, "column " + column + ", row " + row + " is off the map, whose columns are 0.."
                    + (rows.width() - 1) + " and rows 0.." + (rows.depth() - 1));
        }
        double yaw = v.has("yaw") ? BlockMapFiles.JSON.number(v.get("yaw"), at(path, "yaw"), "a number of degrees") : 0;
        double scale = 1;
        if (v.has("scale")) {
            scale = BlockMapFiles.JSON.number(v.get("scale"), at(path, "scale"), "a number above 0");
            if (!(scale >= BlockProp.MIN_SCALE && scale <= BlockProp.MAX_SCALE)) {
                throw new BlockMapException(at(path, "scale"), "scale " + scale + " must lie in " + BlockProp.MIN_SCALE
                        + ".." + BlockProp.MAX_SCALE);
            }
        }
        double[] offset = new double[3];
        if (v.has("offset")) {
            String op = at(path, "offset");
            JsonNode o = BlockMapFiles.JSON.array(v.get("offset"), op, "three numbers [east, up, south] in metres", 3);
            for (int k = 0; k < 3; k++) {
                offset[k] = BlockMapFiles.JSON.number(o.get(k), at(op, k), "a number of metres");
                if (Math.abs(offset[k]) > BlockProp.MAX_OFFSET_METRES) {
                    throw new BlockMapException(at(op, k), offset[k] + " m is farther than the "
                            + (int) BlockProp.MAX_OFFSET_METRES + " m a prop may stand from its cell");
                }
            }
        }
        return new BlockProp(model, column, row, yaw, scale, offset[0], offset[1], offset[2]);
    }

    /** The {@code props} field's JSON, one prop a line, fields left out where they hold their defaults. */
    static String write(List<BlockProp> props) {
        List<String> lines = new ArrayList<>(props.size());
        for (BlockProp p : props) {
            StringBuilder sb = new StringBuilder("{\"model\": ").append(LoamJson.quote(p.model())).append(", \"cell\": [")
                    .append(p.column()).append(", ").append(p.row()).append(']');
            if (p.yawDegrees() != 0) {
                sb.append(", \"yaw\": ").append(LoamJson.number(p.yawDegrees()));
            }
            if (p.scale() != 1) {
                sb.append(", \"scale\": ").append(LoamJson.number(p.scale()));
            }
            if (p.offsetX() != 0 || p.offsetY() != 0 || p.offsetZ() != 0) {
                sb.append(", \"offset\": [").append(LoamJson.number(p.offsetX())).append(", ")
                        .append(LoamJson.number(p.offsetY())).append(", ").append(LoamJson.number(p.offsetZ())).append(']');
            }
            lines.add("    " + sb.append('}'));
        }
        return "[\n" + String.join(",\n", lines) + "\n  ]";
    }

    /** Refuses props the rows cannot hold (written by code, not read): off the map or, under REFUSE, on a void cell. */
    static void checkWritable(BlockMapFile file) {
        BlockRows rows = file.rows();
        for (int i = 0; i < file.props().size(); i++) {
            BlockProp p = file.props().get(i);
            if (p.column() < 0 || p.row() < 0 || p.column() >= rows.width() || p.row() >= rows.depth()) {
                throw new BlockMapException(at(at("props", i), "cell"), "column " + p.column() + ", row " + p.row()
                        + " is off the map");
            }
            if (file.propsOnVoid() == PropsOnVoid.REFUSE && rows.isVoid(p.column(), p.row())) {
                throw new BlockMapException(at("props", i), p.describe() + ": the cell is void");
            }
        }
    }
}
