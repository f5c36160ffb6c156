package dev.loam.region;

import java.util.Locale;

/**
 * The eight biomes of a region: the levels its rock and snow start from, how many trees and
 * rocks grow, and the colours of its ground (linear-ish sRGB bytes, {@code 0xRRGGBB}).
 */
public enum Biome {
    /** Grass, oaks and birches, buttercups. */
    MEADOW(6, 9, Amount.A_FEW, Amount.A_FEW, 0x6FA34A, "ground/meadow-grass"),
    /** Darker grass under pines, bluebells. */
    FOREST(7, 9, Amount.MANY, Amount.FEW, 0x4C7A37, "ground/forest-grass"),
    /** Short grass, rock early, snow on the peaks. */
    ALPINE(3, 6, Amount.A_FEW, Amount.MANY, 0x7E9A5C, "ground/alpine-grass"),
    /** Rich green, hedgerows, oaks, fruit trees and poplars. */
    FARMLAND(7, 10, Amount.A_FEW, Amount.FEW, 0x5F9E3C, "ground/farmland-grass"),
    /** Yellowing grass, dry patches, twisted and dead trees, stones. */
    STEPPE(6, 10, Amount.RARE, Amount.SOME, 0xB0A35E, "ground/steppe-grass"),
    /** Sand and red rock, cacti and the odd palm. Snow never falls ({@link #snowLevel()} is -1). */
    DESERT(4, -1, Amount.RARE, Amount.MANY, 0xD2B47C, "ground/desert-sand"),
    /** Orange and red crowns over grass strewn with leaves. */
    AUTUMN(7, 9, Amount.MANY, Amount.FEW, 0x8E8A3E, "ground/autumn-leaves"),
    /** Salty grass on pale limestone, pines and palms. */
    COAST(5, 10, Amount.A_FEW, Amount.SOME, 0x8AA86A, "ground/coast-grass");

    /** How much of something grows, as a chance per 16 m cell. */
    public enum Amount {
        /** Almost none: 2 % of cells. */
        RARE(0.02),
        /** Few: 6 % of cells. */
        FEW(0.06),
        /** A few: 10 % of cells. */
        A_FEW(0.10),
        /** Some: 14 % of cells. */
        SOME(0.14),
        /** Many: 30 % of cells. */
        MANY(0.30);

        private final double chance;

        Amount(double chance) {
            this.chance = chance;
        }

        /**
         * The chance that a 16 m cell holds one.
         *
         * @return a probability from 0 to 1
         */
        public double chance() {
            return chance;
        }
    }

    private final int rockLevel;
    private final int snowLevel;
    private final Amount trees;
    private final Amount rocks;
    private final int groundColour;
    private final String groundMaterial;

    Biome(int rockLevel, int snowLevel, Amount trees, Amount rocks, int groundColour, String groundMaterial) {
        this.rockLevel = rockLevel;
        this.snowLevel = snowLevel;
        this.trees = trees;
        this.rocks = rocks;
        this.groundColour = groundColour;
        this.groundMaterial = groundMaterial;
    }

    /**
     * The level from which the ground is rock: at or above {@code rockLevel * 4} metres.
     *
     * @return a level, 0 to 10
     */
    public int rockLevel() {
        return rockLevel;
    }

    /**
     * The level from which the ground is snow, or -1 where it never snows.
     *
     * @return a level, 0 to 10, or -1
     */
    public int snowLevel() {
        return snowLevel;
    }

    /**
     * How many trees grow.
     *
     * @return the amount
     */
    public Amount trees() {
        return trees;
    }

    /**
     * How many rocks lie about.
     *
     * @return the amount
     */
    public Amount rocks() {
        return rocks;
    }

    /**
     * The colour of the biome's ground, {@code 0xRRGGBB}.
     *
     * @return the colour
     */
    public int groundColour() {
        return groundColour;
    }

    /**
     * The material of the biome's ground layer in the terrain, such as {@code ground/meadow-grass}.
     *
     * @return the material name
     */
    public String groundMaterial() {
        return groundMaterial;
    }

    /**
     * The name a spec uses: {@code meadow}, {@code forest} and so on.
     *
     * @return the lower-case name
     */
    public String specName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
