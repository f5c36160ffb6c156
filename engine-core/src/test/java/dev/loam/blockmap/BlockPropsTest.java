package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/** A map file's props: read, written, refused naming the cell, and kept standing on a live map. */
class BlockPropsTest {
    private static final Authority GAME = Authority.create("test");

    /** Grass at two heights with a stair between, a void cell and a tree block drawn as a model. */
    static final BlockSet WOODS = BlockSet.builder("props-test")
            .block("grass", b -> b.top("#5f8f3e"))
            .block("stairs", b -> b.top("#9a9384").stairs())
            .block("tree", b -> b.top("#2f5a2c").blocked().model("broadleaf", "conifer"))
            .build();

    static String map(String props) {
        return """
                {"blockSet": "props-test",
                 "cells": ["ggsgT", "gg.gg"],
                 "heights": ["11122", "11111"],
                 "legend": {"g": "grass", "s": "stairs", "T": "tree"}%s}
                """.formatted(props);
    }

    static BlockMap live(BlockMapFile file) {
        return BlockMapFiles.toMap(file, "woods", BlockSetLookup.of(WOODS));
    }

    @Test
    void propsAreReadWithTheirDefaultsAndWrittenBackEqual() {
        BlockMapFile file = BlockMapFiles.read(map(", \"props\": [{\"model\": \"bench\", \"cell\": [0, 1]},"
                + " {\"model\": \"fence\", \"cell\": [1, 0], \"yaw\": 90, \"scale\": 1.5, \"offset\": [0.25, 0, -0.5]}]"));
        assertEquals(List.of(BlockProp.of("bench", 0, 1), new BlockProp("fence", 1, 0, 90, 1.5, 0.25, 0, -0.5)), file.props());
        assertEquals(PropsOnVoid.REFUSE, file.propsOnVoid());
        String text = BlockMapFiles.write(file);
        assertTrue(text.contains("{\"model\": \"bench\", \"cell\": [0, 1]}"), text);
        assertEquals(file, BlockMapFiles.read(text));
    }

    @Test
    void aPropOnAVoidCellIsRefusedNamingItOrRemovedAsTheFileSays() {
        BlockMapException e = assertThrows(BlockMapException.class,
                () -> BlockMapFiles.read(map(", \"props\": [{\"model\": \"bench\", \"cell\": [0, 0]}, {\"model\": \"bench\", \"cell\": [2, 1]}]")));
        assertEquals("props[1]", e.place());
        assertTrue(e.getMessage().contains("column 2, row 1 is void"), e.getMessage());
        BlockMapFile removed = BlockMapFiles.read(map(", \"propsOnVoid\": \"remove\", \"props\": [{\"model\": \"bench\", \"cell\": [2, 1]}]"));
        assertEquals(List.of(), removed.props());
        assertEquals(PropsOnVoid.REMOVE, removed.propsOnVoid());
        assertTrue(BlockMapFiles.write(removed).contains("\"propsOnVoid\": \"remove\""));
    }

    @Test
    void malformedPropsAreRefusedNamingTheirField() {
        String[][] cases = {
                {"{\"cell\": [0, 0]}", "props[0].model"},
                {"{\"model\": \"bench\"}", "props[0].cell"},
                {"{\"model\": \"bench\", \"cell\": [5, 0]}", "props[0].cell"},
                {"{\"model\": \"bench\", \"cell\": [0]}", "props[0].cell"},
                {"{\"model\": \"bench\", \"cell\": [0.5, 0]}", "props[0].cell[0]"},
                {"{\"model\": \"bench\", \"cell\": [0, 0], \"scale\": 0}", "props[0].scale"},
                {"{\"model\": \"bench\", \"cell\": [0, 0], \"offset\": [0, 1e9, 0]}", "props[0].offset[1]"},
                {"{\"model\": \"bench\", \"cell\": [0, 0], \"colour\": 1}", "props[0].colour"},
                {"{\"model\": \"\", \"cell\": [0, 0]}", "props[0].model"},
        };
        for (String[] c : cases) {
            BlockMapException e = assertThrows(BlockMapException.class, () -> BlockMapFiles.read(map(", \"props\": [" + c[0] + "]")),
                    c[0]);
            assertEquals(c[1], e.place(), c[0] + ": " + e.getMessage());
        }
        BlockMapException rule = assertThrows(BlockMapException.class, () -> BlockMapFiles.read(map(", \"propsOnVoid\": \"keep\"")));
        assertEquals("propsOnVoid", rule.place());
    }

    @Test
    void aPropOnAStairsTreadOrAModelBlockIsRefusedNamingTheCell() {
        BlockMapException stair = assertThrows(BlockMapException.class, () -> BlockProps.of(live(BlockMapFiles.read(map(
                ", \"props\": [{\"model\": \"bench\", \"cell\": [2, 0]}]"))), BlockMapFiles.read(map(
                ", \"props\": [{\"model\": \"bench\", \"cell\": [2, 0]}]"))));
        assertEquals("props[0]", stair.place());
        assertTrue(stair.getMessage().contains("column 2, row 0") && stair.getMessage().contains("stair's tread"),
                stair.getMessage());
        BlockMapFile onTree = BlockMapFiles.read(map(", \"props\": [{\"model\": \"bench\", \"cell\": [4, 0]}]"));
        BlockMapException tree = assertThrows(BlockMapException.class, () -> BlockProps.of(live(onTree), onTree));
        assertTrue(tree.getMessage().contains("column 4, row 0") && tree.getMessage().contains("tree"), tree.getMessage());
    }

    @Test
    void aPropStandsOnItsCellsTopAndMovesWithItsHeight() {
        BlockMapFile file = BlockMapFiles.read(map(", \"props\": [{\"model\": \"bench\", \"cell\": [0, 1], \"offset\": [0.25, 0.1, 0]}]"));
        BlockMap map = live(file);
        BlockProps props = BlockProps.of(map, file);
        Vector3d foot = props.foot(props.props().get(0), new Vector3d());
        assertEquals(map.position().x() + 0.5 + 0.25, foot.x, 1e-9);
        assertEquals(0.5 + 0.1, foot.y, 1e-9);
        assertEquals(map.position().z() + 1.5, foot.z, 1e-9);
        BlockCursor cursor = map.cursor();
        assertTrue(map.setCell(GAME, BlockCellEdit.height(0, 1, 2)).isEmpty());
        long version = props.version();
        int[] followed = new int[2];
        map.forEachChange(cursor, c -> {
            int[] f = props.follow(c);
            followed[0] += f[0];
            followed[1] += f[1];
        });
        assertEquals(1, followed[0], "moved");
        assertEquals(0, followed[1], "removed");
        assertTrue(props.version() > version);
        assertEquals(1.0 + 0.1, props.foot(props.props().get(0), foot).y, 1e-9);
    }

    @Test
    void anEditThatVoidsAPropsCellIsRefusedOrTheRecordRemovesTheProp() {
        BlockMapFile file = BlockMapFiles.read(map(", \"props\": [{\"model\": \"bench\", \"cell\": [0, 1]}]"));
        BlockMap map = live(file);
        BlockProps props = BlockProps.of(map, file);
        Optional<BlockCellRefusal> refused = props.refusal(BlockCellEdit.clear(0, 1));
        assertEquals(BlockCellRefusal.Reason.PROP_ON_VOID, refused.orElseThrow().reason());
        assertTrue(refused.get().message().startsWith("column 0, row 1: the bench"), refused.get().message());
        assertTrue(props.refusal(BlockCellEdit.height(0, 1, 3)).isEmpty(), "a height edit moves it");
        // A record the authority wrote anyway (a replica's) removes the prop it leaves on the void.
        BlockCursor cursor = map.cursor();
        assertTrue(map.setCell(GAME, BlockCellEdit.clear(0, 1)).isEmpty());
        map.forEachChange(cursor, props::follow);
        assertEquals(0, props.size());
        BlockProps removing = BlockProps.of(live(file), file.props(), PropsOnVoid.REMOVE);
        assertTrue(removing.refusal(BlockCellEdit.clear(0, 1)).isEmpty());
    }

    @Test
    void placingAPropRefusesAStairAVoidAndACellOffTheMap() {
        BlockMapFile file = BlockMapFiles.read(map(""));
        BlockProps props = BlockProps.of(live(file), file);
        assertEquals(BlockCellRefusal.Reason.PROP_ON_STAIR, props.place(BlockProp.of("bench", 2, 0)).orElseThrow().reason());
        assertEquals(BlockCellRefusal.Reason.PROP_ON_VOID, props.place(BlockProp.of("bench", 2, 1)).orElseThrow().reason());
        assertEquals(BlockCellRefusal.Reason.PROP_OFF_MAP, props.place(BlockProp.of("bench", 9, 9)).orElseThrow().reason());
        assertEquals(0, props.size());
        assertTrue(props.place(BlockProp.of("bench", 1, 1)).isEmpty());
        assertTrue(props.occupied(1, 1));
        assertTrue(props.replace(0, BlockProp.of("bench", 0, 0).withYaw(45)).isEmpty());
        assertTrue(!props.occupied(1, 1) && props.occupied(0, 0));
        assertEquals(BlockProp.of("bench", 0, 0).withYaw(45), props.remove(0));
        assertTrue(!props.occupied(0, 0));
    }

    @Test
    void aFileEditThatLaysAStairUnderAPropIsRefusedAndAVoidRemovesItWhenTheFileSays() {
        BlockSetLookup sets = BlockSetLookup.of(WOODS);
        BlockMapFile file = BlockMapFiles.read(map(", \"props\": [{\"model\": \"bench\", \"cell\": [3, 1]}]"));
        BlockEditResult voided = BlockMapEdits.apply(file, BlockEdits.readJson(
                "[{\"tool\": \"paint\", \"cells\": [[3, 1]], \"block\": \".\"}]"), sets);
        assertTrue(voided.refusal().isPresent());
        assertTrue(voided.refusal().get().message().startsWith("edits[0] (paint): column 3, row 1: the bench"),
                voided.refusal().get().message());
        assertEquals(file, voided.file());
        BlockMapFile removing = new BlockMapFile(file.name(), file.blockSet(), file.legend(), file.rows(), file.sea(),
                file.position(), file.props(), PropsOnVoid.REMOVE);
        BlockEditResult removed = BlockMapEdits.apply(removing, BlockEdits.readJson(
                "[{\"tool\": \"paint\", \"cells\": [[3, 1]], \"block\": \".\"}]"), sets);
        assertTrue(removed.refusal().isEmpty());
        assertEquals(List.of(), removed.file().props());
        BlockEditResult kept = BlockMapEdits.apply(file, BlockEdits.readJson(
                "[{\"tool\": \"raise\", \"cells\": [[0, 0]]}]"), sets);
        assertEquals(file.props(), kept.file().props(), "an edit elsewhere keeps the props");
    }

    @Test
    void aModelBlockPicksItsVariantByTheCellsHashTheSameEveryTime() {
        Block tree = WOODS.block("tree").orElseThrow();
        int broadleaf = 0;
        for (int r = 0; r < 32; r++) {
            for (int c = 0; c < 32; c++) {
                String v = tree.modelFor("props-test", c, r);
                assertEquals(v, tree.modelFor("props-test", c, r));
                broadleaf += v.equals("broadleaf") ? 1 : 0;
            }
        }
        assertTrue(broadleaf > 400 && broadleaf < 624, broadleaf + " of 1024 broadleaf");
    }

    @Test
    void aModelBlockOnWaterOrAStairIsRefusedNamingTheBlock() {
        BlockMapException water = assertThrows(BlockMapException.class,
                () -> BlockSet.builder("wet").block("pond", b -> b.top("#336699").water().model("reeds")).build());
        assertTrue(water.place().endsWith("pond.model"), water.place());
        assertTrue(water.getMessage().contains("cannot stand on water"), water.getMessage());
        BlockMapException stair = assertThrows(BlockMapException.class,
                () -> BlockSet.builder("steps").block("stairs", b -> b.top("#999999").stairs().model("fence")).build());
        assertTrue(stair.place().endsWith("stairs.model"), stair.place());
    }

    @Test
    void aSetFileDrawsABlockAsModelVariantsAtAScale() {
        BlockSet set = BlockSetFiles.read("""
                {"name": "file-woods", "blocks": {"tree": {"top": "#2f5a2c", "blocked": true,
                  "model": ["broadleaf", "conifer"], "modelScale": 0.3}, "lamp": {"top": "#808080", "model": "signpost"}}}
                """, java.nio.file.Path.of("."));
        assertEquals(List.of("broadleaf", "conifer"), set.block("tree").orElseThrow().models());
        assertEquals(0.3, set.block("tree").get().modelScale(), 0);
        assertEquals(List.of("signpost"), set.block("lamp").orElseThrow().models());
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockSetFiles.read("""
                {"name": "bad-woods", "blocks": {"tree": {"top": "#2f5a2c", "model": []}}}""", java.nio.file.Path.of(".")));
        assertEquals("blocks.tree.model", e.place());
    }
}
