package dev.loam.assets.internal;

import dev.loam.assets.Kit;
import dev.loam.assets.ModelSource;
import dev.loam.model.Material;
import dev.loam.model.Model;
import java.util.List;
import java.util.Optional;

/** The built-in {@link Kit} as a resolver's source: its models at seed 0, variant 0, and its materials. */
public final class KitSource implements ModelSource {
    /** The one instance; the kit has no state. */
    public static final KitSource INSTANCE = new KitSource();

    private KitSource() {
    }

    @Override
    public String description() {
        return "kit";
    }

    @Override
    public List<String> names() {
        return Kit.names();
    }

    @Override
    public Optional<Model> model(String name) {
        return Kit.has(name) ? Optional.of(Kit.model(name)) : Optional.empty();
    }

    @Override
    public List<String> materialNames() {
        return Kit.materialNames();
    }

    @Override
    public Optional<Material> material(String name) {
        return Kit.material(name);
    }
}
