package dev.loam.physics;

/**
 * A static collider a {@link CollisionWorld} holds: a block map's {@link BlockMapCollider} (its
 * chunks' {@link VoxelCollider}s), a terrain's {@link TerrainCollider} (its chunks'
 * {@link HeightfieldCollider}s), a {@link HeightfieldCollider}, a {@link MeshCollider} or a
 * {@link PropCollider} (props that come and go: convex hulls and models' triangles). The
 * ground colliders are columns, solid from their surface down (to a map's base, or without end
 * under a heightfield), so a body standing upright meets them from above or from the side; internal
 * faces between cells never exist. A mesh collider's slabs and boxes have undersides, as a map's
 * base is one.
 */
public abstract sealed class Collider permits BlockMapCollider, HeightfieldCollider, MeshCollider, PropCollider,
        TerrainCollider {
    Collider() {
    }

    /**
     * Raises {@code probe} to the highest centre height at which a sphere of radius {@code radius}
     * over the world point (x, z) rests on this collider, when higher than the probe holds.
     *
     * @param lowY  the world y of an upright capsule's lower sphere centre
     * @param highY the world y of its upper sphere centre
     */
    abstract void support(double x, double z, double radius, double lowY, double highY, SupportProbe probe);

    /**
     * Tests every piece of this collider that the sweep's capsule can reach on its path, keeping
     * the earliest touch in {@code sweep} (exact time of impact, {@link CapsuleSweep}).
     */
    abstract void sweep(CapsuleSweep sweep);

    /** The world y of the surface over (x, z) in metres, or −∞ where the collider has none. */
    abstract double surfaceHeight(double x, double z);

    /**
     * Casts a ray of unit direction (dx, dy, dz) from (ox, oy, oz) at most {@code maxDistance}
     * metres, writing the nearest hit into {@code dest} when nearer than {@code dest.distance()}.
     *
     * @return whether this collider wrote a hit
     */
    abstract boolean raycast(double ox, double oy, double oz, double dx, double dy, double dz, double maxDistance,
                             CollisionHit dest);
}
