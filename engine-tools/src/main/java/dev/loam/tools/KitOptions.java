package dev.loam.tools;

import picocli.CommandLine.Option;

/** The options that pick one of a kit model's versions: its seed and variant. */
final class KitOptions {
    @Option(names = "--seed", paramLabel = "N", defaultValue = "0",
            description = "A kit model's seed, such as a world's (default 0); a model file ignores it.")
    long seed;

    @Option(names = "--variant", paramLabel = "V", defaultValue = "0",
            description = "A kit model's variant, any whole number: each gives another shape of the same kind (default 0); "
                    + "a model file ignores it.")
    int variant;
}
