package dev.loam.net;

/**
 * The transport's settings, the same on both ends.
 *
 * @param maxFrameBytes     the largest frame either end takes, in bytes; a longer one closes the
 *                          connection before it is read (a snapshot must fit)
 * @param sendBufferBytes   how many bytes the server lets wait for one client before it drops it:
 *                          a slow client never stalls the others; dropped, it reconnects and
 *                          catches up from the tail or a snapshot
 * @param heartbeatMillis   how long either end stays silent before it sends a heartbeat
 * @param timeoutMillis     how long either end waits hearing nothing before it closes the
 *                          connection (the client then reconnects)
 * @param reconnectMillis   how long a client waits before each new try to reconnect
 * @param reorderWindow     the replica's window for early records (0 over TCP, which never reorders)
 * @param flushMicros       how long the server holds a client's records after the first of them
 *                          before it flushes them together, in microseconds (0: at the end of the
 *                          loop's turn); Netty's NIO selector wakes in whole milliseconds, so a
 *                          wait under 1 ms takes up to 1 ms (with Linux's epoll, to the microsecond)
 * @param nativeTransport   whether to use Linux's epoll through Netty's native library where it
 *                          loads (Linux on x86-64); Java's NIO where it does not, or when false
 */
public record NetOptions(int maxFrameBytes, int sendBufferBytes, int heartbeatMillis, int timeoutMillis,
        int reconnectMillis, int reorderWindow, int flushMicros, boolean nativeTransport) {
    /**
     * 64 MiB frames, 8 MiB of send buffer a client, a heartbeat after 1 s, a timeout after 5 s,
     * reconnect after 0.2 s, records held up to 0.5 ms to be flushed together, epoll where it loads.
     */
    public static final NetOptions DEFAULTS = new NetOptions(64 << 20, 8 << 20, 1000, 5000, 200, 0, 500, true);

    /**
     * @throws IllegalArgumentException for a value under its least (frames 64 bytes, times 1 ms, the
     *     flush wait 0) or a flush wait past 100 ms
     */
    public NetOptions {
        if (maxFrameBytes < 64 || sendBufferBytes < 64 || heartbeatMillis < 1 || timeoutMillis <= heartbeatMillis
                || reconnectMillis < 1 || reorderWindow < 0 || flushMicros < 0 || flushMicros > 100_000) {
            throw new IllegalArgumentException("frames and buffers are 64 bytes or more, the heartbeat 1 ms or more and "
                    + "under the timeout, the reconnect delay 1 ms or more, the window 0 or more, the flush wait 0 to "
                    + "100,000 us: got " + this);
        }
    }

    /** Options that flush at the end of the loop's turn (a flush wait of 0), epoll where it loads. */
    public NetOptions(int maxFrameBytes, int sendBufferBytes, int heartbeatMillis, int timeoutMillis,
            int reconnectMillis, int reorderWindow) {
        this(maxFrameBytes, sendBufferBytes, heartbeatMillis, timeoutMillis, reconnectMillis, reorderWindow, 0);
    }

    /** Options with epoll where it loads. */
    public NetOptions(int maxFrameBytes, int sendBufferBytes, int heartbeatMillis, int timeoutMillis,
            int reconnectMillis, int reorderWindow, int flushMicros) {
        this(maxFrameBytes, sendBufferBytes, heartbeatMillis, timeoutMillis, reconnectMillis, reorderWindow,
                flushMicros, true);
    }

    /** These options with Linux's epoll allowed where it loads, or Java's NIO always. */
    public NetOptions withNativeTransport(boolean allowed) {
        return new NetOptions(maxFrameBytes, sendBufferBytes, heartbeatMillis, timeoutMillis, reconnectMillis,
                reorderWindow, flushMicros, allowed);
    }

    /** These options with another flush wait, in microseconds. */
    public NetOptions withFlushMicros(int micros) {
        return new NetOptions(maxFrameBytes, sendBufferBytes, heartbeatMillis, timeoutMillis, reconnectMillis,
                reorderWindow, micros, nativeTransport);
    }

    /** These options with another send buffer bound. */
    public NetOptions withSendBufferBytes(int bytes) {
        return new NetOptions(maxFrameBytes, bytes, heartbeatMillis, timeoutMillis, reconnectMillis, reorderWindow,
                flushMicros, nativeTransport);
    }

    /** These options with another heartbeat and timeout. */
    public NetOptions withHeartbeat(int heartbeatMillis, int timeoutMillis) {
        return new NetOptions(maxFrameBytes, sendBufferBytes, heartbeatMillis, timeoutMillis, reconnectMillis,
                reorderWindow, flushMicros, nativeTransport);
    }
}
