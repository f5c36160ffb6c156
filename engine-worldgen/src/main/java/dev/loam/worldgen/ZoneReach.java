package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How far a zone's change can reach into the plan: which group anchors may stand differently when
 * a zone is added, moved or removed. Streaming regenerates only the chunks within this reach.
 *
 * <p>The zone acts directly within its own reach ({@link Zone#reach()}); when it flattens the ground
 * or sets fields, biome conditions read fields displaced by up to the largest {@code transition},
 * the water's-edge search looks up to the plan's shore search radius, and the ground normal reads
 * one gradient step aside. Within a layer of reach {@code L} (its largest group reach), members
 * stand up to {@code L} from the anchor and conflicts read drafts up to {@code 2L} away; a changed
 * occupying layer moves the ground later layers avoid by its placements' footprints. Each layer's
 * margin adds {@code 4L}, and an occupying layer passes {@code 4L} on to the layers after it: a
 * bound, not an exact region (tests compare regenerated chunks with a fresh plan).
 */
final class ZoneReach {
    private ZoneReach() {
    }

    /**
     * The zones that differ between two sets, matched by id: each one added, each one removed,
     * and for each one changed both its old and its new form (both reach the ground they cover).
     */
    static List<Zone> changed(Zone[] before, Zone[] now) {
        List<Zone> changed = new ArrayList<>();
        Map<String, Zone> old = new HashMap<>();
        for (Zone z : before) {
            old.put(z.id(), z);
        }
        for (Zone z : now) {
            Zone was = old.remove(z.id());
            if (was == null || !was.equals(z)) {
                changed.add(z);
                if (was != null) {
                    changed.add(was);
                }
            }
        }
        changed.addAll(old.values());
        return changed;
    }

    /**
     * The distance from a zone's centre within which anchors of each layer may change.
     *
     * @param model the compiled rules
     * @param zone the zone (its old or new version)
     * @return per layer index, world units
     */
    static double[] anchorMargins(PlanModel model, Zone zone) {
        double d = direct(model, zone);
        double[] out = new double[model.layers.length];
        for (int l = 0; l < out.length; l++) {
            double reach = model.layerReach[l];
            out[l] = d + 4 * reach;
            if (model.layers[l].occupies()) {
                d += 4 * reach;
            }
        }
        return out;
    }

    /**
     * The distance from a zone's centre within which fields, biome weights or exclusions change.
     *
     * @param model the compiled rules
     * @param zone the zone
     * @return world units
     */
    static double direct(PlanModel model, Zone zone) {
        double d = zone.reach();
        if (zone.flatten().isPresent() || !zone.fields().isEmpty()) {
            double transition = 0;
            for (double t : model.transition) {
                transition = Math.max(transition, t);
            }
            d += transition + model.fields.shoreSearch + 2 * FieldTable.GRADIENT_STEP;
        }
        return d;
    }
}
