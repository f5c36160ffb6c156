package dev.loam.tools;

import picocli.CommandLine.Command;

/** {@code loam map}: the block map file commands. */
@Command(name = "map", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Checks, prints, edits, renders, meshes and exports block map files (JSON: blockSet, cells, heights, legend).",
        subcommands = {MapCheck.class, MapPrint.class, MapEdit.class, MapRender.class, MapMesh.class, MapExport.class},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam map check village.json --sets sets/",
                "  loam map print village.json --sets sets/",
                "  loam map edit village.json plateau-edits.json --sets sets/ \\",
                "      --out out/village-2.json",
                "  loam map render village.json --sets sets/ --out out/village.png",
                "  loam map mesh village.json --sets sets/",
                "  loam map export village.json --sets sets/ --obj out/village.obj"})
final class MapCommand {
}
