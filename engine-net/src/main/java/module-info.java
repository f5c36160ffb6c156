/**
 * Replication of edits ({@link dev.loam.net}): the wire codec of change records and snapshots, a
 * server whose authority decides and replicas that follow it, and a TCP transport over Netty.
 */
module dev.loam.net {
    requires transitive dev.loam.core;
    requires transitive dev.loam.worldgen;
    requires io.netty.buffer;
    requires io.netty.codec;
    requires io.netty.common;
    requires io.netty.handler;
    requires io.netty.transport;

    exports dev.loam.net;
}
