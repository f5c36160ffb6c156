package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.render.gl.internal.ShaderProgram;
import dev.loam.render.mesh.TerrainLodRanges;
import dev.loam.render.mesh.TerrainLodSelection;
import dev.loam.render.mesh.TerrainLodTree;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainChange;
import dev.loam.terrain.TerrainCursor;
import dev.loam.terrain.TerrainHit;
import dev.loam.terrain.TerrainRect;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import org.lwjgl.system.MemoryUtil;

/**
 * A {@link Terrain} drawn with continuous level of detail (CDLOD, Strugar 2010; see
 * {@link TerrainLodSelection} for why CDLOD and how the morph closes the seams): one shared grid
 * patch drawn instanced once a selected patch, its vertices lifted from a float heights texture
 * and morphed toward the coarser grid by their distance from the eye; the normal derived per pixel
 * from the heights; up to {@value #MAX_LAYERS} splat layers blended per pixel, each its material's
 * texture at {@code tile} metres a repeat, de-tiled and sharpened as its layer says; holes cut;
 * shadows cast into every cascade (a selection per cascade of the nodes in its light volume whose
 * shadow can reach the view, {@link TerrainLodSelection#selectCasters}; past the first cascade at a
 * pixel error {@value #FAR_SHADOW_COARSENING} times coarser, as those cascades' texels are) and
 * received through {@link FrameShaders#LIGHT}.
 *
 * <p><b>GPU memory.</b> Heights 4 bytes a vertex (R32F), splat weights 4 bytes a vertex a group
 * of four layers (RGBA8), holes 1 byte a cell (R8), shared by every level; the one patch mesh,
 * the instance buffer (12 bytes a patch, sized for the most patches a view and its cascades can
 * select) and the layer textures (a mipmapped 2D array) are the same whatever the terrain's size.
 * {@link #gpuBytes()} counts all of it; {@link #gpuBytesPerVertex()} divides by the vertices:
 * about 9.5 bytes for a 4097² terrain of four layers, about 13.5 for eight.
 *
 * <p><b>Edits.</b> {@link #update()} reads the terrain's changes since the last sync and
 * re-uploads only the texels each wrote ({@code glTexSubImage2D}), and recomputes the quadtree's
 * boxes over their rectangle; {@link #apply} does it for one change record. A terrain drawn with
 * weights of its own ({@link #create(Terrain, List, byte[])}) takes its weight edits through
 * {@link #setWeights}.
 *
 * <p>Needs a current {@link GlContext}; make, use and close it on the GL thread, before the
 * context. Once made, a frame allocates nothing on the Java heap. Not thread-safe.
 */
public final class GpuTerrain extends Drawable {
    /** The most splat layers a terrain drawable blends. */
    public static final int MAX_LAYERS = 8;
    /** The largest side (pixels) a layer's texture keeps on the GPU; larger ones are scaled down. */
    public static final int MAX_LAYER_TEXTURE = 1024;

    private static final int REGIONS = 1 + FrameShaders.MAX_CASCADES;
    /**
     * The pixel error's factor for the casters of every cascade past the first: their texels
     * are several times coarser than the first's, so a coarser ground casts the same shadow.
     */
    static final float FAR_SHADOW_COARSENING = 3;
    private static final int INSTANCE_FLOATS = 3;

    private final Terrain terrain;
    private final int nx, nz, layerCount;
    private final boolean ownWeights;
    private final TerrainLodTree tree;
    private final TerrainLodSelection[] selections = new TerrainLodSelection[REGIONS];
    private final int[] regionStart = new int[REGIONS], regionCount = new int[REGIONS];
    private final float[] tiles = new float[4 * MAX_LAYERS], colours = new float[4 * MAX_LAYERS];
    private final FloatBuffer matrix = MemoryUtil.memAllocFloat(16);
    /** The layers' tiling and colours as direct buffers: the array forms of glUniform allocate on some JVMs. */
    private final FloatBuffer tileBuffer = MemoryUtil.memAllocFloat(4 * MAX_LAYERS), colourBuffer = MemoryUtil.memAllocFloat(4 * MAX_LAYERS);
    private final FloatBuffer instances, morph = MemoryUtil.memAllocFloat(2 * TerrainShaders.MAX_LEVELS),
            farMorph = MemoryUtil.memAllocFloat(2 * TerrainShaders.MAX_LEVELS);
    private ByteBuffer scratch = MemoryUtil.memAlloc(4096);
    private final ShaderProgram colourProgram, shadowProgram;
    private final Uniforms colourU, shadowU;
    private final FrameView.SharedUniforms shared;
    private final int vao, patchBuffer, indexBuffer, instanceBuffer, indexCount;
    private final int heights, linearSampler, weights0, weights1, holes, layers;
    private final long gpuBytes, gridBytes;
    private final Consumer<TerrainChange> applier = this::apply;
    private final float[] rootBox = new float[6];
    /**
     * The direct buffers' addresses, taken once: the frame passes them to the {@code ngl*} calls,
     * since the buffer-taking forms allocate a little each call on Java 24 and later.
     */
    private final long instancesAddress, morphAddress, farMorphAddress, tileAddress, colourAddress, matrixAddress;
    private TerrainCursor cursor;
    private TerrainLodRanges ranges, farRanges;
    private float rangesTan = Float.NaN, pixelError = TerrainLodRanges.DEFAULT_PIXEL_ERROR;
    private int rangesHeight = -1;
    private boolean hasHoles, closed;

    /**
     * A drawable of a terrain with its own splat (at most four layers, one look each of its layers).
     *
     * @param terrain the terrain, read now and at each {@link #update()}; the caller keeps it
     * @param looks   one look a layer of the terrain, in its layers' order
     * @throws IllegalArgumentException when the looks are not one a layer of the terrain
     * @throws GlException              when the grid is larger than the driver's largest texture
     */
    public static GpuTerrain create(Terrain terrain, List<TerrainLayerLook> looks) {
        Objects.requireNonNull(terrain, "terrain");
        Objects.requireNonNull(looks, "looks");
        if (looks.size() != terrain.layers().size()) {
            throw new IllegalArgumentException("looks: " + looks.size() + " given for the terrain's "
                    + terrain.layers().size() + " layers");
        }
        return new GpuTerrain(terrain, looks, null);
    }

    /**
     * A drawable of a terrain whose ground has weights of its own, up to {@value #MAX_LAYERS}
     * layers (a region's ground beyond the file format's four): the terrain's splat is ignored.
     *
     * @param terrain the terrain (heights and holes), read now and at each {@link #update()}
     * @param looks   one look a layer, 1 to {@value #MAX_LAYERS}
     * @param weights {@code looks.size()} bytes a vertex (0..255 each, any sum; all zero is layer 0),
     *                row-major {@code (j * resolutionX + i) * layers + layer}; copied to the GPU
     * @throws IllegalArgumentException naming {@code looks} or {@code weights} when their sizes do not fit
     */
    public static GpuTerrain create(Terrain terrain, List<TerrainLayerLook> looks, byte[] weights) {
        Objects.requireNonNull(terrain, "terrain");
        Objects.requireNonNull(looks, "looks");
        Objects.requireNonNull(weights, "weights");
        long expected = (long) looks.size() * terrain.resolutionX() * terrain.resolutionZ();
        if (weights.length != expected) {
            throw new IllegalArgumentException("weights: " + weights.length + " bytes given; " + looks.size()
                    + " layers over " + terrain.resolutionX() + "x" + terrain.resolutionZ() + " vertices need " + expected);
        }
        return new GpuTerrain(terrain, looks, weights);
    }

    private GpuTerrain(Terrain terrain, List<TerrainLayerLook> looks, byte[] ownWeights) {
        if (looks.isEmpty() || looks.size() > MAX_LAYERS) {
            throw new IllegalArgumentException("looks: " + looks.size() + " given; a terrain draws 1 to " + MAX_LAYERS + " layers");
        }
        for (int k = 0; k < looks.size(); k++) {
            Objects.requireNonNull(looks.get(k), "looks[" + k + "]");
        }
        int max = glGetInteger(GL_MAX_TEXTURE_SIZE);
        if (terrain.resolutionX() > max || terrain.resolutionZ() > max) {
            throw new GlException("terrain of " + terrain.resolutionX() + "x" + terrain.resolutionZ()
                    + " vertices is larger than the driver's largest texture of " + max);
        }
        this.terrain = terrain;
        this.nx = terrain.resolutionX();
        this.nz = terrain.resolutionZ();
        this.layerCount = looks.size();
        this.ownWeights = ownWeights != null;
        tree = new TerrainLodTree(nx, nz, terrain.cellSize(), terrain.originX(), terrain.originY(), terrain.originZ(),
                TerrainLodTree.leafCellsFor(terrain.chunkCells()), terrain::height);
        for (int r = 0; r < REGIONS; r++) {
            selections[r] = new TerrainLodSelection(tree);
        }
        int capacity = selections[0].capacity();
        instances = MemoryUtil.memAllocFloat(REGIONS * capacity * INSTANCE_FLOATS);
        for (int k = 0; k < layerCount; k++) {
            TerrainLayerLook l = looks.get(k);
            tiles[4 * k] = (float) (1 / l.tile());
            tiles[4 * k + 1] = (float) l.detile();
            tiles[4 * k + 2] = (float) l.detileSharpen();
            Rgba c = l.material().baseColor();
            colours[4 * k] = c.r();
            colours[4 * k + 1] = c.g();
            colours[4 * k + 2] = c.b();
            colours[4 * k + 3] = c.a();
        }

        tileBuffer.put(tiles).flip();
        colourBuffer.put(colours).flip();
        instancesAddress = MemoryUtil.memAddress(instances);
        morphAddress = MemoryUtil.memAddress(morph);
        farMorphAddress = MemoryUtil.memAddress(farMorph);
        tileAddress = MemoryUtil.memAddress(tileBuffer);
        colourAddress = MemoryUtil.memAddress(colourBuffer);
        matrixAddress = MemoryUtil.memAddress(matrix);
        colourProgram = ShaderProgram.compile("terrain", TerrainShaders.VERTEX, TerrainShaders.FRAGMENT);
        shadowProgram = ShaderProgram.compile("terrain shadow", TerrainShaders.VERTEX, TerrainShaders.SHADOW_FRAGMENT);
        colourU = new Uniforms(colourProgram);
        shadowU = new Uniforms(shadowProgram);
        shared = new FrameView.SharedUniforms(colourProgram);

        long bytes = 0;
        // The shared patch: (p + 1)² grid steps, two triangles a step on the terrain's diagonal.
        int p = selections[0].patchCells(), row = p + 1;
        FloatBuffer steps = MemoryUtil.memAllocFloat(2 * row * row);
        java.nio.ShortBuffer idx = MemoryUtil.memAllocShort(6 * p * p);
        try {
            for (int b = 0; b <= p; b++) {
                for (int a = 0; a <= p; a++) {
                    steps.put(a).put(b);
                }
            }
            for (int b = 0; b < p; b++) {
                for (int a = 0; a < p; a++) {
                    int v = b * row + a;
                    idx.put((short) v).put((short) (v + row + 1)).put((short) (v + 1));
                    idx.put((short) v).put((short) (v + row)).put((short) (v + row + 1));
                }
            }
            steps.flip();
            idx.flip();
            indexCount = 6 * p * p;
            vao = glGenVertexArrays();
            glBindVertexArray(vao);
            patchBuffer = glGenBuffers();
            glBindBuffer(GL_ARRAY_BUFFER, patchBuffer);
            glBufferData(GL_ARRAY_BUFFER, steps, GL_STATIC_DRAW);
            glEnableVertexAttribArray(0);
            glVertexAttribPointer(0, 2, GL_FLOAT, false, 8, 0);
            indexBuffer = glGenBuffers();
            glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indexBuffer);
            glBufferData(GL_ELEMENT_ARRAY_BUFFER, idx, GL_STATIC_DRAW);
            bytes += 4L * steps.limit() + 2L * idx.limit();
        } finally {
            MemoryUtil.memFree(steps);
            MemoryUtil.memFree(idx);
        }
        instanceBuffer = glGenBuffers();
        glBindBuffer(GL_ARRAY_BUFFER, instanceBuffer);
        glBufferData(GL_ARRAY_BUFFER, 4L * instances.capacity(), GL_STREAM_DRAW);
        bytes += 4L * instances.capacity();
        glEnableVertexAttribArray(1);
        glVertexAttribPointer(1, 3, GL_FLOAT, false, 4 * INSTANCE_FLOATS, 0);
        glVertexAttribDivisor(1, 1);
        glBindVertexArray(0);
        glBindBuffer(GL_ARRAY_BUFFER, 0);

        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        heights = glGenTextures();
        glBindTexture(GL_TEXTURE_2D, heights);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_R32F, nx, nz, 0, GL_RED, GL_FLOAT, (ByteBuffer) null);
        params(GL_NEAREST, GL_CLAMP_TO_EDGE);
        bytes += 4L * nx * nz;
        uploadHeights(0, 0, nx, nz, null);
        linearSampler = glGenSamplers();
        glSamplerParameteri(linearSampler, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        glSamplerParameteri(linearSampler, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        glSamplerParameteri(linearSampler, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glSamplerParameteri(linearSampler, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);

        weights0 = glGenTextures();
        glBindTexture(GL_TEXTURE_2D, weights0);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, nx, nz, 0, GL_RGBA, GL_UNSIGNED_BYTE, (ByteBuffer) null);
        params(GL_LINEAR, GL_CLAMP_TO_EDGE);
        bytes += 4L * nx * nz;
        if (layerCount > 4) {
            weights1 = glGenTextures();
            glBindTexture(GL_TEXTURE_2D, weights1);
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, nx, nz, 0, GL_RGBA, GL_UNSIGNED_BYTE, (ByteBuffer) null);
            params(GL_LINEAR, GL_CLAMP_TO_EDGE);
            bytes += 4L * nx * nz;
        } else {
            weights1 = 0;
        }
        if (ownWeights != null) {
            writeWeights(ownWeights, nx, 0, 0, nx, nz);
        } else {
            uploadSplat(0, 0, nx, nz, null);
        }

        holes = glGenTextures();
        glBindTexture(GL_TEXTURE_2D, holes);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, nx - 1, nz - 1, 0, GL_RED, GL_UNSIGNED_BYTE, (ByteBuffer) null);
        params(GL_NEAREST, GL_CLAMP_TO_EDGE);
        bytes += (long) (nx - 1) * (nz - 1);
        uploadHoles(0, 0, nx - 1, nz - 1, null);
        gridBytes = (4L + 4L * (layerCount > 4 ? 2 : 1)) * nx * nz + (long) (nx - 1) * (nz - 1);

        int side = 1;
        for (TerrainLayerLook l : looks) {
            if (l.texture().isPresent()) {
                side = Math.max(side, Math.min(MAX_LAYER_TEXTURE, Math.max(l.texture().get().width(), l.texture().get().height())));
            }
        }
        layers = glGenTextures();
        glBindTexture(GL_TEXTURE_2D_ARRAY, layers);
        glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_SRGB8_ALPHA8, side, side, layerCount, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                (ByteBuffer) null);
        ByteBuffer slice = MemoryUtil.memAlloc(4 * side * side);
        try {
            for (int k = 0; k < layerCount; k++) {
                fillSlice(looks.get(k).texture(), side, slice);
                glTexSubImage3D(GL_TEXTURE_2D_ARRAY, 0, 0, 0, k, side, side, 1, GL_RGBA, GL_UNSIGNED_BYTE, slice);
            }
        } finally {
            MemoryUtil.memFree(slice);
        }
        glGenerateMipmap(GL_TEXTURE_2D_ARRAY);
        glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
        glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_S, GL_REPEAT);
        glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_T, GL_REPEAT);
        glBindTexture(GL_TEXTURE_2D_ARRAY, 0);
        glBindTexture(GL_TEXTURE_2D, 0);
        glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
        bytes += 4L * side * side * layerCount * 4 / 3;
        gpuBytes = bytes;
        cursor = terrain.cursor();
    }

    private static void params(int filter, int wrap) {
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, filter);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, wrap);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, wrap);
    }

    /** A layer's texture scaled (bilinear, wrapping) to the array's side, or white for none. */
    private static void fillSlice(Optional<ModelTexture> texture, int side, ByteBuffer dest) {
        dest.clear();
        if (texture.isEmpty()) {
            for (int k = 0; k < 4 * side * side; k++) {
                dest.put((byte) 0xff);
            }
            dest.flip();
            return;
        }
        ModelTexture t = texture.get();
        int w = t.width(), h = t.height();
        ByteBuffer src = t.pixels();
        for (int y = 0; y < side; y++) {
            float sy = (y + 0.5f) * h / side - 0.5f;
            int y0 = (int) Math.floor(sy);
            float fy = sy - y0;
            for (int x = 0; x < side; x++) {
                float sx = (x + 0.5f) * w / side - 0.5f;
                int x0 = (int) Math.floor(sx);
                float fx = sx - x0;
                for (int c = 0; c < 4; c++) {
                    float a = texel(src, w, h, x0, y0, c), b = texel(src, w, h, x0 + 1, y0, c);
                    float d = texel(src, w, h, x0, y0 + 1, c), e = texel(src, w, h, x0 + 1, y0 + 1, c);
                    float v = (a + (b - a) * fx) * (1 - fy) + (d + (e - d) * fx) * fy;
                    dest.put((byte) Math.round(v));
                }
            }
        }
        dest.flip();
    }

    private static float texel(ByteBuffer src, int w, int h, int x, int y, int c) {
        int xi = Math.floorMod(x, w), yi = Math.floorMod(y, h);
        return src.get(4 * (yi * w + xi) + c) & 0xff;
    }

    /** A scratch buffer of at least {@code bytes}, grown (never shrunk) when an upload needs more. */
    private ByteBuffer scratch(long bytes) {
        if (bytes > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(bytes + " bytes is more than one upload holds");
        }
        if (scratch.capacity() < bytes) {
            MemoryUtil.memFree(scratch);
            scratch = MemoryUtil.memAlloc((int) bytes);
        }
        scratch.clear();
        return scratch;
    }

    /** Uploads heights of a vertex rectangle, from a change's values or (null) from the terrain. */
    private void uploadHeights(int i0, int j0, int w, int d, TerrainChange.Heights change) {
        ByteBuffer b = scratch(4L * w * d);
        int n = 0;
        for (int j = j0; j < j0 + d; j++) {
            for (int i = i0; i < i0 + w; i++) {
                b.putFloat(change != null ? change.afterAt(n++) : terrain.height(i, j));
            }
        }
        b.flip();
        glBindTexture(GL_TEXTURE_2D, heights);
        glTexSubImage2D(GL_TEXTURE_2D, 0, i0, j0, w, d, GL_RED, GL_FLOAT, b);
    }

    /** Uploads the terrain's own splat of a vertex rectangle, from a change's bytes or (null) from the terrain. */
    private void uploadSplat(int i0, int j0, int w, int d, TerrainChange.Splat change) {
        ByteBuffer b = scratch(4L * w * d);
        boolean stored = terrain.hasSplat();
        int n = 0;
        for (int j = j0; j < j0 + d; j++) {
            for (int i = i0; i < i0 + w; i++) {
                for (int k = 0; k < 4; k++) {
                    int v;
                    if (change != null) {
                        v = change.afterAt(n++) & 0xff;
                    } else if (stored && k < layerCount) {
                        v = terrain.splatWeight(i, j, k);
                    } else {
                        v = !stored && k == 0 ? 255 : 0;
                    }
                    b.put((byte) (k < layerCount ? v : 0));
                }
            }
        }
        b.flip();
        glBindTexture(GL_TEXTURE_2D, weights0);
        glTexSubImage2D(GL_TEXTURE_2D, 0, i0, j0, w, d, GL_RGBA, GL_UNSIGNED_BYTE, b);
    }

    /**
     * Uploads own weights of the vertex rectangle at (i0, j0) from a row-major array
     * {@code rowVertices} wide: the whole grid's (its own rectangle read) or the rectangle's alone.
     */
    private void writeWeights(byte[] w, int rowVertices, int i0, int j0, int width, int depth) {
        boolean whole = rowVertices == nx && w.length == (long) layerCount * nx * nz;
        for (int group = 0; group < (layerCount > 4 ? 2 : 1); group++) {
            ByteBuffer b = scratch(4L * width * depth);
            for (int j = 0; j < depth; j++) {
                for (int i = 0; i < width; i++) {
                    int base = ((j + (whole ? j0 : 0)) * rowVertices + i + (whole ? i0 : 0)) * layerCount;
                    for (int k = 0; k < 4; k++) {
                        int layer = 4 * group + k;
                        b.put(layer < layerCount ? w[base + layer] : 0);
                    }
                }
            }
            b.flip();
            glBindTexture(GL_TEXTURE_2D, group == 0 ? weights0 : weights1);
            glTexSubImage2D(GL_TEXTURE_2D, 0, i0, j0, width, depth, GL_RGBA, GL_UNSIGNED_BYTE, b);
        }
    }

    /** Uploads holes of a cell rectangle, from a change's bytes or (null) from the terrain. */
    private void uploadHoles(int i0, int j0, int w, int d, TerrainChange.Holes change) {
        ByteBuffer b = scratch((long) w * d);
        boolean any = false;
        boolean stored = terrain.hasHoles();
        int n = 0;
        for (int j = j0; j < j0 + d; j++) {
            for (int i = i0; i < i0 + w; i++) {
                boolean hole = change != null ? change.afterAt(n++) != 0 : stored && terrain.isHole(i, j);
                any |= hole;
                b.put((byte) (hole ? 255 : 0));
            }
        }
        b.flip();
        hasHoles |= any;
        glBindTexture(GL_TEXTURE_2D, holes);
        glTexSubImage2D(GL_TEXTURE_2D, 0, i0, j0, w, d, GL_RED, GL_UNSIGNED_BYTE, b);
    }

    /**
     * Reads the terrain's changes since the last sync and uploads what each wrote; when the
     * terrain's history no longer reaches back that far, uploads the whole grid again.
     *
     * @return the changes applied (0 when there were none, −1 after a whole upload)
     * @throws IllegalStateException when closed
     */
    public int update() {
        requireOpen();
        applied = 0;
        boolean reached = terrain.forEachChange(cursor, applier);
        if (!reached) {
            glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
            uploadHeights(0, 0, nx, nz, null);
            if (!ownWeights) {
                uploadSplat(0, 0, nx, nz, null);
            }
            uploadHoles(0, 0, nx - 1, nz - 1, null);
            glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
            glBindTexture(GL_TEXTURE_2D, 0);
            tree.update(0, 0, nx - 1, nz - 1);
            ranges = null;
            cursor = terrain.cursor();
            return -1;
        }
        if (applied > 0) {
            cursor = terrain.cursor();
        }
        return applied;
    }

    private int applied;

    /**
     * Uploads what one change record wrote: heights (and the quadtree's boxes over them), splat
     * weights (ignored when the drawable has weights of its own), or holes. The terrain must hold
     * the change already (it was made on it, or {@link Terrain#apply applied} to it).
     *
     * @throws IllegalArgumentException when the change's rectangle does not fit the terrain
     * @throws IllegalStateException    when closed
     */
    public void apply(TerrainChange change) {
        requireOpen();
        TerrainRect r = change.rect();
        boolean cells = change instanceof TerrainChange.Holes;
        if (!r.fitsIn(cells ? nx - 1 : nx, cells ? nz - 1 : nz)) {
            throw new IllegalArgumentException("change rectangle " + r + " does not fit the terrain's "
                    + (cells ? (nx - 1) + "x" + (nz - 1) + " cells" : nx + "x" + nz + " vertices"));
        }
        applied++;
        if (r.area() == 0) {
            return;
        }
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        if (change instanceof TerrainChange.Heights h) {
            uploadHeights(r.i(), r.j(), r.width(), r.depth(), h);
            tree.update(r.i(), r.j(), r.endI() - 1, r.endJ() - 1);
            ranges = null;
        } else if (change instanceof TerrainChange.Splat s) {
            if (!ownWeights) {
                uploadSplat(r.i(), r.j(), r.width(), r.depth(), s);
            }
        } else {
            uploadHoles(r.i(), r.j(), r.width(), r.depth(), (TerrainChange.Holes) change);
        }
        glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
        glBindTexture(GL_TEXTURE_2D, 0);
    }

    /**
     * Re-uploads the own weights of a vertex rectangle (a drawable made with weights of its own).
     *
     * @param rect    the vertices written
     * @param weights {@code layers() * rect.area()} bytes, row-major over the rectangle
     * @throws IllegalStateException    when the drawable draws the terrain's own splat, or is closed
     * @throws IllegalArgumentException naming {@code rect} or {@code weights} when they do not fit
     */
    public void setWeights(TerrainRect rect, byte[] weights) {
        requireOpen();
        if (!ownWeights) {
            throw new IllegalStateException("this terrain draws its own splat: edit it with Terrain.setSplat and update()");
        }
        if (!rect.fitsIn(nx, nz)) {
            throw new IllegalArgumentException("rect " + rect + " does not fit the terrain's " + nx + "x" + nz + " vertices");
        }
        if (weights.length != (long) layerCount * rect.area()) {
            throw new IllegalArgumentException("weights: " + weights.length + " bytes given; " + layerCount
                    + " layers over " + rect.area() + " vertices need " + (long) layerCount * rect.area());
        }
        if (rect.area() == 0) {
            return;
        }
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        writeWeights(weights, rect.width(), rect.i(), rect.j(), rect.width(), rect.depth());
        glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
        glBindTexture(GL_TEXTURE_2D, 0);
    }

    /**
     * Sets the screen-space error the levels are chosen for: a level's vertex spacing spans at
     * most this many pixels before the coarser level takes over ({@link TerrainLodRanges#forScreen}).
     *
     * @throws IllegalArgumentException when not finite and above 0
     */
    public GpuTerrain pixelError(float pixels) {
        if (!(pixels > 0) || Float.isInfinite(pixels)) {
            throw new IllegalArgumentException("pixel error " + pixels + " must be finite and above 0");
        }
        pixelError = pixels;
        ranges = null;
        return this;
    }

    /** The terrain drawn. */
    public Terrain terrain() {
        return terrain;
    }

    /** Splat layers blended. */
    public int layers() {
        return layerCount;
    }

    /** The quadtree the levels are selected over. */
    public TerrainLodTree tree() {
        return tree;
    }

    /** The last frame's camera selection: the patches drawn in the view. The drawable's own object. */
    public TerrainLodSelection selection() {
        return selections[0];
    }

    /** The last frame's level ranges, or empty before the first frame (and after an edit, until the next). */
    public Optional<TerrainLodRanges> ranges() {
        return Optional.ofNullable(ranges);
    }

    /** Bytes held on the GPU: heights, weights, holes, the patch mesh, the instance buffer and the layer textures with mipmaps. */
    public long gpuBytes() {
        return closed ? 0 : gpuBytes;
    }

    /**
     * Bytes of the grid's own textures on the GPU, those that grow with the terrain: heights (4 a
     * vertex), splat weights (4 a vertex a group of four layers) and holes (1 a cell). 0 once closed.
     */
    public long gridBytes() {
        return closed ? 0 : gridBytes;
    }

    /** {@link #gpuBytes()} over the terrain's vertices. */
    public double gpuBytesPerVertex() {
        return (double) gpuBytes() / ((long) nx * nz);
    }

    // ---- the frame's steps -----------------------------------------------------------------

    @Override
    void bounds(FrameView view, float[] box) {
        int top = tree.levels() - 1;
        if (closed || !tree.box(top, 0, 0, rootBox)) {
            return;
        }
        for (int k = 0; k < 3; k++) {
            box[k] = Math.min(box[k], rootBox[k]);
            box[k + 3] = Math.max(box[k + 3], rootBox[k + 3]);
        }
    }

    @Override
    void prepare(FrameView view) {
        if (closed) {
            return;
        }
        float tan = 1 / view.projection.m11();
        int height = view.target.height();
        if (ranges == null || tan != rangesTan || height != rangesHeight) {
            float fov = (float) Math.toDegrees(2 * Math.atan(tan));
            ranges = TerrainLodRanges.forScreen(tree, Math.max(5, Math.min(120, fov)), height, pixelError);
            farRanges = TerrainLodRanges.forScreen(tree, Math.max(5, Math.min(120, fov)), height,
                    FAR_SHADOW_COARSENING * pixelError);
            rangesTan = tan;
            rangesHeight = height;
            morphTable(ranges, morph);
            morphTable(farRanges, farMorph);
        }
        instances.clear();
        int at = 0;
        for (int r = 0; r < REGIONS; r++) {
            regionStart[r] = at;
            regionCount[r] = 0;
            if (r > 0 && r > view.cascades) {
                continue;
            }
            TerrainLodSelection s = selections[r];
            int n = r == 0 ? s.select(ranges, view.eye.x, view.eye.y, view.eye.z, view.frustum)
                    : s.selectCasters(r == 1 ? ranges : farRanges, view.eye.x, view.eye.y, view.eye.z, view.lightFrustums[r - 1], view.frustum,
                    view.sun[0], view.sun[1], view.sun[2], view.floorY);
            for (int k = 0; k < n; k++) {
                instances.put(s.cellX(k)).put(s.cellZ(k)).put(s.lod(k));
            }
            regionCount[r] = n;
            at += n;
        }
        instances.flip();
        glBindBuffer(GL_ARRAY_BUFFER, instanceBuffer);
        nglBufferSubData(GL_ARRAY_BUFFER, 0, 4L * instances.limit(), instancesAddress);
        glBindBuffer(GL_ARRAY_BUFFER, 0);
        view.stats.chunksDrawn += regionCount[0];
        view.stats.terrainPatches += regionCount[0];
    }

    private static void morphTable(TerrainLodRanges r, FloatBuffer dest) {
        dest.clear();
        for (int k = 0; k < TerrainShaders.MAX_LEVELS; k++) {
            boolean top = k >= r.levels() - 1;
            dest.put(top ? 1e30f : r.morphStart(k)).put(top ? 2e30f : r.morphEnd(k));
        }
        dest.flip();
    }

    private void bindCommon(Uniforms u, FrameView view, long morphs) {
        glUniform1i(u.heights, 2);
        glUniform1i(u.holes, 6);
        glUniform4f(u.grid, (float) terrain.originX(), (float) terrain.originY(), (float) terrain.originZ(),
                (float) terrain.cellSize());
        glUniform2f(u.last, nx - 1, nz - 1);
        nglUniform2fv(u.morph, TerrainShaders.MAX_LEVELS, morphs);
        glUniform3f(u.lodEye, view.eye.x, view.eye.y, view.eye.z);
        glUniform1i(u.hasHoles, hasHoles ? 1 : 0);
        glActiveTexture(GL_TEXTURE2);
        glBindTexture(GL_TEXTURE_2D, heights);
        glActiveTexture(GL_TEXTURE6);
        glBindTexture(GL_TEXTURE_2D, holes);
    }

    private void drawRegion(int region, FrameView view, boolean shadow) {
        int n = regionCount[region];
        if (n == 0) {
            return;
        }
        glVertexAttribPointer(1, 3, GL_FLOAT, false, 4 * INSTANCE_FLOATS, 4L * INSTANCE_FLOATS * regionStart[region]);
        glDrawElementsInstanced(GL_TRIANGLES, indexCount, GL_UNSIGNED_SHORT, 0, n);
        view.stats.drawCalls++;
        view.stats.triangles += (long) n * indexCount / 3;
        if (shadow) {
            view.stats.shadowDrawCalls++;
        }
    }

    @Override
    void shadowPass(FrameView view, int cascade) {
        if (closed || regionCount[1 + cascade] == 0) {
            return;
        }
        shadowProgram.use();
        view.lightViewProjection(cascade).get(matrix);
        nglUniformMatrix4fv(shadowU.viewProjection, 1, false, matrixAddress);
        bindCommon(shadowU, view, cascade == 0 ? morphAddress : farMorphAddress);
        glDisable(GL_CULL_FACE);
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(1.5f, 2f);
        glBindVertexArray(vao);
        glBindBuffer(GL_ARRAY_BUFFER, instanceBuffer);
        drawRegion(1 + cascade, view, true);
        view.stats.shadowChunks += regionCount[1 + cascade];
        glBindVertexArray(0);
        glBindBuffer(GL_ARRAY_BUFFER, 0);
        glDisable(GL_POLYGON_OFFSET_FILL);
        glActiveTexture(GL_TEXTURE0);
    }

    @Override
    void opaquePass(FrameView view) {
        if (closed || regionCount[0] == 0) {
            return;
        }
        colourProgram.use();
        view.applyShared(shared);
        bindCommon(colourU, view, morphAddress);
        glUniform1i(colourU.heightsLinear, 3);
        glUniform1i(colourU.weights0, 4);
        glUniform1i(colourU.weights1, 5);
        glUniform1i(colourU.layers, 0);
        glUniform1i(colourU.layerCount, layerCount);
        nglUniform4fv(colourU.layerTile, MAX_LAYERS, tileAddress);
        nglUniform4fv(colourU.layerColour, MAX_LAYERS, colourAddress);
        glActiveTexture(GL_TEXTURE3);
        glBindTexture(GL_TEXTURE_2D, heights);
        glBindSampler(3, linearSampler);
        glActiveTexture(GL_TEXTURE4);
        glBindTexture(GL_TEXTURE_2D, weights0);
        glActiveTexture(GL_TEXTURE5);
        glBindTexture(GL_TEXTURE_2D, layerCount > 4 ? weights1 : weights0);
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D_ARRAY, layers);
        glDisable(GL_CULL_FACE);
        glBindVertexArray(vao);
        glBindBuffer(GL_ARRAY_BUFFER, instanceBuffer);
        drawRegion(0, view, false);
        glBindVertexArray(0);
        glBindBuffer(GL_ARRAY_BUFFER, 0);
        glBindSampler(3, 0);
        glBindTexture(GL_TEXTURE_2D_ARRAY, 0);
    }

    @Override
    void blendPass(FrameView view) {
        // The ground is opaque: holes are cut, nothing is blended.
    }

    @Override
    boolean pick(float ox, float oy, float oz, float dx, float dy, float dz, PickHit hit) {
        if (closed) {
            return false;
        }
        Optional<TerrainHit> h = terrain.raycast(ox, oy, oz, dx, dy, dz, hit.distance());
        if (h.isEmpty() || !(h.get().distance() < hit.distance())) {
            return false;
        }
        TerrainHit t = h.get();
        hit.set(PickHit.Kind.TERRAIN, (float) t.distance(), ox, oy, oz, dx, dy, dz, this, terrain);
        hit.point.set((float) t.x(), (float) t.y(), (float) t.z());
        hit.normal.set((float) t.normalX(), (float) t.normalY(), (float) t.normalZ());
        hit.cellX = t.cellI();
        hit.cellZ = t.cellJ();
        return true;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("this GpuTerrain is closed");
        }
    }

    /** Frees the textures, buffers, programs and scratch memory. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        glDeleteVertexArrays(vao);
        glDeleteBuffers(patchBuffer);
        glDeleteBuffers(indexBuffer);
        glDeleteBuffers(instanceBuffer);
        glDeleteTextures(weights1 != 0 ? new int[] {heights, weights0, weights1, holes, layers}
                : new int[] {heights, weights0, holes, layers});
        glDeleteSamplers(linearSampler);
        colourProgram.close();
        shadowProgram.close();
        MemoryUtil.memFree(instances);
        MemoryUtil.memFree(morph);
        MemoryUtil.memFree(farMorph);
        MemoryUtil.memFree(matrix);
        MemoryUtil.memFree(tileBuffer);
        MemoryUtil.memFree(colourBuffer);
        MemoryUtil.memFree(scratch);
    }

    @Override
    public String toString() {
        return "GpuTerrain[" + nx + "x" + nz + ", " + layerCount + " layers, " + tree.levels() + " levels]";
    }

    /** Uniform locations of one of the two programs; −1 for those it lacks. */
    private static final class Uniforms {
        final int viewProjection, heights, holes, grid, last, morph, lodEye, hasHoles, heightsLinear, weights0, weights1,
                layers, layerCount, layerTile, layerColour;

        Uniforms(ShaderProgram p) {
            viewProjection = p.uniform("uViewProjection");
            heights = p.uniform("uHeights");
            holes = p.uniform("uHoles");
            grid = p.uniform("uGrid");
            last = p.uniform("uLast");
            morph = p.uniform("uMorph");
            lodEye = p.uniform("uLodEye");
            hasHoles = p.uniform("uHasHoles");
            heightsLinear = p.uniform("uHeightsLinear");
            weights0 = p.uniform("uWeights0");
            weights1 = p.uniform("uWeights1");
            layers = p.uniform("uLayers");
            layerCount = p.uniform("uLayerCount");
            layerTile = p.uniform("uLayerTile");
            layerColour = p.uniform("uLayerColour");
        }
    }
}
