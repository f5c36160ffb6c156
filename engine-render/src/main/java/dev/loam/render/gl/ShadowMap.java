package dev.loam.render.gl;

import static org.lwjgl.opengl.GL30C.*;

import org.joml.Matrix4f;

/**
 * The sun's shadow map: a square depth texture compared in the shader (hardware 2 × 2
 * percentage-closer filtering), and the orthographic light matrix fitted around a box. A frame
 * draws into a corner square sized to the map ({@link #usedFor}), and the shader scales its
 * lookups to it. Needs a current {@link GlContext}.
 */
final class ShadowMap implements AutoCloseable {
    /** Shadow texels a metre of the map's width, about two a texel of a 16-a-metre pixel texture. */
    static final float TEXELS_PER_METRE = 32;
    /** The fewest texels across the square a frame draws into. */
    static final int MIN_USED = 256;

    private final int size;
    private final int texture;
    private final int framebuffer;
    private final Matrix4f view = new Matrix4f();
    private boolean closed;

    ShadowMap(int size) {
        this.size = size;
        texture = glGenTextures();
        glBindTexture(GL_TEXTURE_2D, texture);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_DEPTH_COMPONENT24, size, size, 0, GL_DEPTH_COMPONENT, GL_UNSIGNED_INT,
                (java.nio.ByteBuffer) null);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_MODE, GL_COMPARE_REF_TO_TEXTURE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_FUNC, GL_LEQUAL);
        framebuffer = glGenFramebuffers();
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_TEXTURE_2D, texture, 0);
        glDrawBuffer(GL_NONE);
        glReadBuffer(GL_NONE);
        int status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glBindTexture(GL_TEXTURE_2D, 0);
        if (status != GL_FRAMEBUFFER_COMPLETE) {
            close();
            throw new GlException("the shadow map's framebuffer is incomplete (status 0x" + Integer.toHexString(status) + ")");
        }
    }

    /** Texels across. */
    int size() {
        return size;
    }

    /**
     * The light's view-projection around a box: looking along the sun's rays at its middle,
     * orthographic, wide and deep enough to hold the whole box.
     *
     * @param box min x, y, z, max x, y, z in world metres
     * @param sun the unit vector toward the sun
     * @param dest receives the matrix
     * @return the box's radius in metres (the half-width the map covers)
     */
    float fit(float[] box, float[] sun, Matrix4f dest) {
        float cx = (box[0] + box[3]) / 2, cy = (box[1] + box[4]) / 2, cz = (box[2] + box[5]) / 2;
        float dx = box[3] - box[0], dy = box[4] - box[1], dz = box[5] - box[2];
        float r = Math.max(0.5f, (float) Math.sqrt(dx * dx + dy * dy + dz * dz) / 2);
        boolean overhead = Math.abs(sun[1]) > 0.999f;
        view.setLookAt(cx + sun[0] * 2 * r, cy + sun[1] * 2 * r, cz + sun[2] * 2 * r, cx, cy, cz,
                0, overhead ? 0 : 1, overhead ? -1 : 0);
        dest.setOrtho(-r, r, -r, r, r * 0.5f, r * 3.5f).mul(view);
        return r;
    }

    /**
     * The texels across a map of this radius draws its shadows at: {@link #TEXELS_PER_METRE} over
     * its width, rounded up to a power of two, within {@link #MIN_USED} and the map's size. A small
     * map then pays for a small shadow map (llvmpipe clears and fills every texel on the CPU).
     */
    int usedFor(float radiusMetres) {
        int want = (int) Math.min(size, Math.ceil(2 * radiusMetres * TEXELS_PER_METRE));
        int used = MIN_USED;
        while (used < want && used < size) {
            used <<= 1;
        }
        return Math.min(used, size);
    }

    /**
     * Binds the depth framebuffer for the shadow pass and clears the square of {@code used} texels
     * in its corner that the pass draws into (one texel more, so filtering at its edge reads cleared depth).
     */
    void bindForWriting(int used) {
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        glViewport(0, 0, used, used);
        glEnable(GL_SCISSOR_TEST);
        glScissor(0, 0, Math.min(size, used + 1), Math.min(size, used + 1));
        glClear(GL_DEPTH_BUFFER_BIT);
        glDisable(GL_SCISSOR_TEST);
    }

    /** Binds the depth texture to the current texture unit. */
    void bindTexture() {
        glBindTexture(GL_TEXTURE_2D, texture);
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            glDeleteFramebuffers(framebuffer);
            glDeleteTextures(texture);
        }
    }
}
