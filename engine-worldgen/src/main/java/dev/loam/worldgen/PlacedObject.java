package dev.loam.worldgen;

/**
 * An interactive placement as published: its own object in the game (a tree to fell, an ore to
 * mine), found again by its stable id. Immutable.
 *
 * @param id the placement's stable id (see {@link PlacementId})
 * @param type the member's interactive type, such as {@code tree} or {@code ore}
 * @param placement the placement itself, with the world's diffs laid over it
 */
public record PlacedObject(String id, String type, Placement placement) {
}
