package dev.loam.region;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What every built region's roads must hold, as a list of what does not (empty when all holds):
 * each road runs tile to neighbouring tile, never back over its own, never over a wet one, through
 * its via tiles in order, from its start to its end where the spec puts them; it never climbs
 * faster than its class; where it meets another road the two are at one height; the ground under it
 * is its height (within {@link #GROUND_TOLERANCE_METRES}) except on a bridge or in a wider road's
 * bed; a bridge carries every stretch more than 4 m over the land, on piers every 16 m; and every
 * road's stretches are edges of the graph between its nodes.
 */
final class RoadChecks {
    /** Room for rounding in a height compared with a grade, in metres. */
    static final double GRADE_EPSILON_METRES = 1e-6;
    /**
     * How far the graded terrain under a road's centre line may stand from the road's height: the
     * terrain is a vertex every 4 m, read between them as triangles, and a vertex takes the height of
     * the road's point nearest to it, up to a cell's diagonal along the road from the point read
     * (so up to about {@code grade × 5.7 m}: 0.71 m for a track, 0.35 m for a country road) and, for
     * a narrow road on a bend, a vertex just outside its bed blends back toward the land.
     */
    static final double GROUND_TOLERANCE_METRES = 0.75;
    /** How far from a point a place on it may lie, in metres (places are kept to the centimetre). */
    static final double PLACE_EPSILON_METRES = 0.01;

    private RoadChecks() {
    }

    static List<String> wrong(Region region) {
        List<String> out = new ArrayList<>();
        RegionSpec spec = region.spec();
        RoadGraph g = region.roads();
        if (g.roads().size() != spec.roads().size()) {
            out.add("laid " + g.roads().size() + " of " + spec.roads().size() + " roads");
            return out;
        }
        for (Road r : g.roads()) {
            String name = r.spec().path("") + " " + r.name();
            List<GridPoint> tiles = r.tiles();
            for (int k = 0; k < tiles.size(); k++) {
                GridPoint t = tiles.get(k);
                if (region.isWet(t.i(), t.j())) {
                    out.add(name + " runs over the wet tile " + t);
                }
                if (tiles.indexOf(t) != k) {
                    out.add(name + " comes back over " + t);
                }
                if (k > 0 && Math.abs(t.i() - tiles.get(k - 1).i()) + Math.abs(t.j() - tiles.get(k - 1).j()) != 1) {
                    out.add(name + " jumps from " + tiles.get(k - 1) + " to " + t);
                }
            }
            int from = 0;
            for (GridPoint v : r.spec().via()) {
                int at = tiles.subList(from, tiles.size()).indexOf(v);
                if (at < 0) {
                    out.add(name + " misses its via tile " + v);
                } else {
                    from += at;
                }
            }
            double grade = r.roadClass().grade();
            List<RoadPoint> pts = r.points();
            for (int k = 1; k < pts.size(); k++) {
                RoadPoint a = pts.get(k - 1);
                RoadPoint b = pts.get(k);
                double run = b.metres() - a.metres();
                if (run <= 0 || Math.abs(b.y() - a.y()) > grade * run + GRADE_EPSILON_METRES) {
                    out.add(name + " climbs " + fmt(b.y() - a.y()) + " m over " + fmt(run) + " m at " + fmt(a.metres()));
                }
                if (b.y() - b.landY() > RoadBridge.CLEARANCE_METRES != b.bridge()) {
                    out.add(name + " marks a bridge wrongly at " + fmt(b.metres()));
                }
            }
            checkEnd(region, r, r.spec().from(), pts.get(0), "from", out);
            checkEnd(region, r, r.spec().to(), pts.get(pts.size() - 1), "to", out);
            for (RoadPoint p : pts) {
                if (!p.bridge() && !inWiderBed(g, r, p)) {
                    double ground = region.terrain().heightAt(p.x(), p.z());
                    if (Math.abs(ground - p.y()) > GROUND_TOLERANCE_METRES) {
                        out.add(name + "'s ground is " + fmt(ground) + " m under its " + fmt(p.y()) + " m at "
                                + fmt(p.x()) + ", " + fmt(p.z()));
                    }
                }
            }
            for (RoadBridge b : r.bridges()) {
                double last = b.startMetres();
                for (RoadPier pier : b.piers()) {
                    if (Math.abs(pier.metres() - last - RoadBridge.PIER_SPACING_METRES) > 1e-9 || pier.topY() <= pier.bottomY()) {
                        out.add(name + "'s bridge has a pier out of place at " + fmt(pier.metres()));
                    }
                    last = pier.metres();
                }
                if (b.endMetres() - last > RoadBridge.PIER_SPACING_METRES) {
                    out.add(name + "'s bridge lacks a pier before " + fmt(b.endMetres()));
                }
            }
        }
        // Where two roads share a place, they are at one height there.
        for (Road a : g.roads()) {
            for (Road b : g.roads()) {
                if (a.spec().index() >= b.spec().index()) {
                    continue;
                }
                for (RoadPoint p : a.points()) {
                    for (RoadPoint q : b.points()) {
                        if (Math.hypot(p.x() - q.x(), p.z() - q.z()) < 0.01 && Math.abs(p.y() - q.y()) > 1e-6) {
                            out.add(a.name() + " and " + b.name() + " meet at " + fmt(p.y()) + " and " + fmt(q.y()) + " m");
                        }
                    }
                }
            }
        }
        double along = 0;
        for (Road r : g.roads()) {
            along += r.lengthMetres();
        }
        double edges = 0;
        for (RoadEdge e : g.edges()) {
            edges += e.lengthMetres();
            RoadNode n0 = g.nodes().get(e.fromNode());
            RoadNode n1 = g.nodes().get(e.toNode());
            RoadPoint p0 = e.points().get(0);
            RoadPoint p1 = e.points().get(e.points().size() - 1);
            if (Math.hypot(n0.x() - p0.x(), n0.z() - p0.z()) > 0.01 || Math.hypot(n1.x() - p1.x(), n1.z() - p1.z()) > 0.01) {
                out.add("edge " + e.index() + " does not run between its nodes");
            }
        }
        if (Math.abs(along - edges) > 1e-6) {
            out.add("the graph's edges run " + fmt(edges) + " m of the roads' " + fmt(along) + " m");
        }
        return out;
    }

    /** Whether a point lies in the flat bed of a wider road (or an equal one laid before), whose height the ground takes. */
    private static boolean inWiderBed(RoadGraph g, Road r, RoadPoint p) {
        for (Road o : g.roads()) {
            if (o == r || o.roadClass().widthMetres() < r.roadClass().widthMetres()) {
                continue;
            }
            double bed = RoadGrading.bedHalfWidth(o.roadClass()) + RegionGrid.CELL_METRES * Math.sqrt(2);
            for (RoadPoint q : o.points()) {
                if (Math.hypot(q.x() - p.x(), q.z() - p.z()) <= bed) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void checkEnd(Region region, Road r, RoadEnd end, RoadPoint p, String field, List<String> out) {
        double t = RegionGrid.TILE_METRES;
        int tx = region.spec().tilesX();
        int tz = region.spec().tilesZ();
        double[] want = switch (end.kind()) {
            case SPAWN -> new double[] {(RegionGrid.apronFirstTile(tx) + 1.5) * t, t / 2};
            case EDGE -> switch (end.edge()) {
                case NORTH -> new double[] {(tx / 2 + 0.5) * t, tz * t - RoadLayer.EDGE_INSET_METRES};
                case SOUTH -> new double[] {(tx / 2 + 0.5) * t, RoadLayer.EDGE_INSET_METRES};
                case EAST -> new double[] {RoadLayer.EDGE_INSET_METRES, (tz / 2 + 0.5) * t};
                case WEST -> new double[] {tx * t - RoadLayer.EDGE_INSET_METRES, (tz / 2 + 0.5) * t};
            };
            case TILE -> new double[] {(end.tile().i() + 0.5) * t, (end.tile().j() + 0.5) * t};
            case FEATURE -> featureEnd(region, end.name());
            case ROAD -> null;
        };
        String name = r.spec().path(field);
        if (want != null && Math.hypot(want[0] - p.x(), want[1] - p.z()) > 1e-6) {
            out.add(name + " ends at " + fmt(p.x()) + ", " + fmt(p.z()) + " not " + fmt(want[0]) + ", " + fmt(want[1]));
        }
        if (end.kind() == RoadEnd.Kind.ROAD) {
            Road o = region.roads().road(end.name()).orElseThrow();
            boolean on = false;
            for (RoadPoint q : o.points()) {
                on |= Math.hypot(q.x() - p.x(), q.z() - p.z()) < 0.01 && Math.abs(q.y() - p.y()) < 1e-6;
            }
            if (!on) {
                out.add(name + " does not end on " + end.name() + "'s centre line at its height");
            }
        } else {
            double land = p.landY();
            boolean joins = false;
            for (Road o : region.roads().roads()) {
                if (o != r) {
                    for (RoadPoint q : o.points()) {
                        joins |= Math.hypot(q.x() - p.x(), q.z() - p.z()) < 0.01;
                    }
                }
            }
            if (!joins && Math.abs(p.y() - land) > 1e-6) {
                out.add(name + " ends at " + fmt(p.y()) + " m, not on the land at " + fmt(land) + " m");
            }
        }
        String place = r.name() + (field.equals("from") ? "_start" : "_end");
        boolean found = false;
        for (Place pl : region.places()) {
            found |= pl.name().equals(place) && Math.hypot(pl.x() - p.x(), pl.z() - p.z()) < PLACE_EPSILON_METRES
                    && Math.abs(pl.y() - p.y()) < PLACE_EPSILON_METRES;
        }
        if (!found) {
            out.add("no place " + place + " at the road's " + field);
        }
    }

    /**
     * Where a road to a feature ends: its tile's middle; a lake's on its southern shore (the middle
     * of the dry tile south of its water, under the middle of its bed); a volcano's below its
     * southern rim (the dry tile south of its lava, west of its crater's middle).
     */
    private static double[] featureEnd(Region region, String name) {
        double t = RegionGrid.TILE_METRES;
        for (Feature f : region.spec().features()) {
            if (f.name().equals(name)) {
                int i = f.at().i();
                int j = f.at().j();
                return switch (f.kind()) {
                    case LAKE -> new double[] {(i + f.sizeI() / 2 + 0.5) * t, (j - 2 + 0.5) * t};
                    case VOLCANO -> new double[] {(i + 0.5) * t, (j - 2 + 0.5) * t};
                    case PLATEAU -> new double[] {(i + f.sizeI() / 2 + 0.5) * t, (j + f.sizeJ() / 2 + 0.5) * t};
                    default -> new double[] {(Math.min(i, region.spec().tilesX() - 1) + 0.5) * t,
                            (Math.min(j, region.spec().tilesZ() - 1) + 0.5) * t};
                };
            }
        }
        throw new AssertionError("no feature " + name);
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }
}
