package dev.loam.bench;

import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockMap;
import dev.loam.core.AgentSettings;
import dev.loam.nav.NavMesh;

/**
 * The scene the collider, character and navigation benchmarks share, ours and Bullet's alike:
 * {@link BenchMaps#terraced96()} with the default agent, and fixed pseudo-random waypoints and
 * rays over it, so every benchmark does the same work on every run.
 */
final class CollideScene {
    /** The default agent: 0.3 m radius, 1.8 m tall, 0.6 m step. */
    static final AgentSettings AGENT = AgentSettings.DEFAULT;
    /** The step rate the character benchmarks use. */
    static final double HZ = 60;
    /** The walking speed, metres per second. */
    static final double SPEED = 4;
    /** How many waypoints and rays each benchmark cycles through. */
    static final int COUNT = 1024;

    private CollideScene() {
    }

    static long next(long s) {
        return s * 6364136223846793005L + 1442695040888963407L;
    }

    /** Centres of walkable cells (x, z pairs) of a map, picked pseudo-randomly. */
    static double[] waypoints(BlockMap map, int count, long seed) {
        NavMesh mesh = NavMesh.bake(map, AGENT);
        double[] out = new double[count * 2];
        int n = 0;
        while (n < count) {
            seed = next(seed);
            int c = (int) ((seed >>> 33) % map.width()), r = (int) ((seed >>> 17) % map.depth());
            if (mesh.isWalkable(c, r)) {
                out[n * 2] = map.position().x() + c + 0.5;
                out[n * 2 + 1] = map.position().z() + r + 0.5;
                n++;
            }
        }
        return out;
    }

    /** Rays as origin then direction, six doubles each: from 10 m over the map's highest top, down and a little across. */
    static double[] rays(BlockMap map, int count, long seed) {
        double high = Double.NEGATIVE_INFINITY;
        for (int r = 0; r < map.depth(); r++) {
            for (int c = 0; c < map.width(); c++) {
                Block b = map.blockOrNull(c, r);
                if (b != null) {
                    high = Math.max(high, map.topMetres(c, r) + b.colliderHeightMetres(map.cellSize()));
                }
            }
        }
        double[] out = new double[count * 6];
        for (int i = 0; i < count; i++) {
            seed = next(seed);
            double u = (seed >>> 11) * 0x1.0p-53;
            seed = next(seed);
            double v = (seed >>> 11) * 0x1.0p-53;
            seed = next(seed);
            double a = (seed >>> 11) * 0x1.0p-53 * 2 * Math.PI;
            out[i * 6] = map.position().x() + u * map.width();
            out[i * 6 + 1] = high + 10;
            out[i * 6 + 2] = map.position().z() + v * map.depth();
            double across = 0.3;
            double len = Math.sqrt(1 + across * across);
            out[i * 6 + 3] = Math.cos(a) * across / len;
            out[i * 6 + 4] = -1 / len;
            out[i * 6 + 5] = Math.sin(a) * across / len;
        }
        return out;
    }

    /** The walkable cell nearest a corner of the map, as a cell index {@code row * width + column}. */
    static int walkableNear(NavMesh mesh, int column, int row) {
        int best = -1;
        int bestDistance = Integer.MAX_VALUE;
        for (int r = 0; r < mesh.depth(); r++) {
            for (int c = 0; c < mesh.width(); c++) {
                int d = Math.abs(c - column) + Math.abs(r - row);
                if (mesh.isWalkable(c, r) && d < bestDistance) {
                    bestDistance = d;
                    best = r * mesh.width() + c;
                }
            }
        }
        return best;
    }
}
