package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.model.AlphaMode;
import dev.loam.model.Bounds;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelTexture;
import dev.loam.model.Sampler;
import dev.loam.model.TextureRef;
import java.nio.ByteBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.lwjgl.system.MemoryUtil;

/**
 * The GPU copy of one {@link Model} and its levels of detail: each mesh's vertices (positions,
 * normals, uvs, linear colours) in a vertex buffer with its indices, each texture an sRGB texture
 * (decoded to linear when sampled, so filtering and mipmaps mix light, not encoded bytes) with its
 * {@link Sampler}'s wrap, filters and mipmaps, and what each material draws with read once.
 * Attribute locations: 0 position, 1 normal, 2 uv, 3 colour; 4 to 8 are the per-instance matrix
 * columns and tint, which {@link ModelRenderer} points at its instance stream at each draw.
 *
 * <p>A texture used by several levels (or twice in one) is uploaded once. Needs a current
 * {@link GlContext}; make, use and close it on the GL thread, before the context. The caller owns
 * a copy it makes; one {@link ModelRenderer#upload} makes is the renderer's.
 */
public final class GpuModel implements AutoCloseable {
    private final Model model;
    private final Level[] levels;
    private final int[] textures;
    private final long bytes;
    /** The box round every level, min x, y, z, max x, y, z (min above max for no meshes). */
    private final float[] box = new float[6];
    private int buffers;
    private boolean closed;

    /**
     * Uploads a model, every level of it.
     *
     * @param model the model, which the copy keeps for its levels' distances
     * @throws GlException when a texture is larger than the driver's largest (naming it); nothing
     *                     stays allocated then
     */
    public GpuModel(Model model) {
        this.model = Objects.requireNonNull(model, "model");
        int max = glGetInteger(GL_MAX_TEXTURE_SIZE);
        List<Model> all = new ArrayList<>();
        all.add(model);
        for (ModelLod lod : model.lods()) {
            all.add(lod.model());
        }
        for (Model m : all) {
            for (ModelTexture t : m.textures()) {
                if (t.width() > max || t.height() > max) {
                    throw new GlException("model \"" + model.name() + "\": texture \"" + t.name() + "\" of " + t.width()
                            + "x" + t.height() + " pixels is larger than the driver's largest texture of " + max);
                }
            }
        }
        Map<ModelTexture, Integer> uploaded = new IdentityHashMap<>();
        List<Integer> names = new ArrayList<>();
        levels = new Level[all.size()];
        long total = 0;
        for (int l = 0; l < all.size(); l++) {
            Model m = all.get(l);
            int[] texNames = new int[m.textures().size()];
            for (int t = 0; t < texNames.length; t++) {
                ModelTexture tex = m.textures().get(t);
                Integer name = uploaded.get(tex);
                if (name == null) {
                    name = texture(tex);
                    uploaded.put(tex, name);
                    names.add(name);
                    total += 4L * tex.width() * tex.height() * (tex.sampler().mipmaps() ? 4 : 3) / 3;
                }
                texNames[t] = name;
            }
            Mesh[] meshes = new Mesh[m.meshes().size()];
            for (int i = 0; i < meshes.length; i++) {
                ModelMesh mesh = m.meshes().get(i);
                meshes[i] = Mesh.of(mesh, new Surface(m.materials().get(mesh.material()), texNames));
                total += meshes[i].bytes;
                buffers += 2;
            }
            levels[l] = new Level(m, meshes, l == 0 ? 0 : model.lods().get(l - 1).distance(), texNames);
        }
        textures = new int[names.size()];
        for (int i = 0; i < textures.length; i++) {
            textures[i] = names.get(i);
        }
        bytes = total;
        Bounds b = Bounds.EMPTY;
        for (Model m : all) {
            b = b.union(m.bounds());
        }
        box[0] = b.minX();
        box[1] = b.minY();
        box[2] = b.minZ();
        box[3] = b.maxX();
        box[4] = b.maxY();
        box[5] = b.maxZ();
    }

    private static int texture(ModelTexture t) {
        Sampler s = t.sampler();
        ByteBuffer pixels = MemoryUtil.memAlloc(4 * t.width() * t.height());
        try {
            pixels.put(t.pixels()).flip();
            int id = glGenTextures();
            glBindTexture(GL_TEXTURE_2D, id);
            glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
            // Row 0 is the picture's top row, where glTF's v = 0 is: uvs sample it as they are.
            glTexImage2D(GL_TEXTURE_2D, 0, GL_SRGB8_ALPHA8, t.width(), t.height(), 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, wrap(s.wrapU()));
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, wrap(s.wrapV()));
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, s.magFilter() == Sampler.Filter.NEAREST ? GL_NEAREST : GL_LINEAR);
            int min;
            if (s.mipmaps()) {
                min = s.minFilter() == Sampler.Filter.NEAREST ? GL_NEAREST_MIPMAP_NEAREST : GL_LINEAR_MIPMAP_LINEAR;
                glGenerateMipmap(GL_TEXTURE_2D);
            } else {
                min = s.minFilter() == Sampler.Filter.NEAREST ? GL_NEAREST : GL_LINEAR;
                glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 0);
            }
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, min);
            glBindTexture(GL_TEXTURE_2D, 0);
            return id;
        } finally {
            MemoryUtil.memFree(pixels);
        }
    }

    private static int wrap(Sampler.Wrap w) {
        return switch (w) {
            case REPEAT -> GL_REPEAT;
            case CLAMP_TO_EDGE -> GL_CLAMP_TO_EDGE;
            case MIRRORED_REPEAT -> GL_MIRRORED_REPEAT;
        };
    }

    /** The model this copy draws. */
    public Model model() {
        return model;
    }

    /** Levels of detail: 1 for the model itself, plus one a {@link ModelLod}. */
    public int levelCount() {
        return levels.length;
    }

    /**
     * The level drawn at {@code metres} from the eye: 0 for the model itself, else the farthest
     * level whose distance it has reached (as {@link Model#forDistance} chooses).
     */
    public int levelFor(double metres) {
        int l = 0;
        for (int i = 1; i < levels.length; i++) {
            if (metres >= levels[i].distance) {
                l = i;
            }
        }
        return l;
    }

    /** The distance from which level {@code l} is drawn, metres (0 for level 0). */
    public double levelDistance(int l) {
        return levels[l].distance;
    }

    /** The model of level {@code l} (0 is {@link #model()}). */
    public Model level(int l) {
        return levels[Objects.checkIndex(l, levels.length)].model;
    }

    /** Bytes on the GPU: vertex and index data, and the textures with their mipmaps. 0 once closed. */
    public long gpuBytes() {
        return closed ? 0 : bytes;
    }

    /** GL buffers held: two a mesh of every level (vertices, indices). 0 once closed. */
    public int bufferCount() {
        return closed ? 0 : buffers;
    }

    /** GL textures held, each uploaded once however many materials and levels use it. 0 once closed. */
    public int textureCount() {
        return closed ? 0 : textures.length;
    }

    /** Whether {@link #close()} has freed it. */
    public boolean closed() {
        return closed;
    }

    /** Level {@code l}'s meshes (the copy's own array). */
    Mesh[] meshes(int l) {
        return levels[l].meshes;
    }

    /**
     * What a material drawn in place of level {@code l}'s own draws with: its factors, and the
     * level's textures it names (a reference past the level's textures draws none, as
     * {@code ScatterInstances} drops it).
     */
    Surface surfaceOf(int l, Material material) {
        return new Surface(material, levels[l].textureNames);
    }

    /** Whether level {@code l} has a blended mesh. */
    boolean blends(int l) {
        return levels[l].blends;
    }

    /** Every GL name held: vertex arrays, buffers, then textures (for tests that check they are freed). */
    int[][] glNames() {
        List<Integer> vaos = new ArrayList<>(), bufs = new ArrayList<>();
        for (Level level : levels) {
            for (Mesh m : level.meshes) {
                vaos.add(m.vao);
                bufs.add(m.vbo);
                bufs.add(m.ebo);
            }
        }
        return new int[][] {vaos.stream().mapToInt(Integer::intValue).toArray(),
            bufs.stream().mapToInt(Integer::intValue).toArray(), textures.clone()};
    }

    void requireOpen() {
        if (closed) {
            throw new IllegalStateException("the GpuModel of \"" + model.name() + "\" is closed");
        }
    }

    /** Frees every mesh's vertex array and buffers and every texture. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (Level level : levels) {
            for (Mesh m : level.meshes) {
                m.delete();
            }
        }
        glDeleteTextures(textures);
        buffers = 0;
    }

    @Override
    public String toString() {
        return "GpuModel[" + model.name() + ", " + levels.length + " levels, " + textures.length + " textures"
                + (closed ? ", closed" : "") + "]";
    }

    /** One level: its model, meshes and the distance it takes over from. */
    private static final class Level {
        final Model model;
        final Mesh[] meshes;
        final double distance;
        final boolean blends;
        /** The GL texture of each of the level's model's textures. */
        final int[] textureNames;

        Level(Model model, Mesh[] meshes, double distance, int[] textureNames) {
            this.model = model;
            this.textureNames = textureNames;
            this.meshes = meshes;
            this.distance = distance;
            boolean b = false;
            for (Mesh m : meshes) {
                b |= m.surface.alphaMode == AlphaMode.BLEND;
            }
            this.blends = b;
        }
    }

    /** What a mesh's material draws with, read once: factors, texture names, uv transforms. */
    static final class Surface {
        final float[] baseColour = new float[4];
        final float[] emissive = new float[3];
        /** The GL texture of the base colour, or 0 for none. */
        final int baseTexture;
        /** The GL texture of the emissive light, or 0 for none. */
        final int emissiveTexture;
        /** The base colour texture's uv transform, a column-major 3 × 3. */
        final float[] baseUv;
        /** The emissive texture's uv transform, a column-major 3 × 3. */
        final float[] emissiveUv;
        final AlphaMode alphaMode;
        final float alphaCutoff;
        final boolean doubleSided;
        final boolean unlit;

        Surface(Material m, int[] textureNames) {
            baseColour[0] = m.baseColor().r();
            baseColour[1] = m.baseColor().g();
            baseColour[2] = m.baseColor().b();
            baseColour[3] = m.baseColor().a();
            emissive[0] = m.emissive().r();
            emissive[1] = m.emissive().g();
            emissive[2] = m.emissive().b();
            baseTexture = name(m.baseColorTexture(), textureNames);
            emissiveTexture = name(m.emissiveTexture(), textureNames);
            baseUv = uvTransform(m.baseColorTexture());
            emissiveUv = uvTransform(m.emissiveTexture());
            alphaMode = m.alphaMode();
            alphaCutoff = m.alphaCutoff();
            doubleSided = m.doubleSided();
            unlit = m.unlit();
        }

        /** The GL texture a reference names; 0 for none, or for one past the level's textures. */
        private static int name(Optional<TextureRef> ref, int[] names) {
            return ref.filter(r -> r.texture() < names.length).map(r -> names[r.texture()]).orElse(0);
        }

        /**
         * {@code KHR_texture_transform} as a matrix: scale first, then the rotation (counter-clockwise
         * in uv space: u' = cos·u + sin·v, v' = −sin·u + cos·v), then the offset.
         */
        static float[] uvTransform(Optional<TextureRef> ref) {
            if (ref.isEmpty()) {
                return new float[] {1, 0, 0, 0, 1, 0, 0, 0, 1};
            }
            TextureRef r = ref.get();
            float c = (float) Math.cos(r.rotation()), s = (float) Math.sin(r.rotation());
            return new float[] {c * r.scaleU(), -s * r.scaleU(), 0, s * r.scaleV(), c * r.scaleV(), 0, r.offsetU(),
                r.offsetV(), 1};
        }
    }

    /** One mesh on the GPU: a vertex array over its vertex blocks and indices, with its surface. */
    static final class Mesh {
        final Surface surface;
        final int indexCount;
        final int triangles;
        final boolean hasNormals, hasUvs, hasColours;
        final long bytes;
        int vao, vbo, ebo;

        private Mesh(Surface surface, ModelMesh mesh, long bytes) {
            this.surface = surface;
            this.indexCount = mesh.indexCount();
            this.triangles = mesh.triangleCount();
            this.hasNormals = mesh.hasNormals();
            this.hasUvs = mesh.hasUvs();
            this.hasColours = mesh.hasColours();
            this.bytes = bytes;
        }

        static Mesh of(ModelMesh mesh, Surface surface) {
            FloatBuffer p = mesh.positions(), n = mesh.normals(), uv = mesh.uvs(), c = mesh.colours();
            int floats = p.remaining() + n.remaining() + uv.remaining() + c.remaining();
            Mesh g = new Mesh(surface, mesh, 4L * floats + 4L * mesh.indexCount());
            FloatBuffer f = MemoryUtil.memAllocFloat(Math.max(1, floats));
            IntBuffer ix = MemoryUtil.memAllocInt(Math.max(1, mesh.indexCount()));
            try {
                f.put(p).put(n).put(uv).put(c).flip();
                ix.put(mesh.indices()).flip();
                g.vao = glGenVertexArrays();
                g.vbo = glGenBuffers();
                g.ebo = glGenBuffers();
                glBindVertexArray(g.vao);
                glBindBuffer(GL_ARRAY_BUFFER, g.vbo);
                glBufferData(GL_ARRAY_BUFFER, f, GL_STATIC_DRAW);
                long at = 0;
                at = attribute(0, 3, at, mesh.vertexCount() * 3L);
                at = g.hasNormals ? attribute(1, 3, at, mesh.vertexCount() * 3L) : absent(1, at);
                at = g.hasUvs ? attribute(2, 2, at, mesh.vertexCount() * 2L) : absent(2, at);
                if (g.hasColours) {
                    attribute(3, 4, at, mesh.vertexCount() * 4L);
                } else {
                    absent(3, at);
                }
                for (int loc = ModelRenderer.INSTANCE_FIRST; loc < ModelRenderer.INSTANCE_FIRST + 5; loc++) {
                    glEnableVertexAttribArray(loc);
                    glVertexAttribDivisor(loc, 1);
                }
                glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, g.ebo);
                glBufferData(GL_ELEMENT_ARRAY_BUFFER, ix, GL_STATIC_DRAW);
                glBindVertexArray(0);
                glBindBuffer(GL_ARRAY_BUFFER, 0);
            } finally {
                MemoryUtil.memFree(f);
                MemoryUtil.memFree(ix);
            }
            return g;
        }

        private static long attribute(int location, int size, long offsetBytes, long floats) {
            glVertexAttribPointer(location, size, GL_FLOAT, false, 0, offsetBytes);
            glEnableVertexAttribArray(location);
            return offsetBytes + 4L * floats;
        }

        /** An attribute the mesh lacks: read from the context's current value, which the renderer sets per draw. */
        private static long absent(int location, long offsetBytes) {
            glDisableVertexAttribArray(location);
            return offsetBytes;
        }

        void delete() {
            if (vao != 0) {
                glDeleteVertexArrays(vao);
                glDeleteBuffers(vbo);
                glDeleteBuffers(ebo);
                vao = vbo = ebo = 0;
            }
        }
    }

    /**
     * The box round every level, min x, y, z, max x, y, z in model metres, into {@code dest} (six
     * floats), which is returned; min above max for a model of no meshes.
     */
    float[] bounds(float[] dest) {
        System.arraycopy(box, 0, dest, 0, 6);
        return dest;
    }
}
