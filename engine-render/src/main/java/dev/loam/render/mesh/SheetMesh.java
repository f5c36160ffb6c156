package dev.loam.render.mesh;

/**
 * The sheets of one kind as one indexed triangle mesh, with what their shaders need: positions,
 * normals, the flow (its direction on the ground, metres along it and across it) and the depth of
 * the sheet over the ground, per vertex. Made by {@link SheetMeshes#build}; its arrays are its own
 * (the accessors hand out copies; the GL side reads them in place through the package).
 *
 * <p>Each part is one {@link SheetRect} (a grid of {@link #gridX(int)} by {@link #gridZ(int)}
 * cells, its vertices row by row from the rectangle's min corner, cells wholly under the ground
 * left out of the indices; then its sides: where the ground beyond an edge lies lower than the
 * sheet, an upright face from the sheet down into the ground, as a block's water has, its flow
 * running down it) or one {@link FlowRibbon} (rows along it, {@link #gridX(int)} cells
 * across). Not thread-safe to build; immutable after.
 */
public final class SheetMesh {
    /** Floats a vertex takes in {@link #positions()} and {@link #normals()}. */
    public static final int POSITION_FLOATS = 3;
    /**
     * Floats a vertex takes in {@link #flows()}: the flow's unit direction x and z on the ground (0,
     * 0 for still lava and water), metres along the flow from its start, metres across it from its
     * middle (signed; 0 for a rectangle).
     */
    public static final int FLOW_FLOATS = 4;

    private final SheetKind kind;
    final float[] positions, normals, flows, depths;
    final int[] indices;
    final int vertexCount, indexCount;
    private final Object[] sources;
    private final int[] partFirst, partGridX, partGridZ;
    private final int parts;
    private final float[] bounds = new float[6];

    SheetMesh(SheetKind kind, int vertices, int indices, int parts) {
        this.kind = kind;
        this.positions = new float[3 * vertices];
        this.normals = new float[3 * vertices];
        this.flows = new float[4 * vertices];
        this.depths = new float[vertices];
        this.indices = new int[indices];
        this.vertexCount = vertices;
        this.indexCount = 0;
        this.sources = new Object[parts];
        this.partFirst = new int[parts + 1];
        this.partGridX = new int[parts];
        this.partGridZ = new int[parts];
        this.parts = parts;
        bounds[0] = bounds[1] = bounds[2] = Float.POSITIVE_INFINITY;
        bounds[3] = bounds[4] = bounds[5] = Float.NEGATIVE_INFINITY;
    }

    private SheetMesh(SheetMesh m, int usedIndices) {
        kind = m.kind;
        positions = m.positions;
        normals = m.normals;
        flows = m.flows;
        depths = m.depths;
        indices = usedIndices == m.indices.length ? m.indices : java.util.Arrays.copyOf(m.indices, usedIndices);
        vertexCount = m.vertexCount;
        indexCount = usedIndices;
        sources = m.sources;
        partFirst = m.partFirst;
        partGridX = m.partGridX;
        partGridZ = m.partGridZ;
        parts = m.parts;
        System.arraycopy(m.bounds, 0, bounds, 0, 6);
    }

    /** The mesh with its indices cut to those written. */
    SheetMesh trimmed(int usedIndices) {
        return new SheetMesh(this, usedIndices);
    }

    void part(int k, Object source, int firstVertex, int vertices, int gridX, int gridZ) {
        sources[k] = source;
        partFirst[k] = firstVertex;
        partFirst[k + 1] = firstVertex + vertices;
        partGridX[k] = gridX;
        partGridZ[k] = gridZ;
    }

    void grow(float x, float y, float z) {
        bounds[0] = Math.min(bounds[0], x);
        bounds[1] = Math.min(bounds[1], y);
        bounds[2] = Math.min(bounds[2], z);
        bounds[3] = Math.max(bounds[3], x);
        bounds[4] = Math.max(bounds[4], y);
        bounds[5] = Math.max(bounds[5], z);
    }

    /** Water or lava. */
    public SheetKind kind() {
        return kind;
    }

    /** Vertices in the mesh. */
    public int vertexCount() {
        return vertexCount;
    }

    /** Triangles in the mesh. */
    public int triangleCount() {
        return indexCount / 3;
    }

    /** Whether it has no triangle. */
    public boolean isEmpty() {
        return indexCount == 0;
    }

    /** A copy of the positions, x, y, z a vertex, world metres. */
    public float[] positions() {
        return positions.clone();
    }

    /** A copy of the unit normals, x, y, z a vertex. */
    public float[] normals() {
        return normals.clone();
    }

    /** A copy of the flows, {@value #FLOW_FLOATS} floats a vertex (see {@link #FLOW_FLOATS}). */
    public float[] flows() {
        return flows.clone();
    }

    /** A copy of each vertex's depth: metres from the ground up to the sheet there (below 0 where the ground is higher). */
    public float[] depths() {
        return depths.clone();
    }

    /** A copy of the triangles' vertex indices, three a triangle. */
    public int[] indices() {
        return java.util.Arrays.copyOf(indices, indexCount);
    }

    /** Min x, y, z, max x, y, z round every vertex; min above max when empty. A copy. */
    public float[] bounds() {
        return bounds.clone();
    }

    /** How many parts (rectangles and ribbons) the mesh holds. */
    public int partCount() {
        return parts;
    }

    /** Part {@code k}'s data: its {@link SheetRect} or {@link FlowRibbon}. */
    public Object source(int k) {
        return sources[k];
    }

    /** Part {@code k}'s first vertex. */
    public int firstVertex(int k) {
        return partFirst[k];
    }

    /**
     * Part {@code k}'s vertices: a rectangle's grid ({@code (gridX + 1) * (gridZ + 1)}, row by row)
     * then its sides, two a vertex of its edges; a ribbon's rows.
     */
    public int vertexCount(int k) {
        return partFirst[k + 1] - partFirst[k];
    }

    /** Part {@code k}'s cells along x (a rectangle) or across (a ribbon). */
    public int gridX(int k) {
        return partGridX[k];
    }

    /** Part {@code k}'s cells along z (a rectangle) or along the flow (a ribbon). */
    public int gridZ(int k) {
        return partGridZ[k];
    }
}
