package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Generators of one world share its zones and diffs, and each stream hears of a change on its own. */
class SharedWorldTest {

    private static WorldGen second(WorldGen first) {
        return WorldGen.builder(first.rules().orElseThrow()).world(first.world()).seed(first.seed())
                .surface(first.surface()).seaLevel(first.seaLevel()).sharing(first).build();
    }

    @Test
    void generatorsOfOneWorldShareItsZonesAndDiffs() {
        WorldGen first = Wilds.world(42);
        WorldGen other = second(first);
        assertSame(first.zones(), other.zones());
        assertSame(first.diffs(), other.diffs());
        String before = first.plan().placementsIn(-200, -200, 200, 200).toString();
        first.zones().set(Zone.reserve("camp", ZoneShape.circle(0, 0)));
        assertNotEquals(before, other.plan().placementsIn(-200, -200, 200, 200).toString(),
                "a zone added through one generator lays the other out again");
        assertEquals(first.plan().placementsIn(-200, -200, 200, 200), other.plan().placementsIn(-200, -200, 200, 200));
    }

    @Test
    void eachGeneratorsStreamHearsOfADiffOnItsOwn() {
        WorldGen first = Streams.light(5);
        WorldGen other = second(first);
        StreamRecorder a = new StreamRecorder();
        StreamRecorder b = new StreamRecorder();
        try (ProceduralChunks sa = ProceduralChunks.builder(first, a).build();
                ProceduralChunks sb = ProceduralChunks.builder(other, b).build()) {
            sa.setSource("camera", 0, 0);
            sb.setSource("camera", 0, 0);
            StreamRecorder.settle(sa);
            StreamRecorder.settle(sb);
            Chunk c = a.live.values().stream().filter(x -> !x.objects().isEmpty()).findFirst().orElseThrow();
            String felled = c.objects().get(0).id();
            other.diffs().remove(felled);
            sa.update(1_000_000_000L);
            sb.update(1_000_000_000L);
            for (StreamRecorder r : new StreamRecorder[] {a, b}) {
                assertFalse(r.live.get(StreamRecorder.key(c)).placements().stream().anyMatch(p -> p.id().equals(felled)),
                        "each stream remade the chunk without the felled tree");
            }
            assertTrue(sa.objectOf(felled).isEmpty() && sb.objectOf(felled).isEmpty());
        }
    }

    @Test
    void aGeneratorOfAnotherWorldCannotShareThem() {
        WorldGen first = Streams.light(5);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> WorldGen.builder(first.rules().orElseThrow()).world("elsewhere").sharing(first).build());
        assertEquals("sharing: the world \"elsewhere\" cannot share the zones and diffs of the world \"world\": only"
                + " generators of one world share them", e.getMessage());
    }
}
