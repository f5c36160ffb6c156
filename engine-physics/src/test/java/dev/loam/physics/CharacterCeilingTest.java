package dev.loam.physics;

import static dev.loam.testkit.Tolerances.CONTACT_METRES;
import static dev.loam.testkit.Tolerances.NORMAL;
import static dev.loam.testkit.Tolerances.ROUNDING_METRES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSets;
import dev.loam.core.AgentSettings;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tests for ceilings: a map's underside stops a character rising into it (a jump under a map, or
 * under a bridge of a higher map), with the head's sphere resting against the underside.
 */
class CharacterCeilingTest {
    private static final AgentSettings AGENT = AgentSettings.DEFAULT;
    private static final double SKIN = AGENT.skinMetres();
    private static final double CLEARANCE = AGENT.clearanceRadiusMetres();
    /** From the foot to the upper sphere's centre, in metres. */
    private static final double FOOT_TO_HEAD_CENTRE = AGENT.heightMetres() - AGENT.radiusMetres();

    /** A level heightfield 40 m square at a height, samples 1 m apart from (−10, −10). */
    private static HeightfieldCollider ground(double y) {
        return new HeightfieldCollider(41, 41, 1, 1, -10, y, -10, new double[41 * 41], null);
    }

    /** A bridge: a map one row deep, {@code width} 1 m cells across, at (x, y, z); its base 2 m under {@code y}. */
    private static BlockMap bridge(int width, double x, double y, double z) {
        return BlockMap.builder("bridge", BlockSets.greybox()).legend(Maps.LEGEND).cells("g".repeat(width))
                .heights(new int[][] {new int[width]}).position(x, y, z).build();
    }

    @Test
    void aJumpUnderAMapStopsWithTheHeadAgainstItsBaseAndFallsBack() {
        BlockMap map = Maps.flat(6, 6, 0);
        double base = map.baseMetres();
        CollisionWorld world = Maps.world(map).add(ground(base - 3));
        CharacterController c = CharacterWalkTest.spawn(world, 3, base - 3, 3);
        List<Double> normalsY = new ArrayList<>();
        c.setContactListener(contact -> {
            if (contact.kind() == CharacterContact.Kind.CEILING) {
                normalsY.add(contact.normal().y());
                assertEquals(base, contact.point().y(), CONTACT_METRES);
            }
        });
        assertTrue(c.jump(8)); // free, it would rise 8² / (2 g) ≈ 3.3 m
        double highest = c.footY();
        for (int i = 0; i < 120; i++) {
            c.step(1.0 / 60, 0, 0);
            highest = Math.max(highest, c.footY());
        }
        // The head's sphere stops a clearance under the base.
        assertEquals(base - CLEARANCE - FOOT_TO_HEAD_CENTRE, highest, CONTACT_METRES);
        assertEquals(1, normalsY.size(), "one ceiling contact");
        assertEquals(-1, normalsY.get(0), NORMAL);
        assertTrue(c.isGrounded(), "fell back down");
        assertEquals(base - 3 + SKIN, c.footY(), ROUNDING_METRES);
    }

    @Test
    void aLongMoveUpUnderAMapIsStoppedAtItsUndersideNotCarriedThroughIt() {
        BlockMap map = Maps.flat(6, 6, 0);
        double base = map.baseMetres();
        CollisionWorld world = Maps.world(map).add(ground(base - 3));
        CharacterController c = CharacterWalkTest.spawn(world, 3, base - 3, 3);
        c.move(0, 10, 0);
        assertEquals(base - CLEARANCE - FOOT_TO_HEAD_CENTRE, c.footY(), CONTACT_METRES);
        assertFalse(c.isGrounded());
    }

    @Test
    void aJumpUnderABridgeOfAHigherMapStopsButBesideItRisesFreely() {
        // Ground at 0; a bridge's base 2.2 m up over x 0..5 at z 4..5.
        BlockMap bridge = bridge(5, 0, 2.2 + BlockMap.BASE_DEPTH_METRES, 4);
        double base = bridge.baseMetres();
        assertEquals(2.2, base, ROUNDING_METRES);
        CollisionWorld world = new CollisionWorld().add(new BlockMapCollider(bridge)).add(ground(0));
        CharacterController under = CharacterWalkTest.spawn(world, 2.5, 0, 4.5);
        under.jump(5);
        double highest = 0;
        for (int i = 0; i < 90; i++) {
            under.step(1.0 / 60, 0, 0);
            highest = Math.max(highest, under.footY());
        }
        assertEquals(base - CLEARANCE - FOOT_TO_HEAD_CENTRE, highest, CONTACT_METRES);

        CharacterController beside = CharacterWalkTest.spawn(world, 2.5, 0, 4 - CLEARANCE - 0.01);
        beside.jump(5);
        highest = 0;
        for (int i = 0; i < 90; i++) {
            beside.step(1.0 / 60, 0, 0);
            highest = Math.max(highest, beside.footY());
        }
        assertTrue(highest > 1.2, "rose " + highest + " m beside the bridge");
    }

    @Test
    void aHeadGrazingABridgesEdgeStopsWhereItsSphereTouchesTheEdge() {
        BlockMap bridge = bridge(5, 0, 2.2 + BlockMap.BASE_DEPTH_METRES, 4);
        double base = bridge.baseMetres();
        CollisionWorld world = new CollisionWorld().add(new BlockMapCollider(bridge)).add(ground(0));
        double off = 0.2; // the axis 0.2 m north of the bridge's edge at z = 4
        CharacterController c = CharacterWalkTest.spawn(world, 2.5, 0, 4 - off);
        c.move(0, 3, 0);
        double touch = Math.sqrt(CLEARANCE * CLEARANCE - off * off);
        assertEquals(base - touch - FOOT_TO_HEAD_CENTRE, c.footY(), CONTACT_METRES);
    }

    @Test
    void walkingUnderABridgeWithHeadroomMeetsNothing() {
        BlockMap bridge = bridge(5, 0, 2.2 + BlockMap.BASE_DEPTH_METRES, 4);
        CollisionWorld world = new CollisionWorld().add(new BlockMapCollider(bridge)).add(ground(0));
        CharacterController c = CharacterWalkTest.spawn(world, 2.5, 0, 1);
        List<CharacterContact.Kind> seen = new ArrayList<>();
        c.setContactListener(contact -> seen.add(contact.kind()));
        CharacterWalkTest.walk(c, 60, 3, 0, 2);
        assertEquals(7, c.footZ(), CONTACT_METRES);
        assertEquals(List.of(), seen);
    }

    @Test
    void aStepUpThatWouldPutTheHeadIntoAMapsUndersideStopsWhereTheHeadTouchesIt() {
        // A one-step ledge at x = 3; a bridge 1.7 m over the ledge's top reaches back to x = 2.8,
        // so stepping up onto the ledge would put the head into its underside.
        BlockMap ground = Maps.strip("gggggg", new int[] {0, 0, 0, 1, 1, 1}, 3);
        BlockMap bridge = BlockMap.builder("bridge", BlockSets.greybox()).legend(Maps.LEGEND)
                .cells("gggg", "gggg", "gggg").heights(new int[3][4])
                .position(2.8, 0.5 + 1.7 + BlockMap.BASE_DEPTH_METRES, 0).build();
        double base = bridge.baseMetres();
        CollisionWorld world = Maps.world(ground).add(new BlockMapCollider(bridge));
        CharacterController c = CharacterWalkTest.spawn(world, 0.5, 0, 1.5);
        List<CharacterContact.Kind> seen = new ArrayList<>();
        c.setContactListener(contact -> seen.add(contact.kind()));
        for (int i = 0; i < 180; i++) {
            c.step(1.0 / 60, 2, 0);
            // The head's sphere keeps its clearance from the bridge's underside and its west edge.
            double headY = c.footY() + FOOT_TO_HEAD_CENTRE;
            double across = Math.max(0, 2.8 - c.footX()), up = Math.max(0, base - headY);
            double gap = Math.hypot(across, up);
            assertTrue(gap >= CLEARANCE - CONTACT_METRES, "the head is " + gap + " m from the underside at step " + i);
        }
        assertTrue(c.footX() < 3, "never got onto the ledge, at " + c.footX());
        assertTrue(c.footY() < 0.5, "never stood on the ledge's top, at " + c.footY());
        assertTrue(seen.contains(CharacterContact.Kind.WALL), seen.toString());
    }
}
