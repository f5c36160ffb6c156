package dev.loam.blockmap;

/**
 * Why an edit of a cell was refused: a value, since a game expects players to try edits that the
 * rules forbid. Nothing was written. The message names the cell (column and row, 0-based from the
 * north-west corner) and, where one exists, the fix.
 *
 * @param reason  the rule broken
 * @param column  the cell that broke it (for a stair beside the edit, that stair's column)
 * @param row     its row
 * @param message one line for a person: the place, what is wrong and the fix
 */
public record BlockCellRefusal(Reason reason, int column, int row, String message) {

    /** The rules an edit can break, as the spec lists them. */
    public enum Reason {
        /** The cell is not on the map. */
        OFF_MAP,
        /** The character is not in the map's legend. */
        UNKNOWN_SYMBOL,
        /** The height is not a whole number of steps. */
        HEIGHT_NOT_WHOLE,
        /** The height lies outside {@link BlockMap#MIN_HEIGHT_STEPS}..{@link BlockMap#MAX_HEIGHT_STEPS}. */
        HEIGHT_OUT_OF_RANGE,
        /** The top would stand at or under the map's base. */
        HEIGHT_AT_OR_UNDER_BASE,
        /** A stair has no neighbour a step higher (or its legend facing's neighbour is not). */
        STAIR_WITHOUT_STEP,
        /** A stair has two or more neighbours a step higher and no legend facing. */
        STAIR_WITH_TWO_STEPS,
        /**
         * The edit takes the step from a stair beside the cell, or gives it a second one, so that it
         * no longer has the one step it climbs.
         */
        STAIR_LOSES_STEP,
        /** A pond's water level would stand under its bed. */
        POND_UNDER_BED,
        /** The edit voids a cell a prop stands on, and the map's props refuse that ({@link PropsOnVoid#REFUSE}). */
        PROP_ON_VOID,
        /** A prop would stand on a stair's tread (the edit lays a stair under it, or the prop is placed on one). */
        PROP_ON_STAIR,
        /** A prop would share its cell with a block drawn as a model. */
        PROP_ON_MODEL_BLOCK,
        /** A prop's cell is off the map. */
        PROP_OFF_MAP,
        /** A cell's game data would take a key or value refused, or too many keys. */
        BAD_CELL_DATA,
        /**
         * A block drawn as a model (a tree, a fence) would be laid on a cell that holds water: a water
         * bed is drawn under its surface, so the model would stand drowned. Lay a bank block first.
         */
        MODEL_ON_WATER
    }

    @Override
    public String toString() {
        return message;
    }
}
