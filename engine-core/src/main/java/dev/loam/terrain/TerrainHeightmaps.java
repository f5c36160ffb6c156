package dev.loam.terrain;

import dev.loam.core.internal.ImageBytes;
import dev.loam.core.Progress;
import java.awt.image.BufferedImage;
import java.awt.image.Raster;
import java.awt.image.WritableRaster;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteOrder;
import java.util.Iterator;
import java.util.Objects;
import java.util.Optional;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.event.IIOReadProgressListener;
import javax.imageio.stream.ImageInputStream;

/**
 * Heightmaps as users already have them, the way Unity and Cities: Skylines read them: 16-bit
 * greyscale PNG, and raw 16-bit samples (little or big endian, square unless a width is given).
 * A sample {@code s} (0..65535) becomes the height {@code s / 65535 * heightScale} map units above
 * the origin; picture row {@code r}, column {@code c} becomes vertex {@code (i = c, j = r)}, so the
 * picture's top row is the terrain's low-Z edge. Export writes the same mapping back, clamped to
 * 0..heightScale and rounded to the nearest sample, so import → export reproduces the samples.
 *
 * <p>Every refusal is a {@link TerrainFormatException}: {@code png} or {@code raw} for the data,
 * {@code cell_size}, {@code height_scale} or {@code width} for an argument. All methods are static
 * and thread-safe.
 */
public final class TerrainHeightmaps {
    /** The largest sample, which maps to {@code heightScale}. */
    public static final int MAX_SAMPLE = 65535;

    private TerrainHeightmaps() {
    }

    /**
     * A terrain from a 16-bit greyscale PNG: one vertex a pixel, origin (0, 0, 0), no layers.
     *
     * @param png         the PNG file's bytes
     * @param cellSize    map units between vertices, above 0
     * @param heightScale the height of sample 65535, map units, above 0
     * @throws TerrainFormatException at {@code png} for bytes that are not a PNG, a PNG that is not
     *                                16-bit greyscale, or one outside 2..16385 pixels a side (checked
     *                                from the header before decoding)
     */
    public static Terrain importPng(byte[] png, double cellSize, double heightScale) {
        return importPng(png, cellSize, heightScale, Progress.NONE);
    }

    /**
     * A terrain from a 16-bit greyscale PNG, as {@link #importPng(byte[], double, double)} makes it,
     * reporting to {@code progress}: the phase {@code "decode"} counts the picture decoded in
     * percent (0 to 100), then the phase {@code "heights"} counts its rows turned into heights.
     *
     * @param png         the PNG file's bytes
     * @param cellSize    map units between vertices, above 0
     * @param heightScale the height of sample 65535, map units, above 0
     * @param progress    the listener; {@link Progress#NONE} for none
     * @return a new terrain, owned by the caller
     * @throws TerrainFormatException as {@link #importPng(byte[], double, double)} does
     * @throws Progress.Cancelled     when the listener cancels (the decoder is aborted)
     */
    public static Terrain importPng(byte[] png, double cellSize, double heightScale, Progress progress) {
        Objects.requireNonNull(progress, "progress");
        checkScale(cellSize, heightScale);
        String short_ = ImageBytes.problem(png);
        if (short_ != null) {
            throw new TerrainFormatException("png", short_);
        }
        BufferedImage image;
        RuntimeException[] stopped = new RuntimeException[1];
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(png))) {
            Iterator<ImageReader> readers = ImageIO.getImageReadersByFormatName("png");
            ImageReader reader = readers.next();
            try {
                reader.setInput(in, true, true);
                int width = reader.getWidth(0);
                int height = reader.getHeight(0);
                checkSize(width, height, "png");
                Progress.Phase decode = Progress.Phase.begin(progress, "decode", 100);
                reader.addIIOReadProgressListener(new IIOReadProgressListener() {
                    @Override
                    public void imageProgress(ImageReader source, float percentageDone) {
                        if (stopped[0] == null) {
                            try {
                                decode.advanceTo((long) percentageDone);
                            } catch (RuntimeException e) {
                                // A cancel, or the listener's own failure: stop the decoder, then throw it.
                                stopped[0] = e;
                                source.abort();
                            }
                        }
                    }

                    @Override
                    public void imageComplete(ImageReader source) {
                        // The last imageProgress already said how far; finish() below says 100.
                    }

                    @Override
                    public void imageStarted(ImageReader source, int imageIndex) {
                    }

                    @Override
                    public void sequenceStarted(ImageReader source, int minIndex) {
                    }

                    @Override
                    public void sequenceComplete(ImageReader source) {
                    }

                    @Override
                    public void thumbnailStarted(ImageReader source, int imageIndex, int thumbnailIndex) {
                    }

                    @Override
                    public void thumbnailProgress(ImageReader source, float percentageDone) {
                    }

                    @Override
                    public void thumbnailComplete(ImageReader source) {
                    }

                    @Override
                    public void readAborted(ImageReader source) {
                    }
                });
                image = reader.read(0);
                if (stopped[0] != null) {
                    throw stopped[0];
                }
                decode.finish();
            } finally {
                reader.dispose();
            }
        } catch (TerrainFormatException | Progress.Cancelled e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            if (stopped[0] != null) {
                throw stopped[0];
            }
            throw new TerrainFormatException("png", "not a readable PNG: " + e.getMessage(), e);
        }
        Raster raster = image.getRaster();
        if (raster.getNumBands() != 1 || raster.getSampleModel().getSampleSize(0) != 16) {
            throw new TerrainFormatException("png", "is " + raster.getNumBands() + " channel(s) of "
                    + raster.getSampleModel().getSampleSize(0) + " bits; a heightmap is one 16-bit grey channel");
        }
        int nx = image.getWidth();
        int nz = image.getHeight();
        float[] heights = new float[nx * nz];
        int[] row = new int[nx];
        Progress.Phase rows = Progress.Phase.begin(progress, "heights", nz);
        for (int j = 0; j < nz; j++) {
            raster.getSamples(0, j, nx, 1, 0, row);
            for (int i = 0; i < nx; i++) {
                heights[j * nx + i] = height(row[i], heightScale);
            }
            rows.step();
        }
        return Terrain.builder(nx, nz, cellSize).owned(heights, null, null).build();
    }

    /**
     * A terrain from raw 16-bit samples, row by row.
     *
     * @param raw         the file's bytes, two a sample
     * @param order       {@link ByteOrder#LITTLE_ENDIAN} (Windows, Unity's default) or big endian (Mac)
     * @param width       samples a row, or 0 for a square file
     * @param cellSize    map units between vertices, above 0
     * @param heightScale the height of sample 65535, map units, above 0
     * @throws TerrainFormatException at {@code raw} for an odd length, a length that is not a square
     *                                (width 0) or not whole rows, or a size outside 2..16385 a side
     */
    public static Terrain importRaw16(byte[] raw, ByteOrder order, int width, double cellSize, double heightScale) {
        return importRaw16(raw, order, width, cellSize, heightScale, Progress.NONE);
    }

    /**
     * A terrain from raw 16-bit samples, as {@link #importRaw16(byte[], ByteOrder, int, double, double)}
     * makes it, reporting to {@code progress} the phase {@code "heights"}, counted in rows.
     *
     * @param raw         the file's bytes, two a sample
     * @param order       {@link ByteOrder#LITTLE_ENDIAN} (Windows, Unity's default) or big endian (Mac)
     * @param width       samples a row, or 0 for a square file
     * @param cellSize    map units between vertices, above 0
     * @param heightScale the height of sample 65535, map units, above 0
     * @param progress    the listener; {@link Progress#NONE} for none
     * @return a new terrain, owned by the caller
     * @throws TerrainFormatException as {@link #importRaw16(byte[], ByteOrder, int, double, double)} does
     * @throws Progress.Cancelled     when the listener cancels
     */
    public static Terrain importRaw16(byte[] raw, ByteOrder order, int width, double cellSize, double heightScale,
            Progress progress) {
        Objects.requireNonNull(progress, "progress");
        checkScale(cellSize, heightScale);
        if (raw.length % 2 != 0) {
            throw new TerrainFormatException("raw", raw.length + " bytes is not a whole number of 16-bit samples");
        }
        long samples = raw.length / 2;
        long nx;
        if (width == 0) {
            nx = (long) Math.sqrt((double) samples);
            while (nx * nx > samples) {
                nx--;
            }
            while ((nx + 1) * (nx + 1) <= samples) {
                nx++;
            }
            if (nx * nx != samples) {
                String fix = "give the width";
                throw new TerrainFormatException("raw", samples + " samples is not a square; " + fix, Optional.of(fix),
                        null);
            }
        } else {
            if (width < 0) {
                throw new TerrainFormatException("width", width + " must be above 0, or 0 for a square file");
            }
            nx = width;
            if (samples % nx != 0) {
                throw new TerrainFormatException("raw", samples + " samples is not whole rows of " + width);
            }
        }
        long nz = nx == 0 ? 0 : samples / nx;
        checkSize(nx, nz, "raw");
        boolean little = order == ByteOrder.LITTLE_ENDIAN;
        float[] heights = new float[(int) samples];
        Progress.Phase rows = Progress.Phase.begin(progress, "heights", nz);
        int rowSamples = (int) nx;
        for (int k0 = 0; k0 < heights.length; k0 += rowSamples) {
            for (int k = k0; k < k0 + rowSamples; k++) {
                int lo = raw[2 * k + (little ? 0 : 1)] & 0xff;
                int hi = raw[2 * k + (little ? 1 : 0)] & 0xff;
                heights[k] = height(hi << 8 | lo, heightScale);
            }
            rows.step();
        }
        return Terrain.builder((int) nx, (int) nz, cellSize).owned(heights, null, null).build();
    }

    /**
     * The terrain's heights as a 16-bit greyscale PNG, one pixel a vertex: a height {@code h} above the
     * origin becomes {@code round(clamp(h / heightScale, 0, 1) * 65535)}.
     *
     * @param heightScale the height that becomes sample 65535, map units, above 0
     * @return the PNG file's bytes, owned by the caller
     */
    public static byte[] exportPng16(Terrain terrain, double heightScale) {
        checkScale(1, heightScale);
        int nx = terrain.resolutionX();
        int nz = terrain.resolutionZ();
        BufferedImage image = new BufferedImage(nx, nz, BufferedImage.TYPE_USHORT_GRAY);
        WritableRaster raster = image.getRaster();
        float[] h = terrain.heightArray();
        int[] row = new int[nx];
        for (int j = 0; j < nz; j++) {
            for (int i = 0; i < nx; i++) {
                row[i] = sample(h[j * nx + i], heightScale);
            }
            raster.setSamples(0, j, nx, 1, 0, row);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot encode the PNG: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /** The height of a sample, map units. */
    static float height(int sample, double heightScale) {
        return (float) (sample * heightScale / MAX_SAMPLE);
    }

    /** The sample of a height, clamped and rounded. */
    static int sample(float height, double heightScale) {
        double s = height / heightScale * MAX_SAMPLE;
        return (int) Math.max(0, Math.min(MAX_SAMPLE, Math.rint(s)));
    }

    private static void checkScale(double cellSize, double heightScale) {
        if (!(cellSize > 0) || !Double.isFinite(cellSize)) {
            throw new TerrainFormatException("cell_size", cellSize + " must be a finite number of map units above 0");
        }
        if (!(heightScale > 0) || !Double.isFinite(heightScale)) {
            throw new TerrainFormatException("height_scale", heightScale + " must be a finite number of map units above 0");
        }
    }

    private static void checkSize(long width, long height, String key) {
        if (width < 2 || height < 2 || width > Terrain.MAX_RESOLUTION || height > Terrain.MAX_RESOLUTION) {
            throw new TerrainFormatException(key, width + "x" + height + " samples; a heightmap is 2.."
                    + Terrain.MAX_RESOLUTION + " a side");
        }
    }
}
