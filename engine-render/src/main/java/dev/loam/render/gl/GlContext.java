package dev.loam.render.gl;

import static org.lwjgl.glfw.GLFW.GLFW_CONTEXT_CREATION_API;
import static org.lwjgl.glfw.GLFW.GLFW_CONTEXT_VERSION_MAJOR;
import static org.lwjgl.glfw.GLFW.GLFW_CONTEXT_VERSION_MINOR;
import static org.lwjgl.glfw.GLFW.GLFW_EGL_CONTEXT_API;
import static org.lwjgl.glfw.GLFW.GLFW_FALSE;
import static org.lwjgl.glfw.GLFW.GLFW_NATIVE_CONTEXT_API;
import static org.lwjgl.glfw.GLFW.GLFW_OPENGL_CORE_PROFILE;
import static org.lwjgl.glfw.GLFW.GLFW_OPENGL_FORWARD_COMPAT;
import static org.lwjgl.glfw.GLFW.GLFW_OPENGL_PROFILE;
import static org.lwjgl.glfw.GLFW.GLFW_OSMESA_CONTEXT_API;
import static org.lwjgl.glfw.GLFW.GLFW_PLATFORM;
import static org.lwjgl.glfw.GLFW.GLFW_PLATFORM_NULL;
import static org.lwjgl.glfw.GLFW.GLFW_PLATFORM_WAYLAND;
import static org.lwjgl.glfw.GLFW.GLFW_PLATFORM_X11;
import static org.lwjgl.glfw.GLFW.GLFW_TRUE;
import static org.lwjgl.glfw.GLFW.GLFW_VISIBLE;
import static org.lwjgl.glfw.GLFW.glfwCreateWindow;
import static org.lwjgl.glfw.GLFW.glfwDefaultWindowHints;
import static org.lwjgl.glfw.GLFW.glfwDestroyWindow;
import static org.lwjgl.glfw.GLFW.glfwGetProcAddress;
import static org.lwjgl.glfw.GLFW.glfwInit;
import static org.lwjgl.glfw.GLFW.glfwInitHint;
import static org.lwjgl.glfw.GLFW.glfwMakeContextCurrent;
import static org.lwjgl.glfw.GLFW.glfwPollEvents;
import static org.lwjgl.glfw.GLFW.glfwSetErrorCallback;
import static org.lwjgl.glfw.GLFW.glfwSwapBuffers;
import static org.lwjgl.glfw.GLFW.glfwTerminate;
import static org.lwjgl.glfw.GLFW.glfwWindowHint;
import static org.lwjgl.glfw.GLFW.glfwWindowShouldClose;

import java.nio.ByteBuffer;
import java.util.Map;
import java.util.Objects;
import org.lwjgl.glfw.GLFWErrorCallback;
import org.lwjgl.opengl.GL;
import org.lwjgl.opengl.GL11C;
import org.lwjgl.opengl.GL30C;
import org.lwjgl.system.Configuration;
import org.lwjgl.system.FunctionProvider;

/**
 * An OpenGL 3.3 core context, made current on the calling thread: a window where there is a
 * display, otherwise a headless context (GLFW's null platform with Mesa's EGL, then OSMesa), as
 * {@code shared/design/HEADLESS-GL.md} measured. A headless context has no default framebuffer:
 * draw into an {@link OffscreenTarget}.
 *
 * <p>One context at a time per process (GLFW is initialised by {@link #open} and terminated by
 * {@link #close}). Open, use and close it on the main thread.
 */
public final class GlContext implements AutoCloseable {
    /** How the context was made. */
    public enum Kind {
        /** A window on an X11 or Wayland display. */
        WINDOW,
        /** No display: GLFW's null platform with an EGL context (Mesa). */
        HEADLESS_EGL,
        /** No display: GLFW's null platform with an OSMesa context. */
        HEADLESS_OSMESA
    }

    /** The packages that provide a headless context on Debian, for the refusal. */
    public static final String HEADLESS_PACKAGES = "libegl1 libegl-mesa0 libgl1-mesa-dri (EGL) or libosmesa6 (OSMesa)";

    private static final System.Logger LOG = System.getLogger(GlContext.class.getName());

    private static boolean open;

    private final long window;
    private final Kind kind;
    private final String renderer;
    private final String version;
    private final GLFWErrorCallback errorCallback;
    private boolean closed;
    private final RenderTarget windowTarget = new RenderTarget() {
        private final int[] w = new int[1], h = new int[1];

        @Override
        public int width() {
            org.lwjgl.glfw.GLFW.glfwGetFramebufferSize(window, w, h);
            return Math.max(1, w[0]);
        }

        @Override
        public int height() {
            org.lwjgl.glfw.GLFW.glfwGetFramebufferSize(window, w, h);
            return Math.max(1, h[0]);
        }

        @Override
        public int framebuffer() {
            return 0;
        }

        @Override
        public void bind() {
            GL30C.glBindFramebuffer(GL30C.GL_FRAMEBUFFER, 0);
            GL11C.glViewport(0, 0, width(), height());
        }
    };

    private GlContext(long window, Kind kind, GLFWErrorCallback errorCallback) {
        this.window = window;
        this.kind = kind;
        this.errorCallback = errorCallback;
        this.renderer = GL11C.glGetString(GL11C.GL_RENDERER);
        this.version = GL11C.glGetString(GL11C.GL_VERSION);
    }

    /**
     * Opens a context: a window of the given size when a display is there and {@code offscreen}
     * is false, else a headless one (the size is then only the invisible window's).
     *
     * @throws GlUnavailableException naming what was tried and the packages that would help
     * @throws IllegalStateException  when a context is already open in this process
     */
    public static synchronized GlContext open(int width, int height, String title, boolean offscreen) {
        return open(width, height, title, offscreen, System.getenv());
    }

    static synchronized GlContext open(int width, int height, String title, boolean offscreen, Map<String, String> env) {
        if (open) {
            throw new IllegalStateException("a GlContext is already open in this process: close it first");
        }
        Objects.requireNonNull(title, "title");
        // GL functions come from the context's own loader (EGL/OSMesa), never from libGL.
        Configuration.OPENGL_EXPLICIT_INIT.set(true);
        StringBuilder errors = new StringBuilder();
        GLFWErrorCallback callback = GLFWErrorCallback.create((code, description) -> {
            if (errors.length() > 0) {
                errors.append("; ");
            }
            errors.append(GLFWErrorCallback.getDescription(description));
        });
        glfwSetErrorCallback(callback);
        boolean display = !offscreen && (present(env, "DISPLAY") || present(env, "WAYLAND_DISPLAY"));
        String why;
        if (display) {
            String which = present(env, "DISPLAY") ? "DISPLAY=" + env.get("DISPLAY") : "WAYLAND_DISPLAY=" + env.get("WAYLAND_DISPLAY");
            glfwInitHint(GLFW_PLATFORM, present(env, "DISPLAY") ? GLFW_PLATFORM_X11 : GLFW_PLATFORM_WAYLAND);
            if (glfwInit()) {
                long w = create(width, height, title, true, GLFW_NATIVE_CONTEXT_API, true);
                if (w != 0) {
                    return chosen(current(w, Kind.WINDOW, callback), which + " is set");
                }
                glfwTerminate();
            }
            LOG.log(System.Logger.Level.WARNING, "the display ({0}) gave no OpenGL window ({1}): falling back to a "
                    + "headless context", which, errors);
            why = "the display " + which + " gave no window";
            errors.setLength(0);
        } else {
            why = offscreen ? "an offscreen context was asked for" : "no display (DISPLAY and WAYLAND_DISPLAY are unset)";
        }
        glfwInitHint(GLFW_PLATFORM, GLFW_PLATFORM_NULL);
        if (!glfwInit()) {
            fail(callback, "GLFW could not start its null platform: " + errors);
        }
        long w = create(width, height, title, false, GLFW_EGL_CONTEXT_API, true);
        if (w != 0) {
            return chosen(current(w, Kind.HEADLESS_EGL, callback), why);
        }
        String eglErrors = errors.toString();
        errors.setLength(0);
        LOG.log(System.Logger.Level.WARNING, "EGL gave no OpenGL 3.3 core context ({0}): falling back to OSMesa, "
                + "which draws in software", eglErrors);
        // OSMesa refuses forward-compatible contexts; without it the context is still 3.3+ core.
        w = create(width, height, title, false, GLFW_OSMESA_CONTEXT_API, false);
        if (w != 0) {
            return chosen(current(w, Kind.HEADLESS_OSMESA, callback), why + ", and EGL failed");
        }
        glfwTerminate();
        fail(callback, "no OpenGL 3.3 core context: " + (display ? "the display gave no window, " : "no display, ")
                + "EGL failed (" + eglErrors + "), OSMesa failed (" + errors + "); install " + HEADLESS_PACKAGES
                + ", or run where DISPLAY is set");
        throw new AssertionError("unreachable");
    }

    /** Logs the context chosen and why, once an open succeeded. */
    private static GlContext chosen(GlContext gl, String why) {
        LOG.log(System.Logger.Level.INFO, "OpenGL context: {0}, because {1}; renderer {2}, version {3}", gl.kind,
                why, gl.renderer, gl.version);
        return gl;
    }

    private static boolean present(Map<String, String> env, String name) {
        String v = env.get(name);
        return v != null && !v.isEmpty();
    }

    private static long create(int width, int height, String title, boolean visible, int api, boolean forwardCompat) {
        glfwDefaultWindowHints();
        glfwWindowHint(GLFW_VISIBLE, visible ? GLFW_TRUE : GLFW_FALSE);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, forwardCompat ? GLFW_TRUE : GLFW_FALSE);
        glfwWindowHint(GLFW_CONTEXT_CREATION_API, api);
        return glfwCreateWindow(Math.max(1, width), Math.max(1, height), title, 0, 0);
    }

    private static GlContext current(long window, Kind kind, GLFWErrorCallback callback) {
        glfwMakeContextCurrent(window);
        GL.create(new FunctionProvider() {
            @Override
            public long getFunctionAddress(ByteBuffer functionName) {
                return glfwGetProcAddress(functionName);
            }
        });
        GL.createCapabilities();
        open = true;
        return new GlContext(window, kind, callback);
    }

    private static void fail(GLFWErrorCallback callback, String message) {
        glfwSetErrorCallback(null);
        callback.free();
        throw new GlUnavailableException(message);
    }

    /** How the context was made. */
    public Kind kind() {
        return kind;
    }

    /** Whether frames must go to an {@link OffscreenTarget} (no default framebuffer). */
    public boolean headless() {
        return kind != Kind.WINDOW;
    }

    /** The driver's {@code GL_RENDERER}, such as {@code llvmpipe (LLVM 15.0.6, 256 bits)}; log it beside images. */
    public String renderer() {
        return renderer;
    }

    /** The driver's {@code GL_VERSION}. */
    public String version() {
        return version;
    }

    /** The GLFW window handle (invisible when headless). */
    public long window() {
        return window;
    }

    /** Whether the user asked the window to close (never, headless). */
    public boolean shouldClose() {
        return glfwWindowShouldClose(window);
    }

    /** Shows the frame drawn to the default framebuffer and handles input events (a window's loop). */
    public void swapAndPoll() {
        glfwSwapBuffers(window);
        glfwPollEvents();
    }

    /**
     * The window's default framebuffer as a target, sized to the window's framebuffer at each
     * {@link RenderTarget#bind()}. A headless context has none.
     *
     * @throws IllegalStateException when the context is headless
     */
    public RenderTarget windowTarget() {
        if (headless()) {
            throw new IllegalStateException("a headless context has no default framebuffer: draw into an OffscreenTarget");
        }
        return windowTarget;
    }

    /** Destroys the window and the context, and terminates GLFW. Idempotent. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        GL.setCapabilities(null);
        glfwDestroyWindow(window);
        GL.destroy();
        glfwTerminate();
        glfwSetErrorCallback(null);
        errorCallback.free();
        synchronized (GlContext.class) {
            open = false;
        }
    }
}
