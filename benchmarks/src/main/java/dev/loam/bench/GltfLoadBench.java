package dev.loam.bench;

import dev.loam.assets.GltfReader;
import dev.loam.model.Model;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Loading a 100,000-triangle GLB (a 250 × 200-quad grid: 50,451 vertices with float positions,
 * normals and UVs, uint indices; made in memory in the setup), beside its baseline in the same run:
 * <ul>
 * <li>{@code rawArrays}: copying the same bytes' positions, normals, UVs and indices into float and
 *     int arrays, knowing where they lie, nothing checked;</li>
 * <li>{@code loadModel}: {@link GltfReader#readGlb} into a {@link Model} (the GLB's chunks checked,
 *     the JSON parsed by jgltf, every accessor checked against its buffer view, each array copied
 *     out in bulk and then walked once: every value checked finite and every index in range, the
 *     positions' box measured and the normals made unit length in that walk; the model built on
 *     the arrays without copying them). Target: within 3× of the raw copy.</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
public class GltfLoadBench {
    /** Quads across and down: 250 × 200 × 2 = 100,000 triangles. */
    static final int QX = 250, QZ = 200;

    private byte[] glb;
    private int vertices;
    private int triangles;
    private int binStart;

    @Setup
    public void setUp() {
        int vx = QX + 1, vz = QZ + 1;
        vertices = vx * vz;
        triangles = 2 * QX * QZ;
        int posBytes = 12 * vertices, uvBytes = 8 * vertices, ixBytes = 12 * triangles;
        ByteBuffer bin = ByteBuffer.allocate(2 * posBytes + uvBytes + ixBytes).order(ByteOrder.LITTLE_ENDIAN);
        for (int z = 0; z < vz; z++) {
            for (int x = 0; x < vx; x++) {
                bin.putFloat(x * 0.1f).putFloat((float) Math.sin(x * 0.05) * (float) Math.cos(z * 0.07)).putFloat(z * 0.1f);
            }
        }
        for (int v = 0; v < vertices; v++) {
            bin.putFloat(0).putFloat(1).putFloat(0);
        }
        for (int z = 0; z < vz; z++) {
            for (int x = 0; x < vx; x++) {
                bin.putFloat(x / (float) QX).putFloat(z / (float) QZ);
            }
        }
        for (int z = 0; z < QZ; z++) {
            for (int x = 0; x < QX; x++) {
                int a = z * vx + x, b = a + 1, c = a + vx, d = c + 1;
                bin.putInt(a).putInt(c).putInt(b).putInt(b).putInt(c).putInt(d);
            }
        }
        String json = "{\"asset\":{\"version\":\"2.0\"},\"scene\":0,\"scenes\":[{\"nodes\":[0]}],\"nodes\":[{\"mesh\":0}],"
                + "\"meshes\":[{\"name\":\"grid\",\"primitives\":[{\"attributes\":{\"POSITION\":0,\"NORMAL\":1,\"TEXCOORD_0\":2},"
                + "\"indices\":3}]}],"
                + "\"buffers\":[{\"byteLength\":" + bin.capacity() + "}],"
                + "\"bufferViews\":["
                + view(0, posBytes) + "," + view(posBytes, posBytes) + "," + view(2 * posBytes, uvBytes) + ","
                + view(2 * posBytes + uvBytes, ixBytes) + "],"
                + "\"accessors\":["
                + accessor(0, 5126, vertices, "VEC3") + "," + accessor(1, 5126, vertices, "VEC3") + ","
                + accessor(2, 5126, vertices, "VEC2") + "," + accessor(3, 5125, 3 * triangles, "SCALAR") + "]}";
        byte[] text = json.getBytes(StandardCharsets.UTF_8);
        int jsonLength = (text.length + 3) / 4 * 4;
        binStart = 12 + 8 + jsonLength + 8;
        ByteBuffer out = ByteBuffer.allocate(binStart + bin.capacity()).order(ByteOrder.LITTLE_ENDIAN);
        out.putInt(0x46546C67).putInt(2).putInt(out.capacity());
        out.putInt(jsonLength).putInt(0x4E4F534A).put(text);
        while (out.position() < 20 + jsonLength) {
            out.put((byte) ' ');
        }
        out.putInt(bin.capacity()).putInt(0x004E4942).put(bin.array());
        glb = out.array();
        Model check = GltfReader.readGlb(glb, "grid.glb");
        if (check.triangleCount() != triangles || check.vertexCount() != vertices) {
            throw new IllegalStateException("the benchmark's GLB reads as " + check);
        }
    }

    private static String view(int offset, int length) {
        return "{\"buffer\":0,\"byteOffset\":" + offset + ",\"byteLength\":" + length + "}";
    }

    private static String accessor(int view, int type, int count, String kind) {
        return "{\"bufferView\":" + view + ",\"componentType\":" + type + ",\"count\":" + count + ",\"type\":\"" + kind + "\"}";
    }

    @Benchmark
    public void rawArrays(Blackhole bh) {
        ByteBuffer b = ByteBuffer.wrap(glb).order(ByteOrder.LITTLE_ENDIAN);
        float[] positions = new float[3 * vertices];
        float[] normals = new float[3 * vertices];
        float[] uvs = new float[2 * vertices];
        int[] indices = new int[3 * triangles];
        b.position(binStart);
        b.slice().order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(positions).get(normals).get(uvs);
        b.position(binStart + 32 * vertices);
        b.slice().order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(indices);
        bh.consume(positions);
        bh.consume(normals);
        bh.consume(uvs);
        bh.consume(indices);
    }

    @Benchmark
    public Model loadModel() {
        return GltfReader.readGlb(glb, "grid.glb");
    }
}
