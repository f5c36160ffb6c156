package dev.loam.assets.internal.kit;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The geometry of every kit model at both levels, over several seeds and variants: facing, areas, normals. */
class KitGeometryTest {
    static List<String> names() {
        return KitCatalogue.names();
    }

    private static final long[] SEEDS = {0, 1, 77, -5};
    private static final int VARIANTS = 6;

    private static double[] p(FloatBuffer b, int i) {
        return new double[] {b.get(3 * i), b.get(3 * i + 1), b.get(3 * i + 2)};
    }

    @ParameterizedTest
    @MethodSource("names")
    void everyFaceOfAClosedPartLooksAwayFromItsCentre(String name) {
        List<String> bad = new ArrayList<>();
        for (long seed : SEEDS) {
            for (int v = 0; v < VARIANTS; v++) {
                for (boolean lod : new boolean[] {false, true}) {
                    KitBuild b = KitCatalogue.level(name, seed, v, lod);
                    for (KitMesh m : b.meshes()) {
                        ModelMesh mesh = m.build();
                        FloatBuffer pos = mesh.positions();
                        IntBuffer ix = mesh.indices();
                        for (KitMesh.Part part : m.parts()) {
                            for (int t = part.first(); t < part.end(); t++) {
                                double[] a = p(pos, ix.get(3 * t)), c1 = p(pos, ix.get(3 * t + 1)), c2 = p(pos, ix.get(3 * t + 2));
                                double[] n = V.cross(V.sub(c1, a), V.sub(c2, a));
                                double[] centroid = V.scale(V.add(V.add(a, c1), c2), 1.0 / 3);
                                double[] out = V.sub(centroid, part.centre());
                                if (V.dot(n, out) <= 0) {
                                    bad.add("seed " + seed + " variant " + v + (lod ? " lod" : "") + " mesh " + m.name + " triangle " + t
                                            + " at " + fmt(centroid) + " part centre " + fmt(part.centre()));
                                }
                            }
                        }
                    }
                }
            }
        }
        if (!bad.isEmpty()) {
            fail(bad.size() + " faces look inwards, first: " + String.join("\n", bad.subList(0, Math.min(8, bad.size()))));
        }
    }

    @ParameterizedTest
    @MethodSource("names")
    void everyFaceHasAreaAndItsVertexNormalsAgreeWithItsWinding(String name) {
        for (long seed : SEEDS) {
            for (int v = 0; v < VARIANTS; v++) {
                Model full = KitCatalogue.model(name, seed, v);
                for (Model m : List.of(full, full.lods().get(0).model())) {
                    for (ModelMesh mesh : m.meshes()) {
                        FloatBuffer pos = mesh.positions(), nor = mesh.normals();
                        IntBuffer ix = mesh.indices();
                        for (int t = 0; t < ix.limit(); t += 3) {
                            int i0 = ix.get(t), i1 = ix.get(t + 1), i2 = ix.get(t + 2);
                            double[] a = p(pos, i0), b = p(pos, i1), c = p(pos, i2);
                            double[] n = V.cross(V.sub(b, a), V.sub(c, a));
                            double area = V.length(n) / 2;
                            String at = name + " seed " + seed + " variant " + v + " " + mesh.name() + " triangle " + t / 3;
                            assertTrue(area > 1e-7, () -> at + " has no area: " + area);
                            for (int i : new int[] {i0, i1, i2}) {
                                double d = V.dot(V.norm(n), p(nor, i));
                                assertTrue(d > 0.05, () -> at + ": a vertex normal turns from the face by more than 87 degrees (" + d + ")");
                            }
                        }
                    }
                }
            }
        }
    }

    private static String fmt(double[] v) {
        return String.format("(%.2f, %.2f, %.2f)", v[0], v[1], v[2]);
    }
}
