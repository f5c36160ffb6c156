package dev.loam.blockmap;

import java.util.Locale;
import java.util.Optional;

/** The shape of a {@link Brush}. */
public enum BrushShape {
    /** Every cell of the brush's square. */
    SQUARE,
    /** The cells whose centre lies within half the brush's size of the brush's centre. */
    ROUND;

    /** The lower-case name used in edit files: {@code square} or {@code round}. */
    public String fileName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads a file name (any case); empty for an unknown shape. */
    public static Optional<BrushShape> parse(String text) {
        if (text != null) {
            for (BrushShape s : values()) {
                if (s.name().equalsIgnoreCase(text)) {
                    return Optional.of(s);
                }
            }
        }
        return Optional.empty();
    }
}
