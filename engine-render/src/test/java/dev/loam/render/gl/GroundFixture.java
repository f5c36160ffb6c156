package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.render.gl.internal.ShaderProgram;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.function.DoubleBinaryOperator;
import org.lwjgl.system.MemoryUtil;

/**
 * A plain heightfield ground for the sheets' pictures: a grid over a rectangle at a height
 * function, each vertex coloured by its height and slope (sand low, grass, rock steep), lit with
 * {@link FrameShaders#LIGHT} in display terms as the block maps' tops, casting and receiving the
 * frame's shadow. A test's own drawable: the terrain drawable is another part's.
 */
final class GroundFixture extends Drawable {
    private static final String VERTEX = """
            #version 330 core
            layout(location = 0) in vec3 aPosition;
            layout(location = 1) in vec3 aNormal;
            layout(location = 2) in vec3 aColour;
            uniform mat4 uViewProjection;
            out vec3 vWorld;
            out vec3 vNormal;
            out vec3 vColour;
            void main() {
                vWorld = aPosition;
                vNormal = aNormal;
                vColour = aColour;
                gl_Position = uViewProjection * vec4(aPosition, 1.0);
            }
            """;
    private static final String FRAGMENT = "#version 330 core\n" + FrameShaders.LIGHT + """
            in vec3 vWorld;
            in vec3 vNormal;
            in vec3 vColour;
            out vec4 fragColour;
            void main() {
                vec3 n = normalize(vNormal);
                fragColour = vec4(fogged(vColour * light(n, sunShadowAt(vWorld + n * uNormalOffset)), vWorld), 1.0);
            }
            """;
    private static final String SHADOW_VERTEX = """
            #version 330 core
            layout(location = 0) in vec3 aPosition;
            uniform mat4 uLightViewProjection;
            void main() {
                gl_Position = uLightViewProjection * vec4(aPosition, 1.0);
            }
            """;
    private static final String SHADOW_FRAGMENT = """
            #version 330 core
            void main() {
            }
            """;

    private final ShaderProgram lit = ShaderProgram.compile("ground fixture", VERTEX, FRAGMENT);
    private final ShaderProgram shadow = ShaderProgram.compile("ground fixture shadow", SHADOW_VERTEX, SHADOW_FRAGMENT);
    private final FrameView.SharedUniforms shared = new FrameView.SharedUniforms(lit);
    private final int lightMatrix = shadow.uniform("uLightViewProjection");
    private final float[] box = {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY,
        Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY};
    private final int vao, vbo, ebo, indexCount;

    /**
     * A ground over [minX, maxX] × [minZ, maxZ], a vertex every {@code cell} metres, at {@code height},
     * sand under {@code sandBelow} metres.
     */
    GroundFixture(double minX, double minZ, double maxX, double maxZ, double cell, DoubleBinaryOperator height,
                  double sandBelow) {
        this(minX, minZ, maxX, maxZ, cell, height, (x, z, y, slope) -> slope > 0.6 ? 0x8c8580 : y < sandBelow ? 0xd9c78f
                : 0x70a34a);
    }

    /** A vertex's display colour, {@code 0xRRGGBB}, by its place, height and slope (metres a metre). */
    interface Colouring {
        int at(double x, double z, double y, double slope);
    }

    /** A ground coloured by {@code colour}. */
    GroundFixture(double minX, double minZ, double maxX, double maxZ, double cell, DoubleBinaryOperator height,
                  Colouring colour) {
        int nx = (int) Math.round((maxX - minX) / cell), nz = (int) Math.round((maxZ - minZ) / cell);
        int n = (nx + 1) * (nz + 1);
        FloatBuffer f = MemoryUtil.memAllocFloat(9 * n);
        IntBuffer ix = MemoryUtil.memAllocInt(6 * nx * nz);
        float[] p = new float[3 * n], nr = new float[3 * n], c = new float[3 * n];
        for (int j = 0; j <= nz; j++) {
            for (int i = 0; i <= nx; i++) {
                int v = j * (nx + 1) + i;
                double x = minX + i * cell, z = minZ + j * cell, y = height.applyAsDouble(x, z);
                double gx = (height.applyAsDouble(x + 0.5, z) - height.applyAsDouble(x - 0.5, z));
                double gz = (height.applyAsDouble(x, z + 0.5) - height.applyAsDouble(x, z - 0.5));
                double len = Math.sqrt(gx * gx + 1 + gz * gz);
                p[3 * v] = (float) x;
                p[3 * v + 1] = (float) y;
                p[3 * v + 2] = (float) z;
                nr[3 * v] = (float) (-gx / len);
                nr[3 * v + 1] = (float) (1 / len);
                nr[3 * v + 2] = (float) (-gz / len);
                double slope = Math.sqrt(gx * gx + gz * gz);
                // A little checker so the eye reads the ground's shape.
                int rgb = colour.at(x, z, y, slope);
                float k = (((i / 2 + j / 2) & 1) == 0 ? 1f : 0.95f) / 255f;
                c[3 * v] = (rgb >> 16 & 0xff) * k;
                c[3 * v + 1] = (rgb >> 8 & 0xff) * k;
                c[3 * v + 2] = (rgb & 0xff) * k;
                for (int a = 0; a < 3; a++) {
                    box[a] = Math.min(box[a], p[3 * v + a]);
                    box[a + 3] = Math.max(box[a + 3], p[3 * v + a]);
                }
            }
        }
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                int a = j * (nx + 1) + i;
                ix.put(a).put(a + nx + 2).put(a + 1).put(a).put(a + nx + 1).put(a + nx + 2);
            }
        }
        f.put(p).put(nr).put(c).flip();
        ix.flip();
        indexCount = 6 * nx * nz;
        vao = glGenVertexArrays();
        vbo = glGenBuffers();
        ebo = glGenBuffers();
        glBindVertexArray(vao);
        glBindBuffer(GL_ARRAY_BUFFER, vbo);
        glBufferData(GL_ARRAY_BUFFER, f, GL_STATIC_DRAW);
        glVertexAttribPointer(0, 3, GL_FLOAT, false, 0, 0);
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(1, 3, GL_FLOAT, false, 0, 12L * n);
        glEnableVertexAttribArray(1);
        glVertexAttribPointer(2, 3, GL_FLOAT, false, 0, 24L * n);
        glEnableVertexAttribArray(2);
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ebo);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER, ix, GL_STATIC_DRAW);
        glBindVertexArray(0);
        MemoryUtil.memFree(f);
        MemoryUtil.memFree(ix);
    }

    @Override
    void bounds(FrameView view, float[] b) {
        for (int a = 0; a < 3; a++) {
            b[a] = Math.min(b[a], box[a]);
            b[a + 3] = Math.max(b[a + 3], box[a + 3]);
        }
    }

    @Override
    void prepare(FrameView view) {
    }

    @Override
    void shadowPass(FrameView view, int cascade) {
        shadow.use();
        view.matrix(lightMatrix, view.lightViewProjection(cascade));
        glDisable(GL_CULL_FACE);
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(1.5f, 2f);
        draw();
        glDisable(GL_POLYGON_OFFSET_FILL);
    }

    @Override
    void opaquePass(FrameView view) {
        lit.use();
        view.applyShared(shared);
        glDisable(GL_CULL_FACE);
        draw();
    }

    private void draw() {
        glBindVertexArray(vao);
        glDrawElements(GL_TRIANGLES, indexCount, GL_UNSIGNED_INT, 0);
        glBindVertexArray(0);
    }

    @Override
    void blendPass(FrameView view) {
    }

    @Override
    public void close() {
        glDeleteVertexArrays(vao);
        glDeleteBuffers(vbo);
        glDeleteBuffers(ebo);
        lit.close();
        shadow.close();
    }
}
