package dev.loam.region;

import java.util.ArrayList;
import java.util.List;

/**
 * How the region's ground is painted: a {@link GroundLayer} for every vertex of the surface and
 * for every triangle (two a 4 m cell, split from its south-east to its north-west vertex), chosen
 * in this order:
 *
 * <ol>
 *   <li>a lava flow's bed (lava rock), then its banks (ash);
 *   <li>under a lake's water, less than 0.5 m over it: sand;
 *   <li>down a ski run: snow;
 *   <li>on a volcano's cone, within 2.4 tiles (153.6 m) of its crater's middle: bare rock;
 *   <li>steep ground, rising more than 11 cm a metre: rock, whatever its height;
 *   <li>at or above the biome's snow level: snow; at or above its rock level: rock;
 *   <li>else the biome's ground.
 * </ol>
 */
public final class RegionGround {
    /** The slope over which ground is rock, in metres a metre. */
    public static final double STEEP_SLOPE = 0.11;
    /** How far round a volcano's crater its cone is bare rock, in metres (2.4 tiles). */
    public static final double CONE_METRES = 2.4 * RegionGrid.TILE_METRES;

    private final int vertsX;
    private final int vertsZ;
    private final byte[] vertexLayers;
    private final byte[] triangleLayers;

    RegionGround(RegionSpec spec, RegionSurface surface, List<Sheet> sheets, List<PaintStroke> strokes) {
        this.vertsX = surface.vertsX();
        this.vertsZ = surface.vertsZ();
        List<double[]> cones = new ArrayList<>();
        for (Feature f : spec.features()) {
            if (f.kind() == FeatureKind.VOLCANO) {
                cones.add(new double[] {f.at().i() * RegionGrid.TILE_METRES, f.at().j() * RegionGrid.TILE_METRES});
            }
        }
        Rules rules = new Rules(spec.biome(), sheets, strokes, cones);
        double cell = RegionGrid.CELL_METRES;
        vertexLayers = new byte[vertsX * vertsZ];
        for (int vj = 0; vj < vertsZ; vj++) {
            for (int vi = 0; vi < vertsX; vi++) {
                double gx = (surface.vertexHeight(Math.min(vi + 1, vertsX - 1), vj)
                        - surface.vertexHeight(Math.max(vi - 1, 0), vj)) / ((Math.min(vi + 1, vertsX - 1) - Math.max(vi - 1, 0)) * cell);
                double gz = (surface.vertexHeight(vi, Math.min(vj + 1, vertsZ - 1))
                        - surface.vertexHeight(vi, Math.max(vj - 1, 0))) / ((Math.min(vj + 1, vertsZ - 1) - Math.max(vj - 1, 0)) * cell);
                double slope = Math.sqrt(gx * gx + gz * gz);
                vertexLayers[vj * vertsX + vi] = (byte) rules.layer(vi * cell, vj * cell, surface.vertexHeight(vi, vj), slope)
                        .ordinal();
            }
        }
        int cellsX = vertsX - 1;
        int cellsZ = vertsZ - 1;
        triangleLayers = new byte[cellsX * cellsZ * 2];
        for (int cj = 0; cj < cellsZ; cj++) {
            for (int ci = 0; ci < cellsX; ci++) {
                double h00 = surface.vertexHeight(ci, cj);
                double h10 = surface.vertexHeight(ci + 1, cj);
                double h01 = surface.vertexHeight(ci, cj + 1);
                double h11 = surface.vertexHeight(ci + 1, cj + 1);
                double ax = (h10 - h00) / cell;
                double az = (h11 - h10) / cell;
                double bx = (h11 - h01) / cell;
                double bz = (h01 - h00) / cell;
                int t = (cj * cellsX + ci) * 2;
                triangleLayers[t] = (byte) rules.layer((ci + 2.0 / 3.0) * cell, (cj + 1.0 / 3.0) * cell,
                        (h00 + h10 + h11) / 3.0, Math.sqrt(ax * ax + az * az)).ordinal();
                triangleLayers[t + 1] = (byte) rules.layer((ci + 1.0 / 3.0) * cell, (cj + 2.0 / 3.0) * cell,
                        (h00 + h11 + h01) / 3.0, Math.sqrt(bx * bx + bz * bz)).ordinal();
            }
        }
    }

    private static final GroundLayer[] FLOW_LAYERS = {GroundLayer.LAVA_ROCK, GroundLayer.ASH};

    /** The painting rules, in their order. */
    private record Rules(Biome biome, List<Sheet> sheets, List<PaintStroke> strokes, List<double[]> cones) {
        GroundLayer layer(double x, double z, double h, double slope) {
            for (GroundLayer first : FLOW_LAYERS) {
                for (PaintStroke s : strokes) {
                    if (s.layer() == first && s.covers(x, z)) {
                        return first;
                    }
                }
            }
            for (Sheet s : sheets) {
                if (s.kind() == Sheet.Kind.WATER && s.covers(x, z) && h < s.heightMetres() + 0.5) {
                    return GroundLayer.SAND;
                }
            }
            for (PaintStroke s : strokes) {
                if (s.layer() == GroundLayer.SNOW && s.covers(x, z)) {
                    return GroundLayer.SNOW;
                }
            }
            for (double[] c : cones) {
                double dx = x - c[0];
                double dz = z - c[1];
                if (dx * dx + dz * dz <= CONE_METRES * CONE_METRES) {
                    return GroundLayer.ROCK;
                }
            }
            if (slope > STEEP_SLOPE) {
                return GroundLayer.ROCK;
            }
            if (biome.snowLevel() >= 0 && h >= biome.snowLevel() * RegionGrid.LEVEL_METRES) {
                return GroundLayer.SNOW;
            }
            if (h >= biome.rockLevel() * RegionGrid.LEVEL_METRES) {
                return GroundLayer.ROCK;
            }
            return GroundLayer.GROUND;
        }
    }

    /**
     * The layer at vertex (vi, vj).
     *
     * @param vi 0 to vertsX - 1
     * @param vj 0 to vertsZ - 1
     * @return the layer
     */
    public GroundLayer vertexLayer(int vi, int vj) {
        return GroundLayer.values()[vertexLayers[vj * vertsX + vi]];
    }

    /**
     * The layer of a triangle: cell (ci, cj)'s first (south-east half, {@code half} 0) or
     * second (north-west half, {@code half} 1).
     *
     * @param ci the cell along x, 0 to vertsX - 2
     * @param cj the cell along z, 0 to vertsZ - 2
     * @param half 0 or 1
     * @return the layer
     */
    public GroundLayer triangleLayer(int ci, int cj, int half) {
        return GroundLayer.values()[triangleLayers[(cj * (vertsX - 1) + ci) * 2 + half]];
    }

    /**
     * A copy of every vertex's layer ({@link GroundLayer#ordinal()}), indexed {@code vj * vertsX + vi}.
     *
     * @return a new array owned by the caller
     */
    public byte[] vertexLayers() {
        return vertexLayers.clone();
    }

    /**
     * How many vertices take each layer.
     *
     * @return counts indexed by {@link GroundLayer#ordinal()}
     */
    public int[] layerCounts() {
        int[] counts = new int[GroundLayer.values().length];
        for (byte b : vertexLayers) {
            counts[b]++;
        }
        return counts;
    }
}
