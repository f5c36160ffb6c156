package dev.loam.render.gl;

import static org.lwjgl.opengl.GL30C.*;

import dev.loam.render.mesh.BlockMapMeshes;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Draws block maps: the facade a game's {@code main} drives when a block map is all it draws. Each
 * frame is a {@link FrameRenderer} frame of one {@link BlockMapDrawable}: it uploads the chunks an
 * edit rebuilt, draws the sun's shadow map (walls cast, tops do not; cover where its
 * {@code castShadow} is set, each card turned to the sun), then the ground (tops, walls, fringes)
 * lit by Lambert with the baked vertex colours, the sky light and the meshes' wall bounce, then
 * the cover cards (cut at half alpha, yawed to the camera, swaying with the wind by their
 * weight), then the water, blended over what stands under it. One draw per visible chunk and
 * material; chunks outside the camera's view are skipped, and the shadow pass skips the chunks
 * whose shadows cannot fall in view. To draw a block map with terrains, models and sheets, hand a
 * {@link BlockMapDrawable} to a {@link FrameRenderer} instead.
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

    private final BlockMapDrawable.Programs programs = new BlockMapDrawable.Programs();
    private final FrameRenderer frame = new FrameRenderer();
    private final Map<BlockMapMeshes, BlockMapDrawable> maps = new IdentityHashMap<>();
    /** Whether the shadow pass skips chunks whose shadows cannot reach the view (off only to test it). */
    boolean cullShadows = true;
    private int pixelScale = 1;
    private OffscreenTarget lowRes;
    private boolean closed;

    /**
     * Compiles the passes' shaders and makes the shadow map.
     *
     * @throws GlException when a shader does not compile or link (naming it)
     */
    public BlockMapRenderer() {
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
        return frame.stats();
    }

    /**
     * The GPU copy of a map's meshes, uploaded on first use and kept until {@link #release} or
     * {@link #close()}. The renderer owns it.
     */
    public GpuBlockMap upload(BlockMapMeshes meshes) {
        return drawable(meshes).gpu();
    }

    private BlockMapDrawable drawable(BlockMapMeshes meshes) {
        requireOpen();
        BlockMapDrawable d = maps.get(Objects.requireNonNull(meshes, "meshes"));
        if (d == null) {
            d = new BlockMapDrawable(meshes, programs, false);
            maps.put(meshes, d);
        }
        return d;
    }

    /** Frees the GPU copy of a map's meshes, as when the map goes away. Nothing happens for one never drawn. */
    public void release(BlockMapMeshes meshes) {
        BlockMapDrawable d = maps.remove(meshes);
        if (d != null) {
            d.close();
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
        BlockMapDrawable d = drawable(meshes);
        d.cullShadows = cullShadows;
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
        FrameStats stats = frame.begin(camera, look, out, timeSeconds).draw(d).end();
        if (pixelScale > 1) {
            glBindFramebuffer(GL_READ_FRAMEBUFFER, lowRes.framebuffer());
            glBindFramebuffer(GL_DRAW_FRAMEBUFFER, target.framebuffer());
            glBlitFramebuffer(0, 0, lowRes.width(), lowRes.height(), 0, 0, lowRes.width() * pixelScale,
                    lowRes.height() * pixelScale, GL_COLOR_BUFFER_BIT, GL_NEAREST);
            target.bind();
        }
        stats.cpuNanos = System.nanoTime() - start;
        return stats;
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
        for (BlockMapDrawable d : maps.values()) {
            d.close();
        }
        maps.clear();
        if (lowRes != null) {
            lowRes.close();
        }
        frame.close();
        programs.close();
    }
}
