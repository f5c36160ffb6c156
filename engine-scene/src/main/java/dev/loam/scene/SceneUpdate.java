package dev.loam.scene;

/**
 * What one {@code update()} of a scene did.
 *
 * @param terrainChanges  terrain (or, for a {@link Landscape}, block map) change records read into
 *                        the views (−1 when the history no longer reached back and the whole ground
 *                        was uploaded again)
 * @param colliderCells   terrain collider cells (block map collider columns) rebuilt
 * @param instanceCells   instance cells uploaded again (scatter sets or props that changed)
 */
public record SceneUpdate(int terrainChanges, int colliderCells, int instanceCells) {
    /** An update that found nothing to do. */
    public static final SceneUpdate NONE = new SceneUpdate(0, 0, 0);

    /** Whether anything changed. */
    public boolean changed() {
        return terrainChanges != 0 || colliderCells != 0 || instanceCells != 0;
    }
}
