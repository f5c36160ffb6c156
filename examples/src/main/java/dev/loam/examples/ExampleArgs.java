package dev.loam.examples;

import java.nio.file.Path;

/**
 * The drawing examples' command line: {@code [--offscreen] [--out DIR]}. A wrong argument prints
 * the usage to standard error and exits with 2.
 *
 * @param offscreen whether to draw to PNG files even where there is a display
 * @param out       the folder the PNG files go to ({@code out} by default)
 */
record ExampleArgs(boolean offscreen, Path out) {
    static ExampleArgs parse(String[] args) {
        boolean offscreen = false;
        Path out = Path.of("out");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--offscreen" -> offscreen = true;
                case "--out" -> {
                    if (i + 1 == args.length) {
                        System.err.println("--out needs a folder, such as --out out/");
                        System.exit(2);
                    }
                    out = Path.of(args[++i]);
                }
                default -> {
                    System.err.println("unknown argument " + args[i] + "; usage: [--offscreen] [--out DIR]");
                    System.exit(2);
                }
            }
        }
        return new ExampleArgs(offscreen, out);
    }
}
