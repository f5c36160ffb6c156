package dev.loam.render.mesh;

/** What a sheet holds, which decides how it draws: water blended over the ground, or glowing lava. */
public enum SheetKind {
    /** Water: pixel water, blended over the ground under it. */
    WATER,
    /** Lava: an opaque, glowing, moving crust. */
    LAVA
}
