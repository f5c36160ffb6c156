package dev.loam.render.gl;

/**
 * The GLSL 3.30 sources of the sheets ({@link GpuSheets}). Attribute locations: 0 position, 1
 * normal, 2 flow (direction x, z on the ground, metres along, −1..1 across), 3 depth (metres of
 * sheet over the ground). Both include {@link FrameShaders#LIGHT}; colours are in display terms
 * times the light, as the block maps' (so a sheet's water is the block maps' pixel water).
 */
final class SheetShaders {
    private SheetShaders() {
    }

    static final String VERTEX = """
            #version 330 core
            layout(location = 0) in vec3 aPosition;
            layout(location = 1) in vec3 aNormal;
            layout(location = 2) in vec4 aFlow;
            layout(location = 3) in float aDepth;
            uniform mat4 uViewProjection;
            out vec3 vWorld;
            out vec3 vNormal;
            out vec4 vFlow;
            out float vDepth;
            void main() {
                vWorld = aPosition;
                vNormal = aNormal;
                vFlow = aFlow;
                vDepth = aDepth;
                gl_Position = uViewProjection * vec4(aPosition, 1.0);
            }
            """;

    /** The block water's texel hash: one value 0..1 a whole-numbered point. */
    private static final String HASH = """
            float hash(vec2 p) {
                uvec2 q = uvec2(ivec2(p) + ivec2(100000));
                uint h = q.x * 0x8da6b343u ^ q.y * 0xd8163841u;
                h = (h ^ (h >> 15)) * 0x2c1b3c6du;
                h = (h ^ (h >> 12)) * 0x297a2d39u;
                h ^= h >> 15;
                return float(h & 0xffffu) / 65535.0;
            }
            """;

    /**
     * Pixel water, as the block maps' ({@code BlockShaders.WATER_FRAGMENT}): texels of 1/16 m moving
     * with the flow, each shading a little by a hash of its place, a share of them glinting and
     * twinkling slowly (far off, where a texel is smaller than a pixel, each glint takes a square
     * of texels a pixel across and glints as much more rarely); the shallow colour turned toward the deep over {@value #DEEP} m of depth,
     * lit by the sun with its shadow and the sky, fogged. Where the sheet comes within
     * {@value #SHORE} m of the ground it fades out, so a shore has no hard seam.
     */
    static final String WATER_FRAGMENT = "#version 330 core\n" + FrameShaders.LIGHT + HASH + """
            uniform vec3 uShallow;
            uniform vec3 uDeep;
            uniform vec4 uGlint;
            uniform float uOpacity;
            uniform float uFlowSpeed;
            in vec3 vWorld;
            in vec3 vNormal;
            in vec4 vFlow;
            in float vDepth;
            out vec4 fragColour;
            void main() {
                vec3 n = normalize(vNormal);
                bool top = abs(n.y) > 0.5;
                vec2 plane = top ? vWorld.xz : vec2(vWorld.x + vWorld.z, vWorld.y);
                vec2 moved = plane - vFlow.xy * (top ? uFlowSpeed : max(uFlowSpeed, 0.5)) * uTime;
                // How many water texels one pixel spans. Far off, a glint takes a square of texels
                // that spans a pixel (the next power of two) and glints that much more rarely, so far
                // water sparkles as sparsely as near water does instead of reading as confetti.
                vec2 span = fwidth(moved * 16.0);
                float level = exp2(ceil(log2(max(1.0, max(span.x, span.y)))));
                if (vDepth <= 0.0) {
                    discard;
                }
                vec2 texel = floor(moved * 16.0);
                float shade = 0.94 + 0.06 * step(0.8, hash(floor(texel / vec2(3.0, 1.0))));
                vec3 colour = mix(uShallow, uDeep, clamp(vDepth / DEEP, 0.0, 1.0)) * shade;
                vec2 glintTexel = floor(moved * 16.0 / level);
                float twinkle = floor(uTime * 1.5 + hash(glintTexel + vec2(17.0, 5.0)) * 4.0);
                if (top && hash(glintTexel + vec2(twinkle * 31.0, 0.0)) < uGlint.w / level) {
                    colour = uGlint.rgb;
                }
                vec3 lit = colour * light(n, sunShadowAt(vWorld + n * uNormalOffset));
                float alpha = uOpacity * clamp(vDepth / SHORE, 0.0, 1.0);
                fragColour = vec4(fogged(lit, vWorld), alpha);
            }
            """.replace("DEEP", Double.toString(SheetShaders.DEEP)).replace("SHORE", Double.toString(SheetShaders.SHORE));

    /** The depth (metres) at which water takes its deep colour, as the block maps' water. */
    static final double DEEP = 2.0;
    /** The depth (metres) over which water fades in at its shore. */
    static final double SHORE = 0.08;

    /**
     * Lava: Voronoi plates of crust {@code uPlate} metres apart, on texels of 1/16 m, moving down
     * the flow at {@code uLavaSpeed} and wobbling at {@code uChurn}; the cracks between them glow
     * from the glow colour to the hot one, pulsing plate by plate; the crust cools and thickens at
     * a flow's edges, far down it, and at a pool's shore. The crust is lit without shadow, the glow
     * added unlit: lava is never in shade.
     */
    static final String LAVA_FRAGMENT = "#version 330 core\n" + FrameShaders.LIGHT + HASH + """
            uniform vec3 uCrust;
            uniform vec3 uGlow;
            uniform vec3 uHot;
            uniform float uPlate;
            uniform float uLavaSpeed;
            uniform float uChurn;
            in vec3 vWorld;
            in vec3 vNormal;
            in vec4 vFlow;
            in float vDepth;
            out vec4 fragColour;

            // Distance from p to the border between its nearest two plate points, in plate units; id the nearest's hash.
            float plates(vec2 p, out float id) {
                vec2 cell = floor(p);
                vec2 f = p - cell;
                float d1 = 8.0, d2 = 8.0;
                id = 0.0;
                for (int y = -1; y <= 1; y++) {
                    for (int x = -1; x <= 1; x++) {
                        vec2 g = vec2(float(x), float(y));
                        vec2 c = cell + g;
                        vec2 o = vec2(hash(c), hash(c + vec2(57.0, 13.0)));
                        o = 0.5 + 0.38 * sin(6.2831853 * (o + uTime * uChurn * (0.5 + o.yx)));
                        vec2 r = g + o - f;
                        float d = dot(r, r);
                        if (d < d1) {
                            d2 = d1;
                            d1 = d;
                            id = hash(c + vec2(3.0, 91.0));
                        } else if (d < d2) {
                            d2 = d;
                        }
                    }
                }
                return (sqrt(d2) - sqrt(d1)) * 0.5;
            }

            void main() {
                vec3 n = normalize(vNormal);
                bool flowing = dot(vFlow.xy, vFlow.xy) > 0.25;
                vec2 plane = abs(n.y) > 0.5 ? vWorld.xz : vec2(vWorld.x + vWorld.z, vWorld.y);
                vec2 p = plane - vFlow.xy * uLavaSpeed * uTime;
                p = (floor(p * 16.0) + 0.5) / 16.0;
                float id;
                float border = plates(p / uPlate, id) * uPlate;
                float crack = 1.0 - smoothstep(0.012 * uPlate, 0.064 * uPlate, border);
                float heat = 0.75 + 0.25 * sin(6.2831853 * (uTime * uChurn * 2.0 + id));
                float cool = flowing
                        ? clamp((abs(vFlow.w) - 0.55) / 0.45, 0.0, 1.0) * 0.8 + clamp(vFlow.z / 900.0, 0.0, 0.4)
                        : 1.0 - smoothstep(0.0, 0.8, vDepth);
                cool = clamp(cool, 0.0, 1.0);
                float glowing = crack * heat * (1.0 - 0.75 * cool);
                vec3 crust = uCrust * (0.8 + 0.4 * id) * light(n, 1.0) + uGlow * 0.1 * (1.0 - cool);
                vec3 glow = mix(uGlow, uHot, crack * crack * heat) * 1.3;
                fragColour = vec4(fogged(mix(crust, glow, glowing), vWorld), 1.0);
            }
            """;
}
