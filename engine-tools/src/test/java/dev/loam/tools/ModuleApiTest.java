package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.AssetException;
import dev.loam.blockmap.BlockMap;
import dev.loam.nav.NavMesh;
import dev.loam.net.NetCodec;
import dev.loam.physics.VoxelCollider;
import dev.loam.region.RegionSolver;
import dev.loam.render.gl.BlockMapRenderer;
import dev.loam.worldgen.WorldRules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every library jar is a named module that exports its API packages and nothing else: internals
 * ({@code ...internal}) are exported only to Loam's own modules, and no public or protected member
 * of an API package takes, returns or throws a Jackson type or a type of an internal package, nor
 * does an API class extend or implement one.
 *
 * <p>engine-assets is the exception on purpose: its glTF and OBJ parsers have no module names, so
 * it has no module-info and its jar is an automatic module named {@code dev.loam.assets} by its
 * manifest. Its API ({@code dev.loam.assets}) is held to the same rule, with the parsers' types
 * ({@code de.javagl}) and Jackson 2's added to what must not leak, and everything else it holds
 * lies under {@code dev.loam.assets.internal}.
 */
class ModuleApiTest {
    /** A library module: its name, a class inside it, and the packages it exports to everyone. */
    record Library(String name, Class<?> member, Set<String> api) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** engine-assets: an automatic module, its API one package. */
    static final Library ASSETS = new Library("dev.loam.assets", AssetException.class, Set.of("dev.loam.assets"));

    static Stream<Library> libraries() {
        return Stream.of(
                new Library("dev.loam.core", BlockMap.class, Set.of("dev.loam.core", "dev.loam.blockmap", "dev.loam.terrain",
                        "dev.loam.model")),
                new Library("dev.loam.render", BlockMapRenderer.class, Set.of("dev.loam.render.mesh", "dev.loam.render.gl")),
                new Library("dev.loam.physics", VoxelCollider.class, Set.of("dev.loam.physics")),
                new Library("dev.loam.nav", NavMesh.class, Set.of("dev.loam.nav")),
                new Library("dev.loam.net", NetCodec.class, Set.of("dev.loam.net")),
                new Library("dev.loam.worldgen", WorldRules.class, Set.of("dev.loam.worldgen")),
                new Library("dev.loam.region", RegionSolver.class, Set.of("dev.loam.region")));
    }

    private static ModuleDescriptor descriptor(Library lib) {
        Path where;
        try {
            where = Path.of(lib.member().getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        List<ModuleReference> found = new ArrayList<>(ModuleFinder.of(where).findAll());
        assertEquals(1, found.size(), "one module at " + where);
        return found.get(0).descriptor();
    }

    @ParameterizedTest
    @MethodSource("libraries")
    void eachLibraryIsANamedModuleExportingOnlyItsApi(Library lib) {
        ModuleDescriptor d = descriptor(lib);
        assertEquals(lib.name(), d.name());
        assertTrue(!d.isAutomatic() && !d.isOpen(), lib + " has a module-info of its own");
        Set<String> everyone = d.exports().stream().filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(lib.api()), everyone, lib + " exports its API packages to everyone");
        for (ModuleDescriptor.Exports e : d.exports()) {
            if (e.isQualified()) {
                assertTrue(e.source().endsWith(".internal"), e + ": only internals are exported to Loam's own modules");
                assertTrue(e.targets().stream().allMatch(t -> t.startsWith("dev.loam.")), e + " goes to Loam's modules only");
            }
        }
        for (String p : d.packages()) {
            assertTrue(lib.api().contains(p) || p.endsWith(".internal"), p + " is API or internal");
        }
    }

    @ParameterizedTest
    @MethodSource("libraries")
    void noApiMemberTakesOrReturnsAJacksonOrInternalType(Library lib) throws Exception {
        assertEquals(List.of(), leaks(lib), lib + ": public members with types that are not API");
    }

    /** Where a library's classes were loaded from: its jar, or its classes folder. */
    private static Path location(Library lib) {
        try {
            return Path.of(lib.member().getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void engineAssetsIsTheAutomaticModuleDevLoamAssets() throws IOException {
        Path where = location(ASSETS);
        if (Files.isRegularFile(where)) {
            // The jar the build made: its manifest names the module, and the JDK reads it so.
            try (JarFile jar = new JarFile(where.toFile())) {
                assertEquals("dev.loam.assets", jar.getManifest().getMainAttributes().getValue("Automatic-Module-Name"));
                assertEquals(null, jar.getEntry("module-info.class"), "engine-assets has no module-info on purpose");
            }
            List<ModuleReference> found = new ArrayList<>(ModuleFinder.of(where).findAll());
            assertEquals(1, found.size(), where.toString());
            assertTrue(found.get(0).descriptor().isAutomatic(), where.toString());
            assertEquals("dev.loam.assets", found.get(0).descriptor().name());
        } else {
            // Tests run before the jar is made: the name the jar plugin will write.
            assertFalse(Files.exists(where.resolve("module-info.class")), "engine-assets has no module-info on purpose");
            String pom = Files.readString(where.getParent().getParent().resolve("pom.xml"));
            assertTrue(pom.contains("<Automatic-Module-Name>dev.loam.assets</Automatic-Module-Name>"), pom);
        }
    }

    @Test
    void engineAssetsHoldsItsApiAndInternalsOnlyAndItsApiLeaksNoParserOrJacksonType() throws Exception {
        for (String className : classesIn(ASSETS)) {
            String pkg = className.substring(0, className.lastIndexOf('.'));
            assertTrue(ASSETS.api().contains(pkg) || internal(pkg), className + " is API or internal");
        }
        assertEquals(List.of(), leaks(ASSETS), "engine-assets: public members with types that are not API");
    }

    /** Whether a package is internal: {@code ...internal} or under it. */
    private static boolean internal(String pkg) {
        return pkg.endsWith(".internal") || pkg.contains(".internal.");
    }

    private static List<String> leaks(Library lib) throws Exception {
        List<String> leaks = new ArrayList<>();
        for (String className : classesIn(lib)) {
            Class<?> c = Class.forName(className, false, lib.member().getClassLoader());
            if (!lib.api().contains(c.getPackageName()) || !Modifier.isPublic(c.getModifiers()) || !visible(c)) {
                continue;
            }
            check(leaks, c.getName() + " extends", c.getGenericSuperclass());
            for (Type t : c.getGenericInterfaces()) {
                check(leaks, c.getName() + " implements", t);
            }
            for (Method m : c.getDeclaredMethods()) {
                if (exposed(m.getModifiers()) && !m.isSynthetic()) {
                    check(leaks, c, m);
                    check(leaks, c.getName() + "." + m.getName() + " returns", m.getGenericReturnType());
                }
            }
            for (Constructor<?> k : c.getDeclaredConstructors()) {
                if (exposed(k.getModifiers()) && !k.isSynthetic()) {
                    check(leaks, c, k);
                }
            }
            for (Field f : c.getDeclaredFields()) {
                if (exposed(f.getModifiers()) && !f.isSynthetic()) {
                    check(leaks, c.getName() + "." + f.getName(), f.getGenericType());
                }
            }
        }
        return leaks;
    }

    private static boolean visible(Class<?> c) {
        for (Class<?> k = c; k != null; k = k.getEnclosingClass()) {
            if (!Modifier.isPublic(k.getModifiers())) {
                return false;
            }
        }
        return true;
    }

    private static boolean exposed(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }

    private static void check(List<String> leaks, Class<?> owner, Executable e) {
        for (Type t : e.getGenericParameterTypes()) {
            check(leaks, owner.getName() + "." + e.getName() + " takes", t);
        }
        for (Type t : e.getGenericExceptionTypes()) {
            check(leaks, owner.getName() + "." + e.getName() + " throws", t);
        }
    }

    private static void check(List<String> leaks, String where, Type t) {
        if (t instanceof Class<?> c) {
            while (c.isArray()) {
                c = c.getComponentType();
            }
            String n = c.getName();
            if (n.startsWith("tools.jackson.") || n.startsWith("com.fasterxml.") || n.startsWith("de.javagl.")
                    || internal(c.getPackageName())) {
                leaks.add(where + " " + n);
            }
        } else if (t instanceof ParameterizedType p) {
            check(leaks, where, p.getRawType());
            for (Type a : p.getActualTypeArguments()) {
                check(leaks, where, a);
            }
        } else if (t instanceof GenericArrayType g) {
            check(leaks, where, g.getGenericComponentType());
        } else if (t instanceof WildcardType w) {
            for (Type b : w.getUpperBounds()) {
                check(leaks, where, b);
            }
            for (Type b : w.getLowerBounds()) {
                check(leaks, where, b);
            }
        }
    }

    /** The names of the classes the module holds, read from its folder or jar. */
    private static List<String> classesIn(Library lib) {
        if (lib == ASSETS) {
            return classFiles(location(lib));
        }
        ModuleFinder finder;
        try {
            finder = ModuleFinder.of(Path.of(lib.member().getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        ModuleReference ref = finder.findAll().iterator().next();
        try (var reader = ref.open(); Stream<String> names = reader.list()) {
            return names.filter(n -> n.endsWith(".class") && !n.equals("module-info.class") && !n.startsWith("META-INF/"))
                    .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.'))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The classes in a jar or a classes folder that is no module. */
    private static List<String> classFiles(Path where) {
        try {
            List<String> names = new ArrayList<>();
            if (Files.isRegularFile(where)) {
                try (JarFile jar = new JarFile(where.toFile())) {
                    jar.stream().map(e -> e.getName()).forEach(names::add);
                }
            } else {
                try (Stream<Path> files = Files.walk(where)) {
                    files.filter(Files::isRegularFile).map(p -> where.relativize(p).toString().replace(java.io.File.separatorChar, '/'))
                            .forEach(names::add);
                }
            }
            return names.stream().filter(n -> n.endsWith(".class") && !n.startsWith("META-INF/"))
                    .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.')).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
