package dev.loam.render.mesh;

import dev.loam.blockmap.TextureVariation;
import dev.loam.core.StableHash;

/**
 * Writes axis-aligned rectangles into mesh buffers: laid in world space at their texture's repeats
 * a metre, cut where a texture's repeat picks another variant, lit by four corner colours (bilinear
 * where a cut falls inside), and split into two triangles along the diagonal whose ends differ
 * least in light, so a dark corner shades symmetrically (the anisotropy fix of voxel ambient
 * occlusion). Holds scratch only; not thread-safe.
 */
final class BlockQuadWriter {
    /** The axes of a rectangle's plane. */
    enum Plane {
        /** A top: a along +x, b along +z, facing up. */
        TOP(1, 0, 0, 0, 0, 1, 0, 1, 0),
        /** A wall facing +x (east): a along −z, b up. */
        EAST(0, 0, -1, 0, 1, 0, 1, 0, 0),
        /** A wall facing −x (west): a along +z, b up. */
        WEST(0, 0, 1, 0, 1, 0, -1, 0, 0),
        /** A wall facing +z (south): a along +x, b up. */
        SOUTH(1, 0, 0, 0, 1, 0, 0, 0, 1),
        /** A wall facing −z (north): a along −x, b up. */
        NORTH(-1, 0, 0, 0, 1, 0, 0, 0, -1);

        final int ax, ay, az, bx, by, bz, nx, ny, nz;
        /** The normal, packed as a mesh holds it. */
        final int packedNormal;
        /** Whether (a, b) turn counter-clockwise seen from the normal's side. */
        final boolean ccw;

        Plane(int ax, int ay, int az, int bx, int by, int bz, int nx, int ny, int nz) {
            this.ax = ax;
            this.ay = ay;
            this.az = az;
            this.bx = bx;
            this.by = by;
            this.bz = bz;
            this.nx = nx;
            this.ny = ny;
            this.nz = nz;
            this.packedNormal = BlockMesh.packNormal(nx, ny, nz);
            int cx = ay * bz - az * by, cy = az * bx - ax * bz, cz = ax * by - ay * bx;
            this.ccw = cx * nx + cy * ny + cz * nz > 0;
        }

        /** The wall plane facing a way: column step dc, row step dr. */
        static Plane facing(int dc, int dr) {
            return dc > 0 ? EAST : dc < 0 ? WEST : dr > 0 ? SOUTH : NORTH;
        }
    }

    private final BlockMaterials materials;
    private final float[] c = new float[12];
    private final float[] piece = new float[12];
    /** Per lattice vertex: r + g + b, to choose each square's diagonal. */
    private float[] light;
    /** A lattice's vertex x and z, worked out once for its rows and columns. */
    private double[] xs, zs;
    /** The squares along a side of the lattice the tables below are for; −1 before the first. */
    private int tableSquares = -1;
    /** Per lattice vertex, row by row: its column a and row b. */
    private int[] vertexA, vertexB;
    /** Per lattice square, row by row: its north-west vertex. */
    private int[] squareVertex;

    BlockQuadWriter(BlockMaterials materials) {
        this.materials = materials;
    }

    /** The four corner colours r, g, b at (a0, b0), (a1, b0), (a0, b1), (a1, b1); write before {@link #rect}. */
    float[] corners() {
        return c;
    }

    /**
     * Writes a rectangle of the plane: a from a0 to a1 and b from b0 to b1 (world metres along the
     * plane's axes, a0 &lt; a1, b0 &lt; b1), at {@code offset} metres along the normal, lit by
     * {@link #corners()}.
     *
     * @param vTop for a wall, the v of b = 0 is {@code vTop·repeats a metre} (a lip band's starts at
     *             its face's top, a side's at 0): v runs down as b rises. Ignored for a top
     */
    void rect(BlockMeshBuffer buf, int material, Plane p, double a0, double a1, double b0, double b1, double offset,
              double vTop, float alpha) {
        double ru = materials.repeatsPerMetreU[material], rv = materials.repeatsPerMetreV[material];
        TextureVariation var = materials.variation[material];
        boolean top = p == Plane.TOP;
        if (var == TextureVariation.NONE) {
            piece(buf, p, a0, a1, b0, b1, offset, a0, a1, b0, b1, ru, rv, vTop, top, alpha, 0, 0, 0, false);
            return;
        }
        boolean turns = top && var == TextureVariation.ROTATE_AND_MIRROR;
        long seed = materials.variationSeed[material];
        int i0 = (int) Math.floor(a0 * ru), i1 = (int) Math.ceil(a1 * ru) - 1;
        int j0 = 0, j1 = 0;
        if (turns) {
            j0 = (int) Math.floor(b0 * rv);
            j1 = (int) Math.ceil(b1 * rv) - 1;
        }
        for (int j = j0; j <= j1; j++) {
            double pb0 = turns ? Math.max(b0, j / rv) : b0, pb1 = turns ? Math.min(b1, (j + 1) / rv) : b1;
            if (!(pb1 > pb0)) {
                continue;
            }
            for (int i = i0; i <= i1; i++) {
                double pa0 = Math.max(a0, i / ru), pa1 = Math.min(a1, (i + 1) / ru);
                if (!(pa1 > pa0)) {
                    continue;
                }
                long h = StableHash.hash(seed, i, turns ? j : 0);
                int turn = turns ? (int) (h & 3) : 0;
                boolean mirror = ((h >>> 2) & 1) != 0;
                piece(buf, p, pa0, pa1, pb0, pb1, offset, a0, a1, b0, b1, ru, rv, vTop, top, alpha, i, j, turn, mirror);
            }
        }
    }

    /**
     * Writes a top's lattice of n × n squares over [x0, x1] × [z0, z1] at y, lit by
     * {@code colours} (r, g, b of each of its (n+1)² vertices, row by row from the north-west),
     * sharing its vertices where no texture repeat cuts it and square by square where one does.
     */
    void lattice(BlockMeshBuffer buf, int material, double x0, double x1, double z0, double z1, double y, int n,
                 float[] colours) {
        double ru = materials.repeatsPerMetreU[material], rv = materials.repeatsPerMetreV[material];
        TextureVariation var = materials.variation[material];
        int i0 = (int) Math.floor(x0 * ru), j0 = (int) Math.floor(z0 * rv);
        boolean whole = var == TextureVariation.NONE || (i0 == (int) Math.ceil(x1 * ru) - 1
                && (var != TextureVariation.ROTATE_AND_MIRROR || j0 == (int) Math.ceil(z1 * rv) - 1));
        int l = n + 1;
        if (!whole) {
            for (int b = 0; b < n; b++) {
                for (int a = 0; a < n; a++) {
                    for (int k = 0; k < 4; k++) {
                        int at = 3 * ((b + (k >> 1)) * l + a + (k & 1));
                        c[3 * k] = colours[at];
                        c[3 * k + 1] = colours[at + 1];
                        c[3 * k + 2] = colours[at + 2];
                    }
                    rect(buf, material, Plane.TOP, x0 + (x1 - x0) * a / n, x0 + (x1 - x0) * (a + 1) / n,
                            z0 + (z1 - z0) * b / n, z0 + (z1 - z0) * (b + 1) / n, y, 0, 1f);
                }
            }
            return;
        }
        int turn = 0;
        boolean mirror = false;
        boolean turns = var == TextureVariation.ROTATE_AND_MIRROR;
        if (var != TextureVariation.NONE) {
            long h = StableHash.hash(materials.variationSeed[material], i0, turns ? j0 : 0);
            turn = turns ? (int) (h & 3) : 0;
            mirror = ((h >>> 2) & 1) != 0;
        }
        buf.ensure(l * l, 6 * n * n);
        latticeTables(n);
        int first = buf.vertices;
        for (int a = 0; a <= n; a++) {
            xs[a] = x0 + (x1 - x0) * a / n;
            zs[a] = z0 + (z1 - z0) * a / n;
        }
        // The vertices as corner() writes a top's, with its arithmetic kept step for step (the plane's
        // axes as 1 and 0 factors, so even a zero's sign comes out the same), straight into the arrays.
        // One flat loop over the vertices, every array index a multiple of the loop's counter plus a
        // fixed start, so the compiler can check the bounds once for the loop instead of at each store.
        int rj = turns ? j0 : 0;
        boolean varied = turn != 0 || mirror;
        float[] pos = buf.positions, tex = buf.uvs;
        int[] nor = buf.normals;
        byte[] col = buf.colours;
        int[] va = vertexA, vb = vertexB;
        int count = l * l, p3 = 3 * first, p4 = 4 * first, p2 = 2 * first;
        float uLo = Float.POSITIVE_INFINITY, uHi = Float.NEGATIVE_INFINITY, vLo = uLo, vHi = uHi;
        for (int k = 0; k < count; k++) {
            double xa = xs[va[k]], zb = zs[vb[k]];
            double px = 1.0 * xa + 0.0 * zb + 0.0 * y;
            double py = 0.0 * xa + 0.0 * zb + 1.0 * y;
            double pz = 0.0 * xa + 1.0 * zb + 0.0 * y;
            double u = xa * ru, v = zb * rv;
            if (varied) {
                double lu = u - i0, lv = v - rj;
                for (int t = 0; t < turn; t++) {
                    double w = lu;
                    lu = 1 - lv;
                    lv = w;
                }
                if (mirror) {
                    lu = 1 - lu;
                }
                u = i0 + lu;
                v = rj + lv;
            }
            pos[p3 + 3 * k] = (float) px;
            pos[p3 + 3 * k + 1] = (float) py;
            pos[p3 + 3 * k + 2] = (float) pz;
            nor[first + k] = UP;
            float r = colours[3 * k], g = colours[3 * k + 1], bl = colours[3 * k + 2];
            col[p4 + 4 * k] = BlockMesh.unitByte(r);
            col[p4 + 4 * k + 1] = BlockMesh.unitByte(g);
            col[p4 + 4 * k + 2] = BlockMesh.unitByte(bl);
            col[p4 + 4 * k + 3] = (byte) 255;
            float fu = (float) u, fv = (float) v;
            tex[p2 + 2 * k] = fu;
            tex[p2 + 2 * k + 1] = fv;
            uLo = fu < uLo ? fu : uLo;
            uHi = fu > uHi ? fu : uHi;
            vLo = fv < vLo ? fv : vLo;
            vHi = fv > vHi ? fv : vHi;
            light[k] = r + g + bl;
        }
        buf.vertices = first + count;
        // x rises with a and z with b, so the first vertex and the last are the lattice's corners.
        int last = p3 + 3 * (count - 1);
        buf.widen(pos[p3], pos[p3 + 1], pos[p3 + 2], uLo, vLo);
        buf.widen(pos[last], pos[last + 1], pos[last + 2], uHi, vHi);
        // The two triangles of square k over its vertices k, k + 1, k + l, k + l + 1, split along the
        // diagonal whose ends differ least in light, as triangulate chooses: along the main one
        // (k, k + 1, k + l + 1) and (k, k + l + 1, k + l), else (k, k + 1, k + l) and (k + 1, k + l + 1,
        // k + l), each wound as tri winds a top's. The two splits differ by 1 in one index of
        // each triangle, so either is written from `other` (0 or 1) without a branch.
        int[] ix = buf.indices;
        int m = buf.indexCount;
        int[] sv = squareVertex;
        float[] lit = light;
        int squares = n * n;
        for (int s = 0; s < squares; s++) {
            int k = sv[s];
            int other = Math.abs(lit[k] - lit[k + l + 1]) <= Math.abs(lit[k + 1] - lit[k + l]) ? 0 : 1;
            int at = m + 6 * s, v00 = first + k;
            if (TOP_CCW) {
                ix[at] = v00;
                ix[at + 1] = v00 + 1;
                ix[at + 2] = v00 + l + 1 - other;
                ix[at + 3] = v00 + other;
                ix[at + 4] = v00 + l + 1;
                ix[at + 5] = v00 + l;
            } else {
                ix[at] = v00;
                ix[at + 1] = v00 + l + 1 - other;
                ix[at + 2] = v00 + 1;
                ix[at + 3] = v00 + other;
                ix[at + 4] = v00 + l;
                ix[at + 5] = v00 + l + 1;
            }
        }
        buf.indexCount = m + 6 * squares;
    }

    /**
     * Fills the tables of a lattice of n × n squares, when n is not the one they hold: each
     * vertex's column and row, and each square's north-west vertex.
     */
    private void latticeTables(int n) {
        if (n == tableSquares) {
            return;
        }
        int l = n + 1;
        xs = new double[l];
        zs = new double[l];
        light = new float[l * l];
        vertexA = new int[l * l];
        vertexB = new int[l * l];
        for (int b = 0, k = 0; b <= n; b++) {
            for (int a = 0; a <= n; a++, k++) {
                vertexA[k] = a;
                vertexB[k] = b;
            }
        }
        squareVertex = new int[n * n];
        for (int b = 0, s = 0; b < n; b++) {
            for (int a = 0; a < n; a++, s++) {
                squareVertex[s] = b * l + a;
            }
        }
        tableSquares = n;
    }

    /** A top's normal, packed. */
    private static final int UP = BlockMesh.packNormal(0, 1, 0);

    /** Whether a top's triangles are written a, b, c as {@link #tri} writes them for {@link Plane#TOP}, else a, c, b. */
    private static final boolean TOP_CCW = Plane.TOP.ccw;

    private void piece(BlockMeshBuffer buf, Plane p, double pa0, double pa1, double pb0, double pb1, double offset,
                       double a0, double a1, double b0, double b1, double ru, double rv, double vTop, boolean top,
                       float alpha, int ri, int rj, int turn, boolean mirror) {
        boolean whole = pa0 == a0 && pa1 == a1 && pb0 == b0 && pb1 == b1;
        float[] q = c;
        if (!whole) {
            q = piece;
            lerp(pa0, pb0, a0, a1, b0, b1, 0);
            lerp(pa1, pb0, a0, a1, b0, b1, 3);
            lerp(pa0, pb1, a0, a1, b0, b1, 6);
            lerp(pa1, pb1, a0, a1, b0, b1, 9);
        }
        buf.ensure(4, 6);
        int v00 = corner(buf, p, pa0, pb0, offset, q, 0, ru, rv, vTop, top, alpha, ri, rj, turn, mirror);
        int v10 = corner(buf, p, pa1, pb0, offset, q, 3, ru, rv, vTop, top, alpha, ri, rj, turn, mirror);
        int v01 = corner(buf, p, pa0, pb1, offset, q, 6, ru, rv, vTop, top, alpha, ri, rj, turn, mirror);
        int v11 = corner(buf, p, pa1, pb1, offset, q, 9, ru, rv, vTop, top, alpha, ri, rj, turn, mirror);
        triangulate(buf, p.ccw, v00, v10, v01, v11, q);
    }

    /** Splits a quad along the diagonal whose ends differ least in light. */
    static void triangulate(BlockMeshBuffer buf, boolean ccw, int v00, int v10, int v01, int v11, float[] q) {
        float l00 = q[0] + q[1] + q[2], l10 = q[3] + q[4] + q[5], l01 = q[6] + q[7] + q[8], l11 = q[9] + q[10] + q[11];
        boolean main = Math.abs(l00 - l11) <= Math.abs(l10 - l01);
        if (main) {
            tri(buf, ccw, v00, v10, v11);
            tri(buf, ccw, v00, v11, v01);
        } else {
            tri(buf, ccw, v00, v10, v01);
            tri(buf, ccw, v10, v11, v01);
        }
    }

    private static void tri(BlockMeshBuffer buf, boolean ccw, int a, int b, int c) {
        if (ccw) {
            buf.triangle(a, b, c);
        } else {
            buf.triangle(a, c, b);
        }
    }

    private void lerp(double a, double b, double a0, double a1, double b0, double b1, int at) {
        double ta = (a - a0) / (a1 - a0), tb = (b - b0) / (b1 - b0);
        for (int k = 0; k < 3; k++) {
            double x0 = c[k] + (c[3 + k] - c[k]) * ta;
            double x1 = c[6 + k] + (c[9 + k] - c[6 + k]) * ta;
            piece[at + k] = (float) (x0 + (x1 - x0) * tb);
        }
    }

    private static int corner(BlockMeshBuffer buf, Plane p, double a, double b, double offset, float[] q, int at, double ru,
                              double rv, double vTop, boolean top, float alpha, int ri, int rj, int turn,
                              boolean mirror) {
        double x = p.ax * a + p.bx * b + p.nx * offset;
        double y = p.ay * a + p.by * b + p.ny * offset;
        double z = p.az * a + p.bz * b + p.nz * offset;
        double u = a * ru;
        double v = top ? b * rv : (vTop - b) * rv;
        if (turn != 0 || mirror) {
            double lu = u - ri, lv = v - (top ? rj : 0);
            for (int t = 0; t < turn; t++) {
                double k = lu;
                lu = 1 - lv;
                lv = k;
            }
            if (mirror) {
                lu = 1 - lu;
            }
            u = ri + lu;
            v = (top ? rj : 0) + lv;
        }
        return buf.vertex(x, y, z, p.packedNormal, q[at], q[at + 1], q[at + 2], alpha, u, v);
    }
}
