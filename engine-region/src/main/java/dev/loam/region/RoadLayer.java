package dev.loam.region;

import dev.loam.core.NumberText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Lays a region's roads in the spec's order: finds where each starts and ends, routes it
 * ({@link RoadRouter}) through its via tiles, draws its centre line through the sockets (straight
 * across a tile or round a quarter bend of 32 m, a point about every 2 m), levels its heights
 * ({@link RoadProfile}), marks its bridges and, for a road that may tunnel, its tunnels
 * ({@link RoadTunnels}), and records its tiles, then grades the ground to all of them
 * ({@link RoadGrading}) and builds the tunnels' pieces over the graded ground. A tile whose middle
 * a tunnel runs under is taken whole: no later road crosses or meets it there. Every road's
 * problems are gathered, each at its path, and refused together.
 */
final class RoadLayer {
    /** How far inside the region's border a road to or from an edge stops, in metres (one vertex). */
    static final double EDGE_INSET_METRES = 4.0;
    /** A quarter bend's radius, in metres. */
    static final double BEND_METRES = 32.0;

    /** What laying the roads gives: the graph and the graded ground. */
    record Laid(RoadGraph graph, RoadGrading.Graded graded) {
    }

    private final RegionSpec spec;
    private final CornerLevels corners;
    private final RegionSurface surface;
    private final List<Sheet> sheets;
    private final boolean[] wet;
    private final RoadTiles tiles;
    private final List<Road> laid = new ArrayList<>();
    private final List<RegionProblem> problems = new ArrayList<>();
    private long expanded;

    private RoadLayer(RegionSpec spec, CornerLevels corners, RegionSurface surface, List<Sheet> sheets) {
        this.spec = spec;
        this.corners = corners;
        this.surface = surface;
        this.sheets = sheets;
        int tx = spec.tilesX();
        int tz = spec.tilesZ();
        wet = new boolean[tx * tz];
        for (int j = 0; j < tz; j++) {
            for (int i = 0; i < tx; i++) {
                for (Sheet s : sheets) {
                    wet[j * tx + i] |= s.spans(i, j);
                }
            }
        }
        tiles = new RoadTiles(tx, tz);
    }

    /**
     * Lays the spec's roads over the land and grades the ground to them.
     *
     * @throws RegionSpecException with every road's problems, each at its path
     */
    static Laid lay(RegionSpec spec, CornerLevels corners, RegionSurface surface, List<Sheet> sheets,
            Supplier<RegionGround> landGround) {
        RoadLayer layer = new RoadLayer(spec, corners, surface, sheets);
        for (RoadSpec r : spec.roads()) {
            layer.lay(r);
        }
        if (!layer.problems.isEmpty()) {
            throw new RegionSpecException(layer.problems);
        }
        RoadGrading.Graded graded = RoadGrading.grade(surface, layer.laid);
        List<Road> roads = layer.laid;
        boolean tunnelled = false;
        for (Road r : roads) {
            for (RoadPoint p : r.points()) {
                tunnelled |= p.tunnel();
            }
        }
        if (tunnelled) {
            List<List<RoadTunnel>> tunnels = RoadTunnels.build(roads, graded, surface, landGround.get(), spec.biome());
            List<Road> withTunnels = new ArrayList<>(roads.size());
            for (int k = 0; k < roads.size(); k++) {
                Road r = roads.get(k);
                withTunnels.add(new Road(r.spec(), r.tiles(), r.points(), r.bridges(), tunnels.get(k)));
            }
            roads = withTunnels;
        }
        return new Laid(RoadGraph.of(roads, layer.expanded), graded);
    }

    private int laidIndex(String name) {
        for (int k = 0; k < laid.size(); k++) {
            if (laid.get(k).name().equals(name)) {
                return k;
            }
        }
        return -1;
    }

    private void problem(String path, String what, String why, String fix) {
        problems.add(new RegionProblem(path, what, why, fix));
    }

    /** The tile a feature's road ends at: its tile, a lake's southern shore, below a volcano's southern rim. */
    private GridPoint featureTile(Feature f) {
        int ai = f.at().i();
        int aj = f.at().j();
        return switch (f.kind()) {
            case LAKE -> new GridPoint(ai + f.sizeI() / 2, aj - 2);
            case VOLCANO -> new GridPoint(ai, aj - 2);
            case PLATEAU -> new GridPoint(ai + f.sizeI() / 2, aj + f.sizeJ() / 2);
            default -> new GridPoint(Math.min(ai, spec.tilesX() - 1), Math.min(aj, spec.tilesZ() - 1));
        };
    }

    private Feature feature(String name) {
        for (Feature f : spec.features()) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        throw new IllegalArgumentException("a road's end names no feature: " + name);
    }

    /** The edge's tile: the middle one along it (for an even count, the one past the middle). */
    private GridPoint edgeTile(Direction d) {
        int tx = spec.tilesX();
        int tz = spec.tilesZ();
        return switch (d) {
            case NORTH -> new GridPoint(tx / 2, tz - 1);
            case SOUTH -> new GridPoint(tx / 2, 0);
            case EAST -> new GridPoint(0, tz / 2);
            case WEST -> new GridPoint(tx - 1, tz / 2);
        };
    }

    /**
     * Where an end may be: tiles with the sides a road may leave or arrive through ({i, j, sides}),
     * or null after recording why there is none. For an edge, the one tile with its border side.
     */
    private List<int[]> anchor(RoadSpec r, RoadEnd end, String field) {
        List<int[]> out = new ArrayList<>();
        switch (end.kind()) {
            case SPAWN -> {
                int a = RegionGrid.apronFirstTile(spec.tilesX()) + 1;
                if (tiles.canEndAtMiddle(a, 0, Direction.NORTH.ordinal())) {
                    out.add(new int[] {a, 0, RoadTiles.bit(Direction.NORTH.ordinal())});
                }
            }
            case EDGE -> {
                GridPoint t = edgeTile(end.edge());
                out.add(new int[] {t.i(), t.j(), RoadTiles.bit(end.edge().ordinal())});
                if (wet[t.j() * spec.tilesX() + t.i()]) {
                    problem(r.path(field), "the " + end.edge().specName() + " edge's middle tile " + t
                            + " lies under water or lava", "no road is routed through a wet tile", "end it elsewhere");
                    return null;
                }
            }
            case TILE, FEATURE -> {
                GridPoint t = end.kind() == RoadEnd.Kind.TILE ? end.tile() : featureTile(feature(end.name()));
                if (!tiles.inside(t.i(), t.j())) {
                    problem(r.path(field), "the " + feature(end.name()).kind().specName() + " " + end.quoted()
                            + " leaves no dry tile south of it for a road to end at", "", "end it elsewhere");
                    return null;
                }
                if (wet[t.j() * spec.tilesX() + t.i()]) {
                    problem(r.path(field), "the tile " + t + " lies under water or lava",
                            "no road is routed through a wet tile", "end it on a dry tile");
                    return null;
                }
                int sides = 0;
                for (int d = 0; d < 4; d++) {
                    if (tiles.canEndAtMiddle(t.i(), t.j(), d)) {
                        sides |= RoadTiles.bit(d);
                    }
                }
                if (sides != 0) {
                    out.add(new int[] {t.i(), t.j(), sides});
                }
            }
            case ROAD -> {
                int k = laidIndex(end.name());
                if (k < 0) {
                    problem(r.path(field), "it ends on the road " + end.quoted() + ", which could not be laid",
                            "its own problem is listed", "");
                    return null;
                }
                for (int j = 0; j < spec.tilesZ(); j++) {
                    for (int i = 0; i < spec.tilesX(); i++) {
                        int sides = 0;
                        for (int d = 0; d < 4; d++) {
                            if (tiles.canTee(i, j, d, k)) {
                                sides |= RoadTiles.bit(d);
                            }
                        }
                        if (sides != 0) {
                            out.add(new int[] {i, j, sides});
                        }
                    }
                }
                if (out.isEmpty()) {
                    problem(r.path(field), "the road " + end.quoted() + " has no tile where it runs straight and no"
                            + " other road meets it", "a road ends on another in a T junction there",
                            "end it elsewhere or give " + end.quoted() + " a straight stretch");
                    return null;
                }
            }
        }
        if (out.isEmpty()) {
            problem(r.path(field), "another road already takes " + end.quoted() + "'s tile from the side it needs",
                    "", "end it elsewhere or lay it before that road");
            return null;
        }
        return out;
    }

    private void lay(RoadSpec r) {
        List<int[]> from = anchor(r, r.from(), "from");
        List<int[]> to = anchor(r, r.to(), "to");
        if (from == null || to == null) {
            return;
        }
        RoadRouter router = new RoadRouter(tiles, corners, wet, r.roadClass(), r.tunnels());
        List<RoadRouter.Piece> route = new ArrayList<>();
        // Legs: from -> via[0] -> ... -> to.
        List<int[]> start = from;
        int startEntry = r.from().kind() == RoadEnd.Kind.EDGE ? r.from().edge().ordinal() : -1;
        String startWords = r.from().quoted();
        for (int m = 0; m <= r.via().size(); m++) {
            boolean last = m == r.via().size();
            List<int[]> goal;
            int goalKind;
            if (last) {
                goal = to;
                goalKind = r.to().kind() == RoadEnd.Kind.EDGE ? 1 : 0;
            } else {
                GridPoint v = r.via().get(m);
                goal = List.of(new int[] {v.i(), v.j(), 0xF});
                goalKind = 2;
                if (wet[v.j() * spec.tilesX() + v.i()]) {
                    problem(r.path("via[" + m + "]"), "the tile " + v + " lies under water or lava",
                            "no road is routed through a wet tile", "pass a dry tile");
                    return;
                }
            }
            List<RoadRouter.Piece> leg = router.leg(start, startEntry, goal, goalKind,
                    m == 0 && r.from().kind() == RoadEnd.Kind.EDGE);
            if (leg == null) {
                String toWords = last ? r.to().quoted() : r.via().get(m).toString();
                problem(r.path(last ? "to" : "via[" + m + "]"), "no way over the tiles from " + startWords + " to "
                        + toWords + " that crosses the other roads at right angles",
                        "a road crosses another only straight across a tile where that one runs straight, never runs"
                                + " along another road nor back over its own tiles, and never through water or lava",
                        "move its ends, pass other via tiles, or lay it before the roads in its way");
                expanded += router.expanded();
                return;
            }
            for (RoadRouter.Piece p : leg) {
                router.own(p.i(), p.j());
            }
            if (!last) {
                RoadRouter.Piece arrived = leg.get(leg.size() - 1);
                leg = leg.subList(0, leg.size() - 1);
                start = List.of(new int[] {arrived.i(), arrived.j(), 0});
                startEntry = arrived.entry();
                startWords = r.via().get(m).toString();
            }
            route.addAll(leg);
        }
        expanded += router.expanded();
        build(r, route);
    }

    /** A side's socket of tile [i, j], or its middle for -1: {x, z} in metres. */
    private static double[] socket(int i, int j, int side) {
        double t = RegionGrid.TILE_METRES;
        return switch (side) {
            case 0 -> new double[] {(i + 0.5) * t, (j + 1) * t};
            case 1 -> new double[] {i * t, (j + 0.5) * t};
            case 2 -> new double[] {(i + 0.5) * t, j * t};
            case 3 -> new double[] {(i + 1) * t, (j + 0.5) * t};
            default -> new double[] {(i + 0.5) * t, (j + 0.5) * t};
        };
    }

    /** The centre line's points of one piece, {x, z} each, from its entry to its exit. */
    private static List<double[]> trace(RoadRouter.Piece p) {
        double[] a = socket(p.i(), p.j(), p.entry());
        double[] b = socket(p.i(), p.j(), p.exit());
        List<double[]> out = new ArrayList<>();
        boolean bend = p.entry() >= 0 && p.exit() >= 0 && p.exit() != RoadTiles.opposite(p.entry());
        if (!bend) {
            int n = p.entry() < 0 || p.exit() < 0 ? 16 : 32;
            for (int k = 0; k <= n; k++) {
                double t = k / (double) n;
                out.add(new double[] {a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t});
            }
            return out;
        }
        double t = RegionGrid.TILE_METRES;
        boolean west = p.entry() == 3 || p.exit() == 3;
        boolean north = p.entry() == 0 || p.exit() == 0;
        double cx = (p.i() + (west ? 1 : 0)) * t;
        double cz = (p.j() + (north ? 1 : 0)) * t;
        double a0 = StrictMath.atan2(a[1] - cz, a[0] - cx);
        double a1 = StrictMath.atan2(b[1] - cz, b[0] - cx);
        double delta = a1 - a0;
        if (delta > Math.PI) {
            delta -= 2 * Math.PI;
        } else if (delta < -Math.PI) {
            delta += 2 * Math.PI;
        }
        int n = 25;
        for (int k = 0; k <= n; k++) {
            double ang = a0 + delta * k / n;
            double x = k == 0 ? a[0] : k == n ? b[0] : cx + BEND_METRES * StrictMath.cos(ang);
            double z = k == 0 ? a[1] : k == n ? b[1] : cz + BEND_METRES * StrictMath.sin(ang);
            out.add(new double[] {x, z});
        }
        return out;
    }

    /** Draws the route's centre line, levels its heights, marks its bridges and records its tiles. */
    private void build(RoadSpec r, List<RoadRouter.Piece> route) {
        List<double[]> xz = new ArrayList<>();
        int[] middle = new int[route.size()];
        for (int q = 0; q < route.size(); q++) {
            RoadRouter.Piece p = route.get(q);
            List<double[]> pts = trace(p);
            int first = xz.isEmpty() ? 0 : 1;
            int base = xz.size() - (first == 1 ? 1 : 0);
            for (int k = first; k < pts.size(); k++) {
                xz.add(pts.get(k));
            }
            middle[q] = p.entry() < 0 ? base : p.exit() < 0 ? base + pts.size() - 1 : base + pts.size() / 2;
        }
        int cutStart = r.from().kind() == RoadEnd.Kind.EDGE ? 2 : 0;
        int cutEnd = r.to().kind() == RoadEnd.Kind.EDGE ? 2 : 0;
        xz = new ArrayList<>(xz.subList(cutStart, xz.size() - cutEnd));
        int n = xz.size();
        double[] metres = new double[n];
        double[] land = new double[n];
        for (int k = 0; k < n; k++) {
            if (k > 0) {
                metres[k] = metres[k - 1] + Math.hypot(xz.get(k)[0] - xz.get(k - 1)[0], xz.get(k)[1] - xz.get(k - 1)[1]);
            }
            land[k] = surface.heightAt(xz.get(k)[0], xz.get(k)[1]);
        }
        for (int q = 0; q < middle.length; q++) {
            middle[q] = Math.max(0, Math.min(n - 1, middle[q] - cutStart));
        }
        // Pins: its ends on the land or on the road they join; level with every road it crosses.
        List<RoadProfile.Pin> pins = new ArrayList<>();
        for (int q = 0; q < route.size(); q++) {
            RoadRouter.Piece p = route.get(q);
            boolean end = p.entry() < 0 || p.exit() < 0;
            int other = tiles.middleRoad(p.i(), p.j());
            if (other != RoadTiles.NONE && (end || p.exit() == RoadTiles.opposite(p.entry()))) {
                Road o = laid.get(other);
                double h = o.points().get(tiles.middlePoint(p.i(), p.j())).y();
                double half = o.roadClass().widthMetres() / 2.0;
                double at = metres[middle[q]];
                for (int k = 0; k < n; k++) {
                    if (Math.abs(metres[k] - at) <= half + RoadProfile.EPSILON_METRES) {
                        pins.add(new RoadProfile.Pin(k, h, true));
                    }
                }
            } else if (end) {
                pins.add(new RoadProfile.Pin(middle[q], land[middle[q]], false));
            }
        }
        if (r.from().kind() == RoadEnd.Kind.EDGE) {
            pins.add(new RoadProfile.Pin(0, land[0], false));
        }
        if (r.to().kind() == RoadEnd.Kind.EDGE) {
            pins.add(new RoadProfile.Pin(n - 1, land[n - 1], false));
        }
        double grade = r.roadClass().grade();
        RoadProfile.Pin[] clash = RoadProfile.unreachable(pins, metres, grade);
        if (clash != null) {
            String pct = NumberText.of(Math.round(grade * 10000.0) / 100.0) + " %";
            String rise = fmt(Math.abs(clash[1].heightMetres() - clash[0].heightMetres()));
            String run = fmt(metres[clash[1].point()] - metres[clash[0].point()]);
            if (clash[0].junction() || clash[1].junction()) {
                problem(r.path(""), "it meets another road at a height it cannot reach at its grade",
                        "it would climb " + rise + " m over " + run + " m, where a " + r.roadClass().specName()
                                + " climbs " + pct + " at most",
                        "lay the least flexible roads first, move it, or give it a class that climbs more");
            } else {
                problem(r.path("to"), "its ends lie " + rise + " m apart in height over " + run + " m of road",
                        "a " + r.roadClass().specName() + " climbs " + pct + " at most and its ends stay on the land",
                        "move its ends apart, or give it a class that climbs more");
            }
            return;
        }
        double[] h = RoadProfile.heights(land, metres, grade, r.roadClass().smoothingTiles() * RegionGrid.TILE_METRES,
                r.tunnels() ? RoadProfile.TUNNEL_HUMP_METRES : 0.0, pins);
        boolean[] tunnel = new boolean[n];
        if (r.tunnels()) {
            boolean[] held = new boolean[n];
            for (RoadProfile.Pin p : pins) {
                held[p.point()] |= p.junction();
            }
            tunnel = RoadTunnels.carried(surface::heightAt, xz, land, h, metres, r.roadClass().widthMetres(), held);
        }
        List<RoadPoint> points = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            boolean bridge = h[k] - land[k] > RoadBridge.CLEARANCE_METRES;
            points.add(new RoadPoint(xz.get(k)[0], h[k], xz.get(k)[1], land[k], metres[k], bridge, tunnel[k]));
        }
        List<RoadBridge> bridges = bridges(r, points);
        List<GridPoint> tilesRun = new ArrayList<>();
        int index = laid.size();
        for (int q = 0; q < route.size(); q++) {
            RoadRouter.Piece p = route.get(q);
            tilesRun.add(new GridPoint(p.i(), p.j()));
            tiles.take(p.i(), p.j(), p.entry(), p.exit(), index, middle[q]);
            if (tunnel[middle[q]]) {
                tiles.seal(p.i(), p.j());
            }
        }
        laid.add(new Road(r, tilesRun, points, bridges));
    }

    /** The bridges: each run of points over {@link RoadBridge#CLEARANCE_METRES}, piers every 16 m. */
    private static List<RoadBridge> bridges(RoadSpec r, List<RoadPoint> points) {
        List<RoadBridge> out = new ArrayList<>();
        int k = 0;
        while (k < points.size()) {
            if (!points.get(k).bridge()) {
                k++;
                continue;
            }
            int a = k;
            while (k < points.size() && points.get(k).bridge()) {
                k++;
            }
            int b = k - 1;
            double s0 = points.get(a).metres();
            double s1 = points.get(b).metres();
            List<RoadPier> piers = new ArrayList<>();
            for (double s = s0 + RoadBridge.PIER_SPACING_METRES; s < s1; s += RoadBridge.PIER_SPACING_METRES) {
                int q = a;
                while (q + 1 <= b && points.get(q + 1).metres() <= s) {
                    q++;
                }
                RoadPoint p0 = points.get(q);
                RoadPoint p1 = points.get(Math.min(q + 1, b));
                double span = p1.metres() - p0.metres();
                double t = span == 0 ? 0 : (s - p0.metres()) / span;
                double x = p0.x() + (p1.x() - p0.x()) * t;
                double z = p0.z() + (p1.z() - p0.z()) * t;
                double y = p0.y() + (p1.y() - p0.y()) * t;
                double landY = p0.landY() + (p1.landY() - p0.landY()) * t;
                piers.add(new RoadPier(x, z, s, y - RoadBridge.DECK_DROP_METRES - RoadBridge.DECK_DEPTH_METRES, landY));
            }
            out.add(new RoadBridge(r.name(), s0, s1, r.roadClass().widthMetres(), piers));
        }
        return out;
    }

    private static String fmt(double metres) {
        return String.format(Locale.ROOT, "%.1f", metres);
    }
}
