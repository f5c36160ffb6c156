package dev.loam.scene;

import dev.loam.assets.AssetException;
import dev.loam.assets.AssetResolver;
import dev.loam.model.Material;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.render.gl.TerrainLayerLook;
import dev.loam.terrain.TerrainLayer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Terrain layers' materials resolved into the looks the terrain drawable takes: a layer whose
 * {@code material} names a picture ({@code .png}, {@code .jpg}, {@code .jpeg}) draws that picture
 * under a white material; any other name is a material through the resolver (the built-in ground
 * materials {@code ground/grass}, {@code ground/rock}, …, the kit's, the game's aliases), drawn with
 * the texture of the same name where the material has a base colour texture. A bare name with no
 * folder ({@code grass}, {@code lava-rock}) is the built-in ground of that name first
 * ({@code ground/grass}), so a terrain file's {@code "material": "grass"} draws textured grass
 * rather than the kit's flat grass colour for models.
 */
final class SceneLooks {
    private SceneLooks() {
    }

    static List<TerrainLayerLook> terrainLooks(List<TerrainLayer> layers, AssetResolver resolver, String owner) {
        List<TerrainLayerLook> looks = new ArrayList<>(layers.size());
        for (int k = 0; k < layers.size(); k++) {
            looks.add(look(layers.get(k), resolver, owner + ".layers[" + k + "].material"));
        }
        return looks;
    }

    static TerrainLayerLook look(TerrainLayer layer, AssetResolver resolver, String place) {
        String name = layer.material();
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".png") || lower.endsWith(".jpg") || lower.endsWith(".jpeg")) {
            ModelTexture picture = resolver.texture(name, place);
            return TerrainLayerLook.of(layer, Material.of(name, new Rgba(1, 1, 1, 1)), picture);
        }
        if (!name.contains("/") && !name.contains(".")) {
            String ground = "ground/" + name;
            Material material;
            try {
                material = resolver.material(ground, place);
            } catch (AssetException notGround) {
                material = null;
            }
            if (material != null) {
                return withTexture(layer, material, ground, resolver, place);
            }
        }
        return withTexture(layer, resolver.material(name, place), name, resolver, place);
    }

    private static TerrainLayerLook withTexture(TerrainLayer layer, Material material, String name, AssetResolver resolver,
                                                String place) {
        ModelTexture texture = material.baseColorTexture().isPresent() ? resolver.texture(name, place) : null;
        return TerrainLayerLook.of(layer, material, texture);
    }
}
