package dev.loam.bench;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.imageio.ImageIO;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The scaling benchmarks' plotter (issue 22): reads JMH's JSON results ({@code -rf json -rff
 * FILE}), groups each benchmark's scores by its one size parameter, fits the exponent {@code b} of
 * {@code time ≈ a · work^b} by least squares on the logarithms (the work being the parameter, or
 * its square for a side length, as the benchmark's parameter name says), prints a Markdown table
 * for {@code benchmarks/RESULTS.md} and draws every series on log-log axes into a PNG.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.loam.bench.ScalingPlot
 * results.json docs/scaling.png}.
 */
public final class ScalingPlot {
    private static final int WIDTH = 1040, HEIGHT = 600, LEFT = 90, RIGHT = 330, TOP = 50, BOTTOM = 70;
    private static final Color[] COLOURS = {new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c),
        new Color(0x9467bd), new Color(0xff7f0e), new Color(0x17becf), new Color(0x8c564b), new Color(0xe377c2)};

    /** One benchmark's points: work (x) and milliseconds (y), and its fitted exponent. */
    record Series(String name, String parameter, List<double[]> points) {
        /** The least-squares slope of log(ms) over log(work). */
        double exponent() {
            int n = points.size();
            double mx = 0, my = 0;
            for (double[] p : points) {
                mx += Math.log(p[0]);
                my += Math.log(p[1]);
            }
            mx /= n;
            my /= n;
            double sxy = 0, sxx = 0;
            for (double[] p : points) {
                double dx = Math.log(p[0]) - mx;
                sxy += dx * (Math.log(p[1]) - my);
                sxx += dx * dx;
            }
            return sxx == 0 ? Double.NaN : sxy / sxx;
        }
    }

    private ScalingPlot() {
    }

    /**
     * Reads the results, prints the table and writes the plot.
     *
     * @param args the JMH JSON results file and the PNG to write
     * @throws IOException when a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: ScalingPlot RESULTS.json OUT.png");
            System.exit(2);
        }
        List<Series> series = read(Path.of(args[0]));
        System.out.println("| benchmark | parameter | points (work: ms) | fitted exponent |");
        System.out.println("| --- | --- | --- | --- |");
        for (Series s : series) {
            StringBuilder pts = new StringBuilder();
            for (double[] p : s.points()) {
                pts.append(pts.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.0f: %.4g", p[0], p[1]));
            }
            System.out.printf(Locale.ROOT, "| %s | %s | %s | %.2f |%n", s.name(), s.parameter(), pts, s.exponent());
        }
        Path out = Path.of(args[1]);
        if (out.getParent() != null) {
            Files.createDirectories(out.getParent());
        }
        ImageIO.write(draw(series), "png", out.toFile());
        System.out.println("wrote " + out);
    }

    /** The series in the results: one per benchmark with a size parameter, points in order of work. */
    static List<Series> read(Path json) throws IOException {
        JsonNode root = JsonMapper.builder().build().readTree(Files.readString(json));
        Map<String, Series> byName = new LinkedHashMap<>();
        for (JsonNode run : root) {
            JsonNode params = run.get("params");
            if (params == null || params.size() != 1) {
                continue;
            }
            String parameter = params.propertyNames().iterator().next();
            double value = Double.parseDouble(params.get(parameter).asString());
            double work = isSide(parameter) ? value * value : value;
            String benchmark = run.get("benchmark").asString();
            String name = benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
            JsonNode metric = run.get("primaryMetric");
            double ms = metric.get("score").asDouble() * toMillis(metric.get("scoreUnit").asString());
            byName.computeIfAbsent(name, n -> new Series(n, parameter, new ArrayList<>())).points().add(new double[] {work, ms});
        }
        List<Series> list = new ArrayList<>(byName.values());
        for (Series s : list) {
            s.points().sort((a, b) -> Double.compare(a[0], b[0]));
        }
        return list;
    }

    /**
     * A side length (a map's {@code size}, a region's {@code tiles}, a terrain's {@code resolution},
     * a square's {@code metres}): its square is the work. Any other parameter is the work itself.
     */
    private static boolean isSide(String parameter) {
        return parameter.equals("size") || parameter.equals("tiles") || parameter.equals("resolution")
                || parameter.equals("metres");
    }

    private static double toMillis(String unit) {
        return switch (unit) {
            case "ns/op" -> 1e-6;
            case "us/op" -> 1e-3;
            case "ms/op" -> 1;
            case "s/op" -> 1e3;
            default -> throw new IllegalArgumentException("score unit " + unit + ": run the benchmarks in average-time mode");
        };
    }

    /** Every series on log-log axes, a legend with its exponent. */
    static BufferedImage draw(List<Series> series) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, WIDTH, HEIGHT);
        double x0 = Double.MAX_VALUE, x1 = 0, y0 = Double.MAX_VALUE, y1 = 0;
        for (Series s : series) {
            for (double[] p : s.points()) {
                x0 = Math.min(x0, p[0]);
                x1 = Math.max(x1, p[0]);
                y0 = Math.min(y0, p[1]);
                y1 = Math.max(y1, p[1]);
            }
        }
        if (series.isEmpty()) {
            x0 = y0 = 1;
            x1 = y1 = 10;
        }
        double lx0 = Math.floor(Math.log10(x0)), lx1 = Math.ceil(Math.log10(x1));
        double ly0 = Math.floor(Math.log10(y0)), ly1 = Math.ceil(Math.log10(y1));
        lx1 = Math.max(lx1, lx0 + 1);
        ly1 = Math.max(ly1, ly0 + 1);
        int pw = WIDTH - LEFT - RIGHT, ph = HEIGHT - TOP - BOTTOM;
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        for (double d = lx0; d <= lx1; d++) {
            int x = LEFT + (int) Math.round((d - lx0) / (lx1 - lx0) * pw);
            g.setColor(new Color(0xdddddd));
            g.drawLine(x, TOP, x, TOP + ph);
            g.setColor(Color.DARK_GRAY);
            g.drawString(String.format(Locale.ROOT, "1e%d", (int) d), x - 12, TOP + ph + 18);
        }
        for (double d = ly0; d <= ly1; d++) {
            int y = TOP + ph - (int) Math.round((d - ly0) / (ly1 - ly0) * ph);
            g.setColor(new Color(0xdddddd));
            g.drawLine(LEFT, y, LEFT + pw, y);
            g.setColor(Color.DARK_GRAY);
            g.drawString(String.format(Locale.ROOT, "1e%d ms", (int) d), 20, y + 4);
        }
        g.setColor(Color.BLACK);
        g.drawRect(LEFT, TOP, pw, ph);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
        g.drawString("How each cost grows with its work (log-log; slope = exponent)", LEFT, 30);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.drawString("work: cells, tiles, metres or vertices, as each benchmark's parameter says", LEFT, HEIGHT - 25);
        for (int k = 0; k < series.size(); k++) {
            Series s = series.get(k);
            g.setColor(COLOURS[k % COLOURS.length]);
            g.setStroke(new BasicStroke(2f));
            int px = -1, py = -1;
            for (double[] p : s.points()) {
                int x = LEFT + (int) Math.round((Math.log10(p[0]) - lx0) / (lx1 - lx0) * pw);
                int y = TOP + ph - (int) Math.round((Math.log10(p[1]) - ly0) / (ly1 - ly0) * ph);
                g.fillOval(x - 4, y - 4, 8, 8);
                if (px >= 0) {
                    g.drawLine(px, py, x, y);
                }
                px = x;
                py = y;
            }
            int ly = TOP + 14 + 20 * k;
            g.fillRect(LEFT + pw + 16, ly - 9, 12, 12);
            g.setColor(Color.BLACK);
            g.drawString(String.format(Locale.ROOT, "%s  b = %.2f", s.name().replace("ScalingBench", ""), s.exponent()), LEFT + pw + 34,
                    ly + 2);
        }
        g.dispose();
        return image;
    }
}
