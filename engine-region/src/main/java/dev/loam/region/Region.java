package dev.loam.region;

import dev.loam.terrain.Scatter;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A solved and built region: every corner's level, every tile's shape, the seamless surface, the
 * water and lava sheets, the painted ground, the terrain, the props, the places and the map text.
 * Made by {@link RegionSolver#solve(RegionSpec)}; immutable: the terrain and props it hands out
 * are copies the caller owns.
 */
public final class Region {
    private final RegionSpec spec;
    private final CornerLevels corners;
    private final byte[] shapes;
    private final byte[] turns;
    private final RegionSurface surface;
    private final List<Sheet> sheets;
    private final List<LavaFlow> flows;
    private final List<PaintStroke> strokes;
    private final RegionGround ground;
    private final List<GroundLayer> groundLayers;
    private final List<GroundLayer> terrainLayers;
    private final Terrain terrain;
    private final Scatter props;
    private final List<Place> places;
    private final String mapText;
    private final RoadGraph roads;

    Region(RegionSpec spec, CornerLevels corners, byte[] shapes, byte[] turns, RegionSurface surface, List<Sheet> sheets,
            List<LavaFlow> flows, List<PaintStroke> strokes, RegionGround ground, List<GroundLayer> groundLayers,
            List<GroundLayer> terrainLayers,
            Terrain terrain, Scatter props, List<Place> places, String mapText, RoadGraph roads) {
        this.spec = spec;
        this.corners = corners;
        this.shapes = shapes;
        this.turns = turns;
        this.surface = surface;
        this.sheets = List.copyOf(sheets);
        this.flows = List.copyOf(flows);
        this.strokes = List.copyOf(strokes);
        this.ground = ground;
        this.groundLayers = List.copyOf(groundLayers);
        this.terrainLayers = List.copyOf(terrainLayers);
        this.terrain = terrain;
        this.props = props;
        this.places = List.copyOf(places);
        this.mapText = mapText;
        this.roads = roads;
    }

    /**
     * The spec it was built from.
     *
     * @return the spec
     */
    public RegionSpec spec() {
        return spec;
    }

    /**
     * Every corner's level.
     *
     * @return the corners
     */
    public CornerLevels corners() {
        return corners;
    }

    /**
     * Tile [i, j]'s shape and turn.
     *
     * @param i 0 to tilesX - 1
     * @param j 0 to tilesZ - 1
     * @return the shape
     * @throws IndexOutOfBoundsException if the tile is outside the region
     */
    public TileShape.Turned shape(int i, int j) {
        if (i < 0 || j < 0 || i >= spec.tilesX() || j >= spec.tilesZ()) {
            throw new IndexOutOfBoundsException("tile [" + i + ", " + j + "] is outside the region");
        }
        int k = j * spec.tilesX() + i;
        return new TileShape.Turned(TileShape.values()[shapes[k]], turns[k]);
    }

    /**
     * The surface, sampled every 4 m.
     *
     * @return the surface
     */
    public RegionSurface surface() {
        return surface;
    }

    /**
     * The water and lava sheets, lakes and volcanoes in the spec's order.
     *
     * @return an unmodifiable list
     */
    public List<Sheet> sheets() {
        return sheets;
    }

    /**
     * Whether tile [i, j] lies under a sheet: nothing grows there.
     *
     * @param i along x
     * @param j along z
     * @return whether it is wet
     */
    public boolean isWet(int i, int j) {
        for (Sheet s : sheets) {
            if (s.spans(i, j)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The volcanoes' lava flows.
     *
     * @return an unmodifiable list
     */
    public List<LavaFlow> flows() {
        return flows;
    }

    /**
     * The bands of paint: ski runs' snow, flows' lava rock and ash.
     *
     * @return an unmodifiable list
     */
    public List<PaintStroke> strokes() {
        return strokes;
    }

    /**
     * The painted ground.
     *
     * @return the ground
     */
    public RegionGround ground() {
        return ground;
    }

    /**
     * The terrain in the shared model ({@code dev.loam.terrain}): origin [0, 0, 0] at the region's
     * south-east corner, a vertex every 4 m at the {@link #surface()}'s height, no holes, and the
     * {@link #terrainLayers()} painted one full weight a vertex. A terrain holds at most
     * {@link Terrain#MAX_LAYERS} layers: where the ground has more ({@link #groundLayers()}), a
     * vertex of a layer past the fourth is painted with the fourth here, so draw such a ground from
     * {@link #groundWeights()}; {@link RegionFiles} refuses to write it.
     *
     * @return a new terrain owned by the caller; editing it changes nothing here
     */
    public Terrain terrain() {
        return terrain.copy();
    }

    /**
     * The ground layer each of the {@link #terrain()}'s layers paints, in splat order: the first
     * four of {@link #groundLayers()}.
     *
     * @return an unmodifiable list of two to four layers
     */
    public List<GroundLayer> terrainLayers() {
        return terrainLayers;
    }

    /**
     * Every layer the ground is painted with, in the order of {@link #groundWeights()}'s bytes:
     * the biome's ground and rock, then those of snow, sand, ash and lava rock the ground has, in
     * that order. Its first four are the {@link #terrainLayers()}.
     *
     * @return an unmodifiable list of two to six layers
     */
    public List<GroundLayer> groundLayers() {
        return groundLayers;
    }

    /**
     * The terrain layer (material name such as {@code ground/lava-rock}, map units per repeat,
     * detile and its sharpening) of each of {@link #groundLayers()}, in that order: what a drawer
     * resolves and blends by {@link #groundWeights()}.
     *
     * @return a new unmodifiable list
     */
    public List<TerrainLayer> groundTerrainLayers() {
        List<TerrainLayer> out = new ArrayList<>(groundLayers.size());
        for (GroundLayer l : groundLayers) {
            out.add(RegionTerrain.terrainLayer(spec.biome(), l));
        }
        return List.copyOf(out);
    }

    /**
     * Every vertex's weight of each ground layer, for a drawer of any number of layers:
     * {@code groundLayers().size()} bytes a vertex (0 to 255, read unsigned, summing 255), in the
     * terrain's vertex order, so vertex (vi, vj)'s weight of layer k is at
     * {@code (vj * surface().vertsX() + vi) * groundLayers().size() + k}. Each vertex weighs 255 on
     * its {@link RegionGround#vertexLayer} and nothing on the others.
     *
     * @return a new array owned by the caller
     */
    public byte[] groundWeights() {
        return RegionTerrain.weights(ground, groundLayers);
    }

    /**
     * The trees and rocks as a scatter set of the shared model, {@code <region>-props}: instances
     * in a fixed order (by 16 m cell, south to north, east to west), standing on the
     * {@link #terrain()}'s triangles, rocks sunk 0.1 m into them.
     *
     * @return a new set owned by the caller; adding to it changes nothing here
     */
    public Scatter props() {
        return props.copy(props.name(), Map.of());
    }

    /**
     * The places, in the order {@link RegionPlaces} gives.
     *
     * @return an unmodifiable list
     */
    public List<Place> places() {
        return places;
    }

    /**
     * The roads as laid, bridges and all, as a graph a game can drive; the {@link #terrain()} is
     * graded to them. Empty when the spec lays none.
     *
     * @return the graph, immutable
     */
    public RoadGraph roads() {
        return roads;
    }

    /**
     * The map text ({@link RegionMapText}).
     *
     * @return the text, each line ending with a newline
     */
    public String mapText() {
        return mapText;
    }
}
