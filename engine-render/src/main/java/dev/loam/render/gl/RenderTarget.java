package dev.loam.render.gl;

/**
 * Somewhere a frame is drawn: an {@link OffscreenTarget}, or a window's default framebuffer
 * ({@link GlContext#windowTarget()}).
 */
public interface RenderTarget {
    /** Width in pixels. */
    int width();

    /** Height in pixels. */
    int height();

    /** The GL framebuffer name (0 for a window's default framebuffer). */
    int framebuffer();

    /** Binds the framebuffer for drawing and sets the viewport to all of it. */
    void bind();
}
