package dev.loam.terrain;

import dev.loam.core.StableHash;
import java.util.concurrent.atomic.AtomicLong;
import org.joml.Vector3d;

/**
 * Paints and erases scatter instances on any {@link ScatterSurface}: a terrain, a block map's tops.
 *
 * <p>Painting throws darts in the stroke's circle (uniform over its area) in an order fixed by the
 * seed; each dart picks an item by weight among the enabled ones and is kept when the surface has
 * a height there and it lies at least {@code max(its item's spacing, the other's)} from every
 * other instance (measured on X and Z), old and new, through a {@link ScatterIndex spatial index}
 * over the stroke's neighbourhood. A kept instance gets a uniform scale in its item's range, sits
 * upright ({@code align} 0) or along the surface normal ({@code align} 1, or between), turns by a
 * random yaw when {@code random_yaw}, leans by a random angle up to {@code tilt} in a random
 * direction, and is pushed {@code sink} map units into the surface along its own up. At most
 * {@value #ATTEMPTS_PER_INSTANCE} darts are thrown per instance asked for.
 *
 * <p>Every random number comes from {@link StableHash} of (seed, dart, channel), and every angle
 * from {@link StrictMath}: the same seed on the same set and surface places the same instances on
 * every machine. Seed 0 takes a fresh seed each stroke. The set is the caller's; one stroke at a
 * time per set.
 */
public final class ScatterBrush {
    /** The most darts thrown per instance a stroke asks for. */
    public static final int ATTEMPTS_PER_INSTANCE = 30;
    /** The most darts one fill throws. */
    public static final int MAX_FILL_ATTEMPTS = 4_000_000;

    private static final AtomicLong FRESH = new AtomicLong(System.nanoTime());

    private ScatterBrush() {
    }

    /**
     * Paints one stroke into the set.
     *
     * @return how many instances were placed, at most {@code stroke.count()}
     */
    public static int paint(Scatter set, ScatterSurface surface, ScatterStroke stroke) {
        double r = stroke.radius();
        long attempts = Math.min((long) stroke.count() * ATTEMPTS_PER_INSTANCE, Integer.MAX_VALUE);
        return place(set, surface, stroke.centreX() - r, stroke.centreZ() - r, stroke.centreX() + r,
                stroke.centreZ() + r, true, (int) attempts, stroke.count(), seed(stroke.seed()));
    }

    /**
     * Fills a rectangle (a whole target: pass its extent) with as many instances as the spacing
     * allows, darts thrown at about ten per slot of the smallest enabled spacing, at most
     * {@value #MAX_FILL_ATTEMPTS}.
     *
     * @return how many instances were placed
     */
    public static int fill(Scatter set, ScatterSurface surface, double minX, double minZ, double maxX, double maxZ,
            long seed) {
        if (!(maxX >= minX) || !(maxZ >= minZ) || !Double.isFinite(minX + minZ + maxX + maxZ)) {
            throw new IllegalArgumentException("the rectangle [" + minX + ", " + maxX + "] x [" + minZ + ", " + maxZ
                    + "] must be finite and not inverted");
        }
        double smallest = Double.POSITIVE_INFINITY;
        for (ScatterItem i : set.items()) {
            if (i.enabled() && i.weight() > 0) {
                smallest = Math.min(smallest, i.spacing());
            }
        }
        if (smallest == Double.POSITIVE_INFINITY) {
            return 0;
        }
        double slot = Math.max(smallest, 1e-3);
        double slots = (maxX - minX + slot) * (maxZ - minZ + slot) / (slot * slot);
        int attempts = (int) Math.min(MAX_FILL_ATTEMPTS, Math.ceil(10 * slots));
        return place(set, surface, minX, minZ, maxX, maxZ, false, attempts, Integer.MAX_VALUE, seed(seed));
    }

    /** Fills a whole terrain; see {@link #fill(Scatter, ScatterSurface, double, double, double, double, long)}. */
    public static int fill(Scatter set, Terrain terrain, long seed) {
        return fill(set, terrain, terrain.originX(), terrain.originZ(), terrain.originX() + terrain.cellsX() * terrain.cellSize(),
                terrain.originZ() + terrain.cellsZ() * terrain.cellSize(), seed);
    }

    /**
     * Moves the instances standing on ground a height edit changed by as much as the ground moved
     * under them, so a tree on a raised hill stays on it and keeps its sink: each instance within
     * the edit's rectangle (or in a cell bordering it) rises by the change of the heights there,
     * interpolated bilinearly from the record's before and after values (the vertices outside the
     * rectangle did not move). Call it with each {@link TerrainChange.Heights} record of the terrain
     * the set stands on, in the order they were made.
     *
     * @param set     the instances, in the terrain's map units
     * @param terrain the terrain the record was made on (its grid places the rectangle)
     * @param change  the height edit
     * @return how many instances moved
     * @throws IllegalArgumentException when the record's rectangle does not fit the terrain
     */
    public static int followHeights(Scatter set, Terrain terrain, TerrainChange.Heights change) {
        TerrainRect r = change.rect();
        if (!r.fitsIn(terrain.resolutionX(), terrain.resolutionZ())) {
            throw new IllegalArgumentException("change rectangle " + r + " does not fit the terrain's "
                    + terrain.resolutionX() + "x" + terrain.resolutionZ() + " vertices");
        }
        double cell = terrain.cellSize(), ox = terrain.originX(), oz = terrain.originZ();
        double minX = ox + (r.i() - 1) * cell, maxX = ox + (r.endI()) * cell;
        double minZ = oz + (r.j() - 1) * cell, maxZ = oz + (r.endJ()) * cell;
        float[] before = change.before(), after = change.after();
        int moved = 0;
        for (int k = 0; k < set.size(); k++) {
            double x = set.x(k), z = set.z(k);
            if (!(x > minX && x < maxX && z > minZ && z < maxZ)) {
                continue;
            }
            double fx = (x - ox) / cell, fz = (z - oz) / cell;
            int i0 = (int) Math.floor(fx), j0 = (int) Math.floor(fz);
            double t = fx - i0, u = fz - j0;
            double d = (1 - t) * (1 - u) * delta(r, before, after, i0, j0) + t * (1 - u) * delta(r, before, after, i0 + 1, j0)
                    + (1 - t) * u * delta(r, before, after, i0, j0 + 1) + t * u * delta(r, before, after, i0 + 1, j0 + 1);
            if (d != 0) {
                long was = set.version();
                set.setY(k, set.y(k) + d);
                if (set.version() != was) {
                    moved++;
                }
            }
        }
        return moved;
    }

    /** How far vertex (i, j) moved in the edit: 0 outside its rectangle. */
    private static double delta(TerrainRect r, float[] before, float[] after, int i, int j) {
        if (i < r.i() || j < r.j() || i >= r.endI() || j >= r.endJ()) {
            return 0;
        }
        int at = (j - r.j()) * r.width() + (i - r.i());
        return (double) after[at] - before[at];
    }

    /**
     * Erases every instance whose position lies within the circle on X and Z, edge included.
     *
     * @return how many were removed
     */
    public static int erase(Scatter set, double centreX, double centreZ, double radius) {
        double r2 = radius * radius;
        return set.removeIf(k -> {
            double dx = set.x(k) - centreX;
            double dz = set.z(k) - centreZ;
            return dx * dx + dz * dz <= r2;
        });
    }

    private static long seed(long seed) {
        return seed != 0 ? seed : StableHash.hash(FRESH.getAndIncrement(), (int) (System.nanoTime() & 0x7fffffff));
    }

    private static int place(Scatter set, ScatterSurface surface, double minX, double minZ, double maxX, double maxZ,
            boolean circle, int attempts, int maxPlaced, long seed) {
        int itemCount = set.items().size();
        double[] cumulative = new double[itemCount];
        double total = 0;
        double widest = 0;
        for (int k = 0; k < itemCount; k++) {
            ScatterItem item = set.items().get(k);
            widest = Math.max(widest, item.spacing());
            if (item.enabled() && item.weight() > 0) {
                total += item.weight();
            }
            cumulative[k] = total;
        }
        if (total == 0 || maxPlaced == 0) {
            return 0;
        }
        // The index covers the painted area and everything within the widest spacing of it.
        ScatterIndex index = new ScatterIndex(minX - widest, minZ - widest, maxX + widest, maxZ + widest,
                Math.max(widest, 1e-3));
        for (int k = 0; k < set.size(); k++) {
            double x = set.xCenti(k) / 100.0;
            double z = set.zCenti(k) / 100.0;
            if (x >= minX - widest && x <= maxX + widest && z >= minZ - widest && z <= maxZ + widest) {
                index.add(x, z, set.items().get(set.itemRaw(k)).spacing());
            }
        }
        double cx = 0.5 * (minX + maxX);
        double cz = 0.5 * (minZ + maxZ);
        double radius = 0.5 * (maxX - minX);
        Vector3d normal = new Vector3d();
        double[] angles = new double[3];
        double[] up = new double[3];
        double[] scratch = new double[ScatterPose.SCRATCH];
        int placed = 0;
        for (int a = 0; a < attempts && placed < maxPlaced; a++) {
            double x;
            double z;
            if (circle) {
                double rr = radius * StrictMath.sqrt(StableHash.unit(seed, a, 0));
                double th = 2 * Math.PI * StableHash.unit(seed, a, 1);
                x = cx + rr * StrictMath.cos(th);
                z = cz + rr * StrictMath.sin(th);
            } else {
                x = minX + (maxX - minX) * StableHash.unit(seed, a, 0);
                z = minZ + (maxZ - minZ) * StableHash.unit(seed, a, 1);
            }
            double pick = total * StableHash.unit(seed, a, 2);
            int itemIndex = 0;
            while (itemIndex < itemCount - 1 && !(pick < cumulative[itemIndex] && enabled(set, itemIndex))) {
                itemIndex++;
            }
            ScatterItem item = set.items().get(itemIndex);
            if (!item.enabled() || item.weight() == 0) {
                continue;
            }
            if (!index.isFree(x, z, item.spacing())) {
                continue; // an early, cheap refusal; the final position is checked below
            }
            double h = surface.heightAt(x, z);
            if (Double.isNaN(h)) {
                continue;
            }
            surface.normalAt(x, z, normal);
            double scale = item.scaleMin() + (item.scaleMax() - item.scaleMin()) * StableHash.unit(seed, a, 3);
            double yaw = item.randomYaw() ? 360 * StableHash.unit(seed, a, 4) - 180 : 0;
            double lean = item.tilt() * StableHash.unit(seed, a, 5);
            double leanDir = 360 * StableHash.unit(seed, a, 6);
            ScatterPose.pose(normal.x, normal.y, normal.z, item.align(), yaw, lean, leanDir, angles, up, scratch);
            double sink = item.sink();
            double fx = x - sink * up[0];
            double fz = z - sink * up[2];
            // Check the rounded position the set will hold.
            if (!index.isFree(Scatter.storedPosition(fx), Scatter.storedPosition(fz), item.spacing())) {
                continue;
            }
            set.add(itemIndex, fx, h - sink * up[1], fz, angles[0], angles[1], angles[2], scale);
            int added = set.size() - 1;
            index.add(set.xCenti(added) / 100.0, set.zCenti(added) / 100.0, item.spacing());
            placed++;
        }
        return placed;
    }

    private static boolean enabled(Scatter set, int item) {
        ScatterItem i = set.items().get(item);
        return i.enabled() && i.weight() > 0;
    }
}
