package dev.loam.render.mesh;

import dev.loam.render.mesh.internal.BlockLight;
import dev.loam.blockmap.BlockMap;
import dev.loam.core.StableHash;
import dev.loam.core.ValueNoise2D;

/**
 * The slow warm and cool tint across one map: value noise from the texture seed and the map's
 * name, read at nodes every {@link BlockLight#TINT_NODE_CELLS} cells and bilinear between them, so
 * that any rectangle of cells inside one node square is tinted exactly by its four corners. Immutable.
 */
final class BlockTintField {
    private static final boolean NODE_CELLS_POWER_OF_TWO = Integer.bitCount(BlockLight.TINT_NODE_CELLS) == 1;
    private static final double NODE_CELLS_RECIPROCAL = 1.0 / BlockLight.TINT_NODE_CELLS;
    private final int nodesX, nodesZ;
    private final double[] nodes;

    BlockTintField(BlockMap map, long textureSeed) {
        ValueNoise2D noise = ValueNoise2D.of(StableHash.mix(StableHash.mix(textureSeed, "loam.block.tint"), map.name()),
                BlockLight.TINT_SPACING_METRES);
        int n = BlockLight.TINT_NODE_CELLS;
        nodesX = map.width() / n + 2;
        nodesZ = map.depth() / n + 2;
        nodes = new double[nodesX * nodesZ];
        for (int j = 0; j < nodesZ; j++) {
            for (int i = 0; i < nodesX; i++) {
                double x = i * n * map.cellSize().x(), z = j * n * map.cellSize().z();
                nodes[j * nodesX + i] = 2 * noise.sample(x, z) - 1;
            }
        }
    }

    /** The tint, −1 to 1, at a point in cell units from the map's north-west corner (on the map). */
    double at(double column, double row) {
        double fx, fz;
        if (NODE_CELLS_POWER_OF_TWO) {
            // Multiplying by the exact reciprocal of a power of two is the very division, without its cost.
            fx = column * NODE_CELLS_RECIPROCAL;
            fz = row * NODE_CELLS_RECIPROCAL;
        } else {
            double n = BlockLight.TINT_NODE_CELLS;
            fx = column / n;
            fz = row / n;
        }
        // Truncation, not floor: the two differ only below 0, where both clamp to node 0.
        int i = (int) fx, j = (int) fz;
        i = Math.max(0, Math.min(nodesX - 2, i));
        j = Math.max(0, Math.min(nodesZ - 2, j));
        double tx = fx - i, tz = fz - j;
        double a = nodes[j * nodesX + i], b = nodes[j * nodesX + i + 1];
        double c = nodes[(j + 1) * nodesX + i], d = nodes[(j + 1) * nodesX + i + 1];
        return (a + (b - a) * tx) * (1 - tz) + (c + (d - c) * tx) * tz;
    }
}
