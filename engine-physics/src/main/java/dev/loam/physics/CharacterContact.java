package dev.loam.physics;

import org.joml.Vector3d;
import org.joml.Vector3dc;

/**
 * One contact a {@link CharacterController} reports to its {@link CharacterContactListener}: what
 * happened, where on which collider's cell, and the normal there. The controller owns one and
 * reuses it for every callback, so read it during the callback and copy what you keep.
 */
public final class CharacterContact {
    /** What a contact is. */
    public enum Kind {
        /** A wall or a too-steep or too-high ledge stopped the walk; the character slides along it. */
        WALL,
        /** The character stepped up onto a ledge. */
        STEP,
        /** The character landed on walkable ground after being in the air. */
        LAND,
        /** A column raised into the capsule lifted the character onto its top. */
        LIFT,
        /** A map's underside stopped the character rising (a jump under a map or a bridge). */
        CEILING
    }

    private Kind kind = Kind.WALL;
    private final Vector3d point = new Vector3d();
    private final Vector3d normal = new Vector3d();
    private Collider collider;
    private int column;
    private int row;

    CharacterContact() {
    }

    /** What happened. */
    public Kind kind() {
        return kind;
    }

    /** The contact on the collider's surface, world metres. Read-only view, valid during the callback. */
    public Vector3dc point() {
        return point;
    }

    /** The unit normal from the contact toward the capsule's axis. Read-only view, valid during the callback. */
    public Vector3dc normal() {
        return normal;
    }

    /** The collider touched. */
    public Collider collider() {
        return collider;
    }

    /** The cell touched: a map's column or a heightfield's quad column. */
    public int column() {
        return column;
    }

    /** The cell touched: a map's row or a heightfield's quad row. */
    public int row() {
        return row;
    }

    void set(Kind kind, SupportProbe p, double nx, double ny, double nz) {
        this.kind = kind;
        this.collider = p.collider;
        this.column = p.column;
        this.row = p.row;
        point.set(p.contactX, p.contactY, p.contactZ);
        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (len > 0) {
            normal.set(nx / len, ny / len, nz / len);
        } else {
            normal.set(0, 1, 0);
        }
    }

    @Override
    public String toString() {
        return "CharacterContact[" + kind + " at " + point + ", normal " + normal + ", cell " + column + "," + row + "]";
    }
}
