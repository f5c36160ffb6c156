package dev.loam.assets.internal.obj;

import dev.loam.assets.AssetException;

/** Number parsing for OBJ and MTL text: finite floats and 1-based indices, refused with the place. */
final class Numbers {
    private Numbers() {
    }

    /** A finite number that fits a float. */
    static float number(String token, String place, String what) {
        double d;
        try {
            d = Double.parseDouble(token);
        } catch (NumberFormatException e) {
            String word = token.toLowerCase(java.util.Locale.ROOT).replaceFirst("^[-+]", "");
            if (word.equals("nan") || word.equals("inf") || word.equals("infinity")) {
                throw new AssetException(place, what + " " + shorten(token) + " is not a finite number");
            }
            throw new AssetException(place, what + " \"" + shorten(token) + "\" is not a number");
        }
        if (!Double.isFinite(d) || Math.abs(d) > Float.MAX_VALUE) {
            throw new AssetException(place, what + " " + shorten(token) + " is not a finite number");
        }
        return (float) d;
    }

    /** A whole number. */
    static int integer(String token, String place, String what) {
        try {
            return Integer.parseInt(token);
        } catch (NumberFormatException e) {
            throw new AssetException(place, what + " \"" + shorten(token) + "\" is not a whole number");
        }
    }

    /** A token cut to 40 characters for a message. */
    static String shorten(String token) {
        return token.length() <= 40 ? token : token.substring(0, 40) + "…";
    }
}
