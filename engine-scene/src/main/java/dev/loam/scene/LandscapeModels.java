package dev.loam.scene;

import dev.loam.model.Bounds;
import dev.loam.physics.MeshCollider;
import dev.loam.assets.AssetResolver;
import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockProp;
import dev.loam.blockmap.BlockProps;
import dev.loam.blockmap.LegendEntry;
import dev.loam.model.InstanceSet;
import dev.loam.model.Model;
import dev.loam.model.Rgba;
import dev.loam.render.gl.GpuInstanceCells;
import dev.loam.render.mesh.InstanceLayer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.joml.Vector3d;

/**
 * What stands on a landscape's cells as models: its props and its model blocks (a tree block's
 * tree, turned by its cell's quarter turns), one instance layer a model name, in cells of {@value #CELL_METRES} m. The names are
 * resolved once through the asset resolver, in a defined order (the legend's model blocks and
 * their variants, then the props' models as first met), so the layers come the same on every run.
 */
final class LandscapeModels {
    /** The instance cells' side, in metres: half a block-map chunk of 1 m cells. */
    static final double CELL_METRES = 16;

    private final BlockMap map;
    private final BlockProps props;
    private final AssetResolver resolver;
    private final Map<String, Model> models = new LinkedHashMap<>();
    private GpuInstanceCells cells;

    LandscapeModels(BlockMap map, BlockProps props, AssetResolver resolver, boolean drawn) {
        this.map = map;
        this.props = props;
        this.resolver = resolver;
        resolveNames();
        if (drawn) {
            cells = new GpuInstanceCells(layers(sets()));
        }
    }

    /** Resolves every model name the legend's blocks and the props name that is not resolved yet; returns whether any was new. */
    private boolean resolveNames() {
        boolean fresh = false;
        for (Map.Entry<Character, LegendEntry> e : map.legend().entries().entrySet()) {
            Block b = map.blockSet().block(e.getValue().block()).orElseThrow();
            for (String name : b.models()) {
                fresh |= resolve(name, "blocks." + b.name() + ".model");
            }
        }
        List<BlockProp> list = props.props();
        for (int i = 0; i < list.size(); i++) {
            fresh |= resolve(list.get(i).model(), "props[" + i + "].model");
        }
        return fresh;
    }

    private boolean resolve(String name, String askedBy) {
        if (models.containsKey(name)) {
            return false;
        }
        models.put(name, resolver.model(name, "map \"" + map.name() + "\" " + askedBy));
        return true;
    }

    /** Every model's instances as the map and its props stand now, in the layers' order. */
    List<InstanceSet> sets() {
        Map<String, InstanceSet.Builder> builders = new LinkedHashMap<>();
        for (Map.Entry<String, Model> e : models.entrySet()) {
            builders.put(e.getKey(), InstanceSet.builder(map.name() + "/" + e.getKey(), e.getValue()));
        }
        double cx = map.cellSize().x(), cz = map.cellSize().z();
        double x0 = map.position().x(), z0 = map.position().z();
        String setName = map.blockSet().name();
        for (int r = 0; r < map.depth(); r++) {
            for (int c = 0; c < map.width(); c++) {
                Block b = map.blockOrNull(c, r);
                if (b == null || !b.drawnAsModel()) {
                    continue;
                }
                builders.get(b.modelFor(setName, c, r)).add((float) (x0 + (c + 0.5) * cx), (float) map.topMetres(c, r),
                        (float) (z0 + (r + 0.5) * cz), (float) (map.quarterTurns(c, r) * Math.PI / 2),
                        (float) b.modelScale(), Rgba.WHITE);
            }
        }
        Vector3d foot = new Vector3d();
        for (BlockProp p : props.props()) {
            props.foot(p, foot);
            builders.get(p.model()).add((float) foot.x, (float) foot.y, (float) foot.z,
                    (float) StrictMath.toRadians(p.yawDegrees()), (float) p.scale(), Rgba.WHITE);
        }
        List<InstanceSet> out = new ArrayList<>(builders.size());
        for (InstanceSet.Builder b : builders.values()) {
            out.add(b.build());
        }
        return out;
    }

    private static List<InstanceLayer> layers(List<InstanceSet> sets) {
        List<InstanceLayer> out = new ArrayList<>(sets.size());
        for (InstanceSet s : sets) {
            out.add(InstanceLayer.of(s, CELL_METRES));
        }
        return out;
    }

    /** The drawable, or null when not drawn. */
    GpuInstanceCells cells() {
        return cells;
    }

    /**
     * Puts every model's instances in its layer again and uploads the cells that changed; a prop of
     * a model not met before builds the layers anew.
     *
     * @return the instance cells uploaded
     */
    int refresh() {
        boolean fresh = resolveNames();
        if (cells == null) {
            return 0;
        }
        List<InstanceSet> sets = sets();
        if (fresh) {
            GpuInstanceCells old = cells;
            cells = new GpuInstanceCells(layers(sets));
            old.close();
            return cells.cellCount();
        }
        int uploaded = 0;
        for (int i = 0; i < sets.size(); i++) {
            uploaded += cells.replace(i, sets.get(i));
        }
        return uploaded;
    }

    /**
     * The props' collider: each prop a box, its model's bounds scaled, turned by its yaw and
     * boxed again about +y, standing at its foot; and each model block whose block is not
     * {@code blocked} (a fence, a crate, a lamp) the same at its cell. A blocked model block
     * (a tree) needs none: its cell's column already stands its wall.
     *
     * @return the collider; it has no pieces when nothing stands
     */
    MeshCollider collider() {
        MeshCollider.Builder b = MeshCollider.builder(map.name() + "/props");
        Vector3d foot = new Vector3d();
        for (BlockProp p : props.props()) {
            props.foot(p, foot);
            box(b, models.get(p.model()).bounds(), foot.x, foot.y, foot.z, StrictMath.toRadians(p.yawDegrees()), p.scale());
        }
        double cx = map.cellSize().x(), cz = map.cellSize().z();
        double x0 = map.position().x(), z0 = map.position().z();
        String setName = map.blockSet().name();
        for (int r = 0; r < map.depth(); r++) {
            for (int c = 0; c < map.width(); c++) {
                Block k = map.blockOrNull(c, r);
                if (k == null || !k.drawnAsModel() || k.blocked()) {
                    continue;
                }
                box(b, models.get(k.modelFor(setName, c, r)).bounds(), x0 + (c + 0.5) * cx, map.topMetres(c, r),
                        z0 + (r + 0.5) * cz, map.quarterTurns(c, r) * Math.PI / 2, k.modelScale());
            }
        }
        return b.build();
    }

    /** The box about +y of {@code bounds} scaled, turned by {@code yaw} as the instance transform turns it, and moved. */
    private static void box(MeshCollider.Builder b, Bounds bounds, double x, double y, double z, double yaw, double scale) {
        double cos = StrictMath.cos(yaw), sin = StrictMath.sin(yaw);
        double minX = Double.POSITIVE_INFINITY, maxX = Double.NEGATIVE_INFINITY;
        double minZ = Double.POSITIVE_INFINITY, maxZ = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < 4; k++) {
            double lx = ((k & 1) == 0 ? bounds.minX() : bounds.maxX()) * scale;
            double lz = ((k & 2) == 0 ? bounds.minZ() : bounds.maxZ()) * scale;
            double wx = lx * cos + lz * sin, wz = -lx * sin + lz * cos;
            minX = Math.min(minX, wx);
            maxX = Math.max(maxX, wx);
            minZ = Math.min(minZ, wz);
            maxZ = Math.max(maxZ, wz);
        }
        b.box(x + minX, y + bounds.minY() * scale, z + minZ, x + maxX, y + bounds.maxY() * scale, z + maxZ);
    }

    /** The highest point any model reaches, in world metres; −∞ when none stands. */
    double top() {
        double top = Double.NEGATIVE_INFINITY;
        for (InstanceSet s : sets()) {
            if (s.count() > 0) {
                top = Math.max(top, s.bounds().maxY());
            }
        }
        return top;
    }

    void close() {
        if (cells != null) {
            cells.close();
        }
    }
}
