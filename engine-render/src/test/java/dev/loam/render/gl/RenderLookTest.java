package dev.loam.render.gl;

import static dev.loam.testkit.Tolerances.STORED_AS_FLOAT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RenderLookTest {

    @Test
    void theSunsDirectionFollowsItsBearingAndHeight() {
        float[] d = new RenderLook("t", 90, 30, new float[] {1, 1, 1}, new float[] {0, 0, 0}, 0, 0, 0, 0)
                .sunDirection(new float[3]);
        assertEquals(Math.cos(Math.toRadians(30)), d[0], STORED_AS_FLOAT, "bearing 90 is east, +x");
        assertEquals(0.5f, d[1], STORED_AS_FLOAT, "30 degrees up");
        assertEquals(0, d[2], STORED_AS_FLOAT);
        float[] south = new RenderLook("t", 180, 45, new float[] {1, 1, 1}, new float[] {0, 0, 0}, 0, 0, 0, 0)
                .sunDirection(new float[3]);
        assertTrue(south[2] > 0, "bearing 180 is south, +z");
    }

    @Test
    void theDioramaLookIsAGoldenHourAndThePlainLookIsStill() {
        RenderLook diorama = RenderLook.diorama(), plain = RenderLook.plain();
        assertTrue(diorama.sunElevationDegrees() < 35, "a low sun");
        assertTrue(diorama.sunRgb()[0] > diorama.sunRgb()[2], "a warm sun");
        assertTrue(diorama.windMetres() > 0, "a breeze sways the cover");
        assertEquals(0, plain.windMetres());
        assertEquals(plain.sunRgb()[0], plain.sunRgb()[2], "a white sun");
        assertEquals(RenderLook.diorama(), RenderLook.named("Diorama"));
        assertEquals(RenderLook.diorama().hashCode(), RenderLook.named("diorama").hashCode());
        assertEquals("plain", RenderLook.named("plain").name());
    }

    @Test
    void badValuesAreRefusedNamingTheField() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RenderLook.named("noir"));
        assertEquals("look \"noir\" is not one of diorama, plain", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> new RenderLook("t", 0, 0, new float[] {1, 1, 1}, new float[] {0, 0, 0}, 0, 0, 0, 0));
        assertTrue(e.getMessage().startsWith("sunElevationDegrees"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> new RenderLook("t", 0, 30, new float[] {1, -1, 1}, new float[] {0, 0, 0}, 0, 0, 0, 0));
        assertTrue(e.getMessage().startsWith("sunRgb"), e.getMessage());
    }

    @Test
    void itsColoursAreCopiesTheCallerCannotChange() {
        RenderLook look = RenderLook.diorama();
        look.sunRgb()[0] = 99;
        assertTrue(look.sunRgb()[0] < 2);
    }

    @Test
    void fogIsOffUnlessAskedForAndItsDistancesMustRise() {
        assertTrue(!RenderLook.diorama().hasFog() && !RenderLook.plain().hasFog(), "the named looks have no fog");
        RenderLook fogged = RenderLook.plain().withFog(20, 80);
        assertTrue(fogged.hasFog());
        assertEquals(20, fogged.fogStartMetres());
        assertEquals(80, fogged.fogEndMetres());
        assertTrue(!fogged.equals(RenderLook.plain()), "fog is part of a look's equality");
        assertEquals(RenderLook.plain(), fogged.withFog(RenderLook.NO_FOG, RenderLook.NO_FOG));
        assertTrue(fogged.toString().contains("fog 20.0..80.0 m"), fogged.toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RenderLook.plain().withFog(50, 50));
        assertTrue(e.getMessage().startsWith("fogEndMetres"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> RenderLook.plain().withFog(-1, 5));
        assertTrue(e.getMessage().startsWith("fogStartMetres"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> RenderLook.plain().withFog(Double.NaN, 5));
        assertTrue(e.getMessage().startsWith("fogStartMetres"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> RenderLook.plain().withFog(5, RenderLook.NO_FOG));
        assertTrue(e.getMessage().startsWith("fogEndMetres"), e.getMessage());
    }
}
