package dev.loam.region;

import java.util.List;

/**
 * A stretch of road carried by a bridge: where it runs more than {@value #CLEARANCE_METRES} m over
 * the land, a concrete deck carries it, its top {@value #DECK_DROP_METRES} m under the road and
 * {@value #DECK_DEPTH_METRES} m deep, with railings either side and a pier down to the land every
 * {@value #PIER_SPACING_METRES} m. The land under a bridge is left as it is.
 *
 * @param road the road's name
 * @param startMetres where the deck begins along the road, metres from its start
 * @param endMetres where the deck ends, metres from its start
 * @param widthMetres the deck's width: the road's
 * @param piers the piers, every {@value #PIER_SPACING_METRES} m from the deck's start, in order
 */
public record RoadBridge(String road, double startMetres, double endMetres, double widthMetres, List<RoadPier> piers) {
    /** How far over the land a road runs before a bridge carries it, in metres. */
    public static final double CLEARANCE_METRES = 4.0;
    /** How far under the road the deck's top lies, in metres. */
    public static final double DECK_DROP_METRES = 0.05;
    /** The deck's depth, top to underside, in metres. */
    public static final double DECK_DEPTH_METRES = 1.0;
    /** The spacing of the piers along the deck, in metres. */
    public static final double PIER_SPACING_METRES = 16.0;

    /** Copies the piers. */
    public RoadBridge {
        piers = List.copyOf(piers);
    }

    /**
     * The deck's length along the road.
     *
     * @return metres
     */
    public double lengthMetres() {
        return endMetres - startMetres;
    }
}
