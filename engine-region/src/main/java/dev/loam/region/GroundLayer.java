package dev.loam.region;

/**
 * The layers the region's ground is painted with, each with its terrain material and the colour
 * a preview draws it in ({@code 0xRRGGBB}).
 */
public enum GroundLayer {
    /** The biome's own ground: its grass, sand or leaves ({@link Biome#groundMaterial()}). */
    GROUND(0x6FA34A, ""),
    /** Rock: above the biome's rock line, on steep ground, on a volcano's cone. */
    ROCK(0x8A8580, "ground/rock"),
    /** Snow: above the biome's snow line, and down a ski run. */
    SNOW(0xF2F4F7, "ground/snow"),
    /** Sand: a lake's bed and its shore under the water's edge. */
    SAND(0xD8C690, "ground/sand"),
    /** Ash: the banks either side of a lava flow. */
    ASH(0x4A4644, "ground/ash"),
    /** Lava rock: a lava flow's bed down a volcano's flank. */
    LAVA_ROCK(0x2B1A14, "ground/lava-rock");

    private final int colour;
    private final String material;

    GroundLayer(int colour, String material) {
        this.colour = colour;
        this.material = material;
    }

    /**
     * The colour a preview draws the layer in; the ground's is the biome's ({@link
     * Biome#groundColour()}).
     *
     * @param biome the region's biome
     * @return {@code 0xRRGGBB}
     */
    public int colour(Biome biome) {
        return this == GROUND ? biome.groundColour() : colour;
    }

    /**
     * The terrain material of the layer.
     *
     * @param biome the region's biome, whose ground material the ground layer takes
     * @return a material name such as {@code ground/rock}
     */
    public String material(Biome biome) {
        return this == GROUND ? biome.groundMaterial() : material;
    }
}
