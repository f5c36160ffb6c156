package dev.loam.blockmap;

import java.util.Locale;
import java.util.Optional;

/**
 * What a map file says of a prop whose cell is void, or is made void by an edit: its
 * {@code "propsOnVoid"} field, {@code "refuse"} unless set.
 */
public enum PropsOnVoid {
    /** A file with a prop on a void cell is refused, naming the prop and the cell; an edit that voids a prop's cell is refused. */
    REFUSE,
    /** A prop on a void cell is dropped when the file is read; an edit that voids a prop's cell removes the prop. */
    REMOVE;

    /** The word a file writes: {@code "refuse"} or {@code "remove"}. */
    public String fileName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The rule a file's word names, or empty. */
    public static Optional<PropsOnVoid> parse(String text) {
        for (PropsOnVoid p : values()) {
            if (p.fileName().equals(text)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
