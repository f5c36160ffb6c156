package dev.loam.blockmap;

import java.util.Objects;

/**
 * How one face of a block looks: a plain colour or a pixel texture laid in world space.
 * Immutable.
 */
public sealed interface Face permits Face.Colour, Face.Texture {

    /** A plain colour face, {@code 0xRRGGBB}. */
    record Colour(int rgb) implements Face {
        public Colour {
            rgb &= 0xffffff;
        }

        @Override
        public String toString() {
            return Colours.format(rgb);
        }
    }

    /** A pixel-texture face. */
    record Texture(PixelTexture texture) implements Face {
        public Texture {
            Objects.requireNonNull(texture, "texture");
        }
    }

    /** A colour face from {@code #rrggbb}; refused with {@link BlockMapException} otherwise. */
    static Face colour(String hex) {
        return new Colour(Colours.parse(hex, "face"));
    }

    /** A colour face from {@code 0xRRGGBB}. */
    static Face rgb(int rgb) {
        return new Colour(rgb);
    }

    /** A texture face. */
    static Face texture(PixelTexture texture) {
        return new Texture(texture);
    }
}
