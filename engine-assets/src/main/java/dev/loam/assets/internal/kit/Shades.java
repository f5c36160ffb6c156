package dev.loam.assets.internal.kit;

import dev.loam.core.StableHash;

/**
 * Ready-made {@link KitMesh.Shade}s. Colours are factors on the material's base colour (0..1):
 * a tint, a per-face or per-vertex variation, and a little light and shade baked in (faces
 * looking down darker, low parts darker), which keeps low-poly shapes reading from a distance.
 */
final class Shades {
    private Shades() {
    }

    /** A tint varied by up to {@code amount} darker, face by face. */
    static KitMesh.Shade vary(float[] tint, double amount) {
        return (p, n, key, rgb) -> KitColour.scaled(tint, 1 - amount * StableHash.unit(key), rgb);
    }

    /** One colour, no variation. */
    static KitMesh.Shade solid(float[] tint) {
        return (p, n, key, rgb) -> KitColour.scaled(tint, 1, rgb);
    }

    /**
     * Foliage: lighter towards {@code top} and on faces that look up, much darker underneath,
     * varied by {@code amount}.
     */
    static KitMesh.Shade foliage(float[] tint, double bottom, double top, double amount) {
        return (p, n, key, rgb) -> {
            double h = top > bottom ? Math.max(0, Math.min(1, (p[1] - bottom) / (top - bottom))) : 1;
            double k = 0.6 + 0.22 * h + 0.2 * n[1];
            k *= 1 - amount * StableHash.unit(key);
            KitColour.scaled(tint, k, rgb);
        };
    }

    /** Bark: darker near the ground and in random streaks. */
    static KitMesh.Shade bark(float[] tint) {
        return (p, n, key, rgb) -> {
            double k = 0.72 + 0.2 * StableHash.unit(key) + 0.08 * Math.min(1, p[1] / 2);
            KitColour.scaled(tint, k, rgb);
        };
    }

    /** A blade of grass or a reed: dark at its foot, lighter and warmer towards {@code top}. */
    static KitMesh.Shade blade(float[] foot, float[] tip, double top) {
        return (p, n, key, rgb) -> {
            double h = Math.max(0, Math.min(1, p[1] / top));
            KitColour.mix(foot, tip, h, rgb);
            KitColour.scaled(rgb, 1 - 0.12 * StableHash.unit(key), rgb);
        };
    }

    /** Stone or rock: varied face by face, darker low down and underneath, {@code moss} on faces that look up. */
    static KitMesh.Shade rock(float[] tint, float[] moss, double height, double amount) {
        float[] base = new float[3];
        return (p, n, key, rgb) -> {
            double k = (0.78 + 0.22 * Math.min(1, p[1] / Math.max(height, 1e-3))) * (1 - amount * StableHash.unit(key));
            k *= 0.85 + 0.15 * Math.max(0, n[1]);
            if (moss != null && n[1] > 0.55) {
                KitColour.mix(tint, moss, Math.min(1, (n[1] - 0.55) * 3.5), base);
                KitColour.scaled(base, k, rgb);
            } else {
                KitColour.scaled(tint, k, rgb);
            }
        };
    }

    /** Planks: bands {@code width} metres high along y, each its own shade of the tint. */
    static KitMesh.Shade planksY(float[] tint, double width, long seed) {
        return (p, n, key, rgb) -> {
            long band = (long) Math.floor(p[1] / width);
            double k = 0.74 + 0.22 * StableHash.unit(StableHash.hash(seed, band)) + 0.04 * StableHash.unit(key);
            KitColour.scaled(tint, k, rgb);
        };
    }

    /** Tints {1, 1, 1} times a shade factor. */
    static float[] grey(double k) {
        return new float[] {(float) k, (float) k, (float) k};
    }

    static float[] rgb(double r, double g, double b) {
        return new float[] {(float) r, (float) g, (float) b};
    }
}
