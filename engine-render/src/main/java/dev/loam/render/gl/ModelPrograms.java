package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.model.AlphaMode;
import dev.loam.render.gl.internal.ShaderProgram;
import java.nio.FloatBuffer;
import org.joml.Matrix4f;
import org.lwjgl.system.MemoryUtil;

/**
 * The model passes' programs ({@link ModelShaders}) and what every drawer of models shares with
 * them: the frame's light set on the lit program, a surface's material uniforms and textures, the
 * shadow programs' matrix, and one instanced draw of a mesh over a run of an instance buffer
 * ({@link ModelRenderer#INSTANCE_FLOATS} floats an instance). Used by the model batches of
 * {@link ModelRenderer} and {@link FrameRenderer} and by {@link GpuInstanceCells}. Needs a current
 * {@link GlContext}; use and close it on the GL thread.
 */
final class ModelPrograms implements AutoCloseable {
    final ShaderProgram lit, shadow, maskShadow;
    private final Uniforms litU, shadowU, maskShadowU;
    private final FrameView.SharedUniforms litShared;
    private final FloatBuffer matrixBuffer = MemoryUtil.memAllocFloat(16);
    private final FloatBuffer mat3Buffer = MemoryUtil.memAllocFloat(9);
    private boolean closed;

    /**
     * Compiles the three programs.
     *
     * @throws GlException when a shader does not compile or link (naming it)
     */
    ModelPrograms() {
        lit = ShaderProgram.compile("model", ModelShaders.VERTEX, ModelShaders.FRAGMENT);
        shadow = ShaderProgram.compile("model shadow", ModelShaders.SHADOW_VERTEX, ModelShaders.SHADOW_FRAGMENT);
        maskShadow = ShaderProgram.compile("model mask shadow", ModelShaders.SHADOW_VERTEX,
                ModelShaders.MASK_SHADOW_FRAGMENT);
        litU = new Uniforms(lit);
        shadowU = new Uniforms(shadow);
        maskShadowU = new Uniforms(maskShadow);
        litShared = new FrameView.SharedUniforms(lit);
    }

    /** Uses the lit program with the frame's shared light, no visible range. */
    void useLit(FrameView view) {
        lit.use();
        view.applyShared(litShared);
        glUniform1i(litU.baseTexture, 0);
        glUniform1i(litU.emissiveTexture, 2);
        glUniform1f(litU.visibleRange, 0);
        glUniform1f(litU.visibleFrom, 0);
    }

    /** Sets the visible range (metres from the eye, 0 for none) on the lit program in use. */
    void litVisibleRange(float metres) {
        glUniform1f(litU.visibleRange, metres);
    }

    /**
     * Sets the distances between which instances show on the lit program in use: from {@code from}
     * metres (0 for the eye) to {@code to} metres (0 for any distance).
     */
    void litVisibleBetween(float from, float to) {
        glUniform1f(litU.visibleFrom, from);
        glUniform1f(litU.visibleRange, to);
    }

    /**
     * Uses the shadow program of opaque ({@code masked} false) or cut casters with the cascade's
     * light matrix and no visible range.
     */
    void useShadow(boolean masked, Matrix4f lightViewProjection, FrameView view) {
        ShaderProgram p = masked ? maskShadow : shadow;
        Uniforms u = masked ? maskShadowU : shadowU;
        p.use();
        matrix(u.lightViewProjection, lightViewProjection);
        glUniform1i(u.baseTexture, 0);
        glUniform3f(u.eye, view.eye.x, view.eye.y, view.eye.z);
        glUniform1f(u.visibleRange, 0);
        glUniform1f(u.visibleFrom, 0);
    }

    /** Sets the visible range (metres, 0 for none) on the shadow program in use. */
    void shadowVisibleRange(boolean masked, float metres) {
        glUniform1f((masked ? maskShadowU : shadowU).visibleRange, metres);
    }

    /** Sets the distances between which instances cast, as {@link #litVisibleBetween}, on the shadow program in use. */
    void shadowVisibleBetween(boolean masked, float from, float to) {
        Uniforms u = masked ? maskShadowU : shadowU;
        glUniform1f(u.visibleFrom, from);
        glUniform1f(u.visibleRange, to);
    }

    /** A cut caster's material on the mask shadow program in use. */
    void maskShadowSurface(GpuModel.Surface s) {
        Uniforms u = maskShadowU;
        glUniform4f(u.baseColour, s.baseColour[0], s.baseColour[1], s.baseColour[2], s.baseColour[3]);
        glUniform1f(u.alphaCutoff, s.alphaCutoff);
        texture(u.hasBaseTexture, GL_TEXTURE0, s.baseTexture);
        mat3(u.baseUv, s.baseUv);
    }

    /** A surface's material uniforms and textures on the lit program in use. */
    void surface(GpuModel.Surface s, boolean hasNormals) {
        Uniforms u = litU;
        glUniform4f(u.baseColour, s.baseColour[0], s.baseColour[1], s.baseColour[2], s.baseColour[3]);
        glUniform3f(u.emissive, s.emissive[0], s.emissive[1], s.emissive[2]);
        glUniform1i(u.alphaMode, switch (s.alphaMode) {
            case OPAQUE -> ModelShaders.OPAQUE;
            case MASK -> ModelShaders.MASK;
            case BLEND -> ModelShaders.BLEND;
        });
        glUniform1f(u.alphaCutoff, s.alphaCutoff);
        glUniform1i(u.unlit, s.unlit ? 1 : 0);
        glUniform1i(u.doubleSided, s.doubleSided ? 1 : 0);
        glUniform1i(u.hasNormals, hasNormals ? 1 : 0);
        texture(u.hasBaseTexture, GL_TEXTURE0, s.baseTexture);
        texture(u.hasEmissiveTexture, GL_TEXTURE2, s.emissiveTexture);
        mat3(u.baseUv, s.baseUv);
        mat3(u.emissiveUv, s.emissiveUv);
    }

    /** Whether a surface draws in the pass of this alpha mode's kind: blended ones in the blend pass only. */
    static boolean opaque(GpuModel.Surface s) {
        return s.alphaMode != AlphaMode.BLEND;
    }

    /** Culls the given faces (0 for none), winding flipped for mirrored instances. */
    static void faces(int cull, boolean mirrored) {
        glFrontFace(mirrored ? GL_CW : GL_CCW);
        if (cull == 0) {
            glDisable(GL_CULL_FACE);
        } else {
            glEnable(GL_CULL_FACE);
            glCullFace(cull);
        }
    }

    /** Binds a mesh's vertex array and sets the values its missing attributes read. */
    static void bindMesh(GpuModel.Mesh m) {
        glBindVertexArray(m.vao);
        // Attributes the mesh lacks read these values (context state, so set at every mesh).
        if (!m.hasNormals) {
            glVertexAttrib3f(1, 0, 1, 0);
        }
        if (!m.hasUvs) {
            glVertexAttrib2f(2, 0, 0);
        }
        if (!m.hasColours) {
            glVertexAttrib4f(3, 1, 1, 1, 1);
        }
    }

    /**
     * Draws the bound mesh ({@link #bindMesh}) once for each of {@code count} instances starting at
     * instance {@code first} of {@code buffer}, and counts the draw.
     */
    static void drawInstances(GpuModel.Mesh m, int buffer, int first, int count, FrameStats stats, boolean shadowPass) {
        glBindBuffer(GL_ARRAY_BUFFER, buffer);
        long at = 4L * ModelRenderer.INSTANCE_FLOATS * first;
        int stride = 4 * ModelRenderer.INSTANCE_FLOATS;
        for (int c = 0; c < 4; c++) {
            glVertexAttribPointer(ModelRenderer.INSTANCE_FIRST + c, 4, GL_FLOAT, false, stride, at + 16L * c);
        }
        glVertexAttribPointer(ModelRenderer.INSTANCE_FIRST + 4, 4, GL_FLOAT, false, stride, at + 64);
        glDrawElementsInstanced(GL_TRIANGLES, m.indexCount, GL_UNSIGNED_INT, 0, count);
        stats.drawCalls++;
        stats.triangles += (long) m.triangles * count;
        if (shadowPass) {
            stats.shadowDrawCalls++;
        }
    }

    private static void texture(int hasLocation, int unit, int name) {
        glUniform1i(hasLocation, name != 0 ? 1 : 0);
        if (name != 0) {
            glActiveTexture(unit);
            glBindTexture(GL_TEXTURE_2D, name);
            glActiveTexture(GL_TEXTURE0);
        }
    }

    private void matrix(int location, Matrix4f m) {
        if (location >= 0) {
            glUniformMatrix4fv(location, false, m.get(matrixBuffer));
        }
    }

    private void mat3(int location, float[] m) {
        if (location >= 0) {
            mat3Buffer.clear();
            mat3Buffer.put(m).flip();
            glUniformMatrix3fv(location, false, mat3Buffer);
        }
    }

    /** Frees the programs. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        MemoryUtil.memFree(matrixBuffer);
        MemoryUtil.memFree(mat3Buffer);
        lit.close();
        shadow.close();
        maskShadow.close();
    }

    /** A program's own uniform locations (those the frame's light does not set), looked up once; −1 for those it lacks. */
    private static final class Uniforms {
        final int lightViewProjection, baseColour, hasBaseTexture, baseTexture, emissive, hasEmissiveTexture,
                emissiveTexture, alphaMode, alphaCutoff, unlit, doubleSided, hasNormals, baseUv, emissiveUv, eye,
                visibleRange, visibleFrom;

        Uniforms(ShaderProgram p) {
            lightViewProjection = p.uniform("uLightViewProjection");
            baseColour = p.uniform("uBaseColour");
            hasBaseTexture = p.uniform("uHasBaseTexture");
            baseTexture = p.uniform("uBaseTexture");
            emissive = p.uniform("uEmissive");
            hasEmissiveTexture = p.uniform("uHasEmissiveTexture");
            emissiveTexture = p.uniform("uEmissiveTexture");
            alphaMode = p.uniform("uAlphaMode");
            alphaCutoff = p.uniform("uAlphaCutoff");
            unlit = p.uniform("uUnlit");
            doubleSided = p.uniform("uDoubleSided");
            hasNormals = p.uniform("uHasNormals");
            baseUv = p.uniform("uBaseUv");
            emissiveUv = p.uniform("uEmissiveUv");
            eye = p.uniform("uEye");
            visibleRange = p.uniform("uVisibleRange");
            visibleFrom = p.uniform("uVisibleFrom");
        }
    }
}
