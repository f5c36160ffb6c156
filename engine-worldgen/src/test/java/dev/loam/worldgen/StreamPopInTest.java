package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The pop rule of issue 16: with a source moving at 20 m/s, 60 frames a second and a 4 ms budget,
 * nothing appears nearer than its layer's {@code drawDistance} minus one of its chunks. The clock
 * ticks 1 ms a reading, so every piece of work measures 1 ms (about three pieces a frame, a slow
 * machine's rate), and the test does not depend on this machine's speed. The world is the example
 * as it ships, woods of 7 m cells and all.
 */
class StreamPopInTest {
    private static final double STEP = 20.0 / 60;

    /** A publisher that notes each placement the moment it first appears in its chunk, and how far from the source it was. */
    private static final class PopWatch implements ChunkPublisher {
        final Map<String, Layer> layers = new HashMap<>();
        final Map<String, Set<String>> live = new HashMap<>();
        final List<String> pops = new ArrayList<>();
        double x, z;
        int appeared;
        boolean watching;

        PopWatch(WorldRules rules) {
            for (Layer l : rules.layers()) {
                layers.put(l.id(), l);
            }
        }

        @Override
        public Runnable publish(Chunk c) {
            String key = c.layer() + ":" + c.cx() + "," + c.cz();
            Set<String> before = live.getOrDefault(key, Set.of());
            Set<String> now = new HashSet<>();
            Layer layer = layers.get(c.layer());
            for (Placement p : c.placements()) {
                now.add(p.id());
                if (!watching || layer == null || before.contains(p.id())) {
                    continue;
                }
                appeared++;
                double d = Math.hypot(p.x() - x, p.z() - z), nearest = layer.drawDistance() - layer.chunkSize();
                if (d < nearest) {
                    pops.add(p.id() + " of " + c.layer() + " appeared " + Math.round(d) + " m from the source, nearer than "
                            + nearest + " (chunk " + key + " revision " + c.revision() + ")");
                }
            }
            live.put(key, now);
            return () -> {
                if (live.get(key) == now) {
                    live.remove(key);
                }
            };
        }
    }

    @Test
    void aSourceMovingAt20MetresASecondSeesNothingAppearNearerThanDrawDistanceLessAChunk() {
        WorldGen world = Wilds.shippedWorld(42);
        PopWatch watch = new PopWatch(world.rules().orElseThrow());
        Streams.TickingClock clock = new Streams.TickingClock(1_000_000);
        // Near chunks only: far cells are the far versions' own lane, drawn beyond drawDistance.
        try (ProceduralChunks s = ProceduralChunks.builder(world, watch).clock(clock).build()) {
            s.setSource("camera", watch.x, watch.z);
            StreamRecorder.settle(s);
            watch.watching = true;
            // 40 s of travel at 60 frames a second: 800 m, across a 512 m chunk and a dozen 64 m ones.
            for (int frame = 0; frame < 2400; frame++) {
                watch.x += STEP * 0.94;
                watch.z += STEP * 0.34;
                s.setSource("camera", watch.x, watch.z);
                s.update(4_000_000);
            }
        }
        assertTrue(watch.appeared > 1000, "placements appeared on the way: " + watch.appeared);
        assertTrue(watch.pops.isEmpty(), watch.pops.size() + " of " + watch.appeared + " popped in, first: "
                + watch.pops.subList(0, Math.min(5, watch.pops.size())));
    }
}
