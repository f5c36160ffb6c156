package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Guards that a region whose roads name no tunnels is built byte for byte as it was before tunnels
 * were built: the SHA-256 of each bundled region's terrain heights (little-endian floats, row by
 * row) and of its map text, pinned from main before tunnels came in.
 */
class RoadTunnelFreeDigestTest {
    private static final Path REGIONS = Path.of("../examples/src/main/resources/dev/loam/examples/regions");

    private static String digest(String file) throws IOException, NoSuchAlgorithmException {
        Region r = RegionExamples.build(Files.readString(REGIONS.resolve(file)));
        float[] h = r.terrain().heights();
        ByteBuffer b = ByteBuffer.allocate(h.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (float v : h) {
            b.putFloat(v);
        }
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        md.update(b.array());
        md.update(r.mapText().getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(md.digest());
    }

    @Test
    void theBundledRegionsWithoutTunnelsAreBuiltAsBefore() throws Exception {
        assertEquals("20c14497288785f3b86726325f80c4ba0c88b5d77379a0452ec8559605f222fd", digest("test-tiles-terrain.json"), "test-tiles-terrain");
        assertEquals("639c30b9077552f63e049891407936cdc4baff843d27813c14cb63121b0c975e", digest("test-tiles-roads.json"), "test-tiles-roads");
        assertEquals("c3f1da4bc04b895f492d50a2f189b395c7f998e6a69bf7342a1d799344d22757", digest("test-highlands.json"), "test-highlands");
        assertEquals("9376fa1d9be0f1ec74997697cd891bff237d5fabd639e730bc1bd9acb3a38121", digest("test-water-and-fire.json"), "test-water-and-fire");
    }
}
