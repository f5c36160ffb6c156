package dev.loam.render.gl;

/**
 * The GLSL 3.30 sources of the model passes, lit by the frame's shared light
 * ({@link FrameShaders#LIGHT}: one sun, its cascaded shadow, sky light and fog for every drawable).
 * Attribute locations follow {@link GpuModel}: 0 position, 1 normal, 2 uv, 3 colour (linear RGBA),
 * then per instance 4 to 7 the model matrix's columns and 8 the tint. Colours are worked in linear
 * light and written sRGB-encoded; the look's light, which the block-map passes multiply display
 * colours by, is decoded first, so a model of a block's colour looks like the block under the same
 * sun. Texture units: 0 base colour, 1 the sun's shadow map, 2 emissive.
 *
 * <p>{@code uVisibleRange} (metres, 0 for none) hides an instance whose origin lies farther from
 * {@code uEye} than it, in the lit and the shadow passes alike (a scatter set's
 * {@code visibility_range}): its vertices are moved out of the clip volume. {@code uVisibleFrom}
 * (metres, 0 for none) hides one whose origin lies nearer than it (a far version, shown only beyond
 * its plant's draw distance).
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

            uniform vec3 uEye;
            uniform float uVisibleRange;
            uniform float uVisibleFrom;

            // Whether the instance's origin lies beyond the visible range from the eye, or nearer
            // than where it starts to show (a far version drawn only beyond its plant's draw distance).
            bool instanceHidden() {
                float d = distance(aModel3.xyz, uEye);
                return (uVisibleRange > 0.0 && d > uVisibleRange) || d < uVisibleFrom;
            }
            """;

    static final String VERTEX = "#version 330 core\n" + INSTANCE + """
            layout(location = 0) in vec3 aPosition;
            layout(location = 1) in vec3 aNormal;
            layout(location = 2) in vec2 aUv;
            layout(location = 3) in vec4 aColour;
            uniform mat4 uViewProjection;
            uniform int uHasNormals;
            uniform mat3 uBaseUv;
            uniform mat3 uEmissiveUv;
            out vec3 vWorld;
            out vec3 vNormal;
            out vec2 vBaseUv;
            out vec2 vEmissiveUv;
            out vec4 vColour;
            void main() {
                mat4 model = instanceMatrix();
                vec4 world = model * vec4(aPosition, 1.0);
                vec3 n = uHasNormals != 0 ? normalize(instanceNormal(model, aNormal)) : vec3(0.0);
                vWorld = world.xyz;
                vNormal = n;
                vBaseUv = (uBaseUv * vec3(aUv, 1.0)).xy;
                vEmissiveUv = (uEmissiveUv * vec3(aUv, 1.0)).xy;
                vColour = aColour * aTint;
                // A hidden instance's vertices all lie past the far plane: every triangle is clipped.
                gl_Position = instanceHidden() ? vec4(0.0, 0.0, 2.0, 1.0) : uViewProjection * world;
            }
            """;

    static final String FRAGMENT = "#version 330 core\n" + FrameShaders.LIGHT + """
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
            in vec3 vWorld;
            in vec3 vNormal;
            in vec2 vBaseUv;
            in vec2 vEmissiveUv;
            in vec4 vColour;
            out vec4 fragColour;

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
                    // The shadow is looked up off the surface along the vertex normal (as given, not
                    // turned to the eye; none without normals), against shadow acne.
                    colour = albedo.rgb * toLinear(light(n, sunShadowAt(vWorld + vNormal * uNormalOffset)));
                }
                vec3 glow = uEmissive;
                if (uHasEmissiveTexture != 0) {
                    glow *= texture(uEmissiveTexture, vEmissiveUv).rgb;
                }
                fragColour = vec4(fogged(toSrgb(colour + glow), vWorld), albedo.a);
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
                gl_Position = instanceHidden() ? vec4(0.0, 0.0, 2.0, 1.0)
                        : uLightViewProjection * (instanceMatrix() * vec4(aPosition, 1.0));
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
