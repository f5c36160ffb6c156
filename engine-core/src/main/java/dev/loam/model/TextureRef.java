package dev.loam.model;

/**
 * A material's use of one of its model's textures: which texture, and the
 * {@code KHR_texture_transform} applied to the mesh's UVs before sampling it (offset, rotation in
 * radians anticlockwise, scale; the identity is offset 0, rotation 0, scale 1). For a normal map,
 * {@code scale} of the normal texture is kept as {@code strength}; for occlusion, its strength.
 *
 * @param texture  the index in {@link Model#textures()}
 * @param offsetU  added to u after rotating and scaling
 * @param offsetV  added to v after rotating and scaling
 * @param rotation radians
 * @param scaleU   multiplies u first
 * @param scaleV   multiplies v first
 * @param strength a normal map's scale or an occlusion map's strength; 1 otherwise
 */
public record TextureRef(int texture, float offsetU, float offsetV, float rotation, float scaleU, float scaleV, float strength) {
    /** @throws ModelException naming {@code texture} when negative, or the value that is not finite */
    public TextureRef {
        if (texture < 0) {
            throw new ModelException("texture", texture + " is not a texture index");
        }
        for (float v : new float[] {offsetU, offsetV, rotation, scaleU, scaleV, strength}) {
            if (!Float.isFinite(v)) {
                throw new ModelException("", "a texture transform's values must be finite; " + v + " is not");
            }
        }
    }

    /** Texture {@code index} with no transform. */
    public static TextureRef of(int index) {
        return new TextureRef(index, 0, 0, 0, 1, 1, 1);
    }

    /** Whether the transform is the identity. */
    public boolean isIdentity() {
        return offsetU == 0 && offsetV == 0 && rotation == 0 && scaleU == 1 && scaleV == 1;
    }

    /** The same texture use pointing at another index, for merging models' texture lists. */
    public TextureRef withTexture(int index) {
        return new TextureRef(index, offsetU, offsetV, rotation, scaleU, scaleV, strength);
    }
}
