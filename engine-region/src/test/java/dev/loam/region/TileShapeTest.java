package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class TileShapeTest {
    @ParameterizedTest
    @EnumSource(TileShape.class)
    void everyShapeIsRecognisedAtEveryTurnAndAnyHeight(TileShape shape) {
        for (int turn = 0; turn < 4; turn++) {
            int[] c = new int[4];
            for (int q = 0; q < 4; q++) {
                c[(q + turn) % 4] = shape.pattern(q) + 3;
            }
            TileShape.Turned t = TileShape.classify(c[0], c[1], c[2], c[3]);
            assertEquals(shape, t.shape(), "turn " + turn);
            if (shape != TileShape.FLAT && shape != TileShape.SADDLE && shape != TileShape.MOUNTAINSIDE) {
                assertEquals(turn, t.turn(), shape + " turned " + turn);
            }
        }
    }

    @Test
    void aSaddleHasTwoTurnsThatReadTheSame() {
        assertEquals(new TileShape.Turned(TileShape.SADDLE, 0), TileShape.classify(1, 0, 1, 0));
        assertEquals(new TileShape.Turned(TileShape.SADDLE, 1), TileShape.classify(0, 1, 0, 1));
    }

    @Test
    void aTileWithAnEdgeOfTwoLevelsIsAMountainside() {
        assertEquals(TileShape.MOUNTAINSIDE, TileShape.classify(2, 0, 0, 0).shape());
        assertEquals(TileShape.MOUNTAINSIDE, TileShape.classify(0, 2, 2, 1).shape());
        assertEquals(TileShape.MOUNTAINSIDE, TileShape.classify(4, 2, 0, 2).shape());
    }

    @Test
    void everyTileOfTheExamplesIsOneOfTheShapesAndOnlySteepLandIsAMountainside() {
        for (String json : new String[] {RegionExamples.TERRAIN, RegionExamples.ROADS, RegionExamples.SMALL}) {
            Region r = RegionExamples.build(json);
            CornerLevels c = r.corners();
            for (int j = 0; j < r.spec().tilesZ(); j++) {
                for (int i = 0; i < r.spec().tilesX(); i++) {
                    TileShape.Turned t = r.shape(i, j);
                    int range = c.tileTop(i, j) - c.tileBottom(i, j);
                    boolean twoLevelEdge = Math.abs(c.level(i, j) - c.level(i + 1, j)) > 1
                            || Math.abs(c.level(i, j) - c.level(i, j + 1)) > 1
                            || Math.abs(c.level(i + 1, j + 1) - c.level(i + 1, j)) > 1
                            || Math.abs(c.level(i + 1, j + 1) - c.level(i, j + 1)) > 1;
                    assertEquals(twoLevelEdge, t.shape() == TileShape.MOUNTAINSIDE, "tile " + i + "," + j);
                    assertTrue(range <= 4, "tile " + i + "," + j + " spans " + range + " levels");
                    if (!twoLevelEdge) {
                        int sw = c.level(i + 1, j) - c.tileBottom(i, j);
                        int se = c.level(i, j) - c.tileBottom(i, j);
                        int ne = c.level(i, j + 1) - c.tileBottom(i, j);
                        int nw = c.level(i + 1, j + 1) - c.tileBottom(i, j);
                        int[] actual = {sw, se, ne, nw};
                        for (int q = 0; q < 4; q++) {
                            assertEquals(t.shape().pattern(q), actual[(q + t.turn()) % 4], "tile " + i + "," + j);
                        }
                    }
                }
            }
        }
    }
}
