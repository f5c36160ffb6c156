package dev.loam.region.internal;

import dev.loam.region.RegionGrid;
import java.util.Arrays;

/**
 * What a region's corners must satisfy, gathered before the solve: raises (a corner at least a
 * level, hard for what a feature must hold, soft for flanks the pins may cut short), pins (a
 * corner at most a level: the rim, the spawn apron, a valley's floor, a lake's bed), and the
 * corners round which neighbours may differ by two levels instead of one. Features add theirs
 * through {@link FeatureShapes}; later work (roads, towns) pins corners the same way.
 *
 * <p>Owners: every hard raise and every pin names its owner, a feature's index in the spec, or
 * {@link #RIM} for the rim and the spawn apron, so the solver can say what could not hold.
 */
public final class CornerConstraints {
    /** The owner of the rim's and the spawn apron's pins. */
    public static final int RIM = -1;
    /** No raise or pin. */
    static final int NONE = -2;
    /** An upper bound above every level. */
    static final int UNBOUNDED = 127;

    final int tilesX;
    final int tilesZ;
    final int cornersX;
    final int base;
    final int[] hardLo;
    final int[] hardOwner;
    final int[] softLo;
    final int[] pin;
    final int[] pinOwner;
    final boolean[] steep;

    /**
     * Constraints for a region with the rim and the spawn apron pinned at level 0 and every
     * inner corner raised softly to {@code base}.
     *
     * @param tilesX tiles along x, 3 to 16
     * @param tilesZ tiles along z, 3 to 16
     * @param base the base level, 0 to 10
     */
    public CornerConstraints(int tilesX, int tilesZ, int base) {
        this.tilesX = tilesX;
        this.tilesZ = tilesZ;
        this.cornersX = tilesX + 1;
        this.base = base;
        int n = (tilesX + 1) * (tilesZ + 1);
        hardLo = new int[n];
        hardOwner = new int[n];
        softLo = new int[n];
        pin = new int[n];
        pinOwner = new int[n];
        steep = new boolean[n];
        Arrays.fill(hardLo, -1);
        Arrays.fill(hardOwner, NONE);
        Arrays.fill(pin, UNBOUNDED);
        Arrays.fill(pinOwner, NONE);
        for (int j = 0; j <= tilesZ; j++) {
            for (int i = 0; i <= tilesX; i++) {
                if (RegionGrid.isRim(tilesX, tilesZ, i, j) || RegionGrid.isApronCorner(tilesX, i, j)) {
                    pin(RIM, i, j, 0);
                } else {
                    softLo[j * cornersX + i] = base;
                }
            }
        }
    }

    /**
     * Whether corner [i, j] lies in the region.
     *
     * @param i along x
     * @param j along z
     * @return whether it is a corner of the region
     */
    public boolean contains(int i, int j) {
        return i >= 0 && j >= 0 && i <= tilesX && j <= tilesZ;
    }

    /**
     * Raises a corner to at least {@code level}, a requirement whose failure is a problem of its
     * owner. Corners outside the region are ignored. Of two hard raises the higher stands.
     *
     * @param owner the feature's index in the spec
     * @param i along x
     * @param j along z
     * @param level the level, 0 to 10
     */
    public void raiseHard(int owner, int i, int j, int level) {
        if (contains(i, j)) {
            int c = j * cornersX + i;
            if (level > hardLo[c]) {
                hardLo[c] = level;
                hardOwner[c] = owner;
            }
        }
    }

    /**
     * Raises a corner to at least {@code level} where the pins allow: a flank, cut short
     * silently. Corners outside the region are ignored.
     *
     * @param i along x
     * @param j along z
     * @param level the level, 0 to 10
     */
    public void raiseSoft(int i, int j, int level) {
        if (contains(i, j)) {
            int c = j * cornersX + i;
            softLo[c] = Math.max(softLo[c], level);
        }
    }

    /**
     * Pins a corner at most at {@code level}. Of two pins the lower stands. Corners outside the
     * region are ignored.
     *
     * @param owner the feature's index in the spec, or {@link #RIM}
     * @param i along x
     * @param j along z
     * @param level the level, 0 to 10
     */
    public void pin(int owner, int i, int j, int level) {
        if (contains(i, j)) {
            int c = j * cornersX + i;
            if (level < pin[c]) {
                pin[c] = level;
                pinOwner[c] = owner;
            }
        }
    }

    /**
     * Lets the grid lines from corner [i, j] fall two levels instead of one (round a mountain, a
     * valley's sides, a volcano's flanks). Corners outside the region are ignored.
     *
     * @param i along x
     * @param j along z
     */
    public void steep(int i, int j) {
        if (contains(i, j)) {
            steep[j * cornersX + i] = true;
        }
    }
}
