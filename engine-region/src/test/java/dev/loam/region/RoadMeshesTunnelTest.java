package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.ModelMesh;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The road meshes of the spec's test-tiles-tunnel (a highway under a mountain in one tunnel, a
 * country road through two hills in two): each roof as its tunnel gives it, a stone portal across
 * each mouth with its opening the mouth, the lamps, and the roofs' and portals' solids.
 */
class RoadMeshesTunnelTest {
    private static final Path FILE = Path.of("../examples/src/main/resources/dev/loam/examples/regions/test-tiles-tunnel.json");
    private static final Region REGION = RegionExamples.build(read());
    private static final RoadMeshes MESHES = RoadMeshes.of(REGION);

    private static String read() {
        try {
            return Files.readString(FILE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<RoadTunnel> tunnels() {
        List<RoadTunnel> out = new ArrayList<>();
        for (Road r : REGION.roads().roads()) {
            out.addAll(r.tunnels());
        }
        return out;
    }

    @Test
    void everyTunnelHasItsRoofAndThePortalsOneMesh() {
        List<RoadTunnel> tunnels = tunnels();
        assertEquals(3, tunnels.size(), "one under the mountain, two through the hills");
        List<ModelMesh> meshes = MESHES.tunnels().meshes();
        assertEquals(tunnels.size() + 1, meshes.size(), "a roof each, then the portals");
        for (int k = 0; k < tunnels.size(); k++) {
            assertEquals(tunnels.get(k).roof().triangleCount(), meshes.get(k).triangleCount());
            assertEquals(0, meshes.get(k).material());
        }
        // Three blocks of twelve triangles a portal, two portals a tunnel.
        assertEquals(tunnels.size() * 2 * 3 * 12, meshes.get(tunnels.size()).triangleCount());
    }

    @Test
    void aPortalsOpeningIsTheMouthAndItsFaceStandsOverIt() {
        for (RoadTunnel t : tunnels()) {
            for (int q = 0; q < t.portals().size(); q++) {
                RoadTunnelPortal p = t.portals().get(q);
                RoadMeshes.Slabs sides = slabs(t.portalsName() + " " + (q + 1) + " sides");
                RoadMeshes.Slabs lintel = slabs(t.portalsName() + " " + (q + 1) + " lintel");
                float[] s = sides.positions();
                double nearest = Double.POSITIVE_INFINITY;
                for (int v = 0; v < s.length; v += 3) {
                    double d = Math.hypot(s[v] - p.x(), s[v + 2] - p.z());
                    if (d < t.mouthWidthMetres() / 2 + 1) {
                        assertEquals(p.y() + p.faceHeightMetres(), s[v + 1], 1e-3, "the face's top");
                    }
                    nearest = Math.min(nearest, d);
                }
                // The sides' inner corners stand at the mouth's edges (half a portal's thickness off the mouth's line).
                double edge = Math.hypot(t.mouthWidthMetres() / 2, RoadMeshes.PORTAL_THICKNESS_METRES / 2);
                assertTrue(nearest <= edge + 1e-3, "the opening is the mouth: " + nearest + " from its middle");
                assertEquals(p.faceHeightMetres() + RoadMeshes.PORTAL_FOOTING_METRES, sides.depthMetres(), 1e-9);
                assertEquals(p.faceHeightMetres() - p.mouthHeightMetres(), lintel.depthMetres(), 1e-9,
                        "under the lintel the mouth is open " + p.mouthHeightMetres() + " m high");
            }
        }
    }

    private static RoadMeshes.Slabs slabs(String name) {
        return MESHES.slabs().stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow(() -> new AssertionError(
                name + " among " + MESHES.slabs().stream().map(RoadMeshes.Slabs::name).toList()));
    }

    @Test
    void theLampsAreThePortalsAndTheWalls() {
        int lamps = 0;
        for (RoadTunnel t : tunnels()) {
            lamps += t.lights().size();
            for (RoadTunnelPortal p : t.portals()) {
                lamps += p.lamps().size();
            }
            RoadMeshes.Slabs roof = slabs(t.roofName());
            assertEquals(RoadTunnel.ROOF_THICKNESS_METRES, roof.depthMetres(), 1e-12);
            assertEquals(t.roof().triangleCount(), roof.triangleCount());
        }
        assertEquals(lamps, MESHES.tunnelLamps().size());
        assertFalse(MESHES.tunnelLamps().isEmpty());
    }

    @Test
    void everySurfaceLiesJustOverTheGroundCutForIt() {
        assertTrue(RoadMeshesTest.surfaceFacesOverTheGround(MESHES, REGION.terrain()) > 1000);
    }

    @Test
    void aRegionWithoutTunnelsHasNoTunnelMeshesNorLamps() {
        RoadMeshes m = RoadMeshes.of(RegionExamples.build(RegionExamples.ROADS_LAID));
        assertTrue(m.tunnels().meshes().isEmpty() && m.tunnelLamps().isEmpty());
        assertTrue(m.slabs().stream().noneMatch(x -> x.name().startsWith("tunnel-")));
    }
}
