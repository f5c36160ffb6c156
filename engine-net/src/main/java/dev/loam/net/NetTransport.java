package dev.loam.net;

import io.netty.channel.IoHandlerFactory;
import io.netty.channel.ServerChannel;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;

/**
 * The socket layer under both ends: Linux's epoll through Netty's native library where it loads,
 * Java's NIO elsewhere (or when {@link NetOptions#nativeTransport()} is off). Epoll writes a
 * buffer's memory directly, where NIO makes a {@code ByteBuffer} view of each frame it writes,
 * and its timers run to the microsecond, where NIO's selector wakes in whole milliseconds.
 */
enum NetTransport {
    EPOLL, NIO;

    /** Epoll where asked for and its native library loads, else NIO. */
    static NetTransport of(NetOptions options) {
        return options.nativeTransport() && Epoll.isAvailable() ? EPOLL : NIO;
    }

    IoHandlerFactory handlers() {
        return this == EPOLL ? EpollIoHandler.newFactory() : NioIoHandler.newFactory();
    }

    Class<? extends ServerChannel> serverChannel() {
        return this == EPOLL ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
    }

    Class<? extends SocketChannel> socketChannel() {
        return this == EPOLL ? EpollSocketChannel.class : NioSocketChannel.class;
    }
}
