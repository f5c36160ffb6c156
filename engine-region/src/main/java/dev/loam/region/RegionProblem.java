package dev.loam.region;

import java.util.Objects;

/**
 * One problem of a region spec: where it lies (a JSON path such as {@code features[0].level}),
 * what cannot hold, why, and the fix. Its {@link #message()} reads {@code path: what: why; fix},
 * for example {@code features[0].level: the hill's peak rises to level 2, not 4: the rim or the
 * spawn apron is 2 tiles away; move it inward, make the region bigger or lower it}.
 *
 * @param path where the problem lies, a JSON path into the spec; never null ({@code $} for the
 *     whole spec)
 * @param what what is wrong; never null or empty
 * @param why why it is wrong; empty when {@code what} says it all
 * @param fix how to put it right; empty when there is no single fix
 */
public record RegionProblem(String path, String what, String why, String fix) {
    /** Checks that no part is null and that {@code what} says something. */
    public RegionProblem {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(what, "what");
        Objects.requireNonNull(why, "why");
        Objects.requireNonNull(fix, "fix");
        if (what.isEmpty()) {
            throw new IllegalArgumentException("a problem must say what is wrong");
        }
    }

    /**
     * A problem with no separate reason or fix.
     *
     * @param path where it lies
     * @param what what is wrong
     * @return the problem
     */
    public static RegionProblem of(String path, String what) {
        return new RegionProblem(path, what, "", "");
    }

    /**
     * The one-line message: {@code path: what: why; fix}, leaving out the empty parts.
     *
     * @return the message
     */
    public String message() {
        StringBuilder sb = new StringBuilder(path).append(": ").append(what);
        if (!why.isEmpty()) {
            sb.append(": ").append(why);
        }
        if (!fix.isEmpty()) {
            sb.append("; ").append(fix);
        }
        return sb.toString();
    }
}
