package dev.loam.physics;

import org.joml.Vector3d;
import org.joml.Vector3dc;

/**
 * Something that happened to a {@link Vehicle}, told to its {@link VehicleListener}: what, when
 * (seconds of the vehicle's own clock), where its centre of mass was and, for the liquid events,
 * which liquid and its surface's height. The vehicle owns and reuses one event; it is valid only
 * inside the listener's call.
 */
public final class VehicleEvent {
    /** What happened. */
    public enum Kind {
        /** The body or a wheel went into a liquid. */
        ENTERED_LIQUID,
        /** It came out of every liquid. */
        LEFT_LIQUID,
        /** Water rose over the engine's flood height: the engine stopped for good, its driven wheels locked. */
        FLOODED,
        /** The whole body went under a liquid's surface. */
        SUBMERGED,
        /** Lava touched the body or a wheel: the vehicle is wrecked, its engine dead and every wheel locked. */
        WRECKED
    }

    private Kind kind;
    private double time;
    private final Vector3d position = new Vector3d();
    private Liquid liquid;
    private double surfaceY = Double.NaN;

    VehicleEvent() {
    }

    void set(Kind kind, double time, double x, double y, double z, Liquid liquid, double surfaceY) {
        this.kind = kind;
        this.time = time;
        position.set(x, y, z);
        this.liquid = liquid;
        this.surfaceY = surfaceY;
    }

    /** What happened. */
    public Kind kind() {
        return kind;
    }

    /** When, seconds since the vehicle was spawned (the sum of its steps). */
    public double time() {
        return time;
    }

    /** The centre of mass then, world metres. Read-only view. */
    public Vector3dc position() {
        return position;
    }

    /** The liquid of a liquid event, or null (for {@link Kind#LEFT_LIQUID}, the one left). */
    public Liquid liquid() {
        return liquid;
    }

    /** The liquid's surface height, metres; NaN when no liquid is named. */
    public double surfaceY() {
        return surfaceY;
    }

    @Override
    public String toString() {
        return kind + " at " + String.format(java.util.Locale.ROOT, "%.2f s (%.2f, %.2f, %.2f)", time, position.x,
                position.y, position.z) + (liquid == null ? "" : " in " + liquid + " under " + surfaceY + " m");
    }
}
