package dev.loam.tools;

import picocli.CommandLine.Command;

/** {@code loam map}: the block map file commands. */
@Command(name = "map", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Checks, prints and edits block map files (JSON: blockSet, cells, heights, legend).",
        subcommands = {MapCheck.class, MapPrint.class, MapEdit.class},
        footer = {"", "Example:", "  loam map check maps/terraces.json --sets sets/",
                "  loam map print maps/terraces.json",
                "  loam map edit maps/terraces.json edits.json --out maps/terraces-edited.json"})
final class MapCommand {
}
