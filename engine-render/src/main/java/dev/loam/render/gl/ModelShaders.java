package dev.loam.render.gl;

/**
 * The GLSL 3.30 sources of the model passes. Attribute locations follow {@link GpuModel}: 0
 * position, 1 normal, 2 uv, 3 colour (linear RGBA), then per instance 4 to 7 the model matrix's
 * columns and 8 the tint. Colours are worked in linear light and written sRGB-encoded; the look's
 * light, which the block-map passes multiply display colours by ({@link BlockShaders#LIGHT}), is
 * decoded first, so a model of a block's colour looks like the block under the same sun. Texture
 * units: 0 base colour, 1 the sun's shadow map, 2 emissive.
 */
final class ModelShaders {
    private ModelShaders() {
    }

    /** The alpha modes' numbers in {@code uAlphaMode}. */
    static final int OPAQUE = 0, MASK = 1, BLEND = 2;

    /** The instance attributes and the normal matrix they give, shared by every model vertex shader. */
    private static final String INSTANCE = """
            layout(location = 4) in vec4 aModel0;
            layout(location = 5) in vec4 aModel1;
            layout(location = 6) in vec4 aModel2;
            layout(location = 7) in vec4 aModel3;
            layout(location = 8) in vec4 aTint;

            mat4 instanceMatrix() {
                return mat4(aModel0, aModel1, aModel2, aModel3);
            }

            // The inverse transpose of the upper 3 x 3 up to a positive factor: its cofactors, signed by
            // the determinant so that a mirroring matrix keeps normals facing out.
            vec3 instanceNormal(mat4 model, vec3 n) {
                mat3 m = mat3(model);
                vec3 c0 = cross(m[1], m[2]), c1 = cross(m[2], m[0]), c2 = cross(m[0], m[1]);
                float det = dot(m[0], c0);
                return mat3(c0, c1, c2) * n * sign(det);
            }
            """;

    static final String VERTEX = "#version 330 core\n" + INSTANCE + """
            layout(location = 0) in vec3 aPosition;
            layout(location = 1) in vec3 aNormal;
            layout(location = 2) in vec2 aUv;
            layout(location = 3) in vec4 aColour;
            uniform mat4 uViewProjection;
            uniform mat4 uLightViewProjection;
            uniform float uNormalOffset;
            uniform int uHasNormals;
            uniform mat3 uBaseUv;
            uniform mat3 uEmissiveUv;
            out vec3 vWorld;
            out vec3 vNormal;
            out vec2 vBaseUv;
            out vec2 vEmissiveUv;
            out vec4 vColour;
            out vec4 vLightPos;
            void main() {
                mat4 model = instanceMatrix();
                vec4 world = model * vec4(aPosition, 1.0);
                vec3 n = uHasNormals != 0 ? normalize(instanceNormal(model, aNormal)) : vec3(0.0);
                vWorld = world.xyz;
                vNormal = n;
                vBaseUv = (uBaseUv * vec3(aUv, 1.0)).xy;
                vEmissiveUv = (uEmissiveUv * vec3(aUv, 1.0)).xy;
                vColour = aColour * aTint;
                vLightPos = uLightViewProjection * vec4(world.xyz + n * uNormalOffset, 1.0);
                gl_Position = uViewProjection * world;
            }
            """;

    static final String FRAGMENT = "#version 330 core\n" + BlockShaders.LIGHT + """
            uniform vec4 uBaseColour;
            uniform int uHasBaseTexture;
            uniform sampler2D uBaseTexture;
            uniform vec3 uEmissive;
            uniform int uHasEmissiveTexture;
            uniform sampler2D uEmissiveTexture;
            uniform int uAlphaMode;
            uniform float uAlphaCutoff;
            uniform int uUnlit;
            uniform int uDoubleSided;
            uniform int uHasNormals;
            uniform vec3 uEye;
            uniform vec3 uFogColour;
            uniform vec2 uFog;
            in vec3 vWorld;
            in vec3 vNormal;
            in vec2 vBaseUv;
            in vec2 vEmissiveUv;
            in vec4 vColour;
            in vec4 vLightPos;
            out vec4 fragColour;

            vec3 toLinear(vec3 c) {
                c = max(c, vec3(0.0));
                return mix(c / 12.92, pow((c + 0.055) / 1.055, vec3(2.4)), step(vec3(0.04045), c));
            }

            vec3 toSrgb(vec3 c) {
                c = clamp(c, vec3(0.0), vec3(1.0));
                return mix(c * 12.92, 1.055 * pow(c, vec3(1.0 / 2.4)) - 0.055, step(vec3(0.0031308), c));
            }

            void main() {
                vec4 albedo = uBaseColour * vColour;
                if (uHasBaseTexture != 0) {
                    albedo *= texture(uBaseTexture, vBaseUv);
                }
                if (uAlphaMode == 1 && albedo.a < uAlphaCutoff) {
                    discard;
                }
                if (uAlphaMode != 2) {
                    // Opaque and cut surfaces cover what is behind them whole.
                    albedo.a = 1.0;
                }
                vec3 colour;
                if (uUnlit != 0) {
                    colour = albedo.rgb;
                } else {
                    vec3 n;
                    if (uHasNormals != 0) {
                        n = normalize(vNormal);
                        if (uDoubleSided != 0 && !gl_FrontFacing) {
                            n = -n;
                        }
                    } else {
                        // No normals given: flat faces, turned to the eye.
                        n = normalize(cross(dFdx(vWorld), dFdy(vWorld)));
                    }
                    colour = albedo.rgb * toLinear(light(n, sunShadow(vLightPos)));
                }
                vec3 glow = uEmissive;
                if (uHasEmissiveTexture != 0) {
                    glow *= texture(uEmissiveTexture, vEmissiveUv).rgb;
                }
                vec3 display = toSrgb(colour + glow);
                float fog = clamp((distance(vWorld, uEye) - uFog.x) / (uFog.y - uFog.x), 0.0, 1.0);
                fragColour = vec4(mix(display, uFogColour, fog), albedo.a);
            }
            """;

    static final String SHADOW_VERTEX = "#version 330 core\n" + INSTANCE + """
            layout(location = 0) in vec3 aPosition;
            layout(location = 2) in vec2 aUv;
            layout(location = 3) in vec4 aColour;
            uniform mat4 uLightViewProjection;
            uniform mat3 uBaseUv;
            out vec2 vBaseUv;
            out float vAlpha;
            void main() {
                vBaseUv = (uBaseUv * vec3(aUv, 1.0)).xy;
                vAlpha = aColour.a * aTint.a;
                gl_Position = uLightViewProjection * (instanceMatrix() * vec4(aPosition, 1.0));
            }
            """;

    /** Opaque casters write depth only. */
    static final String SHADOW_FRAGMENT = """
            #version 330 core
            void main() {
            }
            """;

    /** Masked casters are cut as they are drawn, so a leaf card's shadow has the leaves' shape. */
    static final String MASK_SHADOW_FRAGMENT = """
            #version 330 core
            uniform vec4 uBaseColour;
            uniform int uHasBaseTexture;
            uniform sampler2D uBaseTexture;
            uniform float uAlphaCutoff;
            in vec2 vBaseUv;
            in float vAlpha;
            void main() {
                float a = uBaseColour.a * vAlpha;
                if (uHasBaseTexture != 0) {
                    a *= texture(uBaseTexture, vBaseUv).a;
                }
                if (a < uAlphaCutoff) {
                    discard;
                }
            }
            """;
}
