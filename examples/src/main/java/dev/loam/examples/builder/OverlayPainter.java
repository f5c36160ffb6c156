package dev.loam.examples.builder;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.render.gl.RenderTarget;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.lwjgl.stb.STBTTBakedChar;
import org.lwjgl.stb.STBTruetype;
import org.lwjgl.system.MemoryUtil;

/**
 * Draws the builder overlay's 2D shapes and text over a frame: quads in window pixels (y down),
 * filled or sampled from a font atlas baked once with stb_truetype from the example's bundled
 * DejaVu Sans. One program, one vertex array, one streamed buffer; a frame's shapes are gathered
 * into a float array and drawn in one call, alpha-blended, depth off.
 *
 * <p>Owns its GL objects: {@link #close()} on the GL thread before the context. Not thread-safe.
 */
final class OverlayPainter implements AutoCloseable {
    /** The font's pixel height. */
    static final float FONT_PX = 15;
    private static final int ATLAS_W = 512, ATLAS_H = 256, FIRST = 32, COUNT = 95;
    /** Bytes a vertex: x, y, u, v as floats, then the colour's four bytes. */
    private static final int STRIDE_FLOATS = 5;
    private static final int STRIDE = STRIDE_FLOATS * 4;
    private static final int MAX_VERTICES = 120_000;

    private final ByteBuffer ttf;
    private final STBTTBakedChar.Buffer chars;
    /** Each glyph's baked box in the atlas (x0, y0, x1, y1), offset and advance, read once so text allocates nothing. */
    private final float[] glyphBox = new float[COUNT * 4], glyphOffset = new float[COUNT * 2], advance = new float[COUNT];
    private final int program, vao, vbo, atlas;
    private final int screenUniform;
    private final ByteBuffer upload;
    private float[] vertices = new float[6 * 4 * 256];
    private int[] colours = new int[6 * 256];
    private int count;
    private final float whiteU = (ATLAS_W - 1.5f) / ATLAS_W, whiteV = (ATLAS_H - 1.5f) / ATLAS_H;

    OverlayPainter() {
        ttf = readFont();
        chars = STBTTBakedChar.malloc(COUNT);
        ByteBuffer bitmap = MemoryUtil.memCalloc(ATLAS_W * ATLAS_H);
        try {
            int rows = STBTruetype.stbtt_BakeFontBitmap(ttf, FONT_PX, bitmap, ATLAS_W, ATLAS_H - 4, FIRST, chars);
            if (rows <= 0) {
                throw new IllegalStateException("the overlay's font does not fit its " + ATLAS_W + "x" + ATLAS_H + " atlas");
            }
            for (int y = ATLAS_H - 3; y < ATLAS_H; y++) {
                for (int x = ATLAS_W - 3; x < ATLAS_W; x++) {
                    bitmap.put(y * ATLAS_W + x, (byte) 0xff);
                }
            }
            for (int i = 0; i < COUNT; i++) {
                STBTTBakedChar c = chars.get(i);
                glyphBox[i * 4] = c.x0();
                glyphBox[i * 4 + 1] = c.y0();
                glyphBox[i * 4 + 2] = c.x1();
                glyphBox[i * 4 + 3] = c.y1();
                glyphOffset[i * 2] = c.xoff();
                glyphOffset[i * 2 + 1] = c.yoff();
                advance[i] = c.xadvance();
            }
            atlas = glGenTextures();
            glBindTexture(GL_TEXTURE_2D, atlas);
            glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
            glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, ATLAS_W, ATLAS_H, 0, GL_RED, GL_UNSIGNED_BYTE, bitmap);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        } finally {
            MemoryUtil.memFree(bitmap);
        }
        program = link("""
                #version 330 core
                layout(location = 0) in vec2 pos;
                layout(location = 1) in vec2 uv;
                layout(location = 2) in vec4 colour;
                uniform vec2 screen;
                out vec2 vUv;
                out vec4 vColour;
                void main() {
                    vUv = uv;
                    vColour = colour;
                    gl_Position = vec4(pos.x / screen.x * 2.0 - 1.0, 1.0 - pos.y / screen.y * 2.0, 0.0, 1.0);
                }
                """, """
                #version 330 core
                uniform sampler2D atlas;
                in vec2 vUv;
                in vec4 vColour;
                out vec4 fragColour;
                void main() {
                    fragColour = vec4(vColour.rgb, vColour.a * texture(atlas, vUv).r);
                }
                """);
        screenUniform = glGetUniformLocation(program, "screen");
        vao = glGenVertexArrays();
        vbo = glGenBuffers();
        glBindVertexArray(vao);
        glBindBuffer(GL_ARRAY_BUFFER, vbo);
        glBufferData(GL_ARRAY_BUFFER, (long) MAX_VERTICES * STRIDE, GL_STREAM_DRAW);
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(0, 2, GL_FLOAT, false, STRIDE, 0);
        glEnableVertexAttribArray(1);
        glVertexAttribPointer(1, 2, GL_FLOAT, false, STRIDE, 8);
        glEnableVertexAttribArray(2);
        glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, true, STRIDE, 16);
        glBindVertexArray(0);
        upload = MemoryUtil.memAlloc(MAX_VERTICES * STRIDE);
    }

    private static ByteBuffer readFont() {
        try (InputStream in = OverlayPainter.class.getResourceAsStream("/dev/loam/examples/fonts/DejaVuSans.ttf")) {
            if (in == null) {
                throw new IllegalStateException("the overlay's font dev/loam/examples/fonts/DejaVuSans.ttf is missing from the jar");
            }
            byte[] bytes = in.readAllBytes();
            ByteBuffer b = MemoryUtil.memAlloc(bytes.length);
            b.put(bytes).flip();
            return b;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the overlay's font", e);
        }
    }

    private static int link(String vertex, String fragment) {
        int vs = compile(GL_VERTEX_SHADER, vertex), fs = compile(GL_FRAGMENT_SHADER, fragment);
        int p = glCreateProgram();
        glAttachShader(p, vs);
        glAttachShader(p, fs);
        glLinkProgram(p);
        glDeleteShader(vs);
        glDeleteShader(fs);
        if (glGetProgrami(p, GL_LINK_STATUS) != GL_TRUE) {
            throw new IllegalStateException("the overlay's program does not link: " + glGetProgramInfoLog(p));
        }
        return p;
    }

    private static int compile(int kind, String source) {
        int s = glCreateShader(kind);
        glShaderSource(s, source);
        glCompileShader(s);
        if (glGetShaderi(s, GL_COMPILE_STATUS) != GL_TRUE) {
            throw new IllegalStateException("the overlay's shader does not compile: " + glGetShaderInfoLog(s));
        }
        return s;
    }

    // ---- gathering shapes ------------------------------------------------------------------------

    /** Drops the shapes gathered; a frame begins with it. */
    void clear() {
        count = 0;
    }

    /** A filled rectangle, {@code rgba} as {@code 0xRRGGBBAA}. */
    void rect(float x, float y, float w, float h, int rgba) {
        quad(x, y, x + w, y + h, whiteU, whiteV, whiteU, whiteV, rgba);
    }

    /** A rectangle's outline {@code t} pixels thick, inside its edges. */
    void outline(float x, float y, float w, float h, float t, int rgba) {
        rect(x, y, w, t, rgba);
        rect(x, y + h - t, w, t, rgba);
        rect(x, y + t, t, h - 2 * t, rgba);
        rect(x + w - t, y + t, t, h - 2 * t, rgba);
    }

    /** A line {@code t} pixels thick between two points. */
    void line(float x0, float y0, float x1, float y1, float t, int rgba) {
        float dx = x1 - x0, dy = y1 - y0, len = (float) Math.sqrt(dx * dx + dy * dy);
        if (len < 1e-3f) {
            return;
        }
        float nx = -dy / len * t / 2, ny = dx / len * t / 2;
        vertex(x0 + nx, y0 + ny, whiteU, whiteV, rgba);
        vertex(x1 + nx, y1 + ny, whiteU, whiteV, rgba);
        vertex(x1 - nx, y1 - ny, whiteU, whiteV, rgba);
        vertex(x0 + nx, y0 + ny, whiteU, whiteV, rgba);
        vertex(x1 - nx, y1 - ny, whiteU, whiteV, rgba);
        vertex(x0 - nx, y0 - ny, whiteU, whiteV, rgba);
    }

    /**
     * Text whose baseline starts at (x, y); characters outside printable ASCII draw as '?'. Each
     * glyph's quad is its baked box at the pen, rounded to whole pixels as stb_truetype's baked
     * quads are, so the text stays crisp.
     */
    void text(float x, float y, String s, int rgba) {
        float pen = x;
        for (int i = 0; i < s.length(); i++) {
            int g = glyph(s.charAt(i));
            float x0 = Math.round(pen + glyphOffset[g * 2]), y0 = Math.round(y + glyphOffset[g * 2 + 1]);
            float bw = glyphBox[g * 4 + 2] - glyphBox[g * 4], bh = glyphBox[g * 4 + 3] - glyphBox[g * 4 + 1];
            quad(x0, y0, x0 + bw, y0 + bh, glyphBox[g * 4] / ATLAS_W, glyphBox[g * 4 + 1] / ATLAS_H,
                    glyphBox[g * 4 + 2] / ATLAS_W, glyphBox[g * 4 + 3] / ATLAS_H, rgba);
            pen += advance[g];
        }
    }

    /** The width of a text in pixels. */
    float width(String s) {
        float w = 0;
        for (int i = 0; i < s.length(); i++) {
            w += advance[glyph(s.charAt(i))];
        }
        return w;
    }

    private static int glyph(char c) {
        return c >= FIRST && c < FIRST + COUNT ? c - FIRST : '?' - FIRST;
    }

    private void quad(float x0, float y0, float x1, float y1, float u0, float v0, float u1, float v1, int rgba) {
        vertex(x0, y0, u0, v0, rgba);
        vertex(x1, y0, u1, v0, rgba);
        vertex(x1, y1, u1, v1, rgba);
        vertex(x0, y0, u0, v0, rgba);
        vertex(x1, y1, u1, v1, rgba);
        vertex(x0, y1, u0, v1, rgba);
    }

    private void vertex(float x, float y, float u, float v, int rgba) {
        if (count >= MAX_VERTICES) {
            return;
        }
        if (count == colours.length) {
            colours = Arrays.copyOf(colours, count * 2);
            vertices = Arrays.copyOf(vertices, count * 2 * 4);
        }
        int i = count * 4;
        vertices[i] = x;
        vertices[i + 1] = y;
        vertices[i + 2] = u;
        vertices[i + 3] = v;
        colours[count] = rgba;
        count++;
    }

    // ---- drawing ---------------------------------------------------------------------------------

    /** Draws the shapes gathered over what the target holds; leaves blending off and depth testing on again. */
    void draw(RenderTarget target) {
        target.bind();
        if (count == 0) {
            return;
        }
        upload.clear();
        for (int k = 0; k < count; k++) {
            int i = k * 4, c = colours[k];
            upload.putFloat(vertices[i]).putFloat(vertices[i + 1]).putFloat(vertices[i + 2]).putFloat(vertices[i + 3])
                    .put((byte) (c >>> 24)).put((byte) (c >>> 16)).put((byte) (c >>> 8)).put((byte) c);
        }
        upload.flip();
        glDisable(GL_DEPTH_TEST);
        glDisable(GL_CULL_FACE);
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        glUseProgram(program);
        glUniform2f(screenUniform, target.width(), target.height());
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D, atlas);
        glBindVertexArray(vao);
        glBindBuffer(GL_ARRAY_BUFFER, vbo);
        glBufferSubData(GL_ARRAY_BUFFER, 0, upload);
        glDrawArrays(GL_TRIANGLES, 0, count);
        glBindVertexArray(0);
        glUseProgram(0);
        glDisable(GL_BLEND);
        glEnable(GL_DEPTH_TEST);
    }

    @Override
    public void close() {
        glDeleteBuffers(vbo);
        glDeleteVertexArrays(vao);
        glDeleteProgram(program);
        glDeleteTextures(atlas);
        chars.free();
        MemoryUtil.memFree(ttf);
        MemoryUtil.memFree(upload);
    }
}
