package dev.loam.physics;

import org.joml.Vector3d;
import org.joml.Vector3dc;

/**
 * Where a ray or a swept capsule met a collider: the point on the collider's surface, the
 * surface's normal there (unit length, pointing out of the collider toward the caster), the
 * distance travelled along the cast in metres, and the cell hit. A caller owns one and passes it
 * as {@code dest} to every cast (JOML style), so casting allocates nothing.
 */
public final class CollisionHit {
    private final Vector3d point = new Vector3d();
    private final Vector3d normal = new Vector3d();
    private double distance = Double.POSITIVE_INFINITY;
    private Collider collider;
    private int column = -1;
    private int row = -1;

    /** An empty hit, to pass as {@code dest}. */
    public CollisionHit() {
    }

    /** Whether the last cast hit something. */
    public boolean hasHit() {
        return collider != null;
    }

    /** The point on the collider's surface, world metres. Read-only view, valid until the next cast. */
    public Vector3dc point() {
        return point;
    }

    /** The surface's unit normal at the point, out of the collider. Read-only view. */
    public Vector3dc normal() {
        return normal;
    }

    /** Metres travelled along the cast to the hit; +∞ when nothing was hit. */
    public double distance() {
        return distance;
    }

    /** The collider hit, or null when nothing was. */
    public Collider collider() {
        return collider;
    }

    /** The cell hit: a map's column, a terrain's cell column or a heightfield's quad column; −1 when nothing was hit. */
    public int column() {
        return column;
    }

    /** The cell hit: a map's row, a terrain's cell row or a heightfield's quad row; −1 when nothing was hit. */
    public int row() {
        return row;
    }

    /** Forgets the last hit; the casts call it themselves. */
    public CollisionHit clear() {
        distance = Double.POSITIVE_INFINITY;
        collider = null;
        column = -1;
        row = -1;
        point.zero();
        normal.zero();
        return this;
    }

    void set(Collider c, int col, int r, double distance, double px, double py, double pz, double nx, double ny,
             double nz) {
        this.collider = c;
        this.column = col;
        this.row = r;
        this.distance = distance;
        point.set(px, py, pz);
        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
        normal.set(nx / len, ny / len, nz / len);
    }

    @Override
    public String toString() {
        return hasHit() ? "CollisionHit[" + distance + " m at " + point + ", normal " + normal + ", cell " + column
                + "," + row + "]" : "CollisionHit[none]";
    }
}
