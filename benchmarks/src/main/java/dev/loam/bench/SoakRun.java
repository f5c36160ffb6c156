package dev.loam.bench;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.core.AgentSettings;
import dev.loam.core.StableHash;
import dev.loam.nav.NavMesh;
import dev.loam.physics.BlockMapCollider;
import dev.loam.physics.TerrainCollider;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import dev.loam.worldgen.ProceduralChunks;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The soak run (issue 21): a world streamed around a camera moving at 20 m/s for 30 simulated
 * minutes at 60 frames a second, while a block map (the 96 × 96 benchmark map, meshes, collider
 * and navmesh kept; the meshes rebuilt within 2 ms a frame, the collider and navmesh at once)
 * takes an edit every half second (a cell raised a step and the one raised 16 edits before put back, so the map stays as rough all run) and a terrain (1281² hills, its collider
 * kept) a height edit every second; each keeps a change history of 4 minutes of its edits, full
 * before the heap rule starts. Each simulated minute the heap is measured after a full
 * collection (the bytes of the objects alive, by the class histogram); from minute 5 to the end it
 * must stay flat within 5 %. Once warm, no frame may take longer than the stream's budget plus
 * 10 ms: warm is from the first minute after the fifth in which the JIT's compilers spent at most
 * 50 ms (the simulation runs so fast that the compilers are still at work minutes in, where a
 * game's five real minutes would have let them finish), and from the eleventh in any case.
 *
 * <p>The simulation runs some sixty times faster than real time, so it allocates sixty times as
 * fast as a game would: with G1, the default collector, young pauses of 10 to 25 ms land in
 * frames; run it (and a game with a frame budget) with a low-pause collector, {@code
 * -XX:+UseZGC}.
 *
 * <p>Not a unit test and not a JMH benchmark: a program, run on a quiet machine with
 * {@code java -XX:+UseZGC -Xmx1g -cp benchmarks/target/benchmarks.jar dev.loam.bench.SoakRun [minutes]}. It prints
 * each minute's heap and worst frame, and exits 1 when either rule breaks.
 */
public final class SoakRun {
    private static final int FPS = 60;
    private static final double SPEED = 20;
    private static final long BUDGET_NANOS = 4_000_000;
    private static final long SLACK_NANOS = 10_000_000;
    /** Minutes of warm-up before the frame rule holds, as before the heap rule does. */
    private static final int WARM_UP_MINUTES = 5;
    /**
     * The frame rule holds once the JIT, too, is warm: from the first minute past
     * {@link #WARM_UP_MINUTES} in which the compilers spent at most this much (their threads' time).
     */
    private static final long QUIET_COMPILER_MILLIS = 50;
    /** The frame rule holds from this minute on however busy the compilers still are. */
    private static final int MAX_WARM_UP_MINUTES = 10;
    /** The block map's meshes rebuild within this much a frame ({@link BlockMapMeshes#update(long)}). */
    private static final long MESH_BUDGET_NANOS = 2_000_000;
    /** The block map's change history: 4 simulated minutes of its edits (one every half second). */
    private static final int MAP_HISTORY = 480;
    /** The terrain's change history: 4 simulated minutes of its edits (one a second). */
    private static final int TERRAIN_HISTORY = 240;
    /** How many cells of the block map stand raised at once. */
    private static final int RAISED = 16;

    private SoakRun() {
    }

    /**
     * The bytes of the objects alive after a full collection, as the JVM's class histogram counts
     * them (its diagnostic command collects first). The heap's use after {@code System.gc()} is
     * not that under ZGC: it leaves pages that are mostly alive where they are (up to a quarter of
     * a page free, by its fragmentation limit) and counts in 2 MiB pages, which made the same
     * content read 132 to 142 MiB from one minute to the next.
     */
    static long liveBytesAfterFullGc() {
        try {
            String histogram = (String) ManagementFactory.getPlatformMBeanServer().invoke(
                    new javax.management.ObjectName("com.sun.management:type=DiagnosticCommand"), "gcClassHistogram",
                    new Object[] {new String[0]}, new String[] {String[].class.getName()});
            String[] lines = histogram.strip().split("\\R");
            String[] total = lines[lines.length - 1].trim().split("\\s+");
            if (!total[0].equals("Total")) {
                throw new IllegalStateException("the class histogram ends without its total: " + lines[lines.length - 1]);
            }
            return Long.parseLong(total[2]);
        } catch (javax.management.JMException e) {
            throw new IllegalStateException("the class histogram is not available here", e);
        }
    }

    /**
     * Runs the soak.
     *
     * @param args the simulated minutes, 30 unless given
     */
    public static void main(String[] args) {
        int minutes = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        // The placements resident, to tell the heap's following what the camera passes (dense wood
        // or open meadow) from a leak.
        long[] resident = {0};
        ProceduralChunks stream = ProceduralChunks.builder(WorldBenchRules.world(WorldBenchRules.rules(), 42), c -> {
            int n = c.placements().size();
            resident[0] += n;
            return () -> resident[0] -= n;
        }).build();
        // Each view reads the changes every frame, so a short history serves them; the defaults
        // (4,096 changes each) would fill only after 34 and 68 minutes at this run's edit rates, a
        // bounded buffer still growing through the rule's window. These fill in the warm-up.
        BlockMap map = BenchMaps.terraced96(MAP_HISTORY);
        int[] base = new int[map.width() * map.depth()];
        for (int r = 0; r < map.depth(); r++) {
            for (int c = 0; c < map.width(); c++) {
                base[r * map.width() + c] = map.heightSteps(c, r);
            }
        }
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        BlockMapCollider collider = new BlockMapCollider(map);
        NavMesh nav = NavMesh.bake(map, AgentSettings.DEFAULT);
        Terrain terrain = TerrainBenchTerrains.hills(1281, false).toBuilder().historyCapacity(TERRAIN_HISTORY).build();
        TerrainCollider ground = new TerrainCollider(terrain, true);
        Authority authority = Authority.create("soak");
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        List<Long> heap = new ArrayList<>();
        long worstAfterWarmUp = 0;
        java.lang.management.CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
        long compiledBefore = compiler.getTotalCompilationTime();
        boolean warmedUp = false;
        int warmUpMinutes = 0;
        double x = 0, z = 0, step = SPEED / FPS;
        float[] patch = new float[9 * 9];
        long frames = (long) minutes * 60 * FPS;
        long worstThisMinute = 0;
        int[] raised = new int[RAISED];
        java.util.Arrays.fill(raised, -1);
        long edits = 0;
        long[] worstPart = new long[5];
        for (long f = 0; f < frames; f++) {
            long t0 = System.nanoTime();
            x += step * 0.94;
            z += step * 0.34;
            stream.setSource("camera", x, z);
            stream.update(BUDGET_NANOS);
            long t1 = System.nanoTime();
            worstPart[0] = Math.max(worstPart[0], t1 - t0);
            if (f % (FPS / 2) == 0) {
                long h = StableHash.hash(7, f);
                int c = StableHash.bounded(h, map.width()), r = StableHash.bounded(StableHash.hash(h, 1), map.depth());
                // Each edit raises a cell a step and puts back the one raised RAISED edits before,
                // so the map is as rough all run. Random steps up and down would be a random walk
                // that roughens it without bound, and even "raise it if low, else put it back" roughens
                // it all the half hour (3,600 edits on 9,216 cells): its meshes, the content and
                // not a leak, would grow through the heap rule's window.
                int slot = (int) (edits++ % RAISED);
                if (raised[slot] >= 0) {
                    int back = raised[slot];
                    map.setCell(authority, BlockCellEdit.height(back % map.width(), back / map.width(), base[back]));
                }
                int cell = r * map.width() + c;
                if (map.heightSteps(c, r) == base[cell]) {
                    map.setCell(authority, BlockCellEdit.height(c, r, base[cell] + 1));
                    raised[slot] = cell;
                } else {
                    raised[slot] = -1; // raised already, by an edit still in the ring
                }
            }
            {
                // As a game loop does: the meshes catch up within their budget every frame, the
                // collider and the navigation follow an edit at once.
                long a = System.nanoTime();
                meshes.update(MESH_BUDGET_NANOS);
                long b = System.nanoTime();
                collider.update();
                long c2 = System.nanoTime();
                nav.update();
                long d = System.nanoTime();
                worstPart[1] = Math.max(worstPart[1], b - a);
                worstPart[2] = Math.max(worstPart[2], c2 - b);
                worstPart[3] = Math.max(worstPart[3], d - c2);
            }
            if (f % FPS == 0) {
                long h = StableHash.hash(11, f);
                int i = StableHash.bounded(h, terrain.resolutionX() - 9), j = StableHash.bounded(StableHash.hash(h, 1),
                        terrain.resolutionZ() - 9);
                float lift = (StableHash.bounded(StableHash.hash(h, 2), 2) == 0 ? 0.5f : -0.5f);
                for (int b = 0; b < 9; b++) {
                    for (int a = 0; a < 9; a++) {
                        patch[b * 9 + a] = terrain.height(i + a, j + b) + lift;
                    }
                }
                long a = System.nanoTime();
                terrain.setHeights(new TerrainRect(i, j, 9, 9), patch);
                ground.update();
                worstPart[4] = Math.max(worstPart[4], System.nanoTime() - a);
            }
            long took = System.nanoTime() - t0;
            worstThisMinute = Math.max(worstThisMinute, took);
            if (warmedUp) {
                worstAfterWarmUp = Math.max(worstAfterWarmUp, took);
            }
            if ((f + 1) % (60L * FPS) == 0) {
                long used = liveBytesAfterFullGc();
                long inUse = memory.getHeapMemoryUsage().getUsed();
                heap.add(used);
                long compiledNow = compiler.getTotalCompilationTime();
                long compiledThisMinute = compiledNow - compiledBefore;
                compiledBefore = compiledNow;
                if (!warmedUp && heap.size() >= WARM_UP_MINUTES
                        && (compiledThisMinute <= QUIET_COMPILER_MILLIS || heap.size() >= MAX_WARM_UP_MINUTES)) {
                    warmedUp = true;
                    warmUpMinutes = heap.size();
                }
                System.out.printf(Locale.ROOT, "minute %2d: heap after GC %6.1f MiB live (%.0f MiB in use), worst frame %5.2f ms (stream %.2f, "
                        + "map meshes %.2f, collider %.2f, navmesh %.2f, terrain edit %.2f), resident chunks %d, placements %d, "
                        + "JIT %d ms%n",
                        heap.size(), used / 1048576.0, inUse / 1048576.0, worstThisMinute / 1e6, worstPart[0] / 1e6, worstPart[1] / 1e6,
                        worstPart[2] / 1e6, worstPart[3] / 1e6, worstPart[4] / 1e6, stream.stats().resident(), resident[0], compiledThisMinute);
                worstThisMinute = 0;
                java.util.Arrays.fill(worstPart, 0);
            }
        }
        stream.close();
        boolean ok = true;
        if (heap.size() > 5) {
            long lo = Long.MAX_VALUE, hi = 0;
            for (int m = 4; m < heap.size(); m++) {
                lo = Math.min(lo, heap.get(m));
                hi = Math.max(hi, heap.get(m));
            }
            double spread = (hi - lo) / (double) lo;
            System.out.printf(Locale.ROOT, "heap from minute 5 to %d: %.1f to %.1f MiB, spread %.1f %% (limit 5 %%)%n",
                    heap.size(), lo / 1048576.0, hi / 1048576.0, spread * 100);
            ok &= spread <= 0.05;
        }
        System.out.printf(Locale.ROOT, "worst frame from minute %d: %.2f ms (limit %.1f ms); collectors: %s%n", warmUpMinutes + 1,
                worstAfterWarmUp / 1e6, (BUDGET_NANOS + SLACK_NANOS) / 1e6, ManagementFactory.getGarbageCollectorMXBeans()
                        .stream().map(java.lang.management.GarbageCollectorMXBean::getName).toList());
        ok &= worstAfterWarmUp <= BUDGET_NANOS + SLACK_NANOS;
        System.out.println(ok ? "soak: passed" : "soak: FAILED");
        System.exit(ok ? 0 : 1);
    }
}
