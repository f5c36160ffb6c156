package dev.loam.blockmap;

import java.util.List;
import java.util.Optional;

/**
 * Where the map's patch field passes {@code above}, a cell grows this patch's count from its
 * frames in place of the cover's own. A count or frames left out takes the cover's.
 *
 * @param above   the patch field's threshold, 0 to 1
 * @param perCell the count inside the patch, or empty for the cover's
 * @param frames  the frames drawn inside the patch (indices into the strip, each evenly), or empty
 *                for the cover's
 */
public record CoverPatch(double above, Optional<CoverCount> perCell, Optional<List<Integer>> frames) {
    public CoverPatch {
        frames = frames.map(List::copyOf);
    }

    /** A patch over {@code above} growing {@code perCell} from the cover's frames. */
    public static CoverPatch of(double above, CoverCount perCell) {
        return new CoverPatch(above, Optional.of(perCell), Optional.empty());
    }
}
