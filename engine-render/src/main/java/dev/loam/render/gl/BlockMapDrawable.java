package dev.loam.render.gl;

import static org.lwjgl.opengl.GL30C.*;

import dev.loam.render.gl.internal.ShaderProgram;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshKind;
import java.util.Objects;

/**
 * A block map in a {@link FrameRenderer}'s frame: its meshes' GPU copy ({@link GpuBlockMap}),
 * re-uploaded where an edit rebuilt chunks, drawn as the {@link BlockMapRenderer} draws it (that
 * renderer is a frame of one of these): the sun's shadow (walls cast, tops do not; cover where its
 * {@code castShadow} is set, each card turned to the sun), the ground lit by Lambert with the baked
 * vertex colours, the sky light and the meshes' wall bounce, the cover cards cut at half alpha and
 * swaying, the water blended over what stands under it. One draw per visible chunk and material;
 * chunks outside the view are skipped, and the shadow pass skips chunks whose shadows cannot fall
 * in view (or in the cascade drawn).
 *
 * <p>Picking ({@link FrameRenderer#pick}) finds the cell a ray meets first (its top or a wall),
 * from the map's triangles.
 */
public final class BlockMapDrawable extends Drawable {
    private final BlockMapMeshes meshes;
    private final GpuBlockMap gpu;
    private final Programs programs;
    private final boolean ownsPrograms;
    private final float[] mapBox = new float[6];
    private boolean[] visible = new boolean[0];
    private boolean[] casts = new boolean[0];
    /** Whether the shadow pass skips chunks whose shadows cannot reach the view (off only to test it). */
    boolean cullShadows = true;
    private int uploaded;
    private boolean closed;

    /**
     * Uploads a map's meshes and compiles the passes' shaders. The drawable owns both; the meshes
     * stay the caller's, and each frame re-uploads the chunks rebuilt since the last.
     *
     * @throws GlException when a shader does not compile or link (naming it)
     */
    public BlockMapDrawable(BlockMapMeshes meshes) {
        this(meshes, new Programs(), true);
    }

    BlockMapDrawable(BlockMapMeshes meshes, Programs programs, boolean ownsPrograms) {
        this.meshes = Objects.requireNonNull(meshes, "meshes");
        this.programs = programs;
        this.ownsPrograms = ownsPrograms;
        this.gpu = new GpuBlockMap(meshes);
    }

    /** The meshes drawn. */
    public BlockMapMeshes meshes() {
        return meshes;
    }

    /** The GPU copy of the meshes, owned by this drawable. */
    public GpuBlockMap gpu() {
        return gpu;
    }

    @Override
    void bounds(FrameView view, float[] box) {
        requireOpen();
        uploaded = gpu.sync();
        gpu.bounds(mapBox);
        if (mapBox[0] <= mapBox[3]) {
            for (int a = 0; a < 3; a++) {
                box[a] = Math.min(box[a], mapBox[a]);
                box[a + 3] = Math.max(box[a + 3], mapBox[a + 3]);
            }
        }
    }

    @Override
    void prepare(FrameView view) {
        FrameStats stats = view.stats;
        stats.chunksUploaded += uploaded;
        uploaded = 0;
        int chunks = gpu.chunkColumns() * gpu.chunkRows();
        if (visible.length < chunks) {
            visible = new boolean[chunks];
            casts = new boolean[chunks];
        }
        boolean empty = !(mapBox[0] <= mapBox[3]);
        for (int k = 0; k < chunks; k++) {
            float[] b = gpu.cullBounds(k);
            boolean any = gpu.chunk(k).length > 0;
            boolean in = any && view.inView(b[0], b[1], b[2], b[3], b[4], b[5]);
            visible[k] = in;
            if (in) {
                stats.chunksDrawn++;
                stats.cards += gpu.cards(k);
            } else if (any) {
                stats.chunksCulled++;
            }
            casts[k] = any && (!cullShadows || empty || view.shadowReachesView(b[0], b[1], b[2], b[3], b[4], b[5]));
        }
    }

    @Override
    void shadowPass(FrameView view, int cascade) {
        int chunks = gpu.chunkColumns() * gpu.chunkRows();
        Programs p = programs;
        FrameStats stats = view.stats;
        // Every wall casts, whichever way it faces: no face culling.
        glDisable(GL_CULL_FACE);
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(1.5f, 2f);
        p.shadow.use();
        view.matrix(p.shadowU.lightViewProjection, view.lightViewProjection(cascade));
        for (int k = 0; k < chunks; k++) {
            if (!castsInto(view, cascade, k)) {
                continue;
            }
            stats.shadowChunks++;
            for (GpuMesh m : gpu.chunk(k)) {
                if (m.castsShadow && m.kind != BlockMeshKind.COVER) {
                    decode(m, p.shadowU);
                    submit(m, stats);
                    stats.shadowDrawCalls++;
                }
            }
        }
        p.coverShadow.use();
        view.matrix(p.coverShadowU.viewProjection, view.lightViewProjection(cascade));
        float[] sun = view.sun;
        // Each card turned to the sun: its width runs across the sun's rays.
        float len = (float) Math.sqrt(sun[0] * sun[0] + sun[2] * sun[2]);
        if (len < 1e-6f) {
            glUniform3f(p.coverShadowU.cardRight, 1, 0, 0);
        } else {
            glUniform3f(p.coverShadowU.cardRight, -sun[2] / len, 0, sun[0] / len);
        }
        glUniform1i(p.coverShadowU.atlas, 0);
        wind(p.coverShadowU, view.look);
        glUniform1f(p.coverShadowU.time, view.time);
        glActiveTexture(GL_TEXTURE0);
        gpu.atlas().bind();
        for (int k = 0; k < chunks; k++) {
            if (!castsInto(view, cascade, k)) {
                continue;
            }
            for (GpuMesh m : gpu.chunk(k)) {
                if (m.castsShadow && m.kind == BlockMeshKind.COVER) {
                    glUniform4i(p.coverShadowU.rect, m.rect[0], m.rect[1], m.rect[2], m.rect[3]);
                    glUniform1f(p.coverShadowU.columns, m.columns);
                    submit(m, stats);
                    stats.shadowDrawCalls++;
                }
            }
        }
        glDisable(GL_POLYGON_OFFSET_FILL);
    }

    private boolean castsInto(FrameView view, int cascade, int k) {
        if (!casts[k]) {
            return false;
        }
        if (view.cascades == 1) {
            return true;
        }
        float[] b = gpu.cullBounds(k);
        return view.castsInto(cascade, b[0], b[1], b[2], b[3], b[4], b[5]);
    }

    @Override
    void opaquePass(FrameView view) {
        int chunks = gpu.chunkColumns() * gpu.chunkRows();
        Programs p = programs;
        glActiveTexture(GL_TEXTURE0);
        gpu.atlas().bind();
        // The ground: tops, walls, then the fringes laid over the tops.
        glEnable(GL_CULL_FACE);
        glCullFace(GL_BACK);
        p.ground.use();
        lit(p.groundU, view);
        groundPass(p.groundU, view, chunks, BlockMeshKind.TOP);
        groundPass(p.groundU, view, chunks, BlockMeshKind.WALL);
        // Fringes lie a hair over the tops and the faces: pull them forward in depth too.
        p.fringe.use();
        lit(p.fringeU, view);
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(-1, -2);
        groundPass(p.fringeU, view, chunks, BlockMeshKind.FRINGE);
        glDisable(GL_POLYGON_OFFSET_FILL);

        // Cover: both sides of each card, cut at half alpha.
        glDisable(GL_CULL_FACE);
        p.cover.use();
        lit(p.coverU, view);
        // The camera's right, flattened onto the ground: every card faces the view.
        float rx = view.view.m00(), rz = view.view.m20();
        float len = (float) Math.sqrt(rx * rx + rz * rz);
        if (len < 1e-6f) {
            glUniform3f(p.coverU.cardRight, 1, 0, 0);
        } else {
            glUniform3f(p.coverU.cardRight, rx / len, 0, rz / len);
        }
        wind(p.coverU, view.look);
        for (int k = 0; k < chunks; k++) {
            if (!visible[k]) {
                continue;
            }
            for (GpuMesh m : gpu.chunk(k)) {
                if (m.kind == BlockMeshKind.COVER) {
                    glUniform4i(p.coverU.rect, m.rect[0], m.rect[1], m.rect[2], m.rect[3]);
                    glUniform1f(p.coverU.columns, m.columns);
                    submit(m, view.stats);
                }
            }
        }
    }

    @Override
    void blendPass(FrameView view) {
        int chunks = gpu.chunkColumns() * gpu.chunkRows();
        Programs p = programs;
        // Water blended over the ground under it, writing no depth.
        glEnable(GL_CULL_FACE);
        glCullFace(GL_BACK);
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        glDepthMask(false);
        p.water.use();
        lit(p.waterU, view);
        for (int k = 0; k < chunks; k++) {
            if (!visible[k]) {
                continue;
            }
            for (GpuMesh m : gpu.chunk(k)) {
                if (m.kind == BlockMeshKind.WATER) {
                    glUniform4f(p.waterU.glint, m.glint[0], m.glint[1], m.glint[2], m.glint[3]);
                    glUniform3f(p.waterU.glintColour, m.glint[0], m.glint[1], m.glint[2]);
                    decode(m, p.waterU);
                    submit(m, view.stats);
                }
            }
        }
        glDepthMask(true);
        glDisable(GL_BLEND);
        glDisable(GL_CULL_FACE);
    }

    private void groundPass(Uniforms u, FrameView view, int chunks, BlockMeshKind kind) {
        for (int k = 0; k < chunks; k++) {
            if (!visible[k]) {
                continue;
            }
            for (GpuMesh m : gpu.chunk(k)) {
                if (m.kind == kind) {
                    glUniform1i(u.textured, m.textured ? 1 : 0);
                    glUniform3f(u.faceColour, m.colour[0], m.colour[1], m.colour[2]);
                    glUniform4i(u.rect, m.rect[0], m.rect[1], m.rect[2], m.rect[3]);
                    glUniform4i(u.maskRect, m.maskRect[0], m.maskRect[1], m.maskRect[2], m.maskRect[3]);
                    decode(m, u);
                    submit(m, view.stats);
                }
            }
        }
    }

    /** The frame's shared uniforms, then this map's: its wall bounce, its atlas. */
    private void lit(Uniforms u, FrameView view) {
        view.applyShared(u.shared);
        glUniform1f(u.shared.wallBounce, (float) meshes.look().wallBounce());
        glUniform1i(u.atlas, 0);
    }

    /** Sets the uniforms the program's vertex shader decodes the mesh's packed attributes by. */
    private static void decode(GpuMesh m, Uniforms u) {
        m.decode(u.positionOrigin, u.positionQuantum, u.uvOrigin, u.uvQuantum, u.extraOrigin, u.extraQuantum);
    }

    private static void submit(GpuMesh m, FrameStats stats) {
        m.draw();
        stats.drawCalls++;
        stats.triangles += m.triangles;
    }

    private static void wind(Uniforms u, RenderLook look) {
        double az = Math.toRadians(look.windAzimuthDegrees());
        glUniform3f(u.wind, (float) (Math.sin(az) * look.windMetres()), (float) (-Math.cos(az) * look.windMetres()),
                (float) look.windHertz());
    }

    @Override
    boolean pick(float ox, float oy, float oz, float dx, float dy, float dz, PickHit hit) {
        requireOpen();
        return BlockMapPicking.pick(this, meshes, ox, oy, oz, dx, dy, dz, hit);
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("this BlockMapDrawable is closed");
        }
    }

    /** Frees the GPU copy, and the shaders when it compiled its own. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        gpu.close();
        if (ownsPrograms) {
            programs.close();
        }
    }

    /** The block-map passes' shaders, shared by every map a {@link BlockMapRenderer} draws. */
    static final class Programs implements AutoCloseable {
        final ShaderProgram ground, fringe, water, cover, shadow, coverShadow;
        final Uniforms groundU, fringeU, waterU, coverU, shadowU, coverShadowU;

        Programs() {
            ground = ShaderProgram.compile("ground", BlockShaders.GROUND_VERTEX, BlockShaders.GROUND_FRAGMENT);
            fringe = ShaderProgram.compile("fringe", BlockShaders.GROUND_VERTEX, BlockShaders.FRINGE_FRAGMENT);
            water = ShaderProgram.compile("water", BlockShaders.WATER_VERTEX, BlockShaders.WATER_FRAGMENT);
            cover = ShaderProgram.compile("cover", BlockShaders.COVER_VERTEX, BlockShaders.COVER_FRAGMENT);
            shadow = ShaderProgram.compile("shadow", BlockShaders.SHADOW_VERTEX, BlockShaders.SHADOW_FRAGMENT);
            coverShadow = ShaderProgram.compile("cover shadow", BlockShaders.COVER_VERTEX,
                    BlockShaders.COVER_SHADOW_FRAGMENT);
            groundU = new Uniforms(ground);
            fringeU = new Uniforms(fringe);
            waterU = new Uniforms(water);
            coverU = new Uniforms(cover);
            shadowU = new Uniforms(shadow);
            coverShadowU = new Uniforms(coverShadow);
        }

        @Override
        public void close() {
            ground.close();
            fringe.close();
            water.close();
            cover.close();
            shadow.close();
            coverShadow.close();
        }
    }

    /** A program's uniform locations, looked up once; −1 for those it lacks. */
    static final class Uniforms {
        final FrameView.SharedUniforms shared;
        final int viewProjection, lightViewProjection, atlas, time, rect, maskRect, textured, faceColour, glint,
                glintColour, cardRight, wind, columns, positionOrigin, positionQuantum, uvOrigin, uvQuantum, extraOrigin,
                extraQuantum;

        Uniforms(ShaderProgram p) {
            shared = new FrameView.SharedUniforms(p);
            viewProjection = p.uniform("uViewProjection");
            lightViewProjection = p.uniform("uLightViewProjection");
            atlas = p.uniform("uAtlas");
            time = p.uniform("uTime");
            rect = p.uniform("uRect");
            maskRect = p.uniform("uMaskRect");
            textured = p.uniform("uTextured");
            faceColour = p.uniform("uFaceColour");
            glint = p.uniform("uGlint");
            glintColour = p.uniform("uGlintColour");
            cardRight = p.uniform("uCardRight");
            wind = p.uniform("uWind");
            columns = p.uniform("uColumns");
            positionOrigin = p.uniform("uPositionOrigin");
            positionQuantum = p.uniform("uPositionQuantum");
            uvOrigin = p.uniform("uUvOrigin");
            uvQuantum = p.uniform("uUvQuantum");
            extraOrigin = p.uniform("uExtraOrigin");
            extraQuantum = p.uniform("uExtraQuantum");
        }
    }
}
