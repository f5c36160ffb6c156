package dev.loam.region;

import java.util.Locale;

/** The kinds of feature a region spec names, each with the letter the map marks its tile by. */
public enum FeatureKind {
    /** A rounded hill, its peak at a corner, falling about a level per tile. */
    HILL('H', 1, 10),
    /** A mountain whose flanks fall up to two levels a tile within its radius. */
    MOUNTAIN('M', 2, 10),
    /** A flat top over a rectangle of tiles, slopes all round. */
    PLATEAU('P', 1, 10),
    /** A hollow down to its floor, its sides up to two levels a tile. */
    VALLEY('V', 0, 9),
    /** A lake: a bed a level under its shore, a tile of shore all round, water 1 m under the shore. */
    LAKE('L', 1, 10),
    /** A volcano: a rim of corners round its crater's middle, lava 2 m under the rim. */
    VOLCANO('X', 3, 10),
    /** A ski run painted from its top to its foot; changes no heights. */
    SKI('K', 0, 0);

    private final char letter;
    private final int minLevel;
    private final int maxLevel;

    FeatureKind(char letter, int minLevel, int maxLevel) {
        this.letter = letter;
        this.minLevel = minLevel;
        this.maxLevel = maxLevel;
    }

    /**
     * The letter the map marks the feature's tile by: H, M, P, V, L, X or K.
     *
     * @return the letter
     */
    public char letter() {
        return letter;
    }

    /**
     * The lowest level the spec may give (a valley's floor, a lake's shore, a peak, a rim).
     *
     * @return a level
     */
    public int minLevel() {
        return minLevel;
    }

    /**
     * The highest level the spec may give.
     *
     * @return a level, at most {@link RegionGrid#MAX_LEVEL}
     */
    public int maxLevel() {
        return maxLevel;
    }

    /**
     * The name a spec uses: {@code hill}, {@code mountain} and so on.
     *
     * @return the lower-case name
     */
    public String specName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
