package dev.loam.blockmap;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * What one legend character names: a block, and for a stair optionally its facing, for a water
 * block optionally its surface level.
 *
 * @param block            the block's name in the map's set
 * @param facing           a stair's facing, overriding the one found from its neighbours
 * @param waterLevelMetres a water block's surface, in metres above the map's position, overriding
 *                         the sea
 */
public record LegendEntry(String block, Optional<BlockFacing> facing, OptionalDouble waterLevelMetres) {
    public LegendEntry {
        Objects.requireNonNull(block, "block");
        Objects.requireNonNull(facing, "facing");
        Objects.requireNonNull(waterLevelMetres, "waterLevelMetres");
    }

    /** A plain entry naming a block. */
    public static LegendEntry of(String block) {
        return new LegendEntry(block, Optional.empty(), OptionalDouble.empty());
    }

    /** A stair entry with a facing. */
    public static LegendEntry stairs(String block, BlockFacing facing) {
        return new LegendEntry(block, Optional.of(facing), OptionalDouble.empty());
    }

    /** A water entry with its surface level in metres. */
    public static LegendEntry water(String block, double waterLevelMetres) {
        return new LegendEntry(block, Optional.empty(), OptionalDouble.of(waterLevelMetres));
    }

    /** Whether the entry is only a block name (written to files as a plain string). */
    public boolean isPlain() {
        return facing.isEmpty() && waterLevelMetres.isEmpty();
    }
}
