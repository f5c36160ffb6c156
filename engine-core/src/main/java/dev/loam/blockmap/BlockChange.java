package dev.loam.blockmap;

import java.util.Objects;
import java.util.Optional;

/**
 * A change record: a rectangle of cells as they stood before an edit and after it. Meshing,
 * colliders and navigation rebuild only what the rectangle reaches; a server sends these to its
 * clients, which {@link BlockMap#apply(BlockChange) apply} them; undo
 * {@link EditableBlockRows#restore(BlockChange) restores} {@code before}. Immutable.
 *
 * @param rect   the cells written
 * @param before their characters and heights before, {@code rect}'s size
 * @param after  their characters and heights after, {@code rect}'s size
 * @param layersBefore the cells' quarter turns and game data before, {@code rect}'s size; empty when
 *                     the change leaves them as they are (an edit of blocks or heights)
 * @param layersAfter  the same after; present exactly when {@code layersBefore} is
 */
public record BlockChange(BlockRect rect, BlockRows before, BlockRows after, Optional<BlockCellLayers> layersBefore,
                          Optional<BlockCellLayers> layersAfter) {
    public BlockChange {
        Objects.requireNonNull(rect, "rect");
        Objects.requireNonNull(layersBefore, "layersBefore");
        Objects.requireNonNull(layersAfter, "layersAfter");
        if (layersBefore.isPresent() != layersAfter.isPresent()) {
            throw new IllegalArgumentException("a change carries its layers before and after, or neither");
        }
        for (Optional<BlockCellLayers> l : java.util.List.of(layersBefore, layersAfter)) {
            if (l.isPresent() && (l.get().width() != rect.width() || l.get().depth() != rect.depth())) {
                throw new IllegalArgumentException("a change's layers must be its rectangle's size");
            }
        }
        if (before.width() != rect.width() || before.depth() != rect.depth() || after.width() != rect.width()
                || after.depth() != rect.depth()) {
            throw new IllegalArgumentException("a change's before and after must be its rectangle's size");
        }
    }

    /** A change of blocks and heights that leaves the cells' turns and data as they are. */
    public BlockChange(BlockRect rect, BlockRows before, BlockRows after) {
        this(rect, before, after, Optional.empty(), Optional.empty());
    }

    /** Whether the change writes the cells' turns and data. */
    public boolean carriesLayers() {
        return layersAfter.isPresent();
    }

    /** The change that undoes this one: the same rectangle, after and before swapped (layers too). */
    public BlockChange inverse() {
        return new BlockChange(rect, after, before, layersAfter, layersBefore);
    }
}
