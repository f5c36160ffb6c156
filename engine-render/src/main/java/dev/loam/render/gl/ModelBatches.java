package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.model.AlphaMode;
import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import java.nio.FloatBuffer;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import org.lwjgl.system.MemoryUtil;

/**
 * The models of a frame, gathered and drawn: models at a transform and instance sets, added each
 * frame, culled per instance (kept when in view or when their shadow may fall in it), each
 * instance's level picked by its distance from the eye, streamed to the GPU in batches of one
 * entry, level and handedness (a blending level's instances far to near), then drawn in the
 * frame's passes under its shared light. Both {@link ModelRenderer} (its own frames) and
 * {@link FrameRenderer} (a {@link ModelDrawable} among the frame's drawables) draw through one.
 *
 * <p>Keeps the GPU copies of the models it draws (made on first use) and the placements of the
 * sets (read on first draw, at most {@link ModelRenderer#REMEMBERED_SETS}). Needs a current
 * {@link GlContext}. Not thread-safe.
 */
final class ModelBatches implements AutoCloseable {
    private final ModelPrograms programs;
    private final Map<Model, GpuModel> models = new IdentityHashMap<>();
    private final Map<InstanceSet, InstancePlacements> sets = new IdentityHashMap<>();
    private final float[] local = new float[6];
    private final InstancePick picker = new InstancePick();
    private final int instanceBuffer;
    private FloatBuffer stream = MemoryUtil.memAllocFloat(ModelRenderer.INSTANCE_FLOATS * 64);

    // The frame being gathered.
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

    /** Batches drawn with these programs (the caller's, closed by the caller). */
    ModelBatches(ModelPrograms programs) {
        this.programs = programs;
        instanceBuffer = glGenBuffers();
    }

    /** The GPU copy of a model, uploaded on first use. */
    GpuModel upload(Model model) {
        requireOpen();
        GpuModel gpu = models.get(Objects.requireNonNull(model, "model"));
        if (gpu == null) {
            gpu = new GpuModel(model);
            models.put(model, gpu);
        }
        return gpu;
    }

    /** Frees the GPU copy of a model; nothing for one never drawn. */
    void release(Model model) {
        GpuModel gpu = models.remove(model);
        if (gpu != null) {
            gpu.close();
        }
    }

    /** Forgets a set's placements. */
    void release(InstanceSet set) {
        sets.remove(set);
    }

    int rememberedSets() {
        return sets.size();
    }

    /** Starts gathering a frame: no entry. */
    void clear() {
        entries = 0;
        loose.count = 0;
    }

    /** Whether anything was gathered since {@link #clear()}. */
    boolean isEmpty() {
        return entries == 0;
    }

    /**
     * Adds a model at a transform.
     *
     * @throws dev.loam.model.ModelException when the matrix is not 16 finite floats of an affine transform
     */
    void add(Model model, float[] matrix, Rgba tint) {
        Transforms.check(matrix);
        Objects.requireNonNull(tint, "tint");
        GpuModel gpu = upload(model);
        int i = loose.add(matrix, tint.r(), tint.g(), tint.b(), tint.a(), gpu.bounds(local));
        addEntry(gpu, null, i);
    }

    /** Adds every instance of a set, its placements read on first draw. */
    void add(InstanceSet set) {
        GpuModel gpu = upload(Objects.requireNonNull(set, "set").model());
        InstancePlacements p = sets.get(set);
        if (p == null) {
            if (sets.size() >= ModelRenderer.REMEMBERED_SETS) {
                // Entries of this frame hold their placements themselves: forgetting is safe.
                sets.clear();
            }
            p = InstancePlacements.of(set, gpu.bounds(local));
            sets.put(set, p);
        }
        addEntry(gpu, p, 0);
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
     * Grows {@code box} (min x, y, z, max x, y, z, world metres) round every instance gathered
     * (each instance's bounding sphere).
     */
    void bounds(float[] box) {
        for (int e = 0; e < entries; e++) {
            InstancePlacements p = entrySet[e] == null ? loose : entrySet[e];
            int first = entrySet[e] == null ? entryLoose[e] : 0, n = entrySet[e] == null ? 1 : p.count;
            for (int i = first; i < first + n; i++) {
                float x = p.spheres[4 * i], y = p.spheres[4 * i + 1], z = p.spheres[4 * i + 2], r = p.spheres[4 * i + 3];
                if (r < 0) {
                    continue;
                }
                box[0] = Math.min(box[0], x - r);
                box[1] = Math.min(box[1], y - r);
                box[2] = Math.min(box[2], z - r);
                box[3] = Math.max(box[3], x + r);
                box[4] = Math.max(box[4], y + r);
                box[5] = Math.max(box[5], z + r);
            }
        }
    }

    /**
     * Culls, picks levels and streams the gathered instances: each kept instance (in view, or
     * casting a shadow that may fall in it) goes into a batch of its entry, level and handedness,
     * a blending level's instances far to near.
     */
    void prepare(FrameView view) {
        FrameStats stats = view.stats;
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
                boolean inView = view.frustum.testSphere(x, y, z, r);
                if (!inView && !view.shadowReachesView(x - r, y - r, z - r, x + r, y + r, z + r)) {
                    group[k] = -1;
                    stats.instancesCulled++;
                    continue;
                }
                if (inView) {
                    stats.instancesDrawn++;
                }
                float d = view.eye.distance(x, y, z);
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
                int at = stream.position() / ModelRenderer.INSTANCE_FLOATS;
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
        int need = stream.position() + more * ModelRenderer.INSTANCE_FLOATS;
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
     * Draws the prepared batches' opaque and cut surfaces into cascade {@code cascade} of the
     * shadow map, whose framebuffer and viewport are bound. Blended surfaces cast no shadow. Both
     * faces cast, as the block map's walls do.
     */
    void shadowPass(FrameView view, int cascade) {
        if (batches == 0) {
            return;
        }
        glDisable(GL_CULL_FACE);
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(1.5f, 2f);
        for (int pass = 0; pass < 2; pass++) {
            boolean masked = pass == 1;
            AlphaMode mode = masked ? AlphaMode.MASK : AlphaMode.OPAQUE;
            programs.useShadow(masked, view.lightViewProjection(cascade), view);
            for (int b = 0; b < batches; b++) {
                for (GpuModel.Mesh m : entryModel[batchEntry[b]].meshes(batchLevel[b])) {
                    if (m.surface.alphaMode != mode) {
                        continue;
                    }
                    if (masked) {
                        programs.maskShadowSurface(m.surface);
                    }
                    ModelPrograms.bindMesh(m);
                    ModelPrograms.drawInstances(m, instanceBuffer, batchFirst[b], batchCount[b], view.stats, true);
                }
            }
        }
        glDisable(GL_POLYGON_OFFSET_FILL);
    }

    /** Draws the prepared batches' opaque and cut surfaces into the bound target, depth-tested and written. */
    void opaquePass(FrameView view) {
        if (batches == 0) {
            return;
        }
        programs.useLit(view);
        for (int b = 0; b < batches; b++) {
            for (GpuModel.Mesh m : entryModel[batchEntry[b]].meshes(batchLevel[b])) {
                if (!ModelPrograms.opaque(m.surface)) {
                    continue;
                }
                programs.surface(m.surface, m.hasNormals);
                ModelPrograms.faces(m.surface.doubleSided ? 0 : GL_BACK, batchMirrored[b]);
                ModelPrograms.bindMesh(m);
                ModelPrograms.drawInstances(m, instanceBuffer, batchFirst[b], batchCount[b], view.stats, false);
            }
        }
    }

    /**
     * Draws the prepared batches' blended surfaces over the bound target, far batches first,
     * depth-tested but not written.
     */
    void blendPass(FrameView view) {
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
        programs.useLit(view);
        glEnable(GL_BLEND);
        glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
        glDepthMask(false);
        for (int i = 0; i < items; i++) {
            int item = (int) blendItems[i], b = itemBatch[item], k = itemMesh[item];
            GpuModel.Mesh m = entryModel[batchEntry[b]].meshes(batchLevel[b])[k];
            programs.surface(m.surface, m.hasNormals);
            ModelPrograms.bindMesh(m);
            if (m.surface.doubleSided) {
                // The far side first, then the near: a closed blended shape layers right.
                ModelPrograms.faces(GL_FRONT, batchMirrored[b]);
                ModelPrograms.drawInstances(m, instanceBuffer, batchFirst[b], batchCount[b], view.stats, false);
            }
            ModelPrograms.faces(GL_BACK, batchMirrored[b]);
            ModelPrograms.drawInstances(m, instanceBuffer, batchFirst[b], batchCount[b], view.stats, false);
        }
        glDepthMask(true);
        glDisable(GL_BLEND);
    }

    /**
     * The nearest hit of a ray with the models gathered in the last frame: each instance's sphere,
     * then its level-0 model's triangles. Models at a transform hit as {@link PickHit.Kind#MODEL}
     * (their source the {@link Model}), a set's instances as {@link PickHit.Kind#INSTANCE} (the
     * {@link InstanceSet}, the instance's index, the drawable given).
     */
    boolean pick(float ox, float oy, float oz, float dx, float dy, float dz, PickHit hit, Drawable drawable) {
        boolean any = false;
        for (int e = 0; e < entries; e++) {
            InstancePlacements p = entrySet[e] == null ? loose : entrySet[e];
            int first = entrySet[e] == null ? entryLoose[e] : 0, n = entrySet[e] == null ? 1 : p.count;
            Model model = entryModel[e].model();
            for (int i = first; i < first + n; i++) {
                if (InstancePick.sphere(p.spheres, i, ox, oy, oz, dx, dy, dz, hit.distance)
                        && picker.triangles(model, p.matrices, 16 * i, ox, oy, oz, dx, dy, dz, hit)) {
                    Object source = entrySet[e] == null ? model : p.set;
                    PickHit.Kind kind = entrySet[e] == null ? PickHit.Kind.MODEL : PickHit.Kind.INSTANCE;
                    picker.record(hit, kind, ox, oy, oz, dx, dy, dz, entrySet[e] == null ? null : drawable, source, entrySet[e] == null ? -1 : i);
                    any = true;
                }
            }
        }
        return any;
    }

    void requireOpen() {
        if (closed) {
            throw new IllegalStateException("the model batches are closed");
        }
    }

    /** Frees every model's GPU copy and the instance stream. Idempotent. */
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
        glDeleteBuffers(instanceBuffer);
        MemoryUtil.memFree(stream);
    }
}
