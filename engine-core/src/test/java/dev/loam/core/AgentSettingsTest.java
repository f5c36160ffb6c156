package dev.loam.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Tests for {@link AgentSettings}: the pinned defaults and the refusals. */
class AgentSettingsTest {
    private static final double EXACT = 0;
    private static final double COSINE_TOLERANCE = 1e-12;

    @Test
    void defaultCharacterStepsOverOneHalfMetreStepAndUnderTwo() {
        AgentSettings d = AgentSettings.DEFAULT;
        assertEquals(0.6, d.stepHeightMetres(), EXACT);
        assertTrue(d.stepHeightMetres() > 0.5 && d.stepHeightMetres() < 1.0);
        assertEquals(0.3, d.radiusMetres(), EXACT);
        assertEquals(1.8, d.heightMetres(), EXACT);
        assertEquals(45, d.maxSlopeDegrees(), EXACT);
        assertEquals(0.02, d.skinMetres(), EXACT);
        assertEquals(0.6, d.snapDistanceMetres(), EXACT);
        assertEquals(0.15, d.minLandingWidthMetres(), EXACT);
        assertEquals(0.7, d.maxWadeDepthMetres(), EXACT);
        assertEquals(3, d.wadeCostFactor(), EXACT);
    }

    @Test
    void clearanceIsRadiusPlusSkinAndSlopeLimitIsACosine() {
        assertEquals(0.32, AgentSettings.DEFAULT.clearanceRadiusMetres(), COSINE_TOLERANCE);
        assertEquals(Math.sqrt(0.5), AgentSettings.DEFAULT.minWalkableNormalY(), COSINE_TOLERANCE);
    }

    @Test
    void withersChangeOneFieldEach() {
        AgentSettings s = AgentSettings.DEFAULT.withRadius(0.4).withHeight(2).withStepHeight(0.3).withMaxSlope(30)
                .withSnapDistance(0).withMinLandingWidth(0.2);
        assertEquals(new AgentSettings(0.4, 2, 0.3, 0.2, 30, 0.02, 0, 0.7, 3), s);
    }

    @Test
    void settingsOutOfRangeAreRefusedNamingTheField() {
        assertMessage("radiusMetres", () -> AgentSettings.DEFAULT.withRadius(0));
        assertMessage("heightMetres", () -> AgentSettings.DEFAULT.withHeight(0.5));
        assertMessage("stepHeightMetres", () -> AgentSettings.DEFAULT.withStepHeight(-0.1));
        assertMessage("maxSlopeDegrees", () -> AgentSettings.DEFAULT.withMaxSlope(90));
        assertMessage("snapDistanceMetres", () -> AgentSettings.DEFAULT.withSnapDistance(Double.NaN));
        assertMessage("minLandingWidthMetres", () -> AgentSettings.DEFAULT.withMinLandingWidth(-1));
        assertMessage("skinMetres", () -> new AgentSettings(0.3, 1.8, 0.6, 0.15, 45, 0.3, 0.6, 0.7, 3));
        assertMessage("wadeCostFactor", () -> new AgentSettings(0.3, 1.8, 0.6, 0.15, 45, 0.02, 0.6, 0.7, 0.5));
        assertMessage("maxWadeDepthMetres", () -> new AgentSettings(0.3, 1.8, 0.6, 0.15, 45, 0.02, 0.6, -1, 3));
    }

    private static void assertMessage(String field, Runnable make) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, make::run);
        assertTrue(e.getMessage().contains(field), e.getMessage());
    }
}
