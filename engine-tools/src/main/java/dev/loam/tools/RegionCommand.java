package dev.loam.tools;

import picocli.CommandLine.Command;

/** {@code loam region}: builds tile regions from their specs and previews them. */
@Command(name = "region", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Builds a tile region from its spec (JSON: template \"region\", size, base, biome, features) "
                + "and previews it.",
        subcommands = {RegionBuild.class, RegionPreview.class},
        footer = {"", "Example:", "  loam region build specs/test-tiles-terrain.json --out build/",
                "  loam region preview specs/test-tiles-terrain.json --out build/test-tiles-terrain.png"})
final class RegionCommand {
}
