package dev.loam.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GltfValidatorTest {
    static byte[] glb(String json) {
        byte[] text = json.getBytes(StandardCharsets.UTF_8);
        int padded = (text.length + 3) & ~3;
        ByteBuffer b = ByteBuffer.allocate(20 + padded).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0x46546C67).putInt(2).putInt(20 + padded).putInt(padded).putInt(0x4E4F534A).put(text);
        while (b.hasRemaining()) {
            b.put((byte) ' ');
        }
        return b.array();
    }

    @Test
    void aMinimalFileHasNoIssues() {
        GltfValidator.Report r = GltfValidator.validate(glb("{\"asset\":{\"version\":\"2.0\"}}"), "minimal");
        assertEquals(0, r.errors(), r.describe());
        assertEquals(0, r.warnings(), r.describe());
        assertTrue(r.json().contains("\"issues\""));
    }

    @Test
    void aBrokenFileGivesItsErrorsWithCodesAndPlaces() {
        GltfValidator.Report r = GltfValidator.validate(glb("{\"asset\":{\"version\":\"2.0\"},\"scene\":3}"), "broken");
        assertTrue(r.errors() >= 1, r.describe());
        assertEquals(r.errors(), r.issues(0).size());
        assertTrue(r.issues(0).stream().anyMatch(i -> i.pointer().equals("/scene")), r.describe());
        AssertionError e = assertThrows(AssertionError.class,
                () -> GltfValidator.assertNoErrors(glb("{\"asset\":{\"version\":\"2.0\"},\"scene\":3}"), "broken"));
        assertTrue(e.getMessage().contains("/scene"), e.getMessage());
    }

    @Test
    void bytesThatAreNoGltfAtAllFailTheTestSayingWhy() {
        AssertionError e = assertThrows(AssertionError.class,
                () -> GltfValidator.validate(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, "junk"));
        assertTrue(e.getMessage().contains("could not detect glTF format"), e.getMessage());
    }

    @Test
    void aFileOnDiskIsValidatedWhereItLies(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("scene.gltf");
        Files.writeString(f, "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"uri\":\"missing.bin\",\"byteLength\":4}]}");
        GltfValidator.Report r = GltfValidator.validate(f);
        assertTrue(r.issues(0).stream().anyMatch(i -> i.code().equals("IO_ERROR")), r.describe());
    }

    @Test
    void theRepositoryRootHoldsThePackage() {
        assertTrue(Files.isRegularFile(GltfValidator.repositoryRoot().resolve(".ci/gltf-validator/package-lock.json")));
    }
}
