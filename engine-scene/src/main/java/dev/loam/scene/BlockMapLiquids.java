package dev.loam.scene;

import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockMap;
import dev.loam.physics.Liquid;
import dev.loam.physics.LiquidSample;
import dev.loam.physics.LiquidVolumes;

/**
 * A block map's water cells as volumes ({@link Landscape#liquids()}): over a water cell's square,
 * water from the cell's bed ({@link BlockMap#topMetres}) up to its surface
 * ({@link BlockMap#waterSurfaceMetres}: its legend's level, else the sea and at least 0.35 m over
 * the bed). The map is read live, so an edit that floods or drains a cell is seen by the next query.
 * Queries allocate nothing; make them on the thread that edits the map.
 */
final class BlockMapLiquids implements LiquidVolumes {
    private final BlockMap map;

    BlockMapLiquids(BlockMap map) {
        this.map = map;
    }

    @Override
    public boolean sample(double x, double z, LiquidSample dest) {
        dest.clear();
        double fc = Math.floor((x - map.position().x()) / map.cellSize().x());
        double fr = Math.floor((z - map.position().z()) / map.cellSize().z());
        if (!(fc >= 0 && fr >= 0 && fc < map.width() && fr < map.depth())) {
            return false;
        }
        int c = (int) fc, r = (int) fr;
        Block b = map.blockOrNull(c, r);
        if (b == null || !b.isWater()) {
            return false;
        }
        double surface = map.waterSurfaceMetres(c, r), bed = map.topMetres(c, r);
        if (!(surface > bed)) {
            return false;
        }
        dest.set(Liquid.WATER, surface, bed);
        return true;
    }

    @Override
    public String toString() {
        return "BlockMapLiquids[" + map.name() + "]";
    }
}
