package dev.loam.bench;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.nav.NavMesh;
import dev.loam.physics.BlockMapCollider;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The collider and navigation update after one {@code setCell} on {@link BenchMaps#terraced96()}:
 * each call raises or lowers the next cell of a fixed walk over the cells a step may be taken from
 * (so every edit is written) and brings the views up to the change record, rebuilding only the
 * column and the links around it. The {@code setCell} itself (about 70 ns, {@code SetCellBench}) is
 * included. Target: collider and navigation under 20 µs.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CollideUpdateBench {
    private BlockMap map;
    private BlockMapCollider collider;
    private NavMesh nav;
    private Authority authority;
    private int[] cells;
    private int[] baseHeights;
    private int next;

    @Setup
    public void setUp() {
        map = BenchMaps.terraced96();
        collider = new BlockMapCollider(map);
        nav = NavMesh.bake(map, CollideScene.AGENT);
        authority = Authority.create("bench");
        int[] found = new int[map.width() * map.depth()];
        int n = 0;
        long s = 12345;
        for (int i = 0; i < found.length; i++) {
            s = CollideScene.next(s);
            int cell = (int) ((s >>> 33) % found.length);
            int c = cell % map.width(), r = cell / map.width();
            int h = map.heightSteps(c, r);
            if (map.blockOrNull(c, r) != null && map.setCell(authority, BlockCellEdit.height(c, r, h + 1)).isEmpty()) {
                if (map.setCell(authority, BlockCellEdit.height(c, r, h)).isEmpty()) {
                    found[n++] = cell;
                }
            }
        }
        cells = java.util.Arrays.copyOf(found, n);
        baseHeights = new int[n];
        for (int i = 0; i < n; i++) {
            baseHeights[i] = map.heightSteps(cells[i] % map.width(), cells[i] / map.width());
        }
        collider.update();
        nav.update();
    }

    private void edit() {
        int i = next++ % cells.length;
        int c = cells[i] % map.width(), r = cells[i] / map.width();
        int h = map.heightSteps(c, r);
        map.setCell(authority, BlockCellEdit.height(c, r, h == baseHeights[i] ? h + 1 : baseHeights[i]));
    }

    @Benchmark
    public int colliderUpdate() {
        edit();
        return collider.update();
    }

    @Benchmark
    public int colliderAndNavUpdate() {
        edit();
        return collider.update() + nav.update();
    }
}
