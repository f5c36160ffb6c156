package dev.loam.bench;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCover;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.blockmap.BlockSets;
import dev.loam.blockmap.CoverZones;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.TextureVariation;
import dev.loam.blockmap.WaterLook;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The benchmark map shared by the meshing, collider and navigation benchmarks: a terraced 96 × 96
 * map of 1 m cells ({@code terraced-96.json} beside this class) with grass under tufts and reeds,
 * a meadow of flowers in zones, a path, water and 251 stairs, in the {@code bench-village} set (its
 * tree block drawn as a broadleaf or a conifer where a scene draws models; the meshes, colliders and
 * navigation are the same either way).
 */
public final class BenchMaps {
    /** Lawn: two greens in a fine check. */
    static final PixelTexture LAWN = PixelTexture.define("bench-lawn", 64, 64, canvas -> {
        for (int y = 0; y < canvas.height(); y++) {
            for (int x = 0; x < canvas.width(); x++) {
                canvas.setColour(x, y, (x * 3 + y * 5) % 7 != 0 ? 0x4a7d3a : 0x77a345);
            }
        }
    });

    /** Four tufts side by side, 16 texels each: a card a metre square. */
    static final PixelTexture TUFTS = blades("bench-tufts", 0x3f7030, 0xb5cc52);

    /** Four flowers (white, yellow, blue, red heads) side by side. */
    static final PixelTexture FLOWERS = PixelTexture.builder("bench-flowers", 64, 16).variation(TextureVariation.NONE)
            .paint(canvas -> {
                int[] heads = {0xf0f0e8, 0xe8c840, 0x6080e0, 0xd04040};
                for (int y = 0; y < 16; y++) {
                    for (int x = 0; x < 64; x++) {
                        int up = 15 - y, mid = x % 16;
                        boolean stem = mid == 7 && up < 9;
                        boolean head = Math.abs(mid - 7) <= 1 && up >= 9 && up <= 11;
                        canvas.setAlpha(x, y, stem || head ? 1 : 0);
                        canvas.setColour(x, y, head ? heads[x / 16] : 0x3f7030);
                    }
                }
            }).build();

    /** Reeds: two frames of tall blades. */
    static final PixelTexture REEDS = blades("bench-reeds", 0x5a7a3a, 0xc8b060);

    private static PixelTexture blades(String name, int colour, int tip) {
        return PixelTexture.builder(name, 64, 16).variation(TextureVariation.NONE).paint(canvas -> {
            for (int y = 0; y < 16; y++) {
                for (int x = 0; x < 64; x++) {
                    double fromMiddle = Math.abs((x % 16) - 7.5);
                    double tall = x % 2 == 0 ? 12 - fromMiddle : 0;
                    int up = 15 - y;
                    canvas.setAlpha(x, y, up < tall ? 1 : 0);
                    canvas.setColour(x, y, up >= tall - 1 ? tip : colour);
                }
            }
        }).build();
    }

    /** The set, built once (unregistered, so benchmarks and tests may each load the map). */
    public static final BlockSet SET = BlockSet.builder("bench-village")
            .block("grass", b -> b.top(LAWN).side("#6e5a46").lip("#4f7a36").fringe(2).cover(
                    BlockCover.builder(TUFTS).columns(4).perCell(3, 5).build(),
                    BlockCover.builder(REEDS).columns(4).perCell(2).besideWater(true).windWeight(1.4).build()))
            .block("meadow", b -> b.top("#6a9a48").side("#6e5a46").lip("#4f7a36").fringe(1).cover(
                    BlockCover.builder(TUFTS).columns(4).perCell(2, 3).build(),
                    BlockCover.builder(FLOWERS).columns(4).perCell(0, 3).windWeight(1.1)
                            .zones(CoverZones.of(List.of(List.of(0), List.of(1), List.of(2, 3)))).build()))
            .block("path", b -> b.top("#a08a6a").side("#6e5a46")
                    .cover(BlockCover.builder(TUFTS).columns(4).perCell(0.12).build()))
            .block("riverbed", b -> b.top("#6b6250").water(WaterLook.builder().flowSpeed(1.5).build()))
            .block("stairs", b -> b.top("#9a9384").riser("#4a463f").stairs())
            .block("tree", b -> b.top("#2f5a2c").blocked().model("broadleaf", "conifer").modelScale(0.3))
            .build();

    private BenchMaps() {
    }

    /** A fresh live copy of the terraced 96 × 96 map, centred on the origin. */
    public static BlockMap terraced96() {
        try (InputStream in = BenchMaps.class.getResourceAsStream("terraced-96.json")) {
            if (in == null) {
                throw new IllegalStateException("terraced-96.json is missing from the benchmarks jar");
            }
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return BlockMapFiles.toMap(BlockMapFiles.read(json), "terraced-96",
                    BlockSetLookup.of(SET).orElse(BlockSets::find));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The same map as {@link #terraced96()}, keeping a change history of {@code changes} records
     * in place of {@link BlockMap#DEFAULT_HISTORY}.
     */
    public static BlockMap terraced96(int changes) {
        BlockMap m = terraced96();
        try (InputStream in = BenchMaps.class.getResourceAsStream("terraced-96.json")) {
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            var file = BlockMapFiles.read(json);
            return BlockMapFiles.readBlockRows(file, "terraced-96", BlockSetLookup.of(SET).orElse(BlockSets::find))
                    .sea(file.sea().orElse(0)).layers(file.layers()).position(m.position().x(), m.position().y(), m.position().z()).history(changes)
                    .build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A terraced map of {@code size} × {@code size} cells, for the scaling benchmarks: the 96 × 96
     * map mirrored across its edges as often as it takes (so heights, water and stairs run on
     * across each seam as they do inside), then cut to size (a stair by the cut edge laid as grass),
     * centred on the origin. Every size is
     * the same kind of land, so a cost that grows with the size grows with the cells alone.
     *
     * @param size the map's width and depth in cells, 1 to 4096
     */
    public static BlockMap terraced(int size) {
        BlockMap source = terraced96();
        int w = source.width(), d = source.depth();
        char[] symbols = new char[size * size];
        int[] heights = new int[size * size];
        for (int r = 0; r < size; r++) {
            int sr = mirror(r, d);
            for (int c = 0; c < size; c++) {
                int sc = mirror(c, w);
                char symbol = source.symbol(sc, sr);
                // A stair at the cut edge may have lost the neighbour it climbs to: grass there.
                boolean edge = c >= size - 2 || r >= size - 2;
                symbols[r * size + c] = edge && symbol == 's' ? 'g' : symbol;
                heights[r * size + c] = source.heightSteps(sc, sr);
            }
        }
        try (InputStream in = BenchMaps.class.getResourceAsStream("terraced-96.json")) {
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            dev.loam.blockmap.BlockMapFile file = BlockMapFiles.read(json);
            file = file.withRows(file.legend(), dev.loam.blockmap.BlockRows.copyOf(size, size, symbols, heights))
                    .withName("terraced-" + size);
            return BlockMapFiles.toMap(file, "terraced-" + size, BlockSetLookup.of(SET).orElse(BlockSets::find));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Index {@code i} folded into {@code [0, n)} by mirroring at each edge: 0 … n−1, n−1 … 0, 0 … */
    private static int mirror(int i, int n) {
        int period = 2 * n;
        int k = i % period;
        return k < n ? k : period - 1 - k;
    }

    /**
     * The first cell about the meeting corner of chunks (0, 0) and (1, 1) of the terraced map whose
     * step up and back down are both accepted, as {column, row, height in steps}; the map is left
     * as it was (the two edits are written and undone).
     *
     * @throws IllegalStateException when no cell there takes a step up and back
     */
    static int[] cornerCellTakingAStep(BlockMap map, Authority authority) {
        int[][] candidates = {{32, 32}, {31, 31}, {32, 31}, {31, 32}, {33, 33}, {30, 30}, {33, 32}, {32, 33}};
        for (int[] at : candidates) {
            int h = map.heightSteps(at[0], at[1]);
            if (!map.isVoid(at[0], at[1]) && map.setCell(authority, BlockCellEdit.height(at[0], at[1], h + 1)).isEmpty()
                    && map.setCell(authority, BlockCellEdit.height(at[0], at[1], h)).isEmpty()) {
                return new int[] {at[0], at[1], h};
            }
        }
        throw new IllegalStateException("no cell at the chunks' corner takes a step up and back");
    }
}
