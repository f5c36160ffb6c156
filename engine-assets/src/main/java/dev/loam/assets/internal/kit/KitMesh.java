package dev.loam.assets.internal.kit;

import dev.loam.core.StableHash;
import dev.loam.model.MeshBuilder;
import dev.loam.model.ModelMesh;
import java.util.ArrayList;
import java.util.List;

/**
 * One mesh of a kit model as it is built: flat-shaded triangles (three vertices of their own,
 * the face's normal) and smooth ones (shared vertices), with the closed parts it holds recorded
 * (their triangles and a point inside) so that tests can check every face of a part looks away
 * from it. Points below the ground (y &lt; 0) of flat faces are lifted onto it, and a face left
 * lying flat on the ground, or with no area, is dropped: a model's base is at y = 0.
 */
final class KitMesh {
    /** Colours a face (flat) or a vertex (smooth) from where it is and where it faces. */
    interface Shade {
        /**
         * @param p   the face's centre or the vertex
         * @param n   its unit normal
         * @param key a hash of the face or the vertex, for variation
         * @param rgb where the linear colour goes
         */
        void at(double[] p, double[] n, long key, float[] rgb);
    }

    /** Triangles {@code first} (included) to {@code end} (excluded) of a closed part round {@code centre}. */
    record Part(int first, int end, double[] centre) {
    }

    /** The least area, in square metres, a face keeps. */
    static final double MIN_AREA = 1e-7;

    final String name;
    final String material;
    private final MeshBuilder b;
    private final List<Part> parts = new ArrayList<>();
    private final float[] rgb = new float[3];
    private int triangles;
    private int partStart = -1;
    private double[] partCentre;
    private long faceKey;
    private boolean held;

    KitMesh(String name, String material, int materialIndex, long key) {
        this.name = name;
        this.material = material;
        this.b = ModelMesh.builder(name, materialIndex);
        this.faceKey = key;
    }

    /** Starts a closed part round {@code centre}; its faces, up to {@link #endPart()}, must look away from it. */
    void beginPart(double[] centre) {
        if (held) {
            return;
        }
        partStart = triangles;
        partCentre = centre.clone();
    }

    /** While held, the parts begun and ended inside are one with the part begun before. */
    void holdPart(boolean on) {
        held = on;
    }

    void endPart() {
        if (held) {
            return;
        }
        if (partStart >= 0 && triangles > partStart) {
            parts.add(new Part(partStart, triangles, partCentre));
        }
        partStart = -1;
    }

    List<Part> parts() {
        return parts;
    }

    int triangleCount() {
        return triangles;
    }

    /** A flat face a-b-c, counter-clockwise seen from its front, coloured by {@code shade}. */
    void tri(double[] a, double[] b, double[] c, Shade shade) {
        double ay = Math.max(a[1], 0), by = Math.max(b[1], 0), cy = Math.max(c[1], 0);
        if (ay == 0 && by == 0 && cy == 0) {
            return;
        }
        double ux = b[0] - a[0], uy = by - ay, uz = b[2] - a[2];
        double vx = c[0] - a[0], vy = cy - ay, vz = c[2] - a[2];
        double nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (!(len > 2 * MIN_AREA)) {
            return;
        }
        double[] n = {nx / len, ny / len, nz / len};
        double[] centre = {(a[0] + b[0] + c[0]) / 3, (ay + by + cy) / 3, (a[2] + b[2] + c[2]) / 3};
        faceKey = StableHash.mix(faceKey, triangles);
        shade.at(centre, n, StableHash.finish(faceKey), rgb);
        float fx = (float) n[0], fy = (float) n[1], fz = (float) n[2];
        float r = rgb[0], g = rgb[1], bl = rgb[2];
        int i = this.b.vertex((float) a[0], (float) ay, (float) a[2], fx, fy, fz, r, g, bl, 1);
        int j = this.b.vertex((float) b[0], (float) by, (float) b[2], fx, fy, fz, r, g, bl, 1);
        int k = this.b.vertex((float) c[0], (float) cy, (float) c[2], fx, fy, fz, r, g, bl, 1);
        this.b.triangle(i, j, k);
        triangles++;
    }

    /** A flat quad a-b-c-d (two faces), counter-clockwise seen from its front. */
    void quad(double[] a, double[] b, double[] c, double[] d, Shade shade) {
        tri(a, b, c, shade);
        tri(a, c, d, shade);
    }

    /** A shared vertex for smooth faces (lifted onto the ground if below it), coloured by {@code shade}; returns its index. */
    int vertex(double[] p0, double[] n, Shade shade) {
        double[] p = p0[1] < 0 ? new double[] {p0[0], 0, p0[2]} : p0;
        double[] nn = V.norm(n);
        faceKey = StableHash.mix(faceKey, b.vertexCount() + 0x10000);
        shade.at(p, nn, StableHash.finish(faceKey), rgb);
        return b.vertex((float) p[0], (float) p[1], (float) p[2], (float) nn[0], (float) nn[1], (float) nn[2], rgb[0],
                rgb[1], rgb[2], 1);
    }

    /** A smooth face of three vertices from {@link #vertex}, counter-clockwise seen from its front. */
    void triangle(int i, int j, int k) {
        b.triangle(i, j, k);
        triangles++;
    }

    ModelMesh build() {
        return b.build();
    }
}
