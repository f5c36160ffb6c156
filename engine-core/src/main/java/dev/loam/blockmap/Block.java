package dev.loam.blockmap;

import java.util.List;
import java.util.Optional;

/**
 * One block of a block set: how its faces look and what it is. Immutable; defined through
 * {@link BlockSet.Builder#block(String, java.util.function.Consumer)}.
 *
 * <p>Faces come resolved with the spec's fall-backs: {@code side} ← {@code top}, {@code lip} ←
 * {@code side}, {@code riser} ← {@code side}.
 *
 * @param name               the block's name in its set
 * @param top                the cell's top
 * @param side               the vertical faces under the top
 * @param lip                the top metre of a vertical face
 * @param riser              a stair's tread fronts
 * @param stairs             whether the block climbs one step over its cell in four treads
 * @param water              the water look when the block is a bed under water
 * @param blocked            whether the block stands a wall over its top
 * @param colliderHeightSteps the blocked wall's height in whole steps (0 when not blocked)
 * @param fringe             the fringe rank, 0 or more
 * @param cover              what the top grows
 */
public record Block(String name, Face top, Face side, Face lip, Face riser, boolean stairs, Optional<WaterLook> water,
                    boolean blocked, int colliderHeightSteps, int fringe, List<BlockCover> cover) {

    /** A blocked wall's height when none is given, in metres. */
    public static final double DEFAULT_COLLIDER_HEIGHT_METRES = 4;

    public Block {
        cover = List.copyOf(cover);
    }

    /** Whether the block is a bed under water. */
    public boolean isWater() {
        return water.isPresent();
    }

    /** The blocked wall's height in metres, given the set's step. */
    public double colliderHeightMetres(CellSize cellSize) {
        return colliderHeightSteps * cellSize.step();
    }

    /**
     * The most times a face's texture may repeat across one cell: meshing cuts a face at every
     * repeat, so a texture of a few texels at many texels a metre would cut a cell to dust.
     */
    public static final int MAX_REPEATS_A_CELL = 256;

    private static void checkRepeats(Face face, String path, CellSize cell) {
        if (face instanceof Face.Texture t) {
            PixelTexture tex = t.texture();
            double across = Math.max(cell.x(), cell.z()) * tex.pixelsPerMetre();
            double repeats = Math.max(across / tex.width(), across / tex.height());
            if (repeats > MAX_REPEATS_A_CELL) {
                throw new BlockMapException(path, "texture \"" + tex.name() + "\" repeats " + Math.round(repeats)
                        + " times across a cell, more than " + MAX_REPEATS_A_CELL,
                        "give it fewer pixelsPerMetre or more texels");
            }
        }
    }

    /** Builds one block's definition; see {@link BlockSet.Builder#block(String, java.util.function.Consumer)}. */
    public static final class Builder {
        private final String name;
        Face top, side, lip, riser;
        boolean stairs;
        WaterLook water;
        boolean blocked;
        Double colliderHeightMetres;
        int fringe;
        List<BlockCover> cover = List.of();
        private String badColourField;
        private String badColour;

        Builder(String name) {
            this.name = name;
        }

        /** The top as {@code #rrggbb}. */
        public Builder top(String hex) {
            this.top = colour("top", hex);
            return this;
        }

        /** The top as a face (colour or texture). */
        public Builder top(Face face) {
            this.top = face;
            return this;
        }

        /** The top as a pixel texture. */
        public Builder top(PixelTexture texture) {
            return top(Face.texture(texture));
        }

        /** The vertical faces as {@code #rrggbb}; left out, the top's. */
        public Builder side(String hex) {
            this.side = colour("side", hex);
            return this;
        }

        /** The vertical faces; left out, the top's. */
        public Builder side(Face face) {
            this.side = face;
            return this;
        }

        /** The vertical faces as a texture. */
        public Builder side(PixelTexture texture) {
            return side(Face.texture(texture));
        }

        /** The lip band as {@code #rrggbb}; left out, the side's. */
        public Builder lip(String hex) {
            this.lip = colour("lip", hex);
            return this;
        }

        /** The lip band; left out, the side's. */
        public Builder lip(Face face) {
            this.lip = face;
            return this;
        }

        /** The lip band as a texture. */
        public Builder lip(PixelTexture texture) {
            return lip(Face.texture(texture));
        }

        /** A stair's tread fronts as {@code #rrggbb}; left out, the side's. */
        public Builder riser(String hex) {
            this.riser = colour("riser", hex);
            return this;
        }

        /** A stair's tread fronts; left out, the side's. */
        public Builder riser(Face face) {
            this.riser = face;
            return this;
        }

        /** Makes the block a stair. */
        public Builder stairs() {
            this.stairs = true;
            return this;
        }

        /** Makes the block a bed under water of the default look. */
        public Builder water() {
            return water(WaterLook.DEFAULT);
        }

        /** Makes the block a bed under water of this look. */
        public Builder water(WaterLook look) {
            this.water = look;
            return this;
        }

        /** Makes the block stand a wall of 4 m over its top. */
        public Builder blocked() {
            this.blocked = true;
            return this;
        }

        /** Makes the block stand a wall over its top, its height in metres rounded up to whole steps. */
        public Builder blocked(double colliderHeightMetres) {
            this.blocked = true;
            this.colliderHeightMetres = colliderHeightMetres;
            return this;
        }

        /** The fringe rank, 0 or more (0 unless set). */
        public Builder fringe(int rank) {
            this.fringe = rank;
            return this;
        }

        /** What the top grows. */
        public Builder cover(BlockCover... cover) {
            this.cover = List.of(cover);
            return this;
        }

        /** What the top grows. */
        public Builder cover(List<BlockCover> cover) {
            this.cover = List.copyOf(cover);
            return this;
        }

        private Face colour(String field, String hex) {
            try {
                return Face.colour(hex);
            } catch (BlockMapException e) {
                // Refused at build time, where the path can name the set and block.
                badColourField = field;
                badColour = hex;
                return null;
            }
        }

        /** Resolves the fall-backs and checks every rule, naming {@code path.field}. */
        Block build(String path, CellSize cellSize) {
            if (badColourField != null) {
                Colours.parse(badColour, path + "." + badColourField);
            }
            if (top == null) {
                throw new BlockMapException(path + ".top", "a block needs a top: a colour such as \"#5f8f3e\" or a texture");
            }
            if (water != null && blocked) {
                throw new BlockMapException(path, "a block is never both water and blocked: "
                        + "line the water's banks with blocked cells instead");
            }
            if (water != null && stairs) {
                throw new BlockMapException(path, "a block is never both water and a stair");
            }
            if (water != null) {
                water.validate(path + ".water");
            }
            if (fringe < 0) {
                throw new BlockMapException(path + ".fringe", "fringe rank " + fringe + " must be a whole number, 0 or more");
            }
            int wallSteps = 0;
            if (blocked) {
                double metres = colliderHeightMetres == null ? DEFAULT_COLLIDER_HEIGHT_METRES : colliderHeightMetres;
                if (!(metres > 0) || metres > 1000) {
                    throw new BlockMapException(path + ".colliderHeight",
                            "colliderHeight " + metres + " must be a number of metres above 0 and at most 1000");
                }
                // Rounded up to whole steps; a hair over a whole step (float noise) stays that step.
                wallSteps = (int) Math.ceil(metres / cellSize.step() - 1e-9);
            } else if (colliderHeightMetres != null) {
                throw new BlockMapException(path + ".colliderHeight", "colliderHeight is only for a blocked block", "add blocked");
            }
            if (!cover.isEmpty() && stairs) {
                throw new BlockMapException(path + ".cover", "a stair grows no cover", "remove its cover");
            }
            if (!cover.isEmpty() && water != null) {
                throw new BlockMapException(path + ".cover", "a water bed grows no cover",
                        "remove its cover, or use besideWater on a bank block");
            }
            for (int i = 0; i < cover.size(); i++) {
                cover.get(i).validate(path + ".cover[" + i + "]");
            }
            Face s = side != null ? side : top;
            Face l = lip != null ? lip : s;
            Face r = riser != null ? riser : s;
            String[] fields = {"top", "side", "lip", "riser"};
            Face[] faces = {top, s, l, r};
            for (int i = 0; i < faces.length; i++) {
                checkRepeats(faces[i], path + "." + fields[i], cellSize);
            }
            return new Block(name, top, s, l, r, stairs, Optional.ofNullable(water), blocked, wallSteps, fringe, cover);
        }
    }
}
