package dev.loam.net;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Reads a message's bytes, refusing each value cut short or out of bounds with its offset. */
final class WireReader {
    /** The last ASCII text read by any reader (a String is immutable, so sharing it is safe). */
    private static volatile String lastAscii;
    private final byte[] bytes;
    private final int start;
    private final int end;
    private int pos;

    WireReader(byte[] bytes, int offset, int length) {
        if (offset < 0 || length < 0 || offset > bytes.length - length) {
            throw new IllegalArgumentException("bytes " + offset + ".." + (offset + length) + " are outside an array of "
                    + bytes.length);
        }
        this.bytes = bytes;
        this.start = offset;
        this.end = offset + length;
        this.pos = offset;
    }

    /** The offset of the next byte, from the start of the message. */
    int offset() {
        return pos - start;
    }

    int remaining() {
        return end - pos;
    }

    NetFormatException refuse(int at, String detail) {
        return new NetFormatException(at, detail);
    }

    private void need(int n, String what) {
        if (end - pos < n) {
            throw refuse(offset(), "the message ends " + (end - pos) + " bytes into " + what + ", which needs " + n);
        }
    }

    int u8(String what) {
        need(1, what);
        return bytes[pos++] & 0xFF;
    }

    long varLong(String what) {
        if (pos < end && bytes[pos] >= 0) {
            return bytes[pos++];
        }
        return varLongSlow(what);
    }

    private long varLongSlow(String what) {
        int at = offset();
        long v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (pos >= end) {
                throw refuse(at, what + " is cut short");
            }
            int b = bytes[pos++];
            if (shift == 63 && (b & 0xFE) != 0) {
                throw refuse(at, what + " is past 64 bits");
            }
            v |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        throw refuse(at, what + " is past 64 bits");
    }

    int varInt(String what) {
        if (pos < end && bytes[pos] >= 0) {
            return bytes[pos++];
        }
        return varIntSlow(what);
    }

    private int varIntSlow(String what) {
        int at = offset();
        int v = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            if (pos >= end) {
                throw refuse(at, what + " is cut short");
            }
            int b = bytes[pos++];
            if (shift == 28 && (b & 0xF0) != 0) {
                throw refuse(at, what + " is past 32 bits");
            }
            v |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        throw refuse(at, what + " is past 32 bits");
    }

    int signed(String what) {
        int v = varInt(what);
        return (v >>> 1) ^ -(v & 1);
    }

    long signedLong(String what) {
        long v = varLong(what);
        return (v >>> 1) ^ -(v & 1);
    }

    /** A count of elements of at least {@code minBytes} each, checked against what is left and a bound. */
    int count(String what, int minBytes, int max) {
        return count(what, "", minBytes, max);
    }

    /** As {@link #count(String, int, int)}, naming it {@code what + suffix} (joined only for a refusal). */
    int count(String what, String suffix, int minBytes, int max) {
        int at = offset();
        int n = varInt(what);
        if (n >= 0 && n <= max && (long) n * minBytes <= remaining()) {
            return n;
        }
        what = what + suffix;
        if (n < 0 || n > max) {
            throw refuse(at, what + " " + Integer.toUnsignedString(n) + " is past the most, " + max);
        }
        if ((long) n * minBytes > remaining()) {
            throw refuse(at, what + " " + n + " needs at least " + (long) n * minBytes + " bytes but "
                    + remaining() + " are left");
        }
        return n;
    }

    long i64(String what) {
        need(8, what);
        long v = 0;
        for (int k = 0; k < 8; k++) {
            v = (v << 8) | (bytes[pos++] & 0xFF);
        }
        return v;
    }

    int i32(String what) {
        need(4, what);
        int v = (bytes[pos] & 0xFF) << 24 | (bytes[pos + 1] & 0xFF) << 16 | (bytes[pos + 2] & 0xFF) << 8
                | (bytes[pos + 3] & 0xFF);
        pos += 4;
        return v;
    }

    double finiteDouble(String what) {
        int at = offset();
        double d = Double.longBitsToDouble(i64(what));
        if (!Double.isFinite(d)) {
            throw refuse(at, what + " is " + d + ", not a finite number");
        }
        return d;
    }

    double anyDouble(String what) {
        return Double.longBitsToDouble(i64(what));
    }

    float finiteFloat(String what) {
        int at = offset();
        float f = Float.intBitsToFloat(i32(what));
        if (!Float.isFinite(f)) {
            throw refuse(at, what + " is " + f + ", not a finite number");
        }
        return f;
    }

    byte[] bytes(String what, int max) {
        int n = count(what, "'s length", 1, max);
        byte[] b = new byte[n];
        System.arraycopy(bytes, pos, b, 0, n);
        pos += n;
        return b;
    }

    String string(String what, int maxBytes) {
        int at = offset();
        int n = count(what, "'s length", 1, maxBytes);
        boolean ascii = true;
        for (int i = pos; i < pos + n && ascii; i++) {
            ascii = bytes[i] >= 0;
        }
        String s;
        if (ascii) {
            // Records name the same few maps again and again: the last name read is kept.
            String last = lastAscii;
            if (last != null && last.length() == n && sameAscii(last, pos)) {
                s = last;
            } else {
                s = new String(bytes, pos, n, StandardCharsets.ISO_8859_1);
                lastAscii = s;
            }
        } else {
            try {
                s = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, pos, n)).toString();
            } catch (CharacterCodingException e) {
                throw new NetFormatException(at, what + " is not UTF-8 text", e);
            }
        }
        pos += n;
        return s;
    }

    private boolean sameAscii(String s, int at) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != bytes[at + i]) {
                return false;
            }
        }
        return true;
    }

    void expectEnd(String what) {
        if (pos != end) {
            throw refuse(offset(), (end - pos) + " bytes follow the end of " + what);
        }
    }
}
