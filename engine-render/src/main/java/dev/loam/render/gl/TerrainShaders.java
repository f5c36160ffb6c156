package dev.loam.render.gl;

/**
 * The GLSL 3.30 sources of {@link GpuTerrain}'s passes. One shared grid patch is drawn once a
 * selected patch (instanced): attribute 0 the vertex's grid step {@code (a, b)} in the patch,
 * attribute 1 per instance the patch's first cell {@code (x, z)} and its level. The vertex shader
 * runs {@link dev.loam.render.mesh.TerrainLodSelection#morphVertex}'s arithmetic on the heights
 * texture; the fragment shader cuts holes, derives the normal from the heights, blends up to
 * eight splat layers and lights the result with {@link FrameShaders#LIGHT}.
 *
 * <p>Texture units: 0 the layers' base colours (a 2D array, one slice a layer, sRGB), 1 the sun's
 * shadow map, 2 the heights (R32F, read texel by texel), 3 the same heights read bilinearly (a
 * sampler object), 4 and 5 the splat weights of layers 0–3 and 4–7 (RGBA8), 6 the holes (R8, one
 * texel a cell).
 */
final class TerrainShaders {
    private TerrainShaders() {
    }

    /** Levels the morph table holds. */
    static final int MAX_LEVELS = dev.loam.render.mesh.TerrainLodTree.MAX_LEVELS;

    /** The vertex shader both passes share: the morphed grid vertex. */
    static final String VERTEX = """
            #version 330 core
            layout(location = 0) in vec2 aStep;
            layout(location = 1) in vec3 aPatch;
            uniform sampler2D uHeights;
            uniform vec4 uGrid;
            uniform vec2 uLast;
            uniform vec2 uMorph[16];
            uniform vec3 uLodEye;
            uniform mat4 uViewProjection;
            out vec3 vWorld;

            float gridHeight(ivec2 v) {
                return texelFetch(uHeights, v, 0).r;
            }

            // Bilinear between the four vertices round a fractional cell position, as the selection reads it.
            float heightAt(vec2 c) {
                c = clamp(c, vec2(0.0), uLast);
                ivec2 i = min(ivec2(c), ivec2(uLast) - 1);
                vec2 f = c - vec2(i);
                float top = gridHeight(i) + (gridHeight(i + ivec2(1, 0)) - gridHeight(i)) * f.x;
                float bottom = gridHeight(i + ivec2(0, 1)) + (gridHeight(i + ivec2(1, 1)) - gridHeight(i + ivec2(0, 1))) * f.x;
                return top + (bottom - top) * f.y;
            }

            void main() {
                float stepCells = exp2(aPatch.z);
                vec2 own = aPatch.xy + aStep * stepCells;
                vec2 g = min(own, uLast);
                vec3 w = vec3(uGrid.x + g.x * uGrid.w, uGrid.y + heightAt(g), uGrid.z + g.y * uGrid.w);
                vec2 band = uMorph[int(aPatch.z + 0.5)];
                float m = clamp((distance(w, uLodEye) - band.x) / (band.y - band.x), 0.0, 1.0);
                vec2 c = min(own - mod(aStep, 2.0) * stepCells * m, uLast);
                vWorld = vec3(uGrid.x + c.x * uGrid.w, uGrid.y + heightAt(c), uGrid.z + c.y * uGrid.w);
                gl_Position = uViewProjection * vec4(vWorld, 1.0);
            }
            """;

    /** The hole cut both passes share. */
    private static final String HOLES = """
            uniform sampler2D uHoles;
            uniform vec4 uGrid;
            uniform vec2 uLast;
            uniform int uHasHoles;

            vec2 cellOf(vec3 world) {
                return (world.xz - uGrid.xz) / uGrid.w;
            }

            bool inHole(vec2 c) {
                if (uHasHoles == 0) {
                    return false;
                }
                ivec2 cell = clamp(ivec2(floor(c)), ivec2(0), ivec2(uLast) - 1);
                return texelFetch(uHoles, cell, 0).r > 0.5;
            }
            """;

    /** The shadow pass: depth only, holes let the light through. */
    static final String SHADOW_FRAGMENT = "#version 330 core\n" + HOLES + """
            in vec3 vWorld;
            void main() {
                if (inHole(cellOf(vWorld))) {
                    discard;
                }
            }
            """;

    /**
     * The opaque pass. A layer with {@code detile > 0} is read through hash-based stochastic tiling
     * (after the "virtual pattern" idea of Inigo Quilez's "texture repetition", written here afresh):
     * a smooth value noise over the layer's repeats, scaled by {@code detile}, indexes a run of
     * virtual copies of the texture, each shifted by a hashed offset; a pixel reads the two copies
     * its noise lies between and blends them, the blend narrowed by {@code detile_sharpen} and
     * steered by the two colours' difference so the seam follows the texture's own features rather
     * than a soft smear. Derivatives are taken before any branch, from the unshifted coordinates,
     * so the copies share one mip level and no seam shows.
     */
    static final String FRAGMENT = "#version 330 core\n" + FrameShaders.LIGHT + HOLES + """
            uniform sampler2D uHeightsLinear;
            uniform sampler2D uWeights0;
            uniform sampler2D uWeights1;
            uniform sampler2DArray uLayers;
            uniform int uLayerCount;
            uniform vec4 uLayerTile[8];
            uniform vec4 uLayerColour[8];
            in vec3 vWorld;
            out vec4 fragColour;

            uint scramble(uint x) {
                x ^= x >> 17;
                x *= 0xed5ad4bbu;
                x ^= x >> 11;
                x *= 0xac4c1b51u;
                x ^= x >> 15;
                x *= 0x31848babu;
                x ^= x >> 14;
                return x;
            }

            float hash01(ivec2 p, uint salt) {
                return float(scramble(uint(p.x) * 0x9e3779b9u ^ scramble(uint(p.y) + salt)) >> 8) / 16777216.0;
            }

            // Smooth value noise, 0..1, one lattice step a unit.
            float valueNoise(vec2 p, uint salt) {
                ivec2 i = ivec2(floor(p));
                vec2 f = fract(p);
                vec2 s = f * f * (3.0 - 2.0 * f);
                float a = hash01(i, salt), b = hash01(i + ivec2(1, 0), salt);
                float c = hash01(i + ivec2(0, 1), salt), d = hash01(i + ivec2(1, 1), salt);
                return mix(mix(a, b, s.x), mix(c, d, s.x), s.y);
            }

            vec2 copyOffset(float copy, uint salt) {
                ivec2 k = ivec2(int(copy), 7);
                return vec2(hash01(k, salt), hash01(k, salt + 101u));
            }

            vec3 layerColour(int layer, vec2 xz, vec2 dx, vec2 dy) {
                vec4 t = uLayerTile[layer];
                vec2 uv = xz * t.x;
                vec2 gx = dx * t.x, gy = dy * t.x;
                if (t.y <= 0.0) {
                    return textureGrad(uLayers, vec3(uv, float(layer)), gx, gy).rgb;
                }
                uint salt = uint(layer) * 7919u + 13u;
                float v = valueNoise(uv * 0.6, salt) * 8.0 * t.y;
                float first = floor(v);
                float f = v - first;
                vec3 a = textureGrad(uLayers, vec3(uv + copyOffset(first, salt), float(layer)), gx, gy).rgb;
                vec3 b = textureGrad(uLayers, vec3(uv + copyOffset(first + 1.0, salt), float(layer)), gx, gy).rgb;
                float width = mix(0.45, 0.04, t.z);
                float steer = dot(a - b, vec3(0.3333)) * mix(0.1, 0.6, t.z);
                return mix(a, b, smoothstep(0.5 - width, 0.5 + width, f + steer));
            }

            void main() {
                vec2 c = cellOf(vWorld);
                if (inHole(c)) {
                    discard;
                }
                vec2 size = uLast + 1.0;
                float cs = uGrid.w;
                float hl = texture(uHeightsLinear, (c + vec2(-1.0, 0.0) + 0.5) / size).r;
                float hr = texture(uHeightsLinear, (c + vec2(1.0, 0.0) + 0.5) / size).r;
                float hd = texture(uHeightsLinear, (c + vec2(0.0, -1.0) + 0.5) / size).r;
                float hu = texture(uHeightsLinear, (c + vec2(0.0, 1.0) + 0.5) / size).r;
                vec3 n = normalize(vec3(-(hr - hl) / (2.0 * cs), 1.0, -(hu - hd) / (2.0 * cs)));

                vec2 dx = dFdx(vWorld.xz), dy = dFdy(vWorld.xz);
                vec2 uv = (c + 0.5) / size;
                vec4 w0 = texture(uWeights0, uv);
                vec4 w1 = uLayerCount > 4 ? texture(uWeights1, uv) : vec4(0.0);
                float weights[8] = float[8](w0.x, w0.y, w0.z, w0.w, w1.x, w1.y, w1.z, w1.w);
                float total = 0.0;
                vec3 albedo = vec3(0.0);
                for (int layer = 0; layer < uLayerCount; layer++) {
                    float wt = weights[layer];
                    if (wt > 0.002) {
                        albedo += wt * layerColour(layer, vWorld.xz, dx, dy) * uLayerColour[layer].rgb;
                        total += wt;
                    }
                }
                albedo = total > 0.0 ? albedo / total : uLayerColour[0].rgb;
                vec3 colour = albedo * toLinear(light(n, sunShadowAt(vWorld + n * uNormalOffset)));
                fragColour = vec4(fogged(toSrgb(colour), vWorld), 1.0);
            }
            """;
}
