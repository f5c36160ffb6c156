package dev.loam.scene;

import dev.loam.assets.AssetResolver;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.physics.CollisionWorld;
import dev.loam.render.gl.Camera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.GpuWorldDecor;
import dev.loam.render.gl.PickHit;
import dev.loam.render.gl.RenderLook;
import dev.loam.terrain.Terrain;
import dev.loam.worldgen.Chunk;
import dev.loam.worldgen.PlacedObject;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.ProceduralChunks;
import dev.loam.worldgen.TerrainGround;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A generated world drawn on a real terrain: the terrain's scene ({@link TerrainScene}: ground and
 * collider), and the world's placements streamed by {@link ProceduralChunks} around the sources
 * the game sets ({@link #setSource}) and drawn as a {@link GpuWorldDecor}. Each published chunk is
 * turned into one static instance buffer per kind it holds (a plant's part, a mesh with its
 * material, a far version), uploaded when it is published and freed when it is disposed of, inside
 * {@link #update(long)}, so uploads share the frame's budget with generation and nothing is
 * uploaded in a frame that publishes nothing. What each placement draws is {@link WorldKinds}'
 * reading of the rules: plant parts through the resolver with their {@code lod1Mesh} beyond
 * {@code lodDistance}, cut out to {@code drawDistance}, far versions in the far cells (crossed cards
 * baked into an atlas, or the cheaper mesh) from {@code drawDistance} to {@code farDistance},
 * tints, {@code soft}, {@code castShadows}, {@code opaque}, {@code sink}, {@code attach} and
 * {@code unit}.
 *
 * <p><b>Objects.</b> Interactive placements are the game's objects: {@link #objectOf} finds one
 * published now; {@link #hide}, {@link #show}, {@link #replace} and {@link #remove} act on its
 * drawing at once (the instance's matrix in its chunk's buffer is written, 64 bytes), and a diff
 * that removes one, made anywhere, hides its drawing in the next {@link #update}, before the
 * chunk is published again without it: the same frame.
 *
 * <p>The world's surface should be the terrain ({@code TerrainSurface.of(terrain)}), so that what
 * it places stands on the ground drawn; its zones' {@code flatten} and its biomes' paint are then
 * written into the terrain where chunks publish ({@link #groundEdits()}). A scene built {@linkplain Builder#drawn(boolean) without
 * drawing} streams the world and holds the collider only, needing no GL context. A drawn one needs
 * a current {@link dev.loam.render.gl.GlContext}: build, update, draw and close it on the GL
 * thread, before the context. Not thread-safe, but the world's diffs and zones may change from any
 * thread.
 */
public final class WorldScene implements Scene {
    /**
     * An afternoon for generated worlds: a warm sun 34° up in the south-west, a cool sky light, a
     * hazy blue sky the view fades into from 600 m to 3.5 km.
     */
    public static final RenderLook AFTERNOON = new RenderLook("afternoon", 235, 34, new float[] {1.05f, 0.92f, 0.78f},
            new float[] {0.46f, 0.52f, 0.62f}, 60, 0.08, 0.45, 0xa9bfd4, 600, 3500);

    /** The budget {@link #update()} gives streaming and uploads, nanoseconds: 4 ms. */
    public static final long DEFAULT_BUDGET_NANOS = 4_000_000L;

    private final WorldGen world;
    private final TerrainScene ground;
    private final GpuWorldDecor decor;
    private final WorldKinds kinds;
    private final ProceduralChunks chunks;
    /** The world's flattening and paint written into the terrain as chunks publish; null when off. */
    private final TerrainGround groundEdits;
    /** The occupying placements standing in the collision world as chunks publish; null when off. */
    private final WorldPropColliders props;
    private final Runnable unsubscribe;
    private volatile boolean diffsChanged;
    private final Set<String> hidden = new HashSet<>();
    /** Each interactive placement drawn now: its batches and instances, and the publication holding it. */
    private final Map<String, Drawn> drawnObjects = new HashMap<>();
    /** Replacements the game asked for, by placement id: a batch of one instance of the model. */
    private final Map<String, Integer> replacements = new HashMap<>();
    private final Map<Model, Integer> replacementKinds = new IdentityHashMap<>();
    private final List<WorldKinds.Drawn> scratch = new ArrayList<>();
    private boolean closed;

    /** Where an object's instances are: parallel batch handles and instance indices. */
    private record Drawn(int[] batches, int[] instances, Object publication, Placement placement) {
    }

    private WorldScene(Builder b) {
        world = b.world;
        WorldRules rules = world.rules().orElse(null);
        TerrainScene g = TerrainScene.builder(b.terrain).resolver(b.resolver).drawn(b.drawn).build();
        GpuWorldDecor d = null;
        WorldKinds k = null;
        try {
            if (b.drawn && rules != null) {
                d = new GpuWorldDecor();
                k = new WorldKinds(rules, b.resolver, d, b.look);
            }
        } catch (RuntimeException e) {
            g.close();
            throw e;
        }
        ground = g;
        decor = d;
        kinds = k;
        groundEdits = b.groundEdits && TerrainGround.fits(world, b.terrain) ? TerrainGround.of(world, b.terrain) : null;
        props = b.propColliders ? WorldPropColliders.of(world, b.resolver, this::publish) : null;
        if (props != null) {
            ground.collisions().add(props.collider());
        }
        chunks = ProceduralChunks.builder(world, props != null ? props : this::publish).farVersions(b.drawn && b.farVersions)
                .build();
        unsubscribe = world.diffs().subscribe(x -> diffsChanged = true);
    }

    /**
     * A scene of a world on a terrain.
     *
     * @param world   the world (its rules, seed, zones, diffs); its surface should be the terrain
     * @param terrain the ground drawn and collided with; the game's own
     * @return a builder
     */
    public static Builder builder(WorldGen world, Terrain terrain) {
        return new Builder(world, terrain);
    }

    /** The world streamed. */
    public WorldGen world() {
        return world;
    }

    /** The streaming: its sources, statistics and far cells. */
    public ProceduralChunks chunks() {
        return chunks;
    }

    /** The terrain's scene: its ground drawable and collider. */
    public TerrainScene ground() {
        return ground;
    }

    /**
     * The world's ground written into the terrain: each chunk published brings the terrain's
     * chunks under it to the plan (zones' {@code flatten}, biomes' paint) through ordinary terrain
     * edits, which the ground's meshes and collider follow in the same {@link #update}; a zone set
     * or removed later is followed there too ({@link TerrainGround#follow}). Empty when
     * built {@linkplain Builder#groundEdits(boolean) without}, or when the world's surface is not
     * {@code TerrainSurface.of(terrain)}.
     */
    public Optional<TerrainGround> groundEdits() {
        return Optional.ofNullable(groundEdits);
    }

    /**
     * The world's occupying placements (trees, rocks, huts) standing in {@link #collisions()} while
     * their chunks are published, so a character walks round trunks and onto boulders; a diff that
     * removes one takes it away when its chunk is published again without it, in the next
     * {@link #update}. {@link WorldPropColliders#placementOf} names the placement a ray met. Empty
     * when built {@linkplain Builder#propColliders(boolean) without}.
     */
    public Optional<WorldPropColliders> propColliders() {
        return Optional.ofNullable(props);
    }

    /** The decor drawable (batches, kinds, GPU bytes), or empty for a scene built without drawing. */
    public Optional<GpuWorldDecor> decor() {
        return Optional.ofNullable(decor);
    }

    /** Far-card atlases baked so far. */
    public int atlasesBaked() {
        return kinds == null ? 0 : kinds.baked();
    }

    /** The time the atlases baked so far took, nanoseconds. */
    public long bakeNanos() {
        return kinds == null ? 0 : kinds.bakeNanos();
    }

    /**
     * Places or moves a streaming source (the camera, a player), as {@link ProceduralChunks#setSource}.
     *
     * @throws dev.loam.worldgen.WorldRulesException for a position that is not finite
     */
    public void setSource(String name, double x, double z) {
        chunks.setSource(name, x, z);
    }

    /** One frame's work with {@link #DEFAULT_BUDGET_NANOS}: see {@link #update(long)}. */
    @Override
    public SceneUpdate update() {
        return update(DEFAULT_BUDGET_NANOS);
    }

    /**
     * One frame's work: hides the drawing of objects a diff removed since the last update, streams
     * within the budget (each chunk published is uploaded, each disposed of freed, inside it),
     * brings the ground under the chunks published up to zones changed since ({@link
     * TerrainGround#follow}), then brings the terrain's drawable and collider up to its changes.
     *
     * @param budgetNanos the time streaming and uploads may take, nanoseconds
     * @return what the terrain's update did
     * @throws IllegalStateException when closed
     */
    public SceneUpdate update(long budgetNanos) {
        requireOpen();
        if (diffsChanged) {
            diffsChanged = false;
            for (Map.Entry<String, Drawn> e : drawnObjects.entrySet()) {
                if (world.diffs().isRemoved(e.getKey())) {
                    setHidden(e.getValue(), true);
                }
            }
        }
        chunks.update(budgetNanos);
        if (groundEdits != null && world.status().ok()) {
            // Zones changed under chunks that stayed published (their placements the same) reach
            // the ground here: set, it is written; removed, given back.
            groundEdits.follow();
        }
        return ground.update();
    }

    /**
     * The interactive object a placement is published as now ({@link ProceduralChunks#objectOf}).
     *
     * @param id a placement's id
     * @return the object, or empty when no resident chunk publishes it
     */
    public Optional<PlacedObject> objectOf(String id) {
        return chunks.objectOf(id);
    }

    /**
     * Hides an interactive placement's drawing until {@link #show}: now, and in every chunk
     * published later that holds it.
     *
     * @param id a placement's id
     * @return whether it is drawn now (and so was hidden now)
     */
    public boolean hide(String id) {
        requireOpen();
        hidden.add(Objects.requireNonNull(id, "id"));
        Drawn d = drawnObjects.get(id);
        if (d != null) {
            setHidden(d, true);
        }
        return d != null;
    }

    /**
     * Shows a hidden or replaced placement again, as generated (unless a diff removed it).
     *
     * @param id a placement's id
     * @return whether it is drawn now
     */
    public boolean show(String id) {
        requireOpen();
        hidden.remove(Objects.requireNonNull(id, "id"));
        Integer r = replacements.remove(id);
        if (r != null) {
            decor.removeBatch(r);
        }
        Drawn d = drawnObjects.get(id);
        if (d != null && !world.diffs().isRemoved(id)) {
            setHidden(d, false);
        }
        return d != null;
    }

    /**
     * Draws another model in a placement's place (a stump for a felled tree): the placement's own
     * drawing is hidden and the model drawn at its position, yaw and scale until {@link #show}.
     *
     * @param id    a placement drawn now
     * @param model what to draw there, uploaded once per model
     * @throws IllegalArgumentException when the placement is not drawn now
     * @throws IllegalStateException    when closed or built without drawing
     */
    public void replace(String id, Model model) {
        requireDrawn();
        Objects.requireNonNull(model, "model");
        Drawn d = drawnObjects.get(Objects.requireNonNull(id, "id"));
        if (d == null) {
            throw new IllegalArgumentException("placement " + id + " is not drawn now: nothing to replace");
        }
        hide(id);
        Integer old = replacements.remove(id);
        if (old != null) {
            decor.removeBatch(old);
        }
        int kind = replacementKinds.computeIfAbsent(model, m -> decor.addKind(m, 0, 0, true));
        float[] data = new float[GpuWorldDecor.INSTANCE_FLOATS];
        System.arraycopy(kinds.matrix(d.placement()), 0, data, 0, 16);
        Arrays.fill(data, 16, 20, 1f);
        replacements.put(id, decor.addBatch(kind, data, 1));
    }

    /**
     * Removes a placement for good: a diff in the world's {@link dev.loam.worldgen.PlacementDiffs}
     * (saved with them), its drawing hidden now.
     *
     * @param id a placement's id
     */
    public void remove(String id) {
        requireOpen();
        world.diffs().remove(id);
        Drawn d = drawnObjects.get(id);
        if (d != null) {
            setHidden(d, true);
        }
    }

    private void setHidden(Drawn d, boolean hide) {
        if (decor == null) {
            return;
        }
        for (int i = 0; i < d.batches().length; i++) {
            if (hide) {
                decor.hide(d.batches()[i], d.instances()[i]);
            } else {
                decor.show(d.batches()[i], d.instances()[i]);
            }
        }
    }

    /** A chunk published: one batch per kind it draws, uploaded now; the disposer frees them. */
    private Runnable publish(Chunk c) {
        boolean far = c.layer().startsWith(ProceduralChunks.FAR_PREFIX);
        if (groundEdits != null && !far) {
            groundEdits.cover(c.x0(), c.z0(), c.x0() + c.size(), c.z0() + c.size());
        }
        if (decor == null) {
            return null;
        }
        // Per kind (kinds are small numbers, counted from 0; a placement may add one): its
        // instances' floats and count so far.
        float[][] data = new float[Math.max(16, decor.kindCount())][];
        int[] counts = new int[data.length];
        List<Object[]> refs = new ArrayList<>();
        for (Placement p : c.placements()) {
            if (far) {
                kinds.far(p, scratch);
            } else {
                kinds.near(p, scratch);
            }
            if (scratch.isEmpty()) {
                continue;
            }
            float[] m = kinds.matrix(p);
            boolean interactive = !far && p.isInteractive();
            int[] ks = interactive ? new int[scratch.size()] : null, is = interactive ? new int[scratch.size()] : null;
            for (int i = 0; i < scratch.size(); i++) {
                WorldKinds.Drawn dr = scratch.get(i);
                int kind = dr.kind();
                if (kind >= data.length) {
                    int grown = Math.max(2 * data.length, kind + 1);
                    data = Arrays.copyOf(data, grown);
                    counts = Arrays.copyOf(counts, grown);
                }
                int n = counts[kind];
                float[] d = data[kind];
                if (d == null || d.length < GpuWorldDecor.INSTANCE_FLOATS * (n + 1)) {
                    d = d == null ? new float[GpuWorldDecor.INSTANCE_FLOATS * 16] : Arrays.copyOf(d, 2 * d.length);
                    data[kind] = d;
                }
                int o = GpuWorldDecor.INSTANCE_FLOATS * n;
                System.arraycopy(m, 0, d, o, 16);
                Rgba t = dr.tint();
                d[o + 16] = t.r();
                d[o + 17] = t.g();
                d[o + 18] = t.b();
                d[o + 19] = t.a();
                counts[kind] = n + 1;
                if (interactive) {
                    ks[i] = kind;
                    is[i] = n;
                }
            }
            if (interactive) {
                refs.add(new Object[] {p, ks, is});
            }
        }
        int[] batchOf = new int[data.length];
        int batchCount = 0;
        for (int kind = 0; kind < data.length; kind++) {
            if (counts[kind] > 0) {
                batchOf[kind] = decor.addBatch(kind, data[kind], counts[kind]);
                batchCount++;
            }
        }
        Object publication = new Object();
        List<String> owned = new ArrayList<>(refs.size());
        for (Object[] r : refs) {
            Placement p = (Placement) r[0];
            int[] ks = (int[]) r[1], is = (int[]) r[2];
            int[] bs = new int[ks.length];
            for (int i = 0; i < ks.length; i++) {
                bs[i] = batchOf[ks[i]];
            }
            Drawn d = new Drawn(bs, is, publication, p);
            drawnObjects.put(p.id(), d);
            owned.add(p.id());
            if (hidden.contains(p.id()) || world.diffs().isRemoved(p.id())) {
                setHidden(d, true);
            }
        }
        int[] handles = new int[batchCount];
        for (int kind = 0, h = 0; kind < counts.length; kind++) {
            if (counts[kind] > 0) {
                handles[h++] = batchOf[kind];
            }
        }
        return () -> {
            for (String id : owned) {
                Drawn d = drawnObjects.get(id);
                if (d != null && d.publication() == publication) {
                    drawnObjects.remove(id);
                }
            }
            if (!closed) {
                for (int h : handles) {
                    decor.removeBatch(h);
                }
            }
        };
    }

    /**
     * Adds the ground and the world's decor to a frame begun.
     *
     * @return {@code frame}
     * @throws IllegalStateException when closed or built without drawing
     */
    @Override
    public FrameRenderer draw(FrameRenderer frame) {
        requireDrawn();
        ground.draw(frame);
        return frame.draw(decor);
    }

    /**
     * Streams with {@code budgetNanos} a call until nothing is queued and nothing was published in
     * the last call, or {@code maxUpdates} calls have run: a still picture's warm-up.
     *
     * @return the updates run
     */
    public int settle(long budgetNanos, int maxUpdates) {
        for (int i = 1; i <= maxUpdates; i++) {
            update(budgetNanos);
            if (chunks.stats().queued() == 0 && chunks.stats().publishedThisFrame() == 0) {
                return i;
            }
        }
        return maxUpdates;
    }

    /** What the ray under a screen point hits first on the ground ({@link TerrainScene#pick}). */
    @Override
    public PickHit pick(FrameRenderer frame, Camera camera, float ndcX, float ndcY, float aspect, PickHit hit) {
        requireDrawn();
        return ground.pick(frame, camera, ndcX, ndcY, aspect, hit);
    }

    /** The ground's height at a world point; NaN off the terrain and over a hole. */
    @Override
    public double heightAt(double x, double z) {
        return ground.heightAt(x, z);
    }

    /** The box round the terrain's ground, min x, y, z, max x, y, z, into {@code dest}. */
    @Override
    public float[] bounds(float[] dest) {
        return ground.bounds(dest);
    }

    /** The collision world holding the terrain's collider (and the placements', when {@link #propColliders()}). */
    @Override
    public CollisionWorld collisions() {
        return ground.collisions();
    }

    private void requireOpen() {
        SceneGuard.requireOpen(closed, "WorldScene");
    }

    private void requireDrawn() {
        SceneGuard.requireDrawn(closed, decor != null, "WorldScene");
    }

    /** Releases every chunk, frees the decor, the baker and the ground's drawables. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        unsubscribe.run();
        chunks.close();
        closed = true;
        if (groundEdits != null) {
            groundEdits.release();
        }
        if (kinds != null) {
            kinds.close();
        }
        if (decor != null) {
            decor.close();
        }
        ground.close();
    }

    /** What goes into a {@link WorldScene}. */
    public static final class Builder {
        private final WorldGen world;
        private final Terrain terrain;
        private AssetResolver resolver = AssetResolver.defaults();
        private RenderLook look = AFTERNOON;
        private boolean drawn = true;
        private boolean farVersions = true;
        private boolean groundEdits = true;
        private boolean propColliders;

        private Builder(WorldGen world, Terrain terrain) {
            this.world = Objects.requireNonNull(world, "world");
            this.terrain = Objects.requireNonNull(terrain, "terrain");
        }

        /** Resolves every mesh, material and texture the rules and the terrain name; the defaults by default. */
        public Builder resolver(AssetResolver r) {
            this.resolver = Objects.requireNonNull(r, "resolver");
            return this;
        }

        /** The look far cards are baked under, to match the frames they are drawn in; {@link #AFTERNOON} by default. */
        public Builder look(RenderLook l) {
            this.look = Objects.requireNonNull(l, "look");
            return this;
        }

        /** Whether the scene draws (the default) or streams and collides only, needing no GL context. */
        public Builder drawn(boolean on) {
            this.drawn = on;
            return this;
        }

        /** Whether far versions are streamed and drawn in far cells (on by default). */
        public Builder farVersions(boolean on) {
            this.farVersions = on;
            return this;
        }

        /**
         * Whether the world's flattening and biome paint are written into the terrain where chunks
         * publish (on by default; paint only while the world's {@code paintGround} is on): see
         * {@link WorldScene#groundEdits()}. What was written is given back when the scene closes.
         */
        public Builder groundEdits(boolean on) {
            this.groundEdits = on;
            return this;
        }

        /**
         * Whether the world's occupying placements collide (off by default): see
         * {@link WorldScene#propColliders()}.
         */
        public Builder propColliders(boolean on) {
            this.propColliders = on;
            return this;
        }

        /**
         * Builds the scene: the terrain's scene, the streaming (no source yet), the decor drawable.
         *
         * @throws dev.loam.assets.AssetException naming the terrain layer whose material does not resolve
         */
        public WorldScene build() {
            return new WorldScene(this);
        }
    }
}
