package dev.loam.region;

import dev.loam.core.JitteredGrid;
import dev.loam.core.StableHash;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterCollision;
import dev.loam.terrain.ScatterItem;
import dev.loam.terrain.ScatterKind;
import dev.loam.terrain.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Strews the biome's trees and rocks over the region on a seeded jittered grid of 16 m cells:
 * each cell's point takes a tree with the biome's tree chance where the ground is the biome's own
 * (below the rock line, not steep, not painted), else a rock with its rock chance on any dry
 * ground. Nothing grows on a wet tile, under lava, on the spawn apron or on the ground a road's bed
 * or its embankments and cuttings take. {@code props.trees} and
 * {@code props.rocks} switch each off.
 *
 * <p>The props come out as a scatter set, {@code <region>-props}: four items (the biome's two
 * trees, a boulder and stones), each placed upright at its own yaw, trees on the terrain's drawn
 * triangles and rocks sunk 0.1 m into them. A point is moved to the set's 0.01 m before its height
 * is read, so the stored instance stands on the stored ground. Each item keeps its own spacing
 * (trees 12 m, rocks 8 m: the scatter format's "minimum distance to every other instance"): a
 * point closer than that to a prop already strewn (the cells are taken row by row, south to north,
 * east to west) or to a lighthouse or its telescope stays empty, so any two props stand at least
 * the larger of their two spacings apart, measured across the ground.
 *
 * <p>A hill with {@code lighthouse: true} gets a lighthouse on its peak and a telescope beside it,
 * {@value #TELESCOPE_METRES} m to its south, looking out (two more items, there only when a hill
 * has one), and nothing else grows or lies within {@value #LIGHTHOUSE_CLEAR_METRES} m of it.
 */
final class RegionProps {
    /** The side of the cells the props are strewn on, in metres. */
    static final double CELL_METRES = 16.0;

    private RegionProps() {
    }

    /** How far a rock is sunk into the ground, in metres. */
    static final double ROCK_SINK_METRES = 0.1;
    /** How far round a lighthouse no tree or rock stands, in metres. */
    static final double LIGHTHOUSE_CLEAR_METRES = 12.0;
    /** How far south of its lighthouse a hill's telescope stands, in metres. */
    static final double TELESCOPE_METRES = 6.0;
    /** The lighthouse's and the telescope's items, after the biome's four. */
    static final int LIGHTHOUSE_ITEM = 4, TELESCOPE_ITEM = 5;

    /**
     * The props.
     *
     * @param roadMask per vertex, non-zero where a road's bed or blend graded the ground; null with no roads
     */
    static Scatter strew(RegionSpec spec, Terrain terrain, RegionGround ground, List<Sheet> sheets, byte[] roadMask) {
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
        List<ScatterItem> items = new ArrayList<>(List.of(
                item("res://props/trees/" + tree + ".tscn", 2.0, 0.8, 1.2, 12.0),
                item("res://props/trees/" + tree2 + ".tscn", 1.0, 0.8, 1.2, 12.0),
                item("res://props/rocks/boulder.tscn", 1.0, 0.6, 1.4, 8.0),
                item("res://props/rocks/stones.tscn", 2.0, 0.6, 1.4, 8.0)));
        List<double[]> lighthouses = new ArrayList<>();
        for (Feature f : spec.features()) {
            if (f.kind() == FeatureKind.HILL && f.lighthouse()) {
                lighthouses.add(new double[] {f.at().i() * RegionGrid.TILE_METRES, f.at().j() * RegionGrid.TILE_METRES});
            }
        }
        if (!lighthouses.isEmpty()) {
            items.add(item("res://props/buildings/lighthouse.tscn", 0.0, 1.0, 1.0, 0.0));
            items.add(item("res://props/details/telescope.tscn", 0.0, 1.0, 1.0, 0.0));
        }
        Scatter out = Scatter.builder(spec.name() + "-props").kind(ScatterKind.PROPS).items(items)
                .collision(ScatterCollision.CONVEX).castShadows(true).visibilityRange(0.0)
                .chunkSize(Scatter.NEW_SET_CHUNK_SIZE).staticPropsMultimesh(false).build();
        if (spec.trees() || spec.rocks()) {
            JitteredGrid grid = JitteredGrid.of(StableHash.hash(spec.seed(), "loam.region.props"), CELL_METRES, 0.8);
            int cellsX = (int) (spec.tilesX() * RegionGrid.TILE_METRES / CELL_METRES);
            int cellsZ = (int) (spec.tilesZ() * RegionGrid.TILE_METRES / CELL_METRES);
            Spacing spacing = new Spacing(items);
            for (double[] at : lighthouses) {
                spacing.add(stored(at[0]), stored(at[1]), LIGHTHOUSE_ITEM);
                spacing.add(stored(at[0]), stored(at[1] - TELESCOPE_METRES), TELESCOPE_ITEM);
            }
            double[] p = new double[2];
            for (int cj = 0; cj < cellsZ; cj++) {
                for (int ci = 0; ci < cellsX; ci++) {
                    grid.pointInCell(ci, cj, p);
                    if (!nearLighthouse(lighthouses, p[0], p[1])) {
                        place(spec, terrain, ground, sheets, roadMask, grid.cellHash(ci, cj), p[0], p[1], out, spacing);
                    }
                }
            }
        }
        for (double[] at : lighthouses) {
            double x = stored(at[0]);
            double z = stored(at[1]);
            out.add(LIGHTHOUSE_ITEM, x, terrain.heightAt(x, z), z, 0.0, 0.0, 0.0, 1.0);
            double tz = stored(at[1] - TELESCOPE_METRES);
            // Turned half round: it looks south, away from the lighthouse.
            out.add(TELESCOPE_ITEM, x, terrain.heightAt(x, tz), tz, 0.0, 180.0, 0.0, 1.0);
        }
        return out;
    }

    private static boolean nearLighthouse(List<double[]> lighthouses, double x, double z) {
        for (double[] at : lighthouses) {
            if (Math.hypot(x - at[0], z - at[1]) < LIGHTHOUSE_CLEAR_METRES) {
                return true;
            }
        }
        return false;
    }

    /** An item placed upright, turned by the region's own yaw rather than the brush's. */
    private static ScatterItem item(String source, double weight, double scaleMin, double scaleMax, double spacing) {
        return new ScatterItem(source, weight, scaleMin, scaleMax, spacing, 0.0, false, 0.0, 0.0, Optional.empty(), true);
    }

    /** A coordinate at the 0.01 the set stores (every coordinate of the region is 0 or more). */
    private static double stored(double v) {
        return Math.round(v * 100.0) / 100.0;
    }

    private static void place(RegionSpec spec, Terrain terrain, RegionGround ground, List<Sheet> sheets,
            byte[] roadMask, long hash, double px, double pz, Scatter out, Spacing spacing) {
        double x = stored(px);
        double z = stored(pz);
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
        if (roadMask != null && onRoad(roadMask, terrain.resolutionX(), terrain.resolutionZ(), x, z)) {
            return;
        }
        GroundLayer layer = ground.vertexLayer(vi, vj);
        double roll = StableHash.unit(StableHash.hash(hash, 1));
        double y = terrain.heightAt(x, z);
        double yaw = Math.floor(StableHash.unit(StableHash.hash(hash, 2)) * 3600.0) / 10.0;
        double scaleUnit = StableHash.unit(StableHash.hash(hash, 3));
        boolean second = StableHash.unit(StableHash.hash(hash, 4)) < 1.0 / 3.0;
        if (spec.trees() && layer == GroundLayer.GROUND && roll < spec.biome().trees().chance()) {
            int item = second ? 1 : 0;
            if (spacing.clear(x, z, item)) {
                out.add(item, x, y, z, 0.0, yaw, 0.0, 0.8 + 0.4 * scaleUnit);
                spacing.add(x, z, item);
            }
        } else if (spec.rocks() && layer != GroundLayer.LAVA_ROCK && layer != GroundLayer.SNOW
                && roll >= 1.0 - spec.biome().rocks().chance()) {
            int item = second ? 2 : 3;
            if (spacing.clear(x, z, item)) {
                out.add(item, x, y - ROCK_SINK_METRES, z, 0.0, yaw, 0.0, 0.6 + 0.8 * scaleUnit);
                spacing.add(x, z, item);
            }
        }
    }

    /** Whether any vertex of the 4 m cell holding (x, z) is graded by a road. */
    private static boolean onRoad(byte[] mask, int vx, int vz, double x, double z) {
        int ci = Math.min((int) (x / RegionGrid.CELL_METRES), vx - 2);
        int cj = Math.min((int) (z / RegionGrid.CELL_METRES), vz - 2);
        return mask[cj * vx + ci] != 0 || mask[cj * vx + ci + 1] != 0 || mask[(cj + 1) * vx + ci] != 0
                || mask[(cj + 1) * vx + ci + 1] != 0;
    }

    /**
     * The props strewn so far, by the cell of {@link #CELL_METRES} they stand in, each with its
     * item's spacing: answers whether a new one keeps clear of every one near it.
     */
    private static final class Spacing {
        private final double[] itemSpacing;
        private final double widest;
        private final java.util.Map<Long, List<double[]>> byCell = new java.util.HashMap<>();

        Spacing(List<ScatterItem> items) {
            itemSpacing = new double[items.size()];
            double w = 0;
            for (int k = 0; k < items.size(); k++) {
                itemSpacing[k] = items.get(k).spacing();
                w = Math.max(w, itemSpacing[k]);
            }
            widest = w;
        }

        private static long cell(double x, double z) {
            return (long) Math.floor(x / CELL_METRES) << 32 ^ ((long) Math.floor(z / CELL_METRES) & 0xffffffffL);
        }

        /** Whether an instance of {@code item} at (x, z) stands far enough from every one strewn. */
        boolean clear(double x, double z, int item) {
            int reach = (int) Math.ceil(widest / CELL_METRES);
            int ci = (int) Math.floor(x / CELL_METRES);
            int cj = (int) Math.floor(z / CELL_METRES);
            for (int dj = -reach; dj <= reach; dj++) {
                for (int di = -reach; di <= reach; di++) {
                    List<double[]> near = byCell.get(cell((ci + di) * CELL_METRES, (cj + dj) * CELL_METRES));
                    if (near == null) {
                        continue;
                    }
                    for (double[] o : near) {
                        double need = Math.max(itemSpacing[item], o[2]);
                        if (Math.hypot(x - o[0], z - o[1]) < need) {
                            return false;
                        }
                    }
                }
            }
            return true;
        }

        void add(double x, double z, int item) {
            byCell.computeIfAbsent(cell(x, z), k -> new ArrayList<>()).add(new double[] {x, z, itemSpacing[item]});
        }
    }
}
