package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.model.AlphaMode;
import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import dev.loam.render.gl.internal.ShaderProgram;
import java.nio.FloatBuffer;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import org.joml.FrustumIntersection;
import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.lwjgl.system.MemoryUtil;

/**
 * Draws {@link Model}s at transforms and {@link InstanceSet}s, instanced on the GPU (a matrix and
 * a tint an instance), under a {@link RenderLook}'s sun, sky light and fog, with the sun's shadow
 * map of the block-map renderer's design (the same {@link ShadowMap}, light fit, normal offset,
 * bias and filtering): every opaque and cut surface casts and receives.
 *
 * <p>A frame is {@link #begin}, any number of {@link #draw} calls, then {@link #end()}, which
 * culls each instance against the view (keeping those whose shadows may fall in it), picks each
 * instance's level of detail by its distance from the eye ({@link Model#forDistance}), streams the
 * instances to the GPU level by level, draws the shadow map, then the opaque and cut
 * ({@link AlphaMode#MASK}, at the material's cutoff) surfaces, then the blended ones back to front
 * without writing depth (a blended set's instances sorted far to near, the back faces of a
 * double-sided blended mesh before its front). A surface's colour is its vertex colours × its
 * base colour × its base texture (sRGB-decoded) × the instance's tint; unlit materials skip the
 * light and the shadow, emissive light is added after it; double-sided materials draw both faces,
 * lit from the side seen. {@link #render(Model, float[], DioramaCamera, RenderLook, RenderTarget)}
 * draws one model in one call.
 *
 * <p>The GPU copies of the models drawn ({@link GpuModel}) are made on first use and kept until
 * {@link #release} or {@link #close()}; the renderer owns them. Needs a current {@link GlContext};
 * make, use and close it on the GL thread, before the context. Once the models and sets of a frame
 * are uploaded, a frame of single-level models allocates nothing on the Java heap.
 *
 * <p>The frame renderer of block maps, terrains and instance sets grows out of this one: its
 * steps ({@link #prepare}, {@link #shadowPass}, {@link #opaquePass}, {@link #blendPass}) take the
 * light's matrix and the shadow map from outside, so that one shadow map can hold every drawable's
 * shadows.
 */
public final class ModelRenderer implements AutoCloseable {
    /** Texels across the sun's shadow map, as the block-map renderer's. */
    public static final int SHADOW_MAP_SIZE = BlockMapRenderer.SHADOW_MAP_SIZE;
    /** The first attribute location of the per-instance data: 4 to 7 the matrix's columns, 8 the tint. */
    static final int INSTANCE_FIRST = 4;
    /** Floats an instance takes in the stream: a matrix and a tint. */
    static final int INSTANCE_FLOATS = 20;
    /**
     * The most instance sets whose placements the renderer remembers; past it, it forgets them all
     * and reads each again when next drawn (so sets made anew each frame cannot pile up).
     */
    public static final int REMEMBERED_SETS = 1024;

    private final ShaderProgram lit, shadow, maskShadow;
    private final Uniforms litU, shadowU, maskShadowU;
    private final ShadowMap shadowMap = new ShadowMap(SHADOW_MAP_SIZE);
    private final Map<Model, GpuModel> models = new IdentityHashMap<>();
    private final Map<InstanceSet, InstancePlacements> sets = new IdentityHashMap<>();
    private final FrameStats stats = new FrameStats();
    private final Matrix4f viewProjection = new Matrix4f(), lightViewProjection = new Matrix4f();
    private final FrustumIntersection frustum = new FrustumIntersection();
    private final Vector3f eye = new Vector3f();
    private final float[] sun = new float[3], box = new float[6], local = new float[6];
    private final FloatBuffer matrixBuffer = MemoryUtil.memAllocFloat(16);
    private final FloatBuffer mat3Buffer = MemoryUtil.memAllocFloat(9);
    private final int instanceBuffer;
    private FloatBuffer stream = MemoryUtil.memAllocFloat(INSTANCE_FLOATS * 64);
    private int shadowUsed = ShadowMap.MIN_USED;
    private float wallBounce;

    // The frame being gathered.
    private DioramaCamera camera;
    private RenderLook look;
    private RenderTarget target;
    private boolean clear;
    private boolean inFrame;
    private int entries;
    private GpuModel[] entryModel = new GpuModel[16];
    /** The set an entry draws, or null for a model at one transform (its instance in {@link #loose}). */
    private InstancePlacements[] entrySet = new InstancePlacements[16];
    private int[] entryLoose = new int[16];
    private final InstancePlacements loose = new InstancePlacements(16);

    // Per-instance scratch of the entry being batched.
    private int[] group = new int[64];
    private float[] distance = new float[64];
    private long[] order = new long[64];

    // Batches: runs of the stream that draw one entry's level, mirrored or not.
    private int batches;
    private int[] batchEntry = new int[16], batchLevel = new int[16], batchFirst = new int[16], batchCount = new int[16];
    private boolean[] batchMirrored = new boolean[16];
    private float[] batchFar = new float[16];
    private long[] blendItems = new long[16];
    private int[] itemBatch = new int[16], itemMesh = new int[16];

    private boolean closed;

    /**
     * Compiles the passes' shaders and makes the shadow map and the instance stream.
     *
     * @throws GlException when a shader does not compile or link (naming it)
     */
    public ModelRenderer() {
        lit = ShaderProgram.compile("model", ModelShaders.VERTEX, ModelShaders.FRAGMENT);
        shadow = ShaderProgram.compile("model shadow", ModelShaders.SHADOW_VERTEX, ModelShaders.SHADOW_FRAGMENT);
        maskShadow = ShaderProgram.compile("model mask shadow", ModelShaders.SHADOW_VERTEX,
                ModelShaders.MASK_SHADOW_FRAGMENT);
        litU = new Uniforms(lit);
        shadowU = new Uniforms(shadow);
        maskShadowU = new Uniforms(maskShadow);
        instanceBuffer = glGenBuffers();
    }

    /**
     * Sets the light thrown back off the ground onto upright faces, by the sun's height, as the
     * block-map passes add it to walls: 0 (the default) for none; pass the block map's
     * {@link dev.loam.render.mesh.BlockMeshLook#wallBounce()} to light models standing among its
     * walls alike.
     *
     * @throws IllegalArgumentException when not finite or below 0
     */
    public ModelRenderer wallBounce(double share) {
        if (!(share >= 0) || Double.isInfinite(share)) {
            throw new IllegalArgumentException("wall bounce " + share + " must be finite and 0 or more");
        }
        wallBounce = (float) share;
        return this;
    }

    /** The wall bounce, 0 when off. */
    public double wallBounce() {
        return wallBounce;
    }

    /** What the last frame cost. The renderer's own object, rewritten each frame. */
    public FrameStats stats() {
        return stats;
    }

    /**
     * The GPU copy of a model (every level), uploaded on first use and kept until
     * {@link #release(Model)} or {@link #close()}. The renderer owns it. Models are told apart by
     * identity: an equal copy uploads again.
     *
     * @throws GlException when a texture is larger than the driver allows
     */
    public GpuModel upload(Model model) {
        requireOpen();
        GpuModel gpu = models.get(Objects.requireNonNull(model, "model"));
        if (gpu == null) {
            gpu = new GpuModel(model);
            models.put(model, gpu);
        }
        return gpu;
    }

    /** Frees the GPU copy of a model, as when it goes away. Nothing happens for one never drawn. */
    public void release(Model model) {
        GpuModel gpu = models.remove(model);
        if (gpu != null) {
            gpu.close();
        }
    }

    /**
     * Forgets what the renderer keeps of an instance set (its matrices, tints and bounds, read once
     * on first draw); its model stays uploaded until {@link #release(Model)}.
     */
    public void release(InstanceSet set) {
        sets.remove(set);
    }

    /** Instance sets whose placements the renderer remembers now, at most {@link #REMEMBERED_SETS}. */
    public int rememberedSets() {
        return sets.size();
    }

    /**
     * Draws one model at one transform in one call: {@link #begin}, {@link #draw(Model, float[])},
     * {@link #end()}.
     *
     * @param matrix a column-major affine matrix, model to world
     * @return the frame's statistics (the renderer's own object)
     */
    public FrameStats render(Model model, float[] matrix, DioramaCamera camera, RenderLook look, RenderTarget target) {
        return begin(camera, look, target).draw(model, matrix).end();
    }

    /**
     * Starts a frame that clears the target to the look's backdrop first.
     *
     * @throws IllegalStateException when a frame is already begun, or the renderer is closed
     */
    public ModelRenderer begin(DioramaCamera camera, RenderLook look, RenderTarget target) {
        return begin(camera, look, target, true);
    }

    /**
     * Starts a frame.
     *
     * @param camera where the view is from
     * @param look   the sun, the sky, the fog and the backdrop
     * @param target where the frame goes
     * @param clear  whether to clear the target's colour and depth first; false draws over what is
     *               there (such as a block map's frame), depth-tested against it, though its shadows
     *               and these do not fall on each other
     * @throws IllegalStateException when a frame is already begun, or the renderer is closed
     */
    public ModelRenderer begin(DioramaCamera camera, RenderLook look, RenderTarget target, boolean clear) {
        requireOpen();
        if (inFrame) {
            throw new IllegalStateException("a frame is already begun: end() it first");
        }
        this.camera = Objects.requireNonNull(camera, "camera");
        this.look = Objects.requireNonNull(look, "look");
        this.target = Objects.requireNonNull(target, "target");
        this.clear = clear;
        inFrame = true;
        entries = 0;
        loose.count = 0;
        return this;
    }

    /** Adds a model at a transform, untinted, to the frame. See {@link #draw(Model, float[], Rgba)}. */
    public ModelRenderer draw(Model model, float[] matrix) {
        return draw(model, matrix, Rgba.WHITE);
    }

    /**
     * Adds a model at a transform to the frame, uploading it on first use.
     *
     * @param matrix a column-major affine matrix, model to world, read now (the caller may reuse it)
     * @param tint   a linear factor on the model's colours and alpha
     * @throws IllegalStateException outside {@link #begin} … {@link #end()}
     * @throws dev.loam.model.ModelException when the matrix is not 16 finite floats of an affine transform
     */
    public ModelRenderer draw(Model model, float[] matrix, Rgba tint) {
        requireFrame();
        Transforms.check(matrix);
        Objects.requireNonNull(tint, "tint");
        GpuModel gpu = upload(model);
        int i = loose.add(matrix, tint.r(), tint.g(), tint.b(), tint.a(), gpu.bounds(local));
        addEntry(gpu, null, i);
        return this;
    }

    /**
     * Adds every instance of a set to the frame, uploading its model on first use and reading its
     * matrices and tints once (kept until {@link #release(InstanceSet)}, or until more than
     * {@link #REMEMBERED_SETS} sets have been drawn). Sets are told apart by identity.
     *
     * @throws IllegalStateException outside {@link #begin} … {@link #end()}
     */
    public ModelRenderer draw(InstanceSet set) {
        requireFrame();
        GpuModel gpu = upload(set.model());
        InstancePlacements p = sets.get(set);
        if (p == null) {
            if (sets.size() >= REMEMBERED_SETS) {
                // Entries of this frame hold their placements themselves: forgetting is safe.
                sets.clear();
            }
            p = InstancePlacements.of(set, gpu.bounds(local));
            sets.put(set, p);
        }
        addEntry(gpu, p, 0);
        return this;
    }

    private void addEntry(GpuModel gpu, InstancePlacements set, int looseIndex) {
        if (entries == entryModel.length) {
            int n = entries * 2;
            entryModel = Arrays.copyOf(entryModel, n);
            entrySet = Arrays.copyOf(entrySet, n);
            entryLoose = Arrays.copyOf(entryLoose, n);
        }
        entryModel[entries] = gpu;
        entrySet[entries] = set;
        entryLoose[entries] = looseIndex;
        entries++;
    }

    /**
     * Draws the frame gathered since {@link #begin}: the shadow map, the opaque and cut surfaces,
     * then the blended ones.
     *
     * @return the frame's statistics (the renderer's own object)
     * @throws IllegalStateException when no frame is begun
     */
    public FrameStats end() {
        requireFrame();
        long start = System.nanoTime();
        stats.reset();
        try {
            look.sunDirection(sun);
            float aspect = (float) target.width() / target.height();
            camera.viewProjection(aspect, viewProjection);
            camera.eye(eye);
            frustum.set(viewProjection);
            bounds(box);
            if (box[0] <= box[3]) {
                shadowUsed = shadowMap.usedFor(shadowMap.fit(box, sun, lightViewProjection));
            } else {
                lightViewProjection.identity();
                shadowUsed = ShadowMap.MIN_USED;
            }
            prepare(viewProjection, box[1]);
            glEnable(GL_DEPTH_TEST);
            glDepthFunc(GL_LEQUAL);
            glDepthMask(true);
            glDisable(GL_BLEND);
            shadowMap.bindForWriting(shadowUsed);
            shadowPass(lightViewProjection);

            target.bind();
            if (clear) {
                int bg = look.backgroundRgb();
                glClearColor((bg >> 16 & 0xff) / 255f, (bg >> 8 & 0xff) / 255f, (bg & 0xff) / 255f, 1f);
                glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
            }
            glActiveTexture(GL_TEXTURE1);
            shadowMap.bindTexture();
            opaquePass(look, viewProjection, lightViewProjection, eye, shadowUsed, shadowMap.size());
            blendPass(look, viewProjection, lightViewProjection, eye, shadowUsed, shadowMap.size());
            glDisable(GL_CULL_FACE);
            glFrontFace(GL_CCW);
            glBindVertexArray(0);
            glBindBuffer(GL_ARRAY_BUFFER, 0);
            glActiveTexture(GL_TEXTURE0);
        } finally {
            inFrame = false;
            camera = null;
            look = null;
            target = null;
        }
        stats.cpuNanos = System.nanoTime() - start;
        return stats;
    }

    /**
     * The box round every instance of the frame gathered (each instance's bounding sphere), min x,
     * y, z, max x, y, z in world metres, into {@code dest} (six floats), which is returned; min
     * above max when nothing is gathered. A frame renderer fits its one shadow map round this
     * and its other drawables' boxes.
     */
    float[] bounds(float[] dest) {
        dest[0] = dest[1] = dest[2] = Float.POSITIVE_INFINITY;
        dest[3] = dest[4] = dest[5] = Float.NEGATIVE_INFINITY;
        for (int e = 0; e < entries; e++) {
            InstancePlacements p = entrySet[e] == null ? loose : entrySet[e];
            int first = entrySet[e] == null ? entryLoose[e] : 0, n = entrySet[e] == null ? 1 : p.count;
            for (int i = first; i < first + n; i++) {
                float x = p.spheres[4 * i], y = p.spheres[4 * i + 1], z = p.spheres[4 * i + 2], r = p.spheres[4 * i + 3];
                if (r < 0) {
                    continue;
                }
                dest[0] = Math.min(dest[0], x - r);
                dest[1] = Math.min(dest[1], y - r);
                dest[2] = Math.min(dest[2], z - r);
                dest[3] = Math.max(dest[3], x + r);
                dest[4] = Math.max(dest[4], y + r);
                dest[5] = Math.max(dest[5], z + r);
            }
        }
        return dest;
    }

    /**
     * Culls, picks levels and streams the gathered instances: each kept instance (in view, or
     * casting a shadow that may fall in it) goes into a batch of its entry, level and handedness,
     * a blending level's instances far to near.
     *
     * @param viewProjection the camera's, as {@link #frustum} is set from
     * @param floorY         the lowest y of everything drawn, where every shadow has landed
     */
    void prepare(Matrix4f viewProjection, float floorY) {
        frustum.set(viewProjection);
        batches = 0;
        stream.clear();
        for (int e = 0; e < entries; e++) {
            GpuModel gpu = entryModel[e];
            gpu.requireOpen();
            InstancePlacements p = entrySet[e] == null ? loose : entrySet[e];
            int first = entrySet[e] == null ? entryLoose[e] : 0, n = entrySet[e] == null ? 1 : p.count;
            if (group.length < n) {
                group = new int[Math.max(n, group.length * 2)];
                distance = new float[group.length];
                order = new long[group.length];
            }
            int levels = gpu.levelCount();
            for (int k = 0; k < n; k++) {
                int i = first + k;
                float x = p.spheres[4 * i], y = p.spheres[4 * i + 1], z = p.spheres[4 * i + 2], r = p.spheres[4 * i + 3];
                if (r < 0) {
                    group[k] = -1;
                    continue;
                }
                boolean inView = frustum.testSphere(x, y, z, r);
                if (!inView && !shadowReachesView(x, y, z, r, floorY)) {
                    group[k] = -1;
                    stats.instancesCulled++;
                    continue;
                }
                if (inView) {
                    stats.instancesDrawn++;
                }
                float d = eye.distance(x, y, z);
                distance[k] = d;
                group[k] = 2 * gpu.levelFor(d) + (p.mirrored[i] ? 1 : 0);
            }
            for (int g = 0; g < 2 * levels; g++) {
                int level = g >> 1, count = 0;
                float far = 0;
                boolean sort = gpu.blends(level);
                for (int k = 0; k < n; k++) {
                    if (group[k] == g) {
                        // Far first: the key's high half falls as the distance grows (distances are 0 or more).
                        order[count++] = sort ? (long) (Integer.MAX_VALUE - Float.floatToIntBits(distance[k])) << 32 | k : k;
                        far = Math.max(far, distance[k]);
                    }
                }
                if (count == 0) {
                    continue;
                }
                if (sort) {
                    Arrays.sort(order, 0, count);
                }
                int at = stream.position() / INSTANCE_FLOATS;
                ensureStream(count);
                for (int c = 0; c < count; c++) {
                    int i = first + (int) order[c];
                    stream.put(p.matrices, 16 * i, 16).put(p.tints, 4 * i, 4);
                }
                addBatch(e, level, (g & 1) == 1, at, count, far);
            }
        }
        stream.flip();
        glBindBuffer(GL_ARRAY_BUFFER, instanceBuffer);
        // A fresh store each frame (orphaning the last one's, so the driver need not wait for it).
        glBufferData(GL_ARRAY_BUFFER, stream, GL_STREAM_DRAW);
        glBindBuffer(GL_ARRAY_BUFFER, 0);
    }

    private void ensureStream(int more) {
        int need = stream.position() + more * INSTANCE_FLOATS;
        if (need > stream.capacity()) {
            FloatBuffer bigger = MemoryUtil.memAllocFloat(Math.max(need, stream.capacity() * 2));
            stream.flip();
            bigger.put(stream);
            MemoryUtil.memFree(stream);
            stream = bigger;
        }
    }

    private void addBatch(int entry, int level, boolean mirrored, int first, int count, float far) {
        if (batches == batchEntry.length) {
            int n = batches * 2;
            batchEntry = Arrays.copyOf(batchEntry, n);
            batchLevel = Arrays.copyOf(batchLevel, n);
            batchFirst = Arrays.copyOf(batchFirst, n);
            batchCount = Arrays.copyOf(batchCount, n);
            batchMirrored = Arrays.copyOf(batchMirrored, n);
            batchFar = Arrays.copyOf(batchFar, n);
        }
        batchEntry[batches] = entry;
        batchLevel[batches] = level;
        batchMirrored[batches] = mirrored;
        batchFirst[batches] = first;
        batchCount[batches] = count;
        batchFar[batches] = far;
        batches++;
    }

    /**
     * Whether a sphere's shadow may fall in the view: its box swept away from the sun down to the
     * floor meets the frustum (as the block-map renderer tests its chunks).
     */
    private boolean shadowReachesView(float x, float y, float z, float r, float floorY) {
        if (sun[1] < 1e-3f) {
            return true;
        }
        float top = y + r;
        float t = Math.max(0, top - floorY) / sun[1];
        float dx = -sun[0] * t, dz = -sun[2] * t;
        return frustum.testAab(x - r + Math.min(0, dx), Math.min(floorY, y - r), z - r + Math.min(0, dz),
                x + r + Math.max(0, dx), top, z + r + Math.max(0, dz));
    }

    /**
     * Draws the prepared batches' opaque and cut surfaces into the shadow map's framebuffer, bound
     * by the caller ({@link ShadowMap#bindForWriting}). Blended surfaces cast no shadow. Both faces
     * cast, as the block map's walls do.
     */
    void shadowPass(Matrix4f lightViewProjection) {
        glDisable(GL_CULL_FACE);
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(1.5f, 2f);
        for (int pass = 0; pass < 2; pass++) {
            ShaderProgram program = pass == 0 ? shadow : maskShadow;
            Uniforms u = pass == 0 ? shadowU : maskShadowU;
            AlphaMode mode = pass == 0 ? AlphaMode.OPAQUE : AlphaMode.MASK;
            program.use();
            matrix(u.lightViewProjection, lightViewProjection);
            glUniform1i(u.baseTexture, 0);
            for (int b = 0; b < batches; b++) {
                GpuModel.Mesh[] meshes = entryModel[batchEntry[b]].meshes(batchLevel[b]);
                for (GpuModel.Mesh m : meshes) {
                    if (m.surface.alphaMode != mode) {
                        continue;
                    }
                    if (pass == 1) {
                        GpuModel.Surface s = m.surface;
                        glUniform4f(u.baseColour, s.baseColour[0], s.baseColour[1], s.baseColour[2], s.baseColour[3]);
                        glUniform1f(u.alphaCutoff, s.alphaCutoff);
                        texture(u.hasBaseTexture, GL_TEXTURE0, s.baseTexture);
                        mat3(u.baseUv, s.baseUv);
                    }
                    submit(m, b);
                    stats.shadowDrawCalls++;
                }
            }
        }
        glDisable(GL_POLYGON_OFFSET_FILL);
    }

    /** Draws the prepared batches' opaque and cut surfaces into the bound target, depth-tested and written. */
    void opaquePass(RenderLook look, Matrix4f viewProjection, Matrix4f lightViewProjection, Vector3f eye, int shadowUsed,
                    int shadowSize) {
        lit.use();
        shared(look, viewProjection, lightViewProjection, eye, shadowUsed, shadowSize);
        for (int b = 0; b < batches; b++) {
            GpuModel.Mesh[] meshes = entryModel[batchEntry[b]].meshes(batchLevel[b]);
            for (GpuModel.Mesh m : meshes) {
                if (m.surface.alphaMode == AlphaMode.BLEND) {
                    continue;
                }
                surface(m);
                faces(m.surface.doubleSided ? 0 : GL_BACK, batchMirrored[b]);
                submit(m, b);
            }
        }
    }

    /**
     * Draws the prepared batches' blended surfaces over the bound target, far batches first,
     * depth-tested but not written.
     */
    void blendPass(RenderLook look, Matrix4f viewProjection, Matrix4f lightViewProjection, Vector3f eye, int shadowUsed,
                   int shadowSize) {
        int items = 0;
        for (int b = 0; b < batches; b++) {
            GpuModel.Mesh[] meshes = entryModel[batchEntry[b]].meshes(batchLevel[b]);
            if (!entryModel[batchEntry[b]].blends(batchLevel[b])) {
                continue;
            }
            for (int k = 0; k < meshes.length; k++) {
                if (meshes[k].surface.alphaMode == AlphaMode.BLEND) {
                    if (items == blendItems.length) {
                        blendItems = Arrays.copyOf(blendItems, items * 2);
                        itemBatch = Arrays.copyOf(itemBatch, items * 2);
                        itemMesh = Arrays.copyOf(itemMesh, items * 2);
                    }
                    // Far first, then in the order gathered: the item's number in the low half.
                    itemBatch[items] = b;
                    itemMesh[items] = k;
                    blendItems[items] = (long) (Integer.MAX_VALUE - Float.floatToIntBits(batchFar[b])) << 32 | items;
                    items++;
                }
            }
        }
        if (items == 0) {
            return;
        }
        Arrays.sort(blendItems, 0, items);
        lit.use();
        shared(look, viewProjection, lightViewProjection, eye, shadowUsed, shadowSize);
        glEnable(GL_BLEND);
        glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
        glDepthMask(false);
        for (int i = 0; i < items; i++) {
            int item = (int) blendItems[i], b = itemBatch[item], k = itemMesh[item];
            GpuModel.Mesh m = entryModel[batchEntry[b]].meshes(batchLevel[b])[k];
            surface(m);
            if (m.surface.doubleSided) {
                // The far side first, then the near: a closed blended shape layers right.
                faces(GL_FRONT, batchMirrored[b]);
                submit(m, b);
            }
            faces(GL_BACK, batchMirrored[b]);
            submit(m, b);
        }
        glDepthMask(true);
        glDisable(GL_BLEND);
    }

    /** Culls the given faces (0 for none), winding flipped for a mirrored batch. */
    private static void faces(int cull, boolean mirrored) {
        glFrontFace(mirrored ? GL_CW : GL_CCW);
        if (cull == 0) {
            glDisable(GL_CULL_FACE);
        } else {
            glEnable(GL_CULL_FACE);
            glCullFace(cull);
        }
    }

    /** The uniforms every lit draw of a frame shares. */
    private void shared(RenderLook look, Matrix4f viewProjection, Matrix4f lightViewProjection, Vector3f eye,
                        int shadowUsed, int shadowSize) {
        Uniforms u = litU;
        matrix(u.viewProjection, viewProjection);
        matrix(u.lightViewProjection, lightViewProjection);
        look.sunDirection(sun);
        glUniform3f(u.sunDir, sun[0], sun[1], sun[2]);
        glUniform3f(u.sunColour, look.sun(0), look.sun(1), look.sun(2));
        glUniform3f(u.ambient, look.ambient(0), look.ambient(1), look.ambient(2));
        glUniform1f(u.wallBounce, wallBounce);
        glUniform1f(u.normalOffset, BlockMapRenderer.NORMAL_OFFSET_METRES);
        glUniform1i(u.baseTexture, 0);
        glUniform1i(u.shadow, 1);
        glUniform1i(u.emissiveTexture, 2);
        glUniform1f(u.shadowBias, 0.0005f);
        glUniform1f(u.shadowScale, (float) shadowUsed / shadowSize);
        glUniform3f(u.eye, eye.x, eye.y, eye.z);
        int bg = look.backgroundRgb();
        glUniform3f(u.fogColour, (bg >> 16 & 0xff) / 255f, (bg >> 8 & 0xff) / 255f, (bg & 0xff) / 255f);
        if (look.hasFog()) {
            glUniform2f(u.fog, (float) look.fogStartMetres(), (float) look.fogEndMetres());
        } else {
            // Fog that starts past any distance a float holds: none.
            glUniform2f(u.fog, Float.MAX_VALUE / 2, Float.MAX_VALUE);
        }
    }

    /** A mesh's material uniforms and textures. */
    private void surface(GpuModel.Mesh m) {
        Uniforms u = litU;
        GpuModel.Surface s = m.surface;
        glUniform4f(u.baseColour, s.baseColour[0], s.baseColour[1], s.baseColour[2], s.baseColour[3]);
        glUniform3f(u.emissive, s.emissive[0], s.emissive[1], s.emissive[2]);
        glUniform1i(u.alphaMode, switch (s.alphaMode) {
            case OPAQUE -> ModelShaders.OPAQUE;
            case MASK -> ModelShaders.MASK;
            case BLEND -> ModelShaders.BLEND;
        });
        glUniform1f(u.alphaCutoff, s.alphaCutoff);
        glUniform1i(u.unlit, s.unlit ? 1 : 0);
        glUniform1i(u.doubleSided, s.doubleSided ? 1 : 0);
        glUniform1i(u.hasNormals, m.hasNormals ? 1 : 0);
        texture(u.hasBaseTexture, GL_TEXTURE0, s.baseTexture);
        texture(u.hasEmissiveTexture, GL_TEXTURE2, s.emissiveTexture);
        mat3(u.baseUv, s.baseUv);
        mat3(u.emissiveUv, s.emissiveUv);
    }

    private static void texture(int hasLocation, int unit, int name) {
        glUniform1i(hasLocation, name != 0 ? 1 : 0);
        if (name != 0) {
            glActiveTexture(unit);
            glBindTexture(GL_TEXTURE_2D, name);
            glActiveTexture(GL_TEXTURE0);
        }
    }

    /** Draws one mesh for every instance of batch {@code b}. */
    private void submit(GpuModel.Mesh m, int b) {
        glBindVertexArray(m.vao);
        // Attributes the mesh lacks read these values (context state, so set at every draw).
        if (!m.hasNormals) {
            glVertexAttrib3f(1, 0, 1, 0);
        }
        if (!m.hasUvs) {
            glVertexAttrib2f(2, 0, 0);
        }
        if (!m.hasColours) {
            glVertexAttrib4f(3, 1, 1, 1, 1);
        }
        glBindBuffer(GL_ARRAY_BUFFER, instanceBuffer);
        long at = 4L * INSTANCE_FLOATS * batchFirst[b];
        int stride = 4 * INSTANCE_FLOATS;
        for (int c = 0; c < 4; c++) {
            glVertexAttribPointer(INSTANCE_FIRST + c, 4, GL_FLOAT, false, stride, at + 16L * c);
        }
        glVertexAttribPointer(INSTANCE_FIRST + 4, 4, GL_FLOAT, false, stride, at + 64);
        glDrawElementsInstanced(GL_TRIANGLES, m.indexCount, GL_UNSIGNED_INT, 0, batchCount[b]);
        stats.drawCalls++;
        stats.triangles += (long) m.triangles * batchCount[b];
    }

    private void matrix(int location, Matrix4f m) {
        if (location >= 0) {
            glUniformMatrix4fv(location, false, m.get(matrixBuffer));
        }
    }

    private void mat3(int location, float[] m) {
        if (location >= 0) {
            mat3Buffer.clear();
            mat3Buffer.put(m).flip();
            glUniformMatrix3fv(location, false, mat3Buffer);
        }
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("this ModelRenderer is closed");
        }
    }

    private void requireFrame() {
        requireOpen();
        if (!inFrame) {
            throw new IllegalStateException("no frame is begun: call begin() first");
        }
    }

    /** Frees every model's GPU copy, the shaders, the shadow map and the instance stream. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (GpuModel gpu : models.values()) {
            gpu.close();
        }
        models.clear();
        sets.clear();
        shadowMap.close();
        glDeleteBuffers(instanceBuffer);
        MemoryUtil.memFree(stream);
        MemoryUtil.memFree(matrixBuffer);
        MemoryUtil.memFree(mat3Buffer);
        lit.close();
        shadow.close();
        maskShadow.close();
    }

    /** A program's uniform locations, looked up once; −1 for those it lacks. */
    private static final class Uniforms {
        final int viewProjection, lightViewProjection, normalOffset, sunDir, sunColour, ambient, wallBounce, shadow,
                shadowBias, shadowScale, baseColour, hasBaseTexture, baseTexture, emissive, hasEmissiveTexture,
                emissiveTexture, alphaMode, alphaCutoff, unlit, doubleSided, hasNormals, eye, fogColour, fog, baseUv,
                emissiveUv;

        Uniforms(ShaderProgram p) {
            viewProjection = p.uniform("uViewProjection");
            lightViewProjection = p.uniform("uLightViewProjection");
            normalOffset = p.uniform("uNormalOffset");
            sunDir = p.uniform("uSunDir");
            sunColour = p.uniform("uSunColour");
            ambient = p.uniform("uAmbient");
            wallBounce = p.uniform("uWallBounce");
            shadow = p.uniform("uShadow");
            shadowBias = p.uniform("uShadowBias");
            shadowScale = p.uniform("uShadowScale");
            baseColour = p.uniform("uBaseColour");
            hasBaseTexture = p.uniform("uHasBaseTexture");
            baseTexture = p.uniform("uBaseTexture");
            emissive = p.uniform("uEmissive");
            hasEmissiveTexture = p.uniform("uHasEmissiveTexture");
            emissiveTexture = p.uniform("uEmissiveTexture");
            alphaMode = p.uniform("uAlphaMode");
            alphaCutoff = p.uniform("uAlphaCutoff");
            unlit = p.uniform("uUnlit");
            doubleSided = p.uniform("uDoubleSided");
            hasNormals = p.uniform("uHasNormals");
            eye = p.uniform("uEye");
            fogColour = p.uniform("uFogColour");
            fog = p.uniform("uFog");
            baseUv = p.uniform("uBaseUv");
            emissiveUv = p.uniform("uEmissiveUv");
        }
    }
}
