package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.testkit.ProgressRecorder;
import dev.loam.core.Progress;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.logging.Level;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** A region build reports each of its steps, stops on a cancel, and logs a ground layer it cannot keep. */
class RegionProgressTest {
    @Test
    void aBuildReportsEachStepInOrderAndGivesTheSameRegion() {
        RegionSpec spec = RegionSpecReader.read(RegionExamples.SMALL);
        ProgressRecorder r = new ProgressRecorder();
        Region region = RegionSolver.solve(spec, r);
        assertEquals(List.of("region"), r.phases());
        assertEquals(LongStream.rangeClosed(0, RegionSolver.BUILD_STEPS).boxed().toList(), r.counts("region"));
        r.assertKeepsTheRules(true);
        Region plain = RegionSolver.solve(spec);
        assertEquals(plain.mapText(), region.mapText());
        assertTrue(plain.terrain().contentEquals(region.terrain()));
        assertTrue(plain.props().contentEquals(region.props()));
    }

    @Test
    void aCancelMidwayStopsTheBuildAfterTheStepThatSawIt() {
        RegionSpec spec = RegionSpecReader.read(RegionExamples.SMALL);
        ProgressRecorder r = new ProgressRecorder(4);
        assertThrows(Progress.Cancelled.class, () -> RegionSolver.solve(spec, r));
        assertEquals(List.of(0L, 1L, 2L, 3L), r.counts("region"));
    }

    @Test
    void aRefusedSpecIsRefusedBeforeAnyStepIsDone() {
        String bad = RegionExamples.TERRAIN.replace("\"level\": 3, \"name\": \"hill\"", "\"level\": 9, \"name\": \"hill\"");
        ProgressRecorder r = new ProgressRecorder();
        assertThrows(RegionSpecException.class, () -> RegionSolver.solve(RegionSpecReader.read(bad), r));
        assertEquals(List.of(0L), r.counts("region"));
    }

    @Test
    void anAsyncBuildCompletesWithTheCancel() {
        RegionSpec spec = RegionSpecReader.read(RegionExamples.SMALL);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            CompletionException e = assertThrows(CompletionException.class,
                    () -> RegionSolver.solveAsync(spec, pool, new ProgressRecorder(2)).join());
            assertTrue(e.getCause() instanceof Progress.Cancelled, e.toString());
            ProgressRecorder r = new ProgressRecorder();
            RegionSolver.solveAsync(spec, pool, r).join();
            r.assertKeepsTheRules(true);
        } finally {
            pool.shutdownNow();
        }
    }
}
