package dev.loam.net;

import dev.loam.core.LoamInputException;

/**
 * Bytes the wire codec refuses: a frame or a message that is cut short, names a version or a tag
 * this build does not know, holds a length past what is left or past a bound, or a value its type
 * forbids. {@link #place()} names the byte offset from the start of the message
 * ({@code byte 17}); nothing was built from the bytes.
 */
public class NetFormatException extends LoamInputException {
    private static final long serialVersionUID = 1L;

    /**
     * A refusal at a byte offset.
     *
     * @param offset the offset, from the start of the message, of the value refused
     * @param detail what is wrong there
     */
    public NetFormatException(long offset, String detail) {
        super("byte " + offset, detail, (Throwable) null);
    }

    /**
     * A refusal at a byte offset, with the error underneath (a block map's or a terrain's own
     * refusal of the values the bytes held).
     *
     * @param offset the offset of the value refused
     * @param detail what is wrong there
     * @param cause  the refusal underneath
     */
    public NetFormatException(long offset, String detail, Throwable cause) {
        super("byte " + offset, detail, cause);
    }
}
