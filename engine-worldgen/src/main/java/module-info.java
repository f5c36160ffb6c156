/**
 * Generated worlds ({@link dev.loam.worldgen}): world rules, fields, biomes, recipes, layers,
 * zones, roads, stable IDs, diffs, the plan and its queries, and chunk streaming around a camera,
 * identical on every machine whatever order the chunks are asked in.
 */
module dev.loam.worldgen {
    requires transitive dev.loam.core;
    requires tools.jackson.databind;

    exports dev.loam.worldgen;
}
