package dev.loam.tools;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParseResult;

/**
 * The {@code loam} command line: {@code loam map|terrain|region|world ...}. {@link #main} exits with
 * {@link #run}'s code: 0 for success, 1 for refused input (a malformed file, a refused edit, a
 * missing file), 2 for a usage error.
 *
 * <p>A refusal prints one line to standard error naming the file and the place, such as
 * {@code maps/terraces.json: cells[2]: row 2 is 4 cells wide but row 0 is 5 ...}; {@code --verbose}
 * adds the stack trace.
 */
@Command(name = "loam", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Loam's command line: block maps, terrain, tile regions and generated worlds.",
        subcommands = {MapCommand.class, RegionCommand.class, TerrainCommand.class, WorldCommand.class, CommandLine.HelpCommand.class},
        footer = {"", "Example:", "  loam map check maps/terraces.json --sets sets/",
                "  loam map edit maps/terraces.json plateau-edits.json --out maps/terraces-2.json",
                "  loam terrain info island.loamterrain",
                "  loam region build region.json --out region/",
                "  loam world map wilds.json --seed 7 --rect 0,0,512,512 --out wilds.png"})
public final class Loam {
    /** The tool's version. */
    static final String VERSION = "0.1.0-SNAPSHOT";

    /** Exit code of refused input: a malformed file, a refused edit, a missing file. */
    public static final int REFUSED = 1;
    /** Exit code of a usage error, as picocli gives it. */
    public static final int USAGE = CommandLine.ExitCode.USAGE;

    private Loam() {
    }

    /** Runs the command line and exits with its code. */
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
        CommandLine cl = new CommandLine(new Loam());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler(Loam::handleFailure);
        cl.setParameterExceptionHandler(Loam::handleUsageError);
        try {
            return cl.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
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

    /** The error and a pointer to --help; exit 2. */
    private static int handleUsageError(CommandLine.ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println(oneLine(cmd.getCommandSpec().qualifiedName() + ": " + ex.getMessage()));
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
