package dev.loam.blockmap;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Regression: {@code BlockLegend.ofNames} kept the order its map iterated in, and the {@code
 * Map.of} its own Javadoc suggests iterates in an order that changes from one JVM run to the next,
 * so a written map's legend (and which character {@code symbolOf} picks) changed from run to run.
 * Guards that a legend of names comes out in the characters' order.
 */
class LegendOrderTest {
    @Test
    void aLegendOfNamesIsInTheCharactersOrderWhateverOrderTheMapIteratesIn() {
        BlockLegend legend = BlockLegend.ofNames(Map.of('w', "water", 'g', "grass", 'd', "dirt", 'o', "stone",
                's', "sand", 'a', "grass", 'z', "dirt", 'm', "stone"));
        assertEquals(List.of('a', 'd', 'g', 'm', 'o', 's', 'w', 'z'), new ArrayList<>(legend.entries().keySet()));
        assertEquals('a', legend.symbolOf(LegendEntry.of("grass")).orElseThrow(), "the first character naming grass");
    }
}
