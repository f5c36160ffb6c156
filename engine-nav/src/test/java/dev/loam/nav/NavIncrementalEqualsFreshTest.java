package dev.loam.nav;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.core.AgentSettings;
import dev.loam.core.StableHash;
import dev.loam.testkit.RandomBlockMaps;
import org.junit.jupiter.api.Test;

/**
 * A navmesh kept by {@link NavMesh#update()} equals a fresh bake over random block sets (water,
 * stairs, blocked blocks, voids) and random edits at the chunk seams, re-baked after each edit and
 * after batches.
 */
class NavIncrementalEqualsFreshTest {
    private static final int EDITS = Integer.getInteger("loam.incremental.edits", 200);

    @Test
    void randomSetsNavmeshesStayFreshPerEditAndInBatches() {
        for (long seed = 1; seed <= 4; seed++) {
            BlockSet set = RandomBlockMaps.set(seed);
            for (int batch : new int[] {1, 9}) {
                BlockMap map = RandomBlockMaps.map(set, 70, 40, seed * 7 + batch, 300);
                NavMesh mesh = NavMesh.bake(map, AgentSettings.DEFAULT);
                Authority authority = Authority.create("t");
                for (int e = 0; e < EDITS; e++) {
                    map.setCell(authority, RandomBlockMaps.edit(map, StableHash.hash(seed, batch, e), 26, 26, 12, 12));
                    if ((e + 1) % batch == 0 || e == EDITS - 1) {
                        mesh.update();
                        assertTrue(mesh.sameAs(NavMesh.bake(map, AgentSettings.DEFAULT)), "set " + seed + ", edit " + e);
                    }
                }
            }
        }
    }
}
