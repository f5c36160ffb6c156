package dev.loam.physics;

/** Grounds the vehicle tests drive on. */
final class Grounds {
    private Grounds() {
    }

    /** A level heightfield {@code size} metres square at y = {@code y}, 2 m quads, its south-west corner at (−size/2, −size/2). */
    static CollisionWorld flat(double size, double y) {
        int n = (int) Math.round(size / 2) + 1;
        double[] h = new double[n * n];
        java.util.Arrays.fill(h, y);
        return new CollisionWorld().add(new HeightfieldCollider(n, n, 2, 2, -size / 2, 0, -size / 2, h, null));
    }

    /** A heightfield whose height is {@code f(x, z)}, 1 m quads, over [x0, x0 + w] × [z0, z0 + d]. */
    static CollisionWorld field(double x0, double z0, int w, int d, java.util.function.DoubleBinaryOperator f) {
        double[] h = new double[(w + 1) * (d + 1)];
        for (int j = 0; j <= d; j++) {
            for (int i = 0; i <= w; i++) {
                h[j * (w + 1) + i] = f.applyAsDouble(x0 + i, z0 + j);
            }
        }
        return new CollisionWorld().add(new HeightfieldCollider(w + 1, d + 1, 1, 1, x0, 0, z0, h, null));
    }
}
