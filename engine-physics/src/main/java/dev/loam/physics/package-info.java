/**
 * Colliders and the kinematic character controller, written here with no physics engine.
 *
 * <p>A {@link dev.loam.physics.CollisionWorld} holds the static colliders: a block map's
 * {@link dev.loam.physics.BlockMapCollider}, a {@link dev.loam.physics.VoxelCollider} per 32 × 32
 * chunk that a game streams in and out (a column per cell, a wedge per stair, a wall per blocked
 * block, nothing for water or void), a terrain's {@link dev.loam.physics.TerrainCollider} (a
 * {@link dev.loam.physics.HeightfieldCollider} per chunk over the terrain's own triangles, holes
 * cut out, rebuilt per chunk from the terrain's change records), and
 * {@link dev.loam.physics.HeightfieldCollider}s, and {@link dev.loam.physics.MeshCollider}s of
 * slabs and boxes in a bounding volume hierarchy (bridge decks, tunnel roofs, piers, props). The
 * ground colliders are solid from their surface down, so an upright capsule over a point rests at
 * the highest of the colliders' supports there: internal faces between cells never exist and a
 * sliding body meets no seam; a mesh collider's pieces have undersides a body walks under. Rays and capsule sweeps return a {@link dev.loam.physics.CollisionHit}; a
 * capsule sweep is exact, its time of impact solved in closed form against block maps' boxes and
 * wedges and against the solid under each heightfield and terrain triangle.
 *
 * <p>A {@link dev.loam.physics.CharacterController} walks a capsule among them from the shared
 * {@link dev.loam.core.AgentSettings}, the same settings {@code dev.loam.nav} bakes its navigation
 * for.
 *
 * <p>A {@link dev.loam.physics.Vehicle} drives a rigid chassis on raycast wheels over the same
 * colliders (its {@link dev.loam.physics.VehicleSettings} and {@link dev.loam.physics.WheelSettings}:
 * suspension, slip-limited tyres, steering, an engine through an automatic gearbox, brakes and a
 * handbrake), meets {@link dev.loam.physics.LiquidVolumes} (floods and sinks in deep water, is
 * wrecked by lava, each a {@link dev.loam.physics.VehicleEvent} to its
 * {@link dev.loam.physics.VehicleListener}), and a {@link dev.loam.physics.VehiclePilot} steers one
 * along a path. Units are metres, seconds and degrees (radians for the vehicle's angles); nothing
 * here starts a thread or allocates per step.
 */
package dev.loam.physics;
