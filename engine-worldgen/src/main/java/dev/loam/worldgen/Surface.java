package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The ground a plan reads: the game's {@link HeightSource} with the flattening of zones laid
 * over it. Each flattening zone pulls the height toward its target by its weight, lowest
 * priority first, so the highest priority has the last word. Immutable, thread-safe.
 */
final class Surface {
    private final HeightSource source;
    private final Zone[] flatteners;
    private final double[] targets;

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
    }

    /** The height at a point, world units; NaN where there is no ground. */
    double height(double x, double z) {
        double h = source.height(x, z);
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
