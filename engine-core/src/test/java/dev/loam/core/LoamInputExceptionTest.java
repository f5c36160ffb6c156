package dev.loam.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LoamInputExceptionTest {
    /** A later module's exception, built as the guide on the root type says. */
    static final class GltfException extends LoamInputException {
        private static final long serialVersionUID = 1L;

        GltfException(String place, String detail) {
            super(place, detail, (Throwable) null);
        }

        GltfException(String place, String problem, String fix) {
            super(place, problem, fix, null);
        }

        GltfException(String place, String detail, Optional<String> fix, Throwable cause) {
            super(place, detail, fix, cause);
        }
    }

    @Test
    void theMessageIsThePlaceThenTheDetail() {
        GltfException e = new GltfException("accessors[3].count", "0 must be 1 or more");
        assertEquals("accessors[3].count: 0 must be 1 or more", e.getMessage());
        assertEquals("accessors[3].count", e.place());
        assertEquals("0 must be 1 or more", e.detail());
        assertEquals(Optional.empty(), e.fix());
    }

    @Test
    void aRefusalOfTheWholeInputHasNoPlaceInItsMessage() {
        GltfException e = new GltfException("", "the file holds no scene");
        assertEquals("the file holds no scene", e.getMessage());
        assertEquals("", e.place());
        assertEquals("the file holds no scene", e.detail());
    }

    @Test
    void aFixGivenApartIsJoinedToTheProblemAndKeptOnItsOwn() {
        GltfException colon = new GltfException("meshes[0]", "colliderHeight is only for a blocked block",
                "add \"blocked\": true");
        assertEquals("meshes[0]: colliderHeight is only for a blocked block: add \"blocked\": true", colon.getMessage());
        assertEquals("colliderHeight is only for a blocked block: add \"blocked\": true", colon.detail());
        assertEquals(Optional.of("add \"blocked\": true"), colon.fix());
    }

    @Test
    void aFixJoinedOtherwiseIsWrittenWholeAndStillKeptOnItsOwn() {
        String fix = "use \"props\" or \"foliage\"";
        GltfException e = new GltfException("kind", "\"x\" is not a kind; " + fix, Optional.of(fix), null);
        assertEquals("kind: \"x\" is not a kind; use \"props\" or \"foliage\"", e.getMessage());
        assertEquals(Optional.of(fix), e.fix());
        assertEquals("a: b:: c", new GltfException("a", "b:", "c").getMessage(), "the problem's own marks are kept");
    }

    @Test
    void aNullOrEmptyFixIsNone() {
        GltfException none = new GltfException("a", "is wrong", (String) null);
        assertEquals("a: is wrong", none.getMessage());
        assertEquals(Optional.empty(), none.fix());
        assertEquals(Optional.empty(), new GltfException("a", "is wrong", "").fix());
        assertEquals(Optional.empty(), new GltfException("a", "is wrong", Optional.of(""), null).fix());
    }

    @Test
    void aRefusalMovedToANewPlaceKeepsItsDetailFixAndCause() {
        GltfException inner = new GltfException("tile", "0 must be above 0", "give a size in metres");
        GltfException moved = new GltfException("layers[2].tile", inner.detail(), inner.fix(), inner);
        assertEquals("layers[2].tile: 0 must be above 0: give a size in metres", moved.getMessage());
        assertEquals(Optional.of("give a size in metres"), moved.fix());
        assertSame(inner, moved.getCause());
    }

    @Test
    void aPlaceAndADetailAreRequired() {
        assertThrows(NullPointerException.class, () -> new GltfException(null, "x"));
        assertThrows(NullPointerException.class, () -> new GltfException("a", null));
    }

    @Test
    void aRefusalSurvivesSerialisationWithItsParts() throws IOException, ClassNotFoundException {
        GltfException e = new GltfException("byte 40", "a second TERR section", "keep one terrain");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(e);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            GltfException back = (GltfException) in.readObject();
            assertEquals(e.getMessage(), back.getMessage());
            assertEquals("byte 40", back.place());
            assertEquals(Optional.of("keep one terrain"), back.fix());
        }
    }
}
