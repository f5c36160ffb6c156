package dev.loam.tools;

import dev.loam.model.Bounds;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelLod;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelTexture;
import dev.loam.core.NumberText;
import dev.loam.core.internal.LoamJson;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam model info MODEL [--json]}: what a model holds: its meshes, triangles, vertices,
 * materials, textures, bounds, footprint and canopy radius and its cheaper levels, read from a
 * {@code .glb}, {@code .gltf} or {@code .obj} file or taken from the kit ({@code kit:conifer}).
 */
@Command(name = "info", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Prints what a model holds: meshes, triangles, vertices, materials, textures, its bounds (metres, "
                + "y up), its footprint radius (how far it stands on the ground from its axis) and canopy radius (how "
                + "far it spreads), and its cheaper levels of detail. MODEL is a .glb, .gltf or .obj file, or kit:NAME "
                + "for a model of the built-in kit.",
                "Text: a summary line, then a line a mesh, material, texture and level. --json: one JSON object.",
                "On refusal, one line to standard error naming the file and the place inside it, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam model info kit:conifer",
                "  kit:conifer: 2 meshes, 373 triangles, 1007 vertices, 2 materials,",
                "    0 textures, 1 cheaper level",
                "  ..."})
final class ModelInfo implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "MODEL", description = "A .glb, .gltf or .obj file, or kit:NAME.")
    String model;

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Mixin
    KitOptions kit;

    @Override
    public Integer call() {
        Model m = ModelSources.read(model, kit.seed, kit.variant);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(toJson(model, m));
        } else {
            for (String line : text(model, m)) {
                out.println(line);
            }
        }
        return 0;
    }

    /** The text lines: a summary, bounds and radii, then each mesh, material, texture and level. */
    static List<String> text(String label, Model m) {
        List<String> lines = new ArrayList<>();
        lines.add(label + ": " + summary(m));
        Bounds b = m.bounds();
        lines.add("bounds: " + (b.isEmpty() ? "none (no meshes)" : "x " + num(b.minX()) + ".." + num(b.maxX()) + ", y "
                + num(b.minY()) + ".." + num(b.maxY()) + ", z " + num(b.minZ()) + ".." + num(b.maxZ()) + " ("
                + num(b.sizeX()) + " x " + num(b.sizeY()) + " x " + num(b.sizeZ()) + " m)"));
        lines.add("footprint radius " + num(m.footprintRadius()) + " m, canopy radius " + num(m.canopyRadius()) + " m");
        for (int i = 0; i < m.meshes().size(); i++) {
            ModelMesh mesh = m.meshes().get(i);
            List<String> has = new ArrayList<>();
            if (mesh.hasNormals()) {
                has.add("normals");
            }
            if (mesh.hasUvs()) {
                has.add("uvs");
            }
            if (mesh.hasColours()) {
                has.add("colours");
            }
            if (mesh.hasTangents()) {
                has.add("tangents");
            }
            lines.add("mesh " + i + " " + mesh.name() + ": " + count(mesh.triangleCount(), "triangle") + ", "
                    + count(mesh.vertexCount(), "vertex") + ", material " + mesh.material() + " "
                    + m.materials().get(mesh.material()).name() + (has.isEmpty() ? "" : "; " + String.join(", ", has)));
        }
        for (int i = 0; i < m.materials().size(); i++) {
            Material mat = m.materials().get(i);
            lines.add("material " + i + " " + mat.name() + ": base colour " + num(mat.baseColor().r()) + " "
                    + num(mat.baseColor().g()) + " " + num(mat.baseColor().b()) + " " + num(mat.baseColor().a())
                    + " (linear), " + mat.alphaMode().name().toLowerCase(Locale.ROOT)
                    + (mat.baseColorTexture().isPresent() ? ", texture " + mat.baseColorTexture().get().texture() : "")
                    + (mat.doubleSided() ? ", double-sided" : "") + (mat.unlit() ? ", unlit" : ""));
        }
        for (int i = 0; i < m.textures().size(); i++) {
            ModelTexture t = m.textures().get(i);
            lines.add("texture " + i + " " + t.name() + ": " + t.width() + "x" + t.height() + " pixels"
                    + (t.hasAlpha() ? ", alpha" : ""));
        }
        for (int i = 0; i < m.lods().size(); i++) {
            ModelLod l = m.lods().get(i);
            lines.add("level " + (i + 1) + " beyond " + num(l.distance()) + " m: " + summary(l.model()));
        }
        return lines;
    }

    /** {@code 3 meshes, 352 triangles, 262 vertices, 2 materials, 0 textures, 1 cheaper level}. */
    static String summary(Model m) {
        return count(m.meshes().size(), "mesh") + ", " + count(m.triangleCount(), "triangle") + ", "
                + count(m.vertexCount(), "vertex") + ", " + count(m.materials().size(), "material") + ", "
                + count(m.textures().size(), "texture")
                + (m.lods().isEmpty() ? "" : ", " + count(m.lods().size(), "cheaper level"));
    }

    static String count(long n, String what) {
        if (n == 1) {
            return "1 " + what;
        }
        String plural = what.equals("vertex") ? "vertices" : what.equals("mesh") ? "meshes"
                : what.equals("cheaper level") ? "cheaper levels" : what + "s";
        return n + " " + plural;
    }

    static String num(double v) {
        return TerrainInfo.num(v);
    }

    /** The same facts as one JSON object. */
    static String toJson(String label, Model m) {
        StringBuilder sb = new StringBuilder("{\"model\": ").append(LoamJson.quote(label));
        facts(sb, m, "  ");
        sb.append(",\n  \"lods\": [");
        for (int i = 0; i < m.lods().size(); i++) {
            ModelLod l = m.lods().get(i);
            sb.append(i == 0 ? "\n    " : ",\n    ").append("{\"distance\": ").append(LoamJson.number(l.distance()));
            facts(sb, l.model(), "      ");
            sb.append('}');
        }
        return sb.append(m.lods().isEmpty() ? "]}" : "\n  ]}").toString();
    }

    private static void facts(StringBuilder sb, Model m, String indent) {
        sb.append(", \"name\": ").append(LoamJson.quote(m.name())).append(", \"triangles\": ")
                .append(m.triangleCount()).append(", \"vertices\": ").append(m.vertexCount());
        Bounds b = m.bounds();
        sb.append(",\n").append(indent).append("\"bounds\": ").append(b.isEmpty() ? "null"
                : "{\"min\": [" + num(b.minX(), b.minY(), b.minZ()) + "], \"max\": [" + num(b.maxX(), b.maxY(), b.maxZ())
                        + "]}");
        sb.append(", \"footprintRadius\": ").append(json(m.footprintRadius())).append(", \"canopyRadius\": ")
                .append(json(m.canopyRadius()));
        sb.append(",\n").append(indent).append("\"meshes\": [");
        for (int i = 0; i < m.meshes().size(); i++) {
            ModelMesh mesh = m.meshes().get(i);
            sb.append(i == 0 ? "" : ", ").append("{\"name\": ").append(LoamJson.quote(mesh.name()))
                    .append(", \"triangles\": ").append(mesh.triangleCount()).append(", \"vertices\": ")
                    .append(mesh.vertexCount()).append(", \"material\": ").append(mesh.material())
                    .append(", \"normals\": ").append(mesh.hasNormals()).append(", \"uvs\": ").append(mesh.hasUvs())
                    .append(", \"colours\": ").append(mesh.hasColours()).append(", \"tangents\": ")
                    .append(mesh.hasTangents()).append('}');
        }
        sb.append("],\n").append(indent).append("\"materials\": [");
        for (int i = 0; i < m.materials().size(); i++) {
            Material mat = m.materials().get(i);
            sb.append(i == 0 ? "" : ", ").append("{\"name\": ").append(LoamJson.quote(mat.name()))
                    .append(", \"baseColor\": [").append(json(mat.baseColor().r())).append(", ")
                    .append(json(mat.baseColor().g())).append(", ").append(json(mat.baseColor().b())).append(", ")
                    .append(json(mat.baseColor().a())).append("], \"texture\": ")
                    .append(mat.baseColorTexture().map(t -> Integer.toString(t.texture())).orElse("null"))
                    .append(", \"alphaMode\": ").append(LoamJson.quote(mat.alphaMode().name().toLowerCase(Locale.ROOT)))
                    .append(", \"doubleSided\": ").append(mat.doubleSided()).append(", \"unlit\": ")
                    .append(mat.unlit()).append('}');
        }
        sb.append("],\n").append(indent).append("\"textures\": [");
        for (int i = 0; i < m.textures().size(); i++) {
            ModelTexture t = m.textures().get(i);
            sb.append(i == 0 ? "" : ", ").append("{\"name\": ").append(LoamJson.quote(t.name()))
                    .append(", \"width\": ").append(t.width()).append(", \"height\": ").append(t.height())
                    .append(", \"alpha\": ").append(t.hasAlpha()).append('}');
        }
        sb.append(']');
    }

    private static String num(float x, float y, float z) {
        return json(x) + ", " + json(y) + ", " + json(z);
    }

    /** A float as JSON, the same text on every Java: a whole number bare, else its shortest float text. */
    static String json(float v) {
        return v == Math.rint(v) && Math.abs(v) < 1e7f && !(v == 0 && 1 / v < 0) ? Long.toString((long) v)
                : NumberText.of(v);
    }
}
