package dev.loam.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockMap;
import dev.loam.blockmap.BlockSetLookup;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Guards issue 19's measurement: a client that joins late and builds the map from the rows as they
 * stand gets another base than the server's (-3.5 m against -2.0 m), so its cut faces and collider
 * bottoms differ. A replica built from the server's snapshot stands on the server's base.
 */
class LateJoinerBaseTest {
    private final Authority server = Authority.create("server");

    private BlockMap dugMap() {
        BlockMap map = BlockMap.builder("m", dev.loam.blockmap.BlockSets.greybox()).legend(NetFixtures.LEGEND)
                .cells("ggg", "ggg").heights(new int[][] {{0, 0, 0}, {0, 0, 0}}).authority(server).build();
        // Dug three steps down after the map spawned: the lowest top is now -1.5 m.
        assertTrue(map.setCell(server, BlockCellEdit.height(1, 1, -3)).isEmpty());
        return map;
    }

    @Test
    void aMapRebuiltFromTheRowsAloneTakesAnotherBase() {
        BlockMap map = dugMap();
        assertEquals(-2.0, map.baseMetres());
        BlockMap fromRows = BlockMap.builder("m", map.blockSet()).legend(map.legend()).rows(map.snapshot()).build();
        assertEquals(-3.5, fromRows.baseMetres(), "the mismatch the issue measured");
    }

    @Test
    void aLateJoinerBuiltFromTheSnapshotStandsOnTheServersBase() {
        BlockMap map = dugMap();
        byte[] bytes = NetCodec.encode(new NetMessage.Snapshot(1, WorldSnapshot.of(List.of(BlockMapSnapshot.of(map)),
                List.of())));
        WorldReplica replica = new WorldReplica(BlockSetLookup.DEFINED, 0);
        replica.accept((NetMessage.Snapshot) NetCodec.decode(bytes));
        BlockMap joined = replica.world().map("m").orElseThrow();
        assertEquals(-2.0, joined.baseMetres());
        assertEquals(map.topMetres(1, 1), joined.topMetres(1, 1));
        assertEquals(map.snapshot(), joined.snapshot());
    }
}
