package dev.loam.render.mesh;

import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.WaterLook;

/**
 * Writes a chunk's water: a surface at each water cell's level, one mesh for each water look, with
 * its sides where the ground (or the water) beside it stands lower, down to that ground or the
 * bed. Cells of one look, level, depth and flow merge into rectangles.
 *
 * <p>Each vertex carries the flow and the depth (see {@link BlockMeshKind#WATER}); its colour is
 * the look's shallow colour turned toward its deep one over {@link #DEEP_METRES}, its alpha the
 * look's opacity. The flow runs at the look's {@code flowSpeed}, toward the lower water beside the
 * cell; where the water beside stands level, along the longer way the water runs through the cell
 * (within two cells each way), east or south; still where both ways are as long.
 */
final class BlockWaterWriter {
    /** The depth at which water takes its look's deep colour, in metres. */
    static final double DEEP_METRES = 2;
    /** How far each way the water's run through a cell is counted for its flow, in cells. */
    static final int FLOW_REACH = 2;
    private static final int[] DC = {0, 1, 0, -1}, DR = {-1, 0, 1, 0};

    private final BlockMesher m;
    private final BlockChunkWindow w;
    private final int[] flow = new int[BlockMap.CHUNK_CELLS * BlockMap.CHUNK_CELLS];
    private final boolean[] done = new boolean[BlockMap.CHUNK_CELLS * BlockMap.CHUNK_CELLS];
    private final float[] extra = new float[4];

    BlockWaterWriter(BlockMesher mesher) {
        this.m = mesher;
        this.w = mesher.window;
    }

    /**
     * The flow of a water cell as a direction code: (dx + 1) + 3·(dz + 1) for dx, dz in −1..1;
     * 4 is still.
     */
    int flowCode(int i) {
        double gx = 0, gz = 0, s = w.surface[i];
        for (int d = 0; d < 4; d++) {
            int j = i + DR[d] * w.size + DC[d];
            if (w.water(j) && w.surface[j] < s) {
                gx += DC[d] * (s - w.surface[j]);
                gz += DR[d] * (s - w.surface[j]);
            }
        }
        int dx = (int) Math.signum(gx), dz = (int) Math.signum(gz);
        if (dx == 0 && dz == 0) {
            int runX = run(i, 1, 0) + run(i, -1, 0), runZ = run(i, 0, 1) + run(i, 0, -1);
            if (runX > runZ) {
                dx = 1;
            } else if (runZ > runX) {
                dz = 1;
            }
        }
        return (dx + 1) + 3 * (dz + 1);
    }

    private int run(int i, int dc, int dr) {
        int n = 0;
        for (int k = 1; k <= FLOW_REACH; k++) {
            if (!w.water(i + k * (dr * w.size + dc))) {
                break;
            }
            n++;
        }
        return n;
    }

    void write() {
        int n = BlockMap.CHUNK_CELLS;
        for (int lr = 0; lr < m.cellsZ; lr++) {
            for (int lc = 0; lc < m.cellsX; lc++) {
                int i = m.cell(lc, lr);
                done[lr * n + lc] = !w.water(i);
                if (w.water(i)) {
                    flow[lr * n + lc] = flowCode(i);
                }
            }
        }
        for (int lr = 0; lr < m.cellsZ; lr++) {
            for (int lc = 0; lc < m.cellsX; lc++) {
                int k = lr * n + lc;
                if (done[k]) {
                    continue;
                }
                int i = m.cell(lc, lr);
                int wd = 1;
                while (lc + wd < m.cellsX && same(k, k + wd, i, m.cell(lc + wd, lr))) {
                    wd++;
                }
                int h = 1;
                grow:
                while (lr + h < m.cellsZ) {
                    for (int x = 0; x < wd; x++) {
                        if (!same(k, k + h * n + x, i, m.cell(lc + x, lr + h))) {
                            break grow;
                        }
                    }
                    h++;
                }
                for (int y = 0; y < h; y++) {
                    for (int x = 0; x < wd; x++) {
                        done[k + y * n + x] = true;
                    }
                }
                surface(i, flow[k], m.column(lc), m.row(lr), wd, h);
            }
        }
        for (int lr = 0; lr < m.cellsZ; lr++) {
            for (int lc = 0; lc < m.cellsX; lc++) {
                int i = m.cell(lc, lr);
                if (w.water(i)) {
                    sides(i, flow[lr * n + lc], m.column(lc), m.row(lr));
                }
            }
        }
    }

    private boolean same(int k, int j, int i, int wj) {
        return !done[j] && flow[j] == flow[k] && w.info[wj].water == w.info[i].water && w.surface[wj] == w.surface[i]
                && w.top[wj] == w.top[i];
    }

    private void look(int i, int flowCode) {
        WaterLook look = w.info[i].block.water().orElseThrow();
        double depth = w.surface[i] - w.top[i];
        int dx = flowCode % 3 - 1, dz = flowCode / 3 - 1;
        double len = Math.sqrt(dx * dx + dz * dz);
        double speed = len == 0 ? 0 : look.flowSpeed();
        extra[0] = speed == 0 ? 0 : (float) (dx / len);
        extra[1] = speed == 0 ? 0 : (float) (dz / len);
        extra[2] = (float) speed;
        extra[3] = (float) depth;
        double t = Math.min(1, Math.max(0, depth / DEEP_METRES));
        float[] c = m.quads.corners();
        for (int n = 0; n < 4; n++) {
            for (int ch = 0; ch < 3; ch++) {
                int shift = 16 - 8 * ch;
                double shallow = (look.shallowRgb() >> shift & 0xff) / 255.0, deep = (look.deepRgb() >> shift & 0xff) / 255.0;
                c[3 * n + ch] = (float) (shallow + (deep - shallow) * t);
            }
        }
    }

    private void surface(int i, int flowCode, int c, int r, int wd, int h) {
        int material = w.info[i].water;
        BlockMeshBuffer buf = m.buffers[material];
        look(i, flowCode);
        int first = buf.vertices;
        float alpha = (float) w.info[i].block.water().orElseThrow().opacity();
        m.quads.rect(buf, material, BlockQuadWriter.Plane.TOP, m.worldX(c), m.worldX(c + wd), m.worldZ(r), m.worldZ(r + h),
                w.surface[i], 0, alpha);
        fillExtra(buf, first);
    }

    private void fillExtra(BlockMeshBuffer buf, int first) {
        for (int v = first; v < buf.vertices; v++) {
            buf.extra(v, extra[0], extra[1], extra[2], extra[3]);
        }
    }

    private void sides(int i, int flowCode, int c, int r) {
        double s = w.surface[i];
        int material = w.info[i].water;
        BlockMeshBuffer buf = m.buffers[material];
        float alpha = (float) w.info[i].block.water().orElseThrow().opacity();
        for (int d = 0; d < 4; d++) {
            int j = i + DR[d] * w.size + DC[d];
            double level = w.water(j) ? w.surface[j] : w.solid(j) ? w.top[j] : m.map.baseMetres();
            double low = Math.max(level, w.top[i]);
            if (!(s - low > BlockMesher.EPS)) {
                continue;
            }
            look(i, flowCode);
            BlockQuadWriter.Plane plane = BlockQuadWriter.Plane.facing(DC[d], DR[d]);
            boolean eastWest = DC[d] != 0;
            double line = eastWest ? c + (DC[d] > 0 ? 1 : 0) : r + (DR[d] > 0 ? 1 : 0);
            double offset = eastWest ? m.worldX(line) * plane.nx : m.worldZ(line) * plane.nz;
            double p0 = eastWest ? m.worldZ(r) : m.worldX(c), p1 = eastWest ? m.worldZ(r + 1) : m.worldX(c + 1);
            double a0 = eastWest ? p0 * plane.az : p0 * plane.ax, a1 = eastWest ? p1 * plane.az : p1 * plane.ax;
            int first = buf.vertices;
            m.quads.rect(buf, material, plane, Math.min(a0, a1), Math.max(a0, a1), low, s, offset, 0, alpha);
            fillExtra(buf, first);
        }
    }
}
