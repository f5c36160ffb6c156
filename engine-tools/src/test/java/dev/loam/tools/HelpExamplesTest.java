package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loam.tools.LoamCliTest.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;

/**
 * Every command's {@code --help}: its examples run on files that ship in the examples module (or
 * that an example before them writes), write under {@code out/}, parse as the command line parses
 * them, and are never wrapped by picocli in the middle of an argument.
 */
class HelpExamplesTest {
    /** Where the examples' files ship, from this module's folder (where Maven runs the tests). */
    static final Path EXAMPLES = Path.of("..", "examples", "src", "main", "resources", "dev", "loam", "examples");

    static Stream<String> commands() {
        return CommandTreeTest.commands().stream().map(CommandSpec::qualifiedName);
    }

    private static Run help(String command) {
        List<String> args = new ArrayList<>(Arrays.asList(command.split(" ")).subList(1, command.split(" ").length));
        args.add("--help");
        return LoamCliTest.loam(args.toArray(String[]::new));
    }

    private static CommandSpec spec(String command) {
        return CommandTreeTest.commands().stream().filter(c -> c.qualifiedName().equals(command)).findFirst()
                .orElseThrow();
    }

    /** The example commands of a help text: lines starting {@code loam}, joined over {@code \} line ends. */
    static List<List<String>> examples(String helpText) {
        List<List<String>> out = new ArrayList<>();
        List<String> lines = helpText.lines().toList();
        for (int k = 0; k < lines.size(); k++) {
            String line = lines.get(k).strip();
            if (!line.startsWith("loam ")) {
                continue;
            }
            StringBuilder joined = new StringBuilder(line);
            while (joined.toString().endsWith("\\")) {
                joined.setLength(joined.length() - 1);
                joined.append(' ').append(lines.get(++k).strip());
            }
            out.add(List.of(joined.toString().strip().split(" +")));
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("commands")
    void everyDeclaredHelpLineIsPrintedWholeNeverWrappedInsideAnArgument(String command) {
        Run r = help(command);
        assertEquals(0, r.code(), r.err());
        List<String> printed = r.out().lines().toList();
        CommandSpec spec = spec(command);
        for (String declared : spec.usageMessage().footer()) {
            assertTrue(printed.contains(declared), command + ": the footer line was wrapped or changed: '" + declared
                    + "' in\n" + r.out());
        }
        for (String line : printed) {
            assertTrue(line.length() <= spec.usageMessage().width(), command + ": too wide: " + line);
        }
        // The synopsis wraps between arguments only: each of its lines closes every bracket it opens.
        for (String line : printed.subList(0, synopsisLines(printed))) {
            long open = line.chars().filter(c -> c == '[').count();
            long close = line.chars().filter(c -> c == ']').count();
            assertEquals(open, close, command + ": the synopsis breaks inside an argument: " + line);
        }
    }

    /** Lines of the synopsis: the first and those indented under it. */
    private static int synopsisLines(List<String> printed) {
        int n = 1;
        while (n < printed.size() && printed.get(n).startsWith("      ") && !printed.get(n).isBlank()) {
            n++;
        }
        return n;
    }

    @ParameterizedTest
    @MethodSource("commands")
    void everyExampleParsesReadsFilesThatShipAndWritesUnderOut(String command) {
        Run r = help(command);
        List<List<String>> examples = examples(r.out());
        assertFalse(examples.isEmpty(), command + " shows no example:\n" + r.out());
        List<String> written = new ArrayList<>();
        for (List<String> example : examples) {
            CommandLine cl = Loam.commandLine();
            ParseResult parsed;
            try {
                parsed = cl.parseArgs(example.subList(1, example.size()).toArray(String[]::new));
            } catch (CommandLine.ParameterException e) {
                fail(command + ": the example does not parse: " + String.join(" ", example) + ": " + e.getMessage());
                return;
            }
            while (parsed.hasSubcommand()) {
                parsed = parsed.subcommand();
            }
            CommandSpec leaf = parsed.commandSpec();
            Outputs.check(leaf);
            List<String> outputs = Outputs.of(leaf.qualifiedName()).stream().map(o -> Outputs.arg(leaf, o.arg()))
                    .filter(a -> a.getValue() != null).map(a -> a.getValue().toString()).toList();
            for (ArgSpec a : parsed.matchedArgs()) {
                if (a.type() != Path.class) {
                    continue;
                }
                String path = a.getValue().toString();
                if (outputs.contains(path)) {
                    assertTrue(path.startsWith("out" + java.io.File.separator) || path.equals("out"),
                            command + ": an example writes outside out/: " + String.join(" ", example));
                } else {
                    boolean ships = Files.exists(EXAMPLES.resolve(path));
                    boolean madeBefore = written.stream().anyMatch(w -> Path.of(path).startsWith(Path.of(w)));
                    assertTrue(ships || madeBefore, command + ": " + path + " neither ships in " + EXAMPLES
                            + " nor is written by an example before it: " + String.join(" ", example));
                }
            }
            written.addAll(outputs);
        }
    }
}
