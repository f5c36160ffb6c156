package dev.loam.render.gl;

import dev.loam.model.Bounds;
import dev.loam.model.Material;
import dev.loam.model.MeshBuilder;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Objects;

/**
 * Pictures of one {@link Model} from three sides, side by side in one image: from the front
 * (looking along −z at the model's +z face, a little from above), from its right side (looking
 * along −x) and three-quarter from above (front right, 35° down). Each view frames the model's
 * bounds, standing on a ground plane that takes its shadow. What {@code loam model render FILE
 * --out x.png} draws, and how the kit's models are looked at.
 */
public final class ModelPictures {
    /** The views' yaws in degrees, as {@link DioramaCamera} reads them: front, right side, three-quarter. */
    static final float[] YAWS = {0, 270, 315};
    /** The views' pitches in degrees. */
    static final float[] PITCHES = {12, 12, 35};
    /** The ground's colour: a neutral warm grey, linear. */
    static final Rgba GROUND = Rgba.ofSrgb(0x9a9486);
    /** The ground reaches this many times the model's size (its height or its horizontal radius, the larger) round its middle. */
    static final float GROUND_REACH = 4f;

    /** The pixels across and down each view of {@link #threeSides(Model)}. */
    public static final int VIEW_SIZE = 320;

    private ModelPictures() {
    }

    /**
     * Pictures a model in a context of its own under the diorama's golden-hour light
     * ({@link RenderLook#diorama()}), each view {@value #VIEW_SIZE} pixels square: the picture
     * {@code loam model render} writes by default.
     *
     * @return an image of {@code 3 · VIEW_SIZE × VIEW_SIZE} pixels, owned by the caller
     * @throws GlUnavailableException   when no context can be had
     * @throws IllegalStateException    when a context is already open in this process
     * @throws IllegalArgumentException when the model has no meshes
     */
    public static BufferedImage threeSides(Model model) {
        return threeSides(model, RenderLook.diorama(), VIEW_SIZE, VIEW_SIZE);
    }

    /**
     * Pictures a model in a context of its own: opens a headless {@link GlContext}, draws, closes it.
     *
     * @param model      what to picture, at least one mesh
     * @param look       the sun, sky and backdrop
     * @param viewWidth  pixels across each of the three views, 16..4096
     * @param viewHeight pixels down, 16..4096
     * @return an image of {@code 3 · viewWidth × viewHeight} pixels, owned by the caller
     * @throws GlUnavailableException when no context can be had (naming the packages that would help)
     * @throws IllegalStateException  when a context is already open in this process (use
     *                                {@link #threeSides(ModelRenderer, Model, RenderLook, int, int)} in it)
     * @throws IllegalArgumentException when the model has no meshes or a size is out of range
     */
    @SuppressWarnings("try") // the context is held open for the renderer, never read by name
    public static BufferedImage threeSides(Model model, RenderLook look, int viewWidth, int viewHeight) {
        check(model, viewWidth, viewHeight);
        try (GlContext gl = GlContext.open(viewWidth, viewHeight, "loam model picture", true);
             ModelRenderer renderer = new ModelRenderer()) {
            return threeSides(renderer, model, look, viewWidth, viewHeight);
        }
    }

    /**
     * Pictures a model with a renderer of the current context. The model and the ground stay
     * uploaded in the renderer afterwards (release them or close the renderer).
     *
     * @return an image of {@code 3 · viewWidth × viewHeight} pixels, owned by the caller
     * @throws IllegalArgumentException when the model has no meshes or a size is outside 16..4096
     */
    public static BufferedImage threeSides(ModelRenderer renderer, Model model, RenderLook look, int viewWidth,
                                           int viewHeight) {
        Objects.requireNonNull(renderer, "renderer");
        Objects.requireNonNull(look, "look");
        check(model, viewWidth, viewHeight);
        Bounds b = model.bounds();
        Model ground = ground(b);
        float[] box = {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ()};
        float[] identity = Transforms.identity();
        BufferedImage out = new BufferedImage(3 * viewWidth, viewHeight, BufferedImage.TYPE_INT_ARGB);
        try (OffscreenTarget target = new OffscreenTarget(viewWidth, viewHeight)) {
            float radius = (float) Math.sqrt(b.sizeX() * b.sizeX() + b.sizeY() * b.sizeY() + b.sizeZ() * b.sizeZ()) / 2;
            float reach = groundRadius(b);
            for (int v = 0; v < 3; v++) {
                DioramaCamera camera = new DioramaCamera().frame(box, YAWS[v], PITCHES[v], (float) viewWidth / viewHeight);
                // The ground fades into the backdrop toward its edge: a horizon, not a cut.
                float d = camera.distance();
                RenderLook faded = look.withFog(d + radius, d + 0.9f * reach);
                renderer.begin(camera, faded, target).draw(ground, identity).draw(model, identity).end();
                BufferedImage view = target.readImage();
                int[] row = view.getRGB(0, 0, viewWidth, viewHeight, null, 0, viewWidth);
                out.setRGB(v * viewWidth, 0, viewWidth, viewHeight, row, 0, viewWidth);
            }
        } finally {
            renderer.release(ground);
        }
        return out;
    }

    /** How far the ground reaches from the model's middle, in metres: {@link #GROUND_REACH} times its size, at least 1 m. */
    static float groundRadius(Bounds b) {
        return Math.max(1, GROUND_REACH * Math.max(b.sizeY(), (float) Math.hypot(b.sizeX(), b.sizeZ()) / 2));
    }

    /**
     * The ground plane under a model's bounds: a square at its lowest point reaching
     * {@link #groundRadius} from its middle each way, facing up.
     */
    static Model ground(Bounds b) {
        float cx = (b.minX() + b.maxX()) / 2, cz = (b.minZ() + b.maxZ()) / 2;
        float r = groundRadius(b);
        float y = b.minY();
        MeshBuilder m = ModelMesh.builder("ground", 0);
        int a = m.vertex(cx - r, y, cz + r, 0, 1, 0);
        int c = m.vertex(cx + r, y, cz + r, 0, 1, 0);
        int d = m.vertex(cx + r, y, cz - r, 0, 1, 0);
        int e = m.vertex(cx - r, y, cz - r, 0, 1, 0);
        m.quad(a, c, d, e);
        return Model.of("ground", List.of(m.build()), List.of(Material.of("ground", GROUND)), List.of());
    }

    private static void check(Model model, int viewWidth, int viewHeight) {
        Objects.requireNonNull(model, "model");
        if (model.bounds().isEmpty()) {
            throw new IllegalArgumentException("model \"" + model.name() + "\" has no meshes to picture");
        }
        if (viewWidth < 16 || viewWidth > 4096 || viewHeight < 16 || viewHeight > 4096) {
            throw new IllegalArgumentException("a view's size " + viewWidth + "x" + viewHeight + " must lie in 16..4096 each way");
        }
    }
}
