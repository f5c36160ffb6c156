package dev.loam.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/**
 * Tests for {@link StableHash}. The pinned values are part of the saved-world format: if one of
 * those tests fails, the hash has changed and every saved world would change with it.
 */
class StableHashTest {

    // ------------------------------------------------------------------------------------------
    // Pinned outputs

    @Test
    void hashOfSeed42AndCell3Minus7IsPinned() {
        assertEquals(-2638229118120353360L, StableHash.hash(42L, 3, -7));
    }

    @Test
    void hashOfSeed42AndCellMinus7And3IsPinned() {
        assertEquals(5243190339232185485L, StableHash.hash(42L, -7, 3));
    }

    @Test
    void hashOfAllZeroInputsIsPinnedAndNotZero() {
        assertEquals(-5778755280551425459L, StableHash.hash(0L, 0));
        assertEquals(-2948286436127145786L, StableHash.hash(0L, 0, 0));
    }

    @Test
    void hashOfThreeIntsIsPinned() {
        assertEquals(3943318004056070841L, StableHash.hash(42L, 1, 2, 3));
    }

    @Test
    void hashOfSeedMinus1AndMinIntIsPinned() {
        assertEquals(-6388279909849366924L, StableHash.hash(-1L, Integer.MIN_VALUE));
    }

    @Test
    void hashOfStringsIsPinned() {
        assertEquals(6796768035047112787L, StableHash.hash(42L, "tufts"));
        assertEquals(-6694887170087968798L, StableHash.hash(42L, ""));
        assertEquals(8083246354650004442L, StableHash.hash(42L, "ab"));
        assertEquals(-3187971122231488425L, StableHash.hash(42L, "ba"));
        assertEquals(423767675146009339L, StableHash.hash(42L, "grass and flowers"));
    }

    @Test
    void hashOfLongValuesIsPinned() {
        assertEquals(6008628972660444157L, StableHash.hash(42L, 1L << 40, -5L));
        assertEquals(-8955108046242394953L, StableHash.hash(42L));
    }

    @Test
    void chainedMixOfStringThenIntIsPinned() {
        long h = StableHash.mix(StableHash.mix(42L, "tufts"), 5);
        assertEquals(4485669017883094259L, StableHash.finish(h));
    }

    @Test
    void unitOfSeed42AndCell3Minus7IsPinned() {
        assertEquals(0.8569813129309698, StableHash.unit(42L, 3, -7));
    }

    @Test
    void boundedOfSeed42AndCell3Minus7IsPinned() {
        assertEquals(8, StableHash.bounded(StableHash.hash(42L, 3, -7), 10));
    }

    // ------------------------------------------------------------------------------------------
    // Definitions that tie the overloads together

    @Property
    void oneCallHashesEqualTheirChainedDefinition(
            @ForAll long seed, @ForAll int a, @ForAll int b, @ForAll int c) {
        assertEquals(StableHash.finish(StableHash.mix(seed, a)), StableHash.hash(seed, a));
        assertEquals(
                StableHash.finish(StableHash.mix(StableHash.mix(seed, a), b)),
                StableHash.hash(seed, a, b));
        assertEquals(
                StableHash.finish(StableHash.mix(StableHash.mix(StableHash.mix(seed, a), b), c)),
                StableHash.hash(seed, a, b, c));
    }

    @Property
    void intValuesHashLikeTheirSignExtendedLongs(
            @ForAll long seed, @ForAll int a, @ForAll int b, @ForAll int c) {
        assertEquals(StableHash.mix(seed, (long) a), StableHash.mix(seed, a));
        assertEquals(StableHash.hash(seed, new long[] {a, b}), StableHash.hash(seed, a, b));
        assertEquals(StableHash.hash(seed, new long[] {a, b, c}), StableHash.hash(seed, a, b, c));
    }

    @Property
    void unitShorthandsEqualUnitOfHash(@ForAll long seed, @ForAll int a, @ForAll int b,
            @ForAll int c) {
        assertEquals(StableHash.unit(StableHash.hash(seed, a)), StableHash.unit(seed, a));
        assertEquals(StableHash.unit(StableHash.hash(seed, a, b)), StableHash.unit(seed, a, b));
        assertEquals(
                StableHash.unit(StableHash.hash(seed, a, b, c)), StableHash.unit(seed, a, b, c));
    }

    // ------------------------------------------------------------------------------------------
    // Sensitivity to every input

    @Property
    void swappingTwoDifferentValuesChangesTheHash(
            @ForAll long seed, @ForAll int a, @ForAll int b) {
        if (a != b) {
            assertNotEquals(StableHash.hash(seed, a, b), StableHash.hash(seed, b, a));
        }
    }

    @Property
    void differentSeedsGiveDifferentHashes(@ForAll long seed, @ForAll int a, @ForAll int b) {
        assertNotEquals(StableHash.hash(seed, a, b), StableHash.hash(seed + 1, a, b));
    }

    @Property
    void mixIsInjectiveInTheValueForAFixedState(
            @ForAll long h, @ForAll long value, @ForAll long other) {
        if (value != other) {
            assertNotEquals(StableHash.mix(h, value), StableHash.mix(h, other));
        }
    }

    @Property
    void reversedStringsHashDifferently(@ForAll @StringLength(min = 2, max = 40) String s) {
        String reversed = new StringBuilder(s).reverse().toString();
        if (!reversed.equals(s)) {
            assertNotEquals(StableHash.hash(7L, s), StableHash.hash(7L, reversed));
        }
    }

    @Test
    void abAndBaHashDifferently() {
        assertNotEquals(StableHash.hash(0L, "ab"), StableHash.hash(0L, "ba"));
    }

    @Test
    void splittingAStringDifferentlyChangesTheChainedHash() {
        long abThenC = StableHash.mix(StableHash.mix(1L, "ab"), "c");
        long aThenBc = StableHash.mix(StableHash.mix(1L, "a"), "bc");
        long abc = StableHash.mix(1L, "abc");
        assertNotEquals(abThenC, aThenBc);
        assertNotEquals(abThenC, abc);
        assertNotEquals(aThenBc, abc);
    }

    @Test
    void trailingZeroCharsAreNotIgnored() {
        assertNotEquals(StableHash.hash(1L, "a"), StableHash.hash(1L, "a\u0000"));
        assertNotEquals(StableHash.hash(1L, ""), StableHash.hash(1L, "\u0000"));
    }

    @Test
    void longStringsDifferingInOneCharAllHashDifferently() {
        char[] base = new char[300];
        java.util.Arrays.fill(base, 'x');
        Set<Long> hashes = new HashSet<>();
        hashes.add(StableHash.hash(5L, new String(base)));
        for (int position = 0; position < base.length; position++) {
            for (char c : new char[] {'y', 'z', '\u00e9', '\uffff'}) {
                char[] changed = base.clone();
                changed[position] = c;
                assertTrue(hashes.add(StableHash.hash(5L, new String(changed))),
                        "collision at position " + position + " with char " + (int) c);
            }
        }
    }

    @Test
    void tenThousandSmallLatticeCellsHaveDistinctHashes() {
        Set<Long> hashes = new HashSet<>();
        for (int i = -50; i < 50; i++) {
            for (int j = -50; j < 50; j++) {
                assertTrue(hashes.add(StableHash.hash(0L, i, j)), "collision at " + i + "," + j);
            }
        }
    }

    @Test
    void flippingOneInputBitFlipsAboutHalfTheOutputBits() {
        long totalFlipped = 0;
        int trials = 0;
        for (int k = 0; k < 200; k++) {
            long original = StableHash.hash(99L, k, -k);
            for (int bit = 0; bit < 32; bit++) {
                long changed = StableHash.hash(99L, k ^ (1 << bit), -k);
                totalFlipped += Long.bitCount(original ^ changed);
                trials++;
            }
        }
        double average = (double) totalFlipped / trials;
        assertTrue(average > 31.0 && average < 33.0, "average flipped bits " + average);
    }

    // ------------------------------------------------------------------------------------------
    // unit and bounded

    @Property
    void unitIsAlwaysInZeroToOne(@ForAll long hash) {
        double u = StableHash.unit(hash);
        assertTrue(u >= 0.0 && u < 1.0, "unit(" + hash + ") = " + u);
    }

    @Test
    void unitOfExtremeHashesIsZeroAndJustBelowOne() {
        assertEquals(0.0, StableHash.unit(0L));
        assertEquals(0.0, StableHash.unit(0x7FFL));
        assertEquals(1.0 - 0x1.0p-53, StableHash.unit(-1L));
        assertEquals(0.5, StableHash.unit(Long.MIN_VALUE));
    }

    @Test
    void unitOfTenThousandCellsIsRoughlyUniform() {
        int[] buckets = new int[10];
        double sum = 0.0;
        for (int i = 0; i < 100; i++) {
            for (int j = 0; j < 100; j++) {
                double u = StableHash.unit(2024L, i, j);
                sum += u;
                buckets[(int) (u * 10)]++;
            }
        }
        double mean = sum / 10_000;
        assertTrue(mean > 0.49 && mean < 0.51, "mean " + mean);
        for (int b = 0; b < buckets.length; b++) {
            // Expected 1000 each, standard deviation 30.
            assertTrue(buckets[b] > 880 && buckets[b] < 1120, "bucket " + b + ": " + buckets[b]);
        }
    }

    @Test
    void everyOutputBitIsSetAboutHalfTheTime() {
        int[] setCounts = new int[64];
        for (int k = 0; k < 10_000; k++) {
            long h = StableHash.hash(3L, k);
            for (int bit = 0; bit < 64; bit++) {
                setCounts[bit] += (int) ((h >>> bit) & 1L);
            }
        }
        for (int bit = 0; bit < 64; bit++) {
            // Expected 5000, standard deviation 50.
            assertTrue(setCounts[bit] > 4800 && setCounts[bit] < 5200,
                    "bit " + bit + " set " + setCounts[bit] + " times");
        }
    }

    @Property
    void boundedIsAlwaysInRange(@ForAll long hash, @ForAll @IntRange(min = 1) int bound) {
        int index = StableHash.bounded(hash, bound);
        assertTrue(index >= 0 && index < bound, "bounded = " + index + " for bound " + bound);
    }

    @Test
    void boundedPicksAreRoughlyUniform() {
        int[] counts = new int[7];
        for (int k = 0; k < 7_000; k++) {
            counts[StableHash.bounded(StableHash.hash(11L, k), 7)]++;
        }
        for (int c = 0; c < counts.length; c++) {
            // Expected 1000 each, standard deviation about 29.
            assertTrue(counts[c] > 880 && counts[c] < 1120, "choice " + c + ": " + counts[c]);
        }
    }

    // ------------------------------------------------------------------------------------------
    // Refusals

    @Test
    void boundedRefusesABoundBelowOneNamingIt() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> StableHash.bounded(1L, 0));
        assertTrue(e.getMessage().contains("bound"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> StableHash.bounded(1L, -3));
    }

    @Test
    void nullStringOrValuesAreRefusedNamingTheArgument() {
        NullPointerException e =
                assertThrows(NullPointerException.class, () -> StableHash.hash(1L, (String) null));
        assertTrue(e.getMessage().contains("s "), e.getMessage());
        NullPointerException v =
                assertThrows(NullPointerException.class, () -> StableHash.hash(1L, (long[]) null));
        assertTrue(v.getMessage().contains("values"), v.getMessage());
    }
}
