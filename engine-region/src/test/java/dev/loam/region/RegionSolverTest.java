package dev.loam.region;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RegionSolverTest {
    private static final String HILL_TOO_NEAR_THE_RIM =
            "features[0].level: the hill's peak rises to level 2, not 4: the rim or the spawn apron is 2 tiles away;"
                    + " move it inward, make the region bigger or lower it";

    @Test
    void aHillTooNearTheRimIsRefusedAsTheSpecWordsIt() {
        assertEquals(List.of(HILL_TOO_NEAR_THE_RIM),
                RegionExamples.refusals(RegionExamples.withFeatures("{\"kind\": \"hill\", \"at\": [2, 5], \"level\": 4}")));
    }

    @Test
    void aHillTooNearTheSpawnApronIsRefusedWithItsDistance() {
        assertEquals(List.of("features[0].level: the hill's peak rises to level 2, not 5: the rim or the spawn apron"
                        + " is 2 tiles away; move it inward, make the region bigger or lower it"),
                RegionExamples.refusals(RegionExamples.withFeatures("{\"kind\": \"hill\", \"at\": [5, 3], \"level\": 5}")));
    }

    @Test
    void everyProblemIsReportedNotJustTheFirst() {
        List<String> refusals = RegionExamples.refusals(RegionExamples.withFeatures(
                "{\"kind\": \"hill\", \"at\": [2, 5], \"level\": 4}",
                "{\"kind\": \"plateau\", \"at\": [4, 4], \"size\": [2, 2], \"level\": 3}",
                "{\"kind\": \"mountain\", \"at\": [8, 8], \"level\": 6}"));
        assertEquals(2, refusals.size(), refusals.toString());
        assertEquals(HILL_TOO_NEAR_THE_RIM, refusals.get(0));
        assertTrue(refusals.get(1).startsWith("features[2].level: the mountain's peak rises to level 4, not 6: the rim"),
                refusals.get(1));
    }

    /** Past the spec's 16 tiles, read with a raised limit: the features beyond tile 16 stand, the terrain spans it all. */
    @Test
    void aRegionOf32By20TilesReadPastTheSpecsLimitIsSolvedWhole() {
        String json = "{\"template\": \"region\", \"name\": \"test-large\", \"size\": [32, 20], \"features\": ["
                + "{\"kind\": \"hill\", \"at\": [6, 8], \"level\": 3},"
                + "{\"kind\": \"hill\", \"at\": [26, 12], \"level\": 4}]}";
        Region r = RegionSolver.solve(RegionSpecReader.read(json, 32));
        assertEquals(3, r.corners().level(6, 8));
        assertEquals(4, r.corners().level(26, 12));
        assertEquals(0, r.corners().level(16, 19), "the rim stays at the base");
        assertEquals(32 * RegionGrid.CELLS_PER_TILE + 1, r.terrain().resolutionX());
        assertEquals(20 * RegionGrid.CELLS_PER_TILE + 1, r.terrain().resolutionZ());
        // The far hill's top stands up in the terrain too, 4 levels over the rim's ground.
        double far = r.terrain().heightAt(26 * 64.0, 12 * 64.0);
        double rim = r.terrain().heightAt(16 * 64.0, 19.5 * 64.0);
        assertTrue(far > rim + 4, "hill " + far + " m, rim " + rim + " m");
    }

    /** The roads' test region stretched to 32 × 28 tiles: its highway routed through a point past tile 16. */
    @Test
    void roadsAreRoutedAcrossARegionPastTheSpecsLimit() throws java.io.IOException {
        String json = java.nio.file.Files.readString(java.nio.file.Path.of(
                "../examples/src/main/resources/dev/loam/examples/regions/test-tiles-roads.json"))
                .replace("\"size\": [12, 10]", "\"size\": [32, 28]")
                .replace("[9, 5]\n      ],", "[9, 5],\n        [27, 20]\n      ],");
        assertTrue(json.contains("[27, 20]") && json.contains("[32, 28]"), "the example's layout changed: " + json);
        Region r = RegionSolver.solve(RegionSpecReader.read(json, 32));
        Road highway = r.roads().road("highway").orElseThrow();
        assertTrue(highway.tiles().contains(new GridPoint(27, 20)), "the highway passes its far via: " + highway.tiles());
        assertEquals(1, r.roads().connectedParts(), "the roads meet");
    }

    @Test
    void aPeakOfLevelLNeedsLTilesToTheRim() {
        String region = "{\"template\": \"region\", \"name\": \"test-case\", \"size\": [12, 12], \"features\": [";
        Region r = RegionExamples.build(region + "{\"kind\": \"hill\", \"at\": [6, 6], \"level\": 5}]}");
        assertEquals(5, r.corners().level(6, 6));
        assertEquals(List.of("features[0].level: the hill's peak rises to level 4, not 5: the rim or the spawn apron"
                + " is 4 tiles away; move it inward, make the region bigger or lower it"),
                RegionExamples.refusals(region + "{\"kind\": \"hill\", \"at\": [6, 5], \"level\": 5}]}"));
    }

    @Test
    void aMountainNeedsHalfItsLevelToTheRim() {
        Region r = RegionExamples.build(RegionExamples.withFeatures(
                "{\"kind\": \"mountain\", \"at\": [5, 6], \"level\": 8, \"radius\": 4}"));
        assertEquals(8, r.corners().level(5, 6));
        List<String> refused = RegionExamples.refusals(RegionExamples.withFeatures(
                "{\"kind\": \"mountain\", \"at\": [3, 6], \"level\": 8, \"radius\": 4}"));
        assertEquals(List.of("features[0].level: the mountain's peak rises to level 6, not 8: the rim or the spawn apron"
                + " is 3 tiles away; move it inward, make the region bigger or lower it"), refused);
    }

    @Test
    void theRimAndTheSpawnApronStayFlatAtLevelZero() {
        for (String json : new String[] {RegionExamples.TERRAIN, RegionExamples.ROADS, RegionExamples.SMALL}) {
            Region r = RegionExamples.build(json);
            CornerLevels c = r.corners();
            for (int j = 0; j <= c.tilesZ(); j++) {
                for (int i = 0; i <= c.tilesX(); i++) {
                    if (RegionGrid.isRim(c.tilesX(), c.tilesZ(), i, j) || RegionGrid.isApronCorner(c.tilesX(), i, j)) {
                        assertEquals(0, c.level(i, j), "corner " + i + "," + j);
                    }
                }
            }
        }
    }

    @Test
    void cornersAlongAGridLineDifferByOneLevelOrTwoRoundSteepLand() {
        Region r = RegionExamples.build(RegionExamples.TERRAIN);
        CornerLevels c = r.corners();
        int twos = 0;
        for (int j = 0; j <= c.tilesZ(); j++) {
            for (int i = 0; i <= c.tilesX(); i++) {
                if (i < c.tilesX()) {
                    int d = Math.abs(c.level(i, j) - c.level(i + 1, j));
                    assertTrue(d <= 2);
                    twos += d == 2 ? 1 : 0;
                    if (d == 2) {
                        assertTrue(near(i, j, 7, 7, 2) || near(i + 1, j, 7, 7, 2), "a two away from the mountain at " + i + "," + j);
                    }
                }
                if (j < c.tilesZ()) {
                    int d = Math.abs(c.level(i, j) - c.level(i, j + 1));
                    assertTrue(d <= 2);
                    if (d == 2) {
                        assertTrue(near(i, j, 7, 7, 2) || near(i, j + 1, 7, 7, 2), "a two away from the mountain at " + i + "," + j);
                    }
                }
            }
        }
        assertTrue(twos > 0, "the mountain has a steep flank");
    }

    private static boolean near(int i, int j, int ai, int aj, double r) {
        return (i - ai) * (i - ai) + (j - aj) * (j - aj) <= r * r;
    }

    @Test
    void aPeakGetsItsSidesALevelATile() {
        Region r = RegionExamples.build(RegionExamples.withFeatures(
                "{\"kind\": \"hill\", \"at\": [5, 5], \"level\": 4, \"radius\": 1}"));
        CornerLevels c = r.corners();
        assertEquals(4, c.level(5, 5));
        assertEquals(3, c.level(5, 4));
        assertEquals(2, c.level(5, 3));
        assertEquals(3, c.level(6, 5));
        assertEquals(2, c.level(7, 5));
    }

    @Test
    void aPlateauIsFlatOnTopAtItsLevel() {
        Region r = RegionExamples.build(RegionExamples.withFeatures(
                "{\"kind\": \"plateau\", \"at\": [3, 4], \"size\": [3, 2], \"level\": 3}"));
        for (int j = 4; j <= 6; j++) {
            for (int i = 3; i <= 6; i++) {
                assertEquals(3, r.corners().level(i, j));
            }
        }
        assertEquals(TileShape.FLAT, r.shape(4, 5).shape());
        assertEquals(TileShape.SLOPE, r.shape(4, 6).shape());
    }

    @Test
    void aValleySinksToItsFloorWithSidesOfTwoLevelsATile() {
        Region r = RegionExamples.build(RegionExamples.ROADS);
        CornerLevels c = r.corners();
        assertEquals(0, c.level(8, 5));
        assertEquals(0, c.level(8, 6));
        assertEquals(2, c.level(9, 5));
        assertEquals(3, c.level(10, 5));
    }

    @Test
    void aValleyWithNoHigherLandRoundItIsRefused() {
        assertEquals(List.of("features[0].at: the valley \"valley_1\" has no higher land round it: its floor is at"
                        + " level 0 and so is the land round it; raise the base or put hills round it"),
                RegionExamples.refusals(RegionExamples.withFeatures("{\"kind\": \"valley\", \"at\": [5, 5]}")));
    }

    @Test
    void aHillAgainstAValleysFloorNamesTheValley() {
        String json = "{\"template\": \"region\", \"name\": \"test-case\", \"size\": [12, 12], \"base\": 2, \"features\": ["
                + "{\"kind\": \"valley\", \"at\": [6, 6], \"radius\": 2, \"name\": \"gorge\"},"
                + "{\"kind\": \"hill\", \"at\": [7, 6], \"level\": 4}]}";
        List<String> refused = RegionExamples.refusals(json);
        assertEquals(List.of("features[1].level: the hill's peak rises to level 2, not 4: the valley \"gorge\""
                + " (features[0]) pins its floor 1 tile away; move them apart or lower it"), refused);
    }

    @Test
    void twoHillsOnOneCornerAtDifferentLevelsAreRefusedNamingTheHigher() {
        // Found by the random-spec property: the lower hill's peak would come out at the higher one's level.
        String json = "{\"template\": \"region\", \"name\": \"test-random\", \"size\": [4, 5], \"base\": 0,"
                + " \"features\": [{\"kind\": \"hill\", \"at\": [2, 3], \"level\": 1, \"radius\": 1},"
                + " {\"kind\": \"hill\", \"at\": [2, 3], \"level\": 2, \"radius\": 1, \"name\": \"tall\"}]}";
        assertEquals(List.of("features[0].level: the hill's peak comes out at level 2, not 1: the hill \"tall\""
                + " (features[1]) raises the land there; move them apart or give them the same level"),
                RegionExamples.refusals(json));
    }

    @Test
    void aPlateauOnAMountainsFlankIsRefusedAtTheCornerLifted() {
        List<String> refused = RegionExamples.refusals(RegionExamples.withFeatures(
                "{\"kind\": \"mountain\", \"at\": [5, 5], \"level\": 4, \"radius\": 3, \"name\": \"peak\"}",
                "{\"kind\": \"plateau\", \"at\": [6, 5], \"size\": [1, 1], \"level\": 1}"));
        assertEquals(1, refused.size(), refused.toString());
        assertTrue(refused.get(0).startsWith("features[1].level: the plateau's top at "), refused.get(0));
        assertTrue(refused.get(0).endsWith(": the mountain \"peak\" (features[0]) raises the land there; move them"
                + " apart or give them the same level"), refused.get(0));
    }

    @Test
    void twoHillsOfOneLevelOnOneCornerStand() {
        Region r = RegionExamples.build(RegionExamples.withFeatures(
                "{\"kind\": \"hill\", \"at\": [6, 6], \"level\": 3}",
                "{\"kind\": \"hill\", \"at\": [6, 6], \"level\": 3, \"radius\": 2}"));
        assertEquals(3, r.corners().level(6, 6));
    }

    @Test
    void aLakesBedIsALevelUnderItsShoreAndItsShoreAtItsLevel() {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        CornerLevels c = r.corners();
        for (int j = 5; j <= 7; j++) {
            for (int i = 2; i <= 4; i++) {
                assertEquals(0, c.level(i, j), "bed corner " + i + "," + j);
            }
        }
        for (int i = 1; i <= 5; i++) {
            assertTrue(c.level(i, 4) >= 1 && c.level(i, 8) >= 1, "shore at i " + i);
        }
    }

    @Test
    void aVolcanosRimRingsItsCraterTwoLevelsOverItsMiddle() {
        Region r = RegionExamples.build(RegionExamples.SMALL);
        CornerLevels c = r.corners();
        assertEquals(2, c.level(7, 6));
        for (int dj = -1; dj <= 1; dj++) {
            for (int di = -1; di <= 1; di++) {
                if (di != 0 || dj != 0) {
                    assertEquals(4, c.level(7 + di, 6 + dj));
                }
            }
        }
    }

    @Test
    void aVolcanosFlowBreachesItsRimALevelLowerOnThatSide() {
        Region r = RegionExamples.build(RegionExamples.withFeatures(
                "{\"kind\": \"volcano\", \"at\": [5, 6], \"level\": 4, \"flow\": \"south\", \"name\": \"fuji\"}"));
        assertEquals(3, r.corners().level(5, 5));
        assertEquals(4, r.corners().level(4, 5));
        assertEquals(1, r.flows().size());
        LavaFlow flow = r.flows().get(0);
        assertTrue(flow.endZ() < flow.startZ() - 64.0, "the flow runs south down the flank: " + flow);
    }

    @Test
    void aVolcanosFlowRunsDownItsFlankToALittlePastItsFoot() {
        for (String way : new String[] {"north", "east", "south", "west"}) {
            Region r = RegionExamples.build("{\"template\": \"region\", \"name\": \"test-case\", \"size\": [16, 16],"
                    + " \"features\": [{\"kind\": \"volcano\", \"at\": [8, 8], \"level\": 5, \"flow\": \"" + way
                    + "\", \"name\": \"fuji\"}]}");
            LavaFlow flow = r.flows().get(0);
            CornerLevels c = r.corners();
            double t = RegionGrid.TILE_METRES;
            int di = (int) Math.signum(flow.endX() - flow.startX()), dj = (int) Math.signum(flow.endZ() - flow.startZ());
            assertEquals(1, Math.abs(di) + Math.abs(dj), way + ": the flow runs along one axis: " + flow);
            // Its foot is 16 m back from its end; walking out from the breach, the land never rises
            // on the way there and the foot is the first corner at the lowest level reached.
            int footI = (int) Math.round((flow.endX() - di * LavaFlow.PAST_FOOT_METRES) / t);
            int footJ = (int) Math.round((flow.endZ() - dj * LavaFlow.PAST_FOOT_METRES) / t);
            int i = 8 + di, j = 8 + dj;
            assertEquals(4, c.level(i, j), way + ": the breach, a level under the rim");
            while (i != footI || j != footJ) {
                assertTrue(c.level(i + di, j + dj) <= c.level(i, j), way + ": the land does not rise under the flow");
                assertTrue(c.level(footI, footJ) < c.level(i, j), way + ": the foot is the first corner at the lowest");
                i += di;
                j += dj;
            }
            assertEquals(0, c.level(footI, footJ), way + ": the flank runs down to the level ground round it");
            assertTrue(Math.abs(footI - 8) + Math.abs(footJ - 8) >= 3, way + ": " + flow);
        }
    }

    @Test
    void aFeatureStandingOnThePinnedApronIsToldSo() {
        assertEquals(List.of("features[0].level: the hill's peak rises to level 0, not 3: it stands on the rim or the"
                        + " spawn apron; move it inward, make the region bigger or lower it"),
                RegionExamples.refusals(RegionExamples.withFeatures("{\"kind\": \"hill\", \"at\": [5, 1], \"level\": 3}")));
    }

    @Test
    void aSkiRunChangesNoHeights() {
        String mountain = "{\"kind\": \"mountain\", \"at\": [5, 6], \"level\": 6}";
        Region without = RegionExamples.build(RegionExamples.withFeatures(mountain));
        Region with = RegionExamples.build(RegionExamples.withFeatures(mountain,
                "{\"kind\": \"ski\", \"at\": [5, 6], \"to\": [5, 3]}"));
        assertEquals(java.util.Arrays.toString(without.corners().copyLevels()),
                java.util.Arrays.toString(with.corners().copyLevels()));
    }

    @Test
    void theBaseRaisesTheLandInsideTheRim() {
        Region r = RegionExamples.build(RegionExamples.ROADS);
        assertEquals(3, r.corners().level(4, 3));
        assertEquals(1, r.corners().level(1, 5));
    }

    @Test
    void solvingTwiceGivesTheSameRegion() {
        Region a = RegionExamples.build(RegionExamples.SMALL);
        Region b = RegionExamples.build(RegionExamples.SMALL);
        assertEquals(a.mapText(), b.mapText());
        assertTrue(java.util.Arrays.equals(a.surface().heights(), b.surface().heights()));
        assertTrue(a.props().contentEquals(b.props()));
        assertTrue(a.terrain().contentEquals(b.terrain()));
    }

    @Test
    void solvingOnTheCallersExecutorGivesTheSameRegionOrTheRefusal() throws Exception {
        RegionSpec spec = RegionSpecReader.read(RegionExamples.TERRAIN);
        assertEquals(RegionExamples.TERRAIN_MAP, RegionSolver.solveAsync(spec, Runnable::run).get().mapText());
        RegionSpec bad = RegionSpecReader.read(RegionExamples.withFeatures("{\"kind\": \"hill\", \"at\": [2, 5], \"level\": 4}"));
        java.util.concurrent.ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(
                java.util.concurrent.ExecutionException.class, () -> RegionSolver.solveAsync(bad, Runnable::run).get());
        assertEquals(HILL_TOO_NEAR_THE_RIM, e.getCause().getMessage());
    }

    @Test
    void aPlateauALakeAndAVolcanoSayWhichPartCannotHold() {
        assertEquals(List.of("features[0].level: the plateau's top rises to level 1, not 3: the rim or the spawn apron is"
                        + " 1 tile away; move it inward, make the region bigger or lower it"),
                RegionExamples.refusals(RegionExamples.withFeatures(
                        "{\"kind\": \"plateau\", \"at\": [1, 4], \"size\": [2, 2], \"level\": 3}")));
        assertEquals(List.of("features[1].level: the volcano's rim at [5, 5] rises to level 2, not 6: the lake \"pond\""
                        + " (features[0]) pins its bed and shore 1 tile away; move them apart or lower it"),
                RegionExamples.refusals("{\"template\": \"region\", \"name\": \"test-case\", \"size\": [14, 14],"
                        + " \"features\": [{\"kind\": \"lake\", \"at\": [3, 5], \"size\": [1, 1], \"name\": \"pond\"},"
                        + " {\"kind\": \"volcano\", \"at\": [6, 6], \"level\": 6, \"radius\": 0}]}"));
    }
}
