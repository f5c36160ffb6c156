package dev.loam.render.mesh;

import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockCover;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.Face;
import dev.loam.blockmap.PixelTexture;
import dev.loam.blockmap.TextureVariation;
import dev.loam.core.StableHash;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The materials of one block set, numbered once in the set's block order, and what each block
 * draws with, so a chunk's meshes come out in one order whichever chunk is built first. Immutable
 * after construction; shared by every mesher of a map.
 */
final class BlockMaterials {
    /** What one block draws with: material numbers and the facts the mesher reads per cell. */
    static final class Info {
        final Block block;
        final int top, side, lip, riser, water, fringe;
        final int[] cover;
        final long[] coverSeed;

        Info(Block block, int top, int side, int lip, int riser, int water, int fringe, int[] cover, long[] coverSeed) {
            this.block = block;
            this.top = top;
            this.side = side;
            this.lip = lip;
            this.riser = riser;
            this.water = water;
            this.fringe = fringe;
            this.cover = cover;
            this.coverSeed = coverSeed;
        }
    }

    final List<BlockMaterial> materials;
    /** Per material: texture u and v repeats a metre (a colour face's: one a metre). */
    final double[] repeatsPerMetreU, repeatsPerMetreV;
    /** Per material: the texture's variation ({@link TextureVariation#NONE} for colours). */
    final TextureVariation[] variation;
    /** Per material: the seed its repeats pick their variant from. */
    final long[] variationSeed;
    private final Map<Block, Info> infos = new IdentityHashMap<>();
    final Info[] infoList;

    BlockMaterials(BlockSet set, long textureSeed) {
        Map<BlockMaterial, Integer> ids = new LinkedHashMap<>();
        List<Info> list = new ArrayList<>();
        for (Block b : set.blocks().values()) {
            int top = id(ids, BlockMaterial.top(b.top()));
            int side = id(ids, BlockMaterial.wall(b.side()));
            int lip = id(ids, BlockMaterial.wall(b.lip()));
            int riser = id(ids, BlockMaterial.wall(b.riser()));
            int water = b.water().map(w -> id(ids, BlockMaterial.water(w))).orElse(-1);
            int fringe = b.fringe() > 0 ? id(ids, BlockMaterial.fringe(b.top())) : -1;
            int[] cover = new int[b.cover().size()];
            long[] coverSeed = new long[cover.length];
            for (int i = 0; i < cover.length; i++) {
                BlockCover c = b.cover().get(i);
                cover[i] = id(ids, BlockMaterial.cover(c.texture(), c.columns(), c.castShadow()));
                coverSeed[i] = StableHash.mix(StableHash.mix(textureSeed, "loam.block.cover"), c.texture().name());
            }
            Info info = new Info(b, top, side, lip, riser, water, fringe, cover, coverSeed);
            infos.put(b, info);
            list.add(info);
        }
        infoList = list.toArray(new Info[0]);
        materials = List.copyOf(ids.keySet());
        int n = materials.size();
        repeatsPerMetreU = new double[n];
        repeatsPerMetreV = new double[n];
        variation = new TextureVariation[n];
        variationSeed = new long[n];
        for (int i = 0; i < n; i++) {
            BlockMaterial m = materials.get(i);
            PixelTexture t = m.face() instanceof Face.Texture ft ? ft.texture() : null;
            if (t != null) {
                repeatsPerMetreU[i] = t.pixelsPerMetre() / t.width();
                repeatsPerMetreV[i] = t.pixelsPerMetre() / t.height();
                variation[i] = t.variation();
                variationSeed[i] = StableHash.mix(StableHash.mix(textureSeed, "loam.block.variation"), t.name());
            } else {
                repeatsPerMetreU[i] = 1;
                repeatsPerMetreV[i] = 1;
                variation[i] = TextureVariation.NONE;
            }
        }
    }

    private static int id(Map<BlockMaterial, Integer> ids, BlockMaterial m) {
        Integer id = ids.get(m);
        if (id == null) {
            id = ids.size();
            ids.put(m, id);
        }
        return id;
    }

    /** The info of a block of the set (blocks are the set's own instances). */
    Info info(Block block) {
        return infos.get(block);
    }
}
