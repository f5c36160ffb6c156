package dev.loam.region;

import dev.loam.core.internal.JsonReads;
import dev.loam.core.internal.LoamJson;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Reads one entry of a spec's {@code features}: its kind's fields, their limits and where it may
 * stand, recording every problem with its path in the {@link RegionSpecReader} it serves.
 */
final class FeatureReader {
    /** The largest radius a feature may have, in tiles. */
    static final double MAX_RADIUS = 16;
    /** The largest side of a plateau's top, in tiles. */
    static final int MAX_PLATEAU = 8;
    /** The largest side of a lake's bed, in tiles. */
    static final int MAX_LAKE = 6;

    private final RegionSpecReader r;
    private final int tilesX;
    private final int tilesZ;

    FeatureReader(RegionSpecReader r, int tilesX, int tilesZ) {
        this.r = r;
        this.tilesX = tilesX;
        this.tilesZ = tilesZ;
    }

    private static List<String> fields(FeatureKind kind) {
        return switch (kind) {
            case HILL -> List.of("kind", "at", "level", "radius", "lighthouse", "name");
            case MOUNTAIN -> List.of("kind", "at", "level", "radius", "name");
            case PLATEAU, LAKE -> List.of("kind", "at", "size", "level", "name");
            case VALLEY -> List.of("kind", "at", "radius", "level", "name");
            case VOLCANO -> List.of("kind", "at", "level", "radius", "flow", "name");
            case SKI -> List.of("kind", "at", "to", "name");
        };
    }

    /** The feature at {@code features[index]}, or null when it has problems (recorded). */
    Feature feature(JsonNode n, int index, Map<FeatureKind, Integer> counts) {
        String path = "features[" + index + "]";
        int before = problemsMark();
        if (n == null || !n.isObject()) {
            r.problem(path, "must be an object {kind, at, ...}, but is " + RegionSpecReader.kind(n), "", "");
            return null;
        }
        String kindName = r.string(n.get("kind"), path + ".kind", null);
        if (kindName == null) {
            return null;
        }
        FeatureKind kind = null;
        for (FeatureKind k : FeatureKind.values()) {
            if (k.specName().equals(kindName)) {
                kind = k;
            }
        }
        if (kind == null) {
            r.problem(path + ".kind", LoamJson.quote(kindName) + " is not a feature",
                    "the features are hill, mountain, plateau, valley, lake, volcano and ski", "");
            return null;
        }
        int n1 = counts.merge(kind, 1, Integer::sum);
        List<String> known = fields(kind);
        for (Map.Entry<String, JsonNode> e : n.properties()) {
            if (!known.contains(e.getKey())) {
                r.problem(JsonReads.at(path, e.getKey()), "unknown field of a " + kind.specName(),
                        "its fields are " + String.join(", ", known), "");
            }
        }
        String name = kind.specName() + "_" + n1;
        if (n.has("name")) {
            String given = r.string(n.get("name"), path + ".name", name);
            if (!RegionSpecReader.featureName(given)) {
                r.problem(path + ".name", LoamJson.quote(given) + " is not a feature's name",
                        "a name is a lower-case letter then up to 47 letters, digits or _", "");
            } else {
                name = given;
            }
        }
        boolean tileAt = kind == FeatureKind.PLATEAU || kind == FeatureKind.LAKE;
        GridPoint at = point(n.get("at"), path + ".at", tileAt);
        int level = level(n, path, kind);
        double radius = radius(n, path, kind, level);
        int sizeI = 0;
        int sizeJ = 0;
        if (tileAt) {
            int max = kind == FeatureKind.PLATEAU ? MAX_PLATEAU : MAX_LAKE;
            JsonNode size = n.get("size");
            if (size == null) {
                r.problem(path + ".size", "missing", "a " + kind.specName() + " needs its size, [w, h] tiles", "");
            } else if (r.pair(size, path + ".size")) {
                sizeI = r.whole(size.get(0), path + ".size[0]", 1, max, 0);
                sizeJ = r.whole(size.get(1), path + ".size[1]", 1, max, 0);
            }
        }
        GridPoint to = kind == FeatureKind.SKI ? point(n.get("to"), path + ".to", false) : null;
        Direction flow = null;
        if (n.has("flow") && kind == FeatureKind.VOLCANO) {
            String f = r.string(n.get("flow"), path + ".flow", null);
            for (Direction d : Direction.values()) {
                if (d.specName().equals(f)) {
                    flow = d;
                }
            }
            if (f != null && flow == null) {
                r.problem(path + ".flow", LoamJson.quote(f) + " is not a side", "a flow runs north, east, south or west", "");
            }
        }
        boolean lighthouse = kind == FeatureKind.HILL && r.bool(n.get("lighthouse"), path + ".lighthouse", false);
        if (problemsMark() != before || at == null || (tileAt && sizeI == 0) || (kind == FeatureKind.SKI && to == null)) {
            return null;
        }
        Feature f = new Feature(kind, index, name, at, level, radius, sizeI, sizeJ, to, flow, lighthouse);
        placement(f);
        return problemsMark() == before ? f : null;
    }

    private int problemsMark() {
        return r.problemCount();
    }

    private int level(JsonNode n, String path, FeatureKind kind) {
        switch (kind) {
            case SKI:
                return 0;
            case VALLEY:
                return n.has("level") ? r.whole(n.get("level"), path + ".level", 0, 9, 0) : 0;
            case LAKE:
                return n.has("level") ? r.whole(n.get("level"), path + ".level", 1, RegionGrid.MAX_LEVEL, 1) : 1;
            default:
                if (!n.has("level")) {
                    r.problem(path + ".level", "missing", "a " + kind.specName() + " needs its level, "
                            + kind.minLevel() + " to " + kind.maxLevel(), "");
                    return kind.minLevel();
                }
                return r.whole(n.get("level"), path + ".level", kind.minLevel(), kind.maxLevel(), kind.minLevel());
        }
    }

    private double radius(JsonNode n, String path, FeatureKind kind, int level) {
        double fallback = switch (kind) {
            case HILL -> level;
            case MOUNTAIN -> Math.max(1.0, level / 2.0);
            case VOLCANO -> level / 2.0;
            case VALLEY -> 2.0;
            default -> 0.0;
        };
        if (!n.has("radius")) {
            return fallback;
        }
        double min = kind == FeatureKind.VOLCANO ? 0.0 : 1.0;
        return r.number(n.get("radius"), path + ".radius", min, MAX_RADIUS, fallback);
    }

    /** A corner (or first tile) inside the region, or null (a problem recorded). */
    private GridPoint point(JsonNode n, String path, boolean tile) {
        if (n == null) {
            r.problem(path, "missing", "a feature needs where it stands, [i, j]", "");
            return null;
        }
        if (!r.pair(n, path)) {
            return null;
        }
        // Where the region's size is itself refused, bound by the largest region instead.
        int sizeI = tilesX == 0 ? RegionGrid.MAX_TILES : tilesX;
        int sizeJ = tilesZ == 0 ? RegionGrid.MAX_TILES : tilesZ;
        int maxI = tile ? sizeI - 1 : sizeI;
        int maxJ = tile ? sizeJ - 1 : sizeJ;
        int i = r.whole(n.get(0), path + "[0]", 0, Math.max(0, maxI), -1);
        int j = r.whole(n.get(1), path + "[1]", 0, Math.max(0, maxJ), -1);
        return i < 0 || j < 0 ? null : new GridPoint(i, j);
    }

    /** Where the feature may stand, apart from its levels (the solver's to check). */
    private void placement(Feature f) {
        String at = f.path("at");
        switch (f.kind()) {
            case HILL, MOUNTAIN, VALLEY -> {
                if (RegionGrid.isRim(tilesX, tilesZ, f.at().i(), f.at().j())) {
                    r.problem(at, "the " + f.kind().specName() + " stands on the rim", "the rim stays at level 0",
                            "move it inward");
                }
            }
            case VOLCANO -> {
                if (f.at().i() < 2 || f.at().j() < 2 || f.at().i() > tilesX - 2 || f.at().j() > tilesZ - 2) {
                    r.problem(at, "the volcano's rim reaches the region's rim",
                            "its rim is the ring of corners round its crater's middle, and the region's rim stays at level 0",
                            "move it at least 2 tiles inward");
                }
            }
            case PLATEAU -> {
                if (f.at().i() + f.sizeI() > tilesX || f.at().j() + f.sizeJ() > tilesZ) {
                    r.problem(f.path("size"), "the plateau runs past the region's edge",
                            "its top covers tiles " + f.at() + " to " + new GridPoint(f.at().i() + f.sizeI() - 1,
                                    f.at().j() + f.sizeJ() - 1), "make it smaller or move it inward");
                }
            }
            case LAKE -> lakePlacement(f);
            case SKI -> {
                if (f.at().equals(f.to())) {
                    r.problem(f.path("to"), "the ski run's foot is its top", "a run goes down from at to to",
                            "put its foot down the flank");
                } else if (RegionGrid.isRim(tilesX, tilesZ, f.at().i(), f.at().j())) {
                    r.problem(at, "the ski run's top is on the rim", "the rim stays at level 0", "move it inward");
                }
            }
        }
    }

    private void lakePlacement(Feature f) {
        int i0 = f.at().i() - 1;
        int j0 = f.at().j() - 1;
        int i1 = f.at().i() + f.sizeI() + 1;
        int j1 = f.at().j() + f.sizeJ() + 1;
        if (i0 < 1 || j0 < 1 || i1 > tilesX - 1 || j1 > tilesZ - 1) {
            r.problem(f.path("at"), "the lake's shore touches the rim",
                    "its bed " + f.at() + " with " + f.sizeI() + "x" + f.sizeJ() + " tiles needs a tile of shore all round"
                            + " clear of the rim", "move it inward or make it smaller");
            return;
        }
        for (int i = i0; i <= i1; i++) {
            for (int j = j0; j <= j1; j++) {
                if (RegionGrid.isApronCorner(tilesX, i, j)) {
                    r.problem(f.path("at"), "the lake's shore touches the spawn apron",
                            "its tile of shore all round must stay clear of the apron's two tiles", "move it north");
                    return;
                }
            }
        }
    }
}
