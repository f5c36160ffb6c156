package dev.loam.physics;

import java.util.Arrays;

/**
 * The static colliders bodies move among: block maps' {@link BlockMapCollider}s (each chunk a
 * {@link VoxelCollider}), terrains' {@link TerrainCollider}s (each chunk a
 * {@link HeightfieldCollider}), {@link HeightfieldCollider}s and {@link MeshCollider}s (slabs and
 * boxes: decks, roofs, piers, props) and {@link PropCollider}s (props that come and go). Casts rays
 * and upright capsules
 * against all of them, and answers the character controller's support queries. Not thread-safe: the caller owns the thread; one
 * world per game loop.
 */
public final class CollisionWorld {
    /** Bisection stops when the bracket is this short, in metres. */
    static final double CONTACT_TOLERANCE_METRES = 1e-7;
    /**
     * The sampled sweep ({@link #sweepCapsuleSampled}, kept to compare the exact one with) samples
     * its path at most this fraction of its radius apart, then bisects: a sweep that only grazes a
     * rounded corner between two samples can miss a touch at most
     * {@code (fraction·radius)² / (8·radius)} deep, under 0.2% of the radius.
     */
    static final double SWEEP_SAMPLE_FRACTION = 0.125;

    private Collider[] colliders = new Collider[0];
    /** The prop colliders held, whose highest bottom moves as props come and go. */
    private PropCollider[] props = new PropCollider[0];
    /**
     * The highest base of the block maps held and bottom of the mesh colliders' pieces, −∞ for none:
     * a capsule over it meets no underside.
     */
    private double highestBase = Double.NEGATIVE_INFINITY;
    /**
     * Where the prop colliders start when the world is ground colliders (terrains, heightfields:
     * they never block) followed by prop colliders only, so that {@link #support} may ask the props
     * first; −1 otherwise.
     */
    private int propsFrom = -1;
    private final SupportProbe propProbe = new SupportProbe();
    private final SupportProbe probe = new SupportProbe();
    private final SupportProbe hitProbe = new SupportProbe();
    private final CapsuleSweep sweep = new CapsuleSweep();

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
        findHighestBase();
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
                findHighestBase();
                return true;
            }
        }
        return false;
    }

    private void findHighestBase() {
        highestBase = Double.NEGATIVE_INFINITY;
        int n = 0;
        for (Collider c : colliders) {
            if (c instanceof PropCollider) {
                n++;
            }
        }
        props = new PropCollider[n];
        n = 0;
        for (Collider c : colliders) {
            if (c instanceof PropCollider p) {
                props[n++] = p;
            }
        }
        propsFrom = props.length == 0 ? -1 : colliders.length - props.length;
        for (int i = 0; i < colliders.length && propsFrom >= 0; i++) {
            boolean ground = colliders[i] instanceof TerrainCollider || colliders[i] instanceof HeightfieldCollider;
            if (i < propsFrom ? !ground : !(colliders[i] instanceof PropCollider)) {
                propsFrom = -1;
            }
        }
        for (Collider c : colliders) {
            if (c instanceof BlockMapCollider m) {
                highestBase = Math.max(highestBase, m.baseMetres());
            } else if (c instanceof MeshCollider m) {
                highestBase = Math.max(highestBase, m.highestBottomMetres());
            }
        }
    }

    /**
     * Whether a map's underside can stop an upright capsule whose lower sphere's centre stands at
     * {@code lowY} or above: false when that centre is over every map's base (a map's base never
     * moves), so a character walking on the maps skips the ceiling checks.
     */
    boolean mayMeetUnderside(double lowY) {
        if (lowY < highestBase) {
            return true;
        }
        for (PropCollider p : props) {
            if (lowY < p.highestBottomMetres()) {
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
     * Brings every block map collider up to its map's change records, rebuilding only the touched
     * columns, and every terrain collider up to its terrain's, rebuilding only the touched chunks.
     * Call once a frame before moving characters, so a raised column or hill lifts them the same
     * step.
     *
     * @return the number of block map columns plus terrain cells (of the chunks rebuilt) rebuilt
     */
    public int update() {
        int n = 0;
        for (Collider c : colliders) {
            if (c instanceof BlockMapCollider v) {
                n += v.update();
            } else if (c instanceof TerrainCollider t) {
                t.update();
                n += t.lastRebuiltCells();
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
        int from = propsFrom;
        if (from < 0) {
            for (Collider c : colliders) {
                c.support(x, z, radius, lowY, highY, dest);
            }
            return;
        }
        // Every collider raises the probe only to a strictly higher touch and a block overrides
        // whatever the probe held, so the colliders in turn leave the last block if any blocks, else
        // the first highest touch. Asked first, the props alone give the same block (the ground
        // colliders never block, so their work is skipped), else their first highest touch, which
        // the ground's wins only when strictly lower: the same probe, bit for bit.
        SupportProbe p = propProbe;
        p.reset();
        for (int i = from; i < colliders.length; i++) {
            colliders[i].support(x, z, radius, lowY, highY, p);
        }
        if (p.height == Double.POSITIVE_INFINITY) {
            dest.copyFrom(p);
            return;
        }
        // The ground starts just under the props' touch: a ground touch at or over it is the one the
        // ground alone would give (it rises through the same strictly higher touches), and one under
        // it loses to the props either way, so the ground's colliders may pass over what cannot reach.
        dest.height = Math.nextDown(p.height);
        for (int i = 0; i < from; i++) {
            colliders[i].support(x, z, radius, lowY, highY, dest);
        }
        if (p.height > dest.height) {
            dest.copyFrom(p);
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
     * <p>The touch is exact, with no sampling: the capsule's time of impact solved in closed form
     * ({@link CapsuleSweep}) against each block map column's box or wedge, and against the solid
     * under each heightfield or terrain triangle (a prism with no bottom) near the path. A capsule
     * that starts touching (its lower sphere's centre under the {@link #support} height) hits at
     * distance 0, with the contact that holds it up.
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
        if (touches(footX, footY, footZ, dx, dy, dz, 0, radiusMetres, span)) {
            return sampledHit(footX, footY, footZ, dx, dy, dz, 0, radiusMetres, span, dest);
        }
        CapsuleSweep s = sweep;
        s.begin(footX, footY + radiusMetres, footZ, dx, dy, dz, radiusMetres, span, maxDistance);
        for (Collider c : colliders) {
            c.sweep(s);
        }
        if (s.collider == null) {
            return false;
        }
        dest.set(s.collider, s.column, s.row, s.best, s.qx, s.contactY(), s.qz, s.nx, s.ny, s.nz);
        return true;
    }

    /**
     * The sweep as it was before it was exact: the path sampled {@value #SWEEP_SAMPLE_FRACTION} of
     * the radius apart against every collider and bisected to the touch. Kept to compare the exact
     * sweep with.
     */
    boolean sweepCapsuleSampled(double footX, double footY, double footZ, double radiusMetres, double heightMetres,
                                double dirX, double dirY, double dirZ, double maxDistance, CollisionHit dest) {
        dest.clear();
        double len = Math.sqrt(dirX * dirX + dirY * dirY + dirZ * dirZ);
        if (!(len > 0) || !(maxDistance >= 0) || !(radiusMetres > 0) || heightMetres < 2 * radiusMetres) {
            return false;
        }
        double dx = dirX / len, dy = dirY / len, dz = dirZ / len;
        double span = heightMetres - 2 * radiusMetres;
        double t = sampledTouch(footX, footY, footZ, dx, dy, dz, maxDistance, radiusMetres, span);
        return t >= 0 && sampledHit(footX, footY, footZ, dx, dy, dz, t, radiusMetres, span, dest);
    }

    /** The distance of the first sampled-then-bisected touch along the path, or −1 for none. */
    private double sampledTouch(double footX, double footY, double footZ, double dx, double dy, double dz,
                                double maxDistance, double radius, double span) {
        double h = radius * SWEEP_SAMPLE_FRACTION;
        double lo = 0;
        double hi;
        for (double t = 0; ; t = Math.min(maxDistance, t + h)) {
            if (touches(footX, footY, footZ, dx, dy, dz, t, radius, span)) {
                hi = t;
                break;
            }
            lo = t;
            if (t >= maxDistance) {
                return -1;
            }
        }
        if (hi > 0) {
            while (hi - lo > CONTACT_TOLERANCE_METRES) {
                double mid = 0.5 * (lo + hi);
                if (touches(footX, footY, footZ, dx, dy, dz, mid, radius, span)) {
                    hi = mid;
                } else {
                    lo = mid;
                }
            }
        } else {
            lo = 0;
        }
        touches(footX, footY, footZ, dx, dy, dz, hi, radius, span);
        return lo;
    }

    /** Writes the touch the hit probe holds, the capsule having travelled {@code lo}, into {@code dest}. */
    private boolean sampledHit(double footX, double footY, double footZ, double dx, double dy, double dz, double lo,
                               double radius, double span, CollisionHit dest) {
        SupportProbe p = hitProbe;
        double px = footX + dx * lo, pz = footZ + dz * lo, low = footY + radius + dy * lo, high = low + span;
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

    /** Whether the capsule, having travelled {@code t}, overlaps a collider; if so the hit probe holds the contact. */
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
