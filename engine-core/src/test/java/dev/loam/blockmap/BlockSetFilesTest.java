package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BlockSetFilesTest {

    /** A full set file: textures, faces of both kinds, cover with patches, zones, water, stairs, blocked. */
    static final String VILLAGE = """
            { "name": "village", "cellSize": [1, 0.5, 1], "patchSize": 4.35,
              "textures": { "lawn": { "png": "lawn.png", "pixelsPerMetre": 16, "variation": "rotate-and-mirror" },
                            "tufts": { "png": "tufts.png", "variation": "none" },
                            "brick": { "png": "lawn.png", "pixelsPerMetre": 32, "variation": "mirror" } },
              "blocks": {
                "grass": { "top": "lawn", "side": "#6e5a46", "lip": "#4f7a36", "fringe": 2,
                           "cover": [ { "texture": "tufts", "columns": 4, "perCell": [3, 5], "castShadow": false,
                                        "windWeight": 1, "besideWater": false, "frames": [0, 1, 2, 3], "scale": [0.7, 1.05],
                                        "rootDarkening": 0.35, "patches": [ { "above": 0.6, "perCell": 6, "frames": [1] } ] },
                                      { "texture": "tufts", "columns": 4, "perCell": 0.5, "scale": 0.9,
                                        "patches": [ { "above": 0.3 } ], "zones": { "size": 12, "lists": [[0], [1, 2]] } } ] },
                "wall": { "top": "#8a8478", "side": "brick", "lip": "brick" },
                "riverbed": { "top": "#6b6250", "water": { "flowSpeed": 1.5, "shallow": "#4f9fbf", "deep": "#1f4f7f",
                              "glint": "#e8f4ff", "glintDensity": 0.02, "opacity": 0.8 } },
                "pond": { "top": "#6b6250", "water": true },
                "stairs": { "top": "#9a9384", "riser": "#4a463f", "stairs": true },
                "tree": { "top": "#2f5a2c", "blocked": true, "colliderHeight": 4 },
                "rock": { "top": "#777777", "blocked": true } } }
            """;

    /** One block set file with a block of its own, the rest filled in by each test. */
    static String withBlock(String block) {
        return "{ \"name\": \"test\", \"textures\": { \"tufts\": { \"png\": \"tufts.png\" } }, \"blocks\": { " + block + " } }";
    }

    @TempDir
    Path dir;

    static int lawnTexel(int x, int y) {
        return (x * 3 + y * 5) % 7 != 0 ? 0xff4a7d3a : 0xff77a345;
    }

    static int tuftTexel(int x, int y) {
        double fromMiddle = Math.abs((x % 16) - 7.5);
        double tall = x % 2 == 0 ? 12 - fromMiddle : 0;
        int up = 15 - y;
        int rgb = up >= tall - 1 ? 0xb5cc52 : 0x3f7030;
        return (up < tall ? 0xff000000 : 0) | rgb;
    }

    @BeforeEach
    void writePngs() throws Exception {
        png(dir.resolve("lawn.png"), 64, 64, true);
        png(dir.resolve("tufts.png"), 64, 16, false);
    }

    static void png(Path file, int w, int h, boolean lawn) throws Exception {
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                img.setRGB(x, y, lawn ? lawnTexel(x, y) : tuftTexel(x, y));
            }
        }
        ImageIO.write(img, "png", file.toFile());
    }

    static PixelTexture painted(String name, int w, int h, boolean lawn, double ppm, TextureVariation variation) {
        return PixelTexture.builder(name, w, h).pixelsPerMetre(ppm).variation(variation).paint(canvas -> {
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int argb = lawn ? lawnTexel(x, y) : tuftTexel(x, y);
                    canvas.setColour(x, y, argb & 0xffffff);
                    canvas.setAlpha(x, y, (argb >>> 24) / 255.0);
                }
            }
        }).build();
    }

    /** The same set as {@link #VILLAGE}, through the builders. */
    static BlockSet villageByBuilder() {
        PixelTexture lawn = painted("lawn", 64, 64, true, 16, TextureVariation.ROTATE_AND_MIRROR);
        PixelTexture tufts = painted("tufts", 64, 16, false, 16, TextureVariation.NONE);
        PixelTexture brick = painted("brick", 64, 64, true, 32, TextureVariation.MIRROR);
        return BlockSet.builder("village").cellSize(1, 0.5, 1).patchSize(4.35)
                .block("grass", b -> b.top(lawn).side("#6e5a46").lip("#4f7a36").fringe(2).cover(
                        BlockCover.builder(tufts).columns(4).perCell(3, 5).castShadow(false).windWeight(1)
                                .besideWater(false).frames(0, 1, 2, 3).scale(0.7, 1.05).rootDarkening(0.35)
                                .patch(new CoverPatch(0.6, Optional.of(CoverCount.mean(6)), Optional.of(List.of(1))))
                                .build(),
                        BlockCover.builder(tufts).columns(4).perCell(0.5).scale(0.9)
                                .patch(new CoverPatch(0.3, Optional.empty(), Optional.empty()))
                                .zones(new CoverZones(12, List.of(List.of(0), List.of(1, 2))))
                                .build()))
                .block("wall", b -> b.top("#8a8478").side(brick).lip(brick))
                .block("riverbed", b -> b.top("#6b6250").water(WaterLook.builder().flowSpeed(1.5).shallow("#4f9fbf")
                        .deep("#1f4f7f").glint("#e8f4ff").glintDensity(0.02).opacity(0.8).build()))
                .block("pond", b -> b.top("#6b6250").water())
                .block("stairs", b -> b.top("#9a9384").riser("#4a463f").stairs())
                .block("tree", b -> b.top("#2f5a2c").blocked(4))
                .block("rock", b -> b.top("#777777").blocked())
                .build();
    }

    BlockMapException refusal(String json) {
        return assertThrows(BlockMapException.class, () -> BlockSetFiles.read(json, dir));
    }

    // ---- reading --------------------------------------------------------------------------------

    @Test
    void aFullSetFileEqualsTheBuilderDefinedSetBlockForBlock() throws Exception {
        Path file = dir.resolve("village.json");
        Files.writeString(file, VILLAGE);
        BlockSet read = BlockSetFiles.read(file);
        BlockSet built = villageByBuilder();
        assertEquals(List.copyOf(built.blocks().keySet()), List.copyOf(read.blocks().keySet()));
        for (String name : built.blocks().keySet()) {
            assertEquals(built.blocks().get(name), read.blocks().get(name), name);
        }
        assertEquals(built, read);
        Block grass = read.block("grass").orElseThrow();
        assertEquals(TextureVariation.NONE, grass.cover().get(0).texture().variation());
        assertEquals(0, grass.cover().get(0).texture().argb(1, 0) >>> 24, "a transparent texel stays transparent");
        assertEquals(8, read.block("tree").orElseThrow().colliderHeightSteps());
    }

    @Test
    void coverZonesWithoutASizeAreTwelveMetresApart() {
        BlockSet set = BlockSetFiles.read(withBlock("\"grass\": { \"top\": \"#5f8f3e\", \"cover\": [ { \"texture\": \"tufts\","
                + " \"columns\": 4, \"zones\": { \"lists\": [[0], [1, 2]] } } ] }"), dir);
        CoverZones zones = set.block("grass").orElseThrow().cover().get(0).zones().orElseThrow();
        assertEquals(12, zones.sizeMetres(), 0);
        assertEquals(12, CoverZones.of(List.of(List.of(0))).sizeMetres(), 0);
    }

    @Test
    void readFromTextResolvesPngsAgainstTheGivenFolder() {
        assertEquals(villageByBuilder(), BlockSetFiles.read(VILLAGE, dir));
    }

    @Test
    void defineRegistersTheSetSoMapFilesFindIt() throws Exception {
        Path file = dir.resolve("walls.json");
        Files.writeString(file, "{\"name\": \"set-files-test-walls\", \"blocks\": {\"wall\": {\"top\": \"#808080\"}}}");
        BlockSet set = BlockSetFiles.define(file);
        assertSame(set, BlockSets.find("set-files-test-walls").orElseThrow());
        assertEquals("name", assertThrows(BlockMapException.class, () -> BlockSetFiles.define(file)).path(),
                "a second define of one name is refused");
    }

    @Test
    void readAllReadsEverySetFileInAFolderByFileNameAndSkipsMapFiles() throws Exception {
        Files.writeString(dir.resolve("b-village.json"), VILLAGE);
        Files.writeString(dir.resolve("a-walls.json"), "{\"name\": \"walls\", \"blocks\": {\"wall\": {\"top\": \"#808080\"}}}");
        Files.writeString(dir.resolve("terraces.json"), BlockMapFilesTest.TERRACES);
        Files.writeString(dir.resolve("notes.txt"), "not json");
        List<BlockSet> sets = BlockSetFiles.readAll(dir);
        assertEquals(List.of("walls", "village"), sets.stream().map(BlockSet::name).toList());
    }

    @Test
    void readAllNamesTheFileOfARefusedSet() throws Exception {
        Files.writeString(dir.resolve("bad.json"), withBlock("\"grass\": {\"top\": \"#12345g\"}"));
        BlockMapException e = assertThrows(BlockMapException.class, () -> BlockSetFiles.readAll(dir));
        assertEquals("bad.json: blocks.grass.top", e.path());
        assertTrue(e.getMessage().startsWith("bad.json: blocks.grass.top: colour \"#12345g\""), e.getMessage());
    }

    // ---- refusals name the block and the field ---------------------------------------------------

    @Test
    void coverOnAStairIsRefusedNamingTheBlocksCover() {
        BlockMapException e = refusal(withBlock(
                "\"stairs\": {\"top\": \"#9a9384\", \"stairs\": true, \"cover\": [{\"texture\": \"tufts\"}]}"));
        assertEquals("blocks.stairs.cover", e.path());
        assertTrue(e.getMessage().contains("stair grows no cover"), e.getMessage());
    }

    @Test
    void zonesBesideFramesAreRefusedNamingTheCoversZones() {
        BlockMapException e = refusal(withBlock("\"grass\": {\"top\": \"#5f8f3e\", \"cover\": [{\"texture\": \"tufts\", "
                + "\"columns\": 4, \"frames\": [0, 1], \"zones\": {\"lists\": [[0], [1]]}}]}"));
        assertEquals("blocks.grass.cover[0].zones", e.path());
        assertTrue(e.getMessage().contains("frames"), e.getMessage());
    }

    @Test
    void waterAndBlockedTogetherAreRefusedNamingTheBlockAndBothFields() {
        BlockMapException e = refusal(withBlock("\"riverbed\": {\"top\": \"#6b6250\", \"water\": true, \"blocked\": true}"));
        assertEquals("blocks.riverbed", e.path());
        assertTrue(e.getMessage().contains("water") && e.getMessage().contains("blocked"), e.getMessage());
    }

    @Test
    void aBadColourIsRefusedNamingTheBlockAndFace() {
        BlockMapException e = refusal(withBlock("\"grass\": {\"top\": \"#5f8f3e\", \"side\": \"#12345g\"}"));
        assertEquals("blocks.grass.side", e.path());
        assertTrue(e.getMessage().contains("#12345g"), e.getMessage());
        assertEquals("blocks.riverbed.water.deep", refusal(withBlock(
                "\"riverbed\": {\"top\": \"#6b6250\", \"water\": {\"deep\": \"blue\"}}")).path());
        assertEquals("blocks.riverbed.water.opacity", refusal(withBlock(
                "\"riverbed\": {\"top\": \"#6b6250\", \"water\": {\"opacity\": 2}}")).path());
    }

    @Test
    void anUnknownFieldIsRefusedNamingItsPathAndTheKnownFields() {
        BlockMapException e = refusal(withBlock(
                "\"grass\": {\"top\": \"#5f8f3e\", \"cover\": [{\"texture\": \"tufts\", \"colour\": \"#ffffff\"}]}"));
        assertEquals("blocks.grass.cover[0].colour", e.path());
        assertTrue(e.getMessage().contains("unknown field; known fields are texture, columns, perCell"), e.getMessage());
        assertEquals("blocks.grass.colour", refusal(withBlock("\"grass\": {\"top\": \"#5f8f3e\", \"colour\": 1}")).path());
        assertEquals("textures.tufts.size", refusal(
                "{\"name\": \"t\", \"textures\": {\"tufts\": {\"png\": \"tufts.png\", \"size\": 3}}, \"blocks\": {}}").path());
        assertEquals("version", refusal("{\"name\": \"t\", \"version\": 2, \"blocks\": {}}").path());
    }

    @Test
    void anUnknownTextureNameIsRefusedNamingTheBlockFieldAndTheTextures() {
        BlockMapException top = refusal(withBlock("\"grass\": {\"top\": \"lawn\"}"));
        assertEquals("blocks.grass.top", top.path());
        assertTrue(top.getMessage().contains("the textures are tufts"), top.getMessage());
        assertEquals("blocks.grass.cover[0].texture", refusal(withBlock(
                "\"grass\": {\"top\": \"#5f8f3e\", \"cover\": [{\"texture\": \"flowers\"}]}")).path());
    }

    @Test
    void aBadPerCellTypeIsRefusedNamingTheCoversPerCell() {
        BlockMapException e = refusal(withBlock(
                "\"grass\": {\"top\": \"#5f8f3e\", \"cover\": [{\"texture\": \"tufts\", \"perCell\": \"3\"}]}"));
        assertEquals("blocks.grass.cover[0].perCell", e.path());
        assertTrue(e.getMessage().contains("[min, max]"), e.getMessage());
        assertEquals("blocks.grass.cover[0].perCell[1]", refusal(withBlock(
                "\"grass\": {\"top\": \"#5f8f3e\", \"cover\": [{\"texture\": \"tufts\", \"perCell\": [1, 2.5]}]}")).path());
        assertEquals("blocks.grass.cover[0].perCell", refusal(withBlock(
                "\"grass\": {\"top\": \"#5f8f3e\", \"cover\": [{\"texture\": \"tufts\", \"perCell\": [5, 3]}]}")).path());
    }

    @Test
    void otherRuleBreaksNameTheirField() {
        assertEquals("blocks.grass.top", refusal(withBlock("\"grass\": {\"side\": \"#5f8f3e\"}")).path());
        assertEquals("blocks.grass.colliderHeight", refusal(withBlock("\"grass\": {\"top\": \"#5f8f3e\", \"colliderHeight\": 2}")).path());
        assertEquals("blocks.grass.fringe", refusal(withBlock("\"grass\": {\"top\": \"#5f8f3e\", \"fringe\": 1.5}")).path());
        assertEquals("blocks.grass.stairs", refusal(withBlock("\"grass\": {\"top\": \"#5f8f3e\", \"stairs\": \"yes\"}")).path());
        assertEquals("blocks.grass.cover[0].columns", refusal(withBlock(
                "\"grass\": {\"top\": \"#5f8f3e\", \"cover\": [{\"texture\": \"tufts\", \"columns\": 5}]}")).path());
        assertEquals("blocks.grass.cover[0].frames[1]", refusal(withBlock(
                "\"grass\": {\"top\": \"#5f8f3e\", \"cover\": [{\"texture\": \"tufts\", \"columns\": 4, \"frames\": [0, 9]}]}")).path());
        assertEquals("textures.tufts.variation", refusal(
                "{\"name\": \"t\", \"textures\": {\"tufts\": {\"png\": \"tufts.png\", \"variation\": \"spin\"}}, \"blocks\": {}}").path());
        assertEquals("textures.moss.png", refusal(
                "{\"name\": \"t\", \"textures\": {\"moss\": {\"png\": \"moss.png\"}}, \"blocks\": {}}").path());
        assertEquals("cellSize", refusal("{\"name\": \"t\", \"cellSize\": [1, 0, 1], \"blocks\": {\"g\": {\"top\": \"#000000\"}}}").path());
        assertEquals("name", refusal("{\"name\": \"Village\", \"blocks\": {}}").path());
        assertEquals("blocks", refusal("{\"name\": \"t\", \"blocks\": {}}").path());
    }

    @Test
    void aFileThatIsNotAPngIsRefusedNamingTheTexture() throws Exception {
        Files.writeString(dir.resolve("fake.png"), "GIF89a not really");
        assertEquals("textures.fake.png", refusal(
                "{\"name\": \"t\", \"textures\": {\"fake\": {\"png\": \"fake.png\"}}, \"blocks\": {\"g\": {\"top\": \"fake\"}}}").path());
        byte[] real = Files.readAllBytes(dir.resolve("tufts.png"));
        Files.write(dir.resolve("cut.png"), java.util.Arrays.copyOf(real, real.length / 2));
        assertEquals("textures.cut.png", refusal(
                "{\"name\": \"t\", \"textures\": {\"cut\": {\"png\": \"cut.png\"}}, \"blocks\": {\"g\": {\"top\": \"cut\"}}}").path());
    }

    @Test
    void everyTruncationOfAFullSetFileIsRefusedAsABlockMapException() {
        String text = VILLAGE.strip();
        for (int len = 0; len < text.length(); len++) {
            String cut = text.substring(0, len);
            assertThrows(BlockMapException.class, () -> BlockSetFiles.read(cut, dir), "length " + len);
        }
    }

    @Property(tries = 300)
    void aSetFileWithJsonTokensSplicedInIsReadOrRefusedButNothingElse(@ForAll("splices") String spliced) throws Exception {
        try {
            BlockSetFiles.read(spliced, sharedPngs());
        } catch (BlockMapException expected) {
            assertTrue(!expected.getMessage().isBlank());
        }
    }

    private static Path sharedPngs;

    /** One folder of the two PNGs for every try of a property (jqwik has no per-try @TempDir). */
    private static synchronized Path sharedPngs() throws Exception {
        if (sharedPngs == null) {
            Path d = Files.createTempDirectory("loam-set-files");
            png(d.resolve("lawn.png"), 64, 64, true);
            png(d.resolve("tufts.png"), 64, 16, false);
            for (Path p : List.of(d.resolve("lawn.png"), d.resolve("tufts.png"), d)) {
                p.toFile().deleteOnExit();
            }
            sharedPngs = d;
        }
        return sharedPngs;
    }

    @Provide
    Arbitrary<String> splices() {
        return Combinators.combine(Arbitraries.integers().between(0, VILLAGE.length()),
                Arbitraries.of("null", "1e999", "-1", "[]", "{}", "\"\"", "\"#zzzzzz\"", "[[", "}", ",", "0", "true",
                        "\"lawn\"", "[3]", "[1, 2, 3]", "2.5", "\"../lawn.png\"", "\"\\u0000\""))
                .as((i, token) -> VILLAGE.substring(0, i) + token + VILLAGE.substring(i));
    }
}
