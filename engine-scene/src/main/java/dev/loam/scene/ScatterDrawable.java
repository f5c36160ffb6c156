package dev.loam.scene;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.ScatterInstances;
import dev.loam.render.gl.GpuInstanceCells;
import dev.loam.render.mesh.InstanceLayer;
import dev.loam.terrain.Scatter;
import java.util.ArrayList;
import java.util.List;

/**
 * A scatter set's drawable, kept in step with the set: one layer an item (its model and material
 * override resolved), in cells of the set's {@code chunk_size}, drawn to its
 * {@code visibility_range}, casting shadows as {@code cast_shadows} says. When the set's
 * {@link Scatter#version()} moves, each item's instances are put in its layer again, and only the
 * cells whose instances changed are uploaded.
 */
final class ScatterDrawable implements AutoCloseable {
    private final Scatter set;
    private final AssetResolver resolver;
    private GpuInstanceCells cells;
    private long version;

    ScatterDrawable(Scatter set, AssetResolver resolver) {
        this.set = set;
        this.resolver = resolver;
        this.version = set.version();
        this.cells = new GpuInstanceCells(layers(ScatterInstances.items(set, resolver)));
    }

    private List<InstanceLayer> layers(List<ScatterInstances.ItemInstances> items) {
        List<InstanceLayer> out = new ArrayList<>(items.size());
        for (ScatterInstances.ItemInstances item : items) {
            out.add(new InstanceLayer(item.set(), set.chunkSize(), set.visibilityRange(), set.castShadows(),
                    item.material()));
        }
        return out;
    }

    GpuInstanceCells cells() {
        return cells;
    }

    /** The set drawn (the game's, or the scene's own copy of a region's props). */
    Scatter set() {
        return set;
    }

    /** Uploads the cells that changed since the last update; returns how many. */
    int update() {
        if (set.version() == version) {
            return 0;
        }
        version = set.version();
        List<ScatterInstances.ItemInstances> items = ScatterInstances.items(set, resolver);
        int uploaded = 0;
        for (int i = 0; i < items.size(); i++) {
            uploaded += cells.replace(i, items.get(i).set());
        }
        return uploaded;
    }

    @Override
    public void close() {
        cells.close();
    }
}
