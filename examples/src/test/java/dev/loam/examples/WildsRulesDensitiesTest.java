package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.worldgen.BiomeSampler;
import dev.loam.worldgen.BiomeWeight;
import dev.loam.worldgen.HeightSource;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.Recipe;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The shipped example rules ({@code worlds/wilds.json}) make a world a player would believe, measured
 * on the real plan of the world {@code loam world stats --surface hills --seed 42} lays out (rolling
 * hills from -40 to 80 m, the sea at 0): woods at woodland density with saplings, undergrowth and
 * deadwood; huts in hamlets round a path; reeds at the water's edge; beaches down to the waterline;
 * flowers in drifts; boulders on the slopes. The ground is read from the hills themselves, not from
 * the generator's fields, so a rule that misses the water or the slope fails here.
 */
class WildsRulesDensitiesTest {
    private static final Path FILE = Path.of("src/main/resources/dev/loam/examples/worlds/wilds.json");
    private static final long SEED = 42;
    /** The box the woods are measured in: 2 km a side, as the README's {@code world stats} counts it. */
    private static final double HALF = 1000;

    private static WorldRules rules;
    private static HeightSource hills;
    private static WorldPlan plan;
    private static int forestIndex;

    @BeforeAll
    static void layOut() throws Exception {
        rules = WorldRules.fromJson(Files.readString(FILE));
        hills = HeightSource.rolling(SEED, -40, 120, 900);
        plan = WorldGen.builder(rules).seed(SEED).surface(hills).seaLevel(0).build().plan();
        forestIndex = rules.biomes().stream().map(b -> b.id()).toList().indexOf("forest");
    }

    /** Whether a recipe has a tag. */
    private static boolean tagged(String recipe, String tag) {
        for (Recipe r : rules.recipes()) {
            if (r.id().equals(recipe)) {
                return r.tags().contains(tag);
            }
        }
        throw new AssertionError("no recipe " + recipe);
    }

    /** A grown tree: a placement of a recipe tagged tree (saplings grow in the undergrowth, and are counted apart). */
    private static boolean tree(Placement p) {
        return tagged(p.recipe(), "tree");
    }

    /** A sapling: a young pine, a plant of its own. */
    private static boolean sapling(Placement p) {
        return p.plant().equals("youngpine");
    }

    /**
     * Over the 2 km box in hectares: where the forest is the strongest biome at every point of a 10 m
     * grid, the trees, saplings, undergrowth and deadwood a hectare on average (the woodland
     * density, edges and all); and where it holds alone (at least 95% of the biomes' weight at every
     * point, so no meadow or crag shares the candidates), every single hectare.
     */
    @Test
    void theForestHoldsAWoodlandsTreesWithSaplingsUndergrowthAndDeadwood() {
        List<Placement> all = plan.placementsIn(-HALF, -HALF, HALF, HALF);
        BiomeSampler biomes = plan.biomeSampler();
        int n = (int) (2 * HALF / 100);
        boolean[] deep = new boolean[n * n];
        boolean[] pure = new boolean[n * n];
        int hectares = 0, pureHectares = 0;
        for (int k = 0; k < n * n; k++) {
            double x0 = -HALF + 100 * (k % n), z0 = -HALF + 100 * (k / n);
            boolean strongest = true, alone = true;
            for (int s = 0; s < 100 && strongest; s++) {
                double x = x0 + 5 + 10 * (s % 10), z = z0 + 5 + 10 * (s / 10);
                strongest = biomes.strongest(x, z) == forestIndex;
                if (strongest && alone) {
                    double total = 0, forest = 0;
                    for (BiomeWeight w : plan.biomeWeights(x, z)) {
                        total += w.weight();
                        forest += w.biome().equals("forest") ? w.weight() : 0;
                    }
                    alone = forest >= 0.95 * total;
                }
            }
            deep[k] = strongest;
            pure[k] = strongest && alone;
            hectares += strongest ? 1 : 0;
            pureHectares += pure[k] ? 1 : 0;
        }
        int[] trees = new int[n * n], saplings = new int[n * n], under = new int[n * n], dead = new int[n * n];
        for (Placement p : all) {
            int k = (int) Math.floor((p.x() + HALF) / 100) + n * (int) Math.floor((p.z() + HALF) / 100);
            if (k < 0 || k >= n * n || !deep[k]) {
                continue;
            }
            if (tree(p)) {
                trees[k]++;
            } else if (sapling(p)) {
                saplings[k]++;
            } else if (p.recipe().equals("undergrowth")) {
                under[k]++;
            } else if (tagged(p.recipe(), "wood")) {
                dead[k]++;
            }
        }
        long sumTrees = 0, sumSaplings = 0, sumUnder = 0, sumDead = 0;
        int leastTrees = Integer.MAX_VALUE, leastPure = Integer.MAX_VALUE;
        for (int k = 0; k < n * n; k++) {
            if (deep[k]) {
                sumTrees += trees[k];
                sumSaplings += saplings[k];
                sumUnder += under[k];
                sumDead += dead[k];
                leastTrees = Math.min(leastTrees, trees[k]);
            }
            if (pure[k]) {
                leastPure = Math.min(leastPure, trees[k]);
            }
        }
        String got = String.format(Locale.ROOT, "%d ha where the forest is the strongest: %.1f trees, %.1f saplings, "
                + "%.1f undergrowth, %.1f deadwood a ha, the sparsest hectare %d trees; %d ha of forest alone, the "
                + "sparsest %d trees", hectares, (double) sumTrees / hectares, (double) sumSaplings / hectares,
                (double) sumUnder / hectares, (double) sumDead / hectares, leastTrees, pureHectares, leastPure);
        System.out.println(got);
        assertTrue(hectares >= 100 && pureHectares >= 50, got);
        assertTrue(sumTrees >= 150L * hectares, got);
        assertTrue(leastPure >= 130, got);
        assertTrue(sumSaplings >= 20L * hectares, got);
        assertTrue(sumUnder >= 40L * hectares, got);
        assertTrue(sumDead >= 5L * hectares, got);
    }

    @Test
    void everyHutStandsInAHamletWithAWoodpileAndAPath() {
        List<Placement> sites = plan.placementsIn(-3000, -3000, 3000, 3000, "sites");
        List<Placement> huts = sites.stream().filter(p -> p.member().equals("hut")).toList();
        assertTrue(huts.size() >= 30, huts.size() + " huts in 6 km by 6 km");
        for (Placement h : huts) {
            long near = huts.stream().filter(o -> o != h && Math.hypot(o.x() - h.x(), o.z() - h.z()) <= 60).count();
            assertTrue(near >= 2, h.id() + " has " + near + " other huts within 60 m");
            long piles = sites.stream().filter(o -> o.member().equals("woodpile")
                    && Math.hypot(o.x() - h.x(), o.z() - h.z()) <= 30).count();
            assertTrue(piles >= 1, h.id() + " has no woodpile within 30 m");
            // the path: stones round the hamlet's green, passing within a few metres of the hut's wall
            List<Placement> path = sites.stream().filter(o -> o.member().equals("path")
                    && Math.hypot(o.x() - h.x(), o.z() - h.z()) <= h.footprint() + 8).toList();
            assertTrue(path.size() >= 3, h.id() + " has " + path.size() + " path stones within 8 m of its base");
        }
    }

    @Test
    void reedsStandInTheShallowsOrAFewMetresFromTheWater() {
        List<Placement> reeds = plan.placementsIn(-3000, -3000, 3000, 3000, "detail").stream()
                .filter(p -> p.recipe().equals("reeds")).toList();
        assertTrue(reeds.size() >= 500, reeds.size() + " reeds in 6 km by 6 km");
        for (Placement r : reeds) {
            double ground = hills.height(r.x(), r.z());
            assertTrue(ground >= -1.25, r.id() + " stands in " + (-ground) + " m of water");
            double d = distanceToWater(r.x(), r.z(), 8);
            assertTrue(d <= 6, r.id() + " stands " + (d > 8 ? "more than 8" : d) + " m from the water");
        }
    }

    @Test
    void theShoreMeetsTheWaterAllRoundTheLakes() {
        BiomeSampler biomes = plan.biomeSampler();
        List<String> ids = rules.biomes().stream().map(b -> b.id()).toList();
        Set<Integer> shore = new HashSet<>(List.of(ids.indexOf("shore"), ids.indexOf("reedbed")));
        int edge = 0;
        List<String> missed = new ArrayList<>();
        double step = 4;
        for (double z = -3000; z < 3000; z += step) {
            for (double x = -3000; x < 3000; x += step) {
                if (hills.height(x, z) < 0 || !(hills.height(x + step, z) < 0 || hills.height(x - step, z) < 0
                        || hills.height(x, z + step) < 0 || hills.height(x, z - step) < 0)) {
                    continue;
                }
                edge++;
                if (!shore.contains(biomes.strongest(x, z))) {
                    missed.add(x + "," + z + " is " + (biomes.strongest(x, z) < 0 ? "no biome"
                            : ids.get(biomes.strongest(x, z))));
                }
            }
        }
        assertTrue(edge >= 1000, edge + " points on the water's edge");
        assertTrue(missed.isEmpty(), missed.size() + " of " + edge + " points on the water's edge are not shore: "
                + missed.subList(0, Math.min(5, missed.size())));
    }

    @Test
    void flowersGrowInDriftsNotSpreadEvenly() {
        List<Placement> cover = plan.placementsIn(-HALF, -HALF, HALF, HALF, "cover");
        int n = (int) (2 * HALF / 20);
        int[] flowers = new int[n * n];
        boolean[] grass = new boolean[n * n];
        for (Placement p : cover) {
            int k = (int) Math.floor((p.x() + HALF) / 20) + n * (int) Math.floor((p.z() + HALF) / 20);
            if (k < 0 || k >= n * n) {
                continue;
            }
            if (p.recipe().equals("drift")) {
                flowers[k]++;
            }
            if (p.biome().equals("meadow") || p.biome().equals("bloom")) {
                grass[k] = true;
            }
        }
        int cells = 0, bare = 0, thick = 0;
        for (int k = 0; k < n * n; k++) {
            if (grass[k]) {
                cells++;
                bare += flowers[k] == 0 ? 1 : 0;
                thick += flowers[k] >= 20 ? 1 : 0;
            }
        }
        String got = cells + " cells of 20 m of meadow: " + bare + " without a flower, " + thick + " with 20 or more";
        System.out.println(got);
        assertTrue(cells >= 500, got);
        assertTrue(bare >= cells / 2, got);
        assertTrue(thick >= cells / 20, got);
    }

    @Test
    void bouldersOfTheCragsStandOnSlopes() {
        List<Placement> rocks = plan.placementsIn(-3000, -3000, 3000, 3000, "groups").stream()
                .filter(p -> p.member().equals("boulder") && p.biome().equals("crag")).toList();
        assertTrue(rocks.size() >= 50, rocks.size() + " boulders on crags in 6 km by 6 km");
        for (Placement p : rocks) {
            double s = slope(p.x(), p.z());
            assertTrue(s >= 6, p.id() + " stands on a slope of " + s + " degrees");
        }
    }

    /** The ground's slope in degrees, by central differences 1 m either side. */
    private static double slope(double x, double z) {
        double gx = (hills.height(x + 1, z) - hills.height(x - 1, z)) / 2;
        double gz = (hills.height(x, z + 1) - hills.height(x, z - 1)) / 2;
        return Math.toDegrees(Math.atan(Math.hypot(gx, gz)));
    }

    /** The distance from a point to the nearest ground under the sea (0 in it), searched on a 0.25 m grid out to {@code reach}. */
    private static double distanceToWater(double x, double z, double reach) {
        if (hills.height(x, z) < 0) {
            return 0;
        }
        double best = Double.POSITIVE_INFINITY;
        for (double dz = -reach; dz <= reach; dz += 0.25) {
            for (double dx = -reach; dx <= reach; dx += 0.25) {
                double d = Math.hypot(dx, dz);
                if (d < best && hills.height(x + dx, z + dz) < 0) {
                    best = d;
                }
            }
        }
        return best;
    }
}
