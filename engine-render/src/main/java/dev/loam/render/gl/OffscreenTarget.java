package dev.loam.render.gl;

import static org.lwjgl.opengl.GL30C.*;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.lwjgl.system.MemoryUtil;

/**
 * A framebuffer to draw frames into without a window: an RGBA8 colour buffer and a 24-bit depth
 * buffer, read back to an image or a PNG. Rendering into it is byte-identical across runs on
 * Mesa's llvmpipe (HEADLESS-GL.md), which golden-image tests rely on. Needs a current
 * {@link GlContext}; close it before the context.
 */
public final class OffscreenTarget implements RenderTarget, AutoCloseable {
    private final int width;
    private final int height;
    private final int framebuffer;
    private final int colour;
    private final int depth;
    private boolean closed;

    /**
     * Makes the framebuffer.
     *
     * @throws IllegalArgumentException when a size is outside 1..16384
     * @throws GlException              when the driver reports it incomplete
     */
    public OffscreenTarget(int width, int height) {
        if (width < 1 || height < 1 || width > 16384 || height > 16384) {
            throw new IllegalArgumentException("an offscreen target's size " + width + "x" + height
                    + " must lie in 1..16384 each way");
        }
        this.width = width;
        this.height = height;
        framebuffer = glGenFramebuffers();
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        colour = glGenRenderbuffers();
        glBindRenderbuffer(GL_RENDERBUFFER, colour);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour);
        depth = glGenRenderbuffers();
        glBindRenderbuffer(GL_RENDERBUFFER, depth);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, width, height);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, depth);
        int status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        if (status != GL_FRAMEBUFFER_COMPLETE) {
            close();
            throw new GlException("the offscreen framebuffer is incomplete (status 0x" + Integer.toHexString(status) + ")");
        }
    }

    /** Width in pixels. */
    @Override
    public int width() {
        return width;
    }

    /** Height in pixels. */
    @Override
    public int height() {
        return height;
    }

    /** The GL framebuffer name. */
    @Override
    public int framebuffer() {
        return framebuffer;
    }

    /** Binds the framebuffer for drawing and sets the viewport to all of it. */
    @Override
    public void bind() {
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        glViewport(0, 0, width, height);
    }

    /** Reads the colour buffer back as an image, top row first. The caller owns the image. */
    public BufferedImage readImage() {
        ByteBuffer pixels = MemoryUtil.memAlloc(width * height * 4);
        try {
            glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer);
            glPixelStorei(GL_PACK_ALIGNMENT, 1);
            glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
            BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
            int[] row = new int[width];
            for (int y = 0; y < height; y++) {
                int src = (height - 1 - y) * width * 4;
                for (int x = 0; x < width; x++) {
                    int i = src + x * 4;
                    row[x] = (pixels.get(i + 3) & 0xff) << 24 | (pixels.get(i) & 0xff) << 16
                            | (pixels.get(i + 1) & 0xff) << 8 | (pixels.get(i + 2) & 0xff);
                }
                image.setRGB(0, y, width, 1, row, 0, width);
            }
            return image;
        } finally {
            MemoryUtil.memFree(pixels);
        }
    }

    /** Reads the colour buffer back and writes it as a PNG, making the folder if needed. */
    public void writePng(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        ImageIO.write(readImage(), "png", file.toFile());
    }

    /** Frees the framebuffer and its buffers. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        glDeleteRenderbuffers(colour);
        glDeleteRenderbuffers(depth);
        glDeleteFramebuffers(framebuffer);
    }
}
