package dev.loam.physics;

/**
 * One wheel of a {@link VehicleSettings}: where its suspension is fixed to the chassis, how the
 * suspension springs, what the tyre grips, and what drives, brakes and steers it. Positions are in
 * the chassis frame, metres from the centre of mass: +z forward, +y up, +x to the vehicle's left
 * (so −x is its right). The suspension runs straight down the chassis's −y from the attachment
 * point; the wheel's centre sits the suspension's length under it.
 *
 * @param x               the attachment point's left offset, metres (negative: a right wheel)
 * @param y               the attachment point's height over the centre of mass, metres
 * @param z               the attachment point's forward offset, metres (negative: a rear wheel)
 * @param radius          the wheel's radius, metres, above 0
 * @param restLength      the suspension's unloaded length, metres, above 0: the longest it
 *                        gets; the wheel touches ground within this plus its radius
 * @param travel          how far the suspension compresses from its rest length before it
 *                        meets its bump stop, metres, above 0 and under {@code restLength}
 * @param stiffness       the spring's rate, newtons a metre of compression, above 0
 * @param damping         the damper's rate, newton-seconds a metre, 0 or more
 * @param friction        the tyre's peak friction coefficient (grip up to its peak slip), above 0
 * @param slidingFriction the tyre's friction coefficient once it slides (three times its peak
 *                        slip and more), above 0 and not above {@code friction}
 * @param peakSlipRatio   the longitudinal slip ratio (tyre speed over ground speed, less one) up
 *                        to which the tyre holds its peak grip, above 0
 * @param peakSlipAngle   the lateral slip angle up to which the tyre holds its peak grip, radians,
 *                        above 0 and under π/4
 * @param inertia         the wheel's moment of inertia about its axle, kg·m², above 0
 * @param maxSteer        the largest steering angle, radians, 0 (a wheel that does not steer) up
 *                        to π/3
 * @param driven          whether the engine drives this wheel
 * @param brakeTorque     the brake's torque at a full pedal, newton-metres, 0 or more
 * @param handbrakeTorque the handbrake's torque, newton-metres, 0 (no handbrake here) or more
 */
public record WheelSettings(double x, double y, double z, double radius, double restLength, double travel,
                            double stiffness, double damping, double friction, double slidingFriction,
                            double peakSlipRatio, double peakSlipAngle, double inertia, double maxSteer, boolean driven,
                            double brakeTorque, double handbrakeTorque) {
    /**
     * Checks every field.
     *
     * @throws IllegalArgumentException naming the first field out of range
     */
    public WheelSettings {
        finite("x", x);
        finite("y", y);
        finite("z", z);
        positive("radius", radius);
        positive("restLength", restLength);
        positive("travel", travel);
        if (!(travel < restLength)) {
            throw new IllegalArgumentException("travel " + travel + " m must be under the rest length " + restLength + " m");
        }
        positive("stiffness", stiffness);
        notNegative("damping", damping);
        positive("friction", friction);
        positive("slidingFriction", slidingFriction);
        if (slidingFriction > friction) {
            throw new IllegalArgumentException("slidingFriction " + slidingFriction + " must not exceed friction " + friction);
        }
        positive("peakSlipRatio", peakSlipRatio);
        positive("peakSlipAngle", peakSlipAngle);
        if (!(peakSlipAngle < Math.PI / 4)) {
            throw new IllegalArgumentException("peakSlipAngle " + peakSlipAngle + " rad must be under π/4");
        }
        positive("inertia", inertia);
        notNegative("maxSteer", maxSteer);
        if (maxSteer > Math.PI / 3) {
            throw new IllegalArgumentException("maxSteer " + maxSteer + " rad must not exceed π/3");
        }
        notNegative("brakeTorque", brakeTorque);
        notNegative("handbrakeTorque", handbrakeTorque);
    }

    /**
     * A road car's wheel at an attachment point: radius 0.33 m, 0.35 m of suspension compressing
     * 0.25 m, 25 kN/m springs, 2.5 kN·s/m dampers, tyres gripping at 1.0 up to 10% slip or 8° and
     * sliding at 0.8, 1.2 kg·m², a 1,200 N·m brake; no steering, drive or handbrake until set.
     *
     * @param x the attachment point's left offset, metres
     * @param y its height over the centre of mass, metres
     * @param z its forward offset, metres
     * @return the wheel
     */
    public static WheelSettings road(double x, double y, double z) {
        return new WheelSettings(x, y, z, 0.33, 0.35, 0.25, 25_000, 2_500, 1.0, 0.8, 0.1, Math.toRadians(8), 1.2, 0,
                false, 1_200, 0);
    }

    /** This wheel steering up to {@code radians} either way. */
    public WheelSettings steering(double radians) {
        return new WheelSettings(x, y, z, radius, restLength, travel, stiffness, damping, friction, slidingFriction,
                peakSlipRatio, peakSlipAngle, inertia, radians, driven, brakeTorque, handbrakeTorque);
    }

    /** This wheel driven by the engine. */
    public WheelSettings drivenWheel() {
        return new WheelSettings(x, y, z, radius, restLength, travel, stiffness, damping, friction, slidingFriction,
                peakSlipRatio, peakSlipAngle, inertia, maxSteer, true, brakeTorque, handbrakeTorque);
    }

    /** This wheel with a handbrake of {@code newtonMetres}. */
    public WheelSettings handbrake(double newtonMetres) {
        return new WheelSettings(x, y, z, radius, restLength, travel, stiffness, damping, friction, slidingFriction,
                peakSlipRatio, peakSlipAngle, inertia, maxSteer, driven, brakeTorque, newtonMetres);
    }

    /** This wheel with tyres of another peak and sliding friction coefficient. */
    public WheelSettings grip(double peak, double sliding) {
        return new WheelSettings(x, y, z, radius, restLength, travel, stiffness, damping, peak, sliding, peakSlipRatio,
                peakSlipAngle, inertia, maxSteer, driven, brakeTorque, handbrakeTorque);
    }

    static void finite(String name, double v) {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException(name + " " + v + " must be finite");
        }
    }

    static void positive(String name, double v) {
        if (!(v > 0) || !Double.isFinite(v)) {
            throw new IllegalArgumentException(name + " " + v + " must be finite and above 0");
        }
    }

    static void notNegative(String name, double v) {
        if (!(v >= 0) || !Double.isFinite(v)) {
            throw new IllegalArgumentException(name + " " + v + " must be finite, 0 or more");
        }
    }
}
