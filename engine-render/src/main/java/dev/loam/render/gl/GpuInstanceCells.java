package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.model.AlphaMode;
import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.render.mesh.InstanceCells;
import dev.loam.render.mesh.InstanceLayer;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.lwjgl.system.MemoryUtil;

/**
 * Static instance sets drawn per cell: scatter sets and region props, each an {@link InstanceLayer}.
 * Each layer's instances are partitioned into cells ({@link InstanceCells}), and each cell's
 * matrices and tints are uploaded once into a GPU buffer of its own ({@link #replace} re-uploads
 * only the cells whose instances changed). Each frame it culls per cell, not per instance: a cell
 * whose box lies wholly farther from the eye than its layer's visibility range is not drawn (and
 * an instance of a drawn cell farther than the range is hidden by the vertex shader, so the range
 * holds per instance); a cell out of the view is not drawn in the opaque and blend passes; a cell
 * is drawn into a shadow cascade only when its layer casts shadows, its shadow can fall in the
 * view and it meets that cascade's light volume. Each drawn cell takes the model's level of detail
 * ({@link Model#forDistance}) at the distance from the eye to its box, and draws once a mesh of
 * that level: one instanced draw per cell, level and mesh (two where a cell mixes mirroring
 * matrices with others, whose faces wind the other way). A layer's override material replaces
 * every mesh's material.
 *
 * <p>Picking ({@link FrameRenderer#pick}) tests each cell's box, then each instance's bounding
 * sphere, then the model's triangles, and reports {@link PickHit.Kind#INSTANCE} with the instance's
 * index in its layer's set and the set as the source; instances hidden by the range in the last
 * frame are not hit. Blended meshes are drawn after every opaque one, far cells first, their
 * instances in cell order.
 *
 * <p>Owns the GPU copies of its models (one a model, shared by the layers drawing it) and its cell
 * buffers. Needs a current {@link GlContext}; make, use and close it on the GL thread, before the
 * context. A frame allocates nothing on the Java heap. Not thread-safe.
 */
public final class GpuInstanceCells extends Drawable {
    private final ModelPrograms programs = new ModelPrograms();
    private final Map<Model, GpuModel> models = new IdentityHashMap<>();
    private final Layer[] layers;
    private final InstancePick picker = new InstancePick();
    private final float[] pickSphere = new float[4], pickMatrix = new float[16];

    // Every layer's cells, one group each, in layer order.
    private int groups;
    private int[] groupLayer, groupCell, groupBuffer, groupCount, groupPlain;
    private float[] groupBox;

    // The frame prepared.
    private int[] level;
    private float[] distance;
    private int[] visible, casting;
    private int visibleCount, castingCount;
    private boolean[] castsNow;
    private long[] blendOrder;
    private final float[] lastEye = new float[3];
    private boolean framed;
    private long gpuBytes;
    private boolean closed;

    /** One layer: its set, model, cells, override surfaces and first group. */
    private static final class Layer implements InstanceRuns.Surfaces {
        InstanceLayer data;
        final GpuModel gpu;
        InstanceCells cells;
        final GpuModel.Surface[] override;
        final boolean[] blends;
        final float range;
        int firstGroup;
        /** The box round every cell of the layer (min above max for none). */
        final float[] box = new float[6];

        Layer(InstanceLayer data, GpuModel gpu) {
            this.data = data;
            this.gpu = gpu;
            this.range = (float) data.visibilityRange();
            int levels = gpu.levelCount();
            override = new GpuModel.Surface[levels];
            blends = new boolean[levels];
            for (int l = 0; l < levels; l++) {
                if (data.material().isPresent()) {
                    override[l] = gpu.surfaceOf(l, data.material().get());
                    blends[l] = override[l].alphaMode == AlphaMode.BLEND && gpu.meshes(l).length > 0;
                } else {
                    blends[l] = gpu.blends(l);
                }
            }
        }

        GpuModel.Surface surface(int level, GpuModel.Mesh m) {
            return override[level] != null ? override[level] : m.surface;
        }

        @Override
        public GpuModel.Surface of(int level, GpuModel.Mesh m) {
            return surface(level, m);
        }
    }

    /**
     * Uploads the layers: each model once (every level), each cell's instances into a buffer.
     *
     * @param layers the sets and how to draw them; only read (the sets are kept for picking's source)
     * @throws IllegalArgumentException when a layer's instance lies too far out for its cells
     *                                  ({@link InstanceCells#of})
     * @throws GlException              when a texture is larger than the driver allows; nothing
     *                                  stays allocated then
     */
    public GpuInstanceCells(List<InstanceLayer> layers) {
        Objects.requireNonNull(layers, "layers");
        this.layers = new Layer[layers.size()];
        try {
            for (int i = 0; i < layers.size(); i++) {
                InstanceLayer data = Objects.requireNonNull(layers.get(i), "layers[" + i + "]");
                GpuModel gpu = models.get(data.set().model());
                if (gpu == null) {
                    gpu = new GpuModel(data.set().model());
                    models.put(data.set().model(), gpu);
                }
                Layer layer = new Layer(data, gpu);
                layer.cells = InstanceCells.of(data.set(), data.cellSize());
                this.layers[i] = layer;
            }
            rebuildGroups(null, null);
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /** In {@link #rebuildGroups}' plan: a cell uploaded into a new buffer. */
    private static final int FRESH = -1;

    /**
     * Lays every layer's cells out as groups and uploads what changed. {@code plan[layer][cell]}
     * says what a cell's buffer is: an old group's index {@code g} to keep as it is, {@code −g − 2}
     * to re-use that group's buffer for new data, or {@link #FRESH}; a null plan uploads every cell
     * fresh. {@code freed} lists old groups whose buffers go.
     *
     * @return cells uploaded
     */
    private int rebuildGroups(int[][] plan, int[] freed) {
        int total = 0;
        for (Layer l : layers) {
            l.firstGroup = total;
            total += l.cells.cellCount();
            l.box[0] = l.box[1] = l.box[2] = Float.POSITIVE_INFINITY;
            l.box[3] = l.box[4] = l.box[5] = Float.NEGATIVE_INFINITY;
        }
        int[] oldBuffer = groupBuffer;
        groups = total;
        groupLayer = new int[total];
        groupCell = new int[total];
        groupBuffer = new int[total];
        groupCount = new int[total];
        groupPlain = new int[total];
        groupBox = new float[6 * total];
        level = new int[total];
        distance = new float[total];
        visible = new int[total];
        casting = new int[total];
        castsNow = new boolean[total];
        blendOrder = new long[total];
        int uploaded = 0;
        FloatBuffer data = null;
        try {
            for (int li = 0; li < layers.length; li++) {
                Layer l = layers[li];
                InstanceCells cells = l.cells;
                for (int c = 0; c < cells.cellCount(); c++) {
                    int g = l.firstGroup + c;
                    groupLayer[g] = li;
                    groupCell[g] = c;
                    groupCount[g] = cells.count(c);
                    groupPlain[g] = cells.plain(c);
                    cells.bounds(c, groupBox, 6 * g);
                    grow(l.box, groupBox, 6 * g);
                    int step = plan == null ? FRESH : plan[li][c];
                    if (step >= 0) {
                        groupBuffer[g] = oldBuffer[step];
                        continue;
                    }
                    int floats = ModelRenderer.INSTANCE_FLOATS * cells.count(c);
                    if (data == null || data.capacity() < floats) {
                        if (data != null) {
                            MemoryUtil.memFree(data);
                        }
                        data = MemoryUtil.memAllocFloat(Math.max(floats, 1024));
                    }
                    fill(data, l.data.set(), cells, c);
                    int buffer = step == FRESH ? glGenBuffers() : oldBuffer[-step - 2];
                    groupBuffer[g] = buffer;
                    glBindBuffer(GL_ARRAY_BUFFER, buffer);
                    glBufferData(GL_ARRAY_BUFFER, data, GL_STATIC_DRAW);
                    uploaded++;
                }
            }
        } finally {
            glBindBuffer(GL_ARRAY_BUFFER, 0);
            if (data != null) {
                MemoryUtil.memFree(data);
            }
        }
        if (freed != null) {
            for (int old : freed) {
                glDeleteBuffers(oldBuffer[old]);
            }
        }
        long bytes = 0;
        for (int g = 0; g < groups; g++) {
            bytes += 4L * ModelRenderer.INSTANCE_FLOATS * groupCount[g];
        }
        for (GpuModel m : models.values()) {
            bytes += m.gpuBytes();
        }
        gpuBytes = bytes;
        return uploaded;
    }

    /** A cell's instances in cell order, a matrix and a tint each. */
    private static void fill(FloatBuffer data, InstanceSet set, InstanceCells cells, int c) {
        data.clear();
        FloatBuffer m = set.matrices(), t = set.hasTints() ? set.tints() : null;
        for (int k = cells.first(c), end = k + cells.count(c); k < end; k++) {
            int i = cells.instance(k);
            for (int f = 0; f < 16; f++) {
                data.put(m.get(16 * i + f));
            }
            if (t == null) {
                data.put(1).put(1).put(1).put(1);
            } else {
                data.put(t.get(4 * i)).put(t.get(4 * i + 1)).put(t.get(4 * i + 2)).put(Math.min(1, t.get(4 * i + 3)));
            }
        }
        data.flip();
    }

    /** Whether cell {@code c} of {@code cells} holds the same instances in the same order as {@code old}'s cell {@code oc}. */
    private static boolean same(InstanceSet set, InstanceCells cells, int c, InstanceSet oldSet, InstanceCells old, int oc) {
        if (cells.count(c) != old.count(oc)) {
            return false;
        }
        FloatBuffer m = set.matrices(), om = oldSet.matrices();
        FloatBuffer t = set.hasTints() ? set.tints() : null, ot = oldSet.hasTints() ? oldSet.tints() : null;
        for (int k = 0; k < cells.count(c); k++) {
            int i = cells.instance(cells.first(c) + k), j = old.instance(old.first(oc) + k);
            for (int f = 0; f < 16; f++) {
                if (Float.floatToIntBits(m.get(16 * i + f)) != Float.floatToIntBits(om.get(16 * j + f))) {
                    return false;
                }
            }
            for (int f = 0; f < 4; f++) {
                float a = t == null ? 1 : t.get(4 * i + f), b = ot == null ? 1 : ot.get(4 * j + f);
                if (Float.floatToIntBits(a) != Float.floatToIntBits(b)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Puts new instances in a layer (a scatter set brushed, props moved): the layer keeps its cell
     * size, range, shadows and material; a cell whose instances are unchanged keeps its buffer,
     * the others are uploaded again, and cells left empty are freed.
     *
     * @param layer the layer's index
     * @param set   its new instances, of the same model (the same object) as before
     * @return the cells uploaded
     * @throws IndexOutOfBoundsException when there is no such layer
     * @throws IllegalArgumentException  when the set draws another model, or an instance lies too
     *                                   far out for the layer's cells
     * @throws IllegalStateException     when closed
     */
    public int replace(int layer, InstanceSet set) {
        requireOpen();
        Layer l = layers[Objects.checkIndex(layer, layers.length)];
        Objects.requireNonNull(set, "set");
        if (set.model() != l.data.set().model()) {
            throw new IllegalArgumentException("layer " + layer + " draws model \"" + l.data.set().model().name()
                    + "\": a replacing set must draw the same model, not \"" + set.model().name() + "\"");
        }
        InstanceCells cells = InstanceCells.of(set, l.data.cellSize());
        InstanceCells oldCells = l.cells;
        InstanceSet oldSet = l.data.set();
        int[][] plan = new int[layers.length][];
        for (int li = 0; li < layers.length; li++) {
            if (li != layer) {
                // Other layers keep every group as it is.
                plan[li] = new int[layers[li].cells.cellCount()];
                for (int c = 0; c < plan[li].length; c++) {
                    plan[li][c] = layers[li].firstGroup + c;
                }
            }
        }
        Map<Long, Integer> oldByCell = new HashMap<>();
        for (int c = 0; c < oldCells.cellCount(); c++) {
            oldByCell.put((long) oldCells.cellX(c) << 32 | (oldCells.cellZ(c) & 0xffffffffL), c);
        }
        plan[layer] = new int[cells.cellCount()];
        for (int c = 0; c < cells.cellCount(); c++) {
            Integer oc = oldByCell.remove((long) cells.cellX(c) << 32 | (cells.cellZ(c) & 0xffffffffL));
            if (oc == null) {
                plan[layer][c] = FRESH;
            } else {
                int g = l.firstGroup + oc;
                plan[layer][c] = same(set, cells, c, oldSet, oldCells, oc) ? g : -g - 2;
            }
        }
        int[] freed = new int[oldByCell.size()];
        int f = 0;
        for (int oc : oldByCell.values()) {
            freed[f++] = l.firstGroup + oc;
        }
        l.data = new InstanceLayer(set, l.data.cellSize(), l.data.visibilityRange(), l.data.castShadows(), l.data.material());
        l.cells = cells;
        return rebuildGroups(plan, freed);
    }

    /** The layers' count. */
    public int layerCount() {
        return layers.length;
    }

    /** Layer {@code i} as drawn now (its set the last {@link #replace}d). */
    public InstanceLayer layer(int i) {
        return layers[Objects.checkIndex(i, layers.length)].data;
    }

    /** Cells of every layer, each a GPU buffer. */
    public int cellCount() {
        return groups;
    }

    /** Bytes on the GPU: the cells' instance buffers and the models' copies. */
    public long gpuBytes() {
        return closed ? 0 : gpuBytes;
    }

    /** How far the eye is from box {@code g}: 0 inside it. */
    private float distanceTo(int g, FrameView view) {
        int b = 6 * g;
        float dx = Math.max(0, Math.max(groupBox[b] - view.eye.x, view.eye.x - groupBox[b + 3]));
        float dy = Math.max(0, Math.max(groupBox[b + 1] - view.eye.y, view.eye.y - groupBox[b + 4]));
        float dz = Math.max(0, Math.max(groupBox[b + 2] - view.eye.z, view.eye.z - groupBox[b + 5]));
        return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    @Override
    void bounds(FrameView view, float[] box) {
        for (Layer l : layers) {
            if (l.range == 0) {
                // Every cell is drawn at any distance: the layer's whole box.
                grow(box, l.box, 0);
                continue;
            }
            for (int g = l.firstGroup, end = g + l.cells.cellCount(); g < end; g++) {
                if (distanceTo(g, view) <= l.range) {
                    grow(box, groupBox, 6 * g);
                }
            }
        }
    }

    private static void grow(float[] box, float[] from, int b) {
        if (!(from[b] <= from[b + 3])) {
            return;
        }
        box[0] = Math.min(box[0], from[b]);
        box[1] = Math.min(box[1], from[b + 1]);
        box[2] = Math.min(box[2], from[b + 2]);
        box[3] = Math.max(box[3], from[b + 3]);
        box[4] = Math.max(box[4], from[b + 4]);
        box[5] = Math.max(box[5], from[b + 5]);
    }

    @Override
    void prepare(FrameView view) {
        requireOpen();
        FrameStats stats = view.stats;
        visibleCount = castingCount = 0;
        lastEye[0] = view.eye.x;
        lastEye[1] = view.eye.y;
        lastEye[2] = view.eye.z;
        framed = true;
        float[] b = groupBox;
        for (int g = 0; g < groups; g++) {
            Layer l = layers[groupLayer[g]];
            float d = distanceTo(g, view);
            int o = 6 * g;
            boolean inRange = !(l.range > 0 && d > l.range);
            boolean inView = inRange && view.inView(b[o], b[o + 1], b[o + 2], b[o + 3], b[o + 4], b[o + 5]);
            // A box in view casts into it; one out of view only where its shadow's sweep reaches it.
            boolean casts = inRange && l.data.castShadows() && (inView
                    || view.shadowReachesView(b[o], b[o + 1], b[o + 2], b[o + 3], b[o + 4], b[o + 5]));
            if (!inView && !casts) {
                stats.cellsCulled++;
                stats.instancesCulled += groupCount[g];
                continue;
            }
            level[g] = l.gpu.levelFor(d);
            distance[g] = d;
            if (inView) {
                visible[visibleCount++] = g;
                stats.cellsDrawn++;
                stats.instancesDrawn += groupCount[g];
            }
            if (casts) {
                casting[castingCount++] = g;
            }
        }
    }

    @Override
    void shadowPass(FrameView view, int cascade) {
        if (castingCount == 0) {
            return;
        }
        float[] b = groupBox;
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
                int li = groupLayer[casting[start]], end = InstanceRuns.runEnd(casting, start, castingCount, groupLayer);
                Layer l = layers[li];
                programs.shadowVisibleRange(masked, l.range);
                InstanceRuns.shadowRun(programs, masked, l.gpu, l, casting, castsNow, start, end, level, groupBuffer,
                        groupCount, view.stats);
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
            int li = groupLayer[visible[start]], end = InstanceRuns.runEnd(visible, start, visibleCount, groupLayer);
            Layer l = layers[li];
            programs.litVisibleRange(l.range);
            InstanceRuns.opaqueRun(programs, l.gpu, l, visible, start, end, level, groupBuffer, groupCount, groupPlain,
                    view.stats);
            start = end;
        }
    }

    @Override
    void blendPass(FrameView view) {
        int items = 0;
        for (int i = 0; i < visibleCount; i++) {
            int g = visible[i];
            if (layers[groupLayer[g]].blends[level[g]]) {
                // Far first: the key's high half falls as the distance grows.
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
            Layer l = layers[groupLayer[g]];
            programs.litVisibleRange(l.range);
            int lv = level[g];
            for (GpuModel.Mesh m : l.gpu.meshes(lv)) {
                GpuModel.Surface s = l.surface(lv, m);
                if (s.alphaMode != AlphaMode.BLEND) {
                    continue;
                }
                programs.surface(s, m.hasNormals);
                ModelPrograms.bindMesh(m);
                if (s.doubleSided) {
                    // The far side first, then the near.
                    ModelPrograms.faces(GL_FRONT, false);
                    ModelPrograms.drawInstances(m, groupBuffer[g], 0, groupCount[g], view.stats, false);
                }
                ModelPrograms.faces(GL_BACK, false);
                ModelPrograms.drawInstances(m, groupBuffer[g], 0, groupCount[g], view.stats, false);
            }
        }
        glDepthMask(true);
        glDisable(GL_BLEND);
    }

    @Override
    boolean pick(float ox, float oy, float oz, float dx, float dy, float dz, PickHit hit) {
        boolean any = false;
        float[] sphere = pickSphere, matrix = pickMatrix;
        for (int g = 0; g < groups; g++) {
            if (!InstancePick.box(groupBox, 6 * g, ox, oy, oz, dx, dy, dz, hit.distance)) {
                continue;
            }
            Layer l = layers[groupLayer[g]];
            InstanceCells cells = l.cells;
            int c = groupCell[g];
            FloatBuffer matrices = l.data.set().matrices();
            for (int k = cells.first(c), end = k + cells.count(c); k < end; k++) {
                int i = cells.instance(k);
                cells.sphere(i, sphere, 0);
                if (framed && l.range > 0) {
                    float ex = matrices.get(16 * i + 12) - lastEye[0], ey = matrices.get(16 * i + 13) - lastEye[1],
                            ez = matrices.get(16 * i + 14) - lastEye[2];
                    if (ex * ex + ey * ey + ez * ez > l.range * l.range) {
                        continue;
                    }
                }
                if (!InstancePick.sphere(sphere, 0, ox, oy, oz, dx, dy, dz, hit.distance)) {
                    continue;
                }
                matrices.get(16 * i, matrix);
                if (picker.triangles(l.data.set().model(), matrix, 0, ox, oy, oz, dx, dy, dz, hit)) {
                    picker.record(hit, PickHit.Kind.INSTANCE, ox, oy, oz, dx, dy, dz, this, l.data.set(), i);
                    any = true;
                }
            }
        }
        return any;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("this GpuInstanceCells is closed");
        }
    }

    /** Frees the cells' buffers, the models' copies and the programs. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (groupBuffer != null) {
            for (int g = 0; g < groups; g++) {
                if (groupBuffer[g] != 0) {
                    glDeleteBuffers(groupBuffer[g]);
                }
            }
        }
        for (GpuModel m : models.values()) {
            m.close();
        }
        models.clear();
        programs.close();
        groups = 0;
    }

    @Override
    public String toString() {
        List<String> names = new ArrayList<>();
        for (Layer l : layers) {
            if (l != null) {
                names.add(l.data.set().name());
            }
        }
        return "GpuInstanceCells[" + groups + " cells of " + names + (closed ? ", closed" : "") + "]";
    }
}
