package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The tool prints the library's warnings as one line each, and its info and debug lines only with --verbose. */
class LibraryLogTest {
    @SuppressWarnings("try") // the log only has to be installed while the records are logged
    private static String logged(boolean verbose) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try (LibraryLog log = LibraryLog.install(err, verbose)) {
            System.Logger region = System.getLogger("dev.loam.region.RegionTerrain");
            region.log(System.Logger.Level.WARNING, "region {0}: the ground layer ash could not be kept", "lava");
            System.getLogger("dev.loam.render.gl.GlContext").log(System.Logger.Level.INFO, "OpenGL context: HEADLESS_EGL");
            System.getLogger("dev.loam.worldgen.StreamCore").log(System.Logger.Level.DEBUG, "a streaming frame took 9 ms");
            System.getLogger("org.elsewhere").log(System.Logger.Level.WARNING, "not the library's");
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void warningsArePrintedOneLineEachAndInfoOnlyWhenVerbose() {
        assertEquals("loam: warning: region lava: the ground layer ash could not be kept\n", logged(false));
        assertEquals("loam: warning: region lava: the ground layer ash could not be kept\n"
                + "loam: info: OpenGL context: HEADLESS_EGL\n" + "loam: debug: a streaming frame took 9 ms\n", logged(true));
    }

    @Test
    void closingPutsTheLoggingBack() {
        java.util.logging.Logger root = java.util.logging.Logger.getLogger(LibraryLog.ROOT);
        logged(false);
        assertEquals(true, root.getUseParentHandlers());
        assertEquals(0, root.getHandlers().length);
        assertEquals(null, root.getLevel());
    }
}
