package dev.loam.region;

import dev.loam.core.AgentSettings;
import dev.loam.physics.CharacterController;
import dev.loam.physics.CollisionWorld;
import dev.loam.physics.SpawnResult;
import dev.loam.physics.TerrainCollider;
import dev.loam.terrain.Terrain;
import java.util.ArrayDeque;

/**
 * A person's walk over a region's ground, for the tests, by the real {@link CharacterController}
 * (the spec's person: {@link AgentSettings#DEFAULT}) on a {@link TerrainCollider} of the region's
 * terrain: a walk arrives where the controller carries the person there, steering straight at the
 * goal, within twice the time the distance takes at walking pace, without ever standing in lava.
 * Water is swum (it is no collider), so it is no barrier.
 */
final class RegionReachability {
    /** The pace a person is steered at, metres a second. */
    static final double PACE = 4.0;
    /** Steps a second. */
    static final int HERTZ = 30;
    /** How near the goal a walk ends, metres. */
    static final double ARRIVED = 0.5;

    private final Region region;
    private final Terrain terrain;
    private final CollisionWorld world;

    RegionReachability(Region region) {
        this.region = region;
        this.terrain = region.terrain();
        this.world = new CollisionWorld().add(new TerrainCollider(terrain));
    }

    /** Whether a person set down at (x0, z0) walks to (x1, z1), in the terrain's metres. */
    boolean walks(double x0, double z0, double x1, double z1) {
        SpawnResult spawned = CharacterController.spawn(world, AgentSettings.DEFAULT, x0, terrain.heightAt(x0, z0) + 0.05,
                z0);
        if (!spawned.isSpawned()) {
            return false;
        }
        CharacterController c = spawned.controller();
        int steps = (int) Math.ceil(2 * Math.hypot(x1 - x0, z1 - z0) / PACE * HERTZ) + HERTZ;
        for (int k = 0; k < steps; k++) {
            double dx = x1 - c.footX();
            double dz = z1 - c.footZ();
            double d = Math.hypot(dx, dz);
            if (d < ARRIVED) {
                return true;
            }
            c.step(1.0 / HERTZ, PACE * dx / d, PACE * dz / d);
            if (inLava(c.footX(), c.footY(), c.footZ())) {
                return false;
            }
        }
        return Math.hypot(x1 - c.footX(), z1 - c.footZ()) < ARRIVED;
    }

    private boolean inLava(double x, double y, double z) {
        for (Sheet sh : region.sheets()) {
            if (sh.kind() == Sheet.Kind.LAVA && sh.covers(x, z) && y < sh.heightMetres()) {
                return true;
            }
        }
        return false;
    }

    private boolean underLava(int i, int j) {
        for (Sheet sh : region.sheets()) {
            if (sh.kind() == Sheet.Kind.LAVA && sh.spans(i, j)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Which tiles' middles a person reaches on foot: from each spawn point to its tile's middle,
     * then from tile middle to tile middle across each edge, tiles under lava left out.
     */
    boolean[] reachedTiles() {
        int tx = region.spec().tilesX();
        int tz = region.spec().tilesZ();
        boolean[] seen = new boolean[tx * tz];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (Place p : region.places()) {
            if (p.name().startsWith("spawn_")) {
                int i = (int) Math.floor(p.x() / 64);
                int j = (int) Math.floor(p.z() / 64);
                if (!seen[j * tx + i] && walks(p.x(), p.z(), middle(i), middle(j))) {
                    seen[j * tx + i] = true;
                    queue.add(j * tx + i);
                }
            }
        }
        int[][] sides = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!queue.isEmpty()) {
            int t = queue.poll();
            int i = t % tx;
            int j = t / tx;
            for (int[] side : sides) {
                int ni = i + side[0];
                int nj = j + side[1];
                if (ni < 0 || nj < 0 || ni >= tx || nj >= tz || seen[nj * tx + ni] || underLava(ni, nj)) {
                    continue;
                }
                if (walks(middle(i), middle(j), middle(ni), middle(nj))) {
                    seen[nj * tx + ni] = true;
                    queue.add(nj * tx + ni);
                }
            }
        }
        return seen;
    }

    /** A tile's middle along one axis, metres from the region's south-east corner. */
    static double middle(int tile) {
        return tile * 64 + 32;
    }

    /** The tiles, other than those under lava, whose middle no walk reaches; empty when all are reached. */
    static String unreachedTiles(Region r) {
        RegionReachability walker = new RegionReachability(r);
        boolean[] seen = walker.reachedTiles();
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < r.spec().tilesZ(); j++) {
            for (int i = 0; i < r.spec().tilesX(); i++) {
                if (!seen[j * r.spec().tilesX() + i] && !walker.underLava(i, j)) {
                    sb.append('[').append(i).append(", ").append(j).append("] ");
                }
            }
        }
        return sb.toString().strip();
    }
}
