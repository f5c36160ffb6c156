package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMap;
import dev.loam.nav.NavMesh;
import dev.loam.physics.CollisionWorld;
import dev.loam.region.RegionSpec;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.worldgen.WorldRules;
import java.io.IOException;
import java.io.UncheckedIOException;
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
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The library modules' public API, read from their compiled classes as a game sees it. */
class LibraryApiTest {
    /** One class of each library module, to find the module's classes by. */
    private static final List<Class<?>> MODULES = List.of(BlockMap.class, BlockMapMeshes.class, CollisionWorld.class,
            NavMesh.class, WorldRules.class, RegionSpec.class);

    @Test
    void noPublicMemberOfAnApiPackageTakesOrReturnsAJacksonType() throws Exception {
        List<Class<?>> api = apiClasses();
        assertTrue(api.size() > 100, "found the library's classes: " + api.size());
        TreeSet<String> leaks = new TreeSet<>();
        for (Class<?> c : api) {
            for (Type t : supertypes(c)) {
                check(t, c.getName() + " extends or implements", leaks);
            }
            for (Constructor<?> k : c.getDeclaredConstructors()) {
                if (visible(k.getModifiers())) {
                    check(k, c.getName() + "(constructor)", leaks);
                }
            }
            for (Method m : c.getDeclaredMethods()) {
                if (visible(m.getModifiers()) && !m.isSynthetic()) {
                    check(m.getGenericReturnType(), c.getName() + "." + m.getName() + " returns", leaks);
                    check(m, c.getName() + "." + m.getName(), leaks);
                }
            }
            for (Field f : c.getDeclaredFields()) {
                if (visible(f.getModifiers())) {
                    check(f.getGenericType(), c.getName() + "." + f.getName(), leaks);
                }
            }
        }
        assertEquals(List.of(), List.copyOf(leaks), "public members of API packages that show a Jackson type");
    }

    private static boolean visible(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }

    private static List<Type> supertypes(Class<?> c) {
        List<Type> out = new ArrayList<>(List.of(c.getGenericInterfaces()));
        if (c.getGenericSuperclass() != null) {
            out.add(c.getGenericSuperclass());
        }
        return out;
    }

    private static void check(Executable e, String where, TreeSet<String> leaks) {
        for (Type t : e.getGenericParameterTypes()) {
            check(t, where + " takes", leaks);
        }
        for (Type t : e.getGenericExceptionTypes()) {
            check(t, where + " throws", leaks);
        }
    }

    private static void check(Type t, String where, TreeSet<String> leaks) {
        if (t instanceof Class<?> c) {
            Class<?> base = c;
            while (base.isArray()) {
                base = base.getComponentType();
            }
            if (base.getName().startsWith("tools.jackson.") || base.getName().startsWith("com.fasterxml.jackson.")) {
                leaks.add(where + " " + base.getName());
            }
        } else if (t instanceof ParameterizedType p) {
            check(p.getRawType(), where, leaks);
            for (Type a : p.getActualTypeArguments()) {
                check(a, where, leaks);
            }
        } else if (t instanceof GenericArrayType g) {
            check(g.getGenericComponentType(), where, leaks);
        } else if (t instanceof WildcardType w) {
            for (Type b : w.getUpperBounds()) {
                check(b, where, leaks);
            }
            for (Type b : w.getLowerBounds()) {
                check(b, where, leaks);
            }
        }
    }

    /** The public classes, public all the way out, of every library module's packages but {@code ...internal} ones. */
    private static List<Class<?>> apiClasses() throws IOException, URISyntaxException, ClassNotFoundException {
        List<Class<?>> out = new ArrayList<>();
        for (Class<?> anchor : MODULES) {
            Path where = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (String name : classNames(where)) {
                if (name.contains(".internal.") || name.endsWith("package-info") || name.endsWith("module-info")) {
                    continue;
                }
                Class<?> c = Class.forName(name, false, LibraryApiTest.class.getClassLoader());
                if (publicAllTheWay(c)) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    private static boolean publicAllTheWay(Class<?> c) {
        for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
            if (!Modifier.isPublic(k.getModifiers())) {
                return false;
            }
        }
        return !c.isAnonymousClass() && !c.isLocalClass() && !c.isSynthetic();
    }

    /** The binary names of the classes in a folder of classes or a jar. */
    private static List<String> classNames(Path where) throws IOException {
        if (Files.isDirectory(where)) {
            return namesUnder(where);
        }
        try (FileSystem jar = FileSystems.newFileSystem(where, Map.of())) {
            return namesUnder(jar.getPath("/"));
        }
    }

    private static List<String> namesUnder(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".class"))
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(n -> n.startsWith("dev/loam/"))
                    .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.'))
                    .sorted()
                    .toList();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
