package dev.loam.terrain;

import dev.loam.core.Progress;
import dev.loam.core.internal.AtomicWrite;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import tools.jackson.databind.JsonNode;

/**
 * Reads and writes terrain and scatter files: JSON with the bulk data as base64 (the spec's
 * format; one node a file, a terrain or a scatter set), and the binary container of
 * {@code docs/terrain-container.md} (one terrain and any number of scatter sets). JSON → binary →
 * JSON is lossless.
 *
 * <p>A terrain JSON file holds the keys {@code origin, resolution, cell_size, heights, layers,
 * splat, holes, chunk_cells}; a scatter file holds {@code name, kind, targets, items, collision,
 * cast_shadows, visibility_range, chunk_size, static_props_multimesh, material, instances}. A file
 * with a {@code heights} key is read as a terrain, any other object as a scatter set.
 *
 * <p>Large files load at about the speed of reading their bytes: a container file is read section by
 * section, its heights copied in cache-sized chunks straight into their array and checked on the
 * way; terrain JSON is streamed, its bulk strings skipped by the parser and decoded by the JDK's
 * base64 decoder straight from the input (any file that road does not suit is read as a full tree).
 *
 * <p>Every refusal is a {@link TerrainFormatException} naming the key path or byte offset; nothing
 * else escapes for bad input. All methods are static and thread-safe.
 */
public final class TerrainFiles {
    /** The extension {@link #write(TerrainFile, Path)} writes JSON for. */
    public static final String JSON_EXTENSION = ".json";
    /** The extension {@link #write(TerrainFile, Path)} writes the binary container for. */
    public static final String BINARY_EXTENSION = ".loamterrain";
    /** The largest file read, 2 GiB less a little: what one Java array holds. */
    public static final long MAX_FILE_BYTES = Integer.MAX_VALUE - 8;

    private TerrainFiles() {
    }

    /**
     * Reads a terrain node's JSON (UTF-8).
     *
     * @throws TerrainFormatException naming the key of the first problem, or when the JSON is a scatter set
     */
    public static Terrain readTerrainJson(byte[] json) {
        Terrain fast = TerrainJsonFast.read(json);
        return fast != null ? fast : TerrainJson.read(TerrainJson.parse(json));
    }

    /** Reads a terrain node's JSON text; see {@link #readTerrainJson(byte[])}. */
    public static Terrain readTerrainJson(String json) {
        return readTerrainJson(json.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Reads a scatter node's JSON (UTF-8).
     *
     * @throws TerrainFormatException naming the key of the first problem
     */
    public static Scatter readScatterJson(byte[] json) {
        return ScatterJson.read(TerrainJson.parse(json));
    }

    /** Reads a scatter node's JSON text; see {@link #readScatterJson(byte[])}. */
    public static Scatter readScatterJson(String json) {
        return readScatterJson(json.getBytes(StandardCharsets.UTF_8));
    }

    /** A terrain as JSON: every key in the spec's order, {@code chunk_cells} always, base64 bulk data. */
    public static String writeJson(Terrain terrain) {
        return TerrainJson.write(terrain);
    }

    /**
     * A scatter set as JSON: every key except {@code targets} (when empty) and {@code material} (when
     * unset), instances at the stored precision.
     */
    public static String writeJson(Scatter scatter) {
        return ScatterJson.write(scatter);
    }

    /**
     * A file's one node as JSON.
     *
     * @throws IllegalArgumentException when the file holds other than one node: JSON holds exactly one
     */
    public static String writeJson(TerrainFile file) {
        if (file.nodeCount() != 1) {
            throw new IllegalArgumentException("JSON holds exactly one node, a terrain or a scatter set; this file holds "
                    + file.nodeCount());
        }
        return file.terrain().map(TerrainJson::write).orElseGet(() -> ScatterJson.write(file.scatters().get(0)));
    }

    /** The binary container of a file's nodes. */
    public static byte[] writeBinary(TerrainFile file) {
        return TerrainContainer.write(file);
    }

    /**
     * Reads the binary container. The magic and version are checked first and every length against
     * the bytes left before anything is allocated.
     *
     * @throws TerrainFormatException naming the byte offset of the first problem
     */
    public static TerrainFile readBinary(byte[] bytes) {
        return TerrainContainer.read(bytes);
    }

    /**
     * Reads bytes of either format: the binary container when they start with its magic
     * ({@code LOAMTERR}), else JSON holding a terrain ({@code heights} present) or a scatter set.
     *
     * @throws TerrainFormatException naming the key or byte offset
     */
    public static TerrainFile read(byte[] bytes) {
        if (TerrainContainer.isContainer(bytes)) {
            return TerrainContainer.read(bytes);
        }
        if (looksLikeTerrain(bytes)) {
            Terrain fast = TerrainJsonFast.read(bytes);
            if (fast != null) {
                return TerrainFile.of(fast);
            }
        }
        JsonNode root = TerrainJson.parse(bytes);
        if (root.isObject() && root.has("heights")) {
            return TerrainFile.of(TerrainJson.read(root));
        }
        if (root.isObject() && !root.has("items") && root.has("resolution")) {
            return TerrainFile.of(TerrainJson.read(root));
        }
        return TerrainFile.of(ScatterJson.read(root));
    }

    /**
     * Reads a file of either format (see {@link #read(byte[])}).
     *
     * @throws TerrainFormatException for a missing, unreadable or oversized file (path {@code $}) and
     *                                for any problem of its content
     */
    public static TerrainFile read(Path file) {
        return read(file, Progress.NONE);
    }

    /**
     * Reads a file of either format (see {@link #read(byte[])}), reporting to {@code progress}: the
     * phase {@code "read"} counts the file's bytes (a container is parsed as it is read, so the
     * phase ends with the terrain built), then a JSON file's phase {@code "decode"} counts 1 for
     * its parsing.
     *
     * @param file     the file
     * @param progress the listener; {@link Progress#NONE} for none
     * @return the file's nodes, owned by the caller
     * @throws TerrainFormatException for a missing, unreadable or oversized file (path {@code $}) and
     *                                for any problem of its content
     * @throws Progress.Cancelled     when the listener cancels
     */
    public static TerrainFile read(Path file, Progress progress) {
        Objects.requireNonNull(progress, "progress");
        byte[] bytes;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            Progress.Phase read = Progress.Phase.begin(progress, "read", size);
            ByteBuffer magic = ByteBuffer.allocate(TerrainContainer.MAGIC.length);
            while (magic.hasRemaining() && channel.read(magic, magic.position()) > 0) {
                // Reads the first eight bytes, or fewer for a shorter file.
            }
            if (!magic.hasRemaining() && TerrainContainer.isContainer(magic.array())) {
                // The container is read section by section, its heights straight into their array.
                TerrainFile container = TerrainContainer.read(TerrainContainerSource.of(channel, file.toString(), read));
                read.finish();
                return container;
            }
            if (size > MAX_FILE_BYTES) {
                throw new TerrainFormatException("$", file + " is " + size + " bytes, past the largest file read, "
                        + MAX_FILE_BYTES + " bytes");
            }
            bytes = readAll(channel, file, (int) size, read);
        } catch (IOException e) {
            throw TerrainJson.JSON.unreadable(file, e);
        }
        Progress.Phase decode = Progress.Phase.begin(progress, "decode", 1);
        TerrainFile read = read(bytes);
        decode.finish();
        return read;
    }

    /** Every byte of an open file of {@code size} bytes, a report to {@code phase} each chunk. */
    private static byte[] readAll(FileChannel channel, Path file, int size, Progress.Phase phase) throws IOException {
        byte[] bytes = new byte[size];
        ByteBuffer into = ByteBuffer.wrap(bytes);
        while (into.position() < size) {
            into.limit(Math.min(size, into.position() + TerrainContainerSource.CHUNK_BYTES));
            int n = channel.read(into, into.position());
            if (n < 0) {
                throw new TerrainFormatException("byte " + into.position(), file + " ended early: it changed while being read");
            }
            phase.advanceTo(into.position());
        }
        return bytes;
    }

    /**
     * Reads a file of either format on the caller's executor: loading a large terrain is long work.
     *
     * @return a future completing with the file, or exceptionally with the {@link TerrainFormatException}
     *         {@link #read(Path)} would throw
     */
    public static CompletableFuture<TerrainFile> readAsync(Path file, Executor executor) {
        return CompletableFuture.supplyAsync(() -> read(file), executor);
    }

    /**
     * {@link #read(Path, Progress)} on the caller's executor, the listener called from its thread.
     *
     * @return a future completing with the file, or exceptionally with the {@link TerrainFormatException}
     *         or {@link Progress.Cancelled} {@link #read(Path, Progress)} would throw
     */
    public static CompletableFuture<TerrainFile> readAsync(Path file, Executor executor, Progress progress) {
        Objects.requireNonNull(progress, "progress");
        return CompletableFuture.supplyAsync(() -> read(file, progress), executor);
    }

    /**
     * Writes a file atomically, the format chosen by the extension: {@value #JSON_EXTENSION} writes
     * JSON (one node), {@value #BINARY_EXTENSION} the binary container.
     *
     * @throws IllegalArgumentException for another extension, or JSON of other than one node
     * @throws java.io.UncheckedIOException when the file cannot be written
     */
    public static void write(TerrainFile file, Path path) {
        write(file, path, Progress.NONE);
    }

    /**
     * Writes a file atomically as {@link #write(TerrainFile, Path)} does, reporting to
     * {@code progress}: the phase {@code "encode"} counts 1 for turning the nodes into the file's
     * bytes, then the phase {@code "write"} counts the bytes written. A cancel leaves the file as it
     * was (or absent).
     *
     * @param file     the nodes to write
     * @param path     where; its extension chooses the format
     * @param progress the listener; {@link Progress#NONE} for none
     * @throws IllegalArgumentException when the extension is another, or JSON of other than one node
     * @throws java.io.UncheckedIOException when the file cannot be written
     * @throws Progress.Cancelled when the listener cancels; nothing was written
     */
    public static void write(TerrainFile file, Path path, Progress progress) {
        Objects.requireNonNull(progress, "progress");
        String name = path.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean json = name.endsWith(JSON_EXTENSION);
        if (!json && !name.endsWith(BINARY_EXTENSION)) {
            throw new IllegalArgumentException(path + ": the extension must be " + JSON_EXTENSION + " (JSON) or "
                    + BINARY_EXTENSION + " (the binary container)");
        }
        Progress.Phase encode = Progress.Phase.begin(progress, "encode", 1);
        byte[] bytes = json ? writeJson(file).getBytes(StandardCharsets.UTF_8) : writeBinary(file);
        encode.finish();
        AtomicWrite.write(bytes, path, progress);
    }

    /** Whether the first 4 KiB name a {@code heights} or {@code resolution} key: worth trying the fast road. */
    private static boolean looksLikeTerrain(byte[] bytes) {
        String head = new String(bytes, 0, Math.min(bytes.length, 4096), StandardCharsets.ISO_8859_1);
        return head.contains("\"resolution\"") || head.contains("\"heights\"");
    }
}
