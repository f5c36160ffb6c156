package dev.loam.render.gl.internal;

import dev.loam.render.gl.GlException;
import dev.loam.render.gl.GlContext;
import static org.lwjgl.opengl.GL20C.*;

/** A linked vertex + fragment shader program. Needs a current {@link GlContext}. */
public final class ShaderProgram implements AutoCloseable {
    private final int id;
    private final String name;

    private ShaderProgram(int id, String name) {
        this.id = id;
        this.name = name;
    }

    /**
     * Compiles and links a program.
     *
     * @param name for messages, such as {@code "terrain"}
     * @throws GlException naming the program, the stage and the driver's log when a stage does
     *                     not compile or the program does not link
     */
    public static ShaderProgram compile(String name, String vertexSource, String fragmentSource) {
        int vs = stage(name, "vertex", GL_VERTEX_SHADER, vertexSource);
        int fs;
        try {
            fs = stage(name, "fragment", GL_FRAGMENT_SHADER, fragmentSource);
        } catch (GlException e) {
            glDeleteShader(vs);
            throw e;
        }
        int program = glCreateProgram();
        glAttachShader(program, vs);
        glAttachShader(program, fs);
        glLinkProgram(program);
        glDeleteShader(vs);
        glDeleteShader(fs);
        if (glGetProgrami(program, GL_LINK_STATUS) == GL_FALSE) {
            String log = glGetProgramInfoLog(program);
            glDeleteProgram(program);
            throw new GlException("shader program \"" + name + "\" does not link: " + log.strip());
        }
        return new ShaderProgram(program, name);
    }

    private static int stage(String name, String stage, int type, String source) {
        int shader = glCreateShader(type);
        glShaderSource(shader, source);
        glCompileShader(shader);
        if (glGetShaderi(shader, GL_COMPILE_STATUS) == GL_FALSE) {
            String log = glGetShaderInfoLog(shader);
            glDeleteShader(shader);
            throw new GlException("the " + stage + " shader of \"" + name + "\" does not compile: " + log.strip());
        }
        return shader;
    }

    /** Makes this the current program. */
    public void use() {
        glUseProgram(id);
    }

    /** The location of a uniform, or −1 when the program has none of that name (or it is unused). */
    public int uniform(String uniformName) {
        return glGetUniformLocation(id, uniformName);
    }

    /** The GL name of the program. */
    public int id() {
        return id;
    }

    @Override
    public String toString() {
        return "ShaderProgram[" + name + "]";
    }

    /** Deletes the program. */
    @Override
    public void close() {
        glDeleteProgram(id);
    }
}
