package dev.loam.region;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.PriorityQueue;

/**
 * Routes for vehicles over a {@link RoadGraph}: the quickest way from one node to another for a
 * {@link VehicleClass}, over the roads of the classes it drives, each edge (driven either way)
 * taking its length over the vehicle's speed on it. A* on time, its heuristic the straight
 * distance at the vehicle's fastest speed on any road it drives (never more than the time left),
 * so the route is the quickest. Holds the graph; thread-safe (each query keeps its own state).
 */
public final class RoadRoutes {
    private final RoadGraph graph;
    /** For node n, the edges at it: {@code adjacency[n]}. */
    private final int[][] adjacency;

    /** Routes over a graph. */
    public RoadRoutes(RoadGraph graph) {
        this.graph = Objects.requireNonNull(graph, "graph");
        int n = graph.nodes().size();
        int[] count = new int[n];
        for (RoadEdge e : graph.edges()) {
            count[e.fromNode()]++;
            if (e.toNode() != e.fromNode()) {
                count[e.toNode()]++;
            }
        }
        adjacency = new int[n][];
        for (int k = 0; k < n; k++) {
            adjacency[k] = new int[count[k]];
        }
        Arrays.fill(count, 0);
        for (RoadEdge e : graph.edges()) {
            adjacency[e.fromNode()][count[e.fromNode()]++] = e.index();
            if (e.toNode() != e.fromNode()) {
                adjacency[e.toNode()][count[e.toNode()]++] = e.index();
            }
        }
    }

    /** The graph routed over. */
    public RoadGraph graph() {
        return graph;
    }

    /**
     * The quickest route from one node to another for a vehicle class.
     *
     * @param from    the start node's index
     * @param to      the end node's index
     * @param vehicle the vehicle class
     * @return the route (no edges when {@code from} is {@code to}), or empty when the vehicle's
     *         roads do not join the two
     * @throws IndexOutOfBoundsException naming the node when an index is not a node of the graph
     */
    public Optional<RoadRoute> route(int from, int to, VehicleClass vehicle) {
        Objects.requireNonNull(vehicle, "vehicle");
        int n = graph.nodes().size();
        for (int node : new int[] {from, to}) {
            if (node < 0 || node >= n) {
                throw new IndexOutOfBoundsException("node " + node + " is not one of the road graph's " + n + " nodes");
            }
        }
        double fastest = 0;
        for (RoadClass c : vehicle.roads()) {
            fastest = Math.max(fastest, vehicle.speedKmh(c));
        }
        double fastestMs = fastest / 3.6;
        RoadNode goal = graph.nodes().get(to);
        double[] time = new double[n];
        Arrays.fill(time, Double.POSITIVE_INFINITY);
        int[] viaEdge = new int[n];
        Arrays.fill(viaEdge, -1);
        boolean[] done = new boolean[n];
        time[from] = 0;
        PriorityQueue<double[]> open = new PriorityQueue<>((a, b) -> Double.compare(a[0], b[0]));
        open.add(new double[] {heuristic(graph.nodes().get(from), goal, fastestMs), from});
        while (!open.isEmpty()) {
            int node = (int) open.poll()[1];
            if (done[node]) {
                continue;
            }
            done[node] = true;
            if (node == to) {
                break;
            }
            for (int ei : adjacency[node]) {
                RoadEdge e = graph.edges().get(ei);
                double speed = vehicle.speedKmh(e.roadClass()) / 3.6;
                if (speed <= 0) {
                    continue;
                }
                int other = e.fromNode() == node ? e.toNode() : e.fromNode();
                double t = time[node] + e.lengthMetres() / speed;
                if (t < time[other]) {
                    time[other] = t;
                    viaEdge[other] = ei;
                    open.add(new double[] {t + heuristic(graph.nodes().get(other), goal, fastestMs), other});
                }
            }
        }
        if (!done[to]) {
            return Optional.empty();
        }
        List<Integer> nodes = new ArrayList<>();
        List<RoadEdge> edges = new ArrayList<>();
        List<Boolean> forward = new ArrayList<>();
        double length = 0;
        int node = to;
        nodes.add(node);
        while (node != from) {
            RoadEdge e = graph.edges().get(viaEdge[node]);
            boolean fwd = e.toNode() == node && e.fromNode() != node || e.fromNode() == e.toNode();
            int prev = fwd ? e.fromNode() : e.toNode();
            edges.add(e);
            forward.add(fwd);
            length += e.lengthMetres();
            node = prev;
            nodes.add(node);
        }
        Collections.reverse(nodes);
        Collections.reverse(edges);
        Collections.reverse(forward);
        return Optional.of(new RoadRoute(vehicle, nodes, edges, forward, length, time[to]));
    }

    /**
     * The quickest route between the nodes nearest two world points (across x, z) among the nodes
     * on the vehicle's roads.
     *
     * @return the route, or empty when the vehicle drives none of the graph's roads or its roads do
     *         not join the two nodes
     */
    public Optional<RoadRoute> route(double fromX, double fromZ, double toX, double toZ, VehicleClass vehicle) {
        Objects.requireNonNull(vehicle, "vehicle");
        int a = nearestNode(fromX, fromZ, vehicle), b = nearestNode(toX, toZ, vehicle);
        return a < 0 || b < 0 ? Optional.empty() : route(a, b, vehicle);
    }

    /**
     * The node nearest a world point across (x, z) at which one of the vehicle's roads runs.
     *
     * @return its index, or −1 when the vehicle drives none of the graph's roads
     */
    public int nearestNode(double x, double z, VehicleClass vehicle) {
        int best = -1;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (RoadNode node : graph.nodes()) {
            boolean served = false;
            for (int ei : adjacency[node.index()]) {
                served |= vehicle.drives(graph.edges().get(ei).roadClass());
            }
            double d = Math.hypot(node.x() - x, node.z() - z);
            if (served && d < bestDistance) {
                bestDistance = d;
                best = node.index();
            }
        }
        return best;
    }

    private static double heuristic(RoadNode a, RoadNode b, double fastestMetresPerSecond) {
        return Math.hypot(a.x() - b.x(), a.z() - b.z()) / fastestMetresPerSecond;
    }
}
