package dev.loam.scene;

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
 * the texture of the same name where the material has a base colour texture.
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
        Material material = resolver.material(name, place);
        ModelTexture texture = material.baseColorTexture().isPresent() ? resolver.texture(name, place) : null;
        return TerrainLayerLook.of(layer, material, texture);
    }
}
