package dev.loam.model;

/** How a material's alpha is read, as glTF 2.0 defines {@code alphaMode}. */
public enum AlphaMode {
    /** Alpha is ignored; the surface is fully opaque. */
    OPAQUE,
    /** A fragment is drawn whole where its alpha is at least the cutoff, and not at all below it. */
    MASK,
    /** Alpha blends the surface over what lies behind it. */
    BLEND
}
