package dev.loam.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.testkit.SpecFixtures;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MapMeshCliTest {
    /** The spec's village set file. */
    static final String VILLAGE_SET = SpecFixtures.VILLAGE_SET_JSON;

    /** The spec's terraces map file. */
    static final String TERRACES = SpecFixtures.TERRACES_JSON;

    static final String GREEN_SET = """
            { "name": "green",
              "textures": { "lawn": { "png": "lawn.png" }, "tufts": { "png": "tufts.png", "variation": "none" } },
              "blocks": {
                "grass": { "top": "lawn", "side": "#6e5a46", "lip": "#4f7a36", "fringe": 2,
                           "cover": [ { "texture": "tufts", "columns": 4, "perCell": [3, 5] } ] },
                "path": { "top": "#a08a6a", "side": "#6e5a46",
                          "cover": [ { "texture": "tufts", "columns": 4, "perCell": 0.12 } ] } } }
            """;

    static final String GREEN = """
            { "name": "green", "blockSet": "green", "cells": ["gggg", "pppp", "gggg"],
              "heights": ["2222", "1111", "1111"], "legend": { "g": "grass", "p": "path" } }
            """;

    @TempDir
    Path dir;

    Path file(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    /** An OBJ read back: each group's vertices (x, y, z, r, g, b) and normals, and its face count. */
    record Group(List<double[]> vertices, List<double[]> normals, int[] faces) {
    }

    static Map<String, Group> readObj(Path obj) throws Exception {
        Map<String, Group> groups = new LinkedHashMap<>();
        Group g = null;
        List<double[]> all = new ArrayList<>(), normals = new ArrayList<>();
        for (String line : Files.readAllLines(obj)) {
            String[] f = line.split(" ");
            switch (f[0]) {
                case "g" -> {
                    g = new Group(new ArrayList<>(), new ArrayList<>(), new int[1]);
                    groups.put(f[1], g);
                }
                case "v" -> {
                    double[] v = new double[f.length - 1];
                    for (int i = 1; i < f.length; i++) {
                        v[i - 1] = Double.parseDouble(f[i]);
                    }
                    all.add(v);
                    g.vertices().add(v);
                }
                case "vn" -> {
                    double[] n = {Double.parseDouble(f[1]), Double.parseDouble(f[2]), Double.parseDouble(f[3])};
                    normals.add(n);
                    g.normals().add(n);
                }
                case "f" -> {
                    assertEquals(4, f.length, line);
                    for (int i = 1; i < 4; i++) {
                        int index = Integer.parseInt(f[i].split("/")[0]);
                        assertTrue(index >= 1 && index <= all.size(), "face " + line + " names a vertex not yet written");
                    }
                    g.faces()[0]++;
                }
                default -> { }
            }
        }
        return groups;
    }

    static int totalTriangles(String meshOut) {
        Matcher m = Pattern.compile("total: (\\d+) vertices, (\\d+) triangles, (\\d+) cards").matcher(meshOut);
        assertTrue(m.find(), meshOut);
        return Integer.parseInt(m.group(2));
    }

    static Set<Double> ys(Iterable<double[]> vs) {
        Set<Double> out = new TreeSet<>();
        for (double[] v : vs) {
            out.add(Math.round(v[1] * 1e4) / 1e4);
        }
        return out;
    }

    @Test
    void meshPrintsEachChunksCountsAndTheTotals() throws Exception {
        file("sets/village.json", VILLAGE_SET);
        Path map = file("terraces.json", TERRACES);
        LoamCliTest.Run r = LoamCliTest.loam("map", "mesh", map.toString(), "--sets", dir.resolve("sets").toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("terraces: 5x3 cells in 1 chunk, texture seed 0", lines.get(0));
        assertTrue(lines.get(1).matches("chunk 0,0: \\d+ vertices, \\d+ triangles, 0 cards, \\d+ meshes, 0 card strips,"
                + " \\d+ KiB"), lines.get(1));
        assertTrue(lines.get(2).startsWith("total: "));
        assertEquals("", r.err());
    }

    @Test
    void theTerracesObjHoldsTheStairsTreadsTheLipBandTheWaterAndEveryTriangle() throws Exception {
        file("sets/village.json", VILLAGE_SET);
        Path map = file("terraces.json", TERRACES);
        Path obj = dir.resolve("terraces.obj");
        String sets = dir.resolve("sets").toString();
        LoamCliTest.Run r = LoamCliTest.loam("map", "export", map.toString(), "--sets", sets, "--obj", obj.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith(obj + ": "), r.out());
        Map<String, Group> groups = readObj(obj);
        // Stair treads: the stair cell (x -0.5..0.5, z -0.5..0.5) climbs 0.5 to 1.0 m in four treads.
        List<double[]> stair = new ArrayList<>();
        groups.forEach((name, g) -> {
            if (name.contains("_top_")) {
                g.vertices().stream().filter(v -> v[0] >= -0.5 - 1e-6 && v[0] <= 0.5 + 1e-6 && v[2] > -0.5 + 1e-6
                        && v[2] < 0.5 - 1e-6 && v[1] > 0.5 + 1e-6).forEach(stair::add);
            }
        });
        assertEquals(Set.of(0.625, 0.75, 0.875, 1.0), ys(stair));
        // The grass's north face drops from 1 m to the cut at -2.5 m, its lip band the top metre.
        List<double[]> north = new ArrayList<>();
        groups.forEach((name, g) -> {
            if (name.contains("_wall_")) {
                for (int i = 0; i < g.vertices().size(); i++) {
                    double[] v = g.vertices().get(i);
                    if (g.normals().get(i)[2] < -0.5 && Math.abs(v[2] + 1.5) < 1e-6) {
                        north.add(v);
                    }
                }
            }
        });
        assertTrue(ys(north).containsAll(Set.of(1.0, 0.0, -2.5)), ys(north).toString());
        // The water's surface stands at the sea.
        List<double[]> surface = new ArrayList<>();
        groups.forEach((name, g) -> {
            if (name.contains("_water_")) {
                for (int i = 0; i < g.vertices().size(); i++) {
                    if (g.normals().get(i)[1] > 0.5) {
                        surface.add(g.vertices().get(i));
                    }
                }
            }
        });
        assertEquals(Set.of(0.2), ys(surface));
        // Every triangle `loam map mesh` counts is a face of the OBJ; every vertex has a colour.
        int faces = groups.values().stream().mapToInt(g -> g.faces()[0]).sum();
        assertEquals(totalTriangles(LoamCliTest.loam("map", "mesh", map.toString(), "--sets", sets).out()), faces);
        groups.values().forEach(g -> g.vertices().forEach(v -> assertEquals(6, v.length)));
    }

    @Test
    void theGreensObjHoldsItsCoverCardsAndFringes() throws Exception {
        BufferedImage lawn = new BufferedImage(64, 64, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 64; x++) {
                lawn.setRGB(x, y, (x * 3 + y * 5) % 7 != 0 ? 0xff4a7d3a : 0xff77a345);
            }
        }
        BufferedImage tufts = new BufferedImage(64, 16, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 16; y++) {
            for (int x = 0; x < 64; x++) {
                double tall = x % 2 == 0 ? 12 - Math.abs((x % 16) - 7.5) : 0;
                int up = 15 - y;
                tufts.setRGB(x, y, up < tall ? (up >= tall - 1 ? 0xffb5cc52 : 0xff3f7030) : 0);
            }
        }
        Files.createDirectories(dir.resolve("sets"));
        ImageIO.write(lawn, "png", dir.resolve("sets/lawn.png").toFile());
        ImageIO.write(tufts, "png", dir.resolve("sets/tufts.png").toFile());
        file("sets/green.json", GREEN_SET);
        Path map = file("green.json", GREEN);
        Path obj = dir.resolve("green.obj");
        String sets = dir.resolve("sets").toString();
        LoamCliTest.Run mesh = LoamCliTest.loam("map", "mesh", map.toString(), "--sets", sets, "--texture-seed", "7");
        assertEquals(0, mesh.code(), mesh.err());
        Matcher cards = Pattern.compile("(\\d+) cards, ").matcher(mesh.out());
        assertTrue(cards.find() && Integer.parseInt(cards.group(1)) >= 3 * 8, mesh.out());
        LoamCliTest.Run r = LoamCliTest.loam("map", "export", map.toString(), "--sets", sets, "--texture-seed", "7", "--obj", obj.toString());
        assertEquals(0, r.code(), r.err());
        Map<String, Group> groups = readObj(obj);
        assertTrue(groups.keySet().stream().anyMatch(n -> n.contains("_cover_")), groups.keySet().toString());
        assertTrue(groups.keySet().stream().anyMatch(n -> n.contains("_fringe_")), groups.keySet().toString());
        // The map stands centred on the origin, so the grass's edge over the path lies at z = -0.5: its
        // brim hangs 3/16 m out past it.
        assertTrue(groups.entrySet().stream().filter(e -> e.getKey().contains("_fringe_"))
                .flatMap(e -> e.getValue().vertices().stream()).anyMatch(v -> Math.abs(v[2] - (-0.5 + 3 / 16.0)) < 1e-5));
        int faces = groups.values().stream().mapToInt(g -> g.faces()[0]).sum();
        assertEquals(totalTriangles(mesh.out()), faces);
    }

    @Test
    void exportRefusesAMissingMapInOneLine() {
        LoamCliTest.Run r = LoamCliTest.loam("map", "export", dir.resolve("nothing.json").toString(), "--obj", dir.resolve("x.obj").toString());
        assertEquals(Loam.REFUSED, r.code());
        assertEquals(List.of(dir.resolve("nothing.json") + ": no such file"), r.err().lines().toList());
    }

    @Test
    void exportNeedsItsObjOptionAndMeshHasAnExampleInItsHelp() {
        LoamCliTest.Run r = LoamCliTest.loam("map", "export", "terraces.json");
        assertEquals(Loam.USAGE, r.code());
        assertTrue(r.err().contains("--obj"), r.err());
        LoamCliTest.Run help = LoamCliTest.loam("map", "mesh", "--help");
        assertEquals(0, help.code());
        assertTrue(help.out().contains("Example:"), help.out());
        assertTrue(LoamCliTest.loam("map", "export", "--help").out().contains("Example:"));
    }
}
