package dev.loam.tools;

import picocli.CommandLine.Command;

/** {@code loam model}: models from files and from the built-in kit. */
@Command(name = "model", mixinStandardHelpOptions = true, version = "loam " + Loam.VERSION,
        description = "Inspects and pictures models (glTF 2.0 .glb and .gltf, Wavefront .obj, or kit:NAME for a model of "
                + "the built-in kit) and writes the kit's models as .glb files.",
        subcommands = {ModelInfo.class, ModelRender.class, ModelKit.class},
        footer = {"", Loam.EXAMPLE_FILES, "Example:",
                "  loam model kit --out out/kit/",
                "  loam model info out/kit/conifer.glb",
                "  loam model info kit:hut --json",
                "  loam model render out/kit/hut.glb --out out/hut.png"})
final class ModelCommand {
}
