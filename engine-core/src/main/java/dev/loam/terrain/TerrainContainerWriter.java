package dev.loam.terrain;

import static dev.loam.terrain.TerrainContainer.HEADER_BYTES;
import static dev.loam.terrain.TerrainContainer.MAGIC;
import static dev.loam.terrain.TerrainContainer.SECTION_HEADER_BYTES;
import static dev.loam.terrain.TerrainContainer.TAG_HEIGHTS;
import static dev.loam.terrain.TerrainContainer.TAG_HOLES;
import static dev.loam.terrain.TerrainContainer.TAG_SCATTER;
import static dev.loam.terrain.TerrainContainer.TAG_SPLAT;
import static dev.loam.terrain.TerrainContainer.TAG_TERRAIN;
import static dev.loam.terrain.TerrainContainer.VERSION;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Writes the binary terrain container that {@link TerrainContainer} reads; see {@code docs/terrain-container.md}. */
final class TerrainContainerWriter {
    private TerrainContainerWriter() {
    }

    static byte[] write(TerrainFile file) {
        long total = HEADER_BYTES;
        Terrain t = file.terrain().orElse(null);
        byte[] terrainHeader = null;
        List<byte[]> scatterPayloads = new ArrayList<>();
        int sections = 0;
        if (t != null) {
            terrainHeader = terrainHeader(t);
            total += SECTION_HEADER_BYTES + terrainHeader.length;
            total += SECTION_HEADER_BYTES + 4L * t.heightArray().length;
            sections += 2;
            if (t.splatArray() != null) {
                total += SECTION_HEADER_BYTES + t.splatArray().length;
                sections++;
            }
            if (t.holeArray() != null) {
                total += SECTION_HEADER_BYTES + t.holeArray().length;
                sections++;
            }
        }
        for (Scatter s : file.scatters()) {
            byte[] p = scatterPayload(s);
            scatterPayloads.add(p);
            total += SECTION_HEADER_BYTES + p.length;
            sections++;
        }
        if (total > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("the container would be " + total + " bytes, past the 2 GiB one array holds");
        }
        byte[] out = new byte[(int) total];
        ByteBuffer b = ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
        b.put(MAGIC).putShort((short) VERSION).putShort((short) 0).putInt(sections);
        if (t != null) {
            section(b, TAG_TERRAIN, terrainHeader.length).put(terrainHeader);
            float[] h = t.heightArray();
            section(b, TAG_HEIGHTS, 4L * h.length);
            b.slice().order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().put(h);
            b.position(b.position() + 4 * h.length);
            if (t.splatArray() != null) {
                section(b, TAG_SPLAT, t.splatArray().length).put(t.splatArray());
            }
            if (t.holeArray() != null) {
                section(b, TAG_HOLES, t.holeArray().length).put(t.holeArray());
            }
        }
        for (byte[] p : scatterPayloads) {
            section(b, TAG_SCATTER, p.length).put(p);
        }
        return out;
    }

    private static ByteBuffer section(ByteBuffer b, int tag, long length) {
        return b.putInt(tag).putLong(length);
    }

    private static byte[] terrainHeader(Terrain t) {
        Out o = new Out();
        o.f64(t.originX()).f64(t.originY()).f64(t.originZ()).i32(t.resolutionX()).i32(t.resolutionZ())
                .f64(t.cellSize()).i32(t.chunkCells()).u8(t.layers().size());
        for (TerrainLayer l : t.layers()) {
            o.str(l.material()).f64(l.tile()).f64(l.detile()).f64(l.detileSharpen());
        }
        return o.bytes();
    }

    private static byte[] scatterPayload(Scatter s) {
        Out o = new Out();
        o.str(s.name()).u8(s.kind().ordinal()).u8(s.collision().ordinal())
                .u8((s.castShadows() ? 1 : 0) | (s.staticPropsMultimesh() ? 2 : 0) | (s.material().isPresent() ? 4 : 0))
                .f64(s.visibilityRange()).f64(s.chunkSize());
        s.material().ifPresent(o::str);
        o.i32(s.targets().size());
        s.targets().forEach(o::str);
        o.i32(s.items().size());
        for (ScatterItem i : s.items()) {
            o.str(i.source()).f64(i.weight()).f64(i.scaleMin()).f64(i.scaleMax()).f64(i.spacing()).f64(i.align())
                    .f64(i.tilt()).f64(i.sink())
                    .u8((i.randomYaw() ? 1 : 0) | (i.enabled() ? 2 : 0) | (i.material().isPresent() ? 4 : 0));
            i.material().ifPresent(o::str);
        }
        int n = s.size();
        o.i32(n);
        ByteBuffer cols = ByteBuffer.allocate(32 * n).order(ByteOrder.LITTLE_ENDIAN);
        for (int k = 0; k < n; k++) {
            cols.putInt(k * 4, s.itemRaw(k));
            cols.putInt(4 * (n + k), s.xCenti(k));
            cols.putInt(4 * (2 * n + k), s.yCenti(k));
            cols.putInt(4 * (3 * n + k), s.zCenti(k));
            cols.putInt(4 * (4 * n + k), s.pitchDeci(k));
            cols.putInt(4 * (5 * n + k), s.yawDeci(k));
            cols.putInt(4 * (6 * n + k), s.rollDeci(k));
            cols.putInt(4 * (7 * n + k), s.scaleMilli(k));
        }
        o.raw(cols.array());
        return o.bytes();
    }

    /** A small growable little-endian writer for section payloads. */
    private static final class Out {
        private ByteBuffer b = ByteBuffer.allocate(256).order(ByteOrder.LITTLE_ENDIAN);

        private void room(int n) {
            if (b.remaining() < n) {
                ByteBuffer bigger = ByteBuffer.allocate(Math.max(b.capacity() * 2, b.position() + n)).order(ByteOrder.LITTLE_ENDIAN);
                b.flip();
                bigger.put(b);
                b = bigger;
            }
        }

        Out f64(double v) {
            room(8);
            b.putDouble(v);
            return this;
        }

        Out i32(int v) {
            room(4);
            b.putInt(v);
            return this;
        }

        Out u8(int v) {
            room(1);
            b.put((byte) v);
            return this;
        }

        Out str(String s) {
            byte[] u = s.getBytes(StandardCharsets.UTF_8);
            i32(u.length);
            return raw(u);
        }

        Out raw(byte[] bytes) {
            room(bytes.length);
            b.put(bytes);
            return this;
        }

        byte[] bytes() {
            return Arrays.copyOf(b.array(), b.position());
        }
    }
}
