package dev.loam.render.gl;

import java.lang.reflect.Field;

/**
 * A benchmark's look inside a {@link FrameRenderer}'s frame (this class sits in the renderer's
 * package on the benchmarks' class path only): runs a drawable's culling step ({@code bounds} and
 * {@code prepare}) again on the view the renderer's last frame set up (its camera, sun, cascades),
 * so that the CPU cost of culling is measured apart from the driver's work in the draws.
 */
public final class FrameProbe {
    private final FrameView view;
    private final float[] box = new float[6];
    private final Camera camera;
    private final RenderLook look;
    private final RenderTarget target;

    /**
     * Probes the frames of {@code renderer}; draw one frame with it first, with the same camera,
     * look and target (the renderer lets go of them when a frame ends; a drawable's step may read
     * them, as the terrain's level ranges read the target's height).
     */
    public FrameProbe(FrameRenderer renderer, Camera camera, RenderLook look, RenderTarget target) {
        this.camera = camera;
        this.look = look;
        this.target = target;
        try {
            Field f = FrameRenderer.class.getDeclaredField("view");
            f.setAccessible(true);
            view = (FrameView) f.get(renderer);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the frame renderer's view cannot be read", e);
        }
    }

    /** Culls {@code drawable} for the last frame's view: its bounds, then its prepare; returns the cells it drew. */
    public int cull(Drawable drawable) {
        box[0] = box[1] = box[2] = Float.POSITIVE_INFINITY;
        box[3] = box[4] = box[5] = Float.NEGATIVE_INFINITY;
        view.stats.reset();
        view.camera = camera;
        view.look = look;
        view.target = target;
        drawable.bounds(view, box);
        drawable.prepare(view);
        return view.stats.cellsDrawn;
    }
}
