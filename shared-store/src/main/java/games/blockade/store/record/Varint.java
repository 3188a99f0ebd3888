package games.blockade.store.record;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Unsigned LEB128 varints: seven bits a byte, low bits first, high bit set on all but the last. */
final class Varint {

    private Varint() {
    }

    static void write(ByteArrayOutputStream out, long value) {
        if (value < 0) {
            throw new IllegalArgumentException("varints here are unsigned: " + value);
        }
        long rest = value;
        while (rest >= 0x80) {
            out.write((int) (rest & 0x7F) | 0x80);
            rest >>>= 7;
        }
        out.write((int) rest);
    }

    static final class Reader {
        private final byte[] bytes;
        private int at;

        Reader(byte[] bytes) {
            this.bytes = bytes;
        }

        boolean hasMore() {
            return at < bytes.length;
        }

        long next() {
            long value = 0;
            for (int shift = 0; shift < 64; shift += 7) {
                if (at >= bytes.length) {
                    throw new IllegalArgumentException("the record ends inside a number at byte " + at);
                }
                int b = bytes[at++] & 0xFF;
                value |= (long) (b & 0x7F) << shift;
                if ((b & 0x80) == 0) {
                    return value;
                }
            }
            throw new IllegalArgumentException("a number longer than 64 bits at byte " + at);
        }

        String text(int length) {
            if (length > bytes.length - at) {
                throw new IllegalArgumentException("the record ends inside a notation at byte " + at);
            }
            String text = new String(bytes, at, length, StandardCharsets.UTF_8);
            at += length;
            return text;
        }
    }
}
