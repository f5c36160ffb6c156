package dev.loam.scene;

import dev.loam.render.gl.Drawable;
import dev.loam.render.gl.FrameRenderer;

/** The life-cycle checks and the drawing loop every scene shares. */
final class SceneGuard {
    private SceneGuard() {
    }

    /** Refuses a closed scene, naming its kind ({@code "this RegionScene is closed"}). */
    static void requireOpen(boolean closed, String scene) {
        if (closed) {
            throw new IllegalStateException("this " + scene + " is closed");
        }
    }

    /** Refuses a closed scene, or one built with {@code drawn(false)}. */
    static void requireDrawn(boolean closed, boolean drawn, String scene) {
        requireOpen(closed, scene);
        if (!drawn) {
            throw new IllegalStateException("this " + scene + " was built without drawing (drawn(false))");
        }
    }

    /** Adds the drawables to a frame begun, in order; returns the frame. */
    static FrameRenderer drawAll(FrameRenderer frame, Drawable[] drawables) {
        for (Drawable d : drawables) {
            frame.draw(d);
        }
        return frame;
    }
}
