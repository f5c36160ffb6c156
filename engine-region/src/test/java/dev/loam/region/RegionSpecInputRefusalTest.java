package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loam.core.LoamInputException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A caller that catches only {@link LoamInputException} gets the region reader's first place and fix. */
class RegionSpecInputRefusalTest {
    @Test
    void aSpecsRefusalIsCaughtAsALoamInputExceptionWithItsFirstProblemsPlaceAndFix() {
        String json = RegionExamples.TERRAIN.replace("\"seed\": 3,", "\"seed\": 3, \"towns\": [],");
        LoamInputException e = assertThrows(LoamInputException.class, () -> RegionSpecReader.read(json));
        RegionSpecException r = assertInstanceOf(RegionSpecException.class, e);
        RegionProblem first = r.problems().get(0);
        assertEquals("towns", e.place());
        assertEquals(first.path(), e.place());
        assertEquals(Optional.of("remove towns to build the land alone"), e.fix());
        assertEquals(first.message(), e.place() + ": " + e.detail());
        assertEquals(first.message(), e.getMessage());
    }

    @Test
    void everyProblemStaysInTheMessageAndTheDetailLeavesOutOnlyTheFirstPlace() {
        RegionSpecException e = new RegionSpecException(List.of(
                new RegionProblem("features[0].level", "the hill rises to 4", "the rim is 2 tiles away", "lower it"),
                RegionProblem.of("name", "\"x\" is not a level's name")));
        assertEquals("features[0].level: the hill rises to 4: the rim is 2 tiles away; lower it\n"
                + "name: \"x\" is not a level's name", e.getMessage());
        assertEquals("the hill rises to 4: the rim is 2 tiles away; lower it\nname: \"x\" is not a level's name",
                e.detail());
        assertEquals("features[0].level", e.place());
        assertEquals(Optional.of("lower it"), e.fix());
    }

    @Test
    void aFirstProblemWithoutAFixGivesNone() {
        LoamInputException e = assertThrows(LoamInputException.class, () -> RegionSpecReader.read("{\"template\": "));
        assertEquals("$", e.place());
        assertEquals(Optional.empty(), e.fix());
    }
}
