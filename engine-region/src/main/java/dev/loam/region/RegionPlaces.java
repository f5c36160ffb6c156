package dev.loam.region;

import java.util.ArrayList;
import java.util.List;

/**
 * The region's places, in this order: {@code tile_<i>_<j>} at every tile's middle on the ground
 * (j then i rising); every feature by its name at its spot (a hill's or mountain's peak, a
 * plateau's middle, a valley's floor, a lake's southern shore, a volcano's southern rim, a ski
 * run's top) with a volcano's {@code <name>_crater} (under the lava), a flow's
 * {@code <name>_flow} (its foot), a ski run's {@code <name>_foot} and a lighthouse's
 * {@code <name>_lighthouse}; then {@code spawn_1} to {@code spawn_4} on the spawn apron, facing
 * north.
 */
final class RegionPlaces {
    /** The spawn points' spacing across the apron, in metres. */
    static final double SPAWN_SPACING = 16.0;

    private RegionPlaces() {
    }

    static List<Place> of(RegionSpec spec, RegionSurface surface, List<LavaFlow> flows) {
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
        double middle = (RegionGrid.apronFirstTile(spec.tilesX()) + 1) * t;
        for (int n = 0; n < 4; n++) {
            double x = middle + (n - 1.5) * SPAWN_SPACING;
            out.add(at("spawn_" + (n + 1), x, t / 2.0, surface));
        }
        return out;
    }

    private static Place at(String name, double x, double z, RegionSurface surface) {
        return new Place(name, x, surface.heightAt(x, z), z, 0.0);
    }
}
