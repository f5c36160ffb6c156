/**
 * Navigation baked from a block map's columns and stair wedges, or from a terrain's triangles, and
 * path queries over them.
 *
 * <p>A {@link dev.loam.nav.NavMesh} is baked for one {@link dev.loam.core.AgentSettings} (the
 * settings the character controller in {@code dev.loam.physics} is given, so the two agree on
 * where a character climbs, stands and fits) and follows the map's change records cell by cell. A
 * {@link dev.loam.nav.PathQuery} finds the shortest route over it and pulls it straight into a
 * {@link dev.loam.nav.NavPath}, reusing its buffers. Units are metres.
 *
 * <p>A {@link dev.loam.nav.TerrainNavMesh} judges each of a terrain's triangles: walkable
 * where it is no steeper than the agent climbs, not a hole, allowed by the game's
 * {@link dev.loam.nav.NavAreas} (water too deep, lava), clear of every
 * {@link dev.loam.nav.NavObstacle} by the agent's clearance and with the agent's height of headroom
 * under any ceiling. For the search it merges the walkable cells of each tile into rectangles
 * where nothing the agent keeps off is near and the ground is one plane and one cost, leaving
 * single triangles everywhere else, and walks decks laid over the ground (a bridge's road) linked
 * to the ground at their open ends; it follows the terrain's change records and obstacles added
 * and removed (a streamed chunk's props at once), re-merging only the tiles they reach, and a {@link dev.loam.nav.TerrainPathQuery}
 * finds paths over those polygons and pulls them into the same {@code NavPath}.
 */
package dev.loam.nav;
