package dev.loam.region;

import java.util.List;

/**
 * The one exception type of the region package for a malformed or impossible region spec. It
 * carries every problem found (not only the first), each with its JSON path, what cannot hold,
 * why and the fix; its message lists them one a line. A refused spec builds nothing.
 */
public class RegionSpecException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The problems, in the order of the spec's paths as they were found; never empty. */
    private final transient List<RegionProblem> problems;

    /**
     * @param problems every problem found; at least one
     * @throws IllegalArgumentException if {@code problems} is empty
     */
    public RegionSpecException(List<RegionProblem> problems) {
        super(joined(problems));
        this.problems = List.copyOf(problems);
    }

    /**
     * A refusal with a single problem, keeping its cause (a parse or I/O error).
     *
     * @param problem the problem
     * @param cause what failed underneath; may be null
     */
    public RegionSpecException(RegionProblem problem, Throwable cause) {
        super(problem.message(), cause);
        this.problems = List.of(problem);
    }

    private static String joined(List<RegionProblem> problems) {
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a refusal needs at least one problem");
        }
        StringBuilder sb = new StringBuilder();
        for (RegionProblem p : problems) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(p.message());
        }
        return sb.toString();
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
