package dev.loam.tools;

import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.Face;
import dev.loam.blockmap.PixelTexture;
import dev.loam.core.NumberText;
import dev.loam.model.ModelScene;
import dev.loam.render.mesh.BlockCards;
import dev.loam.render.mesh.BlockChunkMesh;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMaterial;
import dev.loam.render.mesh.BlockMesh;
import dev.loam.render.mesh.BlockMeshKind;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam map export FILE --obj OUT.obj} and/or {@code --gltf OUT.glb}: writes the map's chunk
 * meshes as one Wavefront OBJ, which any 3D viewer opens: a group a mesh, named {@code
 * chunk_<column>_<row>_<kind>_<n>}, each vertex with its colour ({@code v x y z r g b}: the face's
 * colour, or its texture's mean, times the baked light), its texture place and its normal. Every
 * number is written by {@link NumberText}, so the file is byte for byte the same on every Java.
 * With {@code --gltf} it writes a binary glTF instead or as well: one node a chunk and material,
 * with the tops, walls, fringes, water and cover cards expanded, their vertex colours and textures.
 * At least one of the two is given.
 */
@Command(name = "export", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Writes a map file's chunk meshes (tops, faces, stairs, water, fringes, cover cards) as a Wavefront "
                + "OBJ with vertex colours (--obj), or as a binary glTF with one node a chunk and material, its vertex "
                + "colours and textures (--gltf), or both; give at least one.",
                "Prints one line a file written; on refusal, one line to standard error naming the file and the place, "
                        + "and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam map export village.json --sets sets/ --obj out/village.obj",
                "  out/village.obj: 15488 vertices, 14028 triangles in 22 groups",
                "  loam map export village.json --sets sets/ --gltf out/village.glb",
                "  out/village.glb: 24 nodes, 21368 vertices, 17948 triangles, 1.1 MiB"})
final class MapExport implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The map file (JSON).")
    Path file;

    @Option(names = "--obj", paramLabel = "OUT.obj", description = "The OBJ file to write.")
    Path obj;

    @Option(names = "--gltf", paramLabel = "OUT.glb", description = "The binary glTF file to write.")
    Path gltf;

    @Option(names = "--texture-seed", paramLabel = "SEED", defaultValue = "0",
            description = "The game's texture seed, which places the cover cards and varies the textures (0 unless set).")
    long textureSeed;

    @Mixin
    MapOptions options;

    @Override
    public Integer call() {
        if (obj == null && gltf == null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "give --obj OUT.obj, --gltf OUT.glb or both: the file to write");
        }
        BlockMapFile map = MapOptions.readMap(file);
        String name = MapOptions.mapName(map, file);
        BlockMapMeshes meshes = MapMesh.build(file, map, name, options, textureSeed);
        if (obj != null) {
            writeObj(name, meshes);
        }
        if (gltf != null) {
            ModelScene scene = GltfScenes.blockMap(meshes);
            long bytes = GltfScenes.write(scene, "--gltf", gltf);
            spec.commandLine().getOut().println(gltf + ": " + GltfScenes.summary(scene) + ", " + GltfScenes.size(bytes));
        }
        return 0;
    }

    private void writeObj(String name, BlockMapMeshes meshes) {
        Outputs.makeFolder("--obj", obj);
        int[] counts;
        try (Writer out = new BufferedWriter(Files.newBufferedWriter(obj, StandardCharsets.UTF_8))) {
            counts = write(out, name, meshes);
        } catch (IOException e) {
            throw Outputs.cannotWrite("--obj", obj, e);
        }
        spec.commandLine().getOut().println(obj + ": " + counts[0] + " vertices, " + counts[1] + " triangles in "
                + counts[2] + " groups");
    }

    /**
     * Writes every mesh of every chunk as OBJ.
     *
     * @return vertices, triangles and groups written
     */
    static int[] write(Writer out, String name, BlockMapMeshes meshes) throws IOException {
        out.write("# loam map export: " + name + "\n");
        out.write("o " + name + "\n");
        int base = 1, triangles = 0, groups = 0;
        StringBuilder line = new StringBuilder(96);
        for (BlockChunkMesh chunk : meshes.chunks()) {
            List<BlockMesh> list = new ArrayList<>(chunk.meshes());
            // Cards are records the renderer expands; the file holds their triangles.
            for (BlockCards cards : chunk.cover()) {
                list.add(cards.toMesh());
            }
            int n = 0;
            for (BlockMesh m : list) {
                out.write("g chunk_" + chunk.chunkColumn() + "_" + chunk.chunkRow() + "_"
                        + m.kind().name().toLowerCase(Locale.ROOT) + "_" + n++ + "\n");
                groups++;
                writeMesh(out, m, base, line);
                base += m.vertexCount();
                triangles += m.triangleCount();
            }
        }
        return new int[] {base - 1, triangles, groups};
    }

    /** Writes one mesh's vertices, uvs, normals and faces, its first vertex numbered {@code base}. */
    private static void writeMesh(Writer out, BlockMesh m, int base, StringBuilder line) throws IOException {
        int rgb = baseColour(m.material());
        float[] p = m.positions(), nn = m.normals(), c = m.colours(), uv = m.uvs();
        for (int v = 0; v < m.vertexCount(); v++) {
            line.setLength(0);
            line.append("v ").append(NumberText.of(p[3 * v])).append(' ').append(NumberText.of(p[3 * v + 1]))
                    .append(' ').append(NumberText.of(p[3 * v + 2]));
            for (int ch = 0; ch < 3; ch++) {
                double colour = m.kind() == BlockMeshKind.WATER ? c[4 * v + ch]
                        : c[4 * v + ch] * ((rgb >> (16 - 8 * ch)) & 0xff) / 255.0;
                line.append(' ').append(NumberText.of((float) colour));
            }
            out.append(line).append('\n');
        }
        for (int v = 0; v < m.vertexCount(); v++) {
            out.write("vt " + NumberText.of(uv[2 * v]) + " " + NumberText.of(1 - uv[2 * v + 1]) + "\n");
        }
        for (int v = 0; v < m.vertexCount(); v++) {
            out.write("vn " + NumberText.of(nn[3 * v]) + " " + NumberText.of(nn[3 * v + 1]) + " "
                    + NumberText.of(nn[3 * v + 2]) + "\n");
        }
        int[] ix = m.indices();
        for (int t = 0; t < ix.length; t += 3) {
            line.setLength(0);
            line.append('f');
            for (int k = 0; k < 3; k++) {
                int i = base + ix[t + k];
                line.append(' ').append(i).append('/').append(i).append('/').append(i);
            }
            out.append(line).append('\n');
        }
    }

    /** The colour a material's light multiplies: a face's colour, a texture's or strip's mean opaque texel. */
    static int baseColour(BlockMaterial material) {
        if (material.face() instanceof Face.Colour c) {
            return c.rgb();
        }
        PixelTexture t = material.face() instanceof Face.Texture ft ? ft.texture() : material.strip();
        if (t == null) {
            return 0xffffff;
        }
        long r = 0, g = 0, b = 0, n = 0;
        for (int texel : t.texels()) {
            if ((texel >>> 24) >= 128) {
                r += texel >> 16 & 0xff;
                g += texel >> 8 & 0xff;
                b += texel & 0xff;
                n++;
            }
        }
        return n == 0 ? 0xffffff : (int) (r / n) << 16 | (int) (g / n) << 8 | (int) (b / n);
    }
}
