package dev.loam.tools;

import picocli.CommandLine.Command;

/** {@code loam terrain}: the terrain and scatter file commands. */
@Command(name = "terrain", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Inspects, converts, imports and previews terrain and scatter files (JSON with base64 data, "
                + "or the .loamterrain binary container).",
        subcommands = {TerrainInfo.class, TerrainConvert.class, TerrainImport.class, TerrainPreview.class, TerrainRender.class},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam terrain import terrain/hills.png --cell-size 2 \\",
                "      --height-scale 60 --out out/hills.loamterrain",
                "  loam terrain info terrain/hills.json",
                "  loam terrain convert terrain/hills.json out/hills.loamterrain",
                "  loam terrain preview terrain/hills.json --out out/hills.png",
                "  loam terrain render terrain/hills.json --out out/hills-3d.png"})
final class TerrainCommand {
}
