package dev.loam.scene;

import dev.loam.assets.AssetResolver;
import dev.loam.blockmap.Authority;
import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockAt;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCellRefusal;
import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockCursor;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockMapLibrary;
import dev.loam.blockmap.BlockProps;
import dev.loam.blockmap.BlockRect;
import dev.loam.blockmap.EditableBlockRows;
import dev.loam.blockmap.LegendEntry;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.blockmap.Cell;
import dev.loam.blockmap.CellSize;
import dev.loam.core.AgentSettings;
import dev.loam.nav.NavMesh;
import dev.loam.physics.BlockMapCollider;
import dev.loam.physics.CollisionWorld;
import dev.loam.physics.MeshCollider;
import dev.loam.render.gl.BlockMapDrawable;
import dev.loam.render.gl.Camera;
import dev.loam.render.gl.Drawable;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.PickHit;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import org.joml.Vector3d;
import org.joml.Vector3f;

/**
 * A block map file stood whole in one call, the spec's {@code <Landscape map="emberfall">}: the
 * file found by name ({@link BlockMapLibrary}: the folders the game registers, then the class path),
 * its live {@link BlockMap} centred on the origin (or where asked), its drawables (the chunks'
 * meshes with baked light, cover and water, and the models standing on its cells: the file's
 * {@linkplain BlockProps props} and the blocks drawn as models, a tree block's tree, as instances
 * through the frame renderer), its collider in a {@link CollisionWorld} and its {@link NavMesh}
 * (which keeps off the props' cells), all kept in step by one {@link #update()} a frame from the
 * map's change records, and freed by one {@link #close()}. A height edit moves the props and model
 * blocks standing on its cell; an edit that leaves a prop on a void cell removes it or is refused,
 * as the file's {@code propsOnVoid} says, and one that lays a stair or a model block under a prop
 * is refused, naming the cell.
 *
 * <p>Each prop collides as a box (its model's bounds, scaled and turned about +y), and so does
 * each model block whose block is not {@code blocked} (a fence, a crate); a tree block that is
 * {@code blocked} stands its cell's wall, as any blocked block does. The boxes are in
 * {@link #collisions()} as {@link #propsCollider()}, stood again by the update that moves them.
 *
 * <pre>{@code
 * try (Landscape village = Landscape.open("emberfall"); FrameRenderer frame = new FrameRenderer()) {
 *     while (running) {
 *         village.update();
 *         village.draw(frame.begin(camera, RenderLook.diorama(), screen, seconds)).end();
 *     }
 * }
 * }</pre>
 *
 * <p>The helpers every game needs: the map's {@link #bounds(float[]) bounds}, {@link #cellCentre cell
 * to world} and {@link #cellAt world to cell}, the {@link #pickCell cell under a screen point}
 * (the frame renderer's picking) and the {@link #walkableTop walkable top at a point}.
 *
 * <p>The map is the landscape's own and the game edits it through {@link #setCell} (or
 * {@link BlockMap#setCell}, or {@link BlockMap#apply} of a server's records on a replica). A
 * landscape built {@linkplain Builder#drawn(boolean) without drawing} (a server) holds the map,
 * the collider and the navigation only and needs no GL context. A drawn one needs a current
 * {@link dev.loam.render.gl.GlContext}: build, update, draw and close it on the GL thread, before
 * the context. Not thread-safe.
 */
public final class Landscape implements Scene {
    private final BlockMapFile file;
    private final BlockMap map;
    private final BlockMapCollider collider;
    private final CollisionWorld collisions = new CollisionWorld();
    private final NavMesh nav;
    private final BlockMapLiquids liquids;
    private final BlockMapMeshes meshes;
    private final BlockMapDrawable ground;
    private final BlockProps props;
    private final LandscapeModels models;
    private MeshCollider propsCollider;
    /** The model-block legend characters, whose cells an edit re-stands. */
    private final boolean[] modelSymbol = new boolean[Character.MAX_VALUE + 1];
    private final Drawable[] drawables;
    private long propsVersion;
    private boolean modelsDirty;
    private int propsMoved, propsRemoved;
    private final PickHit cellPick = new PickHit();
    private final Vector3f rayOrigin = new Vector3f(), rayDirection = new Vector3f();
    private int changesRead;
    private final Consumer<BlockChange> follow = this::follow;
    private BlockCursor cursor;
    private LandscapeUpdate last = LandscapeUpdate.NONE;
    private boolean closed;

    private Landscape(Builder b, BlockMapFile file) {
        this.file = file;
        this.map = standMap(b, file);
        this.props = BlockProps.of(map, file);
        for (Map.Entry<Character, LegendEntry> e : map.legend().entries().entrySet()) {
            modelSymbol[e.getKey()] = map.blockSet().block(e.getValue().block()).map(Block::drawnAsModel).orElse(false);
        }
        this.collider = new BlockMapCollider(map);
        collisions.add(collider);
        this.liquids = new BlockMapLiquids(map);
        this.nav = NavMesh.bake(map, b.agent);
        markObstacles();
        this.propsVersion = props.version();
        this.cursor = map.cursor();
        if (!b.drawn) {
            meshes = null;
            ground = null;
            models = new LandscapeModels(map, props, b.resolver, false);
            drawables = new Drawable[0];
            standPropsCollider();
            return;
        }
        this.meshes = BlockMapMeshes.build(map, b.look);
        BlockMapDrawable g = null;
        LandscapeModels m = null;
        try {
            g = new BlockMapDrawable(meshes);
            m = new LandscapeModels(map, props, b.resolver, true);
        } catch (RuntimeException e) {
            if (g != null) {
                g.close();
            }
            throw e;
        }
        this.ground = g;
        this.models = m;
        this.drawables = new Drawable[] {ground, models.cells()};
        standPropsCollider();
    }

    /** Builds the props' and model blocks' boxes again as they stand now, in place of the last ones. */
    private void standPropsCollider() {
        if (propsCollider != null) {
            collisions.remove(propsCollider);
        }
        propsCollider = models.collider();
        if (propsCollider.pieceCount() > 0) {
            collisions.add(propsCollider);
        }
    }

    /** Marks the cells props stand on as the navigation's obstacles, and clears the rest; returns the cells changed. */
    private int markObstacles() {
        int changed = 0;
        for (int r = 0; r < map.depth(); r++) {
            for (int c = 0; c < map.width(); c++) {
                if (nav.setObstacle(c, r, props.occupied(c, r))) {
                    changed++;
                }
            }
        }
        return changed;
    }

    private void follow(BlockChange change) {
        changesRead++;
        int[] moved = props.follow(change);
        propsMoved += moved[0];
        propsRemoved += moved[1];
        if (!modelsDirty) {
            for (int r = 0; r < change.rect().depth() && !modelsDirty; r++) {
                for (int c = 0; c < change.rect().width(); c++) {
                    if (modelSymbol[change.before().symbol(c, r)] || modelSymbol[change.after().symbol(c, r)]) {
                        modelsDirty = true;
                        break;
                    }
                }
            }
        }
    }

    private static BlockMap standMap(Builder b, BlockMapFile file) {
        String name = b.name != null ? b.name : file.name().orElse("landscape");
        BlockMap.Builder mb = BlockMapFiles.readBlockRows(file, name, b.sets);
        BlockSet set = b.sets.find(file.blockSet()).orElseThrow();
        CellSize cell = set.cellSize();
        mb.sea(file.sea().orElse(0));
        mb.layers(file.layers());
        double w = file.rows().width() * cell.x(), d = file.rows().depth() * cell.z();
        if (b.centre != null) {
            mb.position(b.centre[0] - w / 2, b.centre[1], b.centre[2] - d / 2);
        } else if (b.corner != null) {
            mb.position(b.corner[0], b.corner[1], b.corner[2]);
        } else if (file.position().isPresent()) {
            double[] p = file.position().get();
            mb.position(p[0], p[1], p[2]);
        } else {
            mb.position(-w / 2, 0, -d / 2);
        }
        return mb.build();
    }

    /**
     * Stands the map file of that name, found in the class path's {@code maps/} folder
     * ({@link BlockMapLibrary#defaults()}), centred on the origin unless the file gives a position,
     * its block set found among the sets the game defined and {@code greybox}, drawn (a GL context
     * must be current).
     *
     * @throws dev.loam.blockmap.BlockMapException naming the map and the place of the problem:
     *                                              a map no place holds, a set not defined, a cell
     *                                              that breaks a rule
     */
    public static Landscape open(String mapName) {
        return builder(mapName).build();
    }

    /** A landscape of the map file of that name; set where to find it and how to stand it, then {@link Builder#build()}. */
    public static Builder builder(String mapName) {
        return new Builder(Objects.requireNonNull(mapName, "mapName"), null);
    }

    /** A landscape of a map file's values already read (an editor's, a test's). */
    public static Builder builder(BlockMapFile file) {
        return new Builder(null, Objects.requireNonNull(file, "file"));
    }

    // ---- what it holds ---------------------------------------------------------------------------

    /** The file as it was opened (the map's later edits are not written back into it). */
    public BlockMapFile file() {
        return file;
    }

    /** The live map: the landscape's own, edited by the game. */
    public BlockMap map() {
        return map;
    }

    /** The map's collider, in {@link #collisions()}. */
    public BlockMapCollider collider() {
        return collider;
    }

    /**
     * The props' and unblocked model blocks' boxes as the last {@link #update()} left them (a
     * collider of no pieces, not in {@link #collisions()}, when nothing stands).
     */
    public MeshCollider propsCollider() {
        return propsCollider;
    }

    /** The collision world holding the map's collider and the props' (add the game's own colliders to it). */
    @Override
    public CollisionWorld collisions() {
        return collisions;
    }

    /**
     * The map's water as volumes a character and a vehicle can be in: over each water cell's square,
     * from its bed ({@link BlockMap#topMetres}) to its surface ({@link BlockMap#waterSurfaceMetres}).
     * The live map is read at each query, so a cell flooded or drained is seen at once, before
     * {@link #update()}. Queries allocate nothing; make them on the thread that edits the map. Pass it
     * to {@link dev.loam.physics.CharacterController#setLiquids}.
     */
    public dev.loam.physics.LiquidVolumes liquids() {
        return liquids;
    }

    /** The navigation baked for the builder's agent, kept in step by {@link #update()}. */
    public NavMesh navMesh() {
        return nav;
    }

    /** The map's meshes, or empty for a landscape built without drawing. */
    public Optional<BlockMapMeshes> meshes() {
        return Optional.ofNullable(meshes);
    }

    /** The map's drawable, or empty for a landscape built without drawing. */
    public Optional<BlockMapDrawable> ground() {
        return Optional.ofNullable(ground);
    }

    // ---- editing and keeping in step -------------------------------------------------------------

    /**
     * Sets one cell where outcomes are decided, as {@link BlockMap#setCell} does; the views follow
     * at the next {@link #update()}.
     *
     * @return empty when written (or when the edit changes nothing), else the refusal, naming the cell
     * @throws IllegalStateException when closed
     */
    public Optional<BlockCellRefusal> setCell(Authority authority, BlockCellEdit edit) {
        requireOpen();
        Optional<BlockCellRefusal> byProps = props.refusal(edit);
        return byProps.isPresent() ? byProps : map.setCell(authority, edit);
    }

    /**
     * The props standing on the map, live: place, turn and remove them here
     * ({@link BlockProps#place}, {@link BlockProps#replace}, {@link BlockProps#remove}); the
     * drawable and the navigation follow at the next {@link #update()}.
     */
    public BlockProps props() {
        return props;
    }

    /**
     * The map file as the landscape stands now: the file opened, with the map's rows as edited and
     * the props as they stand, ready for {@link BlockMapFiles#write(BlockMapFile, java.nio.file.Path)}.
     */
    public BlockMapFile toFile() {
        return props.toFile(EditableBlockRows.of(map).toFile(file))
                .withLayers(map.layers(new BlockRect(0, 0, map.width(), map.depth())));
    }

    /**
     * Turns a cell's block by quarter turns, as {@link BlockMap#turnCell} does (a model block
     * stands turned at the next {@link #update()}; a stair keeps its facing rule).
     *
     * @return empty when written, else the refusal naming the cell
     * @throws IllegalStateException when closed
     */
    public Optional<BlockCellRefusal> turnCell(Authority authority, int column, int row, int quarterTurns) {
        requireOpen();
        return map.turnCell(authority, column, row, quarterTurns);
    }

    /**
     * Sets one entry of a cell's game data ({@code value} null removes it), as
     * {@link BlockMap#setCellData} does; the change record carries it, and
     * {@code map().apply(change.inverse())} undoes it.
     *
     * @return empty when written, else the refusal naming the cell
     * @throws IllegalStateException when closed
     */
    public Optional<BlockCellRefusal> setCellData(Authority authority, int column, int row, String key, String value) {
        requireOpen();
        return map.setCellData(authority, column, row, key, value);
    }

    /**
     * Brings every view up to the map as it stands: the meshes rebuild the chunks its changes
     * reach (the drawable uploads them in the next frame), the collider the columns they touched,
     * the navigation the cells around them.
     *
     * @return what it did, as every scene reports it: the change records read, collider columns
     *         rebuilt and instance cells uploaded; {@link #lastUpdate()} says more
     * @throws IllegalStateException when closed
     */
    @Override
    public SceneUpdate update() {
        return update(Long.MAX_VALUE);
    }

    /**
     * {@link #update()} for a game loop that must not stall on an edit: the collider, the
     * navigation and the props follow the map at once, and the meshes rebuild the chunks an edit
     * reaches a few a frame within {@code meshBudgetNanos} ({@link BlockMapMeshes#update(long)}),
     * put in place together when the last is built, so the picture catches up an edit a frame or
     * a few later and is never half drawn. Call it every frame until {@link #meshesUpdating()} is
     * false to finish a batch.
     *
     * @param meshBudgetNanos the time the meshes may take this call, nanoseconds; 0 or less builds one chunk
     * @return what it did, as {@link #update()}
     * @throws IllegalStateException when closed
     */
    public SceneUpdate update(long meshBudgetNanos) {
        requireOpen();
        changesRead = 0;
        propsMoved = 0;
        propsRemoved = 0;
        boolean reached = map.forEachChange(cursor, follow);
        boolean meshing = meshes != null && meshes.updating();
        if (reached && changesRead == 0 && props.version() == propsVersion && !modelsDirty && !meshing) {
            // Nothing to read: the views' own cursors stand where they did, and a frame allocates nothing.
            last = LandscapeUpdate.NONE;
            return SceneUpdate.NONE;
        }
        cursor = map.cursor();
        if (!reached) {
            propsRemoved += props.removeUnstood();
            modelsDirty = true;
        }
        boolean standing = changesRead > 0 || props.version() != propsVersion || modelsDirty;
        int chunks = meshes == null ? 0 : meshes.update(meshBudgetNanos).size();
        int columns = collisions.update();
        int navCells = nav.update();
        int instanceCells = 0;
        if (props.version() != propsVersion || modelsDirty) {
            navCells += markObstacles();
            instanceCells = models.refresh();
            if (ground != null) {
                drawables[1] = models.cells();
            }
            propsVersion = props.version();
            modelsDirty = false;
        }
        if (standing) {
            standPropsCollider();
        }
        last = new LandscapeUpdate(reached ? changesRead : -1, chunks, columns, navCells, propsMoved, propsRemoved,
                instanceCells);
        return new SceneUpdate(last.changes(), columns, last.instanceCells());
    }

    /** Whether the meshes still have a budgeted batch to build or put in place ({@link #update(long)}). */
    public boolean meshesUpdating() {
        return meshes != null && meshes.updating();
    }

    /** What the last {@link #update()} did, view by view. */
    public LandscapeUpdate lastUpdate() {
        return last;
    }

    // ---- drawing and picking ---------------------------------------------------------------------

    /**
     * Adds the landscape's drawables to a frame begun.
     *
     * @return {@code frame}
     * @throws IllegalStateException when closed or built without drawing
     */
    @Override
    public FrameRenderer draw(FrameRenderer frame) {
        requireDrawn();
        return SceneGuard.drawAll(frame, drawables);
    }

    /**
     * What the ray under a screen point hits first among the landscape's drawables and the models
     * the frame renderer's last frame drew.
     *
     * @return {@code hit}
     * @throws IllegalStateException when closed or built without drawing
     */
    @Override
    public PickHit pick(FrameRenderer frame, Camera camera, float ndcX, float ndcY, float aspect, PickHit hit) {
        requireDrawn();
        return frame.pick(camera, ndcX, ndcY, aspect, hit, drawables);
    }

    /**
     * The cell under a screen point: the first column (its top or a wall) the ray through it meets,
     * through the frame renderer's picking of the map, looking past the models the frame drew in
     * front of it (a character under the cursor). A ray that meets a wall names the cell whose wall
     * it is.
     *
     * @param ndcX   −1 (left) to 1 (right)
     * @param ndcY   −1 (bottom) to 1 (top)
     * @param aspect the target's width / height
     * @return the cell, or empty where the ray meets no cell
     * @throws IllegalStateException when closed or built without drawing
     */
    public Optional<BlockAt> pickCell(FrameRenderer frame, Camera camera, float ndcX, float ndcY, float aspect) {
        requireDrawn();
        camera.pickRay(ndcX, ndcY, aspect, rayOrigin, rayDirection);
        float ox = rayOrigin.x, oy = rayOrigin.y, oz = rayOrigin.z, far = camera.far();
        for (int tries = 0; tries < 16 && far > 0; tries++) {
            frame.pick(ox, oy, oz, rayDirection.x, rayDirection.y, rayDirection.z, far, cellPick, ground);
            if (!cellPick.hit()) {
                return Optional.empty();
            }
            if (cellPick.kind() == PickHit.Kind.BLOCK_CELL && cellPick.drawable() == ground) {
                return cellBlock(cellPick.cellX(), cellPick.cellZ(), cellPick.point().x(), cellPick.point().z());
            }
            // A model the frame drew stands in front: look again from just behind it.
            float past = cellPick.distance() + 1e-3f;
            ox += rayDirection.x * past;
            oy += rayDirection.y * past;
            oz += rayDirection.z * past;
            far -= past;
        }
        return Optional.empty();
    }

    /** The cell (column, row) read at the point of it nearest (x, z), so a stair reads the tread hit. */
    private Optional<BlockAt> cellBlock(int column, int row, double x, double z) {
        double x0 = map.position().x() + column * map.cellSize().x(), z0 = map.position().z() + row * map.cellSize().z();
        double ex = map.cellSize().x() * 1e-4, ez = map.cellSize().z() * 1e-4;
        double px = Math.max(x0 + ex, Math.min(x0 + map.cellSize().x() - ex, x));
        double pz = Math.max(z0 + ez, Math.min(z0 + map.cellSize().z() - ez, z));
        return map.findBlockAt(px, pz);
    }

    // ---- where things are ------------------------------------------------------------------------

    /**
     * The walkable top at a world point in metres: the cell's top (a stair's tread under the point,
     * a water cell's bed); NaN off the map, over a void cell and on a blocked cell, where a wall
     * stands.
     */
    public double walkableTop(double x, double z) {
        Optional<BlockAt> at = map.findBlockAt(x, z);
        if (at.isEmpty() || at.get().block().blocked()) {
            return Double.NaN;
        }
        return at.get().topMetres();
    }

    /** The walkable top at a world point ({@link #walkableTop}); NaN where there is none. */
    @Override
    public double heightAt(double x, double z) {
        return walkableTop(x, z);
    }

    /**
     * A cell's middle on its top, in world metres, into {@code dest}: x and z the middle of its
     * square, y its top ({@link BlockMap#topMetres}; a stair's middle tread, half a step up).
     *
     * @return {@code dest}
     * @throws IndexOutOfBoundsException when the cell is off the map
     */
    public Vector3d cellCentre(int column, int row, Vector3d dest) {
        double y = map.topMetres(column, row);
        if (map.stairFacing(column, row).isPresent()) {
            y += map.cellSize().step() / 2;
        }
        return dest.set(map.position().x() + (column + 0.5) * map.cellSize().x(), y,
                map.position().z() + (row + 0.5) * map.cellSize().z());
    }

    /** The cell whose square holds the world point (x, z), void cells included; empty off the map. */
    public Optional<Cell> cellAt(double x, double z) {
        double fc = Math.floor((x - map.position().x()) / map.cellSize().x());
        double fr = Math.floor((z - map.position().z()) / map.cellSize().z());
        if (!(fc >= 0 && fr >= 0 && fc < map.width() && fr < map.depth())) {
            return Optional.empty();
        }
        return Optional.of(Cell.of((int) fc, (int) fr));
    }

    /**
     * The box round the map in world metres, min x, y, z, max x, y, z, into {@code dest}: its
     * footprint, from its base (the diorama's cut) to its highest top, a blocked cell's wall and
     * what stands on the cells included.
     *
     * @return {@code dest}
     */
    @Override
    public float[] bounds(float[] dest) {
        double top = map.baseMetres();
        CellSize cell = map.cellSize();
        for (int r = 0; r < map.depth(); r++) {
            for (int c = 0; c < map.width(); c++) {
                var block = map.blockOrNull(c, r);
                if (block == null) {
                    continue;
                }
                double t = map.topMetres(c, r) + (block.stairs() ? cell.step() : 0) + block.colliderHeightMetres(cell);
                if (block.isWater()) {
                    t = Math.max(t, map.waterSurfaceMetres(c, r));
                }
                top = Math.max(top, t);
            }
        }
        top = Math.max(top, models.top());
        dest[0] = (float) map.position().x();
        dest[1] = (float) map.baseMetres();
        dest[2] = (float) map.position().z();
        dest[3] = (float) (map.position().x() + map.width() * cell.x());
        dest[4] = (float) top;
        dest[5] = (float) (map.position().z() + map.depth() * cell.z());
        return dest;
    }

    private void requireOpen() {
        SceneGuard.requireOpen(closed, "Landscape");
    }

    private void requireDrawn() {
        SceneGuard.requireDrawn(closed, ground != null, "Landscape");
    }

    /** Frees the drawables; the landscape cannot be used after. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (ground != null) {
            ground.close();
            models.close();
        }
    }

    /** What goes into a {@link Landscape}. */
    public static final class Builder {
        private final String mapName;
        private final BlockMapFile given;
        private BlockMapLibrary library = BlockMapLibrary.defaults();
        private BlockSetLookup sets = BlockSetLookup.DEFINED;
        private AssetResolver resolver = AssetResolver.defaults();
        private BlockMeshLook look = BlockMeshLook.diorama(0);
        private AgentSettings agent = AgentSettings.DEFAULT;
        private String name;
        private double[] centre;
        private double[] corner;
        private boolean drawn = true;

        private Builder(String mapName, BlockMapFile given) {
            this.mapName = mapName;
            this.given = given;
        }

        /** Where map files are found by name ({@link BlockMapLibrary#defaults()}, the class path's {@code maps/}, unless set). */
        public Builder maps(BlockMapLibrary library) {
            this.library = Objects.requireNonNull(library, "library");
            return this;
        }

        /** Where the file's block set is found (the sets the game defined and {@code greybox} unless set). */
        public Builder sets(BlockSetLookup sets) {
            this.sets = Objects.requireNonNull(sets, "sets");
            return this;
        }

        /** Resolves the kit models props and model blocks name ({@link AssetResolver#defaults()} unless set). */
        public Builder resolver(AssetResolver resolver) {
            this.resolver = Objects.requireNonNull(resolver, "resolver");
            return this;
        }

        /** The meshes' look: texture seed and wall bounce ({@link BlockMeshLook#diorama(long) diorama(0)} unless set). */
        public Builder look(BlockMeshLook look) {
            this.look = Objects.requireNonNull(look, "look");
            return this;
        }

        /** The agent the navigation is baked for ({@link AgentSettings#DEFAULT} unless set). */
        public Builder agent(AgentSettings agent) {
            this.agent = Objects.requireNonNull(agent, "agent");
            return this;
        }

        /** The live map's name (the file's {@code name}, else the name it was found by, unless set). */
        public Builder name(String name) {
            this.name = Objects.requireNonNull(name, "name");
            return this;
        }

        /**
         * Stands the map with the middle of its footprint at (x, z) and its heights from y, in
         * world metres, in place of the file's position (or the origin).
         */
        public Builder centre(double x, double y, double z) {
            this.centre = new double[] {x, y, z};
            this.corner = null;
            return this;
        }

        /** Stands the map with cell [0, 0]'s north-west corner at (x, y, z), in world metres, in place of the file's position. */
        public Builder position(double x, double y, double z) {
            this.corner = new double[] {x, y, z};
            this.centre = null;
            return this;
        }

        /** Whether the landscape draws (the default) or holds the map, collider and navigation only, needing no GL context. */
        public Builder drawn(boolean drawn) {
            this.drawn = drawn;
            return this;
        }

        /**
         * Finds and reads the file (unless given), stands the map, bakes its collider and
         * navigation, and (when drawn) meshes and uploads it.
         *
         * @throws dev.loam.blockmap.BlockMapException naming the map and the place: a map no place
         *                                              holds, a set not defined, a cell that breaks
         *                                              a rule; nothing is left open then
         * @throws IllegalArgumentException             when a position given is not finite
         */
        public Landscape build() {
            double[] p = centre != null ? centre : corner;
            if (p != null && !(Double.isFinite(p[0]) && Double.isFinite(p[1]) && Double.isFinite(p[2]))) {
                throw new IllegalArgumentException("a landscape's position must be finite metres");
            }
            BlockMapFile file = given != null ? given : library.read(mapName);
            try {
                return new Landscape(this, file);
            } catch (BlockMapException e) {
                String which = mapName != null ? "map \"" + mapName + "\"" : "map " + file.name().map(n -> "\"" + n + "\"").orElse("file");
                throw new BlockMapException(e.place(), which + ": " + e.detail(), e.fix(), e);
            }
        }
    }
}
