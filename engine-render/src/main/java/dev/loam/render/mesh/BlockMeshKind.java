package dev.loam.render.mesh;

/** What a block-map mesh draws, which says what its {@link BlockMesh#extra() extra} attribute holds. */
public enum BlockMeshKind {
    /** Cell tops and stair treads of one face: Lambert, casts no shadow. No extra attribute. */
    TOP(0),
    /** Vertical faces (sides, lip bands, risers) of one face: Lambert, casts shadow. No extra attribute. */
    WALL(0),
    /**
     * Water surfaces and sides of one water look. Extra, 4 a vertex: flow direction x and z (a unit
     * vector, or 0, 0 for still water), flow speed in metres a second, water depth over the bed in
     * metres.
     */
    WATER(4),
    /**
     * Ground cover cards of one strip, as {@link BlockCards#toMesh()} expands a chunk's records
     * ({@link BlockChunkMesh#cover()}). Extra, 3 a vertex: the corner's offset from the card's root
     * sideways and up in metres (the card is laid facing +z; the renderer yaws it to the camera about
     * its root, which is the position less this offset), and its sway weight (the cover's
     * windWeight times the corner's share of the card's height, 0 at the root).
     */
    COVER(3),
    /**
     * Fringes and brims of one top face, laid just over the tops (the higher rank higher) and down
     * the faces under a brim: casts no shadow. Extra, 2 a vertex: u and v in the
     * {@link BlockFringeMask} (u along the edge in mask repeats, v 0 at the fringe's solid root and
     * 1 at its tip), which cuts it ragged.
     */
    FRINGE(2);

    private final int extraStride;

    BlockMeshKind(int extraStride) {
        this.extraStride = extraStride;
    }

    /** Values of the extra attribute a vertex (each held as a 16-bit offset, see {@link BlockMesh#extraChannels()}). */
    public int extraStride() {
        return extraStride;
    }
}
