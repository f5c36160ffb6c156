package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockFacing;
import dev.loam.blockmap.BlockMapException;
import dev.loam.blockmap.BlockMapLibrary;
import dev.loam.blockmap.Cell;
import java.nio.file.Files;
import java.nio.file.Path;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A landscape stood without drawing: found by name, placed, kept in step, and its helpers. */
class LandscapeTest {
    private static final Authority GAME = Authority.create("test");

    static Landscape.Builder village() {
        return Landscape.builder("test-village").drawn(false);
    }

    @Test
    void aMapFoundOnTheClassPathStandsCentredOnTheOrigin() {
        try (Landscape land = village().build()) {
            assertEquals("test-village", land.map().name());
            assertEquals(-6, land.map().position().x(), 0);
            assertEquals(-5, land.map().position().z(), 0);
            float[] box = land.bounds(new float[6]);
            assertEquals(-6, box[0], 0);
            assertEquals(6, box[3], 0);
            assertEquals(-5, box[2], 0);
            assertEquals(5, box[5], 0);
            assertEquals(land.map().baseMetres(), box[1], 1e-6);
            // The blocked cells' 4 m walls stand over the 1 m terrace.
            assertEquals(1 + 4, box[4], 1e-6);
        }
    }

    @Test
    void aMapStandsWhereItIsAsked() {
        try (Landscape land = village().centre(100, 5, 50).build()) {
            assertEquals(94, land.map().position().x(), 0);
            assertEquals(5, land.map().position().y(), 0);
            assertEquals(45, land.map().position().z(), 0);
        }
        try (Landscape land = village().position(1, 2, 3).build()) {
            assertEquals(1, land.map().position().x(), 0);
            assertEquals(3, land.map().position().z(), 0);
        }
    }

    @Test
    void aRegisteredFolderIsSearchedBeforeTheClassPath(@TempDir Path dir) throws Exception {
        String text = Files.readString(Path.of("src/test/resources/maps/test-village.json"))
                .replace("\"name\": \"test-village\",", "\"name\": \"from-the-folder\",");
        Files.writeString(dir.resolve("test-village.json"), text);
        BlockMapLibrary maps = BlockMapLibrary.builder().root(dir)
                .classpath(getClass().getClassLoader(), BlockMapLibrary.CLASSPATH_PREFIX).build();
        try (Landscape land = village().maps(maps).build()) {
            assertEquals("from-the-folder", land.map().name());
        }
    }

    @Test
    void aMapNoPlaceHoldsIsRefusedNamingTheMapAndWhereItLooked(@TempDir Path dir) {
        BlockMapLibrary maps = BlockMapLibrary.builder().root(dir)
                .classpath(getClass().getClassLoader(), "maps/").build();
        BlockMapException e = assertThrows(BlockMapException.class,
                () -> Landscape.builder("emberfall").maps(maps).drawn(false).build());
        assertEquals("map", e.place());
        assertTrue(e.getMessage().contains("\"emberfall\"") && e.getMessage().contains(dir.toString())
                && e.getMessage().contains("classpath:maps/"), e.getMessage());
        BlockMapException bad = assertThrows(BlockMapException.class,
                () -> Landscape.builder("../secrets").maps(maps).drawn(false).build());
        assertEquals("map", bad.place());
    }

    @Test
    void aFileThatIsRefusedNamesTheMapWhereItWasFoundAndTheRow(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("broken.json"), """
                {"blockSet": "greybox", "cells": ["gg", "g"], "heights": ["11", "1"], "legend": {"g": "grass"}}
                """);
        BlockMapException e = assertThrows(BlockMapException.class,
                () -> Landscape.builder("broken").maps(BlockMapLibrary.builder().root(dir).build()).drawn(false).build());
        assertEquals("cells[1]", e.place());
        assertTrue(e.getMessage().contains("map \"broken\"") && e.getMessage().contains("broken.json"), e.getMessage());
    }

    @Test
    void aStairThatBreaksItsRuleIsRefusedNamingTheMapAndTheCell(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("flat-stair.json"), """
                {"blockSet": "greybox", "cells": ["gsg"], "heights": ["111"], "legend": {"g": "grass", "s": "stairs"}}
                """);
        BlockMapException e = assertThrows(BlockMapException.class, () -> Landscape.builder("flat-stair")
                .maps(BlockMapLibrary.builder().root(dir).build()).drawn(false).build());
        assertEquals("column 1, row 0", e.place());
        assertTrue(e.getMessage().startsWith("column 1, row 0: map \"flat-stair\""), e.getMessage());
    }

    @Test
    void anEditReachesTheColliderAndTheNavigationInOneUpdate() {
        try (Landscape land = village().build()) {
            assertFalse(land.update().changed(), "nothing changed yet");
            Vector3d centre = land.cellCentre(8, 1, new Vector3d());
            assertEquals(1.0, land.collisions().surfaceHeight(centre.x, centre.z), 1e-9);
            assertTrue(land.navMesh().isLinked(8, 1, BlockFacing.EAST));
            assertTrue(land.setCell(GAME, BlockCellEdit.height(8, 1, 4)).isEmpty());
            SceneUpdate update = land.update();
            assertEquals(1, update.terrainChanges());
            assertTrue(update.colliderCells() > 0, update.toString());
            assertTrue(land.lastUpdate().navCells() > 0, land.lastUpdate().toString());
            assertEquals(2.0, land.collisions().surfaceHeight(centre.x, centre.z), 1e-9, "the collider stands on the new top");
            assertFalse(land.navMesh().isLinked(8, 1, BlockFacing.EAST), "two steps up is no longer a step");
            assertEquals(2.0, land.walkableTop(centre.x, centre.z), 1e-9);
            assertFalse(land.update().changed(), "an update reads each change once");
        }
    }

    @Test
    void aRefusedEditChangesNothingAndNamesTheCell() {
        try (Landscape land = village().build()) {
            // Raising the stair's head cell two steps leaves the stair without its one step.
            var refusal = land.setCell(GAME, BlockCellEdit.height(3, 3, 5));
            assertTrue(refusal.isPresent());
            assertTrue(refusal.get().message().contains("column 3, row 4"), refusal.get().message());
            assertFalse(land.update().changed());
        }
    }

    @Test
    void cellToWorldAndBackMeetOnEveryCell() {
        try (Landscape land = village().centre(3, 0, -7).build()) {
            Vector3d p = new Vector3d();
            for (int r = 0; r < land.map().depth(); r++) {
                for (int c = 0; c < land.map().width(); c++) {
                    land.cellCentre(c, r, p);
                    assertEquals(Cell.of(c, r), land.cellAt(p.x, p.z).orElseThrow());
                }
            }
            assertTrue(land.cellAt(-3.01, 0).isEmpty(), "west of the map");
            assertTrue(land.cellAt(3, -12.01).isEmpty(), "north of the map");
            assertTrue(land.cellAt(9, -2.01).isEmpty(), "east edge is out");
        }
    }

    @Test
    void theWalkableTopIsTheCellsTopTheStairsTreadAndNoneOnWallsAndVoid() {
        try (Landscape land = village().build()) {
            Vector3d p = new Vector3d();
            land.cellCentre(0, 0, p);
            assertEquals(1.0, land.walkableTop(p.x, p.z), 1e-9);
            land.cellCentre(4, 2, p);
            assertTrue(Double.isNaN(land.walkableTop(p.x, p.z)), "a blocked cell's wall");
            land.cellCentre(0, 9, p);
            assertTrue(Double.isNaN(land.walkableTop(p.x, p.z)), "a void cell");
            assertTrue(Double.isNaN(land.heightAt(50, 50)), "off the map");
            land.cellCentre(8, 7, p);
            assertEquals(0.0, land.walkableTop(p.x, p.z), 1e-9, "a pond's bed");
            // The stair at column 3, row 4 climbs north from 0.5 m to 1 m: its treads rise toward row 3.
            land.cellCentre(3, 4, p);
            double south = land.walkableTop(p.x, p.z + 0.4), north = land.walkableTop(p.x, p.z - 0.4);
            assertTrue(north > south && south > 0.5 && north < 1.0 + 1e-9, south + " then " + north);
            assertEquals(0.5 + 0.25, p.y, 1e-9, "the centre stands on the stair's middle");
        }
    }

    @Test
    void aClosedLandscapeRefusesUseAndClosesTwice() {
        Landscape land = village().build();
        land.close();
        land.close();
        assertThrows(IllegalStateException.class, land::update);
        assertThrows(IllegalStateException.class, () -> land.setCell(GAME, BlockCellEdit.height(0, 0, 3)));
    }

    @Test
    void aLandscapeBuiltWithoutDrawingRefusesToDraw() {
        try (Landscape land = village().build()) {
            assertTrue(land.meshes().isEmpty() && land.ground().isEmpty());
            assertThrows(IllegalStateException.class, () -> land.draw(null));
        }
    }
}
