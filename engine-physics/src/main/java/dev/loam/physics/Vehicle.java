package dev.loam.physics;

import java.util.Objects;
import org.joml.Quaterniond;
import org.joml.Vector3d;

/**
 * A wheeled vehicle: a rigid chassis on raycast wheels, driven over a {@link CollisionWorld}'s
 * colliders (block maps, terrains, regions' ground and road decks, mesh colliders alike, through
 * {@link CollisionWorld#raycast}).
 *
 * <p>Each integration step (at most {@link VehicleSettings#maxSubstep()} long; a longer
 * {@link #step} is split into equal ones) does, in order:
 * <ol>
 *   <li>gravity on the chassis;</li>
 *   <li>for each wheel, a ray from its attachment point down the chassis's −y, its rest length plus
 *       its radius long: where it meets ground the suspension's spring (rate × compression from
 *       the rest length, a bump stop ten times as stiff past its travel) and damper (rate × the
 *       attachment point's speed toward the ground) push the chassis along the ground's normal at
 *       the contact, never pulling; that push is the wheel's load;</li>
 *   <li>the engine's torque (a curve from 70% at idle through its peak to 70% at the cut-off, times
 *       the throttle), through the automatic gearbox's ratio and the final drive, shared among the
 *       driven wheels' spins; the torque is cut while a gear changes;</li>
 *   <li>the tyres and brakes as velocity constraints solved by sequential impulses: the brake
 *       (pedal, handbrake and rolling resistance) holds each wheel's spin toward zero up to its
 *       torque; each tyre in contact holds its contact patch to the ground along its rolling
 *       direction and across it, its impulses limited together to a friction ellipse of the load
 *       times the tyre's friction coefficient. That coefficient follows the tyre's slip: its peak up
 *       to the peak slip ratio (along) or angle (across), falling linearly to its sliding value at
 *       three times that, so a locked or spinning wheel and a car sliding sideways grip less;</li>
 *   <li>the chassis box's corners: a corner under the surface is found inside a collider by a ray
 *       from the box's centre, pushed out and its velocity into the surface removed, with friction
 *       (walls, railings, a roll-over); an upright body's top corners are tried only when something
 *       stands over a bottom one;</li>
 *   <li>liquids ({@link #setLiquids}), sampled under each wheel and under the centre of mass: a
 *       liquid over a wheel's lowest point or the body's bottom is entered; under the centre of
 *       mass, buoyancy of the immersed share of the body's sealed volume and a drag that grows with
 *       the immersion; water over the flood height floods the engine, lava touching a wheel or the
 *       body wrecks the vehicle (each a {@link VehicleEvent});</li>
 *   <li>air drag, then the chassis's pose integrated (semi-implicit Euler).</li>
 * </ol>
 * The same drive at 30, 60 or 240 steps a second takes the same path within the tolerances its
 * tests state, since every step is split to the same integration step or a shorter one.
 *
 * <p>Controls: throttle and brake 0 to 1, steering −1 (full left) to 1 (full right), the handbrake,
 * and reverse (engaged once the vehicle is nearly stopped). The chassis frame is
 * {@link VehicleSettings}'s: +z forward, +y up, +x left. Not thread-safe; a step allocates nothing.
 */
public final class Vehicle {
    /** The gravity the vehicle falls by, metres per second squared. */
    public static final double GRAVITY = 9.81;
    /** The density of water, kilograms a cubic metre. */
    public static final double WATER_DENSITY = 1_000;
    /** The density of lava, kilograms a cubic metre. */
    public static final double LAVA_DENSITY = 2_600;
    /** Sequential impulse passes over the wheels each integration step. */
    static final int ITERATIONS = 4;
    /** The tyre solve's doubles a wheel: f, r × f, s, r × s, the two angular responses, the grip's reach, f and s over the mass. */
    private static final int SOLVE_STRIDE = 25;
    /** Slip is measured against at least this ground speed, metres a second, so it stays finite at rest. */
    static final double SLIP_SPEED_FLOOR = 1.0;
    /** The bump stop's rate, in springs' rates. */
    static final double BUMP_STOP = 10;
    /** Forward speeds under this (metres a second) let the gearbox go into or out of reverse. */
    static final double REVERSE_SPEED = 1.0;
    /** A wheel's ray counts ground whose normal is at least this much along the suspension (about 78°). */
    static final double MIN_GROUND_COSINE = 0.2;
    /** The share of a chassis corner's depth pushed out each integration step. */
    static final double PUSH_OUT = 0.5;
    /** The share of the cut-off speed over which the engine's torque fades out under it. */
    static final double LIMITER = 0.03;
    /** The chassis's up axis's y over which the body counts as upright and its top corners stand over its bottom ones. */
    static final double UPRIGHT = 0.95;
    /** The chassis box's friction against what it hits. */
    static final double BODY_FRICTION = 0.4;

    /** What state the vehicle is in. */
    public enum Condition {
        /** It drives. */
        RUNNING,
        /** Water flooded its engine: the engine is dead, its driven wheels locked. */
        FLOODED,
        /** Lava wrecked it: the engine is dead, every wheel locked. */
        WRECKED
    }

    private final CollisionWorld world;
    private final VehicleSettings settings;
    private final int n;
    private final double mass;
    private final double invMass;
    private final double invIx, invIy, invIz;
    private final double hw, hh, hl, boxY;
    private final double[] ax, ay, az, radius, rest, minLength, stiffness, damping, friction, sliding, peakSlip,
            peakAngle, peakTan, wheelInertia, maxSteer, brakeTorque, handbrakeTorque;
    private final boolean[] driven;
    private final int drivenCount;
    private final double meanDrivenRadius;

    // chassis state: position of the centre of mass, orientation, velocities (world)
    private double px, py, pz;
    private double qx, qy, qz, qw = 1;
    private double vx, vy, vz;
    private double wx, wy, wz;
    // rotation matrix and world inverse inertia, refreshed each integration step
    private double r00, r01, r02, r10, r11, r12, r20, r21, r22;
    private double i00, i01, i02, i11, i12, i22;

    // wheel state
    private final double[] steerFor, steerSin, steerCos;
    private final double[] spin, rotation, steer, length, load, slipRatio, slipAngle;
    private final boolean[] contact;
    private final Collider[] ground;
    private final double[] cpx, cpy, cpz, cnx, cny, cnz;
    private final double[] jx, jy, jb, invLimF, invLimS, invMassF, massF, freeMassF, massS, brakeLimit;
    private final double[] invWheelInertia;
    /** Each tyre's rows in the tyre solve, {@link #SOLVE_STRIDE} a wheel. */
    private final double[] solve;

    // controls
    private double throttle, brake, steering;
    private boolean handbrake, reverse;

    // drivetrain
    private int gear = 1;
    private double shiftTimer;
    private double rpm;
    private double engineTorque;

    // liquids and events
    private LiquidVolumes liquids = LiquidVolumes.NONE;
    private final LiquidSample sample = new LiquidSample();
    private VehicleListener listener;
    private final VehicleEvent event = new VehicleEvent();
    private Condition condition = Condition.RUNNING;
    private boolean inLiquid, submerged;
    private double immersion;
    private double time;

    private final CollisionHit hit = new CollisionHit();
    /** Whether a bottom corner of the body had something over it this integration step. */
    private boolean overhead;

    private Vehicle(CollisionWorld world, VehicleSettings s) {
        this.world = world;
        this.settings = s;
        this.n = s.wheels().size();
        this.mass = s.mass();
        this.invMass = 1 / s.mass();
        this.invIx = 1 / s.inertiaX();
        this.invIy = 1 / s.inertiaY();
        this.invIz = 1 / s.inertiaZ();
        this.hw = s.halfWidth();
        this.hh = s.halfHeight();
        this.hl = s.halfLength();
        this.boxY = s.boxY();
        ax = new double[n];
        ay = new double[n];
        az = new double[n];
        radius = new double[n];
        rest = new double[n];
        minLength = new double[n];
        stiffness = new double[n];
        damping = new double[n];
        friction = new double[n];
        sliding = new double[n];
        peakSlip = new double[n];
        peakAngle = new double[n];
        peakTan = new double[n];
        wheelInertia = new double[n];
        invWheelInertia = new double[n];
        maxSteer = new double[n];
        brakeTorque = new double[n];
        handbrakeTorque = new double[n];
        driven = new boolean[n];
        int d = 0;
        for (int i = 0; i < n; i++) {
            WheelSettings w = s.wheels().get(i);
            ax[i] = w.x();
            ay[i] = w.y();
            az[i] = w.z();
            radius[i] = w.radius();
            rest[i] = w.restLength();
            minLength[i] = w.restLength() - w.travel();
            stiffness[i] = w.stiffness();
            damping[i] = w.damping();
            friction[i] = w.friction();
            sliding[i] = w.slidingFriction();
            peakSlip[i] = w.peakSlipRatio();
            peakAngle[i] = w.peakSlipAngle();
            peakTan[i] = Math.tan(w.peakSlipAngle());
            wheelInertia[i] = w.inertia();
            invWheelInertia[i] = 1 / w.inertia();
            maxSteer[i] = w.maxSteer();
            brakeTorque[i] = w.brakeTorque();
            handbrakeTorque[i] = w.handbrakeTorque();
            driven[i] = w.driven();
            if (w.driven()) {
                d++;
            }
        }
        drivenCount = d;
        double r = 0;
        for (int i = 0; i < n; i++) {
            if (driven[i]) {
                r += radius[i];
            }
        }
        meanDrivenRadius = r / d;
        spin = new double[n];
        rotation = new double[n];
        steer = new double[n];
        steerFor = new double[n];
        steerSin = new double[n];
        steerCos = new double[n];
        java.util.Arrays.fill(steerCos, 1);
        length = new double[n];
        load = new double[n];
        slipRatio = new double[n];
        slipAngle = new double[n];
        contact = new boolean[n];
        ground = new Collider[n];
        cpx = new double[n];
        cpy = new double[n];
        cpz = new double[n];
        cnx = new double[n];
        cny = new double[n];
        cnz = new double[n];
        jx = new double[n];
        jy = new double[n];
        jb = new double[n];
        invLimF = new double[n];
        invLimS = new double[n];
        invMassF = new double[n];
        massF = new double[n];
        freeMassF = new double[n];
        massS = new double[n];
        brakeLimit = new double[n];
        solve = new double[n * SOLVE_STRIDE];
        for (int i = 0; i < n; i++) {
            length[i] = rest[i];
        }
        rpm = s.idleRpm();
    }

    /**
     * Stands a vehicle on the ground under (x, z), facing a heading, its suspension at the
     * sag its weight gives it on level ground, at rest.
     *
     * @param world    the colliders it drives on; it keeps the reference
     * @param settings what vehicle
     * @param x        world x of the centre of mass, metres
     * @param z        world z, metres
     * @param heading  the direction it faces, radians about +y: 0 faces +z, π/2 faces +x
     * @return the vehicle
     * @throws IllegalArgumentException where a coordinate is not finite, or where nothing stands
     *                                  under a wheel (naming the wheel and the point)
     */
    public static Vehicle spawn(CollisionWorld world, VehicleSettings settings, double x, double z, double heading) {
        Objects.requireNonNull(world, "world");
        Objects.requireNonNull(settings, "settings");
        if (!Double.isFinite(x) || !Double.isFinite(z) || !Double.isFinite(heading)) {
            throw new IllegalArgumentException("vehicle spawn (" + x + ", " + z + ") heading " + heading + " is not finite");
        }
        Vehicle v = new Vehicle(world, settings);
        double sin = Math.sin(heading), cos = Math.cos(heading);
        v.qy = Math.sin(heading / 2);
        v.qw = Math.cos(heading / 2);
        double weightShare = settings.mass() * GRAVITY / v.n;
        double y = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < v.n; i++) {
            double wxp = x + cos * v.ax[i] + sin * v.az[i];
            double wzp = z - sin * v.ax[i] + cos * v.az[i];
            double g = world.surfaceHeight(wxp, wzp);
            if (g == Double.NEGATIVE_INFINITY) {
                throw new IllegalArgumentException("nothing stands under wheel " + i + " at (" + wxp + ", " + wzp
                        + "): a vehicle spawned at (" + x + ", " + z + ") needs ground under every wheel");
            }
            double sag = Math.min(v.rest[i] - v.minLength[i], weightShare / v.stiffness[i]);
            y = Math.max(y, g + v.radius[i] + v.rest[i] - sag - v.ay[i]);
        }
        v.px = x;
        v.py = y;
        v.pz = z;
        return v;
    }

    // ---- controls -----------------------------------------------------------------------------

    /**
     * Sets the controls held until changed.
     *
     * @param throttle  0 (none) to 1 (full), clamped
     * @param brake     0 to 1, clamped
     * @param steering  −1 (full left) to 1 (full right), clamped
     * @param handbrake whether the handbrake is pulled
     * @throws IllegalArgumentException for a value that is not a number
     */
    public void controls(double throttle, double brake, double steering, boolean handbrake) {
        if (Double.isNaN(throttle) || Double.isNaN(brake) || Double.isNaN(steering)) {
            throw new IllegalArgumentException("controls throttle " + throttle + ", brake " + brake + ", steering "
                    + steering + ": each must be a number");
        }
        this.throttle = Math.max(0, Math.min(1, throttle));
        this.brake = Math.max(0, Math.min(1, brake));
        this.steering = Math.max(-1, Math.min(1, steering));
        this.handbrake = handbrake;
    }

    /** Selects reverse (true) or drive (false); the gearbox changes once the vehicle is nearly stopped. */
    public void selectReverse(boolean reverse) {
        this.reverse = reverse;
    }

    /** Sets the liquids the vehicle can enter, {@link LiquidVolumes#NONE} for none (the default); not null. */
    public void setLiquids(LiquidVolumes liquids) {
        this.liquids = Objects.requireNonNull(liquids, "liquids");
    }

    /** Sets the listener told of events, or null for none. */
    public void setListener(VehicleListener listener) {
        this.listener = listener;
    }

    // ---- stepping -----------------------------------------------------------------------------

    /** How far past a whole number of sub-steps a step may go and still be split into that many. */
    private static final double SUBSTEP_SLACK = 1e-6;

    /**
     * Advances the vehicle by {@code dtSeconds}, in equal integration steps no longer than the
     * settings' {@link VehicleSettings#maxSubstep()}, give or take a millionth: a frame's time held
     * in a {@code float} ({@code 1 / 60f} is 0.0166666675 s, over 1/60 s) is split as its exact
     * value is, into two steps of 1/120 s and not three.
     *
     * @param dtSeconds the step's length, seconds, above 0 and at most 1
     * @throws IllegalArgumentException for a step out of range
     */
    public void step(double dtSeconds) {
        if (!(dtSeconds > 0 && dtSeconds <= 1)) {
            throw new IllegalArgumentException("vehicle step " + dtSeconds + " s must be above 0 and at most 1 s");
        }
        int steps = Math.max(1, (int) Math.ceil(dtSeconds / settings.maxSubstep() - SUBSTEP_SLACK));
        double h = dtSeconds / steps;
        for (int k = 0; k < steps; k++) {
            integrate(h);
        }
    }

    private void integrate(double h) {
        frame();
        suspension(h);
        vy -= GRAVITY * h;
        drivetrain(h);
        tyres(h);
        body();
        liquid(h);
        double speed = Math.sqrt(vx * vx + vy * vy + vz * vz);
        double f = Math.min(1, settings.airDrag() * speed * h / mass);
        vx -= vx * f;
        vy -= vy * f;
        vz -= vz * f;
        px += vx * h;
        py += vy * h;
        pz += vz * h;
        // q += ½ (ω, 0) q h
        double dqx = 0.5 * h * (wx * qw + wy * qz - wz * qy);
        double dqy = 0.5 * h * (wy * qw + wz * qx - wx * qz);
        double dqz = 0.5 * h * (wz * qw + wx * qy - wy * qx);
        double dqw = 0.5 * h * (-wx * qx - wy * qy - wz * qz);
        qx += dqx;
        qy += dqy;
        qz += dqz;
        qw += dqw;
        double ql = 1 / Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
        qx *= ql;
        qy *= ql;
        qz *= ql;
        qw *= ql;
        for (int i = 0; i < n; i++) {
            double turned = rotation[i] + spin[i] * h;
            // One turn off, exactly (within a factor of two of 2π the difference is exact), as the
            // remainder would give; the remainder itself only past three half turns.
            if (turned > Math.PI) {
                turned = turned < 3 * Math.PI ? turned - 2 * Math.PI : Math.IEEEremainder(turned, 2 * Math.PI);
            } else if (turned < -Math.PI) {
                turned = turned > -3 * Math.PI ? turned + 2 * Math.PI : Math.IEEEremainder(turned, 2 * Math.PI);
            }
            rotation[i] = turned;
        }
        time += h;
    }

    /** The rotation matrix and the world's inverse inertia from the orientation. */
    private void frame() {
        double xx = qx * qx, yy = qy * qy, zz = qz * qz, xy = qx * qy, xz = qx * qz, yz = qy * qz, wxq = qw * qx,
                wyq = qw * qy, wzq = qw * qz;
        r00 = 1 - 2 * (yy + zz);
        r01 = 2 * (xy - wzq);
        r02 = 2 * (xz + wyq);
        r10 = 2 * (xy + wzq);
        r11 = 1 - 2 * (xx + zz);
        r12 = 2 * (yz - wxq);
        r20 = 2 * (xz - wyq);
        r21 = 2 * (yz + wxq);
        r22 = 1 - 2 * (xx + yy);
        // R diag(invI) Rᵀ
        i00 = r00 * r00 * invIx + r01 * r01 * invIy + r02 * r02 * invIz;
        i01 = r00 * r10 * invIx + r01 * r11 * invIy + r02 * r12 * invIz;
        i02 = r00 * r20 * invIx + r01 * r21 * invIy + r02 * r22 * invIz;
        i11 = r10 * r10 * invIx + r11 * r11 * invIy + r12 * r12 * invIz;
        i12 = r10 * r20 * invIx + r11 * r21 * invIy + r12 * r22 * invIz;
        i22 = r20 * r20 * invIx + r21 * r21 * invIy + r22 * r22 * invIz;
    }

    private void suspension(double h) {
        double dx = -r01, dy = -r11, dz = -r21;
        for (int i = 0; i < n; i++) {
            double hx = px + r00 * ax[i] + r01 * ay[i] + r02 * az[i];
            double hy = py + r10 * ax[i] + r11 * ay[i] + r12 * az[i];
            double hz = pz + r20 * ax[i] + r21 * ay[i] + r22 * az[i];
            steer[i] = -steering * maxSteer[i];
            contact[i] = false;
            ground[i] = null;
            load[i] = 0;
            if (!world.raycast(hx, hy, hz, dx, dy, dz, rest[i] + radius[i], hit)) {
                length[i] = rest[i];
                continue;
            }
            double nx = hit.normal().x(), ny = hit.normal().y(), nz = hit.normal().z();
            if (-(nx * dx + ny * dy + nz * dz) < MIN_GROUND_COSINE) {
                length[i] = rest[i];
                continue;
            }
            double l = hit.distance() - radius[i];
            double qxp = hit.point().x(), qyp = hit.point().y(), qzp = hit.point().z();
            double rx = hx - px, ry = hy - py, rz = hz - pz;
            double sdot = (vx + wy * rz - wz * ry) * dx + (vy + wz * rx - wx * rz) * dy + (vz + wx * ry - wy * rx) * dz;
            double force = stiffness[i] * (rest[i] - l) + damping[i] * sdot;
            if (l < minLength[i]) {
                force += BUMP_STOP * stiffness[i] * (minLength[i] - l);
            }
            contact[i] = true;
            ground[i] = hit.collider();
            length[i] = Math.max(l, minLength[i]);
            cpx[i] = qxp;
            cpy[i] = qyp;
            cpz[i] = qzp;
            cnx[i] = nx;
            cny[i] = ny;
            cnz[i] = nz;
            if (force <= 0) {
                continue;
            }
            load[i] = force;
            impulse(nx * force * h, ny * force * h, nz * force * h, qxp - px, qyp - py, qzp - pz);
        }
    }

    private void drivetrain(double h) {
        double forward = forwardSpeed();
        if (condition == Condition.RUNNING) {
            if (reverse && gear > 0 && forward < REVERSE_SPEED) {
                gear = -1;
                shiftTimer = settings.shiftSeconds();
            } else if (!reverse && gear < 0 && forward > -REVERSE_SPEED) {
                gear = 1;
                shiftTimer = settings.shiftSeconds();
            }
        }
        double ratio = (gear > 0 ? settings.gearRatio(gear) : settings.reverseGear()) * settings.finalDrive();
        double avg = 0;
        for (int i = 0; i < n; i++) {
            if (driven[i]) {
                avg += spin[i];
            }
        }
        avg /= drivenCount;
        rpm = Math.max(settings.idleRpm(), Math.abs(avg) * ratio * 60 / (2 * Math.PI));
        if (condition != Condition.RUNNING) {
            rpm = 0;
        }
        if (shiftTimer > 0) {
            shiftTimer -= h;
        } else if (gear > 0 && condition == Condition.RUNNING) {
            // Shift on the road speed, not on a spinning wheel's, and only where the new gear lands
            // between the shift points, so the gearbox never hunts.
            double road = Math.abs(forward) / meanDrivenRadius * settings.finalDrive() * 60 / (2 * Math.PI);
            double here = road * settings.gearRatio(gear);
            if (here > settings.shiftUpRpm() && gear < settings.gearCount()
                    && road * settings.gearRatio(gear + 1) > settings.shiftDownRpm()) {
                gear++;
                shiftTimer = settings.shiftSeconds();
            } else if (here < settings.shiftDownRpm() && gear > 1
                    && road * settings.gearRatio(gear - 1) < settings.shiftUpRpm()) {
                gear--;
                shiftTimer = settings.shiftSeconds();
            }
        }
        engineTorque = 0;
        if (condition == Condition.RUNNING && shiftTimer <= 0 && rpm < settings.redlineRpm()) {
            double idle = settings.idleRpm(), peak = settings.peakRpm(), red = settings.redlineRpm();
            double curve = rpm <= peak ? 0.7 + 0.3 * (rpm - idle) / (peak - idle) : 1 - 0.3 * (rpm - peak) / (red - peak);
            // the cut-off fades the torque out over its last 3%
            double cut = Math.min(1, (red - rpm) / (LIMITER * red));
            engineTorque = throttle * curve * cut * settings.maxTorque();
        }
        double wheelTorque = engineTorque * ratio * settings.efficiency() / drivenCount * (gear > 0 ? 1 : -1);
        for (int i = 0; i < n; i++) {
            if (driven[i]) {
                spin[i] += wheelTorque * h / wheelInertia[i];
            }
        }
    }

    private void tyres(double h) {
        double[] q = solve;
        for (int i = 0; i < n; i++) {
            boolean locked = condition == Condition.WRECKED || (condition == Condition.FLOODED && driven[i]);
            double torque = brake * brakeTorque[i] + (handbrake ? handbrakeTorque[i] : 0)
                    + settings.rollingResistance() * load[i] * radius[i];
            brakeLimit[i] = locked ? Double.MAX_VALUE : torque * h;
            jb[i] = 0;
            jx[i] = 0;
            jy[i] = 0;
            if (!contact[i] || load[i] <= 0) {
                slipRatio[i] = 0;
                slipAngle[i] = 0;
                continue;
            }
            double nx = cnx[i], ny = cny[i], nz = cnz[i];
            if (steer[i] != steerFor[i]) {
                steerFor[i] = steer[i];
                steerSin[i] = Math.sin(steer[i]);
                steerCos[i] = Math.cos(steer[i]);
            }
            double bs = steerSin[i], bc = steerCos[i];
            double ux = r00 * bs + r02 * bc, uy = r10 * bs + r12 * bc, uz = r20 * bs + r22 * bc;
            double un = ux * nx + uy * ny + uz * nz;
            ux -= un * nx;
            uy -= un * ny;
            uz -= un * nz;
            double ul = Math.sqrt(ux * ux + uy * uy + uz * uz);
            if (ul < 1e-9) {
                contact[i] = false;
                continue;
            }
            ux /= ul;
            uy /= ul;
            uz /= ul;
            // side = n × f: the wheel's left along the ground
            double ex = ny * uz - nz * uy, ey = nz * ux - nx * uz, ez = nx * uy - ny * ux;
            double rx = cpx[i] - px, ry = cpy[i] - py, rz = cpz[i] - pz;
            // The tyre's rows in the chassis's velocity space, so a pass reads the patch's speeds
            // and applies its impulses in plain products: the arms r × f and r × s (the patch's
            // speed along f is v·f + ω·(r × f)) and what a unit impulse along each does to ω.
            int o = i * SOLVE_STRIDE;
            double afx = ry * uz - rz * uy, afy = rz * ux - rx * uz, afz = rx * uy - ry * ux;
            double asx = ry * ez - rz * ey, asy = rz * ex - rx * ez, asz = rx * ey - ry * ex;
            double tfx = i00 * afx + i01 * afy + i02 * afz, tfy = i01 * afx + i11 * afy + i12 * afz,
                    tfz = i02 * afx + i12 * afy + i22 * afz;
            double tsx = i00 * asx + i01 * asy + i02 * asz, tsy = i01 * asx + i11 * asy + i12 * asz,
                    tsz = i02 * asx + i12 * asy + i22 * asz;
            q[o] = ux;
            q[o + 1] = uy;
            q[o + 2] = uz;
            q[o + 3] = afx;
            q[o + 4] = afy;
            q[o + 5] = afz;
            q[o + 6] = ex;
            q[o + 7] = ey;
            q[o + 8] = ez;
            q[o + 9] = asx;
            q[o + 10] = asy;
            q[o + 11] = asz;
            q[o + 12] = tfx;
            q[o + 13] = tfy;
            q[o + 14] = tfz;
            q[o + 15] = tsx;
            q[o + 16] = tsy;
            q[o + 17] = tsz;
            q[o + 19] = ux * invMass;
            q[o + 20] = uy * invMass;
            q[o + 21] = uz * invMass;
            q[o + 22] = ex * invMass;
            q[o + 23] = ey * invMass;
            q[o + 24] = ez * invMass;
            invMassF[i] = invMass + afx * tfx + afy * tfy + afz * tfz;
            massF[i] = 1 / invMassF[i];
            freeMassF[i] = 1 / (invMassF[i] + radius[i] * radius[i] * invWheelInertia[i]);
            massS[i] = 1 / (invMass + asx * tsx + asy * tsy + asz * tsz);
            double pvx = vx + wy * rz - wz * ry, pvy = vy + wz * rx - wx * rz, pvz = vz + wx * ry - wy * rx;
            double along = pvx * ux + pvy * uy + pvz * uz, across = pvx * ex + pvy * ey + pvz * ez;
            double floor = Math.max(Math.abs(along), SLIP_SPEED_FLOOR);
            slipRatio[i] = (spin[i] * radius[i] - along) / floor;
            // kept as the angle's tangent; slipAngle(i) turns it into radians
            slipAngle[i] = across / floor;
            invLimF[i] = 1 / (grip(Math.abs(slipRatio[i]), peakSlip[i], friction[i], sliding[i]) * load[i] * h);
            double tan = Math.abs(slipAngle[i]);
            double angle = tan <= peakTan[i] ? 0 : Math.atan(tan);
            invLimS[i] = 1 / (grip(angle, peakAngle[i], friction[i], sliding[i]) * load[i] * h);
            // how far the tyre's grip reaches along f, as brake torque: a brake holding the wheel
            // with more than its own torque plus this never holds it
            q[o + 18] = radius[i] / invLimF[i] * (1 + 1e-9);
        }
        double lvx = vx, lvy = vy, lvz = vz, lwx = wx, lwy = wy, lwz = wz;
        for (int it = 0; it < ITERATIONS; it++) {
            for (int i = 0; i < n; i++) {
                double bl = brakeLimit[i], inertia = wheelInertia[i], invInertia = invWheelInertia[i], r = radius[i];
                if (!contact[i] || load[i] <= 0) {
                    if (bl > 0) {
                        double nb = Math.max(-bl, Math.min(bl, jb[i] - spin[i] * inertia));
                        spin[i] += (nb - jb[i]) * invInertia;
                        jb[i] = nb;
                    }
                    continue;
                }
                int o = i * SOLVE_STRIDE;
                double ux = q[o], uy = q[o + 1], uz = q[o + 2], ex = q[o + 6], ey = q[o + 7], ez = q[o + 8];
                // summed as a tree: each pass waits on the last wheel's impulse, so the chain is short
                double along = (lvx * ux + lvy * uy) + (lvz * uz + lwx * q[o + 3]) + (lwy * q[o + 4] + lwz * q[o + 5]);
                double across = (lvx * ex + lvy * ey) + (lvz * ez + lwx * q[o + 9]) + (lwy * q[o + 10] + lwz * q[o + 11]);
                double ox = jx[i], oy = jy[i], ob = jb[i], w = spin[i];
                double ns = oy - across * massS[i];
                double lf = invLimF[i], ls = invLimS[i];
                // The brake and the tyre together: first as if the brake held the wheel still (the
                // patch gripping or sliding within the tyre's ellipse), else with the brake slipping
                // at its torque and the wheel turning. The first is skipped where the brake could
                // not hold the wheel whatever the tyre did.
                double held = ob - w * inertia - ox * r;
                double nf, nb;
                boolean holds = false;
                if (bl > 0 && Math.abs(held) <= bl + q[o + 18]) {
                    nf = ox - along * massF[i];
                    double ef = nf * lf, es = ns * ls, e = ef * ef + es * es;
                    double ns1 = ns;
                    if (e > 1) {
                        double k = 1 / Math.sqrt(e);
                        nf *= k;
                        ns1 *= k;
                    }
                    nb = held + nf * r;
                    if (Math.abs(nb) <= bl) {
                        holds = true;
                        ns = ns1;
                    }
                } else {
                    // the brake slips at its torque: the wheel turns freely against the tyre
                    nb = Math.max(-bl, Math.min(bl, held));
                    double fm = freeMassF[i];
                    nf = (ox + (r * w + r * (nb - ob) * invInertia) * fm) - along * fm;
                    double ef = nf * lf, es = ns * ls, e = ef * ef + es * es;
                    if (e > 1) {
                        double k = 1 / Math.sqrt(e);
                        nf *= k;
                        ns *= k;
                    }
                    holds = true;
                }
                if (!holds) {
                    nb = Math.max(-bl, Math.min(bl, ob - w * inertia + (nf - ox) * r));
                    nf = ox - (along - r * w - r * (nb - ob) * invInertia) * freeMassF[i];
                    double ef = nf * lf, es = ns * ls, e = ef * ef + es * es;
                    if (e > 1) {
                        double k = 1 / Math.sqrt(e);
                        nf *= k;
                        ns *= k;
                    }
                }
                double df = nf - ox, ds = ns - oy;
                lvx += q[o + 19] * df + q[o + 22] * ds;
                lvy += q[o + 20] * df + q[o + 23] * ds;
                lvz += q[o + 21] * df + q[o + 24] * ds;
                lwx += q[o + 12] * df + q[o + 15] * ds;
                lwy += q[o + 13] * df + q[o + 16] * ds;
                lwz += q[o + 14] * df + q[o + 17] * ds;
                spin[i] = w + (nb - ob - df * r) * invInertia;
                jx[i] = nf;
                jy[i] = ns;
                jb[i] = nb;
            }
        }
        vx = lvx;
        vy = lvy;
        vz = lvz;
        wx = lwx;
        wy = lwy;
        wz = lwz;
    }

    /** A tyre's friction coefficient at a slip: its peak up to the peak slip, falling to its sliding value at three times that. */
    static double grip(double slip, double peak, double friction, double sliding) {
        if (slip <= peak) {
            return friction;
        }
        double t = Math.min(1, (slip - peak) / (2 * peak));
        return friction + (sliding - friction) * t;
    }

    private void body() {
        double bcx = px + r01 * boxY, bcy = py + r11 * boxY, bcz = pz + r21 * boxY;
        boolean upright = r11 > UPRIGHT;
        for (int c = 0; c < 8; c++) {
            double lx = (c & 1) == 0 ? -hw : hw, ly = boxY + ((c & 4) == 0 ? -hh : hh), lz = (c & 2) == 0 ? -hl : hl;
            if (c == 4 && upright && !overhead) {
                // Upright, a top corner stands over its bottom one: a column it could be in holds the
                // bottom one too, and a deck over it shows over the bottom one.
                return;
            }
            if (c == 0) {
                overhead = false;
            }
            double cx = px + r00 * lx + r01 * ly + r02 * lz;
            double cy = py + r10 * lx + r11 * ly + r12 * lz;
            double cz = pz + r20 * lx + r21 * ly + r22 * lz;
            if (!(cy < world.surfaceHeight(cx, cz))) {
                continue;
            }
            if (c < 4) {
                overhead = true;
            }
            double dx = cx - bcx, dy = cy - bcy, dz = cz - bcz;
            double len = Math.sqrt(dx * dx + dy * dy + dz * dz);
            if (!world.raycast(bcx, bcy, bcz, dx, dy, dz, len, hit)) {
                continue;
            }
            double depth = len - hit.distance();
            double nx = hit.normal().x(), ny = hit.normal().y(), nz = hit.normal().z();
            double depthN = depth * Math.max(0, -(dx * nx + dy * ny + dz * nz) / len);
            double rx = cx - px, ry = cy - py, rz = cz - pz;
            double pvx = vx + wy * rz - wz * ry, pvy = vy + wz * rx - wx * rz, pvz = vz + wx * ry - wy * rx;
            double vn = pvx * nx + pvy * ny + pvz * nz;
            if (vn < 0) {
                double j = -vn / inverseMass(rx, ry, rz, nx, ny, nz);
                impulse(nx * j, ny * j, nz * j, rx, ry, rz);
                double tx = pvx - vn * nx, ty = pvy - vn * ny, tz = pvz - vn * nz;
                double tl = Math.sqrt(tx * tx + ty * ty + tz * tz);
                if (tl > 1e-9) {
                    tx /= tl;
                    ty /= tl;
                    tz /= tl;
                    double jt = Math.min(tl / inverseMass(rx, ry, rz, tx, ty, tz), BODY_FRICTION * j);
                    impulse(-tx * jt, -ty * jt, -tz * jt, rx, ry, rz);
                }
            }
            px += nx * depthN * PUSH_OUT;
            py += ny * depthN * PUSH_OUT;
            pz += nz * depthN * PUSH_OUT;
        }
    }

    private void liquid(double h) {
        if (liquids == LiquidVolumes.NONE && !inLiquid) {
            immersion = 0;
            return;
        }
        // Under each wheel: does a liquid reach its lowest point?
        Liquid touching = null;
        double touchingSurface = Double.NaN;
        for (int i = 0; i < n; i++) {
            double ly = ay[i] - length[i];
            double cx = px + r00 * ax[i] + r01 * ly + r02 * az[i];
            double cy = py + r10 * ax[i] + r11 * ly + r12 * az[i] - radius[i];
            double cz = pz + r20 * ax[i] + r21 * ly + r22 * az[i];
            if (liquids.sample(cx, cz, sample) && sample.surfaceY() > cy
                    && (touching == null || sample.liquid() == Liquid.LAVA)) {
                touching = sample.liquid();
                touchingSurface = sample.surfaceY();
            }
        }
        // Under the centre of mass: how much of the body is in it?
        immersion = 0;
        double centre = py + r11 * boxY;
        boolean body = liquids.sample(px, pz, sample);
        if (body) {
            immersion = Math.max(0, Math.min(1, (sample.surfaceY() - (centre - hh)) / (2 * hh)));
            if (immersion > 0 && (touching == null || sample.liquid() == Liquid.LAVA)) {
                touching = sample.liquid();
                touchingSurface = sample.surfaceY();
            }
        }
        if (touching == null) {
            if (inLiquid) {
                inLiquid = false;
                submerged = false;
                fire(VehicleEvent.Kind.LEFT_LIQUID, null, Double.NaN);
            }
            return;
        }
        if (!inLiquid) {
            inLiquid = true;
            fire(VehicleEvent.Kind.ENTERED_LIQUID, touching, touchingSurface);
        }
        if (touching == Liquid.LAVA && condition != Condition.WRECKED) {
            condition = Condition.WRECKED;
            fire(VehicleEvent.Kind.WRECKED, touching, touchingSurface);
        }
        if (!body) {
            return;
        }
        Liquid kind = sample.liquid();
        double surface = sample.surfaceY();
        if (kind == Liquid.WATER && surface > centre + settings.floodHeight() && condition == Condition.RUNNING) {
            condition = Condition.FLOODED;
            fire(VehicleEvent.Kind.FLOODED, kind, surface);
        }
        if (immersion >= 1 && !submerged) {
            submerged = true;
            fire(VehicleEvent.Kind.SUBMERGED, kind, surface);
        }
        if (immersion <= 0) {
            return;
        }
        double density = kind == Liquid.LAVA ? LAVA_DENSITY : WATER_DENSITY;
        vy += density * GRAVITY * settings.buoyantVolume() * immersion * h / mass;
        double speed = Math.sqrt(vx * vx + vy * vy + vz * vz);
        double f = Math.min(1, settings.liquidDrag() * density / WATER_DENSITY * immersion * speed * h / mass);
        vx -= vx * f;
        vy -= vy * f;
        vz -= vz * f;
        double a = Math.min(1, 2 * immersion * h);
        wx -= wx * a;
        wy -= wy * a;
        wz -= wz * a;
    }

    private void fire(VehicleEvent.Kind kind, Liquid liquid, double surface) {
        if (listener != null) {
            event.set(kind, time, px, py, pz, liquid, surface);
            listener.onEvent(event);
        }
    }

    /** The inverse of the chassis's effective mass for an impulse along unit (ux, uy, uz) at arm r. */
    private double inverseMass(double rx, double ry, double rz, double ux, double uy, double uz) {
        double cx = ry * uz - rz * uy, cy = rz * ux - rx * uz, cz = rx * uy - ry * ux;
        double tx = i00 * cx + i01 * cy + i02 * cz, ty = i01 * cx + i11 * cy + i12 * cz, tz = i02 * cx + i12 * cy + i22 * cz;
        return invMass + cx * tx + cy * ty + cz * tz;
    }

    /** Applies an impulse (newton-seconds, world) at arm r from the centre of mass. */
    private void impulse(double jxw, double jyw, double jzw, double rx, double ry, double rz) {
        vx += jxw * invMass;
        vy += jyw * invMass;
        vz += jzw * invMass;
        double tx = ry * jzw - rz * jyw, ty = rz * jxw - rx * jzw, tz = rx * jyw - ry * jxw;
        wx += i00 * tx + i01 * ty + i02 * tz;
        wy += i01 * tx + i11 * ty + i12 * tz;
        wz += i02 * tx + i12 * ty + i22 * tz;
    }

    // ---- state --------------------------------------------------------------------------------

    /** The settings it was spawned with. */
    public VehicleSettings settings() {
        return settings;
    }

    /** The centre of mass's world x, metres. */
    public double x() {
        return px;
    }

    /** The centre of mass's world y, metres. */
    public double y() {
        return py;
    }

    /** The centre of mass's world z, metres. */
    public double z() {
        return pz;
    }

    /** Writes the centre of mass (world metres) into {@code dest} and returns it. */
    public Vector3d position(Vector3d dest) {
        return dest.set(px, py, pz);
    }

    /** Writes the chassis's orientation (chassis frame to world) into {@code dest} and returns it. */
    public Quaterniond orientation(Quaterniond dest) {
        return dest.set(qx, qy, qz, qw);
    }

    /** Writes the centre of mass's velocity (metres a second, world) into {@code dest} and returns it. */
    public Vector3d velocity(Vector3d dest) {
        return dest.set(vx, vy, vz);
    }

    /** Writes the chassis's angular velocity (radians a second, world) into {@code dest} and returns it. */
    public Vector3d angularVelocity(Vector3d dest) {
        return dest.set(wx, wy, wz);
    }

    /** The vertical speed of the centre of mass, metres a second, up positive. */
    public double verticalSpeed() {
        return vy;
    }

    /** The speed of the centre of mass, metres a second. */
    public double speed() {
        return Math.sqrt(vx * vx + vy * vy + vz * vz);
    }

    /** The velocity along the chassis's forward axis (+z), metres a second; negative when reversing. */
    public double forwardSpeed() {
        double fxw = 2 * (qx * qz + qw * qy), fyw = 2 * (qy * qz - qw * qx), fzw = 1 - 2 * (qx * qx + qy * qy);
        return vx * fxw + vy * fyw + vz * fzw;
    }

    /** The heading of the chassis's forward axis on the ground plan, radians: 0 faces +z, π/2 faces +x. */
    public double heading() {
        double fxw = 2 * (qx * qz + qw * qy), fzw = 1 - 2 * (qx * qx + qy * qy);
        return Math.atan2(fxw, fzw);
    }

    /** The world y of the chassis's up axis (+y): 1 upright, 0 on its side, negative upside down. */
    public double uprightness() {
        return 1 - 2 * (qx * qx + qz * qz);
    }

    /** The gear engaged: 1 to the gear count forward, −1 reverse. */
    public int gear() {
        return gear;
    }

    /** The engine's speed, rpm; 0 once it is dead. */
    public double engineRpm() {
        return rpm;
    }

    /** The engine's torque in the last integration step, newton-metres. */
    public double engineTorque() {
        return engineTorque;
    }

    /** What state it is in. */
    public Condition condition() {
        return condition;
    }

    /** The share of the body's height under a liquid's surface, 0 to 1, as of the last step. */
    public double immersion() {
        return immersion;
    }

    /** Seconds since it was spawned (the sum of its steps). */
    public double time() {
        return time;
    }

    /** How many wheels it has. */
    public int wheelCount() {
        return n;
    }

    /** How many of its wheels touched ground in the last integration step. */
    public int wheelsInContact() {
        int c = 0;
        for (int i = 0; i < n; i++) {
            if (contact[i]) {
                c++;
            }
        }
        return c;
    }

    /**
     * Whether wheel {@code i} touched ground in the last integration step.
     *
     * @throws IllegalArgumentException for a wheel out of range (so with every wheel query)
     */
    public boolean inContact(int i) {
        return contact[wheel(i)];
    }

    /** The collider wheel {@code i} stood on in the last integration step, or null when in the air. */
    public Collider groundOf(int i) {
        return ground[wheel(i)];
    }

    /** Writes where wheel {@code i} touched ground (world metres) into {@code dest}; unchanged when in the air. */
    public boolean contactPoint(int i, Vector3d dest) {
        int w = wheel(i);
        if (contact[w]) {
            dest.set(cpx[w], cpy[w], cpz[w]);
        }
        return contact[w];
    }

    /** Wheel {@code i}'s suspension length, metres: from its travel's end to its rest length. */
    public double suspensionLength(int i) {
        return length[wheel(i)];
    }

    /** Wheel {@code i}'s load: the suspension's push on the ground, newtons. */
    public double load(int i) {
        return load[wheel(i)];
    }

    /** Wheel {@code i}'s spin, radians a second, positive rolling forward. */
    public double wheelSpin(int i) {
        return spin[wheel(i)];
    }

    /** Wheel {@code i}'s steering angle, radians, positive to the left. */
    public double steerAngle(int i) {
        return steer[wheel(i)];
    }

    /** Wheel {@code i}'s longitudinal slip ratio: (tyre speed − ground speed) / ground speed (at least 1 m/s). */
    public double slipRatio(int i) {
        return slipRatio[wheel(i)];
    }

    /** Wheel {@code i}'s lateral slip angle, radians, positive sliding to its left. */
    public double slipAngle(int i) {
        return Math.atan(slipAngle[wheel(i)]);
    }

    /**
     * Writes the chassis's transform (chassis frame to world, column-major 4 × 4) into
     * {@code dest} and returns it, for drawing.
     *
     * @param dest 16 floats or more
     */
    public float[] chassisTransform(float[] dest) {
        frame();
        dest[0] = (float) r00;
        dest[1] = (float) r10;
        dest[2] = (float) r20;
        dest[3] = 0;
        dest[4] = (float) r01;
        dest[5] = (float) r11;
        dest[6] = (float) r21;
        dest[7] = 0;
        dest[8] = (float) r02;
        dest[9] = (float) r12;
        dest[10] = (float) r22;
        dest[11] = 0;
        dest[12] = (float) px;
        dest[13] = (float) py;
        dest[14] = (float) pz;
        dest[15] = 1;
        return dest;
    }

    /**
     * Writes wheel {@code i}'s transform (a frame at its centre, its axle along x, turned by its
     * steering and its roll; column-major 4 × 4) into {@code dest} and returns it, for drawing.
     *
     * @param dest 16 floats or more
     */
    public float[] wheelTransform(int i, float[] dest) {
        int w = wheel(i);
        frame();
        double cs = Math.cos(steer[w]), ss = Math.sin(steer[w]), cr = Math.cos(rotation[w]), sr = Math.sin(rotation[w]);
        // local = Ry(steer) · Rx(roll); its columns in the chassis frame
        column(dest, 0, cs, 0, -ss);
        column(dest, 4, ss * sr, cr, cs * sr);
        column(dest, 8, ss * cr, -sr, cs * cr);
        double ly = ay[w] - length[w];
        dest[12] = (float) (px + r00 * ax[w] + r01 * ly + r02 * az[w]);
        dest[13] = (float) (py + r10 * ax[w] + r11 * ly + r12 * az[w]);
        dest[14] = (float) (pz + r20 * ax[w] + r21 * ly + r22 * az[w]);
        dest[15] = 1;
        return dest;
    }

    private void column(float[] dest, int at, double a, double b, double d) {
        dest[at] = (float) (r00 * a + r01 * b + r02 * d);
        dest[at + 1] = (float) (r10 * a + r11 * b + r12 * d);
        dest[at + 2] = (float) (r20 * a + r21 * b + r22 * d);
        dest[at + 3] = 0;
    }

    private int wheel(int i) {
        if (i < 0 || i >= n) {
            throw new IllegalArgumentException("wheel " + i + " is not one of 0 to " + (n - 1));
        }
        return i;
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "Vehicle[(%.2f, %.2f, %.2f) %.1f m/s gear %d %s, %d wheels down]", px,
                py, pz, forwardSpeed(), gear, condition, wheelsInContact());
    }
}
