package dev.loam.render.mesh;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainChunk;
import org.joml.Vector3f;

/**
 * Builds terrain chunk meshes ({@link TerrainChunkMesh}) from a {@link Terrain}: the chunk's
 * vertices with positions, the terrain's smooth vertex normals
 * ({@link Terrain#vertexNormal}) and splat weights, and two triangles a non-hole cell on the
 * terrain's diagonal, so the mesh draws exactly the surface the terrain's queries answer for.
 * Allocates nothing once the destination has grown to the chunk size. One mesher per thread.
 */
public final class TerrainMesher {
    private final Vector3f normal = new Vector3f();

    /** A mesher with its own scratch vector. */
    public TerrainMesher() {
    }

    /**
     * Fills {@code dest} with chunk (cx, cz) of the terrain.
     *
     * @return {@code dest}
     */
    public TerrainChunkMesh mesh(Terrain terrain, int cx, int cz, TerrainChunkMesh dest) {
        TerrainChunk chunk = terrain.chunk(cx, cz);
        int cellsX = chunk.cellsX();
        int cellsZ = chunk.cellsZ();
        int rowVerts = cellsX + 1;
        int vertices = rowVerts * (cellsZ + 1);
        dest.ensure(vertices, 6 * cellsX * cellsZ);
        dest.chunkX = cx;
        dest.chunkZ = cz;
        float[] p = dest.positions;
        float[] n = dest.normals;
        float[] s = dest.splat;
        double cell = terrain.cellSize();
        boolean hasSplat = terrain.hasSplat();
        int v = 0;
        for (int j = 0; j <= cellsZ; j++) {
            int gj = chunk.firstJ() + j;
            for (int i = 0; i <= cellsX; i++) {
                int gi = chunk.firstI() + i;
                p[3 * v] = (float) (gi * cell);
                p[3 * v + 1] = terrain.height(gi, gj);
                p[3 * v + 2] = (float) (gj * cell);
                terrain.vertexNormal(gi, gj, normal);
                n[3 * v] = normal.x;
                n[3 * v + 1] = normal.y;
                n[3 * v + 2] = normal.z;
                if (hasSplat) {
                    for (int k = 0; k < 4; k++) {
                        s[4 * v + k] = terrain.splatWeight(gi, gj, k) / 255f;
                    }
                } else {
                    s[4 * v] = 1;
                    s[4 * v + 1] = 0;
                    s[4 * v + 2] = 0;
                    s[4 * v + 3] = 0;
                }
                v++;
            }
        }
        dest.vertexCount = vertices;
        int[] idx = dest.indices;
        int w = 0;
        boolean hasHoles = terrain.hasHoles();
        for (int j = 0; j < cellsZ; j++) {
            for (int i = 0; i < cellsX; i++) {
                if (hasHoles && terrain.isHole(chunk.firstI() + i, chunk.firstJ() + j)) {
                    continue;
                }
                int a = j * rowVerts + i;
                int b = a + 1;
                int c = a + rowVerts;
                int d = c + 1;
                idx[w++] = a;
                idx[w++] = d;
                idx[w++] = b;
                idx[w++] = a;
                idx[w++] = c;
                idx[w++] = d;
            }
        }
        dest.indexCount = w;
        return dest;
    }

    /** A new mesh of chunk (cx, cz), sized to it. */
    public TerrainChunkMesh mesh(Terrain terrain, int cx, int cz) {
        return mesh(terrain, cx, cz, new TerrainChunkMesh());
    }
}
