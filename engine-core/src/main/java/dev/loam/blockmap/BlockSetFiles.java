package dev.loam.blockmap;

import static dev.loam.core.internal.JsonReads.at;

import dev.loam.core.internal.JsonReads;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Reads block-set files: JSON for tools and data-driven games, producing exactly what
 * {@link BlockSet#builder(String)} and {@link Block.Builder} produce (they build it).
 *
 * <pre>{@code
 * { "name": "village", "cellSize": [1, 0.5, 1], "patchSize": 4.35,
 *   "textures": { "lawn":  { "png": "lawn.png", "pixelsPerMetre": 16, "variation": "rotate-and-mirror" },
 *                 "tufts": { "png": "tufts.png", "variation": "none" } },
 *   "blocks": {
 *     "grass": { "top": "lawn", "side": "#6e5a46", "lip": "#4f7a36", "fringe": 2,
 *                "cover": [ { "texture": "tufts", "columns": 4, "perCell": [3, 5] } ] },
 *     "riverbed": { "top": "#6b6250", "water": { "flowSpeed": 1.5 } },
 *     "stairs": { "top": "#9a9384", "riser": "#4a463f", "stairs": true },
 *     "tree": { "top": "#2f5a2c", "blocked": true, "colliderHeight": 4 } } }
 * }</pre>
 *
 * <p>Fields: the set's {@code name} and {@code blocks} are required; {@code cellSize}
 * ({@code [x, step, z]} metres), {@code patchSize} (metres) and {@code textures} are optional. A
 * texture is {@code png} (a path relative to the set file's folder), {@code pixelsPerMetre} (16
 * unless set) and {@code variation} ({@code none}, {@code mirror} or {@code rotate-and-mirror}, the
 * default). A block takes {@code top} (required), {@code side}, {@code lip}, {@code riser} (each
 * {@code #rrggbb} or a texture's name), {@code stairs}, {@code blocked} (booleans),
 * {@code colliderHeight} (metres, with {@code blocked}), {@code fringe} (a whole rank),
 * {@code water} ({@code true} or {@code {flowSpeed, shallow, deep, glint, glintDensity, opacity}})
 * {@code model} (a model's name, or a list of variants picked by each cell's hash: the block stands
 * that model on its cells' tops, as a tree block stands a tree), {@code modelScale} (its scale, 1
 * unless set) and {@code cover}, a list of {@code {texture, columns, perCell, castShadow, windWeight,
 * besideWater, frames, scale, rootDarkening, patches, zones}}: {@code perCell} a mean or
 * {@code [min, max]}, {@code scale} one number or {@code [min, max]}, {@code patches} a list of
 * {@code {above, perCell, frames}}, {@code zones} {@code {size, lists}}.
 *
 * <p>Every refusal is a {@link BlockMapException} naming its JSON path, such as
 * {@code blocks.grass.cover[0].colour: unknown field; known fields are texture, columns, ...},
 * {@code blocks.grass.top} for a bad colour or unknown texture, {@code $} for JSON that does not
 * parse. Unknown fields are refused everywhere. All methods are static and thread-safe.
 */
public final class BlockSetFiles {
    private static final JsonReads<BlockMapException> JSON = BlockMapFiles.JSON;
    static final List<String> FIELDS = List.of("name", "cellSize", "patchSize", "textures", "blocks");
    private static final List<String> BLOCK_FIELDS = List.of("top", "side", "lip", "riser", "stairs", "water", "blocked",
            "colliderHeight", "fringe", "cover", "model", "modelScale");
    private static final List<String> WATER_FIELDS = List.of("flowSpeed", "shallow", "deep", "glint", "glintDensity",
            "opacity");
    private static final List<String> COVER_FIELDS = List.of("texture", "columns", "perCell", "castShadow", "windWeight",
            "besideWater", "frames", "scale", "rootDarkening", "patches", "zones");
    private static final List<String> PATCH_FIELDS = List.of("above", "perCell", "frames");
    private static final List<String> ZONES_FIELDS = List.of("size", "lists");

    private BlockSetFiles() {
    }

    /**
     * Reads a set file; its PNGs resolve against the file's folder. The set is not registered
     * ({@link #define(Path)} registers).
     *
     * @throws BlockMapException naming the place of the first problem
     */
    public static BlockSet read(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        return fromTree(JSON.parse(JSON.readBytes(file, BlockMapFiles.MAX_FILE_BYTES), BlockMapFiles.EMPTY), dir);
    }

    /**
     * Reads a set from JSON text; its PNGs resolve against {@code baseDir}, which may be null for a
     * set that names no PNG.
     *
     * @throws BlockMapException naming the place of the first problem
     */
    public static BlockSet read(String json, Path baseDir) {
        return fromTree(JSON.parse(json, BlockMapFiles.EMPTY), baseDir);
    }

    /**
     * Reads a set file and registers the set in {@link BlockSets}, so map files find it by name.
     *
     * @throws BlockMapException as {@link #read(Path)}, and when a set of that name is already defined
     */
    public static BlockSet define(Path file) {
        BlockSet set = read(file);
        BlockSets.register(set);
        return set;
    }

    /**
     * Reads every set file in a folder: each {@code *.json} (not in sub-folders) whose top level is
     * an object with a {@code blocks} field, sorted by file name. Other JSON files, such as map
     * files beside the sets, are skipped. The sets are not registered.
     *
     * @throws BlockMapException when the folder cannot be listed, or a set file (or a JSON file that
     *                           does not parse) is refused; the path then starts with the file's
     *                           name, such as {@code village.json: blocks.grass.top}
     */
    public static List<BlockSet> readAll(Path dir) {
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, "*.json")) {
            for (Path p : stream) {
                if (Files.isRegularFile(p)) {
                    files.add(p);
                }
            }
        } catch (IOException | RuntimeException e) {
            throw new BlockMapException("$", "cannot list the block-set folder " + dir + ": " + e, e);
        }
        files.sort(Comparator.comparing(p -> p.getFileName().toString()));
        List<BlockSet> sets = new ArrayList<>();
        for (Path p : files) {
            String fileName = p.getFileName().toString();
            try {
                JsonNode root = JSON.parse(JSON.readBytes(p, BlockMapFiles.MAX_FILE_BYTES), BlockMapFiles.EMPTY);
                if (root.isObject() && root.has("blocks")) {
                    sets.add(fromTree(root, p.toAbsolutePath().getParent()));
                }
            } catch (BlockMapException e) {
                throw new BlockMapException(e.path().isEmpty() ? fileName : fileName + ": " + e.path(),
                        e.detail(), e.fix(), e);
            }
        }
        return sets;
    }

    private static BlockSet fromTree(JsonNode root, Path baseDir) {
        JSON.object(root, "$", "a JSON object holding a block set, such as {\"name\": \"village\", \"blocks\": {...}}");
        JSON.onlyKnown(root, "$", FIELDS);
        if (!root.has("name")) {
            throw new BlockMapException("name", "a block-set file needs a name, lower-case words between hyphens, such as \"village\"");
        }
        String name = JSON.string(root.get("name"), "name", "a string, the set's name");
        BlockSet.Builder set = BlockSet.builder(name);
        if (root.has("cellSize")) {
            JsonNode cs = root.get("cellSize");
            String expected = "three numbers [x, step, z] in metres, such as [1, 0.5, 1]";
            JSON.array(cs, "cellSize", expected);
            if (cs.size() != 3) {
                throw new BlockMapException("cellSize", "must be " + expected + ", but has " + cs.size() + " numbers");
            }
            set.cellSize(JSON.number(cs.get(0), "cellSize[0]", "a number of metres"),
                    JSON.number(cs.get(1), "cellSize[1]", "a number of metres"),
                    JSON.number(cs.get(2), "cellSize[2]", "a number of metres"));
        }
        if (root.has("patchSize")) {
            set.patchSize(JSON.number(root.get("patchSize"), "patchSize", "a number of metres"));
        }
        Map<String, PixelTexture> textures = new LinkedHashMap<>();
        if (root.has("textures")) {
            JsonNode ts = JSON.object(root.get("textures"), "textures",
                    "an object from names to textures, such as {\"lawn\": {\"png\": \"lawn.png\"}}");
            for (Map.Entry<String, JsonNode> e : ts.properties()) {
                textures.put(e.getKey(), PngTextures.read(e.getKey(), e.getValue(), baseDir));
            }
        }
        if (!root.has("blocks")) {
            throw new BlockMapException("blocks", "a block-set file needs blocks, such as {\"grass\": {\"top\": \"#5f8f3e\"}}");
        }
        JsonNode blocks = JSON.object(root.get("blocks"), "blocks",
                "an object from block names to blocks, such as {\"grass\": {\"top\": \"#5f8f3e\"}}");
        for (Map.Entry<String, JsonNode> e : blocks.properties()) {
            String blockName = e.getKey();
            String path = at("blocks", blockName);
            JsonNode spec = JSON.object(e.getValue(), path, "an object, such as {\"top\": \"#5f8f3e\"}");
            JSON.onlyKnown(spec, path, BLOCK_FIELDS);
            set.block(blockName, b -> {
                try {
                    readBlock(b, spec, path, textures);
                } catch (BlockMapException x) {
                    throw x.path().startsWith(path) ? x : new BlockMapException(at(path, x.path()), x.detail(), x.fix(), x);
                }
            });
        }
        return set.build();
    }

    // ---- blocks -------------------------------------------------------------------------------

    private static void readBlock(Block.Builder b, JsonNode spec, String path, Map<String, PixelTexture> textures) {
        if (spec.has("top")) {
            String fp = at(path, "top");
            Object f = face(spec.get("top"), fp, textures);
            if (f instanceof String hex) {
                b.top(hex);
            } else {
                b.top((PixelTexture) f);
            }
        }
        if (spec.has("side")) {
            Object f = face(spec.get("side"), at(path, "side"), textures);
            if (f instanceof String hex) {
                b.side(hex);
            } else {
                b.side((PixelTexture) f);
            }
        }
        if (spec.has("lip")) {
            Object f = face(spec.get("lip"), at(path, "lip"), textures);
            if (f instanceof String hex) {
                b.lip(hex);
            } else {
                b.lip((PixelTexture) f);
            }
        }
        if (spec.has("riser")) {
            Object f = face(spec.get("riser"), at(path, "riser"), textures);
            if (f instanceof String hex) {
                b.riser(hex);
            } else {
                b.riser(Face.texture((PixelTexture) f));
            }
        }
        if (spec.has("stairs") && JSON.bool(spec.get("stairs"), at(path, "stairs"))) {
            b.stairs();
        }
        if (spec.has("water")) {
            readWater(b, spec.get("water"), at(path, "water"));
        }
        boolean blocked = spec.has("blocked") && JSON.bool(spec.get("blocked"), at(path, "blocked"));
        if (spec.has("colliderHeight")) {
            String cp = at(path, "colliderHeight");
            double metres = JSON.number(spec.get("colliderHeight"), cp, "a number of metres");
            if (!blocked) {
                throw new BlockMapException(cp, "colliderHeight is only for a blocked block", "add \"blocked\": true");
            }
            b.blocked(metres);
        } else if (blocked) {
            b.blocked();
        }
        if (spec.has("model")) {
            String mp = at(path, "model");
            JsonNode m = spec.get("model");
            List<String> models = new ArrayList<>();
            if (m.isString()) {
                models.add(m.stringValue());
            } else {
                JSON.array(m, mp, "a model's name, such as \"broadleaf\", or a list of variants");
                if (m.size() == 0) {
                    throw new BlockMapException(mp, "a list of model variants needs at least one name");
                }
                for (int i = 0; i < m.size(); i++) {
                    models.add(JSON.string(m.get(i), at(mp, i), "a string, a model's name"));
                }
            }
            b.models(models);
        }
        if (spec.has("modelScale")) {
            b.modelScale(JSON.number(spec.get("modelScale"), at(path, "modelScale"), "a number above 0"));
        }
        if (spec.has("fringe")) {
            b.fringe((int) JSON.whole(spec.get("fringe"), at(path, "fringe"), "a whole-number rank, 0 or more",
                    Integer.MIN_VALUE, Integer.MAX_VALUE));
        }
        if (spec.has("cover")) {
            String cp = at(path, "cover");
            JsonNode list = JSON.array(spec.get("cover"), cp, "an array of covers, such as [{\"texture\": \"tufts\"}]");
            List<BlockCover> cover = new ArrayList<>(list.size());
            for (int i = 0; i < list.size(); i++) {
                cover.add(readCover(list.get(i), at(cp, i), textures));
            }
            b.cover(cover);
        }
    }

    /** A face: the hex text itself for a colour (the builder checks it, naming the field), or the texture. */
    private static Object face(JsonNode n, String path, Map<String, PixelTexture> textures) {
        String v = JSON.string(n, path, "a colour such as \"#5f8f3e\" or the name of a texture in textures");
        if (v.startsWith("#")) {
            return v;
        }
        PixelTexture t = textures.get(v);
        if (t == null) {
            throw new BlockMapException(path, "\"" + BlockMapFiles.printable(v) + "\" is neither a colour #rrggbb nor a texture: "
                    + (textures.isEmpty() ? "the set has no textures" : "the textures are " + String.join(", ", textures.keySet())));
        }
        return t;
    }

    private static void readWater(Block.Builder b, JsonNode n, String path) {
        if (n.isBoolean()) {
            if (n.booleanValue()) {
                b.water();
            }
            return;
        }
        JSON.object(n, path, "true, or an object such as {\"flowSpeed\": 1.5}");
        JSON.onlyKnown(n, path, WATER_FIELDS);
        WaterLook.Builder w = WaterLook.builder();
        if (n.has("flowSpeed")) {
            w.flowSpeed(JSON.number(n.get("flowSpeed"), at(path, "flowSpeed"), "a number of metres a second"));
        }
        if (n.has("shallow")) {
            w.shallow(colour(n.get("shallow"), at(path, "shallow")));
        }
        if (n.has("deep")) {
            w.deep(colour(n.get("deep"), at(path, "deep")));
        }
        if (n.has("glint")) {
            w.glint(colour(n.get("glint"), at(path, "glint")));
        }
        if (n.has("glintDensity")) {
            w.glintDensity(JSON.number(n.get("glintDensity"), at(path, "glintDensity"), "a number from 0 to 1"));
        }
        if (n.has("opacity")) {
            w.opacity(JSON.number(n.get("opacity"), at(path, "opacity"), "a number from 0 to 1"));
        }
        WaterLook look;
        try {
            look = w.build();
        } catch (BlockMapException e) {
            // The look names its fields from "water"; put the block in front.
            String sub = e.path().startsWith("water") ? e.path().substring("water".length()) : "." + e.path();
            throw new BlockMapException(path + sub, e.detail(), e.fix(), e);
        }
        b.water(look);
    }

    private static String colour(JsonNode n, String path) {
        String hex = JSON.string(n, path, "a colour such as \"#4f9fbf\"");
        Colours.parse(hex, path);
        return hex;
    }

    // ---- cover --------------------------------------------------------------------------------

    private static BlockCover readCover(JsonNode n, String path, Map<String, PixelTexture> textures) {
        JSON.object(n, path, "an object such as {\"texture\": \"tufts\", \"columns\": 4, \"perCell\": [3, 5]}");
        JSON.onlyKnown(n, path, COVER_FIELDS);
        String tp = at(path, "texture");
        if (!n.has("texture")) {
            throw new BlockMapException(tp, "a cover needs texture, the name of a strip in textures");
        }
        String texName = JSON.string(n.get("texture"), tp, "the name of a texture in textures");
        PixelTexture texture = textures.get(texName);
        if (texture == null) {
            throw new BlockMapException(tp, "\"" + BlockMapFiles.printable(texName) + "\" is not a texture: "
                    + (textures.isEmpty() ? "the set has no textures" : "the textures are " + String.join(", ", textures.keySet())));
        }
        BlockCover.Builder c = BlockCover.builder(texture);
        if (n.has("columns")) {
            c.columns((int) JSON.whole(n.get("columns"), at(path, "columns"), "a whole number of frames",
                    Integer.MIN_VALUE, Integer.MAX_VALUE));
        }
        if (n.has("perCell")) {
            CoverCount count = count(n.get("perCell"), at(path, "perCell"));
            if (count instanceof CoverCount.Range r) {
                c.perCell(r.min(), r.max());
            } else {
                c.perCell(((CoverCount.Mean) count).mean());
            }
        }
        if (n.has("castShadow")) {
            c.castShadow(JSON.bool(n.get("castShadow"), at(path, "castShadow")));
        }
        if (n.has("windWeight")) {
            c.windWeight(JSON.number(n.get("windWeight"), at(path, "windWeight"), "a number, 0 or more"));
        }
        if (n.has("besideWater")) {
            c.besideWater(JSON.bool(n.get("besideWater"), at(path, "besideWater")));
        }
        if (n.has("frames")) {
            c.frames(frames(n.get("frames"), at(path, "frames")));
        }
        if (n.has("scale")) {
            String sp = at(path, "scale");
            JsonNode s = n.get("scale");
            String expected = "a number, or two numbers [min, max], above 0";
            if (s.isArray()) {
                if (s.size() != 2) {
                    throw new BlockMapException(sp, "must be " + expected + ", but has " + s.size() + " numbers");
                }
                c.scale(JSON.number(s.get(0), at(sp, 0), "a number above 0"),
                        JSON.number(s.get(1), at(sp, 1), "a number above 0"));
            } else {
                c.scale(JSON.number(s, sp, expected));
            }
        }
        if (n.has("rootDarkening")) {
            c.rootDarkening(JSON.number(n.get("rootDarkening"), at(path, "rootDarkening"), "a number from 0 to 1"));
        }
        if (n.has("patches")) {
            String pp = at(path, "patches");
            JsonNode list = JSON.array(n.get("patches"), pp, "an array of patches, such as [{\"above\": 0.6, \"perCell\": 6}]");
            for (int i = 0; i < list.size(); i++) {
                c.patch(readPatch(list.get(i), at(pp, i)));
            }
        }
        if (n.has("zones")) {
            c.zones(readZones(n.get("zones"), at(path, "zones")));
        }
        return c.build();
    }

    private static CoverCount count(JsonNode n, String path) {
        String expected = "a number (a mean, such as 0.12) or two whole numbers [min, max], such as [3, 5]";
        if (n.isArray()) {
            if (n.size() != 2) {
                throw new BlockMapException(path, "must be " + expected + ", but has " + n.size() + " numbers");
            }
            return CoverCount.range(
                    (int) JSON.whole(n.get(0), at(path, 0), "a whole number", Integer.MIN_VALUE, Integer.MAX_VALUE),
                    (int) JSON.whole(n.get(1), at(path, 1), "a whole number", Integer.MIN_VALUE, Integer.MAX_VALUE));
        }
        return CoverCount.mean(JSON.number(n, path, expected));
    }

    private static List<Integer> frames(JsonNode n, String path) {
        return JSON.wholeList(n, path, "an array of frame numbers, such as [0, 1, 2]", Integer.MIN_VALUE,
                Integer.MAX_VALUE);
    }

    private static CoverPatch readPatch(JsonNode n, String path) {
        JSON.object(n, path, "an object such as {\"above\": 0.6, \"perCell\": 6}");
        JSON.onlyKnown(n, path, PATCH_FIELDS);
        if (!n.has("above")) {
            throw new BlockMapException(at(path, "above"), "a patch needs above, the patch field's threshold from 0 to 1");
        }
        double above = JSON.number(n.get("above"), at(path, "above"), "a number from 0 to 1");
        Optional<CoverCount> perCell = n.has("perCell") ? Optional.of(count(n.get("perCell"), at(path, "perCell")))
                : Optional.empty();
        Optional<List<Integer>> frames = n.has("frames") ? Optional.of(frames(n.get("frames"), at(path, "frames")))
                : Optional.empty();
        return new CoverPatch(above, perCell, frames);
    }

    private static CoverZones readZones(JsonNode n, String path) {
        JSON.object(n, path, "an object such as {\"size\": 12, \"lists\": [[0], [1]]}");
        JSON.onlyKnown(n, path, ZONES_FIELDS);
        double size = n.has("size") ? JSON.number(n.get("size"), at(path, "size"), "a number of metres")
                : CoverZones.DEFAULT_SIZE_METRES;
        String lp = at(path, "lists");
        if (!n.has("lists")) {
            throw new BlockMapException(lp, "zones need lists, two or more frame lists such as [[0], [1]]");
        }
        JsonNode lists = JSON.array(n.get("lists"), lp, "an array of frame lists, such as [[0], [1]]");
        List<List<Integer>> out = new ArrayList<>(lists.size());
        for (int i = 0; i < lists.size(); i++) {
            out.add(frames(lists.get(i), at(lp, i)));
        }
        return new CoverZones(size, out);
    }
}
