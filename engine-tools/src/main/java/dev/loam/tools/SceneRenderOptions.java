package dev.loam.tools;

import dev.loam.render.gl.Camera;
import dev.loam.render.gl.DioramaCamera;
import dev.loam.render.gl.FlyCamera;
import dev.loam.render.gl.RenderLook;
import picocli.CommandLine.Option;

/** The picture and camera options of the 3D render commands ({@code region render}, {@code terrain render}). */
final class SceneRenderOptions {
    /** The largest side of a frame, in pixels. */
    static final int MAX_SIZE = 8192;

    @Option(names = "--width", paramLabel = "W", defaultValue = "960", description = "Width in pixels (default 960).")
    int width;

    @Option(names = "--height", paramLabel = "H", defaultValue = "540", description = "Height in pixels (default 540).")
    int height;

    @Option(names = "--yaw", paramLabel = "DEG",
            description = "The framing camera's heading in degrees, 0 looking toward -z, clockwise seen from above.")
    Float yaw;

    @Option(names = "--pitch", paramLabel = "DEG", defaultValue = "40",
            description = "The framing camera's tilt down from the horizon, 10 to 89 degrees (default 40).")
    float pitch;

    @Option(names = "--camera", paramLabel = "X,Y,Z,YAW,PITCH",
            description = "Stand the camera at x, y, z (metres) looking along yaw and pitch (degrees, pitch down "
                    + "positive) instead of framing the whole; y may be +N for N metres over the ground there.")
    String camera;

    @Option(names = "--look", paramLabel = "LOOK", defaultValue = "diorama",
            description = "diorama (golden-hour sun) or plain (default diorama).")
    String look;

    @Option(names = "--time", paramLabel = "S", defaultValue = "0",
            description = "The time water and lava are drawn at, in seconds (default 0).")
    double time;

    /** The options checked; a bad one is refused naming it. */
    RenderLook check() {
        if (width < 1 || width > MAX_SIZE) {
            throw new Refused("--width " + width + " must lie in 1.." + MAX_SIZE);
        }
        if (height < 1 || height > MAX_SIZE) {
            throw new Refused("--height " + height + " must lie in 1.." + MAX_SIZE);
        }
        if (yaw != null && !Float.isFinite(yaw)) {
            throw new Refused("--yaw " + yaw + " must be a finite number of degrees");
        }
        if (!(pitch >= DioramaCamera.MIN_PITCH && pitch <= DioramaCamera.MAX_PITCH)) {
            throw new Refused("--pitch " + pitch + " must lie in " + (int) DioramaCamera.MIN_PITCH + ".."
                    + (int) DioramaCamera.MAX_PITCH + " degrees");
        }
        if (!Double.isFinite(time)) {
            throw new Refused("--time " + time + " must be a finite number of seconds");
        }
        if (camera != null) {
            stood = stood();
        }
        try {
            return RenderLook.named(look);
        } catch (IllegalArgumentException e) {
            throw new Refused("--look " + look + " is not one of diorama, plain");
        }
    }

    /**
     * The camera: the one {@code --camera} stands, or one framing the box from {@code --yaw} (the
     * given default when unset) and {@code --pitch}.
     *
     * @param box    what to frame
     * @param ground the height of the ground at (x, z), for {@code --camera}'s {@code +N}
     */
    Camera camera(float[] box, float defaultYaw, java.util.function.DoubleBinaryOperator ground) {
        float aspect = (float) width / height;
        if (camera == null) {
            return new DioramaCamera().frame(box, yaw == null ? defaultYaw : yaw, pitch, aspect);
        }
        String[] parts = camera.split(",", -1);
        float[] v = stood;
        float y = v[1];
        if (parts[1].trim().startsWith("+")) {
            double g = ground.applyAsDouble(v[0], v[2]);
            if (Double.isNaN(g)) {
                throw new Refused("--camera " + camera + ": there is no ground at " + parts[0].trim() + ", "
                        + parts[2].trim() + " to stand " + parts[1].trim() + " m over");
            }
            y = (float) (g + v[1]);
        }
        float reach = Math.max(box[3] - box[0], box[5] - box[2]) * 2 + 500;
        return new FlyCamera().set(v[0], y, v[2], v[3], v[4]).lens(50, 0.25f, reach);
    }

    /** {@code --camera}'s five numbers, checked by {@link #check()}. */
    private float[] stood;

    private float[] stood() {
        String[] parts = camera.split(",", -1);
        if (parts.length != 5) {
            throw new Refused("--camera " + camera + ": give X,Y,Z,YAW,PITCH, five numbers");
        }
        float[] v = new float[5];
        for (int k = 0; k < 5; k++) {
            try {
                v[k] = Float.parseFloat(parts[k].trim());
            } catch (NumberFormatException e) {
                throw new Refused("--camera " + camera + ": \"" + parts[k].trim() + "\" is not a number");
            }
            if (!Float.isFinite(v[k])) {
                throw new Refused("--camera " + camera + ": \"" + parts[k].trim() + "\" must be finite");
            }
        }
        return v;
    }
}
