package dev.loam.render.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.testkit.ProgressRecorder;
import dev.loam.blockmap.BlockMap;
import dev.loam.core.Progress;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Building every chunk of a map reports each chunk, and a cancel stops the build with no meshes. */
class BlockMapMeshesProgressTest {
    @Test
    void aBuildReportsEveryChunkInOrderUpToTheTotal() {
        BlockMap map = BlockMapMeshesTest.hills();
        ProgressRecorder r = new ProgressRecorder();
        BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(3), r);
        int chunks = meshes.chunkColumns() * meshes.chunkRows();
        assertEquals(List.of("mesh"), r.phases());
        assertEquals(List.of(0L, 1L, 2L, 3L, 4L), r.counts("mesh"));
        assertEquals(chunks, r.updates().get(0).total());
        r.assertKeepsTheRules(true);
        BlockMapMeshesTest.assertSameAsFromScratch(meshes, "built with a listener");
    }

    @Test
    void aCancelledBuildStopsAfterTheChunkThatSawIt() {
        BlockMap map = BlockMapMeshesTest.hills();
        ProgressRecorder r = new ProgressRecorder(2);
        assertThrows(Progress.Cancelled.class, () -> BlockMapMeshes.build(map, BlockMeshLook.diorama(3), r));
        assertEquals(List.of(0L, 1L), r.counts("mesh"));
    }

    @Test
    void anExecutorBuildReportsEveryChunkFromItsThreadsInOrder() throws Exception {
        BlockMap map = BlockMapMeshesTest.hills();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            ProgressRecorder r = new ProgressRecorder();
            BlockMapMeshes meshes = BlockMapMeshes.build(map, BlockMeshLook.diorama(3), pool, r).get(60, TimeUnit.SECONDS);
            assertEquals(List.of(0L, 1L, 2L, 3L, 4L), r.counts("mesh"));
            r.assertKeepsTheRules(true);
            BlockMapMeshesTest.assertSameAsFromScratch(meshes, "built on an executor with a listener");
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anExecutorBuildCancelledMidwayCompletesWithTheCancelAndBuildsNoMoreChunks() {
        BlockMap map = BlockMapMeshesTest.hills();
        AtomicInteger ran = new AtomicInteger();
        // One thread, so the tasks run one after another: the second report cancels.
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            ProgressRecorder r = new ProgressRecorder(2) {
                @Override
                public void update(String phase, long done, long total) {
                    super.update(phase, done, total);
                    if (done > 0) {
                        ran.incrementAndGet();
                    }
                }
            };
            CompletionException e = assertThrows(CompletionException.class,
                    () -> BlockMapMeshes.build(map, BlockMeshLook.diorama(3), pool, r).join());
            assertTrue(e.getCause() instanceof Progress.Cancelled, e.toString());
            assertEquals(1, ran.get(), "the tasks after the cancel built nothing");
            assertEquals(List.of(0L, 1L), r.counts("mesh"));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aListenerCancelledBeforeTheStartGivesAFailedFutureAndRunsNoTask() {
        BlockMap map = BlockMapMeshesTest.hills();
        AtomicInteger tasks = new AtomicInteger();
        CompletionException e = assertThrows(CompletionException.class, () -> BlockMapMeshes
                .build(map, BlockMeshLook.diorama(3), t -> {
                    tasks.incrementAndGet();
                    t.run();
                }, new ProgressRecorder(0)).join());
        assertTrue(e.getCause() instanceof Progress.Cancelled, e.toString());
        assertEquals(0, tasks.get());
    }
}
