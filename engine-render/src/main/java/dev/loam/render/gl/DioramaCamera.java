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
public final class DioramaCamera implements Camera {
    /** The least and greatest pitch, in degrees. */
    public static final float MIN_PITCH = 10, MAX_PITCH = 89;
    /** The least and greatest distance to the target, in metres. */
    public static final float MIN_DISTANCE = 1, MAX_DISTANCE = 2000;

    private final Vector3f target = new Vector3f();
    private float yawDegrees = 30;
    private float pitchDegrees = 40;
    private float distance = 30;
    private float fovYDegrees = 35;

    /** A camera 30 m from the origin at a yaw of 30° and a pitch of 40°, with a 35° vertical field of view. */
    public DioramaCamera() {
    }

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

    /**
     * Looks at the middle of a box from a yaw and a pitch, near enough that the sphere around the
     * box just fills the view at the given aspect ratio (width / height).
     *
     * @param box min x, y, z, max x, y, z in world metres
     * @throws IllegalArgumentException when the box is empty or not finite, or the aspect is not above 0
     */
    public DioramaCamera frame(float[] box, float yawDegrees, float pitchDegrees, float aspect) {
        for (int a = 0; a < 3; a++) {
            if (!Float.isFinite(box[a]) || !Float.isFinite(box[a + 3]) || box[a] > box[a + 3]) {
                throw new IllegalArgumentException("a camera frames a finite, non-empty box");
            }
        }
        if (!(aspect > 0) || !Float.isFinite(aspect)) {
            throw new IllegalArgumentException("aspect " + aspect + " must be a finite number above 0");
        }
        float dx = box[3] - box[0], dy = box[4] - box[1], dz = box[5] - box[2];
        double radius = Math.max(0.5, Math.sqrt(dx * dx + dy * dy + dz * dz) / 2);
        double halfY = Math.toRadians(fovYDegrees) / 2, halfX = Math.atan(Math.tan(halfY) * aspect);
        float distance = (float) (radius / Math.sin(Math.min(halfX, halfY)));
        lookAt((box[0] + box[3]) / 2, (box[1] + box[4]) / 2, (box[2] + box[5]) / 2, yawDegrees, pitchDegrees, distance);
        // The sphere leaves a margin: move in until the box's corners reach 95% of the frame.
        Matrix4f m = new Matrix4f();
        Vector4f corner = new Vector4f();
        for (int pass = 0; pass < 4; pass++) {
            viewProjection(aspect, m);
            float extent = 0;
            for (int c = 0; c < 8; c++) {
                m.transform(corner.set(box[(c & 1) * 3], box[1 + (c >> 1 & 1) * 3], box[2 + (c >> 2) * 3], 1));
                extent = Math.max(extent, Math.max(Math.abs(corner.x / corner.w), Math.abs(corner.y / corner.w)));
            }
            this.distance = clamp(this.distance * Math.max(0.5f, extent / 0.95f), MIN_DISTANCE, MAX_DISTANCE);
        }
        return this;
    }

    /** The vertical field of view in degrees. */
    public float fovY() {
        return fovYDegrees;
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

    /** The eye's position, written into {@code dest}: behind the target, opposite the way it looks. */
    @Override
    public Vector3f eye(Vector3f dest) {
        return dest.set(eyeX(), eyeY(), eyeZ());
    }

    /** The view matrix, written into {@code dest}. Allocates nothing. */
    @Override
    public Matrix4f view(Matrix4f dest) {
        return dest.setLookAt(eyeX(), eyeY(), eyeZ(), target.x, target.y, target.z, 0, 1, 0);
    }

    private float eyeX() {
        return (float) (target.x - Math.sin(Math.toRadians(yawDegrees)) * distance * Math.cos(Math.toRadians(pitchDegrees)));
    }

    private float eyeY() {
        return (float) (target.y + distance * Math.sin(Math.toRadians(pitchDegrees)));
    }

    private float eyeZ() {
        return (float) (target.z + Math.cos(Math.toRadians(yawDegrees)) * distance * Math.cos(Math.toRadians(pitchDegrees)));
    }

    /** The projection for an aspect ratio (width / height), near and far planes scaled to the distance. */
    @Override
    public Matrix4f projection(float aspect, Matrix4f dest) {
        float near = Math.max(0.05f, distance * 0.01f);
        return dest.setPerspective((float) Math.toRadians(fovYDegrees), aspect, near, far());
    }

    /** The far plane: twenty times the distance, and 200 m more. */
    @Override
    public float far() {
        return distance * 20 + 200;
    }

    /** Projection times view, written into {@code dest}. Allocates nothing. */
    @Override
    public Matrix4f viewProjection(float aspect, Matrix4f dest) {
        return projection(aspect, dest).lookAt(eyeX(), eyeY(), eyeZ(), target.x, target.y, target.z, 0, 1, 0);
    }

    /**
     * The ray through a point of the screen, for clicking a cell.
     *
     * @param ndcX      −1 (left) to 1 (right)
     * @param ndcY      −1 (bottom) to 1 (top)
     * @param origin    receives the ray's start on the near plane
     * @param direction receives its unit direction
     */
    @Override
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
