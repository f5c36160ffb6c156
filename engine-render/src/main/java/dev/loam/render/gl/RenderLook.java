package dev.loam.render.gl;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;

/**
 * How a frame is lit: the sun's place and colour, the sky's light, the wind that sways cover, the
 * backdrop and the fog that fades far things into it. Immutable. The wall bounce is not here: it is the meshes' own
 * ({@link dev.loam.render.mesh.BlockMeshLook#wallBounce()}), which the renderer reads per frame.
 *
 * <p>Colours are linear r, g, b multipliers, 0 and up (1 is the face's own colour at full light).
 *
 * @param name              for messages and the command line, such as {@code "diorama"}
 * @param sunAzimuthDegrees the compass bearing the sun stands at: 0 north (−z), 90 east (+x),
 *                          180 south, 270 west
 * @param sunElevationDegrees the sun's height over the horizon, 1 to 90 degrees
 * @param sunRgb            the sun's colour and strength, three values 0 and up
 * @param ambientRgb        the sky's light on every face, shadowed or not, three values 0 and up
 * @param windAzimuthDegrees the compass bearing the wind blows toward
 * @param windMetres        how far a card of sway weight 1 leans at the tip, in metres
 * @param windHertz         sways a second
 * @param backgroundRgb     the clear colour behind the map, {@code 0xRRGGBB}: the sky's colour, which
 *                          fog fades into
 * @param fogStartMetres    the distance from the eye where fog begins, in metres, 0 and up;
 *                          {@link #NO_FOG} (infinite) for none
 * @param fogEndMetres      the distance where fog hides everything behind the backdrop's colour,
 *                          above {@code fogStartMetres} (infinite with it when there is none); the
 *                          share of fog rises linearly between the two. The block-map renderer
 *                          draws no fog yet; {@link ModelRenderer} does.
 */
public record RenderLook(String name, double sunAzimuthDegrees, double sunElevationDegrees, float[] sunRgb,
                         float[] ambientRgb, double windAzimuthDegrees, double windMetres, double windHertz,
                         int backgroundRgb, double fogStartMetres, double fogEndMetres) {
    /** The fog distances of a look with no fog: nothing is ever fogged. */
    public static final double NO_FOG = Double.POSITIVE_INFINITY;

    /**
     * A look with no fog.
     *
     * @throws IllegalArgumentException naming the field, as the canonical constructor does
     */
    public RenderLook(String name, double sunAzimuthDegrees, double sunElevationDegrees, float[] sunRgb,
                      float[] ambientRgb, double windAzimuthDegrees, double windMetres, double windHertz,
                      int backgroundRgb) {
        this(name, sunAzimuthDegrees, sunElevationDegrees, sunRgb, ambientRgb, windAzimuthDegrees, windMetres,
                windHertz, backgroundRgb, NO_FOG, NO_FOG);
    }

    /**
     * Checks every field.
     *
     * @throws IllegalArgumentException naming the field
     */
    public RenderLook {
        Objects.requireNonNull(name, "name");
        if (!(sunElevationDegrees >= 1 && sunElevationDegrees <= 90)) {
            throw new IllegalArgumentException("sunElevationDegrees " + sunElevationDegrees + " must lie in 1..90");
        }
        finite("sunAzimuthDegrees", sunAzimuthDegrees);
        finite("windAzimuthDegrees", windAzimuthDegrees);
        if (!(windMetres >= 0) || !(windHertz >= 0) || Double.isInfinite(windMetres) || Double.isInfinite(windHertz)) {
            throw new IllegalArgumentException("windMetres and windHertz must be finite and 0 or more");
        }
        sunRgb = rgb("sunRgb", sunRgb);
        ambientRgb = rgb("ambientRgb", ambientRgb);
        backgroundRgb &= 0xffffff;
        boolean none = fogStartMetres == NO_FOG && fogEndMetres == NO_FOG;
        if (!none && (!(fogStartMetres >= 0) || Double.isInfinite(fogStartMetres))) {
            throw new IllegalArgumentException("fogStartMetres " + fogStartMetres + " must be finite and 0 or more");
        }
        if (!none && (!(fogEndMetres > fogStartMetres) || Double.isInfinite(fogEndMetres))) {
            throw new IllegalArgumentException("fogEndMetres " + fogEndMetres + " must be finite and above fogStartMetres "
                    + fogStartMetres);
        }
    }

    /**
     * This look with fog from {@code startMetres} to {@code endMetres} from the eye, fading into
     * the backdrop's colour; {@link #NO_FOG} for both takes it away.
     *
     * @throws IllegalArgumentException unless 0 ≤ start, start below end, both finite (or both {@link #NO_FOG})
     */
    public RenderLook withFog(double startMetres, double endMetres) {
        return new RenderLook(name, sunAzimuthDegrees, sunElevationDegrees, sunRgb, ambientRgb, windAzimuthDegrees,
                windMetres, windHertz, backgroundRgb, startMetres, endMetres);
    }

    /** Whether the look has fog. */
    public boolean hasFog() {
        return fogEndMetres != NO_FOG;
    }

    /**
     * The diorama's golden hour: a low warm sun in the south-west, a cool sky, a light breeze.
     * Pair it with {@link dev.loam.render.mesh.BlockMeshLook#diorama(long)} (wall bounce 0.44).
     */
    public static RenderLook diorama() {
        return new RenderLook("diorama", 235, 28, new float[] {1.05f, 0.80f, 0.56f}, new float[] {0.44f, 0.48f, 0.60f},
                60, 0.08, 0.45, 0x2b3040);
    }

    /** A plain look: a high white sun in the south-south-east, grey sky light, still air. */
    public static RenderLook plain() {
        return new RenderLook("plain", 150, 55, new float[] {0.72f, 0.72f, 0.72f}, new float[] {0.42f, 0.42f, 0.42f},
                0, 0, 0, 0x808890);
    }

    /**
     * The look of a name, {@code diorama} or {@code plain}.
     *
     * @throws IllegalArgumentException naming the name and the choices
     */
    public static RenderLook named(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "diorama" -> diorama();
            case "plain" -> plain();
            default -> throw new IllegalArgumentException("look \"" + name + "\" is not one of diorama, plain");
        };
    }

    /** The unit vector toward the sun, x, y, z, written into {@code dest} (three floats). */
    public float[] sunDirection(float[] dest) {
        double az = Math.toRadians(sunAzimuthDegrees), el = Math.toRadians(sunElevationDegrees);
        dest[0] = (float) (Math.sin(az) * Math.cos(el));
        dest[1] = (float) Math.sin(el);
        dest[2] = (float) (-Math.cos(az) * Math.cos(el));
        return dest;
    }

    /** The sun's colour (a copy the caller owns). */
    @Override
    public float[] sunRgb() {
        return sunRgb.clone();
    }

    /** The sky's light (a copy the caller owns). */
    @Override
    public float[] ambientRgb() {
        return ambientRgb.clone();
    }

    /** Equal when every field is, the colours compared value by value. */
    @Override
    public boolean equals(Object o) {
        return o instanceof RenderLook l && name.equals(l.name) && sunAzimuthDegrees == l.sunAzimuthDegrees
                && sunElevationDegrees == l.sunElevationDegrees && Arrays.equals(sunRgb, l.sunRgb)
                && Arrays.equals(ambientRgb, l.ambientRgb) && windAzimuthDegrees == l.windAzimuthDegrees
                && windMetres == l.windMetres && windHertz == l.windHertz && backgroundRgb == l.backgroundRgb
                && fogStartMetres == l.fogStartMetres && fogEndMetres == l.fogEndMetres;
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, sunAzimuthDegrees, sunElevationDegrees, Arrays.hashCode(sunRgb),
                Arrays.hashCode(ambientRgb), windAzimuthDegrees, windMetres, windHertz, backgroundRgb, fogStartMetres,
                fogEndMetres);
    }

    @Override
    public String toString() {
        return "RenderLook[" + name + ", sun " + sunAzimuthDegrees + "/" + sunElevationDegrees + " degrees "
                + Arrays.toString(sunRgb) + ", sky " + Arrays.toString(ambientRgb)
                + (hasFog() ? ", fog " + fogStartMetres + ".." + fogEndMetres + " m" : "") + "]";
    }

    float sun(int channel) {
        return sunRgb[channel];
    }

    float ambient(int channel) {
        return ambientRgb[channel];
    }

    private static void finite(String field, double v) {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException(field + " " + v + " must be a finite number");
        }
    }

    private static float[] rgb(String field, float[] rgb) {
        if (rgb == null || rgb.length != 3) {
            throw new IllegalArgumentException(field + " must hold three values r, g, b");
        }
        for (float v : rgb) {
            if (!(v >= 0) || Float.isInfinite(v)) {
                throw new IllegalArgumentException(field + " value " + v + " must be finite and 0 or more");
            }
        }
        return rgb.clone();
    }
}
