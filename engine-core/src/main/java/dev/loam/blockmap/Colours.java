package dev.loam.blockmap;

/** Parses and prints {@code #rrggbb} colours, refusing anything else with the place named. */
public final class Colours {
    private Colours() {
    }

    /**
     * Parses {@code #rrggbb} (hex digits in either case) to {@code 0xRRGGBB}.
     *
     * @param path where the colour stands, for the refusal, such as {@code blocks.grass.top}
     * @throws BlockMapException naming the path when the text is not {@code #} and six hex digits
     */
    public static int parse(String hex, String path) {
        if (hex == null || hex.length() != 7 || hex.charAt(0) != '#') {
            throw new BlockMapException(path, "colour " + quote(hex) + " is not #rrggbb, such as \"#5f8f3e\"");
        }
        int rgb = 0;
        for (int i = 1; i < 7; i++) {
            int digit = Character.digit(hex.charAt(i), 16);
            if (digit < 0) {
                throw new BlockMapException(path, "colour " + quote(hex) + " is not #rrggbb, such as \"#5f8f3e\"");
            }
            rgb = rgb << 4 | digit;
        }
        return rgb;
    }

    /** Prints {@code 0xRRGGBB} as {@code #rrggbb} (lower case). */
    public static String format(int rgb) {
        return String.format("#%06x", rgb & 0xffffff);
    }

    private static String quote(String s) {
        return s == null ? "null" : "\"" + s + "\"";
    }
}
