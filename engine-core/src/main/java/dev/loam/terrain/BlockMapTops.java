package dev.loam.terrain;

import dev.loam.blockmap.BlockAt;
import dev.loam.blockmap.BlockMap;
import java.util.Objects;
import java.util.Optional;
import org.joml.Vector3d;

/**
 * The walkable tops of a block map as a {@link ScatterSurface}, so the {@link ScatterBrush} paints
 * on block maps as on terrains: the height is {@link BlockAt#topMetres()} of the cell under the
 * point (a stair's tread there), no surface off the map or over a void cell, and the normal
 * straight up (tops and treads are level). Reads the map live; pure while the map is not edited.
 */
public final class BlockMapTops implements ScatterSurface {
    private final BlockMap map;

    /** Tops of {@code map}, which stays the caller's. */
    public BlockMapTops(BlockMap map) {
        this.map = Objects.requireNonNull(map, "map");
    }

    @Override
    public double heightAt(double x, double z) {
        Optional<BlockAt> at = map.findBlockAt(x, z);
        return at.isPresent() ? at.get().topMetres() : Double.NaN;
    }

    @Override
    public Vector3d normalAt(double x, double z, Vector3d dest) {
        return dest.set(0, 1, 0);
    }
}
