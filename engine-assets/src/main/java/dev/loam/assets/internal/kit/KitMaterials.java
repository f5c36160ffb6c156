package dev.loam.assets.internal.kit;

import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.Rgba;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The kit's materials by id. Each is glTF metallic-roughness data with its surface's usual colour
 * as the base colour (linear); the kit's meshes vary it through vertex colours within 0..1. Thin
 * cards and blades (grass, fern, reed, petal, a palm's fronds) are double-sided; lamp and flame
 * give off light.
 */
public final class KitMaterials {
    private static final Map<String, Material> ALL = new LinkedHashMap<>();

    static {
        add(plain("bark", 0x6e4e36, 0.95f));
        add(plain("needles", 0x3f7a3c, 0.9f));
        add(plain("leaves", 0x6aa83e, 0.85f));
        add(plain("grass", 0x86bf4c, 0.9f).withDoubleSided(true));
        add(plain("fern", 0x5fa544, 0.85f).withDoubleSided(true));
        add(plain("reed", 0xb0b868, 0.9f).withDoubleSided(true));
        add(plain("rock", 0x9a968e, 0.95f));
        add(plain("wood", 0xb08658, 0.85f));
        add(plain("thatch", 0xd2ae66, 1f));
        add(plain("stone", 0xb4aea2, 0.95f));
        add(plain("sand", 0xdcc892, 1f));
        add(plain("metal", 0x9a9ea4, 0.45f).withMetallicRoughness(0.85f, 0.45f));
        add(plain("canvas", 0xe0d2a8, 0.95f));
        add(plain("cactus", 0x5f9a48, 0.7f));
        add(plain("frond", 0x74a842, 0.85f).withDoubleSided(true));
        add(plain("petal", 0xffffff, 0.8f).withDoubleSided(true));
        add(plain("paint", 0xffffff, 0.6f));
        add(plain("glass", 0x34475a, 0.1f).withMetallicRoughness(0.2f, 0.1f));
        add(plain("rubber", 0x2b2b2b, 0.9f));
        add(plain("lamp", 0xfff4d0, 0.3f).withEmissive(new Rgba(1f, 0.86f, 0.52f, 1)));
        add(plain("flame", 0xffb050, 1f).withEmissive(new Rgba(1f, 0.45f, 0.08f, 1)).withDoubleSided(true));
    }

    private KitMaterials() {
    }

    private static Material plain(String name, int srgb, float roughness) {
        float[] c = KitColour.srgb(srgb);
        return new Material(name, new Rgba(c[0], c[1], c[2], 1), Optional.empty(), AlphaMode.OPAQUE,
                Material.DEFAULT_ALPHA_CUTOFF, false, Rgba.BLACK, Optional.empty(), 0, roughness, Optional.empty(),
                Optional.empty(), Optional.empty(), false);
    }

    private static void add(Material m) {
        ALL.put(m.name(), m);
    }

    /** The material of that id, or empty. */
    public static Optional<Material> get(String name) {
        return Optional.ofNullable(ALL.get(name));
    }

    /** Every id, sorted. */
    public static List<String> names() {
        return ALL.keySet().stream().sorted().toList();
    }

    /** The material of an id the kit's own code names; an unknown one is a mistake in that code. */
    static Material of(String name) {
        Material m = ALL.get(name);
        if (m == null) {
            throw new IllegalArgumentException("no kit material " + name);
        }
        return m;
    }
}
