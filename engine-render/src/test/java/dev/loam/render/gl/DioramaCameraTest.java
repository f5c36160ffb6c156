package dev.loam.render.gl;

import static dev.loam.testkit.Tolerances.FLOAT_MATRIX;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.joml.Matrix4f;
import org.joml.Vector3f;
import org.joml.Vector4f;
import org.junit.jupiter.api.Test;

class DioramaCameraTest {

    @Test
    void theTargetProjectsToTheMiddleOfTheScreen() {
        DioramaCamera camera = new DioramaCamera().lookAt(3, 1, -2, 45, 35, 20);
        Vector4f clip = camera.viewProjection(16f / 9, new Matrix4f()).transform(new Vector4f(3, 1, -2, 1));
        assertEquals(0, clip.x / clip.w, FLOAT_MATRIX);
        assertEquals(0, clip.y / clip.w, FLOAT_MATRIX);
    }

    @Test
    void yawZeroLooksNorthFromTheSouthAndAbove() {
        Vector3f eye = new DioramaCamera().lookAt(0, 0, 0, 0, 30, 10).eye(new Vector3f());
        assertEquals(0, eye.x, FLOAT_MATRIX);
        assertEquals(5, eye.y, FLOAT_MATRIX, "10 m at 30 degrees stands 5 m up");
        assertEquals(10 * Math.cos(Math.toRadians(30)), eye.z, FLOAT_MATRIX, "south of the target: +z");
    }

    @Test
    void orbitingKeepsTheDistanceAndClampsThePitch() {
        DioramaCamera camera = new DioramaCamera().lookAt(0, 0, 0, 350, 40, 12).orbit(20, 100);
        assertEquals(10, camera.yaw(), FLOAT_MATRIX);
        assertEquals(DioramaCamera.MAX_PITCH, camera.pitch(), FLOAT_MATRIX);
        assertEquals(12, camera.eye(new Vector3f()).length(), FLOAT_MATRIX);
        assertEquals(DioramaCamera.MIN_PITCH, camera.orbit(0, -500).pitch(), FLOAT_MATRIX);
    }

    @Test
    void zoomIsClampedAndRefusesANonPositiveFactor() {
        DioramaCamera camera = new DioramaCamera().lookAt(0, 0, 0, 0, 40, 10);
        assertEquals(5, camera.zoom(0.5f).distance(), FLOAT_MATRIX);
        assertEquals(DioramaCamera.MIN_DISTANCE, camera.zoom(0.001f).distance(), FLOAT_MATRIX);
        assertThrows(IllegalArgumentException.class, () -> camera.zoom(0));
    }

    @Test
    void panningMovesTheTargetOverTheGroundInTheViewsFrame() {
        DioramaCamera camera = new DioramaCamera().lookAt(0, 2, 0, 0, 40, 10).pan(1, 2);
        // Looking north (−z): right is +x, forward is −z; the height stays.
        assertEquals(1, camera.target().x(), FLOAT_MATRIX);
        assertEquals(2, camera.target().y(), FLOAT_MATRIX);
        assertEquals(-2, camera.target().z(), FLOAT_MATRIX);
    }

    @Test
    void thePickRayThroughTheMiddleOfTheScreenPassesThroughTheTarget() {
        DioramaCamera camera = new DioramaCamera().lookAt(4, 0.5f, -1, 120, 50, 25);
        Vector3f origin = new Vector3f(), direction = new Vector3f();
        camera.pickRay(0, 0, 1.5f, origin, direction);
        Vector3f toTarget = new Vector3f(4, 0.5f, -1).sub(origin);
        float along = toTarget.dot(direction);
        assertEquals(0, toTarget.sub(new Vector3f(direction).mul(along)).length(), 1e-3f);
    }

    @Test
    void framingABoxKeepsEveryCornerInViewAndOneNearTheEdge() {
        float[] box = {-2.5f, -2.5f, -1.5f, 2.5f, 1, 1.5f};
        float aspect = 16f / 10;
        DioramaCamera camera = new DioramaCamera().frame(box, 20, 38, aspect);
        assertEquals(20, camera.yaw(), FLOAT_MATRIX);
        assertEquals(38, camera.pitch(), FLOAT_MATRIX);
        assertEquals(0, camera.target().x(), FLOAT_MATRIX);
        assertEquals(-0.75f, camera.target().y(), FLOAT_MATRIX);
        Matrix4f m = camera.viewProjection(aspect, new Matrix4f());
        float extent = 0;
        for (int c = 0; c < 8; c++) {
            Vector4f p = m.transform(new Vector4f(box[(c & 1) * 3], box[1 + (c >> 1 & 1) * 3], box[2 + (c >> 2) * 3], 1));
            extent = Math.max(extent, Math.max(Math.abs(p.x / p.w), Math.abs(p.y / p.w)));
        }
        assertTrue(extent <= 1 && extent > 0.85f, "the box fills the frame: " + extent);
        assertThrows(IllegalArgumentException.class, () -> camera.frame(new float[] {1, 0, 0, 0, 0, 0}, 0, 40, 1));
    }
}
