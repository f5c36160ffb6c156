package dev.loam.worldgen;

import dev.loam.core.NumberText;
import dev.loam.core.internal.LoamJson;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Everything that decides what stands at a point: the environment fields there, the biomes'
 * weights, the zones that reach it, and each layer's candidate in the cell holding the point
 * with the reason it stood or was refused, down to each member of its group.
 *
 * @param x the point's x, world units
 * @param z the point's z, world units
 * @param fields every field's value at the point, by name, in the field table's order
 * @param biomes every biome's weight at the point, in the rules' order
 * @param zones the zones whose weight at the point is above 0
 * @param layers one entry per layer, in layout order
 * @param notes warnings of the rules that bear on the point, such as a biome with no recipe in a layer
 * @param atRangeEdge the fields whose value in {@code fields} is the edge of the range searched,
 *     not a measurement ({@code shoreDistance} with no water's edge within its search: the edge is
 *     at least that far)
 */
public record Explanation(double x, double z, Map<String, Double> fields, List<BiomeWeight> biomes,
        List<ZoneEffect> zones, List<LayerExplanation> layers, List<String> notes, List<String> atRangeEdge) {
    // Copies the collections.
    public Explanation {
        fields = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fields));
        biomes = List.copyOf(biomes);
        zones = List.copyOf(zones);
        layers = List.copyOf(layers);
        notes = List.copyOf(notes);
        atRangeEdge = List.copyOf(atRangeEdge);
    }

    /** An explanation in which every field is a measurement. */
    public Explanation(double x, double z, Map<String, Double> fields, List<BiomeWeight> biomes,
            List<ZoneEffect> zones, List<LayerExplanation> layers, List<String> notes) {
        this(x, z, fields, biomes, zones, layers, notes, List.of());
    }

    /**
     * A field's value as a reader should take it: the number, or for a field at the edge of its
     * range the bound it is beyond ({@code >= 32.000}, {@code <= -32.000}).
     */
    private String shown(String field, double v, java.util.function.DoubleFunction<String> number) {
        if (!atRangeEdge.contains(field)) {
            return number.apply(v);
        }
        return (v < 0 ? "<= " : ">= ") + number.apply(v);
    }

    /**
     * The explanation as text for a terminal, one fact a line.
     *
     * @return the text, ending with a newline
     */
    public String toText() {
        StringBuilder sb = new StringBuilder();
        sb.append("at ").append(n(x)).append(", ").append(n(z)).append('\n');
        sb.append("fields:\n");
        for (Map.Entry<String, Double> e : fields.entrySet()) {
            sb.append("  ").append(e.getKey()).append(" = ").append(shown(e.getKey(), e.getValue(), Explanation::n));
            if (atRangeEdge.contains(e.getKey())) {
                sb.append(" (the edge of its range: no water's edge nearer)");
            }
            sb.append('\n');
        }
        sb.append("biomes:\n");
        for (BiomeWeight b : biomes) {
            sb.append("  ").append(b.biome()).append(" weight ").append(n(b.weight()));
            if (b.readX() != x || b.readZ() != z) {
                sb.append(" (conditions read at ").append(n(b.readX())).append(", ").append(n(b.readZ()))
                        .append(", moved by its transition)");
            }
            sb.append('\n');
        }
        sb.append("zones:").append(zones.isEmpty() ? " none\n" : "\n");
        for (ZoneEffect ze : zones) {
            Zone zz = ze.zone();
            sb.append("  ").append(zz.id()).append(" (").append(zz.kind()).append(") weight ").append(n(ze.weight()))
                    .append(", priority ").append(zz.priority()).append(", excludes ")
                    .append(zz.excludes().isEmpty() ? "nothing" : String.join(",", zz.excludes()))
                    .append(zz.biome().map(b -> ", biome " + b).orElse("")).append('\n');
        }
        for (LayerExplanation l : layers) {
            sb.append("layer ").append(l.layer()).append(" cell ").append(l.i()).append(',').append(l.j())
                    .append(": candidate at ").append(n(l.x())).append(", ").append(n(l.z())).append(", priority ")
                    .append(n(l.priority()));
            if (!l.biome().isEmpty()) {
                sb.append(", biome ").append(l.biome());
            }
            if (!l.recipe().isEmpty()) {
                sb.append(", recipe ").append(l.recipe());
            }
            sb.append('\n');
            if (l.refused().isPresent()) {
                sb.append("  refused: ").append(l.refused().get().jsonName()).append(" (").append(l.why()).append(")\n");
            } else {
                long left = l.members().stream().filter(m -> m.refused().isPresent()).count();
                sb.append("  stood: ").append(l.members().size() - left).append(" placed, ").append(left)
                        .append(" left out\n");
                for (MemberOutcome m : l.members()) {
                    sb.append("    ").append(m.id()).append(m.refused()
                            .map(r -> " left out: " + r.jsonName() + " (" + m.why() + ")").orElse(" stands"))
                            .append('\n');
                }
            }
        }
        for (String note : notes) {
            sb.append("note: ").append(note).append('\n');
        }
        return sb.toString();
    }

    /**
     * The explanation as JSON.
     *
     * @return one JSON object
     */
    public String toJson() {
        StringBuilder sb = new StringBuilder("{\"x\": ").append(LoamJson.number(x)).append(", \"z\": ")
                .append(LoamJson.number(z)).append(", \"fields\": {");
        String sep = "";
        for (Map.Entry<String, Double> e : fields.entrySet()) {
            sb.append(sep).append(LoamJson.quote(e.getKey())).append(": ").append(atRangeEdge.contains(e.getKey())
                    ? LoamJson.quote(shown(e.getKey(), e.getValue(), LoamJson::number)) : num(e.getValue()));
            sep = ", ";
        }
        sb.append("}, \"biomes\": {");
        sep = "";
        for (BiomeWeight b : biomes) {
            sb.append(sep).append(LoamJson.quote(b.biome())).append(": ").append(num(b.weight()));
            sep = ", ";
        }
        sb.append("}, \"zones\": [");
        sep = "";
        for (ZoneEffect ze : zones) {
            sb.append(sep).append("{\"id\": ").append(LoamJson.quote(ze.zone().id())).append(", \"kind\": ")
                    .append(LoamJson.quote(ze.zone().kind())).append(", \"weight\": ").append(num(ze.weight()))
                    .append('}');
            sep = ", ";
        }
        sb.append("], \"layers\": [");
        sep = "";
        for (LayerExplanation l : layers) {
            sb.append(sep).append("{\"layer\": ").append(LoamJson.quote(l.layer())).append(", \"cell\": [")
                    .append(l.i()).append(", ").append(l.j()).append("], \"x\": ").append(num(l.x()))
                    .append(", \"z\": ").append(num(l.z())).append(", \"priority\": ").append(num(l.priority()))
                    .append(", \"biome\": ").append(LoamJson.quote(l.biome())).append(", \"recipe\": ")
                    .append(LoamJson.quote(l.recipe())).append(", \"result\": ")
                    .append(LoamJson.quote(l.refused().map(Reason::jsonName).orElse("stood")))
                    .append(", \"why\": ").append(LoamJson.quote(l.why())).append(", \"members\": [");
            String ms = "";
            for (MemberOutcome m : l.members()) {
                sb.append(ms).append("{\"id\": ").append(LoamJson.quote(m.id())).append(", \"result\": ")
                        .append(LoamJson.quote(m.refused().map(Reason::jsonName).orElse("stood")));
                if (!m.why().isEmpty()) {
                    sb.append(", \"why\": ").append(LoamJson.quote(m.why()));
                }
                sb.append('}');
                ms = ", ";
            }
            sb.append("]}");
            sep = ", ";
        }
        sb.append("], \"notes\": [");
        sep = "";
        for (String note : notes) {
            sb.append(sep).append(LoamJson.quote(note));
            sep = ", ";
        }
        return sb.append("]}").toString();
    }

    private static String n(double v) {
        return NumberText.fixed(v, 3);
    }

    private static String num(double v) {
        return Double.isFinite(v) ? LoamJson.number(v) : LoamJson.quote(NumberText.of(v));
    }
}
