package dev.loam.scene.edit;

import dev.loam.blockmap.BlockTool;
import java.util.Locale;
import java.util.Optional;

/**
 * What a press on a cell does in the {@link MapEditor}: one of the nine map-builder tools of the
 * spec ({@link BlockTool}), or placing and turning props.
 */
public enum EditorTool {
    /** Lays the selected block on the brush's cells, a drag painting its path. */
    PAINT(BlockTool.PAINT),
    /** Lays the selected block over the connected cells of one character at one height. */
    FILL(BlockTool.FILL),
    /** Lays the selected block over the rectangle dragged out from the pressed cell. */
    RECTANGLE(BlockTool.RECTANGLE),
    /** Raises the brush's cells by the editor's steps. */
    RAISE(BlockTool.RAISE),
    /** Lowers the brush's cells by the editor's steps. */
    LOWER(BlockTool.LOWER),
    /** Sets the brush's cells to the editor's height. */
    SET(BlockTool.SET),
    /** Sets the brush's cells to the height of the cell the drag began on. */
    FLATTEN(BlockTool.FLATTEN),
    /** Sets each brushed cell to the rounded mean of its neighbourhood. */
    SMOOTH(BlockTool.SMOOTH),
    /** A click lays one stair; a drag plans a flight from the pressed cell to the cell released on. */
    STAIRS(BlockTool.STAIRS),
    /** A click places the selected prop on a free cell, or turns the prop standing there a quarter turn. */
    PROP(null);

    private static final EditorTool[] ALL = values();

    private final BlockTool blockTool;
    private final String label;

    EditorTool(BlockTool blockTool) {
        this.blockTool = blockTool;
        String n = name().toLowerCase(Locale.ROOT);
        this.label = Character.toUpperCase(n.charAt(0)) + n.substring(1);
    }

    /**
     * The tool at an ordinal, without the copy {@code values()} makes (an overlay's frame).
     *
     * @throws IllegalArgumentException for an ordinal outside 0 to {@link #count()} − 1
     */
    public static EditorTool at(int ordinal) {
        if (ordinal < 0 || ordinal >= ALL.length) {
            throw new IllegalArgumentException("there is no tool " + ordinal + ": tools are 0.." + (ALL.length - 1));
        }
        return ALL[ordinal];
    }

    /** How many tools there are. */
    public static int count() {
        return ALL.length;
    }

    /** The map-builder tool this is; empty for {@link #PROP}. */
    public Optional<BlockTool> blockTool() {
        return Optional.ofNullable(blockTool);
    }

    /** Whether the tool lays its brush on each cell it passes (Paint, Raise, Lower, Set, Flatten, Smooth). */
    public boolean brushed() {
        return this == PAINT || this == RAISE || this == LOWER || this == SET || this == FLATTEN || this == SMOOTH;
    }

    /** Whether the tool lays the selected block (Paint, Fill, Rectangle). */
    public boolean laysBlock() {
        return this == PAINT || this == FILL || this == RECTANGLE;
    }

    /** The name a button shows: {@code Paint}, {@code Raise}, {@code Prop}. */
    public String label() {
        return label;
    }
}
