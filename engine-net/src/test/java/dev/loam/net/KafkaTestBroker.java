package dev.loam.net;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Properties;
import java.util.stream.Stream;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;
import org.apache.kafka.metadata.storage.Formatter;
import org.apache.kafka.server.common.Feature;
import org.apache.kafka.server.common.MetadataVersion;

/**
 * A real Kafka broker in this JVM, for tests and benchmarks: one node in KRaft mode (broker and
 * controller at once) from Kafka's own server artifacts, listening on two free ports of the
 * loopback interface, its logs in a temporary folder it removes when closed. Formatting the folder
 * and starting take a few seconds, so a test class starts one and shares it.
 */
public final class KafkaTestBroker implements AutoCloseable {
    private final Path dir;
    private final KafkaRaftServer server;
    private final String bootstrap;

    private KafkaTestBroker(Path dir, KafkaRaftServer server, String bootstrap) {
        this.dir = dir;
        this.server = server;
        this.bootstrap = bootstrap;
    }

    /**
     * Formats a new log folder and starts the broker on it; returns once it serves.
     *
     * @throws IllegalStateException when the folder cannot be formatted or the broker does not start
     */
    public static KafkaTestBroker start() {
        Path dir;
        try {
            dir = Files.createTempDirectory("loam-kafka-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the broker's log folder", e);
        }
        try {
            int brokerPort = freePort();
            int controllerPort = freePort();
            String logs = dir.resolve("logs").toString();
            Properties p = new Properties();
            p.put("process.roles", "broker,controller");
            p.put("node.id", "1");
            p.put("controller.quorum.voters", "1@127.0.0.1:" + controllerPort);
            p.put("listeners", "PLAINTEXT://127.0.0.1:" + brokerPort + ",CONTROLLER://127.0.0.1:" + controllerPort);
            p.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + brokerPort);
            p.put("controller.listener.names", "CONTROLLER");
            p.put("inter.broker.listener.name", "PLAINTEXT");
            p.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
            p.put("log.dirs", logs);
            p.put("num.partitions", "1");
            p.put("offsets.topic.replication.factor", "1");
            p.put("offsets.topic.num.partitions", "1");
            p.put("transaction.state.log.replication.factor", "1");
            p.put("transaction.state.log.min.isr", "1");
            p.put("share.coordinator.state.topic.replication.factor", "1");
            p.put("share.coordinator.state.topic.min.isr", "1");
            p.put("group.initial.rebalance.delay.ms", "0");
            // A compacted topic is cleaned soon after a segment rolls, so a test sees compaction.
            p.put("log.cleaner.backoff.ms", "200");
            p.put("log.cleaner.threads", "1");
            p.put("log.cleaner.dedupe.buffer.size", String.valueOf(4 << 20));
            p.put("num.network.threads", "2");
            p.put("num.io.threads", "2");
            p.put("num.recovery.threads.per.data.dir", "1");
            p.put("background.threads", "2");
            KafkaConfig config = KafkaConfig.fromProps(p, false);
            new Formatter()
                    .setPrintStream(new PrintStream(OutputStream.nullOutputStream()))
                    .setClusterId(Uuid.randomUuid().toString())
                    .setNodeId(1)
                    .addDirectory(logs)
                    .setMetadataLogDirectory(logs)
                    .setControllerListenerName("CONTROLLER")
                    .setSupportedFeatures(Feature.PRODUCTION_FEATURES)
                    .setReleaseVersion(MetadataVersion.LATEST_PRODUCTION)
                    .run();
            KafkaRaftServer server = new KafkaRaftServer(config, Time.SYSTEM);
            server.startup();
            return new KafkaTestBroker(dir, server, "127.0.0.1:" + brokerPort);
        } catch (Exception e) {
            delete(dir);
            throw new IllegalStateException("the test broker did not start in " + dir + ": " + e, e);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            s.setReuseAddress(true);
            return s.getLocalPort();
        }
    }

    /** {@code bootstrap.servers} for a client: {@code 127.0.0.1:port}. */
    public String bootstrapServers() {
        return bootstrap;
    }

    /** Stops the broker, waits for it, and removes its log folder. */
    @Override
    public void close() {
        try {
            server.shutdown();
            server.awaitShutdown();
        } finally {
            delete(dir);
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // A folder left in the temporary directory is harmless.
        }
    }
}
