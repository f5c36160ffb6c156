package dev.loam.assets;

import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
import dev.loam.model.ModelMesh;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterItem;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A scatter set's instances as {@link InstanceSet}s, one per item in the set's item order, each
 * drawing the model the item's {@code source} resolves to.
 *
 * <p>An instance {@code [item, x, y, z, pitch, yaw, roll, scale]} becomes the column-major matrix
 * {@code T(x, y, z) · Ry(yaw) · Rx(pitch) · Rz(roll) · S(scale · mapUnitsPerMetre)}: the angles in
 * degrees in the YXZ order the scatter format stores them (yaw about +y turning +x toward −z, then
 * pitch about x, then roll about z), the model's base (its origin, metres) standing at the stored
 * position. The item's {@code sink} is not applied again: the brush already pushed each instance
 * {@code sink} along its up when it painted it, and the stored position includes it (see
 * {@link dev.loam.terrain.ScatterBrush}). Disabled items keep their instances: {@code enabled}
 * only stops the brush painting more.
 *
 * <p>A material override, the item's {@code material} or else the set's, replaces every material
 * of the item's model (and of its levels of detail); texture references the override makes past
 * the model's own textures are dropped.
 */
public final class ScatterInstances {
    private ScatterInstances() {
    }

    /**
     * The set's instances with one map unit a metre.
     *
     * @throws AssetException at {@code items[i].source} (or {@code items[i].material},
     *                        {@code material}) when a name does not resolve, or at a file that fails to load
     */
    public static List<InstanceSet> of(Scatter scatter, AssetResolver resolver) {
        return of(scatter, resolver, 1);
    }

    /**
     * The set's instances, its models (metres) scaled into the set's map units.
     *
     * @param scatter          the set; only read
     * @param resolver         turns item sources and material names into models and materials
     * @param mapUnitsPerMetre how many of the set's map units a metre is: 1 where the set is in
     *                         metres, 100 for centimetres; finite, above 0
     * @return one new set per item, the caller's; an item with no instances gets an empty set
     * @throws IllegalArgumentException for a scale that is not finite and above 0
     * @throws AssetException           as {@link #of(Scatter, AssetResolver)}
     */
    public static List<InstanceSet> of(Scatter scatter, AssetResolver resolver, double mapUnitsPerMetre) {
        List<ItemInstances> items = items(scatter, resolver, mapUnitsPerMetre);
        List<InstanceSet> out = new ArrayList<>(items.size());
        for (ItemInstances item : items) {
            InstanceSet set = item.set();
            out.add(item.material().isEmpty() ? set
                    : new InstanceSet(set.name(), overridden(set.model(), item.material().get()), matrices(set), new float[0]));
        }
        return Collections.unmodifiableList(out);
    }

    private static float[] matrices(InstanceSet set) {
        float[] m = new float[16 * set.count()];
        set.matrices().get(m);
        return m;
    }

    /**
     * One scatter item's instances as a per-cell instanced drawable takes them: the item's model
     * as it resolves (its own materials), and the material override resolved but not applied, for
     * the drawer to draw in place of every material of the model and its levels.
     *
     * @param item     the item's index in the set
     * @param set      the item's instances in the set's order (instance {@code i} is the set's
     *                 {@code i}-th instance of this item), named {@code "<set>.items[<item>]"}
     * @param material the item's {@code material} resolved, else the set's, else empty
     */
    public record ItemInstances(int item, InstanceSet set, Optional<Material> material) {
        /** @throws NullPointerException for a null set or material */
        public ItemInstances {
            Objects.requireNonNull(set, "set");
            Objects.requireNonNull(material, "material");
        }
    }

    /** {@link #items(Scatter, AssetResolver, double)} with one map unit a metre. */
    public static List<ItemInstances> items(Scatter scatter, AssetResolver resolver) {
        return items(scatter, resolver, 1);
    }

    /**
     * The set's instances per item, overrides resolved but not applied (see {@link ItemInstances}):
     * the matrices are those of {@link #of(Scatter, AssetResolver, double)}, the poses as the set
     * stores them. With the set's {@link Scatter#chunkSize()}, {@link Scatter#visibilityRange()}
     * and {@link Scatter#castShadows()} each item is what a per-cell drawable of the renderer draws.
     *
     * @param scatter          the set; only read
     * @param resolver         turns item sources and material names into models and materials
     * @param mapUnitsPerMetre how many of the set's map units a metre is; finite, above 0
     * @return one per item in the set's item order, new and the caller's; an item with no
     *         instances gets an empty set
     * @throws IllegalArgumentException for a scale that is not finite and above 0
     * @throws AssetException           as {@link #of(Scatter, AssetResolver)}
     */
    public static List<ItemInstances> items(Scatter scatter, AssetResolver resolver, double mapUnitsPerMetre) {
        Objects.requireNonNull(scatter, "scatter");
        Objects.requireNonNull(resolver, "resolver");
        if (!(mapUnitsPerMetre > 0) || !Double.isFinite(mapUnitsPerMetre)) {
            throw new IllegalArgumentException("mapUnitsPerMetre " + mapUnitsPerMetre + " must be finite and above 0");
        }
        List<ScatterItem> items = scatter.items();
        int[] counts = new int[items.size()];
        for (int k = 0; k < scatter.size(); k++) {
            counts[scatter.item(k)]++;
        }
        float[][] matrices = new float[items.size()][];
        for (int i = 0; i < items.size(); i++) {
            matrices[i] = new float[16 * counts[i]];
        }
        int[] filled = new int[items.size()];
        double[] inst = new double[8];
        for (int k = 0; k < scatter.size(); k++) {
            scatter.instance(k, inst);
            int item = (int) inst[0];
            write(inst[1], inst[2], inst[3], inst[4], inst[5], inst[6], inst[7] * mapUnitsPerMetre, matrices[item],
                    16 * filled[item]++);
        }
        List<ItemInstances> out = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            ScatterItem item = items.get(i);
            Model model = resolver.model(item.source(), "items[" + i + "].source");
            Optional<String> override = item.material().or(scatter::material);
            Optional<Material> material = Optional.empty();
            if (override.isPresent()) {
                String askedBy = item.material().isPresent() ? "items[" + i + "].material" : "material";
                material = Optional.of(resolver.material(override.get(), askedBy));
            }
            out.add(new ItemInstances(i, new InstanceSet(scatter.name() + ".items[" + i + "]", model, matrices[i],
                    new float[0]), material));
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * The matrix of one instance, column-major: {@code T(x, y, z) · Ry(yaw) · Rx(pitch) · Rz(roll) · S(scale)}.
     *
     * @param x     position, map units
     * @param y     position, map units
     * @param z     position, map units
     * @param pitch degrees about x
     * @param yaw   degrees about y
     * @param roll  degrees about z
     * @param scale uniform scale
     * @return a new {@code float[16]}
     */
    public static float[] matrix(double x, double y, double z, double pitch, double yaw, double roll, double scale) {
        float[] m = new float[16];
        write(x, y, z, pitch, yaw, roll, scale, m, 0);
        return m;
    }

    private static void write(double x, double y, double z, double pitch, double yaw, double roll, double scale,
            float[] dest, int at) {
        double a = StrictMath.toRadians(yaw), b = StrictMath.toRadians(pitch), c = StrictMath.toRadians(roll);
        double ca = StrictMath.cos(a), sa = StrictMath.sin(a);
        double cb = StrictMath.cos(b), sb = StrictMath.sin(b);
        double cc = StrictMath.cos(c), sc = StrictMath.sin(c);
        // Ry(a) · Rx(b) · Rz(c), row r and column k as rRK
        double r00 = ca * cc + sa * sb * sc, r01 = -ca * sc + sa * sb * cc, r02 = sa * cb;
        double r10 = cb * sc, r11 = cb * cc, r12 = -sb;
        double r20 = -sa * cc + ca * sb * sc, r21 = sa * sc + ca * sb * cc, r22 = ca * cb;
        dest[at] = (float) (r00 * scale);
        dest[at + 1] = (float) (r10 * scale);
        dest[at + 2] = (float) (r20 * scale);
        dest[at + 3] = 0;
        dest[at + 4] = (float) (r01 * scale);
        dest[at + 5] = (float) (r11 * scale);
        dest[at + 6] = (float) (r21 * scale);
        dest[at + 7] = 0;
        dest[at + 8] = (float) (r02 * scale);
        dest[at + 9] = (float) (r12 * scale);
        dest[at + 10] = (float) (r22 * scale);
        dest[at + 11] = 0;
        dest[at + 12] = (float) x;
        dest[at + 13] = (float) y;
        dest[at + 14] = (float) z;
        dest[at + 15] = 1;
    }

    /** The model with every material, its levels' too, replaced by {@code override}. */
    static Model overridden(Model model, Material override) {
        Model top = withOnly(model, override);
        List<ModelLod> levels = new ArrayList<>();
        for (ModelLod l : model.lods()) {
            levels.add(new ModelLod(l.distance(), withOnly(l.model(), override)));
        }
        return top.withLods(levels);
    }

    private static Model withOnly(Model model, Material override) {
        Material m = override.maxTexture() < model.textures().size() ? override
                : new Material(override.name(), override.baseColor(), fits(override.baseColorTexture(), model),
                        override.alphaMode(), override.alphaCutoff(), override.doubleSided(), override.emissive(),
                        fits(override.emissiveTexture(), model), override.metallic(), override.roughness(),
                        fits(override.metallicRoughnessTexture(), model), fits(override.normalTexture(), model),
                        fits(override.occlusionTexture(), model), override.unlit());
        List<ModelMesh> meshes = new ArrayList<>();
        for (ModelMesh mesh : model.meshes()) {
            meshes.add(mesh.withMaterial(0));
        }
        return Model.of(model.name(), meshes, List.of(m), model.textures());
    }

    private static Optional<dev.loam.model.TextureRef> fits(Optional<dev.loam.model.TextureRef> t, Model model) {
        return t.filter(r -> r.texture() < model.textures().size());
    }
}
