package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What a lane's publishes are expected to cost, fitted as a line in their size. */
class PublishCostTest {

    @Test
    void nothingMeasuredCostsNothingAndTellsNoSize() {
        PublishCost c = new PublishCost();
        assertFalse(c.known());
        assertFalse(c.sized());
        assertEquals(0, c.expected(1_000));
    }

    @Test
    void publishesOfOneSizeGiveTheirMeanWhateverTheSizeAsked() {
        PublishCost c = new PublishCost();
        c.measured(100, 3_000);
        c.measured(100, 3_000);
        assertTrue(c.known());
        assertFalse(c.sized(), "one size cannot tell a cost per placement");
        assertEquals(3_000, c.expected(10_000), 1e-6);
    }

    @Test
    void publishesOnALineAreFittedExactlyAndMissByNothing() {
        // 500 ns a call and 20 ns a placement.
        PublishCost c = new PublishCost();
        int[] sizes = {0, 40, 7, 300, 120, 5, 900};
        for (int n : sizes) {
            c.measured(n, 500 + 20L * n);
        }
        assertTrue(c.sized());
        assertEquals(500 + 20 * 5_000, c.expected(5_000), 1e-3);
        assertEquals(500, c.expected(0), 1e-3);
        assertEquals(0, c.deviation());
    }

    @Test
    void scatteredPublishesShowTheirMissAsADeviation() {
        PublishCost c = new PublishCost();
        for (int k = 0; k < 40; k++) {
            int n = 100 * (k % 5);
            c.measured(n, 1_000 + 10L * n + (k % 2 == 0 ? 400 : -400));
        }
        assertTrue(c.deviation() > 200 && c.deviation() < 800, "deviation " + c.deviation());
    }

    @Test
    void aFitNeverPredictsALargePublishCheaperThanASmallOne() {
        // Noise that slopes down: the fit keeps a cost per placement of 0 or more.
        PublishCost c = new PublishCost();
        c.measured(10, 5_000);
        c.measured(20, 4_000);
        c.measured(30, 3_000);
        assertTrue(c.expected(1_000) >= c.expected(10));
        assertTrue(c.expected(0) >= 0);
    }
}
