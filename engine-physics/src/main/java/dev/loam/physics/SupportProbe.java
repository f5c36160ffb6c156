package dev.loam.physics;

/**
 * Scratch for a support query: the highest a sphere's centre may stand over a point, and the
 * contact that holds it there. One per caller, reused; not thread-safe.
 */
final class SupportProbe {
    /** The highest allowed centre height in metres; −∞ when nothing is under, +∞ when blocked. */
    double height;
    /** The contact on the collider's surface, world metres. */
    double contactX, contactY, contactZ;
    /** The normal of the face the contact lies on (not the contact normal), unit length. */
    double faceNormalX, faceNormalY, faceNormalZ;
    /** Whether the contact lies on the face's rim (an edge or corner) rather than inside it. */
    boolean edge;
    /** The collider and its cell (column, row) holding the contact. */
    Collider collider;
    int column, row;
    /** Whether the support is a swimmer's float on deep water rather than a collider ({@link CharacterController}). */
    boolean floating;

    void reset() {
        floating = false;
        height = Double.NEGATIVE_INFINITY;
        collider = null;
        column = -1;
        row = -1;
        edge = false;
    }

    /** Marks the probe blocked by a collider's cell (a body straddling a map's base). */
    void block(Collider c, int col, int r, double x, double y, double z) {
        floating = false;
        height = Double.POSITIVE_INFINITY;
        collider = c;
        column = col;
        row = r;
        contactX = x;
        contactY = y;
        contactZ = z;
        faceNormalX = 0;
        faceNormalY = -1;
        faceNormalZ = 0;
        edge = true;
    }

    void copyFrom(SupportProbe o) {
        height = o.height;
        contactX = o.contactX;
        contactY = o.contactY;
        contactZ = o.contactZ;
        faceNormalX = o.faceNormalX;
        faceNormalY = o.faceNormalY;
        faceNormalZ = o.faceNormalZ;
        edge = o.edge;
        collider = o.collider;
        column = o.column;
        row = o.row;
        floating = o.floating;
    }
}
