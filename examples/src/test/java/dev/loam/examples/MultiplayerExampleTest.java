package dev.loam.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Guards the multiplayer example: two clients dig the village over loopback and end with the server's map. */
class MultiplayerExampleTest {
    @Test
    void bothClientsEndWithTheServersMapHashAndBase() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        boolean same = MultiplayerExample.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), 120);
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(same, out);
        Matcher m = Pattern.compile("(server|west|east) +hash ([0-9a-f]{16})  base (-?[0-9.]+) m").matcher(out);
        String hash = null;
        int lines = 0;
        while (m.find()) {
            lines++;
            hash = hash == null ? m.group(2) : hash;
            assertEquals(hash, m.group(2), out);
        }
        assertEquals(3, lines, out);
        assertTrue(out.contains("every map is the server's"), out);
    }
}
