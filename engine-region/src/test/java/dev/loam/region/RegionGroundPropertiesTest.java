package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Over random specs (those of {@link RegionPropertiesTest}, with trees and rocks): no ground of a
 * built region lies below level 0, and every prop keeps its item's spacing from every other.
 */
class RegionGroundPropertiesTest {
    @Provide
    Arbitrary<String> specs() {
        return new RegionPropertiesTest().specs();
    }

    private static Region built(String json) {
        try {
            return RegionSolver.solve(RegionSpecReader.read(json));
        } catch (RegionSpecException e) {
            return null;
        }
    }

    @Property(tries = 60)
    void nothingIsEverBelowLevelZero(@ForAll("specs") String json) {
        Region r = built(json);
        if (r != null) {
            double lowest = RegionSmallDefectsTest.lowest(r);
            assertTrue(lowest >= 0.0, lowest + " m in " + json);
        }
    }

    @Property(tries = 60)
    void everyPropKeepsItsSpacing(@ForAll("specs") String json) {
        Region r = built(json);
        if (r != null) {
            double share = RegionSmallDefectsTest.closestShare(r.props());
            assertTrue(share >= 1.0, "closest pair at " + share + " of its spacing in " + json);
        }
    }
}
