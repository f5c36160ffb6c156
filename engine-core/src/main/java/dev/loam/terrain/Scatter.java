package dev.loam.terrain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntPredicate;

/**
 * A scatter set: many model instances painted onto surfaces, stored as one node. The settings
 * (name, kind, targets, items, collision, shadows, visibility range, chunk size, MultiMesh flag,
 * material) are fixed at build time; the instances are a growable list.
 *
 * <p>Each instance is {@code [item, x, y, z, pitch, yaw, roll, scale]}: an index into
 * {@link #items()}, a position in map units, angles in degrees applied in YXZ order (yaw about Y,
 * then pitch about X, then roll about Z), and a uniform scale. The set keeps every instance at the
 * precision files store, so memory and file agree exactly: position to 0.01, angles to 0.1 and
 * scale to 0.001 (held as integer columns of hundredths, tenths and thousandths).
 *
 * <p>Not thread-safe for writing.
 */
public final class Scatter {
    /** The {@code chunk_size} new sets get from {@link #builder(String)}: 2048 map units. */
    public static final double NEW_SET_CHUNK_SIZE = 2048;
    /** The largest |position| an instance may have, map units (what an int of hundredths holds). */
    public static final double MAX_POSITION = Integer.MAX_VALUE / 100.0;

    private final String name;
    private final ScatterKind kind;
    private final List<String> targets;
    private final List<ScatterItem> items;
    private final ScatterCollision collision;
    private final boolean castShadows;
    private final double visibilityRange;
    private final double chunkSize;
    private final boolean staticPropsMultimesh;
    private final Optional<String> material;

    private int count;
    /** Changes to the instances so far ({@link #version()}). */
    private long version;
    private int[] item = new int[16];
    private int[] xCenti = new int[16];
    private int[] yCenti = new int[16];
    private int[] zCenti = new int[16];
    private int[] pitchDeci = new int[16];
    private int[] yawDeci = new int[16];
    private int[] rollDeci = new int[16];
    private int[] scaleMilli = new int[16];

    Scatter(ScatterBuilder b) {
        this.name = b.name;
        this.kind = b.kind;
        this.targets = List.copyOf(b.targets);
        this.items = List.copyOf(b.items);
        this.collision = b.collision == null ? b.kind.defaultCollision() : b.collision;
        this.castShadows = b.castShadows;
        this.visibilityRange = b.visibilityRange;
        this.chunkSize = b.chunkSize;
        this.staticPropsMultimesh = b.staticPropsMultimesh;
        this.material = b.material;
    }

    /** Starts a new set: kind props, no targets, no items, chunk size 2048 (as new sets use). */
    public static ScatterBuilder builder(String name) {
        return new ScatterBuilder(name).chunkSize(NEW_SET_CHUNK_SIZE);
    }

    /** Starts a set with the file defaults: chunk size 0 (one cell), as a file leaving it out reads. */
    static ScatterBuilder fileDefaults(String name) {
        return new ScatterBuilder(name);
    }

    /** The set's name. */
    public String name() {
        return name;
    }

    /** Props or foliage. */
    public ScatterKind kind() {
        return kind;
    }

    /** Node ids of the surfaces the set is painted on; empty when none are named. Immutable. */
    public List<String> targets() {
        return targets;
    }

    /** The models it scatters. Immutable. */
    public List<ScatterItem> items() {
        return items;
    }

    /** The instances' collision; defaults from {@link ScatterKind#defaultCollision()}. */
    public ScatterCollision collision() {
        return collision;
    }

    /** Whether the instances cast shadows. */
    public boolean castShadows() {
        return castShadows;
    }

    /** Instances beyond this distance are hidden, map units; 0 never hides. */
    public double visibilityRange() {
        return visibilityRange;
    }

    /** Side of the culling cells, map units; 0 is one cell. */
    public double chunkSize() {
        return chunkSize;
    }

    /** Whether scripted prop scenes are drawn as MultiMesh too, dropping their scripts. */
    public boolean staticPropsMultimesh() {
        return staticPropsMultimesh;
    }

    /** The material override for the whole set. */
    public Optional<String> material() {
        return material;
    }

    /** A builder holding this set's settings, without instances. */
    public ScatterBuilder toBuilder() {
        ScatterBuilder b = new ScatterBuilder(name).kind(kind).targets(targets).items(items).collision(collision)
                .castShadows(castShadows).visibilityRange(visibilityRange).chunkSize(chunkSize)
                .staticPropsMultimesh(staticPropsMultimesh);
        material.ifPresent(b::material);
        return b;
    }

    // ---- instances ----------------------------------------------------------------------------

    /** How many instances. */
    public int size() {
        return count;
    }

    /** Instance k's item index. */
    public int item(int k) {
        check(k);
        return item[k];
    }

    /** Instance k's X, map units (a multiple of 0.01). */
    public double x(int k) {
        check(k);
        return xCenti[k] / 100.0;
    }

    /** Instance k's Y, map units. */
    public double y(int k) {
        check(k);
        return yCenti[k] / 100.0;
    }

    /** Instance k's Z, map units. */
    public double z(int k) {
        check(k);
        return zCenti[k] / 100.0;
    }

    /** Instance k's pitch about X, degrees (a multiple of 0.1). */
    public double pitch(int k) {
        check(k);
        return pitchDeci[k] / 10.0;
    }

    /** Instance k's yaw about Y, degrees. */
    public double yaw(int k) {
        check(k);
        return yawDeci[k] / 10.0;
    }

    /** Instance k's roll about Z, degrees. */
    public double roll(int k) {
        check(k);
        return rollDeci[k] / 10.0;
    }

    /** Instance k's uniform scale (a multiple of 0.001). */
    public double scale(int k) {
        check(k);
        return scaleMilli[k] / 1000.0;
    }

    /**
     * Instance k as the file's flat array {@code [item, x, y, z, pitch, yaw, roll, scale]}.
     *
     * @param dest at least eight entries
     * @return {@code dest}
     */
    public double[] instance(int k, double[] dest) {
        check(k);
        dest[0] = item[k];
        dest[1] = xCenti[k] / 100.0;
        dest[2] = yCenti[k] / 100.0;
        dest[3] = zCenti[k] / 100.0;
        dest[4] = pitchDeci[k] / 10.0;
        dest[5] = yawDeci[k] / 10.0;
        dest[6] = rollDeci[k] / 10.0;
        dest[7] = scaleMilli[k] / 1000.0;
        return dest;
    }

    /**
     * Adds an instance, rounded to the stored precision (position 0.01, angles 0.1, scale 0.001,
     * half away from zero).
     *
     * @return the new instance's index
     * @throws IllegalArgumentException naming the argument: an item index outside {@link #items()},
     *                                  a value that is not finite or past what the columns hold
     */
    public int add(int itemIndex, double x, double y, double z, double pitch, double yaw, double roll, double scale) {
        if (itemIndex < 0 || itemIndex >= items.size()) {
            throw new IllegalArgumentException("item " + itemIndex + " is outside the set's " + items.size() + " items");
        }
        int xc = round(x, 100, "x");
        int yc = round(y, 100, "y");
        int zc = round(z, 100, "z");
        int p = round(pitch, 10, "pitch");
        int yw = round(yaw, 10, "yaw");
        int r = round(roll, 10, "roll");
        int s = round(scale, 1000, "scale");
        return addRounded(itemIndex, xc, yc, zc, p, yw, r, s);
    }

    /** Adds an instance already in stored units (hundredths, tenths, thousandths), unchecked item. */
    int addRounded(int itemIndex, int xc, int yc, int zc, int p, int yw, int r, int s) {
        if (count == item.length) {
            grow(Math.max(16, count + (count >> 1)));
        }
        item[count] = itemIndex;
        xCenti[count] = xc;
        yCenti[count] = yc;
        zCenti[count] = zc;
        pitchDeci[count] = p;
        yawDeci[count] = yw;
        rollDeci[count] = r;
        scaleMilli[count] = s;
        version++;
        return count++;
    }

    /**
     * How many times the instances have changed: it grows with every instance added and every
     * {@link #removeIf} that removed any, so a view drawn from the set can tell it is stale by
     * comparing it with the one it was drawn at.
     */
    public long version() {
        return version;
    }

    /**
     * Sets instance k's height, rounded to the stored 0.01 as {@link #add} rounds; the version grows
     * when the stored value changes.
     *
     * @throws IndexOutOfBoundsException when there is no instance k
     * @throws IllegalArgumentException  when y is not finite or past what the column holds
     */
    public void setY(int k, double y) {
        check(k);
        int yc = round(y, 100, "y");
        if (yc != yCenti[k]) {
            yCenti[k] = yc;
            version++;
        }
    }

    /** Makes room for at least {@code capacity} instances. */
    public void ensureCapacity(int capacity) {
        if (capacity > item.length) {
            grow(capacity);
        }
    }

    /**
     * Removes every instance whose index the predicate accepts, keeping the others in their order.
     *
     * @return how many were removed
     */
    public int removeIf(IntPredicate byIndex) {
        int kept = 0;
        for (int k = 0; k < count; k++) {
            if (!byIndex.test(k)) {
                if (kept != k) {
                    item[kept] = item[k];
                    xCenti[kept] = xCenti[k];
                    yCenti[kept] = yCenti[k];
                    zCenti[kept] = zCenti[k];
                    pitchDeci[kept] = pitchDeci[k];
                    yawDeci[kept] = yawDeci[k];
                    rollDeci[kept] = rollDeci[k];
                    scaleMilli[kept] = scaleMilli[k];
                }
                kept++;
            }
        }
        int removed = count - kept;
        count = kept;
        if (removed > 0) {
            version++;
        }
        return removed;
    }

    /** Stored X in hundredths of a map unit, for the container and the spatial index. */
    int xCenti(int k) {
        return xCenti[k];
    }

    int yCenti(int k) {
        return yCenti[k];
    }

    int zCenti(int k) {
        return zCenti[k];
    }

    int pitchDeci(int k) {
        return pitchDeci[k];
    }

    int yawDeci(int k) {
        return yawDeci[k];
    }

    int rollDeci(int k) {
        return rollDeci[k];
    }

    int scaleMilli(int k) {
        return scaleMilli[k];
    }

    int itemRaw(int k) {
        return item[k];
    }

    // ---- copies and culling -------------------------------------------------------------------

    /**
     * A copy of this set, instances included. Copying a set together with surfaces it targets makes
     * the copy target the copied surfaces: each target found in {@code copiedSurfaces} (old node id
     * to the copy's id) is replaced, others are kept.
     *
     * @param name           the copy's name
     * @param copiedSurfaces ids of surfaces copied alongside; empty when none were
     */
    public Scatter copy(String name, Map<String, String> copiedSurfaces) {
        List<String> retargeted = new ArrayList<>(targets.size());
        for (String t : targets) {
            retargeted.add(copiedSurfaces.getOrDefault(t, t));
        }
        Scatter c = toBuilder().name(name).targets(retargeted).build();
        c.ensureCapacity(count);
        for (int k = 0; k < count; k++) {
            c.addRounded(item[k], xCenti[k], yCenti[k], zCenti[k], pitchDeci[k], yawDeci[k], rollDeci[k], scaleMilli[k]);
        }
        return c;
    }

    /**
     * Splits the instances into square culling cells of {@link #chunkSize()} map units on X and Z
     * (cell (floor(x / size), floor(z / size))), or one cell (0, 0) when the size is 0. Cells come
     * row by row (Z, then X), each listing its instances in index order. The result is a snapshot.
     */
    public List<ScatterCell> partition() {
        List<ScatterCell> cells = new ArrayList<>();
        if (count == 0) {
            return cells;
        }
        if (chunkSize == 0) {
            int[] all = new int[count];
            Arrays.setAll(all, k -> k);
            cells.add(new ScatterCell(0, 0, all));
            return cells;
        }
        long[] keyed = new long[count];
        for (int k = 0; k < count; k++) {
            int cx = (int) Math.floor(xCenti[k] / 100.0 / chunkSize);
            int cz = (int) Math.floor(zCenti[k] / 100.0 / chunkSize);
            keyed[k] = ((long) cz << 32) ^ ((long) (cx ^ Integer.MIN_VALUE) & 0xffffffffL);
        }
        Integer[] order = new Integer[count];
        Arrays.setAll(order, k -> k);
        Arrays.sort(order, (a, b) -> {
            int c = Long.compare(keyed[a], keyed[b]);
            return c != 0 ? c : Integer.compare(a, b);
        });
        int start = 0;
        for (int n = 1; n <= count; n++) {
            if (n == count || keyed[order[n]] != keyed[order[start]]) {
                int[] members = new int[n - start];
                for (int m = start; m < n; m++) {
                    members[m - start] = order[m];
                }
                long key = keyed[order[start]];
                cells.add(new ScatterCell((int) key ^ Integer.MIN_VALUE, (int) (key >> 32), members));
                start = n;
            }
        }
        return cells;
    }

    /**
     * Whether another set holds the same settings and the same instances in the same order.
     */
    public boolean contentEquals(Scatter o) {
        if (o == null || count != o.count || !name.equals(o.name) || kind != o.kind || !targets.equals(o.targets)
                || !items.equals(o.items) || collision != o.collision || castShadows != o.castShadows
                || Double.compare(visibilityRange, o.visibilityRange) != 0 || Double.compare(chunkSize, o.chunkSize) != 0
                || staticPropsMultimesh != o.staticPropsMultimesh || !material.equals(o.material)) {
            return false;
        }
        return Arrays.equals(item, 0, count, o.item, 0, count) && Arrays.equals(xCenti, 0, count, o.xCenti, 0, count)
                && Arrays.equals(yCenti, 0, count, o.yCenti, 0, count) && Arrays.equals(zCenti, 0, count, o.zCenti, 0, count)
                && Arrays.equals(pitchDeci, 0, count, o.pitchDeci, 0, count)
                && Arrays.equals(yawDeci, 0, count, o.yawDeci, 0, count)
                && Arrays.equals(rollDeci, 0, count, o.rollDeci, 0, count)
                && Arrays.equals(scaleMilli, 0, count, o.scaleMilli, 0, count);
    }

    @Override
    public String toString() {
        return "Scatter[" + name + ", " + kind.key() + ", " + items.size() + " items, " + count + " instances]";
    }

    /** A position as the set stores it: rounded to 0.01, half away from zero. */
    static double storedPosition(double v) {
        double scaled = v * 100;
        return (scaled < 0 ? -Math.round(-scaled) : Math.round(scaled)) / 100.0;
    }

    private static int round(double v, int per, String argument) {
        double scaled = v * per;
        if (!Double.isFinite(scaled) || Math.abs(scaled) > Integer.MAX_VALUE - 1) {
            throw new IllegalArgumentException(argument + " " + v + " is not finite or past what the set stores (|"
                    + argument + "| up to " + (Integer.MAX_VALUE / (double) per) + ")");
        }
        return (int) (scaled < 0 ? -Math.round(-scaled) : Math.round(scaled));
    }

    private void grow(int capacity) {
        item = Arrays.copyOf(item, capacity);
        xCenti = Arrays.copyOf(xCenti, capacity);
        yCenti = Arrays.copyOf(yCenti, capacity);
        zCenti = Arrays.copyOf(zCenti, capacity);
        pitchDeci = Arrays.copyOf(pitchDeci, capacity);
        yawDeci = Arrays.copyOf(yawDeci, capacity);
        rollDeci = Arrays.copyOf(rollDeci, capacity);
        scaleMilli = Arrays.copyOf(scaleMilli, capacity);
    }

    private void check(int k) {
        if (k < 0 || k >= count) {
            throw new IndexOutOfBoundsException("instance " + k + " is outside the set's " + count);
        }
    }
}
