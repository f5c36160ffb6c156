package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.AssetException;
import dev.loam.assets.AssetResolver;
import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCellRefusal;
import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.BlockMapFile;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockMapLibrary;
import dev.loam.blockmap.BlockProp;
import dev.loam.model.InstanceSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** A landscape's props and model blocks, without drawing: stood, moved, removed, refused, avoided. */
class LandscapePropsTest {
    private static final Authority GAME = Authority.create("test");

    private static Landscape woods() {
        return LandscapeFixtures.woods().drawn(false).build();
    }

    private static Map<String, Integer> counts(Landscape land) {
        Map<String, Integer> out = new HashMap<>();
        for (InstanceSet s : new LandscapeModels(land.map(), land.props(), AssetResolver.defaults(), false).sets()) {
            out.put(s.model().name(), s.count());
        }
        return out;
    }

    @Test
    void theFilesPropsStandAndOneOnAVoidCellIsRemovedAsTheFileSays() {
        try (Landscape land = woods()) {
            assertEquals(4, land.props().size(), "the bench on the void cell at column 0, row 9 is removed");
            for (int[] at : new int[][] {{6, 7}, {4, 1}, {5, 1}, {2, 5}}) {
                assertTrue(land.props().occupied(at[0], at[1]));
                assertTrue(land.navMesh().isObstacle(at[0], at[1]), "the navigation keeps off the prop at " + at[0]);
                assertFalse(land.navMesh().isWalkable(at[0], at[1]));
            }
            assertTrue(land.navMesh().isWalkable(3, 1));
        }
    }

    @Test
    void eachModelStandsItsInstancesTreesOnTheirTreeCellsAndPropsOnTheirTops() {
        try (Landscape land = woods()) {
            Map<String, Integer> counts = counts(land);
            assertEquals(3, counts.get("broadleaf") + counts.get("conifer"), counts.toString());
            assertEquals(1, counts.get("bench"));
            assertEquals(2, counts.get("fence"));
            assertEquals(1, counts.get("woodpile"));
            // The bench at column 6, row 7 (a 1-step cell: 0.5 m) faces east, a quarter turn.
            InstanceSet bench = new LandscapeModels(land.map(), land.props(), AssetResolver.defaults(), false).sets().stream()
                    .filter(s -> s.model().name().equals("bench")).findFirst().orElseThrow();
            float[] m = bench.matrix(0);
            Vector3d middle = land.cellCentre(6, 7, new Vector3d());
            assertEquals(middle.x, m[12], 1e-5);
            assertEquals(0.5, m[13], 1e-6);
            assertEquals(middle.z, m[14], 1e-5);
            assertEquals(0, m[0], 1e-6, "a quarter turn");
        }
    }

    @Test
    void aHeightEditMovesThePropOnItsCellInTheSameUpdate() {
        try (Landscape land = woods()) {
            assertTrue(land.setCell(GAME, BlockCellEdit.height(2, 5, 2)).isEmpty());
            land.update();
            assertEquals(1, land.lastUpdate().propsMoved(), land.lastUpdate().toString());
            BlockProp pile = land.props().props().get(3);
            assertEquals(1.0, land.props().foot(pile, new Vector3d()).y, 1e-9);
            assertFalse(land.update().changed());
        }
    }

    @Test
    void voidingAPropsCellRemovesItAndFreesTheNavigationAsTheFileSays() {
        try (Landscape land = woods()) {
            assertTrue(land.setCell(GAME, BlockCellEdit.clear(2, 5)).isEmpty());
            land.update();
            assertEquals(1, land.lastUpdate().propsRemoved());
            assertEquals(3, land.props().size());
            assertFalse(land.navMesh().isObstacle(2, 5));
        }
    }

    @Test
    void voidingAPropsCellIsRefusedWhenTheFileRefusesIt() throws Exception {
        BlockMapFile file = BlockMapFiles.read(java.nio.file.Path.of("src/test/resources/maps/test-woods.json"));
        BlockMapFile refusing = new BlockMapFile(file.name(), file.blockSet(), file.legend(), file.rows(), file.sea(),
                file.position(), file.props().subList(0, 4), dev.loam.blockmap.PropsOnVoid.REFUSE);
        try (Landscape land = Landscape.builder(refusing).sets(LandscapeFixtures.SETS).drawn(false).build()) {
            BlockCellRefusal r = land.setCell(GAME, BlockCellEdit.clear(2, 5)).orElseThrow();
            assertEquals(BlockCellRefusal.Reason.PROP_ON_VOID, r.reason());
            assertTrue(r.message().startsWith("column 2, row 5: the woodpile"), r.message());
            assertFalse(land.update().changed(), "nothing was written");
        }
    }

    @Test
    void aStairLaidUnderAPropIsRefusedNamingTheCell() {
        try (Landscape land = woods()) {
            BlockCellRefusal r = land.setCell(GAME, BlockCellEdit.symbol(4, 1, 's')).orElseThrow();
            assertEquals(BlockCellRefusal.Reason.PROP_ON_STAIR, r.reason());
            assertTrue(r.message().contains("column 4, row 1") && r.message().contains("stair's tread"), r.message());
        }
    }

    @Test
    void aPropFileOnAStairOrATreeIsRefusedNamingTheMapThePropAndTheCell() throws Exception {
        BlockMapFile file = BlockMapFiles.read(java.nio.file.Path.of("src/test/resources/maps/test-woods.json"));
        BlockMapException stair = assertThrows(BlockMapException.class, () -> Landscape.builder(
                file.withProps(List.of(BlockProp.of("bench", 0, 0), BlockProp.of("bench", 3, 4))))
                .sets(LandscapeFixtures.SETS).drawn(false).build());
        assertEquals("props[1]", stair.place());
        assertTrue(stair.getMessage().contains("map \"test-woods\"") && stair.getMessage().contains("column 3, row 4")
                && stair.getMessage().contains("stair's tread"), stair.getMessage());
        BlockMapException tree = assertThrows(BlockMapException.class, () -> Landscape.builder(
                file.withProps(List.of(BlockProp.of("bench", 1, 1)))).sets(LandscapeFixtures.SETS).drawn(false).build());
        assertTrue(tree.getMessage().contains("column 1, row 1") && tree.getMessage().contains("tree"), tree.getMessage());
    }

    @Test
    void aPropOfAModelTheResolverLacksIsRefusedNamingIt() throws Exception {
        BlockMapFile file = BlockMapFiles.read(java.nio.file.Path.of("src/test/resources/maps/test-woods.json"));
        AssetException e = assertThrows(AssetException.class, () -> Landscape.builder(
                file.withProps(List.of(BlockProp.of("benchh", 0, 0)))).sets(LandscapeFixtures.SETS).drawn(false).build());
        assertTrue(e.getMessage().contains("benchh") && e.getMessage().contains("props[0].model"), e.getMessage());
    }

    @Test
    void aPropPlacedInPlayIsAvoidedAfterTheNextUpdateAndSavedWithTheMap(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        try (Landscape land = woods()) {
            assertTrue(land.props().place(BlockProp.of("bench", 8, 3).withYaw(180)).isEmpty());
            assertTrue(land.setCell(GAME, BlockCellEdit.height(8, 0, 3)).isEmpty());
            land.update();
            assertTrue(land.navMesh().isObstacle(8, 3));
            BlockMapFiles.write(land.toFile(), dir.resolve("saved.json"));
            try (Landscape again = Landscape.builder("saved").maps(BlockMapLibrary.builder().root(dir).build())
                    .sets(LandscapeFixtures.SETS).drawn(false).build()) {
                assertEquals(land.props().props(), again.props().props());
                assertEquals(3, again.map().heightSteps(8, 0));
                assertEquals("test-woods", again.map().name(), "the file keeps its own name");
            }
        }
    }

    @Test
    void aTurnedTreeBlockStandsItsTreeTurnedAndTheFileKeepsTurnsAndData() {
        try (Landscape land = woods()) {
            assertTrue(land.turnCell(GAME, 1, 1, 1).isEmpty());
            assertTrue(land.setCellData(GAME, 3, 3, "spawn", "red").isEmpty());
            land.update();
            assertTrue(land.lastUpdate().instanceCells() == 0 && land.lastUpdate().changes() == 2, land.lastUpdate().toString());
            Vector3d at = land.cellCentre(1, 1, new Vector3d());
            boolean turned = false;
            for (InstanceSet s : new LandscapeModels(land.map(), land.props(), AssetResolver.defaults(), false).sets()) {
                for (int i = 0; i < s.count(); i++) {
                    float[] m = s.matrix(i);
                    if (Math.abs(m[12] - at.x) < 1e-4 && Math.abs(m[14] - at.z) < 1e-4) {
                        assertEquals(0, m[0], 1e-6, "a quarter turn");
                        turned = true;
                    }
                }
            }
            assertTrue(turned, "the tree at column 1, row 1 stands");
            BlockMapFile saved = BlockMapFiles.read(BlockMapFiles.write(land.toFile()));
            assertEquals(1, saved.layers().quarterTurns(1, 1));
            assertEquals("red", saved.layers().data(3, 3).get("spawn"));
        }
    }

    @Test
    void eachPropCollidesAsABoxAndTheBoxMovesWithItsCell() {
        try (Landscape land = woods()) {
            assertEquals(4, land.propsCollider().boxCount(), "one box a prop standing");
            assertEquals(2, land.collisions().colliderCount(), "the map's collider and the props'");
            Vector3d pile = land.cellCentre(2, 5, new Vector3d());
            double top = land.map().topMetres(2, 5);
            double over = land.collisions().surfaceHeight(pile.x, pile.z);
            assertTrue(over > top + 0.2, "the woodpile stands over its cell's top: " + over + " over " + top);
            land.setCell(GAME, dev.loam.blockmap.BlockCellEdit.height(2, 5, land.map().heightSteps(2, 5) + 2));
            land.update();
            double step = land.map().cellSize().step();
            assertEquals(over + 2 * step, land.collisions().surfaceHeight(pile.x, pile.z), 1e-6,
                    "the woodpile's box rose with its cell");
            assertEquals(4, land.propsCollider().boxCount());
        }
    }
}
