package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class LayoutTest {
    static final double CHUNK = 128;
    static final int N = 6;
    static final double X0 = -384;
    static final double Z0 = -256;

    /** The placements of the area as text, sorted by id: what must come out byte-identical. */
    static String text(List<Placement> placements) {
        return placements.stream().map(Wilds::line).sorted().collect(Collectors.joining("\n"));
    }

    static List<double[]> chunks() {
        List<double[]> out = new ArrayList<>();
        for (int a = 0; a < N; a++) {
            for (int b = 0; b < N; b++) {
                out.add(new double[] {X0 + a * CHUNK, Z0 + b * CHUNK});
            }
        }
        return out;
    }

    @Test
    void theSameAreaPlannedInShuffledChunkOrdersIsByteIdentical() {
        String whole = text(Wilds.world(42).plan().placementsIn(X0, Z0, X0 + N * CHUNK, Z0 + N * CHUNK));
        assertTrue(whole.lines().count() > 500, "the area holds a real layout: " + whole.lines().count());
        for (long shuffle = 1; shuffle <= 3; shuffle++) {
            List<double[]> order = chunks();
            Collections.shuffle(order, new Random(shuffle));
            WorldPlan fresh = Wilds.world(42).plan();
            List<Placement> all = new ArrayList<>();
            for (double[] c : order) {
                all.addAll(fresh.placementsIn(c[0], c[1], c[0] + CHUNK, c[1] + CHUNK));
            }
            assertEquals(whole, text(all), "shuffle " + shuffle);
        }
    }

    @Test
    void theSameAreaPlannedOnSeveralThreadsIsByteIdentical() throws Exception {
        String whole = text(Wilds.world(42).plan().placementsIn(X0, Z0, X0 + N * CHUNK, Z0 + N * CHUNK));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            WorldPlan fresh = Wilds.world(42).plan();
            List<double[]> order = chunks();
            Collections.shuffle(order, new Random(9));
            List<CompletableFuture<List<Placement>>> futures = new ArrayList<>();
            for (double[] c : order) {
                futures.add(fresh.placementsInAsync(c[0], c[1], c[0] + CHUNK, c[1] + CHUNK, pool));
            }
            List<Placement> all = new ArrayList<>();
            for (CompletableFuture<List<Placement>> f : futures) {
                all.addAll(f.get());
            }
            assertEquals(whole, text(all));
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void tilingABoxGivesTheBoxsPlacementsInTheSameOrder() {
        WorldPlan plan = Wilds.world(5).plan();
        List<Placement> whole = plan.placementsIn(0, 0, 256, 128, "detail");
        List<Placement> tiled = new ArrayList<>(plan.placementsIn(0, 0, 128, 128, "detail"));
        tiled.addAll(plan.placementsIn(128, 0, 256, 128, "detail"));
        assertEquals(new HashSet<>(whole), new HashSet<>(tiled));
        assertEquals(whole.size(), tiled.size());
    }

    @Test
    void idsHaveTheSpecsFormAndAreUnique() {
        List<Placement> ps = Wilds.world(42).plan().placementsIn(-512, -512, 512, 512);
        Pattern form = Pattern.compile("[a-z]+@\\d+:-?\\d+,-?\\d+/[A-Za-z]+@\\d+/[A-Za-z]+(@\\d+)?\\.\\d+");
        Set<String> ids = new HashSet<>();
        for (Placement p : ps) {
            assertTrue(form.matcher(p.id()).matches(), p.id());
            assertTrue(ids.add(p.id()), "duplicate " + p.id());
            assertEquals(p.id(), PlacementId.parse(p.id()).format());
        }
        assertTrue(ps.stream().anyMatch(p -> p.id().matches("groups@1:-?\\d+,-?\\d+/grove@1/pine\\.\\d+")));
    }

    @Test
    void idsStayTheSameWhenALayerOrRecipeIsAddedLater() {
        String json = Wilds.json();
        String more = json.replace("{ \"id\": \"cover\"", "{ \"id\": \"glow\", \"spacing\": 50, \"occupies\": false },\n"
                + "    { \"id\": \"cover\"").replace("\"recipes\": [\n    { \"id\": \"hut\"",
                "\"recipes\": [\n    { \"id\": \"mushroom\", \"anchor\": { \"id\": \"cap\", \"mesh\": \"m\" } },\n"
                        + "    { \"id\": \"hut\"");
        assertNotEquals(json, more);
        WorldRules extended = WorldRules.fromJson(more);
        assertEquals(5, extended.layers().size());
        List<Placement> before = Wilds.world(42).plan().placementsIn(-256, -256, 256, 256);
        List<Placement> after = WorldGen.builder(extended).seed(42).surface(Wilds.HILLS).seaLevel(0).build().plan()
                .placementsIn(-256, -256, 256, 256);
        assertEquals(text(before), text(after));
    }

    @Test
    void groupsOfOneLayerNeverOverlapAndLaterLayersKeepOffEarlierFootprints() {
        List<Placement> ps = Wilds.world(42).plan().placementsIn(-300, -300, 300, 300);
        List<String> order = List.of("sites", "groups", "detail", "cover");
        Set<String> occupying = Set.of("sites", "groups", "detail");
        double bucket = 16;
        Map<Long, List<Placement>> grid = new HashMap<>();
        for (Placement p : ps) {
            grid.computeIfAbsent(key((int) Math.floor(p.x() / bucket), (int) Math.floor(p.z() / bucket)),
                    k -> new ArrayList<>()).add(p);
        }
        int checked = 0;
        for (Placement p : ps) {
            int bx = (int) Math.floor(p.x() / bucket);
            int bz = (int) Math.floor(p.z() / bucket);
            for (int dz = -1; dz <= 1; dz++) {
                for (int dx = -1; dx <= 1; dx++) {
                    for (Placement q : grid.getOrDefault(key(bx + dx, bz + dz), List.of())) {
                        boolean sameGroup = group(p).equals(group(q));
                        boolean sameLayer = p.layer().equals(q.layer());
                        boolean earlier = order.indexOf(q.layer()) < order.indexOf(p.layer())
                                && occupying.contains(q.layer());
                        if (p == q || sameLayer && sameGroup || !sameLayer && !earlier) {
                            continue;
                        }
                        double ex = p.x() - q.x();
                        double ez = p.z() - q.z();
                        double r = p.footprint() + q.footprint();
                        assertTrue(ex * ex + ez * ez >= r * r, p.id() + " overlaps " + q.id());
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 1000, "pairs checked: " + checked);
        Set<String> layers = ps.stream().map(Placement::layer).collect(Collectors.toSet());
        assertTrue(layers.containsAll(List.of("groups", "detail", "cover")), layers.toString());
    }

    static long key(int a, int b) {
        return ((long) a << 32) ^ (b & 0xFFFFFFFFL);
    }

    static String group(Placement p) {
        return p.id().substring(0, p.id().lastIndexOf('/'));
    }

    @Test
    void aDifferentSeedIsADifferentWorldAndTheSameSeedTheSameWorld() {
        String a = text(Wilds.world(1).plan().placementsIn(0, 0, 300, 300));
        String b = text(Wilds.world(2).plan().placementsIn(0, 0, 300, 300));
        assertNotEquals(a, b);
        assertEquals(a, text(Wilds.world(1).plan().placementsIn(0, 0, 300, 300)));
    }

    @Test
    void everyPlacementsBiomeListsItsRecipeInItsLayer() {
        WorldRules rules = Wilds.rules();
        for (Placement p : Wilds.world(42).plan().placementsIn(-300, -300, 300, 300)) {
            Biome b = rules.biomes().stream().filter(x -> x.id().equals(p.biome())).findFirst().orElseThrow();
            assertEquals(p.recipe(), b.recipeIn(p.layer()).orElseThrow().recipe(), p.id());
        }
    }

    @Test
    void membersThatCannotStandAreLeftOutAndTheGroupStillStands() {
        WorldPlan plan = Wilds.world(42).plan();
        LayerStats s = plan.stats("groups", -1500, -1500, 1500, 1500);
        int leftOut = s.leftOut().values().stream().mapToInt(Integer::intValue).sum();
        assertTrue(leftOut > 0, s.toString());
        assertTrue(s.leftOut().get(Reason.CHANCE) > 0, s.toString());
        Map<String, Integer> perGroup = new HashMap<>();
        for (Placement p : plan.placementsIn(-1500, -1500, 1500, 1500, "groups")) {
            perGroup.merge(p.id().substring(0, p.id().lastIndexOf('/')), 1, Integer::sum);
        }
        assertEquals(s.stood(), perGroup.size());
        assertEquals(s.placements(), perGroup.values().stream().mapToInt(Integer::intValue).sum());
    }

    @Test
    void farSpacingPlansOnlyEveryNthCellAndTheSamePlacementsAsNearScaledUpByFarKeep() {
        WorldPlan plan = Wilds.world(42).plan();
        List<Placement> near = plan.placementsIn(0, 0, 120, 120, "cover");
        List<Placement> far = plan.farPlacementsIn("cover", 0, 0, 120, 120);
        assertFalse(far.isEmpty());
        assertTrue(far.size() * 2 < near.size(), far.size() + " far of " + near.size());
        Map<String, Placement> byId = near.stream().collect(Collectors.toMap(Placement::id, p -> p));
        int tufts = 0;
        for (Placement p : far) {
            PlacementId id = PlacementId.parse(p.id());
            assertEquals(0, Math.floorMod(id.i(), 2));
            assertEquals(0, Math.floorMod(id.j(), 2));
            Placement n = byId.get(p.id());
            // The tufts keep a quarter far off; a spacing of 2 keeps a quarter already, so every one
            // planned stands, twice as large to cover as much ground.
            double keep = p.plant().isEmpty() ? 1 : plan.rules().plants().get(p.plant()).farKeep();
            tufts += keep < 1 ? 1 : 0;
            assertEquals(n.with(PlacementChange.NONE.withScale(n.scale() / Math.sqrt(keep))), p);
        }
        assertTrue(tufts > 0);
    }

    @Test
    void aFarVersionKeepsItsFarKeepShareOfThePlantsByTheirIds() {
        String json = Wilds.json().replace("\"farSpacing\": 2", "\"farSpacing\": 1");
        WorldPlan plan = WorldGen.builder(WorldRules.fromJson(json)).seed(42).surface(Wilds.HILLS).seaLevel(0).build()
                .plan();
        List<Placement> near = plan.placementsIn(-300, -300, 300, 300, "cover").stream()
                .filter(p -> !p.plant().isEmpty() && plan.rules().plants().get(p.plant()).farKeep() < 1).toList();
        List<Placement> far = plan.farPlacementsIn("cover", -300, -300, 300, 300).stream()
                .filter(p -> !p.plant().isEmpty() && plan.rules().plants().get(p.plant()).farKeep() < 1).toList();
        double keep = plan.rules().plants().get(far.get(0).plant()).farKeep();
        double share = (double) far.size() / near.size();
        assertTrue(Math.abs(share - keep) < 0.05, "kept " + share + " of the plants, not " + keep);
        assertEquals(far, plan.farPlacementsIn("cover", -300, -300, 300, 300).stream()
                .filter(p -> !p.plant().isEmpty() && plan.rules().plants().get(p.plant()).farKeep() < 1).toList(),
                "the same ones every time");
    }

    @Test
    void plantsCarryTintsPickedBySlowNoise() {
        List<Placement> pines = Wilds.world(42).plan().placementsIn(-1500, -1500, 1500, 1500, "groups").stream()
                .filter(p -> p.plant().equals("pine")).toList();
        Set<Integer> tints = pines.stream().map(Placement::tint).collect(Collectors.toSet());
        assertEquals(Set.of(0, 1, 2), tints);
        int same = 0;
        for (Placement p : pines) {
            if (p.member().equals("pine")) {
                Placement elder = pines.stream().filter(q -> q.id().equals(p.id().substring(0, p.id().lastIndexOf('/'))
                        + "/elder.0")).findFirst().orElse(null);
                if (elder != null && elder.tint() == p.tint()) {
                    same++;
                }
            }
        }
        long members = pines.stream().filter(p -> p.member().equals("pine")).count();
        assertTrue(same > members * 0.8, "a grove mostly shares one tint: " + same + " of " + members);
    }

    @Test
    void groundedBuildingsRecordTheirBaseAndReliefRefusalsAreCounted() {
        WorldPlan plan = Wilds.world(42).plan();
        List<Placement> huts = plan.placementsIn(-6000, -6000, 6000, 6000, "sites").stream()
                .filter(p -> p.member().equals("hut")).toList();
        assertFalse(huts.isEmpty());
        for (Placement h : huts) {
            GroundingResult g = h.grounding().orElseThrow();
            assertTrue(g.maxHeight() - g.minHeight() <= 1.5);
            assertEquals(g.maxHeight(), h.y(), 1e-9, "mode highest stands at the highest sample");
            assertEquals(h.y() - g.minHeight(), g.supportDepth(), 1e-9);
            assertEquals(0, g.embedDepth(), 1e-9);
            assertTrue(h.footprint() >= 5.0, "the avoidance covers the base's half-diagonal");
        }
        // Ridges 20..36 high with a 0.4 gradient: a base 8 x 6 wide spans more than maxRelief 1.5.
        HeightSource ridges = (x, z) -> 20 + 0.4 * Math.abs(Math.floorMod((long) Math.floor(x), 80L) - 40);
        WorldPlan steep = WorldGen.builder(Wilds.rules()).seed(42).surface(ridges).build().plan();
        LayerStats s = steep.stats("sites", -6000, -6000, 6000, 6000);
        assertTrue(s.refused().get(Reason.RELIEF) > 20, s.toString());
        assertTrue(s.stood() < s.refused().get(Reason.RELIEF), s.toString());
    }
}
