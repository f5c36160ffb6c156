package dev.loam.render.mesh;

import dev.loam.blockmap.Colours;
import dev.loam.core.internal.MeshArrays;
import dev.loam.blockmap.Face;
import dev.loam.blockmap.PixelTexture;
import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.model.Sampler;
import dev.loam.model.TextureRef;
import dev.loam.model.Transforms;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A block map's chunk meshes as a {@link ModelScene} for export (glTF): no GL call. The scene has
 * one root node named after the map, a node a chunk under it ({@code chunk 3,1}, chunks with
 * nothing to draw left out), and under each chunk a node a material, each drawing a model of one
 * mesh: tops, walls, fringes and brims, water, and the ground cover's cards expanded. Positions
 * are the meshes' own world metres (every node's matrix is the identity).
 *
 * <p>How the picture is kept, so that a viewer shows what {@code BlockMapRenderer} draws:
 * <ul>
 *   <li>a colour face is a material of that colour; a texture face a white material with the
 *       texture (PNG, repeating, nearest filtering, no mipmaps: the renderer's exact texel fetch),
 *       laid by the meshes' own UVs in repeats;</li>
 *   <li>vertex colours ({@code COLOR_0}) hold the meshes' baked light: the renderer multiplies the
 *       face's colour by it in its sRGB-valued arithmetic, a viewer multiplies in linear light, so
 *       the light is turned to linear with the 2.2 power (exact for a 2.2 gamma: {@code (a·b)^2.2 =
 *       a^2.2 · b^2.2}). Water's vertex colours are its own shallow-to-deep colour and opacity
 *       (a blended material), cards their root darkening;</li>
 *   <li>with no {@link Sun} the materials are lit (rough, not metallic): the viewer adds its own
 *       sun and sky. With a {@link Sun}, the renderer's light is baked into the vertex colours
 *       too (sky light plus the sun by Lambert plus the look's wall bounce on upright faces, no
 *       shadows and no water glints) and every material is {@code KHR_materials_unlit}, so the
 *       file looks like the renderer's frame in any viewer;</li>
 *   <li>fringes and brims are masked materials whose vertex alpha falls from 1 at the root to 0.5
 *       where the {@link BlockFringeMask}'s column at that vertex ends, so a viewer cuts each edge
 *       at the mask's depth there (straight between vertices, where the renderer cuts texel by
 *       texel);</li>
 *   <li>cards are the strip's frame on a masked, double-sided material cut at half alpha, as the
 *       renderer cuts them. The renderer turns each card to the camera; a file cannot, so each card
 *       is written twice, crossed: as laid (facing +z) and turned a quarter about its root (facing
 *       +x), and reads from every side.</li>
 * </ul>
 * Materials and textures are shared by every chunk that uses them (the same objects, which a
 * writer writes once).
 */
public final class BlockMapExport {
    /** The power that turns the renderer's sRGB-valued light into a linear vertex colour. */
    public static final double GAMMA = 2.2;

    private static final float[] NONE = new float[0];
    private static final int LUT_SIZE = 1024;
    private static final float[] LINEAR = new float[LUT_SIZE + 2];

    static {
        for (int i = 0; i <= LUT_SIZE + 1; i++) {
            LINEAR[i] = (float) Math.pow(Math.min(1.0, (double) i / LUT_SIZE), GAMMA);
        }
    }

    private BlockMapExport() {
    }

    /**
     * The renderer's light to bake: the sun's direction and colour and the sky's colour, as
     * {@code RenderLook} gives them ({@code sunDirection}, {@code sun(i)}, {@code ambient(i)}).
     * The wall bounce is the meshes' own ({@link BlockMeshLook#wallBounce()}). Immutable.
     *
     * @param direction  the unit vector toward the sun, x, y, z
     * @param sunRgb     the sun's colour and strength, three values 0 and up
     * @param ambientRgb the sky's light on every face, three values 0 and up
     */
    public record Sun(float[] direction, float[] sunRgb, float[] ambientRgb) {
        /**
         * Checks and copies the arrays.
         *
         * @throws IllegalArgumentException naming the array that is not three finite values (the
         *                                  colours 0 or more, the direction not zero)
         */
        public Sun {
            direction = three("direction", direction, false);
            sunRgb = three("sunRgb", sunRgb, true);
            ambientRgb = three("ambientRgb", ambientRgb, true);
            double len = Math.sqrt(direction[0] * direction[0] + direction[1] * direction[1] + direction[2] * direction[2]);
            if (!(len > 1e-6)) {
                throw new IllegalArgumentException("direction must not be zero");
            }
            for (int i = 0; i < 3; i++) {
                direction[i] = (float) (direction[i] / len);
            }
        }

        private static float[] three(String name, float[] v, boolean nonNegative) {
            if (v == null || v.length != 3) {
                throw new IllegalArgumentException(name + " must be three values");
            }
            for (float f : v) {
                if (!Float.isFinite(f) || (nonNegative && f < 0)) {
                    throw new IllegalArgumentException(name + " holds " + f + "; it must be finite"
                            + (nonNegative ? " and 0 or more" : ""));
                }
            }
            return v.clone();
        }

        @Override
        public float[] direction() {
            return direction.clone();
        }

        @Override
        public float[] sunRgb() {
            return sunRgb.clone();
        }

        @Override
        public float[] ambientRgb() {
            return ambientRgb.clone();
        }
    }

    /**
     * The meshes as a scene whose materials a viewer lights (see the class comment).
     *
     * @param meshes read, never changed
     * @return a new scene owned by the caller
     */
    public static ModelScene scene(BlockMapMeshes meshes) {
        return scene(meshes, null);
    }

    /**
     * The meshes as a scene, with the renderer's light baked into the vertex colours and every
     * material unlit when {@code sun} is given (see the class comment).
     *
     * @param meshes read, never changed
     * @param sun    the light to bake, or null for lit materials
     * @return a new scene owned by the caller
     */
    public static ModelScene scene(BlockMapMeshes meshes, Sun sun) {
        Objects.requireNonNull(meshes, "meshes");
        Converter c = new Converter(meshes, sun);
        List<ModelNode> chunks = new ArrayList<>();
        for (BlockChunkMesh chunk : meshes.chunks()) {
            String name = "chunk " + chunk.chunkColumn() + "," + chunk.chunkRow();
            List<ModelNode> parts = new ArrayList<>();
            for (BlockMesh m : chunk.meshes()) {
                if (m.triangleCount() > 0) {
                    parts.add(c.node(name, m.arrays(), false));
                }
            }
            for (BlockCards cards : chunk.cover()) {
                if (cards.count() > 0) {
                    // The cards' own floats, not a packed mesh's: the export keeps their corners exact.
                    parts.add(c.node(name, cards.arrays(), true));
                }
            }
            if (!parts.isEmpty()) {
                chunks.add(ModelNode.group(name, Transforms.identity(), parts));
            }
        }
        String map = meshes.map().name();
        return new ModelScene(map, List.of(ModelNode.group(map, Transforms.identity(), chunks)));
    }

    /** The renderer's light value {@code v} (0 and up) as a linear vertex colour 0..1. */
    static float linear(float v) {
        if (!(v > 0)) {
            return 0;
        }
        if (v >= 1) {
            return 1;
        }
        float x = v * LUT_SIZE;
        int i = (int) x;
        float f = x - i;
        return LINEAR[i] + f * (LINEAR[i + 1] - LINEAR[i]);
    }

    private static final class Converter {
        private final BlockMapMeshes meshes;
        private final Sun sun;
        private final float wallBounce;
        /** {@link BlockFringeMask#depth} of the look's texture seed for each column, which repeat every {@code WIDTH}. */
        private final double[] maskDepths = new double[BlockFringeMask.WIDTH];
        private final Map<BlockMaterial, Material> materials = new HashMap<>();
        private final Map<PixelTexture, ModelTexture> textures = new IdentityHashMap<>();
        private final Map<BlockMaterial, String> names = new HashMap<>();

        Converter(BlockMapMeshes meshes, Sun sun) {
            this.meshes = meshes;
            this.sun = sun;
            this.wallBounce = (float) meshes.look().wallBounce();
            long textureSeed = meshes.look().textureSeed();
            for (int u = 0; u < maskDepths.length; u++) {
                maskDepths[u] = BlockFringeMask.depth(textureSeed, u);
            }
        }

        ModelNode node(String chunk, BlockMeshArrays m, boolean cards) {
            BlockMaterial bm = m.material();
            String name = chunk + " " + name(bm);
            PixelTexture picture = picture(bm);
            Material material = materials.computeIfAbsent(bm, this::material);
            List<ModelTexture> tex = picture == null ? List.of() : List.of(texture(picture, bm.kind() == BlockMeshKind.COVER));
            ModelMesh mesh = mesh(name, m, cards, picture != null);
            Model model = Model.of(name, List.of(mesh), List.of(material), tex);
            return ModelNode.of(name, Transforms.identity(), model);
        }

        private String name(BlockMaterial m) {
            return names.computeIfAbsent(m, k -> switch (k.kind()) {
                case TOP, WALL, FRINGE -> k.kind().name().toLowerCase(java.util.Locale.ROOT) + " " + faceName(k.face());
                case WATER -> "water " + Colours.format(k.water().shallowRgb());
                case COVER -> "cover " + k.strip().name();
            });
        }

        private static String faceName(Face f) {
            return f instanceof Face.Texture t ? t.texture().name() : f.toString();
        }

        private static PixelTexture picture(BlockMaterial m) {
            if (m.kind() == BlockMeshKind.COVER) {
                return m.strip();
            }
            return m.face() instanceof Face.Texture t ? t.texture() : null;
        }

        private ModelTexture texture(PixelTexture p, boolean clamped) {
            return textures.computeIfAbsent(p, k -> {
                int[] argb = k.texels();
                byte[] rgba = new byte[4 * argb.length];
                for (int i = 0; i < argb.length; i++) {
                    int c = argb[i];
                    rgba[4 * i] = (byte) (c >>> 16);
                    rgba[4 * i + 1] = (byte) (c >>> 8);
                    rgba[4 * i + 2] = (byte) c;
                    rgba[4 * i + 3] = (byte) (c >>> 24);
                }
                Sampler.Wrap wrap = clamped ? Sampler.Wrap.CLAMP_TO_EDGE : Sampler.Wrap.REPEAT;
                Sampler s = new Sampler(wrap, wrap, Sampler.Filter.NEAREST, Sampler.Filter.NEAREST, false);
                return new ModelTexture(k.name(), k.width(), k.height(), rgba, s);
            });
        }

        private Material material(BlockMaterial m) {
            String name = name(m);
            Material out = switch (m.kind()) {
                case TOP, WALL -> face(name, m.face());
                case FRINGE -> face(name, m.face()).withAlpha(AlphaMode.MASK, 0.5f);
                case WATER -> Material.vertexColoured(name).withAlpha(AlphaMode.BLEND, Material.DEFAULT_ALPHA_CUTOFF);
                case COVER -> Material.vertexColoured(name).withBaseColorTexture(TextureRef.of(0))
                        .withAlpha(AlphaMode.MASK, 0.5f).withDoubleSided(true);
            };
            return sun == null ? out : out.withUnlit(true);
        }

        private static Material face(String name, Face f) {
            if (f instanceof Face.Colour c) {
                return Material.of(name, Rgba.ofSrgb(c.rgb()));
            }
            return Material.vertexColoured(name).withBaseColorTexture(TextureRef.of(0));
        }

        private ModelMesh mesh(String name, BlockMeshArrays m, boolean cards, boolean textured) {
            int n = m.vertexCount();
            // Every array is new and handed over to the mesh (MeshArrays.adopt): the arrays given are
            // new (a packed mesh decoded, or the cards expanded), and grown here for the cards' crossed copies.
            float[] p = m.positions(), nor = m.normals(), col = m.colours(), uv = m.uvs(), extra = m.extra();
            int copies = cards ? 2 : 1;
            float[] positions = cards ? Arrays.copyOf(p, 3 * n * copies) : p;
            float[] normals = cards ? Arrays.copyOf(nor, 3 * n * copies) : nor;
            float[] colours = new float[4 * n * copies];
            float[] uvs = !textured ? NONE : cards ? Arrays.copyOf(uv, 2 * n * copies) : uv;
            BlockMeshKind kind = m.kind();
            for (int v = 0; v < n; v++) {
                float r = col[4 * v], g = col[4 * v + 1], b = col[4 * v + 2], a = col[4 * v + 3];
                if (sun != null) {
                    float[] l = light(nor[3 * v], nor[3 * v + 1], nor[3 * v + 2]);
                    r *= l[0];
                    g *= l[1];
                    b *= l[2];
                }
                if (kind == BlockMeshKind.FRINGE) {
                    a = fringeAlpha(extra[2 * v], extra[2 * v + 1]);
                } else if (kind != BlockMeshKind.WATER) {
                    a = 1;
                }
                colours[4 * v] = linear(r);
                colours[4 * v + 1] = linear(g);
                colours[4 * v + 2] = linear(b);
                colours[4 * v + 3] = Math.max(0, Math.min(1, a));
            }
            int[] ix = m.indices();
            int[] indices;
            if (!cards) {
                indices = ix;
            } else {
                // The crossed copy: each corner turned a quarter about its card's root, from +z to +x.
                int stride = BlockMeshKind.COVER.extraStride();
                for (int v = 0; v < n; v++) {
                    float side = extra[stride * v];
                    int o = n + v;
                    positions[3 * o] = p[3 * v] - side;
                    positions[3 * o + 1] = p[3 * v + 1];
                    positions[3 * o + 2] = p[3 * v + 2] - side;
                    normals[3 * o] = nor[3 * v];
                    normals[3 * o + 1] = nor[3 * v + 1];
                    normals[3 * o + 2] = nor[3 * v + 2];
                    System.arraycopy(colours, 4 * v, colours, 4 * o, 4);
                    if (textured) {
                        uvs[2 * o] = uv[2 * v];
                        uvs[2 * o + 1] = uv[2 * v + 1];
                    }
                }
                indices = new int[2 * ix.length];
                System.arraycopy(ix, 0, indices, 0, ix.length);
                for (int i = 0; i < ix.length; i++) {
                    indices[ix.length + i] = ix[i] + n;
                }
            }
            return MeshArrays.adopt(name, positions, normals, uvs, colours, NONE, indices, 0);
        }

        private final float[] lit = new float[3];

        /** The renderer's light on a face of normal n: sky, the sun by Lambert, the wall bounce on upright faces. */
        private float[] light(float nx, float ny, float nz) {
            float[] s = sun.direction;
            float facing = Math.max(0, nx * s[0] + ny * s[1] + nz * s[2]);
            float upright = Math.abs(ny) < 0.5f ? 1 : 0;
            float bounce = wallBounce * Math.max(s[1], 0) * upright;
            for (int k = 0; k < 3; k++) {
                lit[k] = sun.ambientRgb[k] + sun.sunRgb[k] * facing + bounce * sun.sunRgb[k];
            }
            return lit;
        }

        /** 1 at the fringe's root, 0.5 where the mask's column at {@code u} ends, falling on toward the tip. */
        private float fringeAlpha(float u, float v) {
            int column = (int) Math.floor((u - Math.floor(u)) * BlockFringeMask.WIDTH);
            double depth = maskDepths[Math.floorMod(column, BlockFringeMask.WIDTH)];
            return (float) (1 - 0.5 * Math.max(0, v) / depth);
        }
    }
}
