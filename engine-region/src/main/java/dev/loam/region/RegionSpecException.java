package dev.loam.region;

import dev.loam.core.LoamInputException;
import java.util.List;
import java.util.Optional;

/**
 * The one exception type of the region package for a malformed or impossible region spec. It
 * carries every problem found (not only the first), each with its JSON path, what cannot hold,
 * why and the fix; its message lists them one a line. A refused spec builds nothing. Catch
 * {@link LoamInputException} to catch the refusals of every Loam module at once.
 *
 * <p>{@link #place()} and {@link #fix()} are those of the first problem (its path, and its fix
 * where it has one); {@link #detail()} is the message without that first path; every problem,
 * with its own path and fix, is in {@link #problems()}.
 */
public class RegionSpecException extends LoamInputException {
    private static final long serialVersionUID = 1L;

    /** The problems, in the order of the spec's paths as they were found; never empty. */
    private final transient List<RegionProblem> problems;

    /**
     * @param problems every problem found; at least one
     * @throws IllegalArgumentException if {@code problems} is empty
     */
    public RegionSpecException(List<RegionProblem> problems) {
        this(List.copyOf(problems), null);
    }

    /**
     * A refusal with a single problem, keeping its cause (a parse or I/O error).
     *
     * @param problem the problem
     * @param cause what failed underneath; may be null
     */
    public RegionSpecException(RegionProblem problem, Throwable cause) {
        this(List.of(problem), cause);
    }

    private RegionSpecException(List<RegionProblem> problems, Throwable cause) {
        super(first(problems).path(), detail(problems), Optional.of(problems.get(0).fix()), cause);
        this.problems = problems;
    }

    private static RegionProblem first(List<RegionProblem> problems) {
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a refusal needs at least one problem");
        }
        return problems.get(0);
    }

    /** The problems one a line, less the first one's path (which {@link #place()} holds). */
    private static String detail(List<RegionProblem> problems) {
        StringBuilder sb = new StringBuilder();
        for (RegionProblem p : problems) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(p.message());
        }
        String place = problems.get(0).path();
        return place.isEmpty() ? sb.toString() : sb.substring(place.length() + 2);
    }

    /**
     * Every problem found, each with its path.
     *
     * @return an unmodifiable list, never empty
     */
    public List<RegionProblem> problems() {
        return problems;
    }
}
