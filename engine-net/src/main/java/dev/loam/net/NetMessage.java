package dev.loam.net;

import java.util.Objects;

/**
 * One message between a server and a client, as one frame carries it. {@link NetCodec} encodes
 * each to the same bytes on every JVM. Immutable.
 */
public sealed interface NetMessage permits NetMessage.Record, NetMessage.Snapshot, NetMessage.Request,
        NetMessage.Refusal, NetMessage.Hello, NetMessage.Welcome, NetMessage.Heartbeat, NetMessage.Resync {

    /** "No request": the {@code requestId} of a record the server's own code made. */
    long NO_REQUEST = 0;

    /**
     * Server to every client: the record at {@code seq} in the server's log.
     *
     * @param seq       its place in the log, 1 for the first record
     * @param session   the session whose request it answers, 0 for the server's own edit
     * @param requestId that session's request id, {@link #NO_REQUEST} for the server's own edit
     * @param change    what was written
     */
    record Record(long seq, long session, long requestId, NetChange change) implements NetMessage {
        /** @throws IllegalArgumentException for a seq under 1 */
        public Record {
            if (seq < 1) {
                throw new IllegalArgumentException("a record's seq is 1 or more, got " + seq);
            }
            Objects.requireNonNull(change, "change");
        }
    }

    /**
     * Server to one client: the whole world as it stood after record {@code seq}, base included.
     *
     * @param seq   the last record it holds, 0 before any
     * @param world the world
     */
    record Snapshot(long seq, WorldSnapshot world) implements NetMessage {
        /** @throws IllegalArgumentException for a negative seq */
        public Snapshot {
            if (seq < 0) {
                throw new IllegalArgumentException("a snapshot's seq is 0 or more, got " + seq);
            }
            Objects.requireNonNull(world, "world");
        }
    }

    /**
     * Client to server: an edit asked for.
     *
     * @param requestId the client's id for it, 1 or more, rising within a session
     * @param request   the edit
     */
    record Request(long requestId, NetRequest request) implements NetMessage {
        /** @throws IllegalArgumentException for an id under 1 */
        public Request {
            if (requestId < 1) {
                throw new IllegalArgumentException("a request's id is 1 or more, got " + requestId);
            }
            Objects.requireNonNull(request, "request");
        }
    }

    /**
     * Server to the asker alone: its request was refused; nothing was written.
     *
     * @param requestId the request refused
     * @param message   why, naming the place (a cell's column and row, a terrain's key)
     */
    record Refusal(long requestId, String message) implements NetMessage {
        /** @throws NullPointerException for a null message */
        public Refusal {
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * Client to server, first on each connection.
     *
     * @param client      a name for logs
     * @param session     the session to resume, or 0 for a new one
     * @param epoch       the server epoch the session belongs to (from its {@link Welcome}), 0 for none
     * @param resumeAfter the last record the client holds, or -1 to ask for a snapshot
     */
    record Hello(String client, long session, long epoch, long resumeAfter) implements NetMessage {
        /** @throws NullPointerException for a null name */
        public Hello {
            Objects.requireNonNull(client, "client");
        }
    }

    /**
     * Server to client, once the client is caught up (after the snapshot or the tail of records).
     *
     * @param session         the client's session, to give back when it reconnects
     * @param epoch           this server run's id: a session resumes only with the epoch it began in
     * @param seq             the last record sent before this message
     * @param lastRequestSeen the highest request id of the session the server has answered (by a
     *                        record or a refusal), 0 for none: a request the client sent past it was
     *                        lost with the connection and is to be sent again
     */
    record Welcome(long session, long epoch, long seq, long lastRequestSeen) implements NetMessage {
    }

    /**
     * Either way, when nothing else has been sent for a while: the peer is alive.
     *
     * @param nanos the sender's {@link System#nanoTime()}, for a round-trip estimate
     */
    record Heartbeat(long nanos) implements NetMessage {
    }

    /** Client to server: the client's replica lost step; send a snapshot, then the records after it. */
    record Resync() implements NetMessage {
    }
}
