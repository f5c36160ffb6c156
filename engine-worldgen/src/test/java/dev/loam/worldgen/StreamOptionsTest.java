package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Both stream builders hand their shared options to {@link StreamOptions}: these pin that they
 * still take and refuse the same values, with the messages they always had.
 */
class StreamOptionsTest {
    private static final Executor INLINE = Runnable::run;

    private static ProceduralChunks.Builder chunks() {
        return ProceduralChunks.builder(Streams.light(5), c -> null);
    }

    private static World2D.Builder flat() {
        return World2D.builder(Wilds.rules(), "island", 11, 256, 32, c -> null);
    }

    private static void refused(String message, Executable call) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, call).getMessage());
    }

    @Test
    void bothBuildersRefuseTheSameOptionsWithTheSameMessages() {
        for (double bad : List.of(-1.0, Double.NaN, Double.POSITIVE_INFINITY)) {
            refused("unloadMargin must be 0 or more world units, got " + bad, () -> chunks().unloadMargin(bad));
            refused("unloadMargin must be 0 or more world units, got " + bad, () -> flat().unloadMargin(bad));
            refused("viewRadius must be 0 or more world units, got " + bad, () -> flat().viewRadius(bad));
        }
        refused("maxCellsPerPiece must be at least 1, got 0", () -> chunks().maxCellsPerPiece(0));
        refused("maxCellsPerPiece must be at least 1, got 0", () -> flat().maxCellsPerPiece(0));
        refused("maxInFlight must be at least 1, got 0", () -> chunks().executor(INLINE, 0));
        refused("maxInFlight must be at least 1, got 0", () -> flat().executor(INLINE, 0));
        // The count is checked before the executor, as it always was.
        refused("maxInFlight must be at least 1, got 0", () -> chunks().executor(null, 0));
        assertEquals("executor",
                assertThrows(NullPointerException.class, () -> flat().executor(null, 1)).getMessage());
    }

    /** An executor that holds its tasks until the test runs them, and keeps the most it held at once. */
    private static final class Held implements Executor {
        final ArrayDeque<Runnable> tasks = new ArrayDeque<>();
        int most;
        int ran;

        @Override
        public void execute(Runnable task) {
            tasks.add(task);
            most = Math.max(most, tasks.size());
        }

        void runAll() {
            while (!tasks.isEmpty()) {
                tasks.poll().run();
                ran++;
            }
        }
    }

    @Test
    void bothBuildersAcceptTheLeastOfEachOption() {
        // The least of each option still streams the whole view: no unload margin, one cell a
        // piece, and one chunk at a time on the executor, which makes every chunk.
        WorldGen world = Streams.light(5);
        StreamRecorder recorder = new StreamRecorder();
        Held held = new Held();
        try (ProceduralChunks s = ProceduralChunks.builder(world, recorder).unloadMargin(0).maxCellsPerPiece(1)
                .executor(held, 1).build()) {
            s.setSource("camera", 0, 0);
            for (int k = 0; k < 10_000 && (k < 2 || s.stats().queued() > 0); k++) {
                s.update(1_000_000_000L);
                held.runAll();
            }
            assertEquals(0, s.stats().queued());
            assertTrue(s.stats().resident() > 1, s.stats().toString());
            assertEquals(s.stats().resident(), StreamRecorder.assertLiveEqualsPlan(recorder, world.plan()));
            assertEquals(1, held.most, "at most one chunk on the executor at once");
            assertEquals(held.ran, s.stats().generatedTotal(), "every chunk was made on the executor");
        }
        Held flatHeld = new Held();
        List<String> published = new ArrayList<>();
        try (World2D w = World2D.builder(Wilds.rules(), "island", 11, 256, 32, c -> {
                    published.add(c.cx() + "," + c.cy());
                    return () -> { };
                }).viewRadius(0).unloadMargin(0).maxCellsPerPiece(1).executor(flatHeld, 1).build()) {
            w.setCamera(10, 10);
            for (int k = 0; k < 10_000 && (k < 2 || w.stats().queued() > 0); k++) {
                w.update(1_000_000_000L);
                flatHeld.runAll();
            }
            assertEquals(0, w.stats().queued());
            assertEquals(List.of("0,0"), published, "a view of radius 0 holds the camera's own chunk alone");
            assertEquals(1, w.stats().resident());
            assertEquals(1, flatHeld.most);
            assertEquals(1, flatHeld.ran, "the chunk was made on the executor");
        }
    }
}
