package dev.loam.assets;

import dev.loam.model.Material;
import dev.loam.model.Model;
import java.util.List;
import java.util.Optional;

/**
 * Models and materials made in code rather than read from files, found by a bare name (a file
 * name's stem: {@code res://props/rocks/boulder.tscn} asks a source for {@code boulder}). The
 * built-in {@link Kit} is one; a game registers its own with
 * {@link AssetResolver.Builder#source(ModelSource)}. Implementations must be thread-safe; the
 * resolver caches each model a source makes, so a source may build a new one each call.
 */
public interface ModelSource {
    /** How refusals name this source, such as {@code kit}. */
    String description();

    /** Every model name the source makes, sorted; used to suggest a near name. */
    List<String> names();

    /** The model of that name, or empty when the source makes none. */
    Optional<Model> model(String name);

    /** Every material name the source has, sorted. */
    List<String> materialNames();

    /** The material of that name, or empty when the source has none. */
    Optional<Material> material(String name);
}
