package dev.loam.render.gl;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.assets.Kit;
import dev.loam.model.Model;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every kit model drawn by the GL renderer, three-quarter from above on a ground with its
 * shadow, as contact sheets under {@code target/kit/} (the models and their cheaper levels) and
 * one picture from three sides a model: what a person looks at before calling the kit done. The
 * small sheet is held against a golden image.
 */
@Tag("gl")
class KitPicturesTest {
    private static final Path OUT = Path.of("target", "kit");
    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden", "kit-contact-sheet.png");
    private static final int COLUMNS = 6;

    @Test
    @SuppressWarnings("try") // the context is held open for the renderer
    void everyKitModelIsDrawnAndTheSheetMatchesItsGolden() throws IOException {
        Files.createDirectories(OUT);
        List<String> names = Kit.names();
        int rows = (names.size() + COLUMNS - 1) / COLUMNS;
        int cell = 240, small = 96;
        BufferedImage sheet = new BufferedImage(COLUMNS * cell, rows * cell, BufferedImage.TYPE_INT_RGB);
        BufferedImage lodSheet = new BufferedImage(COLUMNS * cell, rows * cell, BufferedImage.TYPE_INT_RGB);
        BufferedImage smallSheet = new BufferedImage(COLUMNS * small, rows * small, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = sheet.createGraphics(), gl = lodSheet.createGraphics(), gs = smallSheet.createGraphics();
        try (GlContext context = GlContext.open(cell, cell, "kit pictures", true); ModelRenderer renderer = new ModelRenderer()) {
            for (int i = 0; i < names.size(); i++) {
                String name = names.get(i);
                Model m = Kit.model(name);
                BufferedImage three = ModelPictures.threeSides(renderer, m, RenderLook.diorama(), cell, cell);
                renderer.release(m);
                ImageIO.write(three, "png", OUT.resolve(name + ".png").toFile());
                BufferedImage view = three.getSubimage(2 * cell, 0, cell, cell);
                assertTrue(shows(view), name + " shows in its picture");
                int x = (i % COLUMNS) * cell, y = (i / COLUMNS) * cell;
                g.drawImage(view, x, y, null);
                label(g, name + " (" + m.triangleCount() + ")", x, y);
                Model cheap = m.lods().get(0).model();
                BufferedImage lod = ModelPictures.threeSides(renderer, cheap, RenderLook.diorama(), cell, cell).getSubimage(2 * cell, 0,
                        cell, cell);
                renderer.release(cheap);
                gl.drawImage(lod, x, y, null);
                label(gl, name + " lod (" + cheap.triangleCount() + ")", x, y);
                BufferedImage tiny = ModelPictures.threeSides(renderer, m, RenderLook.diorama(), small, small).getSubimage(2 * small, 0,
                        small, small);
                renderer.release(m);
                gs.drawImage(tiny, (i % COLUMNS) * small, (i / COLUMNS) * small, null);
            }
        } finally {
            g.dispose();
            gl.dispose();
            gs.dispose();
        }
        ImageIO.write(sheet, "png", OUT.resolve("kit-contact-sheet.png").toFile());
        ImageIO.write(lodSheet, "png", OUT.resolve("kit-contact-sheet-lod.png").toFile());
        ImageIO.write(smallSheet, "png", OUT.resolve("kit-contact-sheet-small.png").toFile());
        if (!Files.exists(GOLDEN)) {
            Files.createDirectories(GOLDEN.getParent());
            ImageIO.write(smallSheet, "png", GOLDEN.toFile());
        }
        BufferedImage golden = ImageIO.read(GOLDEN.toFile());
        assertTrue(golden.getWidth() == smallSheet.getWidth() && golden.getHeight() == smallSheet.getHeight(), "the golden's size");
        int changed = 0;
        for (int y = 0; y < golden.getHeight(); y++) {
            for (int x = 0; x < golden.getWidth(); x++) {
                int a = golden.getRGB(x, y), b = smallSheet.getRGB(x, y);
                for (int s = 0; s < 24; s += 8) {
                    if (Math.abs((a >> s & 0xff) - (b >> s & 0xff)) > 2) {
                        changed++;
                        break;
                    }
                }
            }
        }
        double share = (double) changed / (golden.getWidth() * golden.getHeight());
        assertTrue(share <= 0.002, "the kit's contact sheet differs from " + GOLDEN + " in " + changed + " pixels; it is drawn in "
                + OUT.resolve("kit-contact-sheet-small.png"));
    }

    /** Whether a picture holds something besides its sky and ground: enough pixels unlike the colours of its corners. */
    private static boolean shows(BufferedImage view) {
        int w = view.getWidth(), h = view.getHeight();
        int sky = view.getRGB(w / 2, 1), ground = view.getRGB(w / 2, h - 2);
        int other = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int c = view.getRGB(x, y);
                if (far(c, sky) && far(c, ground)) {
                    other++;
                }
            }
        }
        return other > w * h / 200;
    }

    private static boolean far(int a, int b) {
        int d = 0;
        for (int s = 0; s < 24; s += 8) {
            d += Math.abs((a >> s & 0xff) - (b >> s & 0xff));
        }
        return d > 60;
    }

    private static void label(Graphics2D g, String text, int x, int y) {
        g.setColor(new Color(0, 0, 0, 150));
        g.fillRect(x, y, 8 * text.length() + 8, 16);
        g.setColor(Color.WHITE);
        g.drawString(text, x + 4, y + 12);
    }
}
