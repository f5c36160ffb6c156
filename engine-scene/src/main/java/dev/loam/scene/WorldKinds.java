package dev.loam.scene;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.PlacementInstances;
import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.model.TextureRef;
import dev.loam.render.gl.FarCardBaker;
import dev.loam.render.gl.GpuWorldDecor;
import dev.loam.render.gl.RenderLook;
import dev.loam.worldgen.Layer;
import dev.loam.worldgen.Member;
import dev.loam.worldgen.MemberFar;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.Plant;
import dev.loam.worldgen.PlantPart;
import dev.loam.worldgen.Recipe;
import dev.loam.worldgen.Tint;
import dev.loam.worldgen.WorldRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What each placement of a world draws, as kinds of a {@link GpuWorldDecor}: resolved once per
 * kind through the asset resolver and uploaded once, then shared by every chunk.
 *
 * <ul>
 * <li>A member that names a mesh draws it with its material, out to its layer's {@code drawDistance}
 * (to its {@code lodDistance} when it has a far version of its own and no plant).</li>
 * <li>A plant draws each part: its {@code mesh}, its {@code lod1Mesh} beyond the plant's
 * {@code lodDistance}, out to its {@code drawDistance}; {@code opaque: false} cuts its materials at
 * half alpha, double-sided; {@code soft} bends its normals toward up by that fraction;
 * {@code texture} becomes its base colour texture where its model has one material;
 * {@code castShadows: false} keeps it out of the shadow map.</li>
 * <li>Far versions (far cells): a plant whose {@code far} is {@code lod1} draws its parts' cheaper
 * meshes; any other {@code far} draws crossed cards of the plant baked into an atlas
 * ({@link FarCardBaker}), from its {@code drawDistance} to its {@code farDistance}. A member with a
 * far rectangle of its own shows that rectangle of the atlas on both cards (a tent when it says so);
 * one with no plant bakes its own mesh, shown from its layer's {@code lodDistance} to its
 * {@code drawDistance}. Far versions cast no shadow.</li>
 * </ul>
 *
 * <p>Each placement's instance: its position ({@code y} less the plant's {@code sink}), its yaw,
 * its scale times the plant's {@code unit}, tilted to the ground's normal when it is attached to the
 * ground; its tint the part's tint times the plant's slow-noise tint the placement took.
 */
final class WorldKinds {
    /** One kind a placement draws, and its tint there. */
    record Drawn(int kind, Rgba tint) {
    }

    private final WorldRules rules;
    private final AssetResolver resolver;
    private final GpuWorldDecor decor;
    private final RenderLook look;
    private final Map<String, Layer> layers = new HashMap<>();
    private final Map<String, Member> members = new HashMap<>();
    private final Map<String, String> memberPaths = new HashMap<>();
    private final Map<String, Integer> kinds = new HashMap<>();
    private final Map<String, FarCardBaker.Atlas> atlases = new HashMap<>();
    /** What each look draws, per tint slot ({@link #cached}), near and far. */
    private final Map<LookKey, Drawn[][]> nearLooks = new HashMap<>();
    private final Map<LookKey, Drawn[][]> farLooks = new HashMap<>();
    private FarCardBaker baker;
    private long bakeNanos;
    private int baked;

    WorldKinds(WorldRules rules, AssetResolver resolver, GpuWorldDecor decor, RenderLook look) {
        this.rules = rules;
        this.resolver = resolver;
        this.decor = decor;
        this.look = look;
        for (Layer l : rules.layers()) {
            layers.put(l.id(), l);
        }
        List<Recipe> recipes = rules.recipes();
        for (int i = 0; i < recipes.size(); i++) {
            Recipe r = recipes.get(i);
            members.put(r.id() + '\u0000' + r.anchor().id(), r.anchor());
            memberPaths.put(r.id() + '\u0000' + r.anchor().id(), "recipes[" + i + "].anchor");
            for (int m = 0; m < r.members().size(); m++) {
                members.put(r.id() + '\u0000' + r.members().get(m).id(), r.members().get(m));
                memberPaths.put(r.id() + '\u0000' + r.members().get(m).id(), "recipes[" + i + "].members[" + m + "]");
            }
        }
    }

    /** Atlases baked so far, and the time they took, nanoseconds. */
    int baked() {
        return baked;
    }

    long bakeNanos() {
        return bakeNanos;
    }

    /** The placement's instance matrix, as a column-major array. */
    float[] matrix(Placement p) {
        Plant plant = p.plant().isEmpty() ? null : rules.plants().get(p.plant());
        double scale = p.scale() * (plant == null ? 1 : plant.unit());
        double y = p.y() - (plant == null ? 0 : plant.sink());
        boolean tilt = p.attach() == dev.loam.worldgen.Attach.GROUND && p.normalY() > 0;
        return PlacementInstances.matrix(p.x(), y, p.z(), p.yaw(), scale, tilt ? p.normalX() : 0,
                tilt ? p.normalY() : 1, tilt ? p.normalZ() : 0);
    }

    /**
     * What a near placement draws: its plant's parts or its mesh. Resolved once per look (recipe,
     * member, plant, mesh, material, layer) and tint, then read from the cache: a chunk's publish
     * costs its placements a map lookup each, not a resolution.
     */
    void near(Placement p, List<Drawn> out) {
        cached(nearLooks, p, out, false);
    }

    /** What a far cell's placement draws: its plant's cheaper meshes or crossed cards; cached as {@link #near} is. */
    void far(Placement p, List<Drawn> out) {
        cached(farLooks, p, out, true);
    }

    /** Which placements draw alike: all a look's inputs but the tint. */
    private record LookKey(String recipe, String member, String plant, String mesh, String material, String layer) {
    }

    private void cached(Map<LookKey, Drawn[][]> looks, Placement p, List<Drawn> out, boolean far) {
        LookKey key = new LookKey(p.recipe(), p.member(), p.plant(), p.mesh(), p.material(), p.layer());
        Plant plant = p.plant().isEmpty() ? null : rules.plants().get(p.plant());
        // Slot 0: no tint (or one out of the plant's range); slot t + 1: the plant's tint t.
        int slot = plant != null && p.tint() >= 0 && p.tint() < plant.tints().size() ? p.tint() + 1 : 0;
        Drawn[][] byTint = looks.get(key);
        if (byTint == null) {
            byTint = new Drawn[plant == null ? 1 : plant.tints().size() + 1][];
            looks.put(key, byTint);
        }
        Drawn[] ds = byTint[slot];
        if (ds == null) {
            if (far) {
                resolveFar(p, out);
            } else {
                resolveNear(p, out);
            }
            ds = out.toArray(new Drawn[0]);
            byTint[slot] = ds;
            return;
        }
        out.clear();
        for (Drawn d : ds) {
            out.add(d);
        }
    }

    private void resolveNear(Placement p, List<Drawn> out) {
        out.clear();
        Member member = members.get(p.recipe() + '\u0000' + p.member());
        String at = memberPaths.getOrDefault(p.recipe() + '\u0000' + p.member(), "recipes." + p.recipe());
        Layer layer = layers.get(p.layer());
        if (!p.plant().isEmpty()) {
            Plant plant = plant(p, at);
            Rgba noise = noiseTint(plant, p);
            for (int k = 0; k < plant.parts().size(); k++) {
                PlantPart part = plant.parts().get(k);
                String key = "part\u0000" + plant.id() + '\u0000' + k;
                int kk = k;
                int kind = kinds.computeIfAbsent(key, x -> decor.addKind(partModel(plant, kk, false),
                        0, plant.drawDistance(), part.castShadows()));
                out.add(new Drawn(kind, rgba(part.tint(), "plants." + plant.id() + ".parts[" + k + "].tint").times(noise)));
            }
            return;
        }
        boolean ownFar = member != null && member.far().isPresent();
        double to = ownFar ? layer.lodDistance() : layer.drawDistance();
        String key = "mesh\u0000" + p.mesh() + '\u0000' + p.material() + '\u0000' + to;
        int kind = kinds.computeIfAbsent(key, x -> decor.addKind(PlacementInstances.model(
                new PlacementInstances.Part(p.mesh(), at + ".mesh", "", "", 0, p.material(), at + ".material", Rgba.WHITE),
                resolver), 0, to, true));
        out.add(new Drawn(kind, Rgba.WHITE));
    }

    private void resolveFar(Placement p, List<Drawn> out) {
        out.clear();
        Member member = members.get(p.recipe() + '\u0000' + p.member());
        String at = memberPaths.getOrDefault(p.recipe() + '\u0000' + p.member(), "recipes." + p.recipe());
        Layer layer = layers.get(p.layer());
        Optional<MemberFar> own = member == null ? Optional.empty() : member.far();
        if (!p.plant().isEmpty()) {
            Plant plant = plant(p, at);
            Rgba noise = noiseTint(plant, p);
            if (!plant.far().isEmpty()) {
                if (plant.far().equals("lod1")) {
                    for (int k = 0; k < plant.parts().size(); k++) {
                        PlantPart part = plant.parts().get(k);
                        int kk = k;
                        int kind = kinds.computeIfAbsent("farpart\u0000" + plant.id() + '\u0000' + k,
                                x -> decor.addKind(partModel(plant, kk, true), plant.drawDistance(),
                                        plant.farDistance(), false));
                        out.add(new Drawn(kind, rgba(part.tint(), "plants." + plant.id() + ".parts[" + k + "].tint")
                                .times(noise)));
                    }
                    return;
                }
                String key = "card\u0000" + plant.id() + '\u0000' + own.map(MemberFar::toString).orElse("");
                int kind = kinds.computeIfAbsent(key, x -> decor.addKind(cards("plant:" + plant.id(),
                        () -> plantModel(plant), own), plant.drawDistance(), plant.farDistance(), false));
                out.add(new Drawn(kind, noise));
                return;
            }
            if (own.isEmpty()) {
                return;
            }
            String key = "card\u0000" + plant.id() + '\u0000' + own.get();
            int kind = kinds.computeIfAbsent(key, x -> decor.addKind(cards("plant:" + plant.id(),
                    () -> plantModel(plant), own), layer.lodDistance(), layer.drawDistance(), false));
            out.add(new Drawn(kind, noise));
            return;
        }
        if (own.isEmpty()) {
            return;
        }
        String key = "meshcard\u0000" + p.mesh() + '\u0000' + p.material() + '\u0000' + own.get();
        int kind = kinds.computeIfAbsent(key, x -> decor.addKind(cards("mesh:" + p.mesh() + "|" + p.material(),
                () -> PlacementInstances.model(new PlacementInstances.Part(p.mesh(), at + ".mesh", "", "", 0,
                        p.material(), at + ".material", Rgba.WHITE), resolver), own),
                layer.lodDistance(), layer.drawDistance(), false));
        out.add(new Drawn(kind, Rgba.WHITE));
    }

    private Plant plant(Placement p, String at) {
        Plant plant = rules.plants().get(p.plant());
        if (plant == null) {
            throw new IllegalArgumentException(at + ".plant: no plant \"" + p.plant() + "\" in the rules");
        }
        return plant;
    }

    private Rgba noiseTint(Plant plant, Placement p) {
        return p.tint() >= 0 && p.tint() < plant.tints().size()
                ? rgba(plant.tints().get(p.tint()), "plants." + plant.id() + ".tints[" + p.tint() + "]")
                : Rgba.WHITE;
    }

    /** Crossed cards of a model, its atlas baked once per model key. */
    private Model cards(String atlasKey, java.util.function.Supplier<Model> model, Optional<MemberFar> own) {
        FarCardBaker.Atlas a = atlases.get(atlasKey);
        if (a == null) {
            if (baker == null) {
                baker = new FarCardBaker(128, 256);
            }
            long t0 = System.nanoTime();
            a = baker.bake(model.get(), look, "far " + atlasKey);
            bakeNanos += System.nanoTime() - t0;
            baked++;
            atlases.put(atlasKey, a);
        }
        float[] rect = own.map(f -> new float[] {(float) f.u0(), (float) f.v0(), (float) f.u1(), (float) f.v1()})
                .orElse(null);
        return FarCardBaker.cards(a, rect, own.map(MemberFar::tent).orElse(false), "cards " + atlasKey);
    }

    /** A plant's parts merged at their nearest level, for baking. */
    private Model plantModel(Plant plant) {
        List<Model> parts = new ArrayList<>();
        List<float[]> at = new ArrayList<>();
        float[] identity = dev.loam.model.Transforms.placed(0, 0, 0, 0, 1);
        for (int k = 0; k < plant.parts().size(); k++) {
            Model m = partModel(plant, k, false);
            parts.add(m.lods().isEmpty() ? m : m.withLods(List.of()));
            at.add(identity);
        }
        return Model.merged("plant " + plant.id(), parts, at);
    }

    /** A plant part's model: resolved, its cheaper level, its texture, cut when not opaque, soft. */
    private Model partModel(Plant plant, int k, boolean cheaperOnly) {
        PlantPart part = plant.parts().get(k);
        String at = "plants." + plant.id() + ".parts[" + k + "]";
        boolean lod = !part.lod1Mesh().isEmpty() && plant.lodDistance() > 0 && Double.isFinite(plant.lodDistance());
        String mesh = cheaperOnly && !part.lod1Mesh().isEmpty() ? part.lod1Mesh() : part.mesh();
        Model m = PlacementInstances.model(new PlacementInstances.Part(mesh, at + (mesh.equals(part.mesh()) ? ".mesh"
                : ".lod1Mesh"), lod && !cheaperOnly ? part.lod1Mesh() : "", at + ".lod1Mesh", plant.lodDistance(),
                part.material(), at + ".material", Rgba.WHITE), resolver);
        if (cheaperOnly && !m.lods().isEmpty()) {
            m = m.lods().get(m.lods().size() - 1).model();
        }
        ModelTexture texture = part.texture().isEmpty() ? null : resolver.texture(part.texture(), at + ".texture");
        return shaped(m, part, texture);
    }

    /** A model (and its levels) cut at alpha when the part is not opaque, its normals bent up by {@code soft}, textured. */
    static Model shaped(Model m, PlantPart part, ModelTexture texture) {
        List<ModelLod> lods = new ArrayList<>(m.lods().size());
        for (ModelLod l : m.lods()) {
            lods.add(new ModelLod(l.distance(), shaped(l.model(), part, texture)));
        }
        List<Material> materials = new ArrayList<>(m.materials().size());
        List<ModelTexture> textures = new ArrayList<>(m.textures());
        boolean addTexture = texture != null && m.materials().size() == 1
                && m.materials().get(0).baseColorTexture().isEmpty();
        for (Material mat : m.materials()) {
            Material out = mat;
            if (addTexture) {
                out = out.withBaseColorTexture(TextureRef.of(textures.size()));
            }
            if (!part.opaque()) {
                out = out.withAlpha(AlphaMode.MASK, Material.DEFAULT_ALPHA_CUTOFF).withDoubleSided(true);
            }
            materials.add(out);
        }
        if (addTexture) {
            textures.add(texture);
        }
        List<ModelMesh> meshes = new ArrayList<>(m.meshes().size());
        for (ModelMesh mesh : m.meshes()) {
            meshes.add(part.soft() > 0 && mesh.hasNormals() ? soft(mesh, (float) part.soft()) : mesh);
        }
        return new Model(m.name(), meshes, materials, textures, lods);
    }

    /** A mesh whose normals are turned toward +y by {@code soft} (0..1) and normalised again. */
    static ModelMesh soft(ModelMesh mesh, float soft) {
        float[] n = mesh.normalArray();
        for (int i = 0; i < n.length; i += 3) {
            float x = n[i] * (1 - soft), y = n[i + 1] * (1 - soft) + soft, z = n[i + 2] * (1 - soft);
            float len = (float) Math.sqrt(x * x + y * y + z * z);
            if (len > 1e-6f) {
                n[i] = x / len;
                n[i + 1] = y / len;
                n[i + 2] = z / len;
            } else {
                n[i] = 0;
                n[i + 1] = 1;
                n[i + 2] = 0;
            }
        }
        return new ModelMesh(mesh.name(), mesh.positionArray(), n, mesh.hasUvs() ? mesh.uvArray() : null,
                mesh.hasColours() ? mesh.colourArray() : null, mesh.hasTangents() ? mesh.tangentArray() : null,
                mesh.indexArray(), mesh.material());
    }

    /** A tint as a linear factor, refused naming the place when a factor is negative or not finite. */
    static Rgba rgba(Tint t, String place) {
        for (double v : new double[] {t.r(), t.g(), t.b()}) {
            if (!(v >= 0) || !Double.isFinite((float) v)) {
                throw new IllegalArgumentException(place + ": a tint's factors must be finite and 0 or more, not " + v);
            }
        }
        return new Rgba((float) t.r(), (float) t.g(), (float) t.b(), 1);
    }

    /** Frees the baker (the kinds are the decor's). */
    void close() {
        if (baker != null) {
            baker.close();
            baker = null;
        }
    }
}
