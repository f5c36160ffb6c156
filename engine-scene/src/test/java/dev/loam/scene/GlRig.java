package dev.loam.scene;

import dev.loam.render.gl.FrameRenderer;
import dev.loam.render.gl.GlContext;
import dev.loam.render.gl.OffscreenTarget;

/** A GL test's headless context, frame renderer and offscreen target, opened and closed together. */
final class GlRig implements AutoCloseable {
    private final GlContext gl;
    private final FrameRenderer frame;
    private final OffscreenTarget target;

    private GlRig(GlContext gl, FrameRenderer frame, OffscreenTarget target) {
        this.gl = gl;
        this.frame = frame;
        this.target = target;
    }

    /** Opens a context of {@code width} × {@code height}, then the renderer and a target of that size. */
    static GlRig open(int width, int height, String name) {
        GlContext gl = GlContext.open(width, height, name, true);
        try {
            return new GlRig(gl, new FrameRenderer(), new OffscreenTarget(width, height));
        } catch (RuntimeException e) {
            gl.close();
            throw e;
        }
    }

    FrameRenderer frame() {
        return frame;
    }

    OffscreenTarget target() {
        return target;
    }

    /** Closes the target, the renderer, then the context. */
    @Override
    public void close() {
        target.close();
        frame.close();
        gl.close();
    }
}
