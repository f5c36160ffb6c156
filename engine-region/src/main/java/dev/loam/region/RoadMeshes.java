package dev.loam.region;

import dev.loam.model.Material;
import dev.loam.model.MeshBuilder;
import dev.loam.model.Model;
import dev.loam.model.ModelMesh;
import dev.loam.model.Rgba;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.DoubleBinaryOperator;

/**
 * What a region's roads look like and what a body stands on over a bridge, as {@code dev.loam.model}
 * data in the region's own coordinates (origin at its south-east corner, x westward, z northward):
 *
 * <ul>
 *   <li>{@link #surfaces()}: each road's surface, asphalt (a dirt track brown) a little over its
 *       graded bed ({@value #SURFACE_LIFT_METRES} m, so it never fights the ground for its pixels),
 *       its edges skirted down into the bed, with its class's paint: a dashed centre line on a
 *       country road, a solid line between an avenue's carriageways and dashed lines between its
 *       lanes, a highway's hard shoulders (paler, behind a solid edge line) with a solid centre line
 *       and dashed lanes. At a junction the road running through is whole and the others stop at
 *       its edge, and no paint crosses the other road: nothing overlaps, nothing flickers.</li>
 *   <li>{@link #bridges()}: each bridge's concrete deck following the road's curve, its top
 *       {@link RoadBridge#DECK_DROP_METRES} under the road and {@link RoadBridge#DECK_DEPTH_METRES}
 *       deep, reaching {@value #DECK_OVERHANG_METRES} m past each edge to carry the railings (steel
 *       posts every {@value #POST_SPACING_METRES} m under a top and a middle rail,
 *       {@value #RAILING_HEIGHT_METRES} m high), and its piers down into the land.</li>
 *   <li>{@link #tunnels()} and {@link #tunnelLamps()}: each tunnel's roof as the tunnel gives it,
 *       a stone portal across each mouth, and its lamps (the portals' and the walls') to draw as the
 *       kit's {@value RoadTunnel#LAMP_MODEL}.</li>
 *   <li>{@link #slabs()} and {@link #pierBoxes()}: what a collider takes (the road's surface over
 *       each deck, its solid under it as deep as the deck; each railing's top, solid down to the
 *       deck; each pier as a box, from under the lowest land at its corners up to the deck; each
 *       tunnel's roof and portals), so a character stands on a bridge, not on the land under it,
 *       and walks over a tunnel's roof.</li>
 * </ul>
 *
 * Immutable; the models and arrays it hands out are the caller's to keep.
 */
public final class RoadMeshes {
    /** How far the drawn surface lies over the road's height (its graded bed), in metres. */
    public static final double SURFACE_LIFT_METRES = 0.08;
    /** How far paint lies over the surface, in metres. */
    public static final double PAINT_LIFT_METRES = 0.015;
    /** How far a surface's skirt reaches down from its edge into the bed, in metres. */
    public static final double SKIRT_METRES = 0.5;
    /** How far a deck reaches past each edge of its road, for the railing, in metres. */
    public static final double DECK_OVERHANG_METRES = 0.45;
    /** A railing's height over the road, in metres. */
    public static final double RAILING_HEIGHT_METRES = 1.05;
    /** The spacing of a railing's posts, in metres. */
    public static final double POST_SPACING_METRES = 2.0;
    /** A pier's side, in metres (a square column). */
    public static final double PIER_SIDE_METRES = 1.4;
    /** How far a pier reaches into the land under it, in metres. */
    public static final double PIER_FOOTING_METRES = 0.6;
    /** A painted line's width, in metres. */
    public static final double LINE_METRES = 0.15;
    /** A dash's length, in metres; the gap after it is twice as long. */
    public static final double DASH_METRES = 3.0;
    /** A highway's hard shoulder's width, in metres. */
    public static final double SHOULDER_METRES = 2.5;
    /**
     * How much longer a deck is than its bridge at each end, at least, in metres (a point's spacing);
     * a deck reaches on under the road by half the road's width where that is more, so the road's
     * edges, whose ground the bridge's abutment grades less far, are carried up to where the bed is.
     */
    public static final double DECK_END_METRES = 2.0;
    /** The name of the {@link #slabs()} of the bridges' decks' road surfaces. */
    public static final String DECK_SLABS = "bridge decks";

    static final Rgba ASPHALT = Rgba.ofSrgb(0x3b3d40);
    static final Rgba SHOULDER = Rgba.ofSrgb(0x55565a);
    static final Rgba DIRT = Rgba.ofSrgb(0x7d5e3f);
    static final Rgba PAINT = Rgba.ofSrgb(0xe9e7dc);
    static final Rgba CONCRETE = Rgba.ofSrgb(0xa8a398);
    static final Rgba STEEL = Rgba.ofSrgb(0x8d9398);
    static final Rgba STONE = Rgba.ofSrgb(0x8e887c);
    static final Rgba STONE_DARK = Rgba.ofSrgb(0x6f6a61);

    /** How thick a tunnel's portal is along the road, in metres, centred on its mouth. */
    public static final double PORTAL_THICKNESS_METRES = 1.0;
    /** How far a portal's sides reach into the ground under the road, in metres. */
    public static final double PORTAL_FOOTING_METRES = 1.0;

    private final Model surfaces;
    private final Model bridges;
    private final Model tunnels;
    private final List<RoadTunnelLamp> tunnelLamps;
    private final List<Slabs> slabs;
    private final double[] pierBoxes;
    private final int junctions;

    /**
     * Solid slabs for a collider: triangles (counter-clockwise from above) each with its solid
     * {@code depthMetres} under it.
     *
     * @param name what they are, such as {@code bridge decks}
     * @param positions x, y, z a vertex, region metres
     * @param indices three vertex indices a triangle
     * @param depthMetres how deep the solid under each triangle reaches
     */
    public record Slabs(String name, float[] positions, int[] indices, double depthMetres) {
        /** Copies the arrays. */
        public Slabs {
            Objects.requireNonNull(name, "name");
            positions = positions.clone();
            indices = indices.clone();
        }

        /**
         * The positions.
         *
         * @return a copy: x, y, z a vertex
         */
        @Override
        public float[] positions() {
            return positions.clone();
        }

        /**
         * The indices.
         *
         * @return a copy: three a triangle
         */
        @Override
        public int[] indices() {
            return indices.clone();
        }

        /**
         * How many triangles.
         *
         * @return the count
         */
        public int triangleCount() {
            return indices.length / 3;
        }
    }

    private RoadMeshes(Model surfaces, Model bridges, Model tunnels, List<RoadTunnelLamp> tunnelLamps, List<Slabs> slabs,
            double[] pierBoxes, int junctions) {
        this.surfaces = surfaces;
        this.bridges = bridges;
        this.tunnels = tunnels;
        this.tunnelLamps = List.copyOf(tunnelLamps);
        this.slabs = List.copyOf(slabs);
        this.pierBoxes = pierBoxes;
        this.junctions = junctions;
    }

    /**
     * The meshes of a region's roads.
     *
     * @param region the built region
     * @return its road meshes (empty models for a region with no roads)
     */
    public static RoadMeshes of(Region region) {
        Objects.requireNonNull(region, "region");
        dev.loam.terrain.Terrain t = region.terrain();
        return of(region.spec().name(), region.roads(), (x, z) -> t.contains(x, z) ? t.heightAt(x, z) : 0);
    }

    /**
     * The meshes of a road graph.
     *
     * @param name the region's name, for the models' names ({@code <name>-roads}, {@code <name>-bridges})
     * @param graph the roads as laid
     * @param ground the graded ground's height at (x, z), region metres, where a pier stands
     * @return their meshes
     */
    public static RoadMeshes of(String name, RoadGraph graph, DoubleBinaryOperator ground) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(graph, "graph");
        Objects.requireNonNull(ground, "ground");
        return new Build(name, graph, ground).run();
    }

    /**
     * The roads' surfaces and paint: one vertex-coloured mesh, material {@code road-surface}.
     *
     * @return the model, {@code <region>-roads}; no meshes when there are no roads
     */
    public Model surfaces() {
        return surfaces;
    }

    /**
     * The bridges' decks, railings and piers: one vertex-coloured mesh, material {@code road-bridge}.
     *
     * @return the model, {@code <region>-bridges}; no meshes when there are no bridges
     */
    public Model bridges() {
        return bridges;
    }

    /**
     * The tunnels' roofs (each {@link RoadTunnel#roof()} as it is, in the biome's colours) and
     * portals (a stone face across each mouth, {@link #PORTAL_THICKNESS_METRES} m thick, its
     * opening the mouth's width and height): one mesh a roof and one of every portal, material
     * {@code road-tunnel}.
     *
     * @return the model, {@code <region>-tunnels}; no meshes when there are no tunnels
     */
    public Model tunnels() {
        return tunnels;
    }

    /**
     * Every tunnel's lamps, those beside its portals' mouths and those on its walls, to draw as the
     * kit's {@value RoadTunnel#LAMP_MODEL} (drawn only: no collider).
     *
     * @return an unmodifiable list, tunnel by tunnel, portals' lamps first
     */
    public List<RoadTunnelLamp> tunnelLamps() {
        return tunnelLamps;
    }

    /**
     * The solids for a collider: the road's surface over every deck (solid down to the deck's
     * underside), every railing's top (solid down to the deck), every tunnel's roof (its faces
     * looking up, {@link RoadTunnel#ROOF_THICKNESS_METRES} deep, named as the roof) and every
     * portal's sides and lintel over its mouth ({@code tunnel-<road>-<n>-portals <1 or 2> sides} and
     * {@code ... lintel}).
     *
     * @return an unmodifiable list; empty with no bridges and no tunnels
     */
    public List<Slabs> slabs() {
        return slabs;
    }

    /**
     * The piers as boxes for a collider: min x, y, z, max x, y, z a pier, region metres.
     *
     * @return a new array, six doubles a pier
     */
    public double[] pierBoxes() {
        return pierBoxes.clone();
    }

    /**
     * How many junctions the surfaces were cut clean at (where one road runs through and others
     * stop at its edge, or ends meet).
     *
     * @return the count
     */
    public int junctions() {
        return junctions;
    }

    // ---- building -------------------------------------------------------------------------------

    /** A road's centre line, sampled at any distance along it. */
    static final class Line {
        final Road road;
        final double[] x, y, z, m;
        final int n;

        Line(Road road) {
            this.road = road;
            List<RoadPoint> pts = road.points();
            n = pts.size();
            x = new double[n];
            y = new double[n];
            z = new double[n];
            m = new double[n];
            for (int k = 0; k < n; k++) {
                RoadPoint p = pts.get(k);
                x[k] = p.x();
                y[k] = p.y();
                z[k] = p.z();
                m[k] = p.metres();
            }
        }

        double length() {
            return m[n - 1];
        }

        /** The segment holding metres s: the k with m[k] ≤ s ≤ m[k + 1]. */
        private int seg(double s) {
            int k = Arrays.binarySearch(m, s);
            if (k < 0) {
                k = -k - 2;
            }
            return Math.max(0, Math.min(n - 2, k));
        }

        /** Into out: x, y, z, then the unit tangent's x and z in plan, at metres s (clamped to the road). */
        void at(double s, double[] out) {
            s = Math.max(0, Math.min(length(), s));
            int k = seg(s);
            double span = m[k + 1] - m[k];
            double t = span == 0 ? 0 : (s - m[k]) / span;
            out[0] = x[k] + (x[k + 1] - x[k]) * t;
            out[1] = y[k] + (y[k + 1] - y[k]) * t;
            out[2] = z[k] + (z[k + 1] - z[k]) * t;
            // The tangent from a metre either side, so a bend's turn is shared by the faces round it.
            double a = Math.max(0, s - 1), b = Math.min(length(), s + 1);
            int ka = seg(a), kb = seg(b);
            double ta = m[ka + 1] == m[ka] ? 0 : (a - m[ka]) / (m[ka + 1] - m[ka]);
            double tb = m[kb + 1] == m[kb] ? 0 : (b - m[kb]) / (m[kb + 1] - m[kb]);
            double dx = (x[kb] + (x[kb + 1] - x[kb]) * tb) - (x[ka] + (x[ka + 1] - x[ka]) * ta);
            double dz = (z[kb] + (z[kb + 1] - z[kb]) * tb) - (z[ka] + (z[ka + 1] - z[ka]) * ta);
            double len = Math.sqrt(dx * dx + dz * dz);
            out[3] = len == 0 ? 1 : dx / len;
            out[4] = len == 0 ? 0 : dz / len;
        }

        /** The stations from s0 to s1: s0, every point strictly between, s1. */
        double[] stations(double s0, double s1) {
            double[] out = new double[n + 2];
            int c = 0;
            out[c++] = s0;
            for (int k = 0; k < n; k++) {
                if (m[k] > s0 + 1e-6 && m[k] < s1 - 1e-6) {
                    out[c++] = m[k];
                }
            }
            out[c++] = s1;
            return Arrays.copyOf(out, c);
        }
    }

    /** A mesh being written: a builder and its positions, so faces can be wound to face their normal. */
    static final class Writer {
        final MeshBuilder mesh;
        private float[] pos = new float[3 * 256];
        private int vertices;
        private int triangles;

        Writer(String name) {
            mesh = ModelMesh.builder(name, 0);
        }

        int vertex(double x, double y, double z, double nx, double ny, double nz, Rgba c) {
            double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
            int i = mesh.vertex((float) x, (float) y, (float) z, (float) (nx / len), (float) (ny / len),
                    (float) (nz / len), c.r(), c.g(), c.b(), c.a());
            if (3 * vertices + 3 > pos.length) {
                pos = Arrays.copyOf(pos, 2 * pos.length);
            }
            pos[3 * vertices] = (float) x;
            pos[3 * vertices + 1] = (float) y;
            pos[3 * vertices + 2] = (float) z;
            vertices++;
            return i;
        }

        /** A triangle wound so its face looks along (nx, ny, nz). */
        void triangle(int a, int b, int c, double nx, double ny, double nz) {
            double e1x = pos[3 * b] - pos[3 * a], e1y = pos[3 * b + 1] - pos[3 * a + 1], e1z = pos[3 * b + 2] - pos[3 * a + 2];
            double e2x = pos[3 * c] - pos[3 * a], e2y = pos[3 * c + 1] - pos[3 * a + 1], e2z = pos[3 * c + 2] - pos[3 * a + 2];
            double fx = e1y * e2z - e1z * e2y, fy = e1z * e2x - e1x * e2z, fz = e1x * e2y - e1y * e2x;
            if (fx * nx + fy * ny + fz * nz < 0) {
                mesh.triangle(a, c, b);
            } else {
                mesh.triangle(a, b, c);
            }
            triangles++;
        }

        /** A quad a b c d (round its rim) wound to look along (nx, ny, nz). */
        void quad(int a, int b, int c, int d, double nx, double ny, double nz) {
            triangle(a, b, c, nx, ny, nz);
            triangle(a, c, d, nx, ny, nz);
        }

        /** A box of eight corners (bottom four then top four, round the rim), its faces outward. */
        void box(double[][] corners, Rgba colour) {
            double cx = 0, cy = 0, cz = 0;
            for (double[] p : corners) {
                cx += p[0] / 8;
                cy += p[1] / 8;
                cz += p[2] / 8;
            }
            int[][] faces = {{0, 1, 2, 3}, {4, 5, 6, 7}, {0, 1, 5, 4}, {1, 2, 6, 5}, {2, 3, 7, 6}, {3, 0, 4, 7}};
            for (int[] f : faces) {
                double fx = 0, fy = 0, fz = 0;
                for (int q : f) {
                    fx += corners[q][0] / 4;
                    fy += corners[q][1] / 4;
                    fz += corners[q][2] / 4;
                }
                double nx = fx - cx, ny = fy - cy, nz = fz - cz;
                // The face's own normal: the cross of its diagonals, turned outward.
                double[] p0 = corners[f[0]], p1 = corners[f[1]], p2 = corners[f[2]], p3 = corners[f[3]];
                double ax = p2[0] - p0[0], ay = p2[1] - p0[1], az = p2[2] - p0[2];
                double bx = p3[0] - p1[0], by = p3[1] - p1[1], bz = p3[2] - p1[2];
                double gx = ay * bz - az * by, gy = az * bx - ax * bz, gz = ax * by - ay * bx;
                if (gx * nx + gy * ny + gz * nz < 0) {
                    gx = -gx;
                    gy = -gy;
                    gz = -gz;
                }
                int[] v = new int[4];
                for (int q = 0; q < 4; q++) {
                    v[q] = vertex(corners[f[q]][0], corners[f[q]][1], corners[f[q]][2], gx, gy, gz, colour);
                }
                quad(v[0], v[1], v[2], v[3], gx, gy, gz);
            }
        }

        boolean isEmpty() {
            return triangles == 0;
        }
    }

    /** Collects slab triangles for a collider. */
    static final class SlabWriter {
        private float[] pos = new float[3 * 64];
        private int[] ix = new int[3 * 64];
        private int vertices, indices;

        int vertex(double x, double y, double z) {
            if (3 * vertices + 3 > pos.length) {
                pos = Arrays.copyOf(pos, 2 * pos.length);
            }
            pos[3 * vertices] = (float) x;
            pos[3 * vertices + 1] = (float) y;
            pos[3 * vertices + 2] = (float) z;
            return vertices++;
        }

        /** A triangle wound counter-clockwise from above. */
        void triangle(int a, int b, int c) {
            double e1x = pos[3 * b] - pos[3 * a], e1z = pos[3 * b + 2] - pos[3 * a + 2];
            double e2x = pos[3 * c] - pos[3 * a], e2z = pos[3 * c + 2] - pos[3 * a + 2];
            double ny = e1z * e2x - e1x * e2z;
            if (indices + 3 > ix.length) {
                ix = Arrays.copyOf(ix, 2 * ix.length);
            }
            ix[indices++] = a;
            ix[indices++] = ny < 0 ? c : b;
            ix[indices++] = ny < 0 ? b : c;
        }

        Slabs build(String name, double depth) {
            return new Slabs(name, Arrays.copyOf(pos, 3 * vertices), Arrays.copyOf(ix, indices), depth);
        }

        boolean isEmpty() {
            return indices == 0;
        }
    }

    /** One building of the meshes. */
    private static final class Build {
        private final String name;
        private final RoadGraph graph;
        private final List<Line> lines = new ArrayList<>();
        private final Writer surface = new Writer("roads");
        private final Writer bridge = new Writer("bridges");
        private final SlabWriter decks = new SlabWriter();
        private final SlabWriter rails = new SlabWriter();
        private final List<double[]> piers = new ArrayList<>();
        /** Per road: the metres along it where its surface stops short of a junction ({from, to} pairs). */
        private final List<List<double[]>> cuts = new ArrayList<>();
        /** Per road: the metres where its paint stops. */
        private final List<List<double[]>> quiet = new ArrayList<>();
        private final double[] a = new double[5];
        private final double[] b = new double[5];
        private int junctions;

        private final DoubleBinaryOperator ground;

        Build(String name, RoadGraph graph, DoubleBinaryOperator ground) {
            this.name = name;
            this.graph = graph;
            this.ground = ground;
            for (Road r : graph.roads()) {
                lines.add(new Line(r));
                cuts.add(new ArrayList<>());
                quiet.add(new ArrayList<>());
            }
        }

        RoadMeshes run() {
            junctions();
            for (int k = 0; k < lines.size(); k++) {
                road(k);
            }
            for (int k = 0; k < lines.size(); k++) {
                for (RoadBridge br : lines.get(k).road.bridges()) {
                    bridge(lines.get(k), br);
                }
            }
            Material surfaceMaterial = Material.vertexColoured("road-surface").withMetallicRoughness(0, 0.9f);
            Material bridgeMaterial = Material.vertexColoured("road-bridge").withMetallicRoughness(0, 0.8f);
            Model s = Model.of(name + "-roads", surface.isEmpty() ? List.of() : List.of(surface.mesh.build()),
                    List.of(surfaceMaterial), List.of());
            Model br = Model.of(name + "-bridges", bridge.isEmpty() ? List.of() : List.of(bridge.mesh.build()),
                    List.of(bridgeMaterial), List.of());
            List<ModelMesh> tunnelMeshes = new ArrayList<>();
            List<RoadTunnelLamp> lamps = new ArrayList<>();
            List<Slabs> tunnelSlabs = new ArrayList<>();
            Writer portals = new Writer("portals");
            for (Line l : lines) {
                for (RoadTunnel t : l.road.tunnels()) {
                    tunnelMeshes.add(t.roof().withMaterial(0));
                    tunnelSlabs.add(new Slabs(t.roofName(), t.roof().positionArray(), t.roof().indexArray(),
                            RoadTunnel.ROOF_THICKNESS_METRES));
                    for (int q = 0; q < t.portals().size(); q++) {
                        RoadTunnelPortal p = t.portals().get(q);
                        portal(portals, p, t.portalsName() + " " + (q + 1), tunnelSlabs);
                        lamps.addAll(p.lamps());
                    }
                    lamps.addAll(t.lights());
                }
            }
            if (!portals.isEmpty()) {
                tunnelMeshes.add(portals.mesh.build());
            }
            Model tu = Model.of(name + "-tunnels", tunnelMeshes,
                    List.of(Material.vertexColoured("road-tunnel").withMetallicRoughness(0, 0.95f)), List.of());
            List<Slabs> slabs = new ArrayList<>();
            if (!decks.isEmpty()) {
                slabs.add(decks.build(DECK_SLABS, RoadBridge.DECK_DROP_METRES + RoadBridge.DECK_DEPTH_METRES));
            }
            if (!rails.isEmpty()) {
                slabs.add(rails.build("bridge railings", RAILING_HEIGHT_METRES + RoadBridge.DECK_DROP_METRES));
            }
            slabs.addAll(tunnelSlabs);
            double[] boxes = new double[6 * piers.size()];
            for (int k = 0; k < piers.size(); k++) {
                System.arraycopy(piers.get(k), 0, boxes, 6 * k, 6);
            }
            return new RoadMeshes(s, br, tu, lamps, slabs, boxes, junctions);
        }

        /** The index of the road's point nearest (x, z) within a centimetre, or -1. */
        private static int pointAt(Line l, double x, double z) {
            for (int k = 0; k < l.n; k++) {
                if (Math.abs(l.x[k] - x) < 0.01 && Math.abs(l.z[k] - z) < 0.01) {
                    return k;
                }
            }
            return -1;
        }

        /**
         * At each junction: the road running through it (not ending there), the widest first, stays
         * whole; every other road's surface stops at that road's edge; no road's paint reaches
         * within a metre of another road's edge.
         */
        private void junctions() {
            for (RoadNode node : graph.nodes()) {
                if (node.kind() != RoadNode.Kind.JUNCTION) {
                    continue;
                }
                junctions++;
                int through = -1;
                double widest = 0;
                int[] at = new int[lines.size()];
                for (int k = 0; k < lines.size(); k++) {
                    Line l = lines.get(k);
                    at[k] = pointAt(l, node.x(), node.z());
                    if (at[k] < 0) {
                        continue;
                    }
                    double w = l.road.roadClass().widthMetres();
                    widest = Math.max(widest, w);
                    boolean ends = at[k] == 0 || at[k] == l.n - 1;
                    if (!ends && (through < 0 || w > lines.get(through).road.roadClass().widthMetres())) {
                        through = k;
                    }
                }
                for (int k = 0; k < lines.size(); k++) {
                    if (at[k] < 0) {
                        continue;
                    }
                    Line l = lines.get(k);
                    double s = l.m[at[k]];
                    double others = 0;
                    for (int q = 0; q < lines.size(); q++) {
                        if (q != k && at[q] >= 0) {
                            others = Math.max(others, lines.get(q).road.roadClass().widthMetres());
                        }
                    }
                    quiet.get(k).add(new double[] {s - others / 2 - 1, s + others / 2 + 1});
                    if (k != through) {
                        double half = through >= 0 ? lines.get(through).road.roadClass().widthMetres() / 2 : 0;
                        if (half > 0) {
                            cuts.get(k).add(new double[] {s - half, s + half});
                        }
                    }
                }
                if (through < 0) {
                    // Ends only meet here: a square of the widest's width, level at the node, joins them.
                    pad(node, widest);
                }
            }
        }

        private void pad(RoadNode node, double width) {
            double h = width / 2, y = node.y() + SURFACE_LIFT_METRES;
            int v0 = surface.vertex(node.x() - h, y, node.z() - h, 0, 1, 0, ASPHALT);
            int v1 = surface.vertex(node.x() + h, y, node.z() - h, 0, 1, 0, ASPHALT);
            int v2 = surface.vertex(node.x() + h, y, node.z() + h, 0, 1, 0, ASPHALT);
            int v3 = surface.vertex(node.x() - h, y, node.z() + h, 0, 1, 0, ASPHALT);
            surface.quad(v0, v1, v2, v3, 0, 1, 0);
        }

        /** The stretches [from, to] of [0, length] outside the given intervals, less {@code trim} at either end. */
        private static List<double[]> open(double length, List<double[]> off, double trim) {
            List<double[]> sorted = new ArrayList<>(off);
            sorted.sort((p, q) -> Double.compare(p[0], q[0]));
            List<double[]> out = new ArrayList<>();
            double s = trim;
            for (double[] o : sorted) {
                if (o[0] > s) {
                    out.add(new double[] {s, Math.min(o[0], length - trim)});
                }
                s = Math.max(s, o[1]);
            }
            if (s < length - trim) {
                out.add(new double[] {s, length - trim});
            }
            out.removeIf(p -> p[1] - p[0] < 1e-3);
            return out;
        }

        private void road(int k) {
            Line l = lines.get(k);
            RoadClass c = l.road.roadClass();
            double half = c.widthMetres() / 2;
            Rgba colour = c.paved() ? ASPHALT : DIRT;
            for (double[] run : open(l.length(), cuts.get(k), 0)) {
                if (c.shoulders()) {
                    double inner = half - SHOULDER_METRES;
                    strip(surface, l, run[0], run[1], -half, -inner, SURFACE_LIFT_METRES, SHOULDER);
                    strip(surface, l, run[0], run[1], -inner, inner, SURFACE_LIFT_METRES, colour);
                    strip(surface, l, run[0], run[1], inner, half, SURFACE_LIFT_METRES, SHOULDER);
                } else {
                    strip(surface, l, run[0], run[1], -half, half, SURFACE_LIFT_METRES, colour);
                }
                skirt(l, run[0], run[1], -half, c.paved() ? SHOULDER : DIRT);
                skirt(l, run[0], run[1], half, c.paved() ? SHOULDER : DIRT);
            }
            double paint = SURFACE_LIFT_METRES + PAINT_LIFT_METRES;
            for (double[] run : open(l.length(), quiet.get(k), 1.0)) {
                switch (c) {
                    case COUNTRY -> dashed(l, run, 0, paint);
                    case AVENUE -> {
                        solid(l, run, -LINE_METRES * 0.75, paint);
                        solid(l, run, LINE_METRES * 0.75, paint);
                        dashed(l, run, -half / 2, paint);
                        dashed(l, run, half / 2, paint);
                    }
                    case HIGHWAY -> {
                        double inner = half - SHOULDER_METRES;
                        solid(l, run, -inner, paint);
                        solid(l, run, inner, paint);
                        solid(l, run, -LINE_METRES * 0.75, paint);
                        solid(l, run, LINE_METRES * 0.75, paint);
                        dashed(l, run, -inner / 2, paint);
                        dashed(l, run, inner / 2, paint);
                    }
                    default -> {
                    }
                }
            }
        }

        private void solid(Line l, double[] run, double offset, double lift) {
            strip(surface, l, run[0], run[1], offset - LINE_METRES / 2, offset + LINE_METRES / 2, lift, PAINT);
        }

        /**
         * Whole dashes counted from the road's start, so a dash stands at the same place whatever
         * cuts the run; a dash the run would cut short is left out.
         */
        private void dashed(Line l, double[] run, double offset, double lift) {
            double period = 3 * DASH_METRES;
            for (double s = Math.ceil(run[0] / period) * period; s + DASH_METRES <= run[1]; s += period) {
                strip(surface, l, s, s + DASH_METRES, offset - LINE_METRES / 2, offset + LINE_METRES / 2, lift, PAINT);
            }
        }

        /** A strip from offset o0 to o1 across the road (left positive), from s0 to s1 along it, lifted. */
        private void strip(Writer w, Line l, double s0, double s1, double o0, double o1, double lift, Rgba colour) {
            double[] st = l.stations(s0, s1);
            int p0 = -1, p1 = -1;
            for (double s : st) {
                l.at(s, a);
                double lx = -a[4], lz = a[3];
                // The normal: up, tilted back along the grade.
                double grade = gradeAt(l, s);
                double nx = -a[3] * grade, nz = -a[4] * grade;
                int q0 = w.vertex(a[0] + lx * o0, a[1] + lift, a[2] + lz * o0, nx, 1, nz, colour);
                int q1 = w.vertex(a[0] + lx * o1, a[1] + lift, a[2] + lz * o1, nx, 1, nz, colour);
                if (p0 >= 0) {
                    w.quad(p0, p1, q1, q0, nx, 1, nz);
                }
                p0 = q0;
                p1 = q1;
            }
        }

        /** The climb per metre along the road at s. */
        private double gradeAt(Line l, double s) {
            double s0 = Math.max(0, s - 1), s1 = Math.min(l.length(), s + 1);
            if (s1 <= s0) {
                return 0;
            }
            l.at(s0, b);
            double y0 = b[1];
            l.at(s1, b);
            return (b[1] - y0) / (s1 - s0);
        }

        /** The surface's edge at offset o turned down {@value #SKIRT_METRES} m into the bed, facing out. */
        private void skirt(Line l, double s0, double s1, double o, Rgba colour) {
            double[] st = l.stations(s0, s1);
            int p0 = -1, p1 = -1;
            double side = Math.signum(o);
            for (double s : st) {
                l.at(s, a);
                double lx = -a[4], lz = a[3];
                double x = a[0] + lx * o, z = a[2] + lz * o;
                int q0 = surface.vertex(x, a[1] + SURFACE_LIFT_METRES, z, lx * side, 0, lz * side, colour);
                int q1 = surface.vertex(x + lx * side * 0.05, a[1] - SKIRT_METRES, z + lz * side * 0.05, lx * side, 0,
                        lz * side, colour);
                if (p0 >= 0) {
                    surface.quad(p0, q0, q1, p1, lx * side, 0, lz * side);
                }
                p0 = q0;
                p1 = q1;
            }
        }

        private void bridge(Line l, RoadBridge br) {
            double half = l.road.roadClass().widthMetres() / 2;
            double reach = Math.max(DECK_END_METRES, half);
            double s0 = Math.max(0, br.startMetres() - reach);
            double s1 = Math.min(l.length(), br.endMetres() + reach);
            double outer = half + DECK_OVERHANG_METRES;
            double drop = RoadBridge.DECK_DROP_METRES, depth = RoadBridge.DECK_DEPTH_METRES;
            double[] st = l.stations(s0, s1);
            int n = st.length;
            // The deck: its top, two sides, its underside, its ends.
            int[] top = new int[2 * n], bottom = new int[2 * n], sideTop = new int[2 * n], sideBottom = new int[2 * n];
            int[] deck = new int[2 * n];
            for (int q = 0; q < n; q++) {
                l.at(st[q], a);
                double lx = -a[4], lz = a[3];
                for (int e = 0; e < 2; e++) {
                    double o = e == 0 ? -outer : outer, side = e == 0 ? -1 : 1;
                    double x = a[0] + lx * o, z = a[2] + lz * o;
                    double yTop = a[1] - drop, yBottom = yTop - depth;
                    top[2 * q + e] = bridge.vertex(x, yTop, z, 0, 1, 0, CONCRETE);
                    bottom[2 * q + e] = bridge.vertex(x, yBottom, z, 0, -1, 0, CONCRETE);
                    sideTop[2 * q + e] = bridge.vertex(x, yTop, z, lx * side, 0, lz * side, CONCRETE);
                    sideBottom[2 * q + e] = bridge.vertex(x, yBottom, z, lx * side, 0, lz * side, CONCRETE);
                    // The collider's top: the road's surface itself over the whole deck.
                    deck[2 * q + e] = decks.vertex(x, a[1], z);
                }
                if (q > 0) {
                    bridge.quad(top[2 * q - 2], top[2 * q - 1], top[2 * q + 1], top[2 * q], 0, 1, 0);
                    bridge.quad(bottom[2 * q - 2], bottom[2 * q - 1], bottom[2 * q + 1], bottom[2 * q], 0, -1, 0);
                    for (int e = 0; e < 2; e++) {
                        double side = e == 0 ? -1 : 1;
                        bridge.quad(sideTop[2 * q - 2 + e], sideTop[2 * q + e], sideBottom[2 * q + e],
                                sideBottom[2 * q - 2 + e], lx * side, 0, lz * side);
                    }
                    decks.triangle(deck[2 * q - 2], deck[2 * q - 1], deck[2 * q + 1]);
                    decks.triangle(deck[2 * q - 2], deck[2 * q + 1], deck[2 * q]);
                }
            }
            for (int end = 0; end < 2; end++) {
                int q = end == 0 ? 0 : n - 1;
                l.at(st[q], a);
                double fx = end == 0 ? -a[3] : a[3], fz = end == 0 ? -a[4] : a[4];
                int c0 = bridge.vertex(vx(top[2 * q]), vy(top[2 * q]), vz(top[2 * q]), fx, 0, fz, CONCRETE);
                int c1 = bridge.vertex(vx(top[2 * q + 1]), vy(top[2 * q + 1]), vz(top[2 * q + 1]), fx, 0, fz, CONCRETE);
                int c2 = bridge.vertex(vx(bottom[2 * q + 1]), vy(bottom[2 * q + 1]), vz(bottom[2 * q + 1]), fx, 0, fz,
                        CONCRETE);
                int c3 = bridge.vertex(vx(bottom[2 * q]), vy(bottom[2 * q]), vz(bottom[2 * q]), fx, 0, fz, CONCRETE);
                bridge.quad(c0, c1, c2, c3, fx, 0, fz);
            }
            railings(l, s0, s1, half + DECK_OVERHANG_METRES / 2);
            for (RoadPier p : br.piers()) {
                pier(l, p, half);
            }
        }

        // The bridge writer's positions, read back for the deck's ends.
        private double vx(int i) {
            return bridge.pos[3 * i];
        }

        private double vy(int i) {
            return bridge.pos[3 * i + 1];
        }

        private double vz(int i) {
            return bridge.pos[3 * i + 2];
        }

        /**
         * A portal: a stone face {@link #PORTAL_THICKNESS_METRES} m thick across the mouth, as wide and
         * high as the portal says, its opening the mouth: a side block either side of the opening
         * (into the ground under the road) and a lintel over it, each drawn as a box and given to the
         * collider as a slab of its top: {@code <name> sides} and {@code <name> lintel}.
         */
        private void portal(Writer w, RoadTunnelPortal p, String name, List<Slabs> out) {
            double yaw = Math.toRadians(p.yawDegrees());
            double ox = StrictMath.sin(yaw), oz = StrictMath.cos(yaw);
            // Left, looking out.
            double lx = oz, lz = -ox;
            double half = p.faceWidthMetres() / 2, mouth = p.mouthWidthMetres() / 2;
            double y0 = p.y() - PORTAL_FOOTING_METRES, top = p.y() + p.faceHeightMetres();
            double lintel = p.y() + p.mouthHeightMetres();
            double[][] blocks = {{mouth, half, y0, top}, {-half, -mouth, y0, top}, {-mouth, mouth, lintel, top}};
            SlabWriter sides = new SlabWriter(), over = new SlabWriter();
            for (int b = 0; b < blocks.length; b++) {
                double a0 = blocks[b][0], a1 = blocks[b][1], b0 = blocks[b][2], b1 = blocks[b][3];
                double[][] c = new double[8][];
                double[][] plan = {{a0, -0.5}, {a1, -0.5}, {a1, 0.5}, {a0, 0.5}};
                int[] v = new int[4];
                SlabWriter sw = b < 2 ? sides : over;
                for (int q = 0; q < 4; q++) {
                    double x = p.x() + lx * plan[q][0] + ox * plan[q][1] * PORTAL_THICKNESS_METRES;
                    double z = p.z() + lz * plan[q][0] + oz * plan[q][1] * PORTAL_THICKNESS_METRES;
                    c[q] = new double[] {x, b0, z};
                    c[q + 4] = new double[] {x, b1, z};
                    v[q] = sw.vertex(x, b1, z);
                }
                w.box(c, b < 2 ? STONE : STONE_DARK);
                sw.triangle(v[0], v[1], v[2]);
                sw.triangle(v[0], v[2], v[3]);
            }
            out.add(sides.build(name + " sides", top - y0));
            out.add(over.build(name + " lintel", top - lintel));
        }

        /** A railing each side at offset ±o: posts every {@value #POST_SPACING_METRES} m, a top and a middle rail. */
        private void railings(Line l, double s0, double s1, double o) {
            double deckTop = -RoadBridge.DECK_DROP_METRES;
            for (int e = 0; e < 2; e++) {
                double off = e == 0 ? -o : o;
                int posts = Math.max(1, (int) Math.round((s1 - s0) / POST_SPACING_METRES));
                for (int q = 0; q <= posts; q++) {
                    double s = s0 + (s1 - s0) * q / posts;
                    l.at(s, a);
                    orientedBox(a, off, 0.12, 0.12, a[1] + deckTop, a[1] + RAILING_HEIGHT_METRES - 0.05, STEEL);
                }
                rail(l, s0, s1, off, 0.08, RAILING_HEIGHT_METRES - 0.1, RAILING_HEIGHT_METRES);
                rail(l, s0, s1, off, 0.06, 0.45, 0.55);
                // The collider: the railing's top as a strip a post wide, solid down to the deck.
                double[] st = l.stations(s0, s1);
                int p0 = -1, p1 = -1;
                for (double s : st) {
                    l.at(s, a);
                    double lx = -a[4], lz = a[3];
                    int q0 = rails.vertex(a[0] + lx * (off - 0.1), a[1] + RAILING_HEIGHT_METRES, a[2] + lz * (off - 0.1));
                    int q1 = rails.vertex(a[0] + lx * (off + 0.1), a[1] + RAILING_HEIGHT_METRES, a[2] + lz * (off + 0.1));
                    if (p0 >= 0) {
                        rails.triangle(p0, p1, q1);
                        rails.triangle(p0, q1, q0);
                    }
                    p0 = q0;
                    p1 = q1;
                }
            }
        }

        /** A rail along the deck at offset o, {@code w} wide, from y0 to y1 over the road, a box section following the curve. */
        private void rail(Line l, double s0, double s1, double o, double w, double y0, double y1) {
            double[] st = l.stations(s0, s1);
            double[][] prev = null;
            for (double s : st) {
                l.at(s, a);
                double lx = -a[4], lz = a[3];
                double[][] ring = new double[4][];
                ring[0] = new double[] {a[0] + lx * (o - w / 2), a[1] + y0, a[2] + lz * (o - w / 2)};
                ring[1] = new double[] {a[0] + lx * (o + w / 2), a[1] + y0, a[2] + lz * (o + w / 2)};
                ring[2] = new double[] {a[0] + lx * (o + w / 2), a[1] + y1, a[2] + lz * (o + w / 2)};
                ring[3] = new double[] {a[0] + lx * (o - w / 2), a[1] + y1, a[2] + lz * (o - w / 2)};
                if (prev != null) {
                    // Faces round the ring: its underside, its outer side, its top, its inner side.
                    for (int f = 0; f < 4; f++) {
                        double[] p0 = prev[f], p1 = prev[(f + 1) % 4], q1 = ring[(f + 1) % 4], q0 = ring[f];
                        double side = f == 1 ? 1 : f == 3 ? -1 : 0;
                        double nx = lx * side, ny = f == 0 ? -1 : f == 2 ? 1 : 0, nz = lz * side;
                        int v0 = bridge.vertex(p0[0], p0[1], p0[2], nx, ny, nz, STEEL);
                        int v1 = bridge.vertex(p1[0], p1[1], p1[2], nx, ny, nz, STEEL);
                        int v2 = bridge.vertex(q1[0], q1[1], q1[2], nx, ny, nz, STEEL);
                        int v3 = bridge.vertex(q0[0], q0[1], q0[2], nx, ny, nz, STEEL);
                        bridge.quad(v0, v1, v2, v3, nx, ny, nz);
                    }
                }
                prev = ring;
            }
        }

        /** A box at offset o across the road at the station in {@code at}, sw along and sa across, from y0 to y1. */
        private void orientedBox(double[] at, double o, double along, double across, double y0, double y1, Rgba colour) {
            double tx = at[3], tz = at[4], lx = -tz, lz = tx;
            double cx = at[0] + lx * o, cz = at[2] + lz * o;
            double[][] c = new double[8][];
            double[][] plan = {{-along / 2, -across / 2}, {along / 2, -across / 2}, {along / 2, across / 2},
                    {-along / 2, across / 2}};
            for (int q = 0; q < 4; q++) {
                double x = cx + tx * plan[q][0] + lx * plan[q][1], z = cz + tz * plan[q][0] + lz * plan[q][1];
                c[q] = new double[] {x, y0, z};
                c[q + 4] = new double[] {x, y1, z};
            }
            bridge.box(c, colour);
        }

        /** A pier: a square column under the deck, two across a road wider than a street. */
        private void pier(Line l, RoadPier p, double half) {
            l.at(p.metres(), a);
            double lx = -a[4], lz = a[3];
            boolean two = 2 * half > RoadClass.STREET.widthMetres();
            double[] offsets = two ? new double[] {-half / 2, half / 2} : new double[] {0};
            double side = PIER_SIDE_METRES;
            for (double o : offsets) {
                double x = p.x() + lx * o, z = p.z() + lz * o;
                // Down into the land at its lowest under the column's corners.
                double land = p.bottomY();
                for (int q = 0; q < 4; q++) {
                    land = Math.min(land, ground.applyAsDouble(x + ((q & 1) == 0 ? -side : side) / 2,
                            z + ((q & 2) == 0 ? -side : side) / 2));
                }
                double bottom = Math.min(land, p.topY() - side) - PIER_FOOTING_METRES;
                double[][] c = new double[8][];
                double[][] plan = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
                for (int q = 0; q < 4; q++) {
                    double px = x + plan[q][0] * side / 2, pz = z + plan[q][1] * side / 2;
                    c[q] = new double[] {px, bottom, pz};
                    c[q + 4] = new double[] {px, p.topY(), pz};
                }
                bridge.box(c, CONCRETE);
                piers.add(new double[] {x - side / 2, bottom, z - side / 2, x + side / 2, p.topY(), z + side / 2});
            }
        }
    }
}
