package dev.loam.render.mesh;

import dev.loam.model.Bounds;
import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The instances of one {@link InstanceSet} grouped per square cell of the ground plane, for drawing
 * and culling a cell at a time: an instance belongs to the cell its origin (its matrix's
 * translation) stands in, cell {@code (floor(x / size), floor(z / size))}; a cell size of 0 puts
 * every instance in one cell. Within a cell the instances whose matrix keeps handedness come
 * first, the mirroring ones after ({@link #plain(int)} of them do not mirror), each part in the
 * set's order. Each cell's box holds its instances' bounding spheres: the box round every level of
 * the set's model, its middle moved by the instance's matrix, its half-diagonal times the matrix's
 * largest axis scale ({@link #boundingSphere}). A model of no meshes has no cells.
 *
 * <p>Pure Java, no GL call. Immutable once made; safe to share between threads.
 */
public final class InstanceCells {
    /** The most cells from the origin a cell coordinate reaches either way: positions that far out are refused. */
    public static final int MAX_CELL_COORDINATE = 1 << 30;

    private final double cellSize;
    private final int instances;
    private final int[] cellX, cellZ, first, count, plain;
    private final int[] order;
    private final float[] boxes;
    private final float[] spheres;

    private InstanceCells(double cellSize, int instances, int[] cellX, int[] cellZ, int[] first, int[] count,
                          int[] plain, int[] order, float[] boxes, float[] spheres) {
        this.cellSize = cellSize;
        this.instances = instances;
        this.cellX = cellX;
        this.cellZ = cellZ;
        this.first = first;
        this.count = count;
        this.plain = plain;
        this.order = order;
        this.boxes = boxes;
        this.spheres = spheres;
    }

    /**
     * Partitions a set's instances.
     *
     * @param set      the instances; only read
     * @param cellSize the cell's side in the set's units, 0 for one cell
     * @return the partition
     * @throws IllegalArgumentException when the cell size is not finite and 0 or more, or an
     *                                  instance stands more than {@link #MAX_CELL_COORDINATE} cells
     *                                  from the origin (naming it)
     */
    public static InstanceCells of(InstanceSet set, double cellSize) {
        Objects.requireNonNull(set, "set");
        if (!(cellSize >= 0) || Double.isInfinite(cellSize)) {
            throw new IllegalArgumentException("cell size " + cellSize + " must be finite and 0 or more");
        }
        int n = set.count();
        float[] modelBox = modelBox(set.model());
        float[] matrices = new float[16 * n];
        set.matrices().get(matrices);
        float[] spheres = new float[4 * n];
        if (!(modelBox[0] <= modelBox[3])) {
            Arrays.fill(spheres, -1);
            return new InstanceCells(cellSize, n, new int[0], new int[0], new int[0], new int[0], new int[0], new int[0],
                    new float[0], spheres);
        }
        // Dense cell numbers in order of first appearance; the sort key: (cell, mirrors) then the index.
        Map<Long, Integer> dense = new HashMap<>();
        int[] xs = new int[Math.min(n, 1024)], zs = new int[xs.length];
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            int o = 16 * i;
            boolean mirrors = boundingSphere(modelBox, matrices, o, spheres, 4 * i);
            int cx = 0, cz = 0;
            if (cellSize > 0) {
                cx = cell(matrices[o + 12], cellSize, i, "x");
                cz = cell(matrices[o + 14], cellSize, i, "z");
            }
            long packed = (long) cx << 32 | (cz & 0xffffffffL);
            Integer id = dense.get(packed);
            if (id == null) {
                id = dense.size();
                dense.put(packed, id);
                if (id == xs.length) {
                    xs = Arrays.copyOf(xs, xs.length * 2);
                    zs = Arrays.copyOf(zs, xs.length);
                }
                xs[id] = cx;
                zs[id] = cz;
            }
            keys[i] = ((long) id << 1 | (mirrors ? 1 : 0)) << 24 | i;
        }
        Arrays.sort(keys);
        int cells = dense.size();
        int[] first = new int[cells], count = new int[cells], plain = new int[cells], order = new int[n];
        float[] boxes = new float[6 * cells];
        for (int c = 0; c < cells; c++) {
            boxes[6 * c] = boxes[6 * c + 1] = boxes[6 * c + 2] = Float.POSITIVE_INFINITY;
            boxes[6 * c + 3] = boxes[6 * c + 4] = boxes[6 * c + 5] = Float.NEGATIVE_INFINITY;
        }
        for (int k = 0; k < n; k++) {
            int i = (int) (keys[k] & 0xffffff), c = (int) (keys[k] >>> 25);
            boolean mirrors = (keys[k] >>> 24 & 1) == 1;
            if (count[c] == 0) {
                first[c] = k;
            }
            count[c]++;
            if (!mirrors) {
                plain[c]++;
            }
            order[k] = i;
            float x = spheres[4 * i], y = spheres[4 * i + 1], z = spheres[4 * i + 2], r = spheres[4 * i + 3];
            int b = 6 * c;
            boxes[b] = Math.min(boxes[b], x - r);
            boxes[b + 1] = Math.min(boxes[b + 1], y - r);
            boxes[b + 2] = Math.min(boxes[b + 2], z - r);
            boxes[b + 3] = Math.max(boxes[b + 3], x + r);
            boxes[b + 4] = Math.max(boxes[b + 4], y + r);
            boxes[b + 5] = Math.max(boxes[b + 5], z + r);
        }
        return new InstanceCells(cellSize, n, Arrays.copyOf(xs, cells), Arrays.copyOf(zs, cells), first, count, plain,
                order, boxes, spheres);
    }

    private static int cell(float at, double size, int instance, String axis) {
        double c = Math.floor(at / size);
        if (!(Math.abs(c) <= MAX_CELL_COORDINATE)) {
            throw new IllegalArgumentException("instance " + instance + ": " + axis + " " + at + " lies more than "
                    + MAX_CELL_COORDINATE + " cells of " + size + " from the origin");
        }
        return (int) c;
    }

    /** The box round every level of a model, min x, y, z, max x, y, z (min above max for no meshes). */
    public static float[] modelBox(Model model) {
        Bounds b = model.bounds();
        for (ModelLod l : model.lods()) {
            b = b.union(l.model().bounds());
        }
        return new float[] {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ()};
    }

    /**
     * An instance's bounding sphere: the model box's middle moved by the column-major matrix at
     * {@code matrices[at .. at + 15]}, its half-diagonal times the matrix's largest axis scale,
     * written as x, y, z, radius at {@code dest[destAt ..]} (radius −1 for an empty box).
     *
     * @return whether the matrix mirrors (its upper 3 × 3 has a negative determinant)
     */
    public static boolean boundingSphere(float[] box, float[] matrices, int at, float[] dest, int destAt) {
        float[] m = matrices;
        int o = at;
        float det = m[o] * (m[o + 5] * m[o + 10] - m[o + 9] * m[o + 6])
                - m[o + 4] * (m[o + 1] * m[o + 10] - m[o + 9] * m[o + 2])
                + m[o + 8] * (m[o + 1] * m[o + 6] - m[o + 5] * m[o + 2]);
        if (!(box[0] <= box[3])) {
            dest[destAt] = m[o + 12];
            dest[destAt + 1] = m[o + 13];
            dest[destAt + 2] = m[o + 14];
            dest[destAt + 3] = -1;
            return det < 0;
        }
        float cx = (box[0] + box[3]) / 2, cy = (box[1] + box[4]) / 2, cz = (box[2] + box[5]) / 2;
        float dx = box[3] - box[0], dy = box[4] - box[1], dz = box[5] - box[2];
        float half = (float) Math.sqrt(dx * dx + dy * dy + dz * dz) / 2;
        float sx = len(m[o], m[o + 1], m[o + 2]), sy = len(m[o + 4], m[o + 5], m[o + 6]), sz = len(m[o + 8], m[o + 9], m[o + 10]);
        dest[destAt] = m[o] * cx + m[o + 4] * cy + m[o + 8] * cz + m[o + 12];
        dest[destAt + 1] = m[o + 1] * cx + m[o + 5] * cy + m[o + 9] * cz + m[o + 13];
        dest[destAt + 2] = m[o + 2] * cx + m[o + 6] * cy + m[o + 10] * cz + m[o + 14];
        dest[destAt + 3] = half * Math.max(sx, Math.max(sy, sz));
        return det < 0;
    }

    private static float len(float x, float y, float z) {
        return (float) Math.sqrt(x * x + y * y + z * z);
    }

    /** The cell size it was made with, 0 for one cell. */
    public double cellSize() {
        return cellSize;
    }

    /** Instances of the set, every one of them in a cell unless the model has no meshes. */
    public int instanceCount() {
        return instances;
    }

    /** Cells holding at least one instance. */
    public int cellCount() {
        return first.length;
    }

    /** Cell {@code c}'s column: {@code floor(x / size)} of its instances (0 for one cell). */
    public int cellX(int c) {
        return cellX[Objects.checkIndex(c, first.length)];
    }

    /** Cell {@code c}'s row: {@code floor(z / size)} of its instances (0 for one cell). */
    public int cellZ(int c) {
        return cellZ[Objects.checkIndex(c, first.length)];
    }

    /** Where cell {@code c}'s instances start in {@link #instance(int)}'s order. */
    public int first(int c) {
        return first[Objects.checkIndex(c, first.length)];
    }

    /** How many instances cell {@code c} holds, at least 1. */
    public int count(int c) {
        return count[Objects.checkIndex(c, first.length)];
    }

    /** How many of cell {@code c}'s instances, its first ones, do not mirror. */
    public int plain(int c) {
        return plain[Objects.checkIndex(c, first.length)];
    }

    /** The set's index of the {@code k}-th instance in cell order. */
    public int instance(int k) {
        return order[Objects.checkIndex(k, order.length)];
    }

    /**
     * Cell {@code c}'s box round its instances' bounding spheres, min x, y, z, max x, y, z, into
     * {@code dest} at {@code at}; returns {@code dest}.
     */
    public float[] bounds(int c, float[] dest, int at) {
        System.arraycopy(boxes, 6 * Objects.checkIndex(c, first.length), dest, at, 6);
        return dest;
    }

    /** Instance {@code i}'s bounding sphere (x, y, z, radius, the set's index) into {@code dest} at {@code at}. */
    public float[] sphere(int i, float[] dest, int at) {
        System.arraycopy(spheres, 4 * Objects.checkIndex(i, instances), dest, at, 4);
        return dest;
    }
}
