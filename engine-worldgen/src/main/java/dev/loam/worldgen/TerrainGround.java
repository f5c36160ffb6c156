package dev.loam.worldgen;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import dev.loam.terrain.TerrainRefusal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The world's ground on the real terrain: the flattening of its zones and the paint of its biomes
 * written into the game's {@link Terrain} as ordinary edits ({@code setHeights}, {@code setSplat}),
 * so that every view of the terrain (its meshes, its collider, its navigation) follows them through
 * its {@link dev.loam.terrain.TerrainChange} records and rebuilds only the chunks they reach.
 *
 * <p><b>What is written.</b> {@link #cover} brings the terrain's vertices in a box (the chunks a
 * stream has published) to the world's plan: each vertex's height is the plan's {@link
 * WorldPlan#groundHeight ground} there (its original height, pulled to each flattening zone's
 * target by the zone's weight: 1 inside the outline, easing to 0 over the falloff), and, while the
 * world's {@link WorldGen#paintGround() paintGround} is on, each vertex's splat is its original
 * splat pulled toward every biome's {@code paint} by the biome's share of the weights there times its
 * {@code paintStrength}: the formula of {@link WorldPlan#paintAt}, in the terrain's splat slots (a
 * biome's share of {@code paint.grass} goes to the first slot that paints grass). Only vertices
 * whose value differs are written, one height record and one splat record per terrain chunk at
 * most, so ground a world leaves alone is never touched. Covering again after the zones changed
 * writes the new ground; a zone removed gives its ground back. {@link #release} restores every
 * vertex covered to the terrain's original.
 *
 * <p><b>The original.</b> The world's surface must be a {@link TerrainSurface} made from this
 * terrain before any edit ({@code TerrainSurface.of(terrain)} copies it): its copy is the original
 * that flattening and paint start from, so writing the plan's ground into the terrain never feeds
 * back into the plan. Edits the game makes itself in a covered chunk are overwritten when that chunk
 * is covered again.
 *
 * <p>Not thread-safe: call it where the terrain is edited (the game loop).
 */
public final class TerrainGround {
    private final WorldGen world;
    private final Terrain terrain;
    private final Terrain original;
    private final TerrainSurface surface;
    /** Per terrain chunk covered ({@code cz * chunksX + cx}), the plan it was last brought to. */
    private final Map<Integer, WorldPlan> covered = new HashMap<>();
    private final List<Integer> order = new ArrayList<>();
    /** The plan {@link #follow} last brought the covered chunks to; null before the first. */
    private WorldPlan followed;
    private WorldPlan samplerPlan;
    private FieldSampler sampler;
    private double[] weights = new double[0];

    private TerrainGround(WorldGen world, Terrain terrain, TerrainSurface surface) {
        this.world = world;
        this.terrain = terrain;
        this.surface = surface;
        this.original = surface.terrain();
    }

    /**
     * The ground of a world over a terrain.
     *
     * @param world a world whose surface is {@code TerrainSurface.of(terrain)}, taken before any edit
     * @param terrain the game's terrain, edited by {@link #cover} and {@link #release}
     * @return the ground
     * @throws IllegalArgumentException naming {@code surface} when the world's surface is not a
     *     terrain surface of the terrain's grid (its size, cell and origin)
     */
    public static TerrainGround of(WorldGen world, Terrain terrain) {
        Objects.requireNonNull(world, "world");
        Objects.requireNonNull(terrain, "terrain");
        if (!(world.surface() instanceof TerrainSurface ts)) {
            throw new IllegalArgumentException("surface: the world is laid over " + world.surface().getClass().getSimpleName()
                    + ", not a TerrainSurface: give it TerrainSurface.of(terrain) so that its ground can be written into "
                    + "the terrain");
        }
        Terrain o = ts.terrain();
        if (o.resolutionX() != terrain.resolutionX() || o.resolutionZ() != terrain.resolutionZ()
                || o.cellSize() != terrain.cellSize() || o.originX() != terrain.originX()
                || o.originY() != terrain.originY() || o.originZ() != terrain.originZ()) {
            throw new IllegalArgumentException("surface: the world's terrain surface is " + o + " at (" + o.originX()
                    + ", " + o.originY() + ", " + o.originZ() + "), not the grid of " + terrain + " at ("
                    + terrain.originX() + ", " + terrain.originY() + ", " + terrain.originZ()
                    + "): make the surface with TerrainSurface.of(terrain) from this terrain");
        }
        return new TerrainGround(world, terrain, ts);
    }

    /**
     * Whether a world's ground can be written into a terrain: its surface is a {@link
     * TerrainSurface} of the terrain's grid (size, cell and origin).
     *
     * @param world the world
     * @param terrain the terrain
     * @return whether {@link #of} accepts them
     */
    public static boolean fits(WorldGen world, Terrain terrain) {
        if (!(world.surface() instanceof TerrainSurface ts)) {
            return false;
        }
        Terrain o = ts.terrain();
        return o.resolutionX() == terrain.resolutionX() && o.resolutionZ() == terrain.resolutionZ()
                && o.cellSize() == terrain.cellSize() && o.originX() == terrain.originX()
                && o.originY() == terrain.originY() && o.originZ() == terrain.originZ();
    }

    /** The terrain edited. */
    public Terrain terrain() {
        return terrain;
    }

    /**
     * The flattened ground's height at a point, as the plan stands placements on it ({@link
     * WorldPlan#groundHeight}); the covered terrain's {@code heightAt} there agrees to float
     * precision.
     *
     * @param x world units
     * @param z world units
     * @return the height, world units; NaN off the terrain or over a hole
     */
    public double groundHeight(double x, double z) {
        return world.plan().groundHeight(x, z);
    }

    /**
     * Brings the terrain's chunks reaching the box {@code [x0, x1] × [z0, z1]} to the world's plan
     * as it stands now: flattened heights and, while {@code paintGround} is on, painted splat.
     * Chunks already brought to this plan are skipped.
     *
     * @param x0 the box's low x, world units
     * @param z0 the box's low z
     * @param x1 the box's high x
     * @param z1 the box's high z
     * @return the change records written (0 when the terrain already stood so)
     * @throws IllegalArgumentException for a box not finite
     * @throws WorldRulesException when the world fails ({@link WorldGen#plan()})
     */
    public int cover(double x0, double z0, double x1, double z1) {
        if (!Double.isFinite(x0) || !Double.isFinite(z0) || !Double.isFinite(x1) || !Double.isFinite(z1)) {
            throw new IllegalArgumentException("cover: the box [" + x0 + ", " + z0 + ", " + x1 + ", " + z1
                    + "] is not finite");
        }
        WorldPlan plan = world.plan();
        int changes = 0;
        int cc = terrain.chunkCells();
        double cell = terrain.cellSize();
        int ci0 = clamp((int) Math.floor((Math.min(x0, x1) - terrain.originX()) / cell), terrain.cellsX());
        int ci1 = clamp((int) Math.floor((Math.max(x0, x1) - terrain.originX()) / cell), terrain.cellsX());
        int cj0 = clamp((int) Math.floor((Math.min(z0, z1) - terrain.originZ()) / cell), terrain.cellsZ());
        int cj1 = clamp((int) Math.floor((Math.max(z0, z1) - terrain.originZ()) / cell), terrain.cellsZ());
        if (Math.max(x0, x1) < terrain.originX() || Math.max(z0, z1) < terrain.originZ()
                || Math.min(x0, x1) > terrain.originX() + terrain.cellsX() * cell
                || Math.min(z0, z1) > terrain.originZ() + terrain.cellsZ() * cell) {
            return 0;
        }
        for (int cz = cj0 / cc; cz <= cj1 / cc; cz++) {
            for (int cx = ci0 / cc; cx <= ci1 / cc; cx++) {
                int key = cz * terrain.chunksX() + cx;
                if (covered.get(key) == plan) {
                    continue;
                }
                if (!covered.containsKey(key)) {
                    order.add(key);
                }
                covered.put(key, plan);
                changes += bring(plan, cx, cz, false);
            }
        }
        return changes;
    }

    /**
     * Brings the chunks already covered to the world's plan as it stands now where it changed
     * since the last call: the chunks within the direct reach of each zone added, changed or
     * removed (its outline, falloff and, for a zone that flattens or sets fields, the biome
     * transitions and shore search that read them; see {@code ZoneReach}), every one when the rules
     * changed. So a zone set or removed while its chunks stay published writes, or gives back, its
     * ground although no chunk was published again; chunks not covered are left alone. Call it once
     * a frame, after the stream published.
     *
     * @return the change records written (0 when the plan did not change)
     * @throws WorldRulesException when the world fails ({@link WorldGen#plan()})
     */
    public int follow() {
        WorldPlan plan = world.plan();
        WorldPlan last = followed;
        if (plan == last) {
            return 0;
        }
        followed = plan;
        boolean all = last == null || last.rules() != plan.rules();
        List<Zone> changed = all ? List.of() : ZoneReach.changed(last.model().zones, plan.model().zones);
        double[] reach = new double[changed.size()];
        for (int k = 0; k < reach.length; k++) {
            reach[k] = ZoneReach.direct(plan.model(), changed.get(k));
        }
        int cc = terrain.chunkCells();
        double cell = terrain.cellSize();
        int changes = 0;
        for (int key : order) {
            WorldPlan at = covered.get(key);
            if (at == plan) {
                continue;
            }
            int cx = key % terrain.chunksX();
            int cz = key / terrain.chunksX();
            // A chunk brought to a plan other than the last followed may hold any zone's old ground: bring it too.
            boolean touched = all || at != last;
            double x0 = terrain.originX() + cx * cc * cell;
            double z0 = terrain.originZ() + cz * cc * cell;
            double x1 = terrain.originX() + Math.min((cx + 1) * cc, terrain.cellsX()) * cell;
            double z1 = terrain.originZ() + Math.min((cz + 1) * cc, terrain.cellsZ()) * cell;
            for (int k = 0; k < reach.length && !touched; k++) {
                ZoneShape shape = changed.get(k).shape();
                double dx = Math.max(0, Math.max(x0 - shape.x(), shape.x() - x1));
                double dz = Math.max(0, Math.max(z0 - shape.z(), shape.z() - z1));
                touched = Math.hypot(dx, dz) <= reach[k];
            }
            covered.put(key, plan);
            if (touched) {
                changes += bring(plan, cx, cz, false);
            }
        }
        return changes;
    }

    /**
     * Gives the terrain back its original heights and splat in every chunk covered, and forgets
     * them: what the world's flattening and paint wrote is undone (the world's last user going).
     *
     * @return the change records written
     */
    public int release() {
        int changes = 0;
        for (int key : order) {
            changes += bring(null, key % terrain.chunksX(), key / terrain.chunksX(), true);
        }
        covered.clear();
        order.clear();
        return changes;
    }

    /** The chunks covered so far. */
    public int chunksCovered() {
        return covered.size();
    }

    private static int clamp(int cellIndex, int cells) {
        return Math.max(0, Math.min(cells - 1, cellIndex));
    }

    /** Writes chunk (cx, cz)'s vertices: to the plan, or to the original. */
    private int bring(WorldPlan plan, int cx, int cz, boolean toOriginal) {
        int cc = terrain.chunkCells();
        int i0 = cx * cc;
        int j0 = cz * cc;
        int i1 = Math.min(i0 + cc, terrain.cellsX());
        int j1 = Math.min(j0 + cc, terrain.cellsZ());
        int w = i1 - i0 + 1;
        int d = j1 - j0 + 1;
        float[] heights = new float[w * d];
        byte[] splat = new byte[4 * w * d];
        Surface ground = toOriginal ? null : plan.model().surface;
        boolean paint = !toOriginal && world.paintGround();
        double cell = terrain.cellSize();
        for (int j = 0; j < d; j++) {
            for (int i = 0; i < w; i++) {
                int vi = i0 + i;
                int vj = j0 + j;
                int at = j * w + i;
                float h = original.height(vi, vj);
                double x = terrain.originX() + vi * cell;
                double z = terrain.originZ() + vj * cell;
                if (ground != null && ground.flattens()) {
                    double abs = original.originY() + h;
                    double f = ground.flattenAt(abs, x, z);
                    if (f != abs) {
                        h = (float) (f - original.originY());
                    }
                }
                heights[at] = h;
                for (int k = 0; k < 4; k++) {
                    splat[4 * at + k] = (byte) original.splatWeight(vi, vj, k);
                }
                if (paint) {
                    paintVertex(plan, x, z, splat, 4 * at);
                }
            }
        }
        return writeDifferences(i0, j0, w, d, heights, splat);
    }

    /** Pulls the splat entry at {@code s[at..at+3]} toward the biomes' paint at (x, z), normalised to sum 255. */
    private void paintVertex(WorldPlan plan, double x, double z, byte[] s, int at) {
        PlanModel model = plan.model();
        if (samplerPlan != plan) {
            samplerPlan = plan;
            sampler = new FieldSampler(model.fields, List.of(model.zones));
            weights = new double[model.biomes.length];
        }
        double total = model.weights(sampler, x, z, weights);
        if (!(total > 0)) {
            return;
        }
        double[] own = new double[4];
        for (int k = 0; k < 4; k++) {
            own[k] = (s[at + k] & 0xff) / 255.0;
        }
        double[] p = own.clone();
        boolean pulled = false;
        for (int b = 0; b < weights.length; b++) {
            Biome biome = model.biomes[b];
            if (biome.paint().isEmpty() || weights[b] == 0 || biome.paintStrength() == 0) {
                continue;
            }
            double pull = weights[b] / total * biome.paintStrength();
            Paint target = biome.paint().get();
            for (int k = 0; k < 4; k++) {
                p[k] += (slotTarget(target, k) - own[k]) * pull;
            }
            pulled = true;
        }
        if (pulled) {
            quantise(p, s, at);
        }
    }

    /** A biome's paint in the terrain's slot {@code k}: the share of each default field whose first slot is {@code k}. */
    private double slotTarget(Paint target, int k) {
        int f = surface.slotField(k);
        if (f < 0) {
            return 0;
        }
        for (int earlier = 0; earlier < k; earlier++) {
            if (surface.slotField(earlier) == f) {
                return 0;
            }
        }
        return target.get(f);
    }

    /** Shares to bytes summing 255: floors, the leftover to the largest remainders (the lowest slot first on a tie). */
    static void quantise(double[] p, byte[] dest, int at) {
        double sum = 0;
        for (int k = 0; k < 4; k++) {
            p[k] = Math.max(0, p[k]);
            sum += p[k];
        }
        if (!(sum > 0)) {
            dest[at] = (byte) 255;
            dest[at + 1] = 0;
            dest[at + 2] = 0;
            dest[at + 3] = 0;
            return;
        }
        int[] q = new int[4];
        double[] r = new double[4];
        int left = 255;
        for (int k = 0; k < 4; k++) {
            double v = p[k] / sum * 255;
            q[k] = (int) Math.floor(v);
            r[k] = v - q[k];
            left -= q[k];
        }
        while (left > 0) {
            int m = 0;
            for (int k = 1; k < 4; k++) {
                if (r[k] > r[m]) {
                    m = k;
                }
            }
            q[m]++;
            r[m] = -1;
            left--;
        }
        for (int k = 0; k < 4; k++) {
            dest[at + k] = (byte) q[k];
        }
    }

    /** Writes the rectangle of each kind bounding the vertices that differ from the terrain's. */
    private int writeDifferences(int i0, int j0, int w, int d, float[] heights, byte[] splat) {
        int changes = 0;
        int[] hb = {Integer.MAX_VALUE, Integer.MAX_VALUE, -1, -1};
        int[] sb = {Integer.MAX_VALUE, Integer.MAX_VALUE, -1, -1};
        for (int j = 0; j < d; j++) {
            for (int i = 0; i < w; i++) {
                int at = j * w + i;
                if (Float.floatToIntBits(terrain.height(i0 + i, j0 + j)) != Float.floatToIntBits(heights[at])) {
                    grow(hb, i, j);
                }
                for (int k = 0; k < 4; k++) {
                    if (terrain.splatWeight(i0 + i, j0 + j, k) != (splat[4 * at + k] & 0xff)) {
                        grow(sb, i, j);
                        break;
                    }
                }
            }
        }
        if (hb[2] >= 0) {
            TerrainRect rect = new TerrainRect(i0 + hb[0], j0 + hb[1], hb[2] - hb[0] + 1, hb[3] - hb[1] + 1);
            float[] v = new float[rect.area()];
            for (int j = 0; j < rect.depth(); j++) {
                for (int i = 0; i < rect.width(); i++) {
                    v[j * rect.width() + i] = heights[(hb[1] + j) * w + hb[0] + i];
                }
            }
            changes += written(terrain.setHeights(rect, v));
        }
        if (sb[2] >= 0) {
            TerrainRect rect = new TerrainRect(i0 + sb[0], j0 + sb[1], sb[2] - sb[0] + 1, sb[3] - sb[1] + 1);
            byte[] v = new byte[4 * rect.area()];
            for (int j = 0; j < rect.depth(); j++) {
                System.arraycopy(splat, 4 * ((sb[1] + j) * w + sb[0]), v, 4 * j * rect.width(), 4 * rect.width());
            }
            changes += written(terrain.setSplat(rect, v));
        }
        return changes;
    }

    private static void grow(int[] box, int i, int j) {
        box[0] = Math.min(box[0], i);
        box[1] = Math.min(box[1], j);
        box[2] = Math.max(box[2], i);
        box[3] = Math.max(box[3], j);
    }

    private static int written(Optional<TerrainRefusal> refusal) {
        if (refusal.isPresent()) {
            throw new IllegalStateException("the terrain refused the world's ground: " + refusal.get());
        }
        return 1;
    }
}
