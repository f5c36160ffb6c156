package dev.loam.assets.internal;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.Kit;
import dev.loam.assets.internal.kit.GroundTextures;
import dev.loam.model.Model;
import dev.loam.model.ModelTexture;
import java.util.List;

/**
 * The aliases that make every asset name in Loam's shipped data resolve to the kit: the example
 * world rules' meshes, materials and textures, the region props of every biome, and the models the
 * example and benchmark scatter sets name. Each name maps to a kit model and, where the name is a
 * kind the kit makes in one generator (a larch is a conifer), a variant number of its own so that
 * two kinds of the same generator differ in shape. {@code <name>-lod1} is the cheaper level of
 * {@code <name>}'s model, for every alias and every kit model. The procedural ground materials
 * ({@code ground/rock}, {@code ground/lava-rock}, the biomes' grounds: {@link GroundTextures})
 * resolve as materials and, under the same names, as their base colour textures.
 */
public final class DefaultAssets {
    /** A name the data uses, the kit model it stands for and the variant it is laid out with (seed 0). */
    record Mapping(String name, String kit, int variant) {
    }

    /**
     * The model names. Trees the kit has no generator of their own map onto the nearest one with a
     * variant of its own: pine, coast pine and larch onto {@code conifer}; oak, autumn oak, birch
     * and poplar onto {@code broadleaf} (the kit's variants change shape, not colour, so an autumn
     * oak is a broadleaf in summer colours); stones onto {@code rock}.
     */
    static final List<Mapping> MODELS = List.of(
            // the example world rules (assets/models/*.esmesh)
            new Mapping("pine-trunk", "conifer-trunk", 0),
            new Mapping("pine-crown", "conifer-crown", 0),
            new Mapping("oak", "broadleaf", 0),
            new Mapping("reed", "reeds", 0),
            new Mapping("stone", "rock", 0),
            // the region props (res://props/<kind>/<name>.tscn)
            new Mapping("pine", "conifer", 0),
            new Mapping("coast-pine", "conifer", 1),
            new Mapping("larch", "conifer", 2),
            new Mapping("birch", "broadleaf", 1),
            new Mapping("poplar", "broadleaf", 2),
            new Mapping("autumn-oak", "broadleaf", 3),
            new Mapping("stones", "rock", 1),
            // the scatter sets of the examples, the benchmarks and the test corpora (res://*.glb)
            new Mapping("tuft", "grass-tuft", 0),
            new Mapping("flower", "flowers", 0),
            new Mapping("tree", "broadleaf", 0));

    /** Material names the kit has under another name. */
    static final List<String[]> MATERIALS = List.of(new String[] {"oak", "leaves"}, new String[] {"hut", "wood"});

    /** The texture names: a rule's part texture multiplies nothing over the kit's colours, and the pine's far card. */
    static final String NEEDLES = "assets/textures/needles.png";
    static final String PINE_FAR = "assets/textures/pine-far.png";

    private DefaultAssets() {
    }

    /** Adds the aliases, then the kit, to a builder. */
    public static AssetResolver.Builder addTo(AssetResolver.Builder b) {
        for (Mapping m : MODELS) {
            b.alias(m.name(), () -> Kit.model(m.kit(), 0, m.variant()).withName(m.name()));
            b.alias(m.name() + "-lod1", () -> cheaper(Kit.model(m.kit(), 0, m.variant())).withName(m.name() + "-lod1"));
        }
        for (String k : Kit.names()) {
            b.alias(k + "-lod1", () -> cheaper(Kit.model(k)).withName(k + "-lod1"));
        }
        for (String[] m : MATERIALS) {
            b.materialAlias(m[0], m[1]);
        }
        // The procedural grounds: a material and a texture under each name (ground/rock, ...); the
        // material's base colour texture 0 is the texture of its own name.
        for (String g : GroundTextures.names()) {
            b.material(g, GroundTextures.material(g).orElseThrow());
            b.texture(g, () -> GroundTextures.texture(g).orElseThrow());
        }
        b.texture(NEEDLES, ModelTexture.solid("needles", 255, 255, 255, 255));
        b.texture(PINE_FAR, FarCards.conifer());
        return b.kit();
    }

    private static Model cheaper(Model m) {
        return m.lods().isEmpty() ? m : m.lods().get(0).model();
    }
}
