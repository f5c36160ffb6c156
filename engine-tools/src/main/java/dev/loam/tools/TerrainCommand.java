package dev.loam.tools;

import picocli.CommandLine.Command;

/** {@code loam terrain}: the terrain and scatter file commands. */
@Command(name = "terrain", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Inspects, converts, imports and previews terrain and scatter files (JSON with base64 data, "
                + "or the .loamterrain binary container).",
        subcommands = {TerrainInfo.class, TerrainConvert.class, TerrainImport.class, TerrainPreview.class},
        footer = {"", "Example:", "  loam terrain import heightmap.png --cell-size 2 --height-scale 600 --out island.loamterrain",
                "  loam terrain info island.loamterrain",
                "  loam terrain convert island.loamterrain island.json",
                "  loam terrain preview island.loamterrain --out island.png"})
final class TerrainCommand {
}
