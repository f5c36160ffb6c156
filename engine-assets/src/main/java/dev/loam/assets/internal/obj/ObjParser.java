package dev.loam.assets.internal.obj;

import dev.loam.assets.AssetException;
import dev.loam.assets.internal.AssetLocation;
import dev.loam.assets.internal.TextureDecoder;
import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelException;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.model.Sampler;
import dev.loam.model.TextureRef;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a Wavefront OBJ file and the MTL files it names into a {@link Model}: one mesh a material,
 * faces triangulated, positions, texture coordinates (v flipped to glTF's v down) and normals
 * joined into vertices, normals computed where the file gives none (flat outside smoothing groups,
 * smooth within one). Not thread-safe; one parser a file.
 */
public final class ObjParser {
    /** The material faces use before any {@code usemtl}. */
    static final String DEFAULT_MATERIAL = "default";

    private final AssetLocation file;
    private final String label;
    private final FloatList positions = new FloatList();
    private final FloatList colours = new FloatList();
    private boolean anyColour;
    private long corners;
    private final FloatList uvs = new FloatList();
    private final FloatList normals = new FloatList();
    private final Map<String, IntList> groups = new LinkedHashMap<>();
    private final Map<String, MtlMaterial> library = new HashMap<>();
    /** Whether each texture decoded so far has a pixel that is not opaque, by texture index. */
    private final Map<Integer, Boolean> textureAlpha = new HashMap<>();

    private ObjParser(AssetLocation file) {
        this.file = file;
        this.label = file.label();
    }

    /**
     * Reads the file.
     *
     * @throws AssetException naming {@code file: line N} for anything malformed, a missing MTL or
     *                        texture file, or a face of fewer than three corners
     */
    public static Model read(AssetLocation file) {
        return new ObjParser(file).parse();
    }

    private Model parse() {
        InputStream in;
        try {
            in = file.open();
        } catch (NoSuchFileException e) {
            throw new AssetException(label, "there is no such file", e);
        } catch (IOException e) {
            throw new AssetException(label, "cannot be read: " + e.getMessage(), e);
        }
        try (TextLines lines = new TextLines(in, label)) {
            IntList faces = null;
            int smooth = 0;
            for (String line = lines.next(); line != null; line = lines.next()) {
                String[] t = TextLines.tokens(line);
                if (t.length == 0) {
                    continue;
                }
                String at = lines.place();
                switch (t[0].toLowerCase(Locale.ROOT)) {
                    case "v" -> vertex(t, at);
                    case "vt" -> {
                        if (t.length < 2) {
                            throw new AssetException(at, "a texture coordinate needs at least u");
                        }
                        if (uvs.size() / 2 >= ModelMesh.MAX_VERTICES) {
                            throw new AssetException(at, "more than the " + ModelMesh.MAX_VERTICES
                                    + " texture coordinates a file may have");
                        }
                        uvs.add(Numbers.number(t[1], at, "u"));
                        uvs.add(1 - (t.length > 2 ? Numbers.number(t[2], at, "v") : 0));
                    }
                    case "vn" -> normal(t, at);
                    case "f" -> {
                        if (faces == null) {
                            faces = groups.computeIfAbsent(DEFAULT_MATERIAL, k -> new IntList());
                        }
                        face(t, at, lines.line(), smooth, faces);
                    }
                    case "usemtl" -> {
                        String name = line.strip().substring(t[0].length()).strip();
                        faces = groups.computeIfAbsent(name.isEmpty() ? DEFAULT_MATERIAL : name, k -> new IntList());
                    }
                    case "mtllib" -> library(line.strip().substring(t[0].length()).strip(), at);
                    case "s" -> smooth = t.length < 2 || t[1].equalsIgnoreCase("off") ? 0
                            : Math.max(0, Numbers.integer(t[1], at, "smoothing group"));
                    default -> {
                        // g, o, l, p, vp, curves and surfaces: nothing a mesh keeps
                    }
                }
            }
        }
        return build();
    }

    private void vertex(String[] t, String at) {
        if (t.length < 4) {
            throw new AssetException(at, "a vertex needs x, y and z");
        }
        if (positions.size() / 3 >= ModelMesh.MAX_VERTICES) {
            throw new AssetException(at, "more than the " + ModelMesh.MAX_VERTICES + " vertices a file may have");
        }
        positions.add(Numbers.number(t[1], at, "x"));
        positions.add(Numbers.number(t[2], at, "y"));
        positions.add(Numbers.number(t[3], at, "z"));
        if (t.length >= 7) {
            // the common extension "v x y z r g b": colours 0..1
            anyColour = true;
            while (colours.size() < positions.size() - 3) {
                colours.add(1);
            }
            for (int i = 4; i < 7; i++) {
                colours.add(Math.max(0, Math.min(1, Numbers.number(t[i], at, "colour"))));
            }
        } else if (t.length > 4) {
            Numbers.number(t[4], at, "w");
        }
    }

    private void normal(String[] t, String at) {
        if (t.length < 4) {
            throw new AssetException(at, "a normal needs x, y and z");
        }
        if (normals.size() / 3 >= ModelMesh.MAX_VERTICES) {
            throw new AssetException(at, "more than the " + ModelMesh.MAX_VERTICES + " normals a file may have");
        }
        double x = Numbers.number(t[1], at, "x"), y = Numbers.number(t[2], at, "y"), z = Numbers.number(t[3], at, "z");
        double len = Math.sqrt(x * x + y * y + z * z);
        if (!(len > 1e-6) || !Double.isFinite(len)) {
            throw new AssetException(at, "a normal cannot be zero");
        }
        normals.add((float) (x / len));
        normals.add((float) (y / len));
        normals.add((float) (z / len));
    }

    /** Stores {@code [line, smooth, n, (v, vt, vn) × n]}, each index 0-based or −1 for none, not yet checked against the lists. */
    private void face(String[] t, String at, int line, int smooth, IntList out) {
        int n = t.length - 1;
        if (n < 3) {
            throw new AssetException(at, "a face needs at least 3 corners; this one has " + n);
        }
        corners += n;
        if (corners > ModelMesh.MAX_INDICES) {
            throw new AssetException(at, "more than the " + ModelMesh.MAX_INDICES + " face corners a file may have");
        }
        out.add(line);
        out.add(smooth);
        out.add(n);
        int nv = positions.size() / 3, nt = uvs.size() / 2, nn = normals.size() / 3;
        for (int i = 1; i <= n; i++) {
            String c = t[i];
            int s1 = c.indexOf('/');
            int s2 = s1 < 0 ? -1 : c.indexOf('/', s1 + 1);
            if (s2 >= 0 && c.indexOf('/', s2 + 1) >= 0) {
                throw new AssetException(at, "corner \"" + Numbers.shorten(c) + "\" is not v, v/vt, v//vn or v/vt/vn");
            }
            String vs = s1 < 0 ? c : c.substring(0, s1);
            String ts = s1 < 0 ? "" : s2 < 0 ? c.substring(s1 + 1) : c.substring(s1 + 1, s2);
            String ns = s2 < 0 ? "" : c.substring(s2 + 1);
            if (vs.isEmpty()) {
                throw new AssetException(at, "corner \"" + Numbers.shorten(c) + "\" has no vertex index");
            }
            out.add(index(vs, nv, at, "vertex", "vertices"));
            out.add(ts.isEmpty() ? -1 : index(ts, nt, at, "texture coordinate", "texture coordinates"));
            out.add(ns.isEmpty() ? -1 : index(ns, nn, at, "normal", "normals"));
        }
    }

    private static int index(String s, int count, String at, String what, String whats) {
        int r = Numbers.integer(s, at, what + " index");
        if (r == 0) {
            throw new AssetException(at, what + " index 0 is not one: OBJ counts from 1, or back from −1");
        }
        if (r < 0) {
            int abs = count + r;
            if (abs < 0) {
                throw new AssetException(at, what + " index " + r + " reaches before the first of the " + count
                        + " " + (count == 1 ? what : whats) + " read so far");
            }
            return abs;
        }
        return r - 1;
    }

    private void library(String names, String at) {
        if (names.isEmpty()) {
            throw new AssetException(at, "mtllib names no file");
        }
        List<String> files = new ArrayList<>();
        if (file.sibling(names).exists() || !names.contains(" ")) {
            files.add(names);
        } else {
            files.addAll(Arrays.asList(TextLines.tokens(names)));
        }
        for (String name : files) {
            for (MtlMaterial m : MtlParser.read(file.sibling(name), at)) {
                library.putIfAbsent(m.name(), m);
            }
        }
    }

    private Model build() {
        float[] p = positions.toArray();
        float[] uv = uvs.toArray();
        float[] nrm = normals.toArray();
        float[] col = null;
        if (anyColour) {
            while (colours.size() < positions.size()) {
                colours.add(1);
            }
            col = colours.toArray();
        }
        Model.Builder model = Model.builder(stem(file.fileName()));
        Map<String, Integer> textures = new HashMap<>();
        for (Map.Entry<String, IntList> g : groups.entrySet()) {
            if (g.getValue().size() == 0) {
                continue;
            }
            int material = model.material(material(g.getKey(), model, textures));
            try {
                model.mesh(mesh(g.getKey(), material, g.getValue(), p, uv, nrm, col));
            } catch (ModelException e) {
                throw new AssetException(label, "material " + g.getKey() + "'s mesh: " + e.getMessage(), e);
            }
        }
        try {
            return model.build();
        } catch (ModelException e) {
            throw new AssetException(label, e.getMessage(), e);
        }
    }

    private Material material(String name, Model.Builder model, Map<String, Integer> textures) {
        MtlMaterial m = library.get(name);
        if (m == null) {
            return Material.of(name, Rgba.WHITE);
        }
        Material out = Material.of(name, new Rgba(Math.min(1, m.kd()[0]), Math.min(1, m.kd()[1]), Math.min(1, m.kd()[2]),
                m.dissolve()));
        float rough = m.pr() >= 0 ? m.pr() : m.illum() != 1 && m.ns() >= 0 ? (float) Math.min(1, Math.sqrt(2 / (m.ns() + 2))) : 1;
        out = out.withMetallicRoughness(m.pm() >= 0 ? m.pm() : 0, rough)
                .withEmissive(new Rgba(m.ke()[0], m.ke()[1], m.ke()[2], 1))
                .withUnlit(m.illum() == 0);
        boolean alphaTexture = false;
        if (m.mapKd().isPresent()) {
            MtlMaterial.TextureSpec spec = m.mapKd().get();
            AssetLocation tex = spec.file();
            Integer index = textures.get(tex.label() + (spec.clamp() ? "#clamp" : ""));
            ModelTexture decoded = null;
            if (index == null) {
                byte[] bytes = tex.readAll(spec.place(), TextureDecoder.MAX_TEXTURE_BYTES);
                decoded = TextureDecoder.decode(bytes, stem(tex.fileName()),
                        spec.clamp() ? new Sampler(Sampler.Wrap.CLAMP_TO_EDGE, Sampler.Wrap.CLAMP_TO_EDGE,
                                Sampler.Filter.LINEAR, Sampler.Filter.LINEAR, true) : Sampler.DEFAULT, spec.place());
                index = model.texture(decoded);
                textures.put(tex.label() + (spec.clamp() ? "#clamp" : ""), index);
                alphaTexture = decoded.hasAlpha();
            } else {
                alphaTexture = textureAlpha.getOrDefault(index, false);
            }
            if (decoded != null) {
                textureAlpha.put(index, alphaTexture);
            }
            // OBJ samples (su·u + ou, sv·v + ov) with v up; with v down that is v' = sv·v + (1 − sv − ov).
            out = out.withBaseColorTexture(new TextureRef(index, spec.offsetU(), 1 - spec.scaleV() - spec.offsetV(), 0,
                    spec.scaleU(), spec.scaleV(), 1));
        }
        if (m.dissolve() < 1) {
            out = out.withAlpha(AlphaMode.BLEND, Material.DEFAULT_ALPHA_CUTOFF);
        } else if (alphaTexture) {
            out = out.withAlpha(AlphaMode.MASK, Material.DEFAULT_ALPHA_CUTOFF);
        }
        return out;
    }

    private ModelMesh mesh(String name, int material, IntList f, float[] p, float[] uv, float[] nrm, float[] col) {
        int nv = p.length / 3, nt = uv.length / 2, nn = nrm.length / 3;
        // First pass: check indices, and sum the face normals of smoothed corners that have no normal.
        Map<Long, double[]> smoothSums = new HashMap<>();
        double[] fn = new double[3];
        boolean anyUv = false;
        for (int at = 0; at < f.size(); at += 3 + 3 * f.get(at + 2)) {
            int line = f.get(at), smooth = f.get(at + 1), n = f.get(at + 2);
            int[] v = new int[n];
            for (int i = 0; i < n; i++) {
                int c = at + 3 + 3 * i;
                v[i] = check(f.get(c), nv, line, "vertex", "vertices");
                if (f.get(c + 1) >= 0) {
                    check(f.get(c + 1), nt, line, "texture coordinate", "texture coordinates");
                    anyUv = true;
                }
                if (f.get(c + 2) >= 0) {
                    check(f.get(c + 2), nn, line, "normal", "normals");
                }
            }
            if (smooth != 0) {
                Polygons.newell(p, v, fn);
                for (int i = 0; i < n; i++) {
                    if (f.get(at + 3 + 3 * i + 2) < 0) {
                        double[] s = smoothSums.computeIfAbsent(smoothKey(v[i], smooth), k -> new double[3]);
                        s[0] += fn[0];
                        s[1] += fn[1];
                        s[2] += fn[2];
                    }
                }
            }
        }
        // Second pass: one vertex a distinct corner, triangles by ear clipping.
        Map<CornerKey, Integer> ids = new HashMap<>();
        FloatList op = new FloatList(), on = new FloatList(), ouv = new FloatList(), oc = new FloatList();
        IntList ix = new IntList();
        int faceNumber = 0;
        for (int at = 0; at < f.size(); at += 3 + 3 * f.get(at + 2), faceNumber++) {
            int line = f.get(at), smooth = f.get(at + 1), n = f.get(at + 2);
            int[] v = new int[n];
            for (int i = 0; i < n; i++) {
                v[i] = f.get(at + 3 + 3 * i);
            }
            Polygons.newell(p, v, fn);
            double flen = Math.sqrt(fn[0] * fn[0] + fn[1] * fn[1] + fn[2] * fn[2]);
            int[] corner = new int[n];
            for (int i = 0; i < n; i++) {
                int c = at + 3 + 3 * i;
                int vt = f.get(c + 1), vn = f.get(c + 2);
                CornerKey key = new CornerKey(v[i], vt, vn, vn >= 0 ? 0 : smooth != 0 ? smooth : -1 - faceNumber);
                Integer id = ids.get(key);
                if (id == null) {
                    if (ids.size() >= ModelMesh.MAX_VERTICES) {
                        throw new AssetException(label + ": line " + line, "material " + name + " has more than the "
                                + ModelMesh.MAX_VERTICES + " vertices a mesh may have");
                    }
                    id = ids.size();
                    ids.put(key, id);
                    op.add(p[3 * v[i]]);
                    op.add(p[3 * v[i] + 1]);
                    op.add(p[3 * v[i] + 2]);
                    if (vt >= 0) {
                        ouv.add(uv[2 * vt]);
                        ouv.add(uv[2 * vt + 1]);
                    } else {
                        ouv.add(0);
                        ouv.add(1);
                    }
                    if (col != null) {
                        oc.add(col[3 * v[i]]);
                        oc.add(col[3 * v[i] + 1]);
                        oc.add(col[3 * v[i] + 2]);
                        oc.add(1);
                    }
                    double nx, ny, nz;
                    if (vn >= 0) {
                        nx = nrm[3 * vn];
                        ny = nrm[3 * vn + 1];
                        nz = nrm[3 * vn + 2];
                    } else {
                        double[] s = smooth != 0 ? smoothSums.get(smoothKey(v[i], smooth)) : fn;
                        nx = s[0];
                        ny = s[1];
                        nz = s[2];
                        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
                        if (!(len > 1e-12) && flen > 1e-12) {
                            nx = fn[0];
                            ny = fn[1];
                            nz = fn[2];
                            len = flen;
                        }
                        if (len > 1e-12 && Double.isFinite(len)) {
                            nx /= len;
                            ny /= len;
                            nz /= len;
                        } else {
                            nx = 0;
                            ny = 1;
                            nz = 0;
                        }
                    }
                    on.add((float) nx);
                    on.add((float) ny);
                    on.add((float) nz);
                }
                corner[i] = id;
            }
            int[] tris = Polygons.triangulate(p, v, fn);
            if (ix.size() + (long) tris.length > ModelMesh.MAX_INDICES) {
                throw new AssetException(label + ": line " + line, "material " + name + " has more than the "
                        + ModelMesh.MAX_INDICES / 3 + " triangles a mesh may have");
            }
            for (int t : tris) {
                ix.add(corner[t]);
            }
        }
        float[] normalsOut = on.toArray();
        for (int i = 0; i < normalsOut.length; i += 3) {
            double len = Math.sqrt(normalsOut[i] * normalsOut[i] + normalsOut[i + 1] * normalsOut[i + 1]
                    + normalsOut[i + 2] * normalsOut[i + 2]);
            if (!(len > 1e-6)) {
                normalsOut[i] = 0;
                normalsOut[i + 1] = 1;
                normalsOut[i + 2] = 0;
            }
        }
        return new ModelMesh(name, op.toArray(), normalsOut, anyUv ? ouv.toArray() : new float[0],
                col != null ? oc.toArray() : new float[0], new float[0], ix.toArray(), material);
    }

    private int check(int index, int count, int line, String what, String whats) {
        if (index >= count) {
            throw new AssetException(label + ": line " + line, what + " " + (index + 1) + " is past the " + count
                    + " " + (count == 1 ? what : whats) + " the file has");
        }
        return index;
    }

    private static long smoothKey(int vertex, int group) {
        return (long) vertex << 32 | (group & 0xffffffffL);
    }

    private record CornerKey(int v, int vt, int vn, int shading) {
    }

    /** A file name without its extension. */
    public static String stem(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot > 0 ? fileName.substring(0, dot) : fileName;
    }
}
