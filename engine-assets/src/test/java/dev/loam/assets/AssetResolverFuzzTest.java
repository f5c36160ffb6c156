package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Any name at all, asked of every kind of root: a model, or a refusal placed at who asked, never another exception. */
class AssetResolverFuzzTest {
    private static final AssetResolver RESOLVER = dev.loam.assets.internal.DefaultAssets.addTo(AssetResolver.builder()
                    .folder(Path.of("src", "test", "resources"))
                    .classpath(AssetResolverFuzzTest.class.getClassLoader(), "dev/loam/assets")).build();

    @Provide
    Arbitrary<String> names() {
        Arbitrary<String> parts = Arbitraries.oneOf(Arbitraries.of("res://", "/", "\\", "..", ".", "obj", "crate", ".obj",
                ".glb", ".gltf", ".tscn", ".esmesh", ".esmaterial", ".png", "pine", "-lod1", "props/trees/", "\u0000", ":",
                "*", "?", " ", "C:", "%2e", "~"), Arbitraries.strings().ofMaxLength(5));
        return parts.list().ofMaxSize(8).map(l -> String.join("", l));
    }

    @Property(tries = 1000)
    void anyNameGivesAModelOrARefusalAtWhoAsked(@ForAll("names") String name) {
        try {
            assertTrue(RESOLVER.model(name, "items[3].source").triangleCount() > 0);
        } catch (AssetException e) {
            assertTrue(e.place().equals("items[3].source") || e.place().contains("crate") || e.place().contains(".png"),
                    e.getMessage());
        }
        try {
            RESOLVER.material(name, "m");
        } catch (AssetException e) {
            assertEquals("m", e.place());
        }
        try {
            RESOLVER.texture(name, "t");
        } catch (AssetException e) {
            assertTrue(!e.place().isEmpty(), e.getMessage());
        }
    }
}
