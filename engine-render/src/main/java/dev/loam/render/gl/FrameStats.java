package dev.loam.render.gl;

/**
 * What the last frame cost: draw calls (the shadow pass's included), triangles submitted, cover
 * cards drawn, chunks drawn and culled, chunks uploaded, model instances and instance cells drawn and culled, and the
 * CPU time spent in the renderer (culling, uniform updates, draw submission, uploads; not the
 * GPU's work). Written by {@link BlockMapRenderer} and {@link ModelRenderer} at each frame; read
 * it after. Not thread-safe.
 */
public final class FrameStats {
    int drawCalls;
    long triangles;
    int cards;
    int chunksDrawn;
    int chunksCulled;
    int chunksUploaded;
    int shadowDrawCalls;
    int shadowChunks;
    long cpuNanos;
    int instancesDrawn;
    int instancesCulled;
    int cellsDrawn;
    int cellsCulled;
    int terrainPatches;
    int cascades;

    /** Only the renderer makes one: statistics of no frame yet, every count 0. */
    FrameStats() {
    }

    void reset() {
        drawCalls = 0;
        triangles = 0;
        cards = 0;
        chunksDrawn = 0;
        chunksCulled = 0;
        chunksUploaded = 0;
        shadowDrawCalls = 0;
        shadowChunks = 0;
        cpuNanos = 0;
        instancesDrawn = 0;
        instancesCulled = 0;
        cellsDrawn = 0;
        cellsCulled = 0;
        terrainPatches = 0;
        cascades = 0;
    }

    /**
     * Instance cells ({@link GpuInstanceCells}) inside the camera's view and range. Cells out of
     * view whose shadows may fall in it are drawn into the shadow map only, and counted in neither
     * this nor {@link #cellsCulled()}.
     */
    public int cellsDrawn() {
        return cellsDrawn;
    }

    /** Instance cells skipped: beyond their range, or out of view with no shadow of theirs in it. */
    public int cellsCulled() {
        return cellsCulled;
    }

    /** The sun's shadow cascades the frame drew: 1 when one shadow map held everything, else {@link FrameRenderer#CASCADES}. */
    public int cascades() {
        return cascades;
    }

    /** Terrain patches drawn in the camera's view (CDLOD's selected quarter nodes), the shadow pass's not counted. */
    public int terrainPatches() {
        return terrainPatches;
    }

    /**
     * Model instances inside the camera's view (a model drawn at one transform counts as one).
     * Instances out of view whose shadows may fall in it are drawn into the shadow map only, and
     * counted in neither this nor {@link #instancesCulled()}.
     */
    public int instancesDrawn() {
        return instancesDrawn;
    }

    /** Model instances skipped: out of the camera's view, and no shadow of theirs can fall in it. */
    public int instancesCulled() {
        return instancesCulled;
    }

    /** GL draw calls in the frame, the shadow pass's included. */
    public int drawCalls() {
        return drawCalls;
    }

    /** Triangles submitted in the frame, the shadow pass's included. */
    public long triangles() {
        return triangles;
    }

    /** Ground-cover cards drawn in the camera's view (each card once, whatever the passes). */
    public int cards() {
        return cards;
    }

    /** Chunks inside the camera's view. */
    public int chunksDrawn() {
        return chunksDrawn;
    }

    /** Chunks outside the camera's view, not drawn. */
    public int chunksCulled() {
        return chunksCulled;
    }

    /** Draw calls of the shadow pass, counted in {@link #drawCalls()} too. */
    public int shadowDrawCalls() {
        return shadowDrawCalls;
    }

    /**
     * Chunks drawn into the sun's shadow map: those whose shadows can fall in the camera's view,
     * which may be more than those in view.
     */
    public int shadowChunks() {
        return shadowChunks;
    }

    /** Chunks whose meshes were uploaded (or re-uploaded after an edit) before the frame. */
    public int chunksUploaded() {
        return chunksUploaded;
    }

    /** CPU time spent in the renderer for the frame, in nanoseconds. */
    public long cpuNanos() {
        return cpuNanos;
    }

    @Override
    public String toString() {
        String instances = instancesDrawn + instancesCulled == 0 ? ""
                : String.format(java.util.Locale.ROOT, ", %d instances drawn, %d culled", instancesDrawn, instancesCulled);
        if (cellsDrawn + cellsCulled > 0) {
            instances += String.format(java.util.Locale.ROOT, ", %d instance cells drawn, %d culled", cellsDrawn,
                    cellsCulled);
        }
        if (terrainPatches > 0) {
            instances += String.format(java.util.Locale.ROOT, ", %d terrain patches", terrainPatches);
        }
        if (cascades > 1) {
            instances += String.format(java.util.Locale.ROOT, ", %d shadow cascades", cascades);
        }
        return String.format(java.util.Locale.ROOT, "%d draw calls (%d shadow), %d triangles, %d cards, %d chunks drawn, "
                + "%d culled, %d cast shadow, %d uploaded%s, %s ms CPU", drawCalls, shadowDrawCalls, triangles, cards,
                chunksDrawn, chunksCulled, shadowChunks, chunksUploaded, instances,
                dev.loam.core.NumberText.fixed(cpuNanos / 1e6, 3));
    }
}
