package dev.loam.scene;

import dev.loam.terrain.Terrain;

/** The box round a terrain's ground. */
final class SceneBounds {
    private SceneBounds() {
    }

    static float[] of(Terrain terrain, float[] dest) {
        float lo = Float.POSITIVE_INFINITY, hi = Float.NEGATIVE_INFINITY;
        for (float h : terrain.heights()) {
            lo = Math.min(lo, h);
            hi = Math.max(hi, h);
        }
        dest[0] = (float) terrain.originX();
        dest[1] = lo + (float) terrain.originY();
        dest[2] = (float) terrain.originZ();
        dest[3] = (float) (terrain.originX() + terrain.cellsX() * terrain.cellSize());
        dest[4] = hi + (float) terrain.originY();
        dest[5] = (float) (terrain.originZ() + terrain.cellsZ() * terrain.cellSize());
        return dest;
    }
}
