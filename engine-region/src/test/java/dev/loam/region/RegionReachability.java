package dev.loam.region;

import java.util.ArrayDeque;

/**
 * A person's walk over a region's surface, for the tests: from a vertex to any of its eight
 * neighbours (4 m apart, or 5.7 m across) wherever the ground between them rises no more than a
 * person climbs on foot (45 degrees) and neither end lies under lava. Water is swum, so it is no
 * barrier.
 */
final class RegionReachability {
    /** The steepest slope a person walks, as rise over run (45 degrees). */
    static final double WALKABLE_SLOPE = 1.0;

    private RegionReachability() {
    }

    /** Which vertices a person reaches on foot from the spawn points. */
    static boolean[] reachedFromSpawns(Region r) {
        RegionSurface s = r.surface();
        int nx = s.vertsX();
        int nz = s.vertsZ();
        boolean[] lava = new boolean[nx * nz];
        for (Sheet sh : r.sheets()) {
            for (int vj = 0; vj < nz; vj++) {
                for (int vi = 0; vi < nx; vi++) {
                    if (sh.kind() == Sheet.Kind.LAVA && sh.covers(vi * 4.0, vj * 4.0)
                            && s.vertexHeight(vi, vj) < sh.heightMetres()) {
                        lava[vj * nx + vi] = true;
                    }
                }
            }
        }
        boolean[] seen = new boolean[nx * nz];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (Place p : r.places()) {
            if (p.name().startsWith("spawn_")) {
                int v = (int) Math.round(p.z() / 4.0) * nx + (int) Math.round(p.x() / 4.0);
                seen[v] = true;
                queue.add(v);
            }
        }
        while (!queue.isEmpty()) {
            int v = queue.poll();
            int vi = v % nx;
            int vj = v / nx;
            for (int dj = -1; dj <= 1; dj++) {
                for (int di = -1; di <= 1; di++) {
                    int ni = vi + di;
                    int nj = vj + dj;
                    if ((di == 0 && dj == 0) || ni < 0 || nj < 0 || ni >= nx || nj >= nz) {
                        continue;
                    }
                    int m = nj * nx + ni;
                    double run = 4.0 * Math.sqrt(di * di + dj * dj);
                    double rise = Math.abs(s.vertexHeight(ni, nj) - s.vertexHeight(vi, vj));
                    if (!seen[m] && !lava[m] && rise <= WALKABLE_SLOPE * run) {
                        seen[m] = true;
                        queue.add(m);
                    }
                }
            }
        }
        return seen;
    }

    /** The tiles whose middle no walk reaches, other than tiles under lava; empty when all are reached. */
    static String unreachedTiles(Region r) {
        boolean[] seen = reachedFromSpawns(r);
        int nx = r.surface().vertsX();
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < r.spec().tilesZ(); j++) {
            for (int i = 0; i < r.spec().tilesX(); i++) {
                boolean underLava = false;
                for (Sheet sh : r.sheets()) {
                    underLava |= sh.kind() == Sheet.Kind.LAVA && sh.spans(i, j);
                }
                if (!underLava && !seen[(j * 16 + 8) * nx + i * 16 + 8]) {
                    sb.append('[').append(i).append(", ").append(j).append("] ");
                }
            }
        }
        return sb.toString().strip();
    }
}
