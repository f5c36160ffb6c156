package dev.loam.assets;

import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.Rgba;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/** A model source for the resolver's tests: a one-triangle model per name, counting how many it makes. */
final class CountingSource implements ModelSource {
    final AtomicInteger made = new AtomicInteger();
    private final List<String> names;
    private final List<String> materials;

    CountingSource(List<String> names, List<String> materials) {
        this.names = List.copyOf(names);
        this.materials = List.copyOf(materials);
    }

    @Override
    public String description() {
        return "test source";
    }

    @Override
    public List<String> names() {
        return names;
    }

    @Override
    public Optional<Model> model(String name) {
        if (!names.contains(name)) {
            return Optional.empty();
        }
        made.incrementAndGet();
        Model.Builder b = Model.builder(name);
        b.material(Material.of(name, Rgba.WHITE));
        var mb = ModelMesh.builder(name, 0);
        int a = mb.vertex(0, 0, 0, 0, 0, 1), c = mb.vertex(1, 0, 0, 0, 0, 1), d = mb.vertex(0, 1, 0, 0, 0, 1);
        mb.triangle(a, c, d);
        return Optional.of(b.mesh(mb.build()).build());
    }

    @Override
    public List<String> materialNames() {
        return materials;
    }

    @Override
    public Optional<Material> material(String name) {
        return materials.contains(name) ? Optional.of(Material.of(name, new Rgba(0.5f, 0.25f, 0.125f, 1))) : Optional.empty();
    }
}
