package dev.loam.tools;

import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.core.Progress;
import dev.loam.render.mesh.BlockChunkMesh;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMeshLook;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code loam map mesh FILE}: builds the map's chunk meshes as a game would (baked light, fringes,
 * water and cover) and prints each chunk's vertex, triangle and card counts (vertices and triangles
 * as drawn, six and four a card), its meshes, its cover strips and the bytes of its arrays, then the
 * totals.
 */
@Command(name = "mesh", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = {"Builds a map file's chunk meshes (tops, faces, stairs, water, fringes, cover cards, baked light) "
                + "and prints each 32x32 chunk's vertices and triangles as drawn, its cards, meshes and card strips (a card is "
                + "one record the renderer expands into 6 vertices), and the bytes of its arrays, then the totals.",
                "On refusal, one line to standard error naming the file and the place, and exits 1."},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam map mesh village.json --sets sets/",
                "  village: 24x16 cells in 1 chunk, texture seed 0",
                "  chunk 0,0: 15488 vertices, 14028 triangles, 980 cards, 19 meshes,",
                "    3 card strips, 633 KiB",
                "  total: 15488 vertices, 14028 triangles, 980 cards, 633 KiB"})
final class MapMesh implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The map file (JSON).")
    Path file;

    @Option(names = "--texture-seed", paramLabel = "SEED", defaultValue = "0",
            description = "The game's texture seed, which places the cover cards and varies the textures (0 unless set).")
    long textureSeed;

    @Mixin
    MapOptions options;

    @Override
    public Integer call() {
        BlockMapFile file = MapOptions.readMap(this.file);
        String name = MapOptions.mapName(file, this.file);
        BlockMapMeshes meshes;
        try (ProgressBars.Bar bar = ProgressBars.open(spec, "map mesh")) {
            meshes = build(this.file, file, name, options, textureSeed, bar);
        }
        print(spec.commandLine().getOut(), name, meshes);
        return 0;
    }

    /** The meshes of a map file, refused in one line naming the file when its map breaks a rule. */
    static BlockMapMeshes build(Path path, BlockMapFile file, String name, MapOptions options, long textureSeed) {
        return build(path, file, name, options, textureSeed, Progress.NONE);
    }

    /** {@link #build(Path, BlockMapFile, String, MapOptions, long)}, the meshing reporting to {@code progress}. */
    static BlockMapMeshes build(Path path, BlockMapFile file, String name, MapOptions options, long textureSeed,
            Progress progress) {
        BlockMap map;
        try {
            map = BlockMapFiles.toMap(file, name, options.sets());
        } catch (BlockMapException e) {
            throw new Refused(MapOptions.label(path) + ": " + e.getMessage(), e);
        }
        return BlockMapMeshes.build(map, BlockMeshLook.DEFAULT.withTextureSeed(textureSeed), progress);
    }

    /** Bytes in KiB, rounded up. */
    private static long kib(long bytes) {
        return (bytes + 1023) / 1024;
    }

    static void print(PrintWriter out, String name, BlockMapMeshes meshes) {
        int chunks = meshes.chunkColumns() * meshes.chunkRows();
        out.println(name + ": " + meshes.map().width() + "x" + meshes.map().depth() + " cells in " + chunks
                + (chunks == 1 ? " chunk" : " chunks") + ", texture seed " + meshes.look().textureSeed());
        long vertices = 0, triangles = 0, cards = 0, bytes = 0;
        for (BlockChunkMesh c : meshes.chunks()) {
            out.println("chunk " + c.chunkColumn() + "," + c.chunkRow() + ": " + c.vertexCount() + " vertices, "
                    + c.triangleCount() + " triangles, " + c.cards() + " cards, " + c.meshes().size() + " meshes, "
                    + c.cover().size() + " card strips, " + kib(c.bytes()) + " KiB");
            vertices += c.vertexCount();
            triangles += c.triangleCount();
            cards += c.cards();
            bytes += c.bytes();
        }
        out.println("total: " + vertices + " vertices, " + triangles + " triangles, " + cards + " cards, " + kib(bytes)
                + " KiB");
        out.flush();
    }
}
