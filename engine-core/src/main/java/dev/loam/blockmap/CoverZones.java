package dev.loam.blockmap;

import java.util.List;

/**
 * Splits a map into zones about {@code size} metres across; each zone's cells draw from one of the
 * frame lists, so flowers stand in drifts of one colour. A zone is the square of a jittered grid
 * whose point lies nearest a cell's middle, and that point's hash picks its list.
 *
 * @param sizeMetres the zones' spacing, above 0 (12 unless set)
 * @param lists      two or more lists of frame indices
 */
public record CoverZones(double sizeMetres, List<List<Integer>> lists) {
    /** The zones' spacing when none is given, in metres. */
    public static final double DEFAULT_SIZE_METRES = 12;

    public CoverZones {
        lists = lists.stream().map(List::copyOf).toList();
    }

    /** Zones of the default size. */
    public static CoverZones of(List<List<Integer>> lists) {
        return new CoverZones(DEFAULT_SIZE_METRES, lists);
    }
}
