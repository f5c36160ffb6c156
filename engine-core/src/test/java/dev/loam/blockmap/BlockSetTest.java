package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BlockSetTest {
    private static final PixelTexture TUFTS = PixelTexture.builder("tufts", 64, 16).variation(TextureVariation.NONE)
            .paint(canvas -> {
                for (int y = 0; y < canvas.height(); y++) {
                    for (int x = 0; x < canvas.width(); x++) {
                        canvas.setAlpha(x, y, (x % 2 == 0 && 15 - y < 12 - Math.abs((x % 16) - 7.5)) ? 1 : 0);
                        canvas.setColour(x, y, 0x3f7030);
                    }
                }
            }).build();

    @Test
    void setNamesAreLowerCaseWordsBetweenHyphens() {
        for (String good : List.of("village", "dark-forest", "tiles-2")) {
            assertTrue(BlockSet.isValidName(good), good);
        }
        for (String bad : List.of("Village", "my_set", "-a", "a-", "a--b", "", "a b")) {
            BlockMapException e = assertThrows(BlockMapException.class,
                    () -> BlockSet.builder(bad).block("x", b -> b.top("#000000")).build(), bad);
            assertTrue(e.getMessage().contains("lower-case words between hyphens"), e.getMessage());
        }
    }

    @Test
    void definingASecondSetUnderOneNameIsRefused() {
        BlockSet first = BlockSet.define("define-twice-test", s -> s.block("a", b -> b.top("#112233")));
        BlockMapException e = assertThrows(BlockMapException.class,
                () -> BlockSet.define("define-twice-test", s -> s.block("b", b -> b.top("#112233"))));
        assertTrue(e.getMessage().contains("\"define-twice-test\" is already defined"), e.getMessage());
        assertSame(first, BlockSets.find("define-twice-test").orElseThrow());
    }

    @Test
    void greyboxIsFoundWithoutBeingDeclared() {
        BlockSet greybox = BlockSets.find("greybox").orElseThrow();
        assertEquals(List.of("grass", "dirt", "stone", "water", "stairs", "blocked"), List.copyOf(greybox.blocks().keySet()));
        assertTrue(greybox.block("water").orElseThrow().isWater());
        assertTrue(greybox.block("stairs").orElseThrow().stairs());
        assertTrue(greybox.block("blocked").orElseThrow().blocked());
        assertFalse(BlockSets.find("no-such-set").isPresent());
        assertThrows(BlockMapException.class, () -> BlockSets.register(BlockSet.builder("greybox")
                .block("a", b -> b.top("#000000")).build()));
    }

    @Test
    void facesFallBackSideToTopLipToSideRiserToSide() {
        BlockSet set = BlockSet.builder("faces").block("a", b -> b.top("#010203"))
                .block("b", b -> b.top("#010203").side("#040506"))
                .block("c", b -> b.top("#010203").side("#040506").lip("#070809").riser("#0a0b0c")).build();
        Block a = set.block("a").orElseThrow(), b = set.block("b").orElseThrow(), c = set.block("c").orElseThrow();
        assertEquals(Face.rgb(0x010203), a.side());
        assertEquals(Face.rgb(0x010203), a.lip());
        assertEquals(Face.rgb(0x010203), a.riser());
        assertEquals(Face.rgb(0x040506), b.lip());
        assertEquals(Face.rgb(0x040506), b.riser());
        assertEquals(Face.rgb(0x070809), c.lip());
        assertEquals(Face.rgb(0x0a0b0c), c.riser());
    }

    @Test
    void cellSizeAndPatchSizeTakeTheSpecsDefaults() {
        BlockSet set = BlockSet.builder("defaults").block("a", b -> b.top("#000000")).build();
        assertEquals(new CellSize(1, 0.5, 1), set.cellSize());
        assertEquals(4.35, set.patchSizeMetres());
    }

    @Test
    void blockedWallIsFourMetresUnlessSetAndRoundsUpToWholeSteps() {
        BlockSet set = BlockSet.builder("walls").block("tree", b -> b.top("#000000").blocked())
                .block("fence", b -> b.top("#000000").blocked(1.2))
                .block("post", b -> b.top("#000000").blocked(1.0)).build();
        assertEquals(8, set.block("tree").orElseThrow().colliderHeightSteps());
        assertEquals(3, set.block("fence").orElseThrow().colliderHeightSteps());
        assertEquals(1.5, set.block("fence").orElseThrow().colliderHeightMetres(set.cellSize()));
        assertEquals(2, set.block("post").orElseThrow().colliderHeightSteps());
    }

    @Test
    void coverOnAStairIsRefusedNamingTheBlockAndField() {
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockSet.builder("stair-cover")
                .block("steps", b -> b.top("#000000").stairs().cover(BlockCover.builder(TUFTS).columns(4).build())).build());
        assertEquals("blocks.steps.cover", e.path());
        assertTrue(e.getMessage().contains("stair grows no cover"), e.getMessage());
    }

    @Test
    void coverOnAWaterBedIsRefusedNamingTheBlockAndField() {
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockSet.builder("bed-cover")
                .block("bed", b -> b.top("#000000").water().cover(BlockCover.builder(TUFTS).columns(4).build())).build());
        assertEquals("blocks.bed.cover", e.path());
    }

    @Test
    void zonesBesideFramesAreRefused() {
        BlockCover cover = BlockCover.builder(TUFTS).columns(4).frames(0, 1)
                .zones(CoverZones.of(List.of(List.of(0), List.of(1)))).build();
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockSet.builder("zones-frames")
                .block("meadow", b -> b.top("#000000").cover(cover)).build());
        assertEquals("blocks.meadow.cover[0].zones", e.path());
    }

    @Test
    void zonesBesideAPatchsFramesAreRefused() {
        BlockCover cover = BlockCover.builder(TUFTS).columns(4)
                .patch(new CoverPatch(0.6, java.util.Optional.empty(), java.util.Optional.of(List.of(2))))
                .zones(CoverZones.of(List.of(List.of(0), List.of(1)))).build();
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockSet.builder("zones-patch")
                .block("meadow", b -> b.top("#000000").cover(cover)).build());
        assertEquals("blocks.meadow.cover[0].zones", e.path());
        assertTrue(e.getMessage().contains("patches[0].frames"), e.getMessage());
    }

    @Test
    void zonesNeedTwoListsOfFramesInTheStrip() {
        BlockCover one = BlockCover.builder(TUFTS).columns(4).zones(CoverZones.of(List.of(List.of(0)))).build();
        assertEquals("blocks.m.cover[0].zones.lists", assertThrows(BlockMapException.class,
                () -> BlockSet.builder("zones-one").block("m", b -> b.top("#000000").cover(one)).build()).path());
        BlockCover off = BlockCover.builder(TUFTS).columns(4).zones(CoverZones.of(List.of(List.of(0), List.of(4)))).build();
        assertEquals("blocks.m.cover[0].zones.lists[1][0]", assertThrows(BlockMapException.class,
                () -> BlockSet.builder("zones-off").block("m", b -> b.top("#000000").cover(off)).build()).path());
    }

    @Test
    void aBlockBothWaterAndBlockedIsRefused() {
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockSet.builder("wet-wall")
                .block("moat", b -> b.top("#000000").water().blocked()).build());
        assertEquals("blocks.moat", e.path());
        assertTrue(e.getMessage().contains("never both water and blocked"), e.getMessage());
    }

    @Test
    void aBadColourIsRefusedNamingTheBlockAndFace() {
        for (String bad : List.of("#12345g", "123456", "#12345", "#1234567", "")) {
            BlockMapException e = assertThrows(BlockMapException.class, () -> BlockSet.builder("bad-colour")
                    .block("grass", b -> b.top("#000000").side(bad)).build(), bad);
            assertEquals("blocks.grass.side", e.path(), bad);
            assertTrue(e.getMessage().contains("#rrggbb"), e.getMessage());
        }
    }

    @Test
    void coverColumnsMustDivideTheStrip() {
        BlockCover cover = BlockCover.builder(TUFTS).columns(3).build();
        assertEquals("blocks.g.cover[0].columns", assertThrows(BlockMapException.class,
                () -> BlockSet.builder("cols").block("g", b -> b.top("#000000").cover(cover)).build()).path());
    }

    @Test
    void coverTakesTheSpecsDefaultsAndCardSizeFromItsFrame() {
        BlockCover cover = BlockCover.builder(TUFTS).columns(4).perCell(3, 5).build();
        assertEquals(0.7, cover.scaleMin());
        assertEquals(1.05, cover.scaleMax());
        assertEquals(0.35, cover.rootDarkening());
        assertEquals(1.0, cover.windWeight());
        assertFalse(cover.castShadow());
        assertEquals(1.0, cover.cardWidthMetres(), "a 16-texel frame at 16 a metre is a metre across");
        assertEquals(1.0, cover.cardHeightMetres());
        assertEquals(16, TUFTS.pixelsPerMetre());
    }

    @Test
    void perCellMeanDrawsTheWholePartAndOneMoreWithTheFractionsChance() {
        CoverCount half = CoverCount.mean(2.5);
        assertEquals(2, half.draw(0.7));
        assertEquals(3, half.draw(0.2));
        CoverCount rare = CoverCount.mean(0.05);
        assertEquals(1, rare.draw(0.04));
        assertEquals(0, rare.draw(0.06));
        CoverCount range = CoverCount.range(3, 5);
        assertEquals(3, range.draw(0.0));
        assertEquals(4, range.draw(0.5));
        assertEquals(5, range.draw(0.9999));
    }

    @Test
    void pixelTexturePaintsColourAndAlphaPerTexel() {
        PixelTexture lawn = PixelTexture.define("lawn", 4, 2, c -> {
            c.setColour(1, 0, 0x4a7d3a);
            c.setAlpha(2, 1, 0);
        });
        assertEquals(0xff4a7d3a, lawn.argb(1, 0));
        assertEquals(0x00000000, lawn.argb(2, 1));
        assertEquals(0xff000000, lawn.argb(0, 0));
        assertEquals(TextureVariation.DEFAULT, lawn.variation());
        assertThrows(BlockMapException.class, () -> PixelTexture.define("huge", 0, 4, c -> { }));
    }

    @Test
    void waterLookRefusesANegativeFlowSpeed() {
        assertThrows(BlockMapException.class, () -> WaterLook.builder().flowSpeed(-1).build());
        assertEquals(1.5, WaterLook.builder().flowSpeed(1.5).build().flowSpeed());
    }
}
