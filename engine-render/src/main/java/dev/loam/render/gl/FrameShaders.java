package dev.loam.render.gl;

/**
 * GLSL 3.30 pieces every drawable of the {@link FrameRenderer} shares, so that one sun, one sky
 * light, one fog and one (cascaded) shadow map light everything alike. A drawable's fragment shader
 * includes {@link #LIGHT} and calls {@code light(n, sunShadowAt(world + n * uNormalOffset))}, then
 * {@code fogged(colour, world)} (or {@code sunShadow(lightPos0, world)} where the vertex stage carries
 * cascade 0's light position, as the block-map passes do); its uniforms are set by {@link FrameView#applyShared}.
 *
 * <p>Colours follow the model passes: albedo linear, the light's colours (given in display terms)
 * turned linear, the result turned back to sRGB before fog.
 */
final class FrameShaders {
    private FrameShaders() {
    }

    /** The most shadow cascades a frame uses. */
    static final int MAX_CASCADES = 4;

    /**
     * Lambert sun, sky light, wall bounce, the cascaded sun shadow, fog and the colour-space
     * conversions. Uniforms: uSunDir, uSunColour, uAmbient, uWallBounce, uShadow (unit 1),
     * uLightViewProjections[4], uCascadeRects[4] (xy the corner, zw the size, in 0..1 of the map),
     * uCascadeEnds (view depth where each cascade ends), uCascades, uShadowBias, uEye, uViewForward,
     * uFogColour, uFog (start, end in metres), uNormalOffset, uTime.
     */
    static final String LIGHT = """
            uniform vec3 uSunDir;
            uniform vec3 uSunColour;
            uniform vec3 uAmbient;
            uniform float uWallBounce;
            uniform sampler2DShadow uShadow;
            uniform mat4 uLightViewProjections[4];
            uniform vec4 uCascadeRects[4];
            uniform vec4 uCascadeEnds;
            uniform int uCascades;
            uniform float uShadowBias;
            uniform vec3 uEye;
            uniform vec3 uViewForward;
            uniform vec3 uFogColour;
            uniform vec2 uFog;
            uniform float uNormalOffset;
            uniform float uTime;

            float sunShadowAt(vec3 world) {
                float depth = dot(world - uEye, uViewForward);
                int c = 0;
                while (c < uCascades - 1 && depth > uCascadeEnds[c]) {
                    c++;
                }
                vec4 lp = uLightViewProjections[c] * vec4(world, 1.0);
                vec3 p = lp.xyz / lp.w * 0.5 + 0.5;
                if (p.x <= 0.0 || p.x >= 1.0 || p.y <= 0.0 || p.y >= 1.0 || p.z >= 1.0) {
                    return 1.0;
                }
                vec4 r = uCascadeRects[c];
                return texture(uShadow, vec3(r.xy + p.xy * r.zw, p.z - uShadowBias * float(c + 1)));
            }

            // The same lookup, for shaders that carry cascade 0's light position from the vertex
            // stage: a frame of one map reads it as interpolated (the block-map passes' pictures).
            float sunShadow(vec4 lightPos0, vec3 world) {
                if (uCascades > 1) {
                    return sunShadowAt(world);
                }
                vec3 p = lightPos0.xyz / lightPos0.w * 0.5 + 0.5;
                if (p.x <= 0.0 || p.x >= 1.0 || p.y <= 0.0 || p.y >= 1.0 || p.z >= 1.0) {
                    return 1.0;
                }
                return texture(uShadow, vec3(uCascadeRects[0].xy + p.xy * uCascadeRects[0].zw, p.z - uShadowBias));
            }

            vec3 light(vec3 n, float shadow) {
                float facing = max(dot(n, uSunDir), 0.0);
                vec3 l = uAmbient + uSunColour * facing * shadow;
                float upright = 1.0 - step(0.5, abs(n.y));
                return l + uWallBounce * uSunColour * max(uSunDir.y, 0.0) * upright;
            }

            vec3 toLinear(vec3 c) {
                c = max(c, vec3(0.0));
                return mix(c / 12.92, pow((c + 0.055) / 1.055, vec3(2.4)), step(vec3(0.04045), c));
            }

            vec3 toSrgb(vec3 c) {
                c = clamp(c, vec3(0.0), vec3(1.0));
                return mix(c * 12.92, 1.055 * pow(c, vec3(1.0 / 2.4)) - 0.055, step(vec3(0.0031308), c));
            }

            vec3 fogged(vec3 display, vec3 world) {
                float fog = clamp((distance(world, uEye) - uFog.x) / (uFog.y - uFog.x), 0.0, 1.0);
                return mix(display, uFogColour, fog);
            }
            """;
}
