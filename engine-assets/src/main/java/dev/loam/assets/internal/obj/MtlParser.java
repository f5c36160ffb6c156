package dev.loam.assets.internal.obj;

import dev.loam.assets.AssetException;
import dev.loam.assets.internal.AssetLocation;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads an MTL file's materials: {@code newmtl}, {@code Kd}, {@code d}, {@code Tr}, {@code Ke},
 * {@code illum}, {@code Ns}, {@code Pr}, {@code Pm} and {@code map_Kd} with its {@code -o},
 * {@code -s} and {@code -clamp} options; every other statement is passed over.
 */
final class MtlParser {
    /** How many words each texture option takes after itself (the -o, -s and -t options take 1 to 3 numbers). */
    private static final Map<String, Integer> OPTION_WORDS = Map.ofEntries(Map.entry("-blendu", 1),
            Map.entry("-blendv", 1), Map.entry("-bm", 1), Map.entry("-boost", 1), Map.entry("-cc", 1),
            Map.entry("-clamp", 1), Map.entry("-imfchan", 1), Map.entry("-mm", 2), Map.entry("-texres", 1),
            Map.entry("-type", 1));

    private MtlParser() {
    }

    /**
     * The materials of an MTL file, in the file's order.
     *
     * @param file  the MTL file
     * @param place where the file was named ({@code hut.obj: line 2}), for a missing file
     * @throws AssetException naming {@code place} when the file is missing, or {@code file: line N}
     *                        for a statement that is malformed
     */
    static List<MtlMaterial> read(AssetLocation file, String place) {
        InputStream in;
        try {
            in = file.open();
        } catch (NoSuchFileException e) {
            throw new AssetException(place, "the material library " + file.label() + " is missing", e);
        } catch (IOException e) {
            throw new AssetException(place, "the material library " + file.label() + " cannot be read: " + e.getMessage(), e);
        }
        List<MtlMaterial> out = new ArrayList<>();
        try (TextLines lines = new TextLines(in, file.label())) {
            Builder current = null;
            for (String line = lines.next(); line != null; line = lines.next()) {
                String[] t = TextLines.tokens(line);
                if (t.length == 0) {
                    continue;
                }
                String at = lines.place();
                String key = t[0].toLowerCase(java.util.Locale.ROOT);
                if (key.equals("newmtl")) {
                    if (current != null) {
                        out.add(current.build());
                    }
                    String name = line.strip().substring(t[0].length()).strip();
                    if (name.isEmpty()) {
                        throw new AssetException(at, "newmtl names no material");
                    }
                    current = new Builder(name);
                    continue;
                }
                if (current == null) {
                    continue; // statements before the first newmtl belong to no material
                }
                switch (key) {
                    case "kd" -> current.kd = colour(t, at, "Kd");
                    case "ke" -> current.ke = colour(t, at, "Ke");
                    case "d" -> current.dissolve = unit(dissolveValue(t, at, "d"));
                    case "tr" -> current.dissolve = 1 - unit(dissolveValue(t, at, "Tr"));
                    case "illum" -> current.illum = Math.max(0, Numbers.integer(one(t, at, "illum"), at, "illum"));
                    case "ns" -> current.ns = Math.max(0, Numbers.number(one(t, at, "Ns"), at, "Ns"));
                    case "pr" -> current.pr = unit(Numbers.number(one(t, at, "Pr"), at, "Pr"));
                    case "pm" -> current.pm = unit(Numbers.number(one(t, at, "Pm"), at, "Pm"));
                    case "map_kd" -> current.mapKd = Optional.of(texture(file, t, at));
                    default -> {
                        // other statements (Ka, Ks, map_Bump, ...) carry nothing Loam's materials keep
                    }
                }
            }
            if (current != null) {
                out.add(current.build());
            }
        }
        return out;
    }

    private static String one(String[] t, String at, String what) {
        if (t.length < 2) {
            throw new AssetException(at, what + " needs a value");
        }
        return t[1];
    }

    private static float dissolveValue(String[] t, String at, String what) {
        // "d -halo 0.5" names the factor after its option
        int i = t.length > 2 && t[1].equalsIgnoreCase("-halo") ? 2 : 1;
        if (t.length <= i) {
            throw new AssetException(at, what + " needs a value");
        }
        return Numbers.number(t[i], at, what);
    }

    private static float[] colour(String[] t, String at, String what) {
        if (t.length < 2) {
            throw new AssetException(at, what + " needs a colour: r g b");
        }
        if (t[1].equalsIgnoreCase("spectral") || t[1].equalsIgnoreCase("xyz")) {
            throw new AssetException(at, what + " " + t[1] + " colours are not read", "give r g b", null);
        }
        float r = Numbers.number(t[1], at, what);
        float g = t.length > 2 ? Numbers.number(t[2], at, what) : r;
        float b = t.length > 3 ? Numbers.number(t[3], at, what) : g;
        return new float[] {Math.max(0, r), Math.max(0, g), Math.max(0, b)};
    }

    private static float unit(float v) {
        return Math.max(0, Math.min(1, v));
    }

    private static MtlMaterial.TextureSpec texture(AssetLocation mtl, String[] t, String at) {
        float ou = 0, ov = 0, su = 1, sv = 1;
        boolean clamp = false;
        int i = 1;
        while (i < t.length && t[i].startsWith("-") && t[i].length() > 1 && !isNumber(t[i])) {
            String opt = t[i].toLowerCase(java.util.Locale.ROOT);
            i++;
            if (opt.equals("-o") || opt.equals("-s") || opt.equals("-t")) {
                float[] v = {opt.equals("-s") ? 1 : 0, opt.equals("-s") ? 1 : 0, opt.equals("-s") ? 1 : 0};
                int n = 0;
                while (n < 3 && i < t.length && isNumber(t[i])) {
                    v[n++] = Numbers.number(t[i++], at, "map_Kd " + opt);
                }
                if (n == 0) {
                    throw new AssetException(at, "map_Kd " + opt + " needs a number");
                }
                if (opt.equals("-o")) {
                    ou = v[0];
                    ov = v[1];
                } else if (opt.equals("-s")) {
                    su = v[0];
                    sv = n > 1 ? v[1] : v[0];
                }
                continue;
            }
            Integer words = OPTION_WORDS.get(opt);
            if (words == null) {
                throw new AssetException(at, "map_Kd option " + Numbers.shorten(opt) + " is not one MTL defines");
            }
            if (i + words > t.length) {
                throw new AssetException(at, "map_Kd " + opt + " needs " + words + (words == 1 ? " value" : " values"));
            }
            if (opt.equals("-clamp")) {
                clamp = t[i].equalsIgnoreCase("on");
            }
            i += words;
        }
        if (i >= t.length) {
            throw new AssetException(at, "map_Kd names no texture file");
        }
        String file = String.join(" ", java.util.Arrays.asList(t).subList(i, t.length));
        return new MtlMaterial.TextureSpec(mtl.sibling(file), at, ou, ov, su, sv, clamp);
    }

    private static boolean isNumber(String s) {
        try {
            Double.parseDouble(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static final class Builder {
        final String name;
        float[] kd = {1, 1, 1};
        float[] ke = {0, 0, 0};
        float dissolve = 1;
        int illum = -1;
        float ns = -1, pr = -1, pm = -1;
        Optional<MtlMaterial.TextureSpec> mapKd = Optional.empty();

        Builder(String name) {
            this.name = name;
        }

        MtlMaterial build() {
            return new MtlMaterial(name, kd, dissolve, ke, illum, ns, pr, pm, mapKd);
        }
    }
}
