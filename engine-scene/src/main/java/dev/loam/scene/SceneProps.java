package dev.loam.scene;

import dev.loam.assets.AssetResolver;
import dev.loam.assets.ScatterInstances;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.physics.ConvexHull;
import dev.loam.physics.PropCollider;
import dev.loam.physics.PropShape;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterCollision;
import dev.loam.terrain.ScatterKind;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The collision shapes of the models a scene's props name, made once a model and kept: a model's
 * convex hull (of its meshes' positions, quickhull, at most {@link PropShape#MAX_HULL_CORNERS}
 * corners), its triangles, or an upright cylinder of
 * its footprint, resolved through the scene's {@link AssetResolver}; and the scatter sets a scene
 * holds stood in a {@link PropCollider} as their {@code collision} says ({@code none}, and every
 * foliage set, stands nothing; {@code convex} each item's model's hull; {@code trimesh} its
 * triangles), at each instance's own transform, stood again when the set changes.
 */
final class SceneProps {
    private final AssetResolver resolver;
    private final Map<String, PropShape> shapes = new HashMap<>();

    SceneProps(AssetResolver resolver) {
        this.resolver = resolver;
    }

    /**
     * The shape of a model by a collision mode ({@code CONVEX} or {@code TRIMESH}).
     *
     * @throws dev.loam.assets.AssetException naming {@code askedBy} when the name does not resolve
     * @throws IllegalArgumentException naming the model when it holds no solid (all on one plane) or
     *                                  no triangle facing up for a trimesh
     */
    PropShape shape(String source, ScatterCollision mode, String askedBy) {
        String key = mode + ":" + AssetResolver.canonical(source);
        PropShape s = shapes.get(key);
        if (s == null) {
            Model m = resolver.model(source, askedBy);
            s = mode == ScatterCollision.TRIMESH ? triangles(m, askedBy) : hull(m, askedBy);
            shapes.put(key, s);
        }
        return s;
    }

    /** The convex hull of the model's meshes' positions, at most {@link PropShape#MAX_HULL_CORNERS} corners. */
    static PropShape hull(Model m, String askedBy) {
        int n = 0;
        for (ModelMesh mesh : m.meshes()) {
            n += mesh.vertexCount();
        }
        float[] p = new float[3 * n];
        int at = 0;
        for (ModelMesh mesh : m.meshes()) {
            FloatBuffer b = mesh.positions();
            for (int i = 0; i < 3 * mesh.vertexCount(); i++) {
                p[at + i] = b.get(i);
            }
            at += 3 * mesh.vertexCount();
        }
        return PropShape.convex(m.name(), ConvexHull.of(p, askedBy + " (model \"" + m.name() + "\")",
                PropShape.MAX_HULL_CORNERS));
    }

    /** The model's triangles, every mesh's in one. */
    static PropShape triangles(Model m, String askedBy) {
        int verts = 0, idx = 0;
        for (ModelMesh mesh : m.meshes()) {
            verts += mesh.vertexCount();
            idx += mesh.indexCount();
        }
        float[] p = new float[3 * verts];
        int[] ix = new int[idx];
        int v = 0, k = 0;
        for (ModelMesh mesh : m.meshes()) {
            FloatBuffer b = mesh.positions();
            for (int i = 0; i < 3 * mesh.vertexCount(); i++) {
                p[3 * v + i] = b.get(i);
            }
            IntBuffer ib = mesh.indices();
            for (int i = 0; i < mesh.indexCount(); i++) {
                ix[k++] = v + ib.get(i);
            }
            v += mesh.vertexCount();
        }
        return PropShape.triangles(askedBy + " (model \"" + m.name() + "\")", p, ix);
    }

    /** Whether a set's instances collide: a props set whose {@code collision} is not {@code none}. */
    static boolean collides(Scatter set) {
        return set.kind() != ScatterKind.FOLIAGE && set.collision() != ScatterCollision.NONE;
    }

    /**
     * A scatter set stood in a prop collider, following the set: {@link #update()} stands it again
     * when its version moves.
     */
    final class Stood {
        private final Scatter set;
        private final PropCollider collider;
        private final String askedBy;
        private int[] handles = new int[0];
        private long version = Long.MIN_VALUE;

        Stood(Scatter set, PropCollider collider, String askedBy) {
            this.set = set;
            this.collider = collider;
            this.askedBy = askedBy;
            update();
        }

        /** Stands the set's instances again if it changed; returns how many props it stood (0 if unchanged). */
        int update() {
            if (set.version() == version) {
                return 0;
            }
            version = set.version();
            for (int h : handles) {
                collider.remove(h);
            }
            if (!collides(set)) {
                handles = new int[0];
                return 0;
            }
            List<dev.loam.terrain.ScatterItem> items = set.items();
            PropShape[] byItem = new PropShape[items.size()];
            for (int i = 0; i < items.size(); i++) {
                byItem[i] = shape(items.get(i).source(), set.collision(), askedBy + ".items[" + i + "].source");
            }
            int[] out = new int[set.size()];
            double[] inst = new double[8];
            for (int k = 0; k < set.size(); k++) {
                set.instance(k, inst);
                float[] m = ScatterInstances.matrix(inst[1], inst[2], inst[3], inst[4], inst[5], inst[6], inst[7]);
                out[k] = collider.add(byItem[(int) inst[0]], m, 0);
            }
            handles = out;
            return out.length;
        }

        /** The handles of the props it stands now, in the set's instance order. */
        int[] handles() {
            return Arrays.copyOf(handles, handles.length);
        }
    }
}
