package dev.loam.assets;

import dev.loam.assets.internal.kit.KitCatalogue;
import dev.loam.assets.internal.kit.KitMaterials;
import dev.loam.model.Material;
import dev.loam.model.Model;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The built-in kit: models generated in code, so that every example, rule file and region has
 * something to draw with no file from outside. Each model is deterministic from a seed and a
 * variant number (the same bytes on every JVM and release of the same Loam), low-poly, coloured
 * by vertex colours (linear) over the kit's {@linkplain #material materials}, and has one cheaper
 * {@link dev.loam.model.ModelLod level} of the same outline. Metres, y up, the base at y = 0 round
 * the y axis; a front (a door, a telescope's view, a car's bonnet) faces +z.
 *
 * <p>The models, their sizes, and the {@linkplain Model#footprintRadius() footprint} and
 * {@linkplain Model#canopyRadius() canopy} radii every seed and variant keeps within (metres; the
 * example rules' recipes and the region props leave room for them at their scales):
 *
 * <table>
 * <caption>Kit models</caption>
 * <tr><th>id</th><th>what</th><th>footprint</th><th>canopy</th><th>cheaper beyond</th></tr>
 * <tr><td>{@code conifer}</td><td>8–14 m; trunk and 5–7 tiers of needles</td><td>0.25–0.55</td><td>1.6–3.3</td><td>60</td></tr>
 * <tr><td>{@code conifer-trunk}, {@code conifer-crown}</td><td>its trunk (bark), its crown (needles)</td><td>0.25–0.55, 1.5–3.3</td><td>0.25–0.55, 1.6–3.3</td><td>60</td></tr>
 * <tr><td>{@code broadleaf}</td><td>7–12 m; trunk, limbs, 7–9 blobs of leaves</td><td>0.3–0.65</td><td>2.8–4.8</td><td>60</td></tr>
 * <tr><td>{@code broadleaf-trunk}, {@code broadleaf-crown}</td><td>its trunk and limbs (bark), its crown (leaves)</td><td>0.3–0.65, 0.3–4</td><td>0.5–3.5, 2.8–4.8</td><td>60</td></tr>
 * <tr><td>{@code sapling}</td><td>1–2 m; a stem and three small blobs</td><td>0.02–0.08</td><td>0.25–0.9</td><td>25</td></tr>
 * <tr><td>{@code dead-tree}</td><td>5–9 m; bare bent trunk and branches</td><td>0.2–0.5</td><td>1.2–3.6</td><td>50</td></tr>
 * <tr><td>{@code palm}</td><td>6–9 m; curving ringed trunk, 8–10 fronds</td><td>0.2–0.4</td><td>2.3–4.6</td><td>60</td></tr>
 * <tr><td>{@code cactus}</td><td>2.5–4.5 m; ribbed column and arms</td><td>0.15–0.35</td><td>0.6–1.6</td><td>40</td></tr>
 * <tr><td>{@code bush}</td><td>0.7–1.4 m tall, 1.2–2 m across</td><td>0.4–1.2</td><td>0.6–1.2</td><td>30</td></tr>
 * <tr><td>{@code fern}</td><td>0.35–0.7 m; arching fronds</td><td>0.01–0.15</td><td>0.4–0.9</td><td>20</td></tr>
 * <tr><td>{@code reeds}</td><td>1.1–1.9 m; strap leaves and cattails</td><td>0.02–0.22</td><td>0.1–0.6</td><td>25</td></tr>
 * <tr><td>{@code grass-tuft}</td><td>0.2–0.45 m; blades</td><td>0.01–0.1</td><td>0.05–0.25</td><td>15</td></tr>
 * <tr><td>{@code flowers}</td><td>0.25–0.5 m; stems, heads, leaves</td><td>0.01–0.25</td><td>0.1–0.3</td><td>15</td></tr>
 * <tr><td>{@code rock}</td><td>0.6–1.2 m across</td><td>0.25–0.75</td><td>0.25–0.75</td><td>25</td></tr>
 * <tr><td>{@code boulder}</td><td>1.6–2.6 m across, 1–1.8 m tall</td><td>0.7–1.55</td><td>0.7–1.6</td><td>50</td></tr>
 * <tr><td>{@code stump}</td><td>0.55–0.9 m across, roots</td><td>0.35–1.0</td><td>0.35–1.0</td><td>25</td></tr>
 * <tr><td>{@code log}</td><td>2.4–3.8 m long, along x</td><td>1.1–2.0</td><td>1.1–2.0</td><td>30</td></tr>
 * <tr><td>{@code hut}</td><td>about 4.4 × 3.6 m, 3.6–4 m tall</td><td>2.6–3.3</td><td>2.9–3.8</td><td>80</td></tr>
 * <tr><td>{@code lighthouse}</td><td>11.5–13 m; striped tower, lamp</td><td>2.0–2.4</td><td>2.0–2.4</td><td>150</td></tr>
 * <tr><td>{@code jetty}</td><td>6–9 m long along z, deck 1.1 m up</td><td>3.0–4.7</td><td>3.0–4.7</td><td>60</td></tr>
 * <tr><td>{@code tent}</td><td>2 × 2.4 m, 1.2–1.5 m tall, guy ropes</td><td>1.8–2.3</td><td>1.8–2.3</td><td>40</td></tr>
 * <tr><td>{@code woodpile}</td><td>1–1.4 m long, nine logs</td><td>0.5–1.0</td><td>0.5–1.0</td><td>30</td></tr>
 * <tr><td>{@code telescope}</td><td>about 1.4 m; tripod and tube</td><td>0.35–0.5</td><td>0.4–0.7</td><td>25</td></tr>
 * <tr><td>{@code bench}</td><td>1.5–1.8 m long</td><td>0.6–0.95</td><td>0.7–1.0</td><td>25</td></tr>
 * <tr><td>{@code fence}</td><td>6–8.8 m along x, with a gate</td><td>3.0–4.5</td><td>3.0–4.5</td><td>40</td></tr>
 * <tr><td>{@code campfire}</td><td>about 1.2 m across</td><td>0.4–0.7</td><td>0.4–0.7</td><td>25</td></tr>
 * <tr><td>{@code signpost}</td><td>2–2.3 m; arrow boards</td><td>0.05–0.35</td><td>0.5–0.8</td><td>30</td></tr>
 * <tr><td>{@code wrecked-car}</td><td>about 4.1 × 1.75 m along z</td><td>2.0–2.5</td><td>2.0–2.5</td><td>50</td></tr>
 * <tr><td>{@code tunnel-lamp}</td><td>a wall lamp 0.72 m wide, 0.27 m deep, its lens glowing; hung at its height</td><td>0.3–0.5</td><td>0.3–0.5</td><td>40</td></tr>
 * </table>
 *
 * <p>Models are built afresh on each call (well under a millisecond each) and are immutable; a
 * caller that asks often caches them (the asset resolver does). Thread-safe.
 */
public final class Kit {
    private Kit() {
    }

    /** Every model id, sorted. */
    public static List<String> names() {
        return KitCatalogue.names();
    }

    /** Whether the kit has a model of that id. */
    public static boolean has(String name) {
        return name != null && KitCatalogue.has(name);
    }

    /**
     * The model of that id with seed 0 and variant 0.
     *
     * @throws AssetException naming the id, with the nearest ids, when the kit has none of it
     */
    public static Model model(String name) {
        return model(name, 0, 0);
    }

    /**
     * The model of that id, laid out from a seed (a world's, say) and a variant number (any
     * {@code int}; each gives another shape of the same kind and size range). The same three give
     * the same model, to the bit, on every JVM. A new model each call, owned by the caller.
     *
     * @throws AssetException naming the id, with the nearest ids, when the kit has none of it
     */
    public static Model model(String name, long seed, int variant) {
        Objects.requireNonNull(name, "name");
        if (!KitCatalogue.has(name)) {
            throw unknown(name, "model", KitCatalogue.names());
        }
        return KitCatalogue.model(name, seed, variant);
    }

    /** The kit's material of that id, or empty: the materials the kit's models use, for models from files too. */
    public static Optional<Material> material(String name) {
        return name == null ? Optional.empty() : KitMaterials.get(name);
    }

    /** Every material id, sorted. */
    public static List<String> materialNames() {
        return KitMaterials.names();
    }

    private static AssetException unknown(String name, String what, List<String> all) {
        List<String> near = near(name, all);
        String fix = near.isEmpty() ? "the kit's " + what + "s are " + String.join(", ", all)
                : "did you mean " + String.join(", ", near) + "? (Kit.names() lists them all)";
        return new AssetException("kit " + what + " \"" + name + "\"", "the kit has no " + what + " of that name", fix, null);
    }

    /** Up to five ids within a few edits of {@code name}, or holding it, nearest first. */
    static List<String> near(String name, List<String> all) {
        String key = name.toLowerCase(Locale.ROOT).trim();
        List<String> out = new ArrayList<>();
        for (String s : all) {
            if (distance(key, s) <= Math.max(2, s.length() / 3) || (!key.isEmpty() && (s.contains(key) || key.contains(s)))) {
                out.add(s);
            }
        }
        out.sort(Comparator.comparingInt((String s) -> distance(key, s)).thenComparing(Comparator.naturalOrder()));
        return out.size() > 5 ? out.subList(0, 5) : out;
    }

    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
