package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pins a piece of the example world. Placements are part of what a save relies on (their ids key
 * the player's diffs, their positions are what the player saw): if this test fails, the layout
 * changed and every saved world would change with it. Change it only on purpose, with a version.
 */
class PinnedLayoutTest {

    @Test
    void theExampleWorldsFirstGroveAtSeed42IsPinned() {
        WorldPlan plan = Wilds.world(42).plan();
        List<Placement> groups = plan.placementsIn(0, 0, 256, 256, "groups");
        assertEquals(16, groups.size());
        assertEquals(1184, plan.placementsIn(0, 0, 256, 256).size());
        Placement elder = groups.get(0);
        assertEquals("groups@1:0,1/grove@1/elder.0", elder.id());
        assertEquals("forest", elder.biome());
        assertEquals(81.6140154004097, elder.x());
        assertEquals(14.608892059536537, elder.y());
        assertEquals(167.29748994112015, elder.z());
        assertEquals(4.117604855370009, elder.yaw());
        assertEquals(1.4930680976773607, elder.scale());
        assertEquals(1, elder.tint());
        Placement pine = groups.get(2);
        assertEquals("groups@1:0,1/grove@1/pine.1", pine.id());
        assertEquals(97.69442618236285, pine.x());
        assertEquals(177.13629198937082, pine.z());
        assertEquals(0.9576863986477159, pine.scale());
    }
}
