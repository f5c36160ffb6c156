package dev.loam.render.gl;

import dev.loam.render.gl.internal.ShaderProgram;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL30C.*;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real frames from a headless context: run in CI for real ({@code .ci/run} makes sure Mesa's EGL
 * is installed). Excluded with {@code -DexcludedGroups=gl} where no context can be had.
 */
@Tag("gl")
class HeadlessContextTest {
    /** Per-channel tolerance for colours read back from llvmpipe. */
    private static final int CHANNEL_TOLERANCE = 2;

    @Test
    void aHeadlessContextDrawsATriangleIntoAnOffscreenTargetAndReadsItBack(@TempDir Path dir) throws Exception {
        try (GlContext gl = GlContext.open(64, 48, "test", true, Map.of())) {
            assertTrue(gl.headless());
            assertNotEquals(GlContext.Kind.WINDOW, gl.kind());
            assertTrue(gl.version().startsWith("3.3") || gl.version().compareTo("3.3") > 0, gl.version());
            System.out.println("GL_RENDERER: " + gl.renderer() + ", " + gl.version() + ", " + gl.kind());
            try (OffscreenTarget target = new OffscreenTarget(64, 48);
                 ShaderProgram program = ShaderProgram.compile("flat", """
                         #version 330 core
                         layout(location = 0) in vec2 position;
                         void main() { gl_Position = vec4(position, 0.0, 1.0); }
                         """, """
                         #version 330 core
                         out vec4 colour;
                         void main() { colour = vec4(1.0, 0.0, 0.0, 1.0); }
                         """)) {
                target.bind();
                glClearColor(0.2f, 0.4f, 0.6f, 1f);
                glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
                int vao = glGenVertexArrays();
                int vbo = glGenBuffers();
                glBindVertexArray(vao);
                glBindBuffer(GL_ARRAY_BUFFER, vbo);
                // The left half of the frame: x in -1..0, the whole height.
                glBufferData(GL_ARRAY_BUFFER, new float[] {-1, -1, 0, -1, 0, 1, -1, -1, 0, 1, -1, 1}, GL_STATIC_DRAW);
                glVertexAttribPointer(0, 2, GL_FLOAT, false, 8, 0);
                glEnableVertexAttribArray(0);
                program.use();
                glDrawArrays(GL_TRIANGLES, 0, 6);
                assertEquals(GL_NO_ERROR, glGetError());
                BufferedImage image = target.readImage();
                glDeleteBuffers(vbo);
                glDeleteVertexArrays(vao);
                assertColour(0xffff0000, image.getRGB(10, 10));
                assertColour(0xffff0000, image.getRGB(20, 40));
                assertColour(0xff336699, image.getRGB(50, 10));
                Path png = dir.resolve("frames/triangle.png");
                target.writePng(png);
                assertTrue(Files.size(png) > 0);
            }
        }
    }

    @Test
    @SuppressWarnings("try") // the first context only has to be open while the second is asked for
    void aSecondContextWhileOneIsOpenIsRefused() {
        try (GlContext gl = GlContext.open(8, 8, "first", true, Map.of())) {
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> GlContext.open(8, 8, "second", true, Map.of()));
            assertTrue(e.getMessage().contains("already open"), e.getMessage());
        }
        // Once closed, a context opens again.
        try (GlContext again = GlContext.open(8, 8, "again", true, Map.of())) {
            assertTrue(again.headless());
        }
    }

    @Test
    void aHeadlessContextHasNoWindowTargetToDrawInto() {
        try (GlContext gl = GlContext.open(8, 8, "test", true, Map.of())) {
            IllegalStateException e = assertThrows(IllegalStateException.class, gl::windowTarget);
            assertTrue(e.getMessage().contains("OffscreenTarget"), e.getMessage());
        }
    }

    @Test
    @SuppressWarnings("try") // the context only has to be current while the shader compiles
    void aShaderThatDoesNotCompileIsRefusedNamingItsStage() {
        try (GlContext gl = GlContext.open(8, 8, "test", true, Map.of())) {
            GlException e = assertThrows(GlException.class, () -> ShaderProgram.compile("broken",
                    "#version 330 core\nvoid main() { gl_Position = vec4(0.0); }\n",
                    "#version 330 core\nout vec4 c;\nvoid main() { c = nonsense; }\n"));
            assertTrue(e.getMessage().contains("fragment shader of \"broken\""), e.getMessage());
        }
    }

    private static void assertColour(int expected, int actual) {
        for (int shift = 0; shift < 32; shift += 8) {
            int e = expected >>> shift & 0xff, a = actual >>> shift & 0xff;
            assertTrue(Math.abs(e - a) <= CHANNEL_TOLERANCE,
                    String.format("expected %08x, got %08x", expected, actual));
        }
    }
}
