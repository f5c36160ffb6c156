package dev.loam.tools;

import java.io.PrintStream;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Where the library's {@code System.Logger} records go while the tool runs (java.util.logging, the
 * JDK's default backend): warnings to standard error, one line each, such as {@code loam: warning:
 * region lava: the ground layer ash (412 vertices) could not be kept: ...}; with {@code --verbose}
 * the info and debug lines too (which GL context was chosen, a streaming frame over budget).
 * Without this, java.util.logging would print info records in its two-line format.
 */
final class LibraryLog implements AutoCloseable {
    /** The logger every library logger's name starts with. */
    static final String ROOT = "dev.loam";

    private final Logger logger;
    private final Handler handler;
    private final Level levelBefore;
    private final boolean parentBefore;

    private LibraryLog(Logger logger, Handler handler) {
        this.logger = logger;
        this.handler = handler;
        this.levelBefore = logger.getLevel();
        this.parentBefore = logger.getUseParentHandlers();
    }

    /**
     * Sends the library's records to {@code err}: warnings and worse, and with {@code verbose} info
     * and debug too. Close it to put things back as they were.
     */
    static LibraryLog install(PrintStream err, boolean verbose) {
        Level level = verbose ? Level.FINE : Level.WARNING;
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (isLoggable(record)) {
                    err.println(line(record));
                    err.flush();
                }
            }

            @Override
            public void flush() {
                err.flush();
            }

            @Override
            public void close() {
                err.flush();
            }
        };
        handler.setLevel(level);
        Logger logger = Logger.getLogger(ROOT);
        LibraryLog installed = new LibraryLog(logger, handler);
        logger.setUseParentHandlers(false);
        logger.setLevel(level);
        logger.addHandler(handler);
        return installed;
    }

    /** One record as the tool prints it: {@code loam: warning: <message>}. */
    static String line(LogRecord record) {
        int v = record.getLevel().intValue();
        String level = v >= Level.SEVERE.intValue() ? "error" : v >= Level.WARNING.intValue() ? "warning"
                : v >= Level.INFO.intValue() ? "info" : "debug";
        return Loam.oneLine("loam: " + level + ": " + new SimpleFormatter().formatMessage(record));
    }

    /** Puts java.util.logging back as it was before {@link #install}. */
    @Override
    public void close() {
        logger.removeHandler(handler);
        logger.setLevel(levelBefore);
        logger.setUseParentHandlers(parentBefore);
    }
}
