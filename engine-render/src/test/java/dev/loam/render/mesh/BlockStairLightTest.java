package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loam.blockmap.BlockMap;
import dev.loam.testkit.SpecFixtures;
import org.junit.jupiter.api.Test;

/** The stairs' treads take their corners' occlusion from tables: bit for bit what the general sum gives. */
class BlockStairLightTest {
    @Test
    void tableOcclusionIsTheGeneralSumBitForBit() {
        int width = 40, depth = 36;
        String[] cells = new String[depth];
        int[][] heights = new int[depth][width];
        for (int r = 0; r < depth; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < width; c++) {
                int h = (c * 7 + r * 13 + (c * r) % 5) % 6;
                heights[r][c] = h;
                row.append((c * r) % 17 == 3 ? 'w' : h > 3 ? 's' : 'g');
            }
            cells[r] = row.toString();
        }
        for (BlockMap map : new BlockMap[] {BlockMeshFixtures.plainMap("steps", cells, heights, 1.5),
                SpecFixtures.terraces()}) {
            BlockMesher m = new BlockMesher(map, BlockMeshLook.diorama(1));
            int checked = 0;
            for (int cr = 0; cr < BlockMesher.chunkRows(map); cr++) {
                for (int cc = 0; cc < BlockMesher.chunkColumns(map); cc++) {
                    m.build(cc, cr);
                    for (int lr = 0; lr < m.cellsZ; lr++) {
                        for (int lc = 0; lc < m.cellsX; lc++) {
                            int i = m.cell(lc, lr);
                            double top = m.window.top[i];
                            for (int k = -1; k <= 8; k++) {
                                double y = top + k * m.step / 4;
                                for (int b = 0; b <= 4; b++) {
                                    for (int a = 0; a <= 4; a++) {
                                        double column = m.column(lc) + a / 4.0, row = m.row(lr) + b / 4.0;
                                        assertEquals(Double.doubleToRawLongBits(m.occlusion(column, row, y)),
                                                Double.doubleToRawLongBits(m.walls.pointOcclusion(i, a, b, y)),
                                                "at " + column + ", " + row + ", " + y);
                                        checked++;
                                    }
                                }
                            }
                        }
                    }
                }
            }
            assertEquals(true, checked > 0);
        }
    }
}
