/**
 * Plain model data every view shares: {@link dev.loam.model.Model} (meshes, materials, textures,
 * levels of detail, and derived bounds, footprint and canopy), {@link dev.loam.model.InstanceSet}
 * (one model at many transforms, each with a tint) and {@link dev.loam.model.ModelScene} (models
 * and instance sets in a node tree, as a glTF scene holds them). Nothing here names a library
 * type: transforms are column-major {@code float[16]}, colours linear {@link dev.loam.model.Rgba},
 * pixels RGBA8 bytes. Space is metres, y up; a model that stands on the ground has its base at
 * y = 0 round the y axis. Reading and writing files, and the built-in kit, live in
 * {@code dev.loam.assets}.
 */
package dev.loam.model;
