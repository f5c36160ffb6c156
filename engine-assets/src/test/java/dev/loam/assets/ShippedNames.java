package dev.loam.assets;

import dev.loam.region.Biome;
import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpecReader;
import dev.loam.terrain.ScatterItem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every asset name Loam's shipped data holds, found by reading the data itself: the example world
 * rules (meshes, materials, textures), the scatter sets in the examples and the test corpora,
 * {@code res://} models named in the examples' and benchmarks' code, and the props a region of
 * every biome strews. A name added to any of them shows up here without a change to this class.
 */
final class ShippedNames {
    /** What a name is asked for as. */
    enum Kind { MODEL, MATERIAL, TEXTURE }

    /** One name, where it was found and who asks for it. */
    record Name(Kind kind, String name, String askedBy) {
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Pattern RES = Pattern.compile("\"(res://[A-Za-z0-9_./-]+\\.(?:glb|gltf|obj|tscn|esmesh))\"");

    private ShippedNames() {
    }

    /** The repository's root, from the module the tests run in. */
    static Path repo() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("examples")) && Files.isRegularFile(p.resolve("pom.xml"))
                    && Files.isDirectory(p.resolve("engine-core"))) {
                return p;
            }
        }
        throw new IllegalStateException("no Loam repository above " + here);
    }

    /** Every JSON file under a folder, sorted. */
    static List<Path> jsonFiles(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The names in a world rules file ({@code plants}, {@code recipes}): meshes, materials, textures. */
    static List<Name> worldRules(Path file) {
        List<Name> out = new ArrayList<>();
        JsonNode root = read(file);
        if (!root.has("plants") && !root.has("recipes")) {
            return out;
        }
        walkRules(root, "", file.getFileName() + ": ", out);
        return out;
    }

    private static void walkRules(JsonNode n, String path, String prefix, List<Name> out) {
        if (n.isObject()) {
            for (Map.Entry<String, JsonNode> e : n.properties()) {
                String key = e.getKey();
                String at = path.isEmpty() ? key : path + "." + key;
                JsonNode v = e.getValue();
                if (v.isString()) {
                    String s = v.asString();
                    switch (key) {
                        case "mesh", "lod1Mesh" -> out.add(new Name(Kind.MODEL, s, prefix + at));
                        case "material" -> out.add(new Name(Kind.MATERIAL, s, prefix + at));
                        case "texture" -> out.add(new Name(Kind.TEXTURE, s, prefix + at));
                        case "far" -> {
                            if (isPicture(s)) {
                                out.add(new Name(Kind.TEXTURE, s, prefix + at));
                            }
                        }
                        default -> {
                        }
                    }
                } else {
                    walkRules(v, at, prefix, out);
                }
            }
        } else if (n.isArray()) {
            for (int i = 0; i < n.size(); i++) {
                walkRules(n.get(i), path + "[" + i + "]", prefix, out);
            }
        }
    }

    private static boolean isPicture(String s) {
        String l = s.toLowerCase(Locale.ROOT);
        return l.endsWith(".png") || l.endsWith(".jpg") || l.endsWith(".jpeg");
    }

    /** The item sources of every scatter set in a JSON file: a set at the root or anywhere below, {@code items[].source}. */
    static List<Name> scatterSets(Path file) {
        List<Name> out = new ArrayList<>();
        walkSets(read(file), "", file.getFileName() + ": ", out);
        return out;
    }

    private static void walkSets(JsonNode n, String path, String prefix, List<Name> out) {
        if (n.isObject()) {
            JsonNode items = n.get("items");
            if (items != null && items.isArray()) {
                for (int i = 0; i < items.size(); i++) {
                    JsonNode src = items.get(i).get("source");
                    if (src != null && src.isString()) {
                        out.add(new Name(Kind.MODEL, src.asString(), prefix + (path.isEmpty() ? "" : path + ".") + "items[" + i + "].source"));
                    }
                }
            }
            for (Map.Entry<String, JsonNode> e : n.properties()) {
                walkSets(e.getValue(), path.isEmpty() ? e.getKey() : path + "." + e.getKey(), prefix, out);
            }
        } else if (n.isArray()) {
            for (int i = 0; i < n.size(); i++) {
                walkSets(n.get(i), path + "[" + i + "]", prefix, out);
            }
        }
    }

    /** Every {@code "res://….glb"} (or .gltf, .obj, .tscn, .esmesh) string literal in the Java files under a folder. */
    static List<Name> javaLiterals(Path dir) {
        List<Name> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(p);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = RES.matcher(lines.get(i));
                    while (m.find()) {
                        out.add(new Name(Kind.MODEL, m.group(1), p.getFileName() + ": line " + (i + 1)));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The item sources of the props a small region of each biome strews, with a lighthouse hill so every item is there. */
    static List<Name> regionProps() {
        List<Name> out = new ArrayList<>();
        for (Biome b : Biome.values()) {
            String spec = "{\"template\": \"region\", \"name\": \"test-props-" + b.name().toLowerCase(Locale.ROOT)
                    + "\", \"seed\": 3, \"size\": [6, 6], \"biome\": \"" + b.name().toLowerCase(Locale.ROOT)
                    + "\", \"features\": [{\"kind\": \"hill\", \"at\": [3, 3], \"level\": 1, \"lighthouse\": true, \"name\": \"cape\"}]}";
            Region r = RegionSolver.solve(RegionSpecReader.read(spec));
            List<ScatterItem> items = r.props().items();
            for (int i = 0; i < items.size(); i++) {
                out.add(new Name(Kind.MODEL, items.get(i).source(), b.name().toLowerCase(Locale.ROOT) + " region props: items[" + i + "].source"));
            }
        }
        return out;
    }

    /** The item sources of the props every region spec file under a folder strews. */
    static List<Name> regionFiles(Path dir) {
        List<Name> out = new ArrayList<>();
        for (Path f : jsonFiles(dir)) {
            if (!"region".equals(read(f).path("template").asString(""))) {
                continue;
            }
            List<ScatterItem> items = RegionSolver.solve(RegionSpecReader.read(f)).props().items();
            for (int i = 0; i < items.size(); i++) {
                out.add(new Name(Kind.MODEL, items.get(i).source(), f.getFileName() + " props: items[" + i + "].source"));
            }
        }
        return out;
    }

    private static JsonNode read(Path file) {
        try {
            return JSON.readTree(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
