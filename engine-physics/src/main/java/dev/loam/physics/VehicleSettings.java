package dev.loam.physics;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a {@link Vehicle} is: its chassis (mass, the box its inertia and its body contacts come
 * from), its wheels, its engine and automatic gearbox, its drag, how it floats, floods and how
 * finely it is integrated. Immutable; made by {@link #builder()} or {@link #car()}.
 *
 * <p>The chassis frame has its origin at the centre of mass, +z forward, +y up and +x to the
 * vehicle's left. Units are SI: kilograms, metres, seconds, newtons, newton-metres, revolutions a
 * minute for the engine.
 */
public final class VehicleSettings {
    /** The most wheels a vehicle may have. */
    public static final int MAX_WHEELS = 16;
    /** The most forward gears a gearbox may have. */
    public static final int MAX_GEARS = 12;

    private final double mass;
    private final double halfWidth, halfHeight, halfLength;
    private final double boxY;
    private final double inertiaX, inertiaY, inertiaZ;
    private final List<WheelSettings> wheels;
    private final double maxTorque, idleRpm, peakRpm, redlineRpm;
    private final double[] gears;
    private final double reverseGear, finalDrive, efficiency, shiftUpRpm, shiftDownRpm, shiftSeconds;
    private final double airDrag, rollingResistance;
    private final double buoyantVolume, floodHeight, liquidDrag;
    private final double maxSubstep;

    private VehicleSettings(Builder b) {
        mass = b.mass;
        halfWidth = b.halfWidth;
        halfHeight = b.halfHeight;
        halfLength = b.halfLength;
        boxY = b.boxY;
        double w = 2 * halfWidth, h = 2 * halfHeight, l = 2 * halfLength;
        inertiaX = mass / 12 * (h * h + l * l);
        inertiaY = mass / 12 * (w * w + l * l);
        inertiaZ = mass / 12 * (w * w + h * h);
        wheels = List.copyOf(b.wheels);
        maxTorque = b.maxTorque;
        idleRpm = b.idleRpm;
        peakRpm = b.peakRpm;
        redlineRpm = b.redlineRpm;
        gears = b.gears.clone();
        reverseGear = b.reverseGear;
        finalDrive = b.finalDrive;
        efficiency = b.efficiency;
        shiftUpRpm = b.shiftUpRpm;
        shiftDownRpm = b.shiftDownRpm;
        shiftSeconds = b.shiftSeconds;
        airDrag = b.airDrag;
        rollingResistance = b.rollingResistance;
        buoyantVolume = b.buoyantVolume;
        floodHeight = b.floodHeight;
        liquidDrag = b.liquidDrag;
        maxSubstep = b.maxSubstep;
    }

    /**
     * A 1,200 kg front-wheel-drive hatchback: a 1.8 × 1.1 × 4.2 m body whose box stands 0.15 m over
     * the centre of mass, four {@link WheelSettings#road road wheels} at ±0.78 m across and
     * 1.3 m fore and aft (the front ones steering 35° and driven, the rear ones with a 2,500 N·m
     * handbrake and a lighter 800 N·m brake), a 250 N·m engine idling at 900 rpm, peaking at 4,000
     * and cut at 6,500, five gears (3.5, 2.1, 1.4, 1.0, 0.8; reverse 3.3) through a 3.9 final drive,
     * air drag 0.42 N/(m/s)², rolling resistance 0.015, sinking once flooded, integrated in steps
     * of at most 1/120 s.
     *
     * @return the settings
     */
    public static VehicleSettings car() {
        return builder().build();
    }

    /** A builder holding {@link #car()}'s values, to change what differs. */
    public static Builder builder() {
        return new Builder();
    }

    /** The chassis's mass, kilograms. */
    public double mass() {
        return mass;
    }

    /** The chassis box's half width (along x), metres. */
    public double halfWidth() {
        return halfWidth;
    }

    /** The chassis box's half height (along y), metres. */
    public double halfHeight() {
        return halfHeight;
    }

    /** The chassis box's half length (along z), metres. */
    public double halfLength() {
        return halfLength;
    }

    /** The height of the chassis box's centre over the centre of mass, metres. */
    public double boxY() {
        return boxY;
    }

    /** The chassis's moment of inertia about its x axis (pitch), kg·m², from its box and mass. */
    public double inertiaX() {
        return inertiaX;
    }

    /** The chassis's moment of inertia about its y axis (yaw), kg·m². */
    public double inertiaY() {
        return inertiaY;
    }

    /** The chassis's moment of inertia about its z axis (roll), kg·m². */
    public double inertiaZ() {
        return inertiaZ;
    }

    /** The wheels, in the order the vehicle's wheel queries number them. */
    public List<WheelSettings> wheels() {
        return wheels;
    }

    /** The engine's peak torque, newton-metres. */
    public double maxTorque() {
        return maxTorque;
    }

    /** The engine's idle speed, rpm: its speed with the clutch slipping. */
    public double idleRpm() {
        return idleRpm;
    }

    /** The engine speed of its peak torque, rpm. */
    public double peakRpm() {
        return peakRpm;
    }

    /** The engine speed at which its fuel is cut, rpm. */
    public double redlineRpm() {
        return redlineRpm;
    }

    /** How many forward gears the gearbox has. */
    public int gearCount() {
        return gears.length;
    }

    /**
     * A forward gear's ratio (engine turns a wheel turn, before the final drive).
     *
     * @param gear 1 to {@link #gearCount()}
     * @throws IllegalArgumentException for a gear out of range
     */
    public double gearRatio(int gear) {
        if (gear < 1 || gear > gears.length) {
            throw new IllegalArgumentException("gear " + gear + " is not one of 1 to " + gears.length);
        }
        return gears[gear - 1];
    }

    /** The reverse gear's ratio. */
    public double reverseGear() {
        return reverseGear;
    }

    /** The final drive's ratio. */
    public double finalDrive() {
        return finalDrive;
    }

    /** The share of the engine's torque that reaches the wheels, over 0 and at most 1. */
    public double efficiency() {
        return efficiency;
    }

    /** The engine speed at which the gearbox shifts up, rpm. */
    public double shiftUpRpm() {
        return shiftUpRpm;
    }

    /** The engine speed under which the gearbox shifts down, rpm. */
    public double shiftDownRpm() {
        return shiftDownRpm;
    }

    /** How long a shift takes, seconds, the engine's torque cut meanwhile. */
    public double shiftSeconds() {
        return shiftSeconds;
    }

    /** The air's drag, newtons a (metre a second) squared. */
    public double airDrag() {
        return airDrag;
    }

    /** The tyres' rolling resistance, a fraction of each wheel's load. */
    public double rollingResistance() {
        return rollingResistance;
    }

    /** The sealed volume that still floats the vehicle once flooded, cubic metres. */
    public double buoyantVolume() {
        return buoyantVolume;
    }

    /** The height over the chassis box's centre at which water floods the engine, metres. */
    public double floodHeight() {
        return floodHeight;
    }

    /** A liquid's drag on the body wholly immersed, newtons a (metre a second) squared, per 1,000 kg/m³ of density. */
    public double liquidDrag() {
        return liquidDrag;
    }

    /** The longest integration step, seconds: a longer {@link Vehicle#step} is split into equal steps no longer than this. */
    public double maxSubstep() {
        return maxSubstep;
    }

    /** Builds {@link VehicleSettings}; every setter checks its value and names it when refused. Not thread-safe. */
    public static final class Builder {
        private double mass = 1_200;
        private double halfWidth = 0.9, halfHeight = 0.55, halfLength = 2.1, boxY = 0.15;
        private final List<WheelSettings> wheels = new ArrayList<>(List.of(
                WheelSettings.road(0.78, -0.05, 1.3).steering(Math.toRadians(35)).drivenWheel(),
                WheelSettings.road(-0.78, -0.05, 1.3).steering(Math.toRadians(35)).drivenWheel(),
                rear(0.78), rear(-0.78)));
        private double maxTorque = 250, idleRpm = 900, peakRpm = 4_000, redlineRpm = 6_500;
        private double[] gears = {3.5, 2.1, 1.4, 1.0, 0.8};
        private double reverseGear = 3.3, finalDrive = 3.9, efficiency = 0.9;
        private double shiftUpRpm = 5_800, shiftDownRpm = 2_400, shiftSeconds = 0.25;
        private double airDrag = 0.42, rollingResistance = 0.015;
        private double buoyantVolume = 0.7, floodHeight = 0.0, liquidDrag = 4_000;
        private double maxSubstep = 1.0 / 120;

        private static WheelSettings rear(double x) {
            WheelSettings w = WheelSettings.road(x, -0.05, -1.3).handbrake(2_500);
            return new WheelSettings(w.x(), w.y(), w.z(), w.radius(), w.restLength(), w.travel(), w.stiffness(),
                    w.damping(), w.friction(), w.slidingFriction(), w.peakSlipRatio(), w.peakSlipAngle(), w.inertia(),
                    w.maxSteer(), w.driven(), 800, w.handbrakeTorque());
        }

        private Builder() {
        }

        /** The chassis's mass, kilograms, above 0. */
        public Builder mass(double kilograms) {
            WheelSettings.positive("mass", kilograms);
            this.mass = kilograms;
            return this;
        }

        /**
         * The chassis box: half width, half height, half length (metres, above 0) and the height of
         * its centre over the centre of mass (metres). Its inertia is a solid box's of the mass.
         */
        public Builder box(double halfWidth, double halfHeight, double halfLength, double centreY) {
            WheelSettings.positive("halfWidth", halfWidth);
            WheelSettings.positive("halfHeight", halfHeight);
            WheelSettings.positive("halfLength", halfLength);
            WheelSettings.finite("centreY", centreY);
            this.halfWidth = halfWidth;
            this.halfHeight = halfHeight;
            this.halfLength = halfLength;
            this.boxY = centreY;
            return this;
        }

        /** The wheels, 1 to {@value VehicleSettings#MAX_WHEELS}, none null. */
        public Builder wheels(List<WheelSettings> wheels) {
            Objects.requireNonNull(wheels, "wheels");
            if (wheels.isEmpty() || wheels.size() > MAX_WHEELS) {
                throw new IllegalArgumentException("wheels: " + wheels.size() + " given, 1 to " + MAX_WHEELS + " allowed");
            }
            for (int i = 0; i < wheels.size(); i++) {
                if (wheels.get(i) == null) {
                    throw new IllegalArgumentException("wheels[" + i + "] is null");
                }
            }
            this.wheels.clear();
            this.wheels.addAll(wheels);
            return this;
        }

        /** The engine: peak torque (N·m, above 0), idle, peak-torque and cut-off speeds (rpm, rising, idle above 0). */
        public Builder engine(double maxTorque, double idleRpm, double peakRpm, double redlineRpm) {
            WheelSettings.positive("maxTorque", maxTorque);
            WheelSettings.positive("idleRpm", idleRpm);
            WheelSettings.positive("peakRpm", peakRpm);
            WheelSettings.positive("redlineRpm", redlineRpm);
            if (!(idleRpm < peakRpm && peakRpm < redlineRpm)) {
                throw new IllegalArgumentException("engine speeds idle " + idleRpm + " < peak " + peakRpm + " < redline "
                        + redlineRpm + " rpm must rise");
            }
            this.maxTorque = maxTorque;
            this.idleRpm = idleRpm;
            this.peakRpm = peakRpm;
            this.redlineRpm = redlineRpm;
            return this;
        }

        /**
         * The gearbox: forward ratios (1 to {@value VehicleSettings#MAX_GEARS}, each above 0 and lower
         * than the one before), the reverse ratio and the final drive (above 0), and the share of
         * torque that reaches the wheels (over 0, at most 1).
         */
        public Builder gearbox(double[] forward, double reverse, double finalDrive, double efficiency) {
            Objects.requireNonNull(forward, "forward");
            if (forward.length == 0 || forward.length > MAX_GEARS) {
                throw new IllegalArgumentException("gears: " + forward.length + " given, 1 to " + MAX_GEARS + " allowed");
            }
            for (int i = 0; i < forward.length; i++) {
                WheelSettings.positive("gears[" + i + "]", forward[i]);
                if (i > 0 && !(forward[i] < forward[i - 1])) {
                    throw new IllegalArgumentException("gears[" + i + "] " + forward[i] + " must be lower than gears["
                            + (i - 1) + "] " + forward[i - 1]);
                }
            }
            WheelSettings.positive("reverse", reverse);
            WheelSettings.positive("finalDrive", finalDrive);
            if (!(efficiency > 0 && efficiency <= 1)) {
                throw new IllegalArgumentException("efficiency " + efficiency + " must be over 0 and at most 1");
            }
            this.gears = forward.clone();
            this.reverseGear = reverse;
            this.finalDrive = finalDrive;
            this.efficiency = efficiency;
            return this;
        }

        /** When the automatic gearbox shifts (rpm, down under up, both above 0) and how long a shift takes (seconds, 0 or more). */
        public Builder shifting(double upRpm, double downRpm, double seconds) {
            WheelSettings.positive("upRpm", upRpm);
            WheelSettings.positive("downRpm", downRpm);
            WheelSettings.notNegative("seconds", seconds);
            if (!(downRpm < upRpm)) {
                throw new IllegalArgumentException("shift down at " + downRpm + " rpm must be under shift up at " + upRpm + " rpm");
            }
            this.shiftUpRpm = upRpm;
            this.shiftDownRpm = downRpm;
            this.shiftSeconds = seconds;
            return this;
        }

        /** Air drag (N/(m/s)², 0 or more) and rolling resistance (a fraction of load, 0 or more). */
        public Builder drag(double airDrag, double rollingResistance) {
            WheelSettings.notNegative("airDrag", airDrag);
            WheelSettings.notNegative("rollingResistance", rollingResistance);
            this.airDrag = airDrag;
            this.rollingResistance = rollingResistance;
            return this;
        }

        /**
         * In liquids: the sealed volume that floats it (m³, 0 or more; under the mass over 1,000
         * kg/m³ it sinks in water), the flood height over the box's centre (metres) and the drag
         * of a liquid of water's density on the body wholly immersed (N/(m/s)², 0 or more).
         */
        public Builder liquid(double buoyantVolume, double floodHeight, double liquidDrag) {
            WheelSettings.notNegative("buoyantVolume", buoyantVolume);
            WheelSettings.finite("floodHeight", floodHeight);
            WheelSettings.notNegative("liquidDrag", liquidDrag);
            this.buoyantVolume = buoyantVolume;
            this.floodHeight = floodHeight;
            this.liquidDrag = liquidDrag;
            return this;
        }

        /** The longest integration step, seconds, over 0 and at most 1/20. */
        public Builder maxSubstep(double seconds) {
            if (!(seconds > 0 && seconds <= 0.05)) {
                throw new IllegalArgumentException("maxSubstep " + seconds + " s must be over 0 and at most 1/20 s");
            }
            this.maxSubstep = seconds;
            return this;
        }

        /** The settings. */
        public VehicleSettings build() {
            boolean anyDriven = false;
            for (WheelSettings w : wheels) {
                anyDriven |= w.driven();
            }
            if (!anyDriven) {
                throw new IllegalArgumentException("wheels: none is driven; mark at least one with drivenWheel()");
            }
            return new VehicleSettings(this);
        }
    }
}
