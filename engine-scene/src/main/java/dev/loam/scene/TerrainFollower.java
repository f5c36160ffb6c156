package dev.loam.scene;

import dev.loam.terrain.Scatter;
import dev.loam.terrain.ScatterBrush;
import dev.loam.terrain.Terrain;
import dev.loam.terrain.TerrainChange;
import dev.loam.terrain.TerrainCursor;
import java.util.List;
import java.util.function.Consumer;

/**
 * Keeps scatter sets standing on their terrain: reads the terrain's height edits since the last
 * update and moves the instances on the ground each moved ({@link ScatterBrush#followHeights}).
 * When the terrain's history no longer reaches back to the last update the edits are lost to it,
 * and the instances stay where they were.
 */
final class TerrainFollower {
    private final Terrain terrain;
    private final List<Scatter> sets;
    private final Consumer<TerrainChange> follow;
    private TerrainCursor cursor;

    TerrainFollower(Terrain terrain, List<Scatter> sets) {
        this.terrain = terrain;
        this.sets = sets;
        this.cursor = terrain.cursor();
        this.follow = change -> {
            if (change instanceof TerrainChange.Heights h) {
                for (Scatter s : this.sets) {
                    ScatterBrush.followHeights(s, this.terrain, h);
                }
            }
        };
    }

    void update() {
        if (sets.isEmpty()) {
            // Nothing follows the heights (the sets never change): no cursor is read or made.
            return;
        }
        terrain.forEachChange(cursor, follow);
        cursor = terrain.cursor();
    }
}
