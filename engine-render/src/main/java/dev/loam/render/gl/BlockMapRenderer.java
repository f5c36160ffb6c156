package dev.loam.render.gl;

import dev.loam.render.gl.internal.ShaderProgram;
import static org.lwjgl.opengl.GL30C.*;

import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshKind;
import java.nio.FloatBuffer;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import org.joml.FrustumIntersection;
import org.joml.Matrix4f;
import org.lwjgl.system.MemoryUtil;

/**
 * Draws block maps: the facade a game's {@code main} drives. Each frame it uploads the chunks an
 * edit rebuilt, draws the sun's shadow map (walls cast, tops do not; cover where its
 * {@code castShadow} is set, each card turned to the sun), then the ground (tops, walls, fringes)
 * lit by Lambert with the baked vertex colours, the sky light and the meshes' wall bounce, then
 * the cover cards (cut at half alpha, yawed to the camera, swaying with the wind by their
 * weight), then the water, blended over what stands under it. One draw per visible chunk and
 * material; chunks outside the camera's view are skipped, and the shadow pass skips the chunks
 * whose shadows cannot fall in view.
 *
 * <p>An optional pixel-art mode ({@link #pixelScale(int)}) draws into a target that many times
 * smaller and scales it up with nearest filtering.
 *
 * <p>Needs a current {@link GlContext}; make, use and close it on the GL thread, before the
 * context. The draw loop allocates nothing once a map is uploaded.
 */
public final class BlockMapRenderer implements AutoCloseable {
    /** Texels across the sun's shadow map; a small map draws into a corner of it (32 texels a metre). */
    public static final int SHADOW_MAP_SIZE = 2048;
    /** How far a lit point is lifted along its normal before its shadow is looked up, in metres. */
    static final float NORMAL_OFFSET_METRES = 0.03f;

    private final ShaderProgram ground, fringe, water, cover, shadow, coverShadow;
    private final Uniforms groundU, fringeU, waterU, coverU, shadowU, coverShadowU;
    private final ShadowMap shadowMap = new ShadowMap(SHADOW_MAP_SIZE);
    private final Map<BlockMapMeshes, GpuBlockMap> maps = new IdentityHashMap<>();
    private final FrameStats stats = new FrameStats();
    private final Matrix4f viewProjection = new Matrix4f(), view = new Matrix4f(), lightViewProjection = new Matrix4f();
    private final FrustumIntersection frustum = new FrustumIntersection();
    private final float[] sun = new float[3], box = new float[6];
    private boolean[] visible = new boolean[0];
    /** Per chunk, this frame: whether it goes into the shadow map (its shadow may fall in view). */
    private boolean[] casts = new boolean[0];
    /** Whether the shadow pass skips chunks whose shadows cannot reach the view (off only to test it). */
    boolean cullShadows = true;
    /** Sixteen floats of native memory for matrix uniforms, kept for the renderer's life (no per-frame wrapper). */
    private final FloatBuffer matrixBuffer = MemoryUtil.memAllocFloat(16);
    private int pixelScale = 1;
    /** Texels across the corner of the shadow map this frame draws into. */
    private int shadowUsed = ShadowMap.MIN_USED;
    private OffscreenTarget lowRes;
    private boolean closed;

    /**
     * Compiles the passes' shaders and makes the shadow map.
     *
     * @throws GlException when a shader does not compile or link (naming it)
     */
    public BlockMapRenderer() {
        ground = ShaderProgram.compile("ground", BlockShaders.GROUND_VERTEX, BlockShaders.GROUND_FRAGMENT);
        fringe = ShaderProgram.compile("fringe", BlockShaders.GROUND_VERTEX, BlockShaders.FRINGE_FRAGMENT);
        water = ShaderProgram.compile("water", BlockShaders.WATER_VERTEX, BlockShaders.WATER_FRAGMENT);
        cover = ShaderProgram.compile("cover", BlockShaders.COVER_VERTEX, BlockShaders.COVER_FRAGMENT);
        shadow = ShaderProgram.compile("shadow", BlockShaders.SHADOW_VERTEX, BlockShaders.SHADOW_FRAGMENT);
        coverShadow = ShaderProgram.compile("cover shadow", BlockShaders.COVER_VERTEX, BlockShaders.COVER_SHADOW_FRAGMENT);
        groundU = new Uniforms(ground);
        fringeU = new Uniforms(fringe);
        waterU = new Uniforms(water);
        coverU = new Uniforms(cover);
        shadowU = new Uniforms(shadow);
        coverShadowU = new Uniforms(coverShadow);
    }

    /**
     * Sets the pixel-art mode: 1 draws at the target's size; n above 1 draws at 1/n of it (rounded
     * up) and scales each pixel up to n × n with nearest filtering.
     *
     * @throws IllegalArgumentException outside 1..16
     */
    public BlockMapRenderer pixelScale(int scale) {
        if (scale < 1 || scale > 16) {
            throw new IllegalArgumentException("pixel scale " + scale + " must lie in 1..16");
        }
        pixelScale = scale;
        return this;
    }

    /** The pixel-art scale, 1 when off. */
    public int pixelScale() {
        return pixelScale;
    }

    /** What the last frame cost. The renderer's own object, rewritten each frame. */
    public FrameStats stats() {
        return stats;
    }

    /**
     * The GPU copy of a map's meshes, uploaded on first use and kept until {@link #release} or
     * {@link #close()}. The renderer owns it.
     */
    public GpuBlockMap upload(BlockMapMeshes meshes) {
        requireOpen();
        GpuBlockMap gpu = maps.get(Objects.requireNonNull(meshes, "meshes"));
        if (gpu == null) {
            gpu = new GpuBlockMap(meshes);
            maps.put(meshes, gpu);
        }
        return gpu;
    }

    /** Frees the GPU copy of a map's meshes, as when the map goes away. Nothing happens for one never drawn. */
    public void release(BlockMapMeshes meshes) {
        GpuBlockMap gpu = maps.remove(meshes);
        if (gpu != null) {
            gpu.close();
        }
    }

    /** Draws a frame at time 0 (the water's flow and the wind at rest); see {@link #render(BlockMapMeshes, DioramaCamera, RenderLook, RenderTarget, double)}. */
    public FrameStats render(BlockMapMeshes meshes, DioramaCamera camera, RenderLook look, RenderTarget target) {
        return render(meshes, camera, look, target, 0);
    }

    /**
     * Draws a frame of a map: uploads it on first use, re-uploads the chunks rebuilt since the last
     * frame, and draws into the target.
     *
     * @param meshes      the map's meshes (their look's wall bounce lights the walls)
     * @param camera      where the view is from
     * @param look        the sun, the sky, the wind and the backdrop
     * @param target      where the frame goes
     * @param timeSeconds the time the water's flow and the wind's sway are drawn at, in seconds
     * @return the frame's statistics (the renderer's own object)
     */
    public FrameStats render(BlockMapMeshes meshes, DioramaCamera camera, RenderLook look, RenderTarget target,
                             double timeSeconds) {
        long start = System.nanoTime();
        GpuBlockMap gpu = upload(meshes);
        stats.reset();
        stats.chunksUploaded = gpu.sync();
        draw(gpu, camera, look, target, (float) timeSeconds, (float) meshes.look().wallBounce());
        stats.cpuNanos = System.nanoTime() - start;
        return stats;
    }

    private void draw(GpuBlockMap gpu, DioramaCamera camera, RenderLook look, RenderTarget target, float time,
                      float wallBounce) {
        look.sunDirection(sun);
        gpu.bounds(box);
        boolean empty = !(box[0] <= box[3]);
        if (!empty) {
            shadowUsed = shadowMap.usedFor(shadowMap.fit(box, sun, lightViewProjection));
        } else {
            lightViewProjection.identity();
            shadowUsed = ShadowMap.MIN_USED;
        }
        int chunks = gpu.chunkColumns() * gpu.chunkRows();
        if (visible.length < chunks) {
            visible = new boolean[chunks];
        }
        if (casts.length < chunks) {
            casts = new boolean[chunks];
        }
        RenderTarget out = target;
        if (pixelScale > 1) {
            int w = (target.width() + pixelScale - 1) / pixelScale, h = (target.height() + pixelScale - 1) / pixelScale;
            if (lowRes == null || lowRes.width() != w || lowRes.height() != h) {
                if (lowRes != null) {
                    lowRes.close();
                }
                lowRes = new OffscreenTarget(w, h);
            }
            out = lowRes;
        }
        float aspect = (float) out.width() / out.height();
        camera.viewProjection(aspect, viewProjection);
        camera.view(view);
        frustum.set(viewProjection);
        for (int k = 0; k < chunks; k++) {
            float[] b = gpu.cullBounds(k);
            boolean in = gpu.chunk(k).length > 0 && frustum.testAab(b[0], b[1], b[2], b[3], b[4], b[5]);
            visible[k] = in;
            if (in) {
                stats.chunksDrawn++;
                stats.cards += gpu.cards(k);
            } else if (gpu.chunk(k).length > 0) {
                stats.chunksCulled++;
            }
            casts[k] = gpu.chunk(k).length > 0 && (!cullShadows || empty || shadowReachesView(b, box[1]));
        }
        glEnable(GL_DEPTH_TEST);
        glDepthFunc(GL_LEQUAL);
        glDepthMask(true);
        glDisable(GL_BLEND);
        shadowPass(gpu, chunks, look, time);

        out.bind();
        int bg = look.backgroundRgb();
        glClearColor((bg >> 16 & 0xff) / 255f, (bg >> 8 & 0xff) / 255f, (bg & 0xff) / 255f, 1f);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);

        glActiveTexture(GL_TEXTURE1);
        shadowMap.bindTexture();
        glActiveTexture(GL_TEXTURE0);
        gpu.atlas().bind();

        // The ground: tops, walls, then the fringes laid over the tops.
        glEnable(GL_CULL_FACE);
        glCullFace(GL_BACK);
        ground.use();
        lit(groundU, look, wallBounce, time);
        glUniform1f(groundU.normalOffset, NORMAL_OFFSET_METRES);
        groundPass(groundU, gpu, chunks, BlockMeshKind.TOP);
        groundPass(groundU, gpu, chunks, BlockMeshKind.WALL);
        // Fringes lie a hair over the tops and the faces: pull them forward in depth too.
        fringe.use();
        lit(fringeU, look, wallBounce, time);
        glUniform1f(fringeU.normalOffset, NORMAL_OFFSET_METRES);
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(-1, -2);
        groundPass(fringeU, gpu, chunks, BlockMeshKind.FRINGE);
        glDisable(GL_POLYGON_OFFSET_FILL);

        // Cover: both sides of each card, cut at half alpha.
        glDisable(GL_CULL_FACE);
        cover.use();
        lit(coverU, look, wallBounce, time);
        cardRight(coverU);
        wind(coverU, look);
        for (int k = 0; k < chunks; k++) {
            if (!visible[k]) {
                continue;
            }
            GpuMesh[] meshes = gpu.chunk(k);
            for (GpuMesh m : meshes) {
                if (m.kind == BlockMeshKind.COVER) {
                    glUniform4i(coverU.rect, m.rect[0], m.rect[1], m.rect[2], m.rect[3]);
                    glUniform1f(coverU.columns, m.columns);
                    submit(m);
                }
            }
        }

        // Water last, blended over the ground under it, writing no depth.
        glEnable(GL_CULL_FACE);
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        glDepthMask(false);
        water.use();
        lit(waterU, look, wallBounce, time);
        for (int k = 0; k < chunks; k++) {
            if (!visible[k]) {
                continue;
            }
            for (GpuMesh m : gpu.chunk(k)) {
                if (m.kind == BlockMeshKind.WATER) {
                    glUniform4f(waterU.glint, m.glint[0], m.glint[1], m.glint[2], m.glint[3]);
                    glUniform3f(waterU.glintColour, m.glint[0], m.glint[1], m.glint[2]);
                    submit(m);
                }
            }
        }
        glDepthMask(true);
        glDisable(GL_BLEND);
        glDisable(GL_CULL_FACE);
        glBindVertexArray(0);

        if (pixelScale > 1) {
            glBindFramebuffer(GL_READ_FRAMEBUFFER, lowRes.framebuffer());
            glBindFramebuffer(GL_DRAW_FRAMEBUFFER, target.framebuffer());
            glBlitFramebuffer(0, 0, lowRes.width(), lowRes.height(), 0, 0, lowRes.width() * pixelScale,
                    lowRes.height() * pixelScale, GL_COLOR_BUFFER_BIT, GL_NEAREST);
            target.bind();
        }
    }

    /**
     * Whether anything in a chunk's box can cast a shadow the camera sees: the box swept away from
     * the sun down to the map's lowest point (where every shadow has landed) meets the view. A
     * chunk whose sweep misses it would only darken ground out of view, so the shadow pass skips
     * it, and the frame is the same.
     *
     * @param b      the chunk's culling box, min x, y, z, max x, y, z
     * @param floorY the lowest y of the map
     */
    private boolean shadowReachesView(float[] b, float floorY) {
        if (sun[1] < 1e-3f) {
            // A sun on the horizon throws shadows without end: keep every caster.
            return true;
        }
        float t = (b[4] - floorY) / sun[1];
        float dx = -sun[0] * t, dz = -sun[2] * t;
        return frustum.testAab(b[0] + Math.min(0, dx), floorY, b[2] + Math.min(0, dz), b[3] + Math.max(0, dx), b[4],
                b[5] + Math.max(0, dz));
    }

    private void shadowPass(GpuBlockMap gpu, int chunks, RenderLook look, float time) {
        shadowMap.bindForWriting(shadowUsed);
        // Every wall casts, whichever way it faces: no face culling; only chunks whose shadows can
        // reach the view are drawn.
        glDisable(GL_CULL_FACE);
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(1.5f, 2f);
        shadow.use();
        matrix(shadowU.lightViewProjection, lightViewProjection);
        for (int k = 0; k < chunks; k++) {
            if (!casts[k]) {
                continue;
            }
            stats.shadowChunks++;
            for (GpuMesh m : gpu.chunk(k)) {
                if (m.castsShadow && m.kind != BlockMeshKind.COVER) {
                    submit(m);
                    stats.shadowDrawCalls++;
                }
            }
        }
        coverShadow.use();
        matrix(coverShadowU.viewProjection, lightViewProjection);
        matrix(coverShadowU.lightViewProjection, lightViewProjection);
        glUniform1i(coverShadowU.atlas, 0);
        // Each card turned to the sun: its width runs across the sun's rays.
        float len = (float) Math.sqrt(sun[0] * sun[0] + sun[2] * sun[2]);
        if (len < 1e-6f) {
            glUniform3f(coverShadowU.cardRight, 1, 0, 0);
        } else {
            glUniform3f(coverShadowU.cardRight, -sun[2] / len, 0, sun[0] / len);
        }
        wind(coverShadowU, look);
        glUniform1f(coverShadowU.time, time);
        glActiveTexture(GL_TEXTURE0);
        gpu.atlas().bind();
        for (int k = 0; k < chunks; k++) {
            if (!casts[k]) {
                continue;
            }
            for (GpuMesh m : gpu.chunk(k)) {
                if (m.castsShadow && m.kind == BlockMeshKind.COVER) {
                    glUniform4i(coverShadowU.rect, m.rect[0], m.rect[1], m.rect[2], m.rect[3]);
                    glUniform1f(coverShadowU.columns, m.columns);
                    submit(m);
                    stats.shadowDrawCalls++;
                }
            }
        }
        glDisable(GL_POLYGON_OFFSET_FILL);
    }

    private void groundPass(Uniforms u, GpuBlockMap gpu, int chunks, BlockMeshKind kind) {
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
                    submit(m);
                }
            }
        }
    }

    private void submit(GpuMesh m) {
        m.draw();
        stats.drawCalls++;
        stats.triangles += m.triangles;
    }

    /** The uniforms every lit pass shares. */
    private void lit(Uniforms u, RenderLook look, float wallBounce, float time) {
        matrix(u.viewProjection, viewProjection);
        matrix(u.lightViewProjection, lightViewProjection);
        glUniform3f(u.sunDir, sun[0], sun[1], sun[2]);
        glUniform3f(u.sunColour, look.sun(0), look.sun(1), look.sun(2));
        glUniform3f(u.ambient, look.ambient(0), look.ambient(1), look.ambient(2));
        glUniform1f(u.wallBounce, wallBounce);
        glUniform1i(u.atlas, 0);
        glUniform1i(u.shadow, 1);
        // A depth bias of about two shadow texels' worth of depth, in the light's 0..1 range.
        glUniform1f(u.shadowBias, 0.0005f);
        glUniform1f(u.shadowScale, (float) shadowUsed / shadowMap.size());
        glUniform1f(u.time, time);
    }

    private void cardRight(Uniforms u) {
        // The camera's right, flattened onto the ground: every card faces the view.
        float rx = view.m00(), rz = view.m20();
        float len = (float) Math.sqrt(rx * rx + rz * rz);
        if (len < 1e-6f) {
            glUniform3f(u.cardRight, 1, 0, 0);
        } else {
            glUniform3f(u.cardRight, rx / len, 0, rz / len);
        }
    }

    private static void wind(Uniforms u, RenderLook look) {
        double az = Math.toRadians(look.windAzimuthDegrees());
        glUniform3f(u.wind, (float) (Math.sin(az) * look.windMetres()), (float) (-Math.cos(az) * look.windMetres()),
                (float) look.windHertz());
    }

    private void matrix(int location, Matrix4f m) {
        if (location >= 0) {
            glUniformMatrix4fv(location, false, m.get(matrixBuffer));
        }
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("this BlockMapRenderer is closed");
        }
    }

    /** Frees every map's GPU copy, the shaders, the shadow map and the pixel-art target. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (GpuBlockMap gpu : maps.values()) {
            gpu.close();
        }
        maps.clear();
        if (lowRes != null) {
            lowRes.close();
        }
        shadowMap.close();
        MemoryUtil.memFree(matrixBuffer);
        ground.close();
        fringe.close();
        water.close();
        cover.close();
        shadow.close();
        coverShadow.close();
    }

    /** A program's uniform locations, looked up once; −1 for those it lacks. */
    private static final class Uniforms {
        final int viewProjection, lightViewProjection, normalOffset, sunDir, sunColour, ambient, wallBounce, atlas,
                shadow, shadowBias, shadowScale, time, rect, maskRect, textured, faceColour, glint, glintColour, cardRight, wind,
                columns;

        Uniforms(ShaderProgram p) {
            viewProjection = p.uniform("uViewProjection");
            lightViewProjection = p.uniform("uLightViewProjection");
            normalOffset = p.uniform("uNormalOffset");
            sunDir = p.uniform("uSunDir");
            sunColour = p.uniform("uSunColour");
            ambient = p.uniform("uAmbient");
            wallBounce = p.uniform("uWallBounce");
            atlas = p.uniform("uAtlas");
            shadow = p.uniform("uShadow");
            shadowBias = p.uniform("uShadowBias");
            shadowScale = p.uniform("uShadowScale");
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
        }
    }
}
