package dev.loam.blockmap;

import java.util.Objects;
import java.util.Optional;

/**
 * What an edit of an {@link EditableBlockRows} did: the change it wrote, or its refusal (and then
 * nothing was written).
 *
 * @param refusal why the edit was refused, or empty
 * @param change  the rectangle of cells that changed, before and after, for views to rebuild and
 *                for {@link EditableBlockRows#restore(BlockChange) undo}; empty when refused or
 *                when no cell changed
 */
public record BlockRowsEditResult(Optional<BlockEditRefusal> refusal, Optional<BlockChange> change) {
    public BlockRowsEditResult {
        Objects.requireNonNull(refusal, "refusal");
        Objects.requireNonNull(change, "change");
        if (refusal.isPresent() && change.isPresent()) {
            throw new IllegalArgumentException("a refused edit writes no change");
        }
    }

    static BlockRowsEditResult refused(BlockEditRefusal refusal) {
        return new BlockRowsEditResult(Optional.of(refusal), Optional.empty());
    }

    static BlockRowsEditResult written(BlockChange change) {
        return new BlockRowsEditResult(Optional.empty(), Optional.ofNullable(change));
    }

    /** Whether the edit was refused. */
    public boolean isRefused() {
        return refusal.isPresent();
    }
}
