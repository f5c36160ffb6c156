package dev.loam.terrain;

import java.util.Optional;

/** The checks and copies behind {@link Terrain}'s rectangle edits; each refusal changes nothing. */
final class TerrainEdits {
    private TerrainEdits() {
    }

    static Optional<TerrainRefusal> setHeights(Terrain t, TerrainRect rect, float[] values) {
        if (!rect.fitsIn(t.resolutionX(), t.resolutionZ())) {
            return Optional.of(new TerrainRefusal("rect", rect + " is outside the " + t.resolutionX() + "x"
                    + t.resolutionZ() + " vertices"));
        }
        if (values.length != rect.area()) {
            return Optional.of(new TerrainRefusal("values", "holds " + values.length + " heights; " + rect
                    + " needs " + rect.area()));
        }
        for (int k = 0; k < values.length; k++) {
            if (!Float.isFinite(values[k])) {
                return Optional.of(new TerrainRefusal("values[" + k + "]", values[k] + " is not a finite height"));
            }
        }
        float[] before = new float[rect.area()];
        copyHeights(rect, t.heightArray(), t.resolutionX(), before, false);
        copyHeights(rect, t.heightArray(), t.resolutionX(), values, true);
        t.record(new TerrainChange.Heights(rect, before, values));
        return Optional.empty();
    }

    static Optional<TerrainRefusal> setSplat(Terrain t, TerrainRect rect, byte[] weights) {
        if (!rect.fitsIn(t.resolutionX(), t.resolutionZ())) {
            return Optional.of(new TerrainRefusal("rect", rect + " is outside the " + t.resolutionX() + "x"
                    + t.resolutionZ() + " vertices"));
        }
        if (weights.length != 4 * rect.area()) {
            return Optional.of(new TerrainRefusal("weights", "holds " + weights.length + " bytes; " + rect
                    + " needs " + 4 * rect.area() + ", four a vertex"));
        }
        byte[] after = TerrainSplat.normaliseAll(weights);
        byte[] splat = t.splatForEditing();
        byte[] before = new byte[after.length];
        copyBytes(rect, splat, t.resolutionX(), 4, before, false);
        copyBytes(rect, splat, t.resolutionX(), 4, after, true);
        t.record(new TerrainChange.Splat(rect, before, after));
        return Optional.empty();
    }

    static Optional<TerrainRefusal> setHoles(Terrain t, TerrainRect rect, byte[] cells) {
        if (!rect.fitsIn(t.resolutionX() - 1, t.resolutionZ() - 1)) {
            return Optional.of(new TerrainRefusal("rect", rect + " is outside the " + (t.resolutionX() - 1) + "x"
                    + (t.resolutionZ() - 1) + " cells"));
        }
        if (cells.length != rect.area()) {
            return Optional.of(new TerrainRefusal("cells", "holds " + cells.length + " bytes; " + rect
                    + " needs " + rect.area()));
        }
        byte[] after = new byte[cells.length];
        for (int k = 0; k < cells.length; k++) {
            after[k] = (byte) (cells[k] != 0 ? 1 : 0);
        }
        byte[] holes = t.holesForEditing();
        byte[] before = new byte[after.length];
        copyBytes(rect, holes, t.resolutionX() - 1, 1, before, false);
        copyBytes(rect, holes, t.resolutionX() - 1, 1, after, true);
        t.record(new TerrainChange.Holes(rect, before, after));
        return Optional.empty();
    }

    private static void copyHeights(TerrainRect r, float[] grid, int stride, float[] part, boolean intoGrid) {
        for (int row = 0; row < r.depth(); row++) {
            int g = (r.j() + row) * stride + r.i();
            int p = row * r.width();
            if (intoGrid) {
                System.arraycopy(part, p, grid, g, r.width());
            } else {
                System.arraycopy(grid, g, part, p, r.width());
            }
        }
    }

    private static void copyBytes(TerrainRect r, byte[] grid, int stride, int per, byte[] part, boolean intoGrid) {
        for (int row = 0; row < r.depth(); row++) {
            int g = per * ((r.j() + row) * stride + r.i());
            int p = per * row * r.width();
            if (intoGrid) {
                System.arraycopy(part, p, grid, g, per * r.width());
            } else {
                System.arraycopy(grid, g, part, p, per * r.width());
            }
        }
    }
}
