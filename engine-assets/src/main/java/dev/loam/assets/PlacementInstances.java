package dev.loam.assets;

import dev.loam.core.Progress;
import dev.loam.model.InstanceSet;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
import dev.loam.model.Rgba;
import dev.loam.model.Transforms;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Placed things that name their meshes (a generated world's placements, a game's own list of
 * props) turned into {@link InstanceSet}s of resolved models: one set for each distinct part
 * (mesh, its cheaper level and its material), every placement that draws that part one instance
 * of it. The description is plain data ({@link Placed}, {@link Part}) with no generator's type in
 * it, so any source of placements can use it; {@code loam world export} fills it from a world
 * plan's placements and the rules' plants.
 *
 * <p><b>Space.</b> Positions are metres (or whatever one unit of the models is), y up. A placement
 * stands its models' base (y = 0) at its position, turned by its yaw, scaled uniformly, and, when
 * its up vector is not straight up, tilted so that the model's +y follows it (a stone lying along
 * a slope). The yaw turns <em>from +x toward +z</em> seen from above, as a world plan's
 * placements and its recipes' arcs do; that is the opposite sense to a right-handed turn about +y.
 *
 * <p><b>Order.</b> Sets come in the order their part is first drawn, scanning the placements in
 * the given order and each placement's parts in order; instances within a set keep the
 * placements' order. Nothing depends on hash order, so the same placements give the same sets.
 *
 * <p><b>Materials.</b> A part that names a material draws its model with that material in place
 * of the model's own when the model has exactly one material and the named one uses no texture;
 * a model of several materials (a hut of walls, thatch and stone) keeps its own, since one name
 * cannot say which part it means. Either way the name is resolved, so a name nothing resolves is
 * refused naming who asked for it.
 *
 * <p>Static and thread-safe as far as the resolver is.
 */
public final class PlacementInstances {
    private PlacementInstances() {
    }

    /**
     * One model a placement draws.
     *
     * @param mesh            the model's name, as a resolver reads it ({@code assets/models/pine-trunk.esmesh},
     *                        {@code kit:conifer}); not empty
     * @param meshAskedBy     who named it, for a refusal ({@code plants.pine.parts[0].mesh})
     * @param lodMesh         a cheaper model drawn beyond {@code lodDistance}, or "" to keep the model's own
     *                        levels
     * @param lodAskedBy      who named the cheaper model
     * @param lodDistance     metres from the camera beyond which the cheaper model is drawn; read only when
     *                        {@code lodMesh} is given, then finite and above 0
     * @param material        a material's name, or "" for the model's own
     * @param materialAskedBy who named the material
     * @param tint            a linear colour factor for this placement's instance of the part
     */
    public record Part(String mesh, String meshAskedBy, String lodMesh, String lodAskedBy, double lodDistance,
            String material, String materialAskedBy, Rgba tint) {
        /**
         * @throws NullPointerException     for a null field
         * @throws IllegalArgumentException for an empty mesh, or a cheaper model at a distance that is
         *                                  not finite and above 0
         */
        public Part {
            Objects.requireNonNull(mesh, "mesh");
            Objects.requireNonNull(meshAskedBy, "meshAskedBy");
            Objects.requireNonNull(lodMesh, "lodMesh");
            Objects.requireNonNull(lodAskedBy, "lodAskedBy");
            Objects.requireNonNull(material, "material");
            Objects.requireNonNull(materialAskedBy, "materialAskedBy");
            Objects.requireNonNull(tint, "tint");
            if (mesh.isEmpty()) {
                throw new IllegalArgumentException(meshAskedBy + ": a part names a mesh");
            }
            if (!lodMesh.isEmpty() && !(lodDistance > 0 && Double.isFinite(lodDistance))) {
                throw new IllegalArgumentException(lodAskedBy + ": the cheaper level's distance " + lodDistance
                        + " must be a finite number of metres above 0");
            }
        }

        /** A part that draws a model with its own levels and materials, untinted. */
        public static Part of(String mesh, String askedBy) {
            return new Part(mesh, askedBy, "", "", 0, "", "", Rgba.WHITE);
        }

        /** The key parts share a set by: the same mesh, cheaper level and material. */
        String key() {
            return mesh + '\u0000' + lodMesh + '\u0000' + (lodMesh.isEmpty() ? 0 : lodDistance) + '\u0000' + material;
        }

        /** The set's name: the mesh, and the material in brackets when one is named. */
        String setName() {
            return material.isEmpty() ? mesh : mesh + " [" + material + "]";
        }
    }

    /**
     * One placed thing.
     *
     * @param id         its id, for messages ({@code groups@1:0,1/grove@1/elder.0})
     * @param parts      what it draws, at least one
     * @param x          where its base stands
     * @param y          the base's height
     * @param z          where its base stands
     * @param yawRadians its turn from +x toward +z seen from above
     * @param scale      its uniform scale, finite and above 0
     * @param upX        the direction its +y is tilted to (the ground's normal for a stone lying along a
     *                   slope; 0, 1, 0 for upright), any length above 0
     * @param upY        see {@code upX}
     * @param upZ        see {@code upX}
     */
    public record Placed(String id, List<Part> parts, double x, double y, double z, double yawRadians, double scale,
            double upX, double upY, double upZ) {
        /**
         * @throws IllegalArgumentException naming the placement for no part, a number that is not finite,
         *                                  a scale not above 0, or an up vector of no length or pointing down
         */
        public Placed {
            Objects.requireNonNull(id, "id");
            parts = List.copyOf(parts);
            if (parts.isEmpty()) {
                throw new IllegalArgumentException(id + ": a placement draws at least one part");
            }
            for (double v : new double[] {x, y, z, yawRadians, upX, upY, upZ}) {
                if (!Double.isFinite(v)) {
                    throw new IllegalArgumentException(id + ": position, yaw and up must be finite numbers");
                }
            }
            if (!(scale > 0) || !Double.isFinite(scale)) {
                throw new IllegalArgumentException(id + ": scale " + scale + " must be finite and above 0");
            }
            if (!(upY > 0)) {
                throw new IllegalArgumentException(id + ": the up vector must point upward (its y above 0)");
            }
        }

        /** An upright placement. */
        public static Placed upright(String id, List<Part> parts, double x, double y, double z, double yawRadians,
                double scale) {
            return new Placed(id, parts, x, y, z, yawRadians, scale, 0, 1, 0);
        }

        /**
         * The placement's column-major matrix: translate · tilt (+y to the up vector, about the
         * horizontal axis between them) · turn by the yaw (from +x toward +z) · scale.
         */
        public float[] matrix() {
            return PlacementInstances.matrix(x, y, z, yawRadians, scale, upX, upY, upZ);
        }
    }

    /**
     * A placement's column-major matrix: translate · tilt (+y to the up vector, about the
     * horizontal axis between them) · turn by the yaw (from +x toward +z) · scale. The numbers are
     * not checked: {@link Placed} checks them; a caller with numbers checked already (a world's
     * placements) calls this without making one.
     */
    public static float[] matrix(double x, double y, double z, double yawRadians, double scale, double upX,
            double upY, double upZ) {
        float[] placed = Transforms.placed((float) x, (float) y, (float) z, (float) -yawRadians, (float) scale);
        double len = Math.sqrt(upX * upX + upY * upY + upZ * upZ);
        double ux = upX / len, uy = upY / len, uz = upZ / len;
        if (ux == 0 && uz == 0) {
            return placed;
        }
        // The shortest turn from +y to u: axis y × u = (uz, 0, -ux), angle acos(uy).
        double half = 0.5 * StrictMath.acos(Math.min(1, uy));
        double ax = uz, az = -ux;
        double alen = Math.sqrt(ax * ax + az * az);
        double s = StrictMath.sin(half) / alen;
        float[] tilt = Transforms.trs(0, 0, 0, (float) (ax * s), 0, (float) (az * s), (float) StrictMath.cos(half),
                1, 1, 1);
        float[] turnScale = Transforms.placed(0, 0, 0, (float) -yawRadians, (float) scale);
        float[] at = Transforms.placed((float) x, (float) y, (float) z, 0, 1);
        return Transforms.multiply(at, Transforms.multiply(tilt, turnScale));
    }

    /**
     * The instance sets of the placements, their models got through the resolver.
     *
     * @param placements the placed things, in the order the sets and instances follow
     * @param resolver   what turns each part's names into models and materials; its cache keeps each loaded once
     * @return new sets, the caller's; empty for no placements
     * @throws AssetException naming the name and who asked for it (a part's {@code meshAskedBy},
     *                        {@code lodAskedBy} or {@code materialAskedBy}) when the resolver cannot resolve it,
     *                        or the file and the place inside it when a model fails to load
     */
    public static List<InstanceSet> of(List<Placed> placements, AssetResolver resolver) {
        return of(placements, resolver, Progress.NONE);
    }

    /**
     * {@link #of(List, AssetResolver)}, reporting to {@code progress}: one phase {@code "instances"}
     * counted in placements.
     *
     * @throws Progress.Cancelled when the listener asks to stop; nothing is returned
     */
    public static List<InstanceSet> of(List<Placed> placements, AssetResolver resolver, Progress progress) {
        Objects.requireNonNull(placements, "placements");
        Objects.requireNonNull(resolver, "resolver");
        Progress.Phase phase = Progress.Phase.begin(progress, "instances", placements.size());
        Map<String, Model> models = new LinkedHashMap<>();
        Map<String, InstanceSet.Builder> sets = new LinkedHashMap<>();
        for (Placed p : placements) {
            float[] matrix = p.matrix();
            for (Part part : p.parts()) {
                String key = part.key();
                InstanceSet.Builder set = sets.get(key);
                if (set == null) {
                    Model model = models.computeIfAbsent(key, k -> model(part, resolver));
                    set = InstanceSet.builder(part.setName(), model);
                    sets.put(key, set);
                }
                set.add(matrix, part.tint());
            }
            phase.step();
        }
        List<InstanceSet> out = new ArrayList<>(sets.size());
        for (InstanceSet.Builder b : sets.values()) {
            out.add(b.build());
        }
        phase.finish();
        return out;
    }

    /**
     * A part's model as {@link #of} draws it: resolved, its cheaper level put in beyond the part's
     * distance, its material put in where it can be (see the class's comment).
     *
     * @param part     the part
     * @param resolver what resolves its names
     * @return the model
     * @throws AssetException naming the name and who asked for it when the resolver cannot resolve it
     */
    public static Model model(Part part, AssetResolver resolver) {
        Model model = resolver.model(part.mesh(), part.meshAskedBy());
        if (!part.lodMesh().isEmpty()) {
            Model cheaper = resolver.model(part.lodMesh(), part.lodAskedBy());
            if (!cheaper.lods().isEmpty()) {
                cheaper = cheaper.withLods(List.of());
            }
            model = model.withLods(List.of(new ModelLod(part.lodDistance(), cheaper)));
        }
        if (!part.material().isEmpty()) {
            Material m = resolver.material(part.material(), part.materialAskedBy());
            model = withMaterial(model, m);
        }
        return model;
    }

    /**
     * The model drawn with {@code m} where it has one material and {@code m} uses no texture (its
     * levels too, where each has one material); otherwise the model as it is.
     */
    static Model withMaterial(Model model, Material m) {
        if (model.materials().size() != 1 || m.maxTexture() >= 0) {
            return model;
        }
        List<ModelLod> lods = new ArrayList<>(model.lods().size());
        for (ModelLod l : model.lods()) {
            lods.add(new ModelLod(l.distance(), withMaterial(l.model(), m)));
        }
        // The named material uses no texture, so the model's own textures go with its material.
        return new Model(model.name(), model.meshes(), List.of(m), List.of(), lods);
    }
}
