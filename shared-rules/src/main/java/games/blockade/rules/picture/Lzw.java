package games.blockade.rules.picture;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/** GIF's variable-length LZW compression of 8-bit colour indices, in 255-byte sub-blocks. */
final class Lzw {

    private static final int MIN_CODE_SIZE = 8;
    private static final int CLEAR = 1 << MIN_CODE_SIZE;
    private static final int END = CLEAR + 1;
    private static final int CODE_BITS = 12;
    private static final int MAX_CODES = 1 << CODE_BITS;
    private static final int EMPTY = 0;
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
    /**
     * Each string known: its prefix's code and last symbol (20 bits) above its own code (12 bits),
     * in one int so that a probe reads one array. No string has code 0, so 0 marks a free slot.
     */
    private final int[] entries = new int[TABLE_SIZE];
    /**
     * Strings of one symbol repeated grow one symbol at a time, so for each symbol every length up
     * to the longest known has a code: a run is matched by its length instead of symbol by symbol.
     */
    private final int[] longestRun = new int[256];
    private final short[][] runCodes = new short[256][];

    private Lzw(ByteArrayOutputStream out) {
        this.out = out;
    }

    static void encode(byte[] indices, ByteArrayOutputStream out) {
        out.write(MIN_CODE_SIZE);
        new Lzw(out).run(indices);
        out.write(0);
    }

    private void run(byte[] indices) {
        Arrays.fill(longestRun, 1);
        output(CLEAR);
        int i = 0;
        int prefix = 0;
        // the symbol the prefix's string repeats throughout and how often, or -1 once it holds another
        int runOf = -1;
        int runLength = 0;
        boolean starting = true;
        while (true) {
            if (starting) {
                // a string starts: a replay frame is mostly one transparent run, matched in one step
                int symbol = indices[i] & 0xFF;
                int end = i + 1;
                int limit = Math.min(indices.length, i + longestRun[symbol]);
                while (end < limit && (indices[end] & 0xFF) == symbol) {
                    end++;
                }
                runOf = symbol;
                runLength = end - i;
                prefix = runLength == 1 ? symbol : runCodes[symbol][runLength];
                i = end - 1;
                starting = false;
            }
            if (++i >= indices.length) {
                break;
            }
            int symbol = indices[i] & 0xFF;
            int key = prefix << 8 | symbol;
            int slot = (key * 0x9E3779B1) >>> 18;
            int entry;
            while ((entry = entries[slot]) != EMPTY && entry >>> CODE_BITS != key) {
                slot = slot + 1 & TABLE_SIZE - 1;
            }
            if (entry != EMPTY) {
                prefix = entry & MAX_CODES - 1;
                runOf = -1;
                continue;
            }
            output(prefix);
            if (next < MAX_CODES) {
                entries[slot] = key << CODE_BITS | next;
                if (symbol == runOf) {
                    remember(symbol, runLength + 1, next);
                }
                next++;
            } else {
                Arrays.fill(entries, EMPTY);
                Arrays.fill(longestRun, 1);
                next = CLEAR + 2;
                clearing = true;
                output(CLEAR);
            }
            starting = true;
        }
        output(prefix);
        output(END);
        if (bitCount > 0) {
            put((byte) bits);
        }
        flush();
    }

    /** Records the code of a symbol repeated {@code length} times, one more than the longest known. */
    private void remember(int symbol, int length, int code) {
        if (runCodes[symbol] == null) {
            runCodes[symbol] = new short[16];
        } else if (length == runCodes[symbol].length) {
            runCodes[symbol] = Arrays.copyOf(runCodes[symbol], 2 * length);
        }
        runCodes[symbol][length] = (short) code;
        longestRun[symbol] = length;
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
