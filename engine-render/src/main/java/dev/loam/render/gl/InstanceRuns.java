package dev.loam.render.gl;

import static org.lwjgl.opengl.GL33C.GL_BACK;

import dev.loam.model.AlphaMode;

/**
 * The shadow and opaque passes shared by the drawables whose instances lie in <em>groups</em> (a
 * cell of a {@link GpuInstanceCells} layer, a chunk's batch of a {@link GpuWorldDecor} kind): each
 * group one GPU buffer of instances of one model, plain instances first and mirroring ones after,
 * drawn at the level its {@code prepare} chose. The groups to draw are given as a list in which
 * the groups of one model lie together (a <em>run</em>); a run is drawn level by level and mesh by
 * mesh, each mesh bound once for every group of its level, so a frame costs one pass over the
 * list per level and mesh of the run's model, not per model in the drawable. Allocates nothing.
 */
final class InstanceRuns {
    /** The surface a mesh of a run's model is drawn with at a level. */
    interface Surfaces {
        GpuModel.Surface of(int level, GpuModel.Mesh mesh);
    }

    /** Each mesh's own surface. */
    static final Surfaces OWN = (level, mesh) -> mesh.surface;

    /** Told the level a run is about to draw: sets the distances its instances show between. */
    interface LevelBand {
        void level(int level);
    }

    private InstanceRuns() {
    }

    /**
     * Where the run that starts at {@code start} ends: the first index at or after it whose group
     * has another key ({@code key[group]}: its layer, its kind), or {@code n}.
     */
    static int runEnd(int[] groups, int start, int n, int[] key) {
        int k = key[groups[start]], end = start + 1;
        while (end < n && key[groups[end]] == k) {
            end++;
        }
        return end;
    }

    /**
     * Orders the first {@code n} groups of {@code groups} by {@code key[group]} (0 to
     * {@code keys − 1}), keeping their order within a key: a counting sort through {@code scratch}
     * (at least {@code n} long) and {@code starts} (at least {@code keys + 1} long).
     */
    static void byKey(int[] groups, int n, int[] key, int keys, int[] scratch, int[] starts) {
        java.util.Arrays.fill(starts, 0, keys + 1, 0);
        for (int i = 0; i < n; i++) {
            starts[key[groups[i]] + 1]++;
        }
        for (int k = 0; k < keys; k++) {
            starts[k + 1] += starts[k];
        }
        for (int i = 0; i < n; i++) {
            int g = groups[i];
            scratch[starts[key[g]]++] = g;
        }
        System.arraycopy(scratch, 0, groups, 0, n);
    }

    /**
     * One shadow program's draws of a run: for each level and each mesh of {@code gpu} whose
     * surface is cut ({@code masked}) or opaque, every group from {@code start} to {@code end} of
     * {@code casting} at that level that casts into the cascade ({@code castsNow[i]}). The program
     * and its visible distances are the caller's to set.
     */
    static void shadowRun(ModelPrograms programs, boolean masked, GpuModel gpu, Surfaces surfaces, int[] casting,
            boolean[] castsNow, int start, int end, int[] level, int[] buffer, int[] count, FrameStats stats) {
        shadowRun(programs, masked, gpu, surfaces, casting, castsNow, start, end, level, level, null, buffer, count,
                stats);
    }

    /**
     * {@link #shadowRun} where each group draws every level from {@code level[group]} to {@code
     * levelHi[group]}, and {@code band} (when not null) is told each level before its first draw
     * (so it can show each instance at its own level only).
     */
    static void shadowRun(ModelPrograms programs, boolean masked, GpuModel gpu, Surfaces surfaces, int[] casting,
            boolean[] castsNow, int start, int end, int[] level, int[] levelHi, LevelBand band, int[] buffer,
            int[] count, FrameStats stats) {
        AlphaMode mode = masked ? AlphaMode.MASK : AlphaMode.OPAQUE;
        for (int lv = 0; lv < gpu.levelCount(); lv++) {
            for (GpuModel.Mesh m : gpu.meshes(lv)) {
                GpuModel.Surface s = surfaces.of(lv, m);
                if (s.alphaMode != mode) {
                    continue;
                }
                boolean bound = false;
                for (int i = start; i < end; i++) {
                    int g = casting[i];
                    if (!castsNow[i] || lv < level[g] || lv > levelHi[g]) {
                        continue;
                    }
                    if (!bound) {
                        if (band != null) {
                            band.level(lv);
                        }
                        if (masked) {
                            programs.maskShadowSurface(s);
                        }
                        ModelPrograms.bindMesh(m);
                        bound = true;
                    }
                    ModelPrograms.drawInstances(m, buffer[g], 0, count[g], stats, true);
                }
            }
        }
    }

    /**
     * The lit program's opaque and cut draws of a run: for each level and each such mesh of
     * {@code gpu}, every group from {@code start} to {@code end} of {@code visible} at that level,
     * its plain instances, then its mirroring ones with their faces wound the other way. The lit
     * program and its visible distances are the caller's to set.
     */
    static void opaqueRun(ModelPrograms programs, GpuModel gpu, Surfaces surfaces, int[] visible, int start, int end,
            int[] level, int[] buffer, int[] count, int[] plain, FrameStats stats) {
        opaqueRun(programs, gpu, surfaces, visible, start, end, level, level, null, buffer, count, plain, stats);
    }

    /** {@link #opaqueRun} over each group's levels from {@code level} to {@code levelHi}, as {@link #shadowRun} with a band. */
    static void opaqueRun(ModelPrograms programs, GpuModel gpu, Surfaces surfaces, int[] visible, int start, int end,
            int[] level, int[] levelHi, LevelBand band, int[] buffer, int[] count, int[] plain, FrameStats stats) {
        for (int lv = 0; lv < gpu.levelCount(); lv++) {
            for (GpuModel.Mesh m : gpu.meshes(lv)) {
                GpuModel.Surface s = surfaces.of(lv, m);
                if (!ModelPrograms.opaque(s)) {
                    continue;
                }
                boolean bound = false;
                for (int i = start; i < end; i++) {
                    int g = visible[i];
                    if (lv < level[g] || lv > levelHi[g]) {
                        continue;
                    }
                    if (!bound) {
                        if (band != null) {
                            band.level(lv);
                        }
                        programs.surface(s, m.hasNormals);
                        ModelPrograms.bindMesh(m);
                        bound = true;
                    }
                    int cull = s.doubleSided ? 0 : GL_BACK, p = plain[g], n = count[g];
                    if (p > 0) {
                        ModelPrograms.faces(cull, false);
                        ModelPrograms.drawInstances(m, buffer[g], 0, p, stats, false);
                    }
                    if (p < n) {
                        ModelPrograms.faces(cull, true);
                        ModelPrograms.drawInstances(m, buffer[g], p, n - p, stats, false);
                    }
                }
            }
        }
    }
}
