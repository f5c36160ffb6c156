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
 */
public record NetOptions(int maxFrameBytes, int sendBufferBytes, int heartbeatMillis, int timeoutMillis,
        int reconnectMillis, int reorderWindow) {
    /** 64 MiB frames, 8 MiB of send buffer a client, a heartbeat after 1 s, a timeout after 5 s, reconnect after 0.2 s. */
    public static final NetOptions DEFAULTS = new NetOptions(64 << 20, 8 << 20, 1000, 5000, 200, 0);

    /** @throws IllegalArgumentException for a value under its least (frames 64 bytes, times 1 ms) */
    public NetOptions {
        if (maxFrameBytes < 64 || sendBufferBytes < 64 || heartbeatMillis < 1 || timeoutMillis <= heartbeatMillis
                || reconnectMillis < 1 || reorderWindow < 0) {
            throw new IllegalArgumentException("frames and buffers are 64 bytes or more, the heartbeat 1 ms or more and "
                    + "under the timeout, the reconnect delay 1 ms or more, the window 0 or more: got " + this);
        }
    }

    /** These options with another send buffer bound. */
    public NetOptions withSendBufferBytes(int bytes) {
        return new NetOptions(maxFrameBytes, bytes, heartbeatMillis, timeoutMillis, reconnectMillis, reorderWindow);
    }

    /** These options with another heartbeat and timeout. */
    public NetOptions withHeartbeat(int heartbeatMillis, int timeoutMillis) {
        return new NetOptions(maxFrameBytes, sendBufferBytes, heartbeatMillis, timeoutMillis, reconnectMillis,
                reorderWindow);
    }
}
