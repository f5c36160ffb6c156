package dev.loam.net;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellLayers;
import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockRect;
import dev.loam.blockmap.BlockRows;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.core.StableHash;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainRect;
import dev.loam.worldgen.PlacementChange;
import dev.loam.worldgen.PlacementDiffs;
import dev.loam.worldgen.Zone;
import dev.loam.worldgen.Zones;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The part of a game's world that is replicated: named block maps, named terrains and the
 * player's placement diffs over a generated world. A server holds one, edited by its
 * {@link WorldServer}; each client holds one, its {@link WorldReplica}'s, built from the server's
 * snapshot. Both read it the same way; the views (meshes, colliders, navigation) follow the maps'
 * and terrains' own change records as they do in a single-player game.
 *
 * <p>Not thread-safe: one thread edits and reads it (the server's world loop, a client's game loop).
 */
public final class NetWorld {
    private final LinkedHashMap<String, BlockMap> maps = new LinkedHashMap<>();
    private final LinkedHashMap<String, Terrain> terrains = new LinkedHashMap<>();
    private final PlacementDiffs diffs;
    private final Zones zones;
    private final TreeSet<String> removed = new TreeSet<>();
    private final TreeMap<String, PlacementChange> changed = new TreeMap<>();

    /** An empty world whose placement diffs and zones start empty. */
    public NetWorld() {
        this(new PlacementDiffs(), new Zones());
    }

    /**
     * An empty world over the game's placement diffs and zones (a {@code WorldGen}'s), which must
     * be empty: from here on they change only through the world's records.
     *
     * @throws IllegalArgumentException when the diffs or the zones hold anything
     */
    public NetWorld(PlacementDiffs diffs, Zones zones) {
        this.diffs = Objects.requireNonNull(diffs, "diffs");
        this.zones = Objects.requireNonNull(zones, "zones");
        if (!new PlacementDiffs().toJson().equals(diffs.toJson())) {
            throw new IllegalArgumentException("a world's placement diffs start empty; these hold " + diffs.toJson());
        }
        if (!zones.snapshot().isEmpty()) {
            throw new IllegalArgumentException("a world's zones start empty; these hold " + zones.snapshot().size());
        }
    }

    /**
     * Adds a block map, which the world holds under its name. A server's map is built with the
     * server's authority as its {@link BlockMap.Builder#authority owner}.
     *
     * @return this
     * @throws IllegalArgumentException when the world holds a map of that name
     */
    public NetWorld addMap(BlockMap map) {
        if (maps.putIfAbsent(map.name(), map) != null) {
            throw new IllegalArgumentException("the world holds a map named \"" + map.name() + "\" already");
        }
        return this;
    }

    /**
     * Adds a terrain under a name.
     *
     * @return this
     * @throws IllegalArgumentException when the world holds a terrain of that name
     */
    public NetWorld addTerrain(String name, Terrain terrain) {
        Objects.requireNonNull(terrain, "terrain");
        if (terrains.putIfAbsent(Objects.requireNonNull(name, "name"), terrain) != null) {
            throw new IllegalArgumentException("the world holds a terrain named \"" + name + "\" already");
        }
        return this;
    }

    /** The map of that name. A resync may replace a map whose size changed: look it up again after one. */
    public Optional<BlockMap> map(String name) {
        return Optional.ofNullable(maps.get(name));
    }

    /** The terrain of that name. */
    public Optional<Terrain> terrain(String name) {
        return Optional.ofNullable(terrains.get(name));
    }

    /** The maps' names, in the order they were added. */
    public List<String> mapNames() {
        return List.copyOf(maps.keySet());
    }

    /** The terrains' names, in the order they were added. */
    public List<String> terrainNames() {
        return List.copyOf(terrains.keySet());
    }

    /** The placement diffs, which change only through the world's records; read them, lay them over the plan. */
    public PlacementDiffs placementDiffs() {
        return diffs;
    }

    /** The zones, which change only through the world's records; a {@code WorldGen} over them plans around them. */
    public Zones zones() {
        return zones;
    }

    // ---- what a record does ------------------------------------------------------------------

    void setZone(Zone zone) {
        zones.set(zone);
    }

    boolean removeZone(String id) {
        return zones.remove(id);
    }

    void removePlacement(String id) {
        diffs.remove(id);
        removed.add(id);
        changed.remove(id);
    }

    void changePlacement(String id, PlacementChange change) {
        diffs.change(id, change);
        changed.put(id, change);
    }

    BlockMap requireMap(String name) {
        BlockMap m = maps.get(name);
        if (m == null) {
            throw new IllegalArgumentException("the world holds no map named \"" + name + "\"");
        }
        return m;
    }

    /**
     * Writes a change record the server's authority made (on a replica, or on a server that takes
     * another server's records from a shared log).
     *
     * @throws LoamInputException or IllegalArgumentException naming the place when the record does
     *     not fit this world (it is out of step)
     */
    void write(NetChange change) {
        if (change instanceof NetChange.BlockCells b) {
            requireMap(b.map()).apply(b.change());
        } else if (change instanceof NetChange.TerrainCells t) {
            Terrain terrain = terrain(t.terrain()).orElseThrow(() -> new IllegalArgumentException(
                    "the world holds no terrain named \"" + t.terrain() + "\""));
            Optional<dev.loam.terrain.TerrainRefusal> x = terrain.apply(t.change());
            if (x.isPresent()) {
                throw new IllegalArgumentException("terrain \"" + t.terrain() + "\": " + x.get());
            }
        } else if (change instanceof NetChange.PlacementRemoved p) {
            removePlacement(p.id());
        } else if (change instanceof NetChange.ZoneSet z) {
            setZone(z.zone());
        } else if (change instanceof NetChange.ZoneRemoved z) {
            if (!removeZone(z.id())) {
                throw new IllegalArgumentException("the world has no zone \"" + z.id() + "\" to remove");
            }
        } else {
            NetChange.PlacementChanged p = (NetChange.PlacementChanged) change;
            changePlacement(p.id(), p.change());
        }
    }

    // ---- snapshots --------------------------------------------------------------------------

    /** The world's whole state now, bases included. */
    public WorldSnapshot snapshot() {
        List<BlockMapSnapshot> m = new ArrayList<>(maps.size());
        for (BlockMap map : maps.values()) {
            m.add(BlockMapSnapshot.of(map));
        }
        List<TerrainSnapshot> t = new ArrayList<>(terrains.size());
        for (Map.Entry<String, Terrain> e : terrains.entrySet()) {
            t.add(TerrainSnapshot.of(e.getKey(), e.getValue()));
        }
        return new WorldSnapshot(m, t, List.copyOf(removed), new TreeMap<>(changed), zones.snapshot());
    }

    /**
     * Brings this world to a snapshot's state in place: a map or terrain of the same shape keeps
     * its object and takes one change record over the cells that differ, so its views rebuild only
     * there; one whose size, legend, set, position or base differs, or that is new, is built anew
     * (owned by {@code owner}); one the snapshot lacks is dropped. The diffs take the snapshot's.
     *
     * @param sets  finds the maps' block sets
     * @param owner the owner of the maps built anew
     */
    void restore(WorldSnapshot snapshot, BlockSetLookup sets, Authority owner) {
        LinkedHashMap<String, BlockMap> newMaps = new LinkedHashMap<>();
        for (BlockMapSnapshot s : snapshot.maps()) {
            BlockMap old = maps.get(s.name());
            if (old != null && sameShape(old, s)) {
                BlockChange c = difference(old, s.rows(), s.layers());
                if (c != null) {
                    old.apply(c);
                }
                newMaps.put(s.name(), old);
            } else {
                newMaps.put(s.name(), s.build(sets, owner));
            }
        }
        maps.clear();
        maps.putAll(newMaps);
        LinkedHashMap<String, Terrain> newTerrains = new LinkedHashMap<>();
        for (TerrainSnapshot s : snapshot.terrains()) {
            Terrain old = terrains.get(s.name());
            if (old != null && old.resolutionX() == s.nx() && old.resolutionZ() == s.nz()
                    && old.cellSize() == s.cellSize() && old.originX() == s.originX() && old.originY() == s.originY()
                    && old.originZ() == s.originZ() && old.layers().equals(s.layers())
                    && old.chunkCells() == s.chunkCells() && old.splat().isPresent() == s.splat().isPresent()
                    && old.holes().isPresent() == s.holes().isPresent()) {
                TerrainRect all = new TerrainRect(0, 0, s.nx(), s.nz());
                if (!Arrays.equals(old.heights(), s.heights())) {
                    old.setHeights(all, s.heights());
                }
                if (s.splat().isPresent() && !Arrays.equals(old.splat().get(), s.splat().get())) {
                    old.setSplat(all, s.splat().get());
                }
                if (s.holes().isPresent() && !Arrays.equals(old.holes().get(), s.holes().get())) {
                    old.setHoles(new TerrainRect(0, 0, s.nx() - 1, s.nz() - 1), s.holes().get());
                }
                newTerrains.put(s.name(), old);
            } else {
                newTerrains.put(s.name(), s.build());
            }
        }
        terrains.clear();
        terrains.putAll(newTerrains);
        PlacementDiffs staged = new PlacementDiffs();
        for (String id : snapshot.removed()) {
            staged.remove(id);
        }
        for (Map.Entry<String, PlacementChange> e : snapshot.changed().entrySet()) {
            staged.change(e.getKey(), e.getValue());
        }
        if (!staged.toJson().equals(diffs.toJson())) {
            diffs.load(staged.toJson());
        }
        removed.clear();
        removed.addAll(snapshot.removed());
        changed.clear();
        changed.putAll(snapshot.changed());
        java.util.Set<String> keep = new java.util.HashSet<>();
        for (Zone z : snapshot.zones()) {
            keep.add(z.id());
            if (!zones.get(z.id()).map(z::equals).orElse(false)) {
                zones.set(z);
            }
        }
        for (Zone z : zones.snapshot()) {
            if (!keep.contains(z.id())) {
                zones.remove(z.id());
            }
        }
    }

    private static boolean sameShape(BlockMap m, BlockMapSnapshot s) {
        return m.width() == s.rows().width() && m.depth() == s.rows().depth() && m.blockSet().name().equals(s.blockSet())
                && m.legend().equals(s.legend()) && m.seaMetres() == s.seaMetres() && m.position().x() == s.x()
                && m.position().y() == s.y() && m.position().z() == s.z() && m.baseMetres() == s.baseMetres();
    }

    /**
     * The change from the map's cells to {@code rows} and {@code layers} over the rectangle holding
     * every difference, or null for none; it carries the layers when a turn or a datum differs.
     */
    static BlockChange difference(BlockMap map, BlockRows rows, BlockCellLayers layers) {
        int c0 = Integer.MAX_VALUE, r0 = Integer.MAX_VALUE, c1 = -1, r1 = -1;
        boolean layersDiffer = false;
        for (int r = 0; r < map.depth(); r++) {
            for (int c = 0; c < map.width(); c++) {
                boolean layer = map.quarterTurns(c, r) != layers.quarterTurns(c, r)
                        || !map.cellData(c, r).equals(layers.data(c, r));
                layersDiffer |= layer;
                if (layer || map.symbol(c, r) != rows.symbol(c, r) || map.heightSteps(c, r) != rows.heightSteps(c, r)) {
                    c0 = Math.min(c0, c);
                    r0 = Math.min(r0, r);
                    c1 = Math.max(c1, c);
                    r1 = Math.max(r1, r);
                }
            }
        }
        if (c1 < 0) {
            return null;
        }
        BlockRect rect = new BlockRect(c0, r0, c1 - c0 + 1, r1 - r0 + 1);
        if (!layersDiffer) {
            return new BlockChange(rect, cut(map, rect), cut(rows, rect));
        }
        return new BlockChange(rect, cut(map, rect), cut(rows, rect), Optional.of(map.layers(rect)),
                Optional.of(cut(layers, rect)));
    }

    static BlockCellLayers cut(BlockCellLayers layers, BlockRect rect) {
        int n = rect.width() * rect.depth();
        int[] t = new int[n];
        List<Map<String, String>> d = new ArrayList<>(n);
        for (int r = 0; r < rect.depth(); r++) {
            for (int c = 0; c < rect.width(); c++) {
                t[r * rect.width() + c] = layers.quarterTurns(rect.column() + c, rect.row() + r);
                d.add(layers.data(rect.column() + c, rect.row() + r));
            }
        }
        return BlockCellLayers.of(rect.width(), rect.depth(), t, d);
    }

    static BlockRows cut(dev.loam.blockmap.BlockRowsView rows, BlockRect rect) {
        int n = rect.width() * rect.depth();
        char[] s = new char[n];
        int[] h = new int[n];
        for (int r = 0; r < rect.depth(); r++) {
            for (int c = 0; c < rect.width(); c++) {
                s[r * rect.width() + c] = rows.symbol(rect.column() + c, rect.row() + r);
                h[r * rect.width() + c] = rows.heightSteps(rect.column() + c, rect.row() + r);
            }
        }
        return BlockRows.copyOf(rect.width(), rect.depth(), s, h);
    }

    // ---- comparing ------------------------------------------------------------------------

    /**
     * A 64-bit hash of the whole replicated state (every map's cells, heights, turns, data and base, every
     * terrain's heights, splat and holes, the placement diffs), the same on every JVM: two worlds
     * that converged give the same hash.
     */
    public long hash() {
        long h = StableHash.mix(0x4C4F414D4E4554L, maps.size());
        for (Map.Entry<String, BlockMap> e : new TreeMap<>(maps).entrySet()) {
            BlockMap m = e.getValue();
            h = StableHash.mix(h, e.getKey());
            h = StableHash.mix(h, Double.doubleToLongBits(m.baseMetres()));
            h = StableHash.mix(h, m.width());
            h = StableHash.mix(h, m.depth());
            for (int r = 0; r < m.depth(); r++) {
                for (int c = 0; c < m.width(); c++) {
                    h = StableHash.mix(h, ((long) m.symbol(c, r) << 32) | (m.heightSteps(c, r) & 0xFFFFFFFFL));
                }
            }
            // Only turned cells and cells holding data: a map with neither hashes as its cells alone.
            for (int r = 0; r < m.depth(); r++) {
                for (int c = 0; c < m.width(); c++) {
                    java.util.SortedMap<String, String> data = m.cellData(c, r);
                    if (m.quarterTurns(c, r) != 0 || !data.isEmpty()) {
                        h = StableHash.mix(h, ((long) (r * m.width() + c) << 2) | m.quarterTurns(c, r));
                        for (Map.Entry<String, String> d : data.entrySet()) {
                            h = StableHash.mix(h, d.getKey());
                            h = StableHash.mix(h, d.getValue());
                        }
                    }
                }
            }
        }
        h = StableHash.mix(h, terrains.size());
        for (Map.Entry<String, Terrain> e : new TreeMap<>(terrains).entrySet()) {
            Terrain t = e.getValue();
            h = StableHash.mix(h, e.getKey());
            for (float f : t.heights()) {
                h = StableHash.mix(h, Float.floatToIntBits(f));
            }
            for (byte b : t.splat().orElse(new byte[0])) {
                h = StableHash.mix(h, b);
            }
            for (byte b : t.holes().orElse(new byte[0])) {
                h = StableHash.mix(h, b);
            }
        }
        for (String id : removed) {
            h = StableHash.mix(h, id);
        }
        for (Map.Entry<String, PlacementChange> e : changed.entrySet()) {
            h = StableHash.mix(h, e.getKey());
            PlacementChange c = e.getValue();
            for (OptionalDouble d : new OptionalDouble[] {c.x(), c.y(), c.z(), c.yaw(), c.scale()}) {
                h = StableHash.mix(h, d.isPresent() ? Double.doubleToLongBits(d.getAsDouble()) : 0x7FF8DEADL);
            }
        }
        for (Zone z : zones.snapshot().stream().sorted(java.util.Comparator.comparing(Zone::id)).toList()) {
            h = StableHash.mix(h, z.toString());
        }
        return StableHash.finish(h);
    }
}
