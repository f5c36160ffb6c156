package dev.loam.region;

import dev.loam.core.internal.JsonReads;
import dev.loam.core.internal.LoamJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Reads a spec's {@code roads}: up to eight, each its class, ends, via tiles and name, recording
 * every problem with its path in the {@link RegionSpecReader} it serves. A name an end gives must
 * be a feature's or a road's listed before it; a road's own name is unlike every feature's and
 * every other road's. {@code tunnels} is {@code "never"} (the default) or {@code "auto"}; anything
 * else is refused at its path.
 */
final class RoadReader {
    private static final List<String> FIELDS = List.of("class", "from", "to", "via", "name", "tunnels");

    private final RegionSpecReader r;
    private final int tilesX;
    private final int tilesZ;
    private final List<Feature> features;

    RoadReader(RegionSpecReader r, int tilesX, int tilesZ, List<Feature> features) {
        this.r = r;
        this.tilesX = tilesX;
        this.tilesZ = tilesZ;
        this.features = features;
    }

    /** The roads of {@code roads}, or those that read cleanly when some have problems (recorded). */
    List<RoadSpec> roads(JsonNode roads) {
        List<RoadSpec> out = new ArrayList<>();
        if (!roads.isArray()) {
            r.problem("roads", "must be an array of roads, but is " + RegionSpecReader.kind(roads), "", "");
            return out;
        }
        if (roads.size() > RegionSpec.MAX_ROADS) {
            r.problem("roads", "has " + roads.size() + " roads", "a region lays up to " + RegionSpec.MAX_ROADS,
                    "merge or remove " + (roads.size() - RegionSpec.MAX_ROADS));
        }
        List<String> names = new ArrayList<>();
        for (int k = 0; k < roads.size(); k++) {
            String name = "road_" + (k + 1);
            JsonNode n = roads.get(k);
            if (n != null && n.isObject() && n.has("name")) {
                String given = r.string(n.get("name"), "roads[" + k + "].name", name);
                if (!RegionSpecReader.featureName(given)) {
                    r.problem("roads[" + k + "].name", LoamJson.quote(given) + " is not a road's name",
                            "a name is a lower-case letter then up to 47 letters, digits or _", "");
                } else {
                    name = given;
                }
            }
            names.add(name);
        }
        for (int k = 0; k < roads.size(); k++) {
            RoadSpec road = road(roads.get(k), k, names);
            if (road != null && out.size() == k) {
                out.add(road);
            }
        }
        return out;
    }

    private RoadSpec road(JsonNode n, int k, List<String> names) {
        String path = "roads[" + k + "]";
        int before = r.problemCount();
        if (n == null || !n.isObject()) {
            r.problem(path, "must be an object {class, from, to, via, name}, but is " + RegionSpecReader.kind(n), "", "");
            return null;
        }
        for (Map.Entry<String, JsonNode> e : n.properties()) {
            if (!FIELDS.contains(e.getKey())) {
                r.problem(JsonReads.at(path, e.getKey()), "unknown field of a road", "its fields are "
                        + String.join(", ", FIELDS), "");
            }
        }
        String name = names.get(k);
        for (Feature f : features) {
            if (f.name().equals(name)) {
                r.problem(path + ".name", "the name " + LoamJson.quote(name) + " is taken",
                        f.path("") + " has it", "give each feature and road its own name");
            }
        }
        for (int o = 0; o < k; o++) {
            if (names.get(o).equals(name)) {
                r.problem(path + ".name", "the name " + LoamJson.quote(name) + " is taken",
                        "roads[" + o + "] has it", "give each feature and road its own name");
            }
        }
        RoadClass roadClass = null;
        String c = r.string(n.get("class"), path + ".class", null);
        if (c != null) {
            for (RoadClass rc : RoadClass.values()) {
                if (rc.specName().equals(c)) {
                    roadClass = rc;
                }
            }
            if (roadClass == null) {
                r.problem(path + ".class", LoamJson.quote(c) + " is not a road's class",
                        "the classes are track, lane, country, street, avenue and highway", "");
            }
        }
        RoadEnd from = end(n.get("from"), path + ".from", k, names);
        RoadEnd to = end(n.get("to"), path + ".to", k, names);
        if (from != null && to != null && from.equals(to)) {
            r.problem(path + ".to", "it ends where it starts, at " + to.quoted(), "", "give it another end");
        }
        List<GridPoint> via = new ArrayList<>();
        JsonNode v = n.get("via");
        if (v != null) {
            if (!v.isArray()) {
                r.problem(path + ".via", "must be an array of tiles [i, j], but is " + RegionSpecReader.kind(v), "", "");
            } else {
                if (v.size() > RoadSpec.MAX_VIA) {
                    r.problem(path + ".via", "lists " + v.size() + " tiles", "a road passes up to " + RoadSpec.MAX_VIA,
                            "remove " + (v.size() - RoadSpec.MAX_VIA));
                }
                for (int m = 0; m < v.size() && m < RoadSpec.MAX_VIA; m++) {
                    GridPoint t = tile(v.get(m), path + ".via[" + m + "]");
                    if (t != null) {
                        via.add(t);
                    }
                }
            }
        }
        boolean tunnels = false;
        if (n.has("tunnels")) {
            String t = r.string(n.get("tunnels"), path + ".tunnels", null);
            if ("auto".equals(t)) {
                tunnels = true;
            } else if (t != null && !t.equals("never")) {
                r.problem(path + ".tunnels", "must be \"never\" or \"auto\", but is " + LoamJson.quote(t),
                        "\"never\" lays it over the land or round it, \"auto\" lets it go through", "");
            }
        }
        if (r.problemCount() != before || roadClass == null || from == null || to == null) {
            return null;
        }
        return new RoadSpec(k, name, roadClass, from, to, via, tunnels);
    }

    /** A road's end: "spawn", an edge, [i, j], a feature's name or an earlier road's name. */
    private RoadEnd end(JsonNode n, String path, int k, List<String> names) {
        if (n == null) {
            r.problem(path, "missing", "a road needs both its ends", "");
            return null;
        }
        if (n.isArray()) {
            GridPoint t = tile(n, path);
            return t == null ? null : RoadEnd.tile(t);
        }
        if (!n.isString()) {
            r.problem(path, "must be \"spawn\", an edge, a tile [i, j] or a name, but is " + RegionSpecReader.kind(n),
                    "", "");
            return null;
        }
        String s = n.stringValue();
        if (s.equals("spawn")) {
            return RoadEnd.spawn();
        }
        for (Direction d : Direction.values()) {
            if (d.specName().equals(s)) {
                return RoadEnd.edge(d);
            }
        }
        for (Feature f : features) {
            if (f.name().equals(s)) {
                return RoadEnd.feature(s);
            }
        }
        for (int o = 0; o < names.size(); o++) {
            if (names.get(o).equals(s)) {
                if (o < k) {
                    return RoadEnd.road(s);
                }
                r.problem(path, o == k ? "the road " + LoamJson.quote(s) + " cannot end on itself"
                        : "the road " + LoamJson.quote(s) + " (roads[" + o + "]) is laid after it",
                        "a road ends on a road laid before it", o == k ? "" : "list " + LoamJson.quote(s) + " first");
                return null;
            }
        }
        r.problem(path, LoamJson.quote(s) + " names no feature and no road laid before it",
                "an end is \"spawn\", north, east, south, west, a tile [i, j], a feature's name or an earlier road's",
                "");
        return null;
    }

    private GridPoint tile(JsonNode n, String path) {
        if (!r.pair(n, path)) {
            return null;
        }
        int before = r.problemCount();
        int i = r.whole(n.get(0), path + "[0]", 0, Math.max(0, tilesX - 1), 0);
        int j = r.whole(n.get(1), path + "[1]", 0, Math.max(0, tilesZ - 1), 0);
        return r.problemCount() == before ? new GridPoint(i, j) : null;
    }
}
