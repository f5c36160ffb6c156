package dev.loam.region;

import dev.loam.core.JitteredGrid;
import dev.loam.core.StableHash;
import java.util.ArrayList;
import java.util.List;

/**
 * Strews the biome's trees and rocks over the region on a seeded jittered grid of 16 m cells:
 * each cell's point takes a tree with the biome's tree chance where the ground is the biome's own
 * (below the rock line, not steep, not painted), else a rock with its rock chance on any dry
 * ground. Nothing grows on a wet tile, under lava or on the spawn apron. {@code props.trees} and
 * {@code props.rocks} switch each off.
 */
final class RegionProps {
    /** The side of the cells the props are strewn on, in metres. */
    static final double CELL_METRES = 16.0;

    private RegionProps() {
    }

    static RegionScatter strew(RegionSpec spec, RegionSurface surface, RegionGround ground, List<Sheet> sheets) {
        String tree = switch (spec.biome()) {
            case FOREST -> "pine";
            case DESERT -> "cactus";
            case AUTUMN -> "autumn-oak";
            case COAST -> "coast-pine";
            case STEPPE -> "dead-tree";
            case ALPINE -> "larch";
            default -> "oak";
        };
        String tree2 = switch (spec.biome()) {
            case DESERT, COAST -> "palm";
            case FARMLAND -> "poplar";
            case MEADOW -> "birch";
            default -> tree;
        };
        List<ScatterItem> items = List.of(
                new ScatterItem("res://props/trees/" + tree + ".tscn", 2.0, 0.8, 1.2, 12.0),
                new ScatterItem("res://props/trees/" + tree2 + ".tscn", 1.0, 0.8, 1.2, 12.0),
                new ScatterItem("res://props/rocks/boulder.tscn", 1.0, 0.6, 1.4, 8.0),
                new ScatterItem("res://props/rocks/stones.tscn", 2.0, 0.6, 1.4, 8.0));
        List<ScatterInstance> out = new ArrayList<>();
        if (spec.trees() || spec.rocks()) {
            JitteredGrid grid = JitteredGrid.of(StableHash.hash(spec.seed(), "loam.region.props"), CELL_METRES, 0.8);
            int cellsX = (int) (spec.tilesX() * RegionGrid.TILE_METRES / CELL_METRES);
            int cellsZ = (int) (spec.tilesZ() * RegionGrid.TILE_METRES / CELL_METRES);
            double[] p = new double[2];
            for (int cj = 0; cj < cellsZ; cj++) {
                for (int ci = 0; ci < cellsX; ci++) {
                    grid.pointInCell(ci, cj, p);
                    place(spec, surface, ground, sheets, grid.cellHash(ci, cj), p[0], p[1], out);
                }
            }
        }
        return new RegionScatter(spec.name() + "-props", items, out);
    }

    private static void place(RegionSpec spec, RegionSurface surface, RegionGround ground, List<Sheet> sheets,
            long hash, double x, double z, List<ScatterInstance> out) {
        int ti = (int) (x / RegionGrid.TILE_METRES);
        int tj = (int) (z / RegionGrid.TILE_METRES);
        if (RegionGrid.isApronTile(spec.tilesX(), ti, tj)) {
            return;
        }
        for (Sheet s : sheets) {
            if (s.spans(ti, tj)) {
                return;
            }
        }
        int vi = (int) Math.round(x / RegionGrid.CELL_METRES);
        int vj = (int) Math.round(z / RegionGrid.CELL_METRES);
        GroundLayer layer = ground.vertexLayer(vi, vj);
        double roll = StableHash.unit(StableHash.hash(hash, 1));
        double y = surface.heightAt(x, z);
        double yaw = Math.floor(StableHash.unit(StableHash.hash(hash, 2)) * 3600.0) / 10.0;
        double scaleUnit = StableHash.unit(StableHash.hash(hash, 3));
        boolean second = StableHash.unit(StableHash.hash(hash, 4)) < 1.0 / 3.0;
        if (spec.trees() && layer == GroundLayer.GROUND && roll < spec.biome().trees().chance()) {
            out.add(new ScatterInstance(second ? 1 : 0, x, y, z, 0.0, yaw, 0.0, 0.8 + 0.4 * scaleUnit));
        } else if (spec.rocks() && layer != GroundLayer.LAVA_ROCK && layer != GroundLayer.SNOW
                && roll >= 1.0 - spec.biome().rocks().chance()) {
            out.add(new ScatterInstance(second ? 2 : 3, x, y - 0.1, z, 0.0, yaw, 0.0, 0.6 + 0.8 * scaleUnit));
        }
    }
}
