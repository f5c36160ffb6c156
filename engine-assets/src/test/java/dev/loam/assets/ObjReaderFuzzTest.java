package dev.loam.assets;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.model.Model;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Mutated, truncated and spliced OBJ, MTL and PNG files: the reader returns a model or refuses
 * with an {@link AssetException} naming a place, and never throws anything else.
 */
class ObjReaderFuzzTest {
    private static final String OBJ = """
            # a textured, two-material house
            mtllib house.mtl
            v -1 0 1
            v 1 0 1
            v 1 2 1
            v -1 2 1
            v -1 0 -1
            v 1 0 -1
            v 1 2 -1
            v -1 2 -1
            v 0 3 0
            vt 0 0
            vt 1 0
            vt 1 1
            vt 0 1
            vn 0 0 1
            g walls
            usemtl wall
            s 1
            f 1/1/1 2/2/1 3/3/1 4/4/1
            f 6/1 5/2 8/3 7/4
            f -5/1 -9/2 -6/3 -2/4
            s off
            f 2/1 6/2 7/3 3/4
            g roof
            usemtl roof
            f 4 3 9
            f 3 7 9
            f 7 8 9
            f 8 4 9
            """;
    private static final String MTL = """
            newmtl wall
            Kd 0.8 0.7 0.6
            map_Kd -s 2 2 -o 0.5 0 wall.png
            illum 2
            Ns 20
            newmtl roof
            Kd 0.5 0.1 0.1
            d 0.9
            Ke 0.1 0 0
            """;
    private static final byte[] PNG = TestPictures.png(2, 2, 0xff804020, 0x80ffffff, 0xff000000, 0xffffffff);

    private static final List<String> WORDS = List.of("v", "vt", "vn", "f", "usemtl", "mtllib", "s", "g", "o",
            "newmtl", "Kd", "d", "Tr", "Ke", "illum", "map_Kd", "-s", "-o", "-clamp", "on", "1", "-1", "0", "2/3/4",
            "1//1", "-9/-9/-9", "nan", "inf", "1e39", "99999999999", "house.mtl", "wall.png", "../nowhere", "\\", "#",
            "1/2/3/4", "//", "0.5", "-0", "\t", "Ns", "Pr", "Pm", "-halo");

    @Provide
    Arbitrary<String> token() {
        return Arbitraries.oneOf(Arbitraries.of(WORDS), Arbitraries.strings().ofMaxLength(6));
    }

    @Property(tries = 400)
    void bytesMutatedAnywhereGiveAModelOrARefusal(@ForAll @IntRange(min = 0, max = 2) int which,
            @ForAll @IntRange(min = 0, max = 100000) int at, @ForAll @IntRange(min = 0, max = 3) int how,
            @ForAll byte value, @ForAll @IntRange(min = 1, max = 40) int span) {
        byte[][] files = {OBJ.getBytes(StandardCharsets.UTF_8), MTL.getBytes(StandardCharsets.UTF_8), PNG.clone()};
        byte[] f = files[which];
        int p = at % (f.length + 1);
        files[which] = switch (how) {
            case 0 -> Arrays.copyOf(f, p); // truncated
            case 1 -> {
                byte[] g = f.clone();
                for (int i = p; i < Math.min(g.length, p + span); i++) {
                    g[i] = (byte) (g[i] ^ value);
                }
                yield g;
            }
            case 2 -> {
                byte[] g = new byte[f.length + span];
                System.arraycopy(f, 0, g, 0, p);
                Arrays.fill(g, p, p + span, value);
                System.arraycopy(f, p, g, p + span, f.length - p);
                yield g;
            }
            default -> {
                int end = Math.min(f.length, p + span);
                byte[] g = new byte[f.length - (end - p)];
                System.arraycopy(f, 0, g, 0, p);
                System.arraycopy(f, end, g, p, f.length - end);
                yield g;
            }
        };
        readsOrRefuses(files);
    }

    @Property(tries = 400)
    void linesSplicedWithOtherWordsGiveAModelOrARefusal(@ForAll @IntRange(min = 0, max = 1) int which,
            @ForAll @IntRange(min = 0, max = 1000) int line, @ForAll("words") List<String> words) {
        String[] texts = {OBJ, MTL};
        List<String> lines = new ArrayList<>(Arrays.asList(texts[which].split("\n", -1)));
        int k = line % lines.size();
        lines.set(k, String.join(" ", words));
        texts[which] = String.join("\n", lines);
        readsOrRefuses(new byte[][] {texts[0].getBytes(StandardCharsets.UTF_8), texts[1].getBytes(StandardCharsets.UTF_8), PNG});
    }

    @Provide
    Arbitrary<List<String>> words() {
        return token().list().ofMinSize(0).ofMaxSize(8);
    }

    private static void readsOrRefuses(byte[][] files) {
        Path dir;
        try {
            dir = Files.createTempDirectory("loam-obj-fuzz");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            Files.write(dir.resolve("house.obj"), files[0]);
            Files.write(dir.resolve("house.mtl"), files[1]);
            Files.write(dir.resolve("wall.png"), files[2]);
            try {
                Model m = ObjReader.read(dir.resolve("house.obj"));
                assertTrue(m.triangleCount() >= 0);
            } catch (AssetException e) {
                assertFalse(e.place().isEmpty(), e.getMessage());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
