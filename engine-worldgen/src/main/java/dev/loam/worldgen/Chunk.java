package dev.loam.worldgen;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One published chunk of one layer: the square {@code [x0, x0 + size) × [z0, z0 + size)} and every
 * placement whose group anchor lies in it, with the world's diffs laid over them. Interactive
 * placements come as {@link PlacedObject}s, the rest as {@link DecorGroup}s per kind. Immutable;
 * the game owns it once published.
 *
 * @param layer the layer's id, or {@code "far:" + layerId} for a far cell of that layer's far
 *     versions ({@link ProceduralChunks.Builder#farVersions(boolean)})
 * @param cx the chunk's x index: {@code x0 = cx × size}
 * @param cz the chunk's z index: {@code z0 = cz × size}
 * @param x0 the low x, world units
 * @param z0 the low z, world units
 * @param size the side, world units (the layer's {@code chunkSize}, or a far cell's side)
 * @param revision how many times this chunk has been published since it became resident, from 1;
 *     a higher revision replaces a lower one
 * @param complete whether all its work is done; an incomplete chunk fills in over the next frames
 * @param placements every placement, ordered as {@link WorldPlan#placementsIn}
 * @param objects the interactive placements, in that order
 * @param decor the other placements grouped by {@link DecorGroup#kindOf}, kinds in order of first
 *     appearance
 */
public record Chunk(String layer, int cx, int cz, double x0, double z0, double size, int revision, boolean complete,
        List<Placement> placements, List<PlacedObject> objects, List<DecorGroup> decor) {

    // Copies the lists.
    public Chunk {
        placements = List.copyOf(placements);
        objects = List.copyOf(objects);
        decor = List.copyOf(decor);
    }

    /**
     * A chunk with its placements split into objects and decor.
     *
     * @param layer the layer's id
     * @param cx the x index
     * @param cz the z index
     * @param size the side, world units
     * @param revision the revision, from 1
     * @param complete whether all its work is done
     * @param placements the placements, diffs laid over
     * @return the chunk
     */
    static Chunk of(String layer, int cx, int cz, double size, int revision, boolean complete,
            List<Placement> placements) {
        List<PlacedObject> objects = new ArrayList<>();
        Map<String, List<Placement>> kinds = new LinkedHashMap<>();
        for (Placement p : placements) {
            if (p.isInteractive()) {
                objects.add(new PlacedObject(p.id(), p.interactive(), p));
            } else {
                kinds.computeIfAbsent(DecorGroup.kindOf(p), k -> new ArrayList<>()).add(p);
            }
        }
        List<DecorGroup> decor = new ArrayList<>(kinds.size());
        for (Map.Entry<String, List<Placement>> e : kinds.entrySet()) {
            decor.add(new DecorGroup(e.getKey(), e.getValue()));
        }
        return new Chunk(layer, cx, cz, cx * size, cz * size, size, revision, complete, placements, objects, decor);
    }
}
