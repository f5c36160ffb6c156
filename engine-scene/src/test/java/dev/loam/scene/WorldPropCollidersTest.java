package dev.loam.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.AssetResolver;
import dev.loam.physics.CollisionHit;
import dev.loam.physics.CollisionWorld;
import dev.loam.worldgen.Chunk;
import dev.loam.worldgen.HeightSource;
import dev.loam.worldgen.Placement;
import dev.loam.worldgen.ProceduralChunks;
import dev.loam.worldgen.WorldGen;
import dev.loam.worldgen.WorldRules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A generated world's occupying placements collide as their chunks stream in, and stop as they go. */
class WorldPropCollidersTest {
    private static WorldGen wilds() throws Exception {
        // The example's rules, each layer drawn to 250 m in chunks of 128 m, so the test streams a small world.
        String json = Pattern.compile("\"(drawDistance|chunkSize)\": (\\d+)")
                .matcher(Files.readString(Path.of("../examples/src/main/resources/dev/loam/examples/worlds/wilds.json")))
                .replaceAll(m -> "\"" + m.group(1) + "\": "
                        + Math.min(Integer.parseInt(m.group(2)), m.group(1).equals("chunkSize") ? 128 : 250));
        return WorldGen.builder(WorldRules.fromJson(json)).seed(4).surface(HeightSource.rolling(7, -20, 90, 900))
                .seaLevel(0).build();
    }

    @Test
    void occupyingPlacementsCollideWhileTheirChunksAreResidentAndGoWithThem() throws Exception {
        WorldGen world = wilds();
        Map<String, Chunk> resident = new HashMap<>();
        WorldPropColliders props = WorldPropColliders.of(world, AssetResolver.defaults(), chunk -> {
            String key = chunk.layer() + chunk.cx() + "," + chunk.cz();
            resident.put(key, chunk);
            return () -> resident.remove(key, chunk);
        });
        CollisionWorld collisions = new CollisionWorld().add(props.collider());
        try (ProceduralChunks stream = ProceduralChunks.builder(world, props).build()) {
            stream.setSource("player", 0, 0);
            for (int k = 0; k < 400 && (k == 0 || stream.stats().queued() > 0); k++) {
                stream.update(50_000_000L);
            }
            int expected = 0;
            int foliage = 0;
            List<Placement> occupying = new ArrayList<>();
            List<Placement> walkedThrough = new ArrayList<>();
            for (Chunk c : resident.values()) {
                if (!c.layer().equals("cover")) {
                    for (Placement p : c.placements()) {
                        // Ferns and reeds (every part cut at alpha) are walked through.
                        boolean soft = p.plant().equals("fern") || p.plant().equals("reed");
                        if (soft) {
                            foliage++;
                            walkedThrough.add(p);
                        } else if (!p.mesh().isEmpty() || p.footprint() > 0) {
                            expected++;
                            occupying.add(p);
                        }
                    }
                }
            }
            assertTrue(expected > 50, "a world of trees, rocks and huts: " + expected);
            assertTrue(foliage > 50, "ferns and reeds in the world: " + foliage);
            assertEquals(expected, props.collider().propCount(), "each occupying placement stands once");
            // A ray straight down over a placement meets it before the ground under it.
            CollisionHit hit = new CollisionHit();
            int met = 0;
            for (int i = 0; i < occupying.size(); i += Math.max(1, occupying.size() / 40)) {
                Placement p = occupying.get(i);
                if (collisions.raycast(p.x(), p.y() + 200, p.z(), 0, -1, 0, 400, hit)) {
                    assertTrue(hit.point().y() > p.y() - 1, "on " + p.id() + ": " + hit);
                    met++;
                }
            }
            assertTrue(met > 10, "rays met the placements: " + met);
            // A ray down onto a fern meets nothing above the ground but what stands beside it.
            int throughFoliage = 0;
            for (Placement p : walkedThrough) {
                if (!collisions.raycast(p.x(), p.y() + 200, p.z(), 0, -1, 0, 400, hit) || hit.point().y() < p.y() + 0.05) {
                    throughFoliage++;
                }
            }
            assertTrue(throughFoliage > walkedThrough.size() * 0.9, throughFoliage + " of " + walkedThrough.size()
                    + " ferns and reeds met by nothing standing on them");
            // Gone far away: the chunks are released and their props with them.
            stream.setSource("player", 60_000, 60_000);
            for (int k = 0; k < 400 && props.collider().propCount() > 0 && resident.values().stream()
                    .anyMatch(c -> Math.abs(c.x0()) < 10_000); k++) {
                stream.update(50_000_000L);
            }
            Placement first = occupying.get(0);
            assertTrue(!collisions.raycast(first.x(), first.y() + 200, first.z(), 0, -1, 0, 400, hit),
                    "nothing stands where the released chunks were: " + hit);
        }
        assertEquals(0, props.collider().propCount(), "closing the stream released every chunk");
    }
}
