package dev.loam.net;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loam.blockmap.Authority;
import dev.loam.blockmap.BlockCellEdit;
import dev.loam.blockmap.BlockCellLayers;
import dev.loam.blockmap.BlockChange;
import dev.loam.blockmap.BlockRect;
import dev.loam.blockmap.BlockRows;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainChange;
import dev.loam.terrain.TerrainLayer;
import dev.loam.terrain.TerrainRect;
import dev.loam.worldgen.PlacementChange;
import dev.loam.worldgen.Zone;
import dev.loam.worldgen.ZoneShape;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Every message to bytes and back, the same bytes everywhere, and bad bytes refused at their offset. */
class NetCodecTest {
    private static final String ID = "groups@1:3,4/grove@1/pine.2";
    private static final Zone ZONE = new Zone("yard 1", "yard", new ZoneShape.Rect(3, -4, 5, 6, 0.25), 2, -3,
            Set.of("trees", "rocks"), Optional.of("meadow"), Optional.of(Zone.Flatten.to(1.5)), Map.of("wet", 0.5));

    private static NetMessage.Record cellRecord() {
        BlockChange c = new BlockChange(new BlockRect(3, 4, 1, 1), BlockRows.filled(1, 1, 'g', 2),
                BlockRows.filled(1, 1, 'd', 1));
        return new NetMessage.Record(42, 7, 9, new NetChange.BlockCells("village", c));
    }

    private static NetMessage roundTrip(NetMessage m) {
        byte[] bytes = NetCodec.encode(m);
        NetMessage back = NetCodec.decode(bytes);
        assertArrayEquals(bytes, NetCodec.encode(back), "re-encoding gives the same bytes");
        return back;
    }

    @Test
    void aCellRecordEncodesToTheseBytesOnEveryJvm() {
        // version 2, record, seq 42, session 7, request 9, block cells "village", column 3 row 4 (zig-zag), 1x1,
        // before 'g' at 2 steps, after 'd' at 1 step.
        assertEquals("02012a0709010776696c6c61676506080101670464 02".replace(" ", ""),
                HexFormat.of().formatHex(NetCodec.encode(cellRecord())));
        assertEquals(cellRecord(), roundTrip(cellRecord()));
    }

    @Test
    void everyChangeAndRequestComesBackEqual() {
        TerrainRect rect = new TerrainRect(1, 2, 2, 1);
        List<NetMessage> all = List.of(cellRecord(),
                new NetMessage.Record(1, 0, 0, new NetChange.TerrainCells("hills",
                        new TerrainChange.Heights(rect, new float[] {0, 1}, new float[] {-2.5f, 3}))),
                new NetMessage.Record(2, 0, 0, new NetChange.TerrainCells("hills",
                        new TerrainChange.Splat(rect, new byte[8], new byte[] {(byte) 255, 0, 0, 0, 0, (byte) 255, 0, 0}))),
                new NetMessage.Record(3, 0, 0, new NetChange.TerrainCells("hills",
                        new TerrainChange.Holes(rect, new byte[2], new byte[] {1, 0}))),
                new NetMessage.Record(4, 0, 0, new NetChange.PlacementRemoved(ID)),
                new NetMessage.Record(5, 0, 0, new NetChange.PlacementChanged(ID, PlacementChange.NONE.withYaw(1.25))),
                new NetMessage.Record(6, 0, 0, new NetChange.ZoneSet(ZONE)),
                new NetMessage.Record(7, 0, 0, new NetChange.ZoneRemoved("yard 1")),
                new NetMessage.Request(9, new NetRequest.SetZone(Zone.reserve("pond", new ZoneShape.Circle(0, 0, 1)))),
                new NetMessage.Request(10, new NetRequest.RemoveZone("pond")),
                new NetMessage.Request(1, new NetRequest.SetCell("m", BlockCellEdit.height(-1, 2, 3))),
                new NetMessage.Request(2, new NetRequest.SetCell("m", BlockCellEdit.height(0, 0, 2.5))),
                new NetMessage.Request(3, new NetRequest.SetCell("m", BlockCellEdit.symbol(0, 0, 'é'))),
                new NetMessage.Request(4, new NetRequest.SetTerrainHeights("hills", rect, new float[] {1, 2})),
                new NetMessage.Request(5, new NetRequest.SetTerrainSplat("hills", rect, new byte[8])),
                new NetMessage.Request(6, new NetRequest.SetTerrainHoles("hills", rect, new byte[] {1, 1})),
                new NetMessage.Request(7, new NetRequest.RemovePlacement(ID)),
                new NetMessage.Request(8, new NetRequest.ChangePlacement(ID, PlacementChange.NONE.withPosition(1, 2, 3))),
                new NetMessage.Refusal(8, "column 3, row 4: height 9 steps … is past the range"),
                new NetMessage.Hello("player-1", 77, 88, -1), new NetMessage.Welcome(77, 88, 1234, 6),
                new NetMessage.Heartbeat(-5), new NetMessage.Resync());
        for (NetMessage m : all) {
            NetMessage back = roundTrip(m);
            if (m instanceof NetMessage.Request q && q.request() instanceof NetRequest.SetCell s) {
                NetRequest.SetCell b = (NetRequest.SetCell) ((NetMessage.Request) back).request();
                assertEquals(s.map(), b.map());
                assertEquals(s.edit().symbol(), b.edit().symbol());
                assertEquals(Double.doubleToLongBits(s.edit().heightSteps()), Double.doubleToLongBits(b.edit().heightSteps()));
            } else {
                assertEquals(m, back, m.toString());
            }
        }
    }

    @Test
    void aWorldSnapshotComesBackWithItsBaseLegendTerrainAndDiffs() {
        Authority a = Authority.create("server");
        NetWorld w = NetFixtures.world(a);
        Terrain t = Terrain.builder(3, 3, 1.5).origin(1, 2, 3).layers(List.of(TerrainLayer.of("grass"),
                TerrainLayer.of("rock"))).build();
        t.setSplat(new TerrainRect(0, 0, 1, 1), new byte[] {0, (byte) 255, 0, 0});
        t.setHoles(new TerrainRect(1, 1, 1, 1), new byte[] {1});
        w.addTerrain("painted", t);
        WorldServer server = new WorldServer(w, a, 8);
        server.edit(new NetRequest.RemovePlacement(ID));
        server.edit(new NetRequest.ChangePlacement("groups@1:3,4/grove@1/elder.0", PlacementChange.NONE.withScale(2)));
        server.edit(new NetRequest.SetCell("village", BlockCellEdit.height(5, 5, -1)));
        server.edit(new NetRequest.SetZone(ZONE));
        NetMessage.Snapshot s = server.snapshot();
        NetMessage.Snapshot back = (NetMessage.Snapshot) roundTrip(s);
        assertEquals(s, back);
        assertEquals(4, back.seq());
        assertEquals(List.of(ZONE), back.world().zones());
        assertEquals(-1.0, back.world().maps().get(0).baseMetres());
        assertEquals(List.of(ID), back.world().removed());
        assertEquals(new TerrainSnapshot("painted", 3, 3, 1.5, 1, 2, 3, 32, t.layers(), t.heights(), t.splat(), t.holes()),
                back.world().terrains().get(1));
        // Runs: a 24x24 map of one cell but one takes a handful of bytes, not 1,152.
        int bytes = NetCodec.encode(new NetMessage.Snapshot(3, WorldSnapshot.of(List.of(back.world().maps().get(0)),
                List.of()))).length;
        assertTrue(bytes < 120, bytes + " bytes");
    }

    @Test
    void equalWorldsGiveEqualBytesWhateverOrderTheirDiffsWereMadeIn() {
        TreeMap<String, PlacementChange> a = new TreeMap<>();
        a.put("groups@1:1,1/g@1/a.0", PlacementChange.NONE.withYaw(1));
        a.put("groups@1:1,1/g@1/b.0", PlacementChange.NONE.withYaw(2));
        Zone yard = Zone.reserve("yard", new ZoneShape.Circle(1, 2, 3));
        Zone road = Zone.reserve("road", new ZoneShape.Rect(0, 0, 4, 1, 0.5));
        WorldSnapshot one = new WorldSnapshot(List.of(), List.of(), List.of("x", "b"), a, List.of(yard, road));
        WorldSnapshot two = new WorldSnapshot(List.of(), List.of(), List.of("b", "x"), new TreeMap<>(a.descendingMap()),
                List.of(road, yard));
        assertArrayEquals(NetCodec.encode(new NetMessage.Snapshot(0, one)), NetCodec.encode(new NetMessage.Snapshot(0, two)));
    }

    private static NetFormatException refused(byte[] bytes) {
        return assertThrows(NetFormatException.class, () -> NetCodec.decode(bytes));
    }

    @Test
    void badBytesAreRefusedNamingTheirOffset() {
        byte[] good = NetCodec.encode(cellRecord());
        assertEquals("byte 0", refused(new byte[0]).place());
        byte[] v2 = good.clone();
        v2[0] = 1;
        NetFormatException version = refused(v2);
        assertEquals("byte 0", version.place());
        assertTrue(version.getMessage().contains("version 1 is not known"), version.getMessage());
        byte[] tag = good.clone();
        tag[1] = 99;
        assertEquals("byte 1", refused(tag).place());
        NetFormatException cut = refused(java.util.Arrays.copyOf(good, good.length - 1));
        assertTrue(cut.getMessage().startsWith("byte 18: a change of 1 cells needs at least 4 bytes but 3 are left"),
                cut.getMessage());
        byte[] longer = java.util.Arrays.copyOf(good, good.length + 1);
        assertEquals("byte " + good.length, refused(longer).place());
        assertTrue(refused(longer).getMessage().contains("1 bytes follow the end of the message"));
    }

    @Test
    void aLengthPastWhatIsLeftIsRefusedBeforeAnythingIsAllocated() {
        // A map's name claiming 2^31-1 bytes.
        byte[] name = {NetCodec.VERSION, 1, 1, 0, 0, 1, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07};
        NetFormatException e = refused(name);
        assertEquals("byte 6", e.place());
        assertTrue(e.getMessage().contains("is past the most, 1024"), e.getMessage());
        // A rectangle of 4096 x 4096 cells in a 20-byte message.
        WireBuffer b = new WireBuffer();
        b.put(NetCodec.VERSION);
        b.put(NetCodec.RECORD);
        b.putVarLong(1);
        b.putVarLong(0);
        b.putVarLong(0);
        b.put(NetCodec.BLOCK_CELLS);
        b.putString("m");
        b.putSigned(0);
        b.putSigned(0);
        b.putVarInt(4096);
        b.putVarInt(4096);
        NetFormatException big = refused(b.toByteArray());
        assertTrue(big.getMessage().contains("a change of 16777216 cells needs at least 67108864 bytes"), big.getMessage());
    }

    @Test
    void valuesTheirTypesForbidAreRefused() {
        WireBuffer b = new WireBuffer();
        b.put(NetCodec.VERSION);
        b.put(NetCodec.REQUEST);
        b.putVarLong(1);
        b.put(NetCodec.SET_CELL);
        b.putString("m");
        b.putSigned(0);
        b.putSigned(0);
        b.putVarInt(0);
        b.put(2);
        int at = b.size();
        b.putDouble(Double.NaN);
        NetFormatException e = refused(b.toByteArray());
        assertEquals("byte " + at, e.place());
        assertTrue(e.getMessage().contains("not a finite number"));
        // A legend facing past the four.
        byte[] snap = NetCodec.encode(new NetMessage.Snapshot(0, WorldSnapshot.of(List.of(BlockMapSnapshot.of(
                NetFixtures.field("f", 2, Authority.create("s")))), List.of())));
        String hex = HexFormat.of().formatHex(snap);
        int facing = hex.indexOf(HexFormat.of().formatHex("dirt".getBytes())) / 2 + 4;
        snap[facing] = 9;
        NetFormatException f = refused(snap);
        assertEquals("byte " + facing, f.place());
        assertTrue(f.getMessage().contains("facing 9 is not 0 (none) or 1 to 4"), f.getMessage());
        assertEquals(Optional.empty(), f.fix());
    }

    private static BlockChange turnedDoor() {
        BlockRows cells = BlockRows.copyOf(2, 1, new char[] {'g', 'o'}, new int[] {2, 3});
        return new BlockChange(new BlockRect(3, 4, 2, 1), cells, cells,
                Optional.of(BlockCellLayers.of(2, 1, new int[] {0, 2}, List.of(Map.of(), Map.of("loot", "chest-1")))),
                Optional.of(BlockCellLayers.of(2, 1, new int[] {1, 2}, List.of(Map.of("door", "open"),
                        Map.of("loot", "chest-1", "state", "éclat")))));
    }

    @Test
    void aChangeCarryingTurnsAndCellDataComesBackWithThem() {
        NetMessage.Record record = new NetMessage.Record(1, 2, 3, new NetChange.BlockCells("village", turnedDoor()));
        NetMessage.Record back = (NetMessage.Record) roundTrip(record);
        assertEquals(record, back);
        BlockChange c = ((NetChange.BlockCells) back.change()).change();
        assertEquals(1, c.layersAfter().get().quarterTurns(0, 0));
        assertEquals(Map.of("loot", "chest-1", "state", "éclat"), c.layersAfter().get().data(1, 0));
        // A change of blocks alone keeps the shorter tag: no byte for layers it does not carry.
        assertEquals(NetCodec.BLOCK_CELLS, NetCodec.encode(cellRecord())[5]);
    }

    @Test
    void turnAndDataRequestsComeBackEqual() {
        List<NetMessage> all = List.of(new NetMessage.Request(1, new NetRequest.TurnCell("m", -1, 2, -1)),
                new NetMessage.Request(2, new NetRequest.SetCellData("m", 0, 5, "door", Optional.of("open"))),
                new NetMessage.Request(3, new NetRequest.SetCellData("m", 0, 5, "door", Optional.empty())));
        for (NetMessage m : all) {
            assertEquals(m, roundTrip(m));
        }
        assertEquals(3, ((NetRequest.TurnCell) ((NetMessage.Request) all.get(0)).request()).quarterTurns(),
                "−1 is 3");
    }

    @Test
    void aSnapshotCarriesTheMapsTurnsAndDataAndTheMapBuiltFromItHoldsThem() {
        Authority a = Authority.create("server");
        NetWorld w = NetFixtures.world(a);
        WorldServer server = new WorldServer(w, a, 8);
        assertTrue(server.decide(1, 1, new NetRequest.TurnCell("village", 0, 0, 2)).refusal().isEmpty());
        assertTrue(server.decide(1, 2, new NetRequest.TurnCell("village", 23, 23, 1)).refusal().isEmpty());
        assertTrue(server.decide(1, 3, new NetRequest.SetCellData("village", 5, 7, "door", Optional.of("open")))
                .refusal().isEmpty());
        NetMessage.Snapshot s = server.snapshot();
        NetMessage.Snapshot back = (NetMessage.Snapshot) roundTrip(s);
        assertEquals(s, back);
        dev.loam.blockmap.BlockMap built = back.world().maps().get(0).build(dev.loam.blockmap.BlockSetLookup.DEFINED,
                Authority.create("replica"));
        assertEquals(2, built.quarterTurns(0, 0));
        assertEquals(1, built.quarterTurns(23, 23));
        assertEquals(Map.of("door", "open"), built.cellData(5, 7));
        NetWorld replica = new NetWorld();
        replica.restore(back.world(), dev.loam.blockmap.BlockSetLookup.DEFINED, Authority.create("replica"));
        assertEquals(w.hash(), replica.hash());
        // Three marked cells take a few bytes beside the map's runs.
        int plain = NetCodec.encode(new NetMessage.Snapshot(0, new NetWorld().addMap(NetFixtures.field("village", 24, a))
                .snapshot())).length;
        int marked = NetCodec.encode(new NetMessage.Snapshot(0, WorldSnapshot.of(List.of(s.world().maps().get(0)),
                List.of()))).length;
        assertTrue(marked - plain < 24, (marked - plain) + " bytes for three marked cells");
    }

    @Test
    void badTurnsAndDataAreRefusedNamingTheirOffset() {
        byte[] good = NetCodec.encode(new NetMessage.Record(1, 2, 3, new NetChange.BlockCells("v", turnedDoor())));
        // The first layer byte follows the header (version, tag, seq, session, request, change tag, "v", rect) and
        // the two cells before and after (4 bytes each side).
        int turnAt = 1 + 1 + 3 + 1 + 2 + 4 + 8;
        assertEquals(0, good[turnAt]);
        byte[] turn = good.clone();
        turn[turnAt] = 4;
        NetFormatException t = refused(turn);
        assertEquals("byte " + turnAt, t.place());
        assertTrue(t.getMessage().contains("quarter turns 4 are not 0 to 3"), t.getMessage());
        // The second cell after holds "loot" then "state": swap their first letters so the keys are out of order.
        String hex = HexFormat.of().formatHex(good);
        int loot = hex.lastIndexOf(HexFormat.of().formatHex("loot".getBytes())) / 2;
        int state = hex.lastIndexOf(HexFormat.of().formatHex("state".getBytes())) / 2;
        byte[] order = good.clone();
        order[loot] = 't';
        NetFormatException o = refused(order);
        assertEquals("byte " + (state - 1), o.place());
        assertTrue(o.getMessage().contains("ascending order"), o.getMessage());
        // A request with a value flag past 1.
        byte[] q = NetCodec.encode(new NetMessage.Request(1, new NetRequest.SetCellData("m", 0, 0, "k", Optional.empty())));
        q[q.length - 1] = 7;
        NetFormatException f = refused(q);
        assertEquals("byte " + (q.length - 1), f.place());
        // A cut in the layers.
        NetFormatException cut = refused(java.util.Arrays.copyOf(good, turnAt + 2));
        assertTrue(cut.getMessage().contains("turns and data of 2 cells need at least 8 bytes"), cut.getMessage());
    }
}
