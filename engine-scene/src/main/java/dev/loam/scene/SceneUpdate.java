package dev.loam.scene;

/**
 * What one {@code update()} of a scene did.
 *
 * @param terrainChanges  terrain change records uploaded to its drawable (−1 when the history no
 *                        longer reached back and the whole terrain was uploaded again)
 * @param colliderCells   terrain collider cells rebuilt (every cell of each chunk an edit touched)
 * @param instanceCells   instance cells uploaded again (scatter sets or props that changed)
 */
public record SceneUpdate(int terrainChanges, int colliderCells, int instanceCells) {
    /** Whether anything changed. */
    public boolean changed() {
        return terrainChanges != 0 || colliderCells != 0 || instanceCells != 0;
    }
}
