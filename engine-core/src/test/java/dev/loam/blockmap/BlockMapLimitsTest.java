package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Numbers a block set or map accepts are safe for every step after the load: a cell too small
 * (the light's reach in cells and so every chunk's window grow as it shrinks), a texture cut to
 * dust, a map far from the origin (meshing counts texture repeats from the origin in whole
 * numbers) are refused at load, naming the place.
 */
class BlockMapLimitsTest {
    private static BlockSet set(double x, double step, double z) {
        return BlockSet.builder("t").cellSize(x, step, z).block("g", b -> b.top("#5f8f3e")).build();
    }

    private static BlockMap.Builder map(BlockSet set) {
        return BlockMap.builder("m", set).cells(List.of("gg", "gg")).legend(BlockLegend.ofNames(java.util.Map.of('g', "g")));
    }

    @Test
    void aCellTooSmallOrTooLargeIsRefusedAtTheCellSize() {
        for (double[] c : new double[][] {{0.0001, 0.5, 1}, {1, 0.5, 0.001}, {101, 0.5, 1}, {1, 0.001, 1}, {1, 500, 1}}) {
            BlockMapException e = assertThrows(BlockMapException.class, () -> set(c[0], c[1], c[2]));
            assertEquals("cellSize", e.path());
        }
        set(CellSize.MIN_ACROSS_METRES, CellSize.MIN_STEP_METRES, CellSize.MAX_ACROSS_METRES);
    }

    @Test
    void aPatchSpacingOutOfRangeIsRefused() {
        assertEquals("patchSize", assertThrows(BlockMapException.class, () -> BlockSet.builder("t").patchSize(1e-9)
                .block("g", b -> b.top("#5f8f3e")).build()).path());
        assertEquals("patchSize", assertThrows(BlockMapException.class, () -> BlockSet.builder("t").patchSize(1e9)
                .block("g", b -> b.top("#5f8f3e")).build()).path());
    }

    @Test
    void aTextureThatWouldRepeatHundredsOfTimesAcrossACellIsRefusedNamingTheFace() {
        PixelTexture dust = PixelTexture.builder("dust", 1, 1).pixelsPerMetre(1e6).texels(new int[] {0xff808080}).build();
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockSet.builder("t")
                .block("g", b -> b.top("#5f8f3e").side(dust)).build());
        assertEquals("blocks.g.side", e.path());
        PixelTexture fine = PixelTexture.builder("fine", 1, 1).pixelsPerMetre(Block.MAX_REPEATS_A_CELL)
                .texels(new int[] {0xff808080}).build();
        BlockSet.builder("t").block("g", b -> b.top(fine)).build();
    }

    @Test
    void aMapFarFromTheOriginIsRefusedAtItsPositionAndNothingIsBuilt() {
        BlockSet set = set(1, 0.5, 1);
        for (int axis = 0; axis < 3; axis++) {
            double[] p = new double[3];
            p[axis] = 2e9;
            BlockMapException e = assertThrows(BlockMapException.class, () -> map(set).position(p[0], p[1], p[2]).build());
            assertEquals("position[" + axis + "]", e.path());
        }
        double edge = BlockMap.MAX_REACH_METRES - 1;
        assertEquals("cells", assertThrows(BlockMapException.class, () -> map(set).position(edge, 0, 0).build()).path());
        assertEquals("sea", assertThrows(BlockMapException.class, () -> map(set).position(0, edge, 0).sea(10).build()).path());
        map(set).position(-BlockMap.MAX_REACH_METRES, 0, edge - 1).build();
    }

    @Test
    void aMapFileFarFromTheOriginIsRefusedAtItsPosition() {
        BlockMapFile file = BlockMapFiles.read("""
                {"name": "far", "blockSet": "t", "cells": ["gg"], "heights": ["00"], "legend": {"g": "g"}, "position": [2000000000, 0, 0]}
                """);
        BlockMapException e = assertThrows(BlockMapException.class,
                () -> BlockMapFiles.toMap(file, null, BlockSetLookup.of(set(1, 0.5, 1))));
        assertEquals("position[0]", e.path());
    }
}
