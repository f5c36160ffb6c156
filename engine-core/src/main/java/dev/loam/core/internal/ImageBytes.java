package dev.loam.core.internal;

/**
 * What a PNG or JPEG file's bytes can hold, read from its chunks and markers before any decoder
 * allocates for the size its header claims. A decoder allocates the whole picture when it reads
 * the header; a 69-byte PNG claiming 16385 × 16385 pixels would cost 512 MiB before its data ran
 * out. {@link #problem(byte[])} names such a file, so that a refused picture's allocation stays in
 * proportion to its bytes.
 *
 * <p>The bound is the compressors' own: deflate (PNG's IDAT data) never packs more than 1,032
 * bytes into one, so a PNG whose IDAT chunks hold fewer than its rows' bytes / 1,032 cannot be
 * whole; a Huffman-coded JPEG (baseline or progressive) spends at least two bits on each 8 × 8
 * block of its finest component, so one claiming more than 256 pixels a byte of its file cannot
 * be whole either. Arithmetic-coded JPEGs, which can spend less, are refused: Java's decoder
 * reads none.
 */
public final class ImageBytes {
    /** The most bytes deflate turns one compressed byte into. */
    public static final long DEFLATE_MAX_RATIO = 1032;
    /** The most pixels a byte of a JPEG file can stand for. */
    public static final long JPEG_MAX_PIXELS_A_BYTE = 256;

    private static final byte[] PNG_MAGIC = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private ImageBytes() {
    }

    /** Whether the bytes begin with PNG's signature. */
    public static boolean isPng(byte[] b) {
        if (b.length < PNG_MAGIC.length) {
            return false;
        }
        for (int i = 0; i < PNG_MAGIC.length; i++) {
            if (b[i] != PNG_MAGIC[i]) {
                return false;
            }
        }
        return true;
    }

    /** Whether the bytes begin with JPEG's start-of-image marker. */
    public static boolean isJpeg(byte[] b) {
        return b.length >= 3 && (b[0] & 0xff) == 0xff && (b[1] & 0xff) == 0xd8 && (b[2] & 0xff) == 0xff;
    }

    /**
     * Why the file cannot hold the picture its header claims, or null when it can (or is neither
     * a PNG nor a JPEG, which the caller's decoder refuses on its own).
     *
     * @param b the whole file
     * @return the reason, in words naming the byte where the structure breaks or the sizes, or null
     */
    public static String problem(byte[] b) {
        if (isPng(b)) {
            return pngProblem(b);
        }
        if (isJpeg(b)) {
            return jpegProblem(b);
        }
        return null;
    }

    private static String pngProblem(byte[] b) {
        long width = -1, height = -1, bitsAPixel = 0, idat = 0;
        int at = PNG_MAGIC.length;
        while (at + 8 <= b.length) {
            long length = uint32(b, at);
            if (length > b.length - at - 12L) {
                // A chunk running past the end: what the file holds up to its end is what counts.
                length = Math.max(0, b.length - at - 8L);
            }
            boolean ihdr = b[at + 4] == 'I' && b[at + 5] == 'H' && b[at + 6] == 'D' && b[at + 7] == 'R';
            boolean data = b[at + 4] == 'I' && b[at + 5] == 'D' && b[at + 6] == 'A' && b[at + 7] == 'T';
            if (ihdr) {
                if (length < 13) {
                    return "the PNG's IHDR chunk at byte " + at + " is " + length + " bytes, not 13";
                }
                width = uint32(b, at + 8);
                height = uint32(b, at + 12);
                int depth = b[at + 16] & 0xff, colour = b[at + 17] & 0xff;
                int channels = switch (colour) {
                    case 2 -> 3;
                    case 4 -> 2;
                    case 6 -> 4;
                    default -> 1;
                };
                bitsAPixel = (long) depth * channels;
            } else if (data) {
                idat += length;
            }
            boolean end = b[at + 4] == 'I' && b[at + 5] == 'E' && b[at + 6] == 'N' && b[at + 7] == 'D';
            if (end) {
                break;
            }
            at += (int) Math.min(Integer.MAX_VALUE - 12L, length + 12);
            if (at < 0) {
                break;
            }
        }
        if (width < 0) {
            return "the PNG has no IHDR chunk giving its size";
        }
        long rowBytes = (width * Math.max(1, bitsAPixel) + 7) / 8 + 1;
        double raw = (double) rowBytes * height;
        if (raw > (double) idat * DEFLATE_MAX_RATIO) {
            return "the PNG claims " + width + " × " + height + " pixels (" + (long) raw + " bytes of rows) but holds "
                    + idat + " bytes of image data, too few for any PNG of that size";
        }
        return null;
    }

    private static String jpegProblem(byte[] b) {
        long[] size;
        try {
            size = declaredSize(b);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if ((double) size[0] * size[1] > (double) b.length * JPEG_MAX_PIXELS_A_BYTE) {
            return "the JPEG claims " + size[0] + " × " + size[1] + " pixels but is " + b.length
                    + " bytes, too few for any JPEG of that size";
        }
        return null;
    }

    /**
     * The width and height a PNG's or JPEG's header declares, read without decoding.
     *
     * @param b the whole file, a PNG or a JPEG
     * @return {width, height}
     * @throws IllegalArgumentException with the reason when the bytes are neither, or the header is
     *     cut short, has no size, or is arithmetic-coded (a JPEG Java's decoder does not read)
     */
    public static long[] declaredSize(byte[] b) {
        if (isPng(b)) {
            if (b.length < 24 || b[12] != 'I' || b[13] != 'H' || b[14] != 'D' || b[15] != 'R') {
                throw new IllegalArgumentException("the PNG has no IHDR header where it belongs (byte 12)");
            }
            return new long[] {uint32(b, 16), uint32(b, 20)};
        }
        if (!isJpeg(b)) {
            throw new IllegalArgumentException("the picture is neither a PNG nor a JPEG");
        }
        int at = 2;
        while (at + 4 <= b.length) {
            if ((b[at] & 0xff) != 0xff) {
                throw new IllegalArgumentException("the JPEG's markers break off at byte " + at);
            }
            int marker = b[at + 1] & 0xff;
            if (marker == 0xff) {
                at++;
                continue;
            }
            int length = (b[at + 2] & 0xff) << 8 | (b[at + 3] & 0xff);
            boolean sof = marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc;
            if (sof) {
                if (at + 9 > b.length) {
                    throw new IllegalArgumentException("the JPEG's frame header at byte " + at + " is cut short");
                }
                if (marker >= 0xc9) {
                    throw new IllegalArgumentException("the JPEG at byte " + at
                            + " is arithmetic-coded, which is not read: save it Huffman-coded");
                }
                long h = (b[at + 5] & 0xff) << 8 | (b[at + 6] & 0xff);
                long w = (b[at + 7] & 0xff) << 8 | (b[at + 8] & 0xff);
                return new long[] {w, h};
            }
            if (marker == 0xd9 || marker == 0xda) {
                break;
            }
            if (length < 2) {
                throw new IllegalArgumentException("the JPEG's segment at byte " + at + " has length " + length);
            }
            at += 2 + length;
        }
        throw new IllegalArgumentException("the JPEG has no start-of-frame header giving its size");
    }

    private static long uint32(byte[] b, int at) {
        return (b[at] & 0xffL) << 24 | (b[at + 1] & 0xffL) << 16 | (b[at + 2] & 0xffL) << 8 | (b[at + 3] & 0xffL);
    }
}
