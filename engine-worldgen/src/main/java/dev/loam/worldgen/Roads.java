package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns roads into zones that keep their ground clear: a rotated rectangle per segment and a
 * circle at every point, so bends and ends leave no gap. The road's surface mesh and grading are
 * made elsewhere.
 */
public final class Roads {
    private Roads() {
    }

    /**
     * The zones of a road: for segment {@code k} from point {@code k} to {@code k + 1}, a
     * rectangle as long as the segment and {@code width + 2 × clearance} wide; for every point, a
     * circle of radius {@code width / 2 + clearance}.
     *
     * @param road the road
     * @return the zones, segments first, then joints
     * @throws WorldRulesException (path {@code roads.<id>...}) for no points, a point that is not
     *     an {@code [x, z]} pair of finite numbers, a width not above 0, or a negative clearance or falloff
     */
    public static List<Zone> roadZones(RoadSpec road) {
        String at = "roads." + road.id();
        if (road.id().isBlank()) {
            throw new WorldRulesException("roads.id", "a road needs an id");
        }
        if (road.points().isEmpty()) {
            throw new WorldRulesException(at + ".points", "no point: a road needs at least one");
        }
        if (!(road.width() > 0) || !Double.isFinite(road.width())) {
            throw new WorldRulesException(at + ".width", road.width() + " must be greater than 0");
        }
        if (!(road.clearance() >= 0) || !Double.isFinite(road.clearance())) {
            throw new WorldRulesException(at + ".clearance", road.clearance() + " must be 0 or more");
        }
        for (int k = 0; k < road.points().size(); k++) {
            double[] p = road.points().get(k);
            if (p.length != 2 || !Double.isFinite(p[0]) || !Double.isFinite(p[1])) {
                throw new WorldRulesException(at + ".points[" + k + "]", "must be an [x, z] pair of finite numbers");
            }
        }
        double half = road.width() / 2 + road.clearance();
        List<Zone> out = new ArrayList<>();
        for (int k = 0; k + 1 < road.points().size(); k++) {
            double[] a = road.points().get(k);
            double[] b = road.points().get(k + 1);
            double dx = b[0] - a[0];
            double dz = b[1] - a[1];
            double length = Math.sqrt(dx * dx + dz * dz);
            if (length == 0) {
                continue;
            }
            out.add(zone(road, road.id() + "/segment." + k, new ZoneShape.Rect((a[0] + b[0]) / 2, (a[1] + b[1]) / 2,
                    length / 2, half, StrictMath.atan2(dz, dx))));
        }
        for (int k = 0; k < road.points().size(); k++) {
            double[] p = road.points().get(k);
            out.add(zone(road, road.id() + "/joint." + k, new ZoneShape.Circle(p[0], p[1], half)));
        }
        return out;
    }

    private static Zone zone(RoadSpec road, String id, ZoneShape shape) {
        return new Zone("road:" + id, "road", shape, road.falloff(), 0, road.excludes(), Optional.empty(),
                Optional.empty(), Map.of());
    }

    /**
     * Sets a road: its old zones are cleared and the new ones added, as one change.
     *
     * @param zones the world's zones
     * @param road the road
     * @return the zones added
     * @throws WorldRulesException as {@link #roadZones}; the zones stay as they were
     */
    public static List<Zone> setRoad(Zones zones, RoadSpec road) {
        List<Zone> made = roadZones(road);
        zones.replacePrefix("road:" + road.id() + "/", made);
        return made;
    }

    /**
     * Removes a road's zones.
     *
     * @param zones the world's zones
     * @param id the road's id
     */
    public static void removeRoad(Zones zones, String id) {
        zones.replacePrefix("road:" + id + "/", List.of());
    }
}
