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

    /** Probes the frames of {@code renderer}; draw one frame with it first. */
    public FrameProbe(FrameRenderer renderer) {
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
        drawable.bounds(view, box);
        drawable.prepare(view);
        return view.stats.cellsDrawn;
    }
}
