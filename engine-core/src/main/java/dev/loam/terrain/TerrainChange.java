package dev.loam.terrain;

import java.util.Arrays;
import java.util.Objects;

/**
 * A change record: a rectangle of a terrain as it stood before an edit and after it. Views
 * (meshes, colliders, navigation) rebuild only the chunks {@link Terrain#chunksReachedBy(TerrainChange)
 * it reaches}; a server sends these to its clients, which {@link Terrain#apply(TerrainChange) apply}
 * them; undo applies the {@link #inverse()}. Immutable: accessors return copies.
 */
public sealed interface TerrainChange permits TerrainChange.Heights, TerrainChange.Splat, TerrainChange.Holes {
    /** The rectangle written: vertices for heights and splat, cells for holes. */
    TerrainRect rect();

    /** The change that undoes this one: the same rectangle, before and after swapped. */
    TerrainChange inverse();

    /**
     * Heights of a rectangle of vertices, row-major, map units.
     *
     * @param rect   the vertices written
     * @param before their heights before, {@code rect.area()} of them
     * @param after  their heights after
     */
    record Heights(TerrainRect rect, float[] before, float[] after) implements TerrainChange {
        /** @throws IllegalArgumentException when an array is not the rectangle's size */
        public Heights {
            Objects.requireNonNull(rect, "rect");
            if (before.length != rect.area() || after.length != rect.area()) {
                throw new IllegalArgumentException("a change's before and after hold " + rect.area() + " heights");
            }
            before = before.clone();
            after = after.clone();
        }

        @Override
        public float[] before() {
            return before.clone();
        }

        @Override
        public float[] after() {
            return after.clone();
        }

        /** The height after, at index {@code (j - rect.j) * rect.width + (i - rect.i)}, without a copy. */
        public float afterAt(int index) {
            return after[index];
        }

        @Override
        public Heights inverse() {
            return new Heights(rect, after, before);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Heights h && rect.equals(h.rect) && Arrays.equals(before, h.before)
                    && Arrays.equals(after, h.after);
        }

        @Override
        public int hashCode() {
            return Objects.hash(rect, Arrays.hashCode(before), Arrays.hashCode(after));
        }

        @Override
        public String toString() {
            return "TerrainChange.Heights[" + rect + "]";
        }
    }

    /**
     * Splat weights of a rectangle of vertices: four bytes a vertex (layers 0..3), row-major,
     * each group normalised to sum 255.
     *
     * @param rect   the vertices written
     * @param before their weights before, {@code 4 * rect.area()} bytes
     * @param after  their weights after
     */
    record Splat(TerrainRect rect, byte[] before, byte[] after) implements TerrainChange {
        /** @throws IllegalArgumentException when an array is not four bytes a vertex of the rectangle */
        public Splat {
            Objects.requireNonNull(rect, "rect");
            if (before.length != 4 * rect.area() || after.length != 4 * rect.area()) {
                throw new IllegalArgumentException("a change's before and after hold " + 4 * rect.area() + " weights");
            }
            before = before.clone();
            after = after.clone();
        }

        @Override
        public byte[] before() {
            return before.clone();
        }

        @Override
        public byte[] after() {
            return after.clone();
        }

        /** The weight byte after at an index, without a copy. */
        public byte afterAt(int index) {
            return after[index];
        }

        @Override
        public Splat inverse() {
            return new Splat(rect, after, before);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Splat s && rect.equals(s.rect) && Arrays.equals(before, s.before)
                    && Arrays.equals(after, s.after);
        }

        @Override
        public int hashCode() {
            return Objects.hash(rect, Arrays.hashCode(before), Arrays.hashCode(after));
        }

        @Override
        public String toString() {
            return "TerrainChange.Splat[" + rect + "]";
        }
    }

    /**
     * Holes of a rectangle of cells: one byte a cell, non-zero a hole, row-major.
     *
     * @param rect   the cells written
     * @param before their bytes before, {@code rect.area()} of them
     * @param after  their bytes after
     */
    record Holes(TerrainRect rect, byte[] before, byte[] after) implements TerrainChange {
        /** @throws IllegalArgumentException when an array is not the rectangle's size */
        public Holes {
            Objects.requireNonNull(rect, "rect");
            if (before.length != rect.area() || after.length != rect.area()) {
                throw new IllegalArgumentException("a change's before and after hold " + rect.area() + " cells");
            }
            before = before.clone();
            after = after.clone();
        }

        @Override
        public byte[] before() {
            return before.clone();
        }

        @Override
        public byte[] after() {
            return after.clone();
        }

        /** The hole byte after at an index, without a copy. */
        public byte afterAt(int index) {
            return after[index];
        }

        @Override
        public Holes inverse() {
            return new Holes(rect, after, before);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Holes h && rect.equals(h.rect) && Arrays.equals(before, h.before)
                    && Arrays.equals(after, h.after);
        }

        @Override
        public int hashCode() {
            return Objects.hash(rect, Arrays.hashCode(before), Arrays.hashCode(after));
        }

        @Override
        public String toString() {
            return "TerrainChange.Holes[" + rect + "]";
        }
    }
}
