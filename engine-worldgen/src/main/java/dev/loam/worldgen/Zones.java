package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The zones of a world, set by the game while planning and when the player builds. Thread-safe:
 * writers are serialised, and {@link #snapshot()} gives an immutable list a plan is built from.
 * Listeners hear of every change on the thread that made it.
 */
public final class Zones {
    private final Object lock = new Object();
    private final Map<String, Zone> zones = new TreeMap<>();
    private final List<Consumer<Zones>> listeners = new CopyOnWriteArrayList<>();
    private volatile List<Zone> snapshot = List.of();
    private volatile long revision;

    /** Creates an empty set of zones. */
    public Zones() {
    }

    /**
     * Adds a zone, or replaces the zone with the same id.
     *
     * @param zone the zone
     * @return this
     */
    public Zones set(Zone zone) {
        synchronized (lock) {
            zones.put(zone.id(), zone);
            publish();
        }
        notifyListeners();
        return this;
    }

    /**
     * Replaces every zone whose id starts with {@code prefix} by the given ones, as one change.
     *
     * @param prefix the ids to clear
     * @param replacements the zones to add
     * @return this
     */
    public Zones replacePrefix(String prefix, List<Zone> replacements) {
        synchronized (lock) {
            zones.keySet().removeIf(id -> id.startsWith(prefix));
            for (Zone z : replacements) {
                zones.put(z.id(), z);
            }
            publish();
        }
        notifyListeners();
        return this;
    }

    /**
     * Removes a zone.
     *
     * @param id the zone's id
     * @return whether it existed
     */
    public boolean remove(String id) {
        boolean removed;
        synchronized (lock) {
            removed = zones.remove(id) != null;
            if (removed) {
                publish();
            }
        }
        if (removed) {
            notifyListeners();
        }
        return removed;
    }

    /**
     * A zone by id.
     *
     * @param id the id
     * @return the zone, or empty
     */
    public Optional<Zone> get(String id) {
        synchronized (lock) {
            return Optional.ofNullable(zones.get(id));
        }
    }

    /** @return the zones now, sorted by id; immutable */
    public List<Zone> snapshot() {
        return snapshot;
    }

    /** @return a number that grows with every change */
    public long revision() {
        return revision;
    }

    /**
     * Listens for changes.
     *
     * @param listener called with this object after each change
     * @return a function that cancels the subscription
     */
    public Runnable subscribe(Consumer<Zones> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    private void publish() {
        snapshot = Collections.unmodifiableList(new ArrayList<>(zones.values()));
        revision++;
    }

    private void notifyListeners() {
        for (Consumer<Zones> l : listeners) {
            l.accept(this);
        }
    }
}
