package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.render.gl.internal.ShaderProgram;
import java.nio.FloatBuffer;
import org.joml.FrustumIntersection;
import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.lwjgl.system.MemoryUtil;

/**
 * The frame a {@link FrameRenderer} is drawing, as its {@link Drawable}s see it: the camera's
 * matrices, eye, forward and frustum, the look and its sun, the box round everything drawn, the
 * shadow cascades (each a light matrix, a frustum for culling casters and a square of the shadow
 * map), the time and the statistics to add to. The renderer's own object, rewritten each frame.
 */
final class FrameView {
    Camera camera;
    RenderLook look;
    RenderTarget target;
    float time;
    float aspect;
    float near, far;
    final Matrix4f viewProjection = new Matrix4f(), view = new Matrix4f(), projection = new Matrix4f();
    final Vector3f eye = new Vector3f(), forward = new Vector3f();
    final FrustumIntersection frustum = new FrustumIntersection();
    /** The unit vector toward the sun. */
    final float[] sun = new float[3];
    /** Min x, y, z, max x, y, z round everything drawn this frame; min above max when nothing is. */
    final float[] box = new float[6];
    /** The lowest y of everything drawn, where every shadow has landed. */
    float floorY;
    int cascades = 1;
    final Matrix4f[] lightViewProjections = new Matrix4f[FrameShaders.MAX_CASCADES];
    final FrustumIntersection[] lightFrustums = new FrustumIntersection[FrameShaders.MAX_CASCADES];
    /** Per cascade x, y, width, height of its square in the shadow map, 0..1. */
    final float[] cascadeRects = new float[4 * FrameShaders.MAX_CASCADES];
    /** Per cascade the view depth (metres along the view's forward) where it ends. */
    final float[] cascadeEnds = new float[FrameShaders.MAX_CASCADES];
    /** Texels across the shadow map's texture. */
    int shadowSize;
    /** The light thrown back off the ground onto upright faces (0 for none). */
    float wallBounce;
    FrameStats stats;
    private final FloatBuffer scratch = MemoryUtil.memAllocFloat(16 * FrameShaders.MAX_CASCADES);
    /** The scratch's address: the ngl* calls take it, as the buffer forms allocate a little each call on Java 24+. */
    private final long scratchAddress = MemoryUtil.memAddress(scratch);

    FrameView() {
        for (int c = 0; c < FrameShaders.MAX_CASCADES; c++) {
            lightViewProjections[c] = new Matrix4f();
            lightFrustums[c] = new FrustumIntersection();
        }
    }

    /** The light's view-projection of a cascade. */
    Matrix4f lightViewProjection(int cascade) {
        return lightViewProjections[cascade];
    }

    /** Whether a box is in the camera's view. */
    boolean inView(float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {
        return frustum.testAab(minX, minY, minZ, maxX, maxY, maxZ);
    }

    /** Whether a box may cast into a cascade: it meets that cascade's light volume. */
    boolean castsInto(int cascade, float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {
        return lightFrustums[cascade].testAab(minX, minY, minZ, maxX, maxY, maxZ);
    }

    /**
     * Whether anything in a box can cast a shadow the camera sees: the box swept away from the sun
     * down to {@link #floorY} meets the view. A box whose sweep misses it darkens only ground out
     * of view.
     */
    boolean shadowReachesView(float minX, float minY, float minZ, float maxX, float maxY, float maxZ) {
        if (sun[1] < 1e-3f) {
            return true;
        }
        float t = Math.max(0, maxY - floorY) / sun[1];
        float dx = -sun[0] * t, dz = -sun[2] * t;
        return frustum.testAab(minX + Math.min(0, dx), Math.min(floorY, minY), minZ + Math.min(0, dz),
                maxX + Math.max(0, dx), maxY, maxZ + Math.max(0, dz));
    }

    /** Sets the uniforms of {@link FrameShaders#LIGHT} and the camera's matrix on the program in use. */
    void applyShared(SharedUniforms u) {
        matrix(u.viewProjection, viewProjection);
        glUniform3f(u.sunDir, sun[0], sun[1], sun[2]);
        glUniform3f(u.sunColour, look.sun(0), look.sun(1), look.sun(2));
        glUniform3f(u.ambient, look.ambient(0), look.ambient(1), look.ambient(2));
        glUniform1f(u.wallBounce, wallBounce);
        glUniform1i(u.shadow, 1);
        if (u.lightViewProjections >= 0) {
            scratch.clear();
            for (int c = 0; c < FrameShaders.MAX_CASCADES; c++) {
                lightViewProjections[c].get(16 * c, scratch);
            }
            nglUniformMatrix4fv(u.lightViewProjections, FrameShaders.MAX_CASCADES, false, scratchAddress);
        }
        if (u.cascadeRects >= 0) {
            scratch.clear();
            scratch.put(cascadeRects).flip();
            nglUniform4fv(u.cascadeRects, FrameShaders.MAX_CASCADES, scratchAddress);
        }
        glUniform4f(u.cascadeEnds, cascadeEnds[0], cascadeEnds[1], cascadeEnds[2], cascadeEnds[3]);
        glUniform1i(u.cascades, cascades);
        glUniform1f(u.shadowBias, 0.0005f);
        glUniform3f(u.eye, eye.x, eye.y, eye.z);
        glUniform3f(u.viewForward, forward.x, forward.y, forward.z);
        int bg = look.backgroundRgb();
        glUniform3f(u.fogColour, (bg >> 16 & 0xff) / 255f, (bg >> 8 & 0xff) / 255f, (bg & 0xff) / 255f);
        if (look.hasFog()) {
            glUniform2f(u.fog, (float) look.fogStartMetres(), (float) look.fogEndMetres());
        } else {
            glUniform2f(u.fog, Float.MAX_VALUE / 2, Float.MAX_VALUE);
        }
        glUniform1f(u.normalOffset, BlockMapRenderer.NORMAL_OFFSET_METRES);
        glUniform1f(u.time, time);
    }

    /** Sets a matrix uniform (skipped when the program lacks it). */
    void matrix(int location, Matrix4f m) {
        if (location >= 0) {
            // One matrix: a count of more than one on a plain mat4 is GL_INVALID_OPERATION.
            m.get(scratch.clear());
            nglUniformMatrix4fv(location, 1, false, scratchAddress);
        }
    }

    void close() {
        MemoryUtil.memFree(scratch);
    }

    /** The locations of {@link FrameShaders#LIGHT}'s uniforms and {@code uViewProjection} in a program; −1 for those it lacks. */
    static final class SharedUniforms {
        final int viewProjection, sunDir, sunColour, ambient, wallBounce, shadow, lightViewProjections, cascadeRects,
                cascadeEnds, cascades, shadowBias, eye, viewForward, fogColour, fog, normalOffset, time;

        SharedUniforms(ShaderProgram p) {
            viewProjection = p.uniform("uViewProjection");
            sunDir = p.uniform("uSunDir");
            sunColour = p.uniform("uSunColour");
            ambient = p.uniform("uAmbient");
            wallBounce = p.uniform("uWallBounce");
            shadow = p.uniform("uShadow");
            lightViewProjections = p.uniform("uLightViewProjections");
            cascadeRects = p.uniform("uCascadeRects");
            cascadeEnds = p.uniform("uCascadeEnds");
            cascades = p.uniform("uCascades");
            shadowBias = p.uniform("uShadowBias");
            eye = p.uniform("uEye");
            viewForward = p.uniform("uViewForward");
            fogColour = p.uniform("uFogColour");
            fog = p.uniform("uFog");
            normalOffset = p.uniform("uNormalOffset");
            time = p.uniform("uTime");
        }
    }
}
