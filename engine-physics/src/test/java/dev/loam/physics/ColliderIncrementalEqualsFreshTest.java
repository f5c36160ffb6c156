package dev.loam.physics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.core.StableHash;
import dev.loam.testkit.RandomBlockMaps;
import org.junit.jupiter.api.Test;

/**
 * A map's collider kept by {@link BlockMapCollider#update()} equals a fresh one, column for
 * column, over random block sets (water, stairs, blocked blocks, voids) and random edits at the
 * chunk seams, updated after each edit and after batches.
 */
class ColliderIncrementalEqualsFreshTest {
    private static final int EDITS = Integer.getInteger("loam.incremental.edits", 200);

    @Test
    void randomSetsCollidersStayFreshPerEditAndInBatches() {
        for (long seed = 1; seed <= 4; seed++) {
            BlockSet set = RandomBlockMaps.set(seed);
            for (int batch : new int[] {1, 9}) {
                BlockMap map = RandomBlockMaps.map(set, 70, 40, seed * 7 + batch, 300);
                BlockMapCollider collider = new BlockMapCollider(map);
                Authority authority = Authority.create("t");
                for (int e = 0; e < EDITS; e++) {
                    map.setCell(authority, RandomBlockMaps.edit(map, StableHash.hash(seed, batch, e), 26, 26, 12, 12));
                    if ((e + 1) % batch == 0 || e == EDITS - 1) {
                        collider.update();
                        assertSame(collider, new BlockMapCollider(map), "set " + seed + ", edit " + e);
                    }
                }
            }
        }
    }

    private static void assertSame(BlockMapCollider kept, BlockMapCollider fresh, String when) {
        assertEquals(fresh.baseMetres(), kept.baseMetres(), when);
        BlockMap map = fresh.map();
        for (int r = 0; r < map.depth(); r++) {
            for (int c = 0; c < map.width(); c++) {
                String at = when + ", column " + c + ", row " + r;
                assertEquals(fresh.isSolid(c, r), kept.isSolid(c, r), at);
                assertEquals(fresh.columnTopMetres(c, r), kept.columnTopMetres(c, r), at);
                assertEquals(fresh.wedgeFacing(c, r), kept.wedgeFacing(c, r), at);
            }
        }
    }
}
