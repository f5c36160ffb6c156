package dev.loam.render.gl;

import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.joml.Vector3fc;
import org.joml.Vector4f;

/**
 * A tilted perspective camera suited to a diorama: it looks down at a target point from a yaw,
 * a pitch and a distance, and orbits, pans and zooms about it. Angles are in degrees; yaw 0 looks
 * north (toward −z), growing clockwise seen from above; pitch is the tilt down from the horizon.
 * Methods that change the camera say so by returning {@code this}; readers write into a caller's
 * {@code dest}. Not thread-safe.
 */
public final class DioramaCamera {
    /** The least and greatest pitch, in degrees. */
    public static final float MIN_PITCH = 10, MAX_PITCH = 89;
    /** The least and greatest distance to the target, in metres. */
    public static final float MIN_DISTANCE = 1, MAX_DISTANCE = 2000;

    private final Vector3f target = new Vector3f();
    private float yawDegrees = 30;
    private float pitchDegrees = 40;
    private float distance = 30;
    private float fovYDegrees = 35;

    /** Looks at {@code (x, y, z)} from the given yaw, pitch and distance (clamped to their ranges). */
    public DioramaCamera lookAt(float x, float y, float z, float yawDegrees, float pitchDegrees, float distance) {
        target.set(x, y, z);
        this.yawDegrees = wrap(yawDegrees);
        this.pitchDegrees = clamp(pitchDegrees, MIN_PITCH, MAX_PITCH);
        this.distance = clamp(distance, MIN_DISTANCE, MAX_DISTANCE);
        return this;
    }

    /** Turns about the target: yaw wraps, pitch stays within {@link #MIN_PITCH}..{@link #MAX_PITCH}. */
    public DioramaCamera orbit(float dYawDegrees, float dPitchDegrees) {
        yawDegrees = wrap(yawDegrees + dYawDegrees);
        pitchDegrees = clamp(pitchDegrees + dPitchDegrees, MIN_PITCH, MAX_PITCH);
        return this;
    }

    /** Moves the target over the ground: {@code right} metres to the view's right, {@code forward} ahead. */
    public DioramaCamera pan(float right, float forward) {
        double yaw = Math.toRadians(yawDegrees);
        float fx = (float) Math.sin(yaw), fz = (float) -Math.cos(yaw);
        target.add(-fz * right + fx * forward, 0, fx * right + fz * forward);
        return this;
    }

    /** Multiplies the distance by {@code factor} (below 1 moves in), clamped to its range. */
    public DioramaCamera zoom(float factor) {
        if (!(factor > 0) || !Float.isFinite(factor)) {
            throw new IllegalArgumentException("zoom factor " + factor + " must be a finite number above 0");
        }
        distance = clamp(distance * factor, MIN_DISTANCE, MAX_DISTANCE);
        return this;
    }

    /** Sets the vertical field of view, 5 to 120 degrees. */
    public DioramaCamera fovY(float degrees) {
        fovYDegrees = clamp(degrees, 5, 120);
        return this;
    }

    /** The point looked at. Read-only view. */
    public Vector3fc target() {
        return target;
    }

    /** Yaw in degrees, in [0, 360). */
    public float yaw() {
        return yawDegrees;
    }

    /** Pitch in degrees. */
    public float pitch() {
        return pitchDegrees;
    }

    /** Distance to the target in metres. */
    public float distance() {
        return distance;
    }

    /** The eye's position, written into {@code dest}. */
    public Vector3f eye(Vector3f dest) {
        double yaw = Math.toRadians(yawDegrees), pitch = Math.toRadians(pitchDegrees);
        double horizontal = distance * Math.cos(pitch);
        // The eye stands behind the target, opposite the way it looks.
        return dest.set((float) (target.x - Math.sin(yaw) * horizontal), (float) (target.y + distance * Math.sin(pitch)),
                (float) (target.z + Math.cos(yaw) * horizontal));
    }

    /** The view matrix, written into {@code dest}. */
    public Matrix4f view(Matrix4f dest) {
        Vector3f eye = eye(new Vector3f());
        return dest.setLookAt(eye.x, eye.y, eye.z, target.x, target.y, target.z, 0, 1, 0);
    }

    /** The projection for an aspect ratio (width / height), near and far planes scaled to the distance. */
    public Matrix4f projection(float aspect, Matrix4f dest) {
        float near = Math.max(0.05f, distance * 0.01f), far = distance * 20 + 200;
        return dest.setPerspective((float) Math.toRadians(fovYDegrees), aspect, near, far);
    }

    /** Projection times view, written into {@code dest}. */
    public Matrix4f viewProjection(float aspect, Matrix4f dest) {
        Matrix4f view = view(new Matrix4f());
        return projection(aspect, dest).mul(view);
    }

    /**
     * The ray through a point of the screen, for clicking a cell.
     *
     * @param ndcX      −1 (left) to 1 (right)
     * @param ndcY      −1 (bottom) to 1 (top)
     * @param origin    receives the ray's start on the near plane
     * @param direction receives its unit direction
     */
    public void pickRay(float ndcX, float ndcY, float aspect, Vector3f origin, Vector3f direction) {
        Matrix4f inverse = viewProjection(aspect, new Matrix4f()).invert();
        Vector4f near = inverse.transform(new Vector4f(ndcX, ndcY, -1, 1));
        Vector4f far = inverse.transform(new Vector4f(ndcX, ndcY, 1, 1));
        origin.set(near.x / near.w, near.y / near.w, near.z / near.w);
        direction.set(far.x / far.w, far.y / far.w, far.z / far.w).sub(origin).normalize();
    }

    private static float clamp(float v, float min, float max) {
        if (Float.isNaN(v)) {
            throw new IllegalArgumentException("a camera value must be a number, not NaN");
        }
        return Math.max(min, Math.min(max, v));
    }

    private static float wrap(float degrees) {
        if (!Float.isFinite(degrees)) {
            throw new IllegalArgumentException("yaw " + degrees + " must be a finite number of degrees");
        }
        float w = degrees % 360;
        return w < 0 ? w + 360 : w;
    }
}
