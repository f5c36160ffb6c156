package dev.loam.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A model every view shares: meshes, the materials they use and the textures those use, and
 * optional cheaper levels of detail. Space is metres, y up; a model that stands on the ground
 * (a tree, a rock, a hut) has its base at y = 0 round the y axis, so that a placement's position
 * is where it touches the ground. Immutable and safe to share between threads.
 *
 * <p>Derived facts for views: {@link #bounds()}, {@link #footprintRadius()} (how far from its axis
 * it stands on the ground: a trunk, a hut's walls; what a collider or a navigation obstacle needs)
 * and {@link #canopyRadius()} (how far it spreads at any height: what spacing and shade need).
 * The two radii are measured on first ask (once, whichever thread asks), not when the model is built.
 */
public final class Model {
    private final String name;
    private final List<ModelMesh> meshes;
    private final List<Material> materials;
    private final List<ModelTexture> textures;
    private final List<ModelLod> lods;
    private final Bounds bounds;
    // Computed on first ask (a pass over every triangle or vertex that loading a model need not
    // pay for): racy single-check, the value the same whichever thread computes it, published
    // through the volatile write of an immutable box.
    private volatile Float footprint;
    private volatile Float canopy;

    /**
     * @param name      for messages and export
     * @param meshes    each using a material of this model
     * @param materials each using textures of this model
     * @param textures  the pictures
     * @param lods      cheaper levels, their distances strictly rising
     * @throws ModelException naming {@code meshes[i].material}, {@code materials[i]} or {@code lods[i]}
     */
    public Model(String name, List<ModelMesh> meshes, List<Material> materials, List<ModelTexture> textures,
            List<ModelLod> lods) {
        this.name = Objects.requireNonNull(name, "name");
        this.meshes = List.copyOf(meshes);
        this.materials = List.copyOf(materials);
        this.textures = List.copyOf(textures);
        this.lods = List.copyOf(lods);
        for (int i = 0; i < this.meshes.size(); i++) {
            int m = this.meshes.get(i).material();
            if (m >= this.materials.size()) {
                throw new ModelException("meshes[" + i + "].material", m + " is not one of the " + this.materials.size() + " materials");
            }
        }
        for (int i = 0; i < this.materials.size(); i++) {
            int t = this.materials.get(i).maxTexture();
            if (t >= this.textures.size()) {
                throw new ModelException("materials[" + i + "]", "texture " + t + " is not one of the " + this.textures.size() + " textures");
            }
        }
        double last = 0;
        for (int i = 0; i < this.lods.size(); i++) {
            if (!(this.lods.get(i).distance() > last)) {
                throw new ModelException("lods[" + i + "].distance", "levels' distances must rise: " + this.lods.get(i).distance()
                        + " follows " + last);
            }
            last = this.lods.get(i).distance();
        }
        Bounds b = Bounds.EMPTY;
        for (ModelMesh mesh : this.meshes) {
            b = b.union(mesh.bounds());
        }
        this.bounds = b;
    }

    /** A model of one level. */
    public static Model of(String name, List<ModelMesh> meshes, List<Material> materials, List<ModelTexture> textures) {
        return new Model(name, meshes, materials, textures, List.of());
    }

    /** A builder that hands out material and texture indices as they are added. */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    public String name() {
        return name;
    }

    public List<ModelMesh> meshes() {
        return meshes;
    }

    public List<Material> materials() {
        return materials;
    }

    public List<ModelTexture> textures() {
        return textures;
    }

    /** The cheaper levels, nearest first; empty when the model has one level. */
    public List<ModelLod> lods() {
        return lods;
    }

    /** The level to draw at {@code metres} from the camera: this model, or the farthest level whose distance it has passed. */
    public Model forDistance(double metres) {
        Model m = this;
        for (ModelLod lod : lods) {
            if (metres >= lod.distance()) {
                m = lod.model();
            }
        }
        return m;
    }

    /** The box round every mesh ({@link Bounds#EMPTY} for a model of no meshes). */
    public Bounds bounds() {
        return bounds;
    }

    /**
     * How far from the y axis, in metres, the model reaches within its lowest band: up to
     * {@value #FOOTPRINT_BAND_METRES} m above its lowest point, or a tenth of its height where that
     * is less. Triangles are clipped to the band, so a trunk drawn as one tall cylinder counts
     * only its foot. 0 for a model of no meshes.
     */
    public float footprintRadius() {
        Float f = footprint;
        if (f == null) {
            f = footprint(meshes, bounds);
            footprint = f;
        }
        return f;
    }

    /** The most horizontal distance from the y axis, in metres, of any vertex: how far the model spreads. */
    public float canopyRadius() {
        Float c = canopy;
        if (c == null) {
            c = canopy(meshes);
            canopy = c;
        }
        return c;
    }

    /** The band above the lowest point that {@link #footprintRadius()} measures, at most 0.25 m. */
    public static final double FOOTPRINT_BAND_METRES = 0.25;

    public int vertexCount() {
        int n = 0;
        for (ModelMesh m : meshes) {
            n += m.vertexCount();
        }
        return n;
    }

    public int triangleCount() {
        int n = 0;
        for (ModelMesh m : meshes) {
            n += m.triangleCount();
        }
        return n;
    }

    /** This model with these levels of detail in place of its own. */
    public Model withLods(List<ModelLod> levels) {
        return new Model(name, meshes, materials, textures, levels);
    }

    /** This model under another name. */
    public Model withName(String other) {
        return new Model(other, meshes, materials, textures, lods);
    }

    /** This model moved by a column-major affine matrix (see {@link ModelMesh#transformed}); its levels move with it. */
    public Model transformed(float[] matrix) {
        List<ModelMesh> moved = new ArrayList<>(meshes.size());
        for (ModelMesh m : meshes) {
            moved.add(m.transformed(matrix));
        }
        List<ModelLod> levels = new ArrayList<>(lods.size());
        for (ModelLod l : lods) {
            levels.add(new ModelLod(l.distance(), l.model().transformed(matrix)));
        }
        return new Model(name, moved, materials, textures, levels);
    }

    /**
     * One model of several placed parts: each part's meshes moved by its matrix, their materials
     * and textures appended in order (material and texture indices shifted to match). Levels of
     * detail are dropped; the result has one level.
     *
     * @param name       the merged model's name
     * @param parts      the models
     * @param transforms one column-major matrix a part, or null for all in place
     */
    public static Model merged(String name, List<Model> parts, List<float[]> transforms) {
        if (transforms != null && transforms.size() != parts.size()) {
            throw new IllegalArgumentException(parts.size() + " parts and " + transforms.size() + " transforms");
        }
        List<ModelMesh> meshes = new ArrayList<>();
        List<Material> materials = new ArrayList<>();
        List<ModelTexture> textures = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            Model p = parts.get(i);
            int m0 = materials.size(), t0 = textures.size();
            for (Material m : p.materials) {
                materials.add(m.shiftTextures(t0));
            }
            textures.addAll(p.textures);
            for (ModelMesh mesh : p.meshes) {
                ModelMesh moved = transforms == null ? mesh : mesh.transformed(transforms.get(i));
                meshes.add(moved.withMaterial(mesh.material() + m0));
            }
        }
        return Model.of(name, meshes, materials, textures);
    }

    private static float footprint(List<ModelMesh> meshes, Bounds b) {
        if (b.isEmpty()) {
            return 0;
        }
        float cut = (float) (b.minY() + Math.min(FOOTPRINT_BAND_METRES, 0.1 * b.sizeY()));
        // squared radii compared, one square root at the end (the root keeps their order); a
        // triangle wholly above the cut has no corner in the band and no edge crossing into it
        float best = 0;
        for (ModelMesh m : meshes) {
            float[] p = m.sharedPositions();
            int[] ix = m.sharedIndices();
            for (int t = 0; t < ix.length; t += 3) {
                int i0 = 3 * ix[t], i1 = 3 * ix[t + 1], i2 = 3 * ix[t + 2];
                if (p[i0 + 1] > cut && p[i1 + 1] > cut && p[i2 + 1] > cut) {
                    continue;
                }
                best = band(p, i0, i1, cut, best);
                best = band(p, i1, i2, cut, best);
                best = band(p, i2, i0, cut, best);
            }
        }
        return (float) Math.sqrt(best);
    }

    /** The most squared radius of corner {@code a} if it lies in the band, and of where edge a–c crosses the cut. */
    private static float band(float[] p, int a, int c, float cut, float best) {
        float ay = p[a + 1], cy = p[c + 1];
        if (ay <= cut) {
            best = Math.max(best, p[a] * p[a] + p[a + 2] * p[a + 2]);
        }
        if ((ay < cut) != (cy < cut) && ay != cy) {
            float ax = p[a], az = p[a + 2];
            float s = (cut - ay) / (cy - ay);
            float x = ax + s * (p[c] - ax), z = az + s * (p[c + 2] - az);
            best = Math.max(best, x * x + z * z);
        }
        return best;
    }

    private static float canopy(List<ModelMesh> meshes) {
        float best = 0;
        for (ModelMesh m : meshes) {
            float[] p = m.sharedPositions();
            for (int i = 0; i < p.length; i += 3) {
                best = Math.max(best, p[i] * p[i] + p[i + 2] * p[i + 2]);
            }
        }
        return (float) Math.sqrt(best);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Model m && m.name.equals(name) && m.meshes.equals(meshes) && m.materials.equals(materials)
                && m.textures.equals(textures) && m.lods.equals(lods);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, meshes, materials, textures, lods);
    }

    @Override
    public String toString() {
        return "Model[" + name + ", " + meshes.size() + " meshes, " + triangleCount() + " triangles, " + materials.size()
                + " materials, " + textures.size() + " textures, " + lods.size() + " lods]";
    }

    /** Builds a {@link Model}, handing out material and texture indices as they are added. */
    public static final class Builder {
        private final String name;
        private final List<ModelMesh> meshes = new ArrayList<>();
        private final List<Material> materials = new ArrayList<>();
        private final List<ModelTexture> textures = new ArrayList<>();
        private final List<ModelLod> lods = new ArrayList<>();

        Builder(String name) {
            this.name = Objects.requireNonNull(name, "name");
        }

        /** Adds a material; returns its index. */
        public int material(Material m) {
            materials.add(Objects.requireNonNull(m, "material"));
            return materials.size() - 1;
        }

        /** Adds a texture; returns its index. */
        public int texture(ModelTexture t) {
            textures.add(Objects.requireNonNull(t, "texture"));
            return textures.size() - 1;
        }

        /** Adds a mesh. */
        public Builder mesh(ModelMesh m) {
            meshes.add(Objects.requireNonNull(m, "mesh"));
            return this;
        }

        /** Adds a cheaper level beyond {@code distance} metres. */
        public Builder lod(double distance, Model cheaper) {
            lods.add(new ModelLod(distance, cheaper));
            return this;
        }

        /** @throws ModelException as {@link Model}'s constructor does */
        public Model build() {
            return new Model(name, meshes, materials, textures, lods);
        }
    }
}
