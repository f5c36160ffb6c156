package dev.loam.region;

import dev.loam.core.Progress;
import dev.loam.terrain.Scatter;
import dev.loam.terrain.Terrain;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds everything that follows from a region's solved corners: the sheets, the paint of ski
 * runs and lava flows, the shapes, the surface with the roads laid and graded into it
 * ({@link RoadLayer}, only where the spec lays roads), the ground, the terrain, the props, the
 * places and the map.
 */
final class RegionBuilder {
    /** A ski run's width, in metres. */
    static final double SKI_WIDTH_METRES = 28.0;

    private RegionBuilder() {
    }

    /**
     * The steps {@link #build(RegionSpec, CornerLevels, Progress.Phase)} reports: the sheets and
     * paint, the shapes, the surface, the ground, the terrain, the props, the places and the map.
     */
    static final int STEPS = 7;

    static Region build(RegionSpec spec, CornerLevels corners) {
        return build(spec, corners, Progress.Phase.begin(Progress.NONE, "region", STEPS));
    }

    /** Builds the region, a step of {@code phase} after each of the {@link #STEPS} parts. */
    static Region build(RegionSpec spec, CornerLevels corners, Progress.Phase phase) {
        List<Sheet> sheets = sheets(spec);
        List<LavaFlow> flows = new ArrayList<>();
        List<PaintStroke> strokes = new ArrayList<>();
        double t = RegionGrid.TILE_METRES;
        for (Feature f : spec.features()) {
            if (f.kind() == FeatureKind.VOLCANO && f.flow() != null) {
                LavaFlow flow = LavaFlow.of(f, corners);
                flows.add(flow);
                strokes.add(new PaintStroke(GroundLayer.LAVA_ROCK, flow.startX(), flow.startZ(), flow.endX(), flow.endZ(),
                        LavaFlow.WIDTH_METRES / 2.0));
                strokes.add(new PaintStroke(GroundLayer.ASH, flow.startX(), flow.startZ(), flow.endX(), flow.endZ(),
                        LavaFlow.WIDTH_METRES / 2.0 + LavaFlow.BANK_METRES));
            } else if (f.kind() == FeatureKind.SKI) {
                strokes.add(new PaintStroke(GroundLayer.SNOW, f.at().i() * t, f.at().j() * t, f.to().i() * t,
                        f.to().j() * t, SKI_WIDTH_METRES / 2.0));
            }
        }
        phase.step();
        int tx = spec.tilesX();
        int tz = spec.tilesZ();
        byte[] shapes = new byte[tx * tz];
        byte[] turns = new byte[tx * tz];
        for (int j = 0; j < tz; j++) {
            for (int i = 0; i < tx; i++) {
                TileShape.Turned s = TileShape.classify(corners.level(i + 1, j), corners.level(i, j),
                        corners.level(i, j + 1), corners.level(i + 1, j + 1));
                shapes[j * tx + i] = (byte) s.shape().ordinal();
                turns[j * tx + i] = (byte) s.turn();
            }
        }
        phase.step();
        RegionSurface surface = new RegionSurface(corners, spec.seed(), sheets);
        RoadGraph roads = RoadGraph.empty();
        byte[] roadMask = null;
        if (!spec.roads().isEmpty()) {
            RegionSurface land = surface;
            RoadLayer.Laid laid = RoadLayer.lay(spec, corners, surface, sheets,
                    () -> new RegionGround(spec, land, sheets, strokes));
            roads = laid.graph();
            surface = surface.graded(laid.graded().heights());
            roadMask = laid.graded().mask();
        }
        phase.step();
        RegionGround ground = new RegionGround(spec, surface, sheets, strokes);
        phase.step();
        List<GroundLayer> groundLayers = RegionTerrain.groundLayers(ground);
        List<GroundLayer> layers = RegionTerrain.terrainLayers(groundLayers);
        Terrain terrain = RegionTerrain.of(spec.biome(), surface, ground, layers);
        phase.step();
        Scatter props = RegionProps.strew(spec, terrain, ground, sheets, roadMask);
        phase.step();
        List<Place> places = RegionPlaces.of(spec, surface, flows, roads);
        String map = RegionMapText.of(corners, spec.features(), sheets, roads.roads());
        phase.step();
        return new Region(spec, corners, shapes, turns, surface, sheets, flows, strokes, ground, groundLayers, layers,
                terrain, props, places, map, roads);
    }

    /** A lake's water over its bed and shore, 1 m under the shore; a volcano's lava over the four tiles round its crater. */
    static List<Sheet> sheets(RegionSpec spec) {
        List<Sheet> out = new ArrayList<>();
        for (Feature f : spec.features()) {
            int ai = f.at().i();
            int aj = f.at().j();
            if (f.kind() == FeatureKind.LAKE) {
                out.add(new Sheet(Sheet.Kind.WATER, f.name(), ai - 1, aj - 1, ai + f.sizeI(), aj + f.sizeJ(),
                        f.level() * RegionGrid.LEVEL_METRES - 1.0));
            } else if (f.kind() == FeatureKind.VOLCANO) {
                out.add(new Sheet(Sheet.Kind.LAVA, f.name(), ai - 1, aj - 1, ai, aj,
                        f.level() * RegionGrid.LEVEL_METRES - 2.0));
            }
        }
        return out;
    }
}
