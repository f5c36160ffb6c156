package dev.loam.assets.internal.kit;

/**
 * The kit's road furniture: a tunnel's lamp. Fronts face +z, centred on the y axis, the base at
 * y = 0.
 */
final class RoadKit {
    private RoadKit() {
    }

    /**
     * A tunnel's lamp, 0.72 m wide (along x), 0.27 m deep (its wall plate's back at z = −0.135) and
     * about 0.2 m tall from y = 0: a dark metal housing on a wall plate, its glowing lens (the
     * {@code lamp} material gives off light) under it and across its front. Hung at its height over
     * the road, facing along its yaw.
     */
    static void tunnelLamp(KitBuild b) {
        KitMesh metal = b.mesh("metal", "metal");
        KitMesh lamp = b.mesh("lamp", "lamp");
        KitMesh.Shade iron = Shades.vary(Shades.rgb(0.28, 0.29, 0.31), 0.06);
        KitMesh.Shade light = Shades.vary(Shades.rgb(1, 0.97, 0.9), 0.03);
        double warm = b.r.range(0, 0.04, 1);
        KitMesh.Shade lens = Shades.vary(Shades.rgb(1, 0.97 - warm, 0.9 - 2 * warm), 0.03);
        Shapes.box(metal, Frame.at(0, 0.095, 0.015), 0.36, 0.075, 0.12, iron);
        Shapes.box(lamp, Frame.at(0, 0.01, 0.015), 0.32, 0.01, 0.1, lens);
        if (!b.lod) {
            Shapes.box(metal, Frame.at(0, 0.11, -0.12), 0.12, 0.09, 0.015, iron);
            Shapes.box(lamp, Frame.at(0, 0.095, 0.137), 0.32, 0.045, 0.002, light);
        }
    }
}
