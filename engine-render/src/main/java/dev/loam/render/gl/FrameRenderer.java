package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import java.util.Arrays;
import java.util.Objects;
import org.joml.Matrix4f;
import org.joml.Vector3f;

/**
 * One frame of everything Loam draws, under one camera, one {@link RenderLook} (sun, sky light,
 * fog) and one sun shadow map: a frame is {@link #begin}, any number of {@link #draw(Drawable)}
 * calls, then {@link #end()}, which fits the shadow round what was drawn, lets each drawable cull
 * and pick its levels, draws every caster into the shadow map, then every opaque surface, then
 * every blended one.
 *
 * <p>A view whose drawables fit within {@link #SINGLE_MAP_RADIUS} metres gets one shadow map
 * fitted round them (as the block-map renderer's); a deeper view (a terrain to its horizon) gets
 * {@link #CASCADES} cascades, each a quarter of the map, splitting the view's depth between the
 * near plane and the farthest thing drawn (practical split, Zhang et al. 2006: λ = {@value #SPLIT_LAMBDA}),
 * each cascade's square snapped to whole texels so its shadows do not shimmer as the camera moves.
 *
 * <p>Needs a current {@link GlContext}; make, use and close it on the GL thread, before the context.
 * The frame allocates nothing on the Java heap once its drawables are uploaded. Not thread-safe.
 */
public final class FrameRenderer implements AutoCloseable {
    /** Texels across the shadow map. */
    public static final int SHADOW_MAP_SIZE = BlockMapRenderer.SHADOW_MAP_SIZE;
    /** The radius (metres) of the box round everything drawn up to which one shadow map holds it all. */
    public static final float SINGLE_MAP_RADIUS = 256;
    /** Cascades a deep view's shadow is split into. */
    public static final int CASCADES = FrameShaders.MAX_CASCADES;
    /** The practical split's weight of the logarithmic split against the uniform one. */
    public static final float SPLIT_LAMBDA = 0.8f;

    private final ShadowMap shadowMap = new ShadowMap(SHADOW_MAP_SIZE);
    private final FrameView view = new FrameView();
    private final FrameStats stats = new FrameStats();
    private final Matrix4f lightRotation = new Matrix4f(), scratch = new Matrix4f();
    private final Vector3f centre = new Vector3f(), right = new Vector3f(), up = new Vector3f(), corner = new Vector3f();
    private Drawable[] drawables = new Drawable[8];
    private int count;
    private boolean inFrame, clear = true, closed;
    /** The game's models of the frame, made on the first drawn; whether it is among this frame's drawables. */
    private ModelDrawable models;
    private boolean modelsAdded;
    private float wallBounce;

    /** Makes the shadow map. */
    public FrameRenderer() {
        view.shadowSize = shadowMap.size();
        view.stats = stats;
    }

    /**
     * Sets the light thrown back off the ground onto upright faces, by the sun's height: 0 (the
     * default) for none.
     *
     * @throws IllegalArgumentException when not finite or below 0
     */
    public FrameRenderer wallBounce(double share) {
        if (!(share >= 0) || Double.isInfinite(share)) {
            throw new IllegalArgumentException("wall bounce " + share + " must be finite and 0 or more");
        }
        wallBounce = (float) share;
        return this;
    }

    /** What the last frame cost. The renderer's own object, rewritten each frame. */
    public FrameStats stats() {
        return stats;
    }

    /** The shadow cascades the last frame used: 1 for a view that one shadow map holds. */
    public int cascades() {
        return view.cascades;
    }

    /** Begins a frame at time 0 that clears the target to the look's background. */
    public FrameRenderer begin(Camera camera, RenderLook look, RenderTarget target) {
        return begin(camera, look, target, 0);
    }

    /**
     * Begins a frame.
     *
     * @param camera      where it is seen from
     * @param look        the sun, the sky, the fog, the wind and the background
     * @param target      where it goes; cleared to the look's background
     * @param timeSeconds the time water, lava and wind are drawn at
     * @throws IllegalStateException when a frame is already begun, or the renderer is closed
     */
    public FrameRenderer begin(Camera camera, RenderLook look, RenderTarget target, double timeSeconds) {
        requireOpen();
        if (inFrame) {
            throw new IllegalStateException("a frame is already begun: end() it first");
        }
        view.camera = Objects.requireNonNull(camera, "camera");
        view.look = Objects.requireNonNull(look, "look");
        view.target = Objects.requireNonNull(target, "target");
        if (!Double.isFinite(timeSeconds)) {
            throw new IllegalArgumentException("time " + timeSeconds + " must be finite");
        }
        view.time = (float) timeSeconds;
        count = 0;
        if (models != null) {
            models.batches.clear();
        }
        modelsAdded = false;
        inFrame = true;
        return this;
    }

    /** Adds a model at a transform, untinted, to the frame begun. See {@link #draw(Model, float[], Rgba)}. */
    public FrameRenderer draw(Model model, float[] matrix) {
        return draw(model, matrix, Rgba.WHITE);
    }

    /**
     * Adds one of the game's own models (a character, a vehicle) at a transform to the frame begun,
     * drawn with the rest under its camera, sun and shadow map: culled, its level of detail picked
     * by its distance from the eye ({@link Model#forDistance}), casting and receiving shadows.
     * Uploads it on first use and keeps its GPU copy until {@link #release(Model)} or
     * {@link #close()}; models are told apart by identity. Move it by drawing it at another matrix
     * next frame: once uploaded, a frame of such models allocates nothing.
     *
     * @param matrix a column-major affine matrix, model to world, read now (the caller may reuse it)
     * @param tint   a linear factor on the model's colours and alpha
     * @throws IllegalStateException when no frame is begun
     * @throws dev.loam.model.ModelException when the matrix is not 16 finite floats of an affine transform
     * @throws GlException when a texture is larger than the driver allows
     */
    public FrameRenderer draw(Model model, float[] matrix, Rgba tint) {
        requireFrame();
        models().batches.add(model, matrix, tint);
        return this;
    }

    /**
     * Adds every instance of a set to the frame begun, as {@link #draw(Model, float[], Rgba)} adds
     * one: its model uploaded on first use, its matrices and tints read once (kept until
     * {@link #release(InstanceSet)}, or until more than {@link ModelRenderer#REMEMBERED_SETS} sets
     * have been drawn), culled per instance. Sets are told apart by identity. For large static
     * sets (scatter, props) a {@link GpuInstanceCells} culls per cell instead.
     *
     * @throws IllegalStateException when no frame is begun
     */
    public FrameRenderer draw(InstanceSet set) {
        requireFrame();
        models().batches.add(set);
        return this;
    }

    private ModelDrawable models() {
        if (models == null) {
            models = new ModelDrawable();
        }
        if (!modelsAdded) {
            modelsAdded = true;
            draw(models);
        }
        return models;
    }

    /** Frees the GPU copy of a model drawn at a transform or by a set. Nothing happens for one never drawn. */
    public void release(Model model) {
        if (models != null) {
            models.batches.release(model);
        }
    }

    /** Forgets what the renderer keeps of an instance set (its placements); its model stays uploaded. */
    public void release(InstanceSet set) {
        if (models != null) {
            models.batches.release(set);
        }
    }

    /**
     * Adds a drawable to the frame begun.
     *
     * @throws IllegalStateException when no frame is begun
     */
    public FrameRenderer draw(Drawable drawable) {
        requireFrame();
        Objects.requireNonNull(drawable, "drawable");
        if (count == drawables.length) {
            drawables = Arrays.copyOf(drawables, count * 2);
        }
        drawables[count++] = drawable;
        return this;
    }

    /**
     * Draws the frame begun.
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
            RenderTarget target = v.target;
            v.aspect = (float) target.width() / target.height();
            v.camera.projection(v.aspect, v.projection);
            v.camera.view(v.view);
            v.projection.mul(v.view, v.viewProjection);
            v.near = v.projection.perspectiveNear();
            v.far = v.projection.perspectiveFar();
            v.camera.eye(v.eye);
            // The view's forward is minus the view matrix's third row.
            v.forward.set(-v.view.m02(), -v.view.m12(), -v.view.m22()).normalize();
            v.frustum.set(v.viewProjection);
            v.look.sunDirection(v.sun);
            v.wallBounce = wallBounce;
            float[] box = v.box;
            box[0] = box[1] = box[2] = Float.POSITIVE_INFINITY;
            box[3] = box[4] = box[5] = Float.NEGATIVE_INFINITY;
            for (int i = 0; i < count; i++) {
                drawables[i].bounds(v, box);
            }
            boolean empty = !(box[0] <= box[3]);
            v.floorY = empty ? 0 : box[1];
            int used = fitShadows(empty);
            for (int i = 0; i < count; i++) {
                drawables[i].prepare(v);
            }

            glEnable(GL_DEPTH_TEST);
            glDepthFunc(GL_LEQUAL);
            glDepthMask(true);
            glDisable(GL_BLEND);
            shadowMap.bindForWriting(used);
            for (int c = 0; c < v.cascades; c++) {
                int x = Math.round(v.cascadeRects[4 * c] * shadowMap.size());
                int y = Math.round(v.cascadeRects[4 * c + 1] * shadowMap.size());
                int w = Math.round(v.cascadeRects[4 * c + 2] * shadowMap.size());
                glViewport(x, y, w, w);
                for (int i = 0; i < count; i++) {
                    drawables[i].shadowPass(v, c);
                }
            }

            target.bind();
            if (clear) {
                int bg = v.look.backgroundRgb();
                glClearColor((bg >> 16 & 0xff) / 255f, (bg >> 8 & 0xff) / 255f, (bg & 0xff) / 255f, 1f);
                glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
            }
            glActiveTexture(GL_TEXTURE1);
            shadowMap.bindTexture();
            glActiveTexture(GL_TEXTURE0);
            for (int i = 0; i < count; i++) {
                drawables[i].opaquePass(v);
            }
            for (int i = 0; i < count; i++) {
                drawables[i].blendPass(v);
            }
            glDepthMask(true);
            glDisable(GL_BLEND);
            glDisable(GL_CULL_FACE);
            glFrontFace(GL_CCW);
            glBindVertexArray(0);
            glBindBuffer(GL_ARRAY_BUFFER, 0);
            glActiveTexture(GL_TEXTURE0);
        } finally {
            inFrame = false;
            Arrays.fill(drawables, 0, count, null);
            count = 0;
            v.camera = null;
            v.look = null;
            v.target = null;
        }
        stats.cpuNanos = System.nanoTime() - start;
        return stats;
    }

    /**
     * Fits the shadow cascades of the view round the box of what is drawn, and returns the texels
     * across the corner of the map the shadow pass clears.
     */
    private int fitShadows(boolean empty) {
        FrameView v = view;
        float[] box = v.box;
        int size = shadowMap.size();
        if (empty) {
            v.cascades = 1;
            v.lightViewProjections[0].identity();
            v.lightFrustums[0].set(v.lightViewProjections[0]);
            setRect(0, 0, 0, (float) ShadowMap.MIN_USED / size);
            v.cascadeEnds[0] = Float.MAX_VALUE;
            return ShadowMap.MIN_USED;
        }
        float dx = box[3] - box[0], dy = box[4] - box[1], dz = box[5] - box[2];
        float radius = (float) Math.sqrt(dx * dx + dy * dy + dz * dz) / 2;
        if (radius <= SINGLE_MAP_RADIUS) {
            int used = shadowMap.usedFor(shadowMap.fit(box, v.sun, v.lightViewProjections[0]));
            v.cascades = 1;
            v.lightFrustums[0].set(v.lightViewProjections[0]);
            setRect(0, 0, 0, (float) used / size);
            Arrays.fill(v.cascadeEnds, Float.MAX_VALUE);
            return used;
        }
        // A deep view: cascades over the depth from the near plane to the farthest corner drawn.
        float reach = 0;
        for (int c = 0; c < 8; c++) {
            float x = box[(c & 1) * 3], y = box[1 + (c >> 1 & 1) * 3], z = box[2 + (c >> 2) * 3];
            reach = Math.max(reach, (x - v.eye.x) * v.forward.x + (y - v.eye.y) * v.forward.y + (z - v.eye.z) * v.forward.z);
        }
        float n = Math.max(v.near, 0.5f), f = Math.max(n * 2, Math.min(v.far, reach));
        boolean overhead = Math.abs(v.sun[1]) > 0.999f;
        lightRotation.setLookAt(0, 0, 0, -v.sun[0], -v.sun[1], -v.sun[2], 0, overhead ? 0 : 1, overhead ? -1 : 0);
        // The light-space depth range of the whole box: every caster of every cascade lies in it.
        float zMin = Float.POSITIVE_INFINITY, zMax = Float.NEGATIVE_INFINITY;
        for (int c = 0; c < 8; c++) {
            lightRotation.transformPosition(box[(c & 1) * 3], box[1 + (c >> 1 & 1) * 3], box[2 + (c >> 2) * 3], corner);
            zMin = Math.min(zMin, corner.z);
            zMax = Math.max(zMax, corner.z);
        }
        float tanY = 1 / v.projection.m11(), tanX = 1 / v.projection.m00();
        right.set(v.view.m00(), v.view.m10(), v.view.m20());
        up.set(v.view.m01(), v.view.m11(), v.view.m21());
        int half = size / 2;
        float previous = n;
        v.cascades = CASCADES;
        for (int c = 0; c < CASCADES; c++) {
            float t = (c + 1f) / CASCADES;
            float end = SPLIT_LAMBDA * n * (float) Math.pow(f / n, t) + (1 - SPLIT_LAMBDA) * (n + (f - n) * t);
            // The slice's bounding sphere: centre on the view's axis, radius to its far corners.
            float mid = (previous + end) / 2;
            float farX = end * tanX, farY = end * tanY, nearX = previous * tanX, nearY = previous * tanY;
            float r = 0;
            centre.set(v.forward).mul(mid).add(v.eye);
            for (int k = 0; k < 8; k++) {
                float d = (k & 4) == 0 ? previous : end, sx = (k & 4) == 0 ? nearX : farX, sy = (k & 4) == 0 ? nearY : farY;
                corner.set(v.forward).mul(d).add(v.eye)
                        .fma((k & 1) == 0 ? -sx : sx, right).fma((k & 2) == 0 ? -sy : sy, up);
                r = Math.max(r, corner.distance(centre));
            }
            // Whole texels: the square's size and its centre on the light's grid.
            r = (float) Math.ceil(r);
            float texel = 2 * r / half;
            lightRotation.transformPosition(centre, corner);
            float cx = (float) Math.floor(corner.x / texel) * texel, cy = (float) Math.floor(corner.y / texel) * texel;
            float far = Math.max(-zMin, -corner.z + r), near = Math.min(-zMax, -corner.z - r);
            v.lightViewProjections[c].setOrtho(cx - r, cx + r, cy - r, cy + r, near - 1, far + 1).mul(lightRotation);
            v.lightFrustums[c].set(v.lightViewProjections[c]);
            setRect(c, (c & 1) * 0.5f, (c >> 1) * 0.5f, 0.5f);
            v.cascadeEnds[c] = c == CASCADES - 1 ? Float.MAX_VALUE : end;
            previous = end;
        }
        return size;
    }

    private void setRect(int cascade, float x, float y, float side) {
        view.cascadeRects[4 * cascade] = x;
        view.cascadeRects[4 * cascade + 1] = y;
        view.cascadeRects[4 * cascade + 2] = side;
        view.cascadeRects[4 * cascade + 3] = side;
    }

    /**
     * Picks what a ray from the screen hits among the drawables of the last frame's kind: casts the
     * camera's ray through {@code (ndcX, ndcY)} at every drawable given and keeps the nearest hit.
     *
     * @param camera    the frame's camera
     * @param ndcX      −1 (left) to 1 (right)
     * @param ndcY      −1 (bottom) to 1 (top)
     * @param aspect    the target's width / height
     * @param hit       receives the nearest hit ({@link PickHit.Kind#NONE} when none)
     * @param drawables what may be hit
     * @return {@code hit}
     */
    public PickHit pick(Camera camera, float ndcX, float ndcY, float aspect, PickHit hit, Drawable... drawables) {
        Vector3f origin = new Vector3f(), direction = new Vector3f();
        camera.pickRay(ndcX, ndcY, aspect, origin, direction);
        return pick(origin.x, origin.y, origin.z, direction.x, direction.y, direction.z, camera.far(), hit, drawables);
    }

    /**
     * The nearest hit of a ray with the drawables given and with the models the last frame drew
     * through {@link #draw(Model, float[], Rgba)} ({@link PickHit.Kind#MODEL}) and
     * {@link #draw(InstanceSet)} ({@link PickHit.Kind#INSTANCE}), within {@code maxDistance} metres.
     *
     * @param hit receives the nearest hit ({@link PickHit.Kind#NONE} when none)
     * @return {@code hit}
     * @throws IllegalArgumentException when the direction is not a unit vector or a value is not finite
     */
    public PickHit pick(float ox, float oy, float oz, float dx, float dy, float dz, float maxDistance, PickHit hit,
                        Drawable... drawables) {
        if (!Float.isFinite(ox) || !Float.isFinite(oy) || !Float.isFinite(oz) || !(maxDistance > 0)) {
            throw new IllegalArgumentException("a pick ray starts at a finite point and reaches a distance above 0");
        }
        float len = (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (!(Math.abs(len - 1) < 1e-3f)) {
            throw new IllegalArgumentException("a pick ray's direction must be a unit vector, not of length " + len);
        }
        hit.reset(maxDistance);
        for (Drawable d : drawables) {
            d.pick(ox, oy, oz, dx, dy, dz, hit);
        }
        if (models != null) {
            models.pick(ox, oy, oz, dx, dy, dz, hit);
        }
        return hit;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("this FrameRenderer is closed");
        }
    }

    private void requireFrame() {
        requireOpen();
        if (!inFrame) {
            throw new IllegalStateException("no frame is begun: begin() one first");
        }
    }

    /**
     * Frees the shadow map and the GPU copies of the models drawn through {@link #draw(Model, float[])}
     * and {@link #draw(InstanceSet)}. The drawables are the caller's to close. Idempotent.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (models != null) {
            models.close();
        }
        shadowMap.close();
        view.close();
    }
}
