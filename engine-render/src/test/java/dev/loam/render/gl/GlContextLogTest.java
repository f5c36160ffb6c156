package dev.loam.render.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.testkit.LogCapture;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Which context was chosen and why, and each fallback taken, go to the class's System.Logger. */
@Tag("gl")
class GlContextLogTest {
    @Test
    void theContextChosenIsLoggedWithWhyAndTheRenderer() {
        try (LogCapture log = new LogCapture(GlContext.class.getName());
             GlContext gl = GlContext.open(8, 8, "log test", true, Map.of())) {
            List<String> info = log.messages(Level.INFO);
            assertEquals(1, info.size(), info.toString());
            assertTrue(info.get(0).startsWith("OpenGL context: " + gl.kind() + ", because an offscreen context was asked for"),
                    info.get(0));
            assertTrue(info.get(0).contains(gl.renderer()), info.get(0));
        }
    }

    @Test
    void aDisplayThatGivesNoWindowIsLoggedAsAFallbackToHeadless() {
        // No X server answers on display 987: GLFW cannot open it, and the context falls back.
        try (LogCapture log = new LogCapture(GlContext.class.getName());
             GlContext gl = GlContext.open(8, 8, "log test", false, Map.of("DISPLAY", ":987"))) {
            assertTrue(gl.headless());
            List<String> warnings = log.messages(Level.WARNING);
            assertTrue(warnings.stream().anyMatch(m -> m.startsWith("the display (DISPLAY=:987) gave no OpenGL window")
                    && m.endsWith("falling back to a headless context")), warnings.toString());
            List<String> info = log.messages(Level.INFO);
            assertTrue(info.get(info.size() - 1).contains("because the display DISPLAY=:987 gave no window"), info.toString());
        }
    }
}
