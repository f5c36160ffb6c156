package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/** The whole command tree: what every command takes, and which of its arguments are outputs. */
class CommandTreeTest {

    /** Every command of the tree, the root first, depth first in declared order; picocli's help command left out. */
    static List<CommandSpec> commands() {
        List<CommandSpec> all = new ArrayList<>();
        walk(Loam.commandLine(), all);
        return all;
    }

    private static void walk(CommandLine cl, List<CommandSpec> into) {
        if (cl.getCommand() instanceof CommandLine.HelpCommand) {
            return;
        }
        into.add(cl.getCommandSpec());
        cl.getSubcommands().values().stream().distinct().forEach(sub -> walk(sub, into));
    }

    @Test
    void theTreeHoldsEveryLeafCommand() {
        List<String> leaves = commands().stream().filter(c -> c.subcommands().isEmpty()).map(CommandSpec::qualifiedName)
                .toList();
        assertEquals(List.of("loam map check", "loam map print", "loam map edit", "loam map render", "loam map mesh",
                "loam map export", "loam model info", "loam model render", "loam model kit", "loam region build",
                "loam region preview", "loam region render", "loam region export", "loam terrain info", "loam terrain convert",
                "loam terrain import", "loam terrain preview", "loam terrain render", "loam world check", "loam world plan",
                "loam world explain", "loam world stats", "loam world map", "loam world stream", "loam world export",
                "loam world render"),
                leaves);
    }

    @Test
    void everyCommandTakesVerboseAndHelp() {
        for (CommandSpec c : commands()) {
            assertNotNull(c.findOption("--verbose"), c.qualifiedName() + " lacks --verbose");
            assertNotNull(c.findOption("--help"), c.qualifiedName() + " lacks --help");
            assertTrue(c.findOption("--help").usageHelp(), c.qualifiedName());
        }
    }

    @Test
    void verboseOnACommandWithoutAMixinStillPrintsTheStackTrace() throws Exception {
        // region build has no shared options of its own: --verbose comes from the root.
        Path spec = java.nio.file.Files.createTempFile("loam-region", ".json");
        try {
            java.nio.file.Files.writeString(spec, RegionCommandTest.TERRAIN);
            LoamCliTest.Run r = LoamCliTest.loam("region", "build", spec.toString(), "--format", "tar", "--verbose");
            assertEquals(Loam.REFUSED, r.code());
            assertTrue(r.err().startsWith("--format tar: must be json or binary\n"), r.err());
            assertTrue(r.err().contains("at dev.loam.tools.RegionBuild"), "the stack trace follows: " + r.err());
            LoamCliTest.Run quiet = LoamCliTest.loam("region", "build", spec.toString(), "--format", "tar");
            assertEquals(List.of("--format tar: must be json or binary"), LoamCliTest.lines(quiet.err()));
        } finally {
            java.nio.file.Files.delete(spec);
        }
    }

    @Test
    void everyOutputNamesACommandAndOneOfItsPathArguments() {
        for (Outputs.Output o : Outputs.ALL) {
            CommandSpec c = commands().stream().filter(s -> s.qualifiedName().equals(o.command())).findFirst()
                    .orElseThrow(() -> new AssertionError("no command " + o.command()));
            ArgSpec arg = Outputs.arg(c, o.arg());
            assertEquals(Path.class, arg.type(), o.toString());
        }
    }

    @Test
    void everyArgumentNamedAsAnOutputIsCheckedAsOne() {
        for (CommandSpec c : commands()) {
            for (ArgSpec a : c.args()) {
                String name = a.isOption() ? ((CommandLine.Model.OptionSpec) a).longestName() : a.paramLabel();
                boolean looksOut = name.equals("--out") || name.equals("--obj") || name.equals("--gltf") || name.equals("OUT");
                boolean listed = Outputs.of(c.qualifiedName()).stream().anyMatch(o -> o.arg().equals(name));
                assertFalse(looksOut && !listed, c.qualifiedName() + " " + name + " writes a file not in Outputs.ALL");
            }
        }
    }
}
