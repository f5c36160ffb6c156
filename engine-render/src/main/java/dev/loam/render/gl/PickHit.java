package dev.loam.render.gl;

import org.joml.Vector3f;
import org.joml.Vector3fc;

/**
 * What a pick ray hit: its kind, how far along the ray, the point and the surface's normal there,
 * and which thing it was: the block-map cell or terrain vertex cell ({@link #cellX()},
 * {@link #cellZ()}), the instance ({@link #instance()}) of its drawable ({@link #drawable()}).
 * The caller's object, rewritten by each pick. Not thread-safe.
 */
public final class PickHit {
    /** What a ray can hit. */
    public enum Kind {
        /** Nothing: the ray left the far plane. */
        NONE,
        /** A block-map cell's top or wall. */
        BLOCK_CELL,
        /** A terrain's ground. */
        TERRAIN,
        /** An instance of an instance set or a scatter set. */
        INSTANCE,
        /** A model drawn at a transform. */
        MODEL,
        /** A water or lava sheet. */
        SHEET
    }

    Kind kind = Kind.NONE;
    float distance = Float.POSITIVE_INFINITY;
    final Vector3f point = new Vector3f(), normal = new Vector3f();
    int cellX = -1, cellZ = -1, instance = -1;
    Drawable drawable;
    Object source;

    /** A hit of nothing yet. */
    public PickHit() {
    }

    /** Clears it to no hit, with the greatest distance a hit may have. */
    public PickHit reset(float maxDistance) {
        kind = Kind.NONE;
        distance = maxDistance;
        point.zero();
        normal.zero();
        cellX = cellZ = instance = -1;
        drawable = null;
        source = null;
        return this;
    }

    /** Records a hit (drawables call it when theirs is nearer). */
    void set(Kind kind, float distance, float ox, float oy, float oz, float dx, float dy, float dz, Drawable drawable,
             Object source) {
        this.kind = kind;
        this.distance = distance;
        this.point.set(ox + dx * distance, oy + dy * distance, oz + dz * distance);
        this.normal.set(0, 1, 0);
        this.cellX = this.cellZ = this.instance = -1;
        this.drawable = drawable;
        this.source = source;
    }

    /** What was hit; {@link Kind#NONE} when nothing was. */
    public Kind kind() {
        return kind;
    }

    /** Whether anything was hit. */
    public boolean hit() {
        return kind != Kind.NONE;
    }

    /** Metres along the ray to the hit. */
    public float distance() {
        return distance;
    }

    /** The point hit, world metres. Read-only view. */
    public Vector3fc point() {
        return point;
    }

    /** The surface's unit normal at the point. Read-only view. */
    public Vector3fc normal() {
        return normal;
    }

    /** The block-map cell's column, or the terrain cell's i; −1 for other kinds. */
    public int cellX() {
        return cellX;
    }

    /** The block-map cell's row, or the terrain cell's j; −1 for other kinds. */
    public int cellZ() {
        return cellZ;
    }

    /** The instance's index in its set; −1 for other kinds. */
    public int instance() {
        return instance;
    }

    /** The drawable hit, or null (a model drawn at a transform has none). */
    public Drawable drawable() {
        return drawable;
    }

    /**
     * The model data behind the hit: the {@code BlockMap}, {@code Terrain}, {@code InstanceSet},
     * {@code Scatter}, {@code Model} or {@code Sheet}; null when nothing was hit.
     */
    public Object source() {
        return source;
    }

    @Override
    public String toString() {
        return kind == Kind.NONE ? "PickHit[none]"
                : "PickHit[" + kind + " at " + distance + " m, " + point + (cellX >= 0 ? ", cell " + cellX + "," + cellZ : "")
                + (instance >= 0 ? ", instance " + instance : "") + "]";
    }
}
