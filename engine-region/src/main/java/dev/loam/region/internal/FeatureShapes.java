package dev.loam.region.internal;

import dev.loam.region.RegionSpec;
import dev.loam.region.FeatureKind;
import dev.loam.region.Feature;

/**
 * How each feature raises, pins and steepens the corners it covers ({@link CornerConstraints}).
 *
 * <ul>
 *   <li>hill: its peak at {@code at} must reach its level (hard); within its radius {@code r}
 *       (Euclidean, in tiles) a corner {@code d} tiles away is raised softly to
 *       {@code round(level * (1 - d / (r + 1)))}; the solver spreads the rest a level a tile.
 *   <li>mountain: the same profile within its radius, and every corner within it steep, so its
 *       flanks fall up to two levels a tile.
 *   <li>plateau: every corner of its top's tiles at its level (hard).
 *   <li>valley: its floor pinned at its level within {@code radius - 2} of {@code at} (at least
 *       {@code at} itself), every corner within its radius steep.
 *   <li>lake: every corner of its bed's tiles exactly a level under its shore (hard and pinned);
 *       the ring of corners a tile out, the shore's outer edge, at least at the shore's level
 *       (hard), so the water 1 m under the shore stays in.
 *   <li>volcano: the ring of corners round {@code at} at its rim's level (hard), the middle two
 *       levels under it (exact), a flow's side of the ring breached a level lower (exact); its
 *       flanks beyond the rim raised softly like a mountain's and steep within its radius.
 *   <li>ski: changes no heights.
 * </ul>
 */
public final class FeatureShapes {
    private FeatureShapes() {
    }

    /**
     * Adds every feature's raises, pins and steep corners.
     *
     * @param spec the spec
     * @param k the constraints to add to
     */
    public static void apply(RegionSpec spec, CornerConstraints k) {
        for (Feature f : spec.features()) {
            apply(f, k);
        }
    }

    /**
     * The soft profile of a rounded top: {@code round(level * (1 - d / (radius + 1)))}, half up.
     *
     * @param level the peak's level
     * @param radius the reach, in tiles
     * @param d the distance from the peak, in tiles
     * @return the level
     */
    static int profile(int level, double radius, double d) {
        return (int) Math.floor(level * (1.0 - d / (radius + 1.0)) + 0.5);
    }

    /**
     * Adds one feature's raises, pins and steep corners.
     *
     * @param f the feature
     * @param k the constraints to add to
     */
    public static void apply(Feature f, CornerConstraints k) {
        int ai = f.at().i();
        int aj = f.at().j();
        int owner = f.index();
        switch (f.kind()) {
            case HILL, MOUNTAIN -> {
                int reach = (int) Math.ceil(f.radius());
                for (int dj = -reach; dj <= reach; dj++) {
                    for (int di = -reach; di <= reach; di++) {
                        double d = Math.sqrt(di * di + dj * dj);
                        if (d <= f.radius()) {
                            k.raiseSoft(ai + di, aj + dj, Math.max(0, profile(f.level(), f.radius(), d)));
                            if (f.kind() == FeatureKind.MOUNTAIN) {
                                k.steep(ai + di, aj + dj);
                            }
                        }
                    }
                }
                k.raiseHard(owner, ai, aj, f.level());
            }
            case PLATEAU -> {
                for (int j = aj; j <= aj + f.sizeJ(); j++) {
                    for (int i = ai; i <= ai + f.sizeI(); i++) {
                        k.raiseHard(owner, i, j, f.level());
                    }
                }
            }
            case VALLEY -> {
                int reach = (int) Math.ceil(f.radius());
                for (int dj = -reach; dj <= reach; dj++) {
                    for (int di = -reach; di <= reach; di++) {
                        double d = Math.sqrt(di * di + dj * dj);
                        if (d <= f.radius()) {
                            k.steep(ai + di, aj + dj);
                        }
                        if (d <= f.radius() - 2 || (di == 0 && dj == 0)) {
                            k.pin(owner, ai + di, aj + dj, f.level());
                        }
                    }
                }
            }
            case LAKE -> {
                for (int j = aj - 1; j <= aj + f.sizeJ() + 1; j++) {
                    for (int i = ai - 1; i <= ai + f.sizeI() + 1; i++) {
                        boolean bed = i >= ai && i <= ai + f.sizeI() && j >= aj && j <= aj + f.sizeJ();
                        int level = bed ? f.level() - 1 : f.level();
                        k.raiseHard(owner, i, j, level);
                        if (bed) {
                            k.pin(owner, i, j, level);
                        }
                    }
                }
            }
            case VOLCANO -> volcano(f, k);
            case SKI -> {
                // A ski run is paint: it changes no heights.
            }
        }
    }

    private static void volcano(Feature f, CornerConstraints k) {
        int ai = f.at().i();
        int aj = f.at().j();
        int owner = f.index();
        double outer = 1.5 + f.radius();
        int reach = (int) Math.ceil(outer);
        for (int dj = -reach; dj <= reach; dj++) {
            for (int di = -reach; di <= reach; di++) {
                double d = Math.sqrt(di * di + dj * dj);
                if (d <= outer) {
                    k.steep(ai + di, aj + dj);
                }
                if (Math.max(Math.abs(di), Math.abs(dj)) >= 2 && d <= outer) {
                    k.raiseSoft(ai + di, aj + dj, Math.max(0, profile(f.level(), f.radius() + 1.0, d - 1.0)));
                }
            }
        }
        int breachI = f.flow() == null ? 0 : f.flow().di();
        int breachJ = f.flow() == null ? 0 : f.flow().dj();
        for (int dj = -1; dj <= 1; dj++) {
            for (int di = -1; di <= 1; di++) {
                if (di == 0 && dj == 0) {
                    continue;
                }
                if (f.flow() != null && di == breachI && dj == breachJ) {
                    k.raiseHard(owner, ai + di, aj + dj, f.level() - 1);
                    k.pin(owner, ai + di, aj + dj, f.level() - 1);
                } else {
                    k.raiseHard(owner, ai + di, aj + dj, f.level());
                }
            }
        }
        int middle = f.level() - 2;
        k.raiseHard(owner, ai, aj, middle);
        k.pin(owner, ai, aj, middle);
    }
}
