package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.model.AlphaMode;
import dev.loam.model.Model;
import java.nio.FloatBuffer;
import java.util.Arrays;
import java.util.Objects;
import org.lwjgl.system.MemoryUtil;

/**
 * A streamed world's decor drawn per chunk and per kind from static instance buffers: each
 * <em>kind</em> (a model with its levels, the distances between which it shows, whether it casts
 * shadows) is uploaded once, and each <em>batch</em> (one chunk's instances of one kind: a matrix
 * and a tint each) is uploaded once into a GPU buffer of its own when the chunk is published and
 * freed when it is disposed of. Nothing is uploaded per frame; the GPU memory held is the kinds'
 * models plus 80 bytes an instance of the batches resident, so it is bounded by the chunks
 * resident.
 *
 * <p>Each frame culls per batch against the view, the kind's distances and the shadow cascades,
 * picks the model's levels ({@link Model#forDistance}) between the distances from the eye to the
 * batch's box's nearest and farthest points, and makes one instanced draw per batch, level and
 * mesh, a kind's batches together (each mesh bound
 * once a kind and level, so a frame's submission grows with the batches drawn, not with kinds times
 * batches); the vertex shader hides each instance
 * whose origin lies nearer than the kind's {@code from} or farther than its {@code to}, and, in a
 * batch that spans levels, outside its level's distances, so the distances and the levels hold per
 * instance (a far version shows exactly where its plant stops; a tree switches to its cheaper
 * mesh at its own distance, not at its chunk's). Cut surfaces
 * ({@link AlphaMode#MASK}) are drawn with the opaque ones; blended ones after, far batches first.
 *
 * <p>An instance can be hidden and shown again ({@link #hide}, {@link #show}): its matrix in the
 * batch's buffer is written with zeros (every triangle degenerate) or with its own again, 64
 * bytes, so a placement a game takes away leaves the picture in the same frame.
 *
 * <p>Owns its models' GPU copies and its buffers. Needs a current {@link GlContext}; make, use and
 * close it on the GL thread, before the context. A frame allocates nothing on the Java heap; adding
 * kinds or batches may grow its tables. Not thread-safe.
 */
public final class GpuWorldDecor extends Drawable {
    /** Floats an instance takes: a column-major matrix, then a linear RGBA tint. */
    public static final int INSTANCE_FLOATS = ModelRenderer.INSTANCE_FLOATS;
    /** The most instances one batch may hold. */
    public static final int MAX_BATCH_INSTANCES = 1 << 20;

    private final ModelPrograms programs = new ModelPrograms();

    // Kinds.
    private int kinds;
    private GpuModel[] kindModel = new GpuModel[8];
    private float[] kindFrom = new float[8], kindTo = new float[8];
    private boolean[] kindShadows = new boolean[8];
    /** The radius of the sphere round the kind's model about its origin, model metres. */
    private float[] kindRadius = new float[8];

    // Batches: slot arrays, a free slot's kind is −1.
    private int slots, live;
    private int[] batchKind = new int[16], batchBuffer = new int[16], batchCount = new int[16], batchPlain = new int[16];
    private float[] batchBox = new float[6 * 16];
    /** The instances as uploaded, kept to show a hidden one again and to pick. */
    private float[][] batchData = new float[16][];
    /** Where each instance as given lies in its batch's buffer (plain ones first). */
    private int[][] batchAt = new int[16][];
    private int[] freeSlots = new int[16];
    private int freeCount;

    // The frame prepared.
    private int[] level = new int[16], levelHi = new int[16], visible = new int[16], casting = new int[16];
    private float[] distance = new float[16];
    private boolean[] castsNow = new boolean[16];
    private long[] blendOrder = new long[16];
    /** The counting sort's scratch: a list of batches, and where each kind's start. */
    private int[] sortScratch = new int[16], kindStart = new int[9];
    private int visibleCount, castingCount;
    private final FloatBuffer one = MemoryUtil.memAllocFloat(16);
    private long instanceBytes, modelBytes;
    private boolean closed;

    /** An empty decor drawable: add kinds, then batches. */
    public GpuWorldDecor() {
    }

    /**
     * Uploads a kind: its model (every level) once.
     *
     * @param model       what it draws; its levels are picked by distance
     * @param from        metres from the eye nearer than which an instance is hidden (0 for none)
     * @param to          metres from the eye beyond which an instance is hidden (0 for any distance)
     * @param castShadows whether its instances cast shadows
     * @return the kind's index, from 0
     * @throws IllegalArgumentException when a distance is not finite and 0 or more, or {@code to}
     *                                  is set and not above {@code from}
     * @throws IllegalStateException    when closed
     */
    public int addKind(Model model, double from, double to, boolean castShadows) {
        requireOpen();
        Objects.requireNonNull(model, "model");
        if (!(from >= 0) || !(to >= 0) || Double.isInfinite(from) || Double.isInfinite(to) || (to > 0 && !(to > from))) {
            throw new IllegalArgumentException("kind \"" + model.name() + "\": shows from " + from + " to " + to
                    + " metres; both must be finite and 0 or more, and the end (0 for none) beyond the start");
        }
        if (kinds == kindModel.length) {
            int n = 2 * kinds;
            kindModel = Arrays.copyOf(kindModel, n);
            kindFrom = Arrays.copyOf(kindFrom, n);
            kindTo = Arrays.copyOf(kindTo, n);
            kindShadows = Arrays.copyOf(kindShadows, n);
            kindRadius = Arrays.copyOf(kindRadius, n);
            kindStart = new int[n + 1];
        }
        GpuModel gpu = new GpuModel(model);
        float[] b = gpu.bounds(new float[6]);
        float r = 0;
        if (b[0] <= b[3]) {
            for (int c = 0; c < 8; c++) {
                float x = (c & 1) == 0 ? b[0] : b[3], y = (c & 2) == 0 ? b[1] : b[4], z = (c & 4) == 0 ? b[2] : b[5];
                r = Math.max(r, (float) Math.sqrt(x * x + y * y + z * z));
            }
        }
        kindModel[kinds] = gpu;
        kindFrom[kinds] = (float) from;
        kindTo[kinds] = (float) to;
        kindShadows[kinds] = castShadows;
        kindRadius[kinds] = r;
        modelBytes += gpu.gpuBytes();
        return kinds++;
    }

    /** The kinds' count. */
    public int kindCount() {
        return kinds;
    }

    /**
     * Uploads a batch: {@code count} instances of a kind, {@link #INSTANCE_FLOATS} floats each from
     * {@code data[0]} (a column-major matrix, then a linear tint), into a buffer of its own.
     *
     * @param kind  the kind's index
     * @param data  the instances; copied
     * @param count how many, 1 to {@link #MAX_BATCH_INSTANCES}
     * @return the batch's handle, until {@link #removeBatch}
     * @throws IllegalArgumentException  for a count out of range, data too short for it, or a number that is not finite
     * @throws IndexOutOfBoundsException for no such kind
     * @throws IllegalStateException     when closed
     */
    public int addBatch(int kind, float[] data, int count) {
        requireOpen();
        Objects.checkIndex(kind, kinds);
        Objects.requireNonNull(data, "data");
        if (count < 1 || count > MAX_BATCH_INSTANCES) {
            throw new IllegalArgumentException("a batch of kind " + kind + " holds 1 to " + MAX_BATCH_INSTANCES
                    + " instances, not " + count);
        }
        if (data.length < INSTANCE_FLOATS * count) {
            throw new IllegalArgumentException("a batch of " + count + " instances needs " + INSTANCE_FLOATS * count
                    + " floats, not " + data.length);
        }
        for (int i = 0; i < INSTANCE_FLOATS * count; i++) {
            if (!Float.isFinite(data[i])) {
                throw new IllegalArgumentException("a batch of kind " + kind + ": instance " + i / INSTANCE_FLOATS
                        + " has a number that is not finite");
            }
        }
        // Mirroring matrices last, so their faces can be wound the other way in one draw.
        float[] own = new float[INSTANCE_FLOATS * count];
        int[] at = new int[count];
        int plain = plainFirst(data, count, own, at);
        int slot = freeCount > 0 ? freeSlots[--freeCount] : slots++;
        if (slot == batchKind.length) {
            grow(2 * slot);
        }
        batchKind[slot] = kind;
        batchCount[slot] = count;
        batchPlain[slot] = plain;
        batchData[slot] = own;
        batchAt[slot] = at;
        box(slot, own, count, kindRadius[kind]);
        FloatBuffer buf = MemoryUtil.memAllocFloat(own.length);
        try {
            buf.put(own).flip();
            int name = glGenBuffers();
            glBindBuffer(GL_ARRAY_BUFFER, name);
            glBufferData(GL_ARRAY_BUFFER, buf, GL_STATIC_DRAW);
            glBindBuffer(GL_ARRAY_BUFFER, 0);
            batchBuffer[slot] = name;
        } finally {
            MemoryUtil.memFree(buf);
        }
        instanceBytes += 4L * own.length;
        live++;
        return slot;
    }

    /**
     * Puts plain (not mirroring) instances first, each group in the order given (a stable
     * partition), into {@code out}; {@code at[i]} receives where given instance {@code i} went.
     *
     * @return how many plain instances there are
     */
    private static int plainFirst(float[] d, int count, float[] out, int[] at) {
        int plain = 0;
        for (int i = 0; i < count; i++) {
            if (!mirrors(d, i)) {
                plain++;
            }
        }
        int p = 0, q = plain;
        for (int i = 0; i < count; i++) {
            int to = mirrors(d, i) ? q++ : p++;
            at[i] = to;
            System.arraycopy(d, INSTANCE_FLOATS * i, out, INSTANCE_FLOATS * to, INSTANCE_FLOATS);
        }
        return plain;
    }

    private static boolean mirrors(float[] d, int i) {
        int o = INSTANCE_FLOATS * i;
        float a = d[o], b = d[o + 1], c = d[o + 2], e = d[o + 4], f = d[o + 5], g = d[o + 6], h = d[o + 8],
                k = d[o + 9], l = d[o + 10];
        return a * (f * l - g * k) - e * (b * l - c * k) + h * (b * g - c * f) < 0;
    }

    /** The box round a batch: each instance's origin grown by the kind's radius times the instance's largest axis. */
    private void box(int slot, float[] d, int count, float radius) {
        float[] b = batchBox;
        int o = 6 * slot;
        b[o] = b[o + 1] = b[o + 2] = Float.POSITIVE_INFINITY;
        b[o + 3] = b[o + 4] = b[o + 5] = Float.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            int m = INSTANCE_FLOATS * i;
            float s = Math.max(len(d, m), Math.max(len(d, m + 4), len(d, m + 8))) * radius;
            float x = d[m + 12], y = d[m + 13], z = d[m + 14];
            b[o] = Math.min(b[o], x - s);
            b[o + 1] = Math.min(b[o + 1], y - s);
            b[o + 2] = Math.min(b[o + 2], z - s);
            b[o + 3] = Math.max(b[o + 3], x + s);
            b[o + 4] = Math.max(b[o + 4], y + s);
            b[o + 5] = Math.max(b[o + 5], z + s);
        }
    }

    private static float len(float[] d, int o) {
        return (float) Math.sqrt(d[o] * d[o] + d[o + 1] * d[o + 1] + d[o + 2] * d[o + 2]);
    }

    private void grow(int n) {
        batchKind = Arrays.copyOf(batchKind, n);
        batchBuffer = Arrays.copyOf(batchBuffer, n);
        batchCount = Arrays.copyOf(batchCount, n);
        batchPlain = Arrays.copyOf(batchPlain, n);
        batchBox = Arrays.copyOf(batchBox, 6 * n);
        batchData = Arrays.copyOf(batchData, n);
        batchAt = Arrays.copyOf(batchAt, n);
        freeSlots = Arrays.copyOf(freeSlots, n);
        level = Arrays.copyOf(level, n);
        levelHi = Arrays.copyOf(levelHi, n);
        visible = Arrays.copyOf(visible, n);
        casting = Arrays.copyOf(casting, n);
        distance = Arrays.copyOf(distance, n);
        castsNow = Arrays.copyOf(castsNow, n);
        blendOrder = Arrays.copyOf(blendOrder, n);
        sortScratch = Arrays.copyOf(sortScratch, n);
    }

    /**
     * Frees a batch's buffer; its handle may be given out again.
     *
     * @param batch a handle {@link #addBatch} returned
     * @throws IllegalArgumentException when it is not a live batch
     * @throws IllegalStateException    when closed
     */
    public void removeBatch(int batch) {
        requireLive(batch);
        glDeleteBuffers(batchBuffer[batch]);
        instanceBytes -= 4L * INSTANCE_FLOATS * batchCount[batch];
        batchBuffer[batch] = 0;
        batchKind[batch] = -1;
        batchData[batch] = null;
        batchAt[batch] = null;
        batchCount[batch] = 0;
        freeSlots[freeCount++] = batch;
        live--;
    }

    /**
     * Hides one instance of a batch: its matrix in the buffer is written with zeros.
     *
     * @param batch    a live batch
     * @param instance the instance's index in the order given to {@link #addBatch}
     * @throws IllegalArgumentException  when the batch is not live
     * @throws IndexOutOfBoundsException for no such instance
     */
    public void hide(int batch, int instance) {
        write(batch, instance, true);
    }

    /** Shows a hidden instance again (its own matrix written back); as {@link #hide}. */
    public void show(int batch, int instance) {
        write(batch, instance, false);
    }

    private void write(int batch, int instance, boolean zero) {
        requireLive(batch);
        int at = at(batch, instance);
        one.clear();
        float[] d = batchData[batch];
        for (int f = 0; f < 16; f++) {
            one.put(zero ? 0 : d[INSTANCE_FLOATS * at + f]);
        }
        one.flip();
        glBindBuffer(GL_ARRAY_BUFFER, batchBuffer[batch]);
        glBufferSubData(GL_ARRAY_BUFFER, 4L * INSTANCE_FLOATS * at, one);
        glBindBuffer(GL_ARRAY_BUFFER, 0);
    }

    /** Where instance {@code instance} as given lies in the batch's buffer. */
    private int at(int batch, int instance) {
        return batchAt[batch][Objects.checkIndex(instance, batchCount[batch])];
    }

    /** Live batches. */
    public int batchCount() {
        return live;
    }

    /** Instances in every live batch. */
    public long instanceCount() {
        return instanceBytes / (4L * INSTANCE_FLOATS);
    }

    /** Bytes on the GPU: the kinds' models and the batches' instance buffers. */
    public long gpuBytes() {
        return closed ? 0 : modelBytes + instanceBytes;
    }

    /** Bytes of the batches' instance buffers alone. */
    public long instanceBytes() {
        return closed ? 0 : instanceBytes;
    }

    private float distanceTo(int g, FrameView view) {
        int b = 6 * g;
        float dx = Math.max(0, Math.max(batchBox[b] - view.eye.x, view.eye.x - batchBox[b + 3]));
        float dy = Math.max(0, Math.max(batchBox[b + 1] - view.eye.y, view.eye.y - batchBox[b + 4]));
        float dz = Math.max(0, Math.max(batchBox[b + 2] - view.eye.z, view.eye.z - batchBox[b + 5]));
        return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    /** The distance from the eye to the farthest corner of a batch's box. */
    private float farthest(int g, FrameView view) {
        int b = 6 * g;
        float dx = Math.max(Math.abs(batchBox[b] - view.eye.x), Math.abs(view.eye.x - batchBox[b + 3]));
        float dy = Math.max(Math.abs(batchBox[b + 1] - view.eye.y), Math.abs(view.eye.y - batchBox[b + 4]));
        float dz = Math.max(Math.abs(batchBox[b + 2] - view.eye.z), Math.abs(view.eye.z - batchBox[b + 5]));
        return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    /** Whether some instance of the batch can show: its box reaches between the kind's distances. */
    private boolean inRange(int g, FrameView view, float near) {
        int k = batchKind[g];
        return !(kindTo[k] > 0 && near > kindTo[k]) && !(kindFrom[k] > 0 && farthest(g, view) < kindFrom[k]);
    }

    @Override
    void bounds(FrameView view, float[] box) {
        for (int g = 0; g < slots; g++) {
            if (batchKind[g] >= 0 && inRange(g, view, distanceTo(g, view))) {
                int o = 6 * g;
                box[0] = Math.min(box[0], batchBox[o]);
                box[1] = Math.min(box[1], batchBox[o + 1]);
                box[2] = Math.min(box[2], batchBox[o + 2]);
                box[3] = Math.max(box[3], batchBox[o + 3]);
                box[4] = Math.max(box[4], batchBox[o + 4]);
                box[5] = Math.max(box[5], batchBox[o + 5]);
            }
        }
    }

    @Override
    void prepare(FrameView view) {
        requireOpen();
        FrameStats stats = view.stats;
        visibleCount = castingCount = 0;
        float[] b = batchBox;
        for (int g = 0; g < slots; g++) {
            int k = batchKind[g];
            if (k < 0) {
                continue;
            }
            float d = distanceTo(g, view);
            int o = 6 * g;
            boolean range = inRange(g, view, d);
            boolean inView = range && view.inView(b[o], b[o + 1], b[o + 2], b[o + 3], b[o + 4], b[o + 5]);
            boolean casts = range && kindShadows[k] && (inView
                    || view.shadowReachesView(b[o], b[o + 1], b[o + 2], b[o + 3], b[o + 4], b[o + 5]));
            if (!inView && !casts) {
                stats.cellsCulled++;
                stats.instancesCulled += batchCount[g];
                continue;
            }
            level[g] = kindModel[k].levelFor(d);
            levelHi[g] = kindModel[k].levelFor(farthest(g, view));
            distance[g] = d;
            if (inView) {
                visible[visibleCount++] = g;
                stats.cellsDrawn++;
                stats.instancesDrawn += batchCount[g];
            }
            if (casts) {
                casting[castingCount++] = g;
            }
        }
        // The batches of a kind together, each kind's in slot order: the passes draw them a kind at a time.
        InstanceRuns.byKey(visible, visibleCount, batchKind, kinds, sortScratch, kindStart);
        InstanceRuns.byKey(casting, castingCount, batchKind, kinds, sortScratch, kindStart);
    }

    @Override
    void shadowPass(FrameView view, int cascade) {
        if (castingCount == 0) {
            return;
        }
        float[] b = batchBox;
        boolean any = false;
        for (int i = 0; i < castingCount; i++) {
            int o = 6 * casting[i];
            castsNow[i] = view.castsInto(cascade, b[o], b[o + 1], b[o + 2], b[o + 3], b[o + 4], b[o + 5]);
            any |= castsNow[i];
        }
        if (!any) {
            return;
        }
        glDisable(GL_CULL_FACE);
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(1.5f, 2f);
        for (int pass = 0; pass < 2; pass++) {
            boolean masked = pass == 1;
            programs.useShadow(masked, view.lightViewProjection(cascade), view);
            for (int start = 0; start < castingCount; ) {
                int k = batchKind[casting[start]], end = InstanceRuns.runEnd(casting, start, castingCount, batchKind);
                runKind = k;
                runMasked = masked;
                InstanceRuns.shadowRun(programs, masked, kindModel[k], InstanceRuns.OWN, casting, castsNow, start, end,
                        level, levelHi, shadowBand, batchBuffer, batchCount, view.stats);
                start = end;
            }
        }
        glDisable(GL_POLYGON_OFFSET_FILL);
    }

    @Override
    void opaquePass(FrameView view) {
        if (visibleCount == 0) {
            return;
        }
        programs.useLit(view);
        for (int start = 0; start < visibleCount; ) {
            int k = batchKind[visible[start]], end = InstanceRuns.runEnd(visible, start, visibleCount, batchKind);
            runKind = k;
            InstanceRuns.opaqueRun(programs, kindModel[k], InstanceRuns.OWN, visible, start, end, level, levelHi,
                    litBand, batchBuffer, batchCount, batchPlain, view.stats);
            start = end;
        }
    }

    @Override
    void blendPass(FrameView view) {
        int items = 0;
        for (int i = 0; i < visibleCount; i++) {
            int g = visible[i];
            if (blendsBetween(kindModel[batchKind[g]], level[g], levelHi[g])) {
                blendOrder[items++] = (long) (Integer.MAX_VALUE - Float.floatToIntBits(distance[g])) << 32 | g;
            }
        }
        if (items == 0) {
            return;
        }
        Arrays.sort(blendOrder, 0, items);
        programs.useLit(view);
        glEnable(GL_BLEND);
        glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
        glDepthMask(false);
        for (int i = 0; i < items; i++) {
            int g = (int) blendOrder[i];
            int k = batchKind[g];
            runKind = k;
            for (int lv = level[g]; lv <= levelHi[g]; lv++) {
                litBand.level(lv);
                for (GpuModel.Mesh m : kindModel[k].meshes(lv)) {
                    GpuModel.Surface s = m.surface;
                    if (s.alphaMode != AlphaMode.BLEND) {
                        continue;
                    }
                    programs.surface(s, m.hasNormals);
                    ModelPrograms.bindMesh(m);
                    ModelPrograms.faces(s.doubleSided ? 0 : GL_BACK, false);
                    ModelPrograms.drawInstances(m, batchBuffer[g], 0, batchCount[g], view.stats, false);
                }
            }
        }
        glDepthMask(true);
        glDisable(GL_BLEND);
    }

    /** The kind a run draws now, and whether its shadow pass is the cut one: read by the bands. */
    private int runKind;
    private boolean runMasked;
    private final InstanceRuns.LevelBand litBand = lv -> programs.litVisibleBetween(bandFrom(runKind, lv),
            bandTo(runKind, lv));
    private final InstanceRuns.LevelBand shadowBand = lv -> programs.shadowVisibleBetween(runMasked,
            bandFrom(runKind, lv), bandTo(runKind, lv));

    /**
     * Where level {@code lv} of kind {@code k} starts showing: at the level's distance, or the
     * kind's {@code from} when that is farther. Each instance of a batch whose box spans levels is
     * so drawn at its own distance's level only.
     */
    private float bandFrom(int k, int lv) {
        return Math.max(kindFrom[k], (float) kindModel[k].levelDistance(lv));
    }

    /** Where level {@code lv} of kind {@code k} stops: at the next level's distance, or the kind's {@code to} when nearer (0: never). */
    private float bandTo(int k, int lv) {
        GpuModel m = kindModel[k];
        if (lv + 1 >= m.levelCount()) {
            return kindTo[k];
        }
        float next = (float) m.levelDistance(lv + 1);
        return kindTo[k] > 0 ? Math.min(kindTo[k], next) : next;
    }

    private static boolean blendsBetween(GpuModel m, int lo, int hi) {
        for (int lv = lo; lv <= hi; lv++) {
            if (m.blends(lv)) {
                return true;
            }
        }
        return false;
    }

    private void requireLive(int batch) {
        requireOpen();
        if (batch < 0 || batch >= slots || batchKind[batch] < 0) {
            throw new IllegalArgumentException("no live batch " + batch);
        }
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("this GpuWorldDecor is closed");
        }
    }

    /** Frees every batch's buffer, the kinds' models and the programs. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (int g = 0; g < slots; g++) {
            if (batchKind[g] >= 0 && batchBuffer[g] != 0) {
                glDeleteBuffers(batchBuffer[g]);
            }
        }
        for (int k = 0; k < kinds; k++) {
            kindModel[k].close();
        }
        MemoryUtil.memFree(one);
        programs.close();
    }

    @Override
    public String toString() {
        return "GpuWorldDecor[" + kinds + " kinds, " + live + " batches" + (closed ? ", closed" : "") + "]";
    }
}
