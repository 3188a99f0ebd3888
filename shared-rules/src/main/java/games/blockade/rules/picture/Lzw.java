package games.blockade.rules.picture;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/** GIF's variable-length LZW compression of 8-bit colour indices, in 255-byte sub-blocks. */
final class Lzw {

    private static final int MIN_CODE_SIZE = 8;
    private static final int CLEAR = 1 << MIN_CODE_SIZE;
    private static final int END = CLEAR + 1;
    private static final int MAX_CODES = 4096;
    /** A power of two, four times the codes: short probe chains and a mask instead of a division. */
    private static final int TABLE_SIZE = 1 << 14;

    private final ByteArrayOutputStream out;
    private final byte[] block = new byte[256];
    private int blockLength;
    private int bits;
    private int bitCount;
    private int codeSize = MIN_CODE_SIZE + 1;
    private int next = CLEAR + 2;
    private boolean clearing;
    private final int[] keys = new int[TABLE_SIZE];
    private final short[] codes = new short[TABLE_SIZE];

    private Lzw(ByteArrayOutputStream out) {
        this.out = out;
    }

    static void encode(byte[] indices, ByteArrayOutputStream out) {
        out.write(MIN_CODE_SIZE);
        new Lzw(out).run(indices);
        out.write(0);
    }

    private void run(byte[] indices) {
        Arrays.fill(keys, -1);
        output(CLEAR);
        int prefix = indices[0] & 0xFF;
        for (int i = 1; i < indices.length; i++) {
            int symbol = indices[i] & 0xFF;
            int key = prefix << 8 | symbol;
            int slot = (key * 0x9E3779B1) >>> 18;
            while (keys[slot] != -1 && keys[slot] != key) {
                slot = slot + 1 & TABLE_SIZE - 1;
            }
            if (keys[slot] == key) {
                prefix = codes[slot];
                continue;
            }
            output(prefix);
            if (next < MAX_CODES) {
                keys[slot] = key;
                codes[slot] = (short) next++;
            } else {
                Arrays.fill(keys, -1);
                next = CLEAR + 2;
                clearing = true;
                output(CLEAR);
            }
            prefix = symbol;
        }
        output(prefix);
        output(END);
        if (bitCount > 0) {
            put((byte) bits);
        }
        flush();
    }

    /** Writes a code, then widens the codes as the decoder will once its table reaches the limit. */
    private void output(int code) {
        bits |= code << bitCount;
        bitCount += codeSize;
        while (bitCount >= 8) {
            put((byte) bits);
            bits >>>= 8;
            bitCount -= 8;
        }
        if (clearing) {
            codeSize = MIN_CODE_SIZE + 1;
            clearing = false;
        } else if (next > (1 << codeSize) - 1 && codeSize < 12) {
            codeSize++;
        }
    }

    private void put(byte value) {
        block[blockLength++] = value;
        if (blockLength == 255) {
            flush();
        }
    }

    private void flush() {
        if (blockLength > 0) {
            out.write(blockLength);
            out.write(block, 0, blockLength);
            blockLength = 0;
        }
    }
}
