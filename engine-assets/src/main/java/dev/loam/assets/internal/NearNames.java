package dev.loam.assets.internal;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** Suggests the known name nearest to one that did not resolve, by edit distance on the names' stems. */
public final class NearNames {
    private NearNames() {
    }

    /**
     * The candidate nearest to {@code name}, when one is near enough to be a likely slip: at most
     * a third of the stem's length edits away (at least 1, at most 4). Ties go to the one listed first.
     */
    public static Optional<String> nearest(String name, Collection<String> candidates) {
        String stem = stem(name);
        int allowed = Math.max(1, Math.min(4, stem.length() / 3));
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(stem, stem(c), allowed + 1);
            if (d <= allowed && d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The last path element without its extension, lower case. */
    public static String stem(String name) {
        String n = name.replace('\\', '/');
        n = n.substring(n.lastIndexOf('/') + 1);
        int dot = n.lastIndexOf('.');
        if (dot > 0) {
            n = n.substring(0, dot);
        }
        return n.toLowerCase(Locale.ROOT);
    }

    /** Levenshtein distance, stopping early once it passes {@code cap}. */
    static int distance(String a, String b, int cap) {
        if (Math.abs(a.length() - b.length()) > cap) {
            return cap + 1;
        }
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            int rowMin = cur[0];
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
                rowMin = Math.min(rowMin, cur[j]);
            }
            if (rowMin > cap) {
                return cap + 1;
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
