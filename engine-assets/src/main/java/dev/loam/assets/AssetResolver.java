package dev.loam.assets;

import dev.loam.assets.internal.AssetLocation;
import dev.loam.assets.internal.DefaultAssets;
import dev.loam.assets.internal.KitSource;
import dev.loam.assets.internal.ModelFiles;
import dev.loam.assets.internal.NearNames;
import dev.loam.assets.internal.Once;
import dev.loam.assets.internal.TextureDecoder;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelTexture;
import dev.loam.model.Sampler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Turns the names a game's data uses for models, materials and textures
 * ({@code assets/models/pine-trunk.esmesh}, {@code res://props/trees/oak.tscn},
 * {@code res://rock.glb}, {@code assets/materials/bark.esmaterial}) into {@link Model}s,
 * {@link Material}s and {@link ModelTexture}s, through roots the game registers in order: folders
 * on disk, class-path prefixes, aliases (a name for another name, or for a model, material or
 * texture made in code) and {@link ModelSource}s such as the built-in {@link Kit}. The first root
 * that holds a name wins.
 *
 * <p><b>Names.</b> A leading {@code res://} is dropped and backslashes read as slashes, so
 * {@code res://props/trees/oak.tscn} and {@code props/trees/oak.tscn} are one name. An alias
 * registered under a path matches that path; one registered under a bare stem (no slash, no dot:
 * {@code oak}) matches any name whose last element, without its extension, is that stem. A source
 * is asked for the stem ({@code boulder} for {@code res://props/rocks/boulder.tscn}).
 *
 * <p><b>Files.</b> A folder or class-path root looks for the name itself when it ends in
 * {@code .glb}, {@code .gltf} or {@code .obj}, then for the name with its extension replaced as
 * the extension map says (by default {@code .esmesh} and {@code .tscn} become {@code .glb},
 * {@code .gltf}, then {@code .obj}; see {@link Builder#extension}), and for a name with no
 * extension, the name with each of those three. A name never reaches outside its folder. A
 * {@code .gltf} file inside a jar cannot reach its external files and is refused; ship {@code .glb}.
 *
 * <p><b>Caching.</b> Each model file, alias model and source model is loaded once however many
 * names and threads ask for it, and each name is resolved once; a load that fails is not kept,
 * so the next ask tries again. Thread-safe; models handed out are immutable and shared.
 *
 * <p><b>Refusals.</b> A name no root holds is refused with an {@link AssetException} placed at
 * who asked ({@code recipes[0].members[1].mesh}, {@code items[2].source}), naming the name, the
 * roots tried and, where one exists, a near name. A file that fails to load is refused at the
 * file and the place inside it ({@code tree.glb: meshes[3].primitives[0].attributes.POSITION},
 * {@code hut.obj: line 41}), its detail naming who asked.
 */
public final class AssetResolver {
    private static final List<String> TEXTURE_EXTENSIONS = List.of(".png", ".jpg", ".jpeg");

    private final List<Root> roots;
    private final Map<String, List<String>> extensions;
    private final ConcurrentHashMap<String, Once<Model>> models = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Once<ModelTexture>> textures = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Model> modelsByName = new ConcurrentHashMap<>();

    private AssetResolver(Builder b) {
        this.roots = List.copyOf(b.roots);
        Map<String, List<String>> ext = new LinkedHashMap<>();
        b.extensions.forEach((k, v) -> ext.put(k, List.copyOf(v)));
        this.extensions = ext;
    }

    /**
     * The resolver every shipped example, rule file, scatter set and region prop resolves through:
     * aliases that map their names onto the {@link Kit}'s models (with variants where one kit
     * generator stands for several kinds: a larch is a conifer of its own variant), materials and
     * two textures, then the kit itself. {@code <name>-lod1} names the cheaper level of
     * {@code <name>}'s model. A new resolver with its own cache each call.
     */
    public static AssetResolver defaults() {
        return DefaultAssets.addTo(builder()).build();
    }

    /** A builder with no roots and the default extension map. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The name as roots look it up: {@code res://} dropped, backslashes as slashes, leading
     * {@code /} and {@code ./} and doubled slashes dropped.
     */
    public static String canonical(String name) {
        String n = name.strip().replace('\\', '/');
        if (n.startsWith("res://")) {
            n = n.substring(6);
        }
        while (n.contains("//")) {
            n = n.replace("//", "/");
        }
        while (n.startsWith("/") || n.startsWith("./")) {
            n = n.substring(n.startsWith("/") ? 1 : 2);
        }
        return n;
    }

    /** How each root describes itself, in the order they are tried. */
    public List<String> roots() {
        List<String> out = new ArrayList<>();
        for (Root r : roots) {
            out.add(r.describe());
        }
        return out;
    }

    /**
     * The model a name stands for.
     *
     * @param name    the name the data uses
     * @param askedBy who asked, for a refusal: a path into the asking data such as
     *                {@code recipes[0].members[1].mesh}; "" for none
     * @return the model, shared and immutable
     * @throws AssetException at {@code askedBy} when no root holds the name (or an alias chain
     *                        loops), or at the file's own place when the file it names fails to load
     */
    public Model model(String name, String askedBy) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(askedBy, "askedBy");
        String c = canonical(name);
        Model m = modelsByName.get(c);
        if (m != null) {
            return m;
        }
        m = resolveModel(c, name, askedBy, new LinkedHashSet<>());
        Model before = modelsByName.putIfAbsent(c, m);
        return before != null ? before : m;
    }

    private Model resolveModel(String c, String original, String askedBy, Set<String> chain) {
        if (c.isEmpty()) {
            throw new AssetException(place(askedBy, original), "a model name cannot be empty");
        }
        if (!chain.add(c)) {
            throw new AssetException(place(askedBy, original), "the aliases of \"" + original + "\" loop: "
                    + String.join(" → ", chain) + " → " + c);
        }
        List<String> tried = new ArrayList<>();
        for (int i = 0; i < roots.size(); i++) {
            Root root = roots.get(i);
            if (root instanceof Aliases a) {
                Optional<Map.Entry<String, Object>> hit = a.find(a.models, c);
                if (hit.isPresent()) {
                    Object target = hit.get().getValue();
                    if (target instanceof String s) {
                        Model m = modelsByName.get(canonical(s));
                        return m != null ? m : resolveModel(canonical(s), original, askedBy, chain);
                    }
                    @SuppressWarnings("unchecked")
                    Supplier<Model> made = (Supplier<Model>) target;
                    return models.computeIfAbsent("alias " + i + ":" + hit.get().getKey(), k -> new Once<>()).get(made);
                }
            } else if (root instanceof Folder f) {
                for (String candidate : modelCandidates(c)) {
                    Optional<Path> p = f.file(candidate);
                    if (p.isPresent()) {
                        return load("file " + p.get(), AssetLocation.of(p.get()), original, askedBy);
                    }
                }
            } else if (root instanceof Classpath cp) {
                for (String candidate : modelCandidates(c)) {
                    AssetLocation at = AssetLocation.resource(cp.loader, cp.prefix + candidate);
                    if (at.exists()) {
                        return load("classpath " + System.identityHashCode(cp.loader) + ":" + cp.prefix + candidate, at,
                                original, askedBy);
                    }
                }
            } else if (root instanceof Source s) {
                String stem = NearNames.stem(c);
                if (s.source.names().contains(stem)) {
                    Once<Model> once = models.computeIfAbsent("source " + i + ":" + stem, k -> new Once<>());
                    return once.get(() -> s.source.model(stem).orElseThrow(() -> new AssetException(
                            place(askedBy, original), s.source.description() + " lists \"" + stem + "\" but makes no such model")));
                }
            }
            tried.add(root.triedFor(this, c));
        }
        List<String> known = new ArrayList<>();
        for (Root r : roots) {
            r.modelNames(known);
        }
        throw unresolved("model", original, askedBy, tried, known);
    }

    private AssetException unresolved(String what, String original, String askedBy, List<String> tried, List<String> known) {
        Optional<String> near = NearNames.nearest(canonical(original), known);
        String problem = "\"" + original + "\" is no " + what + " any root holds (tried "
                + (tried.isEmpty() ? "no roots: none are registered" : String.join("; ", tried)) + ")";
        String fix = near.map(n -> "did you mean \"" + n + "\"?")
                .orElse("register a folder, class-path prefix, alias or source that holds it");
        return new AssetException(place(askedBy, original), problem, fix, null);
    }

    private static String place(String askedBy, String name) {
        return askedBy.isEmpty() ? name : askedBy;
    }

    private Model load(String key, AssetLocation file, String original, String askedBy) {
        return models.computeIfAbsent(key, k -> new Once<>()).get(() -> {
            try {
                return ModelFiles.read(file);
            } catch (AssetException e) {
                throw new AssetException(e.place(), e.detail() + " (loading \"" + original + "\""
                        + (askedBy.isEmpty() ? "" : " for " + askedBy) + ")", e);
            }
        });
    }

    /** The files a folder or class-path root looks for, in order. */
    List<String> modelCandidates(String c) {
        Set<String> out = new LinkedHashSet<>();
        String ext = ModelFiles.extension(c);
        if (ModelFiles.readable(c)) {
            out.add(c);
        }
        String base = ext.isEmpty() ? c : c.substring(0, c.length() - ext.length());
        for (String to : extensions.getOrDefault(ext, List.of())) {
            out.add(base + to);
        }
        if (ext.isEmpty()) {
            for (String to : ModelFiles.EXTENSIONS) {
                out.add(c + to);
            }
        }
        return List.copyOf(out);
    }

    /**
     * The material a name stands for: an alias's, or a source's material of the name's stem
     * ({@code assets/materials/bark.esmaterial} asks the kit for {@code bark}).
     *
     * @param name    the name the data uses
     * @param askedBy who asked, for a refusal; "" for none
     * @return the material
     * @throws AssetException at {@code askedBy} when no root holds the name, naming the roots
     *                        tried and a near name where one exists
     */
    public Material material(String name, String askedBy) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(askedBy, "askedBy");
        return resolveMaterial(canonical(name), name, askedBy, new LinkedHashSet<>());
    }

    private Material resolveMaterial(String c, String original, String askedBy, Set<String> chain) {
        if (!chain.add(c)) {
            throw new AssetException(place(askedBy, original), "the material aliases of \"" + original + "\" loop: "
                    + String.join(" → ", chain) + " → " + c);
        }
        List<String> tried = new ArrayList<>();
        for (Root root : roots) {
            if (root instanceof Aliases a) {
                Optional<Map.Entry<String, Object>> hit = a.find(a.materials, c);
                if (hit.isPresent()) {
                    Object target = hit.get().getValue();
                    return target instanceof String s ? resolveMaterial(canonical(s), original, askedBy, chain) : (Material) target;
                }
                tried.add("material aliases (" + a.materials.size() + ")");
            } else if (root instanceof Source s) {
                String stem = NearNames.stem(c);
                if (s.source.materialNames().contains(stem)) {
                    Optional<Material> m = s.source.material(stem);
                    if (m.isPresent()) {
                        return m.get();
                    }
                }
                tried.add(s.source.description() + " materials (" + s.source.materialNames().size() + ")");
            }
        }
        List<String> known = new ArrayList<>();
        for (Root r : roots) {
            if (r instanceof Aliases a) {
                known.addAll(a.materials.keySet());
            } else if (r instanceof Source s) {
                known.addAll(s.source.materialNames());
            }
        }
        throw unresolved("material", original, askedBy, tried, known);
    }

    /**
     * The texture a name stands for: an alias's, or a PNG or JPEG file in a folder or class-path
     * root (its declared size checked before it is decoded). Each file is decoded once.
     *
     * @param name    the name the data uses ({@code assets/textures/needles.png})
     * @param askedBy who asked, for a refusal; "" for none
     * @return the texture, with glTF's default sampler unless an alias gave another
     * @throws AssetException at {@code askedBy} when no root holds it, or at the file when it does not decode
     */
    public ModelTexture texture(String name, String askedBy) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(askedBy, "askedBy");
        return resolveTexture(canonical(name), name, askedBy, new LinkedHashSet<>());
    }

    private ModelTexture resolveTexture(String c, String original, String askedBy, Set<String> chain) {
        if (!chain.add(c)) {
            throw new AssetException(place(askedBy, original), "the texture aliases of \"" + original + "\" loop: "
                    + String.join(" → ", chain) + " → " + c);
        }
        boolean picture = TEXTURE_EXTENSIONS.contains(ModelFiles.extension(c));
        List<String> tried = new ArrayList<>();
        for (Root root : roots) {
            if (root instanceof Aliases a) {
                Optional<Map.Entry<String, Object>> hit = a.find(a.textures, c);
                if (hit.isPresent()) {
                    Object target = hit.get().getValue();
                    if (target instanceof Supplier<?> made) {
                        return textures.computeIfAbsent("alias texture " + System.identityHashCode(a) + ":"
                                + hit.get().getKey(), k -> new Once<>()).get(() -> (ModelTexture) made.get());
                    }
                    return target instanceof String s ? resolveTexture(canonical(s), original, askedBy, chain)
                            : (ModelTexture) target;
                }
                tried.add("texture aliases (" + a.textures.size() + ")");
            } else if (root instanceof Folder f && picture) {
                Optional<Path> p = f.file(c);
                if (p.isPresent()) {
                    return decode("file " + p.get(), AssetLocation.of(p.get()));
                }
                tried.add("folder " + f.dir + " (" + c + ")");
            } else if (root instanceof Classpath cp && picture) {
                AssetLocation at = AssetLocation.resource(cp.loader, cp.prefix + c);
                if (at.exists()) {
                    return decode("classpath " + System.identityHashCode(cp.loader) + ":" + cp.prefix + c, at);
                }
                tried.add("class path " + cp.prefix + " (" + c + ")");
            }
        }
        List<String> known = new ArrayList<>();
        for (Root r : roots) {
            if (r instanceof Aliases a) {
                known.addAll(a.textures.keySet());
            }
        }
        throw unresolved("texture", original, askedBy, tried, known);
    }

    private ModelTexture decode(String key, AssetLocation file) {
        return textures.computeIfAbsent(key, k -> new Once<>()).get(() -> TextureDecoder.decode(
                file.readAll(file.label(), TextureDecoder.MAX_TEXTURE_BYTES), NearNames.stem(file.fileName()),
                Sampler.DEFAULT, file.label()));
    }

    @Override
    public String toString() {
        return "AssetResolver" + roots();
    }

    // --- roots ----------------------------------------------------------------------------------

    private sealed interface Root permits Folder, Classpath, Aliases, Source {
        String describe();

        /** What a refusal says this root looked at for the name. */
        String triedFor(AssetResolver r, String c);

        /** Adds the model names it knows, for a near-name suggestion. */
        void modelNames(List<String> out);
    }

    private record Folder(Path dir) implements Root {
        /** The most files a folder is walked through for a near-name suggestion. */
        static final int MAX_LISTED = 10_000;

        Optional<Path> file(String candidate) {
            try {
                Path p = dir.resolve(candidate).normalize();
                return p.startsWith(dir) && Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
            } catch (java.nio.file.InvalidPathException e) {
                return Optional.empty();
            }
        }

        @Override
        public String describe() {
            return "folder " + dir;
        }

        @Override
        public String triedFor(AssetResolver r, String c) {
            return "folder " + dir + " (" + String.join(", ", r.modelCandidates(c)) + ")";
        }

        @Override
        public void modelNames(List<String> out) {
            if (!Files.isDirectory(dir)) {
                return;
            }
            try (Stream<Path> s = Files.walk(dir, 8)) {
                s.limit(MAX_LISTED).filter(Files::isRegularFile).map(p -> dir.relativize(p).toString().replace('\\', '/'))
                        .filter(ModelFiles::readable).sorted().forEach(out::add);
            } catch (IOException | UncheckedIOException e) {
                // a folder that cannot be listed only loses its suggestions
            }
        }
    }

    private record Classpath(ClassLoader loader, String prefix) implements Root {
        @Override
        public String describe() {
            return "class path " + (prefix.isEmpty() ? "(root)" : prefix);
        }

        @Override
        public String triedFor(AssetResolver r, String c) {
            return describe() + " (" + String.join(", ", r.modelCandidates(c)) + ")";
        }

        @Override
        public void modelNames(List<String> out) {
            // a class loader cannot list its resources in general
        }
    }

    private static final class Aliases implements Root {
        final Map<String, Object> models = new LinkedHashMap<>();
        final Map<String, Object> materials = new LinkedHashMap<>();
        final Map<String, Object> textures = new LinkedHashMap<>();

        /** The entry for a canonical name: its own key, else a bare key equal to its stem. */
        Optional<Map.Entry<String, Object>> find(Map<String, Object> table, String c) {
            Object v = table.get(c);
            if (v != null) {
                return Optional.of(Map.entry(c, v));
            }
            String stem = NearNames.stem(c);
            v = table.get(stem);
            return v != null ? Optional.of(Map.entry(stem, v)) : Optional.empty();
        }

        @Override
        public String describe() {
            return "aliases (" + models.size() + " models, " + materials.size() + " materials, " + textures.size()
                    + " textures)";
        }

        @Override
        public String triedFor(AssetResolver r, String c) {
            return "aliases (" + models.size() + ")";
        }

        @Override
        public void modelNames(List<String> out) {
            out.addAll(models.keySet());
        }
    }

    private record Source(ModelSource source) implements Root {
        @Override
        public String describe() {
            return source.description() + " (" + source.names().size() + " models)";
        }

        @Override
        public String triedFor(AssetResolver r, String c) {
            return describe();
        }

        @Override
        public void modelNames(List<String> out) {
            out.addAll(source.names());
        }
    }

    /**
     * Registers an {@link AssetResolver}'s roots in the order they are tried, and its extension
     * map. Not thread-safe; {@link #build()} may be called more than once, each resolver with its
     * own cache.
     */
    public static final class Builder {
        private final List<Root> roots = new ArrayList<>();
        private final Map<String, List<String>> extensions = new LinkedHashMap<>();

        Builder() {
            extensions.put(".esmesh", ModelFiles.EXTENSIONS);
            extensions.put(".tscn", ModelFiles.EXTENSIONS);
        }

        /** Adds a folder on disk; names are paths under it. The folder need not exist yet. */
        public Builder folder(Path dir) {
            roots.add(new Folder(Objects.requireNonNull(dir, "dir").toAbsolutePath().normalize()));
            return this;
        }

        /**
         * Adds a class loader's resources under a prefix: the name {@code models/hut.glb} under
         * prefix {@code com/game/assets} is the resource {@code com/game/assets/models/hut.glb}.
         */
        public Builder classpath(ClassLoader loader, String prefix) {
            Objects.requireNonNull(loader, "loader");
            String p = canonical(Objects.requireNonNull(prefix, "prefix"));
            if (!p.isEmpty() && !p.endsWith("/")) {
                p = p + "/";
            }
            roots.add(new Classpath(loader, p));
            return this;
        }

        /** Adds the built-in {@link Kit} as a source: its models at seed 0, variant 0, by id, and its materials. */
        public Builder kit() {
            return source(KitSource.INSTANCE);
        }

        /** Adds a source of models and materials made in code, asked by stem. */
        public Builder source(ModelSource source) {
            roots.add(new Source(Objects.requireNonNull(source, "source")));
            return this;
        }

        private Aliases aliases() {
            if (!roots.isEmpty() && roots.get(roots.size() - 1) instanceof Aliases a) {
                return a;
            }
            Aliases a = new Aliases();
            roots.add(a);
            return a;
        }

        private static String key(String name) {
            String k = canonical(Objects.requireNonNull(name, "name"));
            if (k.isEmpty()) {
                throw new IllegalArgumentException("an alias needs a name");
            }
            return k.contains("/") || k.contains(".") ? k : k.toLowerCase(Locale.ROOT);
        }

        /**
         * Makes {@code name} stand for another name, resolved from the first root again. A bare
         * name (no slash, no dot) matches every name with that stem.
         */
        public Builder alias(String name, String target) {
            aliases().models.put(key(name), Objects.requireNonNull(target, "target"));
            return this;
        }

        /** Makes {@code name} stand for a model made in code. */
        public Builder alias(String name, Model model) {
            Objects.requireNonNull(model, "model");
            aliases().models.put(key(name), (Supplier<Model>) () -> model);
            return this;
        }

        /** Makes {@code name} stand for a model made the first time it is asked for, once. */
        public Builder alias(String name, Supplier<Model> model) {
            aliases().models.put(key(name), Objects.requireNonNull(model, "model"));
            return this;
        }

        /** Makes a material name stand for another material name. */
        public Builder materialAlias(String name, String target) {
            aliases().materials.put(key(name), Objects.requireNonNull(target, "target"));
            return this;
        }

        /** Makes a material name stand for a material made in code. */
        public Builder material(String name, Material material) {
            aliases().materials.put(key(name), Objects.requireNonNull(material, "material"));
            return this;
        }

        /** Makes a texture name stand for another texture name. */
        public Builder textureAlias(String name, String target) {
            aliases().textures.put(key(name), Objects.requireNonNull(target, "target"));
            return this;
        }

        /** Makes a texture name stand for a texture made in code. */
        public Builder texture(String name, ModelTexture texture) {
            aliases().textures.put(key(name), Objects.requireNonNull(texture, "texture"));
            return this;
        }

        /** Makes {@code name} stand for a texture made the first time it is asked for, once a resolver. */
        public Builder texture(String name, Supplier<ModelTexture> texture) {
            aliases().textures.put(key(name), Objects.requireNonNull(texture, "texture"));
            return this;
        }

        /**
         * Sets what a name ending in {@code from} is looked for as in folders and on the class
         * path, in order: {@code extension(".esmesh", ".glb")} looks for {@code pine.glb} when
         * asked for {@code pine.esmesh}. No targets removes the mapping. Extensions are compared
         * in lower case and given with their dot.
         *
         * @throws IllegalArgumentException for an extension without its dot, or a target Loam does not read
         */
        public Builder extension(String from, String... to) {
            String f = dotted(from);
            List<String> targets = new ArrayList<>();
            for (String t : to) {
                String d = dotted(t);
                if (!ModelFiles.EXTENSIONS.contains(d)) {
                    throw new IllegalArgumentException(t + " is not a model file Loam reads (" + ModelFiles.EXTENSIONS + ")");
                }
                targets.add(d);
            }
            if (targets.isEmpty()) {
                extensions.remove(f);
            } else {
                extensions.put(f, List.copyOf(targets));
            }
            return this;
        }

        private static String dotted(String ext) {
            Objects.requireNonNull(ext, "extension");
            if (!ext.startsWith(".") || ext.length() < 2) {
                throw new IllegalArgumentException("\"" + ext + "\" is not an extension such as .glb");
            }
            return ext.toLowerCase(Locale.ROOT);
        }

        /** The resolver, with an empty cache of its own. */
        public AssetResolver build() {
            return new AssetResolver(this);
        }
    }
}
