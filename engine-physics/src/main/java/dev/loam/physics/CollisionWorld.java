package dev.loam.physics;

import java.util.Arrays;

/**
 * The static colliders bodies move among: block maps' {@link VoxelCollider}s and
 * {@link HeightfieldCollider}s. Casts rays and upright capsules against all of them, and answers
 * the character controller's support queries. Not thread-safe: the caller owns the thread; one
 * world per game loop.
 */
public final class CollisionWorld {
    /** Bisection stops when the bracket is this short, in metres. */
    static final double CONTACT_TOLERANCE_METRES = 1e-7;
    /**
     * A capsule sweep samples its path at most this fraction of its radius apart, then bisects: a
     * sweep that only grazes a column's rounded corner between two samples can miss a touch at most
     * {@code (fraction·radius)² / (8·radius)} deep, under 0.2% of the radius.
     */
    static final double SWEEP_SAMPLE_FRACTION = 0.125;

    private Collider[] colliders = new Collider[0];
    private final SupportProbe probe = new SupportProbe();
    private final SupportProbe hitProbe = new SupportProbe();

    /** An empty world. */
    public CollisionWorld() {
    }

    /** Adds a collider; a collider already here is not added twice. Returns this world. */
    public CollisionWorld add(Collider collider) {
        for (Collider c : colliders) {
            if (c == collider) {
                return this;
            }
        }
        colliders = Arrays.copyOf(colliders, colliders.length + 1);
        colliders[colliders.length - 1] = collider;
        return this;
    }

    /** Removes a collider; returns whether it was here. */
    public boolean remove(Collider collider) {
        for (int i = 0; i < colliders.length; i++) {
            if (colliders[i] == collider) {
                Collider[] next = new Collider[colliders.length - 1];
                System.arraycopy(colliders, 0, next, 0, i);
                System.arraycopy(colliders, i + 1, next, i, next.length - i);
                colliders = next;
                return true;
            }
        }
        return false;
    }

    /** How many colliders the world holds. */
    public int colliderCount() {
        return colliders.length;
    }

    /**
     * Brings every voxel collider up to its map's change records, rebuilding only the touched
     * columns. Call once a frame before moving characters, so a raised column lifts them the same
     * step.
     *
     * @return the number of columns rebuilt
     */
    public int update() {
        int n = 0;
        for (Collider c : colliders) {
            if (c instanceof VoxelCollider v) {
                n += v.update();
            }
        }
        return n;
    }

    /** The world y of the highest collider surface over (x, z) in metres, or −∞ where there is none. */
    public double surfaceHeight(double x, double z) {
        double h = Double.NEGATIVE_INFINITY;
        for (Collider c : colliders) {
            h = Math.max(h, c.surfaceHeight(x, z));
        }
        return h;
    }

    /** Fills {@code probe} with the support of an upright capsule over (x, z). */
    void support(double x, double z, double radius, double lowY, double highY, SupportProbe dest) {
        dest.reset();
        for (Collider c : colliders) {
            c.support(x, z, radius, lowY, highY, dest);
        }
    }

    /**
     * Casts a ray and writes the nearest hit into {@code dest}.
     *
     * @param originX     where the ray starts, world metres (with originY, originZ)
     * @param dirX        the ray's direction, with dirY and dirZ (normalised here; not all zero)
     * @param maxDistance the longest hit in metres
     * @param dest        receives the nearest hit; cleared first
     * @return whether anything was hit
     */
    public boolean raycast(double originX, double originY, double originZ, double dirX, double dirY, double dirZ,
                           double maxDistance, CollisionHit dest) {
        dest.clear();
        double len = Math.sqrt(dirX * dirX + dirY * dirY + dirZ * dirZ);
        if (!(len > 0) || !(maxDistance >= 0)) {
            return false;
        }
        double dx = dirX / len, dy = dirY / len, dz = dirZ / len;
        for (Collider c : colliders) {
            c.raycast(originX, originY, originZ, dx, dy, dz, maxDistance, dest);
        }
        return dest.hasHit();
    }

    /**
     * Sweeps an upright capsule from a foot position along a direction and writes the first touch
     * into {@code dest}: the point on the collider, the normal from there toward the capsule's axis,
     * the distance travelled and the cell. A capsule that starts touching hits at distance 0.
     *
     * @param footX        the capsule's lowest point, world metres (with footY, footZ)
     * @param radiusMetres the capsule's radius
     * @param heightMetres the capsule's height, at least twice the radius
     * @param dirX         the sweep's direction, with dirY and dirZ (normalised here; not all zero)
     * @param maxDistance  the longest sweep in metres
     * @param dest         receives the first touch; cleared first
     * @return whether the capsule touched anything
     */
    public boolean sweepCapsule(double footX, double footY, double footZ, double radiusMetres, double heightMetres,
                                double dirX, double dirY, double dirZ, double maxDistance, CollisionHit dest) {
        dest.clear();
        double len = Math.sqrt(dirX * dirX + dirY * dirY + dirZ * dirZ);
        if (!(len > 0) || !(maxDistance >= 0) || !(radiusMetres > 0) || heightMetres < 2 * radiusMetres) {
            return false;
        }
        double dx = dirX / len, dy = dirY / len, dz = dirZ / len;
        double span = heightMetres - 2 * radiusMetres;
        double h = radiusMetres * SWEEP_SAMPLE_FRACTION;
        double lo = 0;
        double hi = -1;
        for (double t = 0; ; t = Math.min(maxDistance, t + h)) {
            if (touches(footX, footY, footZ, dx, dy, dz, t, radiusMetres, span)) {
                hi = t;
                break;
            }
            lo = t;
            if (t >= maxDistance) {
                return false;
            }
        }
        if (hi > 0) {
            while (hi - lo > CONTACT_TOLERANCE_METRES) {
                double mid = 0.5 * (lo + hi);
                if (touches(footX, footY, footZ, dx, dy, dz, mid, radiusMetres, span)) {
                    hi = mid;
                } else {
                    lo = mid;
                }
            }
        } else {
            lo = 0;
        }
        touches(footX, footY, footZ, dx, dy, dz, hi, radiusMetres, span);
        SupportProbe p = hitProbe;
        double px = footX + dx * lo, pz = footZ + dz * lo, low = footY + radiusMetres + dy * lo, high = low + span;
        double qy = p.contactY;
        double axisY = VoxelCollider.clamp(qy, low, high);
        double pointY = Math.min(axisY, qy);
        double nx = px - p.contactX, ny = axisY - pointY, nz = pz - p.contactZ;
        if (nx * nx + ny * ny + nz * nz == 0) {
            nx = p.faceNormalX;
            ny = p.faceNormalY;
            nz = p.faceNormalZ;
        }
        dest.set(p.collider, p.column, p.row, lo, p.contactX, pointY, p.contactZ, nx, ny, nz);
        return true;
    }

    private boolean touches(double fx, double fy, double fz, double dx, double dy, double dz, double t, double radius,
                            double span) {
        double low = fy + radius + dy * t;
        support(fx + dx * t, fz + dz * t, radius, low, low + span, probe);
        if (probe.height > low) {
            hitProbe.copyFrom(probe);
            return true;
        }
        return false;
    }
}
