package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.*;

import dev.loam.blockmap.WaterLook;
import dev.loam.render.mesh.FlowRibbon;
import dev.loam.render.mesh.SheetMesh;
import dev.loam.render.mesh.SheetMeshes;
import dev.loam.render.mesh.SheetRect;
import dev.loam.render.gl.internal.ShaderProgram;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Objects;
import org.lwjgl.system.MemoryUtil;

/**
 * Water and lava sheets on the GPU, drawn by a {@link FrameRenderer}: the water as the block maps'
 * pixel water (one {@link WaterLook}: its colours, its glints, its flow), lit by the frame's sun,
 * shadow and sky, blended over the ground under it in the blend pass without writing depth, so the
 * ground higher than a sheet shows through it; the lava opaque in the opaque pass, glowing
 * ({@link LavaLook}: emissive, never in shade) and moving with the frame's time, down a flow's
 * ribbon and churning slowly in a pool. Sheets cast no shadow. {@link FrameRenderer#pick} hits them
 * as {@link PickHit.Kind#SHEET}, its source the {@link SheetRect} or {@link FlowRibbon} hit; water
 * is hit only where it stands over the ground.
 *
 * <p>Made from {@link SheetMeshes} (which it copies: the meshes stay the caller's). Needs a current
 * {@link GlContext}; make, draw and close it on the GL thread, before the context. A frame allocates
 * nothing on the Java heap.
 */
public final class GpuSheets extends Drawable {
    /** Units of depth the lava is pulled toward the eye by, so a ribbon 0.12 m over its flank never fights it. */
    static final float LAVA_DEPTH_OFFSET = -2f;

    private final ShaderProgram water, lava;
    private final FrameView.SharedUniforms waterShared, lavaShared;
    private final int uShallow, uDeep, uGlint, uOpacity, uFlowSpeed, uCrust, uGlow, uHot, uPlate, uLavaSpeed, uChurn;
    private final Part waterPart, lavaPart;
    private final WaterLook waterLook;
    private final LavaLook lavaLook;
    private boolean waterVisible, lavaVisible, closed;

    /**
     * Uploads sheets in the default looks: {@link WaterLook#DEFAULT} and {@link LavaLook#DEFAULT}.
     *
     * @throws GlException when a shader does not compile or link
     */
    public GpuSheets(SheetMeshes meshes) {
        this(meshes, WaterLook.DEFAULT, LavaLook.DEFAULT);
    }

    /**
     * Uploads sheets.
     *
     * @param meshes    the water and lava meshes; copied, the caller keeps them
     * @param waterLook how the water draws (its flow speed moves a rectangle's water along its longer side)
     * @param lavaLook  how the lava draws
     * @throws GlException when a shader does not compile or link
     */
    public GpuSheets(SheetMeshes meshes, WaterLook waterLook, LavaLook lavaLook) {
        Objects.requireNonNull(meshes, "meshes");
        this.waterLook = Objects.requireNonNull(waterLook, "waterLook");
        this.lavaLook = Objects.requireNonNull(lavaLook, "lavaLook");
        water = ShaderProgram.compile("sheet water", SheetShaders.VERTEX, SheetShaders.WATER_FRAGMENT);
        try {
            lava = ShaderProgram.compile("sheet lava", SheetShaders.VERTEX, SheetShaders.LAVA_FRAGMENT);
        } catch (RuntimeException e) {
            water.close();
            throw e;
        }
        waterShared = new FrameView.SharedUniforms(water);
        lavaShared = new FrameView.SharedUniforms(lava);
        uShallow = water.uniform("uShallow");
        uDeep = water.uniform("uDeep");
        uGlint = water.uniform("uGlint");
        uOpacity = water.uniform("uOpacity");
        uFlowSpeed = water.uniform("uFlowSpeed");
        uCrust = lava.uniform("uCrust");
        uGlow = lava.uniform("uGlow");
        uHot = lava.uniform("uHot");
        uPlate = lava.uniform("uPlate");
        uLavaSpeed = lava.uniform("uLavaSpeed");
        uChurn = lava.uniform("uChurn");
        waterPart = new Part(meshes.water());
        lavaPart = new Part(meshes.lava());
    }

    /** The water's look. */
    public WaterLook waterLook() {
        return waterLook;
    }

    /** The lava's look. */
    public LavaLook lavaLook() {
        return lavaLook;
    }

    /** Triangles of water and lava held. */
    public int triangleCount() {
        return waterPart.indexCount / 3 + lavaPart.indexCount / 3;
    }

    /** Bytes of vertex and index data on the GPU. */
    public long gpuBytes() {
        return waterPart.bytes + lavaPart.bytes;
    }

    @Override
    void bounds(FrameView view, float[] box) {
        requireOpen();
        waterPart.grow(box);
        lavaPart.grow(box);
    }

    @Override
    void prepare(FrameView view) {
        waterVisible = waterPart.inView(view);
        lavaVisible = lavaPart.inView(view);
    }

    @Override
    void shadowPass(FrameView view, int cascade) {
        // Sheets cast no shadow: water lets the light through, lava lies on its ground.
    }

    @Override
    void opaquePass(FrameView view) {
        if (!lavaVisible) {
            return;
        }
        lava.use();
        view.applyShared(lavaShared);
        rgb(uCrust, lavaLook.crustRgb());
        rgb(uGlow, lavaLook.glowRgb());
        rgb(uHot, lavaLook.hotRgb());
        glUniform1f(uPlate, (float) lavaLook.plateMetres());
        glUniform1f(uLavaSpeed, (float) lavaLook.flowSpeed());
        glUniform1f(uChurn, (float) lavaLook.churnSpeed());
        glDisable(GL_CULL_FACE);
        glDisable(GL_BLEND);
        glDepthMask(true);
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(LAVA_DEPTH_OFFSET, LAVA_DEPTH_OFFSET);
        lavaPart.draw(view.stats);
        glDisable(GL_POLYGON_OFFSET_FILL);
    }

    @Override
    void blendPass(FrameView view) {
        if (!waterVisible) {
            return;
        }
        water.use();
        view.applyShared(waterShared);
        rgb(uShallow, waterLook.shallowRgb());
        rgb(uDeep, waterLook.deepRgb());
        int g = waterLook.glintRgb();
        glUniform4f(uGlint, (g >> 16 & 0xff) / 255f, (g >> 8 & 0xff) / 255f, (g & 0xff) / 255f,
                (float) waterLook.glintDensity());
        glUniform1f(uOpacity, (float) waterLook.opacity());
        glUniform1f(uFlowSpeed, (float) waterLook.flowSpeed());
        glDisable(GL_CULL_FACE);
        glEnable(GL_BLEND);
        glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
        glDepthMask(false);
        waterPart.draw(view.stats);
        glDepthMask(true);
        glDisable(GL_BLEND);
    }

    private static void rgb(int location, int rgb) {
        glUniform3f(location, (rgb >> 16 & 0xff) / 255f, (rgb >> 8 & 0xff) / 255f, (rgb & 0xff) / 255f);
    }

    @Override
    boolean pick(float ox, float oy, float oz, float dx, float dy, float dz, PickHit hit) {
        requireOpen();
        boolean a = waterPart.pick(this, ox, oy, oz, dx, dy, dz, hit);
        boolean b = lavaPart.pick(this, ox, oy, oz, dx, dy, dz, hit);
        return a || b;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("these GpuSheets are closed");
        }
    }

    /** Frees the buffers and the shaders. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        waterPart.delete();
        lavaPart.delete();
        water.close();
        lava.close();
    }

    /** One kind's mesh: on the GPU, and its positions and depths kept for picking. */
    private static final class Part {
        final int indexCount;
        final long bytes;
        final float[] box;
        final float[] positions, depths;
        final int[] indices;
        final Object[] sources;
        final int[] first, gridX, gridZ;
        final boolean[] ribbon;
        /** Per part min x, y, z, max x, y, z of its vertices, for a pick's first test. */
        final float[] partBoxes;
        int vao, vbo, ebo;

        Part(SheetMesh m) {
            indexCount = m.triangleCount() * 3;
            box = m.bounds();
            positions = m.positions();
            depths = m.depths();
            indices = m.indices();
            int parts = m.partCount();
            sources = new Object[parts];
            first = new int[parts];
            gridX = new int[parts];
            gridZ = new int[parts];
            ribbon = new boolean[parts];
            partBoxes = new float[6 * parts];
            for (int k = 0; k < parts; k++) {
                sources[k] = m.source(k);
                first[k] = m.firstVertex(k);
                gridX[k] = m.gridX(k);
                gridZ[k] = m.gridZ(k);
                ribbon[k] = sources[k] instanceof FlowRibbon;
                for (int a = 0; a < 3; a++) {
                    partBoxes[6 * k + a] = Float.POSITIVE_INFINITY;
                    partBoxes[6 * k + 3 + a] = Float.NEGATIVE_INFINITY;
                }
                for (int v = first[k]; v < first[k] + m.vertexCount(k); v++) {
                    for (int a = 0; a < 3; a++) {
                        partBoxes[6 * k + a] = Math.min(partBoxes[6 * k + a], positions[3 * v + a]);
                        partBoxes[6 * k + 3 + a] = Math.max(partBoxes[6 * k + 3 + a], positions[3 * v + a]);
                    }
                }
            }
            if (indexCount == 0) {
                bytes = 0;
                return;
            }
            float[] normals = m.normals(), flows = m.flows();
            int n = m.vertexCount();
            FloatBuffer f = MemoryUtil.memAllocFloat(11 * n);
            IntBuffer i = MemoryUtil.memAllocInt(indexCount);
            try {
                f.put(positions).put(normals).put(flows).put(depths).flip();
                i.put(indices).flip();
                vao = glGenVertexArrays();
                vbo = glGenBuffers();
                ebo = glGenBuffers();
                glBindVertexArray(vao);
                glBindBuffer(GL_ARRAY_BUFFER, vbo);
                glBufferData(GL_ARRAY_BUFFER, f, GL_STATIC_DRAW);
                attribute(0, 3, 0);
                attribute(1, 3, 4L * 3 * n);
                attribute(2, 4, 4L * 6 * n);
                attribute(3, 1, 4L * 10 * n);
                glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ebo);
                glBufferData(GL_ELEMENT_ARRAY_BUFFER, i, GL_STATIC_DRAW);
                glBindVertexArray(0);
            } finally {
                MemoryUtil.memFree(f);
                MemoryUtil.memFree(i);
            }
            bytes = 44L * n + 4L * indexCount;
        }

        private static void attribute(int location, int size, long offset) {
            glVertexAttribPointer(location, size, GL_FLOAT, false, 0, offset);
            glEnableVertexAttribArray(location);
        }

        void grow(float[] b) {
            if (indexCount == 0) {
                return;
            }
            for (int k = 0; k < 3; k++) {
                b[k] = Math.min(b[k], box[k]);
                b[k + 3] = Math.max(b[k + 3], box[k + 3]);
            }
        }

        boolean inView(FrameView view) {
            return indexCount > 0 && view.inView(box[0], box[1], box[2], box[3], box[4], box[5]);
        }

        void draw(FrameStats stats) {
            glBindVertexArray(vao);
            glDrawElements(GL_TRIANGLES, indexCount, GL_UNSIGNED_INT, 0);
            glBindVertexArray(0);
            stats.drawCalls++;
            stats.triangles += indexCount / 3;
        }

        void delete() {
            if (vao != 0) {
                glDeleteVertexArrays(vao);
                glDeleteBuffers(vbo);
                glDeleteBuffers(ebo);
                vao = vbo = ebo = 0;
            }
        }

        /** The nearest hit of the ray with this kind's sheets; records it in {@code hit} when nearer. */
        boolean pick(GpuSheets owner, float ox, float oy, float oz, float dx, float dy, float dz, PickHit hit) {
            boolean any = false;
            for (int k = 0; k < sources.length; k++) {
                if (!meets(k, ox, oy, oz, dx, dy, dz, hit.distance)) {
                    continue;
                }
                any |= ribbon[k] ? pickRibbon(owner, k, ox, oy, oz, dx, dy, dz, hit)
                        : pickRect(owner, k, ox, oy, oz, dx, dy, dz, hit);
            }
            return any;
        }

        /** Whether the ray meets part {@code k}'s box (grown a centimetre) nearer than {@code reach} (slabs). */
        private boolean meets(int k, float ox, float oy, float oz, float dx, float dy, float dz, float reach) {
            float near = 0, far = reach;
            for (int a = 0; a < 3; a++) {
                float o = a == 0 ? ox : a == 1 ? oy : oz, d = a == 0 ? dx : a == 1 ? dy : dz;
                float lo = partBoxes[6 * k + a] - 0.01f, hi = partBoxes[6 * k + 3 + a] + 0.01f;
                if (Math.abs(d) < 1e-12f) {
                    if (o < lo || o > hi) {
                        return false;
                    }
                    continue;
                }
                float t0 = (lo - o) / d, t1 = (hi - o) / d;
                near = Math.max(near, Math.min(t0, t1));
                far = Math.min(far, Math.max(t0, t1));
                if (near > far) {
                    return false;
                }
            }
            return true;
        }

        private boolean pickRect(GpuSheets owner, int k, float ox, float oy, float oz, float dx, float dy, float dz,
                                 PickHit hit) {
            SheetRect s = (SheetRect) sources[k];
            if (Math.abs(dy) < 1e-9f) {
                return false;
            }
            float t = (float) ((s.heightY() - oy) / dy);
            if (!(t >= 0 && t < hit.distance)) {
                return false;
            }
            double x = ox + dx * t, z = oz + dz * t;
            if (x < s.minX() || x > s.maxX() || z < s.minZ() || z > s.maxZ()) {
                return false;
            }
            // Only where the sheet stands over the ground: its depth there, between its grid's vertices.
            int nx = gridX[k], nz = gridZ[k];
            double fx = (x - s.minX()) / (s.maxX() - s.minX()) * nx, fz = (z - s.minZ()) / (s.maxZ() - s.minZ()) * nz;
            int i = Math.min(nx - 1, (int) fx), j = Math.min(nz - 1, (int) fz);
            double u = fx - i, w = fz - j;
            int a = first[k] + j * (nx + 1) + i;
            double depth = (depths[a] * (1 - u) + depths[a + 1] * u) * (1 - w)
                    + (depths[a + nx + 1] * (1 - u) + depths[a + nx + 2] * u) * w;
            if (!(depth > 0)) {
                return false;
            }
            hit.set(PickHit.Kind.SHEET, t, ox, oy, oz, dx, dy, dz, owner, s);
            return true;
        }

        private boolean pickRibbon(GpuSheets owner, int k, float ox, float oy, float oz, float dx, float dy, float dz,
                                   PickHit hit) {
            int v0 = first[k], v1 = first[k] + (gridX[k] + 1) * (gridZ[k] + 1);
            // A ribbon's vertices are its rows alone: (across + 1) a row.
            // The ribbon's triangles are the indices whose first vertex lies in its range (ribbons follow the rectangles).
            boolean found = false;
            float bnx = 0, bny = 1, bnz = 0;
            for (int q = 0; q < indexCount; q += 3) {
                int a = indices[q];
                if (a < v0 || a >= v1) {
                    continue;
                }
                int b = indices[q + 1], c = indices[q + 2];
                float ax = positions[3 * a], ay = positions[3 * a + 1], az = positions[3 * a + 2];
                float e1x = positions[3 * b] - ax, e1y = positions[3 * b + 1] - ay, e1z = positions[3 * b + 2] - az;
                float e2x = positions[3 * c] - ax, e2y = positions[3 * c + 1] - ay, e2z = positions[3 * c + 2] - az;
                float px = dy * e2z - dz * e2y, py = dz * e2x - dx * e2z, pz = dx * e2y - dy * e2x;
                float det = e1x * px + e1y * py + e1z * pz;
                if (Math.abs(det) < 1e-12f) {
                    continue;
                }
                float inv = 1 / det, sx = ox - ax, sy = oy - ay, sz = oz - az;
                float u = (sx * px + sy * py + sz * pz) * inv;
                if (u < 0 || u > 1) {
                    continue;
                }
                float qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
                float w = (dx * qx + dy * qy + dz * qz) * inv;
                if (w < 0 || u + w > 1) {
                    continue;
                }
                float t = (e2x * qx + e2y * qy + e2z * qz) * inv;
                if (t >= 0 && t < hit.distance) {
                    hit.set(PickHit.Kind.SHEET, t, ox, oy, oz, dx, dy, dz, owner, sources[k]);
                    float nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
                    float len = (float) Math.sqrt(nx * nx + ny * ny + nz * nz), sign = ny < 0 ? -1 : 1;
                    bnx = sign * nx / len;
                    bny = sign * ny / len;
                    bnz = sign * nz / len;
                    found = true;
                }
            }
            if (found) {
                hit.normal.set(bnx, bny, bnz);
            }
            return found;
        }
    }
}
