package dev.loam.core.internal;

import dev.loam.core.Progress;
import java.io.IOException;
import java.io.OutputStream;
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
    private static final System.Logger LOG = System.getLogger(AtomicWrite.class.getName());

    private AtomicWrite() {
    }

    /** The bytes written between two reports of {@link #write(byte[], Path, Progress)}: 1 MiB. */
    static final int REPORT_BYTES = 1 << 20;

    /**
     * Writes {@code bytes} to {@code path} atomically. The temporary file takes an existing
     * target's POSIX permissions, so a rewrite does not change who may read it.
     *
     * @throws UncheckedIOException when the folder cannot be written or the move fails, its
     *                              message naming {@code path} (never the temporary file, which
     *                              is removed then)
     */
    public static void write(byte[] bytes, Path path) {
        write(bytes, path, Progress.NONE);
    }

    /**
     * Writes {@code bytes} to {@code path} atomically, reporting the phase {@code "write"} to
     * {@code progress} in bytes (a report every MiB). A cancel, or anything the listener throws,
     * removes the temporary file and leaves the target as it was.
     *
     * @param bytes    the file's whole content, read and never changed
     * @param path     the file to write or replace
     * @param progress the listener; {@link Progress#NONE} for none
     * @throws UncheckedIOException when the folder cannot be written or the move fails; the
     *                              temporary file is removed then
     * @throws Progress.Cancelled   when the listener cancels; nothing was written
     */
    public static void write(byte[] bytes, Path path, Progress progress) {
        Progress.Phase phase = Progress.Phase.begin(progress, "write", bytes.length);
        Path target = path.toAbsolutePath();
        Path dir = target.getParent();
        Path tmp = null;
        try {
            for (int attempt = 0; tmp == null; attempt++) {
                Path candidate = dir.resolve("." + target.getFileName() + "."
                        + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 1) + ".tmp");
                try (OutputStream out = Files.newOutputStream(candidate, StandardOpenOption.CREATE_NEW,
                        StandardOpenOption.WRITE)) {
                    // Named from here on, so that the finally below removes it whatever stops the write.
                    tmp = candidate;
                    for (int at = 0; at < bytes.length; at += REPORT_BYTES) {
                        int n = Math.min(REPORT_BYTES, bytes.length - at);
                        out.write(bytes, at, n);
                        phase.advance(n);
                    }
                } catch (FileAlreadyExistsException e) {
                    // Another name next time round; give up if the folder is full of our names.
                    if (attempt > 16) {
                        throw e;
                    }
                }
            }
            phase.finish();
            if (Files.exists(target)) {
                try {
                    Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(target));
                } catch (UnsupportedOperationException e) {
                    // Not a POSIX file system: there are no permissions to carry over.
                } catch (IOException e) {
                    LOG.log(System.Logger.Level.WARNING, "cannot give " + path + " the permissions it had ("
                            + e.getMessage() + "): it is written with the folder's default permissions");
                }
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                LOG.log(System.Logger.Level.WARNING, "the file system cannot replace " + path + " in one step: "
                        + "it is replaced by a plain move, which a crash part way through could leave half done");
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
                    // The write already failed or was cancelled; that is the one to report.
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
