package dev.loam.region;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * A region's roads as a graph a game can drive: nodes at every junction, every road's ends and
 * every tunnel's mouths, edges along each road between the nodes on it, in the spec's order and
 * then along each road; and the roads' tunnels.
 * Immutable; a region with no roads has an empty graph.
 */
public final class RoadGraph {
    private static final RoadGraph EMPTY = new RoadGraph(List.of(), List.of(), List.of(), 0);

    private final List<Road> roads;
    private final List<RoadNode> nodes;
    private final List<RoadEdge> edges;
    private final long searchNodes;

    private RoadGraph(List<Road> roads, List<RoadNode> nodes, List<RoadEdge> edges, long searchNodes) {
        this.roads = List.copyOf(roads);
        this.nodes = List.copyOf(nodes);
        this.edges = List.copyOf(edges);
        this.searchNodes = searchNodes;
    }

    /**
     * The graph of no roads.
     *
     * @return the empty graph
     */
    public static RoadGraph empty() {
        return EMPTY;
    }

    /**
     * The graph of laid roads: a node wherever a road ends, roads meet (points of the roads'
     * centre lines at the same place, to the centimetre) or a tunnel has its mouth, an edge between
     * each two nodes along a road.
     *
     * @param roads the roads, in the order they were laid
     * @param searchNodes how many states their routing expanded, all roads together
     * @return the graph
     */
    static RoadGraph of(List<Road> roads, long searchNodes) {
        // Where each road has a node: its ends and every point another road's node shares.
        Map<Long, List<String>> meeting = new LinkedHashMap<>();
        Map<Long, double[]> where = new LinkedHashMap<>();
        List<TreeSet<Integer>> stations = new ArrayList<>();
        for (Road r : roads) {
            TreeSet<Integer> s = new TreeSet<>();
            s.add(0);
            s.add(r.points().size() - 1);
            for (int[] run : RoadTunnels.runs(r.points())) {
                s.add(run[0]);
                s.add(run[1]);
            }
            stations.add(s);
        }
        Map<Long, List<int[]>> byPlace = new LinkedHashMap<>();
        for (int k = 0; k < roads.size(); k++) {
            List<RoadPoint> pts = roads.get(k).points();
            for (int p = 0; p < pts.size(); p++) {
                byPlace.computeIfAbsent(key(pts.get(p)), x -> new ArrayList<>()).add(new int[] {k, p});
            }
        }
        for (Map.Entry<Long, List<int[]>> e : byPlace.entrySet()) {
            List<int[]> at = e.getValue();
            boolean shared = false;
            for (int[] a : at) {
                shared |= a[0] != at.get(0)[0];
            }
            if (shared) {
                for (int[] a : at) {
                    stations.get(a[0]).add(a[1]);
                }
            }
        }
        List<RoadNode> nodes = new ArrayList<>();
        Map<Long, Integer> nodeAt = new LinkedHashMap<>();
        java.util.Set<Long> mouths = new java.util.HashSet<>();
        for (Road r : roads) {
            for (RoadTunnel t : r.tunnels()) {
                mouths.add(key(t.start()));
                mouths.add(key(t.end()));
            }
        }
        for (int k = 0; k < roads.size(); k++) {
            for (int p : stations.get(k)) {
                RoadPoint pt = roads.get(k).points().get(p);
                long key = key(pt);
                meeting.computeIfAbsent(key, x -> new ArrayList<>());
                if (!meeting.get(key).contains(roads.get(k).name())) {
                    meeting.get(key).add(roads.get(k).name());
                }
                where.putIfAbsent(key, new double[] {pt.x(), pt.y(), pt.z()});
            }
        }
        for (Map.Entry<Long, List<String>> e : meeting.entrySet()) {
            double[] w = where.get(e.getKey());
            nodeAt.put(e.getKey(), nodes.size());
            RoadNode.Kind kind = e.getValue().size() > 1 ? RoadNode.Kind.JUNCTION
                    : mouths.contains(e.getKey()) ? RoadNode.Kind.TUNNEL_MOUTH : RoadNode.Kind.END;
            nodes.add(new RoadNode(nodes.size(), kind, w[0], w[1], w[2], e.getValue()));
        }
        List<RoadEdge> edges = new ArrayList<>();
        for (int k = 0; k < roads.size(); k++) {
            Road r = roads.get(k);
            Integer prev = null;
            for (int p : stations.get(k)) {
                if (prev != null) {
                    edges.add(new RoadEdge(edges.size(), r.name(), r.roadClass(), nodeAt.get(key(r.points().get(prev))),
                            nodeAt.get(key(r.points().get(p))), r.points().subList(prev, p + 1)));
                }
                prev = p;
            }
        }
        return new RoadGraph(roads, nodes, edges, searchNodes);
    }

    private static long key(RoadPoint p) {
        return Math.round(p.x() * 100.0) * 4_000_000L + Math.round(p.z() * 100.0);
    }

    /**
     * The roads as laid, in the spec's order.
     *
     * @return an unmodifiable list
     */
    public List<Road> roads() {
        return roads;
    }

    /**
     * A road by its name.
     *
     * @param name the road's name
     * @return the road, or empty when none has that name
     */
    public Optional<Road> road(String name) {
        for (Road r : roads) {
            if (r.name().equals(name)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /**
     * The roads' tunnels, by the roads' order and then along each road.
     *
     * @return an unmodifiable list, empty when no road goes through the land
     */
    public List<RoadTunnel> tunnels() {
        List<RoadTunnel> out = new ArrayList<>();
        for (Road r : roads) {
            out.addAll(r.tunnels());
        }
        return List.copyOf(out);
    }

    /**
     * The nodes, by the roads' order and then along each road.
     *
     * @return an unmodifiable list
     */
    public List<RoadNode> nodes() {
        return nodes;
    }

    /**
     * The edges, by the roads' order and then along each road.
     *
     * @return an unmodifiable list
     */
    public List<RoadEdge> edges() {
        return edges;
    }

    /**
     * How many separate networks the roads make: 1 when every road can be driven to from every
     * other, 0 with no roads.
     *
     * @return the number of connected parts
     */
    public int connectedParts() {
        int[] parent = new int[nodes.size()];
        for (int n = 0; n < parent.length; n++) {
            parent[n] = n;
        }
        int parts = nodes.size();
        for (RoadEdge e : edges) {
            int a = root(parent, e.fromNode());
            int b = root(parent, e.toNode());
            if (a != b) {
                parent[a] = b;
                parts--;
            }
        }
        return parts;
    }

    private static int root(int[] parent, int n) {
        while (parent[n] != n) {
            parent[n] = parent[parent[n]];
            n = parent[n];
        }
        return n;
    }

    /**
     * How many search states routing expanded to lay every road (each a tile entered from one of
     * its sides; a road's search holds at most 4 a tile).
     *
     * @return the count, all roads together
     */
    public long searchNodesExpanded() {
        return searchNodes;
    }
}
