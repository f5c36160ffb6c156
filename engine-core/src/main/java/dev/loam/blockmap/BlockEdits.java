package dev.loam.blockmap;

import dev.loam.core.internal.JsonReads;
import dev.loam.core.internal.LoamJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import tools.jackson.databind.JsonNode;

/**
 * Edit lists as JSON, the file {@code loam map edit FILE EDITS.json} reads: an array of edits, or
 * an object whose one field {@code edits} holds the array. Each edit is an object naming its
 * {@code tool} ({@code paint}, {@code fill}, {@code rectangle}, {@code raise}, {@code lower},
 * {@code set}, {@code flatten}, {@code smooth}, {@code stairs}; any case) and the tool's fields.
 * A cell is a {@code [column, row]} pair of whole numbers.
 *
 * <pre>{@code
 * [
 *   {"tool": "paint", "cells": [[1, 2], [2, 2]], "brush": {"size": 3, "shape": "round"}, "block": "dirt"},
 *   {"tool": "fill", "cell": [0, 0], "block": "water"},
 *   {"tool": "rectangle", "from": [2, 2], "to": [4, 4], "block": "stone"},
 *   {"tool": "raise", "cells": [[3, 3]], "brush": {"size": 3, "shape": "square"}, "steps": 2},
 *   {"tool": "lower", "cells": [[3, 4]]},
 *   {"tool": "set", "cells": [[5, 5]], "height": 4},
 *   {"tool": "flatten", "cells": [[5, 5], [6, 5]], "height": 2},
 *   {"tool": "smooth", "cells": [[5, 5]], "brush": {"size": 5}},
 *   {"tool": "stairs", "cell": [3, 4], "facing": "north"},
 *   {"tool": "stairs", "from": [3, 6], "to": [3, 3], "block": "stairs"}
 * ]
 * }</pre>
 *
 * <p>{@code brush} is optional (one cell), its {@code size} 1 to {@link Brush#MAX_SIZE} (1 when
 * left out) and its {@code shape} {@code square} (the default) or {@code round}. {@code steps} is
 * optional (1), a whole number 1 or more. {@code height} is a number of steps: required for
 * {@code set}, optional for {@code flatten}; a height that is not whole is refused when the edit is
 * applied. A {@code stairs} edit with {@code cell} lays one stair ({@code facing} {@code north},
 * {@code east}, {@code south} or {@code west}, optional; {@code block} optional); one with
 * {@code from} and {@code to} plans a flight ({@code block} optional).
 */
public final class BlockEdits {
    private static final Map<BlockTool, List<String>> FIELDS = Map.of(
            BlockTool.PAINT, List.of("tool", "cells", "brush", "block"),
            BlockTool.FILL, List.of("tool", "cell", "block"),
            BlockTool.RECTANGLE, List.of("tool", "from", "to", "block"),
            BlockTool.RAISE, List.of("tool", "cells", "brush", "steps"),
            BlockTool.LOWER, List.of("tool", "cells", "brush", "steps"),
            BlockTool.SET, List.of("tool", "cells", "brush", "height"),
            BlockTool.FLATTEN, List.of("tool", "cells", "brush", "height"),
            BlockTool.SMOOTH, List.of("tool", "cells", "brush"));
    private static final List<String> STAIR_FIELDS = List.of("tool", "cell", "facing", "block");
    private static final List<String> FLIGHT_FIELDS = List.of("tool", "from", "to", "block");

    private BlockEdits() {
    }

    /**
     * Reads an edit list.
     *
     * @throws BlockMapException for anything but a well-formed list, naming the JSON path
     *                           ({@code $} for the text as a whole, {@code edits[2].brush.size} for a
     *                           field): text that is not JSON, an unknown tool, an unknown field, a
     *                           missing field, or a value of the wrong type or range
     */
    public static List<BlockEdit> readJson(String json) {
        JsonNode root = BlockMapFiles.JSON.parse(json, "the text is empty: give a JSON array of edits, such as "
                + "[{\"tool\": \"raise\", \"cells\": [[3, 3]]}]");
        JsonNode list = root;
        if (root.isObject()) {
            for (String name : root.propertyNames()) {
                if (!name.equals("edits")) {
                    throw new BlockMapException(JsonReads.at("", name), "unknown field: an edit file's object holds only \"edits\"");
                }
            }
            list = root.get("edits");
            if (list == null) {
                throw new BlockMapException("edits", "missing", "give the array of edits");
            }
        }
        if (!list.isArray()) {
            throw new BlockMapException(root.isObject() ? "edits" : "$", "must be an array of edits, not "
                    + kind(list));
        }
        List<BlockEdit> edits = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            edits.add(readEdit(list.get(i), "edits[" + i + "]"));
        }
        return List.copyOf(edits);
    }

    private static BlockEdit readEdit(JsonNode node, String path) {
        if (!node.isObject()) {
            throw new BlockMapException(path, "an edit must be an object such as {\"tool\": \"raise\", \"cells\": [[3, 3]]}, not "
                    + kind(node));
        }
        JsonNode toolNode = node.get("tool");
        if (toolNode == null) {
            throw new BlockMapException(path + ".tool", "missing: name the edit's tool, one of " + toolNames());
        }
        String toolName = string(toolNode, path + ".tool");
        BlockTool tool = BlockTool.parse(toolName).orElseThrow(() -> new BlockMapException(path + ".tool",
                "unknown tool \"" + toolName + "\"", "use one of " + toolNames()));
        boolean flight = tool == BlockTool.STAIRS && (node.has("from") || node.has("to"));
        if (tool == BlockTool.STAIRS && flight && node.has("cell")) {
            throw new BlockMapException(path + ".cell", "a stairs edit takes either cell (one stair) or from and to "
                    + "(a flight), not both");
        }
        List<String> allowed = tool != BlockTool.STAIRS ? FIELDS.get(tool) : flight ? FLIGHT_FIELDS : STAIR_FIELDS;
        for (String name : node.propertyNames()) {
            if (!allowed.contains(name)) {
                throw new BlockMapException(JsonReads.at(path, name), "unknown field: a " + tool.fileName()
                        + (tool == BlockTool.STAIRS ? (flight ? " flight" : " edit with a cell") : " edit")
                        + " takes " + String.join(", ", allowed));
            }
        }
        try {
            switch (tool) {
                case PAINT:
                    return new BlockEdit.Paint(cells(node, path), brush(node, path), string(required(node, "block", path), path + ".block"));
                case FILL:
                    return new BlockEdit.Fill(cell(required(node, "cell", path), path + ".cell"),
                            string(required(node, "block", path), path + ".block"));
                case RECTANGLE:
                    return new BlockEdit.Rectangle(cell(required(node, "from", path), path + ".from"),
                            cell(required(node, "to", path), path + ".to"), string(required(node, "block", path), path + ".block"));
                case RAISE:
                    return new BlockEdit.Raise(cells(node, path), brush(node, path), steps(node, path));
                case LOWER:
                    return new BlockEdit.Lower(cells(node, path), brush(node, path), steps(node, path));
                case SET:
                    return new BlockEdit.Set(cells(node, path), brush(node, path), number(required(node, "height", path), path + ".height"));
                case FLATTEN: {
                    JsonNode h = node.get("height");
                    return new BlockEdit.Flatten(cells(node, path), brush(node, path),
                            h == null ? OptionalDouble.empty() : OptionalDouble.of(number(h, path + ".height")));
                }
                case SMOOTH:
                    return new BlockEdit.Smooth(cells(node, path), brush(node, path));
                default:
                    return stairs(node, path, flight);
            }
        } catch (IllegalArgumentException e) {
            throw new BlockMapException(path, e.getMessage());
        }
    }

    private static BlockEdit stairs(JsonNode node, String path, boolean flight) {
        JsonNode b = node.get("block");
        Optional<String> block = b == null ? Optional.empty() : Optional.of(string(b, path + ".block"));
        if (flight) {
            return new BlockEdit.StairsFlight(cell(required(node, "from", path), path + ".from"),
                    cell(required(node, "to", path), path + ".to"), block);
        }
        JsonNode f = node.get("facing");
        Optional<BlockFacing> facing = Optional.empty();
        if (f != null) {
            String text = string(f, path + ".facing");
            facing = Optional.of(BlockFacing.parse(text).orElseThrow(() -> new BlockMapException(path + ".facing",
                    "unknown facing \"" + text + "\"", "use north, east, south or west")));
        }
        return new BlockEdit.Stairs(cell(required(node, "cell", path), path + ".cell"), facing, block);
    }

    private static JsonNode required(JsonNode node, String field, String path) {
        JsonNode v = node.get(field);
        if (v == null) {
            String tool = BlockTool.parse(node.path("tool").asString("")).map(BlockTool::fileName).orElse("");
            throw new BlockMapException(path + "." + field, "missing: a " + tool + " edit needs " + field);
        }
        return v;
    }

    private static List<Cell> cells(JsonNode node, String path) {
        JsonNode list = required(node, "cells", path);
        String p = path + ".cells";
        if (!list.isArray() || list.isEmpty()) {
            throw new BlockMapException(p, "must be an array of at least one [column, row] cell, such as [[3, 3]], not "
                    + kind(list));
        }
        List<Cell> cells = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            cells.add(cell(list.get(i), p + "[" + i + "]"));
        }
        return cells;
    }

    private static Cell cell(JsonNode node, String path) {
        if (!node.isArray() || node.size() != 2) {
            throw new BlockMapException(path, "must be a [column, row] pair of whole numbers, such as [3, 4], not "
                    + kind(node));
        }
        return new Cell(integer(node.get(0), path + "[0]"), integer(node.get(1), path + "[1]"));
    }

    private static Brush brush(JsonNode node, String path) {
        JsonNode b = node.get("brush");
        if (b == null) {
            return Brush.ONE;
        }
        String p = path + ".brush";
        if (!b.isObject()) {
            throw new BlockMapException(p, "must be an object such as {\"size\": 3, \"shape\": \"square\"}, not " + kind(b));
        }
        for (String name : b.propertyNames()) {
            if (!name.equals("size") && !name.equals("shape")) {
                throw new BlockMapException(JsonReads.at(p, name), "unknown field: a brush takes size and shape");
            }
        }
        int size = 1;
        if (b.has("size")) {
            size = integer(b.get("size"), p + ".size");
            if (size < 1 || size > Brush.MAX_SIZE) {
                throw new BlockMapException(p + ".size", "a brush is 1 to " + Brush.MAX_SIZE + " cells across, not " + size);
            }
        }
        BrushShape shape = BrushShape.SQUARE;
        if (b.has("shape")) {
            String text = string(b.get("shape"), p + ".shape");
            shape = BrushShape.parse(text).orElseThrow(() -> new BlockMapException(p + ".shape",
                    "unknown shape \"" + text + "\"", "use square or round"));
        }
        return new Brush(size, shape);
    }

    private static int steps(JsonNode node, String path) {
        JsonNode s = node.get("steps");
        if (s == null) {
            return 1;
        }
        int steps = integer(s, path + ".steps");
        if (steps < 1) {
            throw new BlockMapException(path + ".steps", "must be 1 or more steps, not " + steps,
                    "use the other tool of raise and lower to move the other way");
        }
        return steps;
    }

    private static int integer(JsonNode node, String path) {
        if (!node.isIntegralNumber() || !node.canConvertToInt()) {
            throw new BlockMapException(path, "must be a whole number from " + Integer.MIN_VALUE + " to "
                    + Integer.MAX_VALUE + ", not " + kind(node));
        }
        return node.intValue();
    }

    private static double number(JsonNode node, String path) {
        if (!node.isNumber() || !Double.isFinite(node.doubleValue())) {
            throw new BlockMapException(path, "must be a finite number of steps, not " + kind(node));
        }
        return node.doubleValue();
    }

    private static String string(JsonNode node, String path) {
        if (!node.isString()) {
            throw new BlockMapException(path, "must be a string, not " + kind(node));
        }
        return node.stringValue();
    }

    private static String kind(JsonNode node) {
        String text = node.toString();
        if (text.length() > 40) {
            text = text.substring(0, 37) + "...";
        }
        if (node.isArray()) {
            return "the array " + text;
        }
        if (node.isObject()) {
            return "the object " + text;
        }
        return node.isNull() ? "null" : text;
    }

    private static String toolNames() {
        StringBuilder sb = new StringBuilder();
        for (BlockTool t : BlockTool.values()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(t.fileName());
        }
        return sb.toString();
    }

    /**
     * Writes an edit list as a JSON array, one edit a line, that {@link #readJson(String)} reads
     * back to an equal list. Fields at their defaults (a one-cell brush, one step, a square shape,
     * no facing, no block for a stair) are left out.
     *
     * @throws BlockMapException naming {@code edits[i].height} for a height JSON cannot hold (NaN
     *                           or an infinity)
     */
    public static String writeJson(List<? extends BlockEdit> edits) {
        Objects.requireNonNull(edits, "edits");
        if (edits.isEmpty()) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder("[\n");
        for (int i = 0; i < edits.size(); i++) {
            sb.append("  ");
            writeEdit(sb, edits.get(i), "edits[" + i + "]");
            sb.append(i + 1 < edits.size() ? ",\n" : "\n");
        }
        return sb.append(']').toString();
    }

    private static void writeEdit(StringBuilder sb, BlockEdit edit, String path) {
        sb.append("{\"tool\": ").append(LoamJson.quote(edit.tool().fileName()));
        if (edit instanceof BlockEdit.Brushed b) {
            sb.append(", \"cells\": [");
            for (int k = 0; k < b.cells().size(); k++) {
                sb.append(k == 0 ? "" : ", ");
                cell(sb, b.cells().get(k));
            }
            sb.append(']');
            if (!b.brush().equals(Brush.ONE)) {
                sb.append(", \"brush\": {\"size\": ").append(b.brush().size());
                if (b.brush().shape() != BrushShape.SQUARE) {
                    sb.append(", \"shape\": ").append(LoamJson.quote(b.brush().shape().fileName()));
                }
                sb.append('}');
            }
            if (edit instanceof BlockEdit.Paint p) {
                sb.append(", \"block\": ").append(LoamJson.quote(p.block()));
            } else if (edit instanceof BlockEdit.Raise r && r.steps() != 1) {
                sb.append(", \"steps\": ").append(r.steps());
            } else if (edit instanceof BlockEdit.Lower l && l.steps() != 1) {
                sb.append(", \"steps\": ").append(l.steps());
            } else if (edit instanceof BlockEdit.Set s) {
                sb.append(", \"height\": ").append(height(s.heightSteps(), path));
            } else if (edit instanceof BlockEdit.Flatten f && f.heightSteps().isPresent()) {
                sb.append(", \"height\": ").append(height(f.heightSteps().getAsDouble(), path));
            }
        } else if (edit instanceof BlockEdit.Fill f) {
            sb.append(", \"cell\": ");
            cell(sb, f.cell());
            sb.append(", \"block\": ").append(LoamJson.quote(f.block()));
        } else if (edit instanceof BlockEdit.Rectangle r) {
            sb.append(", \"from\": ");
            cell(sb, r.from());
            sb.append(", \"to\": ");
            cell(sb, r.to());
            sb.append(", \"block\": ").append(LoamJson.quote(r.block()));
        } else if (edit instanceof BlockEdit.Stairs s) {
            sb.append(", \"cell\": ");
            cell(sb, s.cell());
            s.facing().ifPresent(f -> sb.append(", \"facing\": ").append(LoamJson.quote(f.fileName())));
            s.block().ifPresent(b -> sb.append(", \"block\": ").append(LoamJson.quote(b)));
        } else {
            BlockEdit.StairsFlight f = (BlockEdit.StairsFlight) edit;
            sb.append(", \"from\": ");
            cell(sb, f.from());
            sb.append(", \"to\": ");
            cell(sb, f.to());
            f.block().ifPresent(b -> sb.append(", \"block\": ").append(LoamJson.quote(b)));
        }
        sb.append('}');
    }

    private static void cell(StringBuilder sb, Cell cell) {
        sb.append('[').append(cell.column()).append(", ").append(cell.row()).append(']');
    }

    private static String height(double h, String path) {
        if (!Double.isFinite(h)) {
            throw new BlockMapException(path + ".height", "height " + h + " cannot be written as JSON", "give a whole number");
        }
        return LoamJson.number(h);
    }
}
