package dev.loam.examples;

import dev.loam.core.AgentSettings;
import dev.loam.physics.CharacterController;
import dev.loam.physics.CollisionHit;
import dev.loam.physics.Liquid;
import dev.loam.physics.LiquidVolumes;
import dev.loam.physics.SpawnResult;
import dev.loam.render.gl.GpuSheets;
import dev.loam.render.mesh.SheetKind;
import dev.loam.render.mesh.SheetMeshes;
import dev.loam.render.mesh.SheetRect;
import dev.loam.scene.WorldScene;
import dev.loam.scene.WorldTerrain;
import dev.loam.terrain.Terrain;
import dev.loam.worldgen.Biome;
import dev.loam.worldgen.BiomeRecipe;
import dev.loam.worldgen.HeightSource;
import dev.loam.worldgen.Member;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.Recipe;
import dev.loam.worldgen.RoadSpec;
import dev.loam.worldgen.Roads;
import dev.loam.worldgen.Zone;
import dev.loam.worldgen.Zones;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldPlan;
import dev.loam.worldgen.WorldRules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The wilds as a game holds them: the example rules laid over rolling hills with the sea at 0,
 * the hills sampled into a terrain, the world laid over it and streamed by one {@link WorldScene}
 * whose trees, rocks and huts collide; the sea drawn as water sheets where the ground dips under
 * it and felt as water by a walker; the player's felled trees kept in a diff file, read back when
 * the world is stood again. Used by {@link WildsExample} (headless and in a window) and its tests.
 * Close it on the GL thread when drawn.
 */
final class WildsWorld implements AutoCloseable {
    /** The seed of the world. */
    static final long SEED = 42;
    /** How far the axe reaches from the walker's chest, metres. */
    static final double AXE_REACH = 4;
    /** The sea's tiles, metres a side: each tile the ground dips under the sea in holds a water sheet. */
    private static final double SEA_TILE = 128;

    final WorldRules rules;
    /** The world over its own hills (its plan is the lookups'), sharing its diffs with {@link #world}. */
    final WorldGen hills;
    final Terrain terrain;
    /** The world over the terrain, streamed by the scene. */
    final WorldGen world;
    final WorldScene scene;
    /** The sea's water, drawn; null when not drawn. */
    private final GpuSheets sea;
    private final LiquidVolumes liquids;
    private final Path diffFile;
    private final CollisionHit hit = new CollisionHit();

    /**
     * Stands the world.
     *
     * @param rules    the world's rules
     * @param cx       the terrain's middle, x
     * @param cz       the terrain's middle, z
     * @param reach    half the terrain's side, metres
     * @param diffFile where the felled trees are saved; read first when {@code load} and it exists
     * @param load     whether to lay the saved diffs over the world
     * @param drawn    whether to draw (needs a current GL context)
     */
    WildsWorld(WorldRules rules, double cx, double cz, double reach, Path diffFile, boolean load, boolean drawn) {
        this.rules = rules;
        this.diffFile = diffFile;
        hills = hills(rules);
        if (load && Files.exists(diffFile)) {
            try {
                hills.diffs().load(Files.readString(diffFile, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the felled trees from " + diffFile, e);
            }
        }
        // The hamlets' paths, as zones shared by the hills' world and the terrain's.
        layPaths(hills.plan(), rules, hills.zones(), cx, cz, reach);
        terrain = WorldTerrain.sample(hills, cx - reach, cz - reach, 2 * reach, 4);
        world = WorldTerrain.over(hills, terrain);
        double sea = world.seaLevel();
        liquids = (x, z, dest) -> {
            double g = terrain.contains(x, z) ? terrain.heightAt(x, z) : Double.NaN;
            if (g < sea) {
                dest.set(Liquid.WATER, sea, g);
                return true;
            }
            dest.clear();
            return false;
        };
        scene = WorldScene.builder(world, terrain).drawn(drawn).propColliders(true).build();
        GpuSheets s = null;
        try {
            s = drawn ? new GpuSheets(seaSheets(terrain, sea)) : null;
        } catch (RuntimeException e) {
            scene.close();
            throw e;
        }
        this.sea = s;
    }

    /** The world over rolling hills 40 m under the sea to 120 m over it. */
    static WorldGen hills(WorldRules rules) {
        return WorldGen.builder(rules).seed(SEED).surface(HeightSource.rolling(SEED, -40, 120, 900)).seaLevel(0).build();
    }

    /**
     * Water sheets at the sea's level where the ground dips under it: the terrain's tiles that do,
     * joined into bodies of water (tiles touching side to side), one sheet over each body's box
     * (boxes that overlap made one), so no side wall of a sheet stands inside the water.
     */
    private static SheetMeshes seaSheets(Terrain t, double sea) {
        double x0 = t.originX(), z0 = t.originZ(), side = t.cellsX() * t.cellSize(), depth = t.cellsZ() * t.cellSize();
        int nx = (int) Math.ceil(side / SEA_TILE - 1e-9), nz = (int) Math.ceil(depth / SEA_TILE - 1e-9);
        boolean[] wet = new boolean[nx * nz];
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                double x = x0 + i * SEA_TILE, z = z0 + j * SEA_TILE;
                wet[j * nx + i] = dips(t, x, z, Math.min(SEA_TILE, x0 + side - x), Math.min(SEA_TILE, z0 + depth - z), sea);
            }
        }
        // Each body's box in tiles: i0, j0, i1, j1 (inclusive).
        List<int[]> boxes = new ArrayList<>();
        int[] seen = new int[nx * nz];
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        for (int start = 0; start < wet.length; start++) {
            if (!wet[start] || seen[start] != 0) {
                continue;
            }
            int[] box = {start % nx, start / nx, start % nx, start / nx};
            seen[start] = 1;
            queue.add(start);
            while (!queue.isEmpty()) {
                int k = queue.poll(), i = k % nx, j = k / nx;
                box[0] = Math.min(box[0], i);
                box[1] = Math.min(box[1], j);
                box[2] = Math.max(box[2], i);
                box[3] = Math.max(box[3], j);
                int[][] next = {{i - 1, j}, {i + 1, j}, {i, j - 1}, {i, j + 1}};
                for (int[] n : next) {
                    if (n[0] >= 0 && n[0] < nx && n[1] >= 0 && n[1] < nz && wet[n[1] * nx + n[0]] && seen[n[1] * nx + n[0]] == 0) {
                        seen[n[1] * nx + n[0]] = 1;
                        queue.add(n[1] * nx + n[0]);
                    }
                }
            }
            boxes.add(box);
        }
        for (boolean merged = true; merged; ) {
            merged = false;
            for (int a = 0; a < boxes.size() && !merged; a++) {
                for (int b = a + 1; b < boxes.size() && !merged; b++) {
                    int[] p = boxes.get(a), q = boxes.get(b);
                    if (p[0] <= q[2] && q[0] <= p[2] && p[1] <= q[3] && q[1] <= p[3]) {
                        boxes.set(a, new int[] {Math.min(p[0], q[0]), Math.min(p[1], q[1]), Math.max(p[2], q[2]),
                            Math.max(p[3], q[3])});
                        boxes.remove(b);
                        merged = true;
                    }
                }
            }
        }
        List<SheetRect> rects = new ArrayList<>();
        for (int[] b : boxes) {
            rects.add(new SheetRect(SheetKind.WATER, x0 + b[0] * SEA_TILE, z0 + b[1] * SEA_TILE,
                    Math.min(x0 + side, x0 + (b[2] + 1) * SEA_TILE), Math.min(z0 + depth, z0 + (b[3] + 1) * SEA_TILE), sea));
        }
        return SheetMeshes.build(rects, List.of(), (x, z) -> t.heightAt(Math.max(x0, Math.min(x0 + side, x)),
                Math.max(z0, Math.min(z0 + depth, z))));
    }

    private static boolean dips(Terrain t, double x, double z, double w, double d, double sea) {
        for (double j = 0; j <= d; j += t.cellSize()) {
            for (double i = 0; i <= w; i += t.cellSize()) {
                if (t.heightAt(Math.min(x + i, t.originX() + t.cellsX() * t.cellSize()),
                        Math.min(z + j, t.originZ() + t.cellsZ() * t.cellSize())) < sea + 0.5) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The sea's water as volumes a walker wades and swims in. */
    LiquidVolumes liquids() {
        return liquids;
    }

    /** The sea's water sheets, drawn; empty when not drawn. */
    Optional<GpuSheets> sea() {
        return Optional.ofNullable(sea);
    }

    /** The file the felled trees are saved to. */
    Path diffFile() {
        return diffFile;
    }

    /** A walker standing at (x, z) on whatever collides there, feeling the sea. */
    CharacterController spawn(double x, double z) {
        SpawnResult s = CharacterController.spawn(scene.collisions(), AgentSettings.DEFAULT, x, scene.heightAt(x, z) + 0.5, z);
        if (s.controller() == null) {
            throw new IllegalStateException("the walker cannot stand at " + x + ", " + z + ": " + s.refusal().message());
        }
        s.controller().setLiquids(liquids);
        return s.controller();
    }

    /**
     * The tree a ray meets first, when it meets one standing before anything else.
     *
     * @return the tree, or empty when the ray meets the ground, a rock, a hut or nothing first
     */
    Optional<Placement> aimed(double x, double y, double z, double dx, double dy, double dz, double reach) {
        if (!scene.collisions().raycast(x, y, z, dx, dy, dz, reach, hit)) {
            return Optional.empty();
        }
        return scene.propColliders().orElseThrow().placementOf(hit).filter(p -> p.interactive().equals("tree"));
    }

    /** The tree in front of a walker, along its heading (radians, 0 = +z), within the axe's reach of its chest. */
    Optional<Placement> inFront(CharacterController walker, double heading) {
        return aimed(walker.footX(), walker.footY() + 1.2, walker.footZ(), Math.sin(heading), 0, Math.cos(heading),
                AXE_REACH + walker.agent().radiusMetres());
    }

    /**
     * Fells a tree: removed through the world's diffs (its drawing and its trunk go in the next
     * update), and the diffs saved to the diff file.
     */
    void fell(Placement tree) {
        scene.remove(tree.id());
        save();
    }

    /** Writes the diffs to the diff file. */
    void save() {
        try {
            Path parent = diffFile.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(diffFile, world.diffs().toJson() + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the felled trees to " + diffFile, e);
        }
    }

    /** Streams round a point until everything near it is published. */
    int settleAt(double x, double z) {
        scene.setSource("player", x, z);
        return scene.settle(200_000_000L, 10_000);
    }

    // ---- walking -----------------------------------------------------------------------------------

    /** A walk's end: where it ended and how long it took. */
    record Walk(double fromX, double fromZ, double seconds, boolean arrived) {
    }

    /**
     * Walks the walker toward (x, z) at 1.4 m/s, 60 steps a second, until its middle is within
     * {@code stop} metres of the point or {@code maxSeconds} have passed, streaming round it 20
     * times a second within the scene's budget, as a game's loop would. Where a trunk stops it, it
     * steps aside for a moment, one way then the other.
     *
     * @param each called after every step
     */
    Walk walk(CharacterController walker, double x, double z, double stop, double maxSeconds,
              Consumer<CharacterController> each) {
        double fromX = walker.footX(), fromZ = walker.footZ();
        double lastX = fromX, lastZ = fromZ, aside = 0;
        int sign = 1;
        int steps = (int) Math.round(maxSeconds * 60);
        for (int k = 0; k < steps; k++) {
            double dx = x - walker.footX(), dz = z - walker.footZ(), len = Math.hypot(dx, dz);
            if (len <= stop) {
                return new Walk(fromX, fromZ, k / 60.0, true);
            }
            double ux = dx / len, uz = dz / len;
            if (aside > 0) {
                // Sideways and a little on: round the trunk in the way.
                double sx = -uz * sign, sz = ux * sign;
                ux = 0.4 * ux + 0.9 * sx;
                uz = 0.4 * uz + 0.9 * sz;
                aside -= 1 / 60.0;
            }
            walker.step(1 / 60.0, 1.4 * ux, 1.4 * uz);
            each.accept(walker);
            if (k % 3 == 2) {
                scene.setSource("player", walker.footX(), walker.footZ());
                scene.update();
            }
            if (k % 30 == 29) {
                if (Math.hypot(walker.footX() - lastX, walker.footZ() - lastZ) < 0.2 && aside <= 0) {
                    aside = 0.8;
                    sign = -sign;
                }
                lastX = walker.footX();
                lastZ = walker.footZ();
            }
        }
        return new Walk(fromX, fromZ, maxSeconds, false);
    }

    // ---- where things are -------------------------------------------------------------------------

    /** The nearest point to (x, z) (on a 32 m grid) whose biome is {@code biome}, within 1.9 km. */
    static Optional<double[]> nearest(WorldPlan plan, String biome, double x, double z) {
        for (int r = 0; r < 60; r++) {
            for (int i = -r; i <= r; i++) {
                for (int j = -r; j <= r; j++) {
                    if (Math.max(Math.abs(i), Math.abs(j)) != r) {
                        continue;
                    }
                    double px = x + 32 * i, pz = z + 32 * j;
                    if (plan.biomeAt(px, pz).map(biome::equals).orElse(false)) {
                        return Optional.of(new double[] {px, pz});
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** A hamlet path's width, metres: a footpath of trodden earth and flagstones. */
    static final double PATH_WIDTH = 2.4;
    /** The biome the paths' zones force: the rules' {@code path}, which grows nothing and paints trodden earth. */
    static final String PATH_BIOME = "path";
    /** The layers a hamlet's paths keep clear: trees, rocks, deadwood, undergrowth and grass. */
    static final Set<String> PATH_CLEARS = Set.of("trees", "groups", "deadwood", "detail", "cover");

    /**
     * Lays the paths of every hamlet within {@code reach} of (x, z) as roads ({@link Roads#roadZones}),
     * so generation keeps them clear: at each hamlet (the anchor of a recipe with huts), a ring
     * round its fire through the flagstones the rules lay, and a spur from the ring to each hut's
     * door side. The roads keep off the layers of {@link #PATH_CLEARS}, never the hamlet's own
     * (its huts, woodpiles and flagstones stand as generated), and force the rules' {@link
     * #PATH_BIOME} biome where the rules have one, whose paint draws them as trodden earth. The rules cannot carry zones (the
     * spec keeps them the game's), so this is the game's part.
     *
     * @return the roads laid, hamlet by hamlet, ring first
     */
    static List<RoadSpec> layPaths(WorldPlan plan, WorldRules rules, Zones zones, double x, double z, double reach) {
        Set<String> layers = hutLayers(rules);
        List<RoadSpec> roads = new ArrayList<>();
        if (layers.isEmpty()) {
            return roads;
        }
        List<Placement> all = plan.placementsIn(x - reach, z - reach, x + reach, z + reach, layers.toArray(String[]::new));
        for (Placement fire : all) {
            Optional<Recipe> recipe = rules.recipe(fire.recipe());
            if (recipe.isEmpty() || !fire.member().equals(recipe.get().anchor().id())
                    || recipe.get().members().stream().map(Member::id).noneMatch(WildsWorld::isHut)) {
                continue;
            }
            double ring = 0;
            int ringed = 0;
            List<Placement> huts = new ArrayList<>();
            for (Placement p : all) {
                double d = Math.hypot(p.x() - fire.x(), p.z() - fire.z());
                if (!p.recipe().equals(fire.recipe()) || d > 30) {
                    continue;
                }
                if (isHut(p.member())) {
                    huts.add(p);
                } else if (p.member().equals("path")) {
                    ring += d;
                    ringed++;
                }
            }
            if (huts.isEmpty()) {
                continue;
            }
            // The ring where the flagstones lie (their mean distance), else two thirds of the way to the huts.
            double hutRing = huts.stream().mapToDouble(h -> Math.hypot(h.x() - fire.x(), h.z() - fire.z())).average()
                    .orElseThrow();
            double r = ringed > 0 ? ring / ringed : hutRing * 2 / 3;
            List<double[]> loop = new ArrayList<>();
            for (int k = 0; k <= 24; k++) {
                double a = 2 * Math.PI * k / 24;
                loop.add(new double[] {fire.x() + r * Math.cos(a), fire.z() + r * Math.sin(a)});
            }
            String id = "hamlet " + fire.id();
            roads.add(new RoadSpec(id + " ring", loop, PATH_WIDTH, 0.3, 0.5, PATH_CLEARS));
            for (int k = 0; k < huts.size(); k++) {
                Placement h = huts.get(k);
                double d = Math.hypot(h.x() - fire.x(), h.z() - fire.z());
                double ux = (h.x() - fire.x()) / d, uz = (h.z() - fire.z()) / d;
                // To the hut's wall on the fire's side: its footprint short of its middle.
                double end = Math.max(r, d - h.footprint());
                roads.add(new RoadSpec(id + " spur " + k, List.of(
                        new double[] {fire.x() + ux * r, fire.z() + uz * r},
                        new double[] {fire.x() + ux * end, fire.z() + uz * end}), PATH_WIDTH, 0.3, 0.5, PATH_CLEARS));
            }
        }
        boolean paint = rules.biomes().stream().anyMatch(b -> b.id().equals(PATH_BIOME));
        for (RoadSpec road : roads) {
            // Each road's zones force the rules' path biome, where the rules have one (no growth,
            // trodden earth's paint), so the ground under a path is drawn as one; roads' zones alone
            // reserve the space.
            List<Zone> painted = new ArrayList<>();
            for (Zone r : Roads.roadZones(road)) {
                painted.add(new Zone(r.id(), r.kind(), r.shape(), r.falloff(), r.priority(), r.excludes(),
                        paint ? Optional.of(PATH_BIOME) : r.biome(), r.flatten(), r.fields()));
            }
            zones.replacePrefix("road:" + road.id() + "/", painted);
        }
        return List.copyOf(roads);
    }

    /** Whether a member is a hut: its id is {@code hut} or begins or ends with it ({@code hut-small}, {@code fisherHut}). */
    static boolean isHut(String member) {
        String m = member.toLowerCase(Locale.ROOT);
        return m.startsWith("hut") || m.endsWith("hut");
    }

    /** The layers any biome places a recipe with a hut in (as anchor or member). */
    static Set<String> hutLayers(WorldRules rules) {
        Set<String> out = new LinkedHashSet<>();
        for (Biome b : rules.biomes()) {
            for (BiomeRecipe br : b.recipes()) {
                Optional<Recipe> r = rules.recipe(br.recipe());
                if (r.isPresent() && (isHut(r.get().anchor().id()) || r.get().members().stream().map(Member::id)
                        .anyMatch(WildsWorld::isHut))) {
                    out.add(br.layer());
                }
            }
        }
        return out;
    }

    /** The distance from (x, z) to the nearest water (ground under the water's level), along 24 bearings every 4 m. */
    static double[] waterFrom(WorldPlan plan, double x, double z, double within) {
        for (double r = 0; r <= within; r += 4) {
            for (int a = 0; a < 24; a++) {
                double t = 2 * Math.PI * a / 24, px = x + r * Math.sin(t), pz = z + r * Math.cos(t);
                if (plan.groundHeight(px, pz) < plan.waterLevel(px, pz)) {
                    return new double[] {r, px, pz};
                }
            }
        }
        return null;
    }

    /**
     * A hamlet at the shore: of the huts within {@code reach} of (x, z) (placements of a member
     * named as a hut, in the layers the rules place huts in), the one nearest the water, ties to
     * the nearer; else the shore biome's nearest point. Either way with the nearest water.
     *
     * @return the place (the hut, when one was found) and its nearest water
     * @throws IllegalStateException when there is neither a hut by the water nor a shore with water near it
     */
    static Hamlet hamlet(WorldPlan plan, WorldRules rules, double x, double z, double reach) {
        Set<String> layers = hutLayers(rules);
        Placement best = null;
        double[] bestWater = null;
        if (!layers.isEmpty()) {
            List<Placement> all = plan.placementsIn(x - reach, z - reach, x + reach, z + reach, layers.toArray(String[]::new));
            for (Placement p : all) {
                if (!isHut(p.member())) {
                    continue;
                }
                double[] w = waterFrom(plan, p.x(), p.z(), 160);
                if (w != null && (bestWater == null || w[0] < bestWater[0] - 1e-9 || (Math.abs(w[0] - bestWater[0]) < 1e-9
                        && Math.hypot(p.x() - x, p.z() - z) < Math.hypot(best.x() - x, best.z() - z)))) {
                    best = p;
                    bestWater = w;
                }
            }
        }
        if (best != null) {
            return new Hamlet(Optional.of(best), best.x(), best.z(), bestWater[1], bestWater[2]);
        }
        double[] s = nearest(plan, "shore", x, z).orElseThrow(() -> new IllegalStateException(
                "no hut near the water and no shore within 1.9 km of " + x + ", " + z));
        double[] w = waterFrom(plan, s[0], s[1], 400);
        if (w == null) {
            throw new IllegalStateException("no water within 400 m of the shore at " + s[0] + ", " + s[1]);
        }
        return new Hamlet(Optional.empty(), s[0], s[1], w[1], w[2]);
    }

    /** A place on the shore: a hut (or the shore biome's point) and the nearest water to it. */
    record Hamlet(Optional<Placement> hut, double x, double z, double waterX, double waterZ) {
    }

    @Override
    public void close() {
        try {
            if (sea != null) {
                sea.close();
            }
        } finally {
            scene.close();
        }
    }
}
