package dev.loam.scene;

import dev.loam.physics.CollisionWorld;
import dev.loam.render.gl.Camera;
import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.PickHit;

/**
 * A model wired to every view a game needs, kept in step by one {@link #update()} a frame:
 * {@link Landscape} (a block map file stood whole), {@link TerrainScene} and {@link RegionScene}. A game's loop treats them alike: update, draw into a frame, pick under the cursor, stand
 * characters on {@link #collisions()}, close.
 */
public interface Scene extends AutoCloseable {
    /**
     * Brings every view up to the model's present state from its change records.
     *
     * @return what this update did
     * @throws IllegalStateException when closed
     */
    SceneUpdate update();

    /**
     * Adds the scene's drawables to a frame begun.
     *
     * @return {@code frame}
     * @throws IllegalStateException when the scene is closed or was built without drawing
     */
    FrameRenderer draw(FrameRenderer frame);

    /**
     * What the ray under a screen point hits first among the scene's drawables (and the models the
     * frame renderer's last frame drew).
     *
     * @param ndcX −1 (left) to 1 (right)
     * @param ndcY −1 (bottom) to 1 (top)
     * @param aspect the target's width / height
     * @return {@code hit}
     * @throws IllegalStateException when the scene is closed or was built without drawing
     */
    PickHit pick(FrameRenderer frame, Camera camera, float ndcX, float ndcY, float aspect, PickHit hit);

    /** The height of the walkable ground at a world point; NaN where there is none. */
    double heightAt(double x, double z);

    /** The box round the scene's ground, min x, y, z, max x, y, z in metres, into {@code dest}, which is returned. */
    float[] bounds(float[] dest);

    /** The collision world the scene keeps in step (add the game's own colliders to it). */
    CollisionWorld collisions();

    /** Frees the drawables; the model stays the game's. Idempotent. */
    @Override
    void close();
}
