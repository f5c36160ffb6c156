package dev.loam.tools;

import picocli.CommandLine.Command;

/** {@code loam world}: checks world rules, asks their plan what stands where, and why, and exports it. */
@Command(name = "world", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Checks world rules (JSON: biomes, recipes, layers) and asks the plan they lay out: "
                + "placements, explanations, statistics, a map picture, a replay of chunk streaming and a glTF export.",
        subcommands = {WorldCheck.class, WorldPlanCommand.class, WorldExplain.class, WorldStats.class, WorldMap.class,
            WorldStream.class, WorldExport.class, WorldRender.class},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam world check worlds/wilds.json",
                "  loam world plan worlds/wilds.json --seed 42 --rect 0,0,512,512 \\",
                "      --surface hills",
                "  loam world explain worlds/wilds.json --seed 42 --at 120,-40 \\",
                "      --surface hills",
                "  loam world stats worlds/wilds.json --seed 42 --layer groups \\",
                "      --rect -500,-500,500,500",
                "  loam world map worlds/wilds.json --seed 42 --surface hills \\",
                "      --rect -1000,-1000,1000,1000 --out out/wilds.png",
                "  loam world stream worlds/wilds.json --seed 42 --path 0,0:2000,0 \\",
                "      --frames 100 --budget-ms 4",
                "  loam world export worlds/wilds.json --seed 42 --rect 0,0,256,256 \\",
                "      --surface hills --gltf out/wilds.glb",
                "  loam world render worlds/wilds.json --seed 42 --surface hills \\",
                "      --at 120,-40 --height 1.7 --out out/wilds.png"})
final class WorldCommand {
}
