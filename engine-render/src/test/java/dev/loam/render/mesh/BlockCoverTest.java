package dev.loam.render.mesh;

import static dev.loam.testkit.SpecFixtures.GRASS_TOP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCover;
import dev.loam.blockmap.BlockLegend;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.CoverCount;
import dev.loam.blockmap.CoverPatch;
import dev.loam.blockmap.CoverZones;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.WaterLook;
import dev.loam.core.JitteredGrid;
import dev.loam.core.StableHash;
import dev.loam.testkit.SpecFixtures;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class BlockCoverTest {
    /** One card read back from a chunk's card records. */
    record Card(int column, int row, double x, double y, double z, double width, double height, int frame, float sway,
                float rootRed, float middleRed, double middleHeight) {
    }

    static List<Card> cards(BlockChunkMesh chunk) {
        List<Card> out = new ArrayList<>();
        for (BlockCards cards : chunk.cover()) {
            float[] r = cards.records(), colours = cards.colours();
            for (int at = 0, k = 0; at < r.length; at += BlockCards.STRIDE, k++) {
                double x = r[at + BlockCards.ROOT], y = r[at + BlockCards.ROOT + 1], z = r[at + BlockCards.ROOT + 2];
                double height = r[at + BlockCards.HEIGHT];
                out.add(new Card((int) Math.floor(x), (int) Math.floor(z), x, y, z, r[at + BlockCards.WIDTH], height,
                        (int) r[at + BlockCards.FRAME], r[at + BlockCards.SWAY], colours[6 * k], colours[6 * k + 3],
                        BlockCards.ROOT_SHARE * height));
            }
        }
        return out;
    }

    static List<Double> place(Card c) {
        return List.of(c.x(), c.y(), c.z(), c.width(), c.height(), (double) c.frame());
    }

    static BlockSet set(Consumer<BlockCover.Builder> cover) {
        BlockCover.Builder b = BlockCover.builder(SpecFixtures.TUFTS).columns(4);
        cover.accept(b);
        BlockCover built = b.build();
        return BlockSet.builder("covered")
                .block("grass", g -> g.top(GRASS_TOP).cover(built))
                .block("water", w -> w.top("#404040").water(WaterLook.DEFAULT))
                .build();
    }

    static BlockMap flat(BlockSet set, int size) {
        return BlockMap.builder("field", set).legend(BlockLegend.ofNames(Map.of('g', "grass", 'w', "water")))
                .cells(BlockMeshFixtures.rows(size, size, 'g')).heights(BlockMeshFixtures.heights(size, size, 2)).build();
    }

    static Map<Long, Integer> perCell(List<Card> cards) {
        Map<Long, Integer> n = new HashMap<>();
        for (Card c : cards) {
            n.merge((long) c.column() * 100_000 + c.row(), 1, Integer::sum);
        }
        return n;
    }

    @Test
    void aRangeCountDrawsEachWholeNumberEvenly() {
        BlockMap map = flat(set(b -> b.perCell(3, 5)), 32);
        BlockChunkMesh chunk = new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
        Map<Long, Integer> n = perCell(cards(chunk));
        assertEquals(32 * 32, n.size());
        int[] seen = new int[6];
        n.values().forEach(k -> seen[k]++);
        assertEquals(0, seen[0] + seen[1] + seen[2]);
        for (int k = 3; k <= 5; k++) {
            assertTrue(seen[k] > 280 && seen[k] < 400, k + " cards in " + seen[k] + " cells");
        }
        assertEquals(chunk.cards(), cards(chunk).size());
    }

    @Test
    void aMeanCountGrowsOneWithTheFractionsChance() {
        BlockMap map = flat(set(b -> b.perCell(0.12)), 64);
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.DEFAULT);
        int cards = meshes.chunks().stream().mapToInt(BlockChunkMesh::cards).sum();
        // 4096 cells at 12%: 491.5 expected, 21 its standard deviation.
        assertTrue(cards > 491 - 70 && cards < 491 + 70, cards + " cards");
        assertEquals(3, CoverCount.mean(2.5).draw(0.4));
        assertEquals(2, CoverCount.mean(2.5).draw(0.6));
    }

    @Test
    void aCardKeepsHalfItsWidthInFromADrop() {
        // The spec's green: grass a step over the path, the map's edges all round.
        BlockMap map = SpecFixtures.greenMap();
        List<Card> cards = cards(new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0));
        assertFalse(cards.isEmpty());
        for (Card c : cards) {
            if (c.row() == 0) {
                assertTrue(c.z() >= c.width() / 2 - 1e-6 && c.z() <= 1 - c.width() / 2 + 1e-6, c.toString());
            }
            if (c.column() == 0) {
                assertTrue(c.x() >= c.width() / 2 - 1e-6, c.toString());
            }
            // The path (row 1) has the grass higher on its north and the level grass on its south: no drop there.
            assertTrue(c.x() >= -1e-9 && c.x() <= 4 + 1e-9);
        }
    }

    @Test
    void aCardTooWideForItsLedgeIsLeftOut() {
        // A ridge one cell wide between two lower fields: a card 1.5 m wide cannot keep 0.75 m in from both drops.
        BlockSet set = set(b -> b.perCell(3).scale(1.5));
        BlockMap map = BlockMap.builder("ridge", set).legend(BlockLegend.ofNames(Map.of('g', "grass")))
                .cells("ggg", "ggg", "ggg").heights(new int[][] {{0, 3, 0}, {0, 3, 0}, {0, 3, 0}}).build();
        for (Card c : cards(new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0))) {
            assertFalse(c.column() == 1, "a card on the ridge: " + c);
        }
    }

    @Test
    void besideWaterGrowsOnlyWhereWaterWithinPointFourMetresLiesOnOneOfFourSides() {
        BlockSet set = set(b -> b.perCell(2).besideWater(true));
        // Water (surface 0 m over a bed at -0.5 m) in column 0; a bank at 0 m; a terrace at 1 m behind.
        BlockMap map = BlockMap.builder("bank", set).legend(BlockLegend.ofNames(Map.of('g', "grass", 'w', "water")))
                .cells("wggg", "wggg").heights(new int[][] {{-1, 0, 0, 2}, {-1, 0, 0, 2}}).build();
        Set<Integer> columns = new HashSet<>();
        for (Card c : cards(new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0))) {
            columns.add(c.column());
        }
        assertEquals(Set.of(1), columns);
    }

    @Test
    void anEditMovesNoCardOutsideItsCellAndItsFourNeighbours() {
        BlockMap map = flat(set(b -> b.perCell(2, 4)), 12);
        BlockMesher mesher = new BlockMesher(map, BlockMeshLook.DEFAULT);
        List<Card> before = cards(mesher.build(0, 0));
        map.setCell(Authority.create("t"), BlockCellEdit.height(5, 5, 4));
        List<Card> after = cards(mesher.build(0, 0));
        // Where a card stands, how big and which frame: its light may change near the edit, its place not.
        List<List<Double>> farBefore = before.stream().filter(c -> Math.abs(c.column() - 5) + Math.abs(c.row() - 5) > 1)
                .map(BlockCoverTest::place).toList();
        List<List<Double>> farAfter = after.stream().filter(c -> Math.abs(c.column() - 5) + Math.abs(c.row() - 5) > 1)
                .map(BlockCoverTest::place).toList();
        assertEquals(new HashSet<>(farBefore), new HashSet<>(farAfter));
        // The raised cell now stands over four drops, so its own cards move in from them.
        assertFalse(farBefore.isEmpty());
    }

    @Test
    void cardsComeFromTheTextureSeedTheCellAndTheStrip() {
        BlockMap map = flat(set(b -> b.perCell(2, 4)), 8);
        List<Card> a = cards(new BlockMesher(map, new BlockMeshLook(1, 0)).build(0, 0));
        List<Card> again = cards(new BlockMesher(map, new BlockMeshLook(1, 0)).build(0, 0));
        assertEquals(a, again, "the same seed, cells and strip grow the same cards");
        List<Card> otherSeed = cards(new BlockMesher(map, new BlockMeshLook(2, 0)).build(0, 0));
        assertFalse(inCell(a).equals(inCell(otherSeed)), "another texture seed grows other cards");
        // The same texels under another name: only the strip's name differs.
        PixelTexture renamed = PixelTexture.builder("tufts-again", SpecFixtures.TUFTS.width(), SpecFixtures.TUFTS.height())
                .variation(SpecFixtures.TUFTS.variation()).paint(canvas -> {
                    for (int y = 0; y < canvas.height(); y++) {
                        for (int x = 0; x < canvas.width(); x++) {
                            int argb = SpecFixtures.TUFTS.argb(x, y);
                            canvas.setColour(x, y, argb & 0xffffff);
                            canvas.setAlpha(x, y, (argb >>> 24) / 255.0);
                        }
                    }
                }).build();
        assertTrue(java.util.Arrays.equals(SpecFixtures.TUFTS.texels(), renamed.texels()));
        BlockSet renamedSet = BlockSet.builder("covered")
                .block("grass", g -> g.top(GRASS_TOP).cover(BlockCover.builder(renamed).columns(4).perCell(2, 4).build()))
                .block("water", w -> w.top("#404040").water(WaterLook.DEFAULT))
                .build();
        List<Card> otherStrip = cards(new BlockMesher(flat(renamedSet, 8), new BlockMeshLook(1, 0)).build(0, 0));
        assertFalse(inCell(a).equals(inCell(otherStrip)), "another strip's name grows other cards");
        // And each cell its own: no two cells of the field grow the same cards.
        Map<Long, List<List<Double>>> byCell = new HashMap<>();
        for (Card c : a) {
            byCell.computeIfAbsent((long) c.column() * 100_000 + c.row(), k -> new ArrayList<>())
                    .add(List.of(c.x() - c.column(), c.z() - c.row(), c.height(), (double) c.frame()));
        }
        assertTrue(byCell.size() > 32, byCell.size() + " cells grew cards");
        assertEquals(byCell.size(), new HashSet<>(byCell.values()).size(), "each cell grows its own cards");
    }

    /** Each card where it stands in its cell, its size and frame: what the hash draws. */
    static List<List<Double>> inCell(List<Card> cards) {
        List<List<Double>> out = new ArrayList<>();
        for (Card c : cards) {
            out.add(List.of((double) c.column(), (double) c.row(), c.x(), c.z(), c.height(), (double) c.frame()));
        }
        return out;
    }

    @Test
    void zonesGiveEachCellTheListItsNearestPointsHashPicksWhicheverChunkReadsIt() {
        BlockSet set = set(b -> b.perCell(3).zones(new CoverZones(6, List.of(List.of(0), List.of(1), List.of(2, 3)))));
        BlockMap map = flat(set, 48);
        BlockMapMeshes meshes = BlockMapMeshes.build(map, new BlockMeshLook(9, 0));
        JitteredGrid grid = JitteredGrid.of(StableHash.mix(StableHash.mix(StableHash.mix(9, "loam.block.zones"), "field"),
                SpecFixtures.TUFTS.name()), 6);
        List<List<Integer>> lists = List.of(List.of(0), List.of(1), List.of(2, 3));
        Set<Integer> listsSeen = new HashSet<>();
        for (BlockChunkMesh chunk : meshes.chunks()) {
            for (Card c : cards(chunk)) {
                int list = BlockCoverWriter.zoneList(grid, 3, c.column() + 0.5, c.row() + 0.5);
                assertTrue(lists.get(list).contains(c.frame()), c + " outside its zone's list " + list);
                listsSeen.add(list);
            }
        }
        assertEquals(Set.of(0, 1, 2), listsSeen);
    }

    @Test
    void aCellOutsideEveryPatchGrowsExactlyWhatItWouldWithNoPatches() {
        BlockMap plain = flat(set(b -> b.perCell(1, 2)), 32);
        BlockMap patched = flat(set(b -> b.perCell(1, 2).patch(new CoverPatch(0.6, java.util.Optional.of(
                CoverCount.range(6, 6)), java.util.Optional.of(List.of(3))))), 32);
        BlockMesher patchedMesher = new BlockMesher(patched, BlockMeshLook.DEFAULT);
        List<Card> without = cards(new BlockMesher(plain, BlockMeshLook.DEFAULT).build(0, 0));
        List<Card> with = cards(patchedMesher.build(0, 0));
        BlockCoverWriter field = new BlockCoverWriter(patchedMesher);
        Map<Long, Integer> counts = perCell(with);
        int inside = 0;
        for (Card c : with) {
            if (field.patchField(c.column(), c.row()) > 0.6) {
                assertEquals(6, counts.get((long) c.column() * 100_000 + c.row()));
                assertEquals(3, c.frame());
                inside++;
            } else {
                assertTrue(without.contains(c), "a card outside the patches moved: " + c);
            }
        }
        assertTrue(inside > 0, "no cell passed the patch's threshold");
    }

    @Test
    void framesAreDrawnEvenlySoAFrameListedThriceDrawsThreeTimesAsOften() {
        BlockMap map = flat(set(b -> b.perCell(4).frames(2, 2, 2, 1)), 32);
        int[] seen = new int[4];
        for (Card c : cards(new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0))) {
            seen[c.frame()]++;
        }
        assertEquals(0, seen[0] + seen[3]);
        double ratio = seen[2] / (double) seen[1];
        assertTrue(ratio > 2.6 && ratio < 3.4, "frame 2 drew " + ratio + " times as often as frame 1");
    }

    @Test
    void thePatchFieldIsOneValueNoiseOfTheSetsPatchSizeFromTheTextureSeedAndTheMapsName() {
        BlockMap map = flat(set(b -> b.perCell(1)), 8);
        BlockCoverWriter writer = new BlockCoverWriter(new BlockMesher(map, new BlockMeshLook(12, 0)));
        dev.loam.core.ValueNoise2D noise = dev.loam.core.ValueNoise2D.of(
                StableHash.mix(StableHash.mix(12, "loam.block.patches"), "field"), 4.35);
        assertEquals(4.35, map.blockSet().patchSizeMetres(), 0);
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 8; c++) {
                assertEquals(noise.sample(c + 0.5, r + 0.5), writer.patchField(c, r), 0);
            }
        }
    }

    @Test
    void aCardDarkensTowardItsRootAndSwaysByItsWindWeight() {
        BlockMap map = flat(set(b -> b.perCell(1).windWeight(1.4).rootDarkening(0.35).castShadow(true)), 4);
        BlockChunkMesh chunk = new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
        List<BlockCards> cover = chunk.cover();
        assertEquals(1, cover.size());
        assertTrue(cover.get(0).castsShadow());
        for (Card c : cards(chunk)) {
            assertEquals(1.4f, c.sway(), 1e-6);
            // Each red packed within half a level.
            assertEquals(0.65 * c.middleRed(), c.rootRed(), 1.65 * BlockMeshFixtures.PACKED_COLOUR);
            assertEquals(1.0, c.y(), 1e-6);
            assertTrue(c.height() >= BlockCover.DEFAULT_SCALE_MIN - 1e-6 && c.height() <= BlockCover.DEFAULT_SCALE_MAX + 1e-6);
        }
    }

    @Test
    void cardsExpandToSixVerticesAndFourTrianglesAboutTheirRoot() {
        BlockMap map = flat(set(b -> b.perCell(2).windWeight(1.4).rootDarkening(0.35)), 4);
        BlockChunkMesh chunk = new BlockMesher(map, BlockMeshLook.DEFAULT).build(0, 0);
        BlockCards cards = chunk.cover().get(0);
        BlockMesh mesh = cards.toMesh();
        assertEquals(BlockMeshKind.COVER, mesh.kind());
        assertEquals(6 * cards.count(), mesh.vertexCount());
        assertEquals(4 * cards.count(), mesh.triangleCount());
        assertEquals(cards.vertexCount(), mesh.vertexCount());
        float[] r = cards.records(), p = mesh.positions(), n = mesh.normals(), c = mesh.colours(), uv = mesh.uvs(),
                e = mesh.extra(), cardColours = cards.colours();
        int[] ix = mesh.indices();
        int columns = cards.material().columns();
        for (int card = 0; card < cards.count(); card++) {
            int at = card * BlockCards.STRIDE, v0 = 6 * card;
            float width = r[at + BlockCards.WIDTH], height = r[at + BlockCards.HEIGHT];
            for (int corner = 0; corner < 6; corner++) {
                int v = v0 + corner, row = corner / 2, side = corner % 2;
                double up = row == 0 ? 0 : row == 1 ? 0.6 * height : height;
                double ox = (side == 0 ? -0.5 : 0.5) * width;
                // Rooted at its bottom middle, laid facing +z, lit as the ground: normals up.
                assertEquals(r[at + BlockCards.ROOT] + ox, p[3 * v], BlockMeshFixtures.PACKED);
                assertEquals(r[at + BlockCards.ROOT + 1] + up, p[3 * v + 1], BlockMeshFixtures.PACKED);
                assertEquals(r[at + BlockCards.ROOT + 2], p[3 * v + 2], BlockMeshFixtures.PACKED);
                assertEquals(1f, n[3 * v + 1], 0);
                // The root row darkened, the 60% and tip rows at the ground's light.
                int colour = 6 * card + (row == 0 ? 0 : 3);
                for (int ch = 0; ch < 3; ch++) {
                    assertEquals(cardColours[colour + ch], c[4 * v + ch], 0);
                }
                assertEquals((r[at + BlockCards.FRAME] + side) / columns, uv[2 * v], BlockMeshFixtures.PACKED);
                assertEquals(1 - up / height, uv[2 * v + 1], BlockMeshFixtures.PACKED);
                assertEquals(ox, e[3 * v], BlockMeshFixtures.PACKED);
                assertEquals(up, e[3 * v + 1], BlockMeshFixtures.PACKED);
                assertEquals(1.4 * up / height, e[3 * v + 2], BlockMeshFixtures.PACKED);
            }
            for (int t = 12 * card; t < 12 * card + 12; t += 3) {
                // Counter-clockwise seen from +z: the normal of each triangle points toward +z.
                float ax = p[3 * ix[t]], ay = p[3 * ix[t] + 1], bx = p[3 * ix[t + 1]], by = p[3 * ix[t + 1] + 1];
                float cx = p[3 * ix[t + 2]], cy = p[3 * ix[t + 2] + 1];
                assertTrue((bx - ax) * (cy - ay) - (by - ay) * (cx - ax) > 0, "triangle " + t / 3 + " faces +z");
            }
        }
        // The box widened by the cards runs from their roots up to their tips, as their triangles do.
        float[] box = cards.widen(new float[] {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY,
                Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY});
        float yMin = Float.POSITIVE_INFINITY, yMax = Float.NEGATIVE_INFINITY, zMin = Float.POSITIVE_INFINITY,
                zMax = Float.NEGATIVE_INFINITY;
        for (int v = 0; v < mesh.vertexCount(); v++) {
            yMin = Math.min(yMin, p[3 * v + 1]);
            yMax = Math.max(yMax, p[3 * v + 1]);
            zMin = Math.min(zMin, p[3 * v + 2]);
            zMax = Math.max(zMax, p[3 * v + 2]);
        }
        // The mesh's positions are packed, each within half a quantum of the card's own.
        assertEquals(yMin, box[1], BlockMeshFixtures.PACKED);
        assertEquals(yMax, box[4], BlockMeshFixtures.PACKED);
        assertEquals(zMin, box[2], BlockMeshFixtures.PACKED);
        assertEquals(zMax, box[5], BlockMeshFixtures.PACKED);
    }
}
