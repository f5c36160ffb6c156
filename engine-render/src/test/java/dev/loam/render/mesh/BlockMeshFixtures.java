package dev.loam.render.mesh;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.WaterLook;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Hand-made maps and helpers to read meshes, shared by the mesh tests; the spec's own examples are
 * in {@link dev.loam.testkit.SpecFixtures}.
 */
final class BlockMeshFixtures {
    private BlockMeshFixtures() {
    }

    /**
     * How far a packed position may lie from the value the mesher worked out: half a quantum
     * ({@link QuantizedChannels}), and every test map's chunk spans under 64 m on each axis, so
     * its quanta are 2⁻¹⁰ m or finer.
     */
    static final double PACKED = 0x1p-11;
    /**
     * How far a packed uv may lie from the value worked out: half a quantum, and a chunk's uvs
     * span under 128 repeats (a wall mesh's u runs along +x, −x, +z and −z at once), so their
     * quanta are 2⁻⁹ or finer.
     */
    static final double PACKED_UV = 0x1p-10;
    /** How far a packed colour may lie from the light worked out: half of one of its 255 levels, and a float's rounding. */
    static final double PACKED_COLOUR = 0.5 / 255 + 1e-6;

    /** A set of plain colours for hand-made maps: g grass, s stone, w water, x stairs. */
    static BlockSet plain() {
        return BlockSet.builder("plain")
                .block("grass", b -> b.top("#808080").side("#606060").lip("#707070"))
                .block("stone", b -> b.top("#909090").side("#505050"))
                .block("water", b -> b.top("#404040").water(WaterLook.builder().flowSpeed(1).build()))
                .block("stairs", b -> b.top("#a0a0a0").riser("#303030").stairs())
                .build();
    }

    static BlockLegend plainLegend() {
        return BlockLegend.ofNames(Map.of('g', "grass", 's', "stone", 'w', "water", 'x', "stairs"));
    }

    /** A map of the plain set from rows of characters and heights, at the origin. */
    static BlockMap plainMap(String name, String[] cells, int[][] heights, double sea) {
        return BlockMap.builder(name, plain()).legend(plainLegend()).cells(cells).heights(heights).sea(sea).build();
    }

    /** Rows of one character. */
    static String[] rows(int width, int depth, char c) {
        String[] rows = new String[depth];
        for (int r = 0; r < depth; r++) {
            rows[r] = String.valueOf(c).repeat(width);
        }
        return rows;
    }

    /** Heights of one value. */
    static int[][] heights(int width, int depth, int h) {
        int[][] out = new int[depth][width];
        for (int[] row : out) {
            java.util.Arrays.fill(row, h);
        }
        return out;
    }

    /** A vertex of a mesh, read back. */
    record Vertex(double x, double y, double z, double nx, double ny, double nz, double r, double g, double b,
                  double u, double v) {
        double light() {
            return r + g + b;
        }
    }

    static List<Vertex> vertices(BlockMesh m) {
        List<Vertex> out = new ArrayList<>();
        float[] p = m.positions(), n = m.normals(), c = m.colours(), uv = m.uvs();
        for (int i = 0; i < m.vertexCount(); i++) {
            out.add(new Vertex(p[3 * i], p[3 * i + 1], p[3 * i + 2], n[3 * i], n[3 * i + 1], n[3 * i + 2], c[4 * i],
                    c[4 * i + 1], c[4 * i + 2], uv[2 * i], uv[2 * i + 1]));
        }
        return out;
    }

    /** Every vertex of every mesh of a kind in a chunk. */
    static List<Vertex> vertices(BlockChunkMesh chunk, BlockMeshKind kind) {
        List<Vertex> out = new ArrayList<>();
        for (BlockMesh m : chunk.meshes(kind)) {
            out.addAll(vertices(m));
        }
        return out;
    }

    static boolean near(double a, double b) {
        return Math.abs(a - b) <= PACKED;
    }
}
