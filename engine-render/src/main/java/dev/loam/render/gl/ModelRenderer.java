package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.model.AlphaMode;
import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import java.util.Objects;

/**
 * Draws {@link Model}s at transforms and {@link InstanceSet}s, instanced on the GPU (a matrix and
 * a tint an instance), under a {@link RenderLook}'s sun, sky light and fog, with the sun's shadow
 * map of the block-map renderer's design (the same {@link ShadowMap}, light fit, normal offset,
 * bias and filtering): every opaque and cut surface casts and receives.
 *
 * <p>A frame is {@link #begin}, any number of {@link #draw} calls, then {@link #end()}, which
 * culls each instance against the view (keeping those whose shadows may fall in it), picks each
 * instance's level of detail by its distance from the eye ({@link Model#forDistance}), streams the
 * instances to the GPU level by level, draws the shadow map, then the opaque and cut
 * ({@link AlphaMode#MASK}, at the material's cutoff) surfaces, then the blended ones back to front
 * without writing depth (a blended set's instances sorted far to near, the back faces of a
 * double-sided blended mesh before its front). A surface's colour is its vertex colours × its
 * base colour × its base texture (sRGB-decoded) × the instance's tint; unlit materials skip the
 * light and the shadow, emissive light is added after it; double-sided materials draw both faces,
 * lit from the side seen. {@link #render(Model, float[], DioramaCamera, RenderLook, RenderTarget)}
 * draws one model in one call.
 *
 * <p>The GPU copies of the models drawn ({@link GpuModel}) are made on first use and kept until
 * {@link #release} or {@link #close()}; the renderer owns them. Needs a current {@link GlContext};
 * make, use and close it on the GL thread, before the context. Once the models and sets of a frame
 * are uploaded, a frame of single-level models allocates nothing on the Java heap.
 *
 * <p>Its frames are drawn by the same steps and shaders as the models a {@link FrameRenderer} draws
 * among its other drawables ({@link FrameRenderer#draw(Model, float[])}): the frame's shared light
 * (one sun, sky light, fog and shadow lookup) with one shadow map fitted round the models, so a
 * model looks the same drawn by either.
 */
public final class ModelRenderer implements AutoCloseable {
    /** Texels across the sun's shadow map, as the block-map renderer's. */
    public static final int SHADOW_MAP_SIZE = BlockMapRenderer.SHADOW_MAP_SIZE;
    /** The first attribute location of the per-instance data: 4 to 7 the matrix's columns, 8 the tint. */
    static final int INSTANCE_FIRST = 4;
    /** Floats an instance takes in the stream: a matrix and a tint. */
    static final int INSTANCE_FLOATS = 20;
    /**
     * The most instance sets whose placements the renderer remembers; past it, it forgets them all
     * and reads each again when next drawn (so sets made anew each frame cannot pile up).
     */
    public static final int REMEMBERED_SETS = 1024;

    private final ModelPrograms programs;
    private final ModelBatches batches;
    private final ShadowMap shadowMap = new ShadowMap(SHADOW_MAP_SIZE);
    private final FrameStats stats = new FrameStats();
    private final FrameView view = new FrameView();
    private float wallBounce;

    // The frame being gathered.
    private DioramaCamera camera;
    private RenderLook look;
    private RenderTarget target;
    private boolean clear;
    private boolean inFrame;
    private boolean closed;

    /**
     * Compiles the passes' shaders and makes the shadow map and the instance stream.
     *
     * @throws GlException when a shader does not compile or link (naming it)
     */
    public ModelRenderer() {
        programs = new ModelPrograms();
        batches = new ModelBatches(programs);
        view.stats = stats;
        view.shadowSize = shadowMap.size();
    }

    /**
     * Sets the light thrown back off the ground onto upright faces, by the sun's height, as the
     * block-map passes add it to walls: 0 (the default) for none; pass the block map's
     * {@link dev.loam.render.mesh.BlockMeshLook#wallBounce()} to light models standing among its
     * walls alike.
     *
     * @throws IllegalArgumentException when not finite or below 0
     */
    public ModelRenderer wallBounce(double share) {
        if (!(share >= 0) || Double.isInfinite(share)) {
            throw new IllegalArgumentException("wall bounce " + share + " must be finite and 0 or more");
        }
        wallBounce = (float) share;
        return this;
    }

    /** The wall bounce, 0 when off. */
    public double wallBounce() {
        return wallBounce;
    }

    /** What the last frame cost. The renderer's own object, rewritten each frame. */
    public FrameStats stats() {
        return stats;
    }

    /**
     * The GPU copy of a model (every level), uploaded on first use and kept until
     * {@link #release(Model)} or {@link #close()}. The renderer owns it. Models are told apart by
     * identity: an equal copy uploads again.
     *
     * @throws GlException when a texture is larger than the driver allows
     */
    public GpuModel upload(Model model) {
        requireOpen();
        return batches.upload(model);
    }

    /** Frees the GPU copy of a model, as when it goes away. Nothing happens for one never drawn. */
    public void release(Model model) {
        batches.release(model);
    }

    /**
     * Forgets what the renderer keeps of an instance set (its matrices, tints and bounds, read once
     * on first draw); its model stays uploaded until {@link #release(Model)}.
     */
    public void release(InstanceSet set) {
        batches.release(set);
    }

    /** Instance sets whose placements the renderer remembers now, at most {@link #REMEMBERED_SETS}. */
    public int rememberedSets() {
        return batches.rememberedSets();
    }

    /**
     * Draws one model at one transform in one call: {@link #begin}, {@link #draw(Model, float[])},
     * {@link #end()}.
     *
     * @param matrix a column-major affine matrix, model to world
     * @return the frame's statistics (the renderer's own object)
     */
    public FrameStats render(Model model, float[] matrix, DioramaCamera camera, RenderLook look, RenderTarget target) {
        return begin(camera, look, target).draw(model, matrix).end();
    }

    /**
     * Starts a frame that clears the target to the look's backdrop first.
     *
     * @throws IllegalStateException when a frame is already begun, or the renderer is closed
     */
    public ModelRenderer begin(DioramaCamera camera, RenderLook look, RenderTarget target) {
        return begin(camera, look, target, true);
    }

    /**
     * Starts a frame.
     *
     * @param camera where the view is from
     * @param look   the sun, the sky, the fog and the backdrop
     * @param target where the frame goes
     * @param clear  whether to clear the target's colour and depth first; false draws over what is
     *               there (such as a block map's frame), depth-tested against it, though its shadows
     *               and these do not fall on each other
     * @throws IllegalStateException when a frame is already begun, or the renderer is closed
     */
    public ModelRenderer begin(DioramaCamera camera, RenderLook look, RenderTarget target, boolean clear) {
        requireOpen();
        if (inFrame) {
            throw new IllegalStateException("a frame is already begun: end() it first");
        }
        this.camera = Objects.requireNonNull(camera, "camera");
        this.look = Objects.requireNonNull(look, "look");
        this.target = Objects.requireNonNull(target, "target");
        this.clear = clear;
        inFrame = true;
        batches.clear();
        return this;
    }

    /** Adds a model at a transform, untinted, to the frame. See {@link #draw(Model, float[], Rgba)}. */
    public ModelRenderer draw(Model model, float[] matrix) {
        return draw(model, matrix, Rgba.WHITE);
    }

    /**
     * Adds a model at a transform to the frame, uploading it on first use.
     *
     * @param matrix a column-major affine matrix, model to world, read now (the caller may reuse it)
     * @param tint   a linear factor on the model's colours and alpha
     * @throws IllegalStateException outside {@link #begin} … {@link #end()}
     * @throws dev.loam.model.ModelException when the matrix is not 16 finite floats of an affine transform
     */
    public ModelRenderer draw(Model model, float[] matrix, Rgba tint) {
        requireFrame();
        batches.add(model, matrix, tint);
        return this;
    }

    /**
     * Adds every instance of a set to the frame, uploading its model on first use and reading its
     * matrices and tints once (kept until {@link #release(InstanceSet)}, or until more than
     * {@link #REMEMBERED_SETS} sets have been drawn). Sets are told apart by identity.
     *
     * @throws IllegalStateException outside {@link #begin} … {@link #end()}
     */
    public ModelRenderer draw(InstanceSet set) {
        requireFrame();
        batches.add(set);
        return this;
    }

    /**
     * Draws the frame gathered since {@link #begin}: the shadow map, the opaque and cut surfaces,
     * then the blended ones.
     *
     * @return the frame's statistics (the renderer's own object)
     * @throws IllegalStateException when no frame is begun
     */
    public FrameStats end() {
        requireFrame();
        long start = System.nanoTime();
        stats.reset();
        FrameView v = view;
        try {
            v.camera = camera;
            v.look = look;
            v.target = target;
            v.time = 0;
            v.aspect = (float) target.width() / target.height();
            camera.projection(v.aspect, v.projection);
            camera.view(v.view);
            v.projection.mul(v.view, v.viewProjection);
            v.near = v.projection.perspectiveNear();
            v.far = v.projection.perspectiveFar();
            camera.eye(v.eye);
            v.forward.set(-v.view.m02(), -v.view.m12(), -v.view.m22()).normalize();
            v.frustum.set(v.viewProjection);
            look.sunDirection(v.sun);
            v.wallBounce = wallBounce;
            float[] box = v.box;
            box[0] = box[1] = box[2] = Float.POSITIVE_INFINITY;
            box[3] = box[4] = box[5] = Float.NEGATIVE_INFINITY;
            batches.bounds(box);
            int used = fitShadow(box);
            batches.prepare(v);
            glEnable(GL_DEPTH_TEST);
            glDepthFunc(GL_LEQUAL);
            glDepthMask(true);
            glDisable(GL_BLEND);
            shadowMap.bindForWriting(used);
            batches.shadowPass(v, 0);

            target.bind();
            if (clear) {
                int bg = look.backgroundRgb();
                glClearColor((bg >> 16 & 0xff) / 255f, (bg >> 8 & 0xff) / 255f, (bg & 0xff) / 255f, 1f);
                glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
            }
            glActiveTexture(GL_TEXTURE1);
            shadowMap.bindTexture();
            glActiveTexture(GL_TEXTURE0);
            batches.opaquePass(v);
            batches.blendPass(v);
            glDisable(GL_CULL_FACE);
            glFrontFace(GL_CCW);
            glBindVertexArray(0);
            glBindBuffer(GL_ARRAY_BUFFER, 0);
            glActiveTexture(GL_TEXTURE0);
        } finally {
            inFrame = false;
            camera = null;
            look = null;
            target = null;
            v.camera = null;
            v.look = null;
            v.target = null;
        }
        stats.cpuNanos = System.nanoTime() - start;
        return stats;
    }

    /**
     * One shadow map fitted round the box of the models (as the block-map renderer fits its map):
     * the view's single cascade; returns the texels across the corner the shadow pass draws into.
     */
    private int fitShadow(float[] box) {
        FrameView v = view;
        int used;
        if (box[0] <= box[3]) {
            used = shadowMap.usedFor(shadowMap.fit(box, v.sun, v.lightViewProjections[0]));
            v.floorY = box[1];
        } else {
            v.lightViewProjections[0].identity();
            used = ShadowMap.MIN_USED;
            v.floorY = 0;
        }
        v.cascades = 1;
        v.lightFrustums[0].set(v.lightViewProjections[0]);
        float side = (float) used / shadowMap.size();
        v.cascadeRects[0] = 0;
        v.cascadeRects[1] = 0;
        v.cascadeRects[2] = side;
        v.cascadeRects[3] = side;
        java.util.Arrays.fill(v.cascadeEnds, Float.MAX_VALUE);
        return used;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("this ModelRenderer is closed");
        }
    }

    private void requireFrame() {
        requireOpen();
        if (!inFrame) {
            throw new IllegalStateException("no frame is begun: call begin() first");
        }
    }

    /** Frees every model's GPU copy, the shaders, the shadow map and the instance stream. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        batches.close();
        programs.close();
        shadowMap.close();
        view.close();
    }
}
