package dev.loam.tools;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The one line a usage error prints: an unknown command or option named as typed, with the
 * nearest names the command has ("did you mean"), before any complaint about what is missing. So
 * {@code loam map render village.json --ouput out/v.png} says {@code unknown option '--ouput':
 * did you mean --out?}, not only that {@code --out} is missing.
 */
final class UsageErrors {
    /** The most names one suggestion offers. */
    static final int MAX_SUGGESTIONS = 3;

    private UsageErrors() {
    }

    /** The error's line, without the command's name in front. */
    static String line(ParameterException ex) {
        CommandLine cmd = ex.getCommandLine();
        List<String> unmatched = ex instanceof UnmatchedArgumentException u ? u.getUnmatched()
                : cmd.getUnmatchedArguments();
        CommandSpec spec = cmd.getCommandSpec();
        if (unmatched == null || unmatched.isEmpty()) {
            return ex.getMessage() != null && ex.getMessage().startsWith("Missing required subcommand")
                    ? "missing command: one of " + String.join(", ", commandNames(spec)) : ex.getMessage();
        }
        for (String arg : unmatched) {
            if (arg.startsWith("-") && arg.length() > 1 && !isNumber(arg)) {
                String typed = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
                return "unknown option '" + typed + "'" + didYouMean(typed, optionNames(spec));
            }
        }
        String first = unmatched.get(0);
        if (!spec.subcommands().isEmpty() && spec.positionalParameters().isEmpty()) {
            List<String> commands = commandNames(spec);
            String hint = didYouMean(first, commands);
            return "unknown command '" + first + "'" + (hint.isEmpty() ? ": the commands are " + String.join(", ", commands)
                    : hint);
        }
        return "unexpected argument '" + first + "'" + (unmatched.size() > 1 ? " (and " + (unmatched.size() - 1)
                + " more after it)" : "");
    }

    /** {@code ": did you mean --out?"}, or empty when no name is near. */
    static String didYouMean(String typed, List<String> names) {
        List<String> near = nearest(typed, names);
        return near.isEmpty() ? "" : ": did you mean " + String.join(" or ", near) + "?";
    }

    /**
     * The names nearest to what was typed, in the command's order, at most {@link #MAX_SUGGESTIONS}:
     * those fewest edits away (an insertion, a deletion, a change or two neighbours swapped each
     * count one; none for a word of 2 letters, at most 1 up to 4 letters, 2 up to 8, else 3), else those that
     * begin with what was typed or that it begins with (3 letters at least). Leading dashes are
     * not counted.
     */
    static List<String> nearest(String typed, List<String> names) {
        String t = undashed(typed);
        int allowed = t.length() <= 2 ? 0 : t.length() <= 4 ? 1 : t.length() <= 8 ? 2 : 3;
        int best = Integer.MAX_VALUE;
        List<String> out = new ArrayList<>();
        for (String name : names) {
            String n = undashed(name);
            int d = distance(t, n);
            int score;
            if (d <= allowed) {
                score = d;
            } else if (t.length() >= 3 && n.length() >= 3 && (n.startsWith(t) || t.startsWith(n))) {
                score = allowed + 1;
            } else {
                continue;
            }
            if (score < best) {
                best = score;
                out.clear();
            }
            if (score == best && !out.contains(name) && out.size() < MAX_SUGGESTIONS) {
                out.add(name);
            }
        }
        return out;
    }

    /** Edits from {@code a} to {@code b}: insertions, deletions, changes and swaps of two neighbours. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    /** Every name of every option the command takes, long names first within an option. */
    private static List<String> optionNames(CommandSpec spec) {
        List<String> names = new ArrayList<>();
        for (OptionSpec o : spec.options()) {
            names.add(o.longestName());
            for (String n : o.names()) {
                if (!names.contains(n)) {
                    names.add(n);
                }
            }
        }
        return names;
    }

    private static List<String> commandNames(CommandSpec spec) {
        List<String> names = new ArrayList<>();
        spec.subcommands().forEach((name, sub) -> {
            if (!names.contains(sub.getCommandName())) {
                names.add(sub.getCommandName());
            }
        });
        return names;
    }

    private static String undashed(String s) {
        int k = 0;
        while (k < s.length() && s.charAt(k) == '-') {
            k++;
        }
        return s.substring(k);
    }

    /** A negative number such as {@code -40} is a value, not an option. */
    private static boolean isNumber(String s) {
        return s.matches("-[0-9][0-9.,:eE+-]*");
    }
}
