package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A road's heights: the closing over dips, the grade, the pins. */
class RoadProfileTest {
    private static double[] metres(int n) {
        double[] m = new double[n];
        for (int k = 0; k < n; k++) {
            m[k] = 2.0 * k;
        }
        return m;
    }

    /** Land at 12 m with a dip to 0 m {@code width} metres wide in the middle of 400 m. */
    private static double[] dip(double width) {
        double[] land = new double[201];
        for (int k = 0; k < land.length; k++) {
            land[k] = Math.abs(2.0 * k - 200.0) < width / 2 ? 0.0 : 12.0;
        }
        return land;
    }

    @Test
    void aDipNarrowerThanTheSpanIsClosedAndAWiderOneIsNot() {
        double[] narrow = RoadProfile.close(dip(150), metres(201), 96.0);
        assertEquals(12.0, narrow[100], "a highway's three tiles close a dip of 150 m");
        double[] wide = RoadProfile.close(dip(250), metres(201), 96.0);
        assertEquals(0.0, wide[100], "but not one of 250 m");
    }

    @Test
    void theHeightsHoldTheGradeAndThePins() {
        double[] land = dip(250);
        double[] m = metres(201);
        List<RoadProfile.Pin> pins = List.of(new RoadProfile.Pin(0, 12.0, false), new RoadProfile.Pin(200, 12.0, false),
                new RoadProfile.Pin(60, 9.0, true));
        double g = RoadClass.COUNTRY.grade();
        assertNull(RoadProfile.unreachable(pins, m, g));
        double[] h = RoadProfile.heights(land, m, g, 0.0, pins);
        assertEquals(12.0, h[0]);
        assertEquals(12.0, h[200]);
        assertEquals(9.0, h[60]);
        for (int k = 1; k < h.length; k++) {
            assertTrue(Math.abs(h[k] - h[k - 1]) <= g * 2.0 + RoadProfile.EPSILON_METRES, "at " + k);
        }
        assertTrue(h[100] > 0.0 && h[100] < 12.0, "half cut, half fill across the dip: " + h[100]);
    }

    @Test
    void pinsTooSteepForTheGradeAreFound() {
        List<RoadProfile.Pin> pins = List.of(new RoadProfile.Pin(0, 0.0, false), new RoadProfile.Pin(10, 5.0, true));
        RoadProfile.Pin[] clash = RoadProfile.unreachable(pins, metres(11), RoadClass.HIGHWAY.grade());
        assertNotNull(clash);
        assertEquals(10, clash[1].point());
    }
}
