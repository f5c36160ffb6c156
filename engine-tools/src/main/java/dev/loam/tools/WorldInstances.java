package dev.loam.tools;

import dev.loam.assets.PlacementInstances;
import dev.loam.assets.PlacementInstances.Part;
import dev.loam.assets.PlacementInstances.Placed;
import dev.loam.core.NumberText;
import dev.loam.model.Rgba;
import dev.loam.worldgen.Attach;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.Plant;
import dev.loam.worldgen.PlantPart;
import dev.loam.worldgen.Recipe;
import dev.loam.worldgen.Tint;
import dev.loam.worldgen.WorldRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A world plan's placements as {@link PlacementInstances}' plain description: what joins
 * worldgen (which knows nothing of models) to engine-assets (which knows nothing of worldgen), kept
 * here in the command line, the one module that sees both.
 *
 * <ul>
 * <li>A member that names a mesh draws it, with its material; it is named by
 * {@code recipes[i].anchor.mesh} or {@code recipes[i].members[j].mesh}.</li>
 * <li>A member that is a plant draws each of the plant's parts ({@code plants.<id>.parts[k].mesh}),
 * its {@code lod1Mesh} beyond the plant's {@code lodDistance}, tinted by the part's tint times the
 * plant's slow-noise tint the placement picked, scaled by the placement's scale times the plant's
 * {@code unit} and sunk by its {@code sink}.</li>
 * <li>A member attached {@code ground} tilts with the ground's normal at its spot; an upright one
 * stands straight.</li>
 * </ul>
 */
final class WorldInstances {
    private WorldInstances() {
    }

    /** Where each member of the rules is, by recipe id and member id: {@code recipes[2].members[0]}. */
    static Map<String, String> memberPaths(WorldRules rules) {
        Map<String, String> at = new HashMap<>();
        List<Recipe> recipes = rules.recipes();
        for (int i = 0; i < recipes.size(); i++) {
            Recipe r = recipes.get(i);
            at.put(r.id() + '\u0000' + r.anchor().id(), "recipes[" + i + "].anchor");
            for (int m = 0; m < r.members().size(); m++) {
                at.put(r.id() + '\u0000' + r.members().get(m).id(), "recipes[" + i + "].members[" + m + "]");
            }
        }
        return at;
    }

    /**
     * The placements described for {@link PlacementInstances}, in their order.
     *
     * @param file the rules file as the user named it, for a refusal
     * @throws Refused naming the file and the plant's tint when a tint factor is negative
     */
    static List<Placed> describe(String file, WorldRules rules, List<Placement> placements) {
        Map<String, String> paths = memberPaths(rules);
        Map<String, Plant> plants = rules.plants();
        List<Placed> out = new ArrayList<>(placements.size());
        for (Placement p : placements) {
            String member = paths.getOrDefault(p.recipe() + '\u0000' + p.member(), "recipes." + p.recipe());
            List<Part> parts = new ArrayList<>();
            double scale = p.scale();
            double y = p.y();
            if (!p.plant().isEmpty()) {
                Plant plant = plants.get(p.plant());
                if (plant == null) {
                    throw new Refused(file + ": " + member + ".plant: no plant \"" + p.plant() + "\" in the rules");
                }
                String at = "plants." + plant.id() + ".parts";
                Rgba noise = p.tint() >= 0 && p.tint() < plant.tints().size()
                        ? rgba(plant.tints().get(p.tint()), file, "plants." + plant.id() + ".tints[" + p.tint() + "]")
                        : Rgba.WHITE;
                for (int k = 0; k < plant.parts().size(); k++) {
                    PlantPart part = plant.parts().get(k);
                    String pat = at + "[" + k + "]";
                    boolean lod = !part.lod1Mesh().isEmpty() && plant.lodDistance() > 0
                            && Double.isFinite(plant.lodDistance());
                    parts.add(new Part(part.mesh(), pat + ".mesh", lod ? part.lod1Mesh() : "", pat + ".lod1Mesh",
                            plant.lodDistance(), part.material(), pat + ".material", rgba(part.tint(), file, pat + ".tint").times(noise)));
                }
                scale *= plant.unit();
                y -= plant.sink();
            } else {
                parts.add(new Part(p.mesh(), member + ".mesh", "", "", 0, p.material(), member + ".material",
                        Rgba.WHITE));
            }
            boolean tilt = p.attach() == Attach.GROUND && p.normalY() > 0;
            out.add(new Placed(p.id(), parts, p.x(), y, p.z(), p.yaw(), scale, tilt ? p.normalX() : 0,
                    tilt ? p.normalY() : 1, tilt ? p.normalZ() : 0));
        }
        return out;
    }

    /** A tint as an opaque linear factor, refused naming the file and the place when a factor is negative. */
    static Rgba rgba(Tint t, String file, String place) {
        for (double v : new double[] {t.r(), t.g(), t.b()}) {
            if (!(v >= 0) || !Double.isFinite((float) v)) {
                throw new Refused(file + ": " + place + ": a tint's factors must be finite and 0 or more, not "
                        + NumberText.of(v));
            }
        }
        return new Rgba((float) t.r(), (float) t.g(), (float) t.b(), 1);
    }
}
