package dev.loam.core.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link AtomicWrite}: whole or nothing, and a failure worded with the caller's path, never the temporary file's. */
class AtomicWriteTest {
    @TempDir
    Path dir;

    @Test
    void writesTheBytesAndLeavesNoTemporaryFile() throws Exception {
        Path file = dir.resolve("a.json");
        AtomicWrite.write(new byte[] {1, 2, 3}, file);
        AtomicWrite.write(new byte[] {4, 5}, file);
        assertArrayEquals(new byte[] {4, 5}, Files.readAllBytes(file));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(1, s.count());
        }
    }

    @Test
    void aMissingFolderIsNamedNotTheTemporaryFile() {
        Path file = dir.resolve("missing/a.json");
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> AtomicWrite.write(new byte[1], file));
        assertEquals("cannot write " + file + ": no such folder " + dir.resolve("missing"), e.getMessage());
    }

    @Test
    void aFolderInTheWayIsRefusedNamingOnlyTheTarget() throws Exception {
        Path file = dir.resolve("taken.json");
        Files.createDirectories(file.resolve("inside"));
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> AtomicWrite.write(new byte[1], file));
        assertFalse(e.getMessage().contains(".tmp"), e.getMessage());
        assertEquals("cannot write " + file + ": ", e.getMessage().substring(0, ("cannot write " + file + ": ").length()));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(1, s.count(), "the temporary file is removed");
        }
    }
}
