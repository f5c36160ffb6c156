package dev.loam.render.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.region.LavaFlow;
import dev.loam.region.Region;
import dev.loam.region.RegionSolver;
import dev.loam.region.RegionSpecReader;
import dev.loam.region.Sheet;
import dev.loam.render.mesh.FlowRibbon;
import dev.loam.render.mesh.SheetKind;
import dev.loam.render.mesh.SheetMesh;
import dev.loam.render.mesh.SheetMeshes;
import dev.loam.render.mesh.SheetRect;
import dev.loam.terrain.Terrain;
import dev.loam.testkit.GoldenImages;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleBinaryOperator;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A solved region's lake and volcano turned into the sheets' plain data (as a scene wires them),
 * meshed over the region's terrain, and drawn over it.
 */
class RegionSheetsTest {
    /** A lake beside a volcano whose flow runs north: five ground layers, drawn whole. */
    static final String SPEC = """
            {"template": "region", "name": "test-lava-lake", "seed": 2, "size": [12, 12],
             "features": [{"kind": "lake", "at": [2, 7], "size": [2, 2]},
               {"kind": "volcano", "at": [8, 6], "level": 5, "flow": "north"}]}
            """;

    static List<SheetRect> rects(Region r) {
        List<SheetRect> out = new ArrayList<>();
        for (Sheet s : r.sheets()) {
            out.add(new SheetRect(s.kind() == Sheet.Kind.WATER ? SheetKind.WATER : SheetKind.LAVA, s.minX(), s.minZ(),
                    s.maxX(), s.maxZ(), s.heightMetres()));
        }
        return out;
    }

    static List<FlowRibbon> flows(Region r) {
        List<FlowRibbon> out = new ArrayList<>();
        for (LavaFlow f : r.flows()) {
            out.add(FlowRibbon.straight(f.startX(), f.startZ(), f.endX(), f.endZ(), LavaFlow.WIDTH_METRES));
        }
        return out;
    }

    @Test
    void aRegionsLakeAndVolcanoMeshOverItsTerrainWithTheFlowOnItsTriangles() {
        Region r = RegionSolver.solve(RegionSpecReader.read(SPEC));
        assertEquals(5, r.groundLayers().size(), "the lake's sand beside the flow's rock and ash");
        Terrain t = r.terrain();
        DoubleBinaryOperator ground = t::heightAt;
        SheetMeshes m = SheetMeshes.build(rects(r), flows(r), ground);
        SheetMesh water = m.water(), lava = m.lava();
        assertEquals(1, water.partCount());
        assertEquals(2, lava.partCount(), "the crater's sheet, then its flow");
        float[] p = water.positions(), d = water.depths();
        Sheet lake = r.sheets().get(0);
        for (int v = 0; v < (water.gridX(0) + 1) * (water.gridZ(0) + 1); v++) {
            assertEquals(lake.heightMetres(), p[3 * v + 1], 1e-4);
            assertEquals(lake.heightMetres() - t.heightAt(p[3 * v], p[3 * v + 2]), d[v], 1e-4, "water vertex " + v);
        }
        assertTrue(water.triangleCount() > 0);
        float[] q = lava.positions();
        for (int v = lava.firstVertex(1); v < lava.firstVertex(1) + lava.vertexCount(1); v++) {
            assertEquals(t.heightAt(q[3 * v], q[3 * v + 2]) + SheetMeshes.RIBBON_LIFT_METRES, q[3 * v + 1], 1e-3,
                    "flow vertex " + v);
        }
        // The flow runs from the crater's middle, under its lava, out down the northern flank.
        LavaFlow f = r.flows().get(0);
        assertTrue(f.endZ() > f.startZ() + 64, f.toString());
    }

    /** The region's ground at its terrain's heights, each vertex in its ground layer's preview colour. */
    static GroundFixture regionGround(Region r) {
        Terrain t = r.terrain();
        return new GroundFixture(0, 0, t.resolutionX() * 4.0 - 4, t.resolutionZ() * 4.0 - 4, 4, t::heightAt,
                (x, z, y, slope) -> r.ground().vertexLayer((int) Math.round(x / 4), (int) Math.round(z / 4))
                        .colour(r.spec().biome()));
    }

    @Tag("gl")
    @Test
    void aRegionsWaterAndLavaDrawOverItsGroundAndMatchTheirGolden() throws Exception {
        Region r = RegionSolver.solve(RegionSpecReader.read(SPEC));
        Terrain t = r.terrain();
        SheetMeshes m = SheetMeshes.build(rects(r), flows(r), t::heightAt);
        int w = 384, h = 256;
        try (GlContext gl = GlContext.open(w, h, "region sheets", true, Map.of()); FrameRenderer frame = new FrameRenderer();
             OffscreenTarget target = new OffscreenTarget(w, h);
             GroundFixture groundDrawn = regionGround(r);
             GpuSheets sheets = new GpuSheets(m)) {
            DioramaCamera camera = new DioramaCamera().lookAt(380, 0, 420, 200, 40, 720);
            frame.begin(camera, RenderLook.diorama(), target, 0).draw(groundDrawn).draw(sheets).end();
            BufferedImage image = target.readImage();
            Path out = Path.of("target", "sheet-frames", "sheet-region.png");
            Files.createDirectories(out.getParent());
            ImageIO.write(image, "png", out.toFile());
            GoldenImages.Diff diff = GoldenImages.diff(GoldenImages.goldenOrWrite("sheet-region", image), image);
            assertTrue(diff.matches(), "sheet-region: " + diff + "; the frame drawn is in " + out);
        }
    }
}
