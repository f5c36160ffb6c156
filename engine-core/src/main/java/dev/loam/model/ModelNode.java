package dev.loam.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One node of a {@link ModelScene}: a local transform, what it draws (a model, or a set of
 * instances of one, or nothing) and its children, whose transforms are relative to it.
 * Immutable; a tree of these cannot hold a cycle.
 */
public final class ModelNode {
    /** The deepest a node tree may go, 64 levels. */
    public static final int MAX_DEPTH = 64;

    private final String name;
    private final float[] matrix;
    private final Optional<Model> model;
    private final Optional<InstanceSet> instances;
    private final List<ModelNode> children;
    private final int depth;

    /**
     * @param name      for messages and export
     * @param matrix    the local column-major affine transform
     * @param model     the model drawn at this node
     * @param instances instances drawn relative to this node
     * @param children  nodes under this one
     * @throws ModelException naming {@code matrix} when it is not affine, or {@code children} when
     *                        the tree would go deeper than {@value #MAX_DEPTH}
     */
    public ModelNode(String name, float[] matrix, Optional<Model> model, Optional<InstanceSet> instances, List<ModelNode> children) {
        this.name = Objects.requireNonNull(name, "name");
        Transforms.check(matrix);
        this.matrix = matrix.clone();
        this.model = Objects.requireNonNull(model, "model");
        this.instances = Objects.requireNonNull(instances, "instances");
        this.children = List.copyOf(children);
        int d = 0;
        for (ModelNode c : this.children) {
            d = Math.max(d, c.depth);
        }
        if (d + 1 > MAX_DEPTH) {
            throw new ModelException("children", "a node tree may be at most " + MAX_DEPTH + " levels deep");
        }
        this.depth = d + 1;
    }

    /** A node drawing a model at a transform. */
    public static ModelNode of(String name, float[] matrix, Model model) {
        return new ModelNode(name, matrix, Optional.of(model), Optional.empty(), List.of());
    }

    /** A node drawing a set of instances, in place. */
    public static ModelNode of(InstanceSet instances) {
        return new ModelNode(instances.name(), Transforms.identity(), Optional.empty(), Optional.of(instances), List.of());
    }

    /** A node grouping others. */
    public static ModelNode group(String name, float[] matrix, List<ModelNode> children) {
        return new ModelNode(name, matrix, Optional.empty(), Optional.empty(), children);
    }

    public String name() {
        return name;
    }

    /** The local transform, a copy. */
    public float[] matrix() {
        return matrix.clone();
    }

    public Optional<Model> model() {
        return model;
    }

    public Optional<InstanceSet> instances() {
        return instances;
    }

    public List<ModelNode> children() {
        return children;
    }

    /** How many levels this node's tree has: 1 for a leaf. */
    public int depth() {
        return depth;
    }
}
