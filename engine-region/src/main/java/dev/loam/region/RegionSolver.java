package dev.loam.region;

import dev.loam.core.Progress;
import dev.loam.core.internal.LoamJson;
import dev.loam.region.internal.CornerConstraints;
import dev.loam.region.internal.CornerSolver;
import dev.loam.region.internal.FeatureShapes;
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
    /** The steps {@link #solve(RegionSpec, Progress)} counts. */
    public static final int BUILD_STEPS = 1 + RegionBuilder.STEPS;

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
        return solve(spec, Progress.NONE);
    }

    /**
     * Solves and builds a region, reporting the phase {@code "region"} to {@code progress},
     * counted in the build's {@value #BUILD_STEPS} steps: the corners solved, the sheets and paint,
     * the shapes, the surface, the ground, the terrain, the props, and the places and map.
     *
     * @param spec     the spec, as {@link RegionSpecReader} reads it
     * @param progress the listener; {@link Progress#NONE} for none
     * @return the region, owned by the caller
     * @throws RegionSpecException with every problem when the features cannot all hold
     * @throws Progress.Cancelled  when the listener cancels; no region is returned
     */
    public static Region solve(RegionSpec spec, Progress progress) {
        Objects.requireNonNull(spec, "spec");
        Progress.Phase phase = Progress.Phase.begin(progress, "region", BUILD_STEPS);
        CornerLevels corners = solveCorners(spec);
        phase.step();
        return RegionBuilder.build(spec, corners, phase);
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
     * {@link #solve(RegionSpec, Progress)} on the caller's executor, the listener called from its
     * thread.
     *
     * @param spec     the spec
     * @param executor where the work runs
     * @param progress the listener; {@link Progress#NONE} for none
     * @return the region, or completed exceptionally with a {@link RegionSpecException} or
     *         {@link Progress.Cancelled}
     */
    public static CompletableFuture<Region> solveAsync(RegionSpec spec, Executor executor, Progress progress) {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(progress, "progress");
        return CompletableFuture.supplyAsync(() -> solve(spec, progress), executor);
    }

    /**
     * Lays roads over a region's land and grades the ground to them, without building the rest:
     * what a spec editor checks when only the roads changed, and what the roads cost.
     *
     * @param land a region built from a spec with no roads (its surface is the land's)
     * @param roads the roads, their indices 0, 1, ... in order, their ends naming {@code land}'s
     *     features and the roads before them
     * @return the graph and the graded heights
     * @throws IllegalArgumentException if {@code land} already has roads, or an end names no feature of it
     * @throws RegionSpecException with every road's problems, each at its path
     */
    public static RoadLayout layRoads(Region land, List<RoadSpec> roads) {
        Objects.requireNonNull(land, "land");
        if (!land.spec().roads().isEmpty()) {
            throw new IllegalArgumentException("the region already has its roads");
        }
        RegionSpec s = land.spec();
        RegionSpec spec = new RegionSpec(s.name(), s.seed(), s.tilesX(), s.tilesZ(), s.base(), s.biome(), s.features(),
                s.trees(), s.rocks(), roads);
        RoadLayer.Laid laid = RoadLayer.lay(spec, land.corners(), land.surface(), land.sheets(), land::ground);
        return new RoadLayout(laid.graph(), laid.graded().heights());
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
        if (problems.isEmpty()) {
            // Raises are "at least": a top another feature lifts past its own level is not where the spec put it.
            for (Feature f : spec.features()) {
                RegionProblem lifted = liftedTop(spec, f, s.levels());
                if (lifted != null) {
                    problems.add(lifted);
                }
            }
        }
        for (Feature f : spec.features()) {
            int round = f.kind() == FeatureKind.VALLEY ? highestRound(f, s.levels()) : Integer.MAX_VALUE;
            if (round <= f.level()) {
                // A valley's floor is pinned at most at its level: on lower land it stays lower.
                problems.add(new RegionProblem(f.path("at"), "the valley " + LoamJson.quote(f.name())
                        + " has no higher land round it", round == f.level()
                        ? "its floor is at level " + f.level() + " and so is the land round it"
                        : "its floor is to be at level " + f.level() + " but the land round it lies lower, at level "
                                + round + " at most, and a valley only digs down",
                        "raise the base or put hills round it"));
            }
        }
        if (!problems.isEmpty()) {
            throw new RegionSpecException(problems);
        }
        return s.levels();
    }

    /**
     * The problem of a hill's or mountain's peak, or a corner of a plateau's top, that comes out
     * above the feature's level because another feature's land lifts it; null when the top stands
     * at its level.
     */
    private static RegionProblem liftedTop(RegionSpec spec, Feature f, CornerLevels levels) {
        GridPoint top = null;
        String part;
        if (f.kind() == FeatureKind.HILL || f.kind() == FeatureKind.MOUNTAIN) {
            part = "peak";
            if (levels.level(f.at().i(), f.at().j()) > f.level()) {
                top = f.at();
            }
        } else if (f.kind() == FeatureKind.PLATEAU) {
            part = "top";
            for (int j = f.at().j(); j <= f.at().j() + f.sizeJ() && top == null; j++) {
                for (int i = f.at().i(); i <= f.at().i() + f.sizeI() && top == null; i++) {
                    if (levels.level(i, j) > f.level()) {
                        top = new GridPoint(i, j);
                    }
                }
            }
        } else {
            return null;
        }
        if (top == null) {
            return null;
        }
        String what = "the " + f.kind().specName() + "'s " + part + (f.kind() == FeatureKind.PLATEAU ? " at " + top : "")
                + " comes out at level " + levels.level(top.i(), top.j()) + ", not " + f.level();
        Feature by = lifter(spec, f, top);
        if (by == null) {
            return new RegionProblem(f.path("level"), what, "the land the other features raise round it stands higher",
                    "move it away from them or raise it");
        }
        return new RegionProblem(f.path("level"), what, "the " + by.kind().specName() + " "
                + LoamJson.quote(by.name()) + " (" + by.path("") + ") raises the land there",
                "move them apart or give them the same level");
    }

    /** The first other feature whose land alone lifts a corner past {@code f}'s level, or null for none alone. */
    private static Feature lifter(RegionSpec spec, Feature f, GridPoint corner) {
        for (Feature g : spec.features()) {
            if (g.index() == f.index()) {
                continue;
            }
            CornerConstraints alone = new CornerConstraints(spec.tilesX(), spec.tilesZ(), spec.base());
            FeatureShapes.apply(g, alone);
            if (CornerSolver.solve(alone).levels().level(corner.i(), corner.j()) > f.level()) {
                return g;
            }
        }
        return null;
    }

    /** The highest level of the corners within a feature's radius of its {@code at}, itself included. */
    private static int highestRound(Feature f, CornerLevels levels) {
        int reach = (int) Math.ceil(f.radius());
        int highest = Integer.MIN_VALUE;
        for (int dj = -reach; dj <= reach; dj++) {
            for (int di = -reach; di <= reach; di++) {
                int i = f.at().i() + di;
                int j = f.at().j() + dj;
                if (i >= 0 && j >= 0 && i <= levels.tilesX() && j <= levels.tilesZ()) {
                    highest = Math.max(highest, levels.level(i, j));
                }
            }
        }
        return highest;
    }

    private static RegionProblem describe(RegionSpec spec, CornerSolver.Conflict c) {
        Feature f = spec.features().get(c.owner());
        String part = switch (f.kind()) {
            case HILL, MOUNTAIN -> "peak";
            case PLATEAU -> "top";
            case LAKE -> inBed(f, c.corner()) ? "bed" : "shore";
            case VOLCANO -> c.corner().equals(f.at()) ? "crater" : "rim";
            default -> "ground";
        };
        String what = "the " + f.kind().specName() + "'s " + part + " rises to level " + c.reachable() + ", not "
                + c.required();
        if (f.kind() == FeatureKind.LAKE || f.kind() == FeatureKind.VOLCANO) {
            what = "the " + f.kind().specName() + "'s " + part + " at " + c.corner() + " rises to level " + c.reachable()
                    + ", not " + c.required();
        }
        int tiles = c.tilesToPin();
        String away = tiles == 0 ? "right there" : tiles == 1 ? "1 tile away" : tiles + " tiles away";
        if (c.pinOwner() == CornerConstraints.RIM) {
            return new RegionProblem(f.path("level"), what, tiles == 0 ? "it stands on the rim or the spawn apron"
                    : "the rim or the spawn apron is " + away, "move it inward, make the region bigger or lower it");
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

    /** Whether a corner is one of a lake's bed corners (the rest it raises are its shore). */
    private static boolean inBed(Feature lake, GridPoint corner) {
        return corner.i() >= lake.at().i() && corner.i() <= lake.at().i() + lake.sizeI() && corner.j() >= lake.at().j()
                && corner.j() <= lake.at().j() + lake.sizeJ();
    }
}
