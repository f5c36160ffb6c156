package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A box larger than one planning square ({@link WorldPlan#PLAN_TILE}) is planned square by square:
 * the same placements in the same order as every layer's cells listed row by row across the whole
 * box, and each earlier layer's cells worked out about once however large the box.
 */
class PlanTilesTest {
    /** The definition: layer after layer, each cell of the layer's grid whose point lies in the box, z index then x. */
    private static List<String> cellByCell(WorldPlan plan, double x0, double z0, double x1, double z1) {
        LayerPlanner planner = plan.planner();
        PlanModel model = planner.model;
        List<String> out = new ArrayList<>();
        double[] point = new double[2];
        for (int l = 0; l < model.layers.length; l++) {
            double s = model.layers[l].spacing();
            for (int j = (int) Math.floor(z0 / s); j <= (int) Math.floor(z1 / s); j++) {
                for (int i = (int) Math.floor(x0 / s); i <= (int) Math.floor(x1 / s); i++) {
                    model.grids[l].pointInCell(i, j, point);
                    if (point[0] >= x0 && point[0] < x1 && point[1] >= z0 && point[1] < z1) {
                        planner.outcome(l, i, j).placements().forEach(p -> out.add(Wilds.line(p)));
                    }
                }
            }
        }
        return out;
    }

    @Test
    void aBoxOfManySquaresListsEveryLayersCellsInRowOrderAsOneSquareWould() {
        // Edges off the squares' grid and off the cells', 3 × 3 squares with a thin last one each way.
        double x0 = -707.3, z0 = -421.9, x1 = 838.0, z1 = 1100.5;
        List<String> tiled = Wilds.world(11).plan().placementsIn(x0, z0, x1, z1).stream().map(Wilds::line).toList();
        List<String> expected = cellByCell(Wilds.world(11).plan(), x0, z0, x1, z1);
        assertTrue(expected.size() > 10_000, expected.size() + " placements");
        assertEquals(expected, tiled);
        // One layer alone, as the CLI asks for it.
        WorldPlan plan = Wilds.world(11).plan();
        List<String> groups = plan.placementsIn(x0, z0, x1, z1, "groups").stream().map(Wilds::line).toList();
        assertEquals(expected.stream().filter(line -> line.startsWith("groups@")).toList(), groups);
    }

    @Test
    void aLargeBoxWorksOutEachEarlierLayersCellsAboutOnce() {
        // 1.5 km: planned layer after layer across the whole box, the caches outgrown, the earlier
        // layers were worked out again as the later ones read them (deadwood 2.5 times a cell);
        // square by square about once.
        WorldPlan plan = Wilds.shippedWorld(42).plan();
        double half = 768;
        plan.placementsIn(500 - half, 300 - half, 500 + half, 300 + half);
        LayerPlanner planner = plan.planner();
        for (int l = 0; l < planner.model.layers.length; l++) {
            double s = planner.model.layers[l].spacing();
            double cells = (2 * half / s) * (2 * half / s);
            if (cells < 2000) {
                continue; // a few large cells: their margins weigh more than they do
            }
            double perCell = planner.draftsComputed(l) / cells;
            assertTrue(perCell < 1.25, planner.model.layers[l].id() + ": " + perCell + " drafts worked out a cell");
        }
    }
}
