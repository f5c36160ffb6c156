package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The wilds window driven by real keys (Xvfb and xdotool, as {@link VillageBuilderXvfbTest}): E
 * fells the tree the walker stands before and saves the diff, W held walks it on, F12 writes the
 * window's picture; started again on the same folder, the window reads the diff and the tree is
 * felled still.
 */
@Tag("gl")
class WildsWindowXvfbTest {
    private static final Pattern AT = Pattern.compile("\\((-?[\\d.]+), (-?[\\d.]+), (-?[\\d.]+)\\)");

    private static double[] at(String line) {
        Matcher m = AT.matcher(line);
        assertTrue(m.find(), line);
        return new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))};
    }

    @Test
    void eFellsTheTreeBeforeTheWalkerWWalksItOnAndTheTreeIsStillFelledInTheNextRun(@TempDir Path dir) throws Exception {
        assumeTrue(XvfbApp.available(), "needs Xvfb and xdotool on the PATH (.ci/run installs them)");
        try (XvfbApp x = XvfbApp.start()) {
            XvfbApp.Output first = x.runIn("1g", "dev.loam.examples.WildsExample", "--out", dir.toString());
            String standing = first.await(l -> l.startsWith("the tree before the walker, "));
            assertTrue(standing.endsWith(": standing"), standing);
            String id = standing.substring("the tree before the walker, ".length(), standing.lastIndexOf(':'));
            double[] start = at(first.await(l -> l.startsWith("wilds ready: walking at ")));
            String window = x.xdotool("search", "--name", "Loam: the wilds").get(0);
            x.xdotool("windowfocus", "--sync", window);
            x.xdotool("key", "e");
            String felled = first.await(l -> l.startsWith("felled ") || l.equals("no tree in front to fell"));
            assertEquals("felled " + id + "; the diff saved to " + dir.resolve(WildsExample.DIFF_FILE), felled);
            assertTrue(Files.readString(dir.resolve(WildsExample.DIFF_FILE)).contains("\"" + id + "\""));
            // Walk on where the tree stood for three seconds.
            x.xdotool("keydown", "w");
            Thread.sleep(3000);
            x.xdotool("keyup", "w");
            x.xdotool("key", "F12");
            String picture = first.await(l -> l.startsWith("picture "));
            double[] end = at(picture);
            assertTrue(Math.hypot(end[0] - start[0], end[2] - start[2]) > 1, "the walker walked: " + picture);
            assertTrue(picture.endsWith(", ground"), picture);
            assertTrue(Files.size(Path.of(picture.substring("picture ".length(), picture.indexOf(';')))) > 10_000, picture);
            x.xdotool("key", "Escape");
            assertTrue(first.process().waitFor(60, TimeUnit.SECONDS), "Escape closes the window");
            assertEquals(0, first.process().exitValue(), first.text());

            XvfbApp.Output second = x.runIn("1g", "dev.loam.examples.WildsExample", "--out", dir.toString());
            second.await(l -> l.startsWith("loaded the felled trees from " + dir.resolve(WildsExample.DIFF_FILE)));
            assertEquals("the tree before the walker, " + id + ": felled (not in the plan, not published)",
                    second.await(l -> l.startsWith("the tree before the walker, ")));
            second.await(l -> l.startsWith("wilds ready: "));
            x.xdotool("windowfocus", "--sync", x.xdotool("search", "--name", "Loam: the wilds").get(0));
            x.xdotool("key", "Escape");
            assertTrue(second.process().waitFor(60, TimeUnit.SECONDS), "Escape closes the window");
            assertEquals(0, second.process().exitValue(), second.text());
        }
    }
}
