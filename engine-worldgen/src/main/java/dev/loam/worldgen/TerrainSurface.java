package dev.loam.worldgen;

import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainLayer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A {@link HeightSource} over a {@link Terrain}: the ground a plan reads is the terrain's drawn
 * triangles, and its paint is the terrain's splat layers.
 *
 * <p><b>Height.</b> {@link Terrain#heightAt}: world units, origin Y included; {@code NaN} off the
 * grid or over a hole, which the plan reads as no ground.
 *
 * <p><b>Paint.</b> Each layer paints the field {@code paint.<name>}, its name taken from the
 * layer's file as the worldgen spec says: the material's last path segment without its extension,
 * in lower case ({@code res://layers/grass.esterrainlayer} and {@code ground/grass} both paint
 * {@code paint.grass}). A terrain without layers paints the four default fields in splat order:
 * grass, dirt, snow, rock. Every layer is offered by its name ({@link #paintLayers}), so a layer
 * {@code ground/sand} gives the plan a field {@code paint.sand}; the four default fields ({@link
 * #paint}, {@link #paintFields}) take a layer of their name, or one a mapping names, and a layer
 * named otherwise adds to none of them. Off the grid or over a hole there is no ground and no
 * paint: every share is 0.
 *
 * <p>It reads a copy of the terrain taken when made, so it is pure and thread-safe as a height
 * source must be: later edits to the caller's terrain change nothing a plan reads.
 */
public final class TerrainSurface implements HeightSource {
    /**
     * The four default paint fields every plan has, in {@link Paint} order, and the names a terrain
     * without layers paints; other layers give further fields ({@link #paintLayers}).
     */
    public static final List<String> PAINT_FIELDS = List.of("grass", "dirt", "snow", "rock");

    private final Terrain terrain;
    /** Per splat slot 0..3, the {@link Paint} index it adds to, or -1. */
    private final int[] slotField;
    private final List<String> paintFields;
    /** The layers offered by name, distinct, in splat order; the four defaults without layers. */
    private final List<String> paintLayers;
    /** Per offered layer, a bit per splat slot 0..3 that paints it. */
    private final int[] layerSlots;

    private TerrainSurface(Terrain terrain, int[] slotField) {
        this.terrain = terrain;
        this.slotField = slotField;
        List<String> offered = new ArrayList<>();
        List<Integer> slots = new ArrayList<>();
        List<String> names = new ArrayList<>();
        if (terrain.layers().isEmpty()) {
            names.addAll(PAINT_FIELDS);
        } else {
            for (TerrainLayer l : terrain.layers()) {
                names.add(layerName(l));
            }
        }
        for (int k = 0; k < names.size(); k++) {
            int at = offered.indexOf(names.get(k));
            if (at < 0) {
                offered.add(names.get(k));
                slots.add(1 << k);
            } else {
                slots.set(at, slots.get(at) | 1 << k);
            }
        }
        this.paintLayers = List.copyOf(offered);
        this.layerSlots = slots.stream().mapToInt(Integer::intValue).toArray();
        int named = terrain.layers().isEmpty() ? PAINT_FIELDS.size() : terrain.layers().size();
        List<String> fields = new ArrayList<>();
        for (int k = 0; k < named; k++) {
            fields.add(slotField[k] < 0 ? null : PAINT_FIELDS.get(slotField[k]));
        }
        this.paintFields = Collections.unmodifiableList(fields);
    }

    /**
     * The surface of a terrain, each layer painting the field its name gives.
     *
     * @param terrain the terrain; copied
     * @return the surface
     */
    public static TerrainSurface of(Terrain terrain) {
        return of(terrain, Map.of());
    }

    /**
     * The surface of a terrain, some layers mapped by name to the paint field they paint, the rest
     * painting the field their name gives ({@code Map.of("alpine-grass", "grass")} makes a layer
     * {@code ground/alpine-grass} paint {@code paint.grass}).
     *
     * @param terrain the terrain; copied
     * @param paintOf layer name ({@link #layerName}) to one of {@link #PAINT_FIELDS}
     * @return the surface
     * @throws IllegalArgumentException naming {@code paint.<layer>} when the mapping names a layer
     *     the terrain lacks or a field the plan lacks
     */
    public static TerrainSurface of(Terrain terrain, Map<String, String> paintOf) {
        Objects.requireNonNull(terrain, "terrain");
        Objects.requireNonNull(paintOf, "paintOf");
        List<String> names = new ArrayList<>();
        for (TerrainLayer l : terrain.layers()) {
            names.add(layerName(l));
        }
        for (Map.Entry<String, String> e : paintOf.entrySet()) {
            if (!names.contains(e.getKey())) {
                throw new IllegalArgumentException("paint." + e.getKey() + ": the terrain has no layer named "
                        + e.getKey() + "; its layers are " + names);
            }
            if (!PAINT_FIELDS.contains(e.getValue())) {
                throw new IllegalArgumentException("paint." + e.getKey() + ": cannot paint paint." + e.getValue()
                        + ": the plan's paint fields are grass, dirt, snow and rock");
            }
        }
        int[] slotField = new int[Terrain.MAX_LAYERS];
        Arrays.fill(slotField, -1);
        if (names.isEmpty()) {
            for (int k = 0; k < PAINT_FIELDS.size(); k++) {
                slotField[k] = k;
            }
        }
        for (int k = 0; k < names.size(); k++) {
            slotField[k] = PAINT_FIELDS.indexOf(paintOf.getOrDefault(names.get(k), names.get(k)));
        }
        return new TerrainSurface(terrain.copy(), slotField);
    }

    /** The copy of the terrain this surface reads; never edited. */
    Terrain terrain() {
        return terrain;
    }

    /** Per splat slot 0..3, the index in {@link Paint} order of the default field it paints, or -1. */
    int slotField(int slot) {
        return slotField[slot];
    }

    /**
     * A layer's name as its paint field spells it: the material's last path segment without its
     * extension, in lower case.
     *
     * @param layer the layer
     * @return the name, such as {@code grass} for {@code res://layers/grass.esterrainlayer}
     */
    public static String layerName(TerrainLayer layer) {
        String m = layer.material();
        int slash = Math.max(m.lastIndexOf('/'), m.lastIndexOf('\\'));
        String file = m.substring(slash + 1);
        int dot = file.lastIndexOf('.');
        return (dot > 0 ? file.substring(0, dot) : file).toLowerCase(Locale.ROOT);
    }

    /**
     * The paint field each layer paints, in splat order ({@code null} for a layer that paints none):
     * the four defaults for a terrain without layers.
     *
     * @return an unmodifiable list, one entry a layer
     */
    public List<String> paintFields() {
        return paintFields;
    }

    /**
     * The layers this surface offers as {@code paint.<name>}, by name ({@link #layerName}): each
     * distinct name once, in splat order; the four defaults for a terrain without layers. A
     * mapping given to {@link #of(Terrain, Map)} does not rename a layer: it is offered by its own
     * name as well as painting the default field it is mapped to.
     *
     * @return an unmodifiable list
     */
    @Override
    public List<String> paintLayers() {
        return paintLayers;
    }

    /**
     * The share of one offered layer: the splat weights of every layer of that name, interpolated
     * over the triangle holding the point.
     *
     * @param layer the index in {@link #paintLayers}
     * @param x the x coordinate, world units
     * @param z the z coordinate, world units
     * @return the share; 0 off the grid or over a hole
     */
    @Override
    public double paintShare(int layer, double x, double z) {
        int mask = layerSlots[layer];
        if (!terrain.contains(x, z) || terrain.isHoleAt(x, z)) {
            return 0.0;
        }
        double[] w = terrain.splatAt(x, z, new double[4]);
        double share = 0.0;
        for (int k = 0; k < 4; k++) {
            if ((mask & 1 << k) != 0) {
                share += w[k];
            }
        }
        return share;
    }

    /**
     * The ground's height over the terrain's triangles.
     *
     * @param x the x coordinate, world units
     * @param z the z coordinate, world units
     * @return the height, world units; {@code NaN} off the grid or over a hole
     */
    @Override
    public double height(double x, double z) {
        return terrain.heightAt(x, z);
    }

    /**
     * The terrain's paint: each layer's splat weight, interpolated over the triangle holding the
     * point, added to the field it paints.
     *
     * @param x the x coordinate, world units
     * @param z the z coordinate, world units
     * @return the paint; every share 0 off the grid or over a hole
     */
    @Override
    public Paint paint(double x, double z) {
        if (!terrain.contains(x, z) || terrain.isHoleAt(x, z)) {
            return new Paint(0, 0, 0, 0);
        }
        double[] w = terrain.splatAt(x, z, new double[4]);
        double[] p = new double[4];
        for (int k = 0; k < 4; k++) {
            if (slotField[k] >= 0) {
                p[slotField[k]] += w[k];
            }
        }
        return new Paint(p[0], p[1], p[2], p[3]);
    }
}
