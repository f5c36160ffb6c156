package dev.loam.scene;

import dev.loam.assets.AssetResolver;
import dev.loam.physics.CollisionWorld;
import dev.loam.physics.PropCollider;
import dev.loam.physics.TerrainCollider;
import dev.loam.render.gl.Camera;
import dev.loam.render.gl.Drawable;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.GpuInstanceCells;
import dev.loam.render.gl.GpuTerrain;
import dev.loam.render.gl.PickHit;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A terrain and its scatter sets wired to every view a game needs, kept in step by one
 * {@link #update()} a frame: the terrain's drawable (CDLOD, its splat layers' materials resolved
 * through an {@link AssetResolver}), each scatter set's instances per cell (the items' models and
 * material overrides resolved the same way), and the terrain's collider and the sets' props
 * ({@link #propCollider()}, as each set's {@code collision} says) in a {@link CollisionWorld} for
 * characters and rays. The game edits the {@link Terrain} and the {@link Scatter}s it gave
 * (brushes, {@code setHeights}, {@code ScatterBrush.paint}); {@code update()} reads the terrain's
 * change records into the drawable and the collider, moves the scatter instances standing on
 * ground a height edit moved by as much as it moved ({@link dev.loam.terrain.ScatterBrush#followHeights}),
 * and re-uploads the cells of a scatter set whose instances changed.
 *
 * <p>A scene built {@linkplain Builder#drawn(boolean) without drawing} (a server) holds the
 * collider only and needs no GL context. A drawn one needs a current {@link
 * dev.loam.render.gl.GlContext}: build, update, draw and close it on the GL thread, before the
 * context. Not thread-safe.
 */
public final class TerrainScene implements Scene {
    private final Terrain terrain;
    private final List<Scatter> sets;
    private final TerrainCollider collider;
    private final CollisionWorld collisions = new CollisionWorld();
    private final GpuTerrain ground;
    private final List<ScatterDrawable> scatter = new ArrayList<>();
    private final Drawable[] drawables;
    private final TerrainFollower follower;
    private final PropCollider propCollider = new PropCollider("terrain scene props");
    private final List<SceneProps.Stood> stood = new ArrayList<>();
    private boolean closed;

    private TerrainScene(Builder b) {
        terrain = b.terrain;
        sets = List.copyOf(b.sets);
        collider = new TerrainCollider(terrain);
        collisions.add(collider);
        follower = new TerrainFollower(terrain, sets);
        SceneProps shapes = new SceneProps(b.resolver);
        for (int i = 0; i < sets.size(); i++) {
            stood.add(shapes.new Stood(sets.get(i), propCollider, "scatter[" + i + "] \"" + sets.get(i).name() + "\""));
        }
        collisions.add(propCollider);
        if (!b.drawn) {
            ground = null;
            drawables = new Drawable[0];
            return;
        }
        GpuTerrain g = null;
        try {
            g = GpuTerrain.create(terrain, SceneLooks.terrainLooks(terrain.layers(), b.resolver, "terrain"));
            g.pixelError(b.pixelError);
            for (Scatter s : sets) {
                scatter.add(new ScatterDrawable(s, b.resolver));
            }
        } catch (RuntimeException e) {
            if (g != null) {
                g.close();
            }
            scatter.forEach(ScatterDrawable::close);
            throw e;
        }
        ground = g;
        drawables = new Drawable[1 + scatter.size()];
        drawables[0] = ground;
        for (int i = 0; i < scatter.size(); i++) {
            drawables[1 + i] = scatter.get(i).cells();
        }
    }

    /** A scene of this terrain; add its scatter sets and resolver, then {@link Builder#build()}. */
    public static Builder builder(Terrain terrain) {
        return new Builder(terrain);
    }

    /** The terrain the scene follows: the game's own, edited by the game. */
    public Terrain terrain() {
        return terrain;
    }

    /** The scatter sets the scene draws, in the order given. */
    public List<Scatter> scatter() {
        return sets;
    }

    /** The collision world holding the terrain's collider (add the game's own colliders to it). */
    @Override
    public CollisionWorld collisions() {
        return collisions;
    }

    /**
     * The scatter sets' instances as they collide, in {@link #collisions()}: a props set's each as
     * its {@code collision} says ({@code convex}: its item's model's hull; {@code trimesh}: the
     * model's triangles; {@code none}, and every foliage set: nothing), at its own transform, stood
     * again by the {@link #update()} after its set changed (painted, erased, moved with the ground).
     */
    public PropCollider propCollider() {
        return propCollider;
    }

    /** The terrain's collider. */
    public TerrainCollider collider() {
        return collider;
    }

    /** The terrain's drawable, or empty for a scene built without drawing. */
    public Optional<GpuTerrain> ground() {
        return Optional.ofNullable(ground);
    }

    /** Each scatter set's drawable, in the sets' order; empty for a scene built without drawing. */
    public List<GpuInstanceCells> instances() {
        List<GpuInstanceCells> out = new ArrayList<>(scatter.size());
        for (ScatterDrawable s : scatter) {
            out.add(s.cells());
        }
        return out;
    }

    /**
     * Brings every view up to the terrain's and the sets' present state: the terrain's changes
     * since the last update into its drawable (the texels they wrote) and its collider (the chunks
     * they touched), and the cells of each scatter set whose instances changed into its drawable.
     *
     * @return what this update did
     * @throws IllegalStateException when closed
     */
    @Override
    public SceneUpdate update() {
        requireOpen();
        follower.update();
        for (int i = 0; i < stood.size(); i++) {
            stood.get(i).update();
        }
        int terrainChanges = ground == null ? 0 : ground.update();
        int chunks = collisions.update();
        int cells = 0;
        for (int i = 0; i < scatter.size(); i++) {
            cells += scatter.get(i).update();
        }
        return terrainChanges == 0 && chunks == 0 && cells == 0 ? SceneUpdate.NONE
                : new SceneUpdate(terrainChanges, chunks, cells);
    }

    /**
     * Adds the scene's drawables to a frame begun.
     *
     * @return {@code frame}
     * @throws IllegalStateException when the scene is closed or was built without drawing
     */
    @Override
    public FrameRenderer draw(FrameRenderer frame) {
        requireDrawn();
        return SceneGuard.drawAll(frame, drawables);
    }

    /**
     * What the ray under a screen point hits first: the ground or a scatter instance.
     *
     * @param frame  a frame renderer (its last frame's models are picked too)
     * @param camera the view
     * @param ndcX   −1 (left) to 1 (right)
     * @param ndcY   −1 (bottom) to 1 (top)
     * @param aspect the target's width / height
     * @param hit    receives the hit
     * @return {@code hit}
     * @throws IllegalStateException when the scene is closed or was built without drawing
     */
    @Override
    public PickHit pick(FrameRenderer frame, Camera camera, float ndcX, float ndcY, float aspect, PickHit hit) {
        requireDrawn();
        return frame.pick(camera, ndcX, ndcY, aspect, hit, drawables);
    }

    /** The height of the ground at a world point ({@link Terrain#heightAt}); NaN off the terrain and over a hole. */
    @Override
    public double heightAt(double x, double z) {
        return terrain.contains(x, z) && !terrain.isHoleAt(x, z) ? terrain.heightAt(x, z) : Double.NaN;
    }

    /** The box round the terrain's ground, min x, y, z, max x, y, z in metres, into {@code dest}. */
    @Override
    public float[] bounds(float[] dest) {
        return SceneBounds.of(terrain, dest);
    }

    private void requireOpen() {
        SceneGuard.requireOpen(closed, "TerrainScene");
    }

    private void requireDrawn() {
        SceneGuard.requireDrawn(closed, ground != null, "TerrainScene");
    }

    /** Frees the drawables. The terrain and the sets stay the game's. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (ground != null) {
            ground.close();
        }
        scatter.forEach(ScatterDrawable::close);
    }

    /** What goes into a {@link TerrainScene}. */
    public static final class Builder {
        private final Terrain terrain;
        private final List<Scatter> sets = new ArrayList<>();
        private AssetResolver resolver = AssetResolver.defaults();
        private boolean drawn = true;
        private float pixelError = dev.loam.render.mesh.TerrainLodRanges.DEFAULT_PIXEL_ERROR;

        private Builder(Terrain terrain) {
            this.terrain = Objects.requireNonNull(terrain, "terrain");
        }

        /** Adds a scatter set drawn on the terrain (the game keeps it and may brush it). */
        public Builder scatter(Scatter set) {
            sets.add(Objects.requireNonNull(set, "set"));
            return this;
        }

        /** Resolves layer materials, scatter models and material overrides; the default resolver by default. */
        public Builder resolver(AssetResolver resolver) {
            this.resolver = Objects.requireNonNull(resolver, "resolver");
            return this;
        }

        /** Whether the scene draws (the default) or holds the collider only, needing no GL context. */
        public Builder drawn(boolean drawn) {
            this.drawn = drawn;
            return this;
        }

        /** The terrain's screen-space error target in pixels, as {@link GpuTerrain#pixelError(float)}. */
        public Builder pixelError(float pixels) {
            this.pixelError = pixels;
            return this;
        }

        /**
         * Builds the scene: resolves every name, uploads the drawables (when drawn), builds the collider.
         *
         * @throws dev.loam.assets.AssetException naming the layer or item whose name does not resolve
         */
        public TerrainScene build() {
            return new TerrainScene(this);
        }
    }
}
