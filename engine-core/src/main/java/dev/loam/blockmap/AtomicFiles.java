package dev.loam.blockmap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** Writes a file whole or not at all: a temporary file beside it, then one move over it. */
final class AtomicFiles {
    private AtomicFiles() {
    }

    /**
     * Writes bytes to a new temporary file beside {@code path} and moves it over {@code path}. The
     * temporary file is made with the folder's default permissions, and takes an existing file's
     * POSIX permissions, so a rewrite does not change who may read the map.
     */
    static void write(byte[] bytes, Path path) {
        Path target = path.toAbsolutePath();
        Path dir = target.getParent();
        Path tmp = null;
        try {
            for (int attempt = 0; tmp == null; attempt++) {
                Path candidate = dir.resolve("." + target.getFileName() + "."
                        + Long.toHexString(java.util.concurrent.ThreadLocalRandom.current().nextLong() >>> 1) + ".tmp");
                try {
                    Files.write(candidate, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                    tmp = candidate;
                } catch (FileAlreadyExistsException e) {
                    if (attempt > 16) {
                        throw e;
                    }
                } catch (IOException e) {
                    tmp = candidate; // made, maybe half written: the finally removes it
                    throw e;
                }
            }
            if (Files.exists(target)) {
                try {
                    Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(target));
                } catch (UnsupportedOperationException | IOException e) {
                    // Not a POSIX file system, or not ours to change: keep the default permissions.
                }
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            tmp = null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path + ": " + e.getMessage(), e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // The write already failed; that failure is the one to report.
                }
            }
        }
    }
}
