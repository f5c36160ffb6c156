package dev.loam.worldgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PlacementDiffsTest {

    @Test
    void aRemovedTreeStaysRemovedAfterReplanningAndAfterTheSaveIsReadBack() {
        WorldGen w = Wilds.world(42);
        List<Placement> ps = w.plan().placementsIn(-300, -300, 300, 300, "groups");
        Placement tree = ps.stream().filter(p -> p.interactive().equals("tree")).findFirst().orElseThrow();
        Placement other = ps.stream().filter(p -> p != tree).findFirst().orElseThrow();
        w.diffs().remove(tree.id()).change(other.id(), PlacementChange.NONE.withYaw(1.2).withScale(2));
        w.zones().set(Zone.reserve("far away", new ZoneShape.Circle(90000, 0, 5)));
        List<Placement> again = w.plan().placementsIn(-300, -300, 300, 300, "groups");
        assertTrue(again.stream().noneMatch(p -> p.id().equals(tree.id())));
        Placement changed = again.stream().filter(p -> p.id().equals(other.id())).findFirst().orElseThrow();
        assertEquals(1.2, changed.yaw());
        assertEquals(2.0, changed.scale());
        assertEquals(other.x(), changed.x());
        assertEquals(ps.size() - 1, again.size());

        String saved = w.diffs().toJson();
        WorldGen reloaded = Wilds.world(42);
        reloaded.diffs().load(saved);
        assertEquals(saved, reloaded.diffs().toJson());
        assertEquals(again, reloaded.plan().placementsIn(-300, -300, 300, 300, "groups"));
    }

    @Test
    void listenersHearEveryChangeUntilTheyCancel() {
        PlacementDiffs d = new PlacementDiffs();
        List<String> heard = new java.util.ArrayList<>();
        Runnable cancel = d.subscribe(x -> heard.add(x.toJson()));
        d.remove("groups@1:0,0/grove@1/pine.0");
        d.load("{\"removed\": [], \"changed\": {}}");
        assertEquals(2, heard.size());
        cancel.run();
        d.remove("groups@1:0,0/grove@1/pine.1");
        assertEquals(2, heard.size());
    }

    @Test
    void aPlacementIsFoundByItsIdAloneUntilItIsRemoved() {
        WorldGen w = Wilds.world(42);
        Placement tree = w.plan().placementsIn(-300, -300, 300, 300, "groups").get(3);
        assertEquals(java.util.Optional.of(tree), w.plan().placement(tree.id()));
        assertEquals(java.util.Optional.empty(), w.plan().placement(tree.id().replace("@1:", "@2:")));
        assertEquals(java.util.Optional.empty(), w.plan().placement("groups@1:99999,5/grove@1/pine.0"));
        w.diffs().remove(tree.id());
        assertEquals(java.util.Optional.empty(), w.plan().placement(tree.id()));
    }

    @Test
    void diffsJsonIsSortedAndStable() {
        PlacementDiffs d = new PlacementDiffs();
        d.remove("groups@1:2,3/grove@1/pine.1").remove("groups@1:0,3/grove@1/pine.0")
                .change("detail@1:5,-4/ferns@1/frond.2", PlacementChange.NONE.withPosition(1.5, 2, -3));
        assertEquals("{\"removed\": [\"groups@1:0,3/grove@1/pine.0\", \"groups@1:2,3/grove@1/pine.1\"], "
                + "\"changed\": {\"detail@1:5,-4/ferns@1/frond.2\": {\"x\": 1.5, \"y\": 2, \"z\": -3}}}", d.toJson());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "not json|{|$",
        "bad id|{\"removed\": [\"pine 2\"]}|removed[0]",
        "not a number|{\"changed\": {\"groups@1:0,0/grove@1/pine.0\": {\"yaw\": \"east\"}}}|changed[\"groups@1:0,0/grove@1/pine.0\"].yaw",
        "unknown field|{\"removed\": [], \"added\": []}|added",
        "both|{\"removed\": [\"groups@1:0,0/grove@1/pine.0\"], \"changed\": {\"groups@1:0,0/grove@1/pine.0\": {}}}|changed[\"groups@1:0,0/grove@1/pine.0\"]",
    })
    void aMalformedSaveIsRefusedNamingThePathAndChangesNothing(String what, String json, String path) {
        PlacementDiffs d = new PlacementDiffs();
        d.remove("groups@1:9,9/grove@1/elder.0");
        String before = d.toJson();
        WorldRulesException e = assertThrows(WorldRulesException.class, () -> d.load(json));
        assertEquals(path, e.path(), what);
        assertEquals(before, d.toJson());
    }

    @Test
    void aRemovedPlacementCannotBeChangedAndIdsAreChecked() {
        PlacementDiffs d = new PlacementDiffs();
        d.remove("groups@1:0,0/grove@1/pine.0");
        assertTrue(d.isRemoved("groups@1:0,0/grove@1/pine.0"));
        assertThrows(WorldRulesException.class, () -> d.change("groups@1:0,0/grove@1/pine.0", PlacementChange.NONE));
        assertEquals("id", assertThrows(WorldRulesException.class, () -> d.remove("3")).path());
        assertFalse(d.isRemoved("3"));
    }

    @Test
    void placementIdsParseAndFormatRoundTrip() {
        PlacementId id = PlacementId.parse("groups@1:12,-3/grove@1/pine.2");
        assertEquals(new PlacementId("groups", 1, 12, -3, "grove", 1, "pine", 1, 2), id);
        assertEquals("groups@1:12,-3/grove@1/pine@3.2",
                new PlacementId("groups", 1, 12, -3, "grove", 1, "pine", 3, 2).format());
        assertEquals(3, PlacementId.parse("groups@1:12,-3/grove@1/pine@3.2").memberVersion());
        assertThrows(WorldRulesException.class, () -> PlacementId.parse("groups@1:12/grove@1/pine.2"));
    }
}
