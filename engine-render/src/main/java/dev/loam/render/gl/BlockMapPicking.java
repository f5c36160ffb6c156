package dev.loam.render.gl;

import dev.loam.blockmap.BlockMap;
import dev.loam.render.mesh.BlockMapMeshes;

/**
 * The cell of a block map a ray meets first: the ray walks the map's grid cell by cell
 * (Amanatides and Woo's traversal) and stops at the first column, from the map's base to its top
 * (a stair's to its head), that it enters: through the top (normal up) or a wall (the normal of
 * the side crossed). Void cells are holes.
 */
final class BlockMapPicking {
    private BlockMapPicking() {
    }

    static boolean pick(Drawable drawable, BlockMapMeshes meshes, float ox, float oy, float oz, float dx, float dy,
                        float dz, PickHit hit) {
        BlockMap map = meshes.map();
        double cx = map.cellSize().x(), cz = map.cellSize().z(), step = map.cellSize().step();
        double px = map.position().x(), pz = map.position().z(), base = map.baseMetres();
        int width = map.width(), depth = map.depth();
        // Clip the ray to the map's footprint.
        double t0 = 0, t1 = hit.distance;
        double[] lo = {px, pz}, hi = {px + width * cx, pz + depth * cz}, o = {ox, oz}, d = {dx, dz};
        for (int a = 0; a < 2; a++) {
            if (Math.abs(d[a]) < 1e-12) {
                if (o[a] < lo[a] || o[a] > hi[a]) {
                    return false;
                }
            } else {
                double ta = (lo[a] - o[a]) / d[a], tb = (hi[a] - o[a]) / d[a];
                t0 = Math.max(t0, Math.min(ta, tb));
                t1 = Math.min(t1, Math.max(ta, tb));
            }
        }
        if (!(t0 <= t1)) {
            return false;
        }
        double sx = ox + dx * t0, sz = oz + dz * t0;
        int c = (int) Math.min(width - 1, Math.max(0, Math.floor((sx - px) / cx)));
        int r = (int) Math.min(depth - 1, Math.max(0, Math.floor((sz - pz) / cz)));
        int stepC = dx > 0 ? 1 : -1, stepR = dz > 0 ? 1 : -1;
        double nextX = dx == 0 ? Double.POSITIVE_INFINITY : ((dx > 0 ? c + 1 : c) * cx + px - ox) / dx;
        double nextZ = dz == 0 ? Double.POSITIVE_INFINITY : ((dz > 0 ? r + 1 : r) * cz + pz - oz) / dz;
        double deltaX = dx == 0 ? Double.POSITIVE_INFINITY : cx / Math.abs(dx);
        double deltaZ = dz == 0 ? Double.POSITIVE_INFINITY : cz / Math.abs(dz);
        double enter = t0;
        // Which side the ray came in by: 0 none (it started over this cell), 1 an x side, 2 a z side.
        int side = 0;
        while (c >= 0 && r >= 0 && c < width && r < depth && enter <= t1) {
            double exit = Math.min(Math.min(nextX, nextZ), t1);
            if (map.blockOrNull(c, r) != null) {
                double top = map.topMetres(c, r) + (map.stairFacing(c, r).isPresent() ? step : 0);
                double yIn = oy + dy * enter, yOut = oy + dy * exit;
                if (yIn <= top && yIn >= base && side != 0) {
                    // Into the column's wall.
                    return set(hit, drawable, map, (float) enter, ox, oy, oz, dx, dy, dz, c, r,
                            side == 1 ? -stepC : 0, 0, side == 2 ? -stepR : 0);
                }
                if (yIn > top && yOut <= top && dy < 0) {
                    float t = (float) ((top - oy) / dy);
                    return set(hit, drawable, map, t, ox, oy, oz, dx, dy, dz, c, r, 0, 1, 0);
                }
                if (side == 0 && yIn <= top && yIn >= base) {
                    // Starting inside a column: it is hit where the ray is.
                    return set(hit, drawable, map, (float) enter, ox, oy, oz, dx, dy, dz, c, r, 0, 1, 0);
                }
            }
            if (nextX < nextZ) {
                enter = nextX;
                nextX += deltaX;
                c += stepC;
                side = 1;
            } else {
                enter = nextZ;
                nextZ += deltaZ;
                r += stepR;
                side = 2;
            }
        }
        return false;
    }

    private static boolean set(PickHit hit, Drawable drawable, BlockMap map, float t, float ox, float oy, float oz, float dx,
                            float dy, float dz, int c, int r, float nx, float ny, float nz) {
        if (!(t < hit.distance)) {
            return false;
        }
        hit.set(PickHit.Kind.BLOCK_CELL, t, ox, oy, oz, dx, dy, dz, drawable, map);
        hit.normal.set(nx, ny, nz);
        hit.cellX = c;
        hit.cellZ = r;
        return true;
    }
}
