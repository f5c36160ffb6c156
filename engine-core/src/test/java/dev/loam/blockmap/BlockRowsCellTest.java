package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** One-cell grids, as a setCell's record holds them: equal to a filled 1 × 1 grid, shared where they can be. */
class BlockRowsCellTest {
    @Test
    void aCellEqualsTheFilledOneByOneGridAndIsSharedForAsciiSymbolsWithinTheHeightRange() {
        BlockRows a = BlockRows.ofCell('g', 7);
        assertEquals(BlockRows.filled(1, 1, 'g', 7), a);
        assertEquals('g', a.symbol(0, 0));
        assertEquals(7, a.heightSteps(0, 0));
        assertSame(a, BlockRows.ofCell('g', 7), "made once and shared");
        assertSame(BlockRows.ofCell('~', BlockMap.MAX_HEIGHT_STEPS), BlockRows.ofCell('~', BlockMap.MAX_HEIGHT_STEPS));
    }

    @Test
    void aCellOutsideTheSharedRangeIsMadeFreshAndStillHoldsItsValues() {
        for (BlockRows[] pair : new BlockRows[][] {
                {BlockRows.ofCell('\u00e9', 3), BlockRows.ofCell('\u00e9', 3)},
                {BlockRows.ofCell('g', -2), BlockRows.ofCell('g', -2)},
                {BlockRows.ofCell('g', BlockMap.MAX_HEIGHT_STEPS + 1), BlockRows.ofCell('g', BlockMap.MAX_HEIGHT_STEPS + 1)}}) {
            assertNotSame(pair[0], pair[1]);
            assertEquals(pair[0], pair[1]);
        }
        assertEquals(-2, BlockRows.ofCell('g', -2).heightSteps(0, 0));
        assertEquals('\u00e9', BlockRows.ofCell('\u00e9', 3).symbol(0, 0));
    }
}
