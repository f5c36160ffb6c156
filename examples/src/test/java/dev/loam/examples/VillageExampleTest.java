package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Guards the README's main command: the example runs start to end and shows each step. */
class VillageExampleTest {
    @Test
    void theVillageExampleDigsRaisesThePlateauAndShowsBothRefusals() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        VillageExample.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("village: 16x12 cells, block set village"), out);
        assertTrue(out.contains("dug: now 1 steps"), out);
        assertTrue(out.contains("takes the step from a stair beside it"), out);
        // The plateau: stone at 4 steps around a stair facing north at 3.
        assertTrue(out.contains("  ggo^ogggwwgggggg"), out);
        assertTrue(out.contains("facing north"), out);
        assertTrue(out.contains("edit 2 (stairs at column 1, row 5)"), out);
        assertTrue(out.contains("the file is unchanged: true"), out);
    }
}
