package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleBinaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Where a road is a tunnel and where an open cutting: the land 6.5 m and more over it at its middle
 * and 9 m beyond either edge, for 16 m and more, never where it is held to another road.
 */
class RoadTunnelsTest {
    /** A straight road north along x = 100, a point every 2 m over 200 m, level at 0 m. */
    private static final int N = 101;

    private static List<double[]> line() {
        List<double[]> xz = new ArrayList<>();
        for (int k = 0; k < N; k++) {
            xz.add(new double[] {100.0, 2.0 * k});
        }
        return xz;
    }

    private static double[] metres() {
        double[] m = new double[N];
        for (int k = 0; k < N; k++) {
            m[k] = 2.0 * k;
        }
        return m;
    }

    /** How many metres of the road a tunnel carries, and in how many runs: {metres, runs}. */
    private static double[] carried(DoubleBinaryOperator land, double width, boolean[] held) {
        List<double[]> xz = line();
        double[] landY = new double[N];
        for (int k = 0; k < N; k++) {
            landY[k] = land.applyAsDouble(xz.get(k)[0], xz.get(k)[1]);
        }
        boolean[] t = RoadTunnels.carried(land, xz, landY, new double[N], metres(), width, held);
        double along = 0;
        int runs = 0;
        for (int k = 0; k < N; k++) {
            if (t[k] && (k == 0 || !t[k - 1])) {
                runs++;
            }
            if (t[k] && k > 0 && t[k - 1]) {
                along += 2.0;
            }
        }
        return new double[] {along, runs};
    }

    /** A ridge across the road, {@code cover} m high from z = 90 to z = 90 + {@code length}, as wide as {@code half} either side. */
    private static DoubleBinaryOperator ridge(double cover, double length, double half) {
        return (x, z) -> z >= 90.0 && z <= 90.0 + length && Math.abs(x - 100.0) <= half ? cover : 0.0;
    }

    @Test
    void landCoveringTheRoadAndBeyondItsEdgesFor16MetresIsATunnel() {
        double w = RoadClass.COUNTRY.widthMetres();
        assertEquals(20.0, carried(ridge(6.5, 20.0, 50.0), w, new boolean[N])[0]);
        assertEquals(1.0, carried(ridge(6.5, 20.0, 50.0), w, new boolean[N])[1]);
        assertEquals(16.0, carried(ridge(7.0, 16.0, 50.0), w, new boolean[N])[0], "16 m is enough");
    }

    @Test
    void shorterOrLowerCoverIsAnOpenCutting() {
        double w = RoadClass.COUNTRY.widthMetres();
        assertEquals(0.0, carried(ridge(7.0, 14.0, 50.0), w, new boolean[N])[1], "14 m of cover is a cutting");
        assertEquals(0.0, carried(ridge(6.4, 40.0, 50.0), w, new boolean[N])[1], "6.4 m over it is a cutting");
    }

    @Test
    void theCoverIsMeasuredNineMetresBeyondEitherEdge() {
        double w = RoadClass.COUNTRY.widthMetres();
        double beyond = w / 2.0 + RoadTunnel.SIDE_COVER_METRES;
        assertEquals(1.0, carried(ridge(8.0, 40.0, beyond + 0.01), w, new boolean[N])[1]);
        assertEquals(0.0, carried(ridge(8.0, 40.0, beyond - 0.5), w, new boolean[N])[1],
                "a ridge narrower than the road and 9 m either side is a cutting");
        DoubleBinaryOperator oneSide = (x, z) -> z >= 90.0 && z <= 130.0 && x >= 100.0 - beyond - 1 && x <= 100.0 + 1 ? 8.0 : 0.0;
        assertEquals(0.0, carried(oneSide, w, new boolean[N])[1], "land on one side only is a cutting");
    }

    @Test
    void aPointHeldToAnotherRoadIsNeverInATunnel() {
        double w = RoadClass.COUNTRY.widthMetres();
        boolean[] held = new boolean[N];
        held[55] = true;
        // 40 m of cover from z = 90 to 130: the held point at z = 110 splits it into two runs of 18 m.
        assertEquals(2.0, carried(ridge(8.0, 40.0, 50.0), w, held)[1]);
        held[52] = true;
        // z = 104 and 110: runs from 90 to 102 (12 m), 106 to 108 (2 m) and 112 to 130 (18 m): only the last is long enough.
        assertEquals(1.0, carried(ridge(8.0, 40.0, 50.0), w, held)[1]);
    }

    @Test
    void theYawOfADirectionTurnsAnticlockwiseFromNorth() {
        assertEquals(0.0, RoadTunnels.yaw(0, 1), 1e-12);
        assertEquals(90.0, RoadTunnels.yaw(1, 0), 1e-12, "west, +x");
        assertEquals(180.0, RoadTunnels.yaw(0, -1), 1e-12);
        assertEquals(270.0, RoadTunnels.yaw(-1, 0), 1e-12, "east");
    }
}
