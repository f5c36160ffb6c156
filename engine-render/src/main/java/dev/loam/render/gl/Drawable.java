package dev.loam.render.gl;

/**
 * Something the {@link FrameRenderer} draws: a terrain, an instance set, water and lava sheets, a
 * block map. Each keeps its GPU copy and is drawn by handing it to
 * {@link FrameRenderer#draw(Drawable)} between {@code begin} and {@code end}; the frame calls its
 * steps in order: {@link #bounds} (for the shadow's fit), {@link #prepare} (culling, levels of
 * detail, uploads of what changed), {@link #shadowPass} once a cascade, {@link #opaquePass},
 * {@link #blendPass}. Only this package makes them: a game's own meshes go in as
 * {@link dev.loam.model.Model}s with a transform.
 *
 * <p>Needs the GL context it was made in; use and close it on the GL thread, before the context.
 */
public abstract class Drawable implements AutoCloseable {
    /** Only this package's drawables. */
    Drawable() {
    }

    /**
     * Grows {@code box} (min x, y, z, max x, y, z, world metres) round what this draws this
     * frame, casters of shadows included; leaves it as it is when it draws nothing.
     */
    abstract void bounds(FrameView view, float[] box);

    /** Culls, picks levels and uploads what changed, for the view the frame set. */
    abstract void prepare(FrameView view);

    /**
     * Draws what casts shadows into cascade {@code cascade} of the shadow map, whose framebuffer
     * and viewport are bound; the light's matrix is {@code view.lightViewProjection(cascade)}.
     */
    abstract void shadowPass(FrameView view, int cascade);

    /** Draws opaque and cut surfaces into the bound target, depth-tested and written. */
    abstract void opaquePass(FrameView view);

    /** Draws blended surfaces (water, lava's glow, glass) over the bound target, writing no depth. */
    abstract void blendPass(FrameView view);

    /**
     * The nearest hit of a ray with what this draws, or nothing: fills {@code hit} and returns true
     * when it is nearer than {@code hit.distance()} (a frame's pick starts from the camera's far plane).
     */
    boolean pick(float ox, float oy, float oz, float dx, float dy, float dz, PickHit hit) {
        return false;
    }

    /** Frees the GPU copy. Idempotent. */
    @Override
    public abstract void close();
}
