package dev.loam.bench;

import dev.loam.assets.AssetResolver;
import dev.loam.blockmap.Authority;
import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockMapLibrary;
import dev.loam.blockmap.BlockProp;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.blockmap.BlockSets;
import dev.loam.core.StableHash;
import dev.loam.render.gl.GlContext;
import dev.loam.render.mesh.BlockMeshLook;
import dev.loam.scene.Landscape;
import dev.loam.scene.LandscapeUpdate;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A {@link Landscape} of the shared terraced 96 × 96 map with props (a prop every seventh cell each
 * way where one may stand, one on the edited corner cell, the tree line drawn as trees), in a
 * headless {@link GlContext} (llvmpipe here; the setup prints what it stood).
 *
 * <ul>
 *   <li>{@link #open}: the map file found by name in a registered folder and read, the live map, its
 *       props, collider, navigation, meshes (light, fringes, cover, water), their GPU copy and the
 *       props' and trees' instance cells uploaded, then closed. Target: under 50 ms. The asset
 *       resolver is the game's, kept from one open to the next, so the kit's models are made once.
 *   <li>{@link #editUpdate}: one edit at the middle chunk's north-west corner (raising or lowering
 *       in turn the cell the prop stands on), then {@link Landscape#update()}: the four chunks the
 *       change reaches meshed again, the collider's columns, the navigation's cells and the prop
 *       moved with its instance cell uploaded. Compare {@code BlockMeshEditBench.editRebuildNineChunks},
 *       the reference's nine-chunk rebuild (target: under its figure plus 1 ms).
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--enable-native-access=ALL-UNNAMED", "-Djoml.nounsafe=true"})
public class LandscapeBench {
    private static final String[] MODELS = {"bench", "fence", "woodpile", "rock", "bush"};
    private GlContext gl;
    private Thread glThread;
    private Path dir;
    private BlockMapLibrary maps;
    private final AssetResolver resolver = AssetResolver.defaults();
    private final BlockSetLookup sets = BlockSetLookup.of(BenchMaps.SET).orElse(BlockSets::find);
    private Landscape edited;
    private Authority authority;
    private int column, row, low;
    private boolean raised;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        gl = RenderFrameBench.openHeadless();
        glThread = Thread.currentThread();
        authority = Authority.create("bench");
        BlockMap plain = BenchMaps.terraced96();
        int[] corner = BenchMaps.cornerCellTakingAStep(plain, authority);
        column = corner[0];
        row = corner[1];
        low = corner[2];
        dir = Files.createTempDirectory("landscape-bench");
        Files.writeString(dir.resolve("terraced-96-props.json"), BlockMapFiles.write(withProps(plain, column, row)));
        maps = BlockMapLibrary.builder().root(dir).build();
        edited = stand();
        int trees = 0;
        for (int r = 0; r < edited.map().depth(); r++) {
            for (int c = 0; c < edited.map().width(); c++) {
                Block b = edited.map().blockOrNull(c, r);
                trees += b != null && b.drawnAsModel() ? 1 : 0;
            }
        }
        System.out.println("# stood " + edited.map() + " with " + edited.props().size() + " props and " + trees
                + " trees; edits column " + column + ", row " + row + "; GL thread " + glThread.getName());
        edit();
        LandscapeUpdate u = update();
        System.out.println("# an edit's update: " + u);
    }

    /** The benchmark map's file with a prop every seventh cell each way where a prop may stand, and one on the corner cell. */
    private static BlockMapFile withProps(BlockMap map, int cornerColumn, int cornerRow) {
        BlockMapFile file;
        try (InputStream in = BenchMaps.class.getResourceAsStream("terraced-96.json")) {
            file = BlockMapFiles.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<BlockProp> props = new ArrayList<>();
        props.add(BlockProp.of("bench", cornerColumn, cornerRow));
        for (int r = 3; r < map.depth(); r += 7) {
            for (int c = 3; c < map.width(); c += 7) {
                Block b = map.blockOrNull(c, r);
                if (b == null || b.stairs() || b.isWater() || b.blocked() || (c == cornerColumn && r == cornerRow)) {
                    continue;
                }
                long h = StableHash.hash(11, c, r);
                props.add(BlockProp.of(MODELS[StableHash.bounded(h, MODELS.length)], c, r)
                        .withYaw(StableHash.bounded(h >>> 8, 360)).withScale(0.5));
            }
        }
        return file.withProps(props);
    }

    private Landscape stand() {
        return Landscape.builder("terraced-96-props").maps(maps).sets(sets).resolver(resolver)
                .look(BlockMeshLook.diorama(1)).build();
    }

    @Setup(Level.Iteration)
    public void sameThread() {
        RenderFrameBench.requireGlThread(glThread);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        RenderFrameBench.requireGlThread(glThread);
        edited.close();
        gl.close();
        Files.deleteIfExists(dir.resolve("terraced-96-props.json"));
        Files.deleteIfExists(dir);
    }

    private void edit() {
        raised = !raised;
        edited.setCell(authority, BlockCellEdit.height(column, row, raised ? low + 1 : low));
    }

    private LandscapeUpdate update() {
        edited.update();
        return edited.lastUpdate();
    }

    @Benchmark
    public Landscape open() {
        Landscape land = stand();
        land.close();
        return land;
    }

    @Benchmark
    public LandscapeUpdate editUpdate() {
        edit();
        return update();
    }
}
