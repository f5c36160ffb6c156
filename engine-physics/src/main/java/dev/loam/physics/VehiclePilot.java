package dev.loam.physics;

import java.util.Objects;

/**
 * Drives a {@link Vehicle} along a path on the ground plan at a cruising speed: it steers by pure
 * pursuit (toward the path's point a look-ahead distance on from the nearest point, the steering
 * angle that puts the rear axle on the arc through it), holds its speed with the throttle and the
 * brake, slows for the path's end at a gentle 3 m/s² and stops there. For traffic, scripted
 * drives and tests. Not thread-safe; {@link #steer} allocates nothing.
 */
public final class VehiclePilot {
    /** The slowing the pilot plans for the path's end, metres a second squared. */
    public static final double END_DECELERATION = 3;
    /** The least look-ahead, metres; it grows with speed (0.6 s of travel). */
    public static final double MIN_LOOK_AHEAD = 6;
    /** The pilot counts as arrived within this distance of the path's end, metres, under 0.5 m/s. */
    public static final double ARRIVAL_METRES = 3;

    private final double[] xz;
    private final double[] along;
    private final int points;
    private final double cruise;
    private int segment;
    private VehicleSettings measured;
    private double wheelbase;
    private double lock;
    private double progress;

    /**
     * A pilot for a path.
     *
     * @param pathXz      the path's points on the ground plan, x then z, world metres: 2 or more
     *                    points, finite; copied
     * @param cruiseSpeed the speed to hold, metres a second, above 0
     * @throws IllegalArgumentException naming the point or value refused
     */
    public VehiclePilot(double[] pathXz, double cruiseSpeed) {
        Objects.requireNonNull(pathXz, "pathXz");
        if (pathXz.length < 4 || pathXz.length % 2 != 0) {
            throw new IllegalArgumentException("pathXz: " + pathXz.length + " numbers; a path needs 2 or more x, z pairs");
        }
        for (int i = 0; i < pathXz.length; i++) {
            if (!Double.isFinite(pathXz[i])) {
                throw new IllegalArgumentException("pathXz[" + i + "] " + pathXz[i] + " is not finite");
            }
        }
        WheelSettings.positive("cruiseSpeed", cruiseSpeed);
        this.xz = pathXz.clone();
        this.points = pathXz.length / 2;
        this.along = new double[points];
        for (int i = 1; i < points; i++) {
            along[i] = along[i - 1] + Math.hypot(xz[2 * i] - xz[2 * i - 2], xz[2 * i + 1] - xz[2 * i - 1]);
        }
        if (!(along[points - 1] > 0)) {
            throw new IllegalArgumentException("pathXz: the path has no length");
        }
        this.cruise = cruiseSpeed;
    }

    /** The wheelbase (steered wheels to the rearmost others) and the steering lock of a vehicle's settings. */
    private void measure(VehicleSettings st) {
        double front = Double.NEGATIVE_INFINITY, rear = Double.POSITIVE_INFINITY, most = 0;
        for (WheelSettings w : st.wheels()) {
            if (w.maxSteer() > 0) {
                front = Math.max(front, w.z());
                most = Math.max(most, w.maxSteer());
            } else {
                rear = Math.min(rear, w.z());
            }
        }
        wheelbase = front > rear ? front - rear : 2.5;
        lock = most;
        measured = st;
    }

    /** The path's length, metres. */
    public double lengthMetres() {
        return along[points - 1];
    }

    /** How far along the path the vehicle's nearest point was at the last {@link #steer}, metres. */
    public double progressMetres() {
        return progress;
    }

    /** Whether the last {@link #steer} found the vehicle stopped at the path's end. */
    public boolean arrived(Vehicle v) {
        return lengthMetres() - progress < ARRIVAL_METRES && Math.abs(v.forwardSpeed()) < 0.5;
    }

    /**
     * Sets the vehicle's controls for its next step: finds its nearest point on the path (never
     * going back along it), steers toward the point a look-ahead on, and throttles or brakes
     * toward the cruising speed, less near the end.
     *
     * @param v the vehicle to drive
     */
    public void steer(Vehicle v) {
        double x = v.x(), z = v.z();
        // nearest point: walk forward from the segment of the last call while the next is nearer
        double best = Double.POSITIVE_INFINITY;
        int bestSeg = segment;
        double bestT = 0;
        for (int s = segment; s < points - 1 && s < segment + 64; s++) {
            double ax = xz[2 * s], az = xz[2 * s + 1], bx = xz[2 * s + 2], bz = xz[2 * s + 3];
            double dx = bx - ax, dz = bz - az, len2 = dx * dx + dz * dz;
            double t = len2 > 0 ? Math.max(0, Math.min(1, ((x - ax) * dx + (z - az) * dz) / len2)) : 0;
            double ex = ax + dx * t - x, ez = az + dz * t - z, d = ex * ex + ez * ez;
            if (d < best) {
                best = d;
                bestSeg = s;
                bestT = t;
            } else if (d > best + 400) {
                break;
            }
        }
        segment = bestSeg;
        progress = along[bestSeg] + bestT * (along[bestSeg + 1] - along[bestSeg]);
        double speed = v.forwardSpeed();
        double look = Math.max(MIN_LOOK_AHEAD, 0.6 * Math.abs(speed));
        double target = Math.min(lengthMetres(), progress + look);
        int s = bestSeg;
        while (s < points - 2 && along[s + 1] < target) {
            s++;
        }
        double span = along[s + 1] - along[s];
        double t = span > 0 ? (target - along[s]) / span : 0;
        double tx = xz[2 * s] + (xz[2 * s + 2] - xz[2 * s]) * t, tz = xz[2 * s + 1] + (xz[2 * s + 3] - xz[2 * s + 1]) * t;
        // into the chassis's frame on the plan: forward (sin h, cos h), left (cos h, −sin h)
        double h = v.heading(), fx = Math.sin(h), fz = Math.cos(h);
        double dx = tx - x, dz = tz - z;
        double ahead = dx * fx + dz * fz, left = dx * fz - dz * fx;
        double d2 = Math.max(1e-6, ahead * ahead + left * left);
        double curvature = 2 * left / d2;
        if (v.settings() != measured) {
            measure(v.settings());
        }
        double angle = Math.atan(wheelbase * curvature);
        double steering = lock > 0 ? -angle / lock : 0;
        double remaining = lengthMetres() - progress;
        double want = Math.min(cruise, Math.sqrt(2 * END_DECELERATION * Math.max(0, remaining - ARRIVAL_METRES / 2)));
        double error = want - speed;
        double throttle = Math.max(0, Math.min(1, 0.4 * error));
        double brake = Math.max(0, Math.min(1, -0.3 * error));
        if (want < 0.3 && Math.abs(speed) < 1) {
            throttle = 0;
            brake = 1;
        }
        v.controls(throttle, brake, steering, false);
    }
}
