package dev.loam.worldgen;

import dev.loam.core.internal.JsonReads;
import dev.loam.core.internal.LoamJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The player's changes to generated placements, saved apart from the world and laid over the
 * plan before anything is shown: a removed placement (a felled tree, a mined rock) stays removed
 * after its area is planned again and after the save is read back; a changed one is moved,
 * turned or scaled. Diffs do not free or take ground for other placements: the plan under them
 * stays the same.
 *
 * <p>JSON form: {@code {"removed": ["groups@1:3,4/grove@1/pine.2"], "changed":
 * {"groups@1:3,4/grove@1/elder.0": {"yaw": 1.2}}}}. Thread-safe; listeners hear of every change.
 */
public final class PlacementDiffs {
    private final Object lock = new Object();
    private final TreeMap<String, PlacementChange> changed = new TreeMap<>();
    private final java.util.TreeSet<String> removed = new java.util.TreeSet<>();
    private final List<Consumer<PlacementDiffs>> listeners = new CopyOnWriteArrayList<>();

    /** Creates empty diffs. */
    public PlacementDiffs() {
    }

    /**
     * Removes a placement for good.
     *
     * @param id the placement's id
     * @return this
     * @throws WorldRulesException (path {@code id}) when the id is not a placement id
     */
    public PlacementDiffs remove(String id) {
        PlacementId.parse(id);
        synchronized (lock) {
            removed.add(id);
            changed.remove(id);
        }
        notifyListeners();
        return this;
    }

    /**
     * Changes a placement (moved, turned, scaled); a later change replaces an earlier one.
     *
     * @param id the placement's id
     * @param change the change
     * @return this
     * @throws WorldRulesException when the id is malformed or the placement was removed
     */
    public PlacementDiffs change(String id, PlacementChange change) {
        PlacementId.parse(id);
        synchronized (lock) {
            if (removed.contains(id)) {
                throw new WorldRulesException("id", id + " was removed: a removed placement cannot be changed");
            }
            changed.put(id, change);
        }
        notifyListeners();
        return this;
    }

    /**
     * Whether a placement was removed.
     *
     * @param id the placement's id
     * @return whether it is removed
     */
    public boolean isRemoved(String id) {
        synchronized (lock) {
            return removed.contains(id);
        }
    }

    /**
     * Lays the diffs over placements.
     *
     * @param placements placements from the plan
     * @return a new list: removed ones left out, changed ones changed, in the same order
     */
    public List<Placement> apply(List<Placement> placements) {
        synchronized (lock) {
            if (removed.isEmpty() && changed.isEmpty()) {
                return placements;
            }
            List<Placement> out = new ArrayList<>(placements.size());
            for (Placement p : placements) {
                if (removed.contains(p.id())) {
                    continue;
                }
                PlacementChange c = changed.get(p.id());
                out.add(c == null ? p : p.with(c));
            }
            return out;
        }
    }

    /**
     * The diffs as JSON, ids sorted, so equal diffs give equal text.
     *
     * @return the JSON text
     */
    public String toJson() {
        synchronized (lock) {
            StringBuilder sb = new StringBuilder("{\"removed\": [");
            boolean first = true;
            for (String id : removed) {
                sb.append(first ? "" : ", ").append(LoamJson.quote(id));
                first = false;
            }
            sb.append("], \"changed\": {");
            first = true;
            for (Map.Entry<String, PlacementChange> e : changed.entrySet()) {
                sb.append(first ? "" : ", ").append(LoamJson.quote(e.getKey())).append(": {");
                PlacementChange c = e.getValue();
                String sep = "";
                String[] names = {"x", "y", "z", "yaw", "scale"};
                OptionalDouble[] vs = {c.x(), c.y(), c.z(), c.yaw(), c.scale()};
                for (int k = 0; k < names.length; k++) {
                    if (vs[k].isPresent()) {
                        sb.append(sep).append('"').append(names[k]).append("\": ").append(LoamJson.number(vs[k].getAsDouble()));
                        sep = ", ";
                    }
                }
                sb.append('}');
                first = false;
            }
            return sb.append("}}").toString();
        }
    }

    /**
     * Replaces the diffs with those of a save, as one change or none.
     *
     * @param json the text {@link #toJson()} wrote
     * @throws WorldRulesException naming the JSON path when the text is malformed; the diffs
     *     stay as they were
     */
    public void load(String json) {
        JsonNode root;
        try {
            root = LoamJson.parse(json == null ? "" : json);
        } catch (JacksonException e) {
            throw WorldRulesReader.JSON.notValid(e);
        }
        if (root == null || !root.isObject()) {
            throw new WorldRulesException("$", "must be an object with \"removed\" and \"changed\"");
        }
        java.util.TreeSet<String> newRemoved = new java.util.TreeSet<>();
        TreeMap<String, PlacementChange> newChanged = new TreeMap<>();
        for (Map.Entry<String, JsonNode> e : root.properties()) {
            if (!e.getKey().equals("removed") && !e.getKey().equals("changed")) {
                throw new WorldRulesException(JsonReads.at("", e.getKey()), "unknown field; known fields are removed, changed");
            }
        }
        JsonNode rem = root.get("removed");
        if (rem != null) {
            if (!rem.isArray()) {
                throw new WorldRulesException("removed", "must be an array of placement ids");
            }
            for (int i = 0; i < rem.size(); i++) {
                String at = "removed[" + i + "]";
                if (!rem.get(i).isString()) {
                    throw new WorldRulesException(at, "must be a placement id string");
                }
                newRemoved.add(checkedId(rem.get(i).stringValue(), at));
            }
        }
        JsonNode ch = root.get("changed");
        if (ch != null) {
            if (!ch.isObject()) {
                throw new WorldRulesException("changed", "must be an object of placement id to change");
            }
            for (Map.Entry<String, JsonNode> e : ch.properties()) {
                String at = JsonReads.at("changed", e.getKey());
                checkedId(e.getKey(), at);
                if (!e.getValue().isObject()) {
                    throw new WorldRulesException(at, "must be an object such as {\"yaw\": 1.2}");
                }
                OptionalDouble[] vs = new OptionalDouble[5];
                String[] names = {"x", "y", "z", "yaw", "scale"};
                for (int k = 0; k < 5; k++) {
                    JsonNode v = e.getValue().get(names[k]);
                    if (v == null) {
                        vs[k] = OptionalDouble.empty();
                    } else if (!v.isNumber() || !Double.isFinite(v.doubleValue())) {
                        throw new WorldRulesException(at + "." + names[k], "must be a finite number");
                    } else {
                        vs[k] = OptionalDouble.of(v.doubleValue());
                    }
                }
                for (Map.Entry<String, JsonNode> f : e.getValue().properties()) {
                    if (!List.of(names).contains(f.getKey())) {
                        throw new WorldRulesException(JsonReads.at(at, f.getKey()), "unknown field; known fields are x, y, z, "
                                + "yaw, scale");
                    }
                }
                if (newRemoved.contains(e.getKey())) {
                    throw new WorldRulesException(at, "the placement is also removed", "keep one of the two");
                }
                newChanged.put(e.getKey(), new PlacementChange(vs[0], vs[1], vs[2], vs[3], vs[4]));
            }
        }
        synchronized (lock) {
            removed.clear();
            removed.addAll(newRemoved);
            changed.clear();
            changed.putAll(newChanged);
        }
        notifyListeners();
    }

    private static String checkedId(String id, String at) {
        try {
            PlacementId.parse(id);
        } catch (WorldRulesException e) {
            throw new WorldRulesException(at, e.detail(), e.fix(), e);
        }
        return id;
    }

    /**
     * Listens for changes.
     *
     * @param listener called with this object after each change
     * @return a function that cancels the subscription
     */
    public Runnable subscribe(Consumer<PlacementDiffs> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    private void notifyListeners() {
        for (Consumer<PlacementDiffs> l : listeners) {
            l.accept(this);
        }
    }
}
