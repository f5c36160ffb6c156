package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loam.core.LoamInputException;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A caller that catches only {@link LoamInputException} gets the block-map readers' place and fix. */
class BlockMapInputRefusalTest {
    private static final String MAP = """
            {"blockSet": "greybox", "cells": ["gs"], "heights": ["00"],
             "legend": {"g": "grass", "s": {"block": "stair", "facing": "up"}}}""";

    @Test
    void aBlockSetsRefusalIsCaughtAsALoamInputExceptionWithItsPlaceAndFix() {
        String set = """
                {"name": "crates", "blocks": {"crate": {"top": "#806040", "colliderHeight": 0.5}}}""";
        LoamInputException e = assertThrows(LoamInputException.class, () -> BlockSetFiles.read(set, null));
        assertInstanceOf(BlockMapException.class, e);
        assertEquals("blocks.crate.colliderHeight", e.place());
        assertEquals(Optional.of("add \"blocked\": true"), e.fix());
        assertEquals("colliderHeight is only for a blocked block: add \"blocked\": true", e.detail());
        assertEquals("blocks.crate.colliderHeight: colliderHeight is only for a blocked block: add \"blocked\": true",
                e.getMessage());
        assertEquals(e.place(), ((BlockMapException) e).path());
    }

    @Test
    void aMapFilesRefusalIsCaughtAsALoamInputExceptionWithItsPlaceAndFix() {
        LoamInputException e = assertThrows(LoamInputException.class, () -> BlockMapFiles.read(MAP));
        assertEquals("legend.s.facing", e.place());
        assertEquals(Optional.of("use north, east, south or west"), e.fix());
        assertEquals("legend.s.facing: \"up\" is not a facing: use north, east, south or west", e.getMessage());
    }

    @Test
    void aRefusalWithoutAFixHasNone() {
        LoamInputException e = assertThrows(LoamInputException.class, () -> BlockMapFiles.read("{\"cells\": 3}"));
        assertEquals("blockSet", e.place());
        assertEquals(Optional.empty(), e.fix());
    }

    @Test
    void aFileThatIsNotJsonIsRefusedAtTheRoot(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("broken.json"), "{\"cells\": ");
        LoamInputException e = assertThrows(LoamInputException.class, () -> BlockMapFiles.read(file));
        assertEquals("$", e.place());
        assertEquals(Optional.empty(), e.fix());
    }

    @Test
    void aBlocksFixSurvivesBeingMovedUnderTheBlocksPath(@TempDir Path dir) throws Exception {
        ImageIO.write(new BufferedImage(16, 16, BufferedImage.TYPE_INT_ARGB), "png", dir.resolve("tufts.png").toFile());
        String set = """
                {"name": "beds", "textures": {"tufts": {"png": "tufts.png"}},
                 "blocks": {"pond": {"top": "#204060", "water": true, "cover": [{"texture": "tufts"}]}}}""";
        LoamInputException e = assertThrows(LoamInputException.class, () -> BlockSetFiles.read(set, dir));
        assertEquals("blocks.pond.cover", e.place());
        assertEquals(Optional.of("remove its cover, or use besideWater on a bank block"), e.fix(), e.getMessage());
    }
}
