package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.GlbWriter;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockMapFiles;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.BlockSetFiles;
import dev.loam.blockmap.BlockSetLookup;
import dev.loam.blockmap.BlockSets;
import dev.loam.model.AlphaMode;
import dev.loam.model.Material;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.ModelNode;
import dev.loam.model.ModelScene;
import dev.loam.model.ModelTexture;
import dev.loam.model.Rgba;
import dev.loam.model.Sampler;
import dev.loam.testkit.GlbFile;
import dev.loam.testkit.GltfValidator;
import dev.loam.testkit.SpecFixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class BlockMapExportTest {
    /** The example village the README's first program draws, read from the examples module's resources. */
    static BlockMap village() {
        Path dir = GltfValidator.repositoryRoot().resolve("examples/src/main/resources/dev/loam/examples");
        BlockSet set = BlockSetFiles.read(dir.resolve("sets/village.json"));
        return BlockMapFiles.toMap(BlockMapFiles.read(dir.resolve("village.json")), "village",
                BlockSetLookup.of(set).orElse(BlockSets::find));
    }

    static List<ModelNode> parts(ModelScene s) {
        List<ModelNode> out = new ArrayList<>();
        for (ModelNode chunk : s.roots().get(0).children()) {
            out.addAll(chunk.children());
        }
        return out;
    }

    static Model model(ModelNode n) {
        return n.model().orElseThrow();
    }

    @Test
    void theVillageExportsWithNoValidatorErrors() {
        BlockMapMeshes meshes = BlockMapMeshes.build(village(), BlockMeshLook.diorama(7));
        byte[] glb = GlbWriter.toBytes(BlockMapExport.scene(meshes));
        GltfValidator.Report r = GltfValidator.assertNoErrors(glb, "village");
        assertEquals(List.of(), r.issues(1), "no warnings either");
        byte[] sunlit = GlbWriter.toBytes(BlockMapExport.scene(meshes, diorama()));
        GltfValidator.assertNoErrors(sunlit, "village-sunlit");
    }

    @Test
    void everyChunkAndMaterialIsANodeAndEveryTriangleIsKept() {
        BlockMapMeshes meshes = BlockMapMeshes.build(village(), BlockMeshLook.diorama(7));
        ModelScene s = BlockMapExport.scene(meshes);
        assertEquals("village", s.name());
        List<ModelNode> chunks = s.roots().get(0).children();
        int drawn = 0;
        for (BlockChunkMesh c : meshes.chunks()) {
            if (c.meshes().isEmpty() && c.cover().isEmpty()) {
                continue;
            }
            ModelNode node = chunks.get(drawn++);
            assertEquals("chunk " + c.chunkColumn() + "," + c.chunkRow(), node.name());
            assertEquals(c.meshes().size() + c.cover().size(), node.children().size());
            int triangles = 0;
            for (ModelNode part : node.children()) {
                triangles += model(part).triangleCount();
                assertEquals(1, model(part).meshes().size());
            }
            int cards = 0;
            for (BlockCards k : c.cover()) {
                cards += k.triangleCount();
            }
            assertEquals(c.triangleCount() + cards, triangles, "every triangle, and each card crossed by a second");
        }
        assertEquals(drawn, chunks.size());
        Model flat = s.flatten();
        assertTrue(flat.triangleCount() > 1000, flat.toString());
    }

    @Test
    void aColourFaceKeepsItsPositionsAndItsBakedLightAsLinearVertexColours() {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.terraces(), BlockMeshLook.DEFAULT);
        BlockChunkMesh chunk = meshes.chunk(0, 0);
        BlockMesh top = chunk.meshes(BlockMeshKind.TOP).get(0);
        ModelScene s = BlockMapExport.scene(meshes);
        Model m = model(s.roots().get(0).children().get(0).children().get(0));
        ModelMesh mesh = m.meshes().get(0);
        assertArrayEquals(top.positions(), mesh.positionArray());
        assertArrayEquals(top.normals(), mesh.normalArray(), 1e-6f);
        assertArrayEquals(top.indices(), mesh.indexArray());
        float[] c = mesh.colourArray();
        for (int v = 0; v < top.vertexCount(); v++) {
            for (int k = 0; k < 3; k++) {
                assertEquals(Math.pow(Math.min(1, top.colours()[4 * v + k]), 2.2), c[4 * v + k], 2e-4, "vertex " + v);
            }
            assertEquals(1, c[4 * v + 3]);
        }
        Material mat = m.materials().get(0);
        dev.loam.blockmap.Face.Colour face = (dev.loam.blockmap.Face.Colour) top.material().face();
        assertEquals(Rgba.ofSrgb(face.rgb()), mat.baseColor());
        assertEquals(AlphaMode.OPAQUE, mat.alphaMode());
        assertFalse(mat.unlit());
        assertEquals(0, mat.metallic());
        assertEquals(1, mat.roughness());
        assertTrue(m.textures().isEmpty());
    }

    @Test
    void waterBlendsWithItsOpacityAsVertexAlpha() {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.terraces(), BlockMeshLook.DEFAULT);
        BlockMesh water = meshes.chunk(0, 0).meshes(BlockMeshKind.WATER).get(0);
        ModelNode node = parts(BlockMapExport.scene(meshes)).stream().filter(n -> n.name().contains("water")).findFirst()
                .orElseThrow();
        Model m = model(node);
        assertEquals(AlphaMode.BLEND, m.materials().get(0).alphaMode());
        float[] c = m.meshes().get(0).colourArray();
        for (int v = 0; v < water.vertexCount(); v++) {
            assertEquals(water.colours()[4 * v + 3], c[4 * v + 3]);
            assertEquals(Math.pow(water.colours()[4 * v], 2.2), c[4 * v], 2e-4);
        }
    }

    @Test
    void texturesAndCardsKeepTheirPixelsAndCardsAreCrossed() {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.greenMap(), BlockMeshLook.DEFAULT);
        List<ModelNode> parts = parts(BlockMapExport.scene(meshes));
        Model top = model(parts.stream().filter(n -> n.name().endsWith("top lawn")).findFirst().orElseThrow());
        ModelTexture lawn = top.textures().get(0);
        assertEquals(64, lawn.width());
        for (int y = 0; y < 64; y += 7) {
            for (int x = 0; x < 64; x += 5) {
                int argb = SpecFixtures.LAWN.argb(x, y);
                assertEquals(argb << 8 | argb >>> 24, lawn.pixel(x, y));
            }
        }
        assertEquals(new Sampler(Sampler.Wrap.REPEAT, Sampler.Wrap.REPEAT, Sampler.Filter.NEAREST, Sampler.Filter.NEAREST, false),
                lawn.sampler());
        assertEquals(0, top.materials().get(0).baseColorTexture().orElseThrow().texture());

        ModelNode coverNode = parts.stream().filter(n -> n.name().endsWith("cover tufts")).findFirst().orElseThrow();
        Model cover = model(coverNode);
        Material m = cover.materials().get(0);
        assertEquals(AlphaMode.MASK, m.alphaMode());
        assertEquals(0.5f, m.alphaCutoff());
        assertTrue(m.doubleSided());
        assertEquals(Sampler.Wrap.CLAMP_TO_EDGE, cover.textures().get(0).sampler().wrapU());
        // The export writes the cards' own corners, as they expand before a packed mesh rounds them.
        BlockMeshArrays cards = meshes.chunk(0, 0).cover().get(0).arrays();
        ModelMesh mesh = cover.meshes().get(0);
        int n = cards.vertexCount();
        assertEquals(2 * n, mesh.vertexCount());
        float[] p = mesh.positionArray();
        for (int v = 0; v < n; v++) {
            float side = cards.extra()[3 * v];
            assertEquals(cards.positions()[3 * v], p[3 * v]);
            assertEquals(cards.positions()[3 * v] - side, p[3 * (n + v)], 1e-6f, "the crossed copy stands at the root's x");
            assertEquals(cards.positions()[3 * v + 1], p[3 * (n + v) + 1]);
            assertEquals(cards.positions()[3 * v + 2] - side, p[3 * (n + v) + 2], 1e-6f);
        }
        // Every chunk's cover of the one strip shares one texture object, so the file holds it once.
        List<ModelNode> covers = parts.stream().filter(x -> x.name().endsWith("cover tufts")).toList();
        for (ModelNode c : covers) {
            assertSame(cover.textures().get(0), model(c).textures().get(0));
        }
    }

    @Test
    void fringesAreCutWhereTheMaskColumnAtEachVertexEnds() {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.greenMap(), BlockMeshLook.DEFAULT);
        BlockMesh fringe = meshes.chunk(0, 0).meshes(BlockMeshKind.FRINGE).get(0);
        Model m = model(parts(BlockMapExport.scene(meshes)).stream().filter(n -> n.name().contains("fringe")).findFirst()
                .orElseThrow());
        assertEquals(AlphaMode.MASK, m.materials().get(0).alphaMode());
        float[] c = m.meshes().get(0).colourArray();
        boolean root = false, tip = false;
        for (int v = 0; v < fringe.vertexCount(); v++) {
            float u = fringe.extra()[2 * v], along = fringe.extra()[2 * v + 1];
            double depth = BlockFringeMask.depth(0, (int) Math.floor((u - Math.floor(u)) * BlockFringeMask.WIDTH));
            float a = c[4 * v + 3];
            if (along == 0) {
                assertEquals(1, a);
                root = true;
            } else if (along >= 1) {
                assertEquals(along > depth, a < 0.5f, "the tip is cut beyond the column's depth");
                tip = true;
            }
            assertEquals(Math.max(0, Math.min(1, 1 - 0.5 * along / depth)), a, 1e-6);
        }
        assertTrue(root && tip);
    }

    static BlockMapExport.Sun diorama() {
        double az = Math.toRadians(235), el = Math.toRadians(28);
        return new BlockMapExport.Sun(new float[] {(float) (Math.sin(az) * Math.cos(el)), (float) Math.sin(el),
                (float) (-Math.cos(az) * Math.cos(el))}, new float[] {1.05f, 0.80f, 0.56f}, new float[] {0.44f, 0.48f, 0.60f});
    }

    @Test
    void aSunBakesTheRenderersLightIntoUnlitMaterials() {
        BlockMapMeshes meshes = BlockMapMeshes.build(SpecFixtures.terraces(), BlockMeshLook.diorama(0));
        BlockMapExport.Sun sun = diorama();
        List<ModelNode> parts = parts(BlockMapExport.scene(meshes, sun));
        BlockChunkMesh chunk = meshes.chunk(0, 0);
        for (int i = 0; i < chunk.meshes().size(); i++) {
            BlockMesh b = chunk.meshes().get(i);
            Model m = model(parts.get(i));
            assertTrue(m.materials().get(0).unlit());
            float[] c = m.meshes().get(0).colourArray();
            float[] s = sun.direction();
            for (int v = 0; v < b.vertexCount(); v++) {
                float nx = b.normals()[3 * v], ny = b.normals()[3 * v + 1], nz = b.normals()[3 * v + 2];
                double facing = Math.max(0, nx * s[0] + ny * s[1] + nz * s[2]);
                double bounce = Math.abs(ny) < 0.5 ? BlockMeshLook.DIORAMA_WALL_BOUNCE * Math.max(0, s[1]) : 0;
                for (int k = 0; k < 3; k++) {
                    double light = sun.ambientRgb()[k] + sun.sunRgb()[k] * (facing + bounce);
                    double want = Math.pow(Math.min(1, b.colours()[4 * v + k] * light), 2.2);
                    assertEquals(want, c[4 * v + k], 3e-4, b.kind() + " vertex " + v);
                }
            }
        }
        JsonNode json = GlbFile.of(GlbWriter.toBytes(BlockMapExport.scene(meshes, sun))).json();
        assertTrue(json.path("extensionsUsed").toString().contains("KHR_materials_unlit"));
    }

    @Test
    void theSameMapExportsToTheSameBytes() {
        byte[] a = GlbWriter.toBytes(BlockMapExport.scene(BlockMapMeshes.build(village(), BlockMeshLook.diorama(7))));
        byte[] b = GlbWriter.toBytes(BlockMapExport.scene(BlockMapMeshes.build(village(), BlockMeshLook.diorama(7))));
        assertArrayEquals(a, b);
    }

    @Test
    void aSunOfNoDirectionOrANegativeColourIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new BlockMapExport.Sun(new float[3], new float[] {1, 1, 1}, new float[] {1, 1, 1}));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new BlockMapExport.Sun(new float[] {0, 1, 0}, new float[] {1, -1, 1}, new float[] {1, 1, 1}));
        assertTrue(e.getMessage().contains("sunRgb"), e.getMessage());
    }

    @Test
    void linearMatchesThePowerWithinTheTable() {
        for (int i = 0; i <= 1000; i++) {
            float v = i / 1000f;
            assertEquals(Math.pow(v, 2.2), BlockMapExport.linear(v), 1e-4, "at " + v);
        }
        assertEquals(1, BlockMapExport.linear(3.5f));
        assertEquals(0, BlockMapExport.linear(-1));
        assertEquals(0, BlockMapExport.linear(Float.NaN));
    }
}
