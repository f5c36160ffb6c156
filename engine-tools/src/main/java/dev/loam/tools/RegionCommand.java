package dev.loam.tools;

import picocli.CommandLine.Command;

/** {@code loam region}: builds tile regions from their specs, previews them and exports them as glTF. */
@Command(name = "region", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Builds a tile region from its spec (JSON: template \"region\", size, base, biome, features) "
                + "previews it and exports it as glTF.",
        subcommands = {RegionBuild.class, RegionPreview.class, RegionRender.class, RegionExport.class},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam region build regions/test-tiles-terrain.json --out out/region/",
                "  loam region preview regions/test-tiles-terrain.json \\",
                "      --out out/region.png",
                "  loam region render regions/test-highlands.json --out out/highlands-3d.png",
                "  loam region export regions/test-highlands.json --gltf out/highlands.glb"})
final class RegionCommand {
}
