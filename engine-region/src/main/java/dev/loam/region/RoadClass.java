package dev.loam.region;

import java.util.Locale;

/**
 * The six classes of road of the tiles spec's table, from a dirt track to a highway, each with its
 * width, lanes, speed, climb limit, smoothing span and look, and the mark the region's map prints
 * on its tiles.
 */
public enum RoadClass {
    /** A dirt track: unpaved, brown, no paint; climbs two levels a tile. */
    TRACK(5.0, 1, 36, 2.0, 0, false, false, "unpaved, brown, no paint", ':'),
    /**
     * A country lane: paved, one lane shared both ways, no paint; climbs two levels a tile. The
     * spec's map lists no mark for a lane: it prints {@code .}.
     */
    LANE(5.5, 1, 43, 2.0, 0, true, false, "paved, one lane shared both ways, no paint", '.'),
    /** A country road with a dashed centre line; climbs a level a tile. */
    COUNTRY(7.0, 1, 61, 1.0, 0, true, false, "a dashed centre line", '-'),
    /** A town street; climbs a level a tile. */
    STREET(9.0, 1, 50, 1.0, 0, true, false, "a town street", '+'),
    /** Two carriageways with a solid line between them; climbs a level a tile, its profile smoothed over a tile. */
    AVENUE(14.0, 2, 61, 1.0, 1, true, false, "two carriageways, a solid line between them", '='),
    /** A hard shoulder each side; climbs half a level a tile (3 %), its profile smoothed over three tiles. */
    HIGHWAY(18.0, 2, 100, 0.5, 3, true, true, "a hard shoulder each side", '#');

    private final double widthMetres;
    private final int lanesEachWay;
    private final int speedKmh;
    private final double climbLevelsPerTile;
    private final int smoothingTiles;
    private final boolean paved;
    private final boolean shoulders;
    private final String look;
    private final char mapMark;

    RoadClass(double widthMetres, int lanesEachWay, int speedKmh, double climbLevelsPerTile, int smoothingTiles,
            boolean paved, boolean shoulders, String look, char mapMark) {
        this.widthMetres = widthMetres;
        this.lanesEachWay = lanesEachWay;
        this.speedKmh = speedKmh;
        this.climbLevelsPerTile = climbLevelsPerTile;
        this.smoothingTiles = smoothingTiles;
        this.paved = paved;
        this.shoulders = shoulders;
        this.look = look;
        this.mapMark = mapMark;
    }

    /**
     * The road's width from edge to edge, in metres.
     *
     * @return 5 to 18 m
     */
    public double widthMetres() {
        return widthMetres;
    }

    /**
     * Lanes each way: 1 (1 + 1) or 2 (2 + 2).
     *
     * @return the count
     */
    public int lanesEachWay() {
        return lanesEachWay;
    }

    /**
     * Lanes both ways together.
     *
     * @return 2 or 4
     */
    public int lanes() {
        return 2 * lanesEachWay;
    }

    /**
     * The speed traffic drives it at, in km/h.
     *
     * @return the speed
     */
    public int speedKmh() {
        return speedKmh;
    }

    /**
     * The steepest it climbs, in levels a tile (4 m over 64 m a level).
     *
     * @return 0.5, 1 or 2
     */
    public double climbLevelsPerTile() {
        return climbLevelsPerTile;
    }

    /**
     * The steepest it climbs as a grade, metres up a metre along.
     *
     * @return {@code climbLevelsPerTile * 4 / 64}: 0.03125, 0.0625 or 0.125
     */
    public double grade() {
        return climbLevelsPerTile * RegionGrid.LEVEL_METRES / RegionGrid.TILE_METRES;
    }

    /**
     * The span, in tiles, over which its profile first closes every narrower dip: 3 for a highway,
     * 1 for an avenue, 0 (none) for the others.
     *
     * @return tiles
     */
    public int smoothingTiles() {
        return smoothingTiles;
    }

    /**
     * Whether it is paved (all but a track).
     *
     * @return whether it is asphalt
     */
    public boolean paved() {
        return paved;
    }

    /**
     * Whether it has a hard shoulder each side (a highway).
     *
     * @return whether it has shoulders
     */
    public boolean shoulders() {
        return shoulders;
    }

    /**
     * Its look in the spec's words, such as {@code a dashed centre line}.
     *
     * @return the words
     */
    public String look() {
        return look;
    }

    /**
     * The mark the region's map prints on its tiles: {@code :} track, {@code .} lane, {@code -}
     * country, {@code +} street, {@code =} avenue, {@code #} highway.
     *
     * @return the mark
     */
    public char mapMark() {
        return mapMark;
    }

    /**
     * The name a spec uses: {@code track}, {@code lane}, {@code country}, {@code street},
     * {@code avenue} or {@code highway}.
     *
     * @return the lower-case name
     */
    public String specName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
