package dev.loam.worldgen;

/** How a member stands on the ground. */
public enum Attach {
    /** Upright, whatever the slope (trees, buildings). */
    UPRIGHT,
    /** Tilted with the ground's normal (stones lying along the slope). */
    GROUND
}
