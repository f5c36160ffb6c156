package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.core.Progress;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainFile;
import dev.loam.terrain.TerrainFiles;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CLI's progress bar: quiet for a second, one bar a phase after, none at all off a terminal. */
class ProgressBarsTest {
    @TempDir
    Path dir;

    /** A sink that writes down what the bar was told. */
    static final class FakeSink implements ProgressBars.Sink {
        final List<String> calls = new ArrayList<>();

        @Override
        public void phase(String phase, long total) {
            calls.add("phase " + phase + " " + total);
        }

        @Override
        public void progress(long done) {
            calls.add("progress " + done);
        }

        @Override
        public void close() {
            calls.add("close");
        }
    }

    /** A clock the test moves by hand, nanoseconds. */
    static final class HandClock implements java.util.function.LongSupplier {
        long now = 5_000;

        @Override
        public long getAsLong() {
            return now;
        }
    }

    @Test
    void workOverASecondShowsTheBarFromItsLatestReportOnAndClearsItAtTheEnd() {
        FakeSink sink = new FakeSink();
        HandClock clock = new HandClock();
        int[] made = new int[1];
        try (ProgressBars.Bar bar = new ProgressBars.Bar(() -> {
            made[0]++;
            return sink;
        }, clock)) {
            bar.update("read", 0, 100);
            clock.now += 400_000_000L;
            bar.update("read", 30, 100);
            assertFalse(bar.showing(), "nothing within the first second");
            assertEquals(List.of(), sink.calls);
            clock.now += 600_000_000L;
            bar.update("read", 60, 100);
            assertTrue(bar.showing());
            bar.update("read", 100, 100);
            bar.update("write", 0, 2048);
            bar.update("write", 2048, 2048);
        }
        assertEquals(1, made[0], "one bar for the whole run");
        assertEquals(List.of("phase read 100", "progress 60", "progress 100", "phase write 2048", "progress 0",
                "progress 2048", "close"), sink.calls);
    }

    @Test
    void workWithinASecondDrawsNothingAtAll() {
        HandClock clock = new HandClock();
        int[] made = new int[1];
        try (ProgressBars.Bar bar = new ProgressBars.Bar(() -> {
            made[0]++;
            return new FakeSink();
        }, clock)) {
            for (long done = 0; done <= 10; done++) {
                clock.now += 90_000_000L;
                bar.update("mesh", done, 10);
            }
        }
        assertEquals(0, made[0]);
    }

    @Test
    void aBarWithoutATerminalNeverDrawsAndNeverCancels() {
        HandClock clock = new HandClock();
        ProgressBars.Bar bar = new ProgressBars.Bar(null, clock);
        clock.now += 10 * ProgressBars.SHOW_AFTER_NANOS;
        bar.update("plan", 5, 10);
        assertFalse(bar.showing());
        assertFalse(bar.cancelled());
        bar.close();
    }

    /** A console as Java 22 and later have it, whether or not it is a terminal. */
    public static final class Console22 {
        private final boolean terminal;

        Console22(boolean terminal) {
            this.terminal = terminal;
        }

        public boolean isTerminal() {
            return terminal;
        }
    }

    @Test
    void aTerminalIsAConsoleThatSaysSoAndIsNotDumb() {
        assertFalse(ProgressBars.isTerminal(null, Map.of()), "no console: output is redirected");
        assertFalse(ProgressBars.isTerminal(new Console22(false), Map.of()), "Java 22+: a console that is no terminal");
        assertTrue(ProgressBars.isTerminal(new Console22(true), Map.of("TERM", "xterm-256color")));
        assertTrue(ProgressBars.isTerminal(new Object(), Map.of()), "Java 17: a console is there only on a terminal");
        assertFalse(ProgressBars.isTerminal(new Console22(true), Map.of("TERM", "dumb")));
    }

    @Test
    void theWidthComesFromColumns() {
        assertEquals(120, ProgressBars.columns(Map.of("COLUMNS", "120")));
        assertEquals(ProgressBars.DEFAULT_COLUMNS, ProgressBars.columns(Map.of()));
        assertEquals(ProgressBars.DEFAULT_COLUMNS, ProgressBars.columns(Map.of("COLUMNS", "wide")));
        assertEquals(20, ProgressBars.columns(Map.of("COLUMNS", "3")));
    }

    @Test
    void theLibrarysBarIsDrawnOnOneLineNamingTheTaskAndPhaseAndCleared() {
        StringWriter text = new StringWriter();
        ProgressBars.LibrarySink sink = new ProgressBars.LibrarySink("terrain convert", new PrintWriter(text), 80);
        sink.phase("read", 10);
        sink.progress(4);
        sink.progress(10);
        sink.close();
        String drawn = text.toString();
        assertTrue(drawn.startsWith("\r"), drawn);
        assertFalse(drawn.contains("\n"), "the bar stays on its line: " + drawn);
        assertTrue(drawn.contains("terrain convert: read"), drawn);
        assertTrue(drawn.contains("10/10"), drawn);
        assertTrue(drawn.contains("\u2588"), "a full block of the bar: " + drawn);
        String last = drawn.substring(drawn.lastIndexOf('\r', drawn.length() - 2));
        assertTrue(last.strip().isEmpty(), "the line is cleared at the end: [" + last + "]");
        for (String line : drawn.split("\r")) {
            assertTrue(line.length() < 80, "fits the width: [" + line + "]");
        }
    }

    @Test
    void eachPhaseGetsABarOfItsOwnAndALargeByteCountShowsInMebibytes() {
        StringWriter text = new StringWriter();
        ProgressBars.LibrarySink sink = new ProgressBars.LibrarySink("terrain import", new PrintWriter(text), 100);
        assertEquals("", text.toString(), "no bar is drawn before its phase is known");
        sink.phase("heights", 4097);
        sink.progress(4097);
        sink.phase("write", 64 * ProgressBars.MIB);
        sink.progress(32 * ProgressBars.MIB);
        sink.close();
        String drawn = text.toString();
        assertTrue(drawn.contains("terrain import: heights") && drawn.contains("4097/4097"), drawn);
        assertTrue(drawn.contains("terrain import: write") && drawn.contains("32/64 MiB"), drawn);
    }

    @Test
    void aRunWhoseStandardErrorIsNoTerminalPrintsNoBar() throws Exception {
        assertFalse(ProgressBars.isTerminal(), "the tests run with standard error piped");
        float[] h = new float[300 * 300];
        for (int k = 0; k < h.length; k++) {
            h[k] = (k % 300) * 0.5f;
        }
        Path json = dir.resolve("big.json");
        TerrainFiles.write(TerrainFile.of(Terrain.builder(300, 300, 1).heights(h).build()), json);
        Path bin = dir.resolve("big.loamterrain");
        LoamCliTest.Run r = LoamCliTest.loam("terrain", "convert", json.toString(), bin.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err(), "nothing at all on standard error");
        Path spec = dir.resolve("region.json");
        Files.writeString(spec, RegionCommandTest.TERRAIN);
        LoamCliTest.Run region = LoamCliTest.loam("region", "build", spec.toString(), "--out", dir.resolve("out").toString());
        assertEquals(0, region.code(), region.err());
        assertEquals("", region.err());
        assertFalse(region.out().contains("\r") || region.out().contains("\u2588"), region.out());
    }

    @Test
    void theBarIsAProgressListenerTheLibraryDrives() {
        FakeSink sink = new FakeSink();
        HandClock clock = new HandClock();
        try (ProgressBars.Bar bar = new ProgressBars.Bar(() -> sink, clock)) {
            clock.now += ProgressBars.SHOW_AFTER_NANOS;
            Progress.Phase p = Progress.Phase.begin(bar, "plan", 3);
            p.step();
            p.finish();
        }
        assertEquals(List.of("phase plan 3", "progress 0", "progress 1", "progress 3", "close"), sink.calls);
    }
}
