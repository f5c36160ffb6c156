package dev.loam.render.mesh;

import dev.loam.blockmap.Face;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.WaterLook;
import java.util.Objects;

/**
 * What one mesh of a chunk is drawn with: a face (tops, walls, fringes), a water look, or a cover
 * strip, and whether the mesh casts into the sun's shadow map. Immutable. Exactly one of
 * {@code face}, {@code water} and {@code strip} is set, as {@code kind} says.
 *
 * @param kind        what the mesh draws
 * @param face        the face of a {@link BlockMeshKind#TOP}, {@link BlockMeshKind#WALL} or
 *                    {@link BlockMeshKind#FRINGE} mesh, else null
 * @param water       the look of a {@link BlockMeshKind#WATER} mesh, else null
 * @param strip       the sprite strip of a {@link BlockMeshKind#COVER} mesh, else null
 * @param columns     frames in the strip (1 for every other kind)
 * @param castsShadow whether the mesh casts into the shadow map: walls do, tops, water and
 *                    fringes do not, cover as its {@code castShadow}
 */
public record BlockMaterial(BlockMeshKind kind, Face face, WaterLook water, PixelTexture strip, int columns,
                            boolean castsShadow) {
    public BlockMaterial {
        Objects.requireNonNull(kind, "kind");
        boolean ok = switch (kind) {
            case TOP, WALL, FRINGE -> face != null && water == null && strip == null;
            case WATER -> water != null && face == null && strip == null;
            case COVER -> strip != null && face == null && water == null && columns >= 1;
        };
        if (!ok) {
            throw new IllegalArgumentException("a " + kind + " material sets exactly its own field");
        }
    }

    /** The tops of a face: casts no shadow. */
    public static BlockMaterial top(Face face) {
        return new BlockMaterial(BlockMeshKind.TOP, face, null, null, 1, false);
    }

    /** The vertical faces of a face: casts shadow. */
    public static BlockMaterial wall(Face face) {
        return new BlockMaterial(BlockMeshKind.WALL, face, null, null, 1, true);
    }

    /** The fringes and brims of a top face: casts no shadow. */
    public static BlockMaterial fringe(Face face) {
        return new BlockMaterial(BlockMeshKind.FRINGE, face, null, null, 1, false);
    }

    /** The water of a look: casts no shadow. */
    public static BlockMaterial water(WaterLook look) {
        return new BlockMaterial(BlockMeshKind.WATER, null, look, null, 1, false);
    }

    /** The cards of a strip of {@code columns} frames. */
    public static BlockMaterial cover(PixelTexture strip, int columns, boolean castsShadow) {
        return new BlockMaterial(BlockMeshKind.COVER, null, null, strip, columns, castsShadow);
    }
}
