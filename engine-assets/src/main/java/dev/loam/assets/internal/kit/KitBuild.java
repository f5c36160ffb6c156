package dev.loam.assets.internal.kit;

import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One level of one kit model as its generator lays it out: the random numbers of its seed,
 * variant and generator name (the same for every level, so a cheaper level keeps the shape), the
 * level asked for, and the meshes by name in the order first asked for.
 */
final class KitBuild {
    final String name;
    final KitRandom r;
    /** Whether this is the cheaper level: fewer sides, fewer and larger parts, the same outline. */
    final boolean lod;
    private final Map<String, KitMesh> meshes = new LinkedHashMap<>();
    private final List<String> materials = new ArrayList<>();

    KitBuild(String name, String generator, long seed, int variant, boolean lod) {
        this.name = name;
        this.r = new KitRandom(seed, generator, variant);
        this.lod = lod;
    }

    /** The mesh of that name, made with {@code material} the first time it is asked for. */
    KitMesh mesh(String meshName, String material) {
        KitMesh m = meshes.get(meshName);
        if (m == null) {
            int index = materials.indexOf(material);
            if (index < 0) {
                materials.add(material);
                index = materials.size() - 1;
            }
            m = new KitMesh(meshName, material, index, r.key(meshName.hashCode()));
            meshes.put(meshName, m);
        } else if (!m.material.equals(material)) {
            throw new IllegalArgumentException(meshName + " uses " + m.material + ", not " + material);
        }
        return m;
    }

    /** The mesh named after its material. */
    KitMesh mesh(String material) {
        return mesh(material, material);
    }

    /** The meshes, in the order made. */
    List<KitMesh> meshes() {
        return List.copyOf(meshes.values());
    }

    /**
     * The model of the meshes named in {@code keep} (all when null), with only the materials they
     * use, and {@code cheaper} as its level beyond {@code lodMetres} when not null.
     */
    Model model(List<String> keep, double lodMetres, Model cheaper) {
        Model.Builder b = Model.builder(name);
        Map<String, Integer> used = new LinkedHashMap<>();
        for (KitMesh m : meshes.values()) {
            if (keep != null && !keep.contains(m.name)) {
                continue;
            }
            if (m.triangleCount() == 0) {
                continue;
            }
            Integer index = used.get(m.material);
            if (index == null) {
                index = b.material(KitMaterials.of(m.material));
                used.put(m.material, index);
            }
            ModelMesh mesh = m.build();
            b.mesh(mesh.material() == index ? mesh : mesh.withMaterial(index));
        }
        if (cheaper != null) {
            b.lod(lodMetres, cheaper);
        }
        return b.build();
    }
}
