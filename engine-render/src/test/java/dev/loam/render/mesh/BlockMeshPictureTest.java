package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockMap;
import dev.loam.testkit.SpecFixtures;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BlockMeshPictureTest {
    @TempDir
    Path dir;

    static double brightness(BufferedImage img, int x, int y) {
        int rgb = img.getRGB(x, y);
        return (rgb >> 16 & 0xff) + (rgb >> 8 & 0xff) + (rgb & 0xff);
    }

    @Test
    void groundAtACliffsFootDrawsDarkerThanOpenGroundSeenFromAbove() throws Exception {
        BlockMap map = BlockLightTest.cliff();
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        BufferedImage img = BlockMeshPictures.topDown(meshes.chunks(), 0, 0, map.width(), map.depth(), 32);
        Path file = BlockMeshPictures.write(img, dir, "cliff-top-down");
        assertTrue(Files.size(file) > 0);
        // Row 1's middle: 0.1 m from the cliff against 4 m out on open ground.
        assertTrue(brightness(img, (int) (1.1 * 32), 48) < 0.8 * brightness(img, 5 * 32, 48));
    }

    @Test
    void theGreensFringeSpillsOverThePathSeenFromAbove() throws Exception {
        // The spec's green, widened: grass (rank 2) at 1 m, the path a step under, grass at the path's height.
        BlockMap map = dev.loam.blockmap.BlockMap.builder("green", SpecFixtures.green())
                .legend(dev.loam.blockmap.BlockLegend.ofNames(java.util.Map.of('g', "grass", 'p', "path")))
                .cells("gggggggg", "gggppppp", "pppppppp", "gggggggg", "gggggggg")
                .heights(new int[][] {{2, 2, 2, 2, 2, 2, 2, 2}, {2, 2, 2, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 1, 1, 1},
                        {1, 1, 1, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 1, 1, 1}}).build();
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        BufferedImage img = BlockMeshPictures.topDown(meshes.chunks(), 0, 0, map.width(), map.depth(), 32);
        BlockMeshPictures.write(img, dir, "green-fringes-top-down");
        // The grass of row 3 spills onto the path of row 2: 0.1 m into the path it is the lawn's green.
        int rgb = img.getRGB(5 * 32 + 16, (int) (2.9 * 32));
        assertTrue((rgb >> 8 & 0xff) > (rgb >> 16 & 0xff), "green over the path: " + Integer.toHexString(rgb));
    }

    @Test
    void hillsAndWaterSeenFromAbove() throws Exception {
        BlockMap map = BlockMapMeshesTest.hills();
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(1));
        BufferedImage img = BlockMeshPictures.topDown(meshes.chunks(), 0, 0, map.width(), map.depth(), 16);
        BlockMeshPictures.write(img, dir, "hills-top-down");
        // Every drawn cell of the hills is lit: no pixel of ground inside the map is left black.
        int black = 0;
        for (int y = BlockMapMeshesTest.QUIET * 16; y < 34 * 16; y++) {
            for (int x = 0; x < 34 * 16; x++) {
                black += brightness(img, x, y) == 0 ? 1 : 0;
            }
        }
        assertTrue(black == 0, black + " black pixels");
    }
}
