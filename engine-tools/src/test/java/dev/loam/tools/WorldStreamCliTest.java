package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class WorldStreamCliTest {
    static final String WILDS = WorldCliTest.WILDS;

    @Test
    void streamPrintsOneLinePerFrameAndASummary() {
        LoamCliTest.Run r = LoamCliTest.loam("world", "stream", WILDS, "--seed", "42", "--path", "0,0:600,0:600,300",
                "--frames", "5", "--budget-ms", "4");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(6, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("frame 0 at (0, 0): "), lines.get(0));
        assertTrue(lines.get(2).startsWith("frame 2 at (450, 0): "), "the path is walked at an even pace: " + lines.get(2));
        assertTrue(lines.get(4).startsWith("frame 4 at (600, 300): "), lines.get(4));
        for (String line : lines.subList(0, 5)) {
            assertTrue(line.matches("frame \\d at \\(-?\\d+, -?\\d+\\): \\d+ pieces, \\d+ generated, \\d+ published, "
                    + "\\d+ released; resident \\d+, queued \\d+; \\d+\\.\\d{3} ms( OVER by \\d+\\.\\d{3})?"), line);
        }
        assertTrue(lines.get(5).matches("5 frames: \\d+ over budget( \\(worst by \\d+\\.\\d{3} ms\\))?, most resident "
                + "\\d+, \\d+ chunks generated"), lines.get(5));
        assertEquals("", r.err());
    }

    @Test
    void farQueuesTheFarVersionsCellsToo() {
        String[] args = {"world", "stream", WILDS, "--seed", "42", "--path", "0,0:10,0", "--frames", "1", "--budget-ms",
            "1"};
        LoamCliTest.Run near = LoamCliTest.loam(args);
        String[] withFar = java.util.Arrays.copyOf(args, args.length + 1);
        withFar[args.length] = "--far";
        LoamCliTest.Run far = LoamCliTest.loam(withFar);
        assertEquals(0, far.code(), far.err());
        assertTrue(queued(far.out()) > queued(near.out()), near.out() + far.out());
    }

    private static int queued(String out) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("queued (\\d+)").matcher(out);
        assertTrue(m.find(), out);
        return Integer.parseInt(m.group(1));
    }

    @Test
    void streamRefusesABadPathAndAMissingVersionInOneLine() {
        LoamCliTest.Run bad = LoamCliTest.loam("world", "stream", WILDS, "--path", "0,0");
        assertEquals(Loam.REFUSED, bad.code());
        assertEquals(List.of("--path 0,0: needs two or more points x,z separated by ':', such as 0,0:600,0"),
                bad.err().lines().toList());
        LoamCliTest.Run version = LoamCliTest.loam("world", "stream", WILDS, "--path", "0,0:10,0", "--rules-version",
                "9");
        assertEquals(Loam.REFUSED, version.code());
        assertTrue(version.err().startsWith(WILDS + ": version: rules loam:wilds no longer list version 9"),
                version.err());
        assertEquals("", version.out());
    }

    @Test
    void helpEndsWithAnExample() {
        LoamCliTest.Run r = LoamCliTest.loam("world", "stream", "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("Example:\n  loam world stream worlds/wilds.json"), r.out());
    }
}
