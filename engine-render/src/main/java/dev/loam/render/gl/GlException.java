package dev.loam.render.gl;

/** A GL object could not be made: a shader that does not compile, an incomplete framebuffer. */
public class GlException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message what failed, with the driver's log where there is one */
    public GlException(String message) {
        super(message);
    }
}
