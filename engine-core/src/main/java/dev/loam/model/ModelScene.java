package dev.loam.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Models placed in a tree of nodes, as a glTF scene holds them: what an export writes and what a
 * reader gives when a file's node tree or its instancing matters. {@link #flatten()} makes one
 * model of it; {@link #instanceSets()} gives its instance sets in world space.
 */
public final class ModelScene {
    private final String name;
    private final List<ModelNode> roots;

    public ModelScene(String name, List<ModelNode> roots) {
        this.name = Objects.requireNonNull(name, "name");
        this.roots = List.copyOf(roots);
    }

    public String name() {
        return name;
    }

    public List<ModelNode> roots() {
        return roots;
    }

    /**
     * Every model in the scene moved to world space and merged, with every instance set expanded
     * into its instances (see {@link Model#merged}); levels of detail are dropped.
     */
    public Model flatten() {
        List<Model> parts = new ArrayList<>();
        List<float[]> at = new ArrayList<>();
        walk(roots, Transforms.identity(), parts, at, null);
        return Model.merged(name, parts, at);
    }

    /** Every instance set in the scene, its matrices in world space (its node's transform applied first). */
    public List<InstanceSet> instanceSets() {
        List<InstanceSet> out = new ArrayList<>();
        walk(roots, Transforms.identity(), null, null, out);
        return out;
    }

    /** Every model the scene draws outside instance sets, each with its world matrix; see {@link #flatten()}. */
    public List<Placed> placedModels() {
        List<Model> parts = new ArrayList<>();
        List<float[]> at = new ArrayList<>();
        walk(roots, Transforms.identity(), parts, at, new ArrayList<>(), false);
        List<Placed> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            out.add(new Placed(parts.get(i), at.get(i)));
        }
        return out;
    }

    /** A model with its world matrix. */
    public record Placed(Model model, float[] matrix) {
    }

    private static void walk(List<ModelNode> nodes, float[] parent, List<Model> parts, List<float[]> at, List<InstanceSet> sets) {
        walk(nodes, parent, parts, at, sets, true);
    }

    private static void walk(List<ModelNode> nodes, float[] parent, List<Model> parts, List<float[]> at, List<InstanceSet> sets,
            boolean expandInstances) {
        for (ModelNode n : nodes) {
            float[] world = Transforms.multiply(parent, n.matrix());
            if (parts != null && n.model().isPresent()) {
                parts.add(n.model().get());
                at.add(world);
            }
            if (n.instances().isPresent()) {
                InstanceSet s = n.instances().get().transformed(world);
                if (sets != null) {
                    sets.add(s);
                }
                if (parts != null && expandInstances) {
                    for (int i = 0; i < s.count(); i++) {
                        parts.add(s.model());
                        at.add(s.matrix(i));
                    }
                }
            }
            walk(n.children(), world, parts, at, sets, expandInstances);
        }
    }
}
