package dev.loam.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;

class LoamJsonTest {

    @Property(tries = 500)
    void aQuotedStringReadsBackToTheSameString(@ForAll String s) {
        assertEquals(s, LoamJson.parse("[" + LoamJson.quote(s) + "]").get(0).stringValue());
    }

    @Property(tries = 500)
    void aWrittenNumberReadsBackToTheSameDouble(@ForAll double d) {
        if (Double.isFinite(d)) {
            assertEquals(Double.doubleToLongBits(d),
                    Double.doubleToLongBits(LoamJson.parse("[" + LoamJson.number(d) + "]").get(0).doubleValue()));
        }
    }

    @Test
    void wholeNumbersAreWrittenWithoutAFraction() {
        assertEquals("2", LoamJson.number(2.0));
        assertEquals("-3", LoamJson.number(-3.0));
        assertEquals("0.2", LoamJson.number(0.2));
        assertEquals("-0.0", LoamJson.number(-0.0), "negative zero keeps its sign");
        assertThrows(IllegalArgumentException.class, () -> LoamJson.number(Double.NaN));
    }

    @Test
    void duplicateKeysAndTrailingContentAreRefusedWithTheirLine() {
        JacksonException dup = assertThrows(JacksonException.class, () -> LoamJson.parse("{\"a\": 1,\n \"a\": 2}"));
        assertTrue(LoamJson.describe(dup).startsWith("line 2, column"), LoamJson.describe(dup));
        assertThrows(JacksonException.class, () -> LoamJson.parse("{} {}"));
        JacksonException bytes = assertThrows(JacksonException.class, () -> LoamJson.parse("{\"a\": }".getBytes()));
        assertTrue(LoamJson.describe(bytes).contains("(byte 6)"), LoamJson.describe(bytes));
    }

    @Test
    void emptyInputIsAMissingNode() {
        assertTrue(LoamJson.parse("  ").isMissingNode());
    }
}
