package dev.loam.physics;

import dev.loam.core.AgentSettings;
import java.util.Objects;
import org.joml.Vector3d;

/**
 * A kinematic character: an upright capsule of the {@link AgentSettings}' radius and height, moved
 * by a desired displacement a step among a {@link CollisionWorld}'s colliders. It collides and
 * slides along walls, steps up ledges up to the step height (when their top reaches the minimum
 * landing width past the edge), walks a stair's wedge smoothly, snaps down drops up to the snap
 * distance when walking, refuses ground steeper than the slope limit, keeps a skin's gap from
 * everything, stops at a map's underside overhead (a jump under a bridge, a step up under a low
 * ceiling), and reports each contact to a listener.
 *
 * <p>In water and lava ({@link #setLiquids}, with {@link LiquidSettings}): water under the knee
 * slows the walk by its depth, down to the wading pace at the knee; over the knee the character
 * wades at that pace; where the water is deeper over the bed than the chest it cannot stand on the
 * bed but floats, its feet the chest depth under the surface (its head out), held there as on a
 * floor, at most the swimming speed, unable to jump, and it climbs out only where the bed or a bank
 * rises within the climb-out height of its feet (a higher bank is a wall). A fall into deep water
 * ends afloat. Its {@link #medium()} (ground, wading, swimming) is told to a
 * {@link CharacterMediumListener} when it changes; lava kills it as soon as its feet go under a lava
 * surface, which the listener is told once, and it moves no more until teleported.
 *
 * <p>The walk follows its path exactly: it samples the path {@value #SAMPLE_METRES} m apart and
 * bisects to each contact, so a walk of the same path in 30, 60 or 240 steps a second stops,
 * steps and slides at the same places. {@link #step(double, double, double)} adds gravity and
 * jumps, integrating the vertical motion exactly for each step's length.
 *
 * <p>Not thread-safe; the hot path allocates nothing. Positions are the capsule's foot (its lowest
 * point), world metres.
 */
public final class CharacterController {
    /** The gravity {@link #step} applies unless set, in metres per second squared. */
    public static final double DEFAULT_GRAVITY = 9.81;
    /**
     * How far apart the walk samples its path, in metres. A walk that grazes a column's rounded
     * corner between two samples can come at most {@code SAMPLE²/(8·radius)} (2.5 mm at the default
     * radius) into the skin, never into the collider.
     */
    static final double SAMPLE_METRES = 0.08;
    /** Heights closer than this count as level, in metres. */
    static final double LEVEL_TOLERANCE_METRES = 1e-6;
    /** A contact that rises more than this at a rim is a ledge (a step, with its landing checked), in metres. */
    static final double LEDGE_METRES = 1e-3;
    /** How many walls one move slides along. */
    static final int MAX_SLIDES = 4;
    /** How far the character backs off a wall it stopped at, in metres. */
    static final double BACK_OFF_METRES = 1e-6;
    private static final double MIN_MOVE_METRES = 1e-9;

    private final CollisionWorld world;
    private final AgentSettings agent;
    private final double radius;
    private final double clearance;
    private final double span;
    private final double minNormalY;
    private final double landingDrop;

    private double x;
    private double z;
    /** World y of the lower sphere's centre. */
    private double centreY;
    private boolean grounded;
    /** World y of the contact holding the character up, while grounded. */
    private double groundY;
    private double verticalSpeed;
    private double gravity = DEFAULT_GRAVITY;
    private boolean snapToGround = true;
    private CharacterContactListener listener;
    private LiquidVolumes liquids = LiquidVolumes.NONE;
    private LiquidSettings liquidSettings = LiquidSettings.DEFAULT;
    private CharacterMediumListener mediumListener;
    private final LiquidSample liquid = new LiquidSample();
    private CharacterMedium medium = CharacterMedium.GROUND;
    /** Whether the character stands on the float of deep water rather than on a collider. */
    private boolean afloat;
    private boolean killed;
    private boolean candAfloat;
    private final CharacterContact contact = new CharacterContact();
    private final SupportProbe probe = new SupportProbe();
    private final SupportProbe headProbe = new SupportProbe();
    /**
     * The last supports one move asked for ({@link #support}: the foot's plan point and the lower
     * centre's height, the probe they gave), so that one asked again in the same move (the walk
     * checks the end of a bisection, where it already asked) is copied rather than worked out. Kept
     * only within a move and until a listener is told anything, so no change to the colliders or
     * the water comes between a support and its copy.
     */
    private static final int REMEMBERED = 4;
    private final SupportProbe[] remembered = new SupportProbe[REMEMBERED];
    private final double[] rememberedAt = new double[3 * REMEMBERED];
    private int rememberedCount;
    private int rememberedNext;
    /** Whether supports are remembered (always, but for tests that compare). */
    private boolean remembering = true;
    /** How many supports were copied from one remembered (for tests). */
    long rememberedCopies;

    private double candY;
    private double candGroundY;
    private boolean candGrounded;
    private boolean candStep;
    private double wallNx;
    private double wallNz;

    private CharacterController(CollisionWorld world, AgentSettings agent, double x, double centreY, double z) {
        this.world = world;
        this.agent = agent;
        this.radius = agent.radiusMetres();
        this.clearance = agent.clearanceRadiusMetres();
        this.span = agent.heightMetres() - 2 * agent.radiusMetres();
        this.minNormalY = agent.minWalkableNormalY();
        this.landingDrop = agent.minLandingWidthMetres() * StrictMath.tan(StrictMath.toRadians(agent.maxSlopeDegrees()));
        this.x = x;
        this.z = z;
        this.centreY = centreY;
        for (int i = 0; i < REMEMBERED; i++) {
            remembered[i] = new SupportProbe();
        }
    }

    /**
     * Gives a character a body standing on the collider under a foot position: over a void cell,
     * on whatever is under it; inside a column, on its top.
     *
     * @return the controller, or the refusal when nothing stands under the point, the capsule would
     *         be inside a map's ground from below, or the position is not finite
     */
    public static SpawnResult spawn(CollisionWorld world, AgentSettings agent, double footX, double footY,
                                    double footZ) {
        Objects.requireNonNull(world, "world");
        Objects.requireNonNull(agent, "agent");
        if (!(Double.isFinite(footX) && Double.isFinite(footY) && Double.isFinite(footZ))) {
            return new SpawnResult(null, new SpawnRefusal(SpawnRefusal.Reason.NOT_FINITE, footX, footY, footZ,
                    "the foot position (" + footX + ", " + footY + ", " + footZ + ") is not finite"));
        }
        CharacterController c = new CharacterController(world, agent, footX, footY + agent.radiusMetres(), footZ);
        c.support(footX, footZ, c.centreY, c.probe);
        if (c.probe.height == Double.POSITIVE_INFINITY) {
            return new SpawnResult(null, new SpawnRefusal(SpawnRefusal.Reason.INSIDE_GROUND, footX, footY, footZ,
                    "a capsule at (" + footX + ", " + footY + ", " + footZ + ") would stand inside the ground under "
                            + c.probe.collider + " at column " + c.probe.column + ", row " + c.probe.row
                            + ": spawn it over the map or wholly under its base"));
        }
        if (c.probe.height == Double.NEGATIVE_INFINITY) {
            return new SpawnResult(null, new SpawnRefusal(SpawnRefusal.Reason.NOTHING_UNDER, footX, footY, footZ,
                    "nothing stands under (" + footX + ", " + footY + ", " + footZ
                            + "): over a void cell or off every map with no collider beneath, a body has nothing to stand on"));
        }
        c.centreY = c.probe.height;
        c.groundY = c.probe.contactY;
        c.grounded = c.probe.faceNormalY >= c.minNormalY;
        return new SpawnResult(c, null);
    }

    // ---- state --------------------------------------------------------------------------------

    /** The settings this character was spawned with. */
    public AgentSettings agent() {
        return agent;
    }

    /** Writes the capsule's foot (lowest point) into {@code dest}, world metres, and returns it. */
    public Vector3d position(Vector3d dest) {
        return dest.set(x, centreY - radius, z);
    }

    /** The foot's world x in metres. */
    public double footX() {
        return x;
    }

    /** The foot's world y in metres. */
    public double footY() {
        return centreY - radius;
    }

    /** The foot's world z in metres. */
    public double footZ() {
        return z;
    }

    /** Whether the character stands on walkable ground. */
    public boolean isGrounded() {
        return grounded;
    }

    /** The vertical speed {@link #step} carries, metres per second, up positive. */
    public double verticalSpeed() {
        return verticalSpeed;
    }

    /** Sets the gravity {@link #step} applies, metres per second squared, 0 or more. */
    public void setGravity(double metresPerSecondSquared) {
        if (!(metresPerSecondSquared >= 0) || !Double.isFinite(metresPerSecondSquared)) {
            throw new IllegalArgumentException("gravity " + metresPerSecondSquared + " must be finite, 0 or more");
        }
        this.gravity = metresPerSecondSquared;
    }

    /**
     * Turns snapping to the ground on or off (on unless set). Snapping never applies in a move that
     * rises, so a jump leaves the ground whatever this says.
     */
    public void setSnapToGround(boolean snap) {
        this.snapToGround = snap;
    }

    /** Sets the listener told of each contact, or null for none. */
    public void setContactListener(CharacterContactListener listener) {
        this.listener = listener;
    }

    /**
     * Puts the foot at a point, in the air until the next move finds ground; a character lava
     * killed lives again (its medium is found again by the next move).
     */
    public void teleport(double footX, double footY, double footZ) {
        x = footX;
        z = footZ;
        centreY = footY + radius;
        grounded = false;
        afloat = false;
        killed = false;
        verticalSpeed = 0;
    }

    // ---- water and lava -----------------------------------------------------------------------

    /**
     * Sets where the water and lava are ({@link LiquidVolumes#NONE} unless set): a region scene's
     * or a landscape's {@code liquids()}, or the game's own. Queried at each support the walk takes.
     *
     * @throws NullPointerException for null (pass {@link LiquidVolumes#NONE} for none)
     */
    public void setLiquids(LiquidVolumes liquids) {
        this.liquids = Objects.requireNonNull(liquids, "liquids");
    }

    /** Sets how water acts on the character ({@link LiquidSettings#DEFAULT} unless set). */
    public void setLiquidSettings(LiquidSettings settings) {
        this.liquidSettings = Objects.requireNonNull(settings, "settings");
    }

    /** The settings water acts on the character by. */
    public LiquidSettings liquidSettings() {
        return liquidSettings;
    }

    /** Sets the listener told of medium changes and of death in lava, or null for none. */
    public void setMediumListener(CharacterMediumListener listener) {
        this.mediumListener = listener;
    }

    /** What the character is in after its last move: ground, wading or swimming. */
    public CharacterMedium medium() {
        return medium;
    }

    /** Whether lava killed the character (it moves no more until {@link #teleport teleported}). */
    public boolean isKilled() {
        return killed;
    }

    /**
     * The share of a walk's speed {@link #step} keeps where the character stands now: 1 on dry
     * ground, falling with the water's depth over the feet to the wading pace at the knee, the
     * wading pace while wading; a swimmer's speed is capped at the swimming speed instead (1 here);
     * 0 once killed.
     */
    public double pace() {
        if (killed) {
            return 0;
        }
        if (medium == CharacterMedium.WADING) {
            return liquidSettings.wadePace();
        }
        if (medium == CharacterMedium.SWIMMING || !liquids.sample(x, z, liquid) || liquid.liquid() != Liquid.WATER) {
            return 1;
        }
        double over = liquid.surfaceY() - footY();
        if (!(over > 0)) {
            return 1;
        }
        double t = Math.min(1, over / liquidSettings.kneeDepthMetres());
        return 1 - (1 - liquidSettings.wadePace()) * t;
    }

    /**
     * The colliders' support of the capsule over (px, pz) with its lower centre at {@code lowY},
     * raised to the float of deep water there: a swimmer's lower centre the chest depth under the
     * surface plus the radius, where the water over the bed is deeper than the chest.
     */
    private void support(double px, double pz, double lowY, SupportProbe dest) {
        for (int i = 0; i < rememberedCount; i++) {
            if (same(rememberedAt[3 * i], px) && same(rememberedAt[3 * i + 1], pz)
                    && same(rememberedAt[3 * i + 2], lowY)) {
                dest.copyFrom(remembered[i]);
                rememberedCopies++;
                return;
            }
        }
        supportAfresh(px, pz, lowY, dest);
        if (!remembering) {
            return;
        }
        int k = rememberedNext;
        rememberedNext = (k + 1) % REMEMBERED;
        rememberedCount = Math.max(rememberedCount, k + 1);
        rememberedAt[3 * k] = px;
        rememberedAt[3 * k + 1] = pz;
        rememberedAt[3 * k + 2] = lowY;
        remembered[k].copyFrom(dest);
    }

    /** Turns remembering supports off or on, for tests that compare the walk without it. */
    void rememberSupports(boolean on) {
        remembering = on;
        forgetSupports();
    }

    /** Whether two numbers are the same bits (so 0 and −0 differ, as a support's arithmetic may). */
    private static boolean same(double a, double b) {
        return Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(b);
    }

    /** Forgets the supports this move asked for: the colliders or the water may change now. */
    private void forgetSupports() {
        rememberedCount = 0;
        rememberedNext = 0;
    }

    /** {@link #support}, worked out. */
    private void supportAfresh(double px, double pz, double lowY, SupportProbe dest) {
        world.support(px, pz, clearance, lowY, lowY + span, dest);
        if (dest.height == Double.POSITIVE_INFINITY || !liquids.sample(px, pz, liquid)
                || liquid.liquid() != Liquid.WATER || !(liquid.depth() > liquidSettings.chestDepthMetres())) {
            return;
        }
        double feet = liquid.surfaceY() - liquidSettings.chestDepthMetres();
        double h = feet + radius;
        if (h > dest.height) {
            dest.height = h;
            dest.contactX = px;
            dest.contactY = feet;
            dest.contactZ = pz;
            dest.faceNormalX = 0;
            dest.faceNormalY = 1;
            dest.faceNormalZ = 0;
            dest.edge = false;
            dest.collider = null;
            dest.column = -1;
            dest.row = -1;
            dest.floating = true;
        }
    }

    /** Finds the medium where the character now stands and tells the listener what changed; lava kills. */
    private void findMedium() {
        CharacterMedium now = CharacterMedium.GROUND;
        double foot = footY();
        if (liquids.sample(x, z, liquid)) {
            if (liquid.liquid() == Liquid.LAVA) {
                if (foot < liquid.surfaceY()) {
                    killed = true;
                    if (mediumListener != null) {
                        mediumListener.killedByLava(this, liquid.surfaceY());
                    }
                    return;
                }
            } else if (afloat && grounded) {
                now = CharacterMedium.SWIMMING;
            } else if (grounded && liquid.surfaceY() - foot >= liquidSettings.kneeDepthMetres()) {
                now = CharacterMedium.WADING;
            }
        }
        if (now != medium) {
            CharacterMedium was = medium;
            medium = now;
            if (mediumListener != null) {
                mediumListener.mediumChanged(this, was, now);
            }
        }
    }

    // ---- gravity and jumps --------------------------------------------------------------------

    /**
     * Starts a jump at a vertical speed when grounded (never while swimming, nor once killed).
     *
     * @param speedMetresPerSecond the upward speed, above 0
     * @return whether the character was on the ground to jump from
     */
    public boolean jump(double speedMetresPerSecond) {
        if (!grounded || afloat || killed || !(speedMetresPerSecond > 0)) {
            return false;
        }
        verticalSpeed = speedMetresPerSecond;
        grounded = false;
        return true;
    }

    /**
     * One step of a walking character: moves by {@code walk × dt} across (slowed by the water's
     * {@link #pace()}, a swimmer's speed capped at the swimming speed) and by gravity's exact fall
     * (or a jump's rise) over {@code dt} up and down. Once killed it does nothing.
     *
     * @param dtSeconds the step's length in seconds, above 0
     * @param walkX     the walk's velocity west to east, metres per second
     * @param walkZ     the walk's velocity north to south, metres per second
     */
    public void step(double dtSeconds, double walkX, double walkZ) {
        if (killed) {
            return;
        }
        if (medium == CharacterMedium.SWIMMING) {
            double speed = Math.sqrt(walkX * walkX + walkZ * walkZ), most = liquidSettings.swimSpeedMetresPerSecond();
            if (speed > most) {
                walkX *= most / speed;
                walkZ *= most / speed;
            }
        } else {
            double pace = pace();
            walkX *= pace;
            walkZ *= pace;
        }
        if (grounded && verticalSpeed <= 0) {
            verticalSpeed = 0;
        }
        double dy = verticalSpeed * dtSeconds - 0.5 * gravity * dtSeconds * dtSeconds;
        verticalSpeed -= gravity * dtSeconds;
        move(walkX * dtSeconds, dy, walkZ * dtSeconds);
        if (grounded) {
            verticalSpeed = 0;
        }
    }

    // ---- moving -------------------------------------------------------------------------------

    /**
     * Moves the character by a desired displacement in metres: lifts it first onto any column
     * raised into its capsule, then walks (x, z) with collide and slide, step-up and snap-down,
     * then moves y, landing on the ground under it (or afloat on deep water); then finds its
     * {@link #medium()}. Once killed it does nothing.
     */
    public void move(double dx, double dy, double dz) {
        if (killed) {
            return;
        }
        forgetSupports();
        lift();
        boolean snapping = grounded && dy <= 0 && snapToGround && agent.snapDistanceMetres() > 0;
        if (dy > 0) {
            grounded = false;
        }
        walk(dx, dz, snapping);
        vertical(dy);
        findMedium();
    }

    private void lift() {
        support(x, z, centreY, probe);
        double f = probe.height;
        if (f != Double.POSITIVE_INFINITY && f > centreY + LEVEL_TOLERANCE_METRES) {
            centreY = f;
            groundY = probe.contactY;
            afloat = probe.floating;
            grounded = probe.faceNormalY >= minNormalY;
            verticalSpeed = Math.max(0, verticalSpeed);
            fire(CharacterContact.Kind.LIFT, x - probe.contactX, centreY - probe.contactY, z - probe.contactZ);
        }
    }

    private void walk(double dx, double dz, boolean snapping) {
        double remX = dx, remZ = dz;
        boolean hit = false;
        double n1x = 0, n1z = 0;
        for (int i = 0; i < MAX_SLIDES; i++) {
            double len = Math.sqrt(remX * remX + remZ * remZ);
            if (len <= MIN_MOVE_METRES) {
                return;
            }
            double ux = remX / len, uz = remZ / len;
            double done = advance(ux, uz, len, snapping);
            if (done >= len) {
                return;
            }
            double left = len - done;
            remX = ux * left;
            remZ = uz * left;
            double dot = remX * wallNx + remZ * wallNz;
            if (dot < 0) {
                remX -= dot * wallNx;
                remZ -= dot * wallNz;
            }
            if (hit && remX * n1x + remZ * n1z < 0) {
                return; // a crease between two walls: nothing left to slide along
            }
            hit = true;
            n1x = wallNx;
            n1z = wallNz;
        }
    }

    /** Walks up to {@code len} metres along (ux, uz); returns the metres walked, less when a wall stopped it. */
    private double advance(double ux, double uz, double len, boolean snapping) {
        double s = 0;
        while (s < len) {
            double d = Math.min(SAMPLE_METRES, len - s);
            if (check(x + ux * d, z + uz * d, ux, uz, snapping)) {
                commit(x + ux * d, z + uz * d);
                s += d;
                continue;
            }
            double lo = 0, hi = d;
            while (hi - lo > CollisionWorld.CONTACT_TOLERANCE_METRES) {
                double mid = 0.5 * (lo + hi);
                if (check(x + ux * mid, z + uz * mid, ux, uz, snapping)) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            double bx = x + ux * hi, bz = z + uz * hi;
            check(bx, bz, ux, uz, snapping);
            double nx = bx - probe.contactX, nz = bz - probe.contactZ;
            double nl = Math.sqrt(nx * nx + nz * nz);
            if (nl < LEVEL_TOLERANCE_METRES) {
                nx = probe.faceNormalX;
                nz = probe.faceNormalZ;
                nl = Math.sqrt(nx * nx + nz * nz);
            }
            if (nl < LEVEL_TOLERANCE_METRES) {
                nx = -ux;
                nz = -uz;
                nl = 1;
            }
            wallNx = nx / nl;
            wallNz = nz / nl;
            fire(CharacterContact.Kind.WALL, wallNx, 0, wallNz);
            if (lo > 0 && check(x + ux * lo, z + uz * lo, ux, uz, snapping)) {
                commit(x + ux * lo, z + uz * lo);
            }
            if (check(x + wallNx * BACK_OFF_METRES, z + wallNz * BACK_OFF_METRES, wallNx, wallNz, snapping)) {
                commit(x + wallNx * BACK_OFF_METRES, z + wallNz * BACK_OFF_METRES);
            }
            return s + lo;
        }
        return len;
    }

    /**
     * Whether the character may stand at (px, pz) coming from where it is, walking along (ux, uz);
     * when it may, the height, ground and grounded state it would have there go to the cand fields.
     */
    private boolean check(double px, double pz, double ux, double uz, boolean snapping) {
        support(px, pz, centreY, probe);
        double f = probe.height;
        candStep = false;
        candAfloat = probe.floating;
        if (f == Double.POSITIVE_INFINITY) {
            return false;
        }
        if (!grounded) {
            if (f > centreY + LEVEL_TOLERANCE_METRES) {
                return false;
            }
            candY = centreY;
            candGrounded = false;
            return true;
        }
        if (f > centreY + LEVEL_TOLERANCE_METRES) {
            double rise = probe.contactY - groundY;
            double most = afloat ? liquidSettings.climbOutMetres() : agent.stepHeightMetres();
            if (probe.faceNormalY < minNormalY || rise > most + LEVEL_TOLERANCE_METRES) {
                return false;
            }
            boolean ledge = probe.edge && rise > LEDGE_METRES;
            if (ledge && !landing(ux, uz)) {
                return false;
            }
            if (headBlocked(px, pz, f)) {
                return false; // stepping up would put the head into a map's underside
            }
            candY = f;
            candGroundY = probe.contactY;
            candGrounded = true;
            candStep = ledge;
            return true;
        }
        candY = centreY;
        candGrounded = false;
        if (f == Double.NEGATIVE_INFINITY) {
            return true;
        }
        if (f >= centreY - LEVEL_TOLERANCE_METRES) {
            candGroundY = probe.contactY;
            candGrounded = probe.faceNormalY >= minNormalY;
        } else if (snapping && groundY - probe.contactY <= agent.snapDistanceMetres() + LEVEL_TOLERANCE_METRES) {
            candY = f;
            candGroundY = probe.contactY;
            candGrounded = probe.faceNormalY >= minNormalY;
        }
        return true;
    }

    /** Whether the ledge's top in the probe reaches the least landing width past its edge along (ux, uz). */
    private boolean landing(double ux, double uz) {
        double w = agent.minLandingWidthMetres();
        double ahead = world.surfaceHeight(probe.contactX + ux * w, probe.contactZ + uz * w);
        return ahead >= probe.contactY - landingDrop - LEVEL_TOLERANCE_METRES;
    }

    private void commit(double px, double pz) {
        boolean step = candStep;
        x = px;
        z = pz;
        centreY = candY;
        grounded = candGrounded;
        if (candGrounded) {
            groundY = candGroundY;
        }
        afloat = candGrounded && candAfloat;
        if (step) {
            fire(CharacterContact.Kind.STEP, 0, 1, 0);
        }
    }

    private void vertical(double dy) {
        if (dy > 0) {
            rise(dy);
            return;
        }
        support(x, z, centreY, probe);
        double f = probe.height;
        double target = centreY + dy;
        if (f == Double.POSITIVE_INFINITY) {
            return;
        }
        if (f == Double.NEGATIVE_INFINITY || target > f + LEVEL_TOLERANCE_METRES) {
            centreY = target;
            grounded = false;
            afloat = false;
            return;
        }
        boolean was = grounded;
        double sink = f - target;
        centreY = f;
        groundY = probe.contactY;
        afloat = probe.floating;
        double fny = probe.faceNormalY, fnx = probe.faceNormalX, fnz = probe.faceNormalZ;
        grounded = fny >= minNormalY;
        if (grounded) {
            if (!was) {
                fire(CharacterContact.Kind.LAND, x - probe.contactX, centreY - probe.contactY, z - probe.contactZ);
            }
            return;
        }
        // Too steep to stand on: the sink becomes a slide down the face.
        walk(sink * fny * fnx, sink * fny * fnz, false);
        support(x, z, centreY, probe);
        centreY = Math.max(probe.height, centreY - sink * (1 - fny * fny));
        grounded = false;
        afloat = false;
    }

    /**
     * Rises by {@code dy} metres, unless a map's underside stops the capsule first: samples the rise
     * at most {@value #SAMPLE_METRES} m and half the capsule's span plus clearance apart (the
     * heights at which a capsule squarely under a map meets it span more than that, so a rise
     * cannot pass through one; only a capsule grazing the map's edge can slip past it, as on the
     * walk) and bisects to the touch, where the rise stops and an upward speed ends.
     */
    private void rise(double dy) {
        grounded = false;
        afloat = false;
        if (!world.mayMeetUnderside(centreY)) {
            centreY += dy;
            return;
        }
        double sample = Math.min(SAMPLE_METRES, 0.5 * (span + clearance));
        double done = 0;
        while (done < dy) {
            double next = Math.min(dy, done + sample);
            if (!ceilingAt(centreY + next)) {
                done = next;
                continue;
            }
            double lo = done, hi = next;
            while (hi - lo > CollisionWorld.CONTACT_TOLERANCE_METRES) {
                double mid = 0.5 * (lo + hi);
                if (ceilingAt(centreY + mid)) {
                    hi = mid;
                } else {
                    lo = mid;
                }
            }
            ceilingAt(centreY + hi);
            centreY += lo;
            verticalSpeed = Math.min(0, verticalSpeed);
            double headY = centreY + span;
            fire(CharacterContact.Kind.CEILING, x - probe.contactX, headY - probe.contactY, z - probe.contactZ);
            return;
        }
        centreY += dy;
    }

    /** Whether a map's underside blocks the capsule standing at (px, pz) with its lower centre at {@code cy}. */
    private boolean headBlocked(double px, double pz, double cy) {
        if (!world.mayMeetUnderside(cy)) {
            return false;
        }
        world.support(px, pz, clearance, cy, cy + span, headProbe);
        return headProbe.height == Double.POSITIVE_INFINITY;
    }

    /** Whether a map's underside blocks the capsule with its lower centre at {@code cy}; the probe holds the touch. */
    private boolean ceilingAt(double cy) {
        world.support(x, z, clearance, cy, cy + span, probe);
        return probe.height == Double.POSITIVE_INFINITY;
    }

    private void fire(CharacterContact.Kind kind, double nx, double ny, double nz) {
        if (listener != null && !probe.floating) {
            contact.set(kind, probe, nx, ny, nz);
            forgetSupports();
            listener.onContact(contact);
        }
    }

    @Override
    public String toString() {
        return "CharacterController[foot (" + x + ", " + footY() + ", " + z + ")" + (grounded ? ", grounded" : "")
                + ", " + medium + (killed ? ", killed" : "") + "]";
    }
}
