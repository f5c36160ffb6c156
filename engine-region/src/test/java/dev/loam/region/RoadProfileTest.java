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

    /** Land at 0 m with a hump to 20 m {@code width} metres wide in the middle of 800 m, its flanks 1 in 4. */
    private static double[] hump(double width) {
        double[] land = new double[401];
        for (int k = 0; k < land.length; k++) {
            double d = Math.abs(2.0 * k - 400.0) - (width / 2 - 80.0);
            land[k] = d <= 0 ? 20.0 : Math.max(0.0, 20.0 - d / 4.0);
        }
        return land;
    }

    @Test
    void aHumpNarrowerThanTheTunnelsSpanIsOpenedAndAWiderOneIsNot() {
        double[] narrow = RoadProfile.open(hump(240), metres(401), RoadProfile.TUNNEL_HUMP_METRES / 2);
        assertEquals(0.0, narrow[200], "a hump 240 m wide at its foot is cut away");
        double[] wide = RoadProfile.open(hump(400), metres(401), RoadProfile.TUNNEL_HUMP_METRES / 2);
        assertTrue(wide[200] > 10.0, "one of 400 m keeps its top: " + wide[200]);
    }

    @Test
    void aRoadThatMayTunnelHoldsItsGradeUnderAHumpWhereAnotherClimbsIt() {
        double[] land = hump(240);
        double[] m = metres(401);
        List<RoadProfile.Pin> ends = List.of(new RoadProfile.Pin(0, 0.0, false), new RoadProfile.Pin(400, 0.0, false));
        double g = RoadClass.HIGHWAY.grade();
        double[] through = RoadProfile.heights(land, m, g, 3 * RegionGrid.TILE_METRES, RoadProfile.TUNNEL_HUMP_METRES, ends);
        double[] over = RoadProfile.heights(land, m, g, 3 * RegionGrid.TILE_METRES, 0.0, ends);
        for (int k = 0; k < through.length; k++) {
            assertEquals(0.0, through[k], 1e-9, "level under the hump at " + m[k] + " m");
        }
        assertTrue(over[200] > 5.0, "without tunnels it climbs over the hump: " + over[200]);
        for (int k = 1; k < over.length; k++) {
            assertTrue(Math.abs(over[k] - over[k - 1]) <= g * 2.0 + RoadProfile.EPSILON_METRES, "at " + k);
        }
    }
}
