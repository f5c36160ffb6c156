package dev.loam.nav;

import dev.loam.core.AgentSettings;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainChange;
import dev.loam.terrain.TerrainCursor;
import dev.loam.terrain.TerrainRect;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Navigation baked from a terrain's own triangles for one {@link AgentSettings}: each of the two
 * triangles of every cell (split along the a–d diagonal, as {@link Terrain} draws and collides
 * them) is a polygon of the mesh, linked to its three neighbours across its edges. A triangle is
 * walkable where
 * <ul>
 * <li>it is not a hole and no steeper than the agent's slope limit ({@link AgentSettings#maxSlopeDegrees()});</li>
 * <li>the game's {@link NavAreas} allow every sampled point of it (its middle and near each
 * corner), water deeper than the agent wades and lava kept off by the scene's areas; the dearest
 * sample's cost is the triangle's cost a metre;</li>
 * <li>no {@link NavObstacle} footprint comes within the agent's clearance radius (radius plus
 * skin) of it;</li>
 * <li>no ceiling piece (a bridge's deck, a tunnel portal; {@link Builder#ceiling}) within the
 * clearance radius across hangs lower over it than the agent's height, unless the piece lies
 * wholly under the ground there.</li>
 * </ul>
 * Over the ground the mesh may hold decks ({@link Builder#deck}: a bridge's road): each deck
 * triangle a polygon of its own, walkable where no steeper than the slope limit and allowed by the
 * areas at its middle, linked to the decks it shares edges with and, across each open edge with no
 * wall beside it, to the first walkable ground within two cells and the clearance of the edge that
 * lies within a step of its height (plus the slope limit's climb over the distance). The links
 * follow the ground: every re-bake re-links the decks whose open edges reach the cells it touched,
 * and a ground triangle a deck links to stays a polygon of its own.
 * The ground is one surface, so neighbouring triangles always meet within a step; the agent's
 * step height and its clearance bound what the path keeps from the mesh's edges
 * ({@link TerrainPathQuery}).
 *
 * <p>For the search the walkable triangles of each tile of {@link #MERGE_CELLS} × {@link #MERGE_CELLS}
 * cells are merged into rectangles of whole cells where that loses nothing the path keeps to
 * ({@link Builder#merged}): a cell joins a rectangle when both its triangles are walkable at one
 * cost, no triangle of it or of its eight neighbours is off the mesh (so a rectangle's corners
 * and edges never touch ground the agent keeps off, and the clearance insets stay where they
 * were), and every triangle of the rectangle slopes within {@link #MERGE_GRADIENT_SPREAD} of the
 * others across x and across z (near enough one plane that the distance between two middles is
 * the distance walked). Every other walkable triangle, at the edges of holes, areas, obstacles
 * and steep ground, stays a polygon of its own. Walkability, costs and clearance stay per
 * triangle; only the search's nodes and the funnel's portals are fewer.
 *
 * <p>The mesh follows the terrain's change records: {@link #update()} re-bakes only the triangles
 * of cells touching a written vertex or cell, and {@link #addObstacle}/{@link #removeObstacle}
 * (props streaming in and out; {@link #addObstacles}/{@link #removeObstacles} a chunk's at once)
 * only the triangles the footprint reaches; each then re-merges only the tiles holding a re-baked
 * cell or one next to it, once each however many records or footprints reached them
 * ({@link #lastRebuiltTiles()}). Blocking is per triangle:
 * a prop's footprint takes the whole of each terrain triangle it comes near off the mesh, which is
 * conservative at the terrain's spacing.
 *
 * <p>Not thread-safe; query it through {@link TerrainPathQuery}, one per thread, while nobody
 * edits.
 */
public final class TerrainNavMesh {
    /** The most triangles a mesh holds, 2<sup>29</sup>, so its arrays stay in bounds. */
    public static final long MAX_TRIANGLES = 1L << 29;
    /** Cells a side of a bin of obstacles and ceiling pieces. */
    static final int BIN_CELLS = 8;
    /** Heights this close count as one, metres. */
    static final double LEVEL_TOLERANCE_METRES = 1e-6;
    /** How far toward a triangle's middle its corner samples of the areas lie, as a fraction. */
    static final double CORNER_SAMPLE_INSET = 0.1;
    /** Cells a side of the tiles within which walkable cells are merged into rectangles. */
    public static final int MERGE_CELLS = 16;
    /**
     * How far the rise a cell of the triangles of one merged rectangle may spread, across x and
     * across z separately (a gradient, metres a metre): 0.05 is under 3 degrees between the
     * steepest and the flattest.
     */
    public static final double MERGE_GRADIENT_SPREAD = 0.05;

    private final Terrain terrain;
    private final AgentSettings agent;
    private final NavAreas areas;
    final int nx;
    final int nz;
    final int cellsX;
    final int cellsZ;
    final double cellSize;
    final double originX;
    final double originY;
    final double originZ;
    private final double clearance;
    private final double minNormalY;
    /** Whether triangle t is walkable. */
    final boolean[] walkable;
    /** Triangle t's cost a metre, 0 where not walkable. */
    final float[] cost;
    /** Triangle t's middle, world metres. */
    final double[] midX;
    final double[] midY;
    final double[] midZ;
    /** Triangle t's neighbour across its edge e at {@code 3t + e}, −1 off the grid (fixed by the grid). */
    final int[] neighbour;
    /** Whether vertex v ({@code j * nx + i}) touches a triangle that is not walkable or the grid's edge. */
    final boolean[] boundary;
    /** Whether cell c ({@code j * cellsX + i}) or one of its eight neighbours holds a triangle that is not walkable. */
    final boolean[] nearOff;
    /** Triangle t's rise across x and across z, metres a metre. */
    final float[] gradX;
    final float[] gradZ;
    /**
     * The polygon walkable triangle t belongs to, −1 where not walkable: the triangle itself, or
     * for a merged rectangle triangle 0 of its first (lowest i, then j) cell.
     */
    final int[] polygon;
    /** For a polygon p, {@code width | depth << 8} in cells where it is a merged rectangle, 0 where it is one triangle. */
    final int[] span;
    /** Polygon p's middle, world metres (the triangle's middle, or the rectangle's middle on the ground). */
    final double[] polyX;
    final double[] polyY;
    final double[] polyZ;
    /** Whether the walkable cells are merged into rectangles ({@link Builder#merged}). */
    final boolean merged;
    private final boolean[] assigned = new boolean[MERGE_CELLS * MERGE_CELLS];
    private final int binsX;
    private final int binsZ;
    private final int[][] obstacleBins;
    private final int[] obstacleBinCount;
    private final Map<Integer, NavObstacle> obstacles = new HashMap<>();
    private int nextObstacle = 1;
    private final int[][] ceilingBins;
    private final int[] ceilingBinCount;
    /** Ceiling piece k: x, z of its three corners at 8k..8k+5, its lowest y at 8k+6 and highest at 8k+7. */
    private double[] ceilings = new double[0];
    private TerrainCursor cursor;
    private int lastRebuilt;
    private int lastTiles;
    private final int tilesX;
    private final int tilesZ;
    /** Whether tile (a, b) at {@code b * tilesX + a} waits to be re-merged; the waiting ones listed in {@link #dirty}. */
    private final boolean[] tileDirty;
    private int[] dirty = new int[16];
    private int dirtyCount;
    private final Consumer<TerrainChange> onChange = this::rebake;
    private final double[] tri = new double[6];
    private final double[] piece = new double[6];
    /** How many deck triangles ({@link Builder#deck}) the mesh holds; deck k is polygon {@code triangleCount() + k}. */
    final int decks;
    /** Deck k's corners: x, y, z of corner m at {@code 9k + 3m}. */
    final double[] deckCorners;
    /** Deck k's neighbour across its edge e (corner e to corner e + 1) at {@code 3k + e}: another deck, −1 where open. */
    final int[] deckNext;
    /** Whether deck k is walkable: no steeper than the slope limit, allowed by the areas. */
    final boolean[] deckWalkable;
    /** Deck k's links to the ground, each {@code 3t + e}: ground triangle t across its open edge e, ascending. */
    final int[][] deckGround;
    /** Ground triangle t's links to decks, each {@code 3k + e}, ascending; absent where none. */
    final Map<Integer, int[]> groundDeck = new HashMap<>();
    /** How far from a deck's open edge its links reach for the ground, metres. */
    private final double deckReach;

    private TerrainNavMesh(Builder b) {
        terrain = b.terrain;
        agent = b.agent;
        areas = b.areas;
        merged = b.merged;
        nx = terrain.resolutionX();
        nz = terrain.resolutionZ();
        cellsX = nx - 1;
        cellsZ = nz - 1;
        long triangles = 2L * cellsX * cellsZ;
        if (triangles > MAX_TRIANGLES) {
            throw new IllegalArgumentException("a terrain of " + cellsX + " × " + cellsZ + " cells makes " + triangles
                    + " triangles, over the navmesh's " + MAX_TRIANGLES);
        }
        cellSize = terrain.cellSize();
        originX = terrain.originX();
        originY = terrain.originY();
        originZ = terrain.originZ();
        clearance = agent.clearanceRadiusMetres();
        minNormalY = agent.minWalkableNormalY();
        int n = (int) triangles;
        walkable = new boolean[n];
        decks = b.deckPieces.size();
        cost = new float[n + decks];
        midX = new double[n];
        midY = new double[n];
        midZ = new double[n];
        neighbour = new int[3 * n];
        boundary = new boolean[nx * nz];
        nearOff = new boolean[cellsX * cellsZ];
        gradX = new float[n];
        gradZ = new float[n];
        polygon = new int[n];
        span = new int[n];
        polyX = new double[n + decks];
        polyY = new double[n + decks];
        polyZ = new double[n + decks];
        tilesX = (cellsX + MERGE_CELLS - 1) / MERGE_CELLS;
        tilesZ = (cellsZ + MERGE_CELLS - 1) / MERGE_CELLS;
        tileDirty = new boolean[tilesX * tilesZ];
        binsX = (cellsX + BIN_CELLS - 1) / BIN_CELLS;
        binsZ = (cellsZ + BIN_CELLS - 1) / BIN_CELLS;
        obstacleBins = new int[binsX * binsZ][];
        obstacleBinCount = new int[binsX * binsZ];
        ceilingBins = new int[binsX * binsZ][];
        ceilingBinCount = new int[binsX * binsZ];
        for (int j = 0; j < cellsZ; j++) {
            for (int i = 0; i < cellsX; i++) {
                int t = 2 * (j * cellsX + i);
                // Triangle 0 (a, d, b): the diagonal, the edge x = i + 1, the edge z = j.
                neighbour[3 * t] = t + 1;
                neighbour[3 * t + 1] = i + 1 < cellsX ? t + 2 + 1 : -1;
                neighbour[3 * t + 2] = j > 0 ? t - 2 * cellsX + 1 : -1;
                // Triangle 1 (a, c, d): the edge x = i, the edge z = j + 1, the diagonal.
                neighbour[3 * t + 3] = i > 0 ? t - 2 : -1;
                neighbour[3 * t + 4] = j + 1 < cellsZ ? t + 2 * cellsX : -1;
                neighbour[3 * t + 5] = t;
            }
        }
        for (double[] c : b.ceilingPieces) {
            addCeiling(c);
        }
        deckCorners = new double[9 * decks];
        deckNext = new int[3 * decks];
        deckWalkable = new boolean[decks];
        deckGround = new int[decks][];
        deckReach = 2 * cellSize + clearance;
        bakeDecks(b.deckPieces);
        for (NavObstacle o : b.obstacles) {
            int id = nextObstacle++;
            obstacles.put(id, o);
            bin(o, id, true);
        }
        cursor = terrain.cursor();
        rebakeCells(0, 0, cellsX - 1, cellsZ - 1);
        mergeDirtyTiles();
    }

    /** Bakes the navigation of a terrain as it stands now, open everywhere, for an agent. */
    public static TerrainNavMesh bake(Terrain terrain, AgentSettings agent) {
        return builder(terrain, agent).build();
    }

    /**
     * Starts a navmesh of a terrain for an agent; give it areas, obstacles and ceilings, then
     * {@link Builder#build()}.
     *
     * @param terrain the terrain, read and followed, not copied
     * @param agent   the agent's settings, the same the character controller is given
     */
    public static Builder builder(Terrain terrain, AgentSettings agent) {
        return new Builder(Objects.requireNonNull(terrain, "terrain"), Objects.requireNonNull(agent, "agent"));
    }

    /** The terrain this navigation follows. */
    public Terrain terrain() {
        return terrain;
    }

    /** The agent it was baked for. */
    public AgentSettings agent() {
        return agent;
    }

    /** How many triangles it has, walkable or not: two a terrain cell. */
    public int triangleCount() {
        return walkable.length;
    }

    /**
     * How many polygons the search runs over: the merged rectangles and the walkable triangles
     * left on their own ({@link #walkableCount()} when not {@link Builder#merged}).
     */
    public int polygonCount() {
        int k = 0;
        for (int t = 0; t < polygon.length; t++) {
            k += polygon[t] == t ? 1 : 0;
        }
        return k;
    }

    /**
     * The polygon of the search that walkable triangle t belongs to, named by one of its
     * triangles (itself when it is on its own); −1 where t is not walkable or off the mesh.
     */
    public int polygonOf(int triangle) {
        return triangle >= 0 && triangle < polygon.length ? polygon[triangle] : -1;
    }

    /**
     * How many triangles polygon p holds: 1, or twice its cells when merged.
     *
     * @param p a polygon as {@link #polygonOf} names it
     * @throws IllegalArgumentException when p names no polygon (a triangle off the mesh or inside a rectangle named by another)
     */
    public int polygonTriangles(int p) {
        if (polygon[checkTriangle(p)] != p) {
            throw new IllegalArgumentException("triangle " + p + " names no polygon of the navmesh: it is "
                    + (polygon[p] < 0 ? "not walkable" : "part of polygon " + polygon[p]));
        }
        int sp = span[p];
        return sp == 0 ? 1 : 2 * (sp & 0xff) * (sp >> 8);
    }

    /** How many deck triangles it holds ({@link Builder#deck}); deck k is polygon {@code triangleCount() + k} of the search. */
    public int deckCount() {
        return decks;
    }

    /**
     * How many ground triangles deck k's open edges lead onto (a bridge's ends).
     *
     * @throws IllegalArgumentException when there is no deck k
     */
    public int deckLinkCount(int deck) {
        if (deck < 0 || deck >= decks) {
            throw new IllegalArgumentException("deck " + deck + " of " + decks);
        }
        return deckGround[deck].length;
    }

    /** How many of its triangles are walkable. */
    public int walkableCount() {
        int k = 0;
        for (boolean w : walkable) {
            k += w ? 1 : 0;
        }
        return k;
    }

    /**
     * The triangle under world (x, z): {@code 2 * (j * cellsX + i) + s} for cell (i, j), s 0 for the
     * triangle (a, d, b) and 1 for (a, c, d), a point on the diagonal in triangle 0 as
     * {@link Terrain} has it; −1 off the grid.
     */
    public int triangleAt(double x, double z) {
        double fx = (x - originX) / cellSize, fz = (z - originZ) / cellSize;
        if (!(fx >= 0 && fz >= 0 && fx <= cellsX && fz <= cellsZ)) {
            return -1;
        }
        int i = Math.min((int) fx, cellsX - 1), j = Math.min((int) fz, cellsZ - 1);
        return 2 * (j * cellsX + i) + (fx - i >= fz - j ? 0 : 1);
    }

    /** Whether triangle t is walkable; false for an index off the mesh. */
    public boolean isWalkable(int triangle) {
        return triangle >= 0 && triangle < walkable.length && walkable[triangle];
    }

    /** Whether the ground under world (x, z) is walkable. */
    public boolean isWalkableAt(double x, double z) {
        return isWalkable(triangleAt(x, z));
    }

    /** What a metre across triangle t costs: 1 on open ground, more where the areas say; 0 where not walkable. */
    public double costFactor(int triangle) {
        return isWalkable(triangle) ? cost[triangle] : 0;
    }

    /**
     * Whether triangle a's neighbour across one of its edges is b, both walkable: the agent walks
     * from one to the other.
     */
    public boolean isLinked(int a, int b) {
        if (!isWalkable(a) || !isWalkable(b)) {
            return false;
        }
        return neighbour[3 * a] == b || neighbour[3 * a + 1] == b || neighbour[3 * a + 2] == b;
    }

    /** The world y of the walkable ground under (x, z), metres; NaN where it is not walkable. */
    public double surfaceHeight(double x, double z) {
        return isWalkableAt(x, z) ? terrain.heightAt(x, z) : Double.NaN;
    }

    /** Triangle t's middle, world x in metres. */
    public double middleX(int triangle) {
        return midX[checkTriangle(triangle)];
    }

    /** Triangle t's middle, world y in metres (on the ground). */
    public double middleY(int triangle) {
        return midY[checkTriangle(triangle)];
    }

    /** Triangle t's middle, world z in metres. */
    public double middleZ(int triangle) {
        return midZ[checkTriangle(triangle)];
    }

    private int checkTriangle(int t) {
        if (t < 0 || t >= walkable.length) {
            throw new IndexOutOfBoundsException("triangle " + t + " is off a navmesh of " + walkable.length);
        }
        return t;
    }

    // ---- following the terrain and the props ---------------------------------------------------

    /**
     * Reads the terrain's change records since the last update and re-bakes only the triangles of
     * the cells each one reaches; when the history no longer reaches back, re-bakes everything.
     *
     * @return the number of triangles re-baked
     */
    public int update() {
        lastRebuilt = 0;
        if (!terrain.forEachChange(cursor, onChange)) {
            rebakeCells(0, 0, cellsX - 1, cellsZ - 1);
        }
        cursor = terrain.cursor();
        mergeDirtyTiles();
        return lastRebuilt;
    }

    /**
     * How many triangles the last {@link #update()}, obstacle change or
     * {@link #rebake(double, double, double, double)} re-baked (a triangle re-baked for two
     * records or footprints counted twice).
     */
    public int lastRebuiltTriangles() {
        return lastRebuilt;
    }

    /**
     * How many tiles of {@link #MERGE_CELLS} × {@link #MERGE_CELLS} cells the last {@link #update()},
     * obstacle change or {@link #rebake(double, double, double, double)} re-merged into polygons:
     * each tile holding a re-baked cell or a cell next to one, once however many records or
     * footprints reached it.
     */
    public int lastRebuiltTiles() {
        return lastTiles;
    }

    /** How many tiles the mesh is cut into for merging: {@code ceil(cells / MERGE_CELLS)} across x times across z. */
    public int tileCount() {
        return tileDirty.length;
    }

    /**
     * Re-bakes the triangles of every cell touching the box from (minX, minZ) to (maxX, maxZ),
     * world metres: for a game whose {@link NavAreas} changed there (a lake drained, lava cooled).
     *
     * @return the number of triangles re-baked
     */
    public int rebake(double minX, double minZ, double maxX, double maxZ) {
        lastRebuilt = 0;
        rebakeBox(minX, minZ, maxX, maxZ);
        mergeDirtyTiles();
        return lastRebuilt;
    }

    /**
     * Keeps the agent off a footprint from now on (a prop streamed in) and re-bakes the triangles
     * within the clearance of it.
     *
     * @return the obstacle's id, to remove it by
     */
    public int addObstacle(NavObstacle obstacle) {
        Objects.requireNonNull(obstacle, "obstacle");
        lastRebuilt = 0;
        int id = standObstacle(obstacle);
        mergeDirtyTiles();
        return id;
    }

    /**
     * Keeps the agent off several footprints from now on (the props of a chunk streamed in):
     * re-bakes the triangles within the clearance of each and re-merges each tile they reach
     * once, the mesh then the same as one baked with them.
     *
     * @param more the footprints, in the order their ids come back
     * @return each one's id, to remove it by
     * @throws NullPointerException naming the index of a null footprint, before anything is added
     */
    public int[] addObstacles(java.util.List<NavObstacle> more) {
        for (int k = 0; k < more.size(); k++) {
            if (more.get(k) == null) {
                throw new NullPointerException("obstacles[" + k + "] is null");
            }
        }
        lastRebuilt = 0;
        int[] ids = new int[more.size()];
        for (int k = 0; k < ids.length; k++) {
            ids[k] = standObstacle(more.get(k));
        }
        mergeDirtyTiles();
        return ids;
    }

    private int standObstacle(NavObstacle obstacle) {
        int id = nextObstacle++;
        obstacles.put(id, obstacle);
        bin(obstacle, id, true);
        rebakeBox(obstacle.minX() - clearance, obstacle.minZ() - clearance, obstacle.maxX() + clearance,
                obstacle.maxZ() + clearance);
        return id;
    }

    /**
     * Lets the agent back where an obstacle stood (its prop streamed out) and re-bakes the
     * triangles within the clearance of it.
     *
     * @return whether an obstacle of that id was there
     */
    public boolean removeObstacle(int id) {
        lastRebuilt = 0;
        boolean was = takeObstacle(id);
        mergeDirtyTiles();
        return was;
    }

    /**
     * Lets the agent back where several obstacles stood (the props of a chunk streamed out):
     * re-bakes the triangles within the clearance of each and re-merges each tile they reach once.
     *
     * @param ids the obstacles' ids, as {@link #addObstacle} or {@link #addObstacles} gave them
     * @return how many of them were there
     */
    public int removeObstacles(int[] ids) {
        lastRebuilt = 0;
        int removed = 0;
        for (int id : ids) {
            removed += takeObstacle(id) ? 1 : 0;
        }
        mergeDirtyTiles();
        return removed;
    }

    private boolean takeObstacle(int id) {
        NavObstacle o = obstacles.remove(id);
        if (o == null) {
            return false;
        }
        bin(o, id, false);
        rebakeBox(o.minX() - clearance, o.minZ() - clearance, o.maxX() + clearance, o.maxZ() + clearance);
        return true;
    }

    /**
     * Whether a footprint comes within the clearance of the mesh's ground at all: one that does not
     * would take nothing off it, so a stream of props far from the terrain need not stand it.
     */
    public boolean reaches(NavObstacle obstacle) {
        double x1 = originX + cellsX * cellSize, z1 = originZ + cellsZ * cellSize;
        return obstacle.maxX() + clearance >= originX && obstacle.minX() - clearance <= x1
                && obstacle.maxZ() + clearance >= originZ && obstacle.minZ() - clearance <= z1;
    }

    /** How many obstacles stand on the mesh. */
    public int obstacleCount() {
        return obstacles.size();
    }

    private void rebake(TerrainChange change) {
        TerrainRect r = change.rect();
        if (r.area() == 0) {
            return;
        }
        if (change instanceof TerrainChange.Holes) {
            rebakeCells(r.i(), r.j(), r.endI() - 1, r.endJ() - 1);
        } else {
            rebakeCells(r.i() - 1, r.j() - 1, r.endI() - 1, r.endJ() - 1);
        }
    }

    private void rebakeBox(double minX, double minZ, double maxX, double maxZ) {
        int i0 = (int) Math.floor((minX - originX) / cellSize), j0 = (int) Math.floor((minZ - originZ) / cellSize);
        int i1 = (int) Math.floor((maxX - originX) / cellSize), j1 = (int) Math.floor((maxZ - originZ) / cellSize);
        rebakeCells(i0, j0, i1, j1);
    }

    /**
     * Re-bakes both triangles of cells (i0..i1, j0..j1), clamped to the grid, and the vertices
     * around them, and marks the tiles to re-merge ({@link #mergeDirtyTiles}).
     */
    private void rebakeCells(int i0, int j0, int i1, int j1) {
        i0 = Math.max(i0, 0);
        j0 = Math.max(j0, 0);
        i1 = Math.min(i1, cellsX - 1);
        j1 = Math.min(j1, cellsZ - 1);
        if (i0 > i1 || j0 > j1) {
            return;
        }
        for (int j = j0; j <= j1; j++) {
            for (int i = i0; i <= i1; i++) {
                bakeTriangle(i, j, 0);
                bakeTriangle(i, j, 1);
                lastRebuilt += 2;
            }
        }
        for (int j = j0; j <= j1 + 1; j++) {
            for (int i = i0; i <= i1 + 1; i++) {
                boundary[j * nx + i] = !walkableCell(i - 1, j - 1, 0) || !walkableCell(i - 1, j - 1, 1)
                        || !walkableCell(i, j - 1, 1) || !walkableCell(i - 1, j, 0) || !walkableCell(i, j, 0)
                        || !walkableCell(i, j, 1);
            }
        }
        for (int j = Math.max(0, j0 - 1); j <= Math.min(cellsZ - 1, j1 + 1); j++) {
            for (int i = Math.max(0, i0 - 1); i <= Math.min(cellsX - 1, i1 + 1); i++) {
                boolean off = false;
                for (int b = j - 1; b <= j + 1 && !off; b++) {
                    for (int a = i - 1; a <= i + 1 && !off; a++) {
                        off = a >= 0 && b >= 0 && a < cellsX && b < cellsZ && !(walkableCell(a, b, 0) && walkableCell(a, b, 1));
                    }
                }
                nearOff[j * cellsX + i] = off;
            }
        }
        if (decks > 0) {
            relinkDecks(originX + i0 * cellSize, originZ + j0 * cellSize, originX + (i1 + 1) * cellSize,
                    originZ + (j1 + 1) * cellSize);
        }
        // The tiles whose cells or whose cells' neighbourhoods changed.
        int a0 = Math.max(0, i0 - 1) / MERGE_CELLS, a1 = Math.min(cellsX - 1, i1 + 1) / MERGE_CELLS;
        int b0 = Math.max(0, j0 - 1) / MERGE_CELLS, b1 = Math.min(cellsZ - 1, j1 + 1) / MERGE_CELLS;
        for (int b = b0; b <= b1; b++) {
            for (int a = a0; a <= a1; a++) {
                markTile(b * tilesX + a);
            }
        }
    }

    private void markTile(int k) {
        if (!tileDirty[k]) {
            tileDirty[k] = true;
            if (dirtyCount == dirty.length) {
                dirty = Arrays.copyOf(dirty, 2 * dirty.length);
            }
            dirty[dirtyCount++] = k;
        }
    }

    // ---- decks --------------------------------------------------------------------------------

    /** Deck k's corners, its middle, its walkability and cost, and which decks meet it edge to edge. */
    private void bakeDecks(java.util.List<double[]> pieces) {
        Map<java.util.List<Double>, Integer> edges = new HashMap<>();
        for (int k = 0; k < decks; k++) {
            double[] c = pieces.get(k);
            System.arraycopy(c, 0, deckCorners, 9 * k, 9);
            double mx = (c[0] + c[3] + c[6]) / 3, my = (c[1] + c[4] + c[7]) / 3, mz = (c[2] + c[5] + c[8]) / 3;
            polyX[walkable.length + k] = mx;
            polyY[walkable.length + k] = my;
            polyZ[walkable.length + k] = mz;
            double ux = c[3] - c[0], uy = c[4] - c[1], uz = c[5] - c[2];
            double vx = c[6] - c[0], vy = c[7] - c[1], vz = c[8] - c[2];
            double nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
            double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
            double cost = sample(mx, my, mz);
            deckWalkable[k] = len > 0 && Math.abs(ny) / len >= minNormalY - LEVEL_TOLERANCE_METRES
                    && cost < Double.POSITIVE_INFINITY;
            this.cost[walkable.length + k] = deckWalkable[k] ? (float) cost : 0;
            deckGround[k] = new int[0];
            for (int e = 0; e < 3; e++) {
                deckNext[3 * k + e] = -1;
                int f = (e + 1) % 3;
                java.util.List<Double> key = edgeKey(c, e, f);
                Integer other = edges.remove(key);
                if (other != null) {
                    deckNext[3 * k + e] = other / 3;
                    deckNext[other] = k;
                } else {
                    edges.put(key, 3 * k + e);
                }
            }
        }
        // Two decks across each other's longest edge make a quad (a road's strip is cut so): both
        // stand at the quad's middle for the search, so a step along a long, narrow strip costs its
        // length and does not zig-zag from side to side between the triangles' middles.
        int n = walkable.length;
        for (int k = 0; k < decks; k++) {
            int m = deckNext[3 * k + longestEdge(k)];
            if (m > k && deckNext[3 * m + longestEdge(m)] == k) {
                int o = 9 * k, q = 9 * m;
                // The quad's corners: k's three and m's corner off the shared edge.
                int off = (longestEdge(m) + 2) % 3;
                for (int a = 0; a < 3; a++) {
                    double v = (deckCorners[o + a] + deckCorners[o + 3 + a] + deckCorners[o + 6 + a]
                            + deckCorners[q + 3 * off + a]) / 4;
                    double[] mid = a == 0 ? polyX : a == 1 ? polyY : polyZ;
                    mid[n + k] = v;
                    mid[n + m] = v;
                }
            }
        }
    }

    /** Deck k's longest edge across (x, z), the first of equals. */
    private int longestEdge(int k) {
        int o = 9 * k, best = 0;
        double longest = -1;
        for (int e = 0; e < 3; e++) {
            int f = (e + 1) % 3;
            double d = Math.hypot(deckCorners[o + 3 * f] - deckCorners[o + 3 * e],
                    deckCorners[o + 3 * f + 2] - deckCorners[o + 3 * e + 2]);
            if (d > longest) {
                longest = d;
                best = e;
            }
        }
        return best;
    }

    /** The edge from corner e to corner f as the same key whichever way it runs. */
    private static java.util.List<Double> edgeKey(double[] c, int e, int f) {
        int a = e, b = f;
        if (Arrays.compare(c, 3 * a, 3 * a + 3, c, 3 * b, 3 * b + 3) > 0) {
            a = f;
            b = e;
        }
        return java.util.List.of(c[3 * a], c[3 * a + 1], c[3 * a + 2], c[3 * b], c[3 * b + 1], c[3 * b + 2]);
    }

    /** Re-links each deck whose open edges reach into the box from (minX, minZ) to (maxX, maxZ) with the ground. */
    private void relinkDecks(double minX, double minZ, double maxX, double maxZ) {
        double r = deckReach + cellSize;
        for (int k = 0; k < decks; k++) {
            int o = 9 * k;
            double x0 = Math.min(deckCorners[o], Math.min(deckCorners[o + 3], deckCorners[o + 6])) - r;
            double x1 = Math.max(deckCorners[o], Math.max(deckCorners[o + 3], deckCorners[o + 6])) + r;
            double z0 = Math.min(deckCorners[o + 2], Math.min(deckCorners[o + 5], deckCorners[o + 8])) - r;
            double z1 = Math.max(deckCorners[o + 2], Math.max(deckCorners[o + 5], deckCorners[o + 8])) + r;
            if (x1 >= minX && x0 <= maxX && z1 >= minZ && z0 <= maxZ) {
                relink(k);
            }
        }
    }

    /** Deck k's links with the ground found afresh, the tiles of the triangles it links and linked marked. */
    private void relink(int k) {
        for (int l : deckGround[k]) {
            int t = l / 3;
            int[] old = groundDeck.get(t), kept = new int[old.length - 1];
            for (int m = 0, n = 0; m < old.length; m++) {
                if (old[m] != 3 * k + l % 3) {
                    kept[n++] = old[m];
                }
            }
            if (kept.length == 0) {
                groundDeck.remove(t);
            } else {
                groundDeck.put(t, kept);
            }
            markTileOf(t);
        }
        int[] links = deckWalkable[k] ? findLinks(k) : new int[0];
        deckGround[k] = links;
        for (int l : links) {
            int t = l / 3;
            int[] old = groundDeck.getOrDefault(t, new int[0]), more = Arrays.copyOf(old, old.length + 1);
            more[old.length] = 3 * k + l % 3;
            Arrays.sort(more);
            groundDeck.put(t, more);
            markTileOf(t);
        }
    }

    private void markTileOf(int triangle) {
        int c = triangle >> 1, i = c % cellsX, j = c / cellsX;
        markTile(j / MERGE_CELLS * tilesX + i / MERGE_CELLS);
    }

    /**
     * The ground deck k's open edges lead onto: from points along each open edge (its middle, and
     * its quarters where it is long enough), stepping out from the deck half a cell at a time up
     * to {@link #deckReach}, the first walkable ground triangle met, if its ground there lies within
     * the agent's step of the edge's height (plus what its slope limit climbs over the distance
     * stepped). An edge with a wall beside it (a ceiling piece rising more than a step above the
     * edge within the clearance radius of its middle: a railing) leads nowhere.
     */
    private int[] findLinks(int k) {
        int o = 9 * k;
        double[] c = deckCorners;
        double step = agent.stepHeightMetres(), climb = Math.tan(Math.toRadians(agent.maxSlopeDegrees()));
        int[] found = new int[9];
        int n = 0;
        for (int e = 0; e < 3; e++) {
            if (deckNext[3 * k + e] >= 0) {
                continue;
            }
            int f = (e + 1) % 3, g = (e + 2) % 3;
            double px = c[o + 3 * e], py = c[o + 3 * e + 1], pz = c[o + 3 * e + 2];
            double qx = c[o + 3 * f], qy = c[o + 3 * f + 1], qz = c[o + 3 * f + 2];
            double len = Math.hypot(qx - px, qz - pz);
            if (!(len > 0)) {
                continue;
            }
            double nx = (qz - pz) / len, nz = -(qx - px) / len;
            if (nx * (c[o + 3 * g] - px) + nz * (c[o + 3 * g + 2] - pz) > 0) {
                nx = -nx;
                nz = -nz;
            }
            if (walled(0.5 * (px + qx), 0.5 * (pz + qz), Math.max(py, qy) + step)) {
                continue;
            }
            double[] at = len > 4 * clearance ? new double[] {0.25, 0.5, 0.75} : new double[] {0.5};
            for (double a : at) {
                double ex = px + a * (qx - px), ey = py + a * (qy - py), ez = pz + a * (qz - pz);
                for (double d = 0.05; d <= deckReach; d += 0.5 * cellSize) {
                    double x = ex + nx * d, z = ez + nz * d;
                    int t = triangleAt(x, z);
                    if (t < 0) {
                        break;
                    }
                    if (!walkable[t]) {
                        continue;
                    }
                    if (Math.abs(terrain.heightAt(x, z) - ey) <= step + d * climb) {
                        int l = 3 * t + e;
                        boolean seen = false;
                        for (int m = 0; m < n; m++) {
                            seen |= found[m] == l;
                        }
                        if (!seen) {
                            found[n++] = l;
                        }
                    }
                    break;
                }
            }
        }
        int[] out = Arrays.copyOf(found, n);
        Arrays.sort(out);
        return out;
    }

    /** Whether a ceiling piece whose top is above {@code top} lies within the clearance radius of (x, z). */
    private boolean walled(double x, double z, double top) {
        double span = BIN_CELLS * cellSize;
        // A piece within the clearance of the point is in the point's bin (binned by its box grown by
        // the clearance, clamped to the grid as the point is here).
        int bx = (int) Math.max(0, Math.min(binsX - 1, Math.floor((x - originX) / span)));
        int bz = (int) Math.max(0, Math.min(binsZ - 1, Math.floor((z - originZ) / span)));
        int bin = bz * binsX + bx;
        int[] ids = ceilingBins[bin];
        for (int m = 0; m < ceilingBinCount[bin]; m++) {
            int o = 8 * ids[m];
            if (ceilings[o + 7] > top && Flat.pointTriangleDistance(x, z, ceilings[o], ceilings[o + 1], ceilings[o + 2],
                    ceilings[o + 3], ceilings[o + 4], ceilings[o + 5]) <= clearance) {
                return true;
            }
        }
        return false;
    }

    /**
     * Re-merges each tile marked since the last time, once. A tile's polygons depend only on its
     * own cells' triangles and their neighbourhoods, which are final once every cell of a change is
     * re-baked, so the order does not matter.
     */
    private void mergeDirtyTiles() {
        for (int n = 0; n < dirtyCount; n++) {
            int k = dirty[n];
            tileDirty[k] = false;
            mergeTile(k % tilesX, k / tilesX);
        }
        lastTiles = dirtyCount;
        dirtyCount = 0;
    }

    /** Whether cell (i, j) may join a rectangle: both triangles walkable at one cost, nothing off round it. */
    private boolean mergeable(int i, int j) {
        int c = j * cellsX + i, t = 2 * c;
        return walkable[t] && walkable[t + 1] && !nearOff[c] && cost[t] == cost[t + 1]
                && (decks == 0 || !groundDeck.containsKey(t) && !groundDeck.containsKey(t + 1));
    }

    /** The gradient ranges of the rectangle being grown: min x, max x, min z, max z. */
    private final float[] range = new float[4];
    private final float[] trial = new float[4];

    /** Whether cell (i, j)'s triangles keep {@code r}'s ranges within the spread, widening them in place if so. */
    private boolean fits(int i, int j, float[] r) {
        int t = 2 * (j * cellsX + i);
        float x0 = Math.min(r[0], Math.min(gradX[t], gradX[t + 1])), x1 = Math.max(r[1], Math.max(gradX[t], gradX[t + 1]));
        float z0 = Math.min(r[2], Math.min(gradZ[t], gradZ[t + 1])), z1 = Math.max(r[3], Math.max(gradZ[t], gradZ[t + 1]));
        if (x1 - x0 > MERGE_GRADIENT_SPREAD || z1 - z0 > MERGE_GRADIENT_SPREAD) {
            return false;
        }
        r[0] = x0;
        r[1] = x1;
        r[2] = z0;
        r[3] = z1;
        return true;
    }

    /**
     * Re-merges tile (a, b): every walkable triangle its own polygon, then, when merging, greedy
     * rectangles in cell order: from each mergeable cell not yet taken, as wide along x as the
     * rules allow, then as deep along z as whole rows of that width allow.
     */
    private void mergeTile(int a, int b) {
        int iStart = a * MERGE_CELLS, jStart = b * MERGE_CELLS;
        int iEnd = Math.min(iStart + MERGE_CELLS, cellsX), jEnd = Math.min(jStart + MERGE_CELLS, cellsZ);
        for (int j = jStart; j < jEnd; j++) {
            for (int i = iStart; i < iEnd; i++) {
                int t = 2 * (j * cellsX + i);
                for (int s = 0; s < 2; s++) {
                    polygon[t + s] = walkable[t + s] ? t + s : -1;
                    span[t + s] = 0;
                    polyX[t + s] = midX[t + s];
                    polyY[t + s] = midY[t + s];
                    polyZ[t + s] = midZ[t + s];
                }
                assigned[(j - jStart) * MERGE_CELLS + i - iStart] = false;
            }
        }
        if (!merged) {
            return;
        }
        float[] r = range;
        for (int j = jStart; j < jEnd; j++) {
            for (int i = iStart; i < iEnd; i++) {
                if (assigned[(j - jStart) * MERGE_CELLS + i - iStart] || !mergeable(i, j)) {
                    continue;
                }
                int seed = 2 * (j * cellsX + i);
                float c = cost[seed];
                r[0] = r[2] = Float.POSITIVE_INFINITY;
                r[1] = r[3] = Float.NEGATIVE_INFINITY;
                if (!fits(i, j, r)) {
                    continue;
                }
                int w = 1;
                while (i + w < iEnd && open(i + w, j, iStart, jStart, c) && fits(i + w, j, r)) {
                    w++;
                }
                int d = 1;
                rows:
                while (j + d < jEnd) {
                    System.arraycopy(r, 0, trial, 0, 4);
                    for (int k = 0; k < w; k++) {
                        if (!open(i + k, j + d, iStart, jStart, c) || !fits(i + k, j + d, trial)) {
                            break rows;
                        }
                    }
                    System.arraycopy(trial, 0, r, 0, 4);
                    d++;
                }
                double y = 0;
                for (int jj = j; jj < j + d; jj++) {
                    for (int ii = i; ii < i + w; ii++) {
                        int t = 2 * (jj * cellsX + ii);
                        polygon[t] = seed;
                        polygon[t + 1] = seed;
                        y += midY[t] + midY[t + 1];
                        assigned[(jj - jStart) * MERGE_CELLS + ii - iStart] = true;
                    }
                }
                span[seed] = w | d << 8;
                polyX[seed] = originX + (i + 0.5 * w) * cellSize;
                polyY[seed] = y / (2 * w * d);
                polyZ[seed] = originZ + (j + 0.5 * d) * cellSize;
            }
        }
    }

    /** Whether cell (i, j) of the tile from (iStart, jStart) is mergeable at cost c and not yet taken. */
    private boolean open(int i, int j, int iStart, int jStart, float c) {
        return !assigned[(j - jStart) * MERGE_CELLS + i - iStart] && mergeable(i, j) && cost[2 * (j * cellsX + i)] == c;
    }

    private boolean walkableCell(int i, int j, int s) {
        return i >= 0 && j >= 0 && i < cellsX && j < cellsZ && walkable[2 * (j * cellsX + i) + s];
    }

    private void bakeTriangle(int i, int j, int s) {
        int t = 2 * (j * cellsX + i) + s;
        double x0 = originX + i * cellSize, z0 = originZ + j * cellSize, x1 = x0 + cellSize, z1 = z0 + cellSize;
        double ha = terrain.height(i, j), hb = terrain.height(i + 1, j), hc = terrain.height(i, j + 1);
        double hd = terrain.height(i + 1, j + 1);
        // Corners in the triangle's order: (a, d, b) or (a, c, d).
        double px = x0, pz = z0, py = ha;
        double qx = s == 0 ? x1 : x0, qz = z1, qy = s == 0 ? hd : hc;
        double rx = x1, rz = s == 0 ? z0 : z1, ry = s == 0 ? hb : hd;
        double mx = (px + qx + rx) / 3, mz = (pz + qz + rz) / 3, my = originY + (py + qy + ry) / 3;
        midX[t] = mx;
        midY[t] = my;
        midZ[t] = mz;
        walkable[t] = false;
        cost[t] = 0;
        double dx = s == 0 ? hb - ha : hd - hc, dz = s == 0 ? hd - hb : hc - ha;
        gradX[t] = (float) (dx / cellSize);
        gradZ[t] = (float) (dz / cellSize);
        if (terrain.isHole(i, j)) {
            return;
        }
        double ny = cellSize / Math.sqrt(dx * dx + cellSize * cellSize + dz * dz);
        if (ny < minNormalY - LEVEL_TOLERANCE_METRES) {
            return;
        }
        double gMin = originY + Math.min(py, Math.min(qy, ry)), gMax = originY + Math.max(py, Math.max(qy, ry));
        int bin = (j / BIN_CELLS) * binsX + i / BIN_CELLS;
        int nc = ceilingBinCount[bin];
        if (nc > 0) {
            tri[0] = px;
            tri[1] = pz;
            tri[2] = qx;
            tri[3] = qz;
            tri[4] = rx;
            tri[5] = rz;
            int[] ids = ceilingBins[bin];
            for (int k = 0; k < nc; k++) {
                int o = 8 * ids[k];
                double low = ceilings[o + 6], high = ceilings[o + 7];
                if (high <= gMin || low >= gMax + agent.heightMetres()) {
                    continue; // buried under the ground, or high enough to walk under
                }
                System.arraycopy(ceilings, o, piece, 0, 6);
                if (Flat.triangleTriangleDistance(tri, piece) <= clearance) {
                    return;
                }
            }
        }
        int no = obstacleBinCount[bin];
        if (no > 0) {
            int[] ids = obstacleBins[bin];
            for (int k = 0; k < no; k++) {
                if (obstacles.get(ids[k]).within(clearance, px, pz, qx, qz, rx, rz)) {
                    return;
                }
            }
        }
        double worst = sample(mx, my, mz);
        double f = CORNER_SAMPLE_INSET;
        worst = Math.max(worst, sample(px + f * (mx - px), originY + py + f * (my - originY - py), pz + f * (mz - pz)));
        worst = Math.max(worst, sample(qx + f * (mx - qx), originY + qy + f * (my - originY - qy), qz + f * (mz - qz)));
        worst = Math.max(worst, sample(rx + f * (mx - rx), originY + ry + f * (my - originY - ry), rz + f * (mz - rz)));
        if (!(worst < Double.POSITIVE_INFINITY)) {
            return;
        }
        walkable[t] = true;
        cost[t] = (float) worst;
    }

    /** The areas' cost at a point, infinite where the agent must keep off. */
    private double sample(double x, double y, double z) {
        double c = areas.costAt(x, y, z);
        return c >= 1 ? c : Double.POSITIVE_INFINITY;
    }

    // ---- bins ---------------------------------------------------------------------------------

    private void bin(NavObstacle o, int id, boolean add) {
        binBox(o.minX() - clearance, o.minZ() - clearance, o.maxX() + clearance, o.maxZ() + clearance, id, add,
                obstacleBins, obstacleBinCount);
    }

    private void addCeiling(double[] c) {
        int k = ceilings.length / 8;
        ceilings = Arrays.copyOf(ceilings, ceilings.length + 8);
        System.arraycopy(c, 0, ceilings, 8 * k, 8);
        double minX = Math.min(c[0], Math.min(c[2], c[4])), maxX = Math.max(c[0], Math.max(c[2], c[4]));
        double minZ = Math.min(c[1], Math.min(c[3], c[5])), maxZ = Math.max(c[1], Math.max(c[3], c[5]));
        binBox(minX - clearance, minZ - clearance, maxX + clearance, maxZ + clearance, k, true, ceilingBins,
                ceilingBinCount);
    }

    private void binBox(double minX, double minZ, double maxX, double maxZ, int id, boolean add, int[][] bins,
                        int[] counts) {
        double span = BIN_CELLS * cellSize;
        int b0 = (int) Math.max(0, Math.floor((minX - originX) / span));
        int c0 = (int) Math.max(0, Math.floor((minZ - originZ) / span));
        int b1 = (int) Math.min(binsX - 1, Math.floor((maxX - originX) / span));
        int c1 = (int) Math.min(binsZ - 1, Math.floor((maxZ - originZ) / span));
        for (int c = c0; c <= c1; c++) {
            for (int b = b0; b <= b1; b++) {
                int k = c * binsX + b;
                if (add) {
                    int[] ids = bins[k];
                    if (ids == null) {
                        ids = bins[k] = new int[4];
                    } else if (counts[k] == ids.length) {
                        ids = bins[k] = Arrays.copyOf(ids, ids.length * 2);
                    }
                    ids[counts[k]++] = id;
                } else {
                    int[] ids = bins[k];
                    for (int m = 0; m < counts[k]; m++) {
                        if (ids[m] == id) {
                            ids[m] = ids[--counts[k]];
                            break;
                        }
                    }
                }
            }
        }
    }

    /** Whether two meshes hold the same walkable triangles, costs, middles, boundary vertices and polygons. */
    public boolean sameAs(TerrainNavMesh other) {
        return Arrays.equals(walkable, other.walkable) && Arrays.equals(cost, other.cost)
                && Arrays.equals(midY, other.midY) && Arrays.equals(boundary, other.boundary)
                && Arrays.equals(nearOff, other.nearOff) && Arrays.equals(polygon, other.polygon)
                && Arrays.equals(span, other.span) && Arrays.equals(polyY, other.polyY)
                && Arrays.deepEquals(deckGround, other.deckGround) && Arrays.equals(deckWalkable, other.deckWalkable)
                && groundDeck.keySet().equals(other.groundDeck.keySet());
    }

    @Override
    public String toString() {
        return "TerrainNavMesh[" + cellsX + "x" + cellsZ + " cells, " + walkable.length + " triangles]";
    }

    /** What goes into a {@link TerrainNavMesh}. */
    public static final class Builder {
        private final Terrain terrain;
        private final AgentSettings agent;
        private NavAreas areas = NavAreas.OPEN;
        private boolean merged = true;
        private final java.util.List<NavObstacle> obstacles = new java.util.ArrayList<>();
        private final java.util.List<double[]> ceilingPieces = new java.util.ArrayList<>();
        private final java.util.List<double[]> deckPieces = new java.util.ArrayList<>();

        private Builder(Terrain terrain, AgentSettings agent) {
            this.terrain = terrain;
            this.agent = agent;
        }

        /** The areas the agent walks at a cost or keeps off; {@link NavAreas#OPEN} by default. */
        public Builder areas(NavAreas areas) {
            this.areas = Objects.requireNonNull(areas, "areas");
            return this;
        }

        /**
         * Whether the walkable cells of each tile are merged into rectangles for the search (the
         * default), or every walkable triangle stays a polygon of its own (the search of old,
         * slower: to compare against).
         */
        public Builder merged(boolean merge) {
            this.merged = merge;
            return this;
        }

        /** Adds footprints the agent goes round from the start (add more later with {@link TerrainNavMesh#addObstacle}). */
        public Builder obstacles(java.util.Collection<NavObstacle> more) {
            for (NavObstacle o : more) {
                obstacles.add(Objects.requireNonNull(o, "obstacle"));
            }
            return this;
        }

        /**
         * Adds walkable triangles over the ground (a bridge's deck), world metres: each is a polygon
         * of the search of its own, linked to the decks it shares an edge with and, across each open
         * edge, to the walkable ground within a step of it (a bridge's ends) unless a wall stands
         * beside that edge (a ceiling piece rising more than a step above it: a railing). A deck
         * steeper than the slope limit or kept off by the areas at its middle is not walked. The
         * ground under a deck is judged as before: give the deck as a {@link #ceiling} too where
         * it hangs over ground a walker must not pass under.
         *
         * @param positions x, y, z a vertex
         * @param indices   three vertex indices a triangle
         * @throws IllegalArgumentException naming the index or value that does not fit
         */
        public Builder deck(float[] positions, int[] indices) {
            for (double[] c : triangles("deck", positions, indices)) {
                deckPieces.add(c);
            }
            return this;
        }

        /** The triangles of positions and indices, x, y, z of each corner, checked. */
        private static java.util.List<double[]> triangles(String what, float[] positions, int[] indices) {
            if (positions.length % 3 != 0 || indices.length % 3 != 0) {
                throw new IllegalArgumentException("a " + what + "'s positions (" + positions.length + ") and indices ("
                        + indices.length + ") must come in threes");
            }
            int vertices = positions.length / 3;
            java.util.List<double[]> out = new java.util.ArrayList<>();
            for (int k = 0; k < indices.length; k += 3) {
                double[] c = new double[9];
                for (int m = 0; m < 3; m++) {
                    int v = indices[k + m];
                    if (v < 0 || v >= vertices) {
                        throw new IllegalArgumentException("a " + what + "'s index " + (k + m) + " names vertex " + v
                                + " of " + vertices);
                    }
                    for (int a = 0; a < 3; a++) {
                        c[3 * m + a] = positions[3 * v + a];
                        if (!Double.isFinite(c[3 * m + a])) {
                            throw new IllegalArgumentException("a " + what + "'s vertex " + v + " is not finite");
                        }
                    }
                }
                out.add(c);
            }
            return out;
        }

        /**
         * Adds triangles hanging over the ground (a deck, a roof, a portal's wall), world metres, each
         * solid down to {@code depthMetres} under it: the agent keeps off ground they hang over lower
         * than its height.
         *
         * @param positions   x, y, z a vertex
         * @param indices     three vertex indices a triangle
         * @param depthMetres how far under its triangles the piece is solid, 0 or more
         * @throws IllegalArgumentException naming the index or value that does not fit
         */
        public Builder ceiling(float[] positions, int[] indices, double depthMetres) {
            if (positions.length % 3 != 0 || indices.length % 3 != 0) {
                throw new IllegalArgumentException("a ceiling's positions (" + positions.length + ") and indices ("
                        + indices.length + ") must come in threes");
            }
            if (!(depthMetres >= 0) || !Double.isFinite(depthMetres)) {
                throw new IllegalArgumentException("a ceiling's depth " + depthMetres + " must be finite, 0 or more");
            }
            int vertices = positions.length / 3;
            for (int k = 0; k < indices.length; k += 3) {
                double[] c = new double[8];
                double low = Double.POSITIVE_INFINITY, high = Double.NEGATIVE_INFINITY;
                for (int m = 0; m < 3; m++) {
                    int v = indices[k + m];
                    if (v < 0 || v >= vertices) {
                        throw new IllegalArgumentException("a ceiling's index " + (k + m) + " names vertex " + v
                                + " of " + vertices);
                    }
                    double x = positions[3 * v], y = positions[3 * v + 1], z = positions[3 * v + 2];
                    if (!Double.isFinite(x) || !Double.isFinite(y) || !Double.isFinite(z)) {
                        throw new IllegalArgumentException("a ceiling's vertex " + v + " is not finite");
                    }
                    c[2 * m] = x;
                    c[2 * m + 1] = z;
                    low = Math.min(low, y);
                    high = Math.max(high, y);
                }
                c[6] = low - depthMetres;
                c[7] = high;
                ceilingPieces.add(c);
            }
            return this;
        }

        /**
         * Bakes the mesh.
         *
         * @throws IllegalArgumentException when the terrain has more than {@link #MAX_TRIANGLES} triangles
         */
        public TerrainNavMesh build() {
            return new TerrainNavMesh(this);
        }
    }
}
