package dev.loam.scene;

import dev.loam.physics.Liquid;
import dev.loam.physics.LiquidSample;
import dev.loam.physics.LiquidVolumes;
import dev.loam.region.LavaFlow;
import dev.loam.region.Region;
import dev.loam.region.Sheet;
import dev.loam.render.mesh.SheetMeshes;
import dev.loam.terrain.Terrain;
import java.util.List;

/**
 * A region's water and lava as volumes ({@link RegionScene#liquids()}): each lake's and crater's
 * sheet over its rectangle of tiles at its height, where the ground lies lower than the sheet (the
 * ground higher than a sheet shows through it, so there is no liquid there), and each volcano's
 * flow, a band {@value LavaFlow#WIDTH_METRES} m wide from the crater's middle to past the flank's
 * foot, lying {@value SheetMeshes#RIBBON_LIFT_METRES} m deep over the ground as it is drawn. The bed
 * is the scene's terrain under the point, read live, so a crater dug deeper is deeper water. Where
 * two volumes overlap (a flow leaving its crater's pool) the higher surface is the one there.
 *
 * <p>Queries allocate nothing; they read the terrain, so make them on the thread that edits it.
 */
final class RegionLiquids implements LiquidVolumes {
    private final Terrain terrain;
    /** Sheets: kind (0 water, 1 lava), minX, minZ, maxX, maxZ, surface at 6k. */
    private final double[] sheets;
    /** Flows: startX, startZ, endX, endZ at 4k. */
    private final double[] flows;
    private final double halfWidth = LavaFlow.WIDTH_METRES / 2;

    RegionLiquids(Region region, Terrain terrain) {
        this.terrain = terrain;
        List<Sheet> s = region.sheets();
        sheets = new double[6 * s.size()];
        for (int k = 0; k < s.size(); k++) {
            Sheet sheet = s.get(k);
            sheets[6 * k] = sheet.kind() == Sheet.Kind.WATER ? 0 : 1;
            sheets[6 * k + 1] = sheet.minX();
            sheets[6 * k + 2] = sheet.minZ();
            sheets[6 * k + 3] = sheet.maxX();
            sheets[6 * k + 4] = sheet.maxZ();
            sheets[6 * k + 5] = sheet.heightMetres();
        }
        List<LavaFlow> f = region.flows();
        flows = new double[4 * f.size()];
        for (int k = 0; k < f.size(); k++) {
            LavaFlow flow = f.get(k);
            flows[4 * k] = flow.startX();
            flows[4 * k + 1] = flow.startZ();
            flows[4 * k + 2] = flow.endX();
            flows[4 * k + 3] = flow.endZ();
        }
    }

    @Override
    public boolean sample(double x, double z, LiquidSample dest) {
        dest.clear();
        if (!(Double.isFinite(x) && Double.isFinite(z)) || !terrain.contains(x, z)) {
            return false;
        }
        double ground = terrain.heightAt(x, z);
        if (Double.isNaN(ground)) {
            return false; // over a hole the game cut: nothing holds liquid there
        }
        double surface = Double.NEGATIVE_INFINITY;
        boolean lava = false;
        for (int o = 0; o < sheets.length; o += 6) {
            if (x >= sheets[o + 1] && x <= sheets[o + 3] && z >= sheets[o + 2] && z <= sheets[o + 4]) {
                double s = sheets[o + 5];
                if (s > ground && (s > surface || s == surface && sheets[o] == 1)) {
                    surface = s;
                    lava = sheets[o] == 1;
                }
            }
        }
        for (int o = 0; o < flows.length; o += 4) {
            if (nearSegment(x, z, flows[o], flows[o + 1], flows[o + 2], flows[o + 3])) {
                double s = ground + SheetMeshes.RIBBON_LIFT_METRES;
                if (s >= surface) {
                    surface = s;
                    lava = true;
                }
            }
        }
        if (surface == Double.NEGATIVE_INFINITY) {
            return false;
        }
        dest.set(lava ? Liquid.LAVA : Liquid.WATER, surface, ground);
        return true;
    }

    /** Whether (x, z) lies within the flow's half width of the segment from (ax, az) to (bx, bz). */
    private boolean nearSegment(double x, double z, double ax, double az, double bx, double bz) {
        double ex = bx - ax, ez = bz - az, len2 = ex * ex + ez * ez;
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * ex + (z - az) * ez) / len2));
        double dx = x - (ax + ex * t), dz = z - (az + ez * t);
        return dx * dx + dz * dz <= halfWidth * halfWidth;
    }

    @Override
    public String toString() {
        return "RegionLiquids[" + sheets.length / 6 + " sheets, " + flows.length / 4 + " flows]";
    }
}
