/**
 * Navigation meshes baked from block-map columns with the same agent settings as the character
 * controller, and path queries with string pulling ({@link dev.loam.nav}).
 */
module dev.loam.nav {
    requires transitive dev.loam.core;

    exports dev.loam.nav;
}
