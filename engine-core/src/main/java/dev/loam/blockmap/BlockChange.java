package dev.loam.blockmap;

import java.util.Objects;

/**
 * A change record: a rectangle of cells as they stood before an edit and after it. Meshing,
 * colliders and navigation rebuild only what the rectangle reaches; a server sends these to its
 * clients, which {@link BlockMap#apply(BlockChange) apply} them; undo
 * {@link EditableBlockRows#restore(BlockChange) restores} {@code before}. Immutable.
 *
 * @param rect   the cells written
 * @param before their characters and heights before, {@code rect}'s size
 * @param after  their characters and heights after, {@code rect}'s size
 */
public record BlockChange(BlockRect rect, BlockRows before, BlockRows after) {
    public BlockChange {
        Objects.requireNonNull(rect, "rect");
        if (before.width() != rect.width() || before.depth() != rect.depth() || after.width() != rect.width()
                || after.depth() != rect.depth()) {
            throw new IllegalArgumentException("a change's before and after must be its rectangle's size");
        }
    }

    /** The change that undoes this one: the same rectangle, after and before swapped. */
    public BlockChange inverse() {
        return new BlockChange(rect, after, before);
    }
}
