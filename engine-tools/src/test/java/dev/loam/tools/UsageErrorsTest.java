package dev.loam.tools;

import static dev.loam.tools.LoamCliTest.lines;
import static dev.loam.tools.LoamCliTest.loam;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.tools.LoamCliTest.Run;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Usage errors: an unknown command or option is named as typed, with the nearest names; exit 2. */
class UsageErrorsTest {

    private static void assertUsageError(Run r, String firstLine) {
        assertEquals(Loam.USAGE, r.code(), r.err());
        assertEquals(firstLine, lines(r.err()).get(0), r.err());
        assertEquals(2, lines(r.err()).size(), "the error and the pointer to --help: " + r.err());
        assertTrue(lines(r.err()).get(1).startsWith("Try '") && lines(r.err()).get(1).contains(" --help'"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void aMisspeltSubcommandSuggestsTheNearestCommand() {
        assertUsageError(loam("map", "chek", "village.json"), "loam map: unknown command 'chek': did you mean check?");
        assertUsageError(loam("mapp", "check"), "loam: unknown command 'mapp': did you mean map?");
        assertUsageError(loam("terain", "info", "x"), "loam: unknown command 'terain': did you mean terrain?");
        assertUsageError(loam("map", "exprot", "v.json"), "loam map: unknown command 'exprot': did you mean export?");
    }

    @Test
    void anUnknownCommandWithNothingNearListsTheCommands() {
        assertUsageError(loam("world", "zzzzzz"),
                "loam world: unknown command 'zzzzzz': the commands are check, plan, explain, stats, map, stream, export, render");
    }

    @Test
    void aMissingSubcommandListsTheCommands() {
        assertUsageError(loam("region"), "loam region: missing command: one of build, preview, render, export");
    }

    @Test
    void aMisspeltOutNamesTheMisspeltFlagAndSuggestsOutNotOnlyThatOutIsMissing() {
        Run r = loam("map", "render", "village.json", "--ouput", "out/village.png");
        assertUsageError(r, "loam map render: unknown option '--ouput': did you mean --out?");
        assertFalse(r.err().contains("Missing required"), r.err());
        // Given before the file, and with '=', it is the same.
        assertUsageError(loam("map", "render", "--ouput=out/village.png", "village.json"),
                "loam map render: unknown option '--ouput': did you mean --out?");
    }

    @Test
    void aMisspeltOptionSuggestsTheNearestOfThatCommandsOptions() {
        assertUsageError(loam("map", "check", "village.json", "--verbos"),
                "loam map check: unknown option '--verbos': did you mean --verbose?");
        assertUsageError(loam("map", "check", "village.json", "--stes", "sets/"),
                "loam map check: unknown option '--stes': did you mean --sets?");
        assertUsageError(loam("world", "map", "w.json", "--rect", "0,0,1,1", "--out", "w.png", "--sead", "7"),
                "loam world map: unknown option '--sead': did you mean --seed?");
        assertUsageError(loam("region", "preview", "r.json", "--out", "r.png", "--scael", "2"),
                "loam region preview: unknown option '--scael': did you mean --scale?");
    }

    @Test
    void anOptionFarFromEveryNameIsNamedWithoutASuggestion() {
        assertUsageError(loam("terrain", "info", "t.json", "--xyzzy"), "loam terrain info: unknown option '--xyzzy'");
    }

    @Test
    void anExtraArgumentIsNamed() {
        assertUsageError(loam("map", "check", "a.json", "b.json"), "loam map check: unexpected argument 'b.json'");
    }

    @Test
    void aNegativeNumberIsAValueNotAnUnknownOption() {
        Run r = loam("world", "stats", "missing.json", "--layer", "groups", "--rect", "-500,-500,500,500");
        assertEquals(Loam.REFUSED, r.code(), "the rules file is missing, but the usage is right: " + r.err());
    }

    @Test
    void nearestCountsASwapAsOneEditAndPrefersTheFewestEdits() {
        assertEquals(1, UsageErrors.distance("exprot", "export"));
        assertEquals(2, UsageErrors.distance("ouput", "out"));
        assertEquals(List.of("--out"), UsageErrors.nearest("--ouput", List.of("--obj", "--out", "--pitch")));
        assertEquals(List.of("--sea-level"), UsageErrors.nearest("--sea", List.of("--seed", "--sea-level")),
                "'--sea' is two edits from '--seed', more than a word of three letters allows, and begins '--sea-level'");
        assertEquals(List.of(), UsageErrors.nearest("-x", List.of("-h", "-V")), "no guess for two letters");
    }
}
