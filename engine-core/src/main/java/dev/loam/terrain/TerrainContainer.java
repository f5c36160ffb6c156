package dev.loam.terrain;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The binary terrain container, documented in {@code docs/terrain-container.md}: an 16-byte header
 * (magic {@code LOAMTERR}, version, flags, section count) then tagged sections (tag, 64-bit length,
 * payload), all little-endian, the bulk arrays raw and the scatter instances as integer columns.
 * Reading checks the magic and version first, and every length against the bytes left before
 * allocating anything; every refusal names the byte offset.
 */
final class TerrainContainer {
    /** The first eight bytes of every container: ASCII {@code LOAMTERR}. */
    static final byte[] MAGIC = {'L', 'O', 'A', 'M', 'T', 'E', 'R', 'R'};
    /** The only version this code reads and writes. */
    static final int VERSION = 1;
    static final int HEADER_BYTES = 16;
    static final int SECTION_HEADER_BYTES = 12;
    static final int TAG_TERRAIN = tag("TERR");
    static final int TAG_HEIGHTS = tag("HGHT");
    static final int TAG_SPLAT = tag("SPLT");
    static final int TAG_HOLES = tag("HOLE");
    static final int TAG_SCATTER = tag("SCAT");

    private TerrainContainer() {
    }

    static int tag(String name) {
        byte[] b = name.getBytes(StandardCharsets.US_ASCII);
        return (b[0] & 0xff) | (b[1] & 0xff) << 8 | (b[2] & 0xff) << 16 | (b[3] & 0xff) << 24;
    }

    static String tagName(int tag) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 4; k++) {
            int c = (tag >>> (8 * k)) & 0xff;
            sb.append(c >= 0x20 && c < 0x7f ? String.valueOf((char) c) : String.format("\\x%02x", c));
        }
        return sb.toString();
    }

    /** Whether bytes start with the container's magic. */
    static boolean isContainer(byte[] bytes) {
        return bytes.length >= MAGIC.length && Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length);
    }

    // ---- reading ------------------------------------------------------------------------------

    static byte[] write(TerrainFile file) {
        return TerrainContainerWriter.write(file);
    }

    static TerrainFile read(byte[] bytes) {
        return read(TerrainContainerSource.of(bytes));
    }

    /** Reads a container from a source: the header, then section by section, each length checked first. */
    static TerrainFile read(TerrainContainerSource src) {
        long size = src.size();
        if (size < HEADER_BYTES) {
            byte[] start = src.bytes(0, (int) size);
            if (!isContainerPrefix(start)) {
                throw new TerrainFormatException("byte 0", "not a terrain container: it does not start with LOAMTERR");
            }
            throw new TerrainFormatException("byte " + size, "the file ends inside the 16-byte header");
        }
        byte[] head = src.bytes(0, HEADER_BYTES);
        if (!isContainer(head)) {
            throw new TerrainFormatException("byte 0", "not a terrain container: it does not start with LOAMTERR");
        }
        ByteBuffer hb = ByteBuffer.wrap(head).order(ByteOrder.LITTLE_ENDIAN);
        int version = hb.getShort(8) & 0xffff;
        if (version != VERSION) {
            throw new TerrainFormatException("byte 8", "version " + version + " is not one this reader knows (it reads "
                    + VERSION + ")");
        }
        int flags = hb.getShort(10) & 0xffff;
        if (flags != 0) {
            throw new TerrainFormatException("byte 10", "flags " + flags + " must be 0 in version 1");
        }
        long sections = hb.getInt(12) & 0xffffffffL;
        if (sections > (size - HEADER_BYTES) / SECTION_HEADER_BYTES) {
            throw new TerrainFormatException("byte 12", sections + " sections cannot fit in the " + (size - HEADER_BYTES)
                    + " bytes that follow the header");
        }
        TerrainHeader header = null;
        long headerAt = 0;
        float[] heights = null;
        byte[] splat = null;
        byte[] holes = null;
        List<Scatter> scatters = new ArrayList<>();
        long pos = HEADER_BYTES;
        for (long s = 0; s < sections; s++) {
            long at = pos;
            if (size - at < SECTION_HEADER_BYTES) {
                throw new TerrainFormatException("byte " + at, "the file ends inside a section header ("
                        + SECTION_HEADER_BYTES + " bytes needed, " + (size - at) + " left)");
            }
            ByteBuffer sh = ByteBuffer.wrap(src.bytes(at, SECTION_HEADER_BYTES)).order(ByteOrder.LITTLE_ENDIAN);
            int tag = sh.getInt(0);
            long length = sh.getLong(4);
            long start = at + SECTION_HEADER_BYTES;
            if (length < 0 || length > size - start) {
                throw new TerrainFormatException("byte " + (at + 4), "section " + tagName(tag) + " claims "
                        + Long.toUnsignedString(length) + " bytes but " + (size - start) + " remain in the file");
            }
            if (tag == TAG_TERRAIN) {
                if (header != null) {
                    throw new TerrainFormatException("byte " + at, "a second TERR section: a container holds one terrain");
                }
                In in = new In(src.bytes(start, checkedPayload(length, at)), start);
                header = readTerrainHeader(in, in.end);
                endsWithItsContent(in, tag);
                headerAt = at;
            } else if (tag == TAG_HEIGHTS || tag == TAG_SPLAT || tag == TAG_HOLES) {
                if (header == null) {
                    throw new TerrainFormatException("byte " + at, "section " + tagName(tag)
                            + " comes before the TERR section it belongs to");
                }
                long expected = tag == TAG_HOLES ? (long) (header.nx - 1) * (header.nz - 1) : 4L * header.vertices();
                if (length != expected) {
                    throw new TerrainFormatException("byte " + (at + 4), "section " + tagName(tag) + " holds " + length
                            + " bytes but resolution " + header.nx + "x" + header.nz + " needs " + expected);
                }
                if (tag == TAG_HEIGHTS ? heights != null : tag == TAG_SPLAT ? splat != null : holes != null) {
                    throw new TerrainFormatException("byte " + at, "a second " + tagName(tag) + " section");
                }
                if (tag == TAG_HEIGHTS) {
                    heights = new float[header.vertices()];
                    int bad = src.floats(start, heights);
                    if (bad >= 0) {
                        throw new TerrainFormatException("byte " + (start + 4L * bad), "heights[" + bad + "]: vertex ("
                                + bad % header.nx + ", " + bad / header.nx + ") is " + heights[bad]
                                + "; every height must be a finite number");
                    }
                } else if (tag == TAG_SPLAT) {
                    splat = src.bytes(start, (int) length);
                } else {
                    holes = src.bytes(start, (int) length);
                }
            } else if (tag == TAG_SCATTER) {
                In in = new In(src.bytes(start, checkedPayload(length, at)), start);
                scatters.add(readScatter(in, in.end));
                endsWithItsContent(in, tag);
            } else {
                throw new TerrainFormatException("byte " + at, "unknown section tag " + tagName(tag)
                        + "; version 1 knows TERR, HGHT, SPLT, HOLE and SCAT");
            }
            pos = start + length;
        }
        if (pos != size) {
            throw new TerrainFormatException("byte " + pos, (size - pos) + " bytes follow the last section");
        }
        Optional<Terrain> terrain = Optional.empty();
        if (header != null) {
            if (heights == null) {
                throw new TerrainFormatException("byte " + headerAt, "the terrain has no HGHT section");
            }
            try {
                terrain = Optional.of(Terrain.builder(header.nx, header.nz, header.cellSize)
                        .origin(header.ox, header.oy, header.oz).layers(header.layers).chunkCells(header.chunkCells)
                        .owned(heights, splat, holes).heightsChecked().build());
            } catch (TerrainFormatException e) {
                throw new TerrainFormatException("byte " + headerAt, e.getMessage(), e.fix(), e);
            }
        }
        return new TerrainFile(terrain, scatters);
    }

    /** A small section's length as an array size: the header and scatter sections are read whole. */
    private static int checkedPayload(long length, long at) {
        if (length > Integer.MAX_VALUE - 8) {
            throw new TerrainFormatException("byte " + (at + 4), "a section of " + length + " bytes is past what one array holds");
        }
        return (int) length;
    }

    private static void endsWithItsContent(In in, int tag) {
        if (in.pos != in.end) {
            throw new TerrainFormatException("byte " + in.at(in.pos), "section " + tagName(tag) + " ends at byte "
                    + in.at(in.end) + " but its content ends here");
        }
    }

    private static boolean isContainerPrefix(byte[] bytes) {
        int n = Math.min(bytes.length, MAGIC.length);
        return Arrays.equals(bytes, 0, n, MAGIC, 0, n);
    }

    private record TerrainHeader(double ox, double oy, double oz, int nx, int nz, double cellSize, int chunkCells,
            List<TerrainLayer> layers) {
        int vertices() {
            return nx * nz;
        }
    }

    private static TerrainHeader readTerrainHeader(In in, int end) {
        in.end = end;
        try {
            double ox = in.f64();
            double oy = in.f64();
            double oz = in.f64();
            int resAt = in.pos;
            int nx = in.i32();
            int nz = in.i32();
            double cellSize = in.f64();
            try {
                TerrainBuilder.check(nx, nz, cellSize);
            } catch (TerrainFormatException e) {
                throw new TerrainFormatException("byte " + in.at(resAt), e.getMessage(), e.fix(), e);
            }
            int chunkAt = in.pos;
            int chunkCells = in.i32();
            if (chunkCells < 1 || chunkCells > Terrain.MAX_CHUNK_CELLS) {
                throw new TerrainFormatException("byte " + in.at(chunkAt), "chunk_cells " + chunkCells + " must lie in 1.."
                        + Terrain.MAX_CHUNK_CELLS);
            }
            int layersAt = in.pos;
            int count = in.u8();
            if (count > Terrain.MAX_LAYERS) {
                throw new TerrainFormatException("byte " + in.at(layersAt), count + " layers; a terrain has at most four");
            }
            List<TerrainLayer> layers = new ArrayList<>();
            for (int k = 0; k < count; k++) {
                int layerAt = in.pos;
                String material = in.str();
                double tile = in.f64();
                double detile = in.f64();
                double sharpen = in.f64();
                try {
                    layers.add(new TerrainLayer(material, tile, detile, sharpen));
                } catch (TerrainFormatException e) {
                    throw new TerrainFormatException("byte " + in.at(layerAt), "layers[" + k + "]." + e.getMessage(), e.fix(),
                            e);
                }
            }
            return new TerrainHeader(ox, oy, oz, nx, nz, cellSize, chunkCells, layers);
        } finally {
            in.end = in.bytes.length;
        }
    }

    private static Scatter readScatter(In in, int end) {
        in.end = end;
        try {
            int at = in.pos;
            String name = in.str();
            int kindAt = in.pos;
            int kind = in.u8();
            int collision = in.u8();
            int flagsAt = in.pos;
            int flags = in.u8();
            if (kind >= ScatterKind.values().length) {
                throw new TerrainFormatException("byte " + in.at(kindAt), "kind " + kind + " is not 0 (props) or 1 (foliage)");
            }
            if (collision >= ScatterCollision.values().length) {
                throw new TerrainFormatException("byte " + in.at(kindAt + 1), "collision " + collision
                        + " is not 0 (none), 1 (convex) or 2 (trimesh)");
            }
            if ((flags & ~7) != 0) {
                throw new TerrainFormatException("byte " + in.at(flagsAt), "flags " + flags + " set bits version 1 does not know");
            }
            double visibility = in.f64();
            double chunkSize = in.f64();
            ScatterBuilder b = Scatter.fileDefaults(name).kind(ScatterKind.values()[kind])
                    .collision(ScatterCollision.values()[collision]).castShadows((flags & 1) != 0)
                    .staticPropsMultimesh((flags & 2) != 0).visibilityRange(visibility).chunkSize(chunkSize);
            if ((flags & 4) != 0) {
                b.material(in.str());
            }
            int targetsAt = in.pos;
            long targets = in.u32();
            if (targets > in.remaining() / 4) {
                throw new TerrainFormatException("byte " + in.at(targetsAt), targets + " targets cannot fit in the section");
            }
            List<String> ts = new ArrayList<>();
            for (long k = 0; k < targets; k++) {
                ts.add(in.str());
            }
            b.targets(ts);
            int itemsAt = in.pos;
            long itemCount = in.u32();
            if (itemCount > in.remaining() / 61) {
                throw new TerrainFormatException("byte " + in.at(itemsAt), itemCount + " items cannot fit in the section");
            }
            List<ScatterItem> items = new ArrayList<>();
            for (long k = 0; k < itemCount; k++) {
                int itemAt = in.pos;
                String source = in.str();
                double weight = in.f64();
                double min = in.f64();
                double max = in.f64();
                double spacing = in.f64();
                double align = in.f64();
                double tilt = in.f64();
                double sink = in.f64();
                int itemFlagsAt = in.pos;
                int itemFlags = in.u8();
                if ((itemFlags & ~7) != 0) {
                    throw new TerrainFormatException("byte " + in.at(itemFlagsAt), "item flags " + itemFlags
                            + " set bits version 1 does not know");
                }
                Optional<String> material = (itemFlags & 4) != 0 ? Optional.of(in.str()) : Optional.empty();
                try {
                    items.add(new ScatterItem(source, weight, min, max, spacing, align, (itemFlags & 1) != 0, tilt, sink,
                            material, (itemFlags & 2) != 0));
                } catch (TerrainFormatException e) {
                    throw new TerrainFormatException("byte " + in.at(itemAt), "items[" + k + "]." + e.getMessage(), e.fix(),
                            e);
                }
            }
            b.items(items);
            Scatter s;
            try {
                s = b.build();
            } catch (TerrainFormatException e) {
                throw new TerrainFormatException("byte " + in.at(at), e.getMessage(), e.fix(), e);
            }
            int countAt = in.pos;
            long n = in.u32();
            if (n * 32 != in.remaining()) {
                throw new TerrainFormatException("byte " + in.at(countAt), n + " instances need " + n * 32 + " bytes of columns but "
                        + in.remaining() + " remain in the section");
            }
            int count = (int) n;
            int base = in.pos;
            ByteBuffer cols = ByteBuffer.wrap(in.bytes).order(ByteOrder.LITTLE_ENDIAN);
            int itemCountInt = items.size();
            s.ensureCapacity(count);
            for (int k = 0; k < count; k++) {
                int item = cols.getInt(base + 4 * k);
                if (item < 0 || item >= itemCountInt) {
                    throw new TerrainFormatException("byte " + in.at(base + 4 * k), "instances[" + k + "] uses item " + item
                            + ", past items, which holds " + itemCountInt);
                }
                s.addRounded(item, cols.getInt(base + 4 * (count + k)), cols.getInt(base + 4 * (2 * count + k)),
                        cols.getInt(base + 4 * (3 * count + k)), cols.getInt(base + 4 * (4 * count + k)),
                        cols.getInt(base + 4 * (5 * count + k)), cols.getInt(base + 4 * (6 * count + k)),
                        cols.getInt(base + 4 * (7 * count + k)));
            }
            in.pos = end;
            return s;
        } finally {
            in.end = in.bytes.length;
        }
    }

    /** A bounds-checked little-endian reader naming byte offsets. */
    private static final class In {
        final byte[] bytes;
        final ByteBuffer b;
        final long base;
        int pos;
        int end;

        /** A reader of a section's payload that starts at file offset {@code base}. */
        In(byte[] bytes, long base) {
            this.bytes = bytes;
            this.b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
            this.base = base;
            this.end = bytes.length;
        }

        /** The file offset of a payload position. */
        long at(long payloadPosition) {
            return base + payloadPosition;
        }

        int remaining() {
            return end - pos;
        }

        void need(int n, String what) {
            if (n > end - pos) {
                throw new TerrainFormatException("byte " + (base + pos), "the section"
                        + " ends inside " + what + " (" + n + " bytes needed, " + (end - pos) + " left)");
            }
        }

        int u8() {
            need(1, "a byte");
            return bytes[pos++] & 0xff;
        }

        int u16() {
            need(2, "a 16-bit number");
            int v = b.getShort(pos) & 0xffff;
            pos += 2;
            return v;
        }

        int i32() {
            need(4, "a 32-bit number");
            int v = b.getInt(pos);
            pos += 4;
            return v;
        }

        long u32() {
            return i32() & 0xffffffffL;
        }

        long i64() {
            need(8, "a 64-bit number");
            long v = b.getLong(pos);
            pos += 8;
            return v;
        }

        double f64() {
            need(8, "a 64-bit float");
            double v = b.getDouble(pos);
            pos += 8;
            return v;
        }

        String str() {
            int at = pos;
            long length = u32();
            if (length > remaining()) {
                throw new TerrainFormatException("byte " + (base + at), "a string claims " + length + " bytes but "
                        + remaining() + " remain");
            }
            try {
                CharBuffer chars = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, pos, (int) length));
                pos += (int) length;
                return chars.toString();
            } catch (CharacterCodingException e) {
                throw new TerrainFormatException("byte " + (base + at + 4), "a string is not valid UTF-8", e);
            }
        }
    }
}
