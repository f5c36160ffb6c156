package dev.loam.render.mesh;

import static dev.loam.render.mesh.BlockMeshFixtures.near;
import static dev.loam.render.mesh.BlockMeshFixtures.vertices;
import static dev.loam.testkit.SpecFixtures.GRASS_LIP;
import static dev.loam.testkit.SpecFixtures.GRASS_SIDE;
import static dev.loam.testkit.SpecFixtures.GRASS_TOP;
import static dev.loam.testkit.SpecFixtures.rgb;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.BlockCover;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.CoverCount;
import dev.loam.blockmap.CoverPatch;
import dev.loam.blockmap.CoverZones;
import dev.loam.blockmap.Face;
import dev.loam.blockmap.WaterLook;
import dev.loam.render.mesh.BlockCoverTest.Card;
import dev.loam.render.mesh.BlockMeshFixtures.Vertex;
import dev.loam.testkit.SpecFixtures;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Six rules of {@code spec/block-maps.md} that only a probe had shown working, each pinned by the
 * geometry or the cards it makes.
 */
class BlockMapRulesTest {

    static BlockChunkMesh build(BlockMap map) {
        return new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
    }

    // ---- "At the map's edge and beside a void cell, a face drops to the base" ------------------

    @Test
    void aFaceBesideAnInnerVoidCellDropsToTheBase() {
        // Grass 1 m high round a void cell in the middle: the lowest top is 1 m, so the base is -1 m.
        BlockMap holed = BlockMeshFixtures.plainMap("holed", new String[] {"ggg", "g.g", "ggg"},
                BlockMeshFixtures.heights(3, 3, 2), -5);
        assertEquals(-1, holed.baseMetres(), 1e-12);
        List<Vertex> walls = vertices(build(holed), BlockMeshKind.WALL);
        // The four faces round the void: west of it at x = 1 facing east, east of it at x = 2
        // facing west, north of it at z = 1 facing south, south of it at z = 2 facing north.
        List<List<Vertex>> round = List.of(
                walls.stream().filter(v -> near(v.x(), 1) && near(v.nx(), 1) && v.z() > 1 - 1e-6 && v.z() < 2 + 1e-6).toList(),
                walls.stream().filter(v -> near(v.x(), 2) && near(v.nx(), -1) && v.z() > 1 - 1e-6 && v.z() < 2 + 1e-6).toList(),
                walls.stream().filter(v -> near(v.z(), 1) && near(v.nz(), 1) && v.x() > 1 - 1e-6 && v.x() < 2 + 1e-6).toList(),
                walls.stream().filter(v -> near(v.z(), 2) && near(v.nz(), -1) && v.x() > 1 - 1e-6 && v.x() < 2 + 1e-6).toList());
        for (List<Vertex> face : round) {
            assertTrue(!face.isEmpty(), "a face toward the void");
            assertEquals(-1, face.stream().mapToDouble(Vertex::y).min().orElseThrow(), 1e-5, "down to the base");
            assertEquals(1, face.stream().mapToDouble(Vertex::y).max().orElseThrow(), 1e-5, "from the top");
        }
        // Where the middle cell is ground, the face drops to its top and no further.
        BlockMap dip = BlockMeshFixtures.plainMap("dip", new String[] {"ggg", "ggg", "ggg"},
                new int[][] {{2, 2, 2}, {2, 1, 2}, {2, 2, 2}}, -5);
        List<Vertex> toDip = vertices(build(dip), BlockMeshKind.WALL).stream()
                .filter(v -> near(v.x(), 1) && near(v.nx(), 1) && v.z() > 1 - 1e-6 && v.z() < 2 + 1e-6).toList();
        assertEquals(0.5, toDip.stream().mapToDouble(Vertex::y).min().orElseThrow(), 1e-5);
    }

    // ---- "A brim hangs over every drop of 0.24 m or more, ... a drop to a water bed included" ---

    /** Fringed grass with a lip, a path and water, in steps of 0.1 m. */
    static BlockSet dressed() {
        return BlockSet.builder("dressed").cellSize(1, 0.1, 1)
                .block("grass", b -> b.top(GRASS_TOP).side(GRASS_SIDE).lip(GRASS_LIP).fringe(2))
                .block("path", b -> b.top("#a08a6a").side("#5a5650"))
                .block("water", b -> b.top("#404040").water(WaterLook.DEFAULT))
                .build();
    }

    static BlockMap dressedMap(String name, String[] cells, int[][] heights) {
        return BlockMap.builder(name, dressed()).legend(BlockLegend.ofNames(Map.of('g', "grass", 'p', "path",
                'w', "water"))).cells(cells).heights(heights).build();
    }

    @Test
    void aBrimHangsOverADropToAWaterBedThoughTheWaterStandsHigh() {
        // Grass at 0.4 m between paths at its height, a water bed 0.4 m under it to the east: the
        // water stands 0.35 m over its bed, 0.05 m under the grass, but the drop is to the bed.
        BlockMap map = dressedMap("bank", new String[] {"ppp", "pgw", "ppp"},
                new int[][] {{4, 4, 4}, {4, 4, 0}, {4, 4, 4}});
        List<Vertex> fringe = vertices(build(map), BlockMeshKind.FRINGE);
        double brimY = 0.4 + 2 * BlockFringeWriter.LIFT_METRES;
        assertTrue(fringe.stream().anyMatch(v -> near(v.x(), 2 + 3 / 16.0) && near(v.y(), brimY) && v.ny() > 0.5),
                "a brim 3/16 m out over the water bed");
        double skirtFoot = fringe.stream().filter(v -> near(v.nx(), 1) && near(v.x(), 2 + 3 / 16.0))
                .mapToDouble(Vertex::y).min().orElseThrow();
        assertEquals(brimY - 0.72 * 0.4, skirtFoot, 1e-5, "its skirt 0.72 of the drop to the bed");
        // The same grass beside a path 0.05 m lower hangs none: the water bed is what counts.
        BlockMap ledge = dressedMap("ledge", new String[] {"ppp", "pgp", "ppp"},
                new int[][] {{4, 4, 4}, {4, 4, 3}, {4, 4, 4}});
        assertTrue(vertices(build(ledge), BlockMeshKind.FRINGE).stream().noneMatch(v -> v.x() > 2 + 1e-6),
                "no brim over a drop of 0.1 m");
    }

    // ---- "The skirt covers the top of the lip band under it" ----------------------------------

    @Test
    void theSkirtHangsInFrontOfTheTopOfTheLipBand() {
        // Grass 2 m over the path east of it: its east face is lip from 1 m to 2 m, side under that.
        BlockMap map = dressedMap("cliff", new String[] {"gp"}, new int[][] {{20, 0}});
        BlockChunkMesh chunk = build(map);
        List<Vertex> lip = new ArrayList<>(), side = new ArrayList<>();
        for (BlockMesh m : chunk.meshes(BlockMeshKind.WALL)) {
            Face face = m.material().face();
            for (Vertex v : vertices(m)) {
                if (near(v.x(), 1) && near(v.nx(), 1) && face.equals(Face.rgb(rgb(GRASS_LIP)))) {
                    lip.add(v);
                } else if (near(v.x(), 1) && near(v.nx(), 1) && face.equals(Face.rgb(rgb(GRASS_SIDE)))) {
                    side.add(v);
                }
            }
        }
        assertEquals(1, lip.stream().mapToDouble(Vertex::y).min().orElseThrow(), 1e-5, "the lip band's foot");
        assertEquals(2, lip.stream().mapToDouble(Vertex::y).max().orElseThrow(), 1e-5, "the lip band's top");
        assertEquals(1, side.stream().mapToDouble(Vertex::y).max().orElseThrow(), 1e-5);
        List<Vertex> skirt = vertices(chunk, BlockMeshKind.FRINGE).stream().filter(v -> near(v.nx(), 1)).toList();
        assertTrue(!skirt.isEmpty(), "a skirt facing the drop");
        for (Vertex v : skirt) {
            assertEquals(1 + 3 / 16.0, v.x(), 1e-5, "in front of the face, at the brim's outer edge");
            assertTrue(v.y() >= 2 - 7 / 16.0 - 1e-5 && v.y() <= 2 + 2 * BlockFringeWriter.LIFT_METRES + 1e-5,
                    "within the top 7/16 m of the lip band: " + v);
        }
        assertEquals(2 + 2 * BlockFringeWriter.LIFT_METRES - 7 / 16.0,
                skirt.stream().mapToDouble(Vertex::y).min().orElseThrow(), 1e-5, "7/16 m down over the lip");
    }

    // ---- cover: zones and patches -------------------------------------------------------------

    static final List<List<Integer>> ZONE_LISTS = List.of(List.of(0), List.of(1), List.of(2));

    static BlockCover.Builder tufts() {
        return BlockCover.builder(SpecFixtures.TUFTS).columns(4);
    }

    /** A field's cards, by cell (column, row), each cell's frames in order. */
    static Map<List<Integer>, List<Integer>> framesByCell(List<Card> cards) {
        Map<List<Integer>, List<Integer>> out = new TreeMap<>((a, b) -> a.get(0).equals(b.get(0))
                ? Integer.compare(a.get(1), b.get(1)) : Integer.compare(a.get(0), b.get(0)));
        for (Card c : cards) {
            out.computeIfAbsent(List.of(c.column(), c.row()), k -> new ArrayList<>()).add(c.frame());
        }
        return out;
    }

    @Test
    void flowerZonesRunOnAcrossBlocksThatDrawTheSameStrip() {
        // Grass and a meadow grow the same strip in the same zones: a field all grass and the same
        // field half meadow (its east half) give every cell the same frames.
        BlockCover cover = tufts().perCell(3).zones(new CoverZones(6, ZONE_LISTS)).build();
        BlockSet set = BlockSet.builder("zoned")
                .block("grass", b -> b.top(GRASS_TOP).cover(cover))
                .block("meadow", b -> b.top("#7a9a40").cover(cover))
                .build();
        int size = 24;
        String[] all = BlockMeshFixtures.rows(size, size, 'g');
        String[] half = new String[size];
        for (int r = 0; r < size; r++) {
            half[r] = "g".repeat(size / 2) + "m".repeat(size / 2);
        }
        BlockLegend legend = BlockLegend.ofNames(Map.of('g', "grass", 'm', "meadow"));
        BlockMap grass = BlockMap.builder("field", set).legend(legend).cells(all)
                .heights(BlockMeshFixtures.heights(size, size, 2)).build();
        BlockMap mixed = BlockMap.builder("field", set).legend(legend).cells(half)
                .heights(BlockMeshFixtures.heights(size, size, 2)).build();
        BlockMeshLook look = new BlockMeshLook(4, 0);
        Map<List<Integer>, List<Integer>> a = framesByCell(BlockCoverTest.cards(new BlockMesher(grass, look).build(0, 0)));
        Map<List<Integer>, List<Integer>> b = framesByCell(BlockCoverTest.cards(new BlockMesher(mixed, look).build(0, 0)));
        assertEquals(a, b);
        // And the zones do split the meadow: more than one list comes up on it.
        Set<Integer> onMeadow = new HashSet<>();
        b.forEach((cell, frames) -> {
            if (cell.get(0) >= size / 2) {
                onMeadow.addAll(frames);
            }
        });
        assertTrue(onMeadow.size() > 1, "the meadow's frames: " + onMeadow);
    }

    @Test
    void aPatchsLeftOutFieldsFallBackToTheCovers() {
        // The cover grows 2 cards a cell, all frame 1. A patch that gives only a count keeps frame
        // 1; a patch that gives only frames keeps 2 cards a cell.
        int size = 24;
        BlockMap countOnly = BlockCoverTest.flat(BlockCoverTest.set(b -> b.perCell(2).frames(1)
                .patch(new CoverPatch(0.5, Optional.of(CoverCount.range(5, 5)), Optional.empty()))), size);
        BlockMap framesOnly = BlockCoverTest.flat(BlockCoverTest.set(b -> b.perCell(2).frames(1)
                .patch(new CoverPatch(0.5, Optional.empty(), Optional.of(List.of(3))))), size);
        BlockMesher countMesher = new BlockMesher(countOnly, BlockMeshLook.DEFAULT);
        BlockMesher framesMesher = new BlockMesher(framesOnly, BlockMeshLook.DEFAULT);
        BlockCoverWriter field = new BlockCoverWriter(countMesher);
        Map<List<Integer>, List<Integer>> counted = framesByCell(BlockCoverTest.cards(countMesher.build(0, 0)));
        Map<List<Integer>, List<Integer>> framed = framesByCell(BlockCoverTest.cards(framesMesher.build(0, 0)));
        int patched = 0, open = 0;
        for (int r = 1; r < size - 1; r++) {
            for (int c = 1; c < size - 1; c++) {
                List<Integer> cell = List.of(c, r);
                if (field.patchField(c, r) > 0.5) {
                    assertEquals(List.of(1, 1, 1, 1, 1), counted.get(cell), "the patch's count, the cover's frame, at " + cell);
                    assertEquals(List.of(3, 3), framed.get(cell), "the cover's count, the patch's frame, at " + cell);
                    patched++;
                } else {
                    assertEquals(List.of(1, 1), counted.get(cell), cell.toString());
                    assertEquals(List.of(1, 1), framed.get(cell), cell.toString());
                    open++;
                }
            }
        }
        assertTrue(patched > 10 && open > 10, patched + " cells in a patch, " + open + " out of one");
    }

    @Test
    void patchesStillSetTheCountUnderZones() {
        // One card a cell, from the zone's list; a patch of 4 a cell. Under zones a patch gives no
        // frames (the zones' lists replace them), but its count still holds.
        int size = 24;
        BlockMap map = BlockCoverTest.flat(BlockCoverTest.set(b -> b.perCell(1).zones(new CoverZones(6, ZONE_LISTS))
                .patch(new CoverPatch(0.5, Optional.of(CoverCount.range(4, 4)), Optional.empty()))), size);
        BlockMesher mesher = new BlockMesher(map, BlockMeshLook.DEFAULT);
        BlockCoverWriter field = new BlockCoverWriter(mesher);
        Map<List<Integer>, List<Integer>> byCell = framesByCell(BlockCoverTest.cards(mesher.build(0, 0)));
        int patched = 0, open = 0;
        Set<Integer> frames = new HashSet<>();
        for (int r = 1; r < size - 1; r++) {
            for (int c = 1; c < size - 1; c++) {
                List<Integer> cell = List.of(c, r);
                List<Integer> cards = byCell.get(cell);
                boolean inPatch = field.patchField(c, r) > 0.5;
                assertEquals(inPatch ? 4 : 1, cards.size(), (inPatch ? "in" : "out of") + " a patch at " + cell);
                assertEquals(1, new HashSet<>(cards).size(), "one zone's list, of one frame, at " + cell);
                frames.addAll(cards);
                if (inPatch) {
                    patched++;
                } else {
                    open++;
                }
            }
        }
        assertTrue(patched > 10 && open > 10, patched + " cells in a patch, " + open + " out of one");
        assertTrue(frames.size() > 1, "the zones' lists come up: " + frames);
    }
}
