package dev.loam.render.gl;

import static org.lwjgl.opengl.GL11C.*;
import static org.lwjgl.opengl.GL12C.GL_CLAMP_TO_EDGE;

import dev.loam.blockmap.Block;
import dev.loam.blockmap.BlockCover;
import dev.loam.blockmap.BlockSet;
import dev.loam.blockmap.Face;
import dev.loam.blockmap.PixelTexture;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.lwjgl.system.MemoryUtil;

/**
 * Every pixel texture of a block set (faces and cover strips) packed into one RGBA8 texture with
 * nearest filtering, row by row in shelves, tallest first. Shaders fetch texels exactly with
 * {@code texelFetch} at a texture's {@link #rect rectangle} plus the texel, so a texture repeats in
 * world space with no bleeding from its neighbours. Needs a current {@link GlContext}; close it
 * before the context.
 */
public final class TextureAtlas implements AutoCloseable {
    /** The atlas's width when no texture is wider, in texels. */
    static final int MIN_WIDTH = 256;
    /** Empty texels between two textures. */
    static final int GAP = 1;

    private final int texture;
    private final int width, height;
    private final Map<PixelTexture, int[]> rects;
    private boolean closed;

    private TextureAtlas(int texture, int width, int height, Map<PixelTexture, int[]> rects) {
        this.texture = texture;
        this.width = width;
        this.height = height;
        this.rects = rects;
    }

    /**
     * Packs and uploads every texture a block set's faces and cover use, and {@code more} (such as
     * the fringe mask).
     *
     * @throws GlException when the atlas would pass the driver's largest texture
     */
    public static TextureAtlas of(BlockSet set, PixelTexture... more) {
        List<PixelTexture> all = new ArrayList<>();
        for (PixelTexture t : more) {
            add(t, all);
        }
        for (Block b : set.blocks().values()) {
            for (Face f : new Face[] {b.top(), b.side(), b.lip(), b.riser()}) {
                if (f instanceof Face.Texture t) {
                    add(t.texture(), all);
                }
            }
            for (BlockCover c : b.cover()) {
                add(c.texture(), all);
            }
        }
        return pack(all);
    }

    private static void add(PixelTexture t, List<PixelTexture> all) {
        // Equal textures share a place; two of one name and other texels are both kept.
        if (!all.contains(t)) {
            all.add(t);
        }
    }

    /** Packs the textures (in a stable order: taller first, then wider, then by name). */
    static TextureAtlas pack(List<PixelTexture> textures) {
        List<PixelTexture> order = new ArrayList<>(textures);
        order.sort(Comparator.comparingInt(PixelTexture::height).reversed()
                .thenComparing(Comparator.comparingInt(PixelTexture::width).reversed())
                .thenComparing(PixelTexture::name));
        int widest = 1;
        for (PixelTexture t : order) {
            widest = Math.max(widest, t.width());
        }
        int atlasWidth = Math.max(MIN_WIDTH, widest);
        Map<PixelTexture, int[]> rects = new IdentityHashMap<>();
        int x = 0, y = 0, shelf = 0;
        for (PixelTexture t : order) {
            if (x + t.width() > atlasWidth) {
                x = 0;
                y += shelf + GAP;
                shelf = 0;
            }
            rects.put(t, new int[] {x, y, t.width(), t.height()});
            x += t.width() + GAP;
            shelf = Math.max(shelf, t.height());
        }
        int atlasHeight = Math.max(1, y + shelf);
        int max = glGetInteger(GL_MAX_TEXTURE_SIZE);
        if (atlasHeight > max || atlasWidth > max) {
            throw new GlException("the block set's textures need an atlas of " + atlasWidth + "x" + atlasHeight
                    + " texels, past the driver's largest texture of " + max);
        }
        ByteBuffer texels = MemoryUtil.memCalloc(atlasWidth * atlasHeight * 4);
        try {
            for (PixelTexture t : order) {
                int[] r = rects.get(t);
                int[] argb = t.texels();
                for (int ty = 0; ty < t.height(); ty++) {
                    for (int tx = 0; tx < t.width(); tx++) {
                        int c = argb[ty * t.width() + tx];
                        int at = ((r[1] + ty) * atlasWidth + r[0] + tx) * 4;
                        texels.put(at, (byte) (c >>> 16)).put(at + 1, (byte) (c >>> 8)).put(at + 2, (byte) c)
                                .put(at + 3, (byte) (c >>> 24));
                    }
                }
            }
            int id = glGenTextures();
            glBindTexture(GL_TEXTURE_2D, id);
            glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
            // Row 0 of the atlas is the top row of each texture: shaders fetch (x, y) from the top-left.
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, atlasWidth, atlasHeight, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
            glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
            glBindTexture(GL_TEXTURE_2D, 0);
            return new TextureAtlas(id, atlasWidth, atlasHeight, rects);
        } finally {
            MemoryUtil.memFree(texels);
        }
    }

    /**
     * Where a texture lies: x, y (top-left texel), width, height, in texels; written into
     * {@code dest} (four ints), which is returned.
     *
     * @throws IllegalArgumentException when the texture is not in the atlas
     */
    public int[] rect(PixelTexture t, int[] dest) {
        int[] r = rects.get(t);
        if (r == null) {
            for (Map.Entry<PixelTexture, int[]> e : rects.entrySet()) {
                if (e.getKey().equals(t)) {
                    r = e.getValue();
                    break;
                }
            }
        }
        if (r == null) {
            throw new IllegalArgumentException("texture " + t.name() + " is not in the atlas");
        }
        System.arraycopy(r, 0, dest, 0, 4);
        return dest;
    }

    /** Textures in the atlas. */
    public int textureCount() {
        return rects.size();
    }

    /** The atlas's width in texels. */
    public int width() {
        return width;
    }

    /** The atlas's height in texels. */
    public int height() {
        return height;
    }

    /** Binds the atlas to the current texture unit. */
    void bind() {
        glBindTexture(GL_TEXTURE_2D, texture);
    }

    /** Frees the texture. Idempotent. */
    @Override
    public void close() {
        if (!closed) {
            closed = true;
            glDeleteTextures(texture);
        }
    }
}
