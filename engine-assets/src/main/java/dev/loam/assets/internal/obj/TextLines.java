package dev.loam.assets.internal.obj;

import dev.loam.assets.AssetException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

/**
 * Reads a text file (OBJ, MTL) a logical line at a time, joining lines that end in a backslash,
 * dropping {@code #} comments, and refusing a line longer than {@link #MAX_LINE_CHARS} or a file
 * longer than {@link #MAX_FILE_CHARS} before it holds them. Bytes that are not UTF-8 read as U+FFFD.
 * Not thread-safe.
 */
final class TextLines implements AutoCloseable {
    /** The most characters one logical line may have, 2^20. */
    static final int MAX_LINE_CHARS = 1 << 20;
    /** The most characters a file may have, 2^30. */
    static final long MAX_FILE_CHARS = 1L << 30;

    private final Reader in;
    private final String label;
    private final char[] buf = new char[8192];
    private int pos, end;
    private long read;
    private int lineNumber;
    private int startLine;
    private boolean eof;
    private final StringBuilder line = new StringBuilder();

    TextLines(InputStream stream, String label) {
        this.in = new InputStreamReader(stream, StandardCharsets.UTF_8);
        this.label = label;
    }

    /** The number of the line the last logical line began on, counting from 1. */
    int line() {
        return startLine;
    }

    /** The place of the last logical line: {@code file: line N}. */
    String place() {
        return label + ": line " + startLine;
    }

    /**
     * The next logical line with its comment removed, or null at the end.
     *
     * @throws AssetException naming the line when it, or the file, is too long, or when reading fails
     */
    String next() {
        if (eof) {
            return null;
        }
        line.setLength(0);
        startLine = lineNumber + 1;
        boolean any = false;
        while (true) {
            int c = read();
            if (c < 0) {
                eof = true;
                if (!any && line.length() == 0) {
                    return null;
                }
                lineNumber++;
                break;
            }
            any = true;
            if (c == '\n') {
                lineNumber++;
                int n = line.length();
                if (n > 0 && line.charAt(n - 1) == '\r') {
                    line.setLength(--n);
                }
                if (n > 0 && line.charAt(n - 1) == '\\') {
                    line.setLength(n - 1);
                    line.append(' ');
                    continue;
                }
                break;
            }
            if (line.length() >= MAX_LINE_CHARS) {
                throw new AssetException(label + ": line " + startLine, "a line is longer than the " + MAX_LINE_CHARS
                        + " characters one may have");
            }
            line.append((char) c);
        }
        int hash = line.indexOf("#");
        String s = hash >= 0 ? line.substring(0, hash) : line.toString();
        return s;
    }

    private int read() {
        if (pos == end) {
            try {
                end = in.read(buf, 0, buf.length);
            } catch (IOException e) {
                throw new AssetException(label + ": line " + (lineNumber + 1), "cannot be read: " + e.getMessage(), e);
            }
            pos = 0;
            if (end <= 0) {
                end = 0;
                return -1;
            }
            read += end;
            if (read > MAX_FILE_CHARS) {
                throw new AssetException(label + ": line " + (lineNumber + 1), "the file is longer than the "
                        + MAX_FILE_CHARS + " characters one may have");
            }
        }
        return buf[pos++];
    }

    /** Splits a line on spaces and tabs; empty for a blank line. */
    static String[] tokens(String line) {
        String t = line.strip();
        return t.isEmpty() ? new String[0] : t.split("[ \\t\\f\\u000b\\r]+");
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            // nothing was written; a failure to close a read stream loses nothing
        }
    }
}
