package dev.loam.render.mesh;

import dev.loam.blockmap.BlockCover;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.TextureVariation;
import dev.loam.blockmap.WaterLook;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Sets and maps from the spec's examples, and helpers to read meshes, shared by the tests. */
public final class BlockMeshFixtures {
    /** Shared tolerance for positions and colours written as floats. */
    static final double EPS = 1e-5;

    private BlockMeshFixtures() {
    }

    /** The spec's village set. */
    public static BlockSet village() {
        return village(1.5);
    }

    /** The spec's village set with its river flowing at another speed, in metres a second. */
    public static BlockSet village(double flowSpeed) {
        return BlockSet.builder("village")
                .block("grass", b -> b.top("#5f8f3e").side("#6e5a46").lip("#4f7a36"))
                .block("cobblestone", b -> b.top("#8a8478").side("#5a5650"))
                .block("riverbed", b -> b.top("#6b6250").water(WaterLook.builder().flowSpeed(flowSpeed).build()))
                .block("stairs", b -> b.top("#9a9384").riser("#4a463f").stairs())
                .block("tree", b -> b.top("#2f5a2c").blocked())
                .build();
    }

    public static BlockLegend villageLegend() {
        return BlockLegend.ofNames(Map.of('g', "grass", 'c', "cobblestone", 'w', "riverbed", 's', "stairs", 'T', "tree"));
    }

    /** The spec's terraces: a stair down to a cobbled path and a river. */
    public static BlockMap terraces() {
        return terraces(1.5);
    }

    /** The spec's terraces with the river flowing at another speed, in metres a second. */
    public static BlockMap terraces(double flowSpeed) {
        return BlockMap.builder("terraces", village(flowSpeed)).legend(villageLegend())
                .cells("ggggT", "ccscc", "wwwww")
                .heights(new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, -1, -1, -1}})
                .sea(0.2).position(-2.5, 0, -1.5).build();
    }

    /** The spec's lawn: two greens in a fine check. */
    public static final PixelTexture LAWN = PixelTexture.define("lawn", 64, 64, canvas -> {
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 64; x++) {
                canvas.setColour(x, y, (x * 3 + y * 5) % 7 != 0 ? 0x4a7d3a : 0x77a345);
            }
        }
    });

    /** The spec's tufts: four frames of 16 texels, a card a metre square. */
    public static final PixelTexture TUFTS = PixelTexture.builder("tufts", 64, 16).variation(TextureVariation.NONE)
            .paint(canvas -> {
                for (int y = 0; y < 16; y++) {
                    for (int x = 0; x < 64; x++) {
                        double fromMiddle = Math.abs((x % 16) - 7.5);
                        double tall = x % 2 == 0 ? 12 - fromMiddle : 0;
                        int up = 15 - y;
                        canvas.setAlpha(x, y, up < tall ? 1 : 0);
                        canvas.setColour(x, y, up >= tall - 1 ? 0xb5cc52 : 0x3f7030);
                    }
                }
            }).build();

    /** The spec's green set. */
    public static BlockSet green() {
        return BlockSet.builder("green")
                .block("grass", b -> b.top(LAWN).side("#6e5a46").lip("#4f7a36").fringe(2)
                        .cover(BlockCover.builder(TUFTS).columns(4).perCell(3, 5).build()))
                .block("path", b -> b.top("#a08a6a").side("#6e5a46")
                        .cover(BlockCover.builder(TUFTS).columns(4).perCell(0.12).build()))
                .build();
    }

    /** The spec's village green: grass over a path a step below. */
    public static BlockMap greenMap() {
        return BlockMap.builder("green", green()).legend(BlockLegend.ofNames(Map.of('g', "grass", 'p', "path")))
                .cells("gggg", "pppp", "gggg")
                .heights(new int[][] {{2, 2, 2, 2}, {1, 1, 1, 1}, {1, 1, 1, 1}}).build();
    }

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
        return Math.abs(a - b) < EPS;
    }
}
