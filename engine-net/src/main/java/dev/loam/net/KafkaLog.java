package dev.loam.net;

import dev.loam.blockmap.BlockSetLookup;
import dev.loam.core.LoamInputException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.regex.Pattern;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Transport 2: many servers, one world, over Apache Kafka. Each game server runs one, beside its
 * {@link NetServer} (transport 1 to its own clients); Kafka is the ordered, durable log between them.
 *
 * <p>Three topics per world, named after {@link Options#world()}:
 * <ul>
 * <li>{@code WORLD.requests}: what clients asked for, keyed by map and chunk
 *     ({@code map/village/2,3} for the cells of chunk (2, 3) of the map "village"; a terrain, a
 *     placement or a zone by its name). The servers read it as one consumer group, so each
 *     partition, and so each key, is decided by exactly one server at a time.
 * <li>{@code WORLD.records}: what the deciding server wrote (or the refusal, for the asker's
 *     server to hand on), in the request's partition. Every server reads every partition and
 *     applies the records of the others: the records of one chunk stay in order in their partition,
 *     and records of different chunks write different cells, so every server comes to the same world.
 * <li>{@code WORLD.snapshots}: compacted, one key (the world's name): the world as a server held it
 *     with the records offset of each partition it covers. A server joining late reads the last
 *     snapshot and then the tail of records after its offsets.
 * </ul>
 *
 * <p>A server decides with the rules a single-player game uses, on its own copy, which holds every
 * record read so far: a rule that looks at a neighbouring cell of another chunk reads it as far as
 * the log has brought it. Every server applies the same records, so they converge whatever that
 * reads. A request is decided at least once: a server that fails between writing a record and
 * committing the request leaves it to the next owner, whose answer to a request already written
 * is a refusal that changes nothing.
 *
 * <p>Threads: one reads records and one takes requests; both hand their work to the server's world
 * loop, the only thread that touches the world. {@link #close()} stops them, leaves the group
 * (its partitions pass to the other servers) and closes the {@link NetServer}.
 */
public final class KafkaLog implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger(KafkaLog.class.getName());
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,200}");
    /** The largest snapshot the log carries, in bytes. */
    public static final int MAX_SNAPSHOT_BYTES = 16 << 20;

    private final Options options;
    private final WorldServer world;
    private final long run;
    private final KafkaProducer<String, byte[]> producer;
    private final KafkaConsumer<String, byte[]> reader;
    private final KafkaConsumer<String, byte[]> decider;
    private final int partitions;
    /** Per records partition: the offset after the last record applied. */
    private final AtomicLongArray next;
    private final AtomicLong recordsApplied = new AtomicLong();
    private final AtomicLong snapshotsWritten = new AtomicLong();
    private final AtomicLong outOfStep = new AtomicLong();
    private final long tailAtJoin;
    private final boolean joinedFromSnapshot;
    private final WireBuffer requestScratch = new WireBuffer(256);
    private final WireBuffer recordScratch = new WireBuffer(256);
    private volatile Set<Integer> deciding = Set.of();
    private volatile boolean closed;
    private NetServer server;
    private Thread readerThread;
    private Thread deciderThread;
    /** Own decisions written and not yet read back; the world loop's. */
    private long inFlight;
    /** Records applied since the last snapshot; the world loop's. */
    private long sinceSnapshot;

    /**
     * The log's settings.
     *
     * @param bootstrapServers Kafka's {@code bootstrap.servers}, such as {@code "127.0.0.1:9092"}
     * @param world            the world's name, which names its topics and its servers' group:
     *                         letters, digits, {@code .}, {@code _} and {@code -}
     * @param partitions       the partitions of the records and requests topics made when they
     *                         are missing (an existing topic keeps its own), 1 or more
     * @param chunkCells       the side of a chunk in cells: a map's cells are keyed by chunk
     * @param snapshotEvery    how many records a server applies between the snapshots it writes
     * @param catchUpMillis    how long a server that takes over a partition waits to have read its
     *                         records to the end before it decides the partition's requests
     */
    public record Options(String bootstrapServers, String world, int partitions, int chunkCells, int snapshotEvery,
            int catchUpMillis) {
        /** @throws IllegalArgumentException for a name or a count out of its range */
        public Options {
            Objects.requireNonNull(bootstrapServers, "bootstrapServers");
            if (!NAME.matcher(world).matches()) {
                throw new IllegalArgumentException("a world's name is 1 to 200 letters, digits, '.', '_' or '-', got \""
                        + world + "\"");
            }
            if (partitions < 1 || partitions > LogEntry.MAX_PARTITIONS || chunkCells < 1 || snapshotEvery < 1
                    || catchUpMillis < 1) {
                throw new IllegalArgumentException("partitions are 1 to " + LogEntry.MAX_PARTITIONS
                        + ", chunks, snapshot spacing and catch-up 1 or more: got " + this);
            }
        }

        /** 3 partitions, chunks of 16 cells, a snapshot every 10,000 records, 30 s to catch up. */
        public static Options of(String bootstrapServers, String world) {
            return new Options(bootstrapServers, world, 3, 16, 10_000, 30_000);
        }

        /** These options with another snapshot spacing. */
        public Options withSnapshotEvery(int records) {
            return new Options(bootstrapServers, world, partitions, chunkCells, records, catchUpMillis);
        }

        /** These options with another partition count. */
        public Options withPartitions(int count) {
            return new Options(bootstrapServers, world, count, chunkCells, snapshotEvery, catchUpMillis);
        }

        /** The topic of requests. */
        public String requestsTopic() {
            return world + ".requests";
        }

        /** The topic of records. */
        public String recordsTopic() {
            return world + ".records";
        }

        /** The compacted topic of snapshots. */
        public String snapshotsTopic() {
            return world + ".snapshots";
        }

        /** The consumer group of the world's servers. */
        public String group() {
            return world + ".servers";
        }
    }

    private KafkaLog(Options options, WorldServer world, BlockSetLookup sets) {
        this.options = options;
        this.world = world;
        long r;
        SecureRandom random = new SecureRandom();
        do {
            r = random.nextLong() & Long.MAX_VALUE;
        } while (r == 0);
        this.run = r;
        createTopics(options);
        this.producer = new KafkaProducer<>(producerProperties(options, run), new StringSerializer(),
                new ByteArraySerializer());
        try {
            this.reader = new KafkaConsumer<>(readerProperties(options, run), new StringDeserializer(),
                    new ByteArrayDeserializer());
            this.decider = new KafkaConsumer<>(deciderProperties(options, run), new StringDeserializer(),
                    new ByteArrayDeserializer());
        } catch (RuntimeException e) {
            producer.close();
            throw e;
        }
        List<PartitionInfo> info = reader.partitionsFor(options.recordsTopic(), Duration.ofSeconds(30));
        this.partitions = info.size();
        this.next = new AtomicLongArray(partitions);
        producer.partitionsFor(options.requestsTopic());
        List<TopicPartition> all = recordPartitions();
        reader.assign(all);
        LogEntry.Snapshot snapshot = lastSnapshot();
        Map<TopicPartition, Long> ends = reader.endOffsets(all);
        if (snapshot != null) {
            if (snapshot.offsets().length != partitions) {
                throw new IllegalStateException("the last snapshot of " + options.world() + " covers "
                        + snapshot.offsets().length + " partitions but " + options.recordsTopic() + " has " + partitions);
            }
            world.restore(snapshot.world(), sets);
            Map<TopicPartition, Long> starts = reader.beginningOffsets(all);
            for (TopicPartition tp : all) {
                long at = snapshot.offsets()[tp.partition()];
                if (at < starts.get(tp)) {
                    throw new IllegalStateException(tp + " starts at offset " + starts.get(tp) + ", past the last "
                            + "snapshot's " + at + ": keep records longer than snapshots are written apart");
                }
                reader.seek(tp, at);
            }
            joinedFromSnapshot = true;
        } else {
            reader.seekToBeginning(all);
            joinedFromSnapshot = false;
            if (ends.values().stream().allMatch(e -> e == 0)) {
                // The first server of the world: its world is where the log starts.
                writeSnapshot(new long[partitions]);
                producer.flush();
            }
        }
        for (TopicPartition tp : all) {
            next.set(tp.partition(), reader.position(tp));
        }
        long tail = 0;
        long deadline = System.nanoTime() + options.catchUpMillis() * 1_000_000L;
        while (!caughtUp(ends)) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("could not read " + options.recordsTopic() + " to its end in "
                        + options.catchUpMillis() + " ms");
            }
            ConsumerRecords<String, byte[]> batch = reader.poll(Duration.ofMillis(100));
            tail += batch.count();
            apply(batch, false);
        }
        this.tailAtJoin = tail;
    }

    /**
     * Joins a world's log and serves it: creates the world's topics when they are missing, brings
     * {@code world} to the last snapshot and the records after it (the first server of a world
     * writes its world as the first snapshot instead), starts a {@link NetServer} for this server's
     * clients whose requests go through the log, and joins the servers' group.
     *
     * @param options   the log's settings
     * @param world     this server's world, edited from here on only through the log; every
     *                  server of one world starts from the same maps and terrains
     * @param sets      finds the block sets the snapshot's maps name
     * @param host      the address the clients connect to, such as {@code "0.0.0.0"}
     * @param port      its port, 0 for any free one
     * @param net       transport 1's settings
     * @param ioThreads Netty's I/O threads
     * @throws IllegalStateException when the log cannot be read to its end in time, or the records
     *                               after the last snapshot are gone
     * @throws org.apache.kafka.common.KafkaException when Kafka cannot be reached
     */
    public static KafkaLog serve(Options options, WorldServer world, BlockSetLookup sets, String host, int port,
            NetOptions net, int ioThreads) {
        KafkaLog log = new KafkaLog(Objects.requireNonNull(options, "options"), Objects.requireNonNull(world, "world"),
                Objects.requireNonNull(sets, "sets"));
        try {
            log.server = NetServer.start(world, host, port, net, ioThreads, log::route);
        } catch (RuntimeException e) {
            log.reader.close();
            log.decider.close();
            log.producer.close();
            throw e;
        }
        log.readerThread = new Thread(log::readLoop, "loam-log-records-" + options.world());
        log.deciderThread = new Thread(log::decideLoop, "loam-log-requests-" + options.world());
        log.readerThread.setDaemon(true);
        log.deciderThread.setDaemon(true);
        log.readerThread.start();
        log.deciderThread.start();
        return log;
    }

    /** The server this log feeds: its clients connect to {@link NetServer#port()}. */
    public NetServer server() {
        return server;
    }

    /** The log's settings. */
    public Options options() {
        return options;
    }

    /** The records partitions, and so the requests partitions, of the world's topics. */
    public int partitions() {
        return partitions;
    }

    /** The requests partitions this server decides now (the group gives them, and moves them as servers come and go). */
    public Set<Integer> decidingPartitions() {
        return deciding;
    }

    /** The records applied since this server joined: its own decisions and the others'. */
    public long recordsApplied() {
        return recordsApplied.get();
    }

    /** The snapshots this server wrote. */
    public long snapshotsWritten() {
        return snapshotsWritten.get();
    }

    /** Records read from the log that did not fit this server's world (0 while the servers agree). */
    public long outOfStep() {
        return outOfStep.get();
    }

    /** Whether this server joined from a snapshot another server wrote. */
    public boolean joinedFromSnapshot() {
        return joinedFromSnapshot;
    }

    /** The records it read after that snapshot to catch up before it served. */
    public long tailAtJoin() {
        return tailAtJoin;
    }

    /**
     * Asks for the server's own edit (a non-player's, a script's) through the log: the server that
     * decides its key writes it, and every server applies it. A refusal is dropped. Any thread may
     * call it; it does not wait for the world loop.
     */
    public void edit(NetRequest request) {
        Objects.requireNonNull(request, "request");
        byte[] value = LogEntry.encode(new LogEntry.Request(run, 0, NetMessage.NO_REQUEST, request), new WireBuffer(64));
        producer.send(new ProducerRecord<>(options.requestsTopic(), key(request, options.chunkCells()), value));
    }

    /** The world's hash as this server holds it, read on its world loop. */
    public CompletableFuture<Long> hash() {
        return server.call(s -> s.world().hash());
    }

    /** The key a request and its records travel under: its map and chunk, or its terrain, placement or zone. */
    static String key(NetRequest request, int chunkCells) {
        if (request instanceof NetRequest.SetCell s) {
            return chunk(s.map(), s.edit().column(), s.edit().row(), chunkCells);
        }
        if (request instanceof NetRequest.TurnCell t) {
            return chunk(t.map(), t.column(), t.row(), chunkCells);
        }
        if (request instanceof NetRequest.SetCellData d) {
            return chunk(d.map(), d.column(), d.row(), chunkCells);
        }
        if (request instanceof NetRequest.SetTerrainHeights t) {
            return "terrain/" + t.terrain();
        }
        if (request instanceof NetRequest.SetTerrainSplat t) {
            return "terrain/" + t.terrain();
        }
        if (request instanceof NetRequest.SetTerrainHoles t) {
            return "terrain/" + t.terrain();
        }
        if (request instanceof NetRequest.RemovePlacement p) {
            return "placement/" + p.id();
        }
        if (request instanceof NetRequest.ChangePlacement p) {
            return "placement/" + p.id();
        }
        if (request instanceof NetRequest.SetZone z) {
            return "zone/" + z.zone().id();
        }
        return "zone/" + ((NetRequest.RemoveZone) request).id();
    }

    private static String chunk(String map, int column, int row, int chunkCells) {
        return "map/" + map + "/" + Math.floorDiv(column, chunkCells) + "," + Math.floorDiv(row, chunkCells);
    }

    // ---- on the world loop -----------------------------------------------------------------------

    /** A request of this server's client (or its own edit), sent to the server that decides its key. */
    private void route(long session, long requestId, NetRequest request) {
        byte[] value = LogEntry.encode(new LogEntry.Request(run, session, requestId, request), requestScratch);
        producer.send(new ProducerRecord<>(options.requestsTopic(), key(request, options.chunkCells()), value));
    }

    /** Decides a batch of requests of the partitions this server owns, writing what it decided to the records. */
    private void decide(ConsumerRecords<String, byte[]> batch) {
        for (ConsumerRecord<String, byte[]> r : batch) {
            LogEntry.Request q;
            try {
                q = LogEntry.decodeRequest(r.value());
            } catch (NetFormatException e) {
                LOG.log(System.Logger.Level.WARNING, "skipping request {0} of partition {1}: {2}", r.offset(),
                        r.partition(), e.getMessage());
                continue;
            }
            boolean mine = q.asker() == run;
            WorldServer.Outcome o = world.decide(mine ? q.session() : 0, mine ? q.requestId() : NetMessage.NO_REQUEST,
                    q.request());
            if (o.refused()) {
                String why = o.refusal().get().message();
                if (mine) {
                    if (q.session() != 0) {
                        server.refuse(q.session(), o.refusal().get());
                    }
                } else {
                    producer.send(new ProducerRecord<>(options.recordsTopic(), r.partition(), r.key(), LogEntry.encode(
                            new LogEntry.Decided(run, q.asker(), q.session(), q.requestId(), null, why), recordScratch)));
                }
                continue;
            }
            server.deliver(o.records());
            for (NetMessage.Record rec : o.records()) {
                producer.send(new ProducerRecord<>(options.recordsTopic(), r.partition(), r.key(), LogEntry.encode(
                        new LogEntry.Decided(run, q.asker(), q.session(), q.requestId(), rec.change(), null),
                        recordScratch)));
                inFlight++;
            }
        }
    }

    /** Applies a batch of records read from the log; hands them (and refusals meant for this server) to its clients. */
    private void apply(ConsumerRecords<String, byte[]> batch, boolean deliver) {
        for (ConsumerRecord<String, byte[]> r : batch) {
            next.set(r.partition(), r.offset() + 1);
            LogEntry.Decided d;
            try {
                d = LogEntry.decodeDecided(r.value());
            } catch (NetFormatException e) {
                outOfStep.incrementAndGet();
                LOG.log(System.Logger.Level.WARNING, "skipping record {0} of partition {1}: {2}", r.offset(),
                        r.partition(), e.getMessage());
                continue;
            }
            if (d.refused()) {
                if (deliver && d.asker() == run && d.session() != 0) {
                    server.refuse(d.session(), new NetMessage.Refusal(d.requestId(), d.refusal()));
                }
                continue;
            }
            if (d.decider() == run) {
                inFlight--; // applied when it was decided
            } else {
                boolean mine = d.asker() == run;
                try {
                    NetMessage.Record rec = world.append(mine ? d.session() : 0,
                            mine ? d.requestId() : NetMessage.NO_REQUEST, d.change());
                    if (deliver) {
                        server.deliver(List.of(rec));
                    }
                } catch (LoamInputException | IllegalArgumentException e) {
                    outOfStep.incrementAndGet();
                    LOG.log(System.Logger.Level.ERROR, "record {0} of partition {1} does not fit this server''s world: {2}",
                            r.offset(), r.partition(), e.getMessage());
                    continue;
                }
            }
            recordsApplied.incrementAndGet();
            if (++sinceSnapshot >= options.snapshotEvery() && inFlight == 0) {
                // Only with none of its own decisions unread is the world the log's up to these offsets.
                long[] offsets = new long[partitions];
                for (int p = 0; p < partitions; p++) {
                    offsets[p] = next.get(p);
                }
                writeSnapshot(offsets);
            }
        }
    }

    private void writeSnapshot(long[] offsets) {
        byte[] value = LogEntry.encode(new LogEntry.Snapshot(offsets, world.world().snapshot()));
        if (value.length > MAX_SNAPSHOT_BYTES) {
            LOG.log(System.Logger.Level.WARNING, "a snapshot of {0} bytes is past the {1} the log carries: not written",
                    value.length, MAX_SNAPSHOT_BYTES);
            return;
        }
        producer.send(new ProducerRecord<>(options.snapshotsTopic(), 0, options.world(), value));
        snapshotsWritten.incrementAndGet();
        sinceSnapshot = 0;
    }

    // ---- the log's threads ---------------------------------------------------------------------

    private void readLoop() {
        try {
            while (!closed) {
                try {
                    ConsumerRecords<String, byte[]> batch = reader.poll(Duration.ofMillis(100));
                    if (!batch.isEmpty()) {
                        onLoop(() -> apply(batch, true));
                    }
                } catch (WakeupException e) {
                    throw e;
                } catch (RuntimeException e) {
                    pause("the records reader", e);
                }
            }
        } catch (WakeupException e) {
            // closing
        } finally {
            reader.close(Duration.ofSeconds(5));
        }
    }

    private void decideLoop() {
        try {
            decider.subscribe(List.of(options.requestsTopic()), new Rebalance());
            while (!closed) {
                try {
                    ConsumerRecords<String, byte[]> batch = decider.poll(Duration.ofMillis(100));
                    if (!batch.isEmpty()) {
                        onLoop(() -> decide(batch));
                        // Committed once what it decided is in the log: a request is decided at least once.
                        producer.flush();
                        decider.commitSync();
                    }
                } catch (WakeupException e) {
                    throw e;
                } catch (RuntimeException e) {
                    pause("the request decider", e);
                }
            }
        } catch (WakeupException e) {
            // closing
        } finally {
            decider.close(Duration.ofSeconds(5));
        }
    }

    /** Logs a failure of one of the log's threads and waits a little before it tries again. */
    private void pause(String who, RuntimeException e) {
        if (closed) {
            throw new WakeupException();
        }
        LOG.log(System.Logger.Level.ERROR, who + " of " + options.world() + " failed; trying again", e);
        try {
            Thread.sleep(100);
        } catch (InterruptedException x) {
            Thread.currentThread().interrupt();
            throw new WakeupException();
        }
    }

    /** Runs a task on the world loop and waits for it. */
    private void onLoop(Runnable task) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        server.onLoop(() -> {
            try {
                task.run();
                done.complete(null);
            } catch (RuntimeException e) {
                done.completeExceptionally(e);
            }
        });
        try {
            done.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new WakeupException();
        } catch (ExecutionException e) {
            throw new IllegalStateException("a task on the world loop failed", e.getCause());
        }
    }

    /** Moves the partitions this server decides as the group rebalances. */
    private final class Rebalance implements ConsumerRebalanceListener {
        @Override
        public void onPartitionsRevoked(Collection<TopicPartition> revoked) {
            // What it decided reaches the log before the next owner reads it to the end.
            producer.flush();
            Set<Integer> now = new TreeSet<>(deciding);
            revoked.forEach(tp -> now.remove(tp.partition()));
            deciding = Set.copyOf(now);
        }

        @Override
        public void onPartitionsAssigned(Collection<TopicPartition> assigned) {
            if (assigned.isEmpty()) {
                return;
            }
            // Decide a partition only once its records are read to the end: the last owner's decisions included.
            List<TopicPartition> records = new ArrayList<>();
            for (TopicPartition tp : assigned) {
                records.add(new TopicPartition(options.recordsTopic(), tp.partition()));
            }
            Map<TopicPartition, Long> ends = decider.endOffsets(records);
            long deadline = System.nanoTime() + options.catchUpMillis() * 1_000_000L;
            while (!closed && !caughtUp(ends) && System.nanoTime() < deadline) {
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            if (!caughtUp(ends)) {
                LOG.log(System.Logger.Level.WARNING, "deciding {0} before its records are read to the end", assigned);
            }
            Set<Integer> now = new TreeSet<>(deciding);
            assigned.forEach(tp -> now.add(tp.partition()));
            deciding = Set.copyOf(now);
        }
    }

    private boolean caughtUp(Map<TopicPartition, Long> ends) {
        for (Map.Entry<TopicPartition, Long> e : ends.entrySet()) {
            if (next.get(e.getKey().partition()) < e.getValue()) {
                return false;
            }
        }
        return true;
    }

    private List<TopicPartition> recordPartitions() {
        List<TopicPartition> all = new ArrayList<>(partitions);
        for (int p = 0; p < partitions; p++) {
            all.add(new TopicPartition(options.recordsTopic(), p));
        }
        return all;
    }

    /** The last snapshot in the compacted topic, or null when it holds none. */
    private LogEntry.Snapshot lastSnapshot() {
        Properties p = readerProperties(options, run);
        try (KafkaConsumer<String, byte[]> c = new KafkaConsumer<>(p, new StringDeserializer(),
                new ByteArrayDeserializer())) {
            TopicPartition tp = new TopicPartition(options.snapshotsTopic(), 0);
            c.assign(List.of(tp));
            c.seekToBeginning(List.of(tp));
            long end = c.endOffsets(List.of(tp)).get(tp);
            byte[] last = null;
            long deadline = System.nanoTime() + options.catchUpMillis() * 1_000_000L;
            while (c.position(tp) < end) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("could not read " + options.snapshotsTopic() + " in "
                            + options.catchUpMillis() + " ms");
                }
                for (ConsumerRecord<String, byte[]> r : c.poll(Duration.ofMillis(100))) {
                    if (options.world().equals(r.key())) {
                        last = r.value();
                    }
                }
            }
            if (last == null) {
                return null;
            }
            try {
                return LogEntry.decodeSnapshot(last);
            } catch (NetFormatException e) {
                throw new IllegalStateException("the last snapshot of " + options.world() + " is refused: "
                        + e.getMessage(), e);
            }
        }
    }

    private static void createTopics(Options o) {
        Properties p = new Properties();
        p.put("bootstrap.servers", o.bootstrapServers());
        try (Admin admin = Admin.create(p)) {
            List<NewTopic> topics = List.of(
                    new NewTopic(o.recordsTopic(), java.util.Optional.of(o.partitions()), java.util.Optional.empty()),
                    new NewTopic(o.requestsTopic(), java.util.Optional.of(o.partitions()), java.util.Optional.empty()),
                    new NewTopic(o.snapshotsTopic(), java.util.Optional.of(1), java.util.Optional.empty())
                            .configs(Map.of("cleanup.policy", "compact",
                                    "max.message.bytes", String.valueOf(MAX_SNAPSHOT_BYTES + 1024))));
            for (Map.Entry<String, org.apache.kafka.common.KafkaFuture<Void>> e : admin.createTopics(topics).values()
                    .entrySet()) {
                try {
                    e.getValue().get();
                } catch (ExecutionException x) {
                    if (!(x.getCause() instanceof TopicExistsException)) {
                        throw new IllegalStateException("cannot make the topic " + e.getKey() + ": " + x.getCause(),
                                x.getCause());
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while making the topics of " + o.world(), e);
        }
    }

    private static Properties common(Options o, long run, String role) {
        Properties p = new Properties();
        p.put("bootstrap.servers", o.bootstrapServers());
        p.put("client.id", "loam-" + o.world() + "-" + role + "-" + Long.toHexString(run));
        return p;
    }

    private static Properties producerProperties(Options o, long run) {
        Properties p = common(o, run, "producer");
        p.put("acks", "all");
        p.put("enable.idempotence", "true");
        p.put("linger.ms", "1");
        p.put("batch.size", String.valueOf(256 << 10));
        p.put("max.request.size", String.valueOf(MAX_SNAPSHOT_BYTES + 1024));
        return p;
    }

    private static Properties readerProperties(Options o, long run) {
        Properties p = common(o, run, "records");
        p.put("enable.auto.commit", "false");
        p.put("max.poll.records", "10000");
        p.put("auto.offset.reset", "earliest");
        p.put("fetch.max.wait.ms", "5");
        p.put("max.partition.fetch.bytes", String.valueOf(MAX_SNAPSHOT_BYTES + 1024));
        return p;
    }

    private static Properties deciderProperties(Options o, long run) {
        Properties p = common(o, run, "requests");
        p.put("group.id", o.group());
        p.put("enable.auto.commit", "false");
        // A batch is decided, written and committed together: the commit's round trip is shared.
        p.put("max.poll.records", "10000");
        p.put("auto.offset.reset", "earliest");
        p.put("fetch.max.wait.ms", "5");
        p.put("session.timeout.ms", "10000");
        p.put("heartbeat.interval.ms", "1000");
        return p;
    }

    /**
     * Stops reading and deciding, leaves the servers' group (the others take its partitions), and
     * closes the {@link NetServer}; waits for its threads.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        reader.wakeup();
        decider.wakeup();
        try {
            readerThread.join(10_000);
            deciderThread.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        producer.close(Duration.ofSeconds(5));
        server.close();
    }

    @Override
    public String toString() {
        return "KafkaLog[" + options.world() + ", run " + Long.toHexString(run) + ", deciding " + deciding + "]";
    }
}
