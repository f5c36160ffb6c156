package dev.loam.tools;

import picocli.CommandLine.Command;

/** {@code loam region}: builds tile regions from their specs and previews them. */
@Command(name = "region", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Builds a tile region from its spec (JSON: template \"region\", size, base, biome, features) "
                + "and previews it.",
        subcommands = {RegionBuild.class, RegionPreview.class},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam region build regions/test-tiles-terrain.json --out out/region/",
                "  loam region preview regions/test-tiles-terrain.json \\",
                "      --out out/region.png"})
final class RegionCommand {
}
