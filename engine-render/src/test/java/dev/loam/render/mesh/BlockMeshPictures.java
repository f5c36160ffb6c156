package dev.loam.render.mesh;

import dev.loam.blockmap.Face;
import dev.loam.blockmap.PixelTexture;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/**
 * Draws meshes seen from straight above into an image, for eyes: each top's face colour (or its
 * texture's texel at the vertex's u, v) times its baked light, water blended over at its opacity.
 * Tests write these into their temporary folder, and also into the folder the system property
 * {@code loam.mesh.pictures} names when it is set.
 */
final class BlockMeshPictures {
    /** The fringe mask of texture seed 0, which the pictures' looks use. */
    private static final PixelTexture MASK = BlockFringeMask.paint(0);

    private BlockMeshPictures() {
    }

    /** An image of the world rectangle from (x0, z0), {@code pixelsPerMetre} a metre, black where nothing is drawn. */
    static BufferedImage topDown(Iterable<BlockChunkMesh> chunks, double x0, double z0, int widthMetres,
                                 int depthMetres, int pixelsPerMetre) {
        int w = widthMetres * pixelsPerMetre, h = depthMetres * pixelsPerMetre;
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        double[] depth = new double[w * h];
        java.util.Arrays.fill(depth, Double.NEGATIVE_INFINITY);
        for (BlockMeshKind kind : new BlockMeshKind[] {BlockMeshKind.TOP, BlockMeshKind.FRINGE, BlockMeshKind.WATER}) {
            for (BlockChunkMesh chunk : chunks) {
                for (BlockMesh m : chunk.meshes(kind)) {
                    draw(img, depth, m, x0, z0, pixelsPerMetre);
                }
            }
        }
        return img;
    }

    private static void draw(BufferedImage img, double[] depth, BlockMesh m, double x0, double z0, int ppm) {
        float[] p = m.positions(), c = m.colours(), uv = m.uvs(), n = m.normals();
        int[] ix = m.indices();
        int w = img.getWidth(), h = img.getHeight();
        for (int t = 0; t < ix.length; t += 3) {
            int a = ix[t], b = ix[t + 1], d = ix[t + 2];
            if (n[3 * a + 1] < 0.5) {
                continue;
            }
            double ax = (p[3 * a] - x0) * ppm, az = (p[3 * a + 2] - z0) * ppm;
            double bx = (p[3 * b] - x0) * ppm, bz = (p[3 * b + 2] - z0) * ppm;
            double dx = (p[3 * d] - x0) * ppm, dz = (p[3 * d + 2] - z0) * ppm;
            double area = (bx - ax) * (dz - az) - (dx - ax) * (bz - az);
            if (area == 0) {
                continue;
            }
            int minX = (int) Math.max(0, Math.floor(Math.min(ax, Math.min(bx, dx))));
            int maxX = (int) Math.min(w - 1, Math.ceil(Math.max(ax, Math.max(bx, dx))));
            int minZ = (int) Math.max(0, Math.floor(Math.min(az, Math.min(bz, dz))));
            int maxZ = (int) Math.min(h - 1, Math.ceil(Math.max(az, Math.max(bz, dz))));
            for (int pz = minZ; pz <= maxZ; pz++) {
                for (int px = minX; px <= maxX; px++) {
                    double sx = px + 0.5, sz = pz + 0.5;
                    double wa = ((bx - sx) * (dz - sz) - (dx - sx) * (bz - sz)) / area;
                    double wb = ((dx - sx) * (az - sz) - (ax - sx) * (dz - sz)) / area;
                    double wd = 1 - wa - wb;
                    if (wa < 0 || wb < 0 || wd < 0) {
                        continue;
                    }
                    double y = wa * p[3 * a + 1] + wb * p[3 * b + 1] + wd * p[3 * d + 1];
                    int at = pz * w + px;
                    if (y < depth[at] - 1e-6) {
                        continue;
                    }
                    depth[at] = y;
                    if (m.kind() == BlockMeshKind.FRINGE) {
                        float[] e = m.extra();
                        double mu = wa * e[2 * a] + wb * e[2 * b] + wd * e[2 * d];
                        double mv = wa * e[2 * a + 1] + wb * e[2 * b + 1] + wd * e[2 * d + 1];
                        int col = Math.floorMod((int) Math.floor(mu * BlockFringeMask.WIDTH), BlockFringeMask.WIDTH);
                        int row = Math.min(BlockFringeMask.HEIGHT - 1, (int) Math.floor(mv * BlockFringeMask.HEIGHT));
                        if ((MASK.argb(col, row) >>> 24) < 128) {
                            continue;
                        }
                    }
                    double u = wa * uv[2 * a] + wb * uv[2 * b] + wd * uv[2 * d];
                    double v = wa * uv[2 * a + 1] + wb * uv[2 * b + 1] + wd * uv[2 * d + 1];
                    int base = base(m.material(), u, v);
                    double alpha = c[4 * a + 3];
                    int old = img.getRGB(px, pz);
                    int rgb = 0;
                    for (int ch = 0; ch < 3; ch++) {
                        double light = wa * c[4 * a + ch] + wb * c[4 * b + ch] + wd * c[4 * d + ch];
                        int shift = 16 - 8 * ch;
                        double value = m.kind() == BlockMeshKind.WATER ? light * 255 : (base >> shift & 0xff) * light;
                        double mixed = alpha * value + (1 - alpha) * (old >> shift & 0xff);
                        rgb |= (int) Math.max(0, Math.min(255, Math.round(mixed))) << shift;
                    }
                    img.setRGB(px, pz, rgb);
                }
            }
        }
    }

    private static int base(BlockMaterial m, double u, double v) {
        if (m.face() instanceof Face.Colour c) {
            return c.rgb();
        }
        if (m.face() instanceof Face.Texture t) {
            PixelTexture tex = t.texture();
            int x = Math.floorMod((int) Math.floor(u * tex.width()), tex.width());
            int y = Math.floorMod((int) Math.floor(v * tex.height()), tex.height());
            return tex.argb(x, y) & 0xffffff;
        }
        return 0xffffff;
    }

    /** Writes the image into the folder, and into {@code loam.mesh.pictures} when set; returns the first path. */
    static Path write(BufferedImage img, Path dir, String name) throws IOException {
        Path out = dir.resolve(name + ".png");
        ImageIO.write(img, "png", out.toFile());
        String extra = System.getProperty("loam.mesh.pictures");
        if (extra != null && !extra.isBlank()) {
            Path d = Path.of(extra);
            Files.createDirectories(d);
            ImageIO.write(img, "png", d.resolve(name + ".png").toFile());
        }
        return out;
    }
}
