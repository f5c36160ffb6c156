/**
 * Colliders of block maps, heightfields and terrain, raycasts, exact capsule sweeps and the
 * kinematic character controller ({@link dev.loam.physics}).
 */
module dev.loam.physics {
    requires transitive dev.loam.core;

    exports dev.loam.physics;
}
