package dev.loam.blockmap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a rectangle of cells carries beside its blocks and heights: each cell's quarter turns (0 to
 * 3, anticlockwise seen from above; a block drawn as a model stands turned by them, and a stair
 * keeps the facing its rule gives it whatever its turn) and its game data, a few keys to values
 * (a door's state, a chest's loot table, a spawn's team). A map file keeps them, a change record
 * carries them before and after, and an undo puts them back. Immutable; every map of data is
 * sorted by key, so files and records read the same on every run.
 */
public final class BlockCellLayers {
    /** The most entries one cell's data holds. */
    public static final int MAX_ENTRIES = 16;
    /** The longest key, in characters. */
    public static final int MAX_KEY_CHARS = 64;
    /** The longest value, in characters. */
    public static final int MAX_VALUE_CHARS = 1024;

    private static final SortedMap<String, String> NONE = Collections.unmodifiableSortedMap(new TreeMap<>());

    private final int width;
    private final int depth;
    private final byte[] turns;
    private final List<SortedMap<String, String>> data;

    private BlockCellLayers(int width, int depth, byte[] turns, List<SortedMap<String, String>> data) {
        this.width = width;
        this.depth = depth;
        this.turns = turns;
        this.data = data;
    }

    /** A rectangle of unturned cells with no data. */
    public static BlockCellLayers empty(int width, int depth) {
        if (width < 1 || depth < 1 || (long) width * depth > BlockRows.MAX_CELLS) {
            throw new IllegalArgumentException(width + "x" + depth + " is not a map's size");
        }
        return new BlockCellLayers(width, depth, new byte[width * depth], Collections.nCopies(width * depth, NONE));
    }

    /**
     * Layers from a cell's turns and data, {@code row * width + column}.
     *
     * @param turns each cell's quarter turns, taken modulo 4 (−1 is 3)
     * @param data  each cell's data (an empty map for none)
     * @throws IllegalArgumentException naming the cell for a size that differs, or data whose key,
     *                                  value or count {@link #dataProblem} refuses
     */
    public static BlockCellLayers of(int width, int depth, int[] turns, List<? extends Map<String, String>> data) {
        empty(width, depth);
        if (turns.length != width * depth || data.size() != width * depth) {
            throw new IllegalArgumentException("layers of " + width + "x" + depth + " need " + width * depth + " cells");
        }
        byte[] t = new byte[turns.length];
        List<SortedMap<String, String>> d = new ArrayList<>(data.size());
        for (int i = 0; i < turns.length; i++) {
            t[i] = (byte) Math.floorMod(turns[i], 4);
            Map<String, String> m = Objects.requireNonNull(data.get(i), "data");
            String problem = dataProblem(m);
            if (problem != null) {
                throw new IllegalArgumentException("column " + i % width + ", row " + i / width + ": " + problem);
            }
            d.add(m.isEmpty() ? NONE : Collections.unmodifiableSortedMap(new TreeMap<>(m)));
        }
        return new BlockCellLayers(width, depth, t, Collections.unmodifiableList(d));
    }

    /**
     * What is wrong with a cell's data, or null: more than {@link #MAX_ENTRIES} entries, an empty
     * key, a key past {@link #MAX_KEY_CHARS} or holding a control character, a value past
     * {@link #MAX_VALUE_CHARS}, a null.
     */
    public static String dataProblem(Map<String, String> data) {
        if (data.size() > MAX_ENTRIES) {
            return data.size() + " entries is more than the " + MAX_ENTRIES + " a cell's data holds";
        }
        for (Map.Entry<String, String> e : data.entrySet()) {
            String p = keyProblem(e.getKey());
            if (p == null) {
                p = valueProblem(e.getValue());
            }
            if (p != null) {
                return p;
            }
        }
        return null;
    }

    /** What is wrong with a key, or null. */
    static String keyProblem(String key) {
        if (key == null || key.isEmpty()) {
            return "a data key cannot be empty";
        }
        if (key.length() > MAX_KEY_CHARS) {
            return "data key \"" + BlockMapFiles.printable(key) + "\" is " + key.length() + " characters, past the "
                    + MAX_KEY_CHARS + " a key may hold";
        }
        for (int i = 0; i < key.length(); i++) {
            char ch = key.charAt(i);
            if (Character.isISOControl(ch) || Character.isSurrogate(ch)) {
                return "data key \"" + BlockMapFiles.printable(key) + "\" holds a control character";
            }
        }
        return null;
    }

    /** What is wrong with a value, or null. */
    static String valueProblem(String value) {
        if (value == null) {
            return "a data value cannot be null (remove the key instead)";
        }
        if (value.length() > MAX_VALUE_CHARS) {
            return "a data value of " + value.length() + " characters is past the " + MAX_VALUE_CHARS + " a value may hold";
        }
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (Character.isHighSurrogate(ch) && i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(ch)) {
                return "a data value holds a lone surrogate";
            }
        }
        return null;
    }

    /** Columns. */
    public int width() {
        return width;
    }

    /** Rows. */
    public int depth() {
        return depth;
    }

    /** A cell's quarter turns, 0 to 3. */
    public int quarterTurns(int column, int row) {
        return turns[index(column, row)];
    }

    /** A cell's data, sorted by key: an unmodifiable view, empty for none. */
    public SortedMap<String, String> data(int column, int row) {
        return data.get(index(column, row));
    }

    /** Whether no cell is turned and none holds data. */
    public boolean isEmpty() {
        for (byte t : turns) {
            if (t != 0) {
                return false;
            }
        }
        for (Map<String, String> m : data) {
            if (!m.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    private int index(int column, int row) {
        if (column < 0 || row < 0 || column >= width || row >= depth) {
            throw new IndexOutOfBoundsException("cell (column " + column + ", row " + row + ") is off layers of " + width
                    + "x" + depth);
        }
        return row * width + column;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BlockCellLayers l && l.width == width && l.depth == depth && Arrays.equals(l.turns, turns)
                && l.data.equals(data);
    }

    @Override
    public int hashCode() {
        return Objects.hash(width, depth, Arrays.hashCode(turns), data);
    }

    @Override
    public String toString() {
        return "BlockCellLayers[" + width + "x" + depth + (isEmpty() ? ", empty" : "") + "]";
    }
}
