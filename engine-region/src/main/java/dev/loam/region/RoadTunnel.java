package dev.loam.region;

import dev.loam.model.ModelMesh;
import java.util.List;

/**
 * A tunnel of a road with {@code "tunnels": "auto"}: a stretch of {@value #MIN_LENGTH_METRES} m or
 * more where the land stands {@value #COVER_METRES} m and more over the road, at its middle and
 * {@value #SIDE_COVER_METRES} m beyond either edge. The ground under it is cut to the road, its flat
 * bed {@value #BED_MARGIN_METRES} m past the road's edge (a terrain vertex further than elsewhere),
 * then a steep wall over {@value #WALL_METRES} m; the terrain being a heightfield, the hill over the
 * cutting is carried by the roof. Its three pieces are named {@code tunnel-<road>-<n>-roof},
 * {@code -portals} and {@code -lights}:
 *
 * <ul>
 *   <li>the roof: the hill's own surface rebuilt over the cutting, {@value #ROOF_LIFT_METRES} m over
 *       the land, in the biome's colours, {@value #ROOF_THICKNESS_METRES} m thick, its sides going
 *       down into the hill; a structure a player walks over, given as triangles a collider and a
 *       renderer take as they are;
 *   <li>the portals: a stone face across each end, the mouth the road's width plus
 *       {@value #MOUTH_MARGIN_METRES} m and {@value #MOUTH_HEIGHT_METRES} m high, a lamp either side;
 *   <li>the lights: a lamp on both walls every {@value #LIGHT_SPACING_METRES} m inside, drawn only.
 * </ul>
 *
 * Immutable.
 *
 * @param road the road's name
 * @param n its number along the road, from 1
 * @param startMetres where it begins along the road (its first mouth), metres from the road's start
 * @param endMetres where it ends (its second mouth), metres from the road's start
 * @param widthMetres the road's width, metres
 * @param start the road's point at its first mouth
 * @param end the road's point at its second mouth
 * @param roof the roof, named {@code tunnel-<road>-<n>-roof}: positions in region metres, normals,
 *     the biome's colours (RGBA, linear), counter-clockwise triangles facing out
 * @param portals the two portals, at its first mouth and then its second
 * @param lights the lamps on its walls, by their place along the road, the left wall's first at each
 */
public record RoadTunnel(String road, int n, double startMetres, double endMetres, double widthMetres, RoadPoint start,
        RoadPoint end, ModelMesh roof, List<RoadTunnelPortal> portals, List<RoadTunnelLamp> lights) {
    /** How far the land stands over the road at its middle and beyond either edge, at least, in metres. */
    public static final double COVER_METRES = 6.5;
    /** How far beyond either edge of the road the land's cover is also measured, in metres. */
    public static final double SIDE_COVER_METRES = 9.0;
    /** The shortest tunnel; a shorter stretch under cover is an open cutting, in metres. */
    public static final double MIN_LENGTH_METRES = 16.0;
    /** How far past the road's edge the flat bed under a tunnel reaches, in metres. */
    public static final double BED_MARGIN_METRES = 5.0;
    /** The width the wall beyond the bed rises over, back to the land, in metres. */
    public static final double WALL_METRES = 4.0;
    /** How far over the land the roof's top lies, in metres. */
    public static final double ROOF_LIFT_METRES = 0.05;
    /** The roof's thickness, in metres. */
    public static final double ROOF_THICKNESS_METRES = 1.0;
    /** How much wider than the road a portal's mouth is, in metres. */
    public static final double MOUTH_MARGIN_METRES = 1.0;
    /** A portal's mouth's height over the road, in metres. */
    public static final double MOUTH_HEIGHT_METRES = 5.0;
    /** The spacing of the lamps along each wall, in metres. */
    public static final double LIGHT_SPACING_METRES = 24.0;
    /** How high over the road a lamp hangs, on a wall or beside a mouth, in metres. */
    public static final double LAMP_HEIGHT_METRES = 4.0;
    /** How far out from a portal's mouth's side its lamp stands, in metres. */
    public static final double PORTAL_LAMP_OFFSET_METRES = 0.75;
    /** The kit model a lamp is drawn with. */
    public static final String LAMP_MODEL = "tunnel-lamp";

    /** Copies the lists. */
    public RoadTunnel {
        portals = List.copyOf(portals);
        lights = List.copyOf(lights);
    }

    /**
     * Its name, the stem of its pieces' names.
     *
     * @return {@code tunnel-<road>-<n>}
     */
    public String name() {
        return "tunnel-" + road + "-" + n;
    }

    /**
     * The roof piece's name.
     *
     * @return {@code tunnel-<road>-<n>-roof}, the {@link #roof()} mesh's name
     */
    public String roofName() {
        return name() + "-roof";
    }

    /**
     * The portals piece's name.
     *
     * @return {@code tunnel-<road>-<n>-portals}
     */
    public String portalsName() {
        return name() + "-portals";
    }

    /**
     * The lights piece's name.
     *
     * @return {@code tunnel-<road>-<n>-lights}
     */
    public String lightsName() {
        return name() + "-lights";
    }

    /**
     * Its length along the road, mouth to mouth.
     *
     * @return metres
     */
    public double lengthMetres() {
        return endMetres - startMetres;
    }

    /**
     * A portal's mouth's width: the road's plus {@value #MOUTH_MARGIN_METRES} m.
     *
     * @return metres
     */
    public double mouthWidthMetres() {
        return widthMetres + MOUTH_MARGIN_METRES;
    }

    /**
     * How far from the road's centre line the flat bed under it reaches: the road's half-width plus
     * {@value #BED_MARGIN_METRES} m.
     *
     * @return metres
     */
    public double bedHalfWidthMetres() {
        return widthMetres / 2.0 + BED_MARGIN_METRES;
    }
}
