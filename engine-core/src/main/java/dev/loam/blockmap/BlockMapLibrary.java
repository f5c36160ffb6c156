package dev.loam.blockmap;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Finds map files by name, the spec's {@code readMap("emberfall")}: in each folder the game
 * registers, in the order registered, then on the class path, {@code <name>.json} under each
 * place. A name is lower-case words between hyphens ({@code "emberfall"}, {@code "dark-forest"}),
 * optionally under folders of such names ({@code "levels/emberfall"}). Immutable and thread-safe.
 *
 * <pre>{@code
 * BlockMapLibrary maps = BlockMapLibrary.builder().root(Path.of("maps")).build();
 * BlockMapFile emberfall = maps.read("emberfall");   // maps/emberfall.json, else maps/emberfall.json on the class path
 * }</pre>
 */
public final class BlockMapLibrary {
    /** Where {@link #defaults()} looks on the class path: {@code maps/<name>.json}. */
    public static final String CLASSPATH_PREFIX = "maps/";

    private final List<Path> roots;
    private final List<ClassLoader> loaders;
    private final List<String> prefixes;

    private BlockMapLibrary(Builder b) {
        this.roots = List.copyOf(b.roots);
        this.loaders = List.copyOf(b.loaders);
        this.prefixes = List.copyOf(b.prefixes);
    }

    /** The class path under {@code maps/}, through the thread's context class loader (else this library's). */
    public static BlockMapLibrary defaults() {
        return builder().classpath(defaultLoader(), CLASSPATH_PREFIX).build();
    }

    /** A library of no place yet: add folders and class-path prefixes, in the order they are searched. */
    public static Builder builder() {
        return new Builder();
    }

    private static ClassLoader defaultLoader() {
        ClassLoader l = Thread.currentThread().getContextClassLoader();
        return l != null ? l : BlockMapLibrary.class.getClassLoader();
    }

    /** Whether a string is a map's name: lower-case words between hyphens, optionally under such folders ({@code a/b}). */
    public static boolean isValidName(String name) {
        if (name == null || name.isEmpty() || name.length() > 200) {
            return false;
        }
        for (String part : name.split("/", -1)) {
            if (!BlockSet.isValidName(part)) {
                return false;
            }
        }
        return true;
    }

    /** The places searched, in order, as text: folders first, then {@code classpath:<prefix>}. */
    public List<String> places() {
        List<String> out = new ArrayList<>();
        for (Path p : roots) {
            out.add(p.toString());
        }
        for (String p : prefixes) {
            out.add("classpath:" + p);
        }
        return out;
    }

    /**
     * Reads the map file of that name from the first place holding it.
     *
     * @param name the map's name, such as {@code "emberfall"}
     * @return the file's values; a file with no {@code name} of its own takes {@code name}
     * @throws BlockMapException at {@code map} for a name that is not one or a map no place holds
     *                           (listing the places searched), or at the file's own place, its
     *                           message starting with the map and where it was found, for a file
     *                           that is refused
     */
    public BlockMapFile read(String name) {
        Objects.requireNonNull(name, "name");
        if (!isValidName(name)) {
            throw new BlockMapException("map", "\"" + BlockMapFiles.printable(name) + "\" is not a map's name: a map's name "
                    + "is lower-case words between hyphens, such as \"emberfall\" or \"levels/dark-forest\"");
        }
        String fileName = name + ".json";
        for (Path root : roots) {
            Path file = root.resolve(fileName);
            if (Files.isRegularFile(file)) {
                return named(name, file.toString(), () -> BlockMapFiles.read(file));
            }
        }
        for (int i = 0; i < loaders.size(); i++) {
            String resource = prefixes.get(i) + fileName;
            ClassLoader loader = loaders.get(i);
            if (loader.getResource(resource) != null) {
                return named(name, "classpath:" + resource, () -> {
                    try (InputStream in = loader.getResourceAsStream(resource)) {
                        if (in == null) {
                            throw new BlockMapException("$", "the class path resource cannot be opened");
                        }
                        return BlockMapFiles.read(in);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
        }
        throw new BlockMapException("map", "no map \"" + name + "\": looked for " + fileName + " in "
                + (places().isEmpty() ? "no place (register a folder with BlockMapLibrary.builder().root(dir))"
                : String.join(", ", places())), "put " + fileName + " in one of those places, or register its folder");
    }

    private interface Reader {
        BlockMapFile read();
    }

    private static BlockMapFile named(String name, String where, Reader reader) {
        BlockMapFile file;
        try {
            file = reader.read();
        } catch (BlockMapException e) {
            throw new BlockMapException(e.place(), "map \"" + name + "\" (" + where + "): " + e.detail(), e.fix(), e);
        } catch (UncheckedIOException e) {
            throw new BlockMapException("$", "map \"" + name + "\" (" + where + ") cannot be read: " + e.getCause().getMessage(),
                    e);
        }
        if (file.name().isPresent()) {
            return file;
        }
        String last = name.substring(name.lastIndexOf('/') + 1);
        return file.withName(last);
    }

    /** Builds a {@link BlockMapLibrary}. */
    public static final class Builder {
        private final List<Path> roots = new ArrayList<>();
        private final List<ClassLoader> loaders = new ArrayList<>();
        private final List<String> prefixes = new ArrayList<>();

        private Builder() {
        }

        /** A folder searched for {@code <name>.json}, after the folders added before it and before the class path. */
        public Builder root(Path dir) {
            roots.add(Objects.requireNonNull(dir, "dir"));
            return this;
        }

        /**
         * A class-path place searched for {@code <prefix><name>.json}, after the folders and the
         * class-path places added before it.
         *
         * @param prefix such as {@code "maps/"} or {@code "dev/loam/examples/"}; "" for the class path's root
         */
        public Builder classpath(ClassLoader loader, String prefix) {
            Objects.requireNonNull(loader, "loader");
            Objects.requireNonNull(prefix, "prefix");
            String p = prefix.startsWith("/") ? prefix.substring(1) : prefix;
            if (!p.isEmpty() && !p.endsWith("/")) {
                p = p + "/";
            }
            loaders.add(loader);
            prefixes.add(p);
            return this;
        }

        /** The library. */
        public BlockMapLibrary build() {
            return new BlockMapLibrary(this);
        }
    }
}
