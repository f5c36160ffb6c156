package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Properties of setCell, change records and replicas over random edits of the spec's terraces. */
class BlockMapPropertiesTest {
    private static final Authority SERVER = Authority.create("properties");

    @Provide
    Arbitrary<List<BlockCellEdit>> edits() {
        Arbitrary<Character> symbols = Arbitraries.of('g', 'c', 'w', 's', 'T', '.', 'z', BlockCellEdit.KEEP_SYMBOL);
        Arbitrary<Double> heights = Arbitraries.oneOf(Arbitraries.integers().between(-6, 6).map(Integer::doubleValue),
                Arbitraries.of(Double.NaN, 0.5, 2000.0));
        Arbitrary<BlockCellEdit> edit = Combinators.combine(Arbitraries.integers().between(-1, 5),
                Arbitraries.integers().between(-1, 3), symbols, heights).as(BlockCellEdit::new);
        return edit.list().ofMaxSize(40);
    }

    @Property(tries = 300)
    void aReplicaApplyingEveryChangeRecordHoldsTheSameRows(@ForAll("edits") List<BlockCellEdit> edits) {
        BlockMap server = Fixtures.terraces();
        BlockMap client = Fixtures.terraces();
        BlockCursor cursor = server.cursor();
        for (BlockCellEdit e : edits) {
            server.setCell(SERVER, e);
        }
        assertTrue(server.forEachChange(cursor, client::apply));
        assertEquals(server.snapshot(), client.snapshot());
        for (int r = 0; r < server.depth(); r++) {
            for (int c = 0; c < server.width(); c++) {
                assertEquals(server.stairFacing(c, r), client.stairFacing(c, r));
            }
        }
    }

    @Property(tries = 300)
    void aRefusedEditWritesNothingAndAnAcceptedOneKeepsEveryRule(@ForAll("edits") List<BlockCellEdit> edits) {
        BlockMap map = Fixtures.terraces();
        for (BlockCellEdit e : edits) {
            BlockRows before = map.snapshot();
            BlockCursor cursor = map.cursor();
            Optional<BlockCellRefusal> refusal = map.setCell(SERVER, e);
            if (refusal.isPresent()) {
                assertEquals(before, map.snapshot());
                assertEquals(cursor, map.cursor());
            } else {
                // The whole map still passes the load-time checks.
                BlockMap.builder("check", map.blockSet()).legend(map.legend()).rows(map.snapshot()).sea(0.2).build();
            }
        }
    }

    @Property(tries = 200)
    void undoingEveryChangeInReverseGivesBackTheSpawnedRows(@ForAll("edits") List<BlockCellEdit> edits) {
        BlockMap map = Fixtures.terraces();
        BlockRows spawned = map.snapshot();
        BlockCursor cursor = map.cursor();
        java.util.ArrayDeque<BlockChange> stack = new java.util.ArrayDeque<>();
        for (BlockCellEdit e : edits) {
            map.setCell(SERVER, e);
        }
        map.forEachChange(cursor, stack::push);
        while (!stack.isEmpty()) {
            map.apply(stack.pop().inverse());
        }
        assertEquals(spawned, map.snapshot());
    }
}
