package dev.loam.tools;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.ScopeType;

/**
 * The {@code loam} command line: {@code loam map|model|region|terrain|world ...}. {@link #main} exits with
 * {@link #run}'s code: 0 for success, 1 for refused input (a malformed file, a refused edit, a
 * missing file), 2 for a usage error.
 *
 * <p>A refusal prints one line to standard error naming the file and the place, such as
 * {@code maps/terraces.json: cells[2]: row 2 is 4 cells wide but row 0 is 5 ...}; {@code --verbose}
 * adds the stack trace. {@code --verbose} is declared once, here, and every command inherits it.
 *
 * <p>A usage error (exit 2) is one line and a pointer to {@code --help}; an unknown command or
 * option is named as typed, with the nearest names the command has: {@code loam map render:
 * unknown option '--ouput': did you mean --out?}.
 */
@Command(name = "loam", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Loam's command line: block maps, models, terrain, tile regions and generated worlds.",
        subcommands = {MapCommand.class, ModelCommand.class, RegionCommand.class, TerrainCommand.class, WorldCommand.class, CommandLine.HelpCommand.class},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam map check village.json --sets sets/",
                "  loam map edit village.json plateau-edits.json --sets sets/ \\",
                "      --out out/village-2.json",
                "  loam model kit --out out/kit/",
                "  loam terrain info terrain/hills.json",
                "  loam region build regions/test-tiles-terrain.json --out out/region/",
                "  loam world map worlds/wilds.json --seed 7 --rect 0,0,512,512 \\",
                "      --out out/wilds.png"})
public final class Loam {
    /**
     * The line before every command's examples: where their files ship. What they write goes
     * under {@code out/}.
     */
    static final String EXAMPLE_FILES = "The example's files ship in examples/src/main/resources/dev/loam/examples.";

    /** The tool's version. */
    static final String VERSION = "0.1.0-SNAPSHOT";

    /** Exit code of refused input: a malformed file, a refused edit, a missing file. */
    public static final int REFUSED = 1;
    /** Exit code of a usage error, as picocli gives it. */
    public static final int USAGE = CommandLine.ExitCode.USAGE;

    /** Set by {@code --verbose} given to any command: print the stack trace of a failure too. */
    @Option(names = "--verbose", scope = ScopeType.INHERIT, description = "On failure, print the stack trace too.")
    boolean verbose;

    private Loam() {
    }

    /** Runs the command line and exits with its code. */
    @SuppressWarnings("try") // the library's log is routed to standard error while the command runs
    public static void main(String... args) {
        PrintWriter out = new PrintWriter(System.out, true, Charset.defaultCharset());
        PrintWriter err = new PrintWriter(System.err, true, Charset.defaultCharset());
        int code;
        try (LibraryLog log = LibraryLog.install(System.err, java.util.Arrays.asList(args).contains("--verbose"))) {
            code = run(out, err, args);
        }
        System.exit(code);
    }

    /**
     * Runs the command line without exiting: the testable entry point.
     *
     * @param out where results go
     * @param err where refusals and usage errors go
     * @return the exit code: 0, {@link #REFUSED} or {@link #USAGE}
     */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = commandLine();
        cl.setOut(out);
        cl.setErr(err);
        try {
            return cl.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** The command tree with Loam's handlers, writing nowhere yet: what {@link #run} executes. */
    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Loam());
        cl.setExecutionExceptionHandler(Loam::handleFailure);
        cl.setParameterExceptionHandler(Loam::handleUsageError);
        cl.setExecutionStrategy(Loam::checkThenRun);
        return cl;
    }

    /**
     * Runs the parsed command, after refusing outputs whose names do not end in what they write
     * ({@link Outputs#check}); help and version requests are answered first, as picocli does.
     */
    private static int checkThenRun(ParseResult parsed) {
        ParseResult leaf = parsed;
        boolean help = parsed.isUsageHelpRequested() || parsed.isVersionHelpRequested();
        while (leaf.hasSubcommand()) {
            leaf = leaf.subcommand();
            help |= leaf.isUsageHelpRequested() || leaf.isVersionHelpRequested();
        }
        if (!help) {
            try {
                Outputs.check(leaf.commandSpec());
            } catch (Refused r) {
                throw new CommandLine.ExecutionException(leaf.commandSpec().commandLine(), r.getMessage(), r);
            }
        }
        return new CommandLine.RunLast().execute(parsed);
    }

    /** One line for a refusal (the stack trace too with --verbose); exit 1. */
    private static int handleFailure(Exception ex, CommandLine cmd, ParseResult parsed) {
        PrintWriter err = cmd.getErr();
        boolean verbose = isVerbose(parsed);
        if (ex instanceof Refused r) {
            err.println(oneLine(r.getMessage()));
        } else if (ex instanceof UncheckedIOException io) {
            err.println(oneLine(cmd.getCommandName() + ": " + io.getMessage()));
        } else {
            err.println(oneLine(cmd.getCommandName() + ": unexpected failure: " + ex
                    + (verbose ? "" : " (run again with --verbose for the stack trace)")));
        }
        if (verbose) {
            ex.printStackTrace(err);
        }
        err.flush();
        return REFUSED;
    }

    /** The error (an unknown name first, with the nearest ones) and a pointer to --help; exit 2. */
    private static int handleUsageError(CommandLine.ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println(oneLine(cmd.getCommandSpec().qualifiedName() + ": " + UsageErrors.line(ex)));
        err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
        err.flush();
        return USAGE;
    }

    private static boolean isVerbose(ParseResult parsed) {
        ParseResult p = parsed;
        while (p != null) {
            if (p.hasMatchedOption("--verbose")) {
                return true;
            }
            p = p.subcommand();
        }
        return false;
    }

    /** Text on one line: line breaks become spaces. */
    static String oneLine(String text) {
        return text == null ? "" : text.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip();
    }
}
