package dev.loam.region;

import java.util.ArrayList;
import java.util.List;

/**
 * The region's places, in this order: {@code tile_<i>_<j>} at every tile's middle on the ground
 * (j then i rising); every feature by its name at its spot (a hill's or mountain's peak, a
 * plateau's middle, a valley's floor, a lake's southern shore, a volcano's southern rim, a ski
 * run's top) with a volcano's {@code <name>_crater} (under the lava), a flow's
 * {@code <name>_flow} (its foot), a ski run's {@code <name>_foot} and a lighthouse's
 * {@code <name>_lighthouse}; every road's {@code <name>_start} and {@code <name>_end}, on its
 * centre line at its ends, facing along it; then {@code spawn_1} to {@code spawn_4} on the spawn
 * apron, facing north (where a road starts or ends at the spawn, one behind another in its
 * northbound lane on the apron, {@value #SPAWN_ROAD_SPACING} m apart).
 */
final class RegionPlaces {
    /** The spawn points' spacing across the apron, in metres. */
    static final double SPAWN_SPACING = 16.0;
    /** The spawn points' spacing along a road from the spawn, in metres. */
    static final double SPAWN_ROAD_SPACING = 8.0;

    private RegionPlaces() {
    }

    static List<Place> of(RegionSpec spec, RegionSurface surface, List<LavaFlow> flows, RoadGraph roads) {
        List<Place> out = new ArrayList<>();
        double t = RegionGrid.TILE_METRES;
        for (int j = 0; j < spec.tilesZ(); j++) {
            for (int i = 0; i < spec.tilesX(); i++) {
                out.add(at("tile_" + i + "_" + j, (i + 0.5) * t, (j + 0.5) * t, surface));
            }
        }
        for (Feature f : spec.features()) {
            double x = f.at().i() * t;
            double z = f.at().j() * t;
            switch (f.kind()) {
                case HILL, MOUNTAIN, VALLEY -> {
                    out.add(at(f.name(), x, z, surface));
                    if (f.lighthouse()) {
                        out.add(at(f.name() + "_lighthouse", x, z, surface));
                    }
                }
                case PLATEAU -> out.add(at(f.name(), x + f.sizeI() * t / 2.0, z + f.sizeJ() * t / 2.0, surface));
                case LAKE -> out.add(at(f.name(), x + f.sizeI() * t / 2.0, z - t, surface));
                case VOLCANO -> {
                    out.add(at(f.name(), x, z - t, surface));
                    out.add(at(f.name() + "_crater", x, z, surface));
                    for (LavaFlow flow : flows) {
                        if (flow.owner().equals(f.name())) {
                            out.add(at(f.name() + "_flow", flow.endX(), flow.endZ(), surface));
                        }
                    }
                }
                case SKI -> {
                    out.add(at(f.name(), x, z, surface));
                    out.add(at(f.name() + "_foot", f.to().i() * t, f.to().j() * t, surface));
                }
            }
        }
        Road spawnRoad = null;
        for (Road r : roads.roads()) {
            List<RoadPoint> pts = r.points();
            out.add(end(r.name() + "_start", pts.get(0), pts.get(1), false));
            out.add(end(r.name() + "_end", pts.get(pts.size() - 1), pts.get(pts.size() - 2), true));
            if (spawnRoad == null && (r.spec().from().kind() == RoadEnd.Kind.SPAWN
                    || r.spec().to().kind() == RoadEnd.Kind.SPAWN)) {
                spawnRoad = r;
            }
        }
        double middle = (RegionGrid.apronFirstTile(spec.tilesX()) + 1) * t;
        if (spawnRoad != null) {
            // In its northbound lane (traffic keeps right: east of the centre line, -x), on the apron.
            RoadClass c = spawnRoad.roadClass();
            double x = (RegionGrid.apronFirstTile(spec.tilesX()) + 1.5) * t - c.widthMetres() / (2.0 * c.lanes());
            for (int n = 0; n < 4; n++) {
                out.add(at("spawn_" + (n + 1), x, t / 2.0 + (n + 0.5) * SPAWN_ROAD_SPACING, surface));
            }
            return out;
        }
        for (int n = 0; n < 4; n++) {
            double x = middle + (n - 1.5) * SPAWN_SPACING;
            out.add(at("spawn_" + (n + 1), x, t / 2.0, surface));
        }
        return out;
    }

    /** A road's end, on its centre line, facing along it (from {@code next} for its start, towards the end for its end). */
    private static Place end(String name, RoadPoint p, RoadPoint other, boolean arriving) {
        double dx = arriving ? p.x() - other.x() : other.x() - p.x();
        double dz = arriving ? p.z() - other.z() : other.z() - p.z();
        double yaw = Math.toDegrees(StrictMath.atan2(dx, dz));
        yaw = Math.round((yaw < 0 ? yaw + 360.0 : yaw) * 10.0) / 10.0;
        return new Place(name, p.x(), p.y(), p.z(), yaw == 360.0 ? 0.0 : yaw);
    }

    private static Place at(String name, double x, double z, RegionSurface surface) {
        return new Place(name, x, surface.heightAt(x, z), z, 0.0);
    }
}
