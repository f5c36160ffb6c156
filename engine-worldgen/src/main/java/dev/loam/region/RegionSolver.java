package dev.loam.region;

import dev.loam.core.LoamJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Solves a region's spec into a {@link Region}: every corner's level ({@link CornerSolver}, from
 * the features' raises and pins and the rim's and spawn apron's), then the shapes, the surface,
 * the sheets, the ground, the props, the places and the map.
 *
 * <p>A spec whose features cannot all hold is refused with every problem, each as the tiles spec
 * words it: {@code features[0].level: the hill's peak rises to level 2, not 4: the rim or the
 * spawn apron is 2 tiles away; move it inward, make the region bigger or lower it}.
 */
public final class RegionSolver {
    private RegionSolver() {
    }

    /**
     * Solves and builds a region.
     *
     * @param spec the spec, as {@link RegionSpecReader} reads it
     * @return the region
     * @throws RegionSpecException with every problem when the features cannot all hold
     */
    public static Region solve(RegionSpec spec) {
        CornerLevels corners = solveCorners(spec);
        return RegionBuilder.build(spec, corners);
    }

    /**
     * Solves and builds a region on the caller's executor: the library starts no thread of its
     * own.
     *
     * @param spec the spec
     * @param executor where the work runs
     * @return the region, or completed exceptionally with a {@link RegionSpecException}
     */
    public static CompletableFuture<Region> solveAsync(RegionSpec spec, Executor executor) {
        Objects.requireNonNull(spec, "spec");
        return CompletableFuture.supplyAsync(() -> solve(spec), executor);
    }

    /**
     * Solves the corners alone (no surface, ground or props): what a spec editor checks at once.
     *
     * @param spec the spec
     * @return every corner's level
     * @throws RegionSpecException with every problem when the features cannot all hold
     */
    public static CornerLevels solveCorners(RegionSpec spec) {
        CornerConstraints k = new CornerConstraints(spec.tilesX(), spec.tilesZ(), spec.base());
        FeatureShapes.apply(spec, k);
        CornerSolver.Solution s = CornerSolver.solve(k);
        List<RegionProblem> problems = new ArrayList<>();
        for (CornerSolver.Conflict c : s.conflicts()) {
            problems.add(describe(spec, c));
        }
        for (Feature f : spec.features()) {
            if (f.kind() == FeatureKind.VALLEY && !hasHigherLandRound(f, s.levels())) {
                problems.add(new RegionProblem(f.path("at"), "the valley " + LoamJson.quote(f.name())
                        + " has no higher land round it",
                        "its floor is at level " + f.level() + " and so is the land round it",
                        "raise the base or put hills round it"));
            }
        }
        if (!problems.isEmpty()) {
            throw new RegionSpecException(problems);
        }
        return s.levels();
    }

    private static boolean hasHigherLandRound(Feature f, CornerLevels levels) {
        int reach = (int) Math.ceil(f.radius());
        for (int dj = -reach; dj <= reach; dj++) {
            for (int di = -reach; di <= reach; di++) {
                int i = f.at().i() + di;
                int j = f.at().j() + dj;
                if (i >= 0 && j >= 0 && i <= levels.tilesX() && j <= levels.tilesZ() && levels.level(i, j) > f.level()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static RegionProblem describe(RegionSpec spec, CornerSolver.Conflict c) {
        Feature f = spec.features().get(c.owner());
        String part = switch (f.kind()) {
            case HILL, MOUNTAIN -> "peak";
            case PLATEAU -> "top";
            case LAKE -> "shore";
            case VOLCANO -> "rim";
            default -> "ground";
        };
        String what = "the " + f.kind().specName() + "'s " + part + " rises to level " + c.reachable() + ", not "
                + c.required();
        if (f.kind() == FeatureKind.LAKE || f.kind() == FeatureKind.VOLCANO) {
            what = "the " + f.kind().specName() + "'s " + part + " at " + c.corner() + " rises to level " + c.reachable()
                    + ", not " + c.required();
        }
        int tiles = c.tilesToPin();
        String away = tiles == 1 ? "1 tile away" : tiles + " tiles away";
        if (c.pinOwner() == CornerConstraints.RIM) {
            return new RegionProblem(f.path("level"), what, "the rim or the spawn apron is " + away,
                    "move it inward, make the region bigger or lower it");
        }
        Feature other = spec.features().get(c.pinOwner());
        String pinned = switch (other.kind()) {
            case VALLEY -> "floor";
            case LAKE -> "bed and shore";
            case VOLCANO -> "crater";
            default -> "ground";
        };
        if (other.index() == f.index()) {
            return new RegionProblem(f.path("level"), what, "its own " + pinned + " is " + away,
                    "lower it or make it wider");
        }
        return new RegionProblem(f.path("level"), what, "the " + other.kind().specName() + " "
                + LoamJson.quote(other.name()) + " (" + other.path("") + ") pins its " + pinned + " " + away,
                "move them apart or lower it");
    }
}
