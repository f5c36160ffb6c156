package dev.loam.terrain;

import static dev.loam.core.internal.JsonReads.at;

import dev.loam.core.internal.JsonReads;
import dev.loam.core.internal.LoamJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The scatter node as JSON. Every key of the set except {@code targets} and {@code material} is
 * always written; an item's {@code material} is written when set and {@code enabled} only when
 * false. Instances are flat arrays written at the stored precision ({@code 1.25}, {@code 90.5},
 * {@code 1.012}).
 */
final class ScatterJson {
    private static final JsonReads<TerrainFormatException> JSON = TerrainJson.JSON;
    private static final String KIND_FIX = "use \"props\" or \"foliage\"";
    private static final String COLLISION_FIX = "use \"none\", \"convex\" or \"trimesh\"";
    static final List<String> KEYS = List.of("name", "kind", "targets", "items", "collision", "cast_shadows",
            "visibility_range", "chunk_size", "static_props_multimesh", "material", "instances");
    private static final List<String> ITEM_KEYS = List.of("source", "weight", "scale", "spacing", "align", "random_yaw",
            "tilt", "sink", "material", "enabled");

    private ScatterJson() {
    }

    static Scatter read(JsonNode root) {
        JSON.object(root, "$", "a JSON object holding a scatter set, such as {\"name\": \"pines\", "
                + "\"items\": [{\"source\": \"res://pine.glb\"}]}");
        JSON.onlyKnown(root, "", KEYS);
        String name = JSON.string(JSON.required(root, "", "name", "the set's name"), "name", "a string");
        ScatterBuilder b = Scatter.fileDefaults(name);
        if (root.has("kind")) {
            String k = JSON.string(root.get("kind"), "kind", "\"props\" or \"foliage\"");
            b.kind(ScatterKind.fromKey(k).orElseThrow(() -> new TerrainFormatException("kind",
                    "\"" + k + "\" is not a kind; " + KIND_FIX, Optional.of(KIND_FIX), null)));
        }
        if (root.has("targets")) {
            JsonNode ts = JSON.array(root.get("targets"), "targets", "an array of node ids");
            List<String> targets = new ArrayList<>();
            for (int k = 0; k < ts.size(); k++) {
                targets.add(JSON.string(ts.get(k), at("targets", k), "a node id string"));
            }
            b.targets(targets);
        }
        JsonNode is = JSON.array(JSON.required(root, "", "items", "the models it scatters"), "items",
                "an array of items");
        List<ScatterItem> items = new ArrayList<>();
        for (int k = 0; k < is.size(); k++) {
            items.add(readItem(is.get(k), at("items", k)));
        }
        b.items(items);
        if (root.has("collision")) {
            String c = JSON.string(root.get("collision"), "collision", "\"none\", \"convex\" or \"trimesh\"");
            b.collision(ScatterCollision.fromKey(c).orElseThrow(() -> new TerrainFormatException("collision",
                    "\"" + c + "\" is not a collision; " + COLLISION_FIX, Optional.of(COLLISION_FIX), null)));
        }
        if (root.has("cast_shadows")) {
            b.castShadows(JSON.bool(root.get("cast_shadows"), "cast_shadows"));
        }
        if (root.has("visibility_range")) {
            b.visibilityRange(JSON.number(root.get("visibility_range"), "visibility_range", "a distance"));
        }
        if (root.has("chunk_size")) {
            b.chunkSize(JSON.number(root.get("chunk_size"), "chunk_size", "a size in map units"));
        }
        if (root.has("static_props_multimesh")) {
            b.staticPropsMultimesh(JSON.bool(root.get("static_props_multimesh"), "static_props_multimesh"));
        }
        if (root.has("material")) {
            b.material(JSON.string(root.get("material"), "material", "a material string"));
        }
        Scatter s = b.build();
        if (root.has("instances")) {
            readInstances(root.get("instances"), s);
        }
        return s;
    }

    private static ScatterItem readItem(JsonNode n, String path) {
        JSON.object(n, path, "an item object, such as {\"source\": \"res://rock.glb\"}");
        JSON.onlyKnown(n, path, ITEM_KEYS);
        String source = JSON.string(JSON.required(n, path, "source", "a res:// model or scene"),
                at(path, "source"), "a string");
        double weight = num(n, path, "weight", ScatterItem.DEFAULT_WEIGHT);
        double min = ScatterItem.DEFAULT_SCALE_MIN;
        double max = ScatterItem.DEFAULT_SCALE_MAX;
        if (n.has("scale")) {
            JsonNode sc = JSON.array(n.get("scale"), at(path, "scale"), "[min, max], two numbers", 2);
            min = JSON.number(sc.get(0), at(at(path, "scale"), 0), "a number");
            max = JSON.number(sc.get(1), at(at(path, "scale"), 1), "a number");
        }
        double spacing = num(n, path, "spacing", ScatterItem.DEFAULT_SPACING);
        double align = num(n, path, "align", 0);
        boolean randomYaw = !n.has("random_yaw") || JSON.bool(n.get("random_yaw"), at(path, "random_yaw"));
        double tilt = num(n, path, "tilt", 0);
        double sink = num(n, path, "sink", 0);
        Optional<String> material = n.has("material")
                ? Optional.of(JSON.string(n.get("material"), at(path, "material"), "a material string"))
                : Optional.empty();
        boolean enabled = !n.has("enabled") || JSON.bool(n.get("enabled"), at(path, "enabled"));
        try {
            return new ScatterItem(source, weight, min, max, spacing, align, randomYaw, tilt, sink, material, enabled);
        } catch (TerrainFormatException e) {
            throw new TerrainFormatException(at(path, e.path()), e.detail(), e.fix(), e);
        }
    }

    private static double num(JsonNode n, String path, String key, double fallback) {
        return n.has(key) ? JSON.number(n.get(key), at(path, key), "a number") : fallback;
    }

    private static final int[] PER = {1, 100, 100, 100, 10, 10, 10, 1000};

    private static void readInstances(JsonNode n, Scatter s) {
        JSON.array(n, "instances", "an array of [item, x, y, z, pitch, yaw, roll, scale] arrays");
        s.ensureCapacity(n.size());
        int[] v = new int[8];
        for (int k = 0; k < n.size(); k++) {
            String path = at("instances", k);
            JsonNode a = JSON.array(n.get(k), path, "[item, x, y, z, pitch, yaw, roll, scale]", 8);
            long itemIndex = JSON.whole(a.get(0), at(path, 0), "an item index", Integer.MIN_VALUE,
                    Integer.MAX_VALUE);
            if (itemIndex < 0 || itemIndex >= s.items().size()) {
                throw new TerrainFormatException(at(path, 0), "item " + itemIndex + " is past items, which holds "
                        + s.items().size() + (s.items().size() == 1 ? " item" : " items"));
            }
            v[0] = (int) itemIndex;
            for (int m = 1; m < 8; m++) {
                double d = JSON.number(a.get(m), at(path, m), "a number");
                double scaled = d * PER[m];
                if (Math.abs(scaled) > Integer.MAX_VALUE - 1) {
                    throw new TerrainFormatException(at(path, m), d + " is past what an instance stores (|value| up to "
                            + (Integer.MAX_VALUE / (double) PER[m]) + ")");
                }
                v[m] = (int) (scaled < 0 ? -Math.round(-scaled) : Math.round(scaled));
            }
            s.addRounded(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
        }
    }

    static String write(Scatter s) {
        StringBuilder sb = new StringBuilder(256 + 48 * s.size());
        sb.append("{\n  \"name\": ").append(LoamJson.quote(s.name())).append(",\n");
        sb.append("  \"kind\": \"").append(s.kind().key()).append("\",\n");
        if (!s.targets().isEmpty()) {
            sb.append("  \"targets\": [");
            for (int k = 0; k < s.targets().size(); k++) {
                sb.append(k == 0 ? "" : ", ").append(LoamJson.quote(s.targets().get(k)));
            }
            sb.append("],\n");
        }
        sb.append("  \"items\": [");
        for (int k = 0; k < s.items().size(); k++) {
            ScatterItem i = s.items().get(k);
            sb.append(k == 0 ? "\n" : ",\n").append("    {\"source\": ").append(LoamJson.quote(i.source()))
                    .append(", \"weight\": ").append(LoamJson.number(i.weight()))
                    .append(", \"scale\": [").append(LoamJson.number(i.scaleMin())).append(", ")
                    .append(LoamJson.number(i.scaleMax())).append(']')
                    .append(", \"spacing\": ").append(LoamJson.number(i.spacing()))
                    .append(", \"align\": ").append(LoamJson.number(i.align()))
                    .append(", \"random_yaw\": ").append(i.randomYaw())
                    .append(", \"tilt\": ").append(LoamJson.number(i.tilt()))
                    .append(", \"sink\": ").append(LoamJson.number(i.sink()));
            i.material().ifPresent(m -> sb.append(", \"material\": ").append(LoamJson.quote(m)));
            if (!i.enabled()) {
                sb.append(", \"enabled\": false");
            }
            sb.append('}');
        }
        sb.append(s.items().isEmpty() ? "],\n" : "\n  ],\n");
        sb.append("  \"collision\": \"").append(s.collision().key()).append("\",\n");
        sb.append("  \"cast_shadows\": ").append(s.castShadows()).append(",\n");
        sb.append("  \"visibility_range\": ").append(LoamJson.number(s.visibilityRange())).append(",\n");
        sb.append("  \"chunk_size\": ").append(LoamJson.number(s.chunkSize())).append(",\n");
        sb.append("  \"static_props_multimesh\": ").append(s.staticPropsMultimesh()).append(",\n");
        s.material().ifPresent(m -> sb.append("  \"material\": ").append(LoamJson.quote(m)).append(",\n"));
        sb.append("  \"instances\": [");
        for (int k = 0; k < s.size(); k++) {
            sb.append(k == 0 ? "\n    [" : ",\n    [").append(s.itemRaw(k)).append(", ");
            decimal(sb, s.xCenti(k), 2).append(", ");
            decimal(sb, s.yCenti(k), 2).append(", ");
            decimal(sb, s.zCenti(k), 2).append(", ");
            decimal(sb, s.pitchDeci(k), 1).append(", ");
            decimal(sb, s.yawDeci(k), 1).append(", ");
            decimal(sb, s.rollDeci(k), 1).append(", ");
            decimal(sb, s.scaleMilli(k), 3).append(']');
        }
        sb.append(s.size() == 0 ? "]\n}\n" : "\n  ]\n}\n");
        return sb.toString();
    }

    /** A fixed-point value as the shortest decimal: 125 with 2 places is 1.25, 100 is 1, -5 is -0.05. */
    static StringBuilder decimal(StringBuilder sb, int value, int places) {
        long v = value;
        if (v < 0) {
            sb.append('-');
            v = -v;
        }
        long unit = places == 1 ? 10 : places == 2 ? 100 : 1000;
        sb.append(v / unit);
        long frac = v % unit;
        if (frac != 0) {
            sb.append('.');
            String digits = Long.toString(unit + frac).substring(1);
            int end = digits.length();
            while (digits.charAt(end - 1) == '0') {
                end--;
            }
            sb.append(digits, 0, end);
        }
        return sb;
    }
}
