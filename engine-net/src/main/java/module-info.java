/**
 * Replication of edits ({@link dev.loam.net}): the wire codec of change records and snapshots, a
 * server whose authority decides and replicas that follow it, a TCP transport over Netty, and a shared
 * log of many servers over Apache Kafka.
 */
module dev.loam.net {
    requires transitive dev.loam.core;
    requires transitive dev.loam.worldgen;
    requires io.netty.buffer;
    requires io.netty.codec;
    requires io.netty.common;
    requires io.netty.handler;
    requires io.netty.transport;
    requires io.netty.transport.classes.epoll;
    requires kafka.clients;

    exports dev.loam.net;
}
