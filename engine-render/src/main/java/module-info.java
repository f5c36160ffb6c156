/**
 * Drawing Loam's worlds: pure-Java chunk meshing with baked light ({@link dev.loam.render.mesh},
 * no GL call) and the OpenGL 3.3 renderer, contexts and offscreen targets
 * ({@link dev.loam.render.gl}). It depends on LWJGL's Java jars only: a game adds the natives of
 * its platforms.
 */
module dev.loam.render {
    requires transitive dev.loam.core;
    requires transitive java.desktop;
    requires org.lwjgl;
    requires org.lwjgl.glfw;
    requires org.lwjgl.opengl;

    exports dev.loam.render.mesh;
    exports dev.loam.render.gl;
}
