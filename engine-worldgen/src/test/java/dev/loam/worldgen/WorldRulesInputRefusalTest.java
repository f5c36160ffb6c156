package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loam.core.LoamInputException;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A caller that catches only {@link LoamInputException} gets the world-rules reader's place and fix. */
class WorldRulesInputRefusalTest {
    @Test
    void aRulesRefusalIsCaughtAsALoamInputExceptionWithItsPlaceAndFix() {
        String json = WorldRulesTest.MINIMAL.replace("\"min\": 0.5,", "\"min\": 0.5, \"max\": 0.2,");
        LoamInputException e = assertThrows(LoamInputException.class, () -> WorldRules.fromJson(json));
        assertInstanceOf(WorldRulesException.class, e);
        assertEquals("biomes[0].conditions[0]", e.place());
        assertEquals(Optional.of("swap them or widen the range"), e.fix());
        assertEquals("biomes[0].conditions[0]: min 0.5 is above max 0.2: swap them or widen the range", e.getMessage());
        assertEquals(e.place(), ((WorldRulesException) e).path());
    }

    @Test
    void aRangeWithItsEndsSwappedNamesTheFixThatSwapsThem() {
        String json = WorldRulesTest.MINIMAL.replace("\"id\": \"elder\",", "\"id\": \"elder\", \"scale\": [2, 1],");
        LoamInputException e = assertThrows(LoamInputException.class, () -> WorldRules.fromJson(json));
        assertEquals("recipes[0].anchor.scale", e.place());
        assertEquals(Optional.of("swap them"), e.fix());
        assertEquals("recipes[0].anchor.scale: [2.0, 1.0] has min above max: swap them", e.getMessage());
    }

    @Test
    void aMemberOfTheRootIsNamedWithoutTheDollarAndTextThatIsNotJsonAtIt() {
        LoamInputException unknown = assertThrows(LoamInputException.class,
                () -> WorldRules.fromJson(WorldRulesTest.MINIMAL.replace("\"versions\"", "\"colour\": 1, \"versions\"")));
        assertEquals("colour", unknown.place());
        assertEquals(Optional.empty(), unknown.fix());
        LoamInputException notJson = assertThrows(LoamInputException.class, () -> WorldRules.fromJson("{\"id\": "));
        assertEquals("$", notJson.place());
    }

    @Test
    void aPlacementIdsRefusalMovedUnderTheDiffsPathKeepsItsDetail() {
        LoamInputException e = assertThrows(LoamInputException.class,
                () -> new PlacementDiffs().load("{\"removed\": [], \"changed\": {\"pine\": {\"yaw\": 1}}}"));
        assertEquals("changed.pine", e.place());
        assertInstanceOf(WorldRulesException.class, e.getCause());
        assertEquals(((WorldRulesException) e.getCause()).detail(), e.detail());
    }

    @Test
    void aDiffsFilesRefusalCarriesItsFix() {
        PlacementDiffs diffs = new PlacementDiffs();
        String id = "groups@1:12,-3/grove@1/pine.2";
        LoamInputException e = assertThrows(LoamInputException.class,
                () -> diffs.load("{\"removed\": [\"" + id + "\"], \"changed\": {\"" + id + "\": {\"yaw\": 1}}}"));
        assertEquals("changed[\"" + id + "\"]", e.place());
        assertEquals(Optional.of("keep one of the two"), e.fix());
    }

    @Test
    void anIdLongerThanSixtyFourCharactersIsRefusedAtItsPlaceBeforeAnyPlacementCarriesIt() {
        // A 100,000-character member id once made every placement id carry it: 1.9 GB for a plan.
        String longId = "e".repeat(100_000);
        LoamInputException member = assertThrows(LoamInputException.class,
                () -> WorldRules.fromJson(WorldRulesTest.MINIMAL.replace("\"id\": \"elder\",", "\"id\": \"" + longId + "\",")));
        assertEquals("recipes[0].anchor.id", member.place());
        assertEquals("the id is 100000 characters, more than 64: ids are part of every placement's id: keep them short",
                member.detail());
        LoamInputException rules = assertThrows(LoamInputException.class,
                () -> WorldRules.fromJson(WorldRulesTest.MINIMAL.replaceFirst("\"id\": \"[^\"]+\"", "\"id\": \"" + longId + "\"")));
        assertEquals("id", rules.place());
        String sixtyFour = "e".repeat(RulesValidator.MAX_ID_CHARS);
        WorldRules.fromJson(WorldRulesTest.MINIMAL.replace("\"id\": \"elder\",", "\"id\": \"" + sixtyFour + "\","));
    }
}
