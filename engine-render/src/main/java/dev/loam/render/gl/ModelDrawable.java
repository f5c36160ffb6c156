package dev.loam.render.gl;

/**
 * The game's own models of a {@link FrameRenderer}'s frame (a character, a vehicle: models at a
 * transform and instance sets, added and moved each frame) as one of its drawables, drawn by the
 * model passes ({@link ModelBatches}) under the frame's camera, light and shadow map. The frame
 * renderer makes one on the first model drawn, gathers into it between {@code begin} and
 * {@code end}, and closes it with itself.
 */
final class ModelDrawable extends Drawable {
    private final ModelPrograms programs = new ModelPrograms();
    final ModelBatches batches = new ModelBatches(programs);
    private boolean closed;

    @Override
    void bounds(FrameView view, float[] box) {
        batches.bounds(box);
    }

    @Override
    void prepare(FrameView view) {
        batches.prepare(view);
    }

    @Override
    void shadowPass(FrameView view, int cascade) {
        batches.shadowPass(view, cascade);
    }

    @Override
    void opaquePass(FrameView view) {
        batches.opaquePass(view);
    }

    @Override
    void blendPass(FrameView view) {
        batches.blendPass(view);
    }

    @Override
    boolean pick(float ox, float oy, float oz, float dx, float dy, float dz, PickHit hit) {
        return batches.pick(ox, oy, oz, dx, dy, dz, hit, this);
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            batches.close();
            programs.close();
        }
    }
}
