package dev.loam.core;

import java.util.Objects;
import java.util.Optional;

/**
 * The one root of every Loam refusal of malformed input: a block map or block set, a terrain or
 * scatter file, world rules, a region spec, and the formats later modules read. A caller that
 * only needs to know "the input was bad, and where" catches this one type; each module throws
 * its own subclass ({@code BlockMapException}, {@code TerrainFormatException},
 * {@code WorldRulesException}, {@code RegionSpecException}) for callers that want to tell them
 * apart. A refused read or build changes nothing that existed before it.
 *
 * <p>A refusal has three parts:
 * <ul>
 *   <li>{@link #place()}: where the problem lies, in the words of the input's format: a JSON path
 *       ({@code blocks.grass.cover[0].columns}, {@code layers[2].tile}), {@code "$"} for the root
 *       of a JSON document (a parse error, an empty file, a file that cannot be read), a row and
 *       column ({@code row 3, column 7}), or a byte offset in a binary file ({@code byte 40}); ""
 *       when the refusal is about the input as a whole and has no place to name.</li>
 *   <li>{@link #detail()}: what is wrong, with the fix where the thrower gave one, as one line
 *       (a refusal listing several problems, such as a region spec's, gives one line each).</li>
 *   <li>{@link #fix()}: how to put it right, on its own, where the thrower gave one, so that a
 *       tool can offer it apart from the message.</li>
 * </ul>
 * {@link #getMessage()} reads {@code place: detail}, or the detail alone when the place is "".
 *
 * <p>To extend: a module's exception subclasses this with constructors that pass through to the
 * protected ones here, so that every Loam refusal builds its message by the same rule.
 */
public abstract class LoamInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String place;
    private final String detail;
    private final String fix;

    /**
     * A refusal with no separate fix.
     *
     * @param place  where the problem lies (see {@link #place()}); never null, "" for the whole input
     * @param detail what is wrong, and any advice, as it is to be read after the place; never null
     * @param cause  the I/O or parse error underneath; may be null
     */
    protected LoamInputException(String place, String detail, Throwable cause) {
        this(place, detail, Optional.empty(), cause);
    }

    /**
     * A refusal whose fix is given apart, so that {@link #fix()} holds it. The detail reads
     * {@code problem: fix}, such as {@code colliderHeight is only for a blocked block: add "blocked": true};
     * a refusal worded otherwise ({@code "x" is not a kind; use "props"}) is written whole with
     * {@link #LoamInputException(String, String, Optional, Throwable)}.
     *
     * @param place   where the problem lies; never null, "" for the whole input
     * @param problem what is wrong, without the fix; never null
     * @param fix     how to put it right, such as {@code add "blocked": true}; null or "" for none
     *                (then the detail is the problem alone)
     * @param cause   the I/O or parse error underneath; may be null
     */
    protected LoamInputException(String place, String problem, String fix, Throwable cause) {
        this(place, joined(problem, fix), fix == null || fix.isEmpty() ? Optional.empty() : Optional.of(fix), cause);
    }

    /**
     * A refusal whose detail is already written whole, holding the fix's words where the thrower
     * put them: for moving another refusal to a new place ({@code (at, other.detail(), other.fix(),
     * other)}), for a fix joined otherwise than by {@code ": "}, or for a refusal of several
     * problems whose first one names the fix.
     *
     * @param place  where the problem lies; never null, "" for the whole input
     * @param detail the whole text to be read after the place; never null
     * @param fix    the fix on its own, or empty; an empty string counts as none
     * @param cause  the error underneath or the refusal moved; may be null
     */
    protected LoamInputException(String place, String detail, Optional<String> fix, Throwable cause) {
        super(message(place, detail), cause);
        this.place = place;
        this.detail = detail;
        this.fix = Objects.requireNonNull(fix, "fix").filter(f -> !f.isEmpty()).orElse(null);
    }

    private static String message(String place, String detail) {
        Objects.requireNonNull(place, "place");
        Objects.requireNonNull(detail, "detail");
        return place.isEmpty() ? detail : place + ": " + detail;
    }

    private static String joined(String problem, String fix) {
        Objects.requireNonNull(problem, "problem");
        if (fix == null || fix.isEmpty()) {
            return problem;
        }
        return problem + ": " + fix;
    }

    /**
     * Where the problem lies: a JSON path such as {@code layers[2].tile}, {@code "$"} for the root of
     * a JSON document, {@code row 3, column 7}, or {@code byte 40}.
     *
     * @return the place; "" when the refusal has no place to name, never null
     */
    public final String place() {
        return place;
    }

    /**
     * What is wrong, with the fix where there is one: the message without its place, for showing
     * under a place of the caller's own (a command-line option, a field of a larger file).
     *
     * @return the detail; never null
     */
    public final String detail() {
        return detail;
    }

    /**
     * How to put the input right, where the thrower named one fix: {@code add "blocked": true},
     * {@code use north, east, south or west}. Its words are also in {@link #detail()}.
     *
     * @return the fix, or empty where the refusal gives none
     */
    public final Optional<String> fix() {
        return Optional.ofNullable(fix);
    }
}
