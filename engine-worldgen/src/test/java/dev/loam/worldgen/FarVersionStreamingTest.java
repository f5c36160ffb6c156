package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class FarVersionStreamingTest {
    private static final double SX = 40;
    private static final double SZ = -30;

    /** Whether a placement's member has a far version: its plant's {@code far}, or its own. */
    static boolean hasFar(WorldRules rules, Placement p) {
        Plant plant = p.plant().isEmpty() ? null : rules.plants().get(p.plant());
        if (plant != null && !plant.far().isEmpty()) {
            return true;
        }
        Recipe recipe = rules.recipe(p.recipe()).orElseThrow();
        if (recipe.anchor().id().equals(p.member())) {
            return recipe.anchor().far().isPresent();
        }
        return recipe.members().stream().anyMatch(m -> m.id().equals(p.member()) && m.far().isPresent());
    }

    /** {@link WorldPlan#farPlacementsIn} over a far cell's square, of only the members with a far version. */
    static List<Placement> farOf(WorldGen w, Chunk c) {
        String layer = c.layer().substring(ProceduralChunks.FAR_PREFIX.length());
        return w.plan().farPlacementsIn(layer, c.x0(), c.z0(), c.x0() + c.size(), c.z0() + c.size()).stream()
                .filter(p -> hasFar(w.rules().get(), p)).toList();
    }

    private static double distance(Chunk c, double x, double z) {
        double dx = Math.max(0, Math.max(c.x0() - x, x - (c.x0() + c.size())));
        double dz = Math.max(0, Math.max(c.z0() - z, z - (c.z0() + c.size())));
        return Math.hypot(dx, dz);
    }

    private static Set<String> farLayers(StreamRecorder r) {
        return r.published.stream().map(Chunk::layer).filter(l -> l.startsWith("far:"))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void farCellsArePublishedOutToTheFarthestFarDistanceAndNoneBeyondTheUnloadRadius() {
        WorldGen w = Wilds.world(42);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).farVersions(true).build()) {
            // groups: pine and oak show far from 1200 (and the grove's own far from the layer's lod
            // distance, 1200), so cells of two 512 chunks; out to pine's farDistance, 4000.
            // cover: tuft shows far from 120, so cells of one 64 chunk; out to its farDistance, 400.
            assertEquals(OptionalDouble.of(1024), s.farCellSize("groups"));
            assertEquals(OptionalDouble.of(64), s.farCellSize("cover"));
            assertEquals(OptionalDouble.empty(), s.farCellSize("detail"), "no member of detail has a far version");
            assertEquals(OptionalDouble.empty(), s.farCellSize("sites"));
            s.setSource("camera", SX, SZ);
            StreamRecorder.settle(s);
            assertEquals(Set.of("far:cover", "far:groups"), farLayers(r));
            double[][] lanes = {{1024, 4000}, {64, 400}};
            String[] ids = {"far:groups", "far:cover"};
            for (int k = 0; k < ids.length; k++) {
                double size = lanes[k][0];
                double reach = lanes[k][1];
                int wanted = 0;
                for (int cz = (int) Math.floor((SZ - reach) / size); cz <= Math.floor((SZ + reach) / size); cz++) {
                    for (int cx = (int) Math.floor((SX - reach) / size); cx <= Math.floor((SX + reach) / size); cx++) {
                        double dx = Math.max(0, Math.max(cx * size - SX, SX - (cx + 1) * size));
                        double dz = Math.max(0, Math.max(cz * size - SZ, SZ - (cz + 1) * size));
                        if (Math.hypot(dx, dz) <= reach) {
                            Chunk c = r.live.get(ids[k] + ":" + cx + "," + cz);
                            assertNotNull(c, ids[k] + " " + cx + "," + cz);
                            assertEquals(size, c.size());
                            wanted++;
                        }
                    }
                }
                assertTrue(wanted > 0);
            }
            assertNotNull(r.live.get("far:groups:3,0"), "3500 units out: past every layer's draw distance");
            assertNull(r.live.get("groups:7,0"));

            // Travel: the far cells left behind go beyond their unload radius (reach + one cell).
            s.setSource("camera", SX + 6000, SZ);
            StreamRecorder.settle(s);
            for (Chunk c : r.live.values()) {
                for (int k = 0; k < ids.length; k++) {
                    if (c.layer().equals(ids[k])) {
                        assertTrue(distance(c, SX + 6000, SZ) <= lanes[k][1] + lanes[k][0],
                                StreamRecorder.key(c) + " resident beyond the unload radius");
                    }
                }
            }
            assertNull(r.live.get("far:groups:-1,-1"), "released: over 6000 units behind");
        }
        assertTrue(r.live.isEmpty(), "closing releases the far cells too");
    }

    @Test
    void eachFarCellEqualsFarPlacementsInOverItsSquareOfTheMembersWithAFarVersion() {
        WorldGen w = Wilds.world(42);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).farVersions(true).build()) {
            s.setSource("camera", SX, SZ);
            StreamRecorder.settle(s);
            int far = 0;
            Set<String> members = new HashSet<>();
            boolean thinned = false;
            for (Chunk c : r.live.values()) {
                if (!c.layer().startsWith("far:")) {
                    continue;
                }
                assertTrue(c.complete());
                List<Placement> want = farOf(w, c);
                assertEquals(StreamRecorder.text(want), StreamRecorder.text(c.placements()), StreamRecorder.key(c));
                assertEquals(c.placements(), s.published(c.layer(), c.cx(), c.cz()));
                int split = c.objects().size();
                for (DecorGroup g : c.decor()) {
                    split += g.placements().size();
                }
                assertEquals(c.placements().size(), split, "split into objects and decor");
                for (PlacedObject o : c.objects()) {
                    assertTrue(o.placement().isInteractive());
                    assertEquals(java.util.Optional.empty(), s.objectOf(o.id()).filter(x -> x == o),
                            "a far picture is not the placement's entity");
                }
                for (Placement p : c.placements()) {
                    members.add(c.layer() + " " + p.recipe() + "/" + p.member());
                    assertTrue(hasFar(w.rules().get(), p));
                    thinned |= p.plant().equals("tuft") && p.scale() > 1.5;
                }
                far++;
            }
            assertTrue(far > 100, far + " far cells");
            assertTrue(members.containsAll(Set.of("far:groups grove/elder", "far:groups grove/pine",
                    "far:cover tufts/tuft")), members.toString());
            assertTrue(members.stream().noneMatch(m -> m.contains("woodpile") || m.contains("boulder")),
                    "members without a far version are left out: " + members);
            assertTrue(thinned, "tufts kept a quarter of their far versions, scaled up by 2");
        }
    }

    @Test
    void farCellsMadeOnAnExecutorEqualThoseMadeInline() throws InterruptedException {
        WorldGen w = Wilds.world(7);
        StreamRecorder inline = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, inline).farVersions(true).build()) {
            s.setSource("camera", SX, SZ);
            StreamRecorder.settle(s);
        }
        ExecutorService pool = Executors.newFixedThreadPool(3);
        StreamRecorder threaded = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(Wilds.world(7), threaded).farVersions(true)
                .executor(pool, 4).build()) {
            s.setSource("camera", SX, SZ);
            for (int k = 0; k < 100_000 && (k < 2 || s.stats().queued() > 0); k++) {
                s.update(1_000_000_000L);
                Thread.sleep(0, 200_000);
            }
            assertEquals(0, s.stats().queued());
            int compared = 0;
            for (Chunk c : threaded.live.values()) {
                if (c.layer().startsWith("far:")) {
                    Chunk same = inline.published.stream().filter(x -> StreamRecorder.key(x).equals(StreamRecorder.key(c)))
                            .reduce((a, b) -> b).orElseThrow();
                    assertEquals(StreamRecorder.text(same.placements()), StreamRecorder.text(c.placements()));
                    compared++;
                }
            }
            assertTrue(compared > 100);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Streams around the source until settled and picks a far cell of groups holding a few trees
     * wholly beyond the groups' draw distance (2400), where no near chunk holds them.
     */
    private static Chunk settledFarCellBeyondTheNearChunks(ProceduralChunks s, StreamRecorder r) {
        s.setSource("camera", SX, SZ);
        StreamRecorder.settle(s);
        return r.live.values().stream().filter(x -> x.layer().equals("far:groups") && x.placements().size() > 3)
                .filter(x -> distance(x, SX, SZ) > 2400)
                .min(java.util.Comparator.comparing(StreamRecorder::key)).orElseThrow();
    }

    @Test
    void aDiffRemovingAPlacementRemakesTheFarCellHoldingIt() {
        WorldGen w = Wilds.world(42);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).farVersions(true).build()) {
            Chunk c = settledFarCellBeyondTheNearChunks(s, r);
            String felled = c.placements().get(1).id();
            int mark = r.log.size();
            w.diffs().remove(felled);
            s.update(1_000_000_000L);
            Chunk now = r.live.get(StreamRecorder.key(c));
            assertTrue(now.revision() > c.revision(), "remade");
            assertEquals(c.placements().size() - 1, now.placements().size());
            assertTrue(now.placements().stream().noneMatch(p -> p.id().equals(felled)));
            assertEquals(StreamRecorder.text(farOf(w, now)), StreamRecorder.text(now.placements()));
            assertEquals(List.of("+" + StreamRecorder.key(c) + " " + now.revision(),
                    "-" + StreamRecorder.key(c) + " " + c.revision()), r.log.subList(mark, r.log.size()),
                    "only the far cell holding it (beyond the near chunks' draw distance) is remade");

            w.diffs().load("{}");
            s.update(1_000_000_000L);
            assertEquals(c.placements(), r.live.get(StreamRecorder.key(c)).placements(), "restored");
        }
    }

    @Test
    void aNewZoneRemakesTheFarCellsItReaches() {
        WorldGen w = Wilds.world(42);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).farVersions(true).build()) {
            Chunk c = settledFarCellBeyondTheNearChunks(s, r);
            Placement p = c.placements().get(0);
            w.zones().set(Zone.reserve("camp", new ZoneShape.Circle(p.x(), p.z(), 60)));
            StreamRecorder.settle(s);
            Chunk now = r.live.get(StreamRecorder.key(c));
            assertTrue(now.revision() > c.revision(), "remade");
            assertTrue(now.placements().stream().noneMatch(x -> Math.hypot(x.x() - p.x(), x.z() - p.z()) <= 60));
            for (Chunk f : r.live.values()) {
                if (f.layer().startsWith("far:")) {
                    assertEquals(StreamRecorder.text(farOf(w, f)), StreamRecorder.text(f.placements()),
                            StreamRecorder.key(f));
                }
            }
        }
    }

    @Test
    void withFarVersionsOffTheDefaultNoFarChunkIsEverPublished() {
        WorldGen w = Wilds.world(42);
        StreamRecorder r = new StreamRecorder();
        try (ProceduralChunks s = ProceduralChunks.builder(w, r).build()) {
            assertEquals(OptionalDouble.empty(), s.farCellSize("groups"));
            s.setSource("camera", SX, SZ);
            StreamRecorder.settle(s);
            String id = r.live.values().stream().filter(c -> c.layer().equals("groups"))
                    .flatMap(c -> c.placements().stream()).findFirst().orElseThrow().id();
            w.diffs().remove(id);
            s.setSource("camera", SX + 700, SZ);
            StreamRecorder.settle(s);
            assertFalse(r.published.isEmpty());
            assertEquals(Set.of(), farLayers(r));
            assertNull(s.published("far:groups", 0, 0));
            assertEquals(r.live.size(), StreamRecorder.assertLiveEqualsPlan(r, w.plan()));
        }
    }
}
