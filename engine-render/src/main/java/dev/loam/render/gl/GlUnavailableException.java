package dev.loam.render.gl;

/**
 * No OpenGL 3.3 core context could be had: no display and neither Mesa's EGL nor OSMesa, or a
 * driver too old. The message names what was tried and the packages that would provide one.
 */
public class GlUnavailableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message what was tried, what failed and which packages would help */
    public GlUnavailableException(String message) {
        super(message);
    }
}
