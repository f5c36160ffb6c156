/**
 * Navigation baked from a block map's columns and stair wedges, and path queries over it.
 *
 * <p>A {@link dev.loam.nav.NavMesh} is baked for one {@link dev.loam.core.AgentSettings} (the
 * settings the character controller in {@code dev.loam.physics} is given, so the two agree on
 * where a character climbs, stands and fits) and follows the map's change records cell by cell. A
 * {@link dev.loam.nav.PathQuery} finds the shortest route over it and pulls it straight into a
 * {@link dev.loam.nav.NavPath}, reusing its buffers. Units are metres.
 */
package dev.loam.nav;
