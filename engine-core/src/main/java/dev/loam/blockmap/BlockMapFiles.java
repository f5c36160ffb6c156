package dev.loam.blockmap;

import static dev.loam.core.internal.JsonReads.at;

import dev.loam.core.internal.AtomicWrite;
import dev.loam.core.internal.JsonReads;
import dev.loam.core.internal.LoamJson;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import tools.jackson.databind.JsonNode;

/**
 * Reads and writes block map files, the spec's "Read a map file":
 *
 * <pre>{@code
 * { "name": "terraces",
 *   "blockSet": "village",
 *   "sea": 0.2,
 *   "position": [-2.5, 0, -1.5],
 *   "cells": ["ggggT", "ccscc", "wwwww"],
 *   "heights": ["22222", "11111", "-1 -1 -1 -1 -1"],
 *   "legend": { "g": "grass", "s": {"block": "stairs", "facing": "east"},
 *               "w": {"block": "riverbed", "waterLevel": 0.2} } }
 * }</pre>
 *
 * <p>{@code blockSet}, {@code cells}, {@code heights} and {@code legend} are required; {@code name},
 * {@code sea} (metres), {@code position} ({@code [x, y, z]}, cell [0, 0]'s north-west corner),
 * {@code props} (models standing on cells: {@code {"model": "bench", "cell": [4, 7], "yaw": 90,
 * "scale": 1.2, "offset": [0.2, 0, -0.1]}}, yaw in degrees anticlockwise seen from above, offset in
 * metres east, up and south of the cell's top middle) and {@code propsOnVoid} ({@code "refuse"},
 * the default, or {@code "remove"}: what becomes of a prop on a void cell), {@code turns} (one digit
 * 0..3 a cell, quarter turns anticlockwise seen from above, one string a row) and {@code data}
 * (game data: {@code [{"cell": [3, 1], "values": {"door": "locked"}}]}) are optional. A {@code heights} row is one lower-case base-36 digit a cell ({@code 0}..{@code z} for
 * 0..35 steps) or whole numbers between single spaces. Reading takes either form on any row: a row
 * holding a space or a {@code '-'} is spaced, a row as wide as the cells of only {@code 0-9a-z} is
 * base 36 (and a lone number on a one-cell row is spaced). Writing chooses <em>per row</em>: base
 * 36 when every height of that row lies in 0..35, spaced otherwise, so the spec's example writes
 * back as it stands. A legend value is a block's name or an object {@code {"block", "facing",
 * "waterLevel"}}; a plain entry is written as a plain string.
 *
 * <p>Every refusal is a {@link BlockMapException} whose path names the place: {@code cells[2]},
 * {@code heights[1]}, {@code legend.s.facing}, {@code blockSet}, {@code position[1]}, an unknown
 * field's name, or {@code $} (with line, column and byte) for JSON that does not parse. A file is
 * refused whole, before anything is built from it. All methods are static and thread-safe.
 */
public final class BlockMapFiles {
    /** The largest JSON file read, in bytes (256 MiB), so a stray file cannot exhaust memory. */
    static final long MAX_FILE_BYTES = 256L * 1024 * 1024;
    /** The refusal of an empty file, at {@code $}. */
    static final String EMPTY = "the file is empty: it needs one JSON object";
    /** The JSON reads of every block-map format, refusing with a {@link BlockMapException}. */
    static final JsonReads<BlockMapException> JSON = new JsonReads<>(BlockMapException::new, "field", "is missing");
    /** The top-level fields, in the order {@link #write(BlockMapFile)} writes them. */
    static final List<String> FIELDS = List.of("name", "blockSet", "sea", "position", "cells", "heights", "legend",
            "propsOnVoid", "props", "turns", "data");
    private static final List<String> ENTRY_FIELDS = List.of("block", "facing", "waterLevel");

    private BlockMapFiles() {
    }

    // ---- reading ------------------------------------------------------------------------------

    /**
     * Reads a map file's JSON text.
     *
     * @throws BlockMapException naming the place of the first problem; nothing else escapes
     */
    public static BlockMapFile read(String json) {
        return fromTree(JSON.parse(json, BlockMapFiles.EMPTY));
    }

    /**
     * Reads a map file (UTF-8). A refusal's message names the JSON place; the caller adds the file's
     * name when it reports it.
     *
     * @throws BlockMapException for a missing or unreadable file (path {@code $}) and for any problem
     *                           of its content
     */
    public static BlockMapFile read(Path file) {
        return fromTree(JSON.parse(JSON.readBytes(file, MAX_FILE_BYTES), EMPTY));
    }

    /**
     * Reads a map file from a stream (UTF-8), up to 256 MiB. The caller closes the stream.
     *
     * @throws BlockMapException as {@link #read(String)}, and for a stream that fails
     */
    public static BlockMapFile read(InputStream in) {
        return fromTree(JSON.parse(JSON.readBytes(in, MAX_FILE_BYTES), EMPTY));
    }

    private static BlockMapFile fromTree(JsonNode root) {
        JSON.object(root, "$", "a JSON object holding a map file, such as "
                + "{\"blockSet\": \"village\", \"cells\": [...], \"heights\": [...], \"legend\": {...}}");
        JSON.onlyKnown(root, "$", FIELDS);

        Optional<String> name = Optional.empty();
        if (root.has("name")) {
            String n = JSON.string(root.get("name"), "name", "a string, the map's name");
            if (n.isBlank()) {
                throw new BlockMapException("name", "a map's name cannot be empty", "give one or leave the field out");
            }
            name = Optional.of(n);
        }
        if (!root.has("blockSet")) {
            throw new BlockMapException("blockSet", "a map file needs blockSet, the name of its block set, such as \"village\" or \"greybox\"");
        }
        String setName = JSON.string(root.get("blockSet"), "blockSet", "a string, the block set's name");
        checkSetName(setName);

        OptionalDouble sea = OptionalDouble.empty();
        if (root.has("sea")) {
            sea = OptionalDouble.of(JSON.number(root.get("sea"), "sea", "a number of metres"));
        }
        Optional<double[]> position = Optional.empty();
        if (root.has("position")) {
            position = Optional.of(readPosition(root.get("position")));
        }

        BlockLegend legend = readLegend(root.get("legend"));
        List<String> cells = readCells(root.get("cells"));
        int width = cells.get(0).length();
        checkSymbols(cells, legend);
        int[][] heights = readHeights(root.get("heights"), cells.size(), width);
        BlockRows rows = BlockRows.of(cells, heights);
        PropsOnVoid rule = BlockPropFiles.readRule(root.get("propsOnVoid"));
        List<BlockProp> props = BlockPropFiles.read(root.get("props"), rows, rule);
        BlockCellLayers layers = BlockLayerFiles.read(root.get("turns"), root.get("data"), width, cells.size());
        return new BlockMapFile(name, setName, legend, rows, sea, position, props, rule, layers);
    }

    private static void checkSetName(String setName) {
        if (!BlockSet.isValidName(setName)) {
            throw new BlockMapException("blockSet", "\"" + printable(setName) + "\" is not a block set's name: a set's name is "
                    + "lower-case words between hyphens, such as \"village\" or \"dark-forest\"");
        }
    }

    private static double[] readPosition(JsonNode n) {
        String expected = "three numbers [x, y, z] in metres, cell [0, 0]'s north-west corner";
        JSON.array(n, "position", expected);
        if (n.size() != 3) {
            throw new BlockMapException("position", "must be " + expected + ", but has " + n.size() + " numbers");
        }
        double[] p = new double[3];
        for (int i = 0; i < 3; i++) {
            p[i] = JSON.number(n.get(i), at("position", i), "a number of metres");
        }
        return p;
    }

    private static BlockLegend readLegend(JsonNode n) {
        if (n == null) {
            throw new BlockMapException("legend", "a map file needs a legend, such as {\"g\": \"grass\", \"s\": \"stairs\"}");
        }
        JSON.object(n, "legend", "an object from characters to blocks, such as {\"g\": \"grass\"}");
        Map<Character, LegendEntry> entries = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : n.properties()) {
            String key = e.getKey();
            String path = at("legend", key);
            if (key.length() != 1) {
                throw new BlockMapException(path, "a legend key is one character, but \"" + printable(key) + "\" is "
                        + key.length() + " characters");
            }
            char symbol = key.charAt(0);
            if (symbol == BlockRowsView.VOID) {
                throw new BlockMapException(path, "'.' is the void cell and cannot name a block", "pick another character");
            }
            if (Character.isWhitespace(symbol) || Character.isISOControl(symbol) || Character.isSurrogate(symbol)) {
                throw new BlockMapException(path, "legend key " + describe(symbol)
                        + " is not a printable character", "pick a letter, digit or sign");
            }
            entries.put(symbol, readEntry(e.getValue(), path));
        }
        return BlockLegend.of(entries);
    }

    private static LegendEntry readEntry(JsonNode v, String path) {
        String expected = "a block's name, such as \"grass\", or an object such as {\"block\": \"stairs\", \"facing\": \"east\"}";
        if (v.isString()) {
            return LegendEntry.of(blockName(v.stringValue(), path));
        }
        if (!v.isObject()) {
            throw JSON.wrongType(path, expected, v);
        }
        JSON.onlyKnown(v, path, ENTRY_FIELDS);
        if (!v.has("block")) {
            throw new BlockMapException(at(path, "block"), "a legend object needs block, the block's name");
        }
        String block = blockName(JSON.string(v.get("block"), at(path, "block"), "a string, the block's name"),
                at(path, "block"));
        Optional<BlockFacing> facing = Optional.empty();
        if (v.has("facing")) {
            String fp = at(path, "facing");
            String text = JSON.string(v.get("facing"), fp, "one of north, east, south, west");
            facing = BlockFacing.parse(text);
            if (facing.isEmpty()) {
                throw new BlockMapException(fp, "\"" + printable(text) + "\" is not a facing",
                        "use north, east, south or west");
            }
        }
        OptionalDouble level = OptionalDouble.empty();
        if (v.has("waterLevel")) {
            level = OptionalDouble.of(JSON.number(v.get("waterLevel"), at(path, "waterLevel"), "a number of metres"));
        }
        return new LegendEntry(block, facing, level);
    }

    private static String blockName(String name, String path) {
        if (name.isBlank()) {
            throw new BlockMapException(path, "a block's name cannot be empty");
        }
        return name;
    }

    private static List<String> readCells(JsonNode n) {
        if (n == null) {
            throw new BlockMapException("cells", "a map file needs cells, one string a row, such as [\"ggggT\", \"ccscc\"]");
        }
        JSON.array(n, "cells", "an array of strings, one a row, such as [\"ggggT\", \"ccscc\"]");
        if (n.size() == 0) {
            throw new BlockMapException("cells", "a map needs at least one row");
        }
        if (n.size() > BlockRows.MAX_CELLS) {
            throw new BlockMapException("cells", n.size() + " rows is past the largest map, " + BlockRows.MAX_CELLS + " cells");
        }
        List<String> rows = new ArrayList<>(n.size());
        int width = -1;
        for (int r = 0; r < n.size(); r++) {
            String path = at("cells", r);
            String row = JSON.string(n.get(r), path, "a string of cells, one character a cell, such as \"ggggT\"");
            if (r == 0) {
                width = row.length();
                if (width == 0) {
                    throw new BlockMapException(path, "row 0 is empty: a row needs at least one cell");
                }
                if ((long) width * n.size() > BlockRows.MAX_CELLS) {
                    throw new BlockMapException("cells", "a map of " + width + "x" + n.size() + " cells is past the largest, "
                            + BlockRows.MAX_CELLS + " cells");
                }
            } else if (row.length() != width) {
                throw new BlockMapException(path, "row " + r + " is " + row.length() + " cells wide but row 0 is " + width
                        + ": every row must be as wide as the first");
            }
            rows.add(row);
        }
        return rows;
    }

    private static void checkSymbols(List<String> cells, BlockLegend legend) {
        for (int r = 0; r < cells.size(); r++) {
            String row = cells.get(r);
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch != BlockRowsView.VOID && legend.entry(ch).isEmpty()) {
                    throw new BlockMapException(at("cells", r), "row " + r + ", column " + c + ": character "
                            + describe(ch) + " is not in the legend, whose characters are "
                            + BlockRules.legendKeys(legend) + " (and '.' for void)", "add it to the legend or change the cell");
                }
            }
        }
    }

    private static int[][] readHeights(JsonNode n, int depth, int width) {
        if (n == null) {
            throw new BlockMapException("heights", "a map file needs heights, one string a row, such as [\"22222\", \"-1 -1 0 0 1\"]");
        }
        JSON.array(n, "heights", "an array of strings, one a row, such as [\"22222\", \"-1 -1 0 0 1\"]");
        if (n.size() != depth) {
            throw new BlockMapException("heights", "there are " + n.size() + " heights rows for " + depth
                    + " cells rows", "give one heights row per cells row");
        }
        int[][] heights = new int[depth][];
        for (int r = 0; r < depth; r++) {
            String path = at("heights", r);
            String row = JSON.string(n.get(r), path,
                    "a string: one base-36 digit a cell, such as \"22222\", or whole numbers between single spaces");
            heights[r] = HeightsRows.parse(row, r, width, path);
        }
        return heights;
    }

    // ---- writing ------------------------------------------------------------------------------

    /**
     * The file as JSON: indented, its fields in a stable order (name, blockSet, sea, position,
     * cells, heights, legend, propsOnVoid, props, turns, data; optional ones only when present), one row (and one
     * prop) a line, ending with a
     * newline. The same values always give the same text, and {@link #read(String)} gives back an
     * equal file.
     *
     * @throws BlockMapException naming the place when the values could not be read back: a cell
     *                           the legend lacks, a set name that is not one, or a number that is
     *                           not finite
     */
    public static String write(BlockMapFile file) {
        checkWritable(file);
        StringBuilder sb = new StringBuilder(64 + file.rows().width() * file.rows().depth() * 3);
        sb.append("{\n");
        List<String> fields = new ArrayList<>();
        file.name().ifPresent(n -> fields.add(field("name", LoamJson.quote(n))));
        fields.add(field("blockSet", LoamJson.quote(file.blockSet())));
        file.sea().ifPresent(s -> fields.add(field("sea", LoamJson.number(s))));
        file.position().ifPresent(p -> fields.add(field("position", "[" + LoamJson.number(p[0]) + ", "
                + LoamJson.number(p[1]) + ", " + LoamJson.number(p[2]) + "]")));
        BlockRows rows = file.rows();
        List<String> cells = new ArrayList<>(rows.depth());
        List<String> heights = new ArrayList<>(rows.depth());
        for (int r = 0; r < rows.depth(); r++) {
            cells.add(LoamJson.quote(rows.cellsRow(r)));
            heights.add(LoamJson.quote(HeightsRows.format(rows, r)));
        }
        fields.add(field("cells", "[\n    " + String.join(",\n    ", cells) + "\n  ]"));
        fields.add(field("heights", "[\n    " + String.join(",\n    ", heights) + "\n  ]"));
        List<String> legend = new ArrayList<>();
        for (Map.Entry<Character, LegendEntry> e : file.legend().entries().entrySet()) {
            legend.add("    " + LoamJson.quote(String.valueOf(e.getKey())) + ": " + entryJson(e.getValue()));
        }
        fields.add(field("legend", legend.isEmpty() ? "{}" : "{\n" + String.join(",\n", legend) + "\n  }"));
        if (file.propsOnVoid() != PropsOnVoid.REFUSE) {
            fields.add(field("propsOnVoid", LoamJson.quote(file.propsOnVoid().fileName())));
        }
        if (!file.props().isEmpty()) {
            fields.add(field("props", BlockPropFiles.write(file.props())));
        }
        BlockLayerFiles.write(file.layers(), fields);
        sb.append(String.join(",\n", fields));
        return sb.append("\n}\n").toString();
    }

    /**
     * Writes the file atomically: the JSON goes to a temporary file in the same folder, which then
     * replaces {@code path} in one move, so a reader never sees half a file and a failed write
     * leaves the old file as it was.
     *
     * @throws BlockMapException as {@link #write(BlockMapFile)}, before anything is written
     * @throws UncheckedIOException when the folder cannot be written
     */
    public static void write(BlockMapFile file, Path path) {
        AtomicWrite.write(write(file).getBytes(StandardCharsets.UTF_8), path);
    }

    private static String field(String name, String json) {
        return "  " + LoamJson.quote(name) + ": " + json;
    }

    private static String entryJson(LegendEntry e) {
        if (e.isPlain()) {
            return LoamJson.quote(e.block());
        }
        StringBuilder sb = new StringBuilder("{\"block\": ").append(LoamJson.quote(e.block()));
        e.facing().ifPresent(f -> sb.append(", \"facing\": ").append(LoamJson.quote(f.fileName())));
        if (e.waterLevelMetres().isPresent()) {
            sb.append(", \"waterLevel\": ").append(LoamJson.number(e.waterLevelMetres().getAsDouble()));
        }
        return sb.append('}').toString();
    }

    private static void checkWritable(BlockMapFile file) {
        file.name().ifPresent(n -> {
            if (n.isBlank()) {
                throw new BlockMapException("name", "a map's name cannot be empty");
            }
        });
        checkSetName(file.blockSet());
        if (file.sea().isPresent() && !Double.isFinite(file.sea().getAsDouble())) {
            throw new BlockMapException("sea", file.sea().getAsDouble() + " is not a finite number of metres");
        }
        file.position().ifPresent(p -> {
            if (p.length != 3) {
                throw new BlockMapException("position", "must be three numbers [x, y, z], but has " + p.length);
            }
            for (int i = 0; i < 3; i++) {
                if (!Double.isFinite(p[i])) {
                    throw new BlockMapException(at("position", i), p[i] + " is not a finite number of metres");
                }
            }
        });
        for (Map.Entry<Character, LegendEntry> e : file.legend().entries().entrySet()) {
            String path = at("legend", String.valueOf(e.getKey()));
            blockName(e.getValue().block(), path);
            if (e.getValue().waterLevelMetres().isPresent() && !Double.isFinite(e.getValue().waterLevelMetres().getAsDouble())) {
                throw new BlockMapException(at(path, "waterLevel"), "is not a finite number of metres");
            }
        }
        checkSymbols(file.rows().cells(), file.legend());
        BlockPropFiles.checkWritable(file);
    }

    // ---- building -----------------------------------------------------------------------------

    /**
     * The spec's {@code readBlockRows}: a map builder preloaded with the file's set, legend and
     * rows, so a game adds its own sea and position and builds.
     *
     * @param name the map's name, or null for the file's
     * @param sets where to find the file's block set
     * @throws BlockMapException naming {@code blockSet} when the set is unknown (with the fix), or
     *                           {@code name} when neither the argument nor the file gives one
     */
    public static BlockMap.Builder readBlockRows(BlockMapFile file, String name, BlockSetLookup sets) {
        String mapName = name != null ? name : file.name().orElseThrow(() -> new BlockMapException("name",
                "the map needs a name: pass one, or give the file a \"name\""));
        BlockSet set = findSet(file.blockSet(), sets);
        return BlockMap.builder(mapName, set).legend(file.legend()).rows(file.rows());
    }

    /**
     * A live map of the file, every rule checked: named {@code name}, else the file's; its sea the
     * file's, else 0; its position the file's, else centred on the origin
     * ({@code x = -width·cellX/2}, {@code y = 0}, {@code z = -depth·cellZ/2}).
     *
     * @throws BlockMapException naming the set, a legend entry, or the cell that breaks a rule
     */
    public static BlockMap toMap(BlockMapFile file, String name, BlockSetLookup sets) {
        BlockMap.Builder builder = readBlockRows(file, name, sets);
        BlockSet set = findSet(file.blockSet(), sets);
        builder.sea(file.sea().orElse(0));
        builder.layers(file.layers());
        if (file.position().isPresent()) {
            double[] p = file.position().get();
            builder.position(p[0], p[1], p[2]);
        } else {
            CellSize cell = set.cellSize();
            builder.position(-file.rows().width() * cell.x() / 2, 0, -file.rows().depth() * cell.z() / 2);
        }
        return builder.build();
    }

    /**
     * Throws, naming the cell, for rows the set refuses: a character the legend lacks
     * ({@code cells[row]}), a height past the range, a stair with no step or two, a pond under its
     * bed ({@code column c, row r}).
     *
     * @throws BlockMapException naming {@code legend.<char>} for an entry the set lacks, or the cell
     */
    public static void requireBlockMapRows(BlockSet set, BlockLegend legend, BlockRowsView rows) {
        BlockRules.require(set, legend, rows);
    }

    private static BlockSet findSet(String setName, BlockSetLookup sets) {
        return sets.find(setName).orElseThrow(() -> new BlockMapException("blockSet", "block set \"" + printable(setName)
                + "\" is not defined: define it with BlockSet.define or pass --sets DIR"));
    }

    // ---- text ---------------------------------------------------------------------------------

    /** A character for a message: {@code 'x'}, or {@code U+0007} when it would not print. */
    static String describe(char ch) {
        if (ch < 0x20 || ch == 0x7f || Character.isSurrogate(ch) || Character.isWhitespace(ch)
                || Character.getType(ch) == Character.UNASSIGNED) {
            return String.format("U+%04X", (int) ch);
        }
        return "'" + ch + "'";
    }

    /** Text for a message, cut to 40 characters, with control characters shown as '?'. */
    static String printable(String s) {
        String cut = s.length() > 40 ? s.substring(0, 40) + "..." : s;
        StringBuilder sb = new StringBuilder(cut.length());
        for (int i = 0; i < cut.length(); i++) {
            char ch = cut.charAt(i);
            sb.append(ch < 0x20 || ch == 0x7f || Character.isSurrogate(ch) ? '?' : ch);
        }
        return sb.toString();
    }
}
