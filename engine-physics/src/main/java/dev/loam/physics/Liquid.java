package dev.loam.physics;

/**
 * The kinds of liquid a body can stand, wade, swim or sink in. Water slows, floats and floods;
 * lava kills a character and wrecks a vehicle.
 */
public enum Liquid {
    /** Water: lakes, seas, a block map's water cells. */
    WATER,
    /** Lava: a crater's pool or a volcano's flow. */
    LAVA
}
