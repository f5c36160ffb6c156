package dev.loam.render.gl;

import org.joml.Matrix4f;
import org.joml.Vector3f;

/**
 * Where a frame is seen from: the eye, the view and the projection for an aspect ratio (width /
 * height). {@link DioramaCamera} orbits a target; {@link FlyCamera} stands at an eye and looks
 * along a yaw and a pitch, for walking and flying over a terrain. Readers write into a caller's
 * {@code dest} and allocate nothing.
 */
public interface Camera {
    /** The eye's position, written into {@code dest}. */
    Vector3f eye(Vector3f dest);

    /** The view matrix, written into {@code dest}. */
    Matrix4f view(Matrix4f dest);

    /** The projection for an aspect ratio, written into {@code dest}. */
    Matrix4f projection(float aspect, Matrix4f dest);

    /** Projection times view, written into {@code dest}. */
    default Matrix4f viewProjection(float aspect, Matrix4f dest) {
        projection(aspect, dest);
        return dest.mul(view(new Matrix4f()));
    }

    /** The distance of the far plane from the eye, in metres: nothing farther is drawn. */
    float far();

    /**
     * The ray through a point of the screen.
     *
     * @param ndcX      −1 (left) to 1 (right)
     * @param ndcY      −1 (bottom) to 1 (top)
     * @param aspect    width / height
     * @param origin    receives the ray's start on the near plane
     * @param direction receives its unit direction
     */
    default void pickRay(float ndcX, float ndcY, float aspect, Vector3f origin, Vector3f direction) {
        Matrix4f inverse = viewProjection(aspect, new Matrix4f()).invert();
        org.joml.Vector4f near = inverse.transform(new org.joml.Vector4f(ndcX, ndcY, -1, 1));
        org.joml.Vector4f far = inverse.transform(new org.joml.Vector4f(ndcX, ndcY, 1, 1));
        origin.set(near.x / near.w, near.y / near.w, near.z / near.w);
        direction.set(far.x / far.w, far.y / far.w, far.z / far.w).sub(origin).normalize();
    }
}
