package dev.loam.core.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file whole or not at all, for every Loam file format: the bytes go to a new temporary
 * file beside the target, which is then moved over it in one step. A reader never sees half a
 * file, and a failed write leaves the old file as it was.
 */
public final class AtomicWrite {
    private AtomicWrite() {
    }

    /**
     * Writes {@code bytes} to {@code path} atomically. The temporary file takes an existing
     * target's POSIX permissions, so a rewrite does not change who may read it.
     *
     * @throws UncheckedIOException when the folder cannot be written or the move fails, its
     *                              message naming {@code path} (never the temporary file, which
     *                              is removed then)
     */
    public static void write(byte[] bytes, Path path) {
        Path target = path.toAbsolutePath();
        Path dir = target.getParent();
        Path tmp = null;
        try {
            for (int attempt = 0; tmp == null; attempt++) {
                Path candidate = dir.resolve("." + target.getFileName() + "."
                        + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 1) + ".tmp");
                try {
                    Files.write(candidate, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                    tmp = candidate;
                } catch (FileAlreadyExistsException e) {
                    // Another name next time round; give up if the folder is full of our names.
                    if (attempt > 16) {
                        throw e;
                    }
                } catch (IOException e) {
                    Files.deleteIfExists(candidate);
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
            throw new UncheckedIOException("cannot write " + path + ": " + reason(e, path), e);
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

    /**
     * Why the write failed, naming only the caller's path and its folder: the exception's own
     * message names the temporary file beside the target, which the caller never named.
     */
    private static String reason(IOException e, Path path) {
        Path folder = path.toAbsolutePath().getParent();
        if (e instanceof NoSuchFileException) {
            return "no such folder " + (path.getParent() != null ? path.getParent() : folder);
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f) {
            return f.getReason() != null ? f.getReason() : f.getClass().getSimpleName();
        }
        return e.getMessage() == null || e.getMessage().contains(".tmp") ? e.getClass().getSimpleName() : e.getMessage();
    }
}
