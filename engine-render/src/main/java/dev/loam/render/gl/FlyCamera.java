package dev.loam.render.gl;

import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.joml.Vector3fc;

/**
 * A camera that stands at an eye and looks along a yaw and a pitch: for a character's view, a
 * vehicle's chase view or a flight over a terrain to its horizon. Yaw 0 looks north (toward −z),
 * growing clockwise seen from above, as {@link DioramaCamera}'s; pitch is the tilt down from the
 * horizon (negative looks up). Near and far planes are set, not derived. Not thread-safe.
 */
public final class FlyCamera implements Camera {
    /** The greatest tilt up or down, in degrees. */
    public static final float MAX_PITCH = 89.5f;

    private final Vector3f eye = new Vector3f();
    private float yawDegrees, pitchDegrees, fovYDegrees = 60, near = 0.1f, far = 5000;

    /** A camera at the origin looking north, level, 60° field of view, planes 0.1 m to 5 km. */
    public FlyCamera() {
    }

    /**
     * Stands at {@code (x, y, z)} looking along a yaw and a pitch (degrees; pitch clamped to
     * ±{@link #MAX_PITCH}).
     *
     * @throws IllegalArgumentException when a value is not finite
     */
    public FlyCamera set(float x, float y, float z, float yawDegrees, float pitchDegrees) {
        if (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z) || !Float.isFinite(yawDegrees)
                || !Float.isFinite(pitchDegrees)) {
            throw new IllegalArgumentException("a fly camera's eye, yaw and pitch must be finite");
        }
        eye.set(x, y, z);
        float w = yawDegrees % 360;
        this.yawDegrees = w < 0 ? w + 360 : w;
        this.pitchDegrees = Math.max(-MAX_PITCH, Math.min(MAX_PITCH, pitchDegrees));
        return this;
    }

    /**
     * Sets the vertical field of view (5 to 120 degrees) and the near and far planes.
     *
     * @throws IllegalArgumentException when near is not above 0 or far not above near
     */
    public FlyCamera lens(float fovYDegrees, float near, float far) {
        if (!(fovYDegrees >= 5 && fovYDegrees <= 120)) {
            throw new IllegalArgumentException("field of view " + fovYDegrees + " must lie in 5..120 degrees");
        }
        if (!(near > 0) || !(far > near) || !Float.isFinite(far)) {
            throw new IllegalArgumentException("planes " + near + " to " + far + " must have 0 < near < far, finite");
        }
        this.fovYDegrees = fovYDegrees;
        this.near = near;
        this.far = far;
        return this;
    }

    /** The eye. Read-only view. */
    public Vector3fc position() {
        return eye;
    }

    /** Yaw in degrees, in [0, 360). */
    public float yaw() {
        return yawDegrees;
    }

    /** Pitch in degrees, down positive. */
    public float pitch() {
        return pitchDegrees;
    }

    /** The vertical field of view in degrees. */
    public float fovY() {
        return fovYDegrees;
    }

    /** The near plane's distance in metres. */
    public float near() {
        return near;
    }

    @Override
    public float far() {
        return far;
    }

    @Override
    public Vector3f eye(Vector3f dest) {
        return dest.set(eye);
    }

    @Override
    public Matrix4f view(Matrix4f dest) {
        double yaw = Math.toRadians(yawDegrees), pitch = Math.toRadians(pitchDegrees);
        float dx = (float) (Math.sin(yaw) * Math.cos(pitch)), dy = (float) -Math.sin(pitch),
                dz = (float) (-Math.cos(yaw) * Math.cos(pitch));
        return dest.setLookAt(eye.x, eye.y, eye.z, eye.x + dx, eye.y + dy, eye.z + dz, 0, 1, 0);
    }

    @Override
    public Matrix4f projection(float aspect, Matrix4f dest) {
        return dest.setPerspective((float) Math.toRadians(fovYDegrees), aspect, near, far);
    }

    @Override
    public Matrix4f viewProjection(float aspect, Matrix4f dest) {
        double yaw = Math.toRadians(yawDegrees), pitch = Math.toRadians(pitchDegrees);
        float dx = (float) (Math.sin(yaw) * Math.cos(pitch)), dy = (float) -Math.sin(pitch),
                dz = (float) (-Math.cos(yaw) * Math.cos(pitch));
        return projection(aspect, dest).lookAt(eye.x, eye.y, eye.z, eye.x + dx, eye.y + dy, eye.z + dz, 0, 1, 0);
    }
}
