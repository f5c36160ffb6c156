package dev.loam.render.gl;

import dev.loam.render.mesh.BlockCards;

/**
 * The GLSL 3.30 sources of the block-map passes. Attribute locations follow {@link GpuMesh}: 0
 * position, 1 normal, 2 colour, 3 uv, 4 extra, in the packed layout of
 * {@link dev.loam.render.mesh.BlockMesh}, which the vertex shaders decode ({@link #DECODE}). Texels
 * are fetched exactly from the atlas ({@code texelFetch}), so pixel textures stay sharp at any
 * distance.
 */
final class BlockShaders {
    private BlockShaders() {
    }

    /**
     * The lighting every lit pass shares: Lambert sun with its shadow, sky light, wall bounce. The
     * model passes ({@link ModelShaders}) share it too.
     */
    static final String LIGHT = """
            uniform vec3 uSunDir;
            uniform vec3 uSunColour;
            uniform vec3 uAmbient;
            uniform float uWallBounce;
            uniform sampler2DShadow uShadow;
            uniform float uShadowBias;
            uniform float uShadowScale;

            float sunShadow(vec4 lightPos) {
                vec3 p = lightPos.xyz / lightPos.w * 0.5 + 0.5;
                if (p.x <= 0.0 || p.x >= 1.0 || p.y <= 0.0 || p.y >= 1.0 || p.z >= 1.0) {
                    return 1.0;
                }
                return texture(uShadow, vec3(p.xy * uShadowScale, p.z - uShadowBias));
            }

            vec3 light(vec3 n, float shadow) {
                float facing = max(dot(n, uSunDir), 0.0);
                vec3 l = uAmbient + uSunColour * facing * shadow;
                // Light thrown back off the ground onto upright faces, by the sun's height.
                float upright = 1.0 - step(0.5, abs(n.y));
                return l + uWallBounce * uSunColour * max(uSunDir.y, 0.0) * upright;
            }
            """;

    /**
     * The decoding of a mesh's packed attributes: positions, uvs and extra arrive as unsigned 16-bit
     * offsets read as floats, each channel's value its origin plus the offset times its quantum (a
     * power of two, so the product is exact and the sum rounds once, as the CPU's decode does);
     * normals as three signed 10-bit integers, 511 for 1.
     */
    static final String DECODE = """
            uniform vec3 uPositionOrigin;
            uniform vec3 uPositionQuantum;
            uniform vec2 uUvOrigin;
            uniform vec2 uUvQuantum;
            uniform vec4 uExtraOrigin;
            uniform vec4 uExtraQuantum;

            vec3 decodePosition(vec3 offsets) {
                return uPositionOrigin + offsets * uPositionQuantum;
            }

            vec3 decodeNormal(vec4 components) {
                return components.xyz / 511.0;
            }
            """;

    /** Fetches a texel of the atlas rectangle at uv in repeats, wrapping. */
    private static final String ATLAS = """
            uniform sampler2D uAtlas;
            uniform ivec4 uRect;

            vec4 atlasWrap(vec2 uv) {
                ivec2 t = ivec2(floor(fract(uv) * vec2(uRect.zw)));
                return texelFetch(uAtlas, uRect.xy + clamp(t, ivec2(0), uRect.zw - 1), 0);
            }

            vec4 atlasClamp(vec2 uv) {
                ivec2 t = ivec2(floor(uv * vec2(uRect.zw)));
                return texelFetch(uAtlas, uRect.xy + clamp(t, ivec2(0), uRect.zw - 1), 0);
            }
            """;

    static final String GROUND_VERTEX = "#version 330 core\n" + DECODE + """
            layout(location = 0) in vec3 aPosition;
            layout(location = 1) in vec4 aNormal;
            layout(location = 2) in vec4 aColour;
            layout(location = 3) in vec2 aUv;
            layout(location = 4) in vec2 aMask;
            uniform mat4 uViewProjection;
            uniform mat4 uLightViewProjections[4];
            uniform float uNormalOffset;
            out vec3 vNormal;
            out vec4 vColour;
            out vec2 vUv;
            out vec2 vMask;
            out vec4 vLightPos;
            out vec3 vShadowWorld;
            void main() {
                vec3 position = decodePosition(aPosition);
                vec3 normal = decodeNormal(aNormal);
                vNormal = normal;
                vMask = uExtraOrigin.xy + aMask * uExtraQuantum.xy;
                vColour = aColour;
                vUv = uUvOrigin + aUv * uUvQuantum;
                vShadowWorld = position + normal * uNormalOffset;
                vLightPos = uLightViewProjections[0] * vec4(vShadowWorld, 1.0);
                gl_Position = uViewProjection * vec4(position, 1.0);
            }
            """;

    static final String GROUND_FRAGMENT = ground(false);

    /**
     * The fringes' and brims' fragment shader: the ground's, cut ragged at half the fringe mask's
     * alpha (mask u wraps along the edge, v runs root to tip).
     */
    static final String FRINGE_FRAGMENT = ground(true);

    private static String ground(boolean fringe) {
        return "#version 330 core\n" + (fringe ? "#define FRINGE\n" : "") + FrameShaders.LIGHT + ATLAS + """
            uniform int uTextured;
            uniform vec3 uFaceColour;
            uniform ivec4 uMaskRect;
            in vec3 vNormal;
            in vec4 vColour;
            in vec2 vUv;
            in vec2 vMask;
            in vec4 vLightPos;
            in vec3 vShadowWorld;
            out vec4 fragColour;
            void main() {
            #ifdef FRINGE
                ivec2 m = ivec2(floor(vec2(fract(vMask.x), clamp(vMask.y, 0.0, 1.0)) * vec2(uMaskRect.zw)));
                if (texelFetch(uAtlas, uMaskRect.xy + clamp(m, ivec2(0), uMaskRect.zw - 1), 0).a < 0.5) {
                    discard;
                }
            #endif
                vec3 base = uTextured != 0 ? atlasWrap(vUv).rgb : uFaceColour;
                vec3 n = normalize(vNormal);
                fragColour = vec4(fogged(base * vColour.rgb * light(n, sunShadow(vLightPos, vShadowWorld)), vShadowWorld), 1.0);
            }
            """;
    }

    static final String WATER_VERTEX = "#version 330 core\n" + DECODE + """
            layout(location = 0) in vec3 aPosition;
            layout(location = 1) in vec4 aNormal;
            layout(location = 2) in vec4 aColour;
            layout(location = 3) in vec2 aUv;
            layout(location = 4) in vec4 aExtra;
            uniform mat4 uViewProjection;
            uniform mat4 uLightViewProjections[4];
            out vec3 vNormal;
            out vec4 vColour;
            out vec3 vWorld;
            out vec4 vFlow;
            out vec4 vLightPos;
            void main() {
                vec3 position = decodePosition(aPosition);
                vNormal = decodeNormal(aNormal);
                vColour = aColour;
                vWorld = position;
                vFlow = uExtraOrigin + aExtra * uExtraQuantum;
                vLightPos = uLightViewProjections[0] * vec4(position, 1.0);
                gl_Position = uViewProjection * vec4(position, 1.0);
            }
            """;

    /**
     * Pixel water: texels of 1/16 m, moving with the flow; each texel shades a little by a hash of
     * its place, and a share of them (the glint density) glint, twinkling slowly.
     */
    static final String WATER_FRAGMENT = "#version 330 core\n" + FrameShaders.LIGHT + """
            uniform vec4 uGlint;
            uniform vec3 uGlintColour;
            in vec3 vNormal;
            in vec4 vColour;
            in vec3 vWorld;
            in vec4 vFlow;
            in vec4 vLightPos;
            out vec4 fragColour;

            float hash(vec2 p) {
                uvec2 q = uvec2(ivec2(p) + ivec2(100000));
                uint h = q.x * 0x8da6b343u ^ q.y * 0xd8163841u;
                h = (h ^ (h >> 15)) * 0x2c1b3c6du;
                h = (h ^ (h >> 12)) * 0x297a2d39u;
                h ^= h >> 15;
                return float(h & 0xffffu) / 65535.0;
            }

            void main() {
                vec3 n = normalize(vNormal);
                vec2 plane = abs(n.y) > 0.5 ? vWorld.xz : vec2(vWorld.x + vWorld.z, -vWorld.y);
                vec2 moved = plane - vFlow.xy * vFlow.z * uTime;
                vec2 texel = floor(moved * 16.0);
                float shade = 0.94 + 0.06 * step(0.8, hash(floor(texel / vec2(3.0, 1.0))));
                vec3 colour = vColour.rgb * shade;
                if (n.y > 0.5) {
                    float twinkle = floor(uTime * 1.5 + hash(texel + vec2(17.0, 5.0)) * 4.0);
                    if (hash(texel + vec2(twinkle * 31.0, 0.0)) < uGlint.w) {
                        colour = uGlintColour;
                    }
                }
                fragColour = vec4(fogged(colour * light(n, sunShadow(vLightPos, vWorld)), vWorld), vColour.a);
            }
            """;

    /**
     * A card from its record (one instance a card, see {@link BlockCards}): {@code gl_VertexID}
     * picks the corner of its four triangles, which the shader lays about the root facing the way
     * asked and sways by its share of the card's height.
     */
    static final String COVER_VERTEX = """
            #version 330 core
            layout(location = 0) in vec3 aRoot;
            layout(location = 1) in vec4 aCard;
            layout(location = 2) in vec3 aRootColour;
            layout(location = 3) in vec3 aColour;
            uniform mat4 uViewProjection;
            uniform mat4 uLightViewProjections[4];
            uniform vec3 uCardRight;
            uniform vec3 uWind;
            uniform float uTime;
            uniform float uColumns;
            out vec3 vNormal;
            out vec4 vColour;
            out vec2 vUv;
            out vec4 vLightPos;
            out vec3 vShadowWorld;
            const int CORNERS[12] = int[12](%s);
            void main() {
                // aCard: width, height, frame, sway weight. Corner: row (root, middle, tip) * 2 + side.
                int corner = CORNERS[gl_VertexID];
                int row = corner >> 1;
                float side = float(corner & 1);
                float share = row == 0 ? 0.0 : (row == 1 ? %s : 1.0);
                vec3 p = aRoot + uCardRight * ((side - 0.5) * aCard.x) + vec3(0.0, share * aCard.y, 0.0);
                float phase = dot(aRoot.xz, vec2(1.7, 2.3));
                p.xz += uWind.xy * (aCard.w * share * sin(uTime * 6.2831853 * uWind.z + phase));
                vNormal = vec3(0.0, 1.0, 0.0);
                vColour = vec4(row == 0 ? aRootColour : aColour, 1.0);
                vUv = vec2((aCard.z + side) / uColumns, 1.0 - share);
                vShadowWorld = p + vec3(0.0, 0.05, 0.0);
                vLightPos = uLightViewProjections[0] * vec4(vShadowWorld, 1.0);
                gl_Position = uViewProjection * vec4(p, 1.0);
            }
            """.formatted(cardCorners(), Double.toString(BlockCards.ROOT_SHARE));

    private static String cardCorners() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < 3 * BlockCards.TRIANGLES_PER_CARD; i++) {
            s.append(i == 0 ? "" : ", ").append(BlockCards.corner(i));
        }
        return s.toString();
    }

    static final String COVER_FRAGMENT = "#version 330 core\n" + FrameShaders.LIGHT + ATLAS + """
            in vec3 vNormal;
            in vec4 vColour;
            in vec2 vUv;
            in vec4 vLightPos;
            in vec3 vShadowWorld;
            out vec4 fragColour;
            void main() {
                vec4 texel = atlasClamp(vUv);
                if (texel.a < 0.5) {
                    discard;
                }
                fragColour = vec4(fogged(texel.rgb * vColour.rgb * light(normalize(vNormal), sunShadow(vLightPos, vShadowWorld)),
                        vShadowWorld), 1.0);
            }
            """;

    static final String SHADOW_VERTEX = "#version 330 core\n" + DECODE + """
            layout(location = 0) in vec3 aPosition;
            uniform mat4 uLightViewProjection;
            void main() {
                gl_Position = uLightViewProjection * vec4(decodePosition(aPosition), 1.0);
            }
            """;

    static final String SHADOW_FRAGMENT = """
            #version 330 core
            void main() {
            }
            """;

    static final String COVER_SHADOW_FRAGMENT = "#version 330 core\n" + ATLAS + """
            in vec2 vUv;
            void main() {
                if (atlasClamp(vUv).a < 0.5) {
                    discard;
                }
            }
            """;
}
