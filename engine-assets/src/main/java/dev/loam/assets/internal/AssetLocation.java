package dev.loam.assets.internal;

import dev.loam.assets.AssetException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a model file and the files beside it (an OBJ's MTL, an MTL's textures) are read from: a
 * folder on disk or a class loader's resources. Immutable.
 */
public abstract class AssetLocation {
    /** The most bytes a whole file read into memory may have, 1 GiB. */
    public static final long MAX_FILE_BYTES = 1L << 30;

    AssetLocation() {
    }

    /** A file on disk. */
    public static AssetLocation of(Path file) {
        return new FileLocation(file);
    }

    /** A class loader's resource, {@code name} '/'-separated with no leading '/'. */
    public static AssetLocation resource(ClassLoader loader, String name) {
        return new ResourceLocation(loader, name);
    }

    /** How messages name this file. */
    public abstract String label();

    /** The file's own name, its last path element. */
    public abstract String fileName();

    /** Whether the file exists and can be read. */
    public abstract boolean exists();

    /** The file {@code relative} ('/' or '\' separated) names, from the folder this one lies in. */
    public abstract AssetLocation sibling(String relative);

    /** The file on disk, when it is one. */
    public abstract Optional<Path> path();

    /**
     * Opens the file.
     *
     * @throws NoSuchFileException when it is missing
     * @throws IOException         when it cannot be read
     */
    public abstract InputStream open() throws IOException;

    /**
     * The whole file, at most {@code maxBytes}.
     *
     * @param place where a refusal is placed (the line or key that named this file)
     * @throws AssetException naming {@code place} when it is missing, unreadable or larger
     */
    public byte[] readAll(String place, long maxBytes) {
        try (InputStream in = open()) {
            int cap = (int) Math.min(Integer.MAX_VALUE - 16, maxBytes);
            byte[] b = in.readNBytes(cap);
            if (b.length == cap && in.read() >= 0) {
                throw new AssetException(place, label() + " is larger than the " + maxBytes + " bytes a file may have");
            }
            return b;
        } catch (NoSuchFileException e) {
            throw new AssetException(place, "there is no file " + label(), e);
        } catch (IOException e) {
            throw new AssetException(place, label() + " cannot be read: " + e.getMessage(), e);
        }
    }

    /** The name of a file beside another: {@code dir/} of {@code base} joined with {@code relative}, '..' resolved. */
    static String join(String base, String relative) {
        String rel = relative.replace('\\', '/');
        int slash = base.lastIndexOf('/');
        String dir = slash < 0 ? "" : base.substring(0, slash + 1);
        String whole = rel.startsWith("/") ? rel.substring(1) : dir + rel;
        java.util.ArrayDeque<String> parts = new java.util.ArrayDeque<>();
        for (String p : whole.split("/")) {
            if (p.isEmpty() || p.equals(".")) {
                continue;
            }
            if (p.equals("..")) {
                if (!parts.isEmpty()) {
                    parts.removeLast();
                }
                continue;
            }
            parts.addLast(p);
        }
        return String.join("/", parts);
    }

    private static final class FileLocation extends AssetLocation {
        private final Path file;

        FileLocation(Path file) {
            this.file = Objects.requireNonNull(file, "file");
        }

        @Override
        public String label() {
            return file.toString();
        }

        @Override
        public String fileName() {
            Path f = file.getFileName();
            return f == null ? file.toString() : f.toString();
        }

        @Override
        public boolean exists() {
            return Files.isRegularFile(file) && Files.isReadable(file);
        }

        @Override
        public AssetLocation sibling(String relative) {
            Path dir = file.toAbsolutePath().getParent();
            String rel = relative.replace('\\', '/');
            Path p;
            try {
                p = dir == null ? Path.of(rel) : dir.resolve(rel).normalize();
            } catch (java.nio.file.InvalidPathException e) {
                p = dir == null ? Path.of("invalid-name") : dir.resolve("invalid-name");
            }
            return new FileLocation(p);
        }

        @Override
        public Optional<Path> path() {
            return Optional.of(file);
        }

        @Override
        public InputStream open() throws IOException {
            if (Files.isDirectory(file)) {
                throw new NoSuchFileException(file.toString(), null, "a folder, not a file");
            }
            return Files.newInputStream(file);
        }
    }

    private static final class ResourceLocation extends AssetLocation {
        private final ClassLoader loader;
        private final String name;

        ResourceLocation(ClassLoader loader, String name) {
            this.loader = Objects.requireNonNull(loader, "loader");
            this.name = Objects.requireNonNull(name, "name");
        }

        @Override
        public String label() {
            return "classpath:" + name;
        }

        @Override
        public String fileName() {
            return name.substring(name.lastIndexOf('/') + 1);
        }

        @Override
        public boolean exists() {
            return !name.isEmpty() && !name.endsWith("/") && loader.getResource(name) != null;
        }

        @Override
        public AssetLocation sibling(String relative) {
            return new ResourceLocation(loader, join(name, relative));
        }

        @Override
        public Optional<Path> path() {
            URL url = loader.getResource(name);
            if (url == null || !"file".equals(url.getProtocol())) {
                return Optional.empty();
            }
            try {
                return Optional.of(Path.of(url.toURI()));
            } catch (URISyntaxException | IllegalArgumentException e) {
                return Optional.empty();
            }
        }

        @Override
        public InputStream open() throws IOException {
            InputStream in = name.isEmpty() ? null : loader.getResourceAsStream(name);
            if (in == null) {
                throw new NoSuchFileException(label());
            }
            return in;
        }
    }
}
