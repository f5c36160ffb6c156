package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The ground a plan reads: the game's {@link HeightSource} with the flattening of zones laid
 * over it. Each flattening zone pulls the height toward its target by its weight, lowest
 * priority first, so the highest priority has the last word. Immutable, thread-safe.
 *
 * <p>Over a {@link TerrainSurface} the flattening is done at the terrain's vertices and the
 * height between them read over the terrain's triangles, as the terrain edited by {@link
 * TerrainGround} is: so what a plan stands on a flattened pad or its falloff stands exactly on the
 * ground drawn and collided with. Away from every flattening zone (beyond its reach and a cell and
 * a half) it is the terrain's own height.
 */
final class Surface {
    private final HeightSource source;
    private final Zone[] flatteners;
    private final double[] targets;
    /** The terrain under a {@link TerrainSurface} source, flattened at its vertices; null otherwise. */
    private final dev.loam.terrain.Terrain grid;
    private final double margin;

    Surface(HeightSource source, List<Zone> zones) {
        this.source = source;
        List<Zone> f = new ArrayList<>();
        for (Zone z : zones) {
            if (z.flatten().isPresent()) {
                f.add(z);
            }
        }
        f.sort(Comparator.comparingInt(Zone::priority).thenComparing(Zone::id));
        flatteners = f.toArray(Zone[]::new);
        targets = new double[flatteners.length];
        for (int i = 0; i < flatteners.length; i++) {
            Zone.Flatten fl = flatteners[i].flatten().get();
            targets[i] = fl.toGround() ? source.height(flatteners[i].shape().x(), flatteners[i].shape().z()) : fl.height();
        }
        grid = source instanceof TerrainSurface ts && flatteners.length > 0 ? ts.terrain() : null;
        margin = grid == null ? 0 : 1.5 * grid.cellSize();
    }

    /** The source the zones flatten. */
    HeightSource source() {
        return source;
    }

    /** Whether any zone flattens the ground. */
    boolean flattens() {
        return flatteners.length > 0;
    }

    /**
     * A height of the source at a point, flattened by the zones there: each zone's weight at the
     * point pulls it toward the zone's target, lowest priority first.
     */
    double flattenAt(double h, double x, double z) {
        for (int i = 0; i < flatteners.length; i++) {
            if (Double.isNaN(h) || Double.isNaN(targets[i])) {
                continue;
            }
            double w = flatteners[i].weight(x, z);
            if (w > 0) {
                h += (targets[i] - h) * w;
            }
        }
        return h;
    }

    /** Whether a point lies within {@code extra} of some flattening zone's reach. */
    boolean nearFlattening(double x, double z, double extra) {
        for (Zone f : flatteners) {
            double dx = x - f.shape().x();
            double dz = z - f.shape().z();
            double r = f.reach() + extra;
            if (dx * dx + dz * dz <= r * r) {
                return true;
            }
        }
        return false;
    }

    /** The height at a point, world units; NaN where there is no ground. */
    double height(double x, double z) {
        double h = source.height(x, z);
        if (flatteners.length == 0) {
            return h;
        }
        if (grid != null) {
            return Double.isNaN(h) || !nearFlattening(x, z, margin) ? h : overTriangles(x, z);
        }
        return flattenAt(h, x, z);
    }

    /**
     * The height over the terrain's triangle holding a point (the diagonal {@link
     * dev.loam.terrain.Terrain#heightAt} uses), its three corners flattened.
     */
    private double overTriangles(double x, double z) {
        dev.loam.terrain.Terrain t = grid;
        double cell = t.cellSize();
        double fx = (x - t.originX()) / cell;
        double fz = (z - t.originZ()) / cell;
        int nx = t.resolutionX();
        int nz = t.resolutionZ();
        int i = Math.min((int) fx, nx - 2);
        int j = Math.min((int) fz, nz - 2);
        double u = fx - i;
        double v = fz - j;
        double ha = vertex(i, j);
        double hd = vertex(i + 1, j + 1);
        if (u >= v) {
            double hb = vertex(i + 1, j);
            return ha + u * (hb - ha) + v * (hd - hb);
        }
        double hc = vertex(i, j + 1);
        return ha + v * (hc - ha) + u * (hd - hc);
    }

    /** Vertex (i, j) of the terrain under the source, flattened, world units. */
    double vertex(int i, int j) {
        dev.loam.terrain.Terrain t = grid;
        double x = t.originX() + i * t.cellSize();
        double z = t.originZ() + j * t.cellSize();
        return flattenAt(t.originY() + t.height(i, j), x, z);
    }

    /** The terrain's own paint. */
    Paint paint(double x, double z) {
        return source.paint(x, z);
    }

    /** The paint layers the source offers ({@link HeightSource#paintLayers}). */
    java.util.List<String> paintLayers() {
        return source.paintLayers();
    }

    /** The share of the source's paint layer {@code layer} (its index in {@link #paintLayers}). */
    double paintShare(int layer, double x, double z) {
        return source.paintShare(layer, x, z);
    }
}
