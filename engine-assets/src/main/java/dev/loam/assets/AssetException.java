package dev.loam.assets;

import dev.loam.core.LoamInputException;

/**
 * A model file or an asset name that could not be turned into a model: a glTF, GLB, OBJ or MTL
 * file that is malformed or asks for more than it holds, a texture that cannot be decoded, a file
 * that is missing, or a name no root of the resolver knows. The place names where: the file and
 * the part inside it ({@code tree.glb: meshes[3].primitives[0].attributes.POSITION},
 * {@code hut.obj: line 41}, {@code pine.glb: byte 20}), or, for a name that does not resolve, the
 * name and who asked for it ({@code recipes[0].members[1].mesh}). Nothing else escapes a reader
 * for bad input, and every size a file claims is checked before anything is allocated for it.
 */
public class AssetException extends LoamInputException {
    private static final long serialVersionUID = 1L;

    /**
     * @param place  where the problem lies: a file and the place inside it; "" for none
     * @param detail what is wrong
     */
    public AssetException(String place, String detail) {
        super(place, detail, (Throwable) null);
    }

    /** The same, keeping the error underneath (an I/O or parse error). */
    public AssetException(String place, String detail, Throwable cause) {
        super(place, detail, cause);
    }

    /** A refusal with its fix given apart (see {@link LoamInputException#fix()}). */
    public AssetException(String place, String problem, String fix, Throwable cause) {
        super(place, problem, fix, cause);
    }
}
