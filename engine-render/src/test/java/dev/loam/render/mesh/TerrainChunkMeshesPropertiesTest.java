package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Over random edits, meshes kept up to date through change records equal meshes built from scratch. */
class TerrainChunkMeshesPropertiesTest {
    /** One random edit: which channel, where, how big, and a value. */
    record Edit(int channel, int i, int j, int w, int d, int value) {
    }

    @Provide
    Arbitrary<List<Edit>> edits() {
        Arbitrary<Edit> edit = Combinators.combine(Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 19),
                Arbitraries.integers().between(0, 19), Arbitraries.integers().between(1, 4),
                Arbitraries.integers().between(1, 4), Arbitraries.integers().between(-20, 40)).as(Edit::new);
        return edit.list().ofMaxSize(12);
    }

    @Property(tries = 60)
    void incrementalUpdatesEqualARebuildFromScratch(@ForAll("edits") List<Edit> edits) {
        Terrain t = Terrain.builder(21, 21, 1.5).chunkCells(6).build();
        TerrainChunkMeshes live = new TerrainChunkMeshes(t);
        for (Edit e : edits) {
            TerrainRect r = new TerrainRect(e.i(), e.j(), e.w(), e.d());
            switch (e.channel()) {
                case 0 -> {
                    float[] v = new float[r.area()];
                    java.util.Arrays.fill(v, e.value());
                    t.setHeights(r, v);
                }
                case 1 -> {
                    byte[] w = new byte[4 * r.area()];
                    for (int k = 0; k < w.length; k += 4) {
                        w[k + Math.floorMod(e.value(), 4)] = (byte) (e.value() + 30);
                    }
                    t.setSplat(r, w);
                }
                default -> {
                    byte[] h = new byte[r.area()];
                    java.util.Arrays.fill(h, (byte) (e.value() & 1));
                    t.setHoles(r, h);
                }
            }
            if (e.value() % 3 == 0) {
                live.update();
            }
        }
        live.update();
        TerrainChunkMeshes scratch = new TerrainChunkMeshes(t);
        for (int cz = 0; cz < t.chunksZ(); cz++) {
            for (int cx = 0; cx < t.chunksX(); cx++) {
                assertTrue(live.mesh(cx, cz).contentEquals(scratch.mesh(cx, cz)), "chunk " + cx + ", " + cz);
            }
        }
    }
}
