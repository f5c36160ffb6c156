package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** A map built with a given base (a replica's) and with an owner authority (a server's, a replica's). */
class BlockMapBaseAndOwnerTest {
    private static BlockMap.Builder grass() {
        return BlockMap.builder("m", BlockSets.greybox()).legend(BlockLegend.ofNames(Map.of('g', "grass")))
                .cells("gg").heights(new int[][] {{0, 1}});
    }

    @Test
    void aGivenBaseReplacesTheOneUnderTheLowestTopAndRulesEditsAsItWould() {
        BlockMap map = grass().position(0, 10, 0).base(7.5).build();
        assertEquals(7.5, map.baseMetres());
        Authority a = Authority.create("server");
        // -5 steps stands at 7.5 m, on the base: refused; -4 steps stands over it.
        assertEquals(BlockCellRefusal.Reason.HEIGHT_AT_OR_UNDER_BASE,
                map.setCell(a, BlockCellEdit.height(0, 0, -5)).orElseThrow().reason());
        assertTrue(map.setCell(a, BlockCellEdit.height(0, 0, -4)).isEmpty());
    }

    @Test
    void aBaseAtOrOverATopIsRefusedNamingTheCell() {
        BlockMapException e = assertThrows(BlockMapException.class, () -> grass().base(0.0).build());
        assertEquals("column 0, row 0", e.place());
        assertThrows(BlockMapException.class, () -> grass().base(Double.NaN));
    }

    @Test
    void anOwnedMapRefusesEveryOtherAuthorityEvenOfTheSameName() {
        Authority owner = Authority.create("server");
        BlockMap map = grass().authority(owner).build();
        Authority other = Authority.create("server");
        assertThrows(IllegalArgumentException.class, () -> map.setCell(other, BlockCellEdit.height(0, 0, 3)));
        assertEquals(0, map.heightSteps(0, 0));
        assertTrue(map.setCell(owner, BlockCellEdit.height(0, 0, 3)).isEmpty());
        assertEquals(3, map.heightSteps(0, 0));
    }

    @Test
    void aMapWithoutAnOwnerTakesAnyAuthorityAsBefore() {
        BlockMap map = grass().build();
        assertTrue(map.setCell(Authority.create("anyone"), BlockCellEdit.height(0, 0, 2)).isEmpty());
    }
}
