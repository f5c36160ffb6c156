package dev.loam.blockmap;

import java.util.Map;

/**
 * Sets and maps from the spec's examples, shared by engine-core's tests. engine-core cannot use
 * engine-testkit (the kit depends on engine-core), so this is its one copy of the village and the
 * terraces; {@code dev.loam.testkit.SpecFixtures} holds them for every other module.
 */
final class Fixtures {
    private Fixtures() {
    }

    /** The spec's village set, unregistered. */
    static BlockSet village() {
        return BlockSet.builder("village")
                .block("grass", b -> b.top("#5f8f3e").side("#6e5a46").lip("#4f7a36"))
                .block("cobblestone", b -> b.top("#8a8478").side("#5a5650"))
                .block("riverbed", b -> b.top("#6b6250").water(WaterLook.builder().flowSpeed(1.5).build()))
                .block("stairs", b -> b.top("#9a9384").riser("#4a463f").stairs())
                .block("tree", b -> b.top("#2f5a2c").blocked())
                .build();
    }

    static BlockLegend villageLegend() {
        return BlockLegend.ofNames(Map.of('g', "grass", 'c', "cobblestone", 'w', "riverbed", 's', "stairs", 'T', "tree"));
    }

    /** The spec's terraces: a stair down to a cobbled path and a river. */
    static BlockMap terraces() {
        return BlockMap.builder("terraces", village())
                .legend(villageLegend())
                .cells("ggggT", "ccscc", "wwwww")
                .heights(new int[][] {{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {-1, -1, -1, -1, -1}})
                .sea(0.2)
                .position(-2.5, 0, -1.5)
                .build();
    }
}
