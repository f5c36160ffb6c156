package dev.loam.scene;

/**
 * What one {@code update()} of a scene did.
 *
 * @param terrainChanges  terrain change records uploaded to its drawable (−1 when the history no
 *                        longer reached back and the whole terrain was uploaded again)
 * @param colliderChunks  collider chunks rebuilt
 * @param instanceCells   instance cells uploaded again (scatter sets or props that changed)
 */
public record SceneUpdate(int terrainChanges, int colliderChunks, int instanceCells) {
    /** Whether anything changed. */
    public boolean changed() {
        return terrainChanges != 0 || colliderChunks != 0 || instanceCells != 0;
    }
}
