package dev.loam.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The records a {@code System.Logger} of the library emits, caught through java.util.logging (the
 * JDK's default backend of {@code System.Logger}, which the tests run under) while it is open.
 */
public final class LogCapture implements AutoCloseable {
    private final Logger logger;
    private final Level levelBefore;
    private final List<LogRecord> records = new ArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            synchronized (records) {
                records.add(record);
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    /** Catches every record, of any level, of the logger named {@code name}. */
    public LogCapture(String name) {
        logger = Logger.getLogger(name);
        levelBefore = logger.getLevel();
        logger.setLevel(Level.ALL);
        handler.setLevel(Level.ALL);
        logger.addHandler(handler);
    }

    /** The records caught so far at {@code level}, their messages formatted with their parameters. */
    public List<String> messages(Level level) {
        List<String> out = new ArrayList<>();
        synchronized (records) {
            for (LogRecord r : records) {
                if (r.getLevel().equals(level)) {
                    out.add(new java.util.logging.SimpleFormatter().formatMessage(r));
                }
            }
        }
        return out;
    }

    /** How many records were caught, of every level. */
    public int count() {
        synchronized (records) {
            return records.size();
        }
    }

    @Override
    public void close() {
        logger.removeHandler(handler);
        logger.setLevel(levelBefore);
    }
}
