package dev.loam.scene;

/**
 * What one {@link Landscape#update()} did, view by view.
 *
 * @param changes         the map's change records read (−1 when its history no longer reached back
 *                        and every view was rebuilt whole)
 * @param chunksMeshed    block-map chunks meshed again (0 for a landscape built without drawing)
 * @param colliderColumns collider columns rebuilt
 * @param navCells        navigation cells re-baked
 * @param propsMoved      props whose cell's top an edit raised or lowered, moved with it
 * @param propsRemoved    props removed because their cell went void, became a stair or a model block
 * @param instanceCells   instance cells of props and model blocks uploaded again
 */
public record LandscapeUpdate(int changes, int chunksMeshed, int colliderColumns, int navCells, int propsMoved,
                              int propsRemoved, int instanceCells) {
    /** An update that found nothing to do. */
    public static final LandscapeUpdate NONE = new LandscapeUpdate(0, 0, 0, 0, 0, 0, 0);

    /** Whether anything changed. */
    public boolean changed() {
        return changes != 0 || chunksMeshed != 0 || colliderColumns != 0 || navCells != 0 || propsMoved != 0
                || propsRemoved != 0 || instanceCells != 0;
    }
}
