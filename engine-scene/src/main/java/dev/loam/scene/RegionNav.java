package dev.loam.scene;

import dev.loam.assets.AssetResolver;
import dev.loam.core.AgentSettings;
import dev.loam.model.Model;
import dev.loam.nav.NavAreas;
import dev.loam.nav.NavObstacle;
import dev.loam.nav.TerrainNavMesh;
import dev.loam.region.LavaFlow;
import dev.loam.region.Region;
import dev.loam.region.RoadMeshes;
import dev.loam.region.Sheet;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Navigation on foot over a {@link RegionScene}: a {@link TerrainNavMesh} of the scene's own
 * terrain (so it follows the game's edits at each {@link TerrainNavMesh#update()}), kept off what
 * a walker must not enter and round what stands in the way:
 * <ul>
 * <li>water: ground under a lake's surface is waded at the agent's wade cost where the water is no
 * deeper than it wades, and off the mesh where it is deeper;</li>
 * <li>lava: ground under a crater's lava, and every point within half a flow's width (plus its
 * ash banks) of a volcano's flow, is off the mesh;</li>
 * <li>props: each tree, rock, lighthouse and telescope is an obstacle, a circle of its model's
 * {@linkplain Model#footprintRadius() footprint} times its scale;</li>
 * <li>roads: the bridges' decks, railings and the tunnels' portals are ceilings (a walker keeps off
 * ground a deck hangs over lower than its height), each pier an obstacle;</li>
 * <li>bridges: the decks' road surfaces ({@link RoadMeshes#DECK_SLABS}) are walkable decks of the
 * mesh ({@link TerrainNavMesh.Builder#deck}), led onto from the road at their ends and not over
 * their railings, so a path crosses a river or a gorge on the bridge.</li>
 * </ul>
 */
public final class RegionNav {
    private RegionNav() {
    }

    /**
     * Bakes the navigation of a scene's terrain for an agent, its props' models resolved by the
     * default resolver.
     */
    public static TerrainNavMesh bake(RegionScene scene, AgentSettings agent) {
        return bake(scene, agent, AssetResolver.defaults());
    }

    /**
     * Bakes the navigation of a scene's terrain for an agent.
     *
     * @param scene    the scene; the mesh follows its {@link RegionScene#terrain()}
     * @param agent    the walker, the settings its character controller is given
     * @param resolver turns the props' sources into models, for their footprints
     * @throws dev.loam.assets.AssetException naming the prop whose source does not resolve
     */
    public static TerrainNavMesh bake(RegionScene scene, AgentSettings agent, AssetResolver resolver) {
        return builder(scene, agent, resolver).build();
    }

    /**
     * What {@link #bake(RegionScene, AgentSettings, AssetResolver)} bakes, not yet built: the
     * scene's terrain, its water and lava as areas, its props and piers as obstacles and its decks
     * as ceilings and as walkable decks, for a caller to add to or to choose {@link TerrainNavMesh.Builder#merged}.
     *
     * @throws dev.loam.assets.AssetException naming the prop whose source does not resolve
     */
    public static TerrainNavMesh.Builder builder(RegionScene scene, AgentSettings agent, AssetResolver resolver) {
        Objects.requireNonNull(scene, "scene");
        Objects.requireNonNull(agent, "agent");
        Region region = scene.region();
        TerrainNavMesh.Builder b = TerrainNavMesh.builder(scene.terrain(), agent).areas(areas(region, agent))
                .obstacles(propObstacles(region, resolver)).obstacles(pierObstacles(scene.roadMeshes()));
        for (RoadMeshes.Slabs s : scene.roadMeshes().slabs()) {
            b.ceiling(s.positions(), s.indices(), s.depthMetres());
            if (s.name().equals(RoadMeshes.DECK_SLABS)) {
                b.deck(s.positions(), s.indices());
            }
        }
        return b;
    }

    /**
     * The region's water and lava as areas: the wade cost under water no deeper than the agent
     * wades, off the mesh under deeper water, under lava and on a lava flow and its banks.
     */
    public static NavAreas areas(Region region, AgentSettings agent) {
        List<Sheet> sheets = List.copyOf(region.sheets());
        List<LavaFlow> flows = List.copyOf(region.flows());
        double wade = agent.maxWadeDepthMetres(), wadeCost = agent.wadeCostFactor();
        double reach = 0.5 * LavaFlow.WIDTH_METRES + LavaFlow.BANK_METRES;
        return (x, y, z) -> {
            double costHere = 1;
            for (Sheet s : sheets) {
                if (!s.covers(x, z) || y >= s.heightMetres()) {
                    continue;
                }
                if (s.kind() == Sheet.Kind.LAVA || s.heightMetres() - y > wade) {
                    return Double.POSITIVE_INFINITY;
                }
                costHere = Math.max(costHere, wadeCost);
            }
            for (LavaFlow f : flows) {
                if (distanceToSegment(x, z, f.startX(), f.startZ(), f.endX(), f.endZ()) <= reach) {
                    return Double.POSITIVE_INFINITY;
                }
            }
            return costHere;
        };
    }

    /** Every prop of the region as a circle: its model's footprint radius times the instance's scale. */
    public static List<NavObstacle> propObstacles(Region region, AssetResolver resolver) {
        Scatter props = region.props();
        List<ScatterItem> items = props.items();
        float[] radius = new float[items.size()];
        for (int i = 0; i < items.size(); i++) {
            Model m = resolver.model(items.get(i).source(), "region \"" + region.spec().name() + "\" props.items[" + i
                    + "].source");
            radius[i] = m.footprintRadius();
        }
        List<NavObstacle> out = new ArrayList<>(props.size());
        for (int k = 0; k < props.size(); k++) {
            double r = radius[props.item(k)] * props.scale(k);
            out.add(NavObstacle.circle(props.x(k), props.z(k), r));
        }
        return out;
    }

    /** Each bridge pier as a box. */
    static List<NavObstacle> pierObstacles(RoadMeshes meshes) {
        double[] p = meshes.pierBoxes();
        List<NavObstacle> out = new ArrayList<>(p.length / 6);
        for (int k = 0; k < p.length; k += 6) {
            out.add(NavObstacle.box(p[k], p[k + 2], p[k + 3], p[k + 5]));
        }
        return out;
    }

    private static double distanceToSegment(double px, double pz, double ax, double az, double bx, double bz) {
        double dx = bx - ax, dz = bz - az, len2 = dx * dx + dz * dz;
        double t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (pz - az) * dz) / len2)) : 0;
        double ex = ax + t * dx - px, ez = az + t * dz - pz;
        return Math.sqrt(ex * ex + ez * ez);
    }
}
