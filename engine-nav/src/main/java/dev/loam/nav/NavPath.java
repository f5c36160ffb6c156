package dev.loam.nav;

import java.util.Arrays;
import org.joml.Vector3d;

/**
 * A path a {@link PathQuery} wrote: straight segments between corner points, world metres, from
 * the start to the goal or to the reachable point nearest it. The caller owns one and passes it as
 * {@code dest} to each query, which reuses its buffer (it grows only when a longer path needs it).
 */
public final class NavPath {
    /** How a query ended. */
    public enum Status {
        /** The path reaches the goal. */
        COMPLETE,
        /** The goal cannot be reached; the path ends at the reachable point nearest it. */
        PARTIAL,
        /** No walkable cell lies near the start: the path is empty. */
        NO_START
    }

    private double[] points = new double[3 * 16];
    private int count;
    private Status status = Status.NO_START;

    /** An empty path, to pass as {@code dest}. */
    public NavPath() {
    }

    /** How the query ended. */
    public Status status() {
        return status;
    }

    /** The corner points, start and end included; 0 when there is no path. */
    public int pointCount() {
        return count;
    }

    /** Point i's world x in metres. */
    public double x(int i) {
        return points[check(i) * 3];
    }

    /** Point i's world y in metres: the walkable surface there. */
    public double y(int i) {
        return points[check(i) * 3 + 1];
    }

    /** Point i's world z in metres. */
    public double z(int i) {
        return points[check(i) * 3 + 2];
    }

    /** Writes point i into {@code dest} and returns it. */
    public Vector3d point(int i, Vector3d dest) {
        return dest.set(x(i), y(i), z(i));
    }

    /** The path's length across (x, z), in metres. */
    public double lengthMetres() {
        double len = 0;
        for (int i = 1; i < count; i++) {
            double dx = points[i * 3] - points[i * 3 - 3], dz = points[i * 3 + 2] - points[i * 3 - 1];
            len += Math.sqrt(dx * dx + dz * dz);
        }
        return len;
    }

    private int check(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("point " + i + " of a path of " + count);
        }
        return i;
    }

    void reset(Status s) {
        count = 0;
        status = s;
    }

    void add(double x, double y, double z) {
        if (count > 0 && points[count * 3 - 3] == x && points[count * 3 - 1] == z) {
            return;
        }
        if (count * 3 + 3 > points.length) {
            points = Arrays.copyOf(points, points.length * 2);
        }
        points[count * 3] = x;
        points[count * 3 + 1] = y;
        points[count * 3 + 2] = z;
        count++;
    }

    /** Tests whether a straight walk between two points across (x, z) is clear. */
    @FunctionalInterface
    interface Segments {
        boolean clear(double ax, double az, double bx, double bz);
    }

    /** Drops each corner whose neighbours see each other straight, until none can go. */
    void shortcut(Segments segments) {
        boolean changed = true;
        while (changed && count > 2) {
            changed = false;
            for (int i = 1; i < count - 1; i++) {
                if (segments.clear(points[i * 3 - 3], points[i * 3 - 1], points[i * 3 + 3], points[i * 3 + 5])) {
                    System.arraycopy(points, i * 3 + 3, points, i * 3, (count - i - 1) * 3);
                    count--;
                    changed = true;
                    i--;
                }
            }
        }
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("NavPath[").append(status);
        for (int i = 0; i < count; i++) {
            b.append(" (").append(x(i)).append(", ").append(y(i)).append(", ").append(z(i)).append(')');
        }
        return b.append(']').toString();
    }
}
