package dev.loam.tools;

import picocli.CommandLine.Command;

/** {@code loam map}: the block map file commands. */
@Command(name = "map", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Checks, prints, edits, renders, meshes and exports block map files (JSON: blockSet, cells, heights, legend).",
        subcommands = {MapCheck.class, MapPrint.class, MapEdit.class, MapRender.class, MapMesh.class, MapExport.class},
        footer = {"", "Example:", "  loam map check maps/terraces.json --sets sets/",
                "  loam map print maps/terraces.json",
                "  loam map edit maps/terraces.json edits.json --out maps/terraces-edited.json",
                "  loam map mesh maps/terraces.json --sets sets/",
                "  loam map export maps/terraces.json --sets sets/ --obj terraces.obj"})
final class MapCommand {
}
