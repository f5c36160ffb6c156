package dev.loam.render.gl;

import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import org.joml.Matrix4f;
import org.joml.Vector3f;

/**
 * Picking of model instances: a ray against an instance's bounding sphere, then against its
 * model's triangles (the ray taken into the model's space by the inverse of the instance's
 * matrix, so distances stay world metres along the world ray), both faces. Keeps the nearest
 * triangle's normal for {@link #record}. The drawer's own scratch object; not thread-safe.
 */
final class InstancePick {
    private final Matrix4f matrix = new Matrix4f(), inverse = new Matrix4f();
    private final org.joml.Matrix3f normalMatrix = new org.joml.Matrix3f();
    private final Vector3f o = new Vector3f(), d = new Vector3f(), n = new Vector3f();
    /** The distance of the last hit {@link #triangles} found. */
    private float found;

    /**
     * Whether a ray meets the sphere {@code spheres[4i .. 4i + 3]} (x, y, z, radius; a negative
     * radius never) nearer than {@code within} metres.
     */
    static boolean sphere(float[] spheres, int i, float ox, float oy, float oz, float dx, float dy, float dz,
                          float within) {
        float r = spheres[4 * i + 3];
        if (r < 0) {
            return false;
        }
        float cx = spheres[4 * i] - ox, cy = spheres[4 * i + 1] - oy, cz = spheres[4 * i + 2] - oz;
        float along = cx * dx + cy * dy + cz * dz;
        float off2 = cx * cx + cy * cy + cz * cz - along * along;
        if (off2 > r * r) {
            return false;
        }
        float half = (float) Math.sqrt(r * r - off2);
        return along + half >= 0 && along - half < within;
    }

    /** Whether a ray meets the box (min x, y, z, max x, y, z) nearer than {@code within} metres. */
    static boolean box(float[] b, int at, float ox, float oy, float oz, float dx, float dy, float dz, float within) {
        float near = 0, far = within;
        for (int a = 0; a < 3; a++) {
            float o = a == 0 ? ox : a == 1 ? oy : oz, v = a == 0 ? dx : a == 1 ? dy : dz;
            float lo = b[at + a], hi = b[at + 3 + a];
            if (Math.abs(v) < 1e-12f) {
                if (o < lo || o > hi) {
                    return false;
                }
                continue;
            }
            float t0 = (lo - o) / v, t1 = (hi - o) / v;
            near = Math.max(near, Math.min(t0, t1));
            far = Math.min(far, Math.max(t0, t1));
            if (near > far) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a ray meets a triangle of {@code model} (its level 0) placed by the column-major
     * matrix at {@code matrices[at .. at + 15]} nearer than {@code hit.distance()}; when it does,
     * {@link #record} writes the hit.
     */
    boolean triangles(Model model, float[] matrices, int at, float ox, float oy, float oz, float dx, float dy, float dz,
                      PickHit hit) {
        matrix.set(matrices, at);
        matrix.invertAffine(inverse);
        inverse.transformPosition(o.set(ox, oy, oz));
        inverse.transformDirection(d.set(dx, dy, dz));
        float best = hit.distance;
        boolean any = false;
        for (ModelMesh mesh : model.meshes()) {
            FloatBuffer p = mesh.positions();
            IntBuffer ix = mesh.indices();
            for (int t = 0; t + 2 < ix.limit(); t += 3) {
                int a = 3 * ix.get(t), b = 3 * ix.get(t + 1), c = 3 * ix.get(t + 2);
                float ax = p.get(a), ay = p.get(a + 1), az = p.get(a + 2);
                float e1x = p.get(b) - ax, e1y = p.get(b + 1) - ay, e1z = p.get(b + 2) - az;
                float e2x = p.get(c) - ax, e2y = p.get(c + 1) - ay, e2z = p.get(c + 2) - az;
                // Möller–Trumbore.
                float px = d.y * e2z - d.z * e2y, py = d.z * e2x - d.x * e2z, pz = d.x * e2y - d.y * e2x;
                float det = e1x * px + e1y * py + e1z * pz;
                if (Math.abs(det) < 1e-12f) {
                    continue;
                }
                float inv = 1 / det;
                float sx = o.x - ax, sy = o.y - ay, sz = o.z - az;
                float u = (sx * px + sy * py + sz * pz) * inv;
                if (u < 0 || u > 1) {
                    continue;
                }
                float qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
                float v = (d.x * qx + d.y * qy + d.z * qz) * inv;
                if (v < 0 || u + v > 1) {
                    continue;
                }
                float dist = (e2x * qx + e2y * qy + e2z * qz) * inv;
                if (dist >= 0 && dist < best) {
                    best = dist;
                    any = true;
                    n.set(e1y * e2z - e1z * e2y, e1z * e2x - e1x * e2z, e1x * e2y - e1y * e2x);
                }
            }
        }
        if (any) {
            found = best;
            // The normal to world space (inverse transpose), turned to face the ray.
            inverse.transpose3x3(normalMatrix).transform(n).normalize();
            if (n.x * dx + n.y * dy + n.z * dz > 0) {
                n.negate();
            }
        }
        return any;
    }

    /** Writes the hit {@link #triangles} last found. */
    void record(PickHit hit, PickHit.Kind kind, float ox, float oy, float oz, float dx, float dy, float dz,
                Drawable drawable, Object source, int instance) {
        hit.set(kind, found, ox, oy, oz, dx, dy, dz, drawable, source);
        hit.normal.set(n);
        hit.instance = instance;
    }
}
