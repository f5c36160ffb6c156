package dev.loam.worldgen;

import java.util.List;

/**
 * The surface's water as a plan reads it: the sea level everywhere, raised by each water sheet
 * over its rectangle. Immutable, thread-safe.
 */
final class Water {
    private final double seaLevel;
    private final WaterSheet[] sheets;

    Water(double seaLevel, List<WaterSheet> sheets) {
        this.seaLevel = seaLevel;
        this.sheets = sheets.toArray(WaterSheet[]::new);
    }

    double seaLevel() {
        return seaLevel;
    }

    boolean hasSheets() {
        return sheets.length > 0;
    }

    /**
     * The water's surface height over a point: the sea level, or the highest sheet covering it
     * when that is higher; negative infinity where there is neither.
     */
    double levelAt(double x, double z) {
        double l = seaLevel;
        for (WaterSheet s : sheets) {
            if (s.level() > l && s.covers(x, z)) {
                l = s.level();
            }
        }
        return l;
    }

    /** Whether there is any water at all: a finite sea or a sheet. */
    boolean any() {
        return sheets.length > 0 || Double.isFinite(seaLevel);
    }
}
