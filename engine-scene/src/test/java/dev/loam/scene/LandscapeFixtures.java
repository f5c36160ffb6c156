package dev.loam.scene;

import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetLookup;

/** The block set of the scene tests' wooded map: a tree block stands a broadleaf or a conifer. */
final class LandscapeFixtures {
    static final BlockSet WOODS = BlockSet.builder("scene-woods")
            .block("grass", b -> b.top("#5f8f3e").side("#6e5a46").fringe(1))
            .block("dirt", b -> b.top("#8a6e4e").side("#6e5a46"))
            .block("stairs", b -> b.top("#a0a0a0").riser("#707070").stairs())
            .block("water", b -> b.top("#6b6250").side("#5a5244").water())
            .block("tree", b -> b.top("#4f7a36").side("#6e5a46").blocked().model("broadleaf", "conifer").modelScale(0.3))
            .build();

    static final BlockSetLookup SETS = BlockSetLookup.of(WOODS);

    private LandscapeFixtures() {
    }

    static Landscape.Builder woods() {
        return Landscape.builder("test-woods").sets(SETS);
    }
}
