package dev.loam.bench;

import dev.loam.blockmap.BlockMap;
import dev.loam.core.AgentSettings;
import dev.loam.nav.NavMesh;
import dev.loam.physics.BlockMapCollider;
import dev.loam.render.mesh.BlockChunkMesh;
import dev.loam.render.mesh.BlockMapMeshes;
import dev.loam.render.mesh.BlockMesh;
import dev.loam.render.mesh.BlockMeshLook;
import java.util.Locale;

/**
 * The memory of a live block map (issue 22): a {@code size} × {@code size} terraced map
 * ({@link BenchMaps#terraced(int)}, 512 unless given) with its chunk meshes, its collider and its
 * navmesh, each measured as the live bytes it adds after a full collection (by the class
 * histogram, as {@link SoakRun} measures), the meshes' packed arrays a chunk
 * ({@link BlockMesh#arrayBytes()}), and a chunk's whole upload with its cover cards' records
 * ({@link BlockChunkMesh#bytes()}, what the GPU holds for it but at most two bytes of padding a
 * mesh). Targets: under 2 KB a cell in all, at most 0.8 MB a chunk of meshes.
 *
 * <p>Not a JMH benchmark (it measures memory, not time): run
 * {@code java -cp benchmarks/target/benchmarks.jar dev.loam.bench.MapMemoryRun [size]}.
 */
public final class MapMemoryRun {
    private MapMemoryRun() {
    }

    /**
     * Builds the map and its views and prints what each holds.
     *
     * @param args the map's side in cells, 512 unless given
     */
    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 512;
        long before = SoakRun.liveBytesAfterFullGc();
        BlockMap map = BenchMaps.terraced(size);
        long withMap = SoakRun.liveBytesAfterFullGc();
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        long withMeshes = SoakRun.liveBytesAfterFullGc();
        BlockMapCollider collider = new BlockMapCollider(map);
        long withCollider = SoakRun.liveBytesAfterFullGc();
        NavMesh nav = NavMesh.bake(map, AgentSettings.DEFAULT);
        long withNav = SoakRun.liveBytesAfterFullGc();
        long cells = (long) size * size;
        long worstChunk = 0, allArrays = 0, worstUpload = 0, allUploads = 0;
        int chunks = 0;
        for (BlockChunkMesh c : meshes.chunks()) {
            worstUpload = Math.max(worstUpload, c.bytes());
            allUploads += c.bytes();
            long bytes = 0;
            for (BlockMesh m : c.meshes()) {
                for (int b : m.arrayBytes()) {
                    bytes += b;
                }
            }
            worstChunk = Math.max(worstChunk, bytes);
            allArrays += bytes;
            chunks++;
        }
        System.out.printf(Locale.ROOT, "%d x %d map, %d cells, %d chunks%n", size, size, cells, chunks);
        print("the map", withMap - before, cells);
        print("its meshes", withMeshes - withMap, cells);
        print("its collider", withCollider - withMeshes, cells);
        print("its navmesh", withNav - withCollider, cells);
        print("in all", withNav - before, cells);
        System.out.printf(Locale.ROOT, "mesh arrays: %.2f MB a chunk on average, %.2f MB the largest (limit 0.8 MB)%n",
                allArrays / (double) chunks / 1e6, worstChunk / 1e6);
        System.out.printf(Locale.ROOT, "a chunk's upload (mesh arrays and cover cards' records, BlockChunkMesh.bytes): %.2f MB"
                + " on average, %.2f MB the largest%n", allUploads / (double) chunks / 1e6, worstUpload / 1e6);
        System.out.printf(Locale.ROOT, "its meshes in the heap: %.2f MB a chunk on average%n",
                (withMeshes - withMap) / (double) chunks / 1e6);
        System.out.printf(Locale.ROOT, "bytes a cell in all: %.0f (limit 2,048)%n", (withNav - before) / (double) cells);
        // Keep every view reachable until measured.
        if (collider.hashCode() == nav.hashCode() && meshes.hashCode() == map.hashCode()) {
            System.out.println();
        }
    }

    private static void print(String what, long bytes, long cells) {
        System.out.printf(Locale.ROOT, "%-13s %8.1f MB, %7.1f bytes a cell%n", what, bytes / 1e6, bytes / (double) cells);
    }
}
