/**
 * Loam's data and rules: block sets and block maps ({@link dev.loam.blockmap}), terrain
 * heightmaps and scatter sets ({@link dev.loam.terrain}), plain model data every view shares
 * ({@link dev.loam.model}), and the deterministic helpers every
 * other module shares ({@link dev.loam.core}). Its internals ({@code dev.loam.core.internal}: the
 * JSON helpers, atomic file writes, the change history) are open to Loam's own modules only.
 */
@SuppressWarnings("module") // the qualified exports name modules that are built after this one
module dev.loam.core {
    requires transitive org.joml;
    requires java.desktop;
    requires tools.jackson.databind;

    exports dev.loam.core;
    exports dev.loam.blockmap;
    exports dev.loam.terrain;
    exports dev.loam.model;

    exports dev.loam.core.internal to
            dev.loam.render,
            dev.loam.physics,
            dev.loam.nav,
            dev.loam.worldgen,
            dev.loam.region,
            dev.loam.assets;
}
