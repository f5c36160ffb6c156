package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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

    @Test
    void bothBuildersAcceptTheLeastOfEachOption() {
        try (ProceduralChunks s = chunks().unloadMargin(0).maxCellsPerPiece(1).executor(INLINE, 1).build()) {
            s.setSource("camera", 0, 0);
            s.update(1_000_000_000L);
        }
        try (World2D w = flat().viewRadius(0).unloadMargin(0).maxCellsPerPiece(1).executor(INLINE, 1).build()) {
            w.setCamera(0, 0);
            w.update(1_000_000_000L);
        }
    }
}
