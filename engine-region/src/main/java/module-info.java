/**
 * Tile regions ({@link dev.loam.region}) solved from a spec of hills, lakes, volcanoes and roads
 * into corner levels, tile shapes, a seamless surface, water and lava, places and terrain. The
 * corner solver and the features' shapes ({@code dev.loam.region.internal}) are not API.
 */
module dev.loam.region {
    requires transitive dev.loam.core;
    requires tools.jackson.databind;

    exports dev.loam.region;
}
