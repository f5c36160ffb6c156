package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.MeshBuilder;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.model.Sampler;
import dev.loam.model.TextureRef;
import dev.loam.model.Transforms;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.util.Objects;
import java.util.Optional;
import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.lwjgl.system.MemoryUtil;

/**
 * Bakes a plant's far cards: the model drawn offscreen by the frame renderer from two sides (from
 * +z looking along −z, and from +x looking along −x), orthographic and framed round its bounds,
 * each view into its half of one atlas with alpha 0 where nothing was drawn (read from the depth
 * buffer), under the scene's look with its sun turned to light the side the view sees; then
 * crossed cards ({@link #cards}) that show those pictures, so that a card beside the real plant
 * reads as the same plant at a distance. The colours round the silhouette are spread into the
 * transparent texels next to it, so filtering never pulls the backdrop's colour into the edge.
 *
 * <p>Holds a frame renderer and a target of its own. Needs a current {@link GlContext}; use and
 * close it on the GL thread. Not thread-safe.
 */
public final class FarCardBaker implements AutoCloseable {
    /** The least and greatest side of one view, pixels. */
    public static final int MIN_VIEW = 8, MAX_VIEW = 1024;

    private final int viewWidth, viewHeight;
    private final FrameRenderer frame = new FrameRenderer();
    private final OffscreenTarget target;
    private final ByteBuffer colour;
    private final FloatBuffer depth;
    private boolean closed;

    /**
     * A baker of views {@code viewWidth × viewHeight} pixels: its atlases are twice as wide.
     *
     * @throws IllegalArgumentException for a side outside {@link #MIN_VIEW}..{@link #MAX_VIEW}
     */
    public FarCardBaker(int viewWidth, int viewHeight) {
        if (viewWidth < MIN_VIEW || viewWidth > MAX_VIEW || viewHeight < MIN_VIEW || viewHeight > MAX_VIEW) {
            throw new IllegalArgumentException("a far card's view is " + MIN_VIEW + " to " + MAX_VIEW
                    + " pixels a side, not " + viewWidth + "x" + viewHeight);
        }
        this.viewWidth = viewWidth;
        this.viewHeight = viewHeight;
        OffscreenTarget t = null;
        try {
            t = new OffscreenTarget(viewWidth, viewHeight);
        } catch (RuntimeException e) {
            frame.close();
            throw e;
        }
        target = t;
        colour = MemoryUtil.memAlloc(4 * viewWidth * viewHeight);
        depth = MemoryUtil.memAllocFloat(viewWidth * viewHeight);
    }

    /**
     * A baked atlas: its picture and the frame of its views in the model's units.
     *
     * @param atlas   the picture, two views side by side (u 0..0.5 from +z, 0.5..1 from +x), top row first
     * @param centreX the x the views are centred on, model units
     * @param centreZ the z the views are centred on
     * @param half    half the width each view shows, model units
     * @param bottom  the lowest y each view shows
     * @param top     the highest y
     */
    public record Atlas(ModelTexture atlas, float centreX, float centreZ, float half, float bottom, float top) {
    }

    /**
     * Draws a model's two views into an atlas.
     *
     * @param model what to bake, at least one mesh; its nearest level is drawn
     * @param look  the scene's look: its sun's colour, height and sky light (fog is left out)
     * @param name  the atlas texture's name
     * @return the atlas, the caller's
     * @throws IllegalArgumentException when the model has nothing to draw
     * @throws IllegalStateException    when closed
     */
    public Atlas bake(Model model, RenderLook look, String name) {
        if (closed) {
            throw new IllegalStateException("this FarCardBaker is closed");
        }
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(look, "look");
        var b = model.bounds();
        if (b.isEmpty() || !(b.maxY() > b.minY())) {
            throw new IllegalArgumentException("model \"" + model.name() + "\" has nothing to bake into far cards");
        }
        float cx = (b.minX() + b.maxX()) / 2, cz = (b.minZ() + b.maxZ()) / 2;
        float half = 1.02f * Math.max(Math.max(b.maxX() - cx, cx - b.minX()), Math.max(b.maxZ() - cz, cz - b.minZ()));
        float pad = 0.01f * (b.maxY() - b.minY());
        float bottom = b.minY() - pad, top = b.maxY() + pad;
        byte[] rgba = new byte[4 * 2 * viewWidth * viewHeight];
        float[] identity = Transforms.placed(0, 0, 0, 0, 1);
        for (int v = 0; v < 2; v++) {
            // View 0 looks along −z (its right is +x), view 1 along −x (its right is −z).
            float dx = v == 0 ? 0 : 1, dz = v == 0 ? 1 : 0;
            // The compass bearing from the model toward the eye (RenderLook's azimuths: 90 is +x, 180 is +z).
            double eyeAzimuth = v == 0 ? 180 : 90;
            // The sun behind the viewer's shoulder, at the look's own height: the side seen is lit.
            RenderLook lit = new RenderLook(look.name() + " far card", eyeAzimuth + 35,
                    Math.max(25, look.sunElevationDegrees()), look.sunRgb(), look.ambientRgb(), 0, 0, 0,
                    look.backgroundRgb());
            Ortho camera = new Ortho(cx + dx * 4 * (half + top), 0.5f * (bottom + top), cz + dz * 4 * (half + top),
                    cx, cz, half, bottom, top, 8 * (half + top));
            frame.begin(camera, lit, target).draw(model, identity).end();
            read(rgba, v * viewWidth);
        }
        spread(rgba, 2 * viewWidth, viewHeight);
        ModelTexture t = new ModelTexture(name, 2 * viewWidth, viewHeight, rgba,
                new Sampler(Sampler.Wrap.CLAMP_TO_EDGE, Sampler.Wrap.CLAMP_TO_EDGE, Sampler.Filter.LINEAR,
                        Sampler.Filter.LINEAR, true));
        return new Atlas(t, cx, cz, half, bottom, top);
    }

    /** Reads the target's colour and depth into columns {@code x0..x0 + viewWidth} of the atlas, top row first. */
    private void read(byte[] rgba, int x0) {
        glBindFramebuffer(GL_READ_FRAMEBUFFER, target.framebuffer());
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        colour.clear();
        depth.clear();
        glReadPixels(0, 0, viewWidth, viewHeight, GL_RGBA, GL_UNSIGNED_BYTE, colour);
        glReadPixels(0, 0, viewWidth, viewHeight, GL_DEPTH_COMPONENT, GL_FLOAT, depth);
        int w = 2 * viewWidth;
        for (int y = 0; y < viewHeight; y++) {
            int src = (viewHeight - 1 - y) * viewWidth;
            for (int x = 0; x < viewWidth; x++) {
                int i = src + x, o = 4 * (y * w + x0 + x);
                boolean drawn = depth.get(i) < 1f;
                rgba[o] = colour.get(4 * i);
                rgba[o + 1] = colour.get(4 * i + 1);
                rgba[o + 2] = colour.get(4 * i + 2);
                rgba[o + 3] = (byte) (drawn ? 255 : 0);
            }
        }
    }

    /** Gives transparent texels the colour of a drawn neighbour, a few rings out from the silhouette. */
    static void spread(byte[] rgba, int w, int h) {
        boolean[] known = new boolean[w * h];
        for (int i = 0; i < w * h; i++) {
            known[i] = rgba[4 * i + 3] != 0;
        }
        for (int ring = 0; ring < 4; ring++) {
            boolean[] next = known.clone();
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int i = y * w + x;
                    if (known[i]) {
                        continue;
                    }
                    int r = 0, g = 0, bl = 0, n = 0;
                    for (int k = 0; k < 4; k++) {
                        int nx = x + (k == 0 ? -1 : k == 1 ? 1 : 0), ny = y + (k == 2 ? -1 : k == 3 ? 1 : 0);
                        if (nx < 0 || ny < 0 || nx >= w || ny >= h || !known[ny * w + nx]) {
                            continue;
                        }
                        int j = 4 * (ny * w + nx);
                        r += rgba[j] & 0xff;
                        g += rgba[j + 1] & 0xff;
                        bl += rgba[j + 2] & 0xff;
                        n++;
                    }
                    if (n > 0) {
                        rgba[4 * i] = (byte) (r / n);
                        rgba[4 * i + 1] = (byte) (g / n);
                        rgba[4 * i + 2] = (byte) (bl / n);
                        next[i] = true;
                    }
                }
            }
            known = next;
        }
    }

    /**
     * Crossed cards showing an atlas: two upright quads through the views' centre, one across x
     * (showing the view from +z) and one across z (the view from +x), each framed as its view was,
     * double-sided, cut at half alpha and unlit (the light is in the picture), fogged as any surface.
     * With a rectangle both cards show that part of the atlas instead (a member's own {@code far});
     * a tent draws each card as two panels that share its top edge on the centre line and stand
     * their feet a sixth of the height out to either side, so that from above and at a slant the
     * cards still cover a conifer's spreading foot.
     *
     * @param a     the atlas
     * @param rect  u0, v0, u1, v1 of the atlas both cards show, or null for each its own view
     * @param tent  whether the cards lean into a tent
     * @param name  the model's name
     * @return the cards, drawing the atlas as their one texture
     */
    public static Model cards(Atlas a, float[] rect, boolean tent, String name) {
        Objects.requireNonNull(a, "atlas");
        Material m = new Material(name, Rgba.WHITE, Optional.of(TextureRef.of(0)), AlphaMode.MASK, 0.5f, true,
                Rgba.BLACK, Optional.empty(), 0, 1, Optional.empty(), Optional.empty(), Optional.empty(), true);
        MeshBuilder mb = ModelMesh.builder(name, 0);
        float h = a.top() - a.bottom(), lean = h / 6;
        for (int v = 0; v < 2; v++) {
            float u0 = rect != null ? rect[0] : v * 0.5f, u1 = rect != null ? rect[2] : u0 + 0.5f;
            float v0 = rect != null ? rect[1] : 0, v1 = rect != null ? rect[3] : 1;
            // Along the card: +x for view 0, −z for view 1; its normal toward the viewer (+z, +x).
            float ax = v == 0 ? 1 : 0, az = v == 0 ? 0 : -1, nx = v == 0 ? 0 : 1, nz = v == 0 ? 1 : 0;
            float lx = a.centreX() - ax * a.half(), lz = a.centreZ() - az * a.half();
            float rx = a.centreX() + ax * a.half(), rz = a.centreZ() + az * a.half();
            // Upright, or a tent's two panels: the top on the centre line, the foot out to either side.
            for (float lean1 : tent ? new float[] {-lean, lean} : new float[] {0}) {
                float ox = nx * lean1, oz = nz * lean1;
                int p0 = mb.vertex(lx + ox, a.bottom(), lz + oz, nx, 0, nz, u0, v1, 1, 1, 1, 1);
                int p1 = mb.vertex(rx + ox, a.bottom(), rz + oz, nx, 0, nz, u1, v1, 1, 1, 1, 1);
                int p2 = mb.vertex(rx, a.top(), rz, nx, 0, nz, u1, v0, 1, 1, 1, 1);
                int p3 = mb.vertex(lx, a.top(), lz, nx, 0, nz, u0, v0, 1, 1, 1, 1);
                mb.quad(p0, p1, p2, p3);
            }
        }
        Model.Builder mo = Model.builder(name);
        mo.material(m);
        mo.texture(a.atlas());
        return mo.mesh(mb.build()).build();
    }

    /** Frees the renderer, the target and the read-back buffers. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        MemoryUtil.memFree(colour);
        MemoryUtil.memFree(depth);
        target.close();
        frame.close();
    }

    /** An orthographic camera framing one view of a bake. */
    private static final class Ortho implements Camera {
        private final Vector3f eye, centre;
        private final float half, bottom, top, far;

        Ortho(float ex, float ey, float ez, float cx, float cz, float half, float bottom, float top, float far) {
            this.eye = new Vector3f(ex, ey, ez);
            this.centre = new Vector3f(cx, ey, cz);
            this.half = half;
            this.bottom = bottom;
            this.top = top;
            this.far = far;
        }

        @Override
        public Vector3f eye(Vector3f dest) {
            return dest.set(eye);
        }

        @Override
        public Matrix4f view(Matrix4f dest) {
            return dest.setLookAt(eye.x, eye.y, eye.z, centre.x, centre.y, centre.z, 0, 1, 0);
        }

        @Override
        public Matrix4f projection(float aspect, Matrix4f dest) {
            float mid = eye.y;
            return dest.setOrtho(-half, half, bottom - mid, top - mid, 0.01f, far);
        }

        @Override
        public float far() {
            return far;
        }
    }
}
