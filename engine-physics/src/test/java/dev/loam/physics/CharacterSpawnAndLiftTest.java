package dev.loam.physics;

import static dev.loam.testkit.Tolerances.ROUNDING_METRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.core.AgentSettings;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tests for spawning a {@link CharacterController} and for lifting it when a column rises into it. */
class CharacterSpawnAndLiftTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    private static final double SKIN = AGENT.skinMetres();
    private static final Authority AUTHORITY = Authority.create("test");

    /** A level heightfield 20 m square at a height, samples 1 m apart from (−5, −5). */
    static HeightfieldCollider ground(double y) {
        return new HeightfieldCollider(21, 21, 1, 1, -5, y, -5, new double[21 * 21], null);
    }

    @Test
    void aCharacterOverAVoidCellWithNothingUnderItIsRefusedABody() {
        CollisionWorld world = Maps.world(Maps.strip("g.g", new int[] {2, 2, 2}, 3));
        SpawnResult result = CharacterController.spawn(world, AGENT, 1.5, 3, 1.5);
        assertFalse(result.isSpawned());
        assertEquals(SpawnRefusal.Reason.NOTHING_UNDER, result.refusal().reason());
        assertTrue(result.refused().orElseThrow().message().contains("nothing stands under"));
    }

    @Test
    void aCharacterOverAVoidCellStandsOnTheColliderUnderIt() {
        BlockMap map = Maps.strip("g.g", new int[] {2, 2, 2}, 3);
        CollisionWorld world = Maps.world(map).add(ground(-10));
        SpawnResult result = CharacterController.spawn(world, AGENT, 1.5, 3, 1.5);
        assertTrue(result.isSpawned());
        assertEquals(-10 + SKIN, result.controller().footY(), ROUNDING_METRES);
        assertTrue(result.controller().isGrounded());
    }

    @Test
    void aCharacterSpawnedInsideAColumnStandsOnItsTop() {
        CollisionWorld world = Maps.world(Maps.flat(3, 3, 4));
        CharacterController c = CharacterController.spawn(world, AGENT, 1.5, 0, 1.5).controller();
        assertEquals(2 + SKIN, c.footY(), ROUNDING_METRES);
    }

    @Test
    void aNonFinitePositionIsRefused() {
        CollisionWorld world = Maps.world(Maps.flat(3, 3, 4));
        assertEquals(SpawnRefusal.Reason.NOT_FINITE,
                CharacterController.spawn(world, AGENT, Double.NaN, 0, 0).refusal().reason());
    }

    @Test
    void aColumnRaisedIntoTheCapsuleLiftsTheCharacterOntoItsTopInTheSameStep() {
        BlockMap map = Maps.flat(5, 5, 0);
        CollisionWorld world = Maps.world(map);
        CharacterController c = CharacterController.spawn(world, AGENT, 2.5, 0, 2.5).controller();
        List<CharacterContact.Kind> seen = new ArrayList<>();
        c.setContactListener(contact -> seen.add(contact.kind()));
        assertTrue(map.setCell(AUTHORITY, BlockCellEdit.height(2, 2, 3)).isEmpty());
        assertEquals(1, world.update());
        c.step(1.0 / 60, 0, 0);
        assertEquals(1.5 + SKIN, c.footY(), ROUNDING_METRES);
        assertTrue(c.isGrounded());
        assertEquals(List.of(CharacterContact.Kind.LIFT), seen);
    }

    @Test
    void aStairRaisedUnderTheCharacterLiftsItOntoTheTreadUnderIt() {
        // Column 2 becomes a stair one step under column 3, facing east.
        BlockMap map = Maps.strip("gggoo", new int[] {0, 0, 0, 3, 3}, 3);
        CollisionWorld world = Maps.world(map);
        CharacterController c = CharacterController.spawn(world, AGENT, 2.5, 0, 1.5).controller();
        assertTrue(map.setCell(AUTHORITY, BlockCellEdit.of(2, 1, 's', 2)).isEmpty());
        world.update();
        c.step(1.0 / 60, 0, 0);
        // The wedge climbs from 1.0 m at x = 2 to 1.5 m at x = 3; a sphere resting on it stands
        // its radius off the slope.
        double slope = 0.5, clearance = AGENT.clearanceRadiusMetres();
        double centre = 1.0 + slope * 0.5 + clearance * Math.sqrt(1 + slope * slope);
        assertEquals(centre - AGENT.radiusMetres(), c.footY(), ROUNDING_METRES);
    }

    @Test
    void aCharacterOnGroundBelowTheMapStaysWhereItIs() {
        BlockMap map = Maps.flat(5, 5, 0);
        CollisionWorld world = Maps.world(map).add(ground(map.baseMetres() - 3));
        CharacterController c = CharacterController.spawn(world, AGENT, 2.5, map.baseMetres() - 3, 2.5).controller();
        double before = c.footY();
        assertTrue(map.setCell(AUTHORITY, BlockCellEdit.height(2, 2, 4)).isEmpty());
        world.update();
        c.step(1.0 / 60, 0, 0);
        assertEquals(before, c.footY(), ROUNDING_METRES);
        assertTrue(c.isGrounded());
    }
}
