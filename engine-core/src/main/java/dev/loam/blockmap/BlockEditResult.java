package dev.loam.blockmap;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@link BlockMapEdits#apply(BlockMapFile, List, BlockSetLookup)} made of an edit list: the
 * edited file, or the refusal of the first edit refused and the input file unchanged (the same
 * object).
 *
 * @param refusal the first refused edit, or empty when every edit applied
 * @param file    the edited values; the input file itself when refused or when no edit changed it
 * @param changes the change record of each edit that changed cells, in order (empty when
 *                refused); an edit that changed no cell adds none
 */
public record BlockEditResult(Optional<BlockEditRefusal> refusal, BlockMapFile file, List<BlockChange> changes) {
    public BlockEditResult {
        Objects.requireNonNull(refusal, "refusal");
        Objects.requireNonNull(file, "file");
        changes = List.copyOf(changes);
    }

    /** Whether the list was refused. */
    public boolean isRefused() {
        return refusal.isPresent();
    }
}
