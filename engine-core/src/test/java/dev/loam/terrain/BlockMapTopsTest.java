package dev.loam.terrain;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The brush paints on a block map's tops as on a terrain. */
class BlockMapTopsTest {
    @Test
    void theBrushPaintsOnABlockMapsTopsAndSkipsVoidCells() {
        BlockMap map = BlockMap.builder("steps", BlockSets.greybox())
                .legend(BlockLegend.ofNames(Map.of('g', "grass", 'd', "dirt")))
                .cells("gggg.", "dddd.", "gggg.")
                .heights(new int[][] {{2, 2, 2, 2, 0}, {1, 1, 1, 1, 0}, {0, 0, 0, 0, 0}})
                .build();
        BlockMapTops tops = new BlockMapTops(map);
        Scatter s = Scatter.builder("bushes").items(List.of(ScatterItem.of("res://bush.glb").withSpacing(0.3))).build();
        double w = map.cellSize().x() * 5;
        double d = map.cellSize().z() * 3;
        int placed = ScatterBrush.fill(s, tops, 0, 0, w, d, 12);
        assertTrue(placed > 5, "placed " + placed);
        for (int k = 0; k < s.size(); k++) {
            // Stored positions are rounded to 0.01, so look a half-hundredth either way across a cell edge.
            double y = s.y(k);
            boolean onATop = false;
            for (double dx = -0.005; dx <= 0.005; dx += 0.005) {
                for (double dz = -0.005; dz <= 0.005; dz += 0.005) {
                    double top = tops.heightAt(s.x(k) + dx, s.z(k) + dz);
                    onATop |= Math.abs(top - y) < 1e-9;
                }
            }
            assertTrue(onATop, "instance " + k + " at y " + y + " is on no top");
            assertTrue(s.x(k) < map.cellSize().x() * 4 + 0.01, "painted over the void column");
        }
    }
}
