package dev.loam.scene;

import dev.loam.assets.AssetResolver;
import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.physics.CollisionWorld;
import dev.loam.physics.MeshCollider;
import dev.loam.physics.PropCollider;
import dev.loam.physics.TerrainCollider;
import dev.loam.region.LavaFlow;
import dev.loam.region.Place;
import dev.loam.region.Region;
import dev.loam.region.RoadMeshes;
import dev.loam.region.RoadTunnel;
import dev.loam.region.RoadTunnelLamp;
import dev.loam.region.Sheet;
import dev.loam.render.gl.Camera;
import dev.loam.render.gl.Drawable;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.GpuInstanceCells;
import dev.loam.render.gl.GpuSheets;
import dev.loam.render.gl.GpuTerrain;
import dev.loam.render.gl.PickHit;
import dev.loam.render.mesh.FlowRibbon;
import dev.loam.render.mesh.InstanceLayer;
import dev.loam.render.mesh.SheetKind;
import dev.loam.render.mesh.SheetMeshes;
import dev.loam.render.mesh.SheetRect;
import dev.loam.terrain.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A solved {@link Region} stood up whole, with one {@link #update()} a frame: its terrain drawn
 * with every ground layer it paints (beyond the terrain file's four: lava rock beside sand, ash and
 * snow), its props (the biome's trees and rocks, lighthouses and telescopes) as instances per cell,
 * its lakes' water as the block maps' pixel water and its craters' lava glowing and moving, a
 * volcano's flow down its flank as lava draped over the ground, its roads ({@link RoadMeshes}: the
 * surfaces with their paint, the bridges' decks, railings and piers, the tunnels' roofs, portals and
 * lamps), the terrain's collider and the roads' ({@link #roadCollider()}: a body stands on a deck,
 * not on the land under it, and walks over a tunnel's roof), the props' ({@link #propCollider()}),
 * the water and lava as volumes ({@link #liquids()}), and
 * the places the spec names (spawns, lighthouses, each road's start and end).
 *
 * <p>The scene's terrain is its own copy of the region's ({@link #terrain()}): a game that edits
 * it (a crater dug, a hill raised) sees the drawable and the collider follow at the next
 * {@code update()}; the region itself is immutable. A scene built {@linkplain Builder#drawn(boolean)
 * without drawing} holds the collider and the places only and needs no GL context. A drawn one
 * needs a current {@link dev.loam.render.gl.GlContext}: build, update, draw and close it on the GL
 * thread, before the context. Not thread-safe.
 */
public final class RegionScene implements Scene {
    private final Region region;
    private final Terrain terrain;
    private final TerrainCollider collider;
    private final CollisionWorld collisions = new CollisionWorld();
    private final GpuTerrain ground;
    private final ScatterDrawable props;
    private final GpuSheets sheets;
    private final RoadMeshes roadMeshes;
    private final MeshCollider roadCollider;
    private final GpuInstanceCells roads;
    private final Drawable[] drawables;
    private final TerrainFollower follower;
    private final RegionLiquids liquids;
    private final dev.loam.terrain.Scatter propSet;
    private final PropCollider propCollider;
    private final SceneProps.Stood propsStood;
    private boolean closed;

    private RegionScene(Builder b) {
        region = b.region;
        terrain = region.terrain();
        collider = new TerrainCollider(terrain);
        collisions.add(collider);
        liquids = new RegionLiquids(region, terrain);
        roadMeshes = RoadMeshes.of(region);
        roadCollider = roadCollider(roadMeshes, region.spec().name());
        if (roadCollider.pieceCount() > 0) {
            collisions.add(roadCollider);
        }
        propSet = region.props();
        follower = new TerrainFollower(terrain, java.util.List.of(propSet));
        propCollider = new PropCollider("region \"" + region.spec().name() + "\" props");
        propsStood = new SceneProps(b.resolver).new Stood(propSet, propCollider,
                "region \"" + region.spec().name() + "\" props");
        collisions.add(propCollider);
        if (!b.drawn) {
            ground = null;
            props = null;
            sheets = null;
            roads = null;
            drawables = new Drawable[0];
            return;
        }
        GpuTerrain g = null;
        ScatterDrawable p = null;
        GpuSheets s = null;
        GpuInstanceCells r = null;
        try {
            g = GpuTerrain.create(terrain, SceneLooks.terrainLooks(region.groundTerrainLayers(), b.resolver,
                    "region \"" + region.spec().name() + "\" ground"), region.groundWeights());
            g.pixelError(b.pixelError);
            p = new ScatterDrawable(propSet, b.resolver);
            s = new GpuSheets(sheetMeshes(region, terrain));
            r = roadCells(roadMeshes, b.resolver, region.spec().name());
        } catch (RuntimeException e) {
            for (AutoCloseable c : new AutoCloseable[] {g, p, s, r}) {
                closeQuietly(c, e);
            }
            throw e;
        }
        ground = g;
        props = p;
        sheets = s;
        roads = r;
        drawables = roads == null ? new Drawable[] {ground, props.cells(), sheets}
                : new Drawable[] {ground, roads, props.cells(), sheets};
    }

    /**
     * The roads' collider: every deck's road surface solid down to the deck's underside, every
     * railing's top solid down to the deck, every pier a box, every tunnel's roof and portals.
     * Empty for a region with no bridges and no tunnels.
     */
    static MeshCollider roadCollider(RoadMeshes meshes, String region) {
        MeshCollider.Builder b = MeshCollider.builder("region \"" + region + "\" bridges and tunnels");
        for (RoadMeshes.Slabs s : meshes.slabs()) {
            b.triangles(s.positions(), s.indices(), s.depthMetres());
        }
        double[] piers = meshes.pierBoxes();
        for (int k = 0; k < piers.length; k += 6) {
            b.box(piers[k], piers[k + 1], piers[k + 2], piers[k + 3], piers[k + 4], piers[k + 5]);
        }
        return b.build();
    }

    /**
     * The roads' drawable: the surfaces (casting no shadow, lying on the ground), the bridges, the
     * tunnels' roofs and portals, and their lamps as the kit's {@value RoadTunnel#LAMP_MODEL}
     * resolved by the scene's resolver; null with no roads.
     */
    private static GpuInstanceCells roadCells(RoadMeshes meshes, AssetResolver resolver, String region) {
        List<InstanceLayer> layers = new ArrayList<>();
        float[] identity = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
        for (Model m : new Model[] {meshes.surfaces(), meshes.bridges(), meshes.tunnels()}) {
            if (!m.meshes().isEmpty()) {
                InstanceSet set = InstanceSet.builder(m.name(), m).add(identity).build();
                layers.add(new InstanceLayer(set, 0, 0, m != meshes.surfaces(), java.util.Optional.empty()));
            }
        }
        if (!meshes.tunnelLamps().isEmpty()) {
            Model lamp = resolver.model(RoadTunnel.LAMP_MODEL, "region \"" + region + "\" tunnel lamps");
            InstanceSet.Builder lamps = InstanceSet.builder(region + "-tunnel-lamps", lamp);
            for (RoadTunnelLamp l : meshes.tunnelLamps()) {
                lamps.add((float) l.x(), (float) l.y(), (float) l.z(), (float) Math.toRadians(l.yawDegrees()), 1,
                        dev.loam.model.Rgba.WHITE);
            }
            layers.add(new InstanceLayer(lamps.build(), 64, 400, false, java.util.Optional.empty()));
        }
        return layers.isEmpty() ? null : new GpuInstanceCells(layers);
    }

    private static void closeQuietly(AutoCloseable c, RuntimeException failure) {
        if (c == null) {
            return;
        }
        try {
            c.close();
        } catch (Exception again) {
            failure.addSuppressed(again);
        }
    }

    /**
     * The region's sheets as the renderer meshes them: each lake's water and crater's lava over its
     * tiles at its height, each lava flow a ribbon of its width from the crater's middle down to
     * past the foot, draped over the terrain.
     */
    static SheetMeshes sheetMeshes(Region region, Terrain terrain) {
        List<SheetRect> rects = new ArrayList<>();
        for (Sheet sheet : region.sheets()) {
            SheetKind kind = sheet.kind() == Sheet.Kind.WATER ? SheetKind.WATER : SheetKind.LAVA;
            rects.add(new SheetRect(kind, sheet.minX(), sheet.minZ(), sheet.maxX(), sheet.maxZ(), sheet.heightMetres()));
        }
        List<FlowRibbon> flows = new ArrayList<>();
        for (LavaFlow flow : region.flows()) {
            flows.add(FlowRibbon.straight(flow.startX(), flow.startZ(), flow.endX(), flow.endZ(), LavaFlow.WIDTH_METRES));
        }
        return SheetMeshes.build(rects, flows, (x, z) -> terrain.contains(x, z) ? terrain.heightAt(x, z)
                : terrain.heightAt(clamp(x, terrain.originX(), terrain.originX() + terrain.cellsX() * terrain.cellSize()),
                        clamp(z, terrain.originZ(), terrain.originZ() + terrain.cellsZ() * terrain.cellSize())));
    }

    private static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }

    /** A drawn scene of the region, its names resolved by {@link AssetResolver#defaults()}. */
    public static RegionScene of(Region region) {
        return builder(region).build();
    }

    /** A scene of the region; set its resolver, then {@link Builder#build()}. */
    public static Builder builder(Region region) {
        return new Builder(region);
    }

    /** The region stood up. */
    public Region region() {
        return region;
    }

    /** The scene's own terrain (a copy of the region's), which the game may edit. */
    public Terrain terrain() {
        return terrain;
    }

    /** The places the region names, in its order. */
    public List<Place> places() {
        return region.places();
    }

    /** The place of that name, or empty. */
    public Optional<Place> place(String name) {
        for (Place p : region.places()) {
            if (p.name().equals(name)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /**
     * The collision world holding the terrain's collider and, where the region has bridges, the
     * bridges' {@link #roadCollider()} (add the game's own colliders to it).
     */
    @Override
    public CollisionWorld collisions() {
        return collisions;
    }

    /**
     * The region's water and lava as volumes a character and a vehicle can be in: each lake's water
     * and each crater's lava over its sheet's tiles where the ground lies lower than the sheet, and
     * each volcano's flow, a band {@value LavaFlow#WIDTH_METRES} m wide lying
     * {@value SheetMeshes#RIBBON_LIFT_METRES} m deep on its flank as drawn. The bed is the scene's
     * {@link #terrain()} under the point, read at each query (an edit there is seen at once); where
     * two overlap the higher surface counts. Queries allocate nothing; make them on the thread that
     * edits the terrain. Pass it to {@link dev.loam.physics.CharacterController#setLiquids}.
     */
    public dev.loam.physics.LiquidVolumes liquids() {
        return liquids;
    }

    /**
     * The region's props as they collide, in {@link #collisions()}: each tree, rock, lighthouse and
     * telescope as its set's {@code collision} says (the region's say {@code convex}: its model's
     * hull, at its instance's transform), stood again by the {@link #update()} that moves them with
     * the ground under them.
     */
    public PropCollider propCollider() {
        return propCollider;
    }

    /** The terrain's collider. */
    public TerrainCollider collider() {
        return collider;
    }

    /** The region's road meshes: surfaces, bridges and the bridges' solids, in region metres. */
    public RoadMeshes roadMeshes() {
        return roadMeshes;
    }

    /**
     * The roads' collider (decks, railings, piers, tunnels' roofs and portals), in
     * {@link #collisions()} when it holds any piece; empty for a region with no bridges and no
     * tunnels.
     */
    public MeshCollider roadCollider() {
        return roadCollider;
    }

    /**
     * The roads' drawable (surfaces, bridges, tunnels and their lamps), or empty for a scene built
     * without drawing or a region with no roads.
     */
    public Optional<GpuInstanceCells> roads() {
        return Optional.ofNullable(roads);
    }

    /** The terrain's drawable, or empty for a scene built without drawing. */
    public Optional<GpuTerrain> ground() {
        return Optional.ofNullable(ground);
    }

    /** The props' drawable, or empty for a scene built without drawing. */
    public Optional<GpuInstanceCells> props() {
        return props == null ? Optional.empty() : Optional.of(props.cells());
    }

    /** The water and lava's drawable, or empty for a scene built without drawing. */
    public Optional<GpuSheets> sheets() {
        return Optional.ofNullable(sheets);
    }

    /**
     * Brings every view up to the scene's terrain: its changes since the last update into its
     * drawable and its collider, and the props standing on ground a height edit raised or lowered moved with it.
     *
     * @return what this update did
     * @throws IllegalStateException when closed
     */
    @Override
    public SceneUpdate update() {
        requireOpen();
        follower.update();
        propsStood.update();
        int changes = ground == null ? 0 : ground.update();
        int chunks = collisions.update();
        int cells = props == null ? 0 : props.update();
        return new SceneUpdate(changes, chunks, cells);
    }

    /**
     * Adds the scene's drawables to a frame begun: ground, roads, props, then the sheets.
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
     * What the ray under a screen point hits first: the ground, a road or bridge, a prop, a sheet of
     * water or lava.
     *
     * @return {@code hit}
     * @throws IllegalStateException when the scene is closed or was built without drawing
     */
    @Override
    public PickHit pick(FrameRenderer frame, Camera camera, float ndcX, float ndcY, float aspect, PickHit hit) {
        requireDrawn();
        return frame.pick(camera, ndcX, ndcY, aspect, hit, drawables);
    }

    /** The height of the ground at a world point; NaN off the region. */
    @Override
    public double heightAt(double x, double z) {
        return terrain.contains(x, z) ? terrain.heightAt(x, z) : Double.NaN;
    }

    /** The box round the region's ground, min x, y, z, max x, y, z in metres, into {@code dest}. */
    @Override
    public float[] bounds(float[] dest) {
        return SceneBounds.of(terrain, dest);
    }

    private void requireOpen() {
        SceneGuard.requireOpen(closed, "RegionScene");
    }

    private void requireDrawn() {
        SceneGuard.requireDrawn(closed, ground != null, "RegionScene");
    }

    /** Frees the drawables. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (ground != null) {
            ground.close();
            props.close();
            sheets.close();
            if (roads != null) {
                roads.close();
            }
        }
    }

    /** What goes into a {@link RegionScene}. */
    public static final class Builder {
        private final Region region;
        private AssetResolver resolver = AssetResolver.defaults();
        private boolean drawn = true;
        private float pixelError = dev.loam.render.mesh.TerrainLodRanges.DEFAULT_PIXEL_ERROR;

        private Builder(Region region) {
            this.region = Objects.requireNonNull(region, "region");
        }

        /** Resolves ground materials and prop models; the default resolver by default. */
        public Builder resolver(AssetResolver resolver) {
            this.resolver = Objects.requireNonNull(resolver, "resolver");
            return this;
        }

        /** Whether the scene draws (the default) or holds the collider and places only. */
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
         * Builds the scene.
         *
         * @throws dev.loam.assets.AssetException naming the ground layer or prop whose name does not resolve
         */
        public RegionScene build() {
            return new RegionScene(this);
        }
    }
}
